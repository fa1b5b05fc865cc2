/**
 * Closed-form stretches of a 3-D world (world3d.ts, `World3D.coast`): a lone moving ball that is
 * clear of everything (in the room, or falling through a pocket's hole) flies on its parabola, or
 * rolls on the floor under rolling resistance, exactly, over as many whole steps as it stays clear;
 * cannon-es takes over again a margin before anything could touch it. Here: when a point moving on
 * a parabola (or a line) first enters an axis-aligned box, or comes within reach of a plane. Only
 * + - * / and sqrt, like everything that feeds a result.
 */

type Vec3 = readonly [number, number, number];

/** An axis-aligned box, m; a half-space has infinite bounds. */
export interface Box {
  readonly lo: Vec3;
  readonly hi: Vec3;
}

/**
 * The earliest t >= 0 at which the point r + v t + (0, 0, -g t^2 / 2) lies in box b grown by h on
 * every side, or Infinity. With g = 0 the point moves on a line (v may then be a unit direction and
 * t a distance).
 */
export function firstEntry(r: Vec3, v: Vec3, g: number, b: Box, h: number): number {
  return entry(r[0], r[1], r[2], v[0], v[1], v[2], g, b, h);
}

/**
 * firstEntry on plain numbers (the closed-form stretches test every part at every step, without
 * allocating): the times at which x and y lie in the grown box are one interval each; those at
 * which z does are one (on a line) or at most two (on the parabola: the climb through the box's
 * height band and the fall through it).
 */
function entry(x: number, y: number, z: number, vx: number, vy: number, vz: number, g: number, b: Box, h: number): number {
  let from = 0,
    to = Infinity;
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? x : y,
      v = k === 0 ? vx : vy;
    const lo = (b.lo[k] as number) - h,
      hi = (b.hi[k] as number) + h;
    if (v === 0) {
      if (p < lo || p > hi) return Infinity;
      continue;
    }
    const ta = (lo - p) / v,
      tb = (hi - p) / v;
    from = Math.max(from, Math.min(ta, tb));
    to = Math.min(to, Math.max(ta, tb));
  }
  if (from > to) return Infinity;
  const lo = b.lo[2] - h,
    hi = b.hi[2] + h;
  if (!(g > 0)) {
    if (vz === 0) return lo <= z && z <= hi ? from : Infinity;
    const ta = (lo - z) / vz,
      tb = (hi - z) / vz;
    const a = Math.max(from, Math.min(ta, tb));
    return a <= Math.min(to, Math.max(ta, tb)) ? a : Infinity;
  }
  // Above lo during [a0, a1]; above hi (outside the box) during [h0, h1] when it gets that high.
  const dLo = vz * vz + 2 * g * (z - lo);
  if (!(dLo >= 0)) return Infinity;
  const sLo = Math.sqrt(dLo);
  const a0 = (vz - sLo) / g,
    a1 = (vz + sLo) / g;
  const dHi = vz * vz + 2 * g * (z - hi);
  const sHi = dHi > 0 ? Math.sqrt(dHi) : 0;
  const h0 = dHi > 0 ? (vz - sHi) / g : Infinity,
    h1 = dHi > 0 ? (vz + sHi) / g : -Infinity;
  // The climb through the band, then the fall through it.
  const c = Math.max(from, a0);
  if (c <= Math.min(to, a1, h0)) return c;
  const f = Math.max(from, a0, h1);
  return f <= Math.min(to, a1) ? f : Infinity;
}

/** The earliest entry into any of the boxes (see firstEntry); as soon as one is found before `need`, that one. */
export function firstEntryAny(r: Vec3, v: Vec3, g: number, boxes: readonly Box[], h: number, need = 0): number {
  let best = Infinity;
  for (const b of boxes) {
    best = Math.min(best, firstEntry(r, v, g, b, h));
    if (best < need) return best;
  }
  return best;
}

/** The side of a plane a ball's centre keeps to: n.c - d is the centre's distance from it (n a unit normal). */
export interface HalfSpace {
  readonly n: Vec3;
  readonly d: number;
}

/**
 * The earliest t >= 0 at which the point r + v t + (0, 0, -g t^2 / 2) comes within h of the plane
 * (its distance n.c - d down to h), or Infinity. When it is within h now: 0, unless it is no nearer
 * than `touch` (a ball's radius: not into the plane) and moving away or along it: then the time it
 * is back within h (Infinity when nothing brings it back). With g = 0 the point moves on a line.
 * The distance less h is a quadratic in t, A t^2 + B t + C (C > 0 while farther than h).
 */
