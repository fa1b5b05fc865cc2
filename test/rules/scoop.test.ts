/**
 * G25, the illegal scoop (src/rules/scoop.ts): the hop is read from the record (tip below centre,
 * a cue lower than a jump stroke's, the cue ball in the air over a ball before its first
 * contact); the intent is declared. Hand-written records: the cue ball flies over the 5 at
 * x = -0.2 and lands before the 1.
 */
import { describe, expect, it } from 'vitest';
import type { MotionSegment, ShotEvent } from '../../src/physics/record/shot-record.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { JUMP_STROKE_MIN_ELEVATION_DEG } from '../../src/rules/thresholds.ts';
import { defaultState, type Declaration } from '../../src/rules/types.ts';
import { bb, bc, flight, R, record, straight, TABLE } from './records.ts';

const g = 9.81;
/** The cue ball leaves the bed at x = -0.6 at 2 m/s along x and 1.2 m/s up: over x = -0.2 at t = 0.2 s its centre is 0.044 m higher. */
const hop: MotionSegment[] = [
  { t: 0, mode: 'airborne', r: [-0.6, 0, R], v: [2, 0, 1.2], a: [0, 0, -g], w: [0, 0, 0], aw: [0, 0] },
  { t: 0.245, mode: 'sliding', r: [-0.11, 0, R], v: [2, 0, 0], a: [0, 0, 0], w: [0, 0, 0], aw: [0, 0] },
];
const strike = (height: number, elevationDeg: number): ShotEvent => ({
  t: 0,
  type: 'cue-tip-contact',
  balls: ['cue'],
  start: 0,
  end: 0.001,
  count: 1,
  tip: { side: 0, height },
  speed: 2.3,
  elevationDeg,
});
const stroke = (height: number, elevationDeg: number) =>
  record({
    balls: { cue: [-0.6, 0], '5': [-0.2, 0], '1': [0.6, 0] },
    events: [strike(height, elevationDeg), flight(0, 'cue', 'airborne'), flight(0.245, 'cue', 'landed'), bb(0.6, 'cue', '1'), bc(1.0, '1', 'foot')],
    trajectories: [{ id: 'cue', segments: hop }, straight('5', [{ t: 0, x: -0.2, y: 0, vx: 0, vy: 0 }])],
  });
const intended: Declaration[] = [{ type: 'scoop-intended', by: 'referee' }];
const judge = (rec: ReturnType<typeof stroke>, declared: Declaration[] = []) =>
  adjudicate({ state: defaultState('nine-ball'), record: rec, declared, table: TABLE });

describe('G25: the illegal scoop', () => {
  it('G25: a hop over a ball from a stroke below centre with a low cue, judged deliberate, is a foul', () => {
    const r = judge(stroke(-0.3, 10), intended);
    expect(r.enforced).toEqual({ code: 'scoop-jump', rule: 'G25' });
    expect(r.fouls[0]).toMatchObject({ code: 'scoop-jump', ball: '5' });
    expect(r.next.ballInHand).toBe('table');
  });
  it('G25: the same hop not judged deliberate is legal, and the ruling says so', () => {
    const r = judge(stroke(-0.3, 10));
    expect(r.legal).toBe(true);
    expect(r.explanation.en).toContain('hopped over the 5; an accidental scoop is not a foul (G25)');
    expect(r.explanation.sk).toContain('takýto skok nechtiac nie je faul (G25)');
  });
  it(`G25, G26: from ${JUMP_STROKE_MIN_ELEVATION_DEG} degrees up it is a jump stroke, and a hop over the 5 is legal even when "intended"`, () => {
    const r = judge(stroke(-0.3, JUMP_STROKE_MIN_ELEVATION_DEG), intended);
    expect(r.legal).toBe(true);
    expect(r.explanation.en).toContain('no foul (G25)');
  });
  it('G25: a hop from a stroke at or above the centre is not a scoop', () => {
    expect(judge(stroke(0, 10), intended).legal).toBe(true);
  });
  it('G25, G26 (JUMP_STROKE_MIN_ELEVATION_DEG, 20 degrees): an intended hop from a cue at 19 degrees is a scoop, from 21 degrees a jump stroke', () => {
    expect(judge(stroke(-0.3, 19), intended).enforced?.code).toBe('scoop-jump');
    expect(judge(stroke(-0.3, 21), intended).legal).toBe(true);
  });
  it('G25 (SCOOP_MAX_TIP_HEIGHT_R, the centre): a tip 0.01 R below the centre scoops, 0.01 R above does not', () => {
    expect(judge(stroke(-0.01, 10), intended).enforced?.code).toBe('scoop-jump');
    expect(judge(stroke(0.01, 10), intended).legal).toBe(true);
  });
  it('G25: a ball the cue ball meets first is not one it hopped over (landing on it is the first contact, G17)', () => {
    const rec = record({
      balls: { cue: [-0.6, 0], '5': [-0.2, 0], '1': [0.6, 0] },
      events: [strike(-0.3, 10), flight(0, 'cue', 'airborne'), bb(0.2, 'cue', '5'), bc(1.0, '5', 'foot')],
      trajectories: [{ id: 'cue', segments: hop }, straight('5', [{ t: 0, x: -0.2, y: 0, vx: 0, vy: 0 }])],
    });
    const r = judge(rec, intended);
    expect(r.fouls.map((f) => f.code)).not.toContain('scoop-jump');
  });
});
