/**
 * A candidate stroke played through the engine and judged by the adjudicator itself (a stroke
 * that fouls scores as a foul): its outcome's value for the shooter, noise-free or under the
 * player's execution noise. The value of an outcome: keeping the table is worth 1 plus what the
 * next shot is worth (its chance, looked ahead one shot: `nextShotChance`; with the pattern read,
 * two: `leaveValue`, pattern.ts); a miss costs what it leaves the opponent; a foul costs
 * FOUL_VALUE; winning or losing the rack is +/- RACK_VALUE.
 */
import { SimulationError } from '../physics/engine.ts';
import { type BallInput, type CueStroke, type PhysicsParams, sampleBall, type ShotRecord, stickClearance } from '../physics/index.ts';
import { afterStroke, type GameState, legalTargets, other, type RuleOptions, type Ruling } from '../rules/index.ts';
import { createRng, type Rng } from '../math/rng.ts';
import { atan2, sinCosDeg } from '../math/trig.ts';
import type { Vec2 } from '../math/vec2.ts';
import type { TableGeometry } from '../table/geometry.ts';
import { playStroke } from '../scenario/play-stroke.ts';
import type { Candidate } from './candidates.ts';
import { openPots, patternChance } from './pattern.ts';
import { gaussian, type NoiseLevel } from './noise.ts';
import { length, normalize, sub } from '../math/vec2.ts';

/** Values of outcomes (in units of one pot that keeps the table). */
export const RACK_VALUE = 3;
export const FOUL_VALUE = 1;
/** What the next shot's chance adds to a pot (position play), and what a miss's leave costs. */
export const POSITION_WEIGHT = 1;
/** What the pot after the next adds (the pattern, pattern.ts), when the search reads it. */
export const PATTERN_WEIGHT = 1;
export const LEAVE_WEIGHT = 0.8;
/** With ball in hand the next player is taken to have a shot this likely. */
const BALL_IN_HAND_CHANCE = 0.9;

export interface Situation {
  readonly table: TableGeometry;
  readonly params: PhysicsParams;
  /** Every ball, those lying in pockets with `pocket`. */
  readonly balls: readonly BallInput[];
  readonly state: GameState;
  readonly options: RuleOptions;
  readonly pockets: 'bucket' | 'return';
  /** The shooter's execution noise (also the look ahead's aim error). */
  readonly noise: NoiseLevel;
  /** The look ahead reads the pattern, two shots deep (pattern.ts); one shot when absent. */
  readonly pattern?: boolean;
}

export interface Outcome {
  readonly value: number;
  /** The shooter keeps the table (or wins the rack). */
  readonly keeps: boolean;
  readonly foul: boolean;
  readonly record: ShotRecord;
  readonly ruling: Ruling;
}

/** The stroke of a candidate, with the cue ball at `cue`, as the engine takes it. */
export function strokeOf(c: Candidate): CueStroke {
  return { dir: c.dir, cueSpeed: c.cueSpeed, tip: c.tip, elevationDeg: c.elevationDeg };
}

/** The stroke of a candidate as a scenario `shot` (its aim in degrees), the form a suggestion gives it. */
export function shotOf(c: Candidate): { aimDeg: number; cueSpeed: number; tip: { side: number; height: number }; elevationDeg: number } {
  return { aimDeg: (atan2(c.dir[1], c.dir[0]) * 180) / Math.PI, cueSpeed: c.cueSpeed, tip: { ...c.tip }, elevationDeg: c.elevationDeg };
}

/** Above the lowest clearing elevation, degrees, so that the stick clears by a margin. */
const CLEARANCE_MARGIN_DEG = 1;
/** A stroke whose stick would have to be raised more than this (degrees) is not played. */
export const MAX_CLEARING_ELEVATION_DEG = 30;
/** The highest a jump stroke's cue is raised to clear the rail or a ball behind the cue ball, degrees. */
export const MAX_JUMP_ELEVATION_DEG = 60;

/**
 * The candidate with its cue raised as little as lets the stick clear the rail and the balls
 * behind the cue ball (physics/cue/cue-stick.ts stickClearance, as the app checks every stroke), or
 * null when that is more than `maxDeg` (MAX_CLEARING_ELEVATION_DEG; a jump, escapes.ts, is played
 * higher and may be raised to MAX_JUMP_ELEVATION_DEG).
 */
export function cleared(s: Situation, c: Candidate, cue: Vec2, maxDeg = MAX_CLEARING_ELEVATION_DEG): Candidate | null {
  const others = s.balls.filter((b) => b.id !== 'cue' && !b.pocket);
  const clear = stickClearance(s.params, s.table.spec, strokeOf(c), cue, others);
  if (!clear.blockedBy) return c;
  if (clear.minElevationDeg === null || clear.minElevationDeg + CLEARANCE_MARGIN_DEG > maxDeg) return null;
  return { ...c, elevationDeg: Math.ceil(clear.minElevationDeg + CLEARANCE_MARGIN_DEG) };
}

