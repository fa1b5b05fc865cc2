/**
 * What referee training shows, as data (no DOM, tested in Node over the whole library):
 * - the question, before the answer: only what a referee at the table knows (the game, the
 *   situation, what was seen); the scenario's name and description stay hidden;
 * - the card, after it: the ruling in the chosen language, the fouls with the rules cited, the
 *   situation, and the stroke's timeline, each contact a numbered mark on the table, the foul's
 *   row highlighted, and the moment to replay in slow motion.
 * The adjudicator rules; this module only words and places its ruling.
 */
import { foulText as ruleFoulText } from '../i18n/fouls.ts';
import { ball, capitalized, citeRule, ms } from '../i18n/glossary.ts';
import { lagBreach } from '../i18n/rulings.ts';
import { eventLine } from '../i18n/stroke-events.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { SLOVAK_TITLES } from '../i18n/training-titles.ts';
import { sampleBall, type ShotEvent, type ShotRecord } from '../physics/index.ts';
import type { Foul, Ruling } from '../rules/index.ts';
import type { Scenario } from '../scenario/schema.ts';
import { judgeable } from './training-judgeable.ts';
import { rulebookOf } from './training-rulebooks.ts';
import { declaredTimeline, situationLines, type SituationLine } from './situation.ts';

export interface QuestionView {
  /** The game (and nothing of the scenario's name). */
  readonly title: string;
  readonly lines: readonly SituationLine[];
}

export function questionView(s: Scenario, lang: Lang): QuestionView {
  return { title: TEXTS.game.name[lang][s.game], lines: situationLines(s, lang) };
}

/** What a row of the timeline shows on the table. */
export type MarkKind = 'ball' | 'cushion' | 'pocket' | 'cue' | 'air' | 'seen';

export interface TimelineRow {
  readonly t: number;
  /** "12,5 ms: Biela zasiahla guľu 1". */
  readonly text: string;
  /** The number of its mark on the table (1, 2, ...), null when the row has no place on the table. */
  readonly mark: number | null;
  readonly kind: MarkKind | null;
  /** Where on the cloth, table frame [x, y] m. */
  readonly pos: readonly [number, number] | null;
  /** The row is (one of) the foul's moments. */
  readonly foul: boolean;
}

export interface Card {
  /** The question's situation in words, and its game. */
  readonly heading: string;
  /** Which rulebook the ruling applies: the seeds, WPA's rules of the game, or WPA's reading beside the seeds'. */
  readonly rulebook: string;
  /** What an instrument measured, when the decision rests on a margin no eye sees (null: decided by eye). */
  readonly measured: string | null;
  readonly description: string;
  readonly ruling: string;
  /** Each foul the adjudicator found: its rule as cited and what happened. */
  readonly fouls: readonly string[];
  readonly situation: readonly string[];
  readonly timeline: readonly TimelineRow[];
  /** The instant the replay slows down around (the first timed foul, else the first ball contact). */
  readonly focusT: number | null;
}

/** Most numbered marks on the table (a break has a hundred contacts; the first ones matter). */
export const MAX_MARKS = 60;

/**
 * The card's heading, the question's situation in words: in English the scenario's name without
 * the library's ids (the rules matrix's S55, an internal WPA-14.1 tag); in Slovak its title
 * (training-titles.ts); a match's stroke by its match, game and stroke. Then the game.
 */
