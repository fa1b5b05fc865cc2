/** The drag-back stroke's arithmetic (src/ui/pointer-input.ts); the gestures themselves run in the e2e tests. */
import { describe, expect, it } from 'vitest';
import { MAX_CUE_SPEED, MIN_CUE_SPEED, MIN_PULL_M, PULL_FOR_MAX_M, pullBack, speedFromPull } from '../../src/ui/pointer-input.ts';

describe('drag-back stroke', () => {
  it('the pull is the distance back against the aim; sideways or forward adds nothing', () => {
    expect(pullBack([0, 0], [-0.1, 0], [1, 0])).toBeCloseTo(0.1, 15);
    expect(pullBack([0, 0], [-0.1, 0.3], [1, 0])).toBeCloseTo(0.1, 15);
    expect(pullBack([0, 0], [0.2, 0], [1, 0])).toBe(0);
    expect(pullBack([1, 1], [1, 0.75], [0, 1])).toBeCloseTo(0.25, 15);
  });
  it('the speed grows with the pull to the fastest cue at PULL_FOR_MAX_M, in 0.1 m/s steps, never below the slowest', () => {
    expect(speedFromPull(PULL_FOR_MAX_M)).toBe(MAX_CUE_SPEED);
    expect(speedFromPull(2 * PULL_FOR_MAX_M)).toBe(MAX_CUE_SPEED);
    expect(speedFromPull(PULL_FOR_MAX_M / 4)).toBe(2);
    expect(speedFromPull(0)).toBe(MIN_CUE_SPEED);
    expect(speedFromPull(MIN_PULL_M)).toBeCloseTo(0.3, 12);
  });
});
