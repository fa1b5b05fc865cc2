/**
 * The closed-form stretches of the room's world (src/physics/world3d/world3d-coast.ts, World3D fix 7):
 * when a point on a parabola or a line first enters a box, and that a ball coasting in the room
 * ends where the exact motion puts it and where cannon-es' own steps (within their error) do.
 */
import { describe, expect, it } from 'vitest';
import { convexClearance, deepestApproach, firstEntry, firstReach, leaveCircle, type Box } from '../../../src/physics/world3d/world3d-coast.ts';
import { LONGEST_STEP_S } from '../../../src/physics/world3d/world3d.ts';
import { FLOOR, LINER, pocketWorld, roomWorld } from '../../../src/physics/world3d/world3d-build.ts';
import { BED_HEIGHT_M, POCKET_FLOOR_DEPTH_M, ROOM_HALF_LENGTH_M } from '../../../src/table/table-body.ts';
import { tableModel } from '../../../src/physics/table-model.ts';
import { P, R, T9 } from '../helpers.ts';

const g = 9.81;
const floor: Box = { lo: [-Infinity, -Infinity, -Infinity], hi: [Infinity, Infinity, 0] };
const cube: Box = { lo: [1, -0.5, -0.5], hi: [2, 0.5, 0.5] };

describe('firstEntry: when a point first enters a box', () => {
  it('a point dropped from 1 m reaches the floor at sqrt(2 h / g) (free fall)', () => {
    expect(firstEntry([0, 0, 1], [0, 0, 0], g, floor, 0)).toBeCloseTo(Math.sqrt(2 / g), 12);
  });
  it('the margin h grows the box: from 1 m with h = 0.2 m it is reached at sqrt(2 (1 - 0.2) / g)', () => {
    expect(firstEntry([0, 0, 1], [0, 0, 0], g, floor, 0.2)).toBeCloseTo(Math.sqrt(1.6 / g), 12);
  });
  it('a point moving on a line at 2 m/s enters a box 1 m ahead at 0.5 s, and never one behind it', () => {
    expect(firstEntry([0, 0, 0], [2, 0, 0], 0, cube, 0)).toBeCloseTo(0.5, 12);
    expect(firstEntry([3, 0, 0], [2, 0, 0], 0, cube, 0)).toBe(Infinity);
  });
  it('a point inside the box is in it at once', () => {
    expect(firstEntry([1.5, 0, 0], [5, 5, 5], g, cube, 0)).toBe(0);
  });
  it('a lob over the box is never in it; a lower one falls into it on the way down', () => {
    // From (0, 0, 0.6) at 3 m/s along x and 4 m/s up: over x in [1, 2] (t in [1/3, 2/3]) z stays above 0.5 m.
    expect(firstEntry([0, 0, 0.6], [3, 0, 4], g, cube, 0)).toBe(Infinity);
    // At 3 m/s up it falls back through z = 0.5 m at t = (3 + sqrt(9 + 0.2 g)) / g = 0.643 s, x = 1.93 m: inside.
    expect(firstEntry([0, 0, 0.6], [3, 0, 3], g, cube, 0)).toBeCloseTo((3 + Math.sqrt(9 + 0.2 * g)) / g, 12);
    // At 1.2 m/s along x, not rising, it is 2.8 m below the box by the time x reaches 1 m.
    expect(firstEntry([0, 0, 0.6], [1.2, 0, 0], g, cube, 0)).toBe(Infinity);
    // At 6 m/s it reaches x = 1 m at t = 1/6 s, z = 0.6 - 0.136 = 0.464 m: it enters there.
    expect(firstEntry([0, 0, 0.6], [6, 0, 0], g, cube, 0)).toBeCloseTo(1 / 6, 12);
  });
  it('a point rising into a box from below enters it on the climb (the first of the two windows)', () => {
    const above: Box = { lo: [-1, -1, 1], hi: [1, 1, 2] };
    // z = 5 t - g t^2 / 2 reaches 1 m at t = (5 - sqrt(25 - 2 g)) / g.
    expect(firstEntry([0, 0, 0], [0, 0, 5], g, above, 0)).toBeCloseTo((5 - Math.sqrt(25 - 2 * g)) / g, 12);
  });
});

