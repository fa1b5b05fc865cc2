/**
 * G30, balls that move by themselves ("gule, ktoré sa samé pohybujú"), and the rules matrix's
 * reading D5. The physics never lets a ball at rest move again, so a settle is declared
 * (`ball-settled`: the ball, the time t from the strike and, when it dropped, the pocket) and the
 * record says the rest: since when the ball had rested, and whether a ball of the stroke reached
 * it afterwards (the record is the stroke with the settling ball pinned in place, D5).
 *  (a) it moved on the bed without dropping: it stays where it came to rest, play goes on;
 *  (b) it had rested at least SETTLE_RESTORE_S and dropped: put back where it lay, no effect;
 *  (c) it dropped during the stroke before a ball of the stroke reached it: everything is
 *      restored and the stroke replayed, as for an outside interference;
 *  and D5's last case: a ball that drops less than SETTLE_RESTORE_S after it stopped counts as
 *  pocketed by the stroke that brought it there.
 */
import { type MotionSegment, sampleBall, type ShotRecord } from '../physics/index.ts';
import { NOTES } from '../i18n/rulings.ts';
import type { Bilingual } from '../i18n/glossary.ts';
import type { PocketName } from '../table/geometry.ts';
import { SETTLE_RESTORE_S } from './thresholds.ts';
import type { Declaration } from './types.ts';

export interface SettleOutcome {
  /** (c): the stroke is replayed. */
  readonly replay: boolean;
  /** (b): balls the referee puts back where they lay. */
  readonly putBack: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>;
  /** D5: balls that count as pocketed by this stroke. */
  readonly pocketed: ReadonlyArray<{ readonly id: string; readonly pocket: PocketName; readonly t: number }>;
  readonly notes: readonly Bilingual[];
}

/** Since when ball `id` has been at rest at time t (s from the strike; -Infinity: since before the stroke), or null if it is not at rest then. */
export function restingSince(record: ShotRecord, id: string, t: number): number | null {
  const traj = record.trajectory.balls.find((b) => b.id === id);
  const at = traj ? sampleBall(record, traj, t) : null;
  if (!traj || !at || at.mode !== 'stationary') return null;
  const segs = traj.segments;
  let k = segs.length - 1;
  while (k > 0 && (segs[k] as MotionSegment).t > t) k--;
  const moved = segs.slice(0, k + 1).some((s) => s.mode !== 'stationary');
  return moved ? (segs[k] as MotionSegment).t : -Infinity;
}

export function settleOutcome(declared: readonly Declaration[], record: ShotRecord): SettleOutcome {
  const putBack: Array<{ id: string; x: number; y: number }> = [];
  const pocketed: Array<{ id: string; pocket: PocketName; t: number }> = [];
  const notes: Bilingual[] = [];
  let replay = false;
  for (const d of declared) {
    if (d.type !== 'ball-settled' || d.ball === undefined || d.t === undefined) continue;
    const id = d.ball,
      t = d.t;
    const since = restingSince(record, id, t);
    if (since === null) continue; // the loader refuses a settle of a ball that is not at rest (scenario/run.ts)
    if (!d.pocket) {
      notes.push(NOTES.settledStays(id)); // (a)
      continue;
    }
    const rest = t - since;
    if (rest < SETTLE_RESTORE_S) {
      pocketed.push({ id, pocket: d.pocket, t });
      notes.push(NOTES.settledCounts(id, d.pocket));
      continue;
    }
    const reached = record.events.some((e) => e.type === 'ball-ball' && e.t >= t && e.balls.includes(id));
    if (reached) {
      replay = true; // (c)
      notes.push(NOTES.settledReplay(id));
      continue;
    }
    const traj = record.trajectory.balls.find((b) => b.id === id);
    const at = traj ? sampleBall(record, traj, t) : null;
    if (at) putBack.push({ id, x: at.r[0], y: at.r[1] }); // (b)
    notes.push(NOTES.settledPutBack(id, d.pocket, rest));
  }
  return { replay, putBack, pocketed, notes };
}
