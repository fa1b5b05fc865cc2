/**
 * G31: spotting balls. On the long string from the foot spot toward the foot cushion, in
 * numerical order, each as close as possible to the foot spot (frozen to object balls in the
 * way, never frozen to the cue ball: SPOT_GAP_TO_CUE_M); when that part of the line is full,
 * on its extension toward the centre spot (G31b). Other balls are never moved.
 */
import type { TableGeometry } from '../table/geometry.ts';
import { SPOT_GAP_TO_CUE_M } from './thresholds.ts';

export interface Placed {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);

export function spotBalls(ids: readonly string[], occupied: readonly Placed[], table: TableGeometry, R: number): Placed[] {
  const h = table.spec.cushionNoseHeightM;
  const dc = Math.sqrt(R * R - (h - R) * (h - R));
  const footLimit = table.noses.foot - dc;
  const centreLimit = table.noses.head + dc;
  const y = table.spots.foot[1];
  const placed: Placed[] = [];
  const all = (): Placed[] => [...occupied, ...placed];
  /** The interval of x on the long string that ball b blocks. */
  const blocked = (b: Placed): [number, number] | null => {
    const reach = 2 * R + (b.id === 'cue' ? SPOT_GAP_TO_CUE_M : 0);
    const dy = b.y - y;
    if (Math.abs(dy) >= reach) return null;
    const half = Math.sqrt(reach * reach - dy * dy);
    return [b.x - half, b.x + half];
  };
  const search = (start: number, dir: 1 | -1, limit: number): number | null => {
    let x = start;
    for (let guard = 0; guard < 64; guard++) {
      if (dir === 1 ? x > limit : x < limit) return null;
      let moved = false;
      for (const b of all()) {
        const iv = blocked(b);
        if (!iv || x <= iv[0] || x >= iv[1]) continue;
        x = dir === 1 ? iv[1] : iv[0];
        moved = true;
      }
      if (!moved) return x;
    }
    return null;
  };
  for (const id of [...ids].sort(byNumber)) {
    const foot = table.spots.foot[0];
    const x = search(foot, 1, footLimit) ?? search(foot, -1, centreLimit);
    if (x === null) throw new Error(`G31: no free place on the long string for ball ${id}`);
    placed.push({ id, x, y });
  }
  return placed;
}
