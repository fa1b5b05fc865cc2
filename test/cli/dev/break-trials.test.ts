/**
 * The break benchmark's tallies agree with the record and the rules: a break
 * that makes no ball and drives fewer than four object balls to a cushion is an illegal 8-ball
 * break (WPA-8B-break), a scratch is always a foul (G19, G27), and what a break made is what the
 * record leaves in the pockets.
 */
import { describe, expect, it } from 'vitest';
import { breakTrial, summarize, wilson95 } from '../../../src/cli/dev/break-trials.ts';
import { DEFAULT_PARAMS as P } from '../../../src/physics/params.ts';
import { tableGeometry } from '../../../src/table/index.ts';

const table = tableGeometry('9ft');
const SEEDS = Array.from({ length: 24 }, (_, i) => i);

describe('break trials', () => {
  it('an 8-ball break with no ball made and under four balls to a cushion is a foul (WPA-8B-break); a scratch is a foul (G19)', () => {
    const trials = SEEDS.map((seed) => breakTrial(table, P, 'eight-ball', 'gapped', seed));
    for (const t of trials) {
      if (t.made === 0 && t.toRail < 4) expect(t.foul).toBe(true);
      if (t.scratch) expect(t.foul).toBe(true);
      expect(t.made).toBeLessThanOrEqual(15);
    }
  });

  it('the summary counts each break once: successes are breaks that made a ball and were not fouls', () => {
    const trials = SEEDS.map((seed) => breakTrial(table, P, 'nine-ball', 'frozen', seed));
    const s = summarize(trials);
    const hand = trials.filter((t) => t.made > 0 && !t.foul).length / trials.length;
    expect(s.successShare).toBeCloseTo(hand, 12);
    expect(s.madePerBreak).toBeCloseTo(trials.reduce((a, t) => a + t.made, 0) / trials.length, 12);
    // A power break spreads a 9-ball rack: at least four object balls reach a cushion on most breaks
    // (physics-checks V18 asks it of 95 % of seeds).
    expect(trials.filter((t) => t.toRail >= 4).length / trials.length).toBeGreaterThanOrEqual(0.9);
  });

  it('the same seed gives the same break (determinism); a cue ball outside the box is refused', () => {
    expect(breakTrial(table, P, 'nine-ball', 'gapped', 3)).toEqual(breakTrial(table, P, 'nine-ball', 'gapped', 3));
    expect(() => breakTrial(table, P, 'nine-ball', 'gapped', 3, 0.5)).toThrow(/cueY/);
  });
});

describe("Wilson's 95 % interval of a share", () => {
  it('50 of 100: 40.4-59.6 %; 0 of 20: 0-16.1 % (E. B. Wilson, JASA 22, 1927; the usual tables)', () => {
    const [lo, hi] = wilson95(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    const [z0, z1] = wilson95(0, 20);
    expect(z0).toBe(0);
    expect(z1).toBeCloseTo(0.1611, 4);
  });
});
