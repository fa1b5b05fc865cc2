/**
 * The event engine's state: one object holding, per ball, its motion law and the flags the
 * detectors read, the prediction cache, the sustained-contact bookkeeping, the sticks, the growing
 * record (segments and events) and the scratch buffers every step reuses. Its shape is documented
 * field by field below; src/physics/README.md draws how the loop uses it. Typed arrays indexed by
 * ball (`i`), by pair (`i * n + j`, i < j) or by stick and ball (`k * n + i`).
 *
 * The methods here are the few operations every handler needs: set a ball's motion (on its
 * surface, in flight, or whichever its state calls for), read its state at an instant, and ask
 * whether it still takes part.
 */
import type { PocketName, TableGeometry } from '../table/geometry.ts';
import type { BallKinematics } from './laws/ball-ball-frictional-inelastic.ts';
import {
  emptyMotion,
  MODE_AIRBORNE,
  MODE_NAMES,
  MODE_OFF_TABLE,
  MODE_POCKETED,
  MODE_STATIONARY,
  setFlight,
  setMotion,
  stateAt,
  type Motion,
} from './laws/ball-motion.ts';
import { resolveBallSlate } from './laws/ball-slate-frictional-inelastic.ts';
import type { PhysicsParams } from './params.ts';
import type { BallMode, MotionSegment, ShotEvent } from './record/shot-record.ts';
import type { Stick } from './cue/stick-follow-through.ts';
import { tableModel, type TableModel } from './table-model.ts';
import { PerTable } from './per-table.ts';
import type { World3D } from './world3d/world3d.ts';

/**
 * Height within which a ball counts as lying on its surface, m (rounding of the flight's end; a
 * landing is computed to land exactly on it).
 */
const ON_SURFACE_EPS_M = 1e-12;

/** What a ball's next event (`ballKind`) is; the loop's other sources are pairs, sticks, transitions and holds. */
export const EVENT_NONE = 0;
/** A cushion nose or a jaw (on the cloth, or its nose edge in flight). */
export const EVENT_CUSHION = 1;
/** The hole in the slate reached (or, in flight, passed over higher than the rail top). */
export const EVENT_HOLE = 2;
/** A pocket's mouth line crossed inward or outward. */
export const EVENT_ENTER = 3,
  EVENT_EXIT = 4;
/** The cue ball crosses the head string (kitchen rules G9, G38). */
export const EVENT_HEAD_STRING = 5;
/** Airborne and rail-top events: over a cushion onto the rail, back over the bed, past the rail's outer edge, the lamp. */
export const EVENT_OVER_RAIL = 6,
  EVENT_OVER_BED = 7,
  EVENT_OFF_EDGE = 8,
  EVENT_LAMP = 9;
/** A ball in flight over the bed comes down to the rail top's height: beside the playing area it lands there. */
export const EVENT_DOWN_TO_RAIL = 10;
/** A ball rolling on a rail top reaches the rail's cut at a pocket (a facing's line past the mouth) and drops in. */
export const EVENT_RAIL_CUT = 11;

/** The next event a ball's detectors have found so far: the earliest offer wins (ties: the first). */
export interface Candidate {
  t: number;
  kind: number;
  which: number;
  sustained: number;
}

/** Offers an event at time t to the candidate: it replaces the one found so far if it comes earlier. */
export function offer(c: Candidate, t: number, kind: number, which: number, sustained: number): void {
  if (t < c.t) {
    c.t = t;
    c.kind = kind;
    c.which = which;
    c.sustained = sustained;
  }
}

/** A moving ball at the instant of a prediction, as every detector of its events reads it. */
export interface Mover {
  i: number;
  now: number;
  m: Motion;
  /** Time to the end of its current motion law, s. */
  horizon: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  z: number;
  vz: number;
  /** Half its horizontal acceleration (the s^2 coefficients). */
  hax: number;
  hay: number;
  /** An upper bound on how far it travels horizontally within the horizon, m. */
  reach: number;
  air: boolean;
  /** On a rail top (its surface is not the bed). */
  overRail: boolean;
}

