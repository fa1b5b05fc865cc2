/**
 * The hand-off between the event engine and the 3-D worlds (world3d.ts; the protocol in
 * src/physics/README.md). A ball whose centre drops past a pocket's edge is handed, at that instant
 * and state, to the pocket's world (`pocket-drop`); a ball past the rail's outer edge to the room's
 * (`off-table`, touched floor). Each world's next step is one more event source of the loop; after
 * each step its balls' paths are recorded (`tumbling` segments), a ball that came back over the
 * bed is taken back by the event engine (`pocket-return`), and a ball at rest lies where it is: in
 * a pocket's pile it is, while it stands above the bed, an obstacle a ball on the bed can meet
 * (pocket-pile.ts, G19b). `pocketed` is written when the stroke ends, at the last drop of each ball
 * still in a pocket.
 */
import { MODE_OFF_TABLE, MODE_POCKETED, MODE_STATIONARY, setStill, stateAt, type Motion } from '../laws/ball-motion.ts';
import { SimulationError, type EngineState } from '../engine-state.ts';
import { refresh } from './prediction-cache.ts';
import type { MotionSegment, ShotEvent } from '../record/shot-record.ts';
import { pushOutOfRubber } from './sustained-contact.ts';
import { overRailAt, type PocketModel, type TableModel } from '../table-model.ts';
import { isAsleep, RETURN_GAP_M, type World3D, type WorldBall } from '../world3d/world3d.ts';
import { emptyWorld, pocketWorld, roomWorld } from '../world3d/world3d-build.ts';
import { pocketRestPosition } from '../../table/table-body.ts';

const RETURN_HEIGHT_TOLERANCE_M = 2e-3;
const RUBBER_PASSES = 3;
/** A recorded stretch shorter than this (s) is too short to fit a parabola to: its acceleration is left 0. */
const MIN_FIT_S = 1e-9;
/** Balls of the bed within the hole's radius and this many ball radii of its centre are a pocket world's guests. */
const GUEST_REACH_R = 4;
/** Slack of the bed's clearance round a hole for a pocket world's closed-form stretches, m. */
const COAST_SLACK_M = 0.005;
/** A ball still moving in a 3-D world this long after the strike is a simulator error (s), as MAX_SIM_TIME_S is on the bed. */
export const MAX_WORLD_TIME_S = 600;

/**
 * What the 3-D worlds cost, for the bench (cli/bench.ts): with a clock set, the seconds spent in
 * the pockets' worlds' steps and in the room's, and the steps taken; with none, nothing is timed.
 */
export const worldCost = { clock: null as (() => number) | null, pocketSeconds: 0, roomSeconds: 0, pocketSteps: 0, roomSteps: 0 };

/** The world of pocket k (k < pockets.length) or the room (k = pockets.length), built when first needed. */
export function worldOf(s: EngineState, k: number): World3D {
  let w = s.worlds[k];
  if (!w) {
    const pocket = k < s.t.pockets.length;
    w = emptyWorld(s.table, s.p, `${k} ${s.bucket}`, () => (pocket ? pocketWorld(s.table, s.t, s.p, k, s.bucket) : roomWorld(s.table, s.p)));
    if (pocket) {
      const world = w;
      world.clearUntil = () => bedClearUntil(s, k, world.t);
    }
    s.worlds[k] = w;
  }
  return w;
}

/**
 * The stroke is over: each world it used is emptied and let go of this stroke's state. A kept world
 * (world3d-build.ts `emptyWorld`) would otherwise hold the stroke's whole record (through its hook
 * `clearUntil` and its balls) until a later stroke used it again: objects that outlive young
 * collections and are copied and promoted by each (see src/physics/README.md, "A stroke over").
 */
export function leaveWorlds(s: EngineState): void {
  for (const w of s.worlds) w?.clear();
}

