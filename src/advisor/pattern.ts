/**
 * The look ahead's second shot (position play two shots deep): from a leave, the
 * next pot's chance and where its cue ball can go, and from the best of those places the chance of
 * the pot after it. A player plays the pattern, not the next ball alone: a straight-in shot on the
 * next ball is easy and leaves no way to the one after it.
 *
 * Where the cue ball can go after the next pot is read geometrically, as a player reads it: from
 * the ghost ball along the tangent line (a stun stroke), bent forward toward the object ball's line
 * (follow) or back (draw), a few distances along each path, off the cushions angle in, angle out.
 * A place is reachable when the path to it passes no ball and it lies on the bed clear of the balls
 * and the pockets' mouths. Pure 2-D; no stroke is simulated.
 */
import { add, dot, length, normalize, scale, sub, type Vec2 } from '../math/vec2.ts';
import { exp } from '../math/trig.ts';
import type { BallInput } from '../physics/index.ts';
import { type GameState, legalTargets } from '../rules/index.ts';
import { MIN_CUT_COS, pocketAims, pocketTolerance, type PocketAim } from './candidates.ts';
import { blocked, cutCos, ghost, potChance, type Ball2 } from './geometry.ts';
import type { Situation } from './evaluate.ts';

/** One direct pot open to the player to shoot: the ball, its pocket, the ghost ball and the chance under his aim error. */
export interface OpenPot {
  readonly ball: Ball2;
  readonly pocket: PocketAim;
  readonly ghost: Vec2;
  readonly chance: number;
}

/** Every direct pot of a legal ball from the cue ball at `cue` whose lines are clear and whose cut is under about 78 degrees (MIN_CUT_COS), with its geometric chance. */
export function openPots(s: Situation, cue: Vec2, onTable: readonly Ball2[], targets: readonly string[]): OpenPot[] {
  const R = s.params.ballRadiusM;
  const sigma = (s.noise.aimDeg * Math.PI) / 180;
  const out: OpenPot[] = [];
  for (const id of targets) {
    const t = onTable.find((b) => b.id === id);
    if (!t) continue;
    const T: Vec2 = [t.x, t.y];
    for (const pk of pocketAims(s.table)) {
      const g = ghost(T, pk.at, R);
      const c = cutCos(cue, g, T, pk.at);
      if (!(c > MIN_CUT_COS)) continue;
      if (blocked(cue, g, onTable, ['cue', id], 2 * R) || blocked(T, pk.at, onTable, [id], 2 * R)) continue;
      const tol = pocketTolerance(pk, normalize(sub(pk.at, T)), R);
      out.push({ ball: t, pocket: pk, ghost: g, chance: potChance(length(sub(g, cue)), length(sub(pk.at, T)), c, R, sigma, tol, exp) });
    }
  }
  return out;
}

/** The next pots whose cue ball's paths are followed: the best few by chance. */
const PATTERN_POTS = 2;
/** Pots less likely than this are not followed. */
const MIN_FOLLOWED_CHANCE = 0.05;
/** How far the cue ball is taken to travel after the next pot, m (along its path, cushions included). */
const REACH_M = [0.15, 0.35, 0.6, 0.9, 1.3, 1.8] as const;
/** How its path bends from the tangent line: the object ball's direction added in these multiples (negative: draw, back toward the shooter). */
const BENDS = [-2, -0.6, 0, 0.6, 2] as const;
/** A cut whose tangent is shorter than this (sine of the cut) is a straight-in shot: its cue ball goes on (follow) or comes back (draw) along the line. */
const STRAIGHT_SINE = 0.1;
/** Cushions a path is followed off. */
const MAX_CUSHIONS = 2;
/** A place within this many hole radii of a pocket's mouth is a scratch, not position. */
const SCRATCH_RADII = 1.5;
/**
 * With more legal balls than this after the next pot, the pattern is not read: one of several is
 * nearly always on, and p2 near 1 only weighs the next shot twice. In 8-ball at the ICGA noise (100
 * racks): read with one ball after the next, 31 % run-outs (23-41); with up to three, 16 % (10-24);
 * never, 24 % (17-33).
 */
export const PATTERN_TARGETS_UP_TO = 1;

/**
 * The two-shot look ahead from a leave: the best, over the next pots, of the next pot's chance
 * times the best chance of the pot after it from a place its cue ball can reach. The pot after the
 * game ball (nothing left to shoot) counts as certain. Null when the pattern is not read (more than
 * PATTERN_TARGETS_UP_TO balls would be legal next, or the cue ball is not on the table).
 */
