/**
 * Every number the rules use, named and tied to its rule. Values the documents do not give
 * are the project's readings, stated in docs/rules.md (the rules matrix's decisions D1-D31).
 */

/** T2.10, T1.16.5 (D2): two first contacts within this cue-ball travel are simultaneous, m. */
export const SIMULTANEOUS_TRAVEL_M = 0.001;
/** T2.10 (D2): and always when they fall within this time, s. */
export const SIMULTANEOUS_DT_S = 0.00025;
/** G15, G9, G38 (D8): half-width of the head string, m. */
export const HEAD_STRING_HALF_WIDTH_M = 0.0005;
/** T2.20a: "less than the width of a piece of chalk", m (the document gives no number; a chalk cube is about 22 mm). */
export const PUSH_ZONE_M = 0.022;
/** T2.20b: following the object ball by more than half a ball diameter is a presumed push (ball diameters). */
export const PUSH_FOLLOW_MAX_DIAMETERS = 0.5;
/** T2.20c (D1): the cue ball as fast as the object ball along its line: speed ratio. */
export const PUSH_SPEED_RATIO = 0.95;
/** T2.20d (D1): forward creep of a draw shot before it comes back (ball diameters). */
export const DRAW_CREEP_DIAMETERS = 0.1;
/** T2.20c: the cue ball keeping pace with the object ball is looked at this long after the hit, s (5 ms). */
export const PUSH_PACE_PROBE_S = 0.005;
/** T2.20b, T2.20d (D1): the cue ball is watched until its next contact, at most this long after the hit, s. */
export const PUSH_WATCH_S = 0.5;
/**
 * G26: a jump shot is played "with a clearly raised cue"; at this elevation and above, degrees, a
 * stroke counts as one (swerve strokes are played lower; jump strokes at 30-60 degrees).
 */
export const JUMP_STROKE_MIN_ELEVATION_DEG = 20;
/** G23 (D14): a tip contact longer than this is a push shot, s (a normal stroke is about 1 ms). */
export const PUSH_SHOT_CONTACT_S = 0.005;
/** WPA 8-ball and 9-ball legal break: at least this many object balls to cushions (rules-matrix 4.1, 4.2). */
export const BREAK_MIN_BALLS_TO_CUSHION = 4;
/** WPA 14.1 opening break: the cue ball and at least this many object balls to cushions (4.3). */
export const STRAIGHT_POOL_BREAK_MIN_BALLS = 2;
/** T2.16: the third foul in a row is the penalised one. */
export const THREE_FOULS = 3;
/** WPA 14.1 penalties (4.3): a standard foul, a breaking foul, the extra for a third foul. */
export const STRAIGHT_POOL_FOUL_POINTS = -1;
export const STRAIGHT_POOL_BREAK_FOUL_POINTS = -2;
export const STRAIGHT_POOL_THIRD_FOUL_EXTRA = -15;
/** G31c (D15): a spotted ball goes this close to the cue ball (never frozen to it), m. */
export const SPOT_GAP_TO_CUE_M = 0.001;
/** G13, G14 (D5): a ball is at rest below this speed, m/s ... */
export const AT_REST_SPEED_M_S = 0.001;
/** ... and below this angular speed on every axis, rad/s (a ball spinning in place is moving). */
export const AT_REST_SPIN_RAD_S = 0.05;
/** G30b (D5): a ball that had rested at least this long, s, and then drops into a pocket by itself is put back. */
export const SETTLE_RESTORE_S = 5;
/** G25: a stroke is a scoop when the tip meets the cue ball below its centre (fractions of R) with a cue lower than a jump stroke's. */
export const SCOOP_MAX_TIP_HEIGHT_R = 0;
/**
 * G2, T2.7: a racked ball lies on its slot of the triangle's lattice (apex on the foot spot, each ball
 * touching its neighbours) to within this, m, in x and in y (design.md: racked balls touch, gaps within 1 µm).
 */
export const RACK_SLOT_TOLERANCE_M = 1e-6;
/** G5 (D10): two lag balls closer than this in distance to the head cushion tie, m. */
export const LAG_TIE_M = 0.0005;
/**
 * G34, T2.18: a touched ball that the record shows coming to rest at the declared touch, or this
 * short a time before it, was stopped by the hand, s (a scenario's record stops a held ball at the
 * touch; a declared time is a referee's report, good to about a quarter of a second).
 */
export const HAND_STOP_WINDOW_S = 0.25;
