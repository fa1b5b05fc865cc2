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
 *  3. rest decided by our code (`REST_SPEED_MPS` held for `REST_STEPS`, or a slow ball kept within
 *     `CREEP_M` for `CREEP_REST_S`, however it trembles in a pile), cannon-es' own sleep off;
 *  4. a pocket's own broadphase (world3d-broadphase.ts): a ball is paired with a static part only
 *     where it touches it (cannon-es finds no contact with one elsewhere) and with the balls it can
 *     reach in the step; a wall box by its plane twin where only its face can be met (cannon-es'
 *     sphere-plane costs a fraction of its sphere-box); planes wherever nothing lies beyond; a
 *     pocket's part joins its cannon-es world only when a ball first touches it (its step loops
 *     over every body); in the room, a plane paired only where a ball touches it (its bounding box
 *     is infinite); the common contact of a world as its default (no material lookup per contact);
 *  5. angles from our own trigonometry (src/math/trig.ts), like everything that feeds a result;
 *  6. no energy gained in a step by a ball that touches only static parts (`noEnergyGained`);
 *  7. balls clear of everything move in closed form (`coast`, world3d-coast.ts): they fly, land on
 *     the floor by the slate's law with the floor's contact, and roll on it to rest; exact where
 *     cannon-es' integrator is not, and most of a ball's time off the table and in a pocket;
 *  8. a pocket's lone ball takes the longest step in which it cannot get deeper than
 *     MAX_STEP_TRAVEL_M into anything (`deepest`), not only the one its speed allows.
 * Balls' bodies are kept for the next balls (`release`): a body is about a hundred objects.
 * The worlds are built in world3d-build.ts.
 */
import * as CANNON from 'cannon-es';
import type { BallKinematics } from '../laws/ball-ball-frictional-inelastic.ts';
import { useCoulombFriction } from './world3d-friction.ts';
import { resolveBallSlate } from '../laws/ball-slate-frictional-inelastic.ts';
import { energyOf } from '../laws/energy.ts';
import { ballInertia, type PhysicsParams } from '../params.ts';
import { PocketBroadphase, RoomBroadphase, type Face } from './world3d-broadphase.ts';
import {
  approachGaps,
  convexClearance,
  deepestOf,
  firstEntry,
  firstEntryAny,
  firstEntryTurnedAny,
  firstReach,
  firstReachAny,
  leaveCircle,
  turnedBox,
  type Box,
  type HalfSpace,
  type TurnedBox,
} from './world3d-coast.ts';

type Vec3 = readonly [number, number, number];
const UP: Vec3 = [0, 0, 1];

/**
 * Steps, s: LONGEST_STEP_S, halved (down to SHORTEST_STEP_S) while the fastest moving ball would
 * travel more than MAX_STEP_TRAVEL_M in it (at its speed, and gravity's g dt^2 / 2 more), so that
 * no contact starts deeper than a third of a ball's radius (cannon-es finds contacts by overlap,
 * not by time of impact); a pocket's lone ball also keeps a step in which nothing within its reach
 * could be entered deeper than that (fix 8). A ball that leaves the bed at 8 m/s strikes the back
 * of a pocket in steps of 1/960 s; it settles in steps of 1/60 s. Each step's length depends only
 * on the world's state: the same stroke takes the same steps everywhere.
 */
export const LONGEST_STEP_S = 1 / 60;
/**
 * The longest step while a moving ball touches another ball of its world (a pile), s: cannon-es'
 * Gauss-Seidel solver does not converge on a pile's contacts in steps of 1/60 s (the bottom balls
 * sank 2 mm into the floor and the pile trembled at 4-15 cm/s, above REST_SPEED_MPS, for ever:
 * a stroke onto three balls lying in a pocket never ended); at 1/480 s it settles within
 * a second or two.
 */
export const PILE_STEP_S = 1 / 480;
export const SHORTEST_STEP_S = 1 / 1920;
export const MAX_STEP_TRAVEL_M = 0.01;
/**
 * A lone ball about to strike a part of its pocket (a wall, the floor, a resting ball) takes steps
 * short enough (down to SHORTEST_IMPACT_STEP_S) that it is at most this far (m) into the part when
 * cannon-es finds the contact (fix 9): cannon-es pushes an overlap out in a few steps, and an overlap
 * of millimetres came back as a rebound of about 0.9 m/s off leather whose restitution is 0.1 (a
 * ball played hard into a pocket bounced out).
 */
export const IMPACT_DEPTH_M = 0.0005;
export const SHORTEST_IMPACT_STEP_S = 1 / 61440;
/** The room's limit, m (the floor and walls are planes, which nothing passes; the legs are 16 cm thick). */
export const MAX_ROOM_STEP_TRAVEL_M = 0.02;
/** A ball is at rest in a world when its speed and its surface speed stay under this for REST_STEPS steps (1/30 s at the longest) ... */
export const REST_SPEED_MPS = 0.03;
export const REST_STEPS = 2;
/** ... and its velocity changes by less than this (m/s^2) times the step: a ball tipping over an edge is not at rest. */
export const REST_ACCEL_MPS2 = 0.5;
/**
 * Only a speed above this (m/s) starts the count again: a ball in a pile trembles as cannon-es
 * removes the piles' small overlaps, a few cm/s now and then, and must still come to rest.
 */
