/**
 * The shot advisor (src/advisor/) on hand-built layouts (test/advisor/layouts/): the
 * stroke a player would choose, deterministic for a seed, and its suggestion plays back through the
 * scenario runner as it was scored.
 */
import { describe, expect, it } from 'vitest';
import {
  advise,
  DEFAULT_SEARCH,
  FROZEN_TIP_OF_MISCUE_LIMIT,
  SIDE_OF_MISCUE_LIMIT,
  SIDE_SPINS,
  TOP_TIP_OF_MISCUE_LIMIT,
} from '../../src/advisor/advise.ts';
import { afterBreak } from '../../src/cli/dev/bench-advisor-racks.ts';
import { DEFAULT_PARAMS, miscueLimit } from '../../src/physics/params.ts';
import { defaultState } from '../../src/rules/types.ts';
import { execute } from '../../src/advisor/inning.ts';
import { lastResort } from '../../src/advisor/last-resort.ts';
import { stickClearance } from '../../src/physics/cue/cue-stick.ts';
import { sinCosDeg } from '../../src/math/trig.ts';
import { potChance } from '../../src/advisor/geometry.ts';
import { NOISE, type NoiseName } from '../../src/advisor/noise.ts';
import { scenarioOf } from '../../src/cli/advise.ts';
import { exp } from '../../src/math/trig.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { tableGeometry } from '../../src/table/index.ts';
import { layoutSituation, layoutText } from './layout-situation.ts';

function adviceFor(name: string, noise: NoiseName, seed = 0) {
  const { scenario, situation } = layoutSituation(name, noise);
  return { scenario, situation, advice: advise(situation, seed) };
}

