/**
 * A cluster's compliant window (detect-cluster.ts opens it): the balls that touch or nearly touch
 * are integrated together, at a fixed step and in a fixed order, with the compliant contact law
 * (laws/ball-ball-hertz-tsuji.ts: Hertz's force with Tsuji's damping, the pairwise law's friction
 * on each step's impulse) and the cloth's friction (sliding, rolling resistance, the vertical
 * spin's decay, reference §3.1), until no pair has touched, or come near while approaching, for
 * QUIET_S; then every ball that took part is handed back to the exact engine in its state then.
 *
 * The record stays whole: each contact's first rise of force is a `ball-ball` event (its pair, the
 * instant the gap closed, interpolated within the step, the approach speed then and the contact's
 * position), contacts that begin in the same step at the same instant share it, and the balls'
 * paths through the window are recorded as short `sliding` segments marked `compliant` (the
 * overlap and the elastic energy of a compliant contact are real there; the audit knows).
 *
 * Only + - * / and sqrt (and the project's exp through the friction law) feed the steps, in the
 * same order in every runtime: Node and the browser agree bit for bit.
 */
import { frictionImpulse, type BallKinematics } from '../laws/ball-ball-frictional-inelastic.ts';
import { hertzStiffness, hertzTsujiForce, tsujiAlpha } from '../laws/ball-ball-hertz-tsuji.ts';
import { stateAt, type Motion } from '../laws/ball-motion.ts';
import type { EngineState } from '../engine-state.ts';
import type { MotionSegment } from '../record/shot-record.ts';
import { refresh } from './prediction-cache.ts';
import { CLUSTER_CONTACT_S, WINDOW_MAX_S } from './detect-cluster.ts';

/**
 * The window's fixed step, s: about 60 steps a contact at break speed, the largest that leaves the
 * results unchanged: breaks and the triangle come out the same (speeds within 1 %) at 0.5-4 µs,
 * and 1.1 % off at 8 µs (test/physics/cluster.test.ts).
 */
export const WINDOW_STEP_S = 4e-6;
let windowStep = WINDOW_STEP_S;
/** Runs fn with the windows stepped at dt (s) instead: the tests' check that the step does not matter. */
export function withWindowStep<T>(dt: number, fn: () => T): T {
  const before = windowStep;
  windowStep = dt;
  try {
    return fn();
  } finally {
    windowStep = before;
  }
}
/** The window ends after this long without a contact or a pair closing in (s). */
export const QUIET_S = 1e-4;
/** The list of pairs that may touch is rebuilt every this many steps of WINDOW_STEP_S (with the margin the fastest pair covers meanwhile). */
const PAIR_LIST_STEPS = 8;
/**
 * A path sample is recorded about every RECORD_S (s): the segments between them are parabolas
 * through both (a window's path drawn at 10 kHz; each sample is a segment a ball's record keeps).
 */
const RECORD_S = 1e-4;

/**
 * What the windows cost, for the benchmark (`npm run bench`): set `clock` to a timer and the windows
 * add their time; nothing here changes a result.
 */
export const clusterCost = { clock: null as (() => number) | null, seconds: 0, windows: 0, steps: 0 };

interface Contact {
  t: number;
  a: number;
  b: number;
  speed: number;
  x: number;
  y: number;
}

/** The window's balls (index k of `ids`), their positions and kinematics, and what the steps found. */
interface Window {
  readonly ids: readonly number[];
  readonly K: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly kin: BallKinematics[];
  /** Per pair (a * K + b, a < b): touching at the last step; the gap then (m). */
  readonly touch: Uint8Array;
  readonly lastGap: Float64Array;
  readonly engaged: Uint8Array;
  /** Per ball, the step's changes of vx, vy, wx, wy, wz. */
  readonly dv: Float64Array;
  pairs: number[];
  readonly samples: number[][];
  readonly contacts: Contact[];
}

const st = new Float64Array(9);

