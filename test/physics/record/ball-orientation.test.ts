/**
 * Ball orientation over a record. Expected values come from rolling kinematics:
 * a ball rolling without slip turns by d / R about the horizontal axis perpendicular to its path
 * (right-handed: rolling toward +x turns it about +y); a ball spinning in place turns about z by
 * the integral of its decaying spin, w0^2 / (2 decel) when it wears off completely.
 */
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_QUAT,
  orientationAt,
  prepareOrientation,
  quatAngle,
  quatFromRotationVector,
  quatMul,
  quatRotate,
  type Quat,
} from '../../../src/physics/record/ball-orientation.ts';
import { ball, levelStroke, P, R, run } from '../helpers.ts';

const inverse = (q: Quat): Quat => [q[0], -q[1], -q[2], -q[3]];
const relative = (a: Quat, b: Quat) => quatMul(b, inverse(a));

describe('a rolling ball turns by d / R about the axis across its path', () => {
  const v0 = 1.2;
  // Natural roll from the start: w = (0, v / R, 0) for a ball moving toward +x.
  const rec = run([{ id: 'cue', x: -1.0, y: 0.1, v: [v0, 0, 0], w: [0, v0 / R, 0] }]);
  const o = prepareOrientation(rec);
  const cue = ball(rec, 'cue');
  for (const d of [0.02, 0.05, 0.085]) {
    // d / R < pi, so the angle is not folded
    it(`after ${d} m of roll the turn is ${(d / R).toFixed(3)} rad within 1 %`, () => {
      // Time to roll d under rolling resistance: d = v0 t - a t^2 / 2, a = mu_r g.
      const a = P.muRoll * P.g;
      const t = (v0 - Math.sqrt(v0 * v0 - 2 * a * d)) / a;
      expect(Math.abs(cue.at(t).r[0] - (-1.0 + d))).toBeLessThan(1e-9);
      const q = orientationAt(o, 'cue', t)!;
      expect(Math.abs(quatAngle(q) - d / R) / (d / R)).toBeLessThan(0.01);
      // About +y: the top of the ball moves toward +x.
      const top = quatRotate(q, [0, 0, 1]);
      expect(top[0]).toBeGreaterThan(0);
      expect(Math.abs(top[1])).toBeLessThan(1e-9);
    });
  }
});

describe('scrubbing back to an instant shows the same orientation as playing forward to it', () => {
  // A draw shot with side: sliding with a turning axis, then rolling with side spin wearing off.
  const rec = run(
    [
      { id: 'cue', x: -0.9, y: 0, z: R },
      { id: '1', x: 0.2, y: 0.02 },
    ],
    [{ ball: 'cue', stroke: levelStroke(3, 0.3, -0.4) }],
  );
  const o = prepareOrientation(rec);
  it('frame by frame forward, then back from the end: identical quaternions', () => {
    const times = Array.from({ length: 120 }, (_, k) => (k * rec.trajectory.endT) / 119);
    const forward = times.map((t) => orientationAt(o, 'cue', t));
    const backward = [...times]
      .reverse()
      .map((t) => orientationAt(o, 'cue', t))
      .reverse();
    expect(backward).toEqual(forward);
    // A fresh preparation (a reloaded replay) agrees too.
    const again = prepareOrientation(rec);
    expect(times.map((t) => orientationAt(again, 'cue', t))).toEqual(forward);
  });
  it('the orientation moves continuously across segment boundaries', () => {
    const segs = ball(rec, 'cue').traj.segments;
    for (const seg of segs.slice(1)) {
      const before = orientationAt(o, 'cue', seg.t - 1e-7)!,
        after = orientationAt(o, 'cue', seg.t)!;
      expect(quatAngle(relative(before, after))).toBeLessThan(1e-3);
    }
  });
});

describe('side spin and flight', () => {
  it('a ball spinning in place turns about the vertical by w0^2 / (2 decel)', () => {
    const w0 = 20;
    const rec = run([{ id: 'cue', x: 0, y: 0, w: [0, 0, w0] }]);
    const o = prepareOrientation(rec);
    const total = (w0 * w0) / (2 * P.spinDecelRadS2);
    const q = orientationAt(o, 'cue', rec.trajectory.endT)!;
    // The turn about z, unfolded: compare a point on the equator's heading.
    const expected = quatFromRotationVector([0, 0, total]);
    expect(quatAngle(relative(expected, q))).toBeLessThan(1e-6);
    expect(quatRotate(q, [0, 0, 1])[2]).toBeCloseTo(1, 12); // the pole stays up
  });
  it('a ball at rest keeps the orientation it started with', () => {
    const start = quatFromRotationVector([0.3, -0.2, 1.1]);
    const rec = run([{ id: 'cue', x: 0, y: 0 }]);
    const o = prepareOrientation(rec, new Map([['cue', start]]));
    expect(orientationAt(o, 'cue', 0.5)).toEqual(start);
    expect(orientationAt(prepareOrientation(rec), 'cue', 0.5)).toEqual(IDENTITY_QUAT);
  });
  it('in the air the spin is constant: the turn is w t', () => {
    const w: [number, number, number] = [0, 30, 5];
    const rec = run([{ id: 'cue', x: 0, y: 0, z: R + 0.2, w }]);
    const o = prepareOrientation(rec);
    const flight = ball(rec, 'cue').traj.segments[0]!;
    expect(flight.mode).toBe('airborne');
    const t = 0.1;
    const q = orientationAt(o, 'cue', t)!;
    expect(quatAngle(relative(quatFromRotationVector([0, 30 * t, 5 * t]), q))).toBeLessThan(1e-9);
  });
});
