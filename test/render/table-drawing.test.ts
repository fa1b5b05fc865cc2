/**
 * The drawn table's arithmetic, in Node (three's maths needs no DOM): the rail frame's opening and
 * the cushions' rubber come from the physics' own geometry; the framed views hold the whole table
 * at any aspect ratio; balls in a pocket lie apart inside it; the table-frame orientation and
 * three's agree; a racked ball lies number up.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { quatFromRotationVector, quatRotate } from '../../src/physics/record/ball-orientation.ts';
import { pocketRestPosition, POCKET_FLOOR_DEPTH_M } from '../../src/table/table-body.ts';
import { NUMBER_DISC_DIRECTIONS, pixelDirection } from '../../src/render/ball-textures.ts';
import { fitProjection, framedPose, playCorners } from '../../src/render/cameras.ts';
import { quatToThree, toThree } from '../../src/render/frame.ts';
import { backLines, cushionOutlines, railOpening, type Pt } from '../../src/render/table-outline.ts';
import { RESTING_LEAN_DEG, restingOrientation } from '../../src/render/table-view.ts';
import { tableGeometry, type CushionSegment } from '../../src/table/geometry.ts';

const R = 0.028575;
const area = (pts: readonly Pt[]) =>
  pts.reduce((s, p, i) => {
    const q = pts[(i + 1) % pts.length] as Pt;
    return s + p[0] * q[1] - q[0] * p[1];
  }, 0) / 2;
/** Whether p is inside the polygon (even-odd rule). */
function inside(poly: readonly Pt[], p: Pt): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Pt,
      b = poly[j] as Pt;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) c = !c;
  }
  return c;
}

describe('the rail frame and cushions come from the table geometry', () => {
  for (const id of ['9ft', '8ft', '7ft'] as const) {
    const t = tableGeometry(id);
    it(`${id}: the rail opening is the back-line rectangle plus every pocket hole`, () => {
      const opening = railOpening(t);
      const { X, Y } = backLines(t);
      expect(area(opening)).toBeGreaterThan(4 * X * Y); // counter-clockwise, and larger than the rectangle
      for (const p of t.pockets) {
        // Every point of each hole is inside the opening (a ball dropping there meets no wood).
        for (let k = 0; k < 36; k++) {
          const a = (k * Math.PI) / 18;
          expect(
            inside(opening, [p.hole.centre[0] + 0.995 * p.hole.radius * Math.cos(a), p.hole.centre[1] + 0.995 * p.hole.radius * Math.sin(a)]),
          ).toBe(true);
        }
      }
      expect(inside(opening, [X + 0.01, 0])).toBe(false); // the wood begins behind the foot cushion
    });
    it(`${id}: each cushion's rubber is its nose segment, cushion width deep`, () => {
      const outlines = cushionOutlines(t);
      const noses = t.elements.filter((e): e is CushionSegment => e.kind === 'segment' && e.part === 'nose');
      expect(outlines).toHaveLength(noses.length);
      for (const [i, nose] of noses.entries()) {
        const o = outlines[i]!;
        expect(area(o.points)).toBeGreaterThan(0);
        const mid: Pt = [(nose.a[0] + nose.b[0]) / 2, (nose.a[1] + nose.b[1]) / 2];
        const w = t.spec.cushionWidthM;
        expect(inside(o.points, [mid[0] - nose.normal[0] * w * 0.5, mid[1] - nose.normal[1] * w * 0.5])).toBe(true); // in the rubber
        expect(inside(o.points, [mid[0] + nose.normal[0] * 0.002, mid[1] + nose.normal[1] * 0.002])).toBe(false); // the cloth begins at the nose
      }
    });
  }
});

describe('framed views hold the whole table', () => {
  const t = tableGeometry('9ft');
  for (const view of ['table-end', 'top', 'referee'] as const) {
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
      [768, 1024],
      [1920, 1080],
      [2400, 700],
    ] as const) {
      it(`${view} at ${w}x${h} with panels on two edges: the cloth and every pocket inside the free area (the rails may run under a panel)`, () => {
        const insets = { top: 90, right: w > 800 ? 240 : 0, bottom: 120, left: 0 };
        const camera = new THREE.PerspectiveCamera();
        const aspect = fitProjection(camera, w, h, insets);
        const pose = framedPose(view, t, aspect);
        camera.position.copy(pose.eye);
        camera.lookAt(pose.target);
        camera.updateMatrixWorld();
        for (const c of playCorners(t)) {
          const v = c.clone().project(camera);
          const px = ((v.x + 1) / 2) * w,
            py = ((1 - v.y) / 2) * h;
          expect(px).toBeGreaterThanOrEqual(insets.left);
          expect(px).toBeLessThanOrEqual(w - insets.right);
          expect(py).toBeGreaterThanOrEqual(insets.top);
          expect(py).toBeLessThanOrEqual(h - insets.bottom);
        }
      });
    }
  }
});

describe('balls lying in a pocket', () => {
  const t = tableGeometry('9ft');
  for (const p of t.pockets) {
    it(`${p.id}: seven balls lie apart, inside the pocket's wall, above its floor`, () => {
      const at = Array.from({ length: 7 }, (_, k) => pocketRestPosition(p, k, R));
      for (const [i, a] of at.entries()) {
        expect(Math.hypot(a[0] - p.hole.centre[0], a[1] - p.hole.centre[1]) + R).toBeLessThanOrEqual(p.hole.radius + 1e-9);
        expect(a[2] - R).toBeGreaterThanOrEqual(-POCKET_FLOOR_DEPTH_M - 1e-9);
        for (const b of at.slice(i + 1)) expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThanOrEqual(2 * R - 1e-9);
      }
    });
  }
});

describe('orientation in both frames', () => {
  it("a table-frame rotation turns a vector the same way once both are in three's frame", () => {
    const q = quatFromRotationVector([0.4, -1.1, 0.7]);
    const v: [number, number, number] = [0.2, 0.5, -0.3];
    const turned = quatRotate(q, v);
    const viaThree = toThree(v[0], v[1], v[2]).applyQuaternion(quatToThree(q));
    const expected = toThree(turned[0], turned[1], turned[2]);
    expect(viaThree.distanceTo(expected)).toBeLessThan(1e-12);
  });
  it('a racked ball shows a number disc up and toward the head end (the lean, within 9 degrees of tilt)', () => {
    const toward = toThree(-Math.sin((RESTING_LEAN_DEG * Math.PI) / 180), 0, Math.cos((RESTING_LEAN_DEG * Math.PI) / 180));
    for (const id of ['1', '8', '9', '15']) {
      const q3 = quatToThree(restingOrientation(id));
      const best = Math.max(...NUMBER_DISC_DIRECTIONS.map((d) => new THREE.Vector3(...d).applyQuaternion(q3).dot(toward)));
      expect(best).toBeGreaterThan(Math.cos((9.5 * Math.PI) / 180));
    }
  });
  it("the texture's number disc directions are where its pixels say (u = 1/4 faces local +Z)", () => {
    const d = pixelDirection(255.5, 127.5, 1024, 256);
    expect(d[2]).toBeCloseTo(1, 4);
  });
});
