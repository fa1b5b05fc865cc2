/** Property tests of the contact laws: energy, momentum, symmetry, and the reference's closed forms. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/math/rng.ts';
import { resolveBallBall } from '../../src/physics/laws/ball-ball-frictional-inelastic.ts';
import { resolveBallCushion } from '../../src/physics/laws/ball-cushion-han2005.ts';
import { squirtTangent, strikeCueBall } from '../../src/physics/laws/cue-strike-instantaneous.ts';
import { ballEnergy } from '../../src/physics/laws/energy.ts';
import { miscueLimit } from '../../src/physics/params.ts';
import { levelStroke, P, R, T9 } from './helpers.ts';

const energy = (b: { v: number[]; w: number[] }) =>
  ballEnergy(P, { r: [0, 0, R], v: b.v as [number, number, number], w: b.w as [number, number, number] });
const vec = (rng: ReturnType<typeof createRng>, k: number): [number, number, number] => [rng.range(-k, k), rng.range(-k, k), rng.range(-k, k)];

describe('ball-ball (frictional inelastic, TP A-14)', () => {
  it('never creates energy and conserves linear momentum in the plane (10,000 random impacts)', () => {
    const rng = createRng(1);
    for (let k = 0; k < 10000; k++) {
      const b1 = { v: [...vec(rng, 5).slice(0, 2), 0] as [number, number, number], w: vec(rng, 300) };
      const b2 = { v: [...vec(rng, 5).slice(0, 2), 0] as [number, number, number], w: vec(rng, 300) };
      const [nx, ny] = rng.inDisc();
      const l = Math.hypot(nx, ny);
      const e0 = energy(b1) + energy(b2);
      const px = b1.v[0] + b2.v[0],
        py = b1.v[1] + b2.v[1];
      resolveBallBall(P, b1, b2, nx / l, ny / l);
      expect(energy(b1) + energy(b2)).toBeLessThanOrEqual(e0 + 1e-12);
      expect(Math.abs(b1.v[0] + b2.v[0] - px)).toBeLessThan(1e-12);
      expect(Math.abs(b1.v[1] + b2.v[1] - py)).toBeLessThan(1e-12);
    }
  });
  it('stun cut: throw angle matches the gripping cap tan(phi)/(7(1+e)/2) at 15 degrees (reference 3.2)', () => {
    const phi = (15 * Math.PI) / 180;
    const b1 = { v: [1, 0, 0] as [number, number, number], w: [0, 0, 0] as [number, number, number] };
    const b2 = { v: [0, 0, 0] as [number, number, number], w: [0, 0, 0] as [number, number, number] };
    resolveBallBall(P, b1, b2, Math.cos(phi), Math.sin(phi));
    // Angle of the OB's velocity away from the line of centres.
    const along = b2.v[0] * Math.cos(phi) + b2.v[1] * Math.sin(phi);
    const across = -b2.v[0] * Math.sin(phi) + b2.v[1] * Math.cos(phi);
    const throwDeg = (Math.atan2(-across, along) * 180) / Math.PI;
    const capDeg = (Math.atan(Math.tan(phi) / ((7 * (1 + P.eBall)) / 2)) * 180) / Math.PI;
    // Gripping or sliding, whichever is smaller; at 1 m/s and 15 degrees the cap (~2.25 deg) binds.
    expect(throwDeg).toBeGreaterThan(0);
    expect(throwDeg).toBeLessThanOrEqual(capDeg + 1e-9);
    expect(Math.abs(throwDeg - 2.25)).toBeLessThan(0.1);
  });
  describe('throw of a 30 degree stun cut, on both branches of the friction law (TP A-14)', () => {
    // The slip of a stun cut is v sin(phi), all in the plane. Friction per unit mass is
    // min(mu(v sin phi) J_n, v sin phi / 7) with J_n = (1+e)/2 v cos phi, so the object ball is
    // thrown by atan(min(mu(v sin phi), tan(phi) / (7 (1+e)/2))): the gripping cap at low speed,
    // the sliding branch (where the TP A-14 fit matters) above. TP A-14 tabulates 4.8, 3.55, 3.30
    // and 1.70 degrees at these speeds (to its rounding: 0.05 degrees).
    const phi = (30 * Math.PI) / 180;
    const throwOf = (v: number, params = P): number => {
      const b1 = { v: [v, 0, 0] as [number, number, number], w: [0, 0, 0] as [number, number, number] };
      const b2 = { v: [0, 0, 0] as [number, number, number], w: [0, 0, 0] as [number, number, number] };
      resolveBallBall(params, b1, b2, Math.cos(phi), Math.sin(phi));
      const along = b2.v[0] * Math.cos(phi) + b2.v[1] * Math.sin(phi);
      const across = -b2.v[0] * Math.sin(phi) + b2.v[1] * Math.cos(phi);
      return (Math.atan2(-across, along) * 180) / Math.PI;
    };
    const closedForm = (v: number): number => {
      const { a, b, c } = P.ballFriction;
      const mu = a + b * Math.exp(-c * v * Math.sin(phi));
      return (Math.atan(Math.min(mu, Math.tan(phi) / ((7 * (1 + P.eBall)) / 2))) * 180) / Math.PI;
    };
    for (const [v, tabulated, branch] of [
      [0.447, 4.8, 'the gripping cap'],
      [1.34, 3.55, 'sliding'],
      [1.5, 3.3, 'sliding'],
      [3.13, 1.7, 'sliding'],
    ] as const) {
      it(`${v} m/s: ${tabulated} degrees (${branch})`, () => {
        expect(Math.abs(throwOf(v) - closedForm(v))).toBeLessThan(1e-9);
        expect(Math.abs(throwOf(v) - tabulated)).toBeLessThan(0.05);
      });
    }
    it('a friction four times TP A-14 would change the sliding branch by degrees: the coefficient matters', () => {
      const strong = { ...P, ballFriction: { a: 4 * P.ballFriction.a, b: 4 * P.ballFriction.b, c: P.ballFriction.c } };
      expect(throwOf(1.34, strong) - throwOf(1.34)).toBeGreaterThan(1);
    });
  });
  it('mirror symmetry: mirrored inputs give mirrored outputs', () => {
    const rng = createRng(2);
    for (let k = 0; k < 1000; k++) {
      const v1 = vec(rng, 3),
        w1 = vec(rng, 100),
        v2 = vec(rng, 3),
        w2 = vec(rng, 100);
      v1[2] = 0;
      v2[2] = 0;
      const [nx, ny] = rng.inDisc();
      const l = Math.hypot(nx, ny);
      const a1 = { v: [...v1] as typeof v1, w: [...w1] as typeof w1 },
        a2 = { v: [...v2] as typeof v2, w: [...w2] as typeof w2 };
      // Mirror in y: v_y -> -v_y, and the axial vector w -> (-w_x, w_y, -w_z).
      const m = (v: number[]) => [v[0]!, -v[1]!, v[2]!] as [number, number, number];
      const mw = (w: number[]) => [-w[0]!, w[1]!, -w[2]!] as [number, number, number];
      const b1 = { v: m(v1), w: mw(w1) },
        b2 = { v: m(v2), w: mw(w2) };
      resolveBallBall(P, a1, a2, nx / l, ny / l);
      resolveBallBall(P, b1, b2, nx / l, -ny / l);
      for (let i = 0; i < 3; i++) {
        expect(Math.abs(m(a1.v)[i]! - b1.v[i]!)).toBeLessThan(1e-12);
        expect(Math.abs(mw(a1.w)[i]! - b1.w[i]!)).toBeLessThan(1e-9);
      }
    }
  });
});

describe('ball-cushion (Han 2005)', () => {
  const sinT = (T9.spec.cushionNoseHeightM - R) / R;
  describe('side spin changes the rebound: running english widens it, reverse english narrows it', () => {
    // A rolling ball at 45 degrees into a cushion whose outward normal is -x (the ball moves +x, +y).
    // Running english spins it (about z) the way it rolls along the cushion; reverse the other way.
    const v = 1 / Math.SQRT2;
    const rebound = (wz: number) => {
      const b = { v: [v, v, 0] as [number, number, number], w: [-v / R, v / R, wz] as [number, number, number] };
      resolveBallCushion(P, b, -1, 0, sinT);
      return { angle: (Math.atan2(b.v[1], -b.v[0]) * 180) / Math.PI, along: b.v[1] };
    };
    const plain = rebound(0),
      running = rebound(-30),
      reverse = rebound(30);
    it('the rebound angle from the normal: reverse < none < running, each by more than a degree at R w_z = 0.86 m/s', () => {
      expect(running.angle).toBeGreaterThan(plain.angle + 1);
      expect(reverse.angle).toBeLessThan(plain.angle - 1);
    });
    it('the speed along the cushion: running english keeps more of it than none, reverse less', () => {
      expect(running.along).toBeGreaterThan(plain.along);
      expect(reverse.along).toBeLessThan(plain.along);
    });
    it('square on, side spin alone sends the ball off the normal toward the side it spins to (and mirror-symmetrically)', () => {
      const square = (wz: number) => {
        const b = { v: [1, 0, 0] as [number, number, number], w: [0, 1 / R, wz] as [number, number, number] };
        resolveBallCushion(P, b, -1, 0, sinT);
        return b.v[1];
      };
      expect(square(0)).toBeCloseTo(0, 12);
      expect(square(30)).toBeLessThan(-0.01);
      expect(square(-30)).toBeCloseTo(-square(30), 12);
    });
  });
  it('never creates energy and always sends the ball away (10,000 random impacts)', () => {
    const rng = createRng(3);
    for (let k = 0; k < 10000; k++) {
      const b = { v: [rng.range(0.01, 8), rng.range(-8, 8), 0] as [number, number, number], w: vec(rng, 400) };
      const e0 = energy(b);
      resolveBallCushion(P, b, -1, 0, sinT); // cushion on the +x side, normal toward -x
      expect(energy(b)).toBeLessThanOrEqual(e0 + 1e-12);
      expect(b.v[0]).toBeLessThan(0);
    }
  });
  it('V15 at pool height: the vertical impulse on a rolling ball is downward; draw re-rolls faster than natural roll', () => {
    const roll = { v: [1, 0, 0] as [number, number, number], w: [0, 1 / R, 0] as [number, number, number] };
    const res = resolveBallCushion(P, roll, -1, 0, sinT);
    expect(res.verticalImpulse).toBeLessThan(0);
    const draw = { v: [1, 0, 0] as [number, number, number], w: [0, -1 / R, 0] as [number, number, number] };
    resolveBallCushion(P, draw, -1, 0, sinT);
    // Re-rolled speed back toward -x: (5/7) v + (2/7) w with forward = -x and topspin w = -R w_y.
    const reroll = (b: typeof roll) => (5 / 7) * -b.v[0] + (2 / 7) * -R * b.w[1];
    const rollBack = reroll(roll),
      drawBack = reroll(draw);
    expect(drawBack).toBeGreaterThan(rollBack);
    expect(rollBack).toBeGreaterThan(0.54 * 0.95);
    expect(rollBack).toBeLessThan(0.62 * 1.05);
  });
  it('V15: a cushion lowered to 1.10 R makes the vertical impulse upward (mu_c > tan theta)', () => {
    const roll = { v: [1, 0, 0] as [number, number, number], w: [0, 1 / R, 0] as [number, number, number] };
    const res = resolveBallCushion(P, roll, -1, 0, 0.1);
    expect(res.verticalImpulse).toBeGreaterThan(0);
  });
});

describe('cue strike (TP A-30, TP A-31)', () => {
  it('V12: centre hit v = 1.331 V; b = 0.5 R gives v = 1.804 and w R = 2.255 for V = 2 m/s', () => {
    const c = strikeCueBall(P, levelStroke(2));
    expect(Math.abs(c.v[0] - 2.662) / 2.662).toBeLessThan(0.005);
    const f = strikeCueBall(P, levelStroke(2, 0, 0.5));
    expect(Math.abs(f.v[0] - 1.804) / 1.804).toBeLessThan(0.005);
    expect(Math.abs(f.w[1] * R - 2.255) / 2.255).toBeLessThan(0.005);
    const s = strikeCueBall(P, levelStroke(2, 0.5, 0));
    expect(Math.abs(Math.hypot(s.v[0], s.v[1]) - 1.804) / 1.804).toBeLessThan(0.005);
    expect(Math.abs(Math.abs(s.w[2]) * R - 2.255) / 2.255).toBeLessThan(0.005);
    // Ball KE never exceeds the cue's.
    expect((P.ballMassKg * 2.662 ** 2) / (P.cueMassKg * 4)).toBeLessThan(1);
    expect(miscueLimit(P)).toBeCloseTo(0.514, 3);
  });
  it('V11: squirt turns the ball away from the english, 1.89 deg at 0.5 R and 1.04 deg at 0.25 R, speed independent', () => {
    for (const [a, deg] of [
      [0.5, 1.89],
      [0.25, 1.04],
    ] as const) {
      for (const V of [1, 3]) {
        const r = strikeCueBall(P, levelStroke(V, a, 0));
        const angle = (Math.atan2(r.v[1], r.v[0]) * 180) / Math.PI;
        expect(Math.abs(angle - deg)).toBeLessThan(0.05); // right english squirts left (+y for aim +x)
        expect(r.w[2]).toBeGreaterThan(0); // counter-clockwise seen from above
      }
    }
    expect(squirtTangent(P, 0)).toBe(0);
  });
});
