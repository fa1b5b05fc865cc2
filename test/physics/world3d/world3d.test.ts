/**
 * The cannon-es 3-D worlds (src/physics/world3d/world3d.ts, world3d-build.ts) and the hand-off
 * (handle-world.ts): the corrections of cannon-es' defaults, the pocket's shape from the table, a
 * ball falling to rest in a pocket and on the floor, coming back out onto the bed (G19), no energy
 * gained, and the same record whatever was simulated before (the worlds are kept between strokes).
 */
import { readFileSync } from 'node:fs';
import * as CANNON from 'cannon-es';
import { describe, expect, it } from 'vitest';
import { auditRecord } from '../../../src/physics/audit/audit.ts';
import { ballInertia } from '../../../src/physics/params.ts';
import { simulate, type BallInput } from '../../../src/physics/simulate.ts';
import type { ShotRecord } from '../../../src/physics/record/shot-record.ts';
import { tableModel } from '../../../src/physics/table-model.ts';
import { keptWorlds, pocketWorld, roomWorld } from '../../../src/physics/world3d/world3d-build.ts';
import { CREEP_M, CREEP_REST_S } from '../../../src/physics/world3d/world3d.ts';
import { BED_HEIGHT_M, POCKET_FLOOR_DEPTH_M, ROOM_HALF_LENGTH_M } from '../../../src/table/table-body.ts';
import { P, R, T9 } from '../helpers.ts';

const pocket = T9.pockets.find((p) => p.id === 'side-left')!;
const [hx, hy] = pocket.hole.centre;
const types = (rec: ShotRecord, id: string) => rec.events.filter((e) => e.balls[0] === id).map((e) => e.type);
const final = (rec: ShotRecord, id: string) => rec.final.balls.find((b) => b.id === id)!;
/** A ball rolling straight into the side pocket from `d` m in front of its hole. */
const intoSide = (speed: number, d = 0.3): BallInput => ({ id: 'cue', x: hx, y: hy - d, v: [0, speed, 0], w: [-speed / R, 0, 0] });

describe('the cannon-es worlds: corrections and shape', () => {
  const w = pocketWorld(T9, tableModel(T9, P), P, 4, true);
  it("a ball's body has the solid sphere's inertia (2/5) m R^2 and no damping (world3d.ts fixes 1, 2)", () => {
    const wb = w.admit(0, 0, [hx, hy, 0], [0, 0, 0], [0, 0, 0]);
    expect(wb.body.inertia.x).toBeCloseTo(ballInertia(P), 15);
    expect(wb.body.linearDamping).toBe(0);
    expect(wb.body.angularDamping).toBe(0);
    w.clear();
  });
  it('a ball let go at rest over the hole falls to the bucket floor and lies there, where the table is drawn', () => {
    const wb = w.admit(0, 0, [hx, hy, 0], [0, 0, 0], [0, 0, 0]);
    let steps = 0;
    while (w.live() && steps < 1000) {
      w.step();
      steps++;
    }
    // Free fall from z = 0 to the floor (0.078 m less R) takes sqrt(2 h / g) = 0.10 s.
    const fall = Math.sqrt((2 * (POCKET_FLOOR_DEPTH_M - R)) / P.g);
    expect(w.t).toBeGreaterThan(fall);
    expect(w.t).toBeLessThan(fall + 0.2);
    expect(wb.body.position.z).toBeCloseTo(-POCKET_FLOOR_DEPTH_M + R, 2);
    w.clear();
  });
  it("a pocket's world holds only the static parts its balls have touched this stroke (world3d-broadphase.ts)", () => {
    // Falling in the middle of the hole it touches nothing: the world is its ball alone.
    const wb = w.admit(0, 0, [hx, hy, -0.03], [0, 0, -0.5], [0, 0, 0]);
    w.step();
    expect(w.world.bodies).toEqual([wb.body]);
    // Lying on the bucket's floor in the middle of the hole: the ball and the floor's plane.
    wb.body.position.set(hx, hy, -POCKET_FLOOR_DEPTH_M + R - 1e-4);
    wb.body.velocity.set(0.05, 0, 0);
    w.step();
    expect(w.world.bodies.length).toBe(2);
    const part = w.world.bodies.find((b) => b !== wb.body)!;
    expect(part.shapes[0]!.type).toBe(CANNON.Shape.types.PLANE);
    expect(part.position.z).toBe(-POCKET_FLOOR_DEPTH_M);
    w.clear();
    expect(w.world.bodies).toEqual([]);
  });
  it("the room's broadphase pairs a ball with a plane (the floor, a wall) only where it touches it (world3d-broadphase.ts)", () => {
    const room = roomWorld(T9, P);
    const wb = room.admit(0, 0, [ROOM_HALF_LENGTH_M - 1, 0, -0.3], [0, 0, 0], [0, 0, 0]);
    const pairs = () => {
      const p1: CANNON.Body[] = [],
        p2: CANNON.Body[] = [];
      room.world.broadphase.collisionPairs(room.world, p1, p2);
      return p2.map((b, k) => (b === wb.body ? p1[k]! : b));
    };
    const planes = (bodies: CANNON.Body[]) => bodies.filter((b) => b.shapes[0]!.type === CANNON.Shape.types.PLANE);
    // In the air, in the middle of the room: no plane (cannon-es' sphere-plane would build a contact and drop it).
    expect(planes(pairs())).toEqual([]);
    // Lying on the floor: the floor's plane, and no wall.
    wb.body.position.set(ROOM_HALF_LENGTH_M - 1, 0, -BED_HEIGHT_M + R - 1e-4);
    const onFloor = planes(pairs());
    expect(onFloor.length).toBe(1);
    expect(onFloor[0]!.position.z).toBe(-BED_HEIGHT_M);
    room.clear();
  });
  it("the room's floor lies BED_HEIGHT_M below the bed", () => {
    const room = roomWorld(T9, P);
    const wb = room.admit(0, 0, [ROOM_HALF_LENGTH_M - 1, 0, 0], [0, 0, 0], [0, 0, 0]);
    while (room.live()) room.step();
    expect(wb.body.position.z).toBeCloseTo(-BED_HEIGHT_M + R, 2);
  });
});

