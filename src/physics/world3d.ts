/**
 * The cannon-es 3-D worlds for what leaves the cloth (design.md, "Physics"; the hand-off protocol
 * is in src/physics/README.md): one small world per pocket (its hole's wall down to the bucket's
 * floor, the rail's cut round the back of the hole up to the rail top, the bed round the front of
 * the hole, the balls in it) and one for the room (its floor and walls, the table's body and legs). The event
 * engine keeps the bed, the cushions, the jaws and flight above the table; it hands a ball to a
 * world when the ball drops past a pocket's edge or goes over the table's outer edge, and takes it
 * back when it comes out of a pocket onto the bed. Each world is stepped by our code only, at a
 * fixed step (`world.step(dt)`), from the moment its first ball arrives; it stops when every ball
 * in it is at rest. cannon-es' defaults are corrected where they are wrong for billiards:
 *  1. sphere inertia (2/5) m R^2 (cannon-es derives (2/3) m R^2 from the bounding box);
 *  2. no damping (cannon-es' damping calls Math.pow; rolling resistance is applied by our code
 *     with + - * / and sqrt, `rollingResistance`);
 *  3. rest decided by our code (`REST_SPEED_MPS` held for `REST_STEPS`), cannon-es' own sleep off;
 *  4. a pocket's own broadphase (world3d-broadphase.ts): a ball is paired only with the parts and
 *     balls it can reach in the step; planes wherever nothing lies beyond (cannon-es' cheapest
 *     contact); the common contact of a world as its default (no material lookup per contact);
 *  5. angles from our own trigonometry (src/math/trig.ts), like everything that feeds a result;
 *  6. no energy gained in a step by a ball that touches only static parts (`noEnergyGained`);
 *  7. in the room, a lone moving ball clear of everything flies or rolls in closed form over whole
 *     steps (`coast`, world3d-coast.ts): exact where cannon-es' integrator is not, and most of a
 *     ball's time off the table.
 * The worlds are built in world3d-build.ts.
 */
import * as CANNON from 'cannon-es';
import { ballEnergy } from './energy.ts';
import { ballInertia, type PhysicsParams } from './params.ts';
import { PocketBroadphase, type Face } from './world3d-broadphase.ts';
import { firstEntryAny, type Box } from './world3d-coast.ts';

type Vec3 = readonly [number, number, number];

/**
 * Steps, s: LONGEST_STEP_S, halved (down to SHORTEST_STEP_S) while the fastest moving ball would
 * travel more than MAX_STEP_TRAVEL_M in it, so that no contact starts deeper than a third of a
 * ball's radius (cannon-es finds contacts by overlap, not by time of impact). A ball that leaves
 * the bed at 8 m/s crosses a pocket in steps of 1/960 s; once it has struck the back it falls and
 * settles in steps of 1/120 s. Each step's length depends only on the world's state: the same
 * stroke takes the same steps everywhere.
 */
export const LONGEST_STEP_S = 1 / 120;
export const SHORTEST_STEP_S = 1 / 1920;
export const MAX_STEP_TRAVEL_M = 0.01;
/** The room's limit, m (the floor and walls are planes, which nothing passes; the legs are 16 cm thick). */
export const MAX_ROOM_STEP_TRAVEL_M = 0.02;
/** A ball is at rest in a world when its speed and its surface speed stay under this for REST_STEPS steps ... */
export const REST_SPEED_MPS = 0.03;
export const REST_STEPS = 3;
/** ... and its velocity changes by less than this (m/s^2) times the step: a ball tipping over an edge is not at rest. */
export const REST_ACCEL_MPS2 = 0.5;
/**
 * Only a speed above this (m/s) starts the count again: a ball in a pile trembles as cannon-es
 * removes the piles' small overlaps, a few cm/s now and then, and must still come to rest.
 */
export const STILL_MOVING_MPS = 0.1;

