/**
 * Head-string detection (an extension of design.md's events for the kitchen rules G9 and G38):
 * the cue ball's centre crossing x = headStringX, a quadratic. Only the crossing away from the
 * side it is on is sought, so that rounding right after a crossing cannot find the same one again.
 * Resolved in simulate.ts's `onBallEvent` (a `head-string` event, the side flipped).
 */
import { firstCrossing } from '../../math/poly.ts';
import { EVENT_HEAD_STRING, offer, type Candidate, type EngineState, type Mover } from '../engine-state.ts';

/** Offers the cue ball's next crossing of the head string (which: 1 out of the kitchen, 0 back in). */
export function detectHeadString(s: EngineState, b: Mover, c: Candidate): void {
  const { coeff } = s;
  coeff[0] = b.x - s.t.xH;
  coeff[1] = b.vx;
  coeff[2] = b.hax;
  const tau = firstCrossing(coeff, 2, b.horizon, s.cueInKitchen ? 'up' : 'down');
  offer(c, b.now + tau, EVENT_HEAD_STRING, s.cueInKitchen ? 1 : 0, 0);
}
