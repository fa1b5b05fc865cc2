/**
 * Which way each ball faces at any instant of a ShotRecord: its orientation follows its angular
 * velocity, so a rolling stripe turns over, a draw shot's backspin shows, side spin turns the
 * number about the vertical and a jump ball keeps its spin in the air.
 *
 * Quaternions are plain tuples [w, x, y, z] in the table frame (design.md; no three here): a
 * ball's orientation q maps its body frame to the table frame. The angular velocity w(t) within a
 * motion segment is the one `sampleBall` reads (trajectory.ts): linear in time in every mode
 * (sliding w_xy = w + aw s; rolling w_xy slaved to a velocity that changes linearly; w_z wearing
 * off linearly to 0, or constant in the air), so its integral over any interval is exact.
 *
 * The orientation at every segment's start is integrated once, when the record is prepared; any
 * instant is then evaluated from its own segment's start with the same sub-steps, so a replay
 * scrubbed back to an instant, stepped frame by frame or played forward to it shows the ball the
 * same way, bit for bit. Where the spin axis is fixed within a segment (a pure roll, a spin in
 * place, flight) one rotation by the integral is exact; where it turns (sliding, or a roll with
 * side spin wearing off), the segment is cut into sub-steps of at most ORIENTATION_STEP_S, each
 * turned by its exact integral (a first-order Magnus step: the error is second order in the step).
 */
import type { BallTrajectory, MotionSegment, ShotRecord } from './shot-record.ts';

export type Quat = readonly [number, number, number, number];

/** The identity orientation: the ball's body frame equals the table frame. */
export const IDENTITY_QUAT: Quat = [1, 0, 0, 0];

/** Longest sub-step of a segment whose spin axis turns, s (a 2 ms step: well under a frame). */
export const ORIENTATION_STEP_S = 0.002;

/** Hamilton product a * b (apply b, then a). */
export function quatMul(a: Quat, b: Quat): Quat {
  return [
    a[0] * b[0] - a[1] * b[1] - a[2] * b[2] - a[3] * b[3],
    a[0] * b[1] + a[1] * b[0] + a[2] * b[3] - a[3] * b[2],
    a[0] * b[2] - a[1] * b[3] + a[2] * b[0] + a[3] * b[1],
    a[0] * b[3] + a[1] * b[2] - a[2] * b[1] + a[3] * b[0],
  ];
}

/** The rotation by the rotation vector `r` (axis times angle, rad). */
export function quatFromRotationVector(r: readonly [number, number, number]): Quat {
  const angle = Math.sqrt(r[0] * r[0] + r[1] * r[1] + r[2] * r[2]);
  if (angle < 1e-12) return [1, r[0] / 2, r[1] / 2, r[2] / 2];
  const k = Math.sin(angle / 2) / angle;
  return [Math.cos(angle / 2), r[0] * k, r[1] * k, r[2] * k];
}

