/** The cannon-es world: corrected sphere inertia, our settings, and one geometry shared with the table. */
import { describe, expect, it } from 'vitest';
import { ballInertia } from '../../src/physics/params.ts';
import { createTableWorld, SOLVER_ITERATIONS } from '../../src/physics/world3d.ts';
import { P, R, T9 } from './helpers.ts';

describe('cannon-es table world', () => {
  const tw = createTableWorld(T9, P, ['cue', '1']);
  it("ball bodies have the solid-sphere inertia (2/5) m R^2, not cannon-es' box value (design.md fix 1)", () => {
    const body = tw.balls.get('cue')!;
    expect(body.inertia.x).toBeCloseTo(ballInertia(P), 15);
    expect(body.inertia.x).toBeCloseTo(0.4 * 0.17 * R * R, 15);
    expect(body.invInertia.z).toBeCloseTo(1 / ballInertia(P), 6);
    expect(body.linearDamping).toBe(0);
    expect(body.angularDamping).toBe(0);
  });
  it('friction 0, bounding-box broadphase, 20 solver iterations, no sleeping (design.md fixes 2, 8)', () => {
    expect(tw.world.defaultContactMaterial.friction).toBe(0);
    expect(tw.world.broadphase.useBoundingBoxes).toBe(true);
    expect((tw.world.solver as unknown as { iterations: number }).iterations).toBe(SOLVER_ITERATIONS);
    expect(tw.world.allowSleep).toBe(false);
  });
  it('a ray at nose height meets the cushion bodies exactly on the nose lines of src/table', () => {
    const h = T9.spec.cushionNoseHeightM - 1e-4;
    const toFoot = tw.rayCast([0, 0.1, h], [2, 0.1, h]);
    expect(toFoot?.what).toBe('cushion');
    expect(toFoot!.point[0]).toBeCloseTo(T9.noses.foot, 9);
    const toLeft = tw.rayCast([0.5, 0, h], [0.5, 2, h]);
    expect(toLeft!.point[1]).toBeCloseTo(T9.noses.left, 9);
  });
  it('a ray from the cue ball finds the ball in line and skips the cue ball itself', () => {
    tw.setBallPositions([
      { id: 'cue', x: -0.5, y: 0, z: R },
      { id: '1', x: 0.3, y: 0.01, z: R },
    ]);
    const hit = tw.rayCast([-0.5, 0, R], [1.5, 0, R], 'cue');
    expect(hit?.what).toBe('1');
    expect(hit!.point[0]).toBeCloseTo(0.3 - Math.sqrt(R * R - 0.01 * 0.01), 6);
  });
});
