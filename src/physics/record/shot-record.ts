/**
 * ShotRecord: the contract between physics and everything else (design.md, "Event log").
 * Plain serialisable data; no cannon-es, no three. The rules layer reads only these types.
 */
import type { CushionName, PocketName } from '../../table/geometry.ts';

export type BallId = string;

/** Motion state of a ball (design.md: the CLI's `state`). */
export type BallMode = 'sliding' | 'rolling' | 'spinning' | 'stationary' | 'airborne' | 'pocketed' | 'off-table' | 'tumbling';

export type Vec3 = [number, number, number];

interface EventBase {
  /** Seconds from the strike (t = 0 is the moment the tip first touches the cue ball). */
  readonly t: number;
  readonly balls: readonly BallId[];
}

export interface CueTipContactEvent extends EventBase {
  readonly type: 'cue-tip-contact';
  /** Start and end of this tip contact, s, and its ordinal (1 for the first contact). */
  readonly start: number;
  readonly end: number;
  readonly count: number;
  /** Tip contact offset, fractions of R (side > 0 right english, height > 0 follow). */
  readonly tip: { readonly side: number; readonly height: number };
  /** Cue-ball launch speed, m/s. */
  readonly speed: number;
  /** Elevation of the cue at the stroke, degrees (0 level); on the first contact (extension of design.md's event). */
  readonly elevationDeg?: number;
}

export interface BallBallEvent extends EventBase {
  readonly type: 'ball-ball';
  /** Normal approach speed at impact, m/s. */
  readonly speed: number;
  /** Contact point on the cloth plane, [x, y] m. */
  readonly pos: readonly [number, number];
}

export interface BallCushionEvent extends EventBase {
  readonly type: 'ball-cushion';
  readonly cushion: CushionName;
  /** `nose` for the straight cushion, `jaw` for a pocket point or facing. */
  readonly part: 'nose' | 'jaw';
  /** The pocket whose jaw was hit (jaw contacts only). */
  readonly pocket?: PocketName;
  readonly speed: number;
  readonly pos: readonly [number, number];
}

/**
 * `pocket-enter` and `pocket-exit`: the mouth line crossed; `pocket-drop` (an extension of
 * design.md's list): the ball fell past the hole's edge into the pocket (the 3-D world takes it);
 * `pocket-return` (extension): it came back out onto the bed; `pocketed`: it stayed in the pocket,
 * at the time of its last drop (G19: a ball that drops in and comes back out is not pocketed).
 */
export interface PocketEvent extends EventBase {
  readonly type: 'pocket-enter' | 'pocket-exit' | 'pocket-drop' | 'pocket-return' | 'pocketed';
  readonly pocket: PocketName;
}

/**
 * A ball at rest hanging in a pocket's mouth when the stroke ends (an extension of design.md's
 * list): where its centre projects, over the hole or over the bed, and that projection (G32).
 */
export interface PocketJamEvent extends EventBase {
  readonly type: 'pocket-jam';
  readonly pocket: PocketName;
  readonly over: 'hole' | 'bed';
  readonly pos: readonly [number, number];
}

/**
 * The cue ball's centre crosses the head string (an extension of design.md's event list, needed by
 * the kitchen rules G9 and G38): `out` leaves the kitchen toward the foot, `in` comes back.
 */
export interface HeadStringEvent extends EventBase {
  readonly type: 'head-string';
  readonly direction: 'out' | 'in';
}

export interface RestEvent extends EventBase {
  readonly type: 'ball-rest' | 'all-rest';
}

/** The stick touches a ball other than with its tip on the cue ball (G3, G20). Emitted by the cue-stick model. */
export interface CueStickContactEvent extends EventBase {
  readonly type: 'cue-stick-contact';
  readonly part: 'tip' | 'ferrule' | 'shaft';
}

/** The tip slipped off the cue ball (offset past the miscue limit). Emitted by the cue-stick model. */
export interface MiscueEvent extends EventBase {
  readonly type: 'miscue';
}

/** Airborne motion (3-D engine): leaving the cloth, landing, landing on a rail top. */
export interface FlightEvent extends EventBase {
  readonly type: 'airborne' | 'landed' | 'rail-top';
}

