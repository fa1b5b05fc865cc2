/**
 * What the referee knows before the stroke, as lines for the training question and card: whose
 * turn, ball in hand, the call, groups, fouls in a row and the warning (T2.16), balls declared
 * frozen (G22, G37), balls already in a pocket, the shot clock, the rule set, what the referee sees
 * beside the balls (the scenario's `brief`), and the acts declared for the stroke (G12, G20, G40 ...;
 * those with a time also go to the stroke's timeline, declaredTimeline). Each line says where it
 * comes from, so a test can check that a foul scenario and its fair twin differ only where their
 * situations do. Pure: tested in Node; the words are in src/i18n/situation.ts.
 */
import { capitalized as capital, ms } from '../i18n/glossary.ts';
import { seenAct, SITUATION } from '../i18n/situation.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Scenario } from '../scenario/schema.ts';

/** The part of the scenario a line is written from. */
export type SituationSource = 'state' | 'fouls-in-row' | 'rules' | 'pockets' | 'brief' | 'declared';

export interface SituationLine {
  readonly source: SituationSource;
  readonly text: string;
}

export function situationLines(s: Scenario, lang: Lang): SituationLine[] {
  const st = s.state;
  const out: SituationLine[] = [];
  const add = (source: SituationSource, b: { sk: string; en: string }) => out.push({ source, text: b[lang] });
  add('state', SITUATION.shooter(st.shooter, st.phase === 'break'));
  if (st.ballInHand !== 'none') add('state', SITUATION.inHand[st.ballInHand]);
  if (st.call) add('state', SITUATION.call(st.call.ball, st.call.pocket));
  if (st.obvious && !st.call) add('state', SITUATION.obvious);
  else if (st.obvious === false && !st.call) add('state', SITUATION.notObvious);
  if (st.safety) add('state', SITUATION.safety);
  if (st.pushOut) add('state', SITUATION.pushOut);
  if (st.groups) add('state', SITUATION.groups(st.groups.A, st.groups.B));
  for (const p of ['A', 'B'] as const) if (st.foulsInRow[p] > 0) add('fouls-in-row', SITUATION.foulsInRow(p, st.foulsInRow[p], st.warned[p]));
  for (const p of ['A', 'B'] as const) if (st.conductWarned[p]) add('state', SITUATION.conductWarned(p));
  for (const f of st.frozenDeclared) add('state', SITUATION.frozen(f.ball, f.to));
  if (st.clock) add('state', SITUATION.clock(st.clock.limitS, st.clock.elapsedS, st.shooter, st.clock.extensions[st.shooter]));
  if (s.rules === 'wpa') add('rules', SITUATION.wpa);
  for (const [pocket, ids] of inPockets(s)) add('pockets', SITUATION.inPocket(ids, pocket));
  if (s.brief) add('brief', s.brief);
  // What was seen at no particular time of the stroke; those with a time are on the timeline as well.
  for (const d of s.declared) out.push({ source: 'declared', text: seenText(d, lang) });
  return out;
}

/** The lines' texts (the situation as the card lists it). */
export function describeSituation(s: Scenario, lang: Lang): string[] {
  return situationLines(s, lang).map((l) => l.text);
}

function inPockets(s: Scenario): Array<[NonNullable<Scenario['balls'][number]['pocket']>, string[]]> {
  const by = new Map<NonNullable<Scenario['balls'][number]['pocket']>, string[]>();
  for (const b of s.balls) if (b.pocket) by.set(b.pocket, [...(by.get(b.pocket) ?? []), b.id]);
  return [...by];
}

function seenText(d: Scenario['declared'][number], lang: Lang): string {
  const text = seenAct(d.type, d.by, d.ball, lang, d.pocket, d.effect);
  return d.t === undefined ? capital(text) : `${capital(text)} (${ms(d.t, lang)})`;
}

/** The declarations with a time, as rows of the stroke's timeline (t in s from the strike). */
export function declaredTimeline(s: Scenario, lang: Lang): Array<{ t: number; text: string }> {
  return s.declared
    .filter((d) => d.t !== undefined)
    .map((d) => ({ t: d.t as number, text: capital(seenAct(d.type, d.by, d.ball, lang, d.pocket, d.effect)) }));
}
