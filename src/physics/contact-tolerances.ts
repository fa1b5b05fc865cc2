/**
 * Tolerances every contact detector and resolver shares: rounding, not physics. Each says why it
 * has its value. Sustained contacts have their own in sustained-contact.ts.
 */

/**
 * Gap (m) at or below which two balls, or a ball and a cushion, are listed as frozen in the
 * snapshot (design.md: about 0.2 mm; the referee's eye cannot judge less).
 */
export const FROZEN_GAP_TOLERANCE_M = 0.0002;
/** Gap (m) within which two surfaces count as touching for the impact test (rounding, not physics). */
export const TOUCH_EPS_M = 1e-10;
/**
 * Approach speed (m/s) below which two touching surfaces are grazing, not colliding: the sign of
 * the approach rate is then rounding noise (a ball rolling tangentially past a touching ball).
 */
export const APPROACH_EPS_MPS = 1e-9;
/**
 * Impacts slower than this (m/s) are plastic (restitution 0). A ball pushed by friction into a
 * ball or a cushion bounces ever faster with ever smaller speeds (inelastic collapse: infinitely
 * many impacts in finite time); below 1 mm/s the bounce carries under 1e-7 J and is dropped.
 */
export const PLASTIC_BELOW_MPS = 1e-3;
