/**
 * The closed-form stretches of the room's world (src/physics/world3d-coast.ts, World3D fix 7):
 * when a point on a parabola or a line first enters a box, and that a ball coasting in the room
 * ends where the exact motion puts it and where cannon-es' own steps (within their error) do.
 */
import { describe, expect, it } from 'vitest';
import { firstEntry, type Box } from '../../src/physics/world3d-coast.ts';
import { LONGEST_STEP_S } from '../../src/physics/world3d.ts';
import { roomWorld } from '../../src/physics/world3d-build.ts';
import { BED_HEIGHT_M, ROOM_HALF_LENGTH_M } from '../../src/table/table-body.ts';
import { P, R, T9 } from './helpers.ts';

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
  it("falls from rest at the room's middle on the exact parabola, to the floor BED_HEIGHT_M below, in far fewer steps", () => {
    const room = roomWorld(T9, P);
    const wb = room.admit(0, 0, [ROOM_HALF_LENGTH_M - 1, 0, 0], [0, 0, 0], [0, 0, 0]);
    room.step();
    // One call went as far as the ball stays a step's travel clear of the floor: whole steps of free fall.
    const t = room.t;
    expect(t / LONGEST_STEP_S).toBeGreaterThan(10);
    expect(Math.abs(t / LONGEST_STEP_S - Math.round(t / LONGEST_STEP_S))).toBeLessThan(1e-9);
    expect(wb.body.position.z).toBeCloseTo(-0.5 * P.g * t * t, 12);
    expect(wb.body.velocity.z).toBeCloseTo(-P.g * t, 12);
    expect(wb.body.position.z).toBeGreaterThan(-BED_HEIGHT_M + R);
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
