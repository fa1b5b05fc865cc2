/**
 * A ball meeting the slate (or the rail top) from above: the frictional inelastic table contact of
 * pooltool (`FrictionalInelasticTable` [S21m]; docs/physics.md §3.5). The normal velocity is
 * reversed and scaled by e_t; the friction impulse opposes the slip of the contact point,
 * limited by Coulomb friction mu_s (1 + e_t)|v_z| and by the "grips and rolls" value (2/7)|u| that
 * stops the slip; the spin changes by (5/2R)(dv_t x z) (the impulse acts at -R z). A bounce that
 * would rise less than SETTLE_HEIGHT_M ends on the surface (otherwise the ball chatters forever).
 */
import type { BallKinematics } from './ball-ball-frictional-inelastic.ts';
import type { PhysicsParams } from '../params.ts';

/** A bounce lower than this (m, v_z^2 / 2g) is not followed: the ball stays on the surface [S21m]. */
export const SETTLE_HEIGHT_M = 0.005;

/** Smallest upward speed, m/s, that lifts a ball off a surface (a bounce of SETTLE_HEIGHT_M). */
export const liftSpeed = (p: PhysicsParams): number => Math.sqrt(2 * p.g * SETTLE_HEIGHT_M);

/**
 * Resolves in place a ball arriving at the surface with v_z < 0. Returns whether it rises again
 * (v_z > 0 after the bounce); when it does not, v_z is exactly 0.
 */
export function resolveBallSlate(p: PhysicsParams, b: BallKinematics): boolean {
  const R = p.ballRadiusM;
  const v = b.v,
    w = b.w;
  const vz = v[2];
  if (!(vz < 0)) {
    if (vz > 0 && vz >= liftSpeed(p)) return true;
    v[2] = 0;
    return false;
  }
  // Slip of the contact point at -R z: u = v + w x (-R z) = (vx - R wy, vy + R wx).
  const ux = v[0] - R * w[1],
    uy = v[1] + R * w[0];
  const u = Math.sqrt(ux * ux + uy * uy);
  if (u > 0) {
    const jt = Math.min(p.muSlide * (1 + p.eSlate) * -vz, (2 / 7) * u);
    const dvx = (-jt * ux) / u,
      dvy = (-jt * uy) / u;
    v[0] += dvx;
    v[1] += dvy;
    // dw = (5/2R)(dv x z) = (5/2R)(dvy, -dvx, 0).
    const k = 2.5 / R;
    w[0] += k * dvy;
    w[1] -= k * dvx;
  }
  const up = -p.eSlate * vz;
  if (up >= liftSpeed(p)) {
    v[2] = up;
    return true;
  }
  v[2] = 0;
  return false;
}
