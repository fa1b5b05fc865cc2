/**
 * A match as a file, `pool-match/1` (issue 33, point 3): its settings, the players' names and every
 * step in order: each stroke as the pool-scenario/1 it was played from (the layout before it, the
 * stroke, the game state) with the ruling it got, and the match's own acts between strokes (who
 * breaks the first game, a break given away, a time-out, an extension, a concession); then the
 * result. `replayMatch` plays it again headless: every stroke simulated anew and ruled, each ruling
 * compared with the file's, the match carried on by rules/match.ts, and the final score compared.
 */
import { z } from 'zod';
import {
  BREAK_ORDERS,
  MATCH_GAMES,
  MAX_RACE,
  MatchError,
  afterGameStroke,
  afterLag,
  chooseFirstBreaker,
  claimMatchExtension,
  concede,
  giveBreak,
  matchTimeOut,
  startMatch,
  type MatchSettings,
  type MatchState,
} from '../rules/match.ts';
import type { Ruling } from '../rules/types.ts';
import { ScenarioError, formatPath, type ScenarioIssue } from './errors.ts';
import { parseScenario } from './load.ts';
import { nextScenario } from './next.ts';
import { runScenario } from './run.ts';
import type { ScenarioInput } from './schema.ts';

/** The largest match file read, bytes (a race to 50 of 9-ball is a few megabytes): by the CLI and the page. */
export const MAX_MATCH_FILE_BYTES = 50_000_000;

/** The most entries a match file may hold (a race to 50 of 9-ball with long games stays well under it). */
export const MAX_MATCH_ENTRIES = 6000;

/** What a stroke's ruling decided, as the file keeps it: enough to tell two rulings apart. */
export interface RulingSummary {
  readonly legal: boolean;
  readonly fouls: readonly string[];
  readonly enforced: string | null;
  readonly pocketed: readonly string[];
  readonly lossOfGame: 'A' | 'B' | null;
  readonly next: { readonly shooter: 'A' | 'B'; readonly ballInHand: 'none' | 'kitchen' | 'table'; readonly options: readonly string[] };
  readonly scoreDelta: { readonly A: number; readonly B: number };
}

export function rulingSummary(r: Ruling): RulingSummary {
  return {
    legal: r.legal,
    fouls: r.fouls.map((f) => f.code),
    enforced: r.enforced?.code ?? null,
    pocketed: [...r.pocketed],
    lossOfGame: r.lossOfGame,
    next: { shooter: r.next.shooter, ballInHand: r.next.ballInHand, options: [...r.next.options] },
    scoreDelta: { A: r.scoreDelta.A, B: r.scoreDelta.B },
  };
}

const player = z.enum(['A', 'B']);
const name = z.string().min(1).max(60);
const settingsSchema = z.strictObject({
  game: z.enum(MATCH_GAMES as unknown as [string, ...string[]]),
  raceTo: z.number().int().min(1).max(MAX_RACE.points),
  breakOrder: z.enum(BREAK_ORDERS as unknown as [string, ...string[]]),
  shotClock: z.strictObject({ limitS: z.number().gt(0).max(45), extensions: z.number().int().min(0).max(3) }).nullable(),
});
const summarySchema = z.strictObject({
  legal: z.boolean(),
  fouls: z.array(z.string().max(60)).max(32),
  enforced: z.string().max(60).nullable(),
  pocketed: z.array(z.string().max(8)).max(18),
  lossOfGame: player.nullable(),
  next: z.strictObject({ shooter: player, ballInHand: z.enum(['none', 'kitchen', 'table']), options: z.array(z.string().max(60)).max(8) }),
  scoreDelta: z.strictObject({ A: z.number().int(), B: z.number().int() }),
});
const entrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('stroke'),
    game: z.number().int().min(0).max(1000),
    scenario: z.record(z.string(), z.unknown()),
    ruling: summarySchema,
  }),
  z.strictObject({ kind: z.literal('first-break'), player, breaker: player }),
  z.strictObject({ kind: z.literal('choice'), player, option: z.string().min(1).max(60) }),
  z.strictObject({ kind: z.literal('give-break'), player }),
  z.strictObject({ kind: z.literal('time-out'), player }),
  z.strictObject({ kind: z.literal('extension'), player }),
  z.strictObject({ kind: z.literal('concede'), player }),
]);
export const matchFileSchema = z.strictObject({
  format: z.literal('pool-match/1'),
  settings: settingsSchema,
  players: z.strictObject({ A: name, B: name }),
  entries: z.array(entrySchema).max(MAX_MATCH_ENTRIES),
  result: z.strictObject({
    games: z.strictObject({ A: z.number().int().min(0), B: z.number().int().min(0) }),
    points: z.strictObject({ A: z.number().int(), B: z.number().int() }),
    winner: player.nullable(),
  }),
});