/** Runs the window of `balls` (detect-cluster.ts `clusterAt`) from the impact at `now` and hands it back. */
export function onCluster(s: EngineState, balls: readonly number[], now: number): void {
  const t0 = clusterCost.clock ? clusterCost.clock() : 0;
  const w = loadWindow(s, balls, now);
  const dt = windowStep;
  const k = hertzStiffness(s.p);
  const eta = tsujiAlpha(s.p.eBall) * Math.sqrt(0.5 * s.p.ballMassKg * k);
  const quietSteps = Math.round(QUIET_S / dt),
    maxSteps = Math.round(WINDOW_MAX_S / dt);
  const recordSteps = Math.max(1, Math.round(RECORD_S / dt)),
    listSteps = Math.max(1, Math.round((PAIR_LIST_STEPS * WINDOW_STEP_S) / dt));
  const margin = speedBound(w, s.t.R) * 2 * listSteps * dt;
  let step = 0,
    lastActive = 0;
  record(w, now);
  while (step - lastActive < quietSteps && step < maxSteps) {
    if (step % listSteps === 0) listPairs(w, s.t.D, margin);
    const t = now + step * dt;
    step++;
    if (contactStep(s, w, k, eta, now, t, dt)) lastActive = step;
    clothStep(s, w, dt);
    if (step % recordSteps === 0) record(w, now + step * dt);
  }
  const end = now + step * dt;
  if (step % recordSteps !== 0) record(w, end);
  handBack(s, w, end);
  clusterCost.windows++;
  clusterCost.steps += step;
  if (clusterCost.clock) clusterCost.seconds += clusterCost.clock() - t0;
}

function loadWindow(s: EngineState, balls: readonly number[], now: number): Window {
  const K = balls.length;
  const w: Window = {
    ids: balls,
    K,
    x: new Float64Array(K),
    y: new Float64Array(K),
    kin: [],
    touch: new Uint8Array(K * K),
    lastGap: new Float64Array(K * K),
    engaged: new Uint8Array(K),
    dv: new Float64Array(5 * K),
    pairs: [],
    samples: balls.map(() => []),
    contacts: [],
  };
  for (let a = 0; a < K; a++) {
    stateAt(s.p, s.motion[balls[a] as number] as Motion, now, st);
    w.x[a] = st[0] as number;
    w.y[a] = st[1] as number;
    w.kin.push({ v: [st[2] as number, st[3] as number, 0], w: [st[4] as number, st[5] as number, st[6] as number] });
  }
  const D = s.t.D;
  for (let a = 0; a < K; a++) {
    for (let b = a + 1; b < K; b++) {
      const dx = (w.x[b] as number) - (w.x[a] as number),
        dy = (w.y[b] as number) - (w.y[a] as number);
      // A gap of rounding (a frozen pair, the impact's own pair) closes from 0.
      w.lastGap[a * K + b] = Math.max(Math.sqrt(dx * dx + dy * dy) - D, 0);
    }
  }
  return w;
}

/**
 * The fastest any ball of the window can move, m/s: all the window's kinetic energy (with spin) in
 * one ball. The contacts and the cloth only take energy away, so it bounds the whole window.
 */
function speedBound(w: Window, R: number): number {
  let e2 = 0;
  for (const k of w.kin) e2 += k.v[0] * k.v[0] + k.v[1] * k.v[1] + 0.4 * R * R * (k.w[0] * k.w[0] + k.w[1] * k.w[1] + k.w[2] * k.w[2]);
  return Math.sqrt(e2);
}

/** The pairs that may touch before the next rebuild: apart by less than `margin`. */
function listPairs(w: Window, D: number, margin: number): void {
  const { K, x, y } = w;
  const pairs: number[] = [];
  const reach = D + margin + 1e-9;
  for (let a = 0; a < K; a++) {
    for (let b = a + 1; b < K; b++) {
      const dx = (x[b] as number) - (x[a] as number),
        dy = (y[b] as number) - (y[a] as number);
      if (dx * dx + dy * dy < reach * reach || w.touch[a * K + b] === 1) pairs.push(a * K + b);
    }
  }
  w.pairs = pairs;
}

/**
 * One step of the contacts from time t: each listed pair's force, from the state at the step's
 * start, as an impulse on both balls with its friction, all added together at the end of the step
 * (so that a mirror-symmetric rack stays symmetric to the bit, whatever the list's order); a contact
 * whose force rises is recorded. Whether any pair touches or closes in (a gap its approach covers
 * within a contact's duration).
 */