export function patternChance(s: Situation, balls: readonly BallInput[], state: GameState): number | null {
  if (state.ballInHand !== 'none') return null;
  const onTable = balls.filter((b) => !b.pocket);
  const cueBall = onTable.find((b) => b.id === 'cue');
  if (!cueBall) return null;
  const cue: Vec2 = [cueBall.x, cueBall.y];
  const targets = legalTargets(state, onTable, s.table, s.options);
  if (targets.length - 1 > PATTERN_TARGETS_UP_TO) return null;
  const pots = openPots(s, cue, onTable, targets)
    .filter((p) => p.chance >= MIN_FOLLOWED_CHANCE)
    .sort((a, b) => b.chance - a.chance)
    .slice(0, PATTERN_POTS);
  let best = 0;
  for (const p of pots) {
    const rest = onTable.filter((b) => b.id !== p.ball.id);
    const after = rest.some((b) => b.id !== 'cue') ? legalTargets(state, rest, s.table, s.options) : [];
    if (after.length > PATTERN_TARGETS_UP_TO) return null;
    const second = after.length === 0 ? 1 : bestFromReach(s, cue, p, rest, after);
    best = Math.max(best, p.chance * second);
  }
  return best;
}

/**
 * The best pot chance on the balls `after` from where the cue ball can go after pot p: the best
 * mean of two neighbouring places on a path (a zone, not a point: on 300 benchmark racks at the
 * ICGA noise the best single place ran out 18.3 %, pairs 19.3 %, threes 16.7 %).
 */
function bestFromReach(s: Situation, cue: Vec2, p: OpenPot, rest: readonly Ball2[], after: readonly string[]): number {
  const R = s.params.ballRadiusM;
  const others = rest.filter((b) => b.id !== 'cue');
  const mouths = pocketAims(s.table);
  let best = 0;
  for (const dir of paths(cue, p)) {
    let prev = 0;
    for (const q of along(s, p.ghost, dir, others)) {
      let here = 0;
      if (!mouths.some((m) => length(sub(q, m.at)) < SCRATCH_RADII * m.radius) && !others.some((b) => length(sub(q, [b.x, b.y])) < 2 * R))
        for (const x of openPots(s, q, others, after)) here = Math.max(here, x.chance);
      // A place counts with the one before it on the path: the speed's error spreads the cue ball along it.
      best = Math.max(best, (here + prev) / 2);
      prev = here;
    }
  }
  return best;
}

/** The directions the cue ball leaves the ghost ball in after pot p: the tangent line bent forward and back; along the line for a straight-in shot. */
function paths(cue: Vec2, p: OpenPot): Vec2[] {
  const d = normalize(sub(p.ghost, cue));
  const u = normalize(sub(p.pocket.at, [p.ball.x, p.ball.y]));
  const tangent = sub(d, scale(u, dot(d, u)));
  if (length(tangent) < STRAIGHT_SINE) return [u, scale(u, -1)];
  const t = normalize(tangent);
  return BENDS.map((k) => normalize(add(t, scale(u, k))));
}

/** The places REACH_M along the path from `from` in `dir`, off up to MAX_CUSHIONS cushions; a path stops at the first ball it would meet. */
function along(s: Situation, from: Vec2, dir: Vec2, others: readonly Ball2[]): Vec2[] {
  const R = s.params.ballRadiusM;
  const X = s.table.spec.lengthM / 2 - R,
    Y = s.table.spec.widthM / 2 - R;
  const out: Vec2[] = [];
  let pos = from,
    d = dir,
    travelled = 0,
    cushions = 0;
  for (const reach of REACH_M) {
    while (travelled < reach) {
      // The distance to the next cushion line along d.
      const tx = d[0] > 0 ? (X - pos[0]) / d[0] : d[0] < 0 ? (-X - pos[0]) / d[0] : Infinity;
      const ty = d[1] > 0 ? (Y - pos[1]) / d[1] : d[1] < 0 ? (-Y - pos[1]) / d[1] : Infinity;
      const step = Math.min(reach - travelled, Math.max(0, Math.min(tx, ty)));
      const next = add(pos, scale(d, step));
      if (blocked(pos, next, others, [], 2 * R)) return out;
      pos = next;
      travelled += step;
      if (travelled >= reach) break;
      if (++cushions > MAX_CUSHIONS) return out;
      d = tx < ty ? [-d[0], d[1]] : [d[0], -d[1]];
    }
    out.push(pos);
  }
  return out;
}