export type MatchEntry =
  | { readonly kind: 'stroke'; readonly game: number; readonly scenario: ScenarioInput; readonly ruling: RulingSummary }
  | { readonly kind: 'first-break'; readonly player: 'A' | 'B'; readonly breaker: 'A' | 'B' }
  /** The next player's choice after the stroke before it (one of its ruling's options): the next stroke starts from the table it leaves. */
  | { readonly kind: 'choice'; readonly player: 'A' | 'B'; readonly option: string }
  | { readonly kind: 'give-break' | 'time-out' | 'extension' | 'concede'; readonly player: 'A' | 'B' };

export interface MatchFile {
  readonly format: 'pool-match/1';
  readonly settings: MatchSettings;
  readonly players: { readonly A: string; readonly B: string };
  readonly entries: readonly MatchEntry[];
  /** Games won, and points (14.1's score; 0 in 9-ball and 8-ball), and the match's winner (null: not decided). */
  readonly result: {
    readonly games: { readonly A: number; readonly B: number };
    readonly points: { readonly A: number; readonly B: number };
    readonly winner: 'A' | 'B' | null;
  };
}

/** Reads a match file through its schema: bad input is a ScenarioError naming each field. */
export function parseMatch(raw: unknown): MatchFile {
  const r = matchFileSchema.safeParse(raw);
  if (!r.success) throw new ScenarioError(r.error.issues.map((i): ScenarioIssue => ({ path: formatPath(i.path), reason: i.message })));
  return r.data as unknown as MatchFile;
}

/**
 * Why a stroke does not start from the table the previous stroke of its game left (null: it does):
 * the balls and the game state as scenario/next.ts gives them, except what the shooter does before
 * his stroke: where he places a cue ball in hand, his call, a called safety or push-out, the frozen balls
 * he declares, and the shot clock's time at the strike.
 */
function continuity(left: ScenarioInput, now: ScenarioInput): string | null {
  const inHand = (left.state?.ballInHand ?? 'none') !== 'none';
  const key = (b: NonNullable<ScenarioInput['balls']>[number]) => JSON.stringify(inHand && b.id === 'cue' && !b.pocket ? { id: 'cue' } : b);
  const balls = (s: ScenarioInput) => (s.balls ?? []).map(key).sort();
  if (JSON.stringify(balls(left)) !== JSON.stringify(balls(now))) return 'its balls are not where the previous stroke of the game left them';
  const state = (s: ScenarioInput) => {
    // What the shooter declares before his stroke, and the clock's time at it, are his stroke's, not the table's.
    const { call: _c, safety: _s, obvious: _o, pushOut: _p, frozenDeclared: _f, clock: _t, ...rest } = (s.state ?? {}) as Record<string, unknown>;
    return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
  };
  if (state(left) !== state(now)) return `its game state ${state(now)} is not the one the previous stroke left, ${state(left)}`;
  return null;
}

export interface MatchReplay {
  /** Every ruling and the result as the file says. */
  readonly agrees: boolean;
  /** What differs, each naming its entry (`entries[12].ruling`). */
  readonly differences: readonly string[];
  readonly match: MatchState;
  readonly strokes: number;
}

/** The match the settings start, or the settings' problem as bad input with its field. */
function startOf(settings: MatchSettings): MatchState {
  try {
    return startMatch(settings);
  } catch (e) {
    throw new ScenarioError([{ path: `settings.${(e as MatchError).field ?? ''}`, reason: (e as Error).message }]);
  }
}

