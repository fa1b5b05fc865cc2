/**
 * The record of a referee-training session: answers, score per rule category, the calls missed,
 * the pass mark, stored in the browser between visits and exportable as JSON. Pure data and
 * functions (the storage is passed in), so it is tested in Node.
 */
import type { RunOutcome } from '../scenario/run.ts';
import type { ScenarioExpect } from '../scenario/schema.ts';
import { z } from 'zod';
import { ruleCategoryOf } from '../i18n/rule-categories.ts';

/** A call on a stroke: legal or which foul; on a lag (G5), who won or a replay. */
export type TrainingCall =
  | {
      readonly legal: boolean;
      readonly code: string | null;
      readonly consequence?: Consequence;
      /** A foul's balls spotted (G31): on the truth, whether the ruling spots any; on a call, what was answered. */
      readonly spotted?: boolean;
      /** Balls the referee puts back where they were (G20 a touched ball, G30 a ball that dropped by itself): likewise. */
      readonly replaced?: boolean;
    }
  | { readonly lag: 'A' | 'B' | 'replay' }
  /** No answer before the exam's time per question ran out. */
  | { readonly timedOut: true };

/** What the trainee answered on the form. */
export type Answer =
  | { readonly kind: 'legal' }
  | {
      readonly kind: 'foul';
      readonly code: string;
      readonly consequence: Consequence;
      readonly spotted: boolean;
      readonly replaced: boolean;
    }
  | { readonly kind: 'lag'; readonly winner: 'A' | 'B' | 'replay' };

/** The parts of a ruling an answer is judged against (read from the adjudicator's ruling). */
export interface JudgedRuling {
  readonly legal: boolean;
  readonly fouls: ReadonlyArray<{ readonly code: string }>;
  readonly enforced: { readonly code: string } | null;
  readonly lossOfGame: string | null;
  /** The balls put back on the table: spotted (G31), or, `replaced`, put back where they were (G20, G30, G32). */
  readonly respot: ReadonlyArray<{ readonly id: string; readonly replaced?: boolean }>;
  readonly next: { readonly shooter: string; readonly ballInHand: 'none' | 'kitchen' | 'table'; readonly options: readonly string[] };
}

export interface Judgement {
  readonly truth: TrainingCall;
  readonly call: TrainingCall;
  /** The whole answer: the call, and for a foul its consequence. */
  readonly correct: boolean;
  /** The call alone: legal, or which foul (or the lag's winner). */
  readonly callRight: boolean;
  /** For a foul call, whether its consequence (ball in hand, spotting) was right; null when none was given. */
  readonly consequenceRight: boolean | null;
}

/**
 * The ruling training teaches for a library stroke: the scenario file's `expect`, written from the
 * rulebook, when it states every part an answer is judged on (legal, the fouls, the enforced foul,
 * the next player, ball in hand and options, respots, the loss of the game); otherwise the
 * engine's live ruling. So an engine error cannot become a taught answer; the library test checks
 * that the engine agrees with every file's expect (test/scenario/strict-expect.test.ts).
 */
export function taughtRuling(expect: ScenarioExpect | undefined, live: JudgedRuling): JudgedRuling {
  // Whether a ball is spotted or put back is read from the live ruling's places (the expect may give ids only).
  const replaced = new Set(live.respot.filter((b) => b.replaced === true).map((b) => b.id));
  const e = expect;
  const next = e?.next;
  if (
    !e ||
    e.legal === undefined ||
    !e.fouls ||
    e.onlyFouls !== true ||
    e.fouls.some((f) => f.code === undefined) ||
    e.enforced === undefined ||
    !e.respot ||
    e.lossOfGame === undefined ||
    !next ||
    next.shooter === undefined ||
    next.ballInHand === undefined ||
    next.options === undefined
  ) {
    return live;
  }
  return {
    legal: e.legal,
    fouls: e.fouls.map((f) => ({ code: f.code as string })),
    enforced: e.enforced && e.enforced.code !== undefined ? { code: e.enforced.code } : null,
    lossOfGame: e.lossOfGame,
    respot: e.respot.map((b) => ({ id: b.id, replaced: replaced.has(b.id) })),
    next: { shooter: next.shooter, ballInHand: next.ballInHand, options: next.options },
  };
}