describe('the hand-off (handle-world.ts)', () => {
  it('a ball rolling into an empty pocket drops (pocket-drop), is pocketed at that instant, and lies in the bucket', () => {
    const rec = simulate({ table: T9, params: P, balls: [intoSide(1)] });
    const drop = rec.events.find((e) => e.type === 'pocket-drop')!;
    const pocketed = rec.events.find((e) => e.type === 'pocketed')!;
    expect(pocketed.t).toBe(drop.t);
    const f = final(rec, 'cue');
    expect(f.state).toBe('pocketed');
    expect(f.z!).toBeCloseTo(-POCKET_FLOOR_DEPTH_M + R, 2);
    expect(Math.hypot(f.x! - hx, f.y! - hy)).toBeLessThan(pocket.hole.radius - R + 0.003);
    // Its path in the pocket is recorded (tumbling) down to where it lies.
    const segs = rec.trajectory.balls[0]!.segments;
    expect(segs.some((s) => s.mode === 'tumbling')).toBe(true);
    expect(segs.at(-1)!.mode).toBe('pocketed');
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
  it('with a ball return, a ball rolling into a pocket drops through it: pocketed, never jammed, gone from the table', () => {
    for (const v of [0.3, 1, 2]) {
      const rec = simulate({ table: T9, params: P, pockets: 'return', balls: [intoSide(v)] });
      expect(types(rec, 'cue'), `${v} m/s`).toContain('pocketed');
      expect(types(rec, 'cue'), `${v} m/s`).not.toContain('pocket-jam');
      // Its path goes down through the hole, below the bucket's floor, and then it is gone: no place
      // in the final state, and its record at the hole at a bed ball's height, as a ball in a return
      // pocket before a stroke (simulate.ts placeBall), which the view hides.
      const segs = rec.trajectory.balls[0]!.segments;
      const tumbling = segs.filter((sg) => sg.mode === 'tumbling');
      const last = tumbling.at(-1)!;
      const dt = segs.at(-1)!.t - last.t;
      expect(last.r[2] + last.v[2] * dt + 0.5 * last.a[2] * dt * dt, `${v} m/s`).toBeLessThan(-POCKET_FLOOR_DEPTH_M + R);
      expect(final(rec, 'cue')).toEqual({ id: 'cue', state: 'pocketed', pocket: 'side-left' });
      expect(segs.at(-1)!).toMatchObject({ mode: 'pocketed', r: [hx, hy, R], pocket: 'side-left' });
    }
  });
  it('with a ball return, balls through one hole never lie in one place (they lay where each went through, 57 mm into each other)', () => {
    // Three balls rolling one behind another into the side pocket.
    const three = [0.3, 0.5, 0.7].map((d, k) => ({ ...intoSide(1.5, d), id: k === 0 ? 'cue' : String(k) }));
    const rec = simulate({ table: T9, params: P, pockets: 'return', balls: three });
    for (const id of ['cue', '1', '2']) expect(final(rec, id)).toEqual({ id, state: 'pocketed', pocket: 'side-left' });
    expect(auditRecord(rec, T9, P, 'return')).toEqual([]);
    // In a bucket the same three lie in a pile, none in another.
    expect(auditRecord(simulate({ table: T9, params: P, balls: three }), T9, P)).toEqual([]);
  });
  it('a ball sent hard into a full pocket comes back out onto the bed: in and out is not pocketed (G19)', () => {
    const full = Array.from({ length: 6 }, (_, k) => ({ id: String(k + 1), x: 0, y: 0, pocket: 'side-left' as const }));
    const rec = simulate({ table: T9, params: P, balls: [...full, intoSide(2)] });
    expect(types(rec, 'cue')).not.toContain('pocketed');
    expect(final(rec, 'cue').state).toBe('stationary');
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
  it('a ball that leaves the table lands on the floor and rolls to rest in the room (off-table, touched floor)', () => {
    const rec = simulate({ table: T9, params: P, balls: [{ id: 'cue', x: 1.0, y: 0, z: R + 0.3, v: [4, 0, 2], w: [0, 0, 0] }] });
    expect(rec.events.find((e) => e.type === 'off-table')).toMatchObject({ touched: 'floor' });
    const f = final(rec, 'cue');
    expect(f.state).toBe('off-table');
    expect(f.z!).toBeCloseTo(-BED_HEIGHT_M + R, 1);
    expect(f.x!).toBeGreaterThan(T9.spec.lengthM / 2 + T9.spec.railWidthM);
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
  it('a stroke over, the worlds it used are emptied: a kept world holds nothing of it (its record can be collected)', () => {
    simulate({ table: T9, params: P, balls: [intoSide(1), { id: '1', x: 1.0, y: 0, z: R + 0.3, v: [4, 0, 2], w: [0, 0, 0] }] });
    const worlds = keptWorlds(T9, P);
    expect(worlds.length).toBeGreaterThanOrEqual(2); // the side pocket's and the room's
    for (const kept of worlds) {
      expect(kept.balls).toEqual([]);
      expect(kept.clearUntil).toBeNull();
      expect(kept.live()).toBe(false);
    }
  });
  it('the worlds are kept between strokes: a stroke gives the same record before and after others', () => {
    const stroke = () => simulate({ table: T9, params: P, balls: [intoSide(1.2), { id: '1', x: hx + 0.2, y: hy - 0.2 }] });
    const first = JSON.stringify(stroke());
    simulate({ table: T9, params: P, balls: [intoSide(3)] });
    simulate({ table: T9, params: P, balls: [{ id: 'cue', x: 1.0, y: 0, z: R + 0.3, v: [4, 0, 2], w: [0, 0, 0] }] });
    expect(JSON.stringify(stroke())).toBe(first);
  });
});

describe('rest in a pile (world3d.ts, the creep test)', () => {
  it('a cue ball dropped on a pile against the bucket wall, trembling at about 1 cm/s, comes to rest within CREEP_REST_S of keeping its place (a computer match found its world stepping to 600 s)', () => {
    const d = JSON.parse(readFileSync('test/physics/fixtures/cue-ball-trembling-on-a-pile.json', 'utf8')) as {
      balls: BallInput[];
      stroke: { dir: [number, number]; cueSpeed: number; tip: { side: number; height: number }; elevationDeg: number };
    };
    const record = simulate({ table: T9, params: P, balls: d.balls, strokes: [{ ball: 'cue', stroke: d.stroke }], pockets: 'bucket' });
    const cue = record.final.balls.find((b) => b.id === 'cue');
    // It lies on top of the foot-left pile (5, 8, 2 were there), its centre above the others', below the bed.
    expect(cue).toMatchObject({ state: 'pocketed', pocket: 'foot-left' });
    expect(cue?.z).toBeLessThan(R);
    // The stroke ends within seconds of the drop, not at the worlds' 600 s limit.
    expect(record.trajectory.endT).toBeLessThan(10);
    expect(auditRecord(record, T9, P)).toEqual([]);
  });
  it(`CREEP_M (${CREEP_M} m) over CREEP_REST_S (${CREEP_REST_S} s) is a mean speed under 2 mm/s, and a ball tipping over an edge at 0.2 m/s^2 covers more than CREEP_M in that time`, () => {
    expect(CREEP_M / CREEP_REST_S).toBeLessThanOrEqual(0.002);
    expect(0.5 * 0.2 * CREEP_REST_S ** 2).toBeGreaterThan(CREEP_M);
  });
});

describe('a kept world is as built (world3d.ts clear)', () => {
  it("the last stroke's guests are parked: a ball admitted where one stood steps as in a new world (a computer match's replay found a pile lying otherwise)", () => {
    const pk = T9.pockets[4] as (typeof T9.pockets)[number];
    const [hx, hy] = pk.hole.centre;
    const fresh = pocketWorld(T9, tableModel(T9, P), P, 4, true);
    const used = pocketWorld(T9, tableModel(T9, P), P, 4, true);
    // The last stroke left a bed ball as a guest at the hole's edge.
    used.setGuests([hx + 0.04, hy, R], 1);
    used.clear();
    const v: [number, number, number] = [0.3, 0, -0.2];
    fresh.admit(0, 0.5, [hx + 0.02, hy, 0], v, [0, 0, 0]);
    used.admit(0, 0.5, [hx + 0.02, hy, 0], v, [0, 0, 0]);
    expect(used.nextT()).toBe(fresh.nextT());
    for (let k = 0; k < 50 && fresh.live(); k++) {
      fresh.step();
      used.step();
    }
    const at = (w: typeof fresh) => (w.balls[0] as (typeof fresh.balls)[number]).body.position.toArray();
    expect(at(used)).toEqual(at(fresh));
    fresh.clear();
    used.clear();
  });
});