function contactStep(s: EngineState, w: Window, k: number, eta: number, start: number, t: number, dt: number): boolean {
  const { K, x, y, kin, touch, lastGap, dv } = w;
  const D = s.t.D;
  const perMass = dt / s.p.ballMassKg;
  let active = false;
  dv.fill(0);
  for (const pr of w.pairs) {
    const a = (pr / K) | 0,
      b = pr - a * K;
    const dx = (x[b] as number) - (x[a] as number),
      dy = (y[b] as number) - (y[a] as number);
    const d = Math.sqrt(dx * dx + dy * dy);
    const gap = d - D;
    const ka = kin[a] as BallKinematics,
      kb = kin[b] as BallKinematics;
    const nx = dx / d,
      ny = dy / d;
    const rate = (ka.v[0] - kb.v[0]) * nx + (ka.v[1] - kb.v[1]) * ny;
    const jn = gap < 0 ? hertzTsujiForce(k, eta, -gap, rate) * perMass : 0;
    if (gap < 0) {
      // Pressed together, with or without force (the damping may cancel it as they part): both
      // balls' paths through the window are theirs.
      active = true;
      w.engaged[a] = 1;
      w.engaged[b] = 1;
    } else if (rate > 0 && gap < rate * CLUSTER_CONTACT_S) active = true;
    if (jn > 0) {
      if (touch[pr] === 0 && rate > 0) {
        // The force rises: a contact, at the instant the gap closed (within this step, not before the window).
        const before = lastGap[pr] as number;
        const at = Math.max(t - dt + (dt * before) / (before - gap), start);
        w.contacts.push({ t: at, a, b, speed: rate, x: (x[a] as number) + 0.5 * dx, y: (y[a] as number) + 0.5 * dy });
      }
      touch[pr] = 1;
      pairImpulse(s, ka, kb, nx, ny, jn, dv, a, b);
    } else touch[pr] = 0;
    lastGap[pr] = gap > 0 ? gap : 0;
  }
  for (let a = 0; a < K; a++) {
    const { v, w: om } = kin[a] as BallKinematics;
    v[0] += dv[5 * a] as number;
    v[1] += dv[5 * a + 1] as number;
    om[0] += dv[5 * a + 2] as number;
    om[1] += dv[5 * a + 3] as number;
    om[2] += dv[5 * a + 4] as number;
  }
  return active;
}

const ta: BallKinematics = { v: [0, 0, 0], w: [0, 0, 0] },
  tb: BallKinematics = { v: [0, 0, 0], w: [0, 0, 0] };
/** The pairwise law's impulse jn (per unit mass) with its friction, on copies of a and b: the changes added to dv. */
function pairImpulse(
  s: EngineState,
  ka: BallKinematics,
  kb: BallKinematics,
  nx: number,
  ny: number,
  jn: number,
  dv: Float64Array,
  a: number,
  b: number,
): void {
  for (let c = 0; c < 3; c++) {
    ta.v[c] = ka.v[c] as number;
    ta.w[c] = ka.w[c] as number;
    tb.v[c] = kb.v[c] as number;
    tb.w[c] = kb.w[c] as number;
  }
  frictionImpulse(s.p, ta, tb, nx, ny, jn, jn);
  dv[5 * a] = (dv[5 * a] as number) + (ta.v[0] - ka.v[0]);
  dv[5 * a + 1] = (dv[5 * a + 1] as number) + (ta.v[1] - ka.v[1]);
  dv[5 * b] = (dv[5 * b] as number) + (tb.v[0] - kb.v[0]);
  dv[5 * b + 1] = (dv[5 * b + 1] as number) + (tb.v[1] - kb.v[1]);
  for (let c = 0; c < 3; c++) {
    dv[5 * a + 2 + c] = (dv[5 * a + 2 + c] as number) + ((ta.w[c] as number) - (ka.w[c] as number));
    dv[5 * b + 2 + c] = (dv[5 * b + 2 + c] as number) + ((tb.w[c] as number) - (kb.w[c] as number));
  }
}

/**
 * One step of the cloth for every ball, then its move: sliding friction against the slip of its
 * contact point (muSlide g, 7/2 of it on the slip), or rolling with the rolling resistance when
 * this step's friction stops the slip; the vertical spin's decay (reference §3.1).
 */
function clothStep(s: EngineState, w: Window, dt: number): void {
  const { p } = s;
  const R = s.t.R;
  const slide = p.muSlide * p.g * dt,
    roll = p.muRoll * p.g * dt,
    spin = p.spinDecelRadS2 * dt;
  for (let a = 0; a < w.K; a++) {
    const { v, w: om } = w.kin[a] as BallKinematics;
    const ux = v[0] - R * om[1],
      uy = v[1] + R * om[0];
    const u = Math.sqrt(ux * ux + uy * uy);
    if (u > 3.5 * slide) {
      const fx = (-slide * ux) / u,
        fy = (-slide * uy) / u;
      v[0] += fx;
      v[1] += fy;
      om[0] += (2.5 / R) * fy;
      om[1] -= (2.5 / R) * fx;
    } else {
      if (u > 0) {
        // The friction that stops the slip exactly: the ball rolls.
        const fx = -ux / 3.5,
          fy = -uy / 3.5;
        v[0] += fx;
        v[1] += fy;
      }
      const speed = Math.sqrt(v[0] * v[0] + v[1] * v[1]);
      if (speed > 0) {
        const f = speed > roll ? (speed - roll) / speed : 0;
        v[0] *= f;
        v[1] *= f;
      }
      om[0] = -v[1] / R;
      om[1] = v[0] / R;
    }
    om[2] = om[2] > spin ? om[2] - spin : om[2] < -spin ? om[2] + spin : 0;
    w.x[a] = (w.x[a] as number) + v[0] * dt;
    w.y[a] = (w.y[a] as number) + v[1] * dt;
  }
}

