/** The aiming aid's geometry: first ball on the line, ghost ball, object-ball line. */
import { describe, expect, it } from 'vitest';
import { firstBallOnLine } from '../../src/physics/aim.ts';

const R = 0.028575;

describe('firstBallOnLine', () => {
  it('a full hit: the ghost ball touches the object ball straight behind it', () => {
    const hit = firstBallOnLine([0, 0], [1, 0], R, [{ id: '1', x: 0.5, y: 0 }])!;
    expect(hit.id).toBe('1');
    expect(hit.ghost[0]).toBeCloseTo(0.5 - 2 * R, 12);
    expect(hit.objectDir).toEqual([1, 0]);
  });
  it('a half-ball hit sends the object ball 30 degrees off the line', () => {
    const hit = firstBallOnLine([0, 0], [1, 0], R, [{ id: '1', x: 0.5, y: R }])!;
    expect(Math.abs((Math.atan2(hit.objectDir[1], hit.objectDir[0]) * 180) / Math.PI - 30)).toBeLessThan(1e-9);
  });
  it('takes the nearest ball on the line, ignores balls behind or beside it', () => {
    const hit = firstBallOnLine([0, 0], [1, 0], R, [
      { id: 'far', x: 0.9, y: 0 },
      { id: 'near', x: 0.4, y: 0.03 },
      { id: 'behind', x: -0.3, y: 0 },
      { id: 'beside', x: 0.2, y: 0.2 },
    ])!;
    expect(hit.id).toBe('near');
    expect(firstBallOnLine([0, 0], [0, 1], R, [{ id: 'x', x: 0.5, y: 0 }])).toBeNull();
  });
});

describe('distanceToCushion', () => {
  it('stops the aim line where the cue ball would touch the first cushion', async () => {
    const { distanceToCushion } = await import('../../src/physics/aim.ts');
    expect(distanceToCushion([0, 0], [1, 0], 1.27, 0.635, 0.0275)).toBeCloseTo(1.2425, 12);
    expect(distanceToCushion([0, 0], [Math.SQRT1_2, Math.SQRT1_2], 1.27, 0.635, 0.0275)).toBeCloseTo(0.6075 * Math.SQRT2, 12);
  });
});
