/**
 * The look ahead's second shot (src/advisor/pattern.ts): a leave is worth the
 * next pot and the route from it to the pot after. The layouts were found by a seeded search of
 * random 9-ball tables for two leaves with the same sure pot on the 1 and patterns far apart.
 */
import { describe, expect, it } from 'vitest';
import { leaveValue, nextShotChance, POSITION_WEIGHT, type Situation } from '../../src/advisor/evaluate.ts';
import { NOISE } from '../../src/advisor/noise.ts';
import { openPots, patternChance, PATTERN_TARGETS_UP_TO } from '../../src/advisor/pattern.ts';
import { createRng } from '../../src/math/rng.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import type { BallInput } from '../../src/physics/simulate.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import { defaultState } from '../../src/rules/types.ts';
import { rackBalls, tableGeometry } from '../../src/table/index.ts';

const table = tableGeometry('9ft');
const situation: Situation = {
  table,
  params: P,
  balls: [],
  state: defaultState('nine-ball', { phase: 'normal', ballInHand: 'none' }),
  options: SEEDS_RULES,
  pockets: 'return',
  noise: NOISE.tournament,
  pattern: true,
};
/** The 1 above the right side pocket, the 2 by the foot cushion, the 9 out of the way. */
const BALLS: BallInput[] = [
  { id: '1', x: -0.02, y: -0.33 },
  { id: '2', x: 1.2, y: 0.06 },
  { id: '9', x: -0.48, y: 0.24 },
];
const withCue = (x: number, y: number): BallInput[] => [{ id: 'cue', x, y }, ...BALLS];
/** Straight in on the 1: the cue ball can only follow into the side pocket or draw back across the table, where the 2 cannot be cut in. */
const STRAIGHT = withCue(-0.03, -0.03);
/** An angle on the 1: its tangent line takes the cue ball up the table toward the 2. */
const ANGLE = withCue(-0.27, 0.25);

describe('patternChance: the next pot times the best pot after it', () => {
  it('both leaves pot the 1 almost surely; only the angle has a route to the 2', () => {
    const s = situation.state;
    expect(nextShotChance(situation, STRAIGHT, s)).toBeGreaterThan(0.97);
    expect(nextShotChance(situation, ANGLE, s)).toBeGreaterThan(0.97);
    expect(patternChance(situation, STRAIGHT, s)).toBeLessThan(0.4);
    expect(patternChance(situation, ANGLE, s)).toBeGreaterThan(0.9);
  });
  it('so the angle is the better leave by the pattern, and the two are alike without it', () => {
    const s = situation.state;
    const flat: Situation = { ...situation, pattern: false };
    expect(leaveValue(situation, ANGLE, s) - leaveValue(situation, STRAIGHT, s)).toBeGreaterThan(0.5);
    expect(Math.abs(leaveValue(flat, ANGLE, s) - leaveValue(flat, STRAIGHT, s))).toBeLessThan(0.03);
    expect(leaveValue(flat, ANGLE, s)).toBe(POSITION_WEIGHT * nextShotChance(situation, ANGLE, s));
  });
  it('the game ball has no pot after it: its pattern is its own chance', () => {
    const balls: BallInput[] = [
      { id: 'cue', x: -0.27, y: 0.25 },
      { id: '9', x: -0.02, y: -0.33 },
    ];
    expect(patternChance(situation, balls, situation.state)).toBeCloseTo(nextShotChance(situation, balls, situation.state), 12);
  });
  it('is not read with the cue ball in hand, nor with more than PATTERN_TARGETS_UP_TO legal balls after the next (14.1 with a rack)', () => {
    expect(patternChance(situation, ANGLE, { ...situation.state, ballInHand: 'table' })).toBeNull();
    const rack = rackBalls(table, P.ballRadiusM, { type: 'fifteen', seed: 1, jitterMm: 0 });
    expect(rack.length - 1).toBeGreaterThan(PATTERN_TARGETS_UP_TO);
    const balls: BallInput[] = [{ id: 'cue', x: table.headStringX, y: 0 }, ...rack];
    const straight = defaultState('straight-pool', { phase: 'normal', ballInHand: 'none' });
    expect(patternChance({ ...situation, state: straight }, balls, straight)).toBeNull();
  });
  it('property: never above the next shot chance, on 200 random seeded 9-ball leaves', () => {
    const rng = createRng(31);
    const at = (): [number, number] => [2.3 * rng.next() - 1.15, 1.1 * rng.next() - 0.55];
    let read = 0;
    for (let k = 0; k < 200; k++) {
      const balls: BallInput[] = ['cue', '1', '2', '9'].map((id) => {
        const [x, y] = at();
        return { id, x, y };
      });
      const p = patternChance(situation, balls, situation.state);
      const next = nextShotChance(situation, balls, situation.state);
      expect(p).not.toBeNull();
      expect(p as number).toBeGreaterThanOrEqual(0);
      expect(p as number).toBeLessThanOrEqual(next + 1e-12);
      if ((p as number) > 0) read++;
    }
    // Not vacuous: most random leaves have some pattern.
    expect(read).toBeGreaterThan(100);
  });
});

describe('openPots', () => {
  it('lists the clear direct pots of the legal balls with their chances, none through a ball', () => {
    const onTable = STRAIGHT;
    const pots = openPots(situation, [-0.03, -0.03], onTable, ['1']);
    expect(pots.map((p) => p.pocket.id)).toContain('side-right');
    for (const p of pots) expect(p.chance).toBeGreaterThanOrEqual(0);
    expect(pots.every((p) => p.ball.id === '1')).toBe(true);
  });
});
