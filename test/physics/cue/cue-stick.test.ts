/** The cue stick: strike energy, miscue continuity, ferrule, follow-through (cue-stick.ts). */
import { describe, expect, it } from 'vitest';
import {
  ARM_DECEL_MPS2,
  BRIDGE_DISTANCE_M,
  FERRULE_OFFSET_R,
  SHAFT_RADIUS_M,
  stickClearance,
  strikeWithStick,
  TIP_RADIUS_M,
} from '../../../src/physics/cue/cue-stick.ts';
import { createRng } from '../../../src/math/rng.ts';
import { TABLE_PRESETS } from '../../../src/table/specs.ts';

const T9 = TABLE_PRESETS['9ft'];
const RAIL_TOP_HEIGHT_M = T9.railCapHeightM;
import { ballEnergy } from '../../../src/physics/laws/energy.ts';
import { miscueLimit } from '../../../src/physics/params.ts';
import { strikeCueBall } from '../../../src/physics/laws/cue-strike-instantaneous.ts';
import { levelStroke, P, R } from '../helpers.ts';

const ke = (r: { v: number[]; w: number[] }) =>
  ballEnergy(P, { r: [0, 0, R], v: r.v as [number, number, number], w: r.w as [number, number, number] });

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
  it("the stick follows through at the arm's deceleration: a medium stroke about 15 cm", () => {
    const r = strikeWithStick(P, levelStroke(2), 0, 0);
    expect(r.stick.decel).toBe(ARM_DECEL_MPS2);
    const dist = (r.stick.speed * r.stick.speed) / (2 * r.stick.decel);
    expect(dist).toBeGreaterThan(0.12);
    expect(dist).toBeLessThan(0.18);
    // The tip sphere starts touching the ball: its centre R + r_tip from the ball centre.
    expect(Math.hypot(r.stick.x0, r.stick.y0, r.stick.z - R)).toBeCloseTo(R + 0.0106, 12);
  });
});

/**
 * The stick between tip and bridge sampled every 0.05 mm (the exact test's reference): what it
 * passes through at an elevation, or null.
 */
function sampledBlock(
  halfL: number,
  halfW: number,
  dir: [number, number],
  tip: { side: number; height: number },
  deg: number,
  cue: [number, number],
  others: Array<{ id: string; x: number; y: number }>,
): string | null {
  const { side: a, height: b } = tip;
  const c = Math.sqrt(1 - a * a - b * b),
    k = R + TIP_RADIUS_M;
  const tx = cue[0] + k * (-c * dir[0] + a * dir[1]),
    ty = cue[1] + k * (-c * dir[1] - a * dir[0]),
    tz = R + k * b;
  const sv = Math.sin((deg * Math.PI) / 180),
    ch = Math.cos((deg * Math.PI) / 180);
  const run = BRIDGE_DISTANCE_M - k * c,
    steps = Math.ceil(run / 5e-5);
  for (let i = 0; i <= steps; i++) {
    const h = (i * run) / steps;
    const x = tx - dir[0] * h,
      y = ty - dir[1] * h,
      z = tz + (sv / ch) * h;
    for (const o of others) if ((x - o.x) ** 2 + (y - o.y) ** 2 + (z - R) ** 2 < (R + SHAFT_RADIUS_M) ** 2) return `ball "${o.id}"`;
    if ((Math.abs(x) > halfL || Math.abs(y) > halfW) && z - SHAFT_RADIUS_M < RAIL_TOP_HEIGHT_M) return 'the rail';
  }
  return null;
}

describe('stick clearance (exact capsule test)', () => {
  it('agrees with the stick sampled every 0.05 mm on 400 random layouts, elevations and tips naming what the stick meets first', () => {
    const rng = createRng(7);
    const halfL = 1.27,
      halfW = 0.635;
    let blockedCount = 0,
      railCount = 0;
    for (let n = 0; n < 400; n++) {
      const cue: [number, number] = [rng.range(-halfL + R, halfL - R), rng.range(-halfW + R, halfW - R)];
      const ang = rng.range(0, 2 * Math.PI);
      const dir: [number, number] = [Math.cos(ang), Math.sin(ang)];
      // Balls behind the cue ball, near the stick's line, where they matter.
      const others = Array.from({ length: 3 }, (_, i) => {
        const back = rng.range(2 * R, 0.25),
          off = rng.range(-0.06, 0.06);
        return { id: String(i + 1), x: cue[0] - dir[0] * back - dir[1] * off, y: cue[1] - dir[1] * back + dir[0] * off };
      });
      const tip = { side: rng.range(-0.5, 0.5), height: rng.range(-0.5, 0.5) };
      const deg = rng.range(0, 60);
      const exact = stickClearance(P, T9, { dir, cueSpeed: 2, tip, elevationDeg: deg }, cue, others).blockedBy;
      const sampled = sampledBlock(halfL, halfW, dir, tip, deg, cue, others);
      // Sampling every 0.05 mm misses a touch by at most ~1e-8 m: the two agree, names included.
      if (exact !== sampled) expect.fail(`layout ${n}: exact ${exact}, sampled ${sampled}`);
      if (exact) blockedCount++;
      if (exact === 'the rail') railCount++;
    }
    expect(railCount).toBeGreaterThan(10);
    // The layouts test both outcomes.
    expect(blockedCount).toBeGreaterThan(50);
    expect(blockedCount).toBeLessThan(350);
  });
  it('names the smallest elevation (0.1 degree steps) that clears a ball right behind the cue ball', () => {
    const others = [{ id: '2', x: -0.1, y: 0 }];
    const cl = stickClearance(P, T9, { dir: [1, 0], cueSpeed: 2, tip: { side: 0, height: 0 }, elevationDeg: 0 }, [0, 0], others);
    expect(cl.blockedBy).toBe('ball "2"');
    const min = cl.minElevationDeg as number;
    const at = (deg: number) =>
      stickClearance(P, T9, { dir: [1, 0], cueSpeed: 2, tip: { side: 0, height: 0 }, elevationDeg: deg }, [0, 0], others).blockedBy;
    expect(at(min)).toBeNull();
    expect(at(min - 0.1)).toBe('ball "2"');
  });
});
