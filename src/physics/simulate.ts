/**
 * The event engine's entry and loop. Time advances from event to event: every ball follows its
 * closed-form law (ball-motion.ts); the detectors (detect-*.ts) compute, for each ball, each pair
 * and each stick, the exact time of the next event (a polynomial root, math/poly.ts) into the
 * prediction cache (prediction-cache.ts); the loop jumps to the earliest, hands it to its handler
 * (handle-*.ts, pocket-pile.ts), which applies the contact law (the law files, named after their
 * models), records the event and predicts again what involves the balls it changed; until every
 * ball is at rest. Impacts are found exactly, so nothing tunnels at any speed. The one exception to
 * exact events: a sustained contact (sustained-contact.ts) is re-resolved every 0.5 ms with a
 * plastic impulse and a position correction, so two surfaces in lasting contact may overlap
 * between corrections by a small amount (the audit, audit.ts, allows 0.01 mm). An impact in a
 * cluster (a ball touching or nearly touching a third: a rack) is integrated as one compliant body
 * at a fixed step (handle-cluster.ts), whose contacts are recorded ahead of the loop's clock: the
 * events are put in time order at the end. Clusters it may not take (against a cushion, in the
 * air) are resolved one pair at a time at the same instant, each impulse dissipative. See
 * src/physics/README.md.
 */
import type { PocketName } from '../table/geometry.ts';
import { pocketRestPosition } from '../table/table-body.ts';
import type { BallKinematics } from './laws/ball-ball-frictional-inelastic.ts';
import { MODE_OFF_TABLE, MODE_POCKETED, setStill, type Motion } from './laws/ball-motion.ts';
import {
  EngineState,
  engineStateFor,
  EVENT_CUSHION,
  EVENT_DOWN_TO_RAIL,
  EVENT_ENTER,
  EVENT_EXIT,
  EVENT_HEAD_STRING,
  EVENT_HOLE,
  EVENT_LAMP,
  EVENT_OFF_EDGE,
  EVENT_OVER_BED,
  EVENT_OVER_RAIL,
  EVENT_RAIL_CUT,
  SimulationError,
} from './engine-state.ts';
import { onBallBall } from './events/handle-ball-ball.ts';
import { onBallCushion } from './events/handle-ball-cushion.ts';
import { onLamp } from './events/handle-flight.ts';
import { onDownToRail, onOffEdge, onOverBed, onOverRail, onRailCut } from './events/handle-rail-top.ts';
import { onStickBall } from './events/handle-stick-ball.ts';
import { onHold, onTransition } from './events/handle-transition.ts';
import type { BallInput, SimulationInput } from './simulation-input.ts';

export type { BallInput, SimulationInput } from './simulation-input.ts';
import { layInPocket, leaveWorlds, stepWorlds, writePocketed } from './events/handle-world.ts';
import { onHole, onMouth } from './events/pocket-pile.ts';
import { predictBall, refresh, refreshStick } from './events/prediction-cache.ts';
import type { BallTrajectory, FinalBall, MotionSegment, ShotRecord, StickTrajectory } from './record/shot-record.ts';
import { takeSnapshot } from './record/snapshot.ts';
import { releaseStick, strike } from './cue/stick-follow-through.ts';

export { SimulationError } from './engine-state.ts';

/** Limits that turn a runaway simulation into an error instead of a hang. */
export const MAX_EVENTS = 200_000;
export const MAX_SIM_TIME_S = 600;

/** Where the loop's next event comes from. */
const NEXT_PAIR = 1,
  NEXT_BALL = 2,
  NEXT_TRANSITION = 3,
  NEXT_STICK = 4,
  NEXT_HOLD = 5;

interface Hold {
  readonly i: number;
  readonly t: number;
}

export function simulate(input: SimulationInput): ShotRecord {
  // The state kept for this table and as many balls, reset (engine-state.ts engineStateFor).
  const s = engineStateFor(
    input.table,
    input.params,
    input.balls.map((b) => b.id),
    {
      lamp: input.lamp === true,
      bucket: (input.pockets ?? 'bucket') === 'bucket',
      search: input.search === true,
    },
  );
  try {
    return playStrokeWith(s, input);
  } finally {
    s.busy = false;
  }
}

