/**
 * The computer's lag stroke (advisor/lag-shot.ts), one for headless matches and the page: straight up
 * the table, LAG_SPEED_MPS on the 9 ft table scaled by the square root of the table's length, with
 * the level's speed error, the tournaments' in m/s included.
 */
import { describe, expect, it } from 'vitest';
import { lagShot } from '../../src/advisor/lag-shot.ts';
import { createRng } from '../../src/math/rng.ts';
import { LAG_SPEED_MPS } from '../../src/scenario/match-session.ts';
import { TABLE_PRESETS } from '../../src/table/specs.ts';

const draws = (level: Parameters<typeof lagShot>[0], table: Parameters<typeof lagShot>[2], n = 200) => {
  const rng = createRng(7);
  return Array.from({ length: n }, () => lagShot(level, () => rng.next(), table).cueSpeed);
};
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

describe('the computer lag', () => {
  it('is aimed straight up the table, its speed about LAG_SPEED_MPS on the 9 ft table and less on the 7 ft, by the square root of the lengths', () => {
    expect(lagShot('professional', () => 0.5).aimDeg).toBe(0);
    const nine = mean(draws('professional', '9ft'));
    const seven = mean(draws('professional', '7ft'));
    expect(nine).toBeCloseTo(LAG_SPEED_MPS, 1);
    expect(seven / nine).toBeCloseTo(Math.sqrt(TABLE_PRESETS['7ft'].lengthM / TABLE_PRESETS['9ft'].lengthM), 2);
  });
  it("carries the level's error: a beginner's spread is wider than a professional's, and the tournaments' m/s error is not lost", () => {
    expect(sd(draws('beginner', '9ft'))).toBeGreaterThan(3 * sd(draws('professional', '9ft')));
    // 0.075 m/s (ICGA), with no fractional error at that level.
    expect(sd(draws('tournament', '9ft'))).toBeGreaterThan(0.05);
  });
});
