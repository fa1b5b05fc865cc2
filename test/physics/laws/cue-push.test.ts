/**
 * The shove (G23's push shot, physics/laws/cue-push.ts): the tip drives the cue ball at the cue speed u
 * for the push's duration T while the cloth's friction spins it up (reference 3.1's sliding law with
 * the centre held: R dw/dt = (5/2) mu g), then it goes on by its own law. Expected values are the
 * closed forms of that law.
 */
import { describe, expect, it } from 'vitest';
import { auditRecord } from '../../../src/physics/audit/audit.ts';
import { ball, levelStroke, P, R, run, T9 } from '../helpers.ts';

const mu = P.muSlide,
  g = P.g;
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);
const shove = (u: number, T: number, balls = [{ id: 'cue', x: -0.8, y: 0 }]) =>
  run(balls, [{ ball: 'cue', stroke: { ...levelStroke(u), pushS: T } }]);

describe('a shove (G23)', () => {
  it('holds the cue ball at the cue speed for T while R w grows by (5/2) mu g t; the tip contact lasts T', () => {
    const u = 1,
      T = 0.05;
    const rec = shove(u, T);
    const tip = rec.events.find((e) => e.type === 'cue-tip-contact') as { start: number; end: number };
    expect([tip.start, tip.end]).toEqual([0, T]);
    const mid = ball(rec, 'cue').at(0.5 * T);
    expect(rel(mid.v[0], u)).toBeLessThan(1e-12);
    expect(rel(mid.r[0] + 0.8, u * 0.5 * T)).toBeLessThan(1e-9);
    expect(rel(mid.w[1] * R, 2.5 * mu * g * 0.5 * T)).toBeLessThan(1e-9);
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
  it('released with slip, it re-rolls at (5/7) u + (2/7)(5/2) mu g T (V02 law from the release state)', () => {
    const u = 1,
      T = 0.05;
    const roll = ball(shove(u, T), 'cue').traj.segments.find((s) => s.mode === 'rolling')!;
    expect(rel(roll.v[0], (5 / 7) * u + (2 / 7) * 2.5 * mu * g * T)).toBeLessThan(1e-9);
  });
  it('pushed past the end of its slip (2u / (5 mu g)), it rolls on at u until the push ends', () => {
    const u = 0.5,
      T = 0.3;
    expect(T).toBeGreaterThan((2 * u) / (5 * mu * g));
    const rec = shove(u, T);
    const at = ball(rec, 'cue').at(0.25);
    expect(at.mode).toBe('rolling');
    expect(rel(at.v[0], u)).toBeLessThan(1e-12);
    expect(rel(at.w[1] * R, u)).toBeLessThan(1e-9);
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
  it('meeting a ball while pushed ends the push there: the tip contact ends at the impact', () => {
    const rec = shove(1, 0.2, [
      { id: 'cue', x: -0.8, y: 0 },
      { id: '1', x: -0.8 + 2 * R + 0.05, y: 0 },
    ]);
    const hit = rec.events.find((e) => e.type === 'ball-ball')!;
    const tip = rec.events.find((e) => e.type === 'cue-tip-contact') as { end: number };
    expect(hit.t).toBeCloseTo(0.05, 9);
    expect(tip.end).toBe(hit.t);
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
});