export interface EngineOptions {
  readonly lamp: boolean;
  /** Pocketed balls stay in the pocket (a bucket) rather than leaving by a ball return. */
  readonly bucket: boolean;
  /** A search's simulation: a ball dropping into a bucket is laid on its pile at once (SimulationInput.search). */
  readonly search?: boolean;
}

/** The simulation cannot go on: a stroke on a ball not on the cloth, or a run past MAX_EVENTS or MAX_SIM_TIME_S. */
export class SimulationError extends Error {}

export class EngineState {
  readonly p: PhysicsParams;
  readonly t: TableModel;
  lamp: boolean;
  bucket: boolean;
  search: boolean;
  readonly n: number;
  ids: readonly string[];
  /** Index of the cue ball (-1: none) and which side of the head string it is on. */
  cueIndex: number;
  cueInKitchen = false;

  // Per ball.
  readonly motion: Motion[];
  /**
   * A ball falling off a rail top inward has left that cushion's nose edge behind (1 + the index
   * of the line it crossed, 0: none): that cushion's edges are ignored until it lands or an
   * impulse changes its flight. The others (across a pocket mouth, say) still count.
   */
  readonly pastEdge: Uint8Array;
  /** The pocket a ball in flight passed over higher than the rail top (-1: none), until it lands. */
  readonly overHole: Int32Array;
  /** A ball in flight already came down past the rail top's height over the bed (until its next impulse). */
  readonly belowRail: Uint8Array;
  /** The pocket whose mouth line the ball is past (-1: none). */
  readonly inPocket: Int32Array;
  /** The pocket a pocketed ball lies in. */
  readonly pocketOf: Array<PocketName | null>;
  /** Ball i lies on top of a full pocket's pile: pocketed, but an obstacle. */
  readonly onPile: Uint8Array;
  /** Balls that touched the lamp (G27c): recorded once. */
  readonly touchedLamp: Uint8Array;

  // The 3-D worlds (world3d.ts), one per pocket and the room's last, each built when first
  // needed; per ball, the world that moves it (-1: the event engine does).
  readonly table: TableGeometry;
  readonly worlds: Array<World3D | null>;
  readonly inWorld: Int32Array;
  /**
   * Per ball, whether it went through a ball return's hole in this stroke: gone from the table, as a
   * ball in a return pocket before the stroke (its world, inWorld, kept for writePocketed).
   */
  readonly returned: Uint8Array;

  // The prediction cache: the time of each pair's next impact, of each ball's next own event
  // (with its kind and which element, pocket or line), and of each stick's next contact with a ball.
  readonly pairT: Float64Array;
  readonly ballT: Float64Array;
  readonly ballKind: Int32Array;
  readonly ballWhich: Int32Array;
  stickT: Float64Array = new Float64Array(0);
  readonly sticks: Stick[] = [];
  /** A shove drives ball i until pushEnd[i] (cue-push.ts; -Infinity: not driven). */
  readonly pushEnd: Float64Array;
  /** A ball whose shove an impulse broke off (-1: none) and when: the loop sets its stick free. */
  brokenPush = -1;
  brokenPushT = 0;

  // Sustained contacts (sustained-contact.ts): last impact, whether the predicted contact is a
  // sustained one, and when its correction is due (kept across re-predictions).
  readonly pairLastImpact: Float64Array;
  readonly cushionLastImpact: Float64Array;
  /**
   * How many times a pair or a ball's cushion contact was handled (corrected, met, taken into a
   * window) at the instant *At: what sustained-contact.ts `due` bounds.
   */
  readonly pairHandledAt: Float64Array;
  readonly pairHandled: Uint8Array;
  readonly cushionHandledAt: Float64Array;
  readonly cushionHandled: Uint8Array;
  readonly pairSustained: Uint8Array;
  readonly cushionSustained: Uint8Array;
  readonly pairDue: Float64Array;
  readonly cushionDue: Float64Array;

  // The record as it grows.
  segments: MotionSegment[][];
  events: ShotEvent[] = [];
  /** A stroke is being simulated with this state (`engineStateFor` hands out another meanwhile). */
  busy = false;
  /**
   * A compliant window (events/handle-cluster.ts) recorded its contacts ahead of the loop's clock:
   * the events are put in time order when the stroke ends.
   */
  unordered = false;

