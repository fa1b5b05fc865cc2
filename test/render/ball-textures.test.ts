/**
 * The ball textures are painted without testing every pixel of the map. The
 * painter visits a spherical cap (a number disc, a stripe's dot, a measle) row by row over the
 * row's span of longitudes only; it must visit exactly the pixels a test of every pixel finds
 * (pixelDirection, dot product against the cap's cosine), no more and no fewer, so the balls look
 * the same as before and no disc is clipped at the seam of the map.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/math/rng.ts';
import { capRows, NUMBER_DISC_DIRECTIONS, NUMBER_DISC_RAD, pixelDirection, pixelGrid, visitCap } from '../../src/render/ball-textures.ts';

type V3 = readonly [number, number, number];

function bruteForce(w: number, h: number, d: V3, rad: number): string[] {
  const out: string[] = [];
  const cosR = Math.cos(rad);
  for (let y = 0; y < h; y++) {
    const theta = ((y + 0.5) / h) * Math.PI;
    if (Math.abs(theta - Math.acos(d[1])) > rad + 0.02) continue;
    for (let x = 0; x < w; x++) {
      const p = pixelDirection(x, y, w, h);
      if (p[0] * d[0] + p[1] * d[1] + p[2] * d[2] >= cosR) out.push(`${x},${y}`);
    }
  }
  return out.sort();
}

function visited(w: number, h: number, d: V3, rad: number): string[] {
  const out: string[] = [];
  visitCap(pixelGrid(w, h), d, rad, (x, y) => out.push(`${x},${y}`));
  return out.sort();
}

describe('ball textures: the caps painted (issue 34, point 5)', () => {
  it('a number disc at full size covers exactly the pixels a whole-map test finds', () => {
    for (const d of NUMBER_DISC_DIRECTIONS) {
      const v = visited(1024, 512, d, NUMBER_DISC_RAD);
      expect(v.length).toBeGreaterThan(10_000);
      expect(v).toEqual(bruteForce(1024, 512, d, NUMBER_DISC_RAD));
    }
  });
  it("the measle dots, at the poles, on the map's seam and round the equator, likewise", () => {
    const dirs: V3[] = [
      [1, 0, 0],
      [-1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
      [0, 0, -1],
    ];
    for (const d of dirs) expect(visited(512, 256, d, 0.12)).toEqual(bruteForce(512, 256, d, 0.12));
  });
  it('random caps of random sizes (property: same pixel set, each pixel once)', () => {
    const rng = createRng(34);
    for (let k = 0; k < 60; k++) {
      const z = 2 * rng.next() - 1,
        a = 2 * Math.PI * rng.next(),
        s = Math.sqrt(1 - z * z);
      const d: V3 = [s * Math.cos(a), z, s * Math.sin(a)];
      const rad = 0.02 + 1.5 * rng.next();
      const v = visited(128, 64, d, rad);
      expect(new Set(v).size).toBe(v.length);
      // Only the rows read back from the canvas are painted.
      const [first, last] = capRows(d, rad, 64);
      for (const xy of v) expect(Number(xy.split(',')[1])).toBeGreaterThanOrEqual(first);
      for (const xy of v) expect(Number(xy.split(',')[1])).toBeLessThanOrEqual(last);
      expect(v).toEqual(bruteForce(128, 64, d, rad));
    }
  });
});
