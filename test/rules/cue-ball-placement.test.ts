/** G15, G9, T2.21: where the cue ball in hand may be placed; the refusal names the rule and the reason. */
import { describe, expect, it } from 'vitest';
import { cueBallPlacementProblem } from '../../src/rules/cue-ball-placement.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { tableGeometry } from '../../src/table/geometry.ts';

const T = tableGeometry('9ft');
const R = P.ballRadiusM;

describe('placing the cue ball in hand', () => {
  it('G15: in the kitchen it must lie behind the head string; on the string or past it is refused', () => {
    const xH = T.headStringX;
    expect(cueBallPlacementProblem(T, P, 'kitchen', xH - 0.05, 0, [])).toBeNull();
    expect(cueBallPlacementProblem(T, P, 'kitchen', xH, 0, [])?.rule).toBe('G15');
    // D8 (HEAD_STRING_HALF_WIDTH_M, 0.5 mm): 0.4 mm short of the string's centre is on it, 0.6 mm short is behind it.
    expect(cueBallPlacementProblem(T, P, 'kitchen', xH - 0.0004, 0, [])?.rule).toBe('G15');
    expect(cueBallPlacementProblem(T, P, 'kitchen', xH - 0.0006, 0, [])).toBeNull();
    expect(cueBallPlacementProblem(T, P, 'kitchen', 0.3, 0, [])?.reason.en).toMatch(/behind the head string/);
  });
  it('ball in hand anywhere: the whole bed, but never in a cushion, over a pocket or on a ball', () => {
    expect(cueBallPlacementProblem(T, P, 'table', 0.3, 0, [])).toBeNull();
    expect(cueBallPlacementProblem(T, P, 'table', 1.26, 0, [])?.reason.en).toMatch(/cushion or over a pocket/);
    expect(cueBallPlacementProblem(T, P, 'table', 0.3, 0, [{ x: 0.3 + 1.9 * R, y: 0 }])?.reason.sk).toMatch(/prekrývala/);
    expect(cueBallPlacementProblem(T, P, 'table', 0.3, 0, [{ x: 0.3 + 2 * R, y: 0 }])).toBeNull(); // touching is fine
  });
  it('G15: without ball in hand the cue ball is played where it lies', () => {
    expect(cueBallPlacementProblem(T, P, 'none', 0, 0, [])?.rule).toBe('G15');
  });
});
