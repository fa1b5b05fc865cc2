/**
 * A whole 14.1 inning played by the advisor at the professional's noise (src/advisor/inning.ts):
 * a heavy statistical check (thousands of simulated strokes), run by `npm run test:stats`.
 */
import { describe, expect, it } from 'vitest';
import { advise } from '../../../src/advisor/advise.ts';
import { playInning } from '../../../src/advisor/inning.ts';
import { defaultState } from '../../../src/rules/types.ts';
import { situation, straightIn } from '../../advisor/inning-tables.ts';

describe('an inning of the advisor in 14.1', () => {
  it('plays a 14.1 inning to its end without an error, counting what it pocketed and fouled', () => {
    const r = playInning(
      situation(defaultState('straight-pool'), straightIn('3')),
      (x, seed) => advise(x, seed, 1),
      3,
      () => 0,
    );
    expect(r.pocketed).toBeGreaterThanOrEqual(1);
    expect(r.decisions).toBeGreaterThanOrEqual(1);
    expect(r.fouls).toBeLessThanOrEqual(1);
  });
});
