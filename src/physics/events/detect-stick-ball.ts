/**
 * Stick-ball detection: while a stick follows through (stick-follow-through.ts), the time its tip
 * (a sphere of TIP_RADIUS_M) next meets a ball: |ball(s) - tip(s)| = R + r_tip, a quartic (for a
 * level stick and a ball on the cloth, in the plane at the reach the tip's height leaves).
 * Resolved by handle-stick-ball.ts.
 */
import { firstEntry } from '../../math/poly.ts';
import { MODE_AIRBORNE, stateAt, type Motion } from '../laws/ball-motion.ts';
import { APPROACH_EPS_MPS, TOUCH_EPS_M } from '../contact-tolerances.ts';
import { TIP_RADIUS_M } from '../cue/cue-stick.ts';
import type { EngineState } from '../engine-state.ts';
import type { Stick } from '../cue/stick-follow-through.ts';

/** The time (absolute, s) stick k's tip next meets ball i, or Infinity. */
export function predictStick(s: EngineState, k: number, i: number, now: number): number {
  const { p, st, coeff } = s;
  const R = s.t.R;
  const sk = s.sticks[k] as Stick;
  // During a shove the stick drives its ball (cue-push.ts); its follow-through starts at t0.
  if (!s.active(i) || !(sk.tStop > now) || now < sk.t0) return Infinity;
  const mi = s.motion[i] as Motion;
  const horizon = Math.min(mi.tEnd, sk.tStop) - now;
  if (!(horizon > 0)) return Infinity;
  stateAt(p, mi, now, st);
  const tau0 = now - sk.t0;
  const sNow = sk.s0 + tau0 * (sk.speed - 0.5 * sk.decel * tau0);
  const vNow = sk.speed - sk.decel * tau0;
  const px = (st[0] as number) - (sk.x0 + sk.dx * sNow),
    py = (st[1] as number) - (sk.y0 + sk.dy * sNow);
  const qx = (st[2] as number) - sk.dx * vNow,
    qy = (st[3] as number) - sk.dy * vNow;
  const sx = 0.5 * (mi.ax + sk.dx * sk.decel),
    sy = 0.5 * (mi.ay + sk.dy * sk.decel);
  let reach = sk.reach;
  if (sk.dz !== 0 || mi.mode === MODE_AIRBORNE || mi.level !== R) {
    // An elevated stick or a ball off the cloth: the full 3-D distance between the centres.
    reach = R + TIP_RADIUS_M;
    const pz = (st[7] as number) - (sk.z + sk.dz * sNow),
      qz = (st[8] as number) - sk.dz * vNow,
      sz = 0.5 * (mi.az + sk.dz * sk.decel);
    coeff[0] = px * px + py * py + pz * pz - reach * reach;
    coeff[1] = 2 * (px * qx + py * qy + pz * qz);
    coeff[2] = qx * qx + qy * qy + qz * qz + 2 * (px * sx + py * sy + pz * sz);
    coeff[3] = 2 * (qx * sx + qy * sy + qz * sz);
    coeff[4] = sx * sx + sy * sy + sz * sz;
  } else {
    coeff[0] = px * px + py * py - reach * reach;
    coeff[1] = 2 * (px * qx + py * qy);
    coeff[2] = qx * qx + qy * qy + 2 * (px * sx + py * sy);
    coeff[3] = 2 * (qx * sx + qy * sy);
    coeff[4] = sx * sx + sy * sy;
  }
  const tau = firstEntry(coeff, 4, horizon, 2 * reach * TOUCH_EPS_M, 2 * reach * APPROACH_EPS_MPS);
  return tau === Infinity ? Infinity : now + tau;
}