describe('the advisor picks the stroke a player would choose', () => {
  it('a straight-in 1: the direct pot into the left foot corner, nearly always made', () => {
    const best = adviceFor('straight-in', 'club').advice.suggestions[0]!;
    expect(best).toMatchObject({ kind: 'direct', target: '1', pot: { ball: '1', pocket: 'foot-left' } });
    expect(best.chance).toBeGreaterThan(0.8);
  });
  it('the 1 hidden behind the 5: a kick off a cushion (no straight line reaches it)', () => {
    const best = adviceFor('kick', 'professional').advice.suggestions[0]!;
    expect(best.kind).toBe('kick');
    expect(best.target).toBe('1');
    expect(best.foulChance).toBeLessThan(0.5);
  });
  it('the 9 hanging in the jaws with the 1 in front: the 1 into the 9, which wins the rack every time', () => {
    const best = adviceFor('hanging-nine', 'club').advice.suggestions[0]!;
    expect(best).toMatchObject({ kind: 'combination', target: '1', pot: { ball: '9', pocket: 'foot-left' } });
    expect(best.chance).toBe(1);
  });
  it('the 1 on the foot cushion and the cue ball near the head cushion: a club player plays for the leave, and its foul chance is what 400 fresh strokes show', () => {
    const { situation, advice } = adviceFor('safety', 'club');
    const best = advice.suggestions[0]!;
    // No pot is on: the stroke chosen is a safety, or a kick played for what it leaves (a few
    // per cent to drop in the search's samples), never a pot tried for its chance.
    expect(['safety', 'kick']).toContain(best.kind);
    expect(best.chance).toBeLessThan(0.1);
    // The reported chance is measured on samples the choice did not see (the choice's own favour
    // the stroke chosen): within three standard errors of the rate over 400 more noisy strokes.
    const n = 400;
    let fouls = 0;
    for (let k = 0; k < n; k++) if (execute(situation, best, 1_000_003 + k).ruling.enforced) fouls++;
    const rate = fouls / n;
    const se = Math.sqrt((rate * (1 - rate)) / situation.noise.samples);
    process.stdout.write(`safety: reported foul chance ${best.foulChance}, over ${n} strokes ${rate}\n`);
    expect(Math.abs(best.foulChance - rate)).toBeLessThanOrEqual(3 * se + 1e-9);
    expect(rate).toBeLessThan(0.5);
  });
  it('is deterministic for a seed: the same advice twice', () => {
    expect(adviceFor('straight-in', 'club', 5).advice).toEqual(adviceFor('straight-in', 'club', 5).advice);
  });
  it('asked for one suggestion (the computer opponent), it gives the first of three, for fewer strokes', () => {
    // A table where the choice is defensive (four finalists) and one where it is not (no finalists).
    for (const [name, noise] of [
      ['safety', 'club'],
      ['straight-in', 'professional'],
    ] as const) {
      const { situation } = layoutSituation(name, noise);
      const three = advise(situation, 3, 3),
        one = advise(situation, 3, 1);
      expect(one.suggestions).toEqual(three.suggestions.slice(0, 1));
      expect(one.simulations).toBeLessThan(three.simulations);
    }
  });
  it('asked for three, it reports the best once as soon as it is final, the same as the advice gives first; asked for one, it does not', () => {
    const { situation } = layoutSituation('straight-in', 'professional');
    const heard: Array<{ done: number; best: unknown }> = [];
    const three = advise(situation, 3, 3, (done, best) => heard.push({ done, best }));
    const early = heard.filter((h) => h.best !== undefined);
    expect(early).toHaveLength(1);
    expect(early[0]!.best).toEqual(three.suggestions[0]);
    expect(early[0]!.done).toBeLessThan(1);
    // It comes before the search ends: progress is heard after it.
    expect(heard.indexOf(early[0]!)).toBeLessThan(heard.length - 1);
    const heardOne: unknown[] = [];
    advise(situation, 3, 1, (_, best) => heardOne.push(best));
    expect(heardOne.filter((b) => b !== undefined)).toEqual([]);
  });
  it('a suggestion plays back through the scenario runner (npm run sim -- run) and keeps the table when it was scored to', () => {
    const { scenario, advice } = adviceFor('straight-in', 'professional');
    const best = advice.suggestions[0]!;
    const replay = parseScenario(scenarioOf(scenario, best, JSON.parse(layoutText('straight-in')) as Record<string, unknown>));
    const ruling = runScenario(replay).result.ruling;
    expect(ruling.pocketed).toEqual(['1']);
    expect(ruling.inningEnds).toBe(false);
  });
});

describe('ball in hand in the kitchen (issue 30, point 3; G9)', () => {
  it('no suggestion plays the 1 in the kitchen directly, and each plays back in the kitchen with the ruling it was scored by', () => {
    const { scenario, advice } = adviceFor('kitchen-ball', 'professional');
    expect(advice.suggestions.length).toBeGreaterThan(0);
    for (const x of advice.suggestions) {
      const back = scenarioOf(scenario, x, JSON.parse(layoutText('kitchen-ball')) as Record<string, unknown>);
      expect(back.state).toMatchObject({ ballInHand: 'kitchen' });
      const ruling = runScenario(parseScenario(back)).result.ruling;
      expect(ruling.fouls.map((f) => f.code)).not.toContain('kitchen-ball-shot-directly');
      // A stroke scored to keep the table at all is one that can keep it: never a foul without noise.
      if (x.chance > 0.5) expect(ruling.legal).toBe(true);
    }
  });
});

