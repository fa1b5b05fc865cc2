/**
 * The geometry a player aims by, for the advisor's candidate strokes: the ghost ball, the cut
 * angle, mirror images in a cushion (banks and kicks), whether a path is clear, and how likely a
 * pot is under a given aim error. Pure 2-D, in the table frame (design.md).
 */
import { cross, dot, length, normalize, sub, type Vec2 } from '../math/vec2.ts';
import type { TableGeometry } from '../table/geometry.ts';

export interface Ball2 {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** Where the cue ball's centre must be at contact to send a ball at `target` toward `to`. */
export function ghost(target: Vec2, to: Vec2, R: number): Vec2 {
  const d = normalize(sub(to, target));
  return [target[0] - 2 * R * d[0], target[1] - 2 * R * d[1]];
}

/** The cosine of the cut angle: between the cue ball's path to the ghost and the object ball's departure. */
export function cutCos(cue: Vec2, ghostAt: Vec2, target: Vec2, to: Vec2): number {
  return dot(normalize(sub(ghostAt, cue)), normalize(sub(to, target)));
}

/** Whether the segment a-b passes within `clear` of any ball's centre (other than those in `skip`). */
export function blocked(a: Vec2, b: Vec2, balls: readonly Ball2[], skip: readonly string[], clear: number): boolean {
  const ab = sub(b, a);
  const L = length(ab);
  if (L === 0) return false;
  const u: Vec2 = [ab[0] / L, ab[1] / L];
  for (const o of balls) {
    if (skip.includes(o.id)) continue;
    const ao: Vec2 = [o.x - a[0], o.y - a[1]];
    const along = dot(ao, u);
    if (along < 0 || along > L) continue;
    if (Math.abs(cross(u, ao)) < clear) return true;
  }
  return false;
}

/** The cushion lines a ball's centre rebounds from (R inside each nose), as an axis and a coordinate. */
export function cushionLines(table: TableGeometry, R: number): ReadonlyArray<{ readonly axis: 0 | 1; readonly at: number }> {
  const X = table.spec.lengthM / 2 - R,
    Y = table.spec.widthM / 2 - R;
  return [
    { axis: 0, at: X },
    { axis: 0, at: -X },
    { axis: 1, at: Y },
    { axis: 1, at: -Y },
  ];
}

/** A point's mirror image in a cushion line: aiming at it banks off that cushion (angle in equals angle out, no spin). */
export function mirror(p: Vec2, line: { readonly axis: 0 | 1; readonly at: number }): Vec2 {
  return line.axis === 0 ? [2 * line.at - p[0], p[1]] : [p[0], 2 * line.at - p[1]];
}

/**
 * The chance of a pot under an aim error of `sigmaRad` (radians, Gaussian): an aim error moves the
 * contact point by d1 sigma, which turns the object ball by d1 sigma / (2 R cos cut) and misses the
 * pocket by d2 times that; the pot holds while the miss stays within `tolerance` (m). The normal
 * probability is approximated by its logistic fit (no erf in the language; 1.702 is the standard
 * constant of that fit), with our exp.
 */
export function potChance(
  d1: number,
  d2: number,
  cosCut: number,
  R: number,
  sigmaRad: number,
  tolerance: number,
  expFn: (x: number) => number,
): number {
  if (!(cosCut > 0)) return 0;
  const sigmaMiss = (d1 * d2 * sigmaRad) / (2 * R * cosCut) + 1e-9;
  const z = tolerance / sigmaMiss;
  // P(|N| < z) = 2 Phi(z) - 1, Phi(z) ~ 1 / (1 + exp(-1.702 z)).
  return 2 / (1 + expFn(-1.702 * z)) - 1;
}
