/**
 * Ball-ball collision: instantaneous, equal masses, point contact at the equator, normal
 * restitution e_b and Coulomb friction with the speed-dependent coefficient of Alciatore's
 * TP A-14 [S8a] (the "frictional inelastic" model of pooltool [S21f]; docs/physics.md §3.2).
 * Friction gives throw and spin transfer; it can only remove energy (the tangential impulse is
 * capped at the value that stops the slip).
 *
 * Vectors are 3-D (x, y, z) with both centres at z = R. The friction impulse is sized and
 * directed from the full 3-D slip of the contact points: top or draw spin gives the slip a
 * vertical part, which raises the slip speed, lowers mu and turns the impulse out of the table
 * plane (so rolling balls throw about half as much [S7]). Its torque turns both balls about the
 * horizontal axis too (spin transfer: a follow shot leaves the cue ball with less topspin and the
 * object ball with a little draw; docs/physics.md §3.2, docs/physics.md §4, V08). Its linear vertical
 * part presses one ball into the slate and lifts the other by far less than a bounce (about 0.03
 * m/s at 1 m/s): on the cloth both are met by the slate, whose reaction passes through the centre
 * and leaves the torque alone, so only the in-plane part moves the centres. In flight (the 3-D law
 * below) the whole impulse acts.
 */
import { exp } from '../../math/trig.ts';
import type { PhysicsParams } from '../params.ts';

export interface BallKinematics {
  v: [number, number, number];
  w: [number, number, number];
}

export interface BallBallResult {
  /** Normal approach speed at impact, m/s (> 0 when the balls were approaching). */
  approachSpeed: number;
}

const jt3 = new Float64Array(3);

/**
 * The friction impulse (per unit mass) of two balls on the cloth touching along n = (nx, ny, 0)
 * from ball 1 to ball 2, with (dvx, dvy) = v1 - v2 and the spins w1, w2: Coulomb friction with
 * Alciatore's speed fit against the slip of the contact points, bounded by `jf` and capped so that
 * it never reverses the slip; written to out[0..2]. `frictionImpulse` applies it; a compliant
 * window (events/handle-cluster.ts) applies it to its own arrays.
 */
export function frictionTangent(
  p: PhysicsParams,
  dvx: number,
  dvy: number,
  w1x: number,
  w1y: number,
  w1z: number,
  w2x: number,
  w2y: number,
  w2z: number,
  nx: number,
  ny: number,
  jf: number,
  out: Float64Array,
): void {
  const R = p.ballRadiusM;
  // Relative velocity of the contact points: c = (v1 + w1 x Rn) - (v2 + w2 x (-Rn)).
  // w x n for n = (nx, ny, 0): (-wz ny, wz nx, wx ny - wy nx).
  const c0 = dvx + R * (-w1z * ny - w2z * ny);
  const c1 = dvy + R * (w1z * nx + w2z * nx);
  const c2 = R * (w1x * ny - w1y * nx + w2x * ny - w2y * nx); // vertical slip
  const cn = c0 * nx + c1 * ny;
  const tx = c0 - cn * nx,
    ty = c1 - cn * ny,
    tz = c2;
  const slip = Math.sqrt(tx * tx + ty * ty + tz * tz);
  if (slip > 0) {
    const { a, b, c } = p.ballFriction;
    const mu = a + b * exp(-c * slip);
    // Tangential effective mass of two equal spheres: delta c_t = (7/m) J_t (reference 3.2).
    const jt = Math.min(mu * jf, slip / 7);
    out[0] = (jt * tx) / slip;
    out[1] = (jt * ty) / slip;
    out[2] = (jt * tz) / slip;
  } else {
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
  }
}

/**
 * Resolves the impact in place. `n` is the unit vector from ball 1 to ball 2 (horizontal);
 * `e` the normal restitution (default e_b; the engine passes 0 for creeping contacts).
 * Returns the approach speed; when the balls are not approaching nothing changes.
 */
export function resolveBallBall(p: PhysicsParams, b1: BallKinematics, b2: BallKinematics, nx: number, ny: number, e = p.eBall): BallBallResult {
  const v1 = b1.v,
    v2 = b2.v;
  const vn = (v1[0] - v2[0]) * nx + (v1[1] - v2[1]) * ny;
  if (!(vn > 0)) return { approachSpeed: vn };
  // Normal impulse per unit mass: J_n/m = (1 + e)/2 * v_n.
  const jn = 0.5 * (1 + e) * vn;
  frictionImpulse(p, b1, b2, nx, ny, jn, jn);
  return { approachSpeed: vn };
}

