/**
 * Kicks and jumps out of a hook (src/advisor/escapes.ts): a cue ball whose
 * straight line to the legal ball is blocked fouls when it plays at that ball (G17: the blocker
 * is met first); a kick off a cushion, aimed by the engine, meets the legal ball first and is legal
 * (G18: a legal ball first, then a cushion).
 */
import { describe, expect, it } from 'vitest';
import { advise } from '../../src/advisor/advise.ts';
import { centreHit } from '../../src/advisor/candidates.ts';
import { aimEscape, escapeJumps, escapeKicks, ESCAPE_ROUNDS, hooked, JUMP_ELEVATIONS_DEG, kickOffset } from '../../src/advisor/escapes.ts';
import { cleared, play, strokeOf, type Situation } from '../../src/advisor/evaluate.ts';
import { NOISE } from '../../src/advisor/noise.ts';
import { sinCosDeg } from '../../src/math/trig.ts';
import type { Vec2 } from '../../src/math/vec2.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { simulate } from '../../src/physics/simulate.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import { defaultState } from '../../src/rules/types.ts';
import { tableGeometry } from '../../src/table/index.ts';

const table = tableGeometry('9ft');
const R = P.ballRadiusM;
const cue: Vec2 = [-0.6, 0];
/** 9-ball, the 1 to play: the 5 sits on the cue ball's straight line to it. */
const HOOKED = [
  { id: 'cue', x: cue[0], y: cue[1] },
  { id: '1', x: 0.6, y: 0.2 },
  { id: '5', x: -0.3, y: 0.05 },
  { id: '9', x: 0.9, y: -0.3 },
];
const situation: Situation = {
  table,
  params: P,
  balls: HOOKED,
  state: defaultState('nine-ball', { phase: 'normal', ballInHand: 'none' }),
  options: SEEDS_RULES,
  pockets: 'return',
  noise: NOISE.tournament,
};
const others = HOOKED.filter((b) => b.id !== 'cue');

describe('hooked: the cue ball cannot meet the legal ball full', () => {
  it('the 5 on the line to the 1 hooks it; moved 0.2 m aside, it does not', () => {
    expect(hooked(cue, others[0] as (typeof others)[0], others, R)).toBe(true);
    const moved = others.map((b) => (b.id === '5' ? { ...b, y: -0.15 } : b));
    expect(hooked(cue, moved[0] as (typeof others)[0], moved, R)).toBe(false);
    expect(escapeKicks(table, R, cue, moved, ['1'])).toEqual([]);
    expect(escapeJumps(cue, moved, ['1'], R)).toEqual([]);
  });
  it('a centre hit straight at the 1 meets the 5 first: a foul (G17)', () => {
    const dir: Vec2 = [1.2 / Math.hypot(1.2, 0.2), 0.2 / Math.hypot(1.2, 0.2)];
    const o = play(situation, centreHit('1', dir, 2), cue, strokeOf(centreHit('1', dir, 2)));
    expect(o.foul).toBe(true);
    expect(o.ruling.enforced?.rule).toBe('G17');
  });
});

