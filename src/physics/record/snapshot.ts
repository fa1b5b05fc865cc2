/**
 * The record's snapshot: where the balls lie before the stroke and which of them are frozen (to
 * another ball or to a cushion) within FROZEN_GAP_TOLERANCE_M, as design.md's event log states it
 * for the rules (G37, frozen balls).
 */
import type { CushionName } from '../../table/geometry.ts';
import { FROZEN_GAP_TOLERANCE_M } from '../contact-tolerances.ts';
import type { BallSnapshot, FrozenPair } from './shot-record.ts';
import type { TableModel } from '../table-model.ts';

/** A ball as the snapshot reads it: on the table unless `pocket` says where it lies. */
interface PlacedBall {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly pocket?: unknown;
}

export function takeSnapshot(balls: readonly PlacedBall[], t: TableModel): { balls: BallSnapshot[]; frozen: FrozenPair[] } {
  const { R, dc, elements } = t;
  const onTable = balls.filter((b) => !b.pocket);
  const out: BallSnapshot[] = onTable.map((b) => ({ id: b.id, x: b.x, y: b.y, z: R }));
  const frozen: FrozenPair[] = [];
  for (let i = 0; i < onTable.length; i++) {
    const a = onTable[i] as PlacedBall;
    for (let j = i + 1; j < onTable.length; j++) {
      const b = onTable[j] as PlacedBall;
      const gx = a.x - b.x,
        gy = a.y - b.y;
      const gap = Math.sqrt(gx * gx + gy * gy) - 2 * R;
      if (gap <= FROZEN_GAP_TOLERANCE_M) frozen.push({ a: a.id, b: b.id, kind: 'ball', gapM: gap });
    }
    const nearest = new Map<CushionName, number>();
    for (const e of elements) {
      let gap: number;
      if (e.src.kind === 'segment') {
        const along = (a.x - e.ax) * e.ux + (a.y - e.ay) * e.uy;
        if (along < 0 || along > e.len) continue;
        gap = (a.x - e.ax) * e.nx + (a.y - e.ay) * e.ny - dc;
        if (gap < -R) continue;
      } else {
        gap = Math.sqrt((a.x - e.cx) * (a.x - e.cx) + (a.y - e.cy) * (a.y - e.cy)) - e.rc;
      }
      const c = e.src.cushion;
      if (gap <= FROZEN_GAP_TOLERANCE_M && gap < (nearest.get(c) ?? Infinity)) nearest.set(c, gap);
    }
    for (const [c, gap] of nearest) frozen.push({ a: a.id, b: c, kind: 'cushion', gapM: gap });
  }
  return { balls: out, frozen };
}