/** Ball i leaves the event engine at `now` for world k (a pocket, or the room). */
export function handOff(s: EngineState, i: number, now: number, k: number): void {
  const { st } = s;
  const m = s.motion[i] as Motion;
  stateAt(s.p, m, now, st);
  const pocket = k < s.t.pockets.length;
  const w = worldOf(s, k);
  w.admit(
    i,
    now,
    [st[0] as number, st[1] as number, st[7] as number],
    [st[2] as number, st[3] as number, st[8] as number],
    [st[4] as number, st[5] as number, st[6] as number],
  );
  s.inWorld[i] = k;
  if (pocket) s.pocketOf[i] = (s.t.pockets[k] as PocketModel).id;
  setStill(m, pocket ? MODE_POCKETED : MODE_OFF_TABLE, now, st[0] as number, st[1] as number, st[7] as number);
  refresh(s, [i], now);
}

/**
 * A search's fall (SimulationInput.search): ball wb of pocket k's world, wholly below the bed and
 * not rising at time t, the world's other balls at rest, leaves the world and lies at once where
 * the next ball laid in the pocket would (pocketRestPosition, over the others), at rest, as a ball
 * in the pocket before the stroke does; unless a ball lies there (the pile lies otherwise than
 * that order), when the world plays it out. A ball still in the mouth is the world's to the end
 * (it may rattle out or hang there). Whether it was laid.
 */
function layOnPile(s: EngineState, w: World3D, wb: WorldBall, t: number, k: number): boolean {
  const D = 2 * s.t.R;
  for (const o of w.balls) if (o !== wb && !isAsleep(o)) return false;
  const at = pocketRestPosition(s.table.pockets[k] as (typeof s.table.pockets)[number], w.balls.length - 1, s.t.R);
  for (const o of w.balls) {
    if (o === wb) continue;
    const q = o.body.position;
    if ((q.x - at[0]) ** 2 + (q.y - at[1]) ** 2 + (q.z - at[2]) ** 2 < D * D) return false;
  }
  const i = wb.i;
  w.remove(wb);
  setStill(s.motion[i] as Motion, MODE_POCKETED, t, at[0], at[1], at[2]);
  const laid = w.admit(i, t, at, ZERO, ZERO, true);
  pushSegment(s, laid, t, MODE_REST_POCKET);
  setPile(s, laid, t);
  return true;
}
const ZERO: readonly number[] = [0, 0, 0];

/** A ball already in pocket k before the stroke: at rest at (x, y, z) in its pile. */
export function layInPocket(s: EngineState, i: number, k: number, at: readonly [number, number, number]): void {
  const w = worldOf(s, k);
  const wb = w.admit(i, 0, at, [0, 0, 0], [0, 0, 0], true);
  s.inWorld[i] = k;
  pushSegment(s, wb, 0, MODE_REST_POCKET);
  setPile(s, wb, 0);
}

const MODE_REST_POCKET = 'pocketed',
  MODE_MOVING = 'tumbling';

/**
 * Ball wb's path from its last sample to time t. Moving: from the state it had at that sample (what
 * cannon-es held then: position, velocity, spin), the parabola that ends where the step left it, so
 * that the record is exact at every step and its velocity and spin at a segment's start are the
 * ball's own; at rest: where it lies.
 */
