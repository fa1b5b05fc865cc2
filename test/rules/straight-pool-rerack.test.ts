/** 14.1 re-rack of fourteen with the break-ball and cue-ball cases (rules-matrix 4.3, T1.5a). */
import { describe, expect, it } from 'vitest';
import { inRackArea, rerackStraightPool } from '../../src/rules/straight-pool-rerack.ts';
import { R, TABLE } from './records.ts';

const ids14 = Array.from({ length: 14 }, (_, i) => String(i + 1));
const [hx, hy] = TABLE.spots.head;
const [cx, cy] = TABLE.spots.centre;
const [fx, fy] = TABLE.spots.foot;
const rackSpot: [number, number] = [fx + 0.1, 0.02]; // inside the outline

describe('14.1 re-rack', () => {
  it('T1.5a: the rack outline covers the racked balls and not the centre spot', () => {
    expect(inRackArea(TABLE, R, rackSpot)).toBe(true);
    expect(inRackArea(TABLE, R, [fx, fy])).toBe(true);
    expect(inRackArea(TABLE, R, [cx, cy])).toBe(false);
    expect(inRackArea(TABLE, R, [fx + 0.1, 0.3])).toBe(false);
  });
  it('the 14 are racked with the apex empty; balls out of the way stay where they are', () => {
    const r = rerackStraightPool(TABLE, R, { cue: [-0.5, 0.2], breakBall: { id: '15', x: 0.2, y: -0.3 }, ids: ids14 });
    expect(r.rack).toHaveLength(14);
    expect(r.rack.some((b) => Math.hypot(b.x - fx, b.y - fy) < 1e-9)).toBe(false);
    expect(r.breakBall).toEqual({ id: '15', x: 0.2, y: -0.3 });
    expect(r.cue).toEqual([-0.5, 0.2]);
  });
  it('break ball in the rack area goes to the head spot', () => {
    expect(rerackStraightPool(TABLE, R, { cue: [-0.2, 0.2], breakBall: { id: '15', x: rackSpot[0], y: rackSpot[1] }, ids: ids14 }).breakBall).toEqual(
      { id: '15', x: hx, y: hy },
    );
  });
  it('... or to the centre spot when the cue ball lies on the head spot', () => {
    expect(rerackStraightPool(TABLE, R, { cue: [hx, hy], breakBall: { id: '15', x: rackSpot[0], y: rackSpot[1] }, ids: ids14 }).breakBall).toEqual({
      id: '15',
      x: cx,
      y: cy,
    });
  });
  it('both in the rack area: break ball on the foot spot, cue ball in hand in the kitchen', () => {
    const r = rerackStraightPool(TABLE, R, { cue: [fx + 0.15, -0.03], breakBall: { id: '15', x: rackSpot[0], y: rackSpot[1] }, ids: ids14 });
    expect(r.breakBall).toEqual({ id: '15', x: fx, y: fy });
    expect(r.cue).toBe('kitchen');
  });
  it('cue ball in the rack area: in hand in the kitchen; on the head spot if the break ball is in the kitchen; centre spot if it is on the head spot', () => {
    expect(rerackStraightPool(TABLE, R, { cue: rackSpot, breakBall: { id: '15', x: 0.3, y: 0.3 }, ids: ids14 }).cue).toBe('kitchen');
    expect(rerackStraightPool(TABLE, R, { cue: rackSpot, breakBall: { id: '15', x: -0.9, y: 0.3 }, ids: ids14 }).cue).toEqual([hx, hy]);
    expect(rerackStraightPool(TABLE, R, { cue: rackSpot, breakBall: { id: '15', x: hx, y: hy }, ids: ids14 }).cue).toEqual([cx, cy]);
  });
  it('the 15th pocketed with the 14th: all fifteen are racked, the cue ball stays', () => {
    const r = rerackStraightPool(TABLE, R, { cue: [-0.3, 0.1], breakBall: null, ids: [...ids14, '15'] });
    expect(r.rack).toHaveLength(15);
    expect(r.cue).toEqual([-0.3, 0.1]);
  });
});
