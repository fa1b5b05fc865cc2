/**
 * The computer's break (advisor/break-shot.ts): a power break at the apex ball from the place its
 * own break trials find best for the game (BREAK_OFF_STRING_M: 0.15 m off the long string in
 * 9-ball, 0.3 m in 8-ball, `npm run bench:breaks`), from the centre where no trial chose (14.1),
 * always behind the head string where the cue ball may be placed (G7, ball in hand in the kitchen).
 */
import { describe, expect, it } from 'vitest';
import { BREAK_BEHIND_M, BREAK_CUE_SPEED_MPS, BREAK_OFF_STRING_M, breakShot } from '../../src/advisor/break-shot.ts';
import { atan2 } from '../../src/math/trig.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { placementProblem } from '../../src/physics/placement.ts';
import { rackBalls, tableGeometry } from '../../src/table/index.ts';

const R = P.ballRadiusM;

describe("the computer's break", () => {
  for (const [game, type, y] of [
    ['nine-ball', 'nine-ball', 0.15],
    ['eight-ball', 'fifteen', 0.3],
    ['straight-pool', 'fifteen', 0],
  ] as const) {
    it(`${game}: from ${y} m off the long string, behind the head string, at the apex ball, centre ball, at full stick speed`, () => {
      for (const size of ['7ft', '9ft'] as const) {
        const table = tableGeometry(size);
        const rack = rackBalls(table, R, { type });
        const b = breakShot(table, P, [{ id: 'cue', x: 0, y: 0 }, ...rack], game);
        expect(b).not.toBeNull();
        const [x, yy] = b!.cue as [number, number];
        expect(yy).toBe(BREAK_OFF_STRING_M[game] ?? 0);
        expect(Math.abs(yy)).toBe(y);
        expect(x).toBe(table.headStringX - BREAK_BEHIND_M);
        expect(placementProblem(table, P, x, yy)).toBeNull();
        const apex = rack.reduce((a, c) => (c.x > a.x ? a : c));
        expect(b!.target).toBe(apex.id);
        expect(b!.shot.aimDeg).toBeCloseTo((atan2(apex.y - yy, apex.x - x) * 180) / Math.PI, 12);
        expect(b!.shot.cueSpeed).toBe(BREAK_CUE_SPEED_MPS);
        expect(b!.shot.tip).toEqual({ side: 0, height: 0 });
      }
    });
  }

  it('without a game named, from the centre; with no object ball, no break', () => {
    const table = tableGeometry('9ft');
    const b = breakShot(table, P, [{ id: 'cue', x: 0, y: 0 }, ...rackBalls(table, R, { type: 'nine-ball' })]);
    expect(b!.cue).toEqual([table.headStringX - BREAK_BEHIND_M, 0]);
    expect(breakShot(table, P, [{ id: 'cue', x: 0, y: 0 }], 'nine-ball')).toBeNull();
  });
});