describe('escapeKicks: one- and two-cushion kicks at a hooked ball', () => {
  const kicks = escapeKicks(table, R, cue, others, ['1']);
  it('offers kicks off one cushion and off two, each a safety on the 1 that pots nothing', () => {
    expect(kicks.some((k) => k.rails === 1)).toBe(true);
    expect(kicks.some((k) => k.rails === 2)).toBe(true);
    for (const k of kicks) expect({ kind: k.kind, target: k.target, pot: k.pot }).toEqual({ kind: 'safety', target: '1', pot: null });
  });
  it('the jumps are struck at the 1 at each of JUMP_ELEVATIONS_DEG', () => {
    const jumps = escapeJumps(cue, others, ['1'], R);
    expect([...new Set(jumps.map((j) => j.elevationDeg))]).toEqual([...JUMP_ELEVATIONS_DEG]);
  });
  it('no kick is offered off a cushion point beside a pocket: with the blocker midway on the centre line, the one-cushion kicks off the long cushions (met at the side pockets) are not, the two-cushion kicks are', () => {
    const mid = escapeKicks(
      table,
      R,
      [-0.3, 0],
      [
        { id: '1', x: 0.3, y: 0 },
        { id: '5', x: 0, y: 0 },
      ],
      ['1'],
    );
    expect(mid.filter((k) => k.rails === 1)).toEqual([]);
    expect(mid.filter((k) => k.rails === 2).length).toBeGreaterThanOrEqual(4);
  });
  it(`the kick off the head cushion behind the cue ball, aimed through the engine in at most ${ESCAPE_ROUNDS} strokes, meets the 1 first and is legal (G18)`, () => {
    const kick = kicks.find((k) => k.rails === 1 && k.dir[0] < -0.9);
    const c = kick ? cleared(situation, kick, cue) : null;
    expect(c).not.toBeNull();
    const r = aimEscape(situation, c as NonNullable<typeof c>, cue);
    expect(r.sims).toBeLessThanOrEqual(ESCAPE_ROUNDS);
    expect(r.aimed).not.toBeNull();
    const o = r.aimed?.outcome;
    expect(o?.foul).toBe(false);
    const first = o?.record.events.find((e) => e.type === 'ball-ball' && e.balls.includes('cue'));
    expect(first?.type === 'ball-ball' && first.balls.includes('1')).toBe(true);
    // Aimed full within a quarter of a ball: far inside the 2R either side that still meets it.
    expect(Math.abs(kickOffset(o!.record, '1', 1, [0.6, 0.2]) ?? Infinity)).toBeLessThan(R / 2);
  });
});

describe('kickOffset: where the cue ball passes the target after its cushions, signed', () => {
  it('after its cushion, a cue ball passes a point on its left positive and one on its right negative, 0.14 m apart across its path (within 2 cm)', () => {
    // From (0, 0) toward the +y cushion at 45 degrees: past the cushion it heads about (1, -1).
    const [sn, cs] = sinCosDeg(45);
    const record = simulate({
      table,
      params: P,
      balls: [{ id: 'cue', x: 0, y: 0 }],
      strokes: [{ ball: 'cue', stroke: { dir: [cs, sn], cueSpeed: 2, tip: { side: 0, height: 0 }, elevationDeg: 0 } }],
      pockets: 'return',
    });
    const wall = table.spec.widthM / 2 - R;
    // The mirror path past the cushion runs through (2 wall, 0); points 0.07 m either side of it, across (1, -1).
    const onPath: Vec2 = [2 * wall, 0];
    const mid = kickOffset(record, 'x', 1, onPath) as number;
    const l = kickOffset(record, 'x', 1, [onPath[0] + 0.05, onPath[1] + 0.05]) as number,
      r = kickOffset(record, 'x', 1, [onPath[0] - 0.05, onPath[1] - 0.05]) as number;
    expect([typeof l, typeof mid, typeof r]).toEqual(['number', 'number', 'number']);
    expect(l).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(r);
    expect(l - r).toBeCloseTo(0.1 * Math.SQRT2, 1);
  });
  it('a stroke that meets a ball before its cushion measures nothing', () => {
    const record = simulate({
      table,
      params: P,
      balls: HOOKED,
      strokes: [{ ball: 'cue', stroke: { dir: [1, 0.05 / 0.3], cueSpeed: 2, tip: { side: 0, height: 0 }, elevationDeg: 0 } }],
      pockets: 'return',
    });
    expect(kickOffset(record, '1', 1, [0.6, 0.2])).toBeNull();
  });
});

describe('advise on a hooked table', () => {
  it('suggests a stroke that is legal without noise, and fouls less under the ICGA noise than a centre hit at the 1', () => {
    const a = advise(situation, 7, 1);
    const best = a.suggestions[0];
    expect(best).toBeDefined();
    const [sn, cs] = sinCosDeg(best!.shot.aimDeg);
    const stroke = { dir: [cs, sn] as Vec2, cueSpeed: best!.shot.cueSpeed, tip: best!.shot.tip, elevationDeg: best!.shot.elevationDeg };
    const o = play(situation, { ...centreHit(best!.target, stroke.dir, stroke.cueSpeed), ...stroke }, best!.cue, stroke);
    expect(o.foul).toBe(false);
    expect(best!.foulChance).toBeLessThan(0.5);
  });
});