describe('the pot chance under aim error (geometry.ts)', () => {
  const R = 0.028575;
  it('a straight 1 m + 1 m pot with 0.2 degrees of aim error and 3 cm of pocket: about 40 %', () => {
    // sigma of the miss = d1 d2 sigma / (2 R) = 1 * 1 * 0.00349 / 0.05715 = 0.0611 m; z = 0.03 / 0.0611 = 0.49;
    // the logistic fit gives 2 / (1 + e^(-1.702 * 0.49)) - 1 = 0.40 (the exact normal: P(|N| < 0.49) = 0.376).
    const p = potChance(1, 1, 1, R, (0.2 * Math.PI) / 180, 0.03, exp);
    expect(p).toBeGreaterThan(0.37);
    expect(p).toBeLessThan(0.42);
  });
  it('is smaller for a thinner cut and longer distances, and 0 past 90 degrees', () => {
    const s = (0.2 * Math.PI) / 180;
    expect(potChance(0.5, 0.5, 0.5, R, s, 0.03, exp)).toBeLessThan(potChance(0.5, 0.5, 1, R, s, 0.03, exp));
    expect(potChance(1, 1, 1, R, s, 0.03, exp)).toBeLessThan(potChance(0.5, 0.5, 1, R, s, 0.03, exp));
    expect(potChance(1, 1, 0, R, s, 0.03, exp)).toBe(0);
  });
});

describe('a stroke always, however the cue ball lies (issue 30, point 4)', () => {
  it('boxed in by three balls behind it: no candidate clears the stick, and the least bad stroke is suggested, its foul said', () => {
    const { scenario, situation, advice } = adviceFor('boxed-in', 'professional');
    expect(advice.candidates).toBe(0);
    expect(advice.suggestions).toHaveLength(1);
    const x = advice.suggestions[0]!;
    // The stick reaches the cue ball for the stroke suggested (the stroke can be played at all).
    const [sn, cs] = sinCosDeg(x.shot.aimDeg);
    const stroke = { dir: [cs, sn] as [number, number], cueSpeed: x.shot.cueSpeed, tip: x.shot.tip, elevationDeg: x.shot.elevationDeg };
    const others = situation.balls.filter((b) => b.id !== 'cue');
    expect(stickClearance(situation.params, situation.table.spec, stroke, [0, 0], others).blockedBy).toBeNull();
    // Every line the stick can take sends the cue ball into the 2, 3 or 4 first: the foul is said, not hidden.
    const ruling = runScenario(parseScenario(scenarioOf(scenario, x, JSON.parse(layoutText('boxed-in')) as Record<string, unknown>))).result.ruling;
    expect(ruling.legal).toBe(false);
    expect(x.foulChance).toBeGreaterThan(0.5);
  });
  it('on an open table the last resort is a legal hit, not merely a stroke', () => {
    const { situation } = adviceFor('straight-in', 'club');
    const cue = situation.balls.find((b) => b.id === 'cue')!;
    const last = lastResort(situation, [cue.x, cue.y], 0).suggestion!;
    expect(last.foulChance).toBeLessThan(0.5);
    expect(last.value).toBeGreaterThan(-1);
  });
});

describe('side spin (issue 31, point 2)', () => {
  it('every suggestion on three benchmark tables, at the ICGA noise and with side spin tried, keeps its tip inside the miscue limit; the same seed gives the same advice', () => {
    for (const seed of [0, 1, 2]) {
      const s = afterBreak(seed, 'tournament');
      const a = advise(s, seed, 3);
      for (const x of a.suggestions)
        expect(Math.hypot(x.shot.tip.side, x.shot.tip.height)).toBeLessThanOrEqual(FROZEN_TIP_OF_MISCUE_LIMIT * miscueLimit(DEFAULT_PARAMS) + 0.005);
      expect(advise(s, seed, 3)).toEqual(a);
    }
    expect(Math.hypot(SIDE_SPINS[0], 0.4)).toBeLessThan(SIDE_OF_MISCUE_LIMIT * miscueLimit(DEFAULT_PARAMS));
  });
});

/** A 9-ball table in play with these balls on the 9 ft table, the shooter at this noise. */
const nineBallOn = (balls: Array<{ id: string; x: number; y: number }>, noise: (typeof NOISE)[NoiseName]) => ({
  table: tableGeometry('9ft'),
  params: DEFAULT_PARAMS,
  balls,
  state: defaultState('nine-ball', { phase: 'normal' }),
  options: SEEDS_RULES,
  pockets: 'bucket' as const,
  noise,
});