/** Where a spare guest sphere waits, m: far below everything. */
const GUEST_PARKED_Z_M = -100;
/** Gap beyond touching within which two balls of a world may pass energy to each other in a step, m. */
const NEAR_BALL_GAP_M = 0.005;
/** Gauss-Seidel iterations (cannon-es' default 10 left unchanged: at most a pile of seven). */
export const SOLVER_ITERATIONS = 10;
/** A ball rolls on the floor (for `coast`) when its contact point slides slower than this, m/s. */
const ROLLING_SLIP_MPS = 0.01;
/** ... and its centre is within this of its rest height, moving up or down slower than ROLLING_VZ_MPS. */
const ROLLING_HEIGHT_M = 1e-3,
  ROLLING_VZ_MPS = 0.05;
/** Ball on ball in a 3-D world: about TP A-14's friction at low speed; the restitution is the bed's (PhysicsParams.eBall). */
const BALL_BALL_FRICTION = 0.06;

/** What a world is built from (world3d-build.ts): its contact with the balls and rolling resistance at the bottom. */
export interface WorldSpec {
  /** Pocket index in the table model, -1 for the room. */
  readonly pocket: number;
  /** Height of the surface a ball rolls on at the bottom (a bucket's floor, the room's floor), m. */
  readonly floorZ: number;
  /** Rolling resistance there (deceleration / g). */
  readonly rolling: number;
  /** Friction and restitution of a ball on any static part without a material of its own. */
  readonly contact: Friction;
}

export interface Friction {
  readonly friction: number;
  readonly restitution: number;
}

export interface WorldBall {
  /** The ball's index in the event engine. */
  readonly i: number;
  readonly body: CANNON.Body;
  /** The time of the ball's last recorded sample and its state then: position, velocity, spin. */
  lastT: number;
  readonly lastR: [number, number, number];
  readonly lastV: [number, number, number];
  readonly lastW: [number, number, number];
  /** Consecutive steps under REST_SPEED_MPS; at REST_STEPS the ball is at rest (asleep). */
  calm: number;
  /** Whether it was at rest before the last step. */
  sleptBefore: boolean;
  /** Its energy (J) and velocity before the step under way (`step`). */
  energyBefore: number;
  readonly vBefore: CANNON.Vec3;
}

/** Whether a world's ball is at rest (asleep in cannon-es). */
export const isAsleep = (wb: WorldBall): boolean => wb.body.sleepState === CANNON.Body.SLEEPING;

export class World3D {
  readonly world: CANNON.World;
  /** Length of the next step, s (see LONGEST_STEP_S), and how far a ball may move in one, m. */
  dt = LONGEST_STEP_S;
  private readonly maxTravel: number;
  /** Pocket index in the table model, -1 for the room. */
  readonly pocket: number;
  readonly balls: WorldBall[] = [];
  /** Time of the world's state, s from the strike. */
  t = 0;
  /** Height of the surface a ball rolls on at the bottom, m, and its rolling resistance. */
  readonly floorZ: number;
  readonly rolling: number;
  private readonly ballMaterial = new CANNON.Material('ball');
  private readonly p: PhysicsParams;
  /** A pocket's static parts as faces, for its broadphase (world3d-broadphase.ts); the room has none. */
  private readonly faces: Face[] = [];
  private nextStepT = Infinity;
  /** Balls of the bed near a pocket, as fixed spheres (`setGuests`); spare ones lie far below. */
  private readonly guests: CANNON.Body[] = [];
  /** Balls that entered during the step under way, flying alone to its end (`admit`). */
  private readonly arriving: WorldBall[] = [];
  /** The static parts' bounding boxes, for `coast`; null once a part has none (a tilted plane). */
  private solids: Box[] | null = [];