describe('a ball coasting in the room (World3D fix 7)', () => {
  it("falls from rest at the room's middle on the exact parabola and lands on the floor exactly, by the slate's law with the floor's contact", () => {
    const room = roomWorld(T9, P);
    const wb = room.admit(0, 0, [ROOM_HALF_LENGTH_M - 1, 0, 0], [0, 0, 0], [0, 0, 0]);
    room.step();
    // One call, in closed form, to the instant the ball meets the floor: BED_HEIGHT_M - R of free fall, sqrt(2 h / g).
    const h = BED_HEIGHT_M - R;
    const t = Math.sqrt((2 * h) / P.g);
    expect(room.t).toBeCloseTo(t, 12);
    expect(wb.body.position.z).toBeCloseTo(-h, 12);
    // It met the floor at g t and bounces up at FLOOR.restitution of that (resolveBallSlate).
    expect(wb.body.velocity.z).toBeCloseTo(FLOOR.restitution * P.g * t, 10);
    // Up and down again in closed form (to a millimetre over the floor, then to the floor): the next landing 2 v / g later.
    const up = wb.body.velocity.z;
    for (let k = 0; k < 2; k++) room.step();
    expect(room.t).toBeCloseTo(t + (2 * up) / P.g, 10);
    expect(wb.body.position.z).toBeCloseTo(-h, 12);
    room.clear();
  });
  it("never goes past the time it is given (the event engine's next event)", () => {
    const room = roomWorld(T9, P);
    room.admit(0, 0, [ROOM_HALF_LENGTH_M - 1, 0, 0], [0, 0, 0], [0, 0, 0]);
    room.step(0.1);
    expect(room.t).toBeLessThanOrEqual(0.1);
    expect(room.t).toBeGreaterThan(0.1 - LONGEST_STEP_S);
    room.clear();
  });
  it('rolls on the floor at the rolling resistance: a ball rolling at 1 m/s stops within v^2 / (2 a) of where it started', () => {
    const room = roomWorld(T9, P);
    const z = -BED_HEIGHT_M + R;
    const wb = room.admit(0, 0, [ROOM_HALF_LENGTH_M - 2.5, 0, z], [1, 0, 0], [0, 1 / R, 0]);
    let calls = 0;
    while (room.live() && calls < 1000) {
      room.step();
      calls++;
    }
    // FLOOR_ROLLING_RESISTANCE 0.3 (world3d-build.ts): a = 0.3 g, d = 1 / (0.6 g) = 0.17 m.
    const d = 1 / (2 * 0.3 * P.g);
    expect(wb.body.position.x - (ROOM_HALF_LENGTH_M - 2.5)).toBeCloseTo(d, 2);
    expect(calls).toBeLessThan(15);
    room.clear();
  });
});

