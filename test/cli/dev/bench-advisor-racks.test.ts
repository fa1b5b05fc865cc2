/**
 * The advisor benchmark's safety outcome (src/cli/dev/bench-advisor-racks.ts safetyReply,
 * point 3): after an inning that ended on a legal safety, the opponent's first stroke from the
 * table it left; nothing after a pot missed or a foul.
 */
import { describe, expect, it } from 'vitest';
import type { Advice, Suggestion } from '../../../src/advisor/advise.ts';
import { easiestPot } from '../../../src/advisor/baseline.ts';
import type { Situation } from '../../../src/advisor/evaluate.ts';
import { playInning, type InningResult } from '../../../src/advisor/inning.ts';
import { NOISE } from '../../../src/advisor/noise.ts';
import { DEFAULT_PARAMS as P } from '../../../src/physics/params.ts';
import { SEEDS_RULES } from '../../../src/rules/options.ts';
import { defaultState } from '../../../src/rules/types.ts';
import { tableGeometry } from '../../../src/table/index.ts';
import { safetyReply } from '../../../src/cli/dev/bench-advisor-racks.ts';

const table = tableGeometry('9ft');
const start: Situation = {
  table,
  params: P,
  balls: [
    { id: 'cue', x: -0.6, y: 0 },
    { id: '1', x: 0.3, y: 0 },
    { id: '9', x: 0.9, y: -0.3 },
  ],
  state: defaultState('nine-ball', { phase: 'normal', ballInHand: 'none' }),
  options: SEEDS_RULES,
  pockets: 'return',
  noise: NOISE.professional,
};
/** A firm full hit on the 1 that calls nothing: the 1 reaches the foot cushion (G18), nothing drops. */
const safety: Suggestion = {
  kind: 'safety',
  target: '1',
  pot: null,
  cue: [-0.6, 0],
  shot: { aimDeg: 0, cueSpeed: 1.6, tip: { side: 0, height: 0 }, elevationDeg: 0 },
  chance: 0,
  foulChance: 0,
  value: 0,
};
const only = (x: Suggestion) => (): Advice => ({ suggestions: [x], simulations: 0, candidates: 1 });
const baseline = (s: Situation): Advice => easiestPot(s);

describe('safetyReply: the opponent answers a legal safety', () => {
  const inning = playInning(start, only(safety), 1, () => 0);
  it('an inning of one legal safety ends with the table left to the opponent, the shooter changed', () => {
    expect(inning.strokes).toHaveLength(1);
    expect(inning.strokes[0]).toMatchObject({ pot: false, kept: false, fouled: false });
    expect(inning.leftFor?.state.shooter).toBe('B');
  });
  it('the reply is the opponent’s first stroke from there: whether he kept the table and whether he fouled', () => {
    const r = safetyReply(start, inning, baseline, 5);
    expect(r).not.toBeNull();
    expect(typeof r?.kept).toBe('boolean');
    expect(typeof r?.fouled).toBe('boolean');
  });
  it('no reply after a pot that missed or after a foul: those are not safeties played', () => {
    const ended = (over: Partial<InningResult['strokes'][number]>): InningResult => ({
      ...inning,
      strokes: [{ ...(inning.strokes[0] as InningResult['strokes'][number]), ...over }],
    });
    expect(safetyReply(start, ended({ pot: true }), baseline, 5)).toBeNull();
    expect(safetyReply(start, ended({ fouled: true }), baseline, 5)).toBeNull();
    expect(safetyReply(start, { ...inning, leftFor: null }, baseline, 5)).toBeNull();
  });
});