export const STILL_MOVING_MPS = 0.1;
/**
 * A slow ball that stays within CREEP_M of where it was for CREEP_REST_S is at rest, however it
 * trembles: a ball on top of a pile, pressed against the bucket's wall, jitters at about 1 cm/s as
 * cannon-es removes its small overlaps, its velocity turning every step, so it never passes the
 * steadiness test and its world never settled (a computer match found one: 600 s of steps, 11 s of
 * CPU). Its mean speed is then under 2 mm/s; a ball that really rolls or tips moves further (one
 * tipping over an edge at 0.2 m/s^2 covers 6 mm in the window).
 */
export const CREEP_M = 0.0005;
export const CREEP_REST_S = 0.25;

/**
 * A contact whose normal is steeper than this (|n_z|) supports a ball from below (the bucket's floor,
 * the slate's edge); a flatter one holds it from the side (a facing, a wall).
 */
const EDGE_NORMAL_Z = 0.5;
/** A ball this far (m) or more above lying on the bucket's floor may be on the slate's edge. */
const EDGE_ABOVE_FLOOR_M = 0.001;
/** A ball comes back onto the bed when its centre is this far outside the hole's circle, no lower than on the cloth (m; handle-world.ts). */
export const RETURN_GAP_M = 1e-3;
/** Where a spare guest sphere waits, m: far below everything. */
const GUEST_PARKED_Z_M = -100;
/** Gap beyond touching within which two balls of a world may pass energy to each other in a step, m. */
const NEAR_BALL_GAP_M = 0.005;
/** Gauss-Seidel iterations (cannon-es' default 10 left unchanged: at most a pile of seven). */
export const SOLVER_ITERATIONS = 10;
/**
 * A closed-form stretch (`coast`) ends this far (m) before the ball would touch anything: cannon-es
 * takes it from there, its next step finding the contact by overlap as any step does.
 */
export const COAST_GAP_M = 0.001;
/** No closed-form stretch is shorter than this (s): a landing sooner is cannon-es' (its next step finds it). */
const MIN_STRETCH_S = 1e-6;
/** A ball rolls on the floor (for `coast`) when its contact point slides slower than this, m/s. */
const ROLLING_SLIP_MPS = 0.01;
/**
 * ... and its centre is within this of its rest height (cannon-es lets a ball lying on a surface sink
 * into it by up to about g dt^2, 2.7 mm at the longest step), moving up or down slower than
 * ROLLING_VZ_MPS.
 */