function pushSegment(s: EngineState, wb: WorldBall, t: number, mode: 'pocketed' | 'off-table' | 'tumbling'): void {
  const b = wb.body;
  const moving = mode === MODE_MOVING;
  const { lastR: r, lastV: v, lastW: w } = wb;
  const p1 = b.position;
  const dt = t - wb.lastT;
  // (A stretch too short to fit a parabola to, at the rounding of the clock, is a point.)
  const k = dt > MIN_FIT_S ? 2 / (dt * dt) : 0;
  const pocket = s.pocketOf[wb.i] ?? null;
  const out = moving
    ? segment(
        wb.lastT,
        mode,
        [r[0], r[1], r[2]],
        [v[0], v[1], v[2]],
        [k * (p1.x - r[0] - v[0] * dt), k * (p1.y - r[1] - v[1] * dt), k * (p1.z - r[2] - v[2] * dt)],
        [w[0], w[1], w[2]],
        pocket,
      )
    : segment(t, mode, [p1.x, p1.y, p1.z], [0, 0, 0], [0, 0, 0], [0, 0, 0], pocket);
  const list = s.segments[wb.i] as MotionSegment[];
  if (list.length > 0 && (list[list.length - 1] as MotionSegment).t === out.t) list[list.length - 1] = out;
  else list.push(out);
  wb.lastT = t;
  r[0] = p1.x;
  r[1] = p1.y;
  r[2] = p1.z;
  v[0] = b.velocity.x;
  v[1] = b.velocity.y;
  v[2] = b.velocity.z;
  w[0] = b.angularVelocity.x;
  w[1] = b.angularVelocity.y;
  w[2] = b.angularVelocity.z;
}

/** A world's segment, in one of two object shapes (with its pocket or without; never a property added later). */
function segment(t: number, mode: MotionSegment['mode'], r: Vec3, v: Vec3, a: Vec3, w: Vec3, pocket: MotionSegment['pocket'] | null): MotionSegment {
  return pocket ? { t, mode, r, v, a, w, aw: [0, 0], pocket } : { t, mode, r, v, a, w, aw: [0, 0] };
}
type Vec3 = [number, number, number];

/**
 * Steps the worlds, earliest first, while a step comes before `until` (the event engine's next
 * event); stops early after a step that changed what the engine predicted (a ball came back onto
 * the bed, a pile's ball became or stopped being an obstacle there). Returns the time reached, the
 * steps taken and whether the engine must predict again.
 */
export function stepWorlds(s: EngineState, until: number): { t: number; steps: number; changed: boolean } {
  let t = -Infinity,
    steps = 0;
  for (;;) {
    let k = -1,
      next = until;
    for (let j = 0; j < s.worlds.length; j++) {
      const tj = s.worlds[j]?.nextT() ?? Infinity;
      if (tj < next) {
        next = tj;
        k = j;
      }
    }
    if (k < 0) return { t, steps, changed: false };
    if (next > MAX_WORLD_TIME_S) throw new SimulationError(`a ball in a 3-D world did not come to rest within ${MAX_WORLD_TIME_S} s`);
    steps++;
    const t0 = worldCost.clock ? worldCost.clock() : 0;
    const changed = onWorldStep(s, k, until);
    if (worldCost.clock) {
      const dt = worldCost.clock() - t0;
      if (k < s.t.pockets.length) {
        worldCost.pocketSeconds += dt;
        worldCost.pocketSteps++;
      } else {
        worldCost.roomSeconds += dt;
        worldCost.roomSteps++;
      }
    }
    t = (s.worlds[k] as World3D).t;
    if (changed) return { t, steps, changed: true };
  }
}