export function firstReach(r: Vec3, v: Vec3, g: number, f: HalfSpace, h: number, touch = h): number {
  const { n } = f;
  const C = n[0] * r[0] + n[1] * r[1] + n[2] * r[2] - f.d - h;
  const B = n[0] * v[0] + n[1] * v[1] + n[2] * v[2];
  const A = -0.5 * g * n[2];
  if (!(C > 0)) {
    // Within h now, not into it: clear for good if nothing brings it nearer; leaving it, with gravity
    // bringing it back (a bounce off the floor), clear until it is back within h (the later root).
    if (!(C + h >= touch) || !(B >= 0)) return 0;
    if (A >= 0) return Infinity;
    // (A hop that never rises above h, or none at all, lying on the floor: at once.)
    const disc = B * B - 4 * A * C;
    return B > 0 && disc >= 0 ? (-B - Math.sqrt(disc)) / (2 * A) : 0;
  }
  if (A === 0) return B < 0 ? C / -B : Infinity;
  const disc = B * B - 4 * A * C;
  if (!(disc >= 0)) return Infinity;
  // The smaller positive root; written without cancellation (q has the sign of B).
  const q = -0.5 * (B + (B < 0 ? -Math.sqrt(disc) : Math.sqrt(disc)));
  const t1 = q / A,
    t2 = C / q;
  if (t1 >= 0 && t2 >= 0) return Math.min(t1, t2);
  return t1 >= 0 ? t1 : t2 >= 0 ? t2 : Infinity;
}

/** The earliest reach of any of the planes (see firstReach); as soon as one is found before `need`, that one. */
export function firstReachAny(r: Vec3, v: Vec3, g: number, planes: readonly HalfSpace[], h: number, need = 0, touch = h): number {
  let best = Infinity;
  for (const f of planes) {
    best = Math.min(best, firstReach(r, v, g, f, h, touch));
    if (best < need) return best;
  }
  return best;
}

/** A box turned by an angle about the vertical: its centre, the angle's cosine and sine, and itself in its own frame (m). */
export interface TurnedBox {
  readonly c: Vec3;
  readonly cos: number;
  readonly sin: number;
  /** The box in its own frame: from minus its half extents to them. */
  readonly local: Box;
}

/** A box of these half extents (m), centred at c and turned about the vertical by the angle of this cosine and sine. */
export function turnedBox(c: Vec3, cos: number, sin: number, half: Vec3): TurnedBox {
  return { c, cos, sin, local: { lo: [-half[0], -half[1], -half[2]], hi: half } };
}

/**
 * The earliest entry into the turned box b grown by h (see firstEntry), found in the box's own
 * frame: turned about the vertical, gravity still points down it.
 */
export function firstEntryTurned(r: Vec3, v: Vec3, g: number, b: TurnedBox, h: number, touch = h): number {
  const dx = r[0] - b.c[0],
    dy = r[1] - b.c[1];
  const { cos, sin } = b;
  const x = cos * dx + sin * dy,
    y = cos * dy - sin * dx,
    z = r[2] - b.c[2];
  const vx = cos * v[0] + sin * v[1],
    vy = cos * v[1] - sin * v[0];
  const grown = entry(x, y, z, vx, vy, v[2], g, b.local, h);
  if (grown === Infinity) return grown;
  // The grown box has square edges: near one, the distance to the box itself tells more.
  const { d, rate } = boxDistance(x, y, z, vx, vy, v[2], b.local.hi, gapScratch);
  if (d > h) return Math.max(grown, convexClearance(d - h, rate, g));
  // Within h but not touching: clear for as long as it cannot come to touch it (on a line, for good
  // when it does not approach: its distance, convex along the line, only grows).
  if (!(d > touch)) return grown;
  if (g === 0 && rate >= 0) return Infinity;
  return Math.max(grown, convexClearance(d - touch, rate, g));
}

/** A distance to a convex body (m) and the rate at which it grows (m/s): what boxDistance finds. */
interface Gap {
  d: number;
  rate: number;
}

/**
 * The distance from the point (x, y, z), in a box's own frame, to the box of half extents `half`,
 * and the rate at which it grows at velocity (vx, vy, vz): the velocity along the way out of the
 * box's nearest point (0 inside). Written into `out` (the closed-form stretches test every part at
 * every step, without allocating).
 */
function boxDistance(x: number, y: number, z: number, vx: number, vy: number, vz: number, half: Vec3, out: Gap): Gap {
  const ex = Math.max(Math.abs(x) - half[0], 0),
    ey = Math.max(Math.abs(y) - half[1], 0),
    ez = Math.max(Math.abs(z) - half[2], 0);
  const d = Math.sqrt(ex * ex + ey * ey + ez * ez);
  out.d = d;
  out.rate = d > 0 ? (Math.sign(x) * ex * vx + Math.sign(y) * ey * vy + Math.sign(z) * ez * vz) / d : 0;
  return out;
}
/** boxDistance's result for the functions of this file (one at a time: none calls another while it holds one). */
const gapScratch: Gap = { d: 0, rate: 0 };

/**
 * How deep (m) a point moving at v under gravity g, a ball's centre of radius R, could get into any of
 * these convex parts (planes, turned boxes, balls of radius R at `balls`) within a time dt: each
 * part's distance from the centre less R is a gap, and the distance to a convex body shrinks no faster
 * than the rate at which it grows now (negative while it approaches; see convexClearance) plus
 * gravity's g dt^2 / 2; the depth is what is left of that beyond the gap (0 for a part it cannot reach).
 * Infinity for a ball already into a part.
 */
