/**
 * A referee exam: N questions drawn in a random order from a scope (all, a
 * game, a rule category, a difficulty), each watched once and optionally timed; at the end the
 * score per rule category against the pass mark. Pure (the random source is passed in): tested
 * in Node; the screen is training-exam-view.ts.
 */
import { RULE_CATEGORIES } from '../i18n/rule-categories.ts';
import { inRulebookScope, RULEBOOK_SCOPES } from './training-rulebooks.ts';
import { categoryOf, type TrainingAnswer } from './training-session.ts';

export interface ExamSetup {
  /** "all", a rulebook ("rulebook-seeds", "rulebook-wpa"), a game ("nine-ball"), a rule category ("kitchen") or a difficulty ("hard"). */
  readonly scope: string;
  readonly count: number;
  /** Time to answer each question once its stroke has been watched, s (null: untimed). */
  readonly secondsPerQuestion: number | null;
  /** The trainee's name as typed for the printed result and the export (trimmed, at most TRAINEE_MAX characters; "" when none). */
  readonly trainee: string;
  /** The exam is passed only when every rule category asked reaches the pass mark too (absent: the overall score alone). */
  readonly everyCategory?: boolean;
  /** Questions only an instrument decides (training-judgeable.ts) may be drawn (absent: only those the eye decides). */
  readonly instrument?: boolean;
}

export const TRAINEE_MAX = 80;

/** The name as the result shows it: trimmed, inner whitespace collapsed, cut to TRAINEE_MAX characters. */
export function traineeName(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim().slice(0, TRAINEE_MAX);
}

/** The exam sizes and answer times offered. */
export const EXAM_COUNTS: readonly number[] = [5, 10, 20, 40];
export const EXAM_SECONDS: readonly (number | null)[] = [null, 20, 45, 90];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

interface Examinable {
  readonly name: string;
  readonly game: string;
  readonly rules?: 'seeds' | 'wpa';
  readonly tags?: readonly string[] | undefined;
}

export function inScope(s: Examinable, scope: string): boolean {
  if (scope === 'all') return true;
  if ((RULEBOOK_SCOPES as readonly string[]).includes(scope)) return inRulebookScope(s, scope);
  return s.game === scope || categoryOf(s.tags, s.game) === scope || (s.tags ?? []).includes(scope);
}

/** The scopes an exam may be drawn from: all, each game, each rule category, each difficulty with questions. */
export function examScopes(library: readonly Examinable[]): string[] {
  const games = [...new Set(library.map((s) => s.game))];
  const categories = RULE_CATEGORIES.map((c) => c.id).filter((id) => library.some((s) => categoryOf(s.tags, s.game) === id));
  const levels = DIFFICULTIES.filter((d) => library.some((s) => (s.tags ?? []).includes(d)));
  const books = RULEBOOK_SCOPES.filter((b) => library.some((s) => inRulebookScope(s, b)));
  return ['all', ...books, ...games, ...categories, ...levels];
}

/**
 * `count` questions of the scope (all of them if it has fewer), in a random order. `byEye` says
 * whether a referee's eye decides a question; unless the setup asks for the others, only those are
 * drawn (it is asked in the drawn order until the exam is full, so a question is run only if needed).
 */
export function drawExam<T extends Examinable>(library: readonly T[], setup: ExamSetup, random: () => number, byEye?: (s: T) => boolean): T[] {
  const pool = library.filter((s) => inScope(s, setup.scope));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  const want = Math.max(1, setup.count);
  if (setup.instrument === true || !byEye) return pool.slice(0, want);
  const out: T[] = [];
  for (const s of pool) {
    if (out.length >= want) break;
    if (byEye(s)) out.push(s);
  }
  return out;
}

/** A small seeded generator (mulberry32), so an exam can be drawn again from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CategoryScore {
  readonly category: string;
  readonly asked: number;
  readonly right: number;
  readonly ratio: number;
  readonly passed: boolean;
}

export interface ExamResult {
  readonly asked: number;
  readonly right: number;
  readonly ratio: number;
  /** The overall score reaches the pass mark, and, when the setup asks it, so does every category asked. */
  readonly passed: boolean;
  readonly passMark: number;
  /** Every rule category must reach the pass mark for the exam to be passed. */
  readonly everyCategory: boolean;
  readonly byCategory: readonly CategoryScore[];
  /** The categories below the pass mark, in the table's order (the examiner's "which did not"). */
  readonly failedCategories: readonly string[];
}

/** The score, overall and per rule category, each against the pass mark; with `everyCategory`, each category must pass too. */
export function examResult(answers: readonly TrainingAnswer[], passMark: number, everyCategory = false): ExamResult {
  const cats = new Map<string, { asked: number; right: number }>();
  for (const a of answers) {
    const c = cats.get(a.category) ?? { asked: 0, right: 0 };
    c.asked++;
    if (a.correct) c.right++;
    cats.set(a.category, c);
  }
  const order = (id: string) => {
    const k = RULE_CATEGORIES.findIndex((c) => c.id === id);
    return k < 0 ? RULE_CATEGORIES.length : k;
  };
  const byCategory = [...cats]
    .sort((a, b) => order(a[0]) - order(b[0]) || a[0].localeCompare(b[0]))
    .map(([category, c]) => ({ category, ...c, ratio: c.right / c.asked, passed: c.right / c.asked >= passMark }));
  const right = answers.filter((a) => a.correct).length;
  const ratio = answers.length === 0 ? 0 : right / answers.length;
  const failedCategories = byCategory.filter((c) => !c.passed).map((c) => c.category);
  const overall = answers.length > 0 && ratio >= passMark;
  return {
    asked: answers.length,
    right,
    ratio,
    passMark,
    passed: overall && (!everyCategory || failedCategories.length === 0),
    everyCategory,
    byCategory,
    failedCategories,
  };
}

/** The exam as JSON: its setup, every question with the call and the truth, and the result. */
/** An exported answer: the stored answer, with the question's game and its title in both languages. */
export interface ExportedAnswer extends TrainingAnswer {
  readonly game: string;
  /** The rulebook the question applied (training-rulebooks.ts). */
  readonly rulebook: string;
  readonly title: { readonly sk: string; readonly en: string };
}

export function exportExam(setup: ExamSetup, answers: readonly ExportedAnswer[], passMark: number, finishedAt: string): string {
  return `${JSON.stringify({ format: 'pool-referee-exam/1', finishedAt, setup, answers, result: examResult(answers, passMark, setup.everyCategory === true) }, null, 2)}\n`;
}
