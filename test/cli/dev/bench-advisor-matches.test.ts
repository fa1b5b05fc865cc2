/**
 * The matches of the advisor's benchmark: the stronger player's share of wins is
 * reported with the 95 % Wilson score interval. Expected values from the formula (Wilson 1927;
 * z = 1.96): 10 of 12 gives 0.552-0.953, 12 of 12 gives 0.757-1, 0 of 0 says nothing (0-1).
 */
import { describe, expect, it } from 'vitest';
import { wilson95 } from '../../../src/cli/dev/bench-advisor-matches.ts';

describe('wilson95', () => {
  it('10 of 12 and 12 of 12, as the README reports them', () => {
    const [a, b] = wilson95(10, 12);
    expect(a).toBeCloseTo(0.552, 3);
    expect(b).toBeCloseTo(0.953, 3);
    const [c, d] = wilson95(12, 12);
    expect(c).toBeCloseTo(0.757, 3);
    expect(d).toBe(1);
  });
  it('is symmetric: k of n and n - k of n mirror about one half, and always holds the observed share', () => {
    for (const n of [1, 5, 12, 40])
      for (let k = 0; k <= n; k++) {
        const [lo, hi] = wilson95(k, n);
        const [lo2, hi2] = wilson95(n - k, n);
        expect(lo).toBeCloseTo(1 - hi2, 12);
        expect(hi).toBeCloseTo(1 - lo2, 12);
        expect(lo).toBeLessThanOrEqual(k / n);
        expect(hi).toBeGreaterThanOrEqual(k / n);
      }
    expect(wilson95(0, 0)).toEqual([0, 1]);
  });
});
