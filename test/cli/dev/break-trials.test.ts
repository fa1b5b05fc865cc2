/**
 * The break benchmark's tallies agree with the record and the rules: a break
 * that makes no ball and drives fewer than four object balls to a cushion is an illegal 8-ball
 * break (WPA-8B-break), a scratch is always a foul (G19, G27), and what a break made is what the
 * record leaves in the pockets.
 */
import { describe, expect, it } from 'vitest';
import { breakTrial, summarize } from '../../../src/cli/dev/break-trials.ts';
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
