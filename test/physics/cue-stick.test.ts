/** The cue stick: strike energy, miscue continuity, ferrule, follow-through (cue-stick.ts). */
import { describe, expect, it } from 'vitest';
import { ARM_DECEL_MPS2, FERRULE_OFFSET_R, strikeWithStick } from '../../src/physics/cue-stick.ts';
import { ballEnergy } from '../../src/physics/energy.ts';
import { miscueLimit } from '../../src/physics/params.ts';
import { strikeCueBall } from '../../src/physics/cue-strike-instantaneous.ts';
import { levelStroke, P, R } from './helpers.ts';

const ke = (r: { v: number[]; w: number[] }) => ballEnergy(P, { r: [0, 0, R], v: r.v as [number, number, number], w: r.w as [number, number, number] });

describe('cue stick', () => {
  it('never gives the ball more energy than the stick loses, at any offset up to 0.9 R and any speed', () => {
    for (let a = -0.9; a <= 0.9; a += 0.05) {
      for (let b = -0.9; b <= 0.9; b += 0.05) {
        if (Math.hypot(a, b) > 0.9) continue;
        for (const V of [0.5, 2, 6]) {
          const r = strikeWithStick(P, levelStroke(V, a, b), 0, 0);
          const lost = 0.5 * P.cueMassKg * (V * V - r.stick.speed * r.stick.speed);
          expect(ke(r)).toBeLessThanOrEqual(lost + 1e-12);
        }
      }
    }
  });
  it('within the miscue limit it is exactly the TP A-30 strike with squirt', () => {
    const a = strikeWithStick(P, levelStroke(2, 0.3, 0.2), 0, 0);
    const b = strikeCueBall(P, levelStroke(2, 0.3, 0.2));
    expect(a.v).toEqual(b.v);
    expect(a.w).toEqual(b.w);
    expect(a.miscue).toBe(false);
  });
  it('past the miscue limit the strike is a miscue, continuous at the limit and weaker beyond it', () => {
    const lim = miscueLimit(P);
    const below = strikeWithStick(P, levelStroke(2, 0, lim - 1e-9), 0, 0);
    const above = strikeWithStick(P, levelStroke(2, 0, lim + 1e-9), 0, 0);
    expect(above.miscue).toBe(true);
    expect(Math.abs(above.v[0] - below.v[0])).toBeLessThan(1e-6);
    expect(Math.abs(above.w[1] - below.w[1])).toBeLessThan(1e-4);
    const far = strikeWithStick(P, levelStroke(2, 0, 0.8), 0, 0);
    expect(ke(far)).toBeLessThan(ke(above));
  });
  it('past 0.6 R the ferrule touches the ball; at 0.55 R it does not', () => {
    expect(strikeWithStick(P, levelStroke(2, 0.55, 0), 0, 0).ferrule).toBe(false);
    expect(strikeWithStick(P, levelStroke(2, FERRULE_OFFSET_R + 0.01, 0), 0, 0).ferrule).toBe(true);
  });
  it('the stick follows through at the arm\'s deceleration: a medium stroke about 15 cm', () => {
    const r = strikeWithStick(P, levelStroke(2), 0, 0);
    expect(r.stick.decel).toBe(ARM_DECEL_MPS2);
    const dist = (r.stick.speed * r.stick.speed) / (2 * r.stick.decel);
    expect(dist).toBeGreaterThan(0.12);
    expect(dist).toBeLessThan(0.18);
    // The tip sphere starts touching the ball: its centre R + r_tip from the ball centre.
    expect(Math.hypot(r.stick.x0, r.stick.y0, r.stick.z - R)).toBeCloseTo(R + 0.0106, 12);
  });
});