/** The call a stroke makes in a game that needs one (8-ball, 14.1: the ball and pocket, or a safety); 9-ball calls nothing. */
export function calledState(state: GameState, x: { readonly pot: Candidate['pot'] }): GameState {
  if (state.game === 'nine-ball' || state.game === 'practice') return state;
  const { call: _drop, ...rest } = state;
  return x.pot ? { ...rest, call: x.pot } : { ...rest, safety: true };
}

/**
 * A stroke played from `cue` (where the cue ball lies or is placed in hand) with the call of its pot
 * (or a safety), and judged: the balls as struck, the record, the state and the ruling. With
 * `search`, the search's simulation (SimulationInput.search: a ball fallen into a bucket is laid on
 * its pile at once), for a stroke that is only weighed, never for one that is played.
 */
export function strikeAndRule(
  s: Situation,
  x: { readonly pot: Candidate['pot'] },
  cue: Vec2,
  stroke: CueStroke,
  search = false,
): { balls: BallInput[]; record: ShotRecord; state: GameState; ruling: Ruling } {
  const balls = s.balls.map((b) => (b.id === 'cue' ? { id: 'cue', x: cue[0], y: cue[1] } : b));
  // Judged under the real state: a cue ball in hand in the kitchen is played from there (G9, G38), so
  // a stroke at a ball in the kitchen is the foul it is, not a free pot.
  const state = calledState(s.state, x);
  const { record, ruling } = playStroke({
    table: s.table,
    params: s.params,
    balls,
    strokes: [{ ball: 'cue', stroke }],
    pockets: s.pockets,
    search,
    state,
    options: s.options,
  });
  return { balls, record, state, ruling };
}

/** Plays stroke `stroke` of candidate c from `cue` in the search's simulation, judges it and values the outcome. */
export function play(s: Situation, c: Candidate, cue: Vec2, stroke: CueStroke): Outcome {
  const { state, record, ruling } = strikeAndRule(s, c, cue, stroke, true);
  return { ...valueOf(s, state, record, ruling), record, ruling };
}

function valueOf(s: Situation, state: GameState, record: ShotRecord, ruling: Ruling): { value: number; keeps: boolean; foul: boolean } {
  const me = state.shooter;
  if (ruling.lossOfGame === me) return { value: -RACK_VALUE, keeps: false, foul: ruling.enforced !== null };
  if (ruling.lossOfGame === other(me)) return { value: RACK_VALUE, keeps: true, foul: false };
  if (ruling.enforced) return { value: -FOUL_VALUE, keeps: false, foul: true };
  const next = afterStroke(s.table, s.params, { balls: s.balls, state }, record, ruling, 0);
  if (!ruling.inningEnds) return { value: 1 + leaveValue(s, next.balls, next.state), keeps: true, foul: false };
  return { value: -LEAVE_WEIGHT * nextShotChance(s, next.balls, next.state), keeps: false, foul: false };
}

/** The best direct pot's chance for the player to shoot in `state` (the look ahead, one shot deep, geometric). */
export function nextShotChance(s: Situation, balls: readonly BallInput[], state: GameState): number {
  if (state.ballInHand !== 'none') return BALL_IN_HAND_CHANCE;
  const onTable = balls.filter((b) => !b.pocket);
  const cue = onTable.find((b) => b.id === 'cue');
  if (!cue) return BALL_IN_HAND_CHANCE;
  const pots = openPots(s, [cue.x, cue.y], onTable, legalTargets(state, onTable, s.table, s.options));
  return pots.reduce((best, p) => Math.max(best, p.chance), 0);
}

/**
 * What a leave is worth to the player who keeps the table: the next shot's chance and, with
 * `s.pattern`, the pattern's (pattern.ts: the next pot's chance times the best chance of the one
 * after it from where its cue ball can go), the first terms of 1 + p1 (1 + p2 (...)).
 */
export function leaveValue(s: Situation, balls: readonly BallInput[], state: GameState): number {
  return POSITION_WEIGHT * nextShotChance(s, balls, state) + patternValue(s, balls, state);
}

/** What the pattern adds to a leave's value: PATTERN_WEIGHT times its chance when `s.pattern` reads it, else nothing. */
export function patternValue(s: Situation, balls: readonly BallInput[], state: GameState): number {
  return s.pattern ? PATTERN_WEIGHT * (patternChance(s, balls, state) ?? 0) : 0;
}

/**
 * Aim refinement: the steered ball's departure after the cue ball meets the target, compared with
 * where it should go, turns the stroke by the small-angle ratio of the two (the contact point moves
 * d1 per radian of aim; the object ball turns by that over 2 R cos cut). Up to `rounds` tries.
 */
