/**
 * The strokes a strong player would consider from one cue-ball position (the FastFiz agents'
 * method: candidates per legal target and pocket, then refined and scored by simulation):
 * direct pots, banks (the object ball off one cushion), kicks (the cue ball off one cushion),
 * combinations (the legal target into a second ball that drops), each at a few speeds and tip
 * heights for position; and safeties (the legal target hit thin or full, softly) for when
 * nothing drops.
 */
import type { Vec2 } from '../math/vec2.ts';
import { length, normalize, sub } from '../math/vec2.ts';
import type { PocketName, TableGeometry } from '../table/geometry.ts';
import { blocked, cushionLines, cutCos, ghost, mirror, type Ball2 } from './geometry.ts';

export type StrokeKind = 'direct' | 'bank' | 'kick' | 'combination' | 'safety';

export interface Candidate {
  readonly kind: StrokeKind;
  /** The ball the cue ball must hit first. */
  readonly target: string;
  /** The ball meant to drop and its pocket (null for a safety). */
  readonly pot: { readonly ball: string; readonly pocket: PocketName } | null;
  /** Stroke direction (unit), stick speed (m/s), tip offsets (fractions of R). */
  readonly dir: Vec2;
  readonly cueSpeed: number;
  readonly tip: { readonly side: number; readonly height: number };
  /** Cue elevation, degrees: 0, or as little as clears the rail or a ball behind the cue ball (`cleared`, evaluate.ts). */
  readonly elevationDeg: number;
  /** For aim refinement: the ball whose departure is steered after the cue ball meets `target`, and where it should go. */
  readonly steer: { readonly ball: string; readonly toward: Vec2 } | null;
  /** A kick out of a hook (escapes.ts): the cushions the cue ball meets before `target`. */
  readonly rails?: number;
  /** Geometry for the pot's chance under aim error: cue-to-contact and object-to-pocket distances (m), the cut's cosine, the pocket's tolerance (m). */
  readonly d1: number;
  readonly d2: number;
  readonly cosCut: number;
  readonly tolerance: number;
}

/** Cuts thinner than this (cosine of the cut angle) are not tried: a pot at more than about 78 degrees. */
export const MIN_CUT_COS = 0.2;
/** Stick speeds, m/s: a base that grows with the distance the balls travel, then slower and firmer variants for position. */
const SPEED_BASE_MPS = 0.8,
  SPEED_PER_M = 0.6,
  SPEED_MAX_MPS = 6;
const SPEED_VARIANTS = [0.75, 1.4] as const;
/** Tip heights for position (fractions of R): draw, stun, follow. */
const TIP_HEIGHTS = [-0.4, 0, 0.4] as const;
/** Safeties: where the cue ball meets the target, as a fraction of a full ball to either side, and the stick speeds. */
const SAFETY_OFFSETS = [-0.75, -0.4, 0, 0.4, 0.75] as const;
const SAFETY_SPEEDS_MPS = [0.7, 1.1, 1.7, 2.5] as const;
/** A bank is tried only when its line differs from the direct line by more than about 15 degrees (cosine). */
const BANK_MAX_COS = 0.966;
/** A combination's second ball is tried within this distance of the target, m. */
const COMBINATION_REACH_M = 0.7;

export interface PocketAim {
  readonly id: PocketName;
  /** Where an object ball is aimed: the centre of the pocket's mouth. */
  readonly at: Vec2;
  /** The pocket's opening, a unit vector from the hole toward the bed. */
  readonly facing: Vec2;
  readonly radius: number;
}

export function pocketAims(table: TableGeometry): PocketAim[] {
  return table.pockets.map((p) => {
    const [x, y] = p.hole.centre;
    const facing: Vec2 = p.id.startsWith('side') ? [0, -Math.sign(y)] : normalize([-Math.sign(x), -Math.sign(y)]);
    // The mouth's centre, one hole radius in front of the hole's: a ball aimed at the hole's centre
    // along a rail meets the cushion's nose before the jaws.
    const r = p.hole.radius;
    return { id: p.id, at: [x + facing[0] * r, y + facing[1] * r], facing, radius: r };
  });
}