/** Judges an answer (null: the time ran out) against the ruling, right or wrong per part. */
export function judgeAnswer(r: JudgedRuling, a: Answer | null, lag: boolean): Judgement {
  const truth: TrainingCall = lag
    ? { lag: r.next.options.includes('replay-lag') ? 'replay' : (r.next.shooter as 'A' | 'B') }
    : { legal: r.legal, code: r.enforced?.code ?? null, ...(r.legal ? {} : { consequence: consequenceOf(r), ...ballsBack(r) }) };
  if (a === null) return { truth, call: { timedOut: true }, correct: false, callRight: false, consequenceRight: null };
  if (a.kind === 'lag') {
    const right = 'lag' in truth && truth.lag === a.winner;
    return { truth, call: { lag: a.winner }, correct: right, callRight: right, consequenceRight: null };
  }
  const saysFoul = a.kind === 'foul';
  const callRight = !lag && isRightCall(r, saysFoul, saysFoul ? a.code : null);
  const back = ballsBack(r);
  const consequenceRight =
    a.kind === 'foul' ? a.consequence === consequenceOf(r) && a.spotted === back.spotted && a.replaced === back.replaced : null;
  const call: TrainingCall =
    a.kind === 'foul'
      ? { legal: false, code: a.code, consequence: a.consequence, spotted: a.spotted, replaced: a.replaced }
      : { legal: true, code: null };
  return { truth, call, correct: callRight && consequenceRight !== false, callRight, consequenceRight };
}

/**
 * The two ways balls come back after a stroke, which the rulebook keeps apart: spotted on the long
 * string (G31: balls pocketed or off the table that the game returns), and put back where they were
 * (G20: a ball the player touched, "vrátená do pôvodnej polohy"; G30: a ball that dropped by itself
 * after resting, "vráti sa naspäť na miesto, z ktorého spadla"; G32: a jammed ball placed by the referee).
 */
export function ballsBack(r: Pick<JudgedRuling, 'respot'>): { readonly spotted: boolean; readonly replaced: boolean } {
  return { spotted: r.respot.some((b) => b.replaced !== true), replaced: r.respot.some((b) => b.replaced === true) };
}

/** Places on the long string (G31) lie on the line through the foot spot, m. */
const LONG_STRING_TOLERANCE_M = 1e-9;

/**
 * The live ruling's respots marked as put back or spotted: a ball is spotted (G31) when the stroke
 * took it out of play (pocketed, or off the table) and the ruling places it on the long string
 * (y = 0); any other respot puts a ball back where it was (G20, G30) or where the referee judges
 * (G32).
 */
export function markReplaced(
  respot: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
  leftPlay: ReadonlySet<string>,
): Array<{ readonly id: string; readonly replaced: boolean }> {
  return respot.map((b) => ({ id: b.id, replaced: !(leftPlay.has(b.id) && Math.abs(b.y) <= LONG_STRING_TOLERANCE_M) }));
}

/** The live ruling as an answer is judged on it: each ball it puts back, spotted (G31) or replaced where it was. */
export function judgedRuling(outcome: RunOutcome): JudgedRuling {
  const r = outcome.result.ruling;
  const leftPlay = new Set(outcome.record.events.filter((e) => e.type === 'pocketed' || e.type === 'off-table').flatMap((e) => e.balls));
  return { ...r, respot: markReplaced(r.respot, leftPlay) };
}

/**
 * What a foul gives the opponent ("the consequence"): the cue ball in hand anywhere or
 * behind the head string, the balls as they lie, or the game lost.
 */
export type Consequence = 'table' | 'kitchen' | 'none' | 'loss';
export const CONSEQUENCES: readonly Consequence[] = ['table', 'kitchen', 'none', 'loss'];

