/** The tables of the advisor's inning tests (test/advisor/inning.test.ts, test/stats/advisor/inning.test.ts). */
import type { Situation } from '../../src/advisor/evaluate.ts';
import { NOISE } from '../../src/advisor/noise.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import type { GameState } from '../../src/rules/types.ts';
import { tableGeometry } from '../../src/table/index.ts';

const table = tableGeometry('9ft');

/** A 9-ft table under the seeds' rules, the professional's noise, bucket pockets. */
export const situation = (state: GameState, balls: Situation['balls']): Situation => ({
  table,
  params: P,
  balls,
  state,
  options: SEEDS_RULES,
  pockets: 'bucket',
  noise: NOISE.professional,
});

/** The object ball straight in to the left foot corner, as in test/advisor/layouts/straight-in.json. */
export const straightIn = (id: string) => [
  { id: 'cue', x: 0.307, y: 0.148 },
  { id, x: 0.75, y: 0.38 },
  { id: '12', x: -0.6, y: -0.35 },
];
