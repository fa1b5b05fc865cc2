/**
 * The record of a referee-training session: answers, score per rule category, the calls missed,
 * the pass mark, stored in the browser between visits and exportable as JSON. Pure data and
 * functions (the storage is passed in), so it is tested in Node.
 */
/** A call on a stroke: legal or which foul; on a lag (G5), who won or a replay. */
export type TrainingCall =
  | { readonly legal: boolean; readonly code: string | null }
  | { readonly lag: 'A' | 'B' | 'replay' };

/**
 * Whether a legal/foul call matches the ruling. A foul call must name one of the stroke's fouls:
 * G29 charges only one, but each one listed is a foul the referee saw and may call.
 */
export function isRightCall(ruling: { readonly legal: boolean; readonly fouls: ReadonlyArray<{ readonly code: string }> }, saysFoul: boolean, code: string | null): boolean {
  if (saysFoul !== !ruling.legal) return false;
  return !saysFoul || ruling.fouls.some((f) => f.code === code);
}

export interface TrainingAnswer {
  readonly scenario: string;
  /** The rule family the scenario trains (its first rule tag, e.g. "G17"), or the game. */
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
/** Default pass mark (issue 7: 85 %). */
export const DEFAULT_PASS_MARK = 0.85;

export function categoryOf(tags: readonly string[] | undefined, game: string): string {
  return tags?.find((t) => /^(G|T)\d/.test(t)) ?? game;
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
    asked, right, ratio, passed: asked > 0 && ratio >= s.passMark,
    byCategory: [...cats].sort((a, b) => a[0].localeCompare(b[0])).map(([category, c]) => ({ category, ...c })),
    missed: s.answers.filter((a) => !a.correct),
  };
}

export interface KeyValueStore { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void }

export function loadSession(store: KeyValueStore | null): TrainingSession {
  const fresh: TrainingSession = { version: 1, passMark: DEFAULT_PASS_MARK, answers: [] };
  if (!store) return fresh;
  try {
    const raw = store.getItem(STORAGE_KEY);
    if (!raw) return fresh;
    const s = JSON.parse(raw) as TrainingSession;
    if (s.version !== 1 || !Array.isArray(s.answers) || typeof s.passMark !== 'number') return fresh;
    return s;
  } catch {
    return fresh; // a damaged entry starts a new session
  }
}

export function saveSession(store: KeyValueStore | null, s: TrainingSession): void {
  store?.setItem(STORAGE_KEY, JSON.stringify(s));
}

export function exportSession(s: TrainingSession): string {
  return `${JSON.stringify({ ...s, summary: summarize(s) }, null, 2)}\n`;
}