/** The consequence a ruling gives (read from the adjudicator's ruling, not decided here). */
export function consequenceOf(ruling: {
  readonly lossOfGame: string | null;
  readonly next: { readonly ballInHand: 'none' | 'kitchen' | 'table' };
}): Consequence {
  return ruling.lossOfGame !== null ? 'loss' : ruling.next.ballInHand;
}

/**
 * Whether a legal/foul call matches the ruling. A foul call must name one of the stroke's fouls:
 * G29 charges only one, but each one listed is a foul the referee saw and may call.
 */
export function isRightCall(
  ruling: { readonly legal: boolean; readonly fouls: ReadonlyArray<{ readonly code: string }> },
  saysFoul: boolean,
  code: string | null,
): boolean {
  if (saysFoul !== !ruling.legal) return false;
  return !saysFoul || ruling.fouls.some((f) => f.code === code);
}

export interface TrainingAnswer {
  readonly scenario: string;
  /** The rule category the scenario trains ("first-contact", src/i18n/rule-categories.ts), or the game. */
  readonly category: string;
  readonly truth: TrainingCall;
  readonly answer: TrainingCall;
  readonly correct: boolean;
}

export interface TrainingSession {
  readonly version: 1;
  passMark: number;
  answers: TrainingAnswer[];
}

export const STORAGE_KEY = 'pool-referee-training/v1';
/** Default pass mark (85 %). */
export const DEFAULT_PASS_MARK = 0.85;

/** The rule category a scenario trains (src/i18n/rule-categories.ts), or its game when none fits. */
export function categoryOf(tags: readonly string[] | undefined, game: string): string {
  return ruleCategoryOf(tags ?? [])?.id ?? game;
}

export interface Summary {
  readonly asked: number;
  readonly right: number;
  readonly ratio: number;
  readonly passed: boolean;
  readonly byCategory: ReadonlyArray<{ readonly category: string; readonly asked: number; readonly right: number }>;
  /** Calls missed: what the ruling was and what was answered. */
  readonly missed: readonly TrainingAnswer[];
}

export function summarize(s: TrainingSession): Summary {
  const asked = s.answers.length;
  const right = s.answers.filter((a) => a.correct).length;
  const cats = new Map<string, { asked: number; right: number }>();
  for (const a of s.answers) {
    const c = cats.get(a.category) ?? { asked: 0, right: 0 };
    c.asked++;
    if (a.correct) c.right++;
    cats.set(a.category, c);
  }
  const ratio = asked === 0 ? 0 : right / asked;
  return {
    asked,
    right,
    ratio,
    passed: asked > 0 && ratio >= s.passMark,
    byCategory: [...cats].sort((a, b) => a[0].localeCompare(b[0])).map(([category, c]) => ({ category, ...c })),
    missed: s.answers.filter((a) => !a.correct),
  };
}