  constructor(p: PhysicsParams, spec: WorldSpec) {
    this.p = p;
    this.pocket = spec.pocket;
    this.maxTravel = spec.pocket < 0 ? MAX_ROOM_STEP_TRAVEL_M : MAX_STEP_TRAVEL_M;
    this.floorZ = spec.floorZ;
    this.rolling = spec.rolling;
    this.world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, -p.g), allowSleep: true });
    if (spec.pocket >= 0) this.world.broadphase = new PocketBroadphase(this.faces, this.guests, p.ballRadiusM, p.g);
    else {
      this.world.broadphase = new CANNON.NaiveBroadphase();
      this.world.broadphase.useBoundingBoxes = true;
    }
    (this.world.solver as CANNON.GSSolver).iterations = SOLVER_ITERATIONS;
    // A static part without a material meets a ball with the world's default contact (no lookup);
    // balls meet balls with theirs.
    this.world.defaultContactMaterial.friction = spec.contact.friction;
    this.world.defaultContactMaterial.restitution = spec.contact.restitution;
    this.world.addContactMaterial(
      new CANNON.ContactMaterial(this.ballMaterial, this.ballMaterial, { friction: BALL_BALL_FRICTION, restitution: p.eBall }),
    );
  }

  /** Whether another ball of this world is within NEAR_BALL_GAP_M of touching ball b (energy may pass between them). */
  private nearBall(b: WorldBall): boolean {
    const reach = 2 * this.p.ballRadiusM + NEAR_BALL_GAP_M;
    return this.balls.some((o) => o !== b && o.body.position.distanceTo(b.body.position) < reach);
  }

  /**
   * The balls on the bed near this pocket, where they are now: fixed spheres its balls meet (the
   * bed's balls do not move for it; a pile's resting balls are the same for the bed, pocket-pile.ts).
   */
  setGuests(at: ReadonlyArray<readonly [number, number, number]>): void {
    while (this.guests.length < at.length) {
      const g = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC, shape: new CANNON.Sphere(this.p.ballRadiusM), material: this.ballMaterial });
      this.guests.push(g);
      this.world.addBody(g);
    }
    this.guests.forEach((g, k) => {
      const r = at[k];
      if (r) g.position.set(r[0], r[1], r[2]);
      else g.position.set(0, 0, GUEST_PARKED_Z_M);
      g.aabbNeedsUpdate = true;
    });
  }

  /** A material for static parts whose contact with a ball differs from the world's default. */
  material(c: Friction): CANNON.Material {
    const m = new CANNON.Material();
    this.world.addContactMaterial(new CANNON.ContactMaterial(this.ballMaterial, m, { friction: c.friction, restitution: c.restitution }));
    return m;
  }

  /** A static plane through `at` facing `normal` (a unit vector, horizontal or straight up); a face of a pocket's broadphase. */
  addPlane(at: Vec3, normal: Vec3, m: CANNON.Material | null = null): void {
    // The rotation taking the plane's own +z onto the normal: about z x n by 90 degrees (or none).
    const q = normal[2] === 1 ? new CANNON.Quaternion() : new CANNON.Quaternion(-normal[1] * Math.SQRT1_2, normal[0] * Math.SQRT1_2, 0, Math.SQRT1_2);
    this.addStatic(new CANNON.Plane(), at, m, q, { at, normal });
  }

  /** A static part; with `face`, the plane a pocket's broadphase tests it by (its side facing the balls). */
  addStatic(shape: CANNON.Shape, at: Vec3, m: CANNON.Material | null, q?: CANNON.Quaternion, face?: { at: Vec3; normal: Vec3 }): void {
    const b = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC, shape });
    if (m) b.material = m;
    b.position.set(at[0], at[1], at[2]);
    if (q) b.quaternion.copy(q);
    b.aabbNeedsUpdate = true; // cannon-es computed it at the origin, before the body was placed
    this.world.addBody(b);
    const box = shape instanceof CANNON.Plane ? null : boundingBox(b);
    this.addSolid(box, face?.normal, at);
    if (face) {
      const n = face.normal;
      const half = shape instanceof CANNON.Box ? shape.halfExtents : null;
      this.faces.push({ body: b, n, d: n[0] * face.at[0] + n[1] * face.at[1] + n[2] * face.at[2], half });
    }
  }

  /** For `coast`: a static part's bounding box; a plane's is the half-space behind it when it faces along an axis. */
  private addSolid(box: Box | null, normal: Vec3 | undefined, at: Vec3): void {
    if (!this.solids) return;
    if (box) {
      this.solids.push(box);
      return;
    }
    const axis = normal ? normal.findIndex((c) => c === 1 || c === -1) : -1;
    if (!normal || axis < 0) {
      this.solids = null;
      return;
    }
    const lo: [number, number, number] = [-Infinity, -Infinity, -Infinity],
      hi: [number, number, number] = [Infinity, Infinity, Infinity];
    if (normal[axis] === 1) hi[axis] = at[axis] as number;
    else lo[axis] = at[axis] as number;
    this.solids.push({ lo, hi });
  }

  /**
   * Ball i enters at time t with this state. The first ball starts the world's clock at t. A ball
   * arriving while the world moves, between two of its steps, flies on alone in free flight (its
   * parabola, exact) to the end of the step under way, chosen again with it in mind, and joins the
   * world there (`arriving`).
   */
  admit(i: number, t: number, r: readonly number[], v: readonly number[], w: readonly number[], asleep = false): WorldBall {
    if (!this.live()) this.t = t;
    const body = new CANNON.Body({ mass: this.p.ballMassKg, shape: new CANNON.Sphere(this.p.ballRadiusM), material: this.ballMaterial });
    const I = ballInertia(this.p);
    body.inertia.set(I, I, I);
    body.invInertia.set(1 / I, 1 / I, 1 / I);
    body.updateInertiaWorld(true);
    body.linearDamping = 0;
    body.angularDamping = 0;
    body.sleepSpeedLimit = 0; // rest is ours to decide (fix 3)
    const wb: WorldBall = {
      i,
      body,
      lastT: t,
      lastR: [r[0] as number, r[1] as number, r[2] as number],
      lastV: [v[0] as number, v[1] as number, v[2] as number],
      lastW: [w[0] as number, w[1] as number, w[2] as number],
      calm: asleep ? REST_STEPS : 0,
      sleptBefore: asleep,
      energyBefore: 0,
      vBefore: new CANNON.Vec3(NaN, NaN, NaN),
    };
    body.angularVelocity.set(w[0] as number, w[1] as number, w[2] as number);
    if (t > this.t) {
      // The step under way ends no sooner than t, and no later than the new ball's travel allows.
      this.chooseStep(Math.sqrt((v[0] as number) ** 2 + (v[1] as number) ** 2 + (v[2] as number) ** 2), t - this.t);
      const tau = this.nextStepT - t,
        g = this.p.g;
      body.position.set(
        (r[0] as number) + tau * (v[0] as number),
        (r[1] as number) + tau * (v[1] as number),
        (r[2] as number) + tau * (v[2] as number) - 0.5 * g * tau * tau,
      );
      body.velocity.set(v[0] as number, v[1] as number, (v[2] as number) - g * tau);
      this.arriving.push(wb);
      return wb;
    }
    body.position.set(r[0] as number, r[1] as number, r[2] as number);
    body.velocity.set(v[0] as number, v[1] as number, v[2] as number);
    this.world.addBody(body);
    if (asleep) body.sleep();
    this.balls.push(wb);
    this.chooseStep();
    return wb;
  }

  /**
   * The next step's length from the fastest moving ball (LONGEST_STEP_S), with also a ball of speed
   * `alsoV` about to join; no shorter than `atLeast` (s).
   */
  private chooseStep(alsoV = 0, atLeast = 0): void {
    let v2 = alsoV * alsoV,
      moving = alsoV > 0 || this.arriving.length > 0;
    for (const b of this.balls) {
      if (b.body.sleepState === CANNON.Body.SLEEPING) continue;
      moving = true;
      v2 = Math.max(v2, b.body.velocity.lengthSquared());
    }
    const v = Math.sqrt(v2);
    let dt = LONGEST_STEP_S;
    while (v * dt > this.maxTravel && dt > SHORTEST_STEP_S && dt * 0.5 >= atLeast) dt *= 0.5;
    this.dt = dt;
    this.nextStepT = moving ? this.t + dt : Infinity;
  }

  /** Takes every ball out and resets the clock: the world as built. */
  clear(): void {
    for (const b of this.balls) this.world.removeBody(b.body);
    this.balls.length = 0;
    this.arriving.length = 0;
    this.t = 0;
    this.dt = LONGEST_STEP_S;
    this.nextStepT = Infinity;
  }

  remove(wb: WorldBall): void {
    this.world.removeBody(wb.body);
    this.balls.splice(this.balls.indexOf(wb), 1);
    this.chooseStep();
  }

  /** Whether any ball in it still moves (kept up to date by `admit`, `remove`, `clear` and `step`). */
  live(): boolean {
    return this.nextStepT < Infinity;
  }

  /** Time of the next step, or Infinity when every ball in it is at rest. */
  nextT(): number {
    return this.nextStepT;
  }

  /**
   * One fixed step, or in the room several in closed form (`coast`), never past `until` (the event
   * engine's next event, s); then rolling resistance on the floor, no energy gained alone (fix 6),
   * and the balls that came to rest put to sleep.
   */
  step(until = Infinity): void {
    for (const b of this.balls) b.sleptBefore = b.body.sleepState === CANNON.Body.SLEEPING;
    if (this.coast(until)) {
      this.chooseStep();
      return;
    }
    for (const b of this.balls) {
      b.energyBefore = energyOf(this.p, b.body);
      b.vBefore.copy(b.body.velocity);
    }
    this.world.step(this.dt);
    this.t += this.dt;
    for (const wb of this.arriving.splice(0)) {
      this.world.addBody(wb.body);
      this.balls.push(wb);
      wb.energyBefore = energyOf(this.p, wb.body);
      wb.vBefore.set(NaN, NaN, NaN); // not steady in its first step
    }
    for (const b of this.balls) {
      if (b.body.sleepState === CANNON.Body.SLEEPING) continue;
      rollingResistance(b.body, this.floorZ + this.p.ballRadiusM, this.rolling * this.p.g * this.dt);
      if (!this.nearBall(b)) noEnergyGained(this.p, b.body, b.energyBefore);
      const v = b.body.velocity,
        w = b.body.angularVelocity;
      const R = this.p.ballRadiusM;
      const speed2 = Math.max(v.lengthSquared(), w.lengthSquared() * R * R);
      // Slow and not speeding up or slowing down (a ball at the top of its climb over an edge is slow too).
      const steady = b.vBefore.distanceTo(v) < REST_ACCEL_MPS2 * this.dt;
      if (speed2 < REST_SPEED_MPS * REST_SPEED_MPS && steady) b.calm++;
      else if (speed2 > STILL_MOVING_MPS * STILL_MOVING_MPS) b.calm = 0;
      if (b.calm >= REST_STEPS) b.body.sleep();
    }
    this.chooseStep();
  }
  /**
   * Fix 7: the room's lone moving ball, clear by more than a step's travel of every static part
   * and resting ball, is advanced in closed form over whole steps (no later than `until`): in free
   * flight on its parabola, or rolling on the floor at the rolling resistance's constant
   * deceleration, its spin in proportion. Whether it did (at least two steps).
   */
  private coast(until: number): boolean {
    if (this.pocket >= 0 || !this.solids || this.arriving.length > 0) return false;
    const moving = this.balls.filter((b) => b.body.sleepState !== CANNON.Body.SLEEPING);
    const mover = moving.length === 1 ? (moving[0] as WorldBall).body : null;
    const most = Math.floor((until - this.t) / this.dt);
    if (!mover || !(most >= 2)) return false;
    const R = this.p.ballRadiusM;
    const obstacles = [...this.solids];
    for (const b of this.balls) {
      if (b.body === mover) continue;
      const q = b.body.position;
      obstacles.push({ lo: [q.x - R, q.y - R, q.z - R], hi: [q.x + R, q.y + R, q.z + R] });
    }
    const { position: r, velocity: v } = mover;
    const h = R + this.maxTravel;
    const g = this.p.g;
    const tClear = firstEntryAny([r.x, r.y, r.z], [v.x, v.y, v.z], g, obstacles, h);
    const nFly = Math.min(most, Math.floor(tClear / this.dt));
    if (nFly >= 2) {
      const T = nFly * this.dt;
      r.set(r.x + v.x * T, r.y + v.y * T, r.z + v.z * T - 0.5 * g * T * T);
      v.z -= g * T;
      this.t += T;
      return true;
    }
    return this.roll(mover, most, obstacles, h);
  }

  /** Fix 7 on the floor: a ball rolling without slip, clear of everything but the floor. */
  private roll(body: CANNON.Body, most: number, obstacles: readonly Box[], h: number): boolean {
    const { position: r, velocity: v, angularVelocity: w } = body;
    const R = this.p.ballRadiusM;
    const zRest = this.floorZ + R;
    const slipX = v.x - R * w.y,
      slipY = v.y + R * w.x;
    if (Math.abs(r.z - zRest) > ROLLING_HEIGHT_M || Math.abs(v.z) > ROLLING_VZ_MPS) return false;
    if (slipX * slipX + slipY * slipY > ROLLING_SLIP_MPS * ROLLING_SLIP_MPS) return false;
    const s0 = Math.sqrt(v.x * v.x + v.y * v.y);
    const a = this.rolling * this.p.g;
    if (!(s0 > 0) || !(a > 0)) return false;
    const ux = v.x / s0,
      uy = v.y / s0;
    const walls = obstacles.filter((o) => o.hi[2] > this.floorZ);
    const dClear = firstEntryAny([r.x, r.y, r.z], [ux, uy, 0], 0, walls, h);
    // Still moving at the end (the last steps to rest are cannon-es'), and no farther than dClear.
    let T = s0 / a;
    if (s0 * s0 > 2 * a * dClear) T = Math.min(T, (s0 - Math.sqrt(s0 * s0 - 2 * a * dClear)) / a);
    const n = Math.min(most, Math.ceil(T / this.dt) - 1);
    if (n < 2) return false;
    const t = n * this.dt;
    const d = s0 * t - 0.5 * a * t * t,
      s1 = s0 - a * t;
    r.set(r.x + ux * d, r.y + uy * d, r.z);
    v.set(ux * s1, uy * s1, 0);
    w.scale(s1 / s0, w);
    this.t += t;
    return true;
  }
}