/** Plays a match file again: each stroke re-simulated and ruled, the match carried on, and compared with the file. */
export function replayMatch(file: MatchFile): MatchReplay {
  const differences: string[] = [];
  let m: MatchState = startOf(file.settings);
  let strokes = 0;
  /** The layout the last stroke of the game in play left (scenario/next.ts), for the next stroke to start from. */
  let left: { game: number; next: ScenarioInput } | null = null;
  /** The last stroke of the game in play, for a choice after it. */
  let last: { scenario: ReturnType<typeof parseScenario>; run: ReturnType<typeof runScenario> } | null = null;
  file.entries.forEach((e, k) => {
    const at = `entries[${k}]`;
    try {
      if (e.kind === 'stroke') {
        strokes++;
        const scenario = parseScenario(e.scenario);
        const run = runScenario(scenario);
        const ruling = run.result.ruling;
        if (left && left.game === e.game && e.game > 0) {
          const why = continuity(left.next, e.scenario as ScenarioInput);
          if (why) differences.push(`${at}.scenario: ${why}`);
        }
        const got = rulingSummary(ruling);
        if (JSON.stringify(got) !== JSON.stringify(e.ruling))
          differences.push(`${at}.ruling: the stroke is ruled ${JSON.stringify(got)}, the file says ${JSON.stringify(e.ruling)}`);
        if (e.game === 0) m = afterLag(m, ruling).match;
        else {
          if (e.game !== m.gameNumber) differences.push(`${at}.game: the stroke is in game ${m.gameNumber} of the match, the file says ${e.game}`);
          m = afterGameStroke(m, ruling).match;
          left = { game: e.game, next: nextScenario(scenario, run.record, ruling) };
          last = { scenario, run };
        }
      } else if (e.kind === 'choice') {
        const ruling = last?.run.result.ruling;
        if (!last || !ruling || !left) differences.push(`${at}: a choice needs a stroke of a game before it`);
        else if (e.player !== ruling.next.shooter)
          differences.push(`${at}.player: the choice is player ${ruling.next.shooter}'s, the file says ${e.player}`);
        else if (!ruling.next.options.includes(e.option))
          differences.push(`${at}.option: "${e.option}" is not one of the ruling's options (${ruling.next.options.join(', ')})`);
        else left = { game: left.game, next: nextScenario(last.scenario, last.run.record, ruling, e.option) };
      } else if (e.kind === 'first-break') {
        if (m.phase === 'break-choice' && e.player !== m.lagWinner)
          differences.push(`${at}.player: player ${e.player} did not win the lag; its winner, player ${m.lagWinner}, chooses who breaks (G6)`);
        m = chooseFirstBreaker(m, e.breaker).match;
      } else if (e.kind === 'give-break') m = giveBreak(m).match;
      else if (e.kind === 'time-out') m = matchTimeOut(m, e.player, true).match;
      else if (e.kind === 'extension') m = claimMatchExtension(m, e.player).match;
      else m = concede(m, e.player).match;
    } catch (err) {
      if (err instanceof ScenarioError) throw new ScenarioError(err.issues.map((i) => ({ path: `${at}.scenario.${i.path}`, reason: i.reason })));
      if (err instanceof MatchError) differences.push(`${at}: ${err.message}`);
      else throw err;
    }
  });
  const same = (a: { A: number; B: number }, b: { A: number; B: number }) => a.A === b.A && a.B === b.B;
  if (!same(m.games, file.result.games) || !same(m.points, file.result.points) || m.winner !== file.result.winner)
    differences.push(
      `result: the replay ends in games ${m.games.A}:${m.games.B}, points ${m.points.A}:${m.points.B} (winner ${m.winner ?? 'none'}); the file says games ${file.result.games.A}:${file.result.games.B}, points ${file.result.points.A}:${file.result.points.B} (winner ${file.result.winner ?? 'none'})`,
    );
  return { agrees: differences.length === 0, differences, match: m, strokes };
}

/** A stroke of a match with the match as it stood before it (the score, the game, the breaker, time-outs and extensions left). */
export interface MatchMoment {
  /** Its index in the file's entries. */
  readonly entry: number;
  readonly game: number;
  /** Its stroke in the game, from 1 (the lag's strokes: in game 0). */
  readonly stroke: number;
  readonly scenario: ScenarioInput;
  readonly ruling: RulingSummary;
  readonly before: MatchState;
}

/**
 * Every stroke of a match file with the match before it, carried on from the file's own rulings
 * (no stroke is simulated: replayMatch is what checks them). A 14.1 re-rack is read from the
 * ruling's options, as the file keeps them. A step the rules refuse is a MatchError.
 */
export function matchMoments(file: MatchFile): MatchMoment[] {
  const out: MatchMoment[] = [];
  foldMatch(file, (m) => out.push(m));
  return out;
}

/** The match at the end of the file's entries, carried on from its own rulings (as matchMoments); `each` hears every stroke with the match before it. */
export function foldMatch(file: MatchFile, each?: (m: MatchMoment) => void): MatchState {
  let m = startMatch(file.settings);
  const count = new Map<number, number>();
  file.entries.forEach((e, k) => {
    if (e.kind === 'stroke') {
      const n = (count.get(e.game) ?? 0) + 1;
      count.set(e.game, n);
      each?.({ entry: k, game: e.game, stroke: n, scenario: e.scenario, ruling: e.ruling, before: m });
      m = e.game === 0 ? afterLag(m, e.ruling).match : afterGameStroke(m, e.ruling).match;
    } else if (e.kind === 'first-break') m = chooseFirstBreaker(m, e.breaker).match;
    else if (e.kind === 'give-break') m = giveBreak(m).match;
    else if (e.kind === 'time-out') m = matchTimeOut(m, e.player, true).match;
    else if (e.kind === 'extension') m = claimMatchExtension(m, e.player).match;
    else if (e.kind === 'concede') m = concede(m, e.player).match;
  });
  return m;
}