/** Rotation angle of q in [0, pi], rad. */
export function quatAngle(q: Quat): number {
  const v = Math.sqrt(q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
  return 2 * Math.atan2(v, Math.abs(q[0]));
}

/** q rotating the vector p (body frame) into the table frame. */
export function quatRotate(q: Quat, p: readonly [number, number, number]): [number, number, number] {
  const r = quatMul(quatMul(q, [0, p[0], p[1], p[2]]), [q[0], -q[1], -q[2], -q[3]]);
  return [r[1], r[2], r[3]];
}

const normalise = (q: Quat): Quat => {
  const n = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
};

/** Integral of |w0| - decel s (clamped at 0) over [s0, s1], with w0's sign: the vertical spin's turn. */
function decayingIntegral(w0: number, decel: number, s0: number, s1: number): number {
  if (w0 === 0) return 0;
  const a = Math.abs(w0);
  const stop = decel > 0 ? a / decel : Infinity;
  const e0 = Math.min(s0, stop),
    e1 = Math.min(s1, stop);
  const area = a * (e1 - e0) - 0.5 * decel * (e1 * e1 - e0 * e0);
  return w0 > 0 ? area : -area;
}

/** Exact integral of the segment's angular velocity over [s0, s1] (s from the segment's start). */
function spinIntegral(seg: MotionSegment, R: number, spinDecel: number, s0: number, s1: number): [number, number, number] {
  const ds = s1 - s0,
    mid = 0.5 * (s0 + s1);
  let ix = 0,
    iy = 0;
  if (seg.mode === 'sliding') {
    ix = (seg.w[0] + seg.aw[0] * mid) * ds;
    iy = (seg.w[1] + seg.aw[1] * mid) * ds;
  } else if (seg.mode === 'rolling') {
    ix = (-(seg.v[1] + seg.a[1] * mid) / R) * ds;
    iy = ((seg.v[0] + seg.a[0] * mid) / R) * ds;
  } else if (seg.mode === 'airborne' || seg.mode === 'spinning' || seg.mode === 'tumbling') {
    ix = seg.w[0] * ds;
    iy = seg.w[1] * ds;
  }
  const iz = seg.mode === 'airborne' || seg.mode === 'tumbling' ? seg.w[2] * ds : decayingIntegral(seg.w[2], spinDecel, s0, s1);
  return [ix, iy, iz];
}

const still = (seg: MotionSegment) => seg.mode === 'stationary' || seg.mode === 'pocketed' || seg.mode === 'off-table';

/** Whether the spin axis can turn within the segment (then it is integrated in sub-steps). */
function axisTurns(seg: MotionSegment): boolean {
  if (still(seg) || seg.mode === 'airborne' || seg.mode === 'tumbling') return false;
  if (seg.mode === 'spinning') return seg.w[0] !== 0 || seg.w[1] !== 0;
  if (seg.w[2] === 0) return seg.mode === 'sliding' && (seg.aw[0] !== 0 || seg.aw[1] !== 0);
  return true;
}

/** The orientation `s` seconds into a segment that starts at orientation `q0`. */
export function turnWithin(seg: MotionSegment, q0: Quat, s: number, R: number, spinDecel: number): Quat {
  if (s <= 0 || still(seg)) return q0;
  const n = axisTurns(seg) ? Math.max(1, Math.ceil(s / ORIENTATION_STEP_S)) : 1;
  let q = q0;
  for (let k = 0; k < n; k++) {
    const s0 = (s * k) / n,
      s1 = (s * (k + 1)) / n;
    q = quatMul(quatFromRotationVector(spinIntegral(seg, R, spinDecel, s0, s1)), q);
  }
  return normalise(q);
}

/** Orientations of one ball's record: one at each segment's start. */
export interface BallOrientation {
  readonly id: string;
  readonly traj: BallTrajectory;
  readonly atSegmentStart: readonly Quat[];
}

export interface RecordOrientation {
  readonly balls: ReadonlyMap<string, BallOrientation>;
  readonly ballRadius: number;
  readonly spinDecel: number;
}

/**
 * Integrates every ball's orientation over its segments, from `start` (the ball's orientation at
 * the strike; the identity where not given).
 */
export function prepareOrientation(record: ShotRecord, start: ReadonlyMap<string, Quat> = new Map()): RecordOrientation {
  const R = record.trajectory.ballRadius,
    decel = record.trajectory.spinDecel;
  const balls = new Map<string, BallOrientation>();
  for (const traj of record.trajectory.balls) {
    const atSegmentStart: Quat[] = [];
    let q = start.get(traj.id) ?? IDENTITY_QUAT;
    traj.segments.forEach((seg, i) => {
      atSegmentStart.push(q);
      const next = traj.segments[i + 1];
      if (next) q = turnWithin(seg, q, next.t - seg.t, R, decel);
    });
    balls.set(traj.id, { id: traj.id, traj, atSegmentStart });
  }
  return { balls, ballRadius: R, spinDecel: decel };
}

/** The orientation of ball `id` at time t (its first orientation before its first segment). */
export function orientationAt(o: RecordOrientation, id: string, t: number): Quat | null {
  const b = o.balls.get(id);
  if (!b) return null;
  const segs = b.traj.segments;
  let lo = 0,
    hi = segs.length - 1,
    found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((segs[mid] as MotionSegment).t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return b.atSegmentStart[0] ?? IDENTITY_QUAT;
  const seg = segs[found] as MotionSegment;
  return turnWithin(seg, b.atSegmentStart[found] as Quat, t - seg.t, o.ballRadius, o.spinDecel);
}