describe('when a point reaches a plane, leaves a circle, nears a convex body (world3d-coast.ts)', () => {
  const wall = { n: [-1, 0, 0] as const, d: -1 }; // the plane x = 1 facing -x: distance 1 - x
  const floor2 = { n: [0, 0, 1] as const, d: 0 };
  it('a point at 2 m/s toward a wall 1 m off comes within 0.2 m of it at 0.4 s; moving away, never', () => {
    expect(firstReach([0, 0, 0], [2, 0, 0], 0, wall, 0.2)).toBeCloseTo(0.4, 12);
    expect(firstReach([0, 0, 0], [-2, 0, 0], 0, wall, 0.2)).toBe(Infinity);
  });
  it('a point dropped 1 m over a floor reaches it at sqrt(2 / g); within h of it and falling, at once', () => {
    expect(firstReach([0, 0, 1], [0, 0, 0], g, floor2, 0)).toBeCloseTo(Math.sqrt(2 / g), 12);
    expect(firstReach([0, 0, 0.1], [0, 0, 0], g, floor2, 0.2)).toBe(0);
  });
  it('bouncing off the floor within h of it: clear until it falls back within h (the later root)', () => {
    // At 0.05 m (h = 0.1, touch 0.05) rising at 1 m/s: 0.05 + t - g t^2 / 2 = 0.1 on the way down.
    const t = firstReach([0, 0, 0.05], [0, 0, 1], g, floor2, 0.1, 0.05);
    expect(0.05 + t - (g * t * t) / 2).toBeCloseTo(0.1, 12);
    expect(t).toBeGreaterThan(1 / g);
  });
  it('within h of a wall but not touching it (touch < distance) and moving along it: never nearer', () => {
    // 0.15 m from the wall, inside h = 0.2 but beyond touch = 0.1, moving along it.
    expect(firstReach([0.85, 0, 0], [0, 3, 0], 0, wall, 0.2, 0.1)).toBe(Infinity);
    expect(firstReach([0.85, 0, 0], [0.1, 3, 0], 0, wall, 0.2, 0.1)).toBe(0);
  });
  it('a point leaves a circle of radius 1 from its centre at 2 m/s after 0.5 s; from outside at once', () => {
    expect(leaveCircle([0, 0, 0], [2, 0, 0], 0, 0, 1)).toBeCloseTo(0.5, 12);
    // From (0.6, 0) moving +y at 1 m/s: x^2 + y^2 = 1 at y = 0.8.
    expect(leaveCircle([0.6, 0, 0], [0, 1, 0], 0, 0, 1)).toBeCloseTo(0.8, 12);
    expect(leaveCircle([2, 0, 0], [1, 0, 0], 0, 0, 1)).toBe(0);
  });
  it('convexClearance: d + nv t - g t^2 / 2 falls by the gap at its positive root', () => {
    // Receding at 1 m/s under g: g t^2 / 2 - t - 0.01 = 0.
    const t = convexClearance(0.01, 1, g);
    expect((g * t * t) / 2 - t - 0.01).toBeCloseTo(0, 12);
    expect(convexClearance(0.01, -2, 0)).toBeCloseTo(0.005, 12);
    expect(convexClearance(0.01, 2, 0)).toBe(Infinity);
    expect(convexClearance(-0.01, 2, g)).toBe(0);
  });
  it('deepestApproach: a ball 5 mm off a wall at 1 m/s gets 1/60 - 5 mm = 11.7 mm into it in a step of 1/60 s; moving along it, none', () => {
    const R0 = 0.02;
    const at = [1 - R0 - 0.005, 0, 1] as const;
    expect(deepestApproach(at, [1, 0, 0], 0, 1 / 60, R0, [wall], [], [])).toBeCloseTo(1 / 60 - 0.005, 12);
    expect(deepestApproach(at, [0, 1, 0], 0, 1 / 60, R0, [wall], [], [])).toBe(0);
  });
});

describe("a ball in a pocket's world (World3D fixes 4 and 7)", () => {
  it("lets go over the middle of the hole, falls to the bucket floor in one closed-form stretch and lands there by the liner's law", () => {
    const w = pocketWorld(T9, tableModel(T9, P), P, 4, true);
    const [hx, hy] = T9.pockets[4]!.hole.centre;
    const wb = w.admit(0, 0, [hx, hy, 0], [0, 0, 0], [0, 0, 0]);
    w.step();
    // From z = 0 to the floor's contact height -POCKET_FLOOR_DEPTH_M + R: sqrt(2 (depth - R) / g).
    const drop = POCKET_FLOOR_DEPTH_M - R;
    expect(w.t).toBeCloseTo(Math.sqrt((2 * drop) / P.g), 12);
    expect(wb.body.position.z).toBeCloseTo(-drop, 12);
    // LINER.restitution 0.1 of 1.1 m/s is a bounce lower than the slate's SETTLE_HEIGHT_M: it lies on the floor.
    expect(LINER.restitution * Math.sqrt(2 * P.g * drop)).toBeLessThan(Math.sqrt(2 * P.g * 0.005));
    expect(wb.body.velocity.z).toBe(0);
    let calls = 1;
    while (w.live() && calls < 100) {
      w.step();
      calls++;
    }
    // At rest on the floor (cannon-es lets it sink into the leather by less than a millimetre), in a few steps.
    expect(Math.abs(wb.body.position.z + drop)).toBeLessThan(1e-3);
    expect(calls).toBeLessThan(10);
    w.clear();
  });
});
