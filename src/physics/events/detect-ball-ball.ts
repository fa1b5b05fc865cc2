/**
 * Ball-ball detection: the time two balls next touch. Their centres move on quadratics in time,
 * so |r_i(s) - r_j(s)|^2 = (2R)^2 is a quartic (3-D: either may be in the air or on a rail top);
 * the impact is its first root where the distance closes faster than APPROACH_EPS_MPS. A pair
 * touching and pushing together is a sustained contact instead (sustained-contact.ts), due at its
 * next correction. Resolved by handle-ball-ball.ts.
 */
import { firstEntry } from '../../math/poly.ts';
import { stateAt, type Motion } from '../laws/ball-motion.ts';
import { APPROACH_EPS_MPS, TOUCH_EPS_M } from '../contact-tolerances.ts';
import type { EngineState } from '../engine-state.ts';
import { due, pushingTogether, SUSTAINED_CONTACT_STEP_S } from './sustained-contact.ts';

/** The time (absolute, s) balls i < j next meet, or Infinity within their current laws. */
export function predictPair(s: EngineState, i: number, j: number, now: number): number {
  if (!s.collides(i) || !s.collides(j) || (!s.moving(i) && !s.moving(j))) return Infinity;
  const { p, st, st2, coeff } = s;
  const D = s.t.D;
  const mi = s.motion[i] as Motion,
    mj = s.motion[j] as Motion;
  const horizon = Math.min(mi.tEnd, mj.tEnd) - now;
  if (!(horizon > 0)) return Infinity;
  stateAt(p, mi, now, st);
  stateAt(p, mj, now, st2);
  const px = (st[0] as number) - (st2[0] as number),
    py = (st[1] as number) - (st2[1] as number);
  const qx = (st[2] as number) - (st2[2] as number),
    qy = (st[3] as number) - (st2[3] as number);
  const sx = 0.5 * (mi.ax - mj.ax),
    sy = 0.5 * (mi.ay - mj.ay);
  // Heights: equal and constant for two balls on the cloth, so these terms are exactly 0 there.
  const pz = (st[7] as number) - (st2[7] as number),
    qz = (st[8] as number) - (st2[8] as number),
    sz = 0.5 * (mi.az - mj.az);
  const dist = Math.sqrt(px * px + py * py + pz * pz);
  const reach = Math.sqrt(qx * qx + qy * qy + qz * qz) * horizon + Math.sqrt(sx * sx + sy * sy + sz * sz) * horizon * horizon;
  if (dist - D > reach + TOUCH_EPS_M) return Infinity;
  coeff[0] = px * px + py * py + pz * pz - D * D;
  coeff[1] = 2 * (px * qx + py * qy + pz * qz);
  coeff[2] = qx * qx + qy * qy + qz * qz + 2 * (px * sx + py * sy + pz * sz);
  coeff[3] = 2 * (qx * sx + qy * sy + qz * sz);
  coeff[4] = sx * sx + sy * sy + sz * sz;
  const k = i * s.n + j;
  // Touching and pushing together: a sustained contact, not a string of ever smaller impacts.
  if (pushingTogether(coeff, 2 * D, now - (s.pairLastImpact[k] as number) < SUSTAINED_CONTACT_STEP_S)) {
    s.pairSustained[k] = 1;
    return due(s.pairDue, k, now, horizon, coeff, 4, 2 * D, Math.max(s.pairLastImpact[k] as number, mi.t0, mj.t0), s.pairHandledAt, s.pairHandled);
  }
  s.pairSustained[k] = 0;
  s.pairDue[k] = Infinity;
  const tau = firstEntry(coeff, 4, horizon, 2 * D * TOUCH_EPS_M, 2 * D * APPROACH_EPS_MPS);
  return tau === Infinity ? Infinity : now + tau;
}
