/**
 * Flight detection besides contacts: a ball in flight over the bed coming down to the rail top's
 * height (EVENT_DOWN_TO_RAIL: beside the playing area it lands on the rail there), and touching
 * the lamp's shade (EVENT_LAMP, G27c). Both are quadratics in z. The landing itself is the end of
 * the flight's law (`setFlight` in ball-motion.ts), a transition (handle-transition.ts).
 * Resolved by handle-rail-top.ts (down to the rail) and handle-flight.ts (the lamp).
 */
import { firstCrossing } from '../../math/poly.ts';
import { EVENT_DOWN_TO_RAIL, EVENT_LAMP, offer, type Candidate, type EngineState, type Mover } from '../engine-state.ts';

/** Height of the lamp's shade above the bed, m (design.md, scenario `lamp`: 0.9 m). */
export const LAMP_HEIGHT_M = 0.9;

/** Offers ball b's descent through the rail top's height over the bed (once per flight). */
export function detectDownToRail(s: EngineState, b: Mover, c: Candidate): void {
  const { coeff } = s;
  coeff[0] = b.z - s.t.railLevel;
  coeff[1] = b.vz;
  coeff[2] = 0.5 * b.m.az;
  const tau = firstCrossing(coeff, 2, b.horizon, 'down');
  offer(c, b.now + tau, EVENT_DOWN_TO_RAIL, 0, 0);
}

/** Offers ball b's top touching the lamp's shade. */
export function detectLamp(s: EngineState, b: Mover, c: Candidate): void {
  const { coeff } = s;
  coeff[0] = b.z + s.t.R - LAMP_HEIGHT_M;
  coeff[1] = b.vz;
  coeff[2] = 0.5 * b.m.az;
  const tau = firstCrossing(coeff, 2, b.horizon, 'up');
  offer(c, b.now + tau, EVENT_LAMP, 0, 0);
}
