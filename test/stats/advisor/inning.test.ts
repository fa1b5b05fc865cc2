/**
 * A whole 14.1 inning played by the advisor at the professional's noise (src/advisor/inning.ts):
 * a heavy statistical check (thousands of simulated strokes), run by `npm run test:stats`.
 */
import { describe, expect, it } from 'vitest';
import { advise } from '../../../src/advisor/advise.ts';
import type { Situation } from '../../../src/advisor/evaluate.ts';
import { playInning } from '../../../src/advisor/inning.ts';
import { NOISE } from '../../../src/advisor/noise.ts';
import { DEFAULT_PARAMS as P } from '../../../src/physics/params.ts';
import { SEEDS_RULES } from '../../../src/rules/options.ts';
import { defaultState, type GameState } from '../../../src/rules/types.ts';
import { tableGeometry } from '../../../src/table/index.ts';

const table = tableGeometry('9ft');
const situation = (state: GameState, balls: Situation['balls']): Situation => ({
  table,
  params: P,
  balls,
  state,
  options: SEEDS_RULES,
  pockets: 'bucket',
  noise: NOISE.professional,
});
// The object ball straight in to the left foot corner, as in test/advisor/layouts/straight-in.json.
const straightIn = (id: string) => [
  { id: 'cue', x: 0.307, y: 0.148 },
  { id, x: 0.75, y: 0.38 },
  { id: '12', x: -0.6, y: -0.35 },
];

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