/**
 * The normal impulse `jn` (per unit mass) along n = (nx, ny, 0) from ball 1 to ball 2, and the
 * friction it allows, applied in place to two balls on the cloth: Coulomb friction with
 * Alciatore's speed fit, capped so that it never reverses the slip. `jf` is the impulse that bounds
 * the friction (the whole impact's normal impulse; a compliant contact's step passes its own).
 */
export function frictionImpulse(p: PhysicsParams, b1: BallKinematics, b2: BallKinematics, nx: number, ny: number, jn: number, jf: number): void {
  const R = p.ballRadiusM;
  const v1 = b1.v,
    v2 = b2.v,
    w1 = b1.w,
    w2 = b2.w;
  frictionTangent(p, v1[0] - v2[0], v1[1] - v2[1], w1[0], w1[1], w1[2], w2[0], w2[1], w2[2], nx, ny, jf, jt3);
  const jtx = jt3[0] as number,
    jty = jt3[1] as number,
    jtz = jt3[2] as number;
  // The centres move by the normal and the in-plane friction impulse; the vertical part goes into
  // the slate (see the header).
  v1[0] -= jn * nx + jtx;
  v1[1] -= jn * ny + jty;
  v2[0] += jn * nx + jtx;
  v2[1] += jn * ny + jty;
  // Both balls get the same angular change (R n x (-J_t)) / I, with I/m = (2/5) R^2, from the
  // whole friction impulse: n x J_t for n = (nx, ny, 0) is (ny jtz, -nx jtz, nx jty - ny jtx).
  const k = -2.5 / R;
  const dwx = k * (ny * jtz),
    dwy = k * (-nx * jtz),
    dwz = k * (nx * jty - ny * jtx);
  w1[0] += dwx;
  w1[1] += dwy;
  w1[2] += dwz;
  w2[0] += dwx;
  w2[1] += dwy;
  w2[2] += dwz;
}

/**
 * The same contact law for balls off the plane of the cloth (one in the air, or on a rail top):
 * `n` is the 3-D unit vector from ball 1 to ball 2 and both balls are free, so the whole impulse,
 * normal and frictional, is applied. The vertical part on a ball lying on a surface is then met by
 * that surface (EngineState.store: a slate contact).
 */
export function resolveBallBall3d(
  p: PhysicsParams,
  b1: BallKinematics,
  b2: BallKinematics,
  nx: number,
  ny: number,
  nz: number,
  e = p.eBall,
): BallBallResult {
  const R = p.ballRadiusM;
  const v1 = b1.v,
    v2 = b2.v,
    w1 = b1.w,
    w2 = b2.w;
  const vn = (v1[0] - v2[0]) * nx + (v1[1] - v2[1]) * ny + (v1[2] - v2[2]) * nz;
  if (!(vn > 0)) return { approachSpeed: vn };
  const jn = 0.5 * (1 + e) * vn;
  // Contact-point slip c = v1 - v2 + R (w1 + w2) x n.
  const sx = w1[0] + w2[0],
    sy = w1[1] + w2[1],
    sz = w1[2] + w2[2];
  const c0 = v1[0] - v2[0] + R * (sy * nz - sz * ny);
  const c1 = v1[1] - v2[1] + R * (sz * nx - sx * nz);
  const c2 = v1[2] - v2[2] + R * (sx * ny - sy * nx);
  const cn = c0 * nx + c1 * ny + c2 * nz;
  const tx = c0 - cn * nx,
    ty = c1 - cn * ny,
    tz = c2 - cn * nz;
  const slip = Math.sqrt(tx * tx + ty * ty + tz * tz);
  let jtx = 0,
    jty = 0,
    jtz = 0;
  if (slip > 0) {
    const { a, b, c } = p.ballFriction;
    const jt = Math.min((a + b * exp(-c * slip)) * jn, slip / 7);
    jtx = (jt * tx) / slip;
    jty = (jt * ty) / slip;
    jtz = (jt * tz) / slip;
  }
  v1[0] -= jn * nx + jtx;
  v1[1] -= jn * ny + jty;
  v1[2] -= jn * nz + jtz;
  v2[0] += jn * nx + jtx;
  v2[1] += jn * ny + jty;
  v2[2] += jn * nz + jtz;
  // Both balls turn by -(5/2R) n x J_t (the friction acts at +Rn on ball 1, -Rn on ball 2).
  const k = -2.5 / R;
  const dwx = k * (ny * jtz - nz * jty),
    dwy = k * (nz * jtx - nx * jtz),
    dwz = k * (nx * jty - ny * jtx);
  w1[0] += dwx;
  w1[1] += dwy;
  w1[2] += dwz;
  w2[0] += dwx;
  w2[1] += dwy;
  w2[2] += dwz;
  return { approachSpeed: vn };
}
