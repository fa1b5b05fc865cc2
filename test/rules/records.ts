/**
 * Hand-written ShotRecords for rule tests (no physics): balls at the strike, an ordered event
 * list, and optional final positions and trajectories.
 */
import type { BallTrajectory, MotionSegment, ShotEvent, ShotRecord, FrozenPair } from '../../src/physics/record/shot-record.ts';
import type { CushionName, PocketName } from '../../src/table/geometry.ts';
import { tableGeometry } from '../../src/table/geometry.ts';

export const R = 0.028575;
export const TABLE = tableGeometry('9ft');

export interface RecordSpec {
  /** Balls on the table at the strike: id -> [x, y]. */
  balls: Record<string, [number, number]>;
  events: ShotEvent[];
  /** Final positions of balls that moved (others stay where they were). */
  final?: Record<string, [number, number]>;
  frozen?: FrozenPair[];
  trajectories?: BallTrajectory[];
}

export function record(spec: RecordSpec): ShotRecord {
  const ids = Object.keys(spec.balls);
  const pocketed = new Map<string, PocketName>();
  const off = new Set<string>();
  for (const e of spec.events) {
    if (e.type === 'pocketed') pocketed.set(e.balls[0] as string, e.pocket);
    if (e.type === 'off-table') off.add(e.balls[0] as string);
  }
  const lastSegment = (spec.trajectories ?? []).flatMap((tr) => tr.segments.map((g) => g.t));
  const endT = Math.max(0, ...spec.events.map((e) => e.t), ...lastSegment);
  const events: ShotEvent[] = spec.events.some((e) => e.type === 'all-rest')
    ? spec.events
    : [...spec.events, { t: endT, type: 'all-rest', balls: [] }];
  return {
    snapshot: { balls: ids.map((id) => ({ id, x: spec.balls[id]![0], y: spec.balls[id]![1], z: R })), frozen: spec.frozen ?? [] },
    events,
    final: {
      balls: ids.map((id) => {
        if (pocketed.has(id)) return { id, state: 'pocketed' as const, pocket: pocketed.get(id)! };
        if (off.has(id)) return { id, state: 'off-table' as const };
        const [x, y] = spec.final?.[id] ?? spec.balls[id]!;
        return { id, state: 'stationary' as const, x, y, z: R };
      }),
    },
    trajectory: { balls: spec.trajectories ?? [], endT, spinDecel: 10.9, ballRadius: R },
  };
}

export const tip = (t = 0, extra: Partial<{ start: number; end: number; count: number }> = {}): ShotEvent => ({
  t,
  type: 'cue-tip-contact',
  balls: ['cue'],
  start: extra.start ?? t,
  end: extra.end ?? t + 0.001,
  count: extra.count ?? 1,
  tip: { side: 0, height: 0 },
  speed: 2,
});
export const bb = (t: number, a: string, b: string): ShotEvent => ({ t, type: 'ball-ball', balls: [a, b], speed: 1, pos: [0, 0] });
export const bc = (t: number, ball: string, cushion: CushionName, part: 'nose' | 'jaw' = 'nose'): ShotEvent => ({
  t,
  type: 'ball-cushion',
  balls: [ball],
  cushion,
  part,
  speed: 1,
  pos: [0, 0],
});
export const potted = (t: number, ball: string, pocket: PocketName): ShotEvent => ({ t, type: 'pocketed', balls: [ball], pocket });
export const enter = (t: number, ball: string, pocket: PocketName): ShotEvent => ({ t, type: 'pocket-enter', balls: [ball], pocket });
export const exit = (t: number, ball: string, pocket: PocketName): ShotEvent => ({ t, type: 'pocket-exit', balls: [ball], pocket });
export const headOut = (t: number): ShotEvent => ({ t, type: 'head-string', balls: ['cue'], direction: 'out' });
export const offTable = (t: number, ball: string, touched: 'floor' | 'lamp' | 'rail-top' = 'floor'): ShotEvent => ({
  t,
  type: 'off-table',
  balls: [ball],
  touched,
});
export const stick = (t: number, ball: string, part: 'tip' | 'ferrule' | 'shaft'): ShotEvent => ({
  t,
  type: 'cue-stick-contact',
  balls: [ball],
  part,
});
export const flight = (t: number, ball: string, type: 'airborne' | 'landed' | 'rail-top'): ShotEvent => ({ t, type, balls: [ball] });

/** A straight-line segment list: from t0 at (x, y) with constant velocity (vx, vy), at rest after tEnd. */
export function straight(id: string, pieces: Array<{ t: number; x: number; y: number; vx: number; vy: number }>): BallTrajectory {
  const segments: MotionSegment[] = pieces.map((p) => ({
    t: p.t,
    mode: p.vx === 0 && p.vy === 0 ? 'stationary' : 'sliding',
    r: [p.x, p.y, R],
    v: [p.vx, p.vy, 0],
    a: [0, 0, 0],
    w: [0, 0, 0],
    aw: [0, 0],
  }));
  return { id, segments };
}
