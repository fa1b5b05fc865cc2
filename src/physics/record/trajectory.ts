/**
 * Reading a ShotRecord's trajectory: the exact state of any ball at any instant, from the
 * closed-form segments the engine recorded (replay, slow motion, traces, renderers).
 */
import type { BallTrajectory, MotionSegment, ShotRecord, Vec3 } from './shot-record.ts';

export interface BallSample {
  readonly id: string;
  readonly mode: MotionSegment['mode'];
  readonly r: Vec3;
  readonly v: Vec3;
  readonly w: Vec3;
  readonly pocket?: string;
  /** Within a cluster's compliant window (the segment's `compliant`). */
  readonly compliant?: true;
}

function segmentAt(traj: BallTrajectory, t: number): MotionSegment | null {
  const segs = traj.segments;
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
  return found < 0 ? null : (segs[found] as MotionSegment);
}

/** State of one ball at time t (t >= 0). */
export function sampleBall(record: ShotRecord, traj: BallTrajectory, t: number): BallSample | null {
  const seg = segmentAt(traj, t);
  if (!seg) return null;
  const s = t - seg.t;
  const R = record.trajectory.ballRadius;
  const v: Vec3 = [seg.v[0] + seg.a[0] * s, seg.v[1] + seg.a[1] * s, seg.v[2] + seg.a[2] * s];
  const r: Vec3 = [
    seg.r[0] + s * (seg.v[0] + 0.5 * seg.a[0] * s),
    seg.r[1] + s * (seg.v[1] + 0.5 * seg.a[1] * s),
    seg.a[2] === 0 && seg.mode !== 'tumbling' ? seg.r[2] : seg.r[2] + s * (seg.v[2] + 0.5 * seg.a[2] * s),
  ];
  let wx = seg.w[0],
    wy = seg.w[1];
  if (seg.mode === 'sliding') {
    wx += seg.aw[0] * s;
    wy += seg.aw[1] * s;
  } else if (seg.mode === 'rolling') {
    wx = -v[1] / R;
    wy = v[0] / R;
  }
  let wz = 0;
  if (seg.mode === 'airborne' || seg.mode === 'tumbling') {
    wx = seg.w[0];
    wy = seg.w[1];
    wz = seg.w[2]; // no friction in the air: the spin is constant
  } else if (seg.w[2] !== 0) {
    const left = Math.abs(seg.w[2]) - record.trajectory.spinDecel * s;
    wz = left <= 0 ? 0 : seg.w[2] > 0 ? left : -left;
  }
  const still = seg.mode === 'pocketed' || seg.mode === 'stationary' || seg.mode === 'off-table';
  return {
    id: traj.id,
    mode: seg.mode,
    r,
    v: still ? [0, 0, 0] : v,
    w: still ? [0, 0, 0] : [wx, wy, wz],
    ...(seg.pocket ? { pocket: seg.pocket } : {}),
    ...(seg.compliant ? { compliant: true as const } : {}),
  };
}

/** States of every ball at time t, in record order. */
export function sampleAll(record: ShotRecord, t: number): BallSample[] {
  const out: BallSample[] = [];
  for (const traj of record.trajectory.balls) {
    const s = sampleBall(record, traj, t);
    if (s) out.push(s);
  }
  return out;
}