/** One stroke with state s, from its balls' placing to its record. */
function playStrokeWith(s: EngineState, input: SimulationInput): ShotRecord {
  // Which side of the head string the cue ball is on (kitchen rules G9, G38).
  s.cueInKitchen = s.cueIndex >= 0 && (input.balls[s.cueIndex] as BallInput).x < s.t.xH;
  input.balls.forEach((b, i) => placeBall(s, b, i));
  const snapshot = takeSnapshot(input.balls, s.t);
  strike(s, input.strokes ?? []);
  refresh(
    s,
    Array.from({ length: s.n }, (_, i) => i),
    0,
  );
  for (let k = 0; k < s.sticks.length; k++) refreshStick(s, k, 0);
  // Hand stops, in time order.
  const holds: Hold[] = (input.holds ?? [])
    .map((h) => ({ i: s.ids.indexOf(h.ball), t: h.t }))
    .filter((h) => h.i >= 0 && h.t >= 0)
    .sort((a, b) => a.t - b.t);
  const end = run(s, holds);
  // A stable sort: events at one instant keep the order they were found in.
  if (s.unordered) s.events.sort((a, b) => a.t - b.t);
  writePocketed(s, end);
  leaveWorlds(s);
  s.events.push({ t: end, type: 'all-rest', balls: [] });
  return { snapshot, events: s.events, final: { balls: finalBalls(s, input.balls) }, trajectory: trajectoryOf(s, end) };
}

/** Ball i's state at t = 0: in a pocket, in flight, or on the cloth. */
function placeBall(s: EngineState, b: BallInput, i: number): void {
  const { R, pockets } = s.t;
  const m = s.motion[i] as Motion;
  if (b.pocket) {
    s.pocketOf[i] = b.pocket;
    const k = pockets.findIndex((q) => q.id === b.pocket);
    const pk = pockets[k];
    setStill(m, MODE_POCKETED, 0, pk ? pk.hx : 0, pk ? pk.hy : 0, R);
    if (k >= 0 && s.bucket) {
      // In a bucket it lies in the pile, at rest: where a stroke left it (its z given), or laid
      // over the balls laid there before it.
      let below = 0;
      for (let j = 0; j < i; j++) if (s.inWorld[j] === k) below++;
      const at: [number, number, number] =
        b.z !== undefined ? [b.x, b.y, b.z] : pocketRestPosition(s.table.pockets[k] as (typeof s.table.pockets)[number], below, R);
      setStill(m, MODE_POCKETED, 0, at[0], at[1], at[2]);
      layInPocket(s, i, k, at);
    } else s.pushSegment(i);
    return;
  }
  const v = b.v ?? [0, 0, 0];
  const w = b.w ?? [0, 0, 0];
  if ((b.z !== undefined && b.z > R) || v[2] !== 0) {
    const k: BallKinematics = { v: [v[0], v[1], v[2]], w: [w[0], w[1], w[2]] };
    if (Math.abs(b.x) > s.t.halfL || Math.abs(b.y) > s.t.halfW) m.level = s.t.railLevel;
    const pos = new Float64Array(9);
    pos[0] = b.x;
    pos[1] = b.y;
    pos[7] = Math.max(b.z ?? R, m.level);
    s.store(i, 0, k, pos);
  } else {
    s.place(i, 0, [b.x, b.y, v[0], v[1], w[0], w[1], w[2]]);
  }
  pockets.forEach((pk, k) => {
    if ((b.x - pk.mx) * pk.axx + (b.y - pk.my) * pk.axy > 0) s.inPocket[i] = k;
  });
}

/** The event loop: the earliest predicted event, handled, until none is left. Returns the time all came to rest. */
function run(s: EngineState, holds: readonly Hold[]): number {
  const { n, pairT, ballT, stickT, motion } = s;
  let now = 0,
    count = 0,
    nextHold = 0;
  for (;;) {
    // Earliest event: pairs first, then per-ball events, then transitions (ties keep this order).
    let tBest = Infinity,
      what = 0,
      wi = -1,
      wj = -1;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const t = pairT[i * n + j] as number;
        if (t < tBest) {
          tBest = t;
          what = NEXT_PAIR;
          wi = i;
          wj = j;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      const t = ballT[i] as number;
      if (t < tBest) {
        tBest = t;
        what = NEXT_BALL;
        wi = i;
      }
    }
    for (let i = 0; i < n; i++) {
      if (!s.moving(i)) continue;
      const t = (motion[i] as Motion).tEnd;
      if (t < tBest) {
        tBest = t;
        what = NEXT_TRANSITION;
        wi = i;
      }
    }
    for (let k = 0; k < s.sticks.length; k++) {
      for (let i = 0; i < n; i++) {
        const t = stickT[k * n + i] as number;
        if (t < tBest) {
          tBest = t;
          what = NEXT_STICK;
          wi = i;
          wj = k;
        }
      }
    }
    const hold = holds[nextHold];
    if (hold && hold.t < tBest && (tBest < Infinity || s.moving(hold.i))) {
      tBest = hold.t;
      what = NEXT_HOLD;
      wi = hold.i;
    }
    // The 3-D worlds' steps before it, in one go while they change nothing the engine predicted.
    const worlds = stepWorlds(s, tBest);
    if (worlds.t > now) now = worlds.t;
    count += worlds.steps;
    if (worlds.changed) continue;
    if (tBest === Infinity) return now;
    if (++count > MAX_EVENTS) {
      const last = s.events
        .slice(-4)
        .map((e) => `${e.type} ${e.balls.join('/')} t=${e.t}`)
        .join('; ');
      throw new SimulationError(
        `the shot did not settle within ${MAX_EVENTS} events (last: ${last}; next ${what} ${s.ids[wi]} ${wj >= 0 ? s.ids[wj] : ''} t=${tBest})`,
      );
    }
    if (tBest > MAX_SIM_TIME_S) throw new SimulationError(`the shot did not settle within ${MAX_SIM_TIME_S} s`);
    now = Math.max(now, tBest);

    if (what === NEXT_PAIR) onBallBall(s, wi, wj, now);
    else if (what === NEXT_BALL) onBallEvent(s, wi, now);
    else if (what === NEXT_STICK) onStickBall(s, wj, wi, now);
    else if (what === NEXT_HOLD) {
      nextHold++;
      onHold(s, wi, now);
    } else onTransition(s, wi, now);
    if (s.brokenPush >= 0) {
      // An impulse ended a shove (cue-push.ts): its stick goes on by itself.
      releaseStick(s, s.brokenPush, s.brokenPushT);
      s.brokenPush = -1;
    }
  }
}