  // Scratch, reused by every step: two states as stateAt writes them ([x, y, vx, vy, wx, wy, wz, z,
  // vz]), two kinematics, polynomial coefficients, the candidate and mover of a ball prediction.
  readonly st = new Float64Array(9);
  readonly st2 = new Float64Array(9);
  /** The centres (x, y, z each) of the bed's balls near a pocket, for its world (handle-world.ts `guestsOf`). */
  readonly guestsAt: number[] = [];
  readonly kin1: BallKinematics = { v: [0, 0, 0], w: [0, 0, 0] };
  readonly kin2: BallKinematics = { v: [0, 0, 0], w: [0, 0, 0] };
  readonly coeff = new Float64Array(5);
  readonly coeff9 = new Float64Array(9);
  readonly q5 = new Float64Array(5);
  /** A state on a surface as `place` takes it ([x, y, vx, vy, wx, wy, wz]), for `store`. */
  readonly placeAt = new Float64Array(7);
  readonly next: Candidate = { t: Infinity, kind: EVENT_NONE, which: -1, sustained: 0 };
  readonly mover: Mover;

  constructor(table: TableGeometry, p: PhysicsParams, ids: readonly string[], options: EngineOptions) {
    this.p = p;
    this.t = tableModel(table, p);
    this.lamp = options.lamp;
    this.bucket = options.bucket;
    this.search = options.search === true;
    const n = ids.length;
    this.n = n;
    this.ids = ids;
    this.cueIndex = ids.indexOf('cue');
    const R = p.ballRadiusM;
    this.motion = ids.map(() => emptyMotion(R));
    this.pastEdge = new Uint8Array(n);
    this.overHole = new Int32Array(n).fill(-1);
    this.belowRail = new Uint8Array(n);
    this.inPocket = new Int32Array(n).fill(-1);
    this.pocketOf = ids.map(() => null);
    this.onPile = new Uint8Array(n);
    this.touchedLamp = new Uint8Array(n);
    this.pushEnd = new Float64Array(n).fill(-Infinity);
    this.table = table;
    this.worlds = Array.from({ length: this.t.pockets.length + 1 }, () => null);
    this.inWorld = new Int32Array(n).fill(-1);
    this.returned = new Uint8Array(n);
    this.pairT = new Float64Array(n * n).fill(Infinity);
    this.ballT = new Float64Array(n).fill(Infinity);
    this.ballKind = new Int32Array(n);
    this.ballWhich = new Int32Array(n);
    this.pairLastImpact = new Float64Array(n * n).fill(-Infinity);
    this.cushionLastImpact = new Float64Array(n).fill(-Infinity);
    this.pairHandledAt = new Float64Array(n * n).fill(-Infinity);
    this.pairHandled = new Uint8Array(n * n);
    this.cushionHandledAt = new Float64Array(n).fill(-Infinity);
    this.cushionHandled = new Uint8Array(n);
    this.pairSustained = new Uint8Array(n * n);
    this.cushionSustained = new Uint8Array(n);
    this.pairDue = new Float64Array(n * n).fill(Infinity);
    this.cushionDue = new Float64Array(n).fill(Infinity);
    this.segments = ids.map(() => []);
    this.mover = {
      i: -1,
      now: NaN,
      m: emptyMotion(R),
      horizon: NaN,
      x: NaN,
      y: NaN,
      vx: NaN,
      vy: NaN,
      z: NaN,
      vz: NaN,
      hax: NaN,
      hay: NaN,
      reach: NaN,
      air: false,
      overRail: false,
    };
  }

