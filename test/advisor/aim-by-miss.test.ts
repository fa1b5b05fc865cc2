/**
 * Aiming banks, kicks and combinations by the engine's miss (src/advisor/aim-by-miss.ts,
 * point 1): the signed pass of a ball by a point, and strokes the geometry's aim misses that the
 * secant on the miss pots, without noise.
 */
import { describe, expect, it } from 'vitest';
import { aimByMiss, AIM_BY_MISS_ROUNDS, passBy, potMiss } from '../../src/advisor/aim-by-miss.ts';
import { candidates, type Candidate } from '../../src/advisor/candidates.ts';
import { cleared, play, strokeOf, type Situation } from '../../src/advisor/evaluate.ts';
import { NOISE } from '../../src/advisor/noise.ts';
import type { Vec2 } from '../../src/math/vec2.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { simulate } from '../../src/physics/simulate.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import { defaultState } from '../../src/rules/types.ts';
import { tableGeometry } from '../../src/table/index.ts';

const table = tableGeometry('9ft');
/** The table after benchmark rack 4's break (bench-advisor-racks.ts afterBreak(4)), the cue ball on the head spot's line. */
const RACK_4: ReadonlyArray<readonly [string, number, number]> = [
  ['cue', -0.635, 0],
  ['1', -0.3969, 0.2984],
  ['2', -0.6789, 0.5338],
  ['3', 0.5823, 0.2843],
  ['6', -0.9544, 0.026],
  ['9', 1.2223, 0.0677],
  ['8', 0.7092, 0.0512],
  ['4', -1.219, -0.1505],
  ['7', 1.1597, 0.3024],
  ['5', 0.4632, -0.4489],
];
const situation: Situation = {
  table,
  params: P,
  balls: RACK_4.map(([id, x, y]) => ({ id, x, y })),
  state: defaultState('nine-ball', { phase: 'normal', ballInHand: 'none' }),
  options: SEEDS_RULES,
  pockets: 'return',
  noise: NOISE.tournament,
};
const cue: Vec2 = [-0.635, 0];

/** The candidate of that kind into that pocket whose stroke heads toward the +y long cushion (dir's y above 0.75). */
function candidateOf(kind: Candidate['kind'], pocket: string): Candidate {
  const others = situation.balls.filter((b) => b.id !== 'cue');
  const found = candidates(table, P.ballRadiusM, cue, others, ['1'], true).find(
    (c) => c.kind === kind && c.pot?.pocket === pocket && c.tip.height === 0 && c.tip.side === 0 && c.dir[1] > 0.75,
  );
  const c = found ? cleared(situation, found, cue) : null;
  if (!c) throw new Error(`no ${kind} into ${pocket} in the layout`);
  return c;
}

describe('passBy: how far a ball passes a point, signed', () => {
  const record = simulate({
    table,
    params: P,
    balls: [{ id: 'cue', x: -0.8, y: 0 }],
    strokes: [{ ball: 'cue', stroke: { dir: [1, 0], cueSpeed: 2, tip: { side: 0, height: 0 }, elevationDeg: 0 } }],
    pockets: 'return',
  });
  const whole = { from: 0, until: Infinity };
  it('a ball rolling along +x passes a point 5 cm to its left at +0.05 m, one to its right at -0.05 m (within a mm)', () => {
    expect(passBy(record, 'cue', whole, [0, 0.05])).toBeCloseTo(0.05, 3);
    expect(passBy(record, 'cue', whole, [0, -0.05])).toBeCloseTo(-0.05, 3);
  });
  it('a ball that does not move passes nothing', () => {
    expect(passBy(record, 'nobody', whole, [0, 0])).toBeNull();
  });
});

describe('aimByMiss: banks and kicks the geometry misses, potted by the engine', () => {
  for (const [kind, pocket] of [
    ['bank', 'foot-right'],
    ['kick', 'foot-right'],
  ] as const) {
    it(`the ${kind} of the 1 into the ${pocket} corner off the +y long cushion: the mirror aim does not pot it, the aim by miss does in at most ${AIM_BY_MISS_ROUNDS} strokes`, () => {
      const c = candidateOf(kind, pocket);
      const mirror = play(situation, c, cue, strokeOf(c));
      expect(mirror.keeps).toBe(false);
      const aimed = aimByMiss(situation, c, cue);
      expect(aimed.sims).toBeLessThanOrEqual(AIM_BY_MISS_ROUNDS);
      expect(aimed.outcome.keeps).toBe(true);
      expect(aimed.outcome.ruling.pocketed).toContain('1');
      // The pot's ball passes closer to the mouth's centre than with the mirror aim.
      const before = Math.abs(potMiss(situation, c, mirror.record)?.miss ?? Infinity);
      const after = Math.abs(potMiss(situation, aimed.candidate, aimed.outcome.record)?.miss ?? Infinity);
      expect(after).toBeLessThan(before);
    });
  }
  it('is deterministic: the same layout gives the same aim', () => {
    const c = candidateOf('bank', 'foot-right');
    expect(aimByMiss(situation, c, cue).candidate.dir).toEqual(aimByMiss(situation, c, cue).candidate.dir);
  });
});