export function cardHeading(s: Scenario, lang: Lang): string {
  const game = TEXTS.game.name[lang][s.game];
  const match = MATCH_NAME.exec(s.name);
  if (match) {
    // The players as the card knows them, A and B (their names are the match file's, in no language).
    const [, race, g, k] = match;
    return lang === 'sk' ? `Partia do ${race}, ${g}. hra, ${k}. úder · ${game}` : `Match, race to ${race}, game ${g}, stroke ${k} · ${game}`;
  }
  if (lang === 'sk') return `${SLOVAK_TITLES[s.name] ?? game} · ${game}`;
  // "declared" says how the library's file gives the act, not what the referee saw.
  const name = s.name
    .replace(LIBRARY_IDS, '')
    .replace(/, declared\)$/, ')')
    .replace(/ \(declared\)$/, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** The library's own ids at the start of a scenario's name: the matrix's "S17b", a WPA tag such as "WPA-14.1". */
const LIBRARY_IDS = /^(?:(?:S\d+[a-z]?|WPA-\S+)\s+)+/;
/** A match stroke's name (training-match-strokes.ts). */
const MATCH_NAME = /^Match .+ against .+ \(\S+, race to (\d+)\), game (\d+), stroke (\d+)$/;

export function trainingCard(s: Scenario, record: ShotRecord, ruling: Ruling, lang: Lang): Card {
  return {
    heading: cardHeading(s, lang),
    rulebook: TEXTS.training.rulebook[lang][rulebookOf(s)],
    measured: measuredText(s, record, ruling, lang),
    description: s.description?.[lang] ?? '',
    ruling: ruling.explanation[lang],
    fouls: ruling.fouls.map((f) => `${citeRule(f.rule, lang)}: ${foulText(f, lang)}`),
    situation: situationLines(s, lang).map((l) => l.text),
    timeline: timeline(s, record, ruling, lang),
    focusT: ruling.fouls.find((f) => f.t !== null)?.t ?? record.events.find((e) => e.type === 'ball-ball')?.t ?? null,
  };
}

function measuredText(s: Scenario, record: ShotRecord, ruling: Ruling, lang: Lang): string | null {
  const j = judgeable(s, record, ruling);
  return j.measured ? `${TEXTS.training.measured[lang]} ${j.measured[lang]}` : null;
}

function foulText(f: Foul, lang: Lang): string {
  if (f.code === 'lag-lost') {
    const b = ball(f.ball ?? 'lag-A');
    return `${capitalized(lang === 'sk' ? b.sk.nom : b.en)} ${lagBreach(f.rule)[lang]}.`;
  }
  return ruleFoulText(f.code, f.rule)[lang];
}

interface Draft {
  t: number;
  text: string;
  kind: MarkKind | null;
  pos: readonly [number, number] | null;
  foul: boolean;
  ball: string | undefined;
  type: string;
}

function timeline(s: Scenario, record: ShotRecord, ruling: Ruling, lang: Lang): TimelineRow[] {
  const rows: Draft[] = [];
  for (const e of record.events) {
    const text = eventLine(e, lang);
    if (text !== null) rows.push({ t: e.t, text, kind: kindOf(e), pos: placeOf(e, record), foul: false, ball: e.balls[0], type: e.type });
  }
  for (const d of declaredTimeline(s, lang)) {
    const who = s.declared.find((x) => x.t === d.t)?.ball;
    rows.push({ t: d.t, text: d.text, kind: 'seen', pos: who ? ballAt(record, who, d.t) : null, foul: false, ball: who, type: 'declared' });
  }
  // A lag ball breaks G5 at a moment that has no event of its own (a centre-line crossing): a row of its own.
  for (const f of ruling.fouls) {
    if (f.code !== 'lag-lost' || f.t === null || rows.some((r) => Math.abs(r.t - (f.t as number)) < 1e-9 && r.ball === f.ball)) continue;
    rows.push({
      t: f.t,
      text: foulText(f, lang),
      kind: 'ball',
      pos: f.ball ? ballAt(record, f.ball, f.t) : null,
      foul: false,
      ball: f.ball,
      type: 'lag',
    });
  }
  rows.sort((a, b) => a.t - b.t);
  for (const f of ruling.fouls) markFoul(rows, f);
  let n = 0;
  return rows.map((r) => {
    const mark = r.pos && n < MAX_MARKS ? ++n : null;
    return { t: r.t, text: `${ms(r.t, lang)}: ${r.text}`, mark, kind: r.kind, pos: r.pos, foul: r.foul };
  });
}

/** Which event shows which foul best, by code (the first match at the foul's time wins). */
const SHOWN_BY: Readonly<Record<string, readonly string[]>> = {
  'wrong-ball-first': ['ball-ball'],
  'kitchen-ball-shot-directly': ['ball-ball'],
  'eight-ball-first-on-open-table': ['ball-ball'],
  'cue-ball-touched-pocketed-ball': ['ball-ball'],
  'cue-ball-pocketed': ['pocketed'],
  'eight-ball-pocketed-early': ['pocketed'],
  'eight-ball-wrong-pocket': ['pocketed'],
  'eight-ball-pocketed-on-foul': ['pocketed'],
  'ball-off-table': ['off-table'],
  'eight-ball-off-table': ['off-table'],
  'cushion-before-leaving-kitchen': ['ball-cushion'],
  'stick-touched-ball': ['cue-stick-contact'],
  'ferrule-contact': ['cue-stick-contact'],
  'jump-miscue': ['miscue'],
  miscue: ['miscue'],
  'double-hit': ['cue-tip-contact'],
  'push-through': ['ball-ball'],
  'shot-into-frozen-balls': ['ball-ball'],
  'lag-lost': ['lag', 'ball-cushion', 'pocketed', 'off-table'],
};

function markFoul(rows: Draft[], f: Foul): void {
  if (f.t === null) {
    // Established when the balls stop (no cushion after the contact, G18; G37): the rest is its moment.
    const rest = rows.find((r) => r.type === 'all-rest');
    if (rest) rest.foul = true;
    return;
  }
  const at = rows.filter((r) => Math.abs(r.t - (f.t as number)) < 1e-6);
  const prefer = SHOWN_BY[f.code] ?? [];
  const pick =
    at.find((r) => r.type === 'declared') ??
    prefer.map((type) => at.find((r) => r.type === type && (f.ball === undefined || r.ball === f.ball || type === 'ball-ball'))).find((r) => r) ??
    at.find((r) => r.type === 'cue-tip-contact') ??
    at[0];
  if (pick) pick.foul = true;
}

function kindOf(e: ShotEvent): MarkKind | null {
  switch (e.type) {
    case 'ball-ball':
      return 'ball';
    case 'ball-cushion':
      return 'cushion';
    case 'pocketed':
    case 'pocket-exit':
      return 'pocket';
    case 'cue-tip-contact':
    case 'cue-stick-contact':
    case 'miscue':
      return 'cue';
    case 'airborne':
    case 'landed':
    case 'rail-top':
    case 'off-table':
    case 'head-string':
      return 'air';
    default:
      return null;
  }
}

function placeOf(e: ShotEvent, record: ShotRecord): readonly [number, number] | null {
  if (e.type === 'ball-ball' || e.type === 'ball-cushion') return e.pos;
  if (e.type === 'all-rest' || e.type === 'ball-rest' || e.type === 'pocket-enter') return null;
  return e.balls[0] ? ballAt(record, e.balls[0], e.type === 'pocketed' ? Math.max(0, e.t - 1e-4) : e.t) : null;
}

function ballAt(record: ShotRecord, id: string, t: number): readonly [number, number] | null {
  const traj = record.trajectory.balls.find((b) => b.id === id);
  const s = traj ? sampleBall(record, traj, t) : null;
  return s ? [s.r[0], s.r[1]] : null;
}