/** Samples every ball's state at time t (t, x, y, vx, vy, wx, wy, wz). */
function record(w: Window, t: number): void {
  for (let a = 0; a < w.K; a++) {
    const { v, w: om } = w.kin[a] as BallKinematics;
    (w.samples[a] as number[]).push(t, w.x[a] as number, w.y[a] as number, v[0], v[1], om[0], om[1], om[2]);
  }
}

/**
 * A window cut short at WINDOW_MAX_S may leave a gentle contact pressed (well under a micrometre):
 * each such pair is set apart to touching, half each way, so that the exact engine takes it on as a
 * sustained contact.
 */
function separate(w: Window, D: number): void {
  const { K, x, y } = w;
  for (const pr of w.pairs) {
    const a = (pr / K) | 0,
      b = pr - a * K;
    const dx = (x[b] as number) - (x[a] as number),
      dy = (y[b] as number) - (y[a] as number);
    const d = Math.sqrt(dx * dx + dy * dy);
    if (!(d < D) || d === 0) continue;
    const h = (0.5 * (D - d)) / d;
    x[a] = (x[a] as number) - dx * h;
    y[a] = (y[a] as number) - dy * h;
    x[b] = (x[b] as number) + dx * h;
    y[b] = (y[b] as number) + dy * h;
  }
}

/**
 * The window is over at `end`: every ball that touched another gets its path through the window
 * (segments between the samples: from a sample's state, the parabola through the next sample's
 * position) and its law from its state at the end; the contacts become events; those balls are
 * predicted again.
 */
function handBack(s: EngineState, w: Window, end: number): void {
  separate(w, s.t.D);
  const moved: number[] = [];
  for (let a = 0; a < w.K; a++) {
    if (w.engaged[a] !== 1) continue;
    const i = w.ids[a] as number;
    moved.push(i);
    const smp = w.samples[a] as number[];
    const list = s.segments[i] as MotionSegment[];
    for (let q = 0; q + 8 < smp.length; q += 8) {
      const t = smp[q] as number,
        h = (smp[q + 8] as number) - t;
      const c = 2 / (h * h);
      const seg: MotionSegment = {
        t,
        mode: 'sliding',
        r: [smp[q + 1] as number, smp[q + 2] as number, s.t.R],
        v: [smp[q + 3] as number, smp[q + 4] as number, 0],
        a: [
          c * ((smp[q + 9] as number) - (smp[q + 1] as number) - (smp[q + 3] as number) * h),
          c * ((smp[q + 10] as number) - (smp[q + 2] as number) - (smp[q + 4] as number) * h),
          0,
        ],
        w: [smp[q + 5] as number, smp[q + 6] as number, smp[q + 7] as number],
        aw: [((smp[q + 13] as number) - (smp[q + 5] as number)) / h, ((smp[q + 14] as number) - (smp[q + 6] as number)) / h],
        compliant: true,
      };
      if (list.length > 0 && (list[list.length - 1] as MotionSegment).t === t) list[list.length - 1] = seg;
      else list.push(seg);
    }
    const { v, w: om } = w.kin[a] as BallKinematics;
    s.place(i, end, [w.x[a] as number, w.y[a] as number, v[0], v[1], om[0], om[1], om[2]]);
  }
  for (const c of w.contacts) {
    s.events.push({
      t: c.t,
      type: 'ball-ball',
      balls: [s.ids[w.ids[c.a] as number] as string, s.ids[w.ids[c.b] as number] as string],
      speed: c.speed,
      pos: [c.x, c.y],
    });
    s.pairLastImpact[(w.ids[c.a] as number) * s.n + (w.ids[c.b] as number)] = end;
  }
  s.unordered = true;
  refresh(s, moved, end);
}
