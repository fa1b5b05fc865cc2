/**
 * Ball-cushion collision after I. Han, "Dynamics in carom and three cushion billiards",
 * J. Mech. Sci. Tech. 19(4), 2005 [S19], in the form used by pooltool with Kiefl's two errata
 * corrected [S19b] (docs/physics.md §3.3). Rigid, instantaneous, one impulse at the nose,
 * which touches the ball theta above its equator (sin theta = h/R - 1); Coulomb friction at
 * the nose, gripping when the slip can be stopped. The nose height is what makes top, back and
 * side spin change the rebound. On the cloth the vertical impulse P_Z (downward at pool heights)
 * is taken by the slate and an upward one is returned for the engine to lift the ball (a hop,
 * docs/physics.md §4, V15). A ball in flight (`free`) meets the nose edge at any height: theta is then
 * the angle of the contact above its equator (negative below), the normal impulse comes from the
 * whole approach along the contact normal, and the ball takes P_Z itself.
 *
 * Cushion frame: x into the cushion (horizontal normal), y along it (y = z x x), z up.
 */
import type { BallKinematics } from './ball-ball-frictional-inelastic.ts';
import type { PhysicsParams } from '../params.ts';

export interface CushionResult {
  approachSpeed: number;
  /** Vertical impulse per unit mass, m/s (negative: into the slate). */
  verticalImpulse: number;
}

/**
 * Resolves in place. (nx, ny) is the unit horizontal normal pointing out of the rubber, toward
 * the ball. `sinTheta` = h/R - 1 for nose height h; `e` the restitution (default e_c).
 */
export function resolveBallCushion(
  p: PhysicsParams,
  b: BallKinematics,
  nx: number,
  ny: number,
  sinTheta: number,
  e = p.eCushion,
  free = false,
): CushionResult {
  const R = p.ballRadiusM;
  const cosT = Math.sqrt(1 - sinTheta * sinTheta);
  // Frame axes in table coordinates: X into the cushion = -n, Y = z x X.
  const Xx = -nx,
    Xy = -ny;
  const Yx = -Xy,
    Yy = Xx;
  const v = b.v,
    w = b.w;
  const vx = v[0] * Xx + v[1] * Xy;
  const vy = v[0] * Yx + v[1] * Yy;
  const vz = v[2];
  const wx = w[0] * Xx + w[1] * Xy;
  const wy = w[0] * Yx + w[1] * Yy;
  const wz = w[2];
  // Approach along the contact normal (cos, 0, sin) theta; on the cloth v_z = 0.
  const vnorm = free ? vx * cosT + vz * sinTheta : vx;
  if (!(vnorm > 0)) return { approachSpeed: vnorm, verticalImpulse: 0 };
  // Slip at the nose (Han's notation; per unit mass impulses below).
  const sx = vx * sinTheta - vz * cosT + R * wy;
  const sy = -vy - R * wz * cosT + R * wx * sinTheta;
  const pn = free ? (1 + e) * vnorm : (1 + e) * vx * cosT;
  const s = Math.sqrt(sx * sx + sy * sy);
  let ptx: number, pty: number;
  if ((2 / 7) * s <= p.muCushion * pn) {
    ptx = (2 / 7) * sx;
    pty = (2 / 7) * sy;
  } else {
    ptx = (p.muCushion * pn * sx) / s;
    pty = (p.muCushion * pn * sy) / s;
  }
  const PX = -ptx * sinTheta - pn * cosT;
  const PY = pty;
  const PZ = ptx * cosT - pn * sinTheta;
  // I/m = (2/5) R^2, so (R/I) P = (5/(2R)) (P/m).
  const k = 2.5 / R;
  const dwx = -k * PY * sinTheta;
  const dwy = k * (PX * sinTheta - PZ * cosT);
  const dwz = k * PY * cosT;
  // On the cloth the slate holds the ball down, so the cushion and slate together stop any motion
  // still into the cushion (Han's impulse along the tilted nose normal leaves (1 - (1+e) cos^2)
  // of it, which is positive only for e below about 0.08): clamp it, which only removes energy.
  const nvx = free ? vx + PX : Math.min(vx + PX, 0);
  const nvy = vy + PY;
  const nwx = wx + dwx;
  const nwy = wy + dwy;
  // Back to table coordinates.
  v[0] = nvx * Xx + nvy * Yx;
  v[1] = nvx * Xy + nvy * Yy;
  w[0] = nwx * Xx + nwy * Yx;
  w[1] = nwx * Xy + nwy * Yy;
  w[2] = wz + dwz;
  if (free) v[2] = vz + PZ;
  return { approachSpeed: vnorm, verticalImpulse: PZ };
}