/** A placed static body's bounding box. */
function boundingBox(b: CANNON.Body): Box {
  b.updateAABB();
  const { lowerBound: lo, upperBound: hi } = b.aabb;
  return { lo: [lo.x, lo.y, lo.z], hi: [hi.x, hi.y, hi.z] };
}

/** Slows a ball rolling on the floor at height zRest (centre) by dv, its spin in proportion. */
function rollingResistance(body: CANNON.Body, zRest: number, dv: number): void {
  const v = body.velocity;
  if (body.position.z > zRest + 1e-3 || Math.abs(v.z) > 0.05) return;
  const speed = Math.sqrt(v.x * v.x + v.y * v.y);
  const f = speed > dv ? 1 - dv / speed : 0;
  v.x *= f;
  v.y *= f;
  body.angularVelocity.scale(f, body.angularVelocity);
}

/** A body's energy as energy.ts counts a ball's (kinetic, spin, potential from the cloth's level), J. */
function energyOf(p: PhysicsParams, body: CANNON.Body): number {
  const { position: r, velocity: v, angularVelocity: w } = body;
  return ballEnergy(p, { r: [r.x, r.y, r.z], v: [v.x, v.y, v.z], w: [w.x, w.y, w.z] });
}

/**
 * A ball that touched only the world's static parts cannot have gained energy in the step (fix 6:
 * cannon-es solves contacts and friction by iteration and, against a fast-spinning ball or out of
 * an overlap, can hand it some): its speed and spin are scaled down to the energy it had.
 */
function noEnergyGained(p: PhysicsParams, body: CANNON.Body, before: number): void {
  const after = energyOf(p, body);
  if (!(after > before)) return;
  const potential = p.ballMassKg * p.g * (body.position.z - p.ballRadiusM);
  const motion = after - potential;
  const f = before > potential && motion > 0 ? Math.sqrt((before - potential) / motion) : 0;
  body.velocity.scale(f, body.velocity);
  body.angularVelocity.scale(f, body.angularVelocity);
}