/** World k's next step; whether it changed what the event engine predicted. */
function onWorldStep(s: EngineState, k: number, until: number): boolean {
  const w = s.worlds[k] as World3D;
  if (k < s.t.pockets.length) w.setGuests(s.guestsAt, guestsOf(s, k, w.t, s.guestsAt));
  w.step(until);
  const t = w.t;
  const pocket = k < s.t.pockets.length;
  let changed = false;
  // Backwards: a ball may leave the world on the way.
  for (let j = w.balls.length - 1; j >= 0; j--) {
    const wb = w.balls[j] as WorldBall;
    const asleep = isAsleep(wb);
    if (asleep && wb.sleptBefore) {
      wb.lastT = t;
      continue;
    }
    pushSegment(s, wb, t, MODE_MOVING);
    if (pocket && s.search && s.bucket && wb.body.position.z < -s.t.R && wb.body.velocity.z <= 0 && layOnPile(s, w, wb, t, k)) {
      changed = true;
      continue;
    }
    if (pocket && comesBack(s, wb, k)) {
      takeBack(s, w, wb, t, k);
      changed = true;
      continue;
    }
    if (pocket && !s.bucket && wb.body.position.z < w.floorZ) {
      // Through a ball return's hole: gone from the table into the return, which has no place here.
      // From that instant it is recorded as a ball in a return pocket before a stroke is
      // (simulate.ts placeBall): at the hole, at the height of a ball on the bed, which a view reads
      // as gone. Where it went through is no place to lie: the next ball through the hole went
      // through there too (two balls in one place, 8-57 mm into each other).
      const pk = s.t.pockets[k] as PocketModel;
      setStill(s.motion[wb.i] as Motion, MODE_POCKETED, t, pk.hx, pk.hy, s.t.R);
      s.pushSegment(wb.i);
      s.returned[wb.i] = 1;
      w.remove(wb);
      continue;
    }
    if (asleep) {
      pushSegment(s, wb, t, pocket ? MODE_REST_POCKET : 'off-table');
      const m = s.motion[wb.i] as Motion;
      setStill(m, pocket ? MODE_POCKETED : MODE_OFF_TABLE, t, wb.body.position.x, wb.body.position.y, wb.body.position.z);
    }
    if (pocket && setPile(s, wb, t)) changed = true;
  }
  return changed;
}

/** The balls on the bed (or a rail top) within reach of pocket k's hole at time t: their centres then, into `at` (x, y, z each); how many. */
function guestsOf(s: EngineState, k: number, t: number, at: number[]): number {
  const pk = s.t.pockets[k] as PocketModel;
  const reach = pk.hr + GUEST_REACH_R * s.t.R;
  let count = 0;
  for (let i = 0; i < s.n; i++) {
    if (s.inWorld[i] !== -1 || !s.active(i)) continue;
    stateAt(s.p, s.motion[i] as Motion, t, s.st2);
    const x = s.st2[0] as number,
      y = s.st2[1] as number;
    const dx = x - pk.hx,
      dy = y - pk.hy;
    if (dx * dx + dy * dy >= reach * reach) continue;
    at[3 * count] = x;
    at[3 * count + 1] = y;
    at[3 * count + 2] = s.st2[7] as number;
    count++;
  }
  return count;
}

/**
 * Until when pocket k's world may run in closed form from time t (World3D fix 7) without a ball
 * from outside coming near: until a moving ball of the bed could have its centre within the hole's
 * radius and two ball radii of the hole's centre (reckoned from its speed now and the most the
 * cloth's friction can speed it up, muSlide g: its other changes are the engine's events, which
 * `until` bounds), and no later than another pocket's next step (a ball coming back out of it is on
 * the bed from then). The bed's balls at rest are the world's guests.
 */
function bedClearUntil(s: EngineState, k: number, t: number): number {
  const pk = s.t.pockets[k] as PocketModel;
  const reach = pk.hr + 2 * s.t.R + COAST_SLACK_M;
  const a = s.p.muSlide * s.p.g;
  let clear = Infinity;
  for (let j = 0; j < s.t.pockets.length; j++) if (j !== k) clear = Math.min(clear, s.worlds[j]?.nextT() ?? Infinity);
  for (let i = 0; i < s.n; i++) {
    if (s.inWorld[i] !== -1 || !s.moving(i)) continue;
    stateAt(s.p, s.motion[i] as Motion, t, s.st2);
    const dx = (s.st2[0] as number) - pk.hx,
      dy = (s.st2[1] as number) - pk.hy;
    const gap = Math.sqrt(dx * dx + dy * dy) - reach;
    if (!(gap > 0)) return t;
    const vx = s.st2[2] as number,
      vy = s.st2[3] as number;
    const v = Math.sqrt(vx * vx + vy * vy);
    // The time to cover the gap from speed v at acceleration a: the root of a T^2 + v T = gap.
    clear = Math.min(clear, t + (2 * gap) / (v + Math.sqrt(v * v + 4 * a * gap)));
  }
  return clear;
}

