/** The ShotRecord contract (design.md, "Event log"): ordered events, exact redraw, frozen snapshot. */
import { describe, expect, it } from 'vitest';
import { FROZEN_GAP_TOLERANCE_M } from '../../../src/physics/contact-tolerances.ts';
import { rackBalls, tableGeometry } from '../../../src/table/index.ts';
import { ball, levelStroke, P, R, run, sampleAll, T9 } from '../helpers.ts';
import { simulate } from '../../../src/physics/simulate.ts';

const breakRec = () =>
  run([{ id: 'cue', x: T9.headStringX, y: 0 }, ...rackBalls(T9, R, { type: 'fifteen', seed: 11 })], [{ ball: 'cue', stroke: levelStroke(8) }]);

describe('ShotRecord', () => {
  it('events are ordered by time, start with the tip contact and end with all-rest', () => {
    const rec = breakRec();
    for (let k = 1; k < rec.events.length; k++) expect(rec.events[k]!.t).toBeGreaterThanOrEqual(rec.events[k - 1]!.t);
    expect(rec.events[0]!.type).toBe('cue-tip-contact');
    expect(rec.events[rec.events.length - 1]!.type).toBe('all-rest');
  });
  it('the trajectory is continuous: each segment starts where the previous one ends', () => {
    const rec = breakRec();
    for (const traj of rec.trajectory.balls) {
      for (let k = 1; k < traj.segments.length; k++) {
        const seg = traj.segments[k]!;
        if (seg.mode === 'pocketed') continue;
        const before = ball(rec, traj.id).at(seg.t - 1e-12);
        expect(Math.hypot(before.r[0] - seg.r[0], before.r[1] - seg.r[1])).toBeLessThan(1e-9);
      }
    }
  });
  it('every ball at rest in the final state stands where its trajectory ends', () => {
    const rec = breakRec();
    const end = sampleAll(rec, rec.trajectory.endT + 1);
    for (const f of rec.final.balls) {
      const s = end.find((e) => e.id === f.id)!;
      if (f.state === 'stationary') {
        expect(s.r[0]).toBe(f.x);
        expect(s.r[1]).toBe(f.y);
      } else expect(s.mode).toBe('pocketed');
    }
  });
  it('the snapshot lists the 30 touching pairs of a frozen 15-ball rack, and a ball frozen to a cushion', () => {
    const dc = Math.sqrt(R * R - (T9.spec.cushionNoseHeightM - R) ** 2);
    const rec = run([{ id: 'cue', x: -1.27 + dc + 0.0001, y: 0.2 }, ...rackBalls(T9, R, { type: 'fifteen', seed: 2 })]);
    const ballPairs = rec.snapshot.frozen.filter((f) => f.kind === 'ball');
    expect(ballPairs).toHaveLength(30);
    for (const f of ballPairs) expect(Math.abs(f.gapM)).toBeLessThan(1e-9);
    expect(rec.snapshot.frozen.filter((f) => f.kind === 'cushion')).toEqual([
      { a: 'cue', b: 'head', kind: 'cushion', gapM: expect.closeTo(0.0001, 9) },
    ]);
    expect(FROZEN_GAP_TOLERANCE_M).toBe(0.0002);
  });
  it('records the cue ball crossing the head string out of the kitchen and back, once each way', () => {
    // From the kitchen up the table to the foot cushion and back past the head string.
    const rec = run([{ id: 'cue', x: -1.0, y: 0.1 }], [{ ball: 'cue', stroke: levelStroke(3) }]);
    const crossings = rec.events.filter((e) => e.type === 'head-string').map((e) => (e as { direction: string }).direction);
    expect(crossings.slice(0, 2)).toEqual(['out', 'in']);
    for (let k = 1; k < crossings.length; k++) expect(crossings[k]).not.toBe(crossings[k - 1]);
    const first = rec.events.find((e) => e.type === 'head-string')!;
    expect(ball(rec, 'cue').at(first.t).r[0]).toBeCloseTo(T9.headStringX, 9);
  });
  it('runs on the 8 ft and 7 ft presets', () => {
    for (const id of ['8ft', '7ft'] as const) {
      const t = tableGeometry(id);
      const rec = simulate({
        table: t,
        params: P,
        balls: [{ id: 'cue', x: t.headStringX, y: 0 }, ...rackBalls(t, R, { type: 'nine-ball', seed: 1 })],
        strokes: [{ ball: 'cue', stroke: levelStroke(7) }],
      });
      expect(rec.events.some((e) => e.type === 'ball-cushion')).toBe(true);
      for (const f of rec.final.balls) expect(['stationary', 'pocketed']).toContain(f.state);
    }
  });
});