export interface KeyValueStore {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

/** The stored session's shape: what is read back from the browser's storage is checked against it. */
const storedCall = z.union([
  z.strictObject({
    legal: z.boolean(),
    code: z.string().max(64).nullable(),
    consequence: z.enum(CONSEQUENCES as unknown as [Consequence, ...Consequence[]]).optional(),
    spotted: z.boolean().optional(),
    replaced: z.boolean().optional(),
  }),
  z.strictObject({ lag: z.enum(['A', 'B', 'replay']) }),
  z.strictObject({ timedOut: z.literal(true) }),
]);
const storedAnswer = z.strictObject({
  scenario: z.string().max(200),
  category: z.string().max(64),
  truth: storedCall,
  answer: storedCall,
  correct: z.boolean(),
});
/** Pass marks a trainee may set, fractions. */
export const PASS_MARK_RANGE = { min: 0.5, max: 1 } as const;
/** Answers kept in storage: the latest ones (a session older than this many answers drops its first). */
export const MAX_STORED_ANSWERS = 5000;

/**
 * Longest stored entry read, characters: MAX_STORED_ANSWERS answers at their longest (about 600
 * characters each, the schema's string bounds) fit. A longer entry is not parsed at all, so a
 * damaged or hostile entry of several MB costs nothing when Referee opens.
 */
export const MAX_STORED_CHARS = 3_000_000;
/** Where an entry that could not be read whole (another version, damaged, too long, some answers unreadable) is kept, untouched. */
export const SET_ASIDE_KEY = 'pool-referee-training/set-aside';

export interface StoredSession {
  readonly session: TrainingSession;
  /** Stored entries that could not be read and were left out (0: all were read). */
  readonly dropped: number;
  /**
   * What became of the entry when something was left out: kept whole under SET_ASIDE_KEY, or, when
   * the storage would not take the copy, 'keep' (the entry stays where it is and this session's
   * answers are not stored over it); null when it was read whole.
   */
  readonly original: 'set-aside' | 'keep' | null;
}

/** The entry's answers through the schema: the valid ones of the latest MAX_STORED_ANSWERS, and how many could not be read. */
function readAnswers(raw: { passMark?: unknown; answers?: unknown }): { session: TrainingSession; dropped: number } {
  // Only the entries that would be kept are checked: a list of a million costs no more than a full one.
  const list = Array.isArray(raw.answers) ? raw.answers.slice(-MAX_STORED_ANSWERS) : [];
  const answers = list.flatMap((a) => {
    const x = storedAnswer.safeParse(a);
    return x.success ? [x.data as TrainingAnswer] : [];
  });
  const mark = typeof raw.passMark === 'number' && raw.passMark >= PASS_MARK_RANGE.min && raw.passMark <= PASS_MARK_RANGE.max ? raw.passMark : null;
  const dropped = list.length - answers.length + (Array.isArray(raw.answers) ? 0 : 1) + (mark === null ? 1 : 0);
  return { session: { version: 1, passMark: mark ?? DEFAULT_PASS_MARK, answers }, dropped };
}

/** Copies an entry that was not read whole to SET_ASIDE_KEY before anything is stored over it. */
function setAside(store: KeyValueStore, text: string): 'set-aside' | 'keep' {
  try {
    store.setItem(SET_ASIDE_KEY, text);
    return 'set-aside';
  } catch {
    return 'keep';
  }
}

/**
 * Reads the stored session through its schema: the valid answers are kept, the others are
 * counted as dropped, a pass mark out of range is reset; nothing stored can stop the page, and
 * nothing stored is lost: an entry not read whole is kept aside (or kept in place) before the next
 * answer is stored.
 */
export function readSession(store: KeyValueStore | null): StoredSession {
  const fresh = (): TrainingSession => ({ version: 1, passMark: DEFAULT_PASS_MARK, answers: [] });
  let text: string | null | undefined;
  try {
    text = store?.getItem(STORAGE_KEY);
  } catch {
    return { session: fresh(), dropped: 0, original: null }; // storage off: nothing to read or lose
  }
  if (!store || !text) return { session: fresh(), dropped: 0, original: null };
  const unread = (): StoredSession => ({ session: fresh(), dropped: 1, original: setAside(store, text) });
  if (text.length > MAX_STORED_CHARS) return unread();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return unread();
  }
  if (raw === null || typeof raw !== 'object' || (raw as { version?: unknown }).version !== 1) return unread();
  const { session, dropped } = readAnswers(raw as { passMark?: unknown; answers?: unknown });
  return { session, dropped, original: dropped > 0 ? setAside(store, text) : null };
}

/** Stores the session (its latest MAX_STORED_ANSWERS answers); false when the storage refused it (full, or off). */
export function saveSession(store: KeyValueStore | null, s: TrainingSession): boolean {
  if (!store) return true;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify({ ...s, answers: s.answers.slice(-MAX_STORED_ANSWERS) }));
    return true;
  } catch {
    return false;
  }
}

export function exportSession(s: TrainingSession): string {
  return `${JSON.stringify({ ...s, summary: summarize(s) }, null, 2)}\n`;
}
