/**
 * 14.1 continuous play (rules-matrix 4.3): when 14 balls of a rack are down, the 14 are re-racked
 * with the apex empty; the 15th ("break") ball and the cue ball stay unless they interfere with
 * the rack area (the outline of T1.5a). The special cases:
 * - break ball in the rack area: to the head spot, or the centre spot if the cue ball is on the
 *   head spot; if the cue ball is in the rack area too, the break ball goes on the foot spot and
 *   the cue ball is in hand behind the head string;
 * - cue ball in the rack area: in hand behind the head string; on the head spot if the break ball
 *   lies in the kitchen, on the centre spot if the break ball is on the head spot;
 * - the 15th ball pocketed with the 14th: all 15 are racked; the cue ball stays, or is in hand in
 *   the kitchen if it lies in the rack area.
 */
import type { Vec2 } from '../math/vec2.ts';
import { rackBalls, type RackedBall } from '../table/racks.ts';
import type { TableGeometry } from '../table/geometry.ts';

export interface RerackInput {
  /** Where the cue ball lies, or null when it is in hand. */
  readonly cue: Vec2 | null;
  /** The one object ball left on the table, or null when it was pocketed with the 14th. */
  readonly breakBall: { readonly id: string; readonly x: number; readonly y: number } | null;
  /** The balls to rack (14, or 15 when the break ball was pocketed too). */
  readonly ids: readonly string[];
  readonly seed?: number;
}

export interface RerackResult {
  readonly rack: readonly RackedBall[];
  readonly breakBall: { readonly id: string; readonly x: number; readonly y: number } | null;
  /** Where the cue ball is placed, or 'kitchen' for ball in hand behind the head string. */
  readonly cue: Vec2 | 'kitchen';
}

/** T1.5a: the rack outline, the triangle around a full 15-ball rack. A ball interferes when it overlaps it. */
export function inRackArea(table: TableGeometry, R: number, p: Vec2): boolean {
  const [fx, fy] = table.spots.foot;
  const s3 = Math.sqrt(3);
  // Outline: apex R*2 in front of the apex ball centre, back edge R behind the last row (rows of 1..5).
  const apex: Vec2 = [fx - 2 * R, fy];
  const backX = fx + 4 * s3 * R + R;
  const halfBack = (backX - apex[0]) / s3;
  const corners: Vec2[] = [apex, [backX, fy + halfBack], [backX, fy - halfBack]];
  // Overlap test: inside the triangle grown by R.
  const inside = (q: Vec2) => {
    let sign = 0;
    for (let i = 0; i < 3; i++) {
      const a = corners[i] as Vec2,
        b = corners[(i + 1) % 3] as Vec2;
      const cross = (b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0]);
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const d = cross / len; // signed distance from the edge
      if (sign === 0) sign = Math.sign(d) || 1;
      if (d * sign < -R) return false;
    }
    return true;
  };
  return inside(p);
}

export function rerackStraightPool(table: TableGeometry, R: number, input: RerackInput): RerackResult {
  const full = input.breakBall === null;
  const rack = rackBalls(table, R, { type: full ? 'fifteen' : 'fourteen-one', seed: input.seed ?? 0, ids: input.ids });
  const head = table.spots.head,
    centre = table.spots.centre,
    foot = table.spots.foot;
  const near = (p: Vec2, q: Vec2) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 2 * R;
  const cueInRack = input.cue !== null && inRackArea(table, R, input.cue);
  if (full) return { rack, breakBall: null, cue: cueInRack || input.cue === null ? 'kitchen' : input.cue };
  const bb = input.breakBall as { id: string; x: number; y: number };
  const bbPos: Vec2 = [bb.x, bb.y];
  const bbInRack = inRackArea(table, R, bbPos);
  if (bbInRack && cueInRack) return { rack, breakBall: { id: bb.id, x: foot[0], y: foot[1] }, cue: 'kitchen' };
  if (bbInRack) {
    const onHead = input.cue !== null && near(input.cue, head);
    const spot = onHead ? centre : head;
    return { rack, breakBall: { id: bb.id, x: spot[0], y: spot[1] }, cue: input.cue ?? 'kitchen' };
  }
  if (cueInRack) {
    const bbInKitchen = bb.x < table.headStringX;
    if (near(bbPos, head)) return { rack, breakBall: bb, cue: centre };
    return { rack, breakBall: bb, cue: bbInKitchen ? head : 'kitchen' };
  }
  return { rack, breakBall: bb, cue: input.cue ?? 'kitchen' };
}