/**
 * How much of a pocket a ball arriving along `u` can use, m: the hole's margin over the ball,
 * narrowed as the approach turns from the pocket's opening, to nothing at about 56 degrees off a
 * side pocket's axis and 69 off a corner's (a ball along a rail still drops in a corner; a shallow
 * ball into a side pocket meets the facing). The project's reading of the 3-D pockets, not a measurement.
 */
export function pocketTolerance(pk: PocketAim, u: Vec2, R: number): number {
  const straight = -(u[0] * pk.facing[0] + u[1] * pk.facing[1]);
  const [from, span] = pk.id.startsWith('side') ? [0.55, 0.45] : [0.35, 0.65];
  return (pk.radius - R) * Math.max(0, Math.min(1, (straight - from) / span));
}

function variants(base: Omit<Candidate, 'cueSpeed' | 'tip' | 'elevationDeg'>, distance: number): Candidate[] {
  const v0 = Math.min(SPEED_MAX_MPS, SPEED_BASE_MPS + SPEED_PER_M * distance);
  const out: Candidate[] = [];
  // A bank or a kick is tried at its base speed only (its cushion decides more than the speed's position play).
  const speeds = base.kind === 'direct' || base.kind === 'combination' ? [1, ...SPEED_VARIANTS] : [1];
  for (const k of speeds)
    for (const height of TIP_HEIGHTS) out.push({ ...base, cueSpeed: Math.min(SPEED_MAX_MPS, v0 * k), tip: { side: 0, height }, elevationDeg: 0 });
  return out;
}

interface Scene {
  readonly cue: Vec2;
  readonly balls: readonly Ball2[];
  readonly R: number;
  readonly pockets: readonly PocketAim[];
  readonly table: TableGeometry;
}

/** A pot of `ball` into pocket `pk` struck through `via` (the ball the cue ball meets), when the lines are clear. */
/**
 * A pot's geometry for its chance (potChance): `target` driven toward `to` (the mouth's centre, its
 * mirror image for a bank, or the ghost ball on `ball` for a combination), `ball` dropping in pk;
 * the cue ball aimed at `from` (the ghost ball, or its mirror image for a kick). `cos` is the raw
 * cut's cosine, before the MIN_CUT_COS floor.
 */
function potGeometry(cue: Vec2, target: Ball2, ball: Ball2, pk: PocketAim, to: Vec2, R: number, from: Vec2 | null) {
  const T: Vec2 = [target.x, target.y];
  const g = ghost(T, to, R);
  const d1 = length(sub(g, cue)),
    d2 = length(sub(to, T)) + (ball === target ? 0 : length(sub(pk.at, [ball.x, ball.y])));
  const u = ball === target ? normalize(sub(to, T)) : normalize(sub(pk.at, [ball.x, ball.y]));
  return { g, d1, d2, cos: cutCos(cue, from ?? g, T, to), tolerance: pocketTolerance(pk, u, R) };
}

function potThrough(s: Scene, kind: StrokeKind, target: Ball2, ball: Ball2, pk: PocketAim, to: Vec2, aimFrom: Vec2 | null): Candidate[] {
  const R = s.R;
  const T: Vec2 = [target.x, target.y];
  const { g, d1, d2, cos, tolerance } = potGeometry(s.cue, target, ball, pk, to, R, aimFrom);
  const from = aimFrom ?? g;
  if (!(cos > MIN_CUT_COS) && kind !== 'kick') return [];
  if (blocked(s.cue, from, s.balls, ['cue', target.id], 2 * R)) return [];
  if (blocked(T, to, s.balls, [target.id, ball.id], 2 * R)) return [];
  return variants(
    {
      kind,
      target: target.id,
      pot: { ball: ball.id, pocket: pk.id },
      dir: normalize(sub(from, s.cue)),
      steer: kind === 'kick' ? null : { ball: target.id, toward: to },
      d1,
      d2,
      cosCut: Math.max(cos, MIN_CUT_COS),
      tolerance,
    },
    d1 + d2,
  );
}