/** A ball's own event (detected by predictBall), to its handler. */
function onBallEvent(s: EngineState, wi: number, now: number): void {
  const kind = s.ballKind[wi] as number;
  const which = s.ballWhich[wi] as number;
  switch (kind) {
    case EVENT_CUSHION:
      onBallCushion(s, wi, now, which);
      break;
    case EVENT_ENTER:
    case EVENT_EXIT:
      onMouth(s, wi, now, kind, which);
      break;
    case EVENT_HEAD_STRING:
      s.cueInKitchen = which !== 1;
      s.events.push({ t: now, type: 'head-string', balls: [s.ids[wi] as string], direction: which === 1 ? 'out' : 'in' });
      predictBall(s, wi, now);
      break;
    case EVENT_HOLE:
      onHole(s, wi, now, which);
      break;
    case EVENT_OVER_RAIL:
      onOverRail(s, wi, now);
      break;
    case EVENT_OVER_BED:
      onOverBed(s, wi, now, which);
      break;
    case EVENT_RAIL_CUT:
      onRailCut(s, wi, now, which);
      break;
    case EVENT_OFF_EDGE:
      onOffEdge(s, wi, now);
      break;
    case EVENT_DOWN_TO_RAIL:
      onDownToRail(s, wi, now);
      break;
    case EVENT_LAMP:
      onLamp(s, wi, now);
      break;
    default:
      break;
  }
}

function finalBalls(s: EngineState, balls: readonly BallInput[]): FinalBall[] {
  return balls.map((b, i) => {
    const m = s.motion[i] as Motion;
    if (m.mode === MODE_POCKETED) {
      // Where it lies in the pocket (an extension of design.md's final state), when a 3-D world laid it there.
      if (s.inWorld[i] !== -1 && s.returned[i] === 0)
        return { id: b.id, state: 'pocketed', pocket: s.pocketOf[i] as PocketName, x: m.x, y: m.y, z: m.z };
      return { id: b.id, state: 'pocketed', pocket: s.pocketOf[i] as PocketName };
    }
    if (m.mode === MODE_OFF_TABLE || m.level !== s.t.R) return { id: b.id, x: m.x, y: m.y, z: m.z, state: 'off-table' };
    return { id: b.id, x: m.x, y: m.y, z: s.t.R, state: 'stationary' };
  });
}

function trajectoryOf(s: EngineState, end: number): ShotRecord['trajectory'] {
  const balls: BallTrajectory[] = s.ids.map((id, i) => ({ id, segments: s.segments[i] as MotionSegment[] }));
  // Optional fields are added by assignment (same key order as a spread, without the spread's
  // changing object shapes, which made the optimised code bail out on every call).
  const stickPaths: StickTrajectory[] = s.sticks.map((sk) => {
    const path: { -readonly [K in keyof StickTrajectory]: StickTrajectory[K] } = {
      ball: s.ids[sk.ball] as string,
      dir: [sk.dx, sk.dy, sk.dz],
      tip: [sk.x0, sk.y0, sk.z],
      decel: sk.decel,
      segments: sk.path,
    };
    if (sk.sMax < Infinity) path.sMax = sk.sMax;
    if (sk.pushUntil > 0) path.pushUntil = sk.pushUntil;
    return path;
  });
  const out: { -readonly [K in keyof ShotRecord['trajectory']]: ShotRecord['trajectory'][K] } = {
    balls,
    endT: end,
    spinDecel: s.p.spinDecelRadS2,
    ballRadius: s.t.R,
  };
  if (stickPaths.length > 0) out.sticks = stickPaths;
  return out;
}