export function deepestApproach(
  r: Vec3,
  v: Vec3,
  g: number,
  dt: number,
  R: number,
  planes: readonly HalfSpace[],
  boxes: readonly TurnedBox[],
  balls: readonly Vec3[],
): number {
  const gaps: number[] = [];
  const n = approachGaps(r, v, R, planes, boxes, balls, gaps);
  return n < 0 ? Infinity : deepestOf(gaps, n, g, dt);
}

/**
 * deepestApproach's parts, once for any step: each part's gap (its distance less touching, m) and
 * the rate at which its distance grows (m/s), as pairs into `out`; how many, or -1 for a ball already
 * into a part (pushed out by it, and by its friction, in the step: nothing is bounded; fuzz shot
 * 1475733687, a few mm into a pocket's wall, pushed down by its friction).
 */
export function approachGaps(
  r: Vec3,
  v: Vec3,
  R: number,
  planes: readonly HalfSpace[],
  boxes: readonly TurnedBox[],
  balls: readonly Vec3[],
  out: number[],
): number {
  let n = 0;
  for (const f of planes) {
    const gap = f.n[0] * r[0] + f.n[1] * r[1] + f.n[2] * r[2] - f.d - R;
    if (!(gap >= 0)) return -1;
    out[2 * n] = gap;
    out[2 * n + 1] = f.n[0] * v[0] + f.n[1] * v[1] + f.n[2] * v[2];
    n++;
  }
  for (const b of boxes) {
    const dx = r[0] - b.c[0],
      dy = r[1] - b.c[1];
    const { cos, sin } = b;
    const { d, rate } = boxDistance(
      cos * dx + sin * dy,
      cos * dy - sin * dx,
      r[2] - b.c[2],
      cos * v[0] + sin * v[1],
      cos * v[1] - sin * v[0],
      v[2],
      b.local.hi,
      gapScratch,
    );
    if (!(d >= R)) return -1;
    out[2 * n] = d - R;
    out[2 * n + 1] = rate;
    n++;
  }
  for (const q of balls) {
    const dx = r[0] - q[0],
      dy = r[1] - q[1],
      dz = r[2] - q[2];
    const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (!(d >= 2 * R)) return -1;
    out[2 * n] = d - 2 * R;
    out[2 * n + 1] = (dx * v[0] + dy * v[1] + dz * v[2]) / d;
    n++;
  }
  return n;
}

/** The deepest of approachGaps's parts in a step of dt: how much each distance can shrink in it (its rate and gravity's g dt^2 / 2), less its gap. */
export function deepestOf(gaps: ArrayLike<number>, count: number, g: number, dt: number): number {
  const fall = 0.5 * g * dt * dt;
  let deepest = 0;
  for (let k = 0; k < count; k++) deepest = Math.max(deepest, -(gaps[2 * k + 1] as number) * dt + fall - (gaps[2 * k] as number));
  return deepest;
}

/**
 * A lower bound of how long a point moving at velocity v under gravity g stays farther than it is
 * now, less `gap` (m), from a convex body, given the rate nv (m/s) at which its distance grows now
 * (the velocity along the unit vector from the body's nearest point): the distance to a convex
 * body is convex along a line and changes no faster than the point moves, so along the parabola it
 * is at least d + nv t - g t^2 / 2. Its first time at d - gap; with g = 0 the point moves on a line
 * (and the time may be a distance). 0 when gap <= 0.
 */
export function convexClearance(gap: number, nv: number, g: number): number {
  if (!(gap > 0)) return 0;
  if (!(g > 0)) return nv >= 0 ? Infinity : gap / -nv;
  const s = Math.sqrt(nv * nv + 2 * g * gap);
  // The positive root of g t^2 / 2 - nv t - gap = 0, written without cancellation.
  return nv >= 0 ? (nv + s) / g : (2 * gap) / (s - nv);
}

/** The earliest entry into any of the turned boxes (see firstEntryTurned); as soon as one is found before `need`, that one. */
export function firstEntryTurnedAny(r: Vec3, v: Vec3, g: number, boxes: readonly TurnedBox[], h: number, need = 0, touch = h): number {
  let best = Infinity;
  for (const b of boxes) {
    best = Math.min(best, firstEntryTurned(r, v, g, b, h, touch));
    if (best < need) return best;
  }
  return best;
}

/**
 * The earliest t >= 0 at which the point r + v t, seen from above, is no longer inside the circle
 * of this centre and radius (m), or Infinity; 0 when it is outside now. |d + u t|^2 = radius^2 for
 * the horizontal offset d and velocity u: its positive root, written without cancellation.
 */
export function leaveCircle(r: Vec3, v: Vec3, cx: number, cy: number, radius: number): number {
  const dx = r[0] - cx,
    dy = r[1] - cy;
  const c = dx * dx + dy * dy - radius * radius;
  if (!(c < 0)) return 0;
  const a = v[0] * v[0] + v[1] * v[1];
  if (!(a > 0)) return Infinity;
  const b = 2 * (dx * v[0] + dy * v[1]);
  const s = Math.sqrt(b * b - 4 * a * c);
  return b > 0 ? (-2 * c) / (b + s) : (s - b) / (2 * a);
}