/** A resting ball whose top stands above the bed is an obstacle there (a fixed sphere); a moving one is not. Whether that changed. */
function setPile(s: EngineState, wb: WorldBall, t: number): boolean {
  const up = isAsleep(wb) && wb.body.position.z > -s.t.R ? 1 : 0;
  if (s.onPile[wb.i] === up) return false;
  s.onPile[wb.i] = up;
  refresh(s, [wb.i], t);
  return true;
}

/** Whether a ball in pocket k's world is over the bed again, outside the hole, no lower than a ball on the cloth. */
function comesBack(s: EngineState, wb: WorldBall, k: number): boolean {
  const pk = s.t.pockets[k] as PocketModel;
  const b = wb.body.position;
  const dx = b.x - pk.hx,
    dy = b.y - pk.hy;
  const out = pk.hr + RETURN_GAP_M;
  if (dx * dx + dy * dy <= out * out) return false;
  // Over the bed or the shelf on the cloth or above it; over the rail on its top or above it (not a
  // ball pressed into the rail's cut at the back of the hole).
  const level = overRailAt(s.t, b.x, b.y) ? s.t.railLevel : s.t.R;
  return b.z >= level - RETURN_HEIGHT_TOLERANCE_M;
}

/** The event engine takes ball wb back from pocket k's world at time t, on the cloth, on a rail top or in the air. */
function takeBack(s: EngineState, w: World3D, wb: WorldBall, t: number, k: number): void {
  const { st, kin1 } = s;
  const b = wb.body;
  const i = wb.i;
  s.inWorld[i] = -1;
  s.onPile[i] = 0;
  s.pocketOf[i] = null;
  const m = s.motion[i] as Motion;
  m.mode = MODE_STATIONARY;
  m.level = overRailAt(s.t, b.position.x, b.position.y) ? s.t.railLevel : s.t.R;
  st[0] = b.position.x;
  st[1] = b.position.y;
  // Within RETURN_HEIGHT_TOLERANCE_M of its surface it is on it (cannon-es lets a resting ball sink a little).
  st[7] = b.position.z < m.level + RETURN_HEIGHT_TOLERANCE_M ? m.level : b.position.z;
  kin1.v[0] = b.velocity.x;
  kin1.v[1] = b.velocity.y;
  kin1.v[2] = st[7] > m.level ? b.velocity.z : 0;
  kin1.w[0] = b.angularVelocity.x;
  kin1.w[1] = b.angularVelocity.y;
  kin1.w[2] = b.angularVelocity.z;
  w.remove(wb); // (its body goes back to the world's spares: read first)
  // The pocket's world has no facings: a ball coming back beside one is set clear of its rubber.
  // (A few passes: pushed out of one part, a ball may sit in the next, a jaw beside a facing.)
  for (let pass = 0; pass < RUBBER_PASSES; pass++) {
    // On the cloth, out of the rubber (to the contact distance); in the air, out of the noses.
    if ((st[7] as number) === s.t.R) pushOutOfRubber(s.t.elements, s.t.dc, s.t.R, st);
    else clearOfNoseEdges(s.t, st);
    clearOfBalls(s, i, t, st);
  }
  s.store(i, t, kin1, st);
  const pk = s.t.pockets[k] as PocketModel;
  s.inPocket[i] = (st[0] - pk.mx) * pk.axx + (st[1] - pk.my) * pk.axy > 0 ? k : -1;
  s.events.push({ t, type: 'pocket-return', balls: [s.ids[i] as string], pocket: pk.id });
  refresh(s, [i], t);
}