describe('a cue ball near a cushion (issue 31, point 2)', () => {
  it('10 mm from the head cushion the direct pot of the 1 into the foot-left corner is still found: struck high, the cue raised over the rail', () => {
    const table = tableGeometry('9ft');
    const P = DEFAULT_PARAMS;
    const L = table.spec.lengthM / 2,
      R = P.ballRadiusM;
    const balls = [
      { id: 'cue', x: -L + R + 0.01, y: 0.1 },
      { id: '1', x: 0.9, y: 0.45 },
      { id: '9', x: 0.3, y: -0.4 },
    ];
    const s = nineBallOn(balls, NOISE.professional);
    const pots = advise(s, 1, 3).suggestions.filter((x) => x.kind === 'direct' && x.pot?.pocket === 'foot-left');
    expect(pots.length).toBeGreaterThan(0);
    const best = pots[0]!;
    // Above the miscue limit's 0.9 at most, and the cue raised to clear the rail.
    expect(best.shot.tip.height).toBeGreaterThanOrEqual(0.4);
    expect(best.shot.tip.height).toBeLessThanOrEqual(TOP_TIP_OF_MISCUE_LIMIT * miscueLimit(P) + 0.005);
    expect(best.shot.elevationDeg).toBeGreaterThan(0);
  });
  it('frozen to the head cushion, the tip at 0.9 of the miscue limit meets the nose at any elevation; at FROZEN_TIP_OF_MISCUE_LIMIT the stick clears, and the advice plays out of the cushion, legal without noise', () => {
    const table = tableGeometry('9ft');
    const P = DEFAULT_PARAMS;
    const R = P.ballRadiusM;
    const cue = { id: 'cue', x: -table.spec.lengthM / 2 + R, y: 0.1 };
    const balls = [cue, { id: '1', x: 0.5, y: 0.25 }, { id: '9', x: 0.3, y: -0.4 }];
    const stroke = (height: number) => ({ dir: [1, 0] as [number, number], cueSpeed: 2, tip: { side: 0, height }, elevationDeg: 0 });
    const others = balls.slice(1);
    const at = (f: number) => stickClearance(P, table.spec, stroke(Math.round(100 * f * miscueLimit(P)) / 100), [cue.x, cue.y], others);
    expect(at(TOP_TIP_OF_MISCUE_LIMIT).minElevationDeg ?? Infinity).toBeGreaterThan(30);
    expect(at(FROZEN_TIP_OF_MISCUE_LIMIT).blockedBy).toBeNull();
    const s = nineBallOn(balls, NOISE.tournament);
    const best = advise(s, 1, 1).suggestions[0]!;
    const [sn, cs] = sinCosDeg(best.shot.aimDeg);
    expect(cs).toBeGreaterThan(0);
    expect(
      execute({ ...s, noise: { ...NOISE.tournament, aimDeg: 0, speedFrac: 0, tipR: 0, speedMps: 0, elevationDeg: 0 } }, best, 1).ruling.fouls,
    ).toEqual([]);
    expect(Math.abs(sn)).toBeLessThan(1);
  });
});

describe("the screen's branch and bound", () => {
  it('changes no advice and simulates fewer strokes: 14.1 after the break, the cue ball where it lies', () => {
    const s = afterBreak(1, 'tournament', 'straight-pool');
    const st = { ...s, state: { ...s.state, ballInHand: 'none' as const } };
    const bounded = advise(st, 1, 3);
    const full = advise(st, 1, 3, undefined, { ...DEFAULT_SEARCH, bound: false });
    expect(bounded.suggestions).toEqual(full.suggestions);
    expect(bounded.candidates).toBe(full.candidates);
    expect(bounded.simulations).toBeLessThan(full.simulations * 0.8);
  });
});