/** A ball is off the table (G27), with what it touched: floor, lamp, or the rail top it rests on. */
export interface OffTableEvent extends EventBase {
  readonly type: 'off-table';
  readonly touched: 'floor' | 'lamp' | 'rail-top';
}

export type ShotEvent =
  | CueTipContactEvent
  | CueStickContactEvent
  | MiscueEvent
  | BallBallEvent
  | BallCushionEvent
  | PocketEvent
  | PocketJamEvent
  | HeadStringEvent
  | FlightEvent
  | OffTableEvent
  | RestEvent;
export type ShotEventType = ShotEvent['type'];

/**
 * One piece of closed-form motion of a ball, valid from `t` until the next segment:
 * position r(t + s) = r + v s + a s^2 / 2 (on the cloth z = R, on a rail top z = R + nose height;
 * in the air a = (0, 0, -g));
 * spin: sliding w_xy(t + s) = w_xy + aw s; rolling w_xy slaved to v (w_x = -v_y/R, w_y = v_x/R);
 * w_z decays at `spinDecel` toward 0 and stays there, except in the air, where all spin is constant.
 */
/**
 * One piece of a ball's path from time t. The event engine's modes are closed forms (r + v s +
 * a s^2 / 2); `tumbling` (an extension) is a ball moved by a 3-D world (a pocket, the room): from
 * its state at one of the world's steps (r, v, w), the parabola that ends where the next step left it.
 */
export interface MotionSegment {
  readonly t: number;
  readonly mode: BallMode;
  readonly r: Vec3;
  readonly v: Vec3;
  readonly a: Vec3;
  readonly w: Vec3;
  /** Angular acceleration of w_x, w_y while sliding, rad/s^2. */
  readonly aw: readonly [number, number];
  /** Pocket the ball lies in (mode 'pocketed'). */
  readonly pocket?: PocketName;
  /**
   * A path through a cluster's compliant window (events/handle-cluster.ts): the ball may overlap
   * another by the contact's compression (up to about 1 mm at break speed), and the energy stored in
   * that compression is not in its motion.
   */
  readonly compliant?: true;
}

export interface BallTrajectory {
  readonly id: BallId;
  readonly segments: readonly MotionSegment[];
}

/**
 * The stick's path after the strike, for replay: the tip sphere's centre is at
 * tip + dir * s(t), s(t) = s + speed (t - t_seg) - decel (t - t_seg)^2 / 2 until it stops (its
 * speed reaches 0, or s reaches sMax, where an elevated tip meets the cloth).
 */
export interface StickTrajectory {
  readonly ball: BallId;
  /** Unit axis of the stick, [x, y, z] (z < 0 for an elevated cue). */
  readonly dir: readonly [number, number, number];
  readonly sMax?: number;
  readonly tip: readonly [number, number, number];
  readonly decel: number;
  readonly segments: ReadonlyArray<{ readonly t: number; readonly s: number; readonly speed: number }>;
  /** A shove (G23): the stick drove the ball at constant speed, with no deceleration, until this time, s. */
  readonly pushUntil?: number;
}

export interface FrozenPair {
  readonly a: BallId;
  /** The other ball, or a cushion name for a ball frozen to a cushion. */
  readonly b: BallId | CushionName;
  readonly kind: 'ball' | 'cushion';
  /** Gap at the strike, m (negative: overlap within tolerance). */
  readonly gapM: number;
}

export interface BallSnapshot {
  readonly id: BallId;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface FinalBall {
  readonly id: BallId;
  readonly state: BallMode;
  readonly x?: number;
  readonly y?: number;
  readonly z?: number;
  readonly pocket?: PocketName;
}

export interface ShotRecord {
  /** Balls at the strike and the frozen pairs (gaps at or below FROZEN_GAP_TOLERANCE_M). */
  readonly snapshot: { readonly balls: readonly BallSnapshot[]; readonly frozen: readonly FrozenPair[] };
  /** Ordered by time; simultaneous events in the order they were resolved. */
  readonly events: readonly ShotEvent[];
  readonly final: { readonly balls: readonly FinalBall[] };
  /** Closed-form motion of every ball: any instant can be redrawn exactly. */
  readonly trajectory: {
    readonly balls: readonly BallTrajectory[];
    readonly endT: number;
    readonly spinDecel: number;
    readonly ballRadius: number;
    readonly sticks?: readonly StickTrajectory[];
  };
}