/** Moves ball i, coming back at st at time t, out of any ball of the bed it overlaps (a pocket's guest, met as a fixed sphere). */
function clearOfBalls(s: EngineState, i: number, t: number, st: Float64Array): void {
  const D = s.t.D;
  for (let j = 0; j < s.n; j++) {
    if (j === i || s.inWorld[j] !== -1 || !s.active(j)) continue;
    stateAt(s.p, s.motion[j] as Motion, t, s.st2);
    const dx = (st[0] as number) - (s.st2[0] as number),
      dy = (st[1] as number) - (s.st2[1] as number),
      dz = (st[7] as number) - (s.st2[7] as number);
    const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (d >= D || d === 0) continue;
    // Along the plane of the bed when both lie on it; in 3-D otherwise.
    const flat = dz === 0;
    const h = flat ? Math.sqrt(dx * dx + dy * dy) : d;
    const f = D / h - 1;
    st[0] = (st[0] as number) + dx * f;
    st[1] = (st[1] as number) + dy * f;
    if (!flat) st[7] = (st[7] as number) + dz * f;
  }
}

/**
 * Moves a ball in the air at st ([x, y, ..., z at 7]) out of the cushions' noses it overlaps: a
 * straight nose edge (the nose line at nose height) it is in front of, a jaw's rounded nose (a
 * circle at nose height) it is beside.
 */
function clearOfNoseEdges(t: TableModel, st: Float64Array): void {
  for (const e of t.elements) {
    const x = st[0] as number,
      y = st[1] as number,
      dz = (st[7] as number) - t.hNose;
    // Horizontal offset from the nearest point of the nose (along nx, ny), when beside it.
    let h: number, nx: number, ny: number;
    if (e.src.kind === 'segment') {
      const along = (x - e.ax) * e.ux + (y - e.ay) * e.uy;
      h = (x - e.ax) * e.nx + (y - e.ay) * e.ny;
      if (along < 0 || along > e.len || h < 0) continue; // over the rail: its top, level with the nose, is under the ball
      nx = e.nx;
      ny = e.ny;
    } else {
      const px = x - e.cx,
        py = y - e.cy;
      const rho = Math.sqrt(px * px + py * py);
      h = rho - (e.rc - t.dc);
      if (h <= 0) continue;
      nx = px / rho;
      ny = py / rho;
    }
    const d = Math.sqrt(h * h + dz * dz);
    if (d >= t.R || d === 0) continue;
    const f = t.R / d - 1;
    st[0] = x + nx * h * f;
    st[1] = y + ny * h * f;
    st[7] = (st[7] as number) + dz * f;
  }
}

/**
 * At the end of the stroke (time `end`): `pocketed` for each ball still in a pocket, right after its
 * last drop. A ball that came to rest hanging in the pocket's mouth (its centre above the bed: held
 * by the edge, the rail's cut or another ball, not lying in the bucket) is jammed
 * (`pocket-jam`, G32): the record says where its centre projects, over the hole or over the bed, and
 * one over the bed is not pocketed (the rules place it on the bed).
 */
export function writePocketed(s: EngineState, end: number): void {
  for (let i = 0; i < s.n; i++) {
    const k = s.inWorld[i] as number;
    if (k < 0 || k >= s.t.pockets.length) continue;
    const id = s.ids[i] as string;
    const pk = s.t.pockets[k] as PocketModel;
    let at = -1;
    for (let e = s.events.length - 1; e >= 0; e--) {
      const ev = s.events[e] as ShotEvent;
      if (ev.type === 'pocket-drop' && ev.balls[0] === id) {
        at = e;
        break;
      }
    }
    if (at < 0) continue; // in the pocket before the stroke
    const m = s.motion[i] as Motion;
    const overHole = (m.x - pk.hx) * (m.x - pk.hx) + (m.y - pk.hy) * (m.y - pk.hy) <= pk.hr * pk.hr;
    // (A ball through a ball return's hole is gone, not hanging in the mouth.)
    const hanging = m.z > 0 && s.returned[i] === 0;
    if (hanging) s.events.push({ t: end, type: 'pocket-jam', balls: [id], pocket: pk.id, over: overHole ? 'hole' : 'bed', pos: [m.x, m.y] });
    if (hanging && !overHole) continue;
    const drop = s.events[at] as ShotEvent;
    s.events.splice(at + 1, 0, { t: drop.t, type: 'pocketed', balls: [id], pocket: pk.id });
  }
}
