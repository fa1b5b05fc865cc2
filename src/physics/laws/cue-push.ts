/**
 * A shove (G23, the push shot): instead of striking, the hand keeps the tip on the cue ball for
 * `pushS` and drives it at the cue speed along the stroke line. No impulse: the ball moves with the
 * tip from the start, and the cloth's friction spins it up while it is pushed (ball-motion.ts
 * `setDriven`); at the end of the push the ball goes on by its own law and the stick, still moving
 * at the cue speed, is stopped by the arm (its follow-through, stick-follow-through.ts). The tip
 * contact lasts the whole push: `cue-tip-contact` from 0 to pushS, which the rules compare with
 * PUSH_SHOT_CONTACT_S. The tip's offset gives no spin: a shove is slow and the tip does not slip.
 * An impulse on the ball while it is pushed (it meets another ball) ends the push there.
 */
import type { CueStroke } from './cue-strike-instantaneous.ts';
import { ARM_DECEL_MPS2, FOLLOW_THROUGH_MAX_M } from '../cue/cue-stick.ts';

/** What a shove sets at t = 0: the ball's velocity, the end of the push, and the arm's deceleration after it. */
export interface Shove {
  readonly v: [number, number];
  readonly until: number;
  readonly decel: number;
}

/** The shove a stroke asks for, or null for a strike. */
export function shoveOf(stroke: CueStroke): Shove | null {
  if (stroke.pushS === undefined || !(stroke.pushS > 0)) return null;
  if (stroke.elevationDeg !== 0) throw new RangeError('pushS: a shove is played with a level cue (elevationDeg 0)');
  const u = stroke.cueSpeed;
  // The arm stops the stick after the push as after a strike (cue-stick.ts), from the cue speed.
  const ft = stroke.followThroughM;
  const decel = ft !== undefined ? (ft > 0 ? (u * u) / (2 * ft) : 0) : Math.max(ARM_DECEL_MPS2, (u * u) / (2 * FOLLOW_THROUGH_MAX_M));
  return { v: [u * stroke.dir[0], u * stroke.dir[1]], until: stroke.pushS, decel };
}