const ROLLING_HEIGHT_M = 4e-3,
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
  /**
   * A pocket's hole: its centre and radius (m). A ball whose centre leaves it, by RETURN_GAP_M, may
   * be back over the bed, which is the event engine's (handle-world.ts): no closed-form stretch
   * takes a ball past that.
   */
  readonly hole?: { readonly x: number; readonly y: number; readonly radius: number };
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
  /** Where the ball was when it last moved CREEP_M away from it, and when (the creep test: CREEP_REST_S). */
  readonly anchor: CANNON.Vec3;
  anchorT: number;
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
  private readonly hole: { readonly x: number; readonly y: number; readonly radius: number } | null;
  /** The floor (the bucket's or the room's, at floorZ; a ball return's bottom has none: `hasFloor`) and the law of a landing on it. */
  private readonly floorPlane: HalfSpace;
  private hasFloor = false;
  private readonly floorLaw: PhysicsParams;
  private readonly ballMaterial = new CANNON.Material('ball');
  private readonly p: PhysicsParams;
  /** A pocket's static parts as faces, for its broadphase (world3d-broadphase.ts); the room has none. */
  private readonly faces: Face[] = [];
  private nextStepT = Infinity;
  /**
   * Until when no ball from outside can come near this world's balls, from its time (for a pocket:
   * the bed's balls, handle-world.ts `bedClearUntil`); set for each stroke, null for none.
   */
  clearUntil: (() => number) | null = null;
  /** The floor's plane (the bucket's or the room's), and whether the last step found a contact with anything else. */
  private floorBody: CANNON.Body | null = null;
  private touchedWall = false;
  /** Balls of the bed near a pocket, as fixed spheres (`setGuests`); spare ones lie far below. */
  private readonly guests: CANNON.Body[] = [];
  /** Balls that entered during the step under way, flying alone to its end (`admit`). */
  private readonly arriving: WorldBall[] = [];
  /** The static parts' bounding boxes, for `coast`; null once a part has none (a tilted plane). */
  private solids: Box[] | null = [];
  /** A pocket's static parts for `coast`: its planes and its boxes turned about the vertical; null once a part is neither. */
  private planes: HalfSpace[] | null;
  private turned: TurnedBox[] | null = [];
  /** For a rolling ball's stretches: the planes and solids other than the floor (built when first needed). */
  private upright: HalfSpace[] | null = null;
  /** The planes and the floor, for a step's length (`deepest`; built when first needed). */
  private allPlanes: HalfSpace[] | null = null;
  private walls: Box[] | null = null;
  /** Balls' bodies out of the world, for the next balls (`release`). */
  private readonly spare: CANNON.Body[] = [];
  /** approachGaps's pairs for the step being chosen. */
  private readonly gaps: number[] = [];
  private readonly landing: BallKinematics = { v: [0, 0, 0], w: [0, 0, 0] };
  /** Scratch, reused by every step (a step allocated a dozen small arrays): `heldBodies`' set, a ball's position and velocity, the other balls' centres. */
  private readonly held = new Set<CANNON.Body>();
  private readonly atS: [number, number, number] = [0, 0, 0];
  private readonly velS: [number, number, number] = [0, 0, 0];
  private readonly others: Array<[number, number, number]> = [];
  private readonly othersPool: Array<[number, number, number]> = [];
  private readonly movers: WorldBall[] = [];
  private readonly scratchBox: { lo: [number, number, number]; hi: [number, number, number] } = { lo: [0, 0, 0], hi: [0, 0, 0] };

  constructor(p: PhysicsParams, spec: WorldSpec) {
    this.p = p;
    this.pocket = spec.pocket;
    this.maxTravel = spec.pocket < 0 ? MAX_ROOM_STEP_TRAVEL_M : MAX_STEP_TRAVEL_M;
    this.floorZ = spec.floorZ;
    this.hole = spec.hole ?? null;
    this.rolling = spec.rolling;
    this.planes = [];
    this.floorPlane = { n: UP, d: spec.floorZ };
    // A ball lands on the floor by the slate's law with the floor's own contact (fix 7).
    this.floorLaw = { ...p, muSlide: spec.contact.friction, eSlate: spec.contact.restitution };
    this.world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, -p.g), allowSleep: true });
    if (spec.pocket >= 0) this.world.broadphase = new PocketBroadphase(this.faces, this.guests, p.ballRadiusM, p.g);
    else this.world.broadphase = new RoomBroadphase(p.ballRadiusM);
    (this.world.solver as CANNON.GSSolver).iterations = SOLVER_ITERATIONS;
    useCoulombFriction(this.world, p, () => this.balls.length);
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
    for (const o of this.balls) if (o !== b && o.body.position.distanceTo(b.body.position) < reach) return true;
    return false;
  }

  /**
   * The balls on the bed near this pocket, where they are now: fixed spheres its balls meet (the
   * bed's balls do not move for it; a pile's resting balls are the same for the bed, pocket-pile.ts).
   */
  setGuests(at: ArrayLike<number>, count: number): void {
    while (this.guests.length < count) {
      const g = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC, shape: new CANNON.Sphere(this.p.ballRadiusM), material: this.ballMaterial });
      this.guests.push(g); // (in the world from its first pair to the stroke's end: PocketBroadphase.prepare)
    }
    for (let k = 0; k < this.guests.length; k++) {
      const g = this.guests[k] as CANNON.Body;
      if (k < count) g.position.set(at[3 * k] as number, at[3 * k + 1] as number, at[3 * k + 2] as number);
      else g.position.set(0, 0, GUEST_PARKED_Z_M);
      g.aabbNeedsUpdate = true;
    }
  }

  /** A material for static parts whose contact with a ball differs from the world's default. */
  material(c: Friction): CANNON.Material {
    const m = new CANNON.Material();
    this.world.addContactMaterial(new CANNON.ContactMaterial(this.ballMaterial, m, { friction: c.friction, restitution: c.restitution }));
    return m;
  }

  /** A static plane through `at` facing `normal` (a unit vector, horizontal or straight up); a face of a pocket's broadphase. */
  addPlane(at: Vec3, normal: Vec3, m: CANNON.Material | null = null): void {
    const b = this.addStatic(new CANNON.Plane(), at, m, planeTurn(normal), { at, normal });
    if (normal[2] === 1 && at[2] === this.floorZ) {
      this.floorBody = b;
      this.hasFloor = true;
    }
  }

  /**
   * A static part; with `face`, the plane a pocket's broadphase tests it by (its side facing the
   * balls), and for a box, unless not `twinned`, that plane's twin (a part whose face is a side of
   * the hole's convex prism of walls: not a facing, which stands above the bed).
   */
  addStatic(
    shape: CANNON.Shape,
    at: Vec3,
    m: CANNON.Material | null,
    q?: CANNON.Quaternion,
    face?: { at: Vec3; normal: Vec3 },
    twinned = true,
  ): CANNON.Body {
    const b = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC, shape });
    this.upright = this.walls = this.allPlanes = null;
    if (m) b.material = m;
    b.position.set(at[0], at[1], at[2]);
    if (q) b.quaternion.copy(q);
    b.aabbNeedsUpdate = true; // cannon-es computed it at the origin, before the body was placed
    // A pocket's part joins its world at its first pair, until the stroke ends (PocketBroadphase.prepare).
    if (this.pocket < 0) this.world.addBody(b);
    const floor = shape instanceof CANNON.Plane && face?.normal[2] === 1 && at[2] === this.floorZ;
    // For `coast` the floor is apart (floorPlane): a ball may land on it.
    if (floor) {
      /* not an obstacle of the closed-form stretches */
    } else if (this.pocket < 0) this.addSolid(shape instanceof CANNON.Plane ? null : boundingBox(b), face?.normal, at);
    else this.addPart(shape, b, face);
    if (face) {
      const n = face.normal;
      const half = shape instanceof CANNON.Box ? shape.halfExtents : null;
      // A box's plane twin, for a ball that can reach only the box's inner face (fix 4): the same contact, cheaper.
      let twin: CANNON.Body | null = null;
      if (half && this.pocket >= 0 && twinned) {
        twin = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC, shape: new CANNON.Plane() });
        if (m) twin.material = m;
        twin.position.set(face.at[0], face.at[1], face.at[2]);
        twin.quaternion.copy(planeTurn(n));
        twin.aabbNeedsUpdate = true;
      }
      this.faces.push({ body: b, n, d: n[0] * face.at[0] + n[1] * face.at[1] + n[2] * face.at[2], half, twin });
    }
    return b;
  }

  /**
   * For a pocket's `coast`: a plane part as its half-space, a box part turned about the vertical as
   * itself; any other part (none is built) ends the closed-form stretches in this world.
   */
  private addPart(shape: CANNON.Shape, b: CANNON.Body, face: { at: Vec3; normal: Vec3 } | undefined): void {
    const q = b.quaternion;
    if (shape instanceof CANNON.Plane && face) {
      const n = face.normal;
      this.planes?.push({ n, d: n[0] * face.at[0] + n[1] * face.at[1] + n[2] * face.at[2] });
    } else if (shape instanceof CANNON.Box && q.x === 0 && q.y === 0) {
      // A turn by angle a about z is the quaternion (0, 0, sin a/2, cos a/2): cos a = w^2 - z^2, sin a = 2 w z.
      const p = b.position,
        e = shape.halfExtents;
      this.turned?.push(turnedBox([p.x, p.y, p.z], q.w * q.w - q.z * q.z, 2 * q.w * q.z, [e.x, e.y, e.z]));
    } else this.planes = this.turned = null;
  }

  /** For the room's `coast`: a static part's bounding box; a plane as its half-space. */
  private addSolid(box: Box | null, normal: Vec3 | undefined, at: Vec3): void {
    if (!this.solids) return;
    if (box) {
      this.solids.push(box);
      return;
    }
    if (!normal) {
      this.solids = null;
      return;
    }
    this.planes?.push({ n: normal, d: normal[0] * at[0] + normal[1] * at[1] + normal[2] * at[2] });
  }

  /**
   * Ball i enters at time t with this state. The first ball starts the world's clock at t. A ball
   * arriving while the world moves, between two of its steps, flies on alone in free flight (its
   * parabola, exact) to the end of the step under way, chosen again with it in mind, and joins the
   * world there (`arriving`).
   */
  admit(i: number, t: number, r: readonly number[], v: readonly number[], w: readonly number[], asleep = false): WorldBall {
    if (!this.live()) {
      this.t = t;
      this.touchedWall = false;
    }
    const body = this.spare.pop() ?? this.newBallBody();
    const wb: WorldBall = {
      i,
      body,
      lastT: t,
      lastR: [r[0] as number, r[1] as number, r[2] as number],
      lastV: [v[0] as number, v[1] as number, v[2] as number],
      lastW: [w[0] as number, w[1] as number, w[2] as number],
      calm: asleep ? REST_STEPS : 0,
      sleptBefore: asleep,
      anchor: new CANNON.Vec3(r[0] as number, r[1] as number, r[2] as number),
      anchorT: t,
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
    let dt = this.inPile() ? PILE_STEP_S : LONGEST_STEP_S;
    const lone = alsoV === 0 && this.arriving.length === 0 ? this.loneMover() : null;
    const g = this.p.g;
    // Its travel in a step: at its speed, and as much again as gravity can add.
    let parts = NaN; // (approachGaps, once: how many parts, -1 for none bounded)
    while (v * dt + 0.5 * g * dt * dt > this.maxTravel && dt > SHORTEST_STEP_S && dt * 0.5 >= atLeast) {
      // (Four times the travel at most: the bound is by the parts' own shapes, which cannon-es meets by overlap; fuzz shot 2159777384 at 6 cm.)
      if (lone && v * dt + 0.5 * g * dt * dt <= 4 * this.maxTravel && !this.nearGuest(lone, v * dt)) {
        if (Number.isNaN(parts)) parts = this.approachGaps(lone);
        if (parts >= 0 && deepestOf(this.gaps, parts, g, dt) <= this.maxTravel) break;
      }
      dt *= 0.5;
    }
    // A lone ball about to strike a part: the step ends no deeper than IMPACT_DEPTH_M into it (fix 9).
    if (lone && dt * 0.5 >= atLeast) {
      if (Number.isNaN(parts)) parts = this.approachGaps(lone);
      if (parts > 0) while (dt > SHORTEST_IMPACT_STEP_S && dt * 0.5 >= atLeast && deepestOf(this.gaps, parts, g, dt) > IMPACT_DEPTH_M) dt *= 0.5;
    }
    this.dt = dt;
    this.nextStepT = moving ? this.t + dt : Infinity;
  }

  /**
   * The bodies that a contact of the last step holds from the side (a facing, a wall) or against
   * another ball: a ball so held may rest anywhere (jammed in the mouth, on a pile).
   */
  private heldBodies(): Set<CANNON.Body> {
    const held = this.held;
    held.clear();
    for (const c of this.world.contacts) {
      const balls = c.bi.type === CANNON.Body.DYNAMIC && c.bj.type === CANNON.Body.DYNAMIC;
      if (!balls && Math.abs(c.ni.z) > EDGE_NORMAL_Z) continue;
      held.add(c.bi);
      held.add(c.bj);
    }
    return held;
  }

  /**
   * Whether ball b lies on the slate's edge only, its centre over the hole: it tips over the edge,
   * however slowly (at g d 5 / (7 R) for a centre d past the edge: 0.2 m/s^2 at 0.8 mm, under
   * REST_ACCEL_MPS2), so it is not at rest (a ball crawling over the edge was frozen there, its
   * centre over the hole, pocketed and hanging).
   */
  private onTheEdge(b: WorldBall, held: Set<CANNON.Body>): boolean {
    const hole = this.hole;
    if (!hole || held.has(b.body)) return false;
    const r = b.body.position;
    if (r.z < this.floorZ + this.p.ballRadiusM + EDGE_ABOVE_FLOOR_M) return false;
    return Math.hypot(r.x - hole.x, r.y - hole.y) < hole.radius;
  }

  /** Whether a moving ball of this world is within NEAR_BALL_GAP_M of touching another of its balls. */
  private inPile(): boolean {
    if (this.balls.length < 2) return false;
    for (const b of this.balls) if (b.body.sleepState !== CANNON.Body.SLEEPING && this.nearBall(b)) return true;
    return false;
  }

  /** A pocket's one moving ball (none in the room, or with more than one moving). */
  private loneMover(): WorldBall | null {
    if (this.pocket < 0 || !this.planes || !this.turned) return null;
    let mover: WorldBall | null = null;
    for (const b of this.balls) {
      if (b.body.sleepState === CANNON.Body.SLEEPING) continue;
      if (mover) return null;
      mover = b;
    }
    return mover;
  }

  /**
   * Whether a guest (a ball of the bed, which the engine moves) is within `travel` of touching ball
   * wb: it may press on the ball during the step, so the step is the travel rule's, not `deepest`'s.
   */
  private nearGuest(wb: WorldBall, travel: number): boolean {
    const reach = 2 * this.p.ballRadiusM + travel + NEAR_BALL_GAP_M;
    for (const gb of this.guests) if (gb.position.z > GUEST_PARKED_Z_M && gb.position.distanceTo(wb.body.position) < reach) return true;
    return false;
  }

  /**
   * The parts of its pocket the lone moving ball wb could get into, for the step's length (fix 8,
   * deepestOf): their gaps and approach rates into `gaps`; how many, -1 when it lies in one already.
   * A ball moving fast along a wall or falling far from the floor needs no short step, one about to
   * strike something does.
   */
  private approachGaps(wb: WorldBall): number {
    const { position: r, velocity: v } = wb.body;
    const others = this.others;
    others.length = 0;
    for (const b of this.balls) if (b !== wb) this.pushOther(b.body.position);
    for (const gb of this.guests) if (gb.position.z > GUEST_PARKED_Z_M) this.pushOther(gb.position);
    this.allPlanes ??= [...(this.planes ?? []), this.floorPlane];
    return approachGaps(setVec(this.atS, r), setVec(this.velS, v), this.p.ballRadiusM, this.allPlanes, this.turned ?? [], others, this.gaps);
  }

  /** Adds the centre q to `others`, in an array kept from an earlier step. */
  private pushOther(q: CANNON.Vec3): void {
    const k = this.others.length;
    const o = this.othersPool[k] ?? (this.othersPool[k] = [0, 0, 0]);
    this.others.push(setVec(o, q));
  }

  /** A ball's body (fixes 1-3: the sphere's inertia, no damping, no sleep of cannon-es' own). */
  private newBallBody(): CANNON.Body {
    const body = new CANNON.Body({ mass: this.p.ballMassKg, shape: new CANNON.Sphere(this.p.ballRadiusM), material: this.ballMaterial });
    const I = ballInertia(this.p);
    body.inertia.set(I, I, I);
    body.invInertia.set(1 / I, 1 / I, 1 / I);
    body.updateInertiaWorld(true);
    body.linearDamping = 0;
    body.angularDamping = 0;
    body.sleepSpeedLimit = 0; // rest is ours to decide (fix 3)
    return body;
  }

  /**
   * A ball's body out of the world, kept for the next ball (a body is about a hundred objects), as a
   * new one: at the origin, unturned, at rest, awake.
   */
  private release(body: CANNON.Body): void {
    this.world.removeBody(body);
    for (const q of [body.position, body.previousPosition, body.interpolatedPosition, body.initPosition]) q.set(0, 0, 0);
    for (const q of [body.velocity, body.initVelocity, body.angularVelocity, body.initAngularVelocity, body.force, body.torque]) q.set(0, 0, 0);
    for (const q of [body.vlambda, body.wlambda]) q.set(0, 0, 0);
    for (const q of [body.quaternion, body.previousQuaternion, body.interpolatedQuaternion, body.initQuaternion]) q.set(0, 0, 0, 1);
    body.updateInertiaWorld(true);
    body.sleepState = CANNON.Body.AWAKE;
    body.timeLastSleepy = 0;
    body.wakeUpAfterNarrowphase = false;
    body.aabbNeedsUpdate = true;
    this.spare.push(body);
  }

  /** Takes every ball out, parks its guests and resets the clock: the world as built. */
  clear(): void {
    for (const b of this.balls) this.release(b.body);
    // The last stroke's guests are parked: until this stroke's first step names its own, a guest left
    // where the bed's ball stood would change the first step's length (a computer match's replay
    // found a pile that lay otherwise than in play, the world having been used in between).
    this.setGuests([], 0);
    if (this.world.broadphase instanceof PocketBroadphase) this.world.broadphase.removeParts(this.world);
    this.balls.length = 0;
    this.arriving.length = 0;
    this.t = 0;
    this.dt = LONGEST_STEP_S;
    this.nextStepT = Infinity;
    this.touchedWall = false;
    this.clearUntil = null;
  }

  remove(wb: WorldBall): void {
    this.release(wb.body);
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
   * One fixed step, or several in closed form (`coast`), never past `until` (the event engine's
   * next event, s) nor `clearUntil()`; then rolling resistance on the floor, no energy gained alone
   * (fix 6), and the balls that came to rest put to sleep.
   */
  step(until = Infinity): void {
    for (const b of this.balls) b.sleptBefore = b.body.sleepState === CANNON.Body.SLEEPING;
    if (this.coast(until)) {
      this.chooseStep();
      return;
    }
    for (const b of this.balls) {
      b.energyBefore = bodyEnergy(this.p, b.body);
      b.vBefore.copy(b.body.velocity);
    }
    if (this.world.broadphase instanceof PocketBroadphase) this.world.broadphase.prepare(this.world, this.dt);
    this.world.step(this.dt);
    this.t += this.dt;
    // A resting ball that a moving one woke in the step may have moved in it: it is recorded (it may
    // fall asleep again at the step's end; the record kept it where it first fell asleep, so a pile's
    // ball pushed aside lay, for the record, where the incoming ball now lay).
    for (const b of this.balls) if (b.sleptBefore && b.body.sleepState !== CANNON.Body.SLEEPING) b.sleptBefore = false;
    this.touchedWall = false;
    for (const c of this.world.contacts) if (c.bi !== this.floorBody && c.bj !== this.floorBody) this.touchedWall = true;
    for (const wb of this.arriving) {
      this.world.addBody(wb.body);
      this.balls.push(wb);
      wb.energyBefore = bodyEnergy(this.p, wb.body);
      wb.vBefore.set(NaN, NaN, NaN); // not steady in its first step
    }
    this.arriving.length = 0;
    const held = this.hole ? this.heldBodies() : null;
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
      if (held && this.onTheEdge(b, held)) b.calm = 0;
      else if (speed2 < REST_SPEED_MPS * REST_SPEED_MPS && steady) b.calm++;
      else if (speed2 > STILL_MOVING_MPS * STILL_MOVING_MPS) b.calm = 0;
      if (b.calm >= REST_STEPS || this.creptToRest(b, speed2)) b.body.sleep();
    }
    this.chooseStep();
  }
  /** The creep test (CREEP_REST_S): a slow ball that has stayed within CREEP_M of its anchor that long is at rest. */
  private creptToRest(b: WorldBall, speed2: number): boolean {
    const r = b.body.position;
    if (speed2 >= REST_SPEED_MPS * REST_SPEED_MPS || r.distanceTo(b.anchor) > CREEP_M) {
      b.anchor.copy(r);
      b.anchorT = this.t;
      return false;
    }
    return this.t - b.anchorT >= CREEP_REST_S;
  }

  /**
   * Fix 7: a lone moving ball, clear by more than a step's travel of every static part, resting
   * ball and (in a pocket) ball of the bed near it, for at least a step, is advanced in closed form
   * while it stays clear, up to `until` and `clearUntil()` (until when no ball from outside can come
   * near: the bed's, for a pocket, handle-world.ts): in free flight on its parabola, or rolling on
   * the floor at the rolling resistance's constant deceleration, its spin in proportion, to rest
   * there if it stops first. A pocket's parts are its planes and its wall's boxes (turned about the
   * vertical), its floor's plane as well where a ball return has none. Whether it did.
   */
  private coast(until: number): boolean {
    const room = this.pocket < 0;
    // A ball that touched anything but the floor in the last step is not clear of it now.
    if (this.touchedWall || this.arriving.length > 0 || !(until - this.t >= this.dt)) return false;
    if (room ? !this.solids : !this.planes || !this.turned) return false;
    let mover: WorldBall | null = null;
    for (const b of this.balls) {
      if (b.body.sleepState === CANNON.Body.SLEEPING) continue;
      if (mover) return this.flyAll(until);
      mover = b;
    }
    if (!mover) return false;
    const { position: r, velocity: v } = mover.body;
    const h = this.p.ballRadiusM + COAST_GAP_M;
    const g = this.p.g;
    const at = setVec(this.atS, r),
      vel = setVec(this.velS, v);
    const inHole = this.hole ? leaveCircle(at, vel, this.hole.x, this.hole.y, this.hole.radius + RETURN_GAP_M) : Infinity;
    const R = this.p.ballRadiusM;
    const tLand = this.hasFloor && r.z > this.floorZ + R ? firstReach(at, vel, g, this.floorPlane, R) : Infinity;
    // Clear of everything but the floor for tOther (exactly, up to a step and the landing: clearFor
    // stops at the first part it finds nearer than what it is asked); over the floor at least a gap.
    const need = Math.min(this.dt, tLand);
    const tOther = Math.min(inHole, this.clearFor(mover, at, vel, g, h, this.planes ?? [], room ? (this.solids ?? []) : [], need));
    const tClear = Math.min(tOther, firstReach(at, vel, g, this.floorPlane, h, R));
    const lands = tLand < Infinity && tLand <= tOther && tLand >= MIN_STRETCH_S;
    if (tClear < this.dt && !lands) return this.roll(mover, until, h);
    const end = this.clearUntil ? Math.min(until, this.clearUntil()) : until;
    if (lands && this.t + tLand <= end) {
      // To the floor exactly, and the landing's law (the slate's, with the floor's contact).
      this.fly(mover.body, tLand);
      r.z = this.floorZ + R;
      this.land(mover);
      return true;
    }
    const T = Math.min(tClear, end - this.t);
    if (!(tClear >= this.dt) || !(end - this.t >= this.dt) || !(T < Infinity)) return false;
    this.fly(mover.body, T);
    return true;
  }

  /** A body's free flight over T seconds, exactly; the world's clock with it (unless told not to). */
  private fly(body: CANNON.Body, T: number, clock = true): void {
    const { position: r, velocity: v } = body;
    const g = this.p.g;
    r.set(r.x + v.x * T, r.y + v.y * T, r.z + v.z * T - 0.5 * g * T * T);
    v.z -= g * T;
    if (clock) this.t += T;
  }

  /**
   * Fix 7 for several moving balls: each in free flight while it stays clear of everything that
   * does not move and of the floor, and each pair apart (two balls in free flight move apart in a
   * straight line: gravity pulls both alike); whether they flew (at least a step).
   */
  private flyAll(until: number): boolean {
    const movers = this.movers;
    movers.length = 0;
    for (const b of this.balls) if (b.body.sleepState !== CANNON.Body.SLEEPING) movers.push(b);
    const R = this.p.ballRadiusM;
    const h = R + COAST_GAP_M;
    const g = this.p.g;
    const room = this.pocket < 0;
    let T = until - this.t;
    for (const wb of movers) {
      const { position: r, velocity: v } = wb.body;
      const at = setVec(this.atS, r),
        vel = setVec(this.velS, v);
      const inHole = this.hole ? leaveCircle(at, vel, this.hole.x, this.hole.y, this.hole.radius + RETURN_GAP_M) : Infinity;
      const clear = this.clearFor(wb, at, vel, g, h, this.planes ?? [], room ? (this.solids ?? []) : [], this.dt, true);
      T = Math.min(T, inHole, clear, firstReach(at, vel, g, this.floorPlane, h, R));
      if (!(T >= this.dt)) return false;
    }
    for (let i = 0; i < movers.length; i++)
      for (let j = i + 1; j < movers.length; j++)
        T = Math.min(T, apart((movers[i] as WorldBall).body, (movers[j] as WorldBall).body, 2 * R + COAST_GAP_M));
    const end = this.clearUntil ? Math.min(T, this.clearUntil() - this.t) : T;
    if (!(end >= this.dt) || !(end < Infinity)) return false;
    for (const wb of movers) this.fly(wb.body, end, false);
    this.t += end;
    return true;
  }

  /** Ball wb meets the floor from above (resolveBallSlate, the floor's friction and restitution): it bounces, or lies on the floor. */
  private land(wb: WorldBall): void {
    const { velocity: v, angularVelocity: w } = wb.body;
    const k = this.landing;
    k.v[0] = v.x;
    k.v[1] = v.y;
    k.v[2] = v.z;
    k.w[0] = w.x;
    k.w[1] = w.y;
    k.w[2] = w.z;
    resolveBallSlate(this.floorLaw, k);
    v.set(k.v[0], k.v[1], k.v[2]);
    w.set(k.w[0], k.w[1], k.w[2]);
  }

  /**
   * How long ball wb, its centre on this parabola (or, with g = 0, line: then a distance), stays
   * farther than h from these planes and solids (the room's boxes), a pocket's turned boxes
   * and the other balls (the world's, only its resting ones when `restingOnly`, and in a pocket
   * its guests; each as its bounding box); anything under `need` as soon as it is seen to be.
   */
  private clearFor(
    wb: WorldBall,
    r: Vec3,
    v: Vec3,
    g: number,
    h: number,
    planes: readonly HalfSpace[],
    solids: readonly Box[],
    need: number,
    restingOnly = false,
  ): number {
    const R = this.p.ballRadiusM;
    let best = firstReachAny(r, v, g, planes, h, need, R);
    if (best < need) return best;
    best = Math.min(best, firstEntryAny(r, v, g, solids, h, need));
    if (best < need) return best;
    best = Math.min(best, firstEntryTurnedAny(r, v, g, this.turned ?? [], h, need, R));
    if (best < need) return best;
    for (const b of this.balls) {
      if (b === wb || (restingOnly && b.body.sleepState !== CANNON.Body.SLEEPING)) continue;
      best = Math.min(best, this.clearOfBall(b.body.position, r, v, g, h));
    }
    for (const gb of this.guests) if (gb.position.z > GUEST_PARKED_Z_M) best = Math.min(best, this.clearOfBall(gb.position, r, v, g, h));
    return best;
  }

  /** How long the centre on this parabola stays farther than h from the ball at q (its bounding box, and its sphere, a convex body). */
  private clearOfBall(q: CANNON.Vec3, r: Vec3, v: Vec3, g: number, h: number): number {
    const R = this.p.ballRadiusM;
    const box = this.scratchBox;
    box.lo[0] = q.x - R;
    box.lo[1] = q.y - R;
    box.lo[2] = q.z - R;
    box.hi[0] = q.x + R;
    box.hi[1] = q.y + R;
    box.hi[2] = q.z + R;
    const dx = r[0] - q.x,
      dy = r[1] - q.y,
      dz = r[2] - q.z;
    const c = Math.sqrt(dx * dx + dy * dy + dz * dz);
    const nv = c > 0 ? (dx * v[0] + dy * v[1] + dz * v[2]) / c : 0;
    return Math.max(firstEntry(r, v, g, box, h), convexClearance(c - R - h, nv, g));
  }

  /**
   * Fix 7 on the floor: a ball rolling without slip, clear of everything but the floor, up to `until`
   * and `clearUntil()` or to rest (put to sleep), whichever comes first; no closer to anything than h.
   */
  private roll(wb: WorldBall, until: number, h: number): boolean {
    const { position: r, velocity: v, angularVelocity: w } = wb.body;
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
    // With g = 0 and a unit direction, the "time" is a distance; the floor is not in the way.
    this.upright ??= (this.planes ?? []).filter((f) => f.n[2] === 0);
    this.walls ??= (this.solids ?? []).filter((o) => o.hi[2] > this.floorZ);
    const need = s0 * this.dt - 0.5 * a * this.dt * this.dt;
    const dir = this.velS;
    dir[0] = ux;
    dir[1] = uy;
    dir[2] = 0;
    const dClear = this.clearFor(wb, setVec(this.atS, r), dir, 0, h, this.upright, this.walls, need);
    const tStop = s0 / a;
    const stops = s0 * s0 <= 2 * a * dClear;
    if (!stops && dClear < need) return false;
    const end = this.clearUntil ? Math.min(until, this.clearUntil()) : until;
    if (stops && this.t + tStop <= end) {
      const d = (s0 * s0) / (2 * a);
      r.set(r.x + ux * d, r.y + uy * d, zRest);
      this.t += tStop;
      wb.calm = REST_STEPS;
      wb.body.sleep(); // its velocity and spin to zero
      return true;
    }
    let T = Math.min(tStop, end - this.t);
    if (!stops) T = Math.min(T, (s0 - Math.sqrt(s0 * s0 - 2 * a * dClear)) / a);
    if (!(T >= this.dt)) return false;
    const d = s0 * T - 0.5 * a * T * T,
      s1 = s0 - a * T;
    r.set(r.x + ux * d, r.y + uy * d, r.z);
    v.set(ux * s1, uy * s1, 0);
    w.scale(s1 / s0, w);
    this.t += T;
    return true;
  }
}

