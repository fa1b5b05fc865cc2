/** Root finding: property tests against polynomials with known roots. */
import { describe, expect, it } from 'vitest';
import { evalPoly, firstCrossing, firstEntry, rootsIn, signOn } from '../../src/math/poly.ts';
import { createRng } from '../../src/math/rng.ts';
import { atan2, sinCosDeg } from '../../src/math/trig.ts';

/** Coefficients (lowest first) of k (t - r1)(t - r2)... */
function fromRoots(k: number, roots: number[]): number[] {
  let c = [k];
  for (const r of roots) {
    const next = new Array(c.length + 1).fill(0);
    c.forEach((ci, i) => {
      next[i + 1] += ci;
      next[i] -= r * ci;
    });
    c = next;
  }
  return c;
}

describe('polynomial roots', () => {
  it('finds every simple root of random quartics to 1e-12 relative', () => {
    const rng = createRng(9);
    for (let k = 0; k < 2000; k++) {
      const roots = [rng.range(0, 1), rng.range(0, 1), rng.range(0, 1), rng.range(0, 1)].sort((a, b) => a - b);
      if (roots.some((r, i) => i > 0 && r - roots[i - 1]! < 1e-3)) continue;
      const c = fromRoots(rng.range(0.1, 10), roots);
      const out = new Float64Array(4);
      const n = rootsIn(c, 4, -0.01, 1.01, out);
      expect(n).toBe(4);
      for (let i = 0; i < 4; i++) expect(Math.abs(out[i]! - roots[i]!)).toBeLessThan(1e-9);
    }
  });
  it('firstEntry returns the first decreasing zero, 0 when touching and approaching, Infinity otherwise', () => {
    // f = (t - 0.3)(t - 0.7): positive, then negative between 0.3 and 0.7.
    expect(firstEntry([0.21, -1, 1, 0, 0], 2, 1, 0)).toBeCloseTo(0.3, 14);
    expect(firstEntry([0, -1, 1, 0, 0], 2, 1, 1e-12)).toBe(0);
    expect(firstEntry([0, 1, 1, 0, 0], 2, 1, 1e-12)).toBe(Infinity);
    expect(firstEntry([0.21, -1, 1, 0, 0], 2, 0.2, 0)).toBe(Infinity);
    // Grazing: touching with an approach rate inside the tolerance is not an impact.
    expect(firstEntry([0, -1e-20, 1, 0, 0], 2, 1, 1e-12, 1e-15)).toBe(Infinity);
  });
  it('firstCrossing respects the direction', () => {
    expect(firstCrossing([-0.5, 1, 0, 0, 0], 1, 1, 'up')).toBeCloseTo(0.5, 14);
    expect(firstCrossing([-0.5, 1, 0, 0, 0], 1, 1, 'down')).toBe(Infinity);
  });
  it('signOn tells a sign kept on [0, h] only when the coefficients prove it, and the searches agree with it', () => {
    // 1 - t + t^2 >= 1 - h on [0, h]: positive for h < 1 by the bound (its minimum, 3/4, is never below it).
    expect(signOn([1, -1, 1], 2, 0.5)).toBe(1);
    // (t - 0.3)(t - 0.7) changes sign in [0, 1]: the bound cannot tell.
    expect(signOn([0.21, -1, 1], 2, 1)).toBe(0);
    expect(signOn([-1, 0.5, 0.1], 2, 1)).toBe(-1);
    expect(signOn([1, -1, 1], 2, Infinity)).toBe(0);
    // Random polynomials: where the bound answers, the full searches find nothing either.
    const rng = createRng(4);
    for (let k = 0; k < 5000; k++) {
      const c = [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];
      const h = rng.range(0, 2);
      const sign = signOn(c, 4, h);
      const out = new Float64Array(4);
      if (sign !== 0) {
        expect(rootsIn(c, 4, 0, h, out)).toBe(0);
        // (Touching now and approaching is an impact at 0, whatever follows.)
        expect(firstEntry(c, 4, h, 0)).toBe(c[0]! <= 0 && c[1]! < 0 ? 0 : Infinity);
        expect(firstCrossing(c, 4, h, 'down')).toBe(Infinity);
      }
      if (sign === 1) for (let i = 0; i <= 10; i++) expect(evalPoly(c, 4, (h * i) / 10)).toBeGreaterThan(0);
    }
  });
  it('a cutoff ends a search that can find nothing before it, and changes nothing found before it', () => {
    // f = (t - 0.3)(t - 0.7): its entry at 0.3.
    expect(firstEntry([0.21, -1, 1], 2, 1, 0, 0, -1, 0.2)).toBe(Infinity);
    expect(firstEntry([0.21, -1, 1], 2, 1, 0, 0, -1, 0.5)).toBe(firstEntry([0.21, -1, 1], 2, 1, 0));
    expect(firstCrossing([-0.5, 1], 1, 1, 'up', 0.4)).toBe(Infinity);
    expect(firstCrossing([-0.5, 1], 1, 1, 'up', 0.6)).toBe(firstCrossing([-0.5, 1], 1, 1, 'up'));
    // Touching and approaching: 0, whatever the cutoff.
    expect(firstEntry([0, -1, 1], 2, 1, 1e-12, 0, -1, 1e-9)).toBe(0);
  });
  it('evalPoly is Horner', () => {
    expect(evalPoly([1, 2, 3], 2, 2)).toBe(17);
  });
});

describe('deterministic trigonometry', () => {
  it('agrees with Math to 1e-14 over many turns', () => {
    for (let d = -720; d <= 720; d += 0.37) {
      const [s, c] = sinCosDeg(d);
      expect(Math.abs(s - Math.sin((d * Math.PI) / 180))).toBeLessThan(1e-14);
      expect(Math.abs(c - Math.cos((d * Math.PI) / 180))).toBeLessThan(1e-14);
    }
    expect(sinCosDeg(90)[0]).toBe(1);
    expect(Math.abs(sinCosDeg(90)[1])).toBe(0);
    for (let a = -3.1; a < 3.1; a += 0.01) expect(Math.abs(atan2(Math.sin(a), Math.cos(a)) - a)).toBeLessThan(1e-14);
  });
});

describe('deterministic exp', () => {
  it('agrees with Math.exp to 2e-15 relative over the range the friction law uses and beyond', async () => {
    const { exp } = await import('../../src/math/trig.ts');
    for (let x = -50; x <= 50; x += 0.0173) expect(Math.abs(exp(x) - Math.exp(x)) / Math.exp(x)).toBeLessThan(2e-15);
    expect(exp(0)).toBe(1);
    expect(exp(-800)).toBe(0);
  });
  it('stopping the series once a term is under 2^-55 gives the full 20-term series to the bit (the sum is above 1/2)', async () => {
    const { exp } = await import('../../src/math/trig.ts');
    const full = (x: number): number => {
      const k = Math.round(x / 0.6931471805599453);
      const r = x - k * 6.9314718036912381649e-1 - k * 1.90821492927058770002e-10;
      let term = 1,
        sum = 1;
      for (let n = 1; n <= 20; n++) {
        term = (term * r) / n;
        sum += term;
      }
      return sum * 2 ** k;
    };
    const rng = createRng(7);
    const differ: number[] = [];
    for (let i = 0; i < 200_000; i++) {
      const x = i % 2 === 0 ? rng.range(-40, 40) : rng.range(-0.4, 0.4);
      if (!Object.is(exp(x), full(x))) differ.push(x);
    }
    expect(differ).toEqual([]);
  });
});
