/**
 * Ball-jaw detection: the rounded rubber at each pocket point (a circle of the jaw's radius). On the
 * cloth the ball's centre stays rc = r_jaw + dc from the jaw's centre: |r(s) - c|^2 = rc^2, a
 * quartic. In flight the jaw's nose edge is a circle of radius r_j at the nose height: the ball
 * touches it when (rho - r_j)^2 + (z - h)^2 = R^2 (rho its horizontal distance from the jaw's
 * axis), squared free of its root to a polynomial of degree 8. Resolved by handle-ball-cushion.ts
 * (Han 2005 with the normal from the jaw's centre).
 */
import { firstEntry } from '../../math/poly.ts';
import { APPROACH_EPS_MPS, TOUCH_EPS_M } from '../contact-tolerances.ts';
import { EVENT_CUSHION, offer, type Candidate, type EngineState, type Mover } from '../engine-state.ts';
import { dueOnCushion, pushingTogether, SUSTAINED_CONTACT_STEP_S } from './sustained-contact.ts';
import type { Element } from '../table-model.ts';

/** Offers the contact of a ball on the cloth with jaw e (element k). */
export function jawOnCloth(s: EngineState, b: Mover, e: Element, k: number, c: Candidate): void {
  const { coeff } = s;
  const { x, y, vx, vy, hax, hay, now, horizon } = b;
  const px = x - e.cx,
    py = y - e.cy;
  const dist = Math.sqrt(px * px + py * py);
  if (dist - e.rc > b.reach + TOUCH_EPS_M) return;
  coeff[0] = px * px + py * py - e.rc * e.rc;
  coeff[1] = 2 * (px * vx + py * vy);
  coeff[2] = vx * vx + vy * vy + 2 * (px * hax + py * hay);
  coeff[3] = 2 * (vx * hax + vy * hay);
  coeff[4] = hax * hax + hay * hay;
  if (pushingTogether(coeff, 2 * e.rc, now - (s.cushionLastImpact[b.i] as number) < SUSTAINED_CONTACT_STEP_S)) {
    const tS = dueOnCushion(s, b, coeff, 4, 2 * e.rc);
    offer(c, tS, EVENT_CUSHION, k, 1);
    return;
  }
  // (No use for a contact after the ball's earliest event found so far: c.t.)
  const tau = firstEntry(coeff, 4, horizon, 2 * e.rc * TOUCH_EPS_M, 2 * e.rc * APPROACH_EPS_MPS, -1, c.t - now);
  offer(c, now + tau, EVENT_CUSHION, k, 0);
}

/** Offers the contact of a ball in flight with jaw e's nose edge. */
export function jawInFlight(s: EngineState, b: Mover, e: Element, k: number, c: Candidate): void {
  const { coeff9, q5 } = s;
  const { R, hNose, dc } = s.t;
  const { x, y, vx, vy, z, vz, now, horizon } = b;
  // F = Q^2 - 4 r_j^2 rho^2 with Q = rho^2 + r_j^2 + (z - h)^2 - R^2 has the sign of the gap
  // wherever the ball is not over the jaw itself.
  const jr = e.rc - dc;
  const px = x - e.cx,
    py = y - e.cy;
  const a0 = px * px + py * py,
    a1 = 2 * (px * vx + py * vy),
    a2 = vx * vx + vy * vy;
  const rho = Math.sqrt(a0);
  const c0 = z - hNose,
    c1 = vz,
    c2 = 0.5 * b.m.az;
  // Far away, or where the squared form would not have the gap's sign (deep over the jaw).
  if (rho - jr - R > b.reach + TOUCH_EPS_M || (rho + jr) * (rho + jr) + c0 * c0 <= R * R) return;
  q5[0] = a0 + jr * jr + c0 * c0 - R * R;
  q5[1] = a1 + 2 * c0 * c1;
  q5[2] = a2 + c1 * c1 + 2 * c0 * c2;
  q5[3] = 2 * c1 * c2;
  q5[4] = c2 * c2;
  coeff9.fill(0);
  for (let a = 0; a <= 4; a++) for (let d = 0; d <= 4; d++) coeff9[a + d] = (coeff9[a + d] as number) + (q5[a] as number) * (q5[d] as number);
  const k4 = 4 * jr * jr;
  coeff9[0] = (coeff9[0] as number) - k4 * a0;
  coeff9[1] = (coeff9[1] as number) - k4 * a1;
  coeff9[2] = (coeff9[2] as number) - k4 * a2;
  // F = gap * (2R + ...) * (Q + 2 r_j rho): the tolerances scaled alike.
  const scale = 2 * R * Math.max((q5[0] as number) + 2 * jr * rho, 1e-12);
  if (pushingTogether(coeff9, scale, now - (s.cushionLastImpact[b.i] as number) < SUSTAINED_CONTACT_STEP_S)) {
    const tS = dueOnCushion(s, b, coeff9, 8, scale);
    offer(c, tS, EVENT_CUSHION, k, 1);
    return;
  }
  const tau = firstEntry(coeff9, 8, horizon, scale * TOUCH_EPS_M, scale * APPROACH_EPS_MPS, -1, c.t - now);
  offer(c, now + tau, EVENT_CUSHION, k, 0);
}
