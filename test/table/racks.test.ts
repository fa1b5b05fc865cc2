/** Racks (reference 1.5; G2, T1.5, T2.7; rules-matrix section 4). */
import { describe, expect, it } from 'vitest';
import { rackBalls, tableGeometry } from '../../src/table/index.ts';

const g = tableGeometry('9ft');
const R = 0.028575;
const gaps = (balls: { x: number; y: number }[]) => {
  const out: number[] = [];
  for (let i = 0; i < balls.length; i++)
    for (let j = i + 1; j < balls.length; j++) out.push(Math.hypot(balls[i]!.x - balls[j]!.x, balls[i]!.y - balls[j]!.y) - 2 * R);
  return out;
};

describe('racks', () => {
  it('9-ball diamond: 1 on the foot spot, 9 in the centre, neighbours frozen (T1.5, T2.7)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = rackBalls(g, R, { type: 'nine-ball', seed });
      expect(r).toHaveLength(9);
      const one = r.find((b) => b.id === '1')!;
      expect(one.x).toBeCloseTo(0.635, 12);
      expect(one.y).toBeCloseTo(0, 12);
      const nine = r.find((b) => b.id === '9')!;
      expect(nine.x).toBeCloseTo(0.635 + 2 * Math.sqrt(3) * R, 12);
      expect(nine.y).toBeCloseTo(0, 12);
      const gs = gaps(r);
      expect(Math.min(...gs)).toBeGreaterThan(-1e-12);
      expect(gs.filter((x) => Math.abs(x) < 1e-6)).toHaveLength(16); // touching pairs of a 9-ball diamond
    }
  });
  it('15-ball triangle: 8 in the centre of the third row, one solid and one stripe in the back corners', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = rackBalls(g, R, { type: 'fifteen', seed });
      expect(new Set(r.map((b) => b.id)).size).toBe(15);
      const eight = r.find((b) => b.id === '8')!;
      expect(eight.x).toBeCloseTo(0.635 + 2 * Math.sqrt(3) * R, 12);
      expect(eight.y).toBeCloseTo(0, 12);
      const back = r.filter((b) => Math.abs(b.x - (0.635 + 4 * Math.sqrt(3) * R)) < 1e-9 && Math.abs(Math.abs(b.y) - 4 * R) < 1e-9);
      expect(back).toHaveLength(2);
      const kinds = back.map((b) => (Number(b.id) < 8 ? 'solid' : 'stripe')).sort();
      expect(kinds).toEqual(['solid', 'stripe']);
      expect(gaps(r).filter((x) => Math.abs(x) < 1e-6)).toHaveLength(30);
    }
  });
  it('14.1 re-rack leaves the apex empty', () => {
    const r = rackBalls(g, R, { type: 'fourteen-one', seed: 1 });
    expect(r).toHaveLength(14);
    expect(r.some((b) => Math.abs(b.x - 0.635) < 1e-9)).toBe(false);
  });
  it('jitter is seeded and never overlaps', () => {
    const a = rackBalls(g, R, { type: 'fifteen', seed: 5, jitterMm: 0.05 });
    expect(rackBalls(g, R, { type: 'fifteen', seed: 5, jitterMm: 0.05 })).toEqual(a);
    expect(Math.min(...gaps(a))).toBeGreaterThanOrEqual(0);
    expect(rackBalls(g, R, { type: 'fifteen', seed: 6, jitterMm: 0.05 })).not.toEqual(a);
  });
});
