/**
 * The racks of the advisor's benchmark (bench-advisor.ts): a seeded 9-ball power break, then the
 * table after it with the cue ball in hand anywhere; and one inning of a player from there.
 */
import { advise, DEFAULT_SEARCH, type Advice, type SearchOptions } from '../../advisor/advise.ts';
import { easiestPot } from '../../advisor/baseline.ts';
import type { Situation } from '../../advisor/evaluate.ts';
import { execute, keptTable, playInning, type InningResult } from '../../advisor/inning.ts';
import { NOISE, type NoiseName } from '../../advisor/noise.ts';
import { type BallInput, DEFAULT_PARAMS as P, strikeCueBall } from '../../physics/index.ts';
import { simulate } from '../../physics/engine.ts';
import { defaultState, freeNear, SEEDS_RULES } from '../../rules/index.ts';
import { rackBalls, tableGeometry } from '../../table/index.ts';
import type { RackType } from '../../table/racks.ts';

/**
 * The advisor; for comparison on the same racks, the advisor with one of its search's steps as it
 * was before, or a step tried and off by default: each pot aimed at its window's centre
 * (window.ts), the choice among the best four on fresh samples (finalists), banks, kicks and combinations
 * aimed by the geometry (no aim by miss), no kicks or jumps out of a hook (escapes.ts), no pattern
 * look ahead (pattern.ts: one shot deep), no side spin; and the easiest-pot baseline.
 */
export const PLAYERS = [
  'advisor',
  'advisor-centred',
  'advisor-finalists',
  'advisor-mirror-aim',
  'advisor-no-escapes',
  'advisor-no-pattern',
  'advisor-no-side',
  'baseline',
] as const;
export type Player = (typeof PLAYERS)[number];
const SEARCH: Readonly<Record<Exclude<Player, 'baseline'>, SearchOptions>> = {
  advisor: DEFAULT_SEARCH,
  'advisor-centred': { ...DEFAULT_SEARCH, centre: true },
  'advisor-finalists': { ...DEFAULT_SEARCH, finalists: 4 },
  'advisor-mirror-aim': { ...DEFAULT_SEARCH, aimByMiss: false },
  'advisor-no-escapes': { ...DEFAULT_SEARCH, escapes: false },
  'advisor-no-pattern': { ...DEFAULT_SEARCH, pattern: false },
  'advisor-no-side': { ...DEFAULT_SEARCH, sideSpin: false },
};
/** The games the benchmark racks. */
export const BENCH_GAMES = ['nine-ball', 'eight-ball', 'straight-pool'] as const;
export type BenchGame = (typeof BENCH_GAMES)[number];

export interface RackJob {
  readonly index: number;
  readonly seed: number;
  readonly player: Player;
  readonly noise: NoiseName;
  readonly game: BenchGame;
}

/**
 * Each game's rack, and the ball spotted when the break pocketed it or drove it off the table: the
 * 9 in 9-ball (it ends the rack), the 8 in 8-ball (the bench plays from an open table, not the
 * break's own rulings); 14.1 spots none (its balls pocketed on the break are simply gone).
 */
const RACK: Readonly<Record<BenchGame, { readonly type: RackType; readonly spotted: string | null }>> = {
  'nine-ball': { type: 'nine-ball', spotted: '9' },
  'eight-ball': { type: 'fifteen', spotted: '8' },
  'straight-pool': { type: 'fifteen', spotted: null },
};

const table = tableGeometry('9ft');
/** Onoda's mean professional break speed [S10], m/s of the cue ball. */
const BREAK_BALL_SPEED_MPS = 10.7;

/**
 * The table after rack `seed`'s break in `game`: the balls at rest (RACK's ball spotted when it
 * dropped or left), the cue ball in hand anywhere, the table open in 8-ball.
 */
export function afterBreak(seed: number, noise: NoiseName, game: BenchGame = 'nine-ball'): Situation {
  const R = P.ballRadiusM;
  const unit = strikeCueBall(P, { dir: [1, 0], cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 });
  const { type, spotted } = RACK[game];
  const rack = rackBalls(table, R, { type, seed, jitterMm: 0.02 });
  const record = simulate({
    table,
    params: P,
    balls: [{ id: 'cue', x: table.headStringX, y: 0 }, ...rack],
    strokes: [{ ball: 'cue', stroke: { dir: [1, 0], cueSpeed: BREAK_BALL_SPEED_MPS / unit.v[0], tip: { side: 0, height: 0 }, elevationDeg: 0 } }],
    pockets: 'return',
  });
  const balls: BallInput[] = record.final.balls
    .filter((b) => b.state === 'stationary' && b.id !== 'cue')
    .map((b) => ({ id: b.id, x: b.x as number, y: b.y as number }));
  if (spotted !== null && !balls.some((b) => b.id === spotted)) {
    const [x, y] = freeNear(table, P, balls, table.spots.foot[0], table.spots.foot[1]);
    balls.push({ id: spotted, x, y });
  }
  // The cue ball in hand: where the advisor puts it; a starting place for the record.
  const [cx, cy] = freeNear(table, P, balls, table.spots.head[0], 0);
  return {
    table,
    params: P,
    balls: [{ id: 'cue', x: cx, y: cy }, ...balls],
    state: defaultState(game, { phase: 'normal', ballInHand: 'table' }),
    options: SEEDS_RULES,
    pockets: 'return',
    noise: NOISE[noise],
  };
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The opponent's first stroke after an inning that ended on a legal safety: whether he kept the table (or won the rack), and whether he fouled. */
export interface SafetyReply {
  readonly kept: boolean;
  readonly fouled: boolean;
}

/** One rack's inning, and the reply to its closing safety; the table left is not sent back (the summary does not read it). */
export type RackResult = Omit<InningResult, 'leftFor'> & { readonly leftFor: null; readonly reply: SafetyReply | null };

/** Seed offset of the opponent's reply (its decision and its execution error), far from the inning's own. */
const REPLY_SEED = 49_979_687;

export function runRack(job: RackJob): RackResult {
  const start = afterBreak(job.seed, job.noise, job.game);
  const player = job.player;
  const decide =
    player === 'baseline' ? (s: Situation) => easiestPot(s) : (s: Situation, seed: number) => advise(s, seed, 1, undefined, SEARCH[player]);
  const inning = playInning(start, decide, job.seed, cpuMs);
  return { ...inning, leftFor: null, reply: safetyReply(start, inning, decide, job.seed + REPLY_SEED) };
}

/**
 * A safety is as good as the reply it leaves. When the inning ended on a legal
 * stroke that called no pot, the same player at the same level plays the opponent's first stroke
 * (his decision and his execution error) from the table left; null otherwise.
 */
export function safetyReply(
  start: Situation,
  inning: InningResult,
  decide: (s: Situation, seed: number) => Advice,
  seed: number,
): SafetyReply | null {
  const last = inning.strokes[inning.strokes.length - 1];
  if (!inning.leftFor || !last || last.pot || last.fouled || last.kept) return null;
  const s: Situation = { ...start, balls: inning.leftFor.balls, state: inning.leftFor.state };
  const x = decide(s, seed).suggestions[0];
  if (!x) return null;
  const r = execute(s, x, seed).ruling;
  return { kept: keptTable(r, s.state.shooter), fouled: r.enforced !== null };
}
