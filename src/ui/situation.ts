/**
 * What the referee knew before the stroke, as evidence lines for the training card: ball in hand,
 * the call, groups, fouls in a row and the warning (T2.16), balls declared frozen (G22, G37), the
 * shot clock, and the facts declared for the stroke (G12, G20, G40 ...; those with a time go to the
 * stroke's timeline, declaredTimeline). Pure: tested in Node;
 * the words are in src/i18n/situation.ts.
 */
import { DECLARED_ACT, FROZEN_TO, HAND_BEFORE } from '../i18n/situation.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Scenario } from '../scenario/schema.ts';

export function describeSituation(s: Scenario, lang: Lang): string[] {
  const sk = lang === 'sk';
  const st = s.state;
  const out: string[] = [];
  const who = `${sk ? 'Na rade' : 'Shooter'}: ${st.shooter}`;
  out.push(st.phase === 'break' ? `${who} (${sk ? 'rozstrel' : 'break'})` : who);
  if (st.ballInHand !== 'none') out.push(HAND_BEFORE[st.ballInHand][lang]);
  if (st.call) out.push(sk ? `ohlásená ${st.call.ball} do ${st.call.pocket}` : `called: the ${st.call.ball} in ${st.call.pocket}`);
  if (st.safety) out.push(sk ? 'ohlásená obrana (safety)' : 'safety declared');
  if (st.pushOut) out.push(sk ? 'ohlásený push-out' : 'push-out declared');
  if (st.groups) out.push(sk ? `skupiny: A ${st.groups.A === 'solids' ? 'plné' : 'polové'}, B ${st.groups.B === 'solids' ? 'plné' : 'polové'}` : `groups: A ${st.groups.A}, B ${st.groups.B}`);
  for (const p of ['A', 'B'] as const) {
    if (st.foulsInRow[p] > 0) out.push(sk ? `${p}: ${st.foulsInRow[p]} fauly za sebou${st.warned[p] ? ', upozornený' : ', neupozornený'}` : `${p}: ${st.foulsInRow[p]} fouls in a row${st.warned[p] ? ', warned' : ', not warned'}`);
  }
  for (const f of st.frozenDeclared) out.push(sk ? `ohlásené: ${f.ball} prilepená k ${FROZEN_TO[f.to]!.sk}` : `declared: the ${f.ball} frozen to ${FROZEN_TO[f.to]!.en}`);
  if (st.clock) out.push(sk ? `časový limit ${st.clock.limitS} s, uplynulo ${st.clock.elapsedS} s` : `shot clock ${st.clock.limitS} s, ${st.clock.elapsedS} s used`);
  if (s.rules === 'wpa') out.push(sk ? 'pravidlá WPA' : 'WPA rules');
  // Declarations with a time belong to the stroke's timeline (declaredTimeline); the rest are listed here.
  for (const d of s.declared) if (d.t === undefined) out.push(declaredText(d, lang));
  return out;
}

function declaredText(d: Scenario['declared'][number], lang: Lang): string {
  const ball = d.ball ? ` – ${d.ball}` : '';
  return `${lang === 'sk' ? 'ohlásené' : 'declared'}: ${d.by} ${DECLARED_ACT[d.type]![lang]}${ball}`;
}

/** The declarations with a time, as rows of the stroke's timeline (t in s from the strike). */
export function declaredTimeline(s: Scenario, lang: Lang): Array<{ t: number; text: string }> {
  return s.declared.filter((d) => d.t !== undefined).map((d) => ({ t: d.t as number, text: `${((d.t as number) * 1000).toFixed(1)} ms: ${declaredText(d, lang)}` }));
}