/** Writes a cannon-es vector into a scratch array, which it returns. */
function setVec(out: [number, number, number], q: CANNON.Vec3): [number, number, number] {
  out[0] = q.x;
  out[1] = q.y;
  out[2] = q.z;
  return out;
}

/** The rotation taking a plane's own +z onto the unit normal n (horizontal or straight up): about z x n by 90 degrees, or none. */
function planeTurn(n: Vec3): CANNON.Quaternion {
  return n[2] === 1 ? new CANNON.Quaternion() : new CANNON.Quaternion(-n[1] * Math.SQRT1_2, n[0] * Math.SQRT1_2, 0, Math.SQRT1_2);
}

/**
 * How long two balls in free flight stay farther apart than `gap` (m, centre to centre): gravity
 * pulls both alike, so their separation d + u t moves on a line; Infinity when they never close
 * in, 0 when nearer now.
 */
function apart(a: CANNON.Body, b: CANNON.Body, gap: number): number {
  const dx = a.position.x - b.position.x,
    dy = a.position.y - b.position.y,
    dz = a.position.z - b.position.z;
  const ux = a.velocity.x - b.velocity.x,
    uy = a.velocity.y - b.velocity.y,
    uz = a.velocity.z - b.velocity.z;
  const c = dx * dx + dy * dy + dz * dz - gap * gap;
  if (!(c > 0)) return 0;
  const bb = dx * ux + dy * uy + dz * uz;
  if (!(bb < 0)) return Infinity;
  const aa = ux * ux + uy * uy + uz * uz;
  const disc = bb * bb - aa * c;
  // |d + u t|^2 = gap^2: the first root, written without cancellation.
  return disc >= 0 ? c / (-bb + Math.sqrt(disc)) : Infinity;
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
function bodyEnergy(p: PhysicsParams, body: CANNON.Body): number {
  return energyOf(p, body.position.z, body.velocity.lengthSquared(), body.angularVelocity.lengthSquared());
}

/**
 * A ball that touched only the world's static parts cannot have gained energy in the step (fix 6:
 * cannon-es solves contacts and friction by iteration and, against a fast-spinning ball or out of
 * an overlap, can hand it some): its speed and spin are scaled down to the energy it had.
 */
function noEnergyGained(p: PhysicsParams, body: CANNON.Body, before: number): void {
  const after = bodyEnergy(p, body);
  if (!(after > before)) return;
  const potential = p.ballMassKg * p.g * (body.position.z - p.ballRadiusM);
  const motion = after - potential;
  const f = before > potential && motion > 0 ? Math.sqrt((before - potential) / motion) : 0;
  body.velocity.scale(f, body.velocity);
  body.angularVelocity.scale(f, body.angularVelocity);
}