  /**
   * The state as the constructor leaves it, for another stroke on the same table with as many
   * balls (`engineStateFor`): every per-ball and per-pair array refilled, the record's lists new
   * (the last record keeps its own), the worlds to be fetched again (handle-world.ts `worldOf`).
   */
  reset(ids: readonly string[], options: EngineOptions): void {
    if (ids.length !== this.n) throw new Error(`reset: ${ids.length} balls for a state of ${this.n}`);
    this.lamp = options.lamp;
    this.bucket = options.bucket;
    this.search = options.search === true;
    this.ids = ids;
    this.cueIndex = ids.indexOf('cue');
    this.cueInKitchen = false;
    const R = this.p.ballRadiusM;
    for (const m of this.motion) resetMotion(m, R);
    this.pastEdge.fill(0);
    this.overHole.fill(-1);
    this.belowRail.fill(0);
    this.inPocket.fill(-1);
    this.pocketOf.fill(null);
    this.onPile.fill(0);
    this.touchedLamp.fill(0);
    this.pushEnd.fill(-Infinity);
    this.worlds.fill(null);
    this.inWorld.fill(-1);
    this.returned.fill(0);
    this.pairT.fill(Infinity);
    this.ballT.fill(Infinity);
    this.ballKind.fill(0);
    this.ballWhich.fill(0);
    this.stickT = new Float64Array(0);
    this.sticks.length = 0;
    this.brokenPush = -1;
    this.brokenPushT = 0;
    this.pairLastImpact.fill(-Infinity);
    this.cushionLastImpact.fill(-Infinity);
    this.pairHandledAt.fill(-Infinity);
    this.pairHandled.fill(0);
    this.cushionHandledAt.fill(-Infinity);
    this.cushionHandled.fill(0);
    this.pairSustained.fill(0);
    this.cushionSustained.fill(0);
    this.pairDue.fill(Infinity);
    this.cushionDue.fill(Infinity);
    this.segments = ids.map(() => []);
    this.events = [];
    this.unordered = false;
    this.guestsAt.length = 0;
    this.st.fill(0);
    this.st2.fill(0);
    const next = this.next;
    next.t = Infinity;
    next.kind = EVENT_NONE;
    next.which = -1;
    next.sustained = 0;
    const mv = this.mover;
    mv.i = -1;
    mv.now = mv.horizon = mv.x = mv.y = mv.vx = mv.vy = mv.z = mv.vz = mv.hax = mv.hay = mv.reach = NaN;
    mv.air = mv.overRail = false;
    resetMotion(mv.m, R);
  }

  /** In play: neither pocketed nor off the table. */
  active(i: number): boolean {
    const mode = (this.motion[i] as Motion).mode;
    return mode !== MODE_POCKETED && mode !== MODE_OFF_TABLE;
  }

  moving(i: number): boolean {
    const mode = (this.motion[i] as Motion).mode;
    return mode !== MODE_POCKETED && mode !== MODE_STATIONARY && mode !== MODE_OFF_TABLE;
  }

  /** Other balls can meet it: in play, or lying on top of a full pocket's pile. */
  collides(i: number): boolean {
    return this.active(i) || this.onPile[i] === 1;
  }

  /** Appends ball i's current motion to its trajectory (replacing a segment that starts at the same instant). */
  pushSegment(i: number): void {
    const m = this.motion[i] as Motion;
    const mode = MODE_NAMES[m.mode] as BallMode;
    // Two object shapes, each written whole (a spread of a conditional object built a third object
    // for every segment, and a shape that V8 could not predict).
    const seg: MotionSegment =
      m.mode === MODE_POCKETED
        ? {
            t: m.t0,
            mode,
            r: [m.x, m.y, m.z],
            v: [m.vx, m.vy, m.vz],
            a: [m.ax, m.ay, m.az],
            w: [m.wx, m.wy, m.wz],
            aw: [m.awx, m.awy],
            pocket: this.pocketOf[i] as PocketName,
          }
        : { t: m.t0, mode, r: [m.x, m.y, m.z], v: [m.vx, m.vy, m.vz], a: [m.ax, m.ay, m.az], w: [m.wx, m.wy, m.wz], aw: [m.awx, m.awy] };
    const list = this.segments[i] as MotionSegment[];
    // Replace a segment that starts at the same instant (several impacts at one time).
    if (list.length > 0 && (list[list.length - 1] as MotionSegment).t === m.t0) list[list.length - 1] = seg;
    else list.push(seg);
  }

  /** Ball i on its surface from time t with s = [x, y, vx, vy, wx, wy, wz]. */
  place(i: number, t: number, s: ArrayLike<number>): void {
    setMotion(
      this.p,
      this.motion[i] as Motion,
      t,
      s[0] as number,
      s[1] as number,
      s[2] as number,
      s[3] as number,
      s[4] as number,
      s[5] as number,
      s[6] as number,
    );
    this.pushSegment(i);
  }

