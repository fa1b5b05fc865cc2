/**
 * What happened in a stroke, read from its event log: the queries the rules ask ("first
 * contact", "cushions after t", "pocketed", ...), in the spirit of pooltool's event queries.
 */
import { type BallCushionEvent, sampleBall, type ShotEvent, type ShotRecord } from '../physics/index.ts';
import { SIMULTANEOUS_DT_S, SIMULTANEOUS_TRAVEL_M } from './thresholds.ts';

export const CUE = 'cue';

export interface StrokeFacts {
  readonly events: readonly ShotEvent[];
  /** Balls on the table at the strike. */
  readonly onTable: ReadonlySet<string>;
  /** Object balls the cue ball met first: one, or all it met at once (T2.10: within the simultaneity tolerance). */
  readonly firstHits: readonly string[];
  readonly firstHitT: number | null;
  /** Cushion contacts after the first contact (G18.2). */
  readonly cushionsAfterFirst: readonly BallCushionEvent[];
  /** Object balls pocketed in this stroke, in order, with their pocket. */
  readonly pocketed: ReadonlyArray<{ readonly id: string; readonly pocket: string; readonly t: number }>;
  readonly cuePocketedT: number | null;
  /** Balls that left the table (G27), with the time. */
  readonly offTable: ReadonlyArray<{ readonly id: string; readonly t: number }>;
  /** Time the cue ball touched a ball lying in a pocket (G19). */
  readonly touchedPocketedBallT: number | null;
  /** First time the cue ball's centre left the kitchen (crossed the head string toward the foot). */
  readonly kitchenExitT: number | null;
  /** First time it came back into the kitchen after leaving it. */
  readonly kitchenReturnT: number | null;
}

/** Distance the cue ball's centre travelled between two instants, from the trajectory (null without one). */
export function cueTravel(record: ShotRecord, t1: number, t2: number): number | null {
  const traj = record.trajectory.balls.find((b) => b.id === CUE);
  if (!traj || traj.segments.length === 0) return null;
  const a = sampleBall(record, traj, t1),
    b = sampleBall(record, traj, t2);
  if (!a || !b) return null;
  return Math.hypot(b.r[0] - a.r[0], b.r[1] - a.r[1]);
}

export function strokeFacts(record: ShotRecord): StrokeFacts {
  const events = record.events;
  const onTable = new Set(record.snapshot.balls.map((b) => b.id));
  const pocketedAt = new Map<string, number>();
  const hits = events.filter((e) => e.type === 'ball-ball' && e.balls.includes(CUE));
  let firstHits: string[] = [];
  let firstHitT: number | null = null;
  let touchedPocketedBallT: number | null = null;
  for (const e of events) {
    if (e.type === 'pocketed') pocketedAt.set(e.balls[0] as string, e.t);
    if (e.type === 'ball-ball' && e.balls.includes(CUE)) {
      const other = e.balls.find((b) => b !== CUE) as string;
      const inPocket = !onTable.has(other) || (pocketedAt.get(other) ?? Infinity) <= e.t;
      if (inPocket && touchedPocketedBallT === null) touchedPocketedBallT = e.t;
    }
  }
  const first = hits.find((e) => onTable.has(e.balls.find((b) => b !== CUE) as string));
  if (first) {
    firstHitT = first.t;
    firstHits = [first.balls.find((b) => b !== CUE) as string];
    // T2.10, T1.16.5 (D2): every other ball the cue ball meets within the simultaneity tolerance
    // of the first contact (at the same instant, within SIMULTANEOUS_DT_S, or within
    // SIMULTANEOUS_TRAVEL_M of cue-ball travel) also counts as first. The one definition of
    // simultaneity the rules use (G17, G22d, G9, G38).
    for (const e of hits) {
      const other = e.balls.find((b) => b !== CUE) as string;
      if (e === first || e.t < first.t || firstHits.includes(other) || !onTable.has(other)) continue;
      const travel = cueTravel(record, first.t, e.t);
      if (!(e.t - first.t <= SIMULTANEOUS_DT_S || (travel !== null && travel <= SIMULTANEOUS_TRAVEL_M))) break;
      firstHits.push(other);
    }
  }
  // "After" follows the log order: a frozen ball meets its cushion at the same instant as the hit.
  const firstIndex = first ? events.indexOf(first) : -1;
  const cushionsAfterFirst = firstIndex < 0 ? [] : events.filter((e, i): e is BallCushionEvent => e.type === 'ball-cushion' && i > firstIndex);
  const pocketed = events
    .filter((e) => e.type === 'pocketed' && e.balls[0] !== CUE)
    .map((e) => ({ id: e.balls[0] as string, pocket: (e as { pocket: string }).pocket, t: e.t }));
  const cue = events.find((e) => e.type === 'pocketed' && e.balls[0] === CUE);
  const offTable = events.filter((e) => e.type === 'off-table').map((e) => ({ id: e.balls[0] as string, t: e.t }));
  const exit = events.find((e) => e.type === 'head-string' && e.balls[0] === CUE && e.direction === 'out');
  const back = exit ? events.find((e) => e.type === 'head-string' && e.balls[0] === CUE && e.direction === 'in' && e.t > exit.t) : undefined;
  return {
    events,
    onTable,
    firstHits,
    firstHitT,
    cushionsAfterFirst,
    pocketed,
    cuePocketedT: cue ? cue.t : null,
    offTable,
    touchedPocketedBallT,
    kitchenExitT: exit ? exit.t : null,
    kitchenReturnT: back ? back.t : null,
  };
}
