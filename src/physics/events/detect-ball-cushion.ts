/**
 * Ball-cushion detection for the straight cushions (the nose segments; the rounded jaws at the
 * pocket points are detect-ball-jaw.ts). On the cloth the ball's centre stays dc = R cos(theta)
 * from the nose line: the signed distance minus dc is a quadratic in time, and the contact must
 * fall on the segment. In flight the nose is an edge, a line at the nose height h:
 * (distance to the nose line)^2 + (z - h)^2 = R^2, a quartic; a ball whose bottom clears the nose
 * crosses the nose line instead and is over the rail top (EVENT_OVER_RAIL). A ball lying on (or
 * pushed into) a cushion is a sustained contact. Resolved by handle-ball-cushion.ts.
 */
import { firstCrossing, firstEntry } from '../../math/poly.ts';
import { APPROACH_EPS_MPS, TOUCH_EPS_M } from '../contact-tolerances.ts';
import { EVENT_CUSHION, EVENT_OVER_RAIL, offer, type Candidate, type EngineState, type Mover } from '../engine-state.ts';
import { dueOnCushion, pushingTogether, SUSTAINED_CONTACT_STEP_S } from './sustained-contact.ts';
import type { Element } from '../table-model.ts';

/** Offers the contact of a ball on the cloth with cushion segment e (element k). */
export function segmentOnCloth(s: EngineState, b: Mover, e: Element, k: number, c: Candidate): void {
  const { coeff } = s;
  const { x, y, vx, vy, hax, hay, now, horizon } = b;
  // A ball's centre more than a radius behind the face is really on its far side: the face is
  // ignored. One slightly inside the rubber (squeezed there by the stick) is met and pushed out.
  const g0 = (x - e.ax) * e.nx + (y - e.ay) * e.ny - s.t.dc;
  if (g0 < -s.t.R || g0 > b.reach + TOUCH_EPS_M) return;
  coeff[0] = g0;
  coeff[1] = vx * e.nx + vy * e.ny;
  coeff[2] = hax * e.nx + hay * e.ny;
  const alongNow = (x - e.ax) * e.ux + (y - e.ay) * e.uy;
  // Sustained contact only on the segment itself; beside its end (a ball in a pocket mouth is
  // legitimately behind the line there) the ordinary impact search below applies.
  if (alongNow >= 0 && alongNow <= e.len && pushingTogether(coeff, 1, now - (s.cushionLastImpact[b.i] as number) < SUSTAINED_CONTACT_STEP_S)) {
    const tS = dueOnCushion(s, b, coeff, 2, 1);
    offer(c, tS, EVENT_CUSHION, k, 1);
    return;
  }
  // (No use for a contact after the ball's earliest event found so far: c.t.)
  const tau = firstEntry(coeff, 2, horizon, TOUCH_EPS_M, APPROACH_EPS_MPS, -1, c.t - now);
  if (tau === Infinity || now + tau >= c.t) return;
  // The contact must fall on the segment (jaws cover its ends).
  const cx = x + tau * (vx + hax * tau),
    cy = y + tau * (vy + hay * tau);
  const along = (cx - e.ax) * e.ux + (cy - e.ay) * e.uy;
  if (along < 0 || along > e.len) return;
  offer(c, now + tau, EVENT_CUSHION, k, 0);
}

/** Offers the contact of a ball in flight with cushion segment e's nose edge, or its crossing of the nose line above it. */
export function segmentInFlight(s: EngineState, b: Mover, e: Element, k: number, c: Candidate): void {
  const { coeff } = s;
  const { R, hNose } = s.t;
  const { x, y, vx, vy, z, vz, now, horizon } = b;
  const g0 = (x - e.ax) * e.nx + (y - e.ay) * e.ny;
  if (g0 < 0 || g0 - R > b.reach + TOUCH_EPS_M) return;
  const gv = vx * e.nx + vy * e.ny;
  const c0 = z - hNose,
    c1 = vz,
    c2 = 0.5 * b.m.az;
  coeff[0] = g0 * g0 + c0 * c0 - R * R;
  coeff[1] = 2 * (g0 * gv + c0 * c1);
  coeff[2] = gv * gv + c1 * c1 + 2 * c0 * c2;
  coeff[3] = 2 * c1 * c2;
  coeff[4] = c2 * c2;
  const alongNow = (x - e.ax) * e.ux + (y - e.ay) * e.uy;
  // A ball resting on the edge (gravity pulls it in): a sustained contact, as on the cloth.
  if (alongNow >= 0 && alongNow <= e.len && pushingTogether(coeff, 2 * R, now - (s.cushionLastImpact[b.i] as number) < SUSTAINED_CONTACT_STEP_S)) {
    const tS = dueOnCushion(s, b, coeff, 4, 2 * R);
    offer(c, tS, EVENT_CUSHION, k, 1);
    return;
  }
  // The contact must fall on the segment (jaws cover its ends); a touch beside it, say at a
  // pocket mouth, does not end the search: the flight may meet the segment further on.
  let tau = firstEntry(coeff, 4, horizon, 2 * R * TOUCH_EPS_M, 2 * R * APPROACH_EPS_MPS, -1, c.t - now);
  for (let tries = 0; tries < 2 && now + tau < c.t; tries++) {
    const along = (x + tau * vx - e.ax) * e.ux + (y + tau * vy - e.ay) * e.uy;
    if (along >= 0 && along <= e.len) {
      offer(c, now + tau, EVENT_CUSHION, k, 0);
      break;
    }
    tau = firstEntry(coeff, 4, horizon, 2 * R * TOUCH_EPS_M, 2 * R * APPROACH_EPS_MPS, tau);
  }
  // Its bottom clears the nose: the centre crosses the nose line over the rail top.
  coeff[0] = g0;
  coeff[1] = gv;
  coeff[2] = 0;
  tau = firstCrossing(coeff, 1, horizon, 'down', c.t - now);
  if (now + tau < c.t) {
    const along = (x + tau * vx - e.ax) * e.ux + (y + tau * vy - e.ay) * e.uy;
    if (along >= 0 && along <= e.len) offer(c, now + tau, EVENT_OVER_RAIL, k, 0);
  }
}