/** Every candidate stroke with the cue ball at `cue`, on these legal targets (the game's rule, rules/games/). */
export function candidates(
  table: TableGeometry,
  R: number,
  cue: Vec2,
  balls: readonly Ball2[],
  targets: readonly string[],
  combos: boolean,
): Candidate[] {
  const s: Scene = { cue, balls, R, pockets: pocketAims(table), table };
  const out: Candidate[] = [];
  const lines = cushionLines(table, R);
  for (const id of targets) {
    const t = balls.find((b) => b.id === id);
    if (!t) continue;
    for (const pk of s.pockets) {
      const direct = potThrough(s, 'direct', t, t, pk, pk.at, null);
      out.push(...direct);
      for (const line of lines) {
        const m = mirror(pk.at, line);
        // A bank off a cushion that meets the pocket is the direct pot again.
        const along = normalize(sub(m, [t.x, t.y])),
          straight = normalize(sub(pk.at, [t.x, t.y]));
        if (along[0] * straight[0] + along[1] * straight[1] < BANK_MAX_COS) out.push(...potThrough(s, 'bank', t, t, pk, m, null));
      }
      if (direct.length === 0) {
        // A kick: the cue ball off one cushion onto the ghost ball (its mirror image aimed at).
        const g = ghost([t.x, t.y], pk.at, R);
        for (const line of lines) out.push(...potThrough(s, 'kick', t, t, pk, pk.at, mirror(g, line)));
      }
      if (combos) out.push(...combinations(s, t, pk));
    }
    out.push(...safeties(s, t));
  }
  return out;
}

/** The target driven into a second ball that drops in pocket pk. */
function combinations(s: Scene, t: Ball2, pk: PocketAim): Candidate[] {
  const out: Candidate[] = [];
  for (const b of s.balls) {
    if (b.id === t.id || b.id === 'cue') continue;
    if (length(sub([b.x, b.y], [t.x, t.y])) > COMBINATION_REACH_M) continue;
    const gb = ghost([b.x, b.y], pk.at, s.R);
    if (cutCos([t.x, t.y], gb, [b.x, b.y], pk.at) < MIN_CUT_COS) continue;
    out.push(...potThrough(s, 'combination', t, b, pk, gb, null));
  }
  return out;
}

/**
 * Safety c, whose stroke dropped `ball` in pocket `pocket` without noise, as the pot it is: a
 * direct pot of its target or a combination into a second ball, with the pot's geometry for its
 * chance (the ghost ball on the line to the mouth's centre). A stroke that pots is offered, called
 * (8-ball, 14.1) and counted as the pot, not as a safety that happens to keep the table.
 */
export function asPot(c: Candidate, ball: Ball2, target: Ball2, pk: PocketAim, cue: Vec2, R: number): Candidate {
  const to = ball === target ? pk.at : ghost([ball.x, ball.y], pk.at, R);
  const { d1, d2, cos, tolerance } = potGeometry(cue, target, ball, pk, to, R, null);
  return {
    ...c,
    kind: ball === target ? 'direct' : 'combination',
    pot: { ball: ball.id, pocket: pk.id },
    d1,
    d2,
    cosCut: Math.max(cos, MIN_CUT_COS),
    tolerance,
  };
}

/** A centre-hit stroke in direction dir at speed v that pots nothing: a safety candidate on `target`. */
export function centreHit(target: string, dir: Vec2, v: number): Candidate {
  return {
    kind: 'safety',
    target,
    pot: null,
    dir,
    cueSpeed: v,
    tip: { side: 0, height: 0 },
    elevationDeg: 0,
    steer: null,
    d1: 0,
    d2: 0,
    cosCut: 1,
    tolerance: 0,
  };
}

/** Soft contacts on the target at several fullnesses: the stroke that leaves the opponent least. */
function safeties(s: Scene, t: Ball2): Candidate[] {
  const to = normalize(sub([t.x, t.y], s.cue));
  const side: Vec2 = [-to[1], to[0]];
  const out: Candidate[] = [];
  for (const f of SAFETY_OFFSETS) {
    const aim: Vec2 = [t.x + side[0] * f * 2 * s.R, t.y + side[1] * f * 2 * s.R];
    const dir = normalize(sub(aim, s.cue));
    for (const v of SAFETY_SPEEDS_MPS) out.push(centreHit(t.id, dir, v));
  }
  return out;
}
