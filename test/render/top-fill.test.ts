/**
 * The default view from above fills the screen between the panels' bands: the cloth inside the
 * cushions' noses in the free area, every pocket's centre on the screen, and the cloth as large as
 * that allows (the long side across a landscape screen, down a portrait one).
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { fitProjection, topFillPose } from '../../src/render/cameras.ts';
import { toThree } from '../../src/render/frame.ts';
import { NARROW_BANDS, WIDE_BANDS } from '../../src/ui/screen-layout.ts';
import { tableGeometry } from '../../src/table/geometry.ts';

const t = tableGeometry('9ft');

function project(w: number, h: number, insets: { top: number; right: number; bottom: number; left: number }, portrait: boolean) {
  const camera = new THREE.PerspectiveCamera();
  fitProjection(camera, w, h, insets);
  const pose = topFillPose(t, w, h, insets, portrait);
  camera.position.copy(pose.eye);
  camera.lookAt(pose.target);
  camera.updateMatrixWorld();
  return (x: number, y: number) => {
    const v = toThree(x, y, 0).project(camera);
    return [((v.x + 1) / 2) * w, ((1 - v.y) / 2) * h] as const;
  };
}

describe('the view from above fills the screen between the bands', () => {
  for (const [w, h, bands, least] of [
    [1280, 800, WIDE_BANDS, 0.66],
    [1920, 1080, WIDE_BANDS, 0.66],
    [390, 844, NARROW_BANDS, 0.6],
  ] as const) {
    it(`${w}x${h}: the cloth in the free area, at least ${least * 100} % of the screen; every pocket's centre on the screen`, () => {
      const insets = { top: bands.top, right: 0, bottom: bands.bottom, left: 0 };
      const at = project(w, h, insets, h > w);
      const { head, foot, right, left } = t.noses;
      const corners = [at(head, right), at(foot, left)];
      const xs = corners.map((c) => c[0]),
        ys = corners.map((c) => c[1]);
      for (const y of ys) {
        expect(y).toBeGreaterThanOrEqual(insets.top - 0.5);
        expect(y).toBeLessThanOrEqual(h - insets.bottom + 0.5);
      }
      for (const x of xs) {
        expect(x).toBeGreaterThanOrEqual(-0.5);
        expect(x).toBeLessThanOrEqual(w + 0.5);
      }
      const share = ((Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys))) / (w * h);
      expect(share).toBeGreaterThanOrEqual(least);
      for (const p of t.pockets) {
        const [x, y] = at(p.hole.centre[0], p.hole.centre[1]);
        expect(x, p.id).toBeGreaterThan(0);
        expect(x, p.id).toBeLessThan(w);
        expect(y, p.id).toBeGreaterThan(0);
        expect(y, p.id).toBeLessThan(h);
      }
    });
  }
});
