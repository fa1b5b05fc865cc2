/**
 * Closed-form stretches of a 3-D world (world3d.ts, `World3D.coast`): a lone moving ball in the
 * room that is clear of everything flies on its parabola, or rolls on the floor under rolling
 * resistance, exactly, over as many whole steps as it stays clear; cannon-es takes over again a
 * margin before anything could touch it. Here: when a point moving on a parabola (or a line)
 * first enters an axis-aligned box. Only + - * / and sqrt, like everything that feeds a result.
 */

type Vec3 = readonly [number, number, number];

/** An axis-aligned box, m; a half-space has infinite bounds. */
export interface Box {
  readonly lo: Vec3;
  readonly hi: Vec3;
}

/** The times t (an interval, possibly empty) at which x0 + v t lies in [lo, hi]. */
function linearWindow(x0: number, v: number, lo: number, hi: number): [number, number] {
  if (v === 0) return lo <= x0 && x0 <= hi ? [-Infinity, Infinity] : [Infinity, -Infinity];
  const a = (lo - x0) / v,
    b = (hi - x0) / v;
  return a < b ? [a, b] : [b, a];
}

/**
 * The times at which z0 + vz t - g t^2 / 2 (g > 0) lies in [lo, hi]: at most two intervals, the
 * climb through the band and the fall through it.
 */
function fallingWindows(z0: number, vz: number, g: number, lo: number, hi: number): Array<[number, number]> {
  const dLo = vz * vz + 2 * g * (z0 - lo);
  if (!(dLo >= 0)) return [];
  const sLo = Math.sqrt(dLo);
  const above: [number, number] = [(vz - sLo) / g, (vz + sLo) / g];
  const dHi = vz * vz + 2 * g * (z0 - hi);
  if (!(dHi > 0)) return [above];
  const sHi = Math.sqrt(dHi);
  return [
    [above[0], Math.min(above[1], (vz - sHi) / g)],
    [Math.max(above[0], (vz + sHi) / g), above[1]],
  ];
}

/**
 * The earliest t >= 0 at which the point r + v t + (0, 0, -g t^2 / 2) lies in box b grown by h on
 * every side, or Infinity. With g = 0 the point moves on a line (v may then be a unit direction and
 * t a distance).
 */
export function firstEntry(r: Vec3, v: Vec3, g: number, b: Box, h: number): number {
  const [xa, xb] = linearWindow(r[0], v[0], b.lo[0] - h, b.hi[0] + h);
  const [ya, yb] = linearWindow(r[1], v[1], b.lo[1] - h, b.hi[1] + h);
  const from = Math.max(0, xa, ya),
    to = Math.min(xb, yb);
  if (from > to) return Infinity;
  const zs = g > 0 ? fallingWindows(r[2], v[2], g, b.lo[2] - h, b.hi[2] + h) : [linearWindow(r[2], v[2], b.lo[2] - h, b.hi[2] + h)];
  let best = Infinity;
  for (const [za, zb] of zs) {
    const a = Math.max(from, za),
      e = Math.min(to, zb);
    if (a <= e && a < best) best = a;
  }
  return best;
}

/** The earliest entry into any of the boxes (see firstEntry). */
export function firstEntryAny(r: Vec3, v: Vec3, g: number, boxes: readonly Box[], h: number): number {
  let best = Infinity;
  for (const b of boxes) best = Math.min(best, firstEntry(r, v, g, b, h));
  return best;
}