  fly(i: number, t: number, x: number, y: number, z: number, k: BallKinematics): void {
    setFlight(this.p, this.motion[i] as Motion, t, x, y, z, k.v[0], k.v[1], k.v[2], k.w[0], k.w[1], k.w[2]);
    this.pushSegment(i);
  }

  /**
   * Sets ball i at time t to position pos ([x, y, ..., z] as stateAt writes it) and velocity and spin
   * k, whatever they are: in the air it flies; on its surface a downward velocity meets the surface
   * (a slate contact, which may bounce it up) and an upward one lifts it if it would rise at least
   * the settle height. Records airborne, landed and rail-top.
   */
  store(i: number, t: number, k: BallKinematics, pos: Float64Array): void {
    const m = this.motion[i] as Motion;
    const wasAir = m.mode === MODE_AIRBORNE;
    const id = this.ids[i] as string;
    this.belowRail[i] = 0;
    this.pastEdge[i] = 0;
    const z = pos[7] as number;
    if ((this.pushEnd[i] as number) > t) {
      // An impulse knocks the ball off the tip: the shove ends here.
      this.pushEnd[i] = -Infinity;
      this.brokenPush = i;
      this.brokenPushT = t;
    }
    if (z > m.level + ON_SURFACE_EPS_M) {
      this.fly(i, t, pos[0] as number, pos[1] as number, z, k);
      if (!wasAir) this.events.push({ t, type: 'airborne', balls: [id] });
      return;
    }
    const rises = k.v[2] !== 0 && resolveBallSlate(this.p, k);
    if (wasAir) this.events.push({ t, type: m.level === this.t.R ? 'landed' : 'rail-top', balls: [id] });
    if (rises) {
      this.fly(i, t, pos[0] as number, pos[1] as number, m.level, k);
      this.events.push({ t, type: 'airborne', balls: [id] });
      return;
    }
    const on = this.placeAt;
    on[0] = pos[0] as number;
    on[1] = pos[1] as number;
    on[2] = k.v[0];
    on[3] = k.v[1];
    on[4] = k.w[0];
    on[5] = k.w[1];
    on[6] = k.w[2];
    this.place(i, t, on);
  }

  /** Ball i's state at time t into `out` (stateAt's layout) and its velocity and spin into k. */
  load(i: number, t: number, k: BallKinematics, out: Float64Array): void {
    stateAt(this.p, this.motion[i] as Motion, t, out);
    k.v[0] = out[2] as number;
    k.v[1] = out[3] as number;
    k.v[2] = out[8] as number;
    k.w[0] = out[4] as number;
    k.w[1] = out[5] as number;
    k.w[2] = out[6] as number;
  }
}

/** A motion as `emptyMotion(level)` builds it. */
function resetMotion(m: Motion, level: number): void {
  m.t0 = m.x = m.y = m.vx = m.vy = m.ax = m.ay = m.wx = m.wy = m.wz = m.awx = m.awy = m.vz = m.az = NaN;
  m.mode = MODE_STATIONARY;
  m.z = m.level = level;
  m.tEnd = Infinity;
}

/** Kept states, per table and parameters, by the number of balls. */
const kept = new PerTable<Map<number, EngineState>>();

/**
 * An engine state for a stroke on this table with these balls: the one kept for as many balls,
 * reset, unless a stroke is using it (then a new one). A state is about twenty arrays, some of n^2
 * numbers, and a motion per ball: the advisor simulates thousands of strokes a decision on one
 * table. Hand it back with `busy = false` when the stroke is over.
 */
export function engineStateFor(table: TableGeometry, p: PhysicsParams, ids: readonly string[], options: EngineOptions): EngineState {
  const byBalls = kept.of(table, p, () => new Map<number, EngineState>());
  const k = byBalls.get(ids.length);
  let s: EngineState;
  if (k && !k.busy) {
    k.reset(ids, options);
    s = k;
  } else {
    s = new EngineState(table, p, ids, options);
    if (!k) byBalls.set(ids.length, s);
  }
  s.busy = true;
  return s;
}