export function refine(s: Situation, c: Candidate, cue: Vec2, rounds: number): { candidate: Candidate; outcome: Outcome; sims: number } {
  let cur = c;
  let outcome = play(s, cur, cue, strokeOf(cur));
  let sims = 1;
  for (let k = 0; k < rounds && c.steer && !outcome.keeps; k++) {
    const err = departureError(outcome.record, c.target, c.steer);
    if (err === null) break;
    // Turning the stroke counter-clockwise moves the contact to the left and sends the object ball clockwise.
    const turn = -(err * 2 * s.params.ballRadiusM * c.cosCut) / Math.max(c.d1, s.params.ballRadiusM);
    const [sn, cs] = sinCosDeg(((atan2(cur.dir[1], cur.dir[0]) + turn) * 180) / Math.PI);
    cur = { ...cur, dir: [cs, sn] };
    outcome = play(s, cur, cue, strokeOf(cur));
    sims++;
  }
  return { candidate: cur, outcome, sims };
}

/** The signed angle (rad) from the steered ball's departure to the wanted direction; null if the cue ball never met the target. */
function departureError(record: ShotRecord, target: string, steer: NonNullable<Candidate['steer']>): number | null {
  const hit = record.events.find((e) => e.type === 'ball-ball' && e.balls.includes('cue'));
  if (!hit || !hit.balls.includes(target)) return null;
  const traj = record.trajectory.balls.find((b) => b.id === steer.ball);
  const start = record.snapshot.balls.find((b) => b.id === steer.ball);
  const after = traj ? sampleBall(record, traj, hit.t + 1e-4) : null;
  if (!after || !start) return null;
  const v: Vec2 = [after.v[0], after.v[1]];
  if (length(v) === 0) return null;
  const want = normalize(sub(steer.toward, [start.x, start.y]));
  return atan2(v[0] * want[1] - v[1] * want[0], v[0] * want[0] + v[1] * want[1]);
}

/** The stroke with the player's execution errors drawn from `rng`. */
export function noisy(stroke: CueStroke, noise: NoiseLevel, rng: Rng): CueStroke {
  const [sn, cs] = sinCosDeg(noise.aimDeg * gaussian(() => rng.next()));
  const [x, y] = stroke.dir;
  const speed = stroke.cueSpeed * Math.max(0.2, 1 + noise.speedFrac * gaussian(() => rng.next()));
  const side = stroke.tip.side + noise.tipR * gaussian(() => rng.next()),
    height = stroke.tip.height + noise.tipR * gaussian(() => rng.next());
  const out = { ...stroke, dir: [x * cs - y * sn, x * sn + y * cs] as [number, number], cueSpeed: speed, tip: { side, height } };
  return absoluteErrors(out, noise, () => gaussian(() => rng.next()));
}

/** The slowest stroke an error in m/s leaves (a touch of the cue ball), m/s. */
const SLOWEST_STROKE_MPS = 0.05;

/**
 * The errors a level gives in absolute units (the tournaments' speed in m/s and elevation in
 * degrees), drawn after the others, and only where the level has them: the other levels' strokes
 * and their random sequences stay as they were. The elevation stays at or above level (0 degrees).
 */
export function absoluteErrors<S extends { cueSpeed: number; elevationDeg: number }>(stroke: S, noise: NoiseLevel, g: () => number): S {
  const speedMps = noise.speedMps ?? 0,
    elevationDeg = noise.elevationDeg ?? 0;
  if (speedMps === 0 && elevationDeg === 0) return stroke;
  const cueSpeed = speedMps === 0 ? stroke.cueSpeed : Math.max(SLOWEST_STROKE_MPS, stroke.cueSpeed + speedMps * g());
  const elevation = elevationDeg === 0 ? stroke.elevationDeg : Math.max(0, stroke.elevationDeg + elevationDeg * g());
  return { ...stroke, cueSpeed, elevationDeg: elevation };
}

/** The candidate's mean value and chances over `n` noisy samples (the level's number by default; seeded). */
export function underNoise(
  s: Situation,
  c: Candidate,
  cue: Vec2,
  seed: number,
  n = s.noise.samples,
): { value: number; chance: number; foulChance: number; sims: number } {
  const rng = createRng(seed);
  let value = 0,
    keeps = 0,
    fouls = 0;
  for (let k = 0; k < n; k++) {
    const o = play(s, c, cue, noisy(strokeOf(c), s.noise, rng));
    value += o.value;
    if (o.keeps) keeps++;
    if (o.foul) fouls++;
  }
  return { value: value / n, chance: keeps / n, foulChance: fouls / n, sims: n };
}

/**
 * A search step, or null where the engine could not play one of its strokes to rest (a
 * SimulationError, e.g. a pocket's 3-D world that does not settle): that stroke is dropped from the
 * search rather than the whole advice failing; any other error is a bug and is thrown.
 */
export function unlessEngineFails<T>(f: () => T): T | null {
  try {
    return f();
  } catch (e) {
    if (e instanceof SimulationError) return null;
    throw e;
  }
}
