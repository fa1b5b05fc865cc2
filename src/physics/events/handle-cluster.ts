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
import { frictionTangent } from '../laws/ball-ball-frictional-inelastic.ts';
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

/**
 * The window's balls (index k of `ids`) as one array per quantity (the steps read them in order),
 * the pairs that may touch, and what the steps found.
 */
interface Window {
  readonly ids: readonly number[];
  readonly K: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly wx: Float64Array;
  readonly wy: Float64Array;
  readonly wz: Float64Array;
  /** Per pair (a * K + b, a < b): touching at the last step; the gap then (m). */
  readonly touch: Uint8Array;
  readonly lastGap: Float64Array;
  readonly engaged: Uint8Array;
  /** Per ball, the step's changes of vx, vy, wx, wy, wz. */
  readonly dv: Float64Array;
  /** The listed pairs: the first `pairCount` entries of pairA (the lower index) and pairB. */
  readonly pairA: Int32Array;
  readonly pairB: Int32Array;
  pairCount: number;
  readonly samples: number[][];
  readonly contacts: Contact[];
}

/** What every step of a window reads: the table's ball diameter, the law's constants, the step. */
interface StepConstants {
  readonly p: EngineState['p'];
  readonly D: number;
  readonly R: number;
  /** Hertz's stiffness (N/m^1.5) and Tsuji's damping factor. */
  readonly k: number;
  readonly eta: number;
  readonly dt: number;
  /** dt / m: a force's impulse per unit mass. */
  readonly perMass: number;
  /** The friction's angular change per unit impulse, -2.5 / R with the law's own radius (ball-ball-frictional-inelastic.ts). */
  readonly spinPerImpulse: number;
  /** The cloth's changes in one step: sliding and rolling friction, the vertical spin's decay. */
  readonly slide: number;
  readonly roll: number;
  readonly spin: number;
}

const st = new Float64Array(9);

/** Runs the window of `balls` (detect-cluster.ts `clusterAt`) from the impact at `now` and hands it back. */
export function onCluster(s: EngineState, balls: readonly number[], now: number): void {
  const t0 = clusterCost.clock ? clusterCost.clock() : 0;
  const w = loadWindow(s, balls, now);
  const c = stepConstants(s, windowStep);
  const dt = c.dt;
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
    if (contactStep(w, c, now, t)) lastActive = step;
    clothStep(w, c);
    if (step % recordSteps === 0) record(w, now + step * dt);
  }
  const end = now + step * dt;
  if (step % recordSteps !== 0) record(w, end);
  handBack(s, w, end);
  clusterCost.windows++;
  clusterCost.steps += step;
  if (clusterCost.clock) clusterCost.seconds += clusterCost.clock() - t0;
}

function stepConstants(s: EngineState, dt: number): StepConstants {
  const { p } = s;
  const k = hertzStiffness(p);
  return {
    p,
    D: s.t.D,
    R: s.t.R,
    k,
    eta: tsujiAlpha(p.eBall) * Math.sqrt(0.5 * p.ballMassKg * k),
    dt,
    perMass: dt / p.ballMassKg,
    spinPerImpulse: -2.5 / p.ballRadiusM,
    slide: p.muSlide * p.g * dt,
    roll: p.muRoll * p.g * dt,
    spin: p.spinDecelRadS2 * dt,
  };
}

function loadWindow(s: EngineState, balls: readonly number[], now: number): Window {
  const K = balls.length;
  const f = () => new Float64Array(K);
  const w: Window = {
    ids: balls,
    K,
    x: f(),
    y: f(),
    vx: f(),
    vy: f(),
    wx: f(),
    wy: f(),
    wz: f(),
    touch: new Uint8Array(K * K),
    lastGap: new Float64Array(K * K),
    engaged: new Uint8Array(K),
    dv: new Float64Array(5 * K),
    pairA: new Int32Array((K * (K - 1)) / 2),
    pairB: new Int32Array((K * (K - 1)) / 2),
    pairCount: 0,
    samples: balls.map(() => []),
    contacts: [],
  };
  for (let a = 0; a < K; a++) {
    stateAt(s.p, s.motion[balls[a] as number] as Motion, now, st);
    w.x[a] = st[0] as number;
    w.y[a] = st[1] as number;
    w.vx[a] = st[2] as number;
    w.vy[a] = st[3] as number;
    w.wx[a] = st[4] as number;
    w.wy[a] = st[5] as number;
    w.wz[a] = st[6] as number;
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
  for (let a = 0; a < w.K; a++) {
    const vx = w.vx[a] as number,
      vy = w.vy[a] as number,
      wx = w.wx[a] as number,
      wy = w.wy[a] as number,
      wz = w.wz[a] as number;
    e2 += vx * vx + vy * vy + 0.4 * R * R * (wx * wx + wy * wy + wz * wz);
  }
  return Math.sqrt(e2);
}

/** The pairs that may touch before the next rebuild: apart by less than `margin`. */
function listPairs(w: Window, D: number, margin: number): void {
  const { K, x, y, pairA, pairB } = w;
  let n = 0;
  const reach = D + margin + 1e-9;
  for (let a = 0; a < K; a++) {
    for (let b = a + 1; b < K; b++) {
      const dx = (x[b] as number) - (x[a] as number),
        dy = (y[b] as number) - (y[a] as number);
      if (dx * dx + dy * dy < reach * reach || w.touch[a * K + b] === 1) {
        pairA[n] = a;
        pairB[n] = b;
        n++;
      }
    }
  }
  w.pairCount = n;
}

/**
 * One step of the contacts from time t: each listed pair's force, from the state at the step's
 * start, as an impulse on both balls with its friction, all added together at the end of the step
 * (so that a mirror-symmetric rack stays symmetric to the bit, whatever the list's order); a contact
 * whose force rises is recorded. Whether any pair touches or closes in (a gap its approach covers
 * within a contact's duration).
 */
function contactStep(w: Window, c: StepConstants, start: number, t: number): boolean {
  const { K, x, y, vx, vy, touch, lastGap, dv, pairA, pairB } = w;
  const { D, k, eta, perMass, dt } = c;
  let active = false;
  dv.fill(0);
  for (let q = 0; q < w.pairCount; q++) {
    const a = pairA[q] as number,
      b = pairB[q] as number;
    const pr = a * K + b;
    const dx = (x[b] as number) - (x[a] as number),
      dy = (y[b] as number) - (y[a] as number);
    const d = Math.sqrt(dx * dx + dy * dy);
    const gap = d - D;
    if (!(gap < 0)) {
      // Apart: no force. Whether the pair closes in matters only while nothing else is active.
      if (!active) {
        const rate = ((vx[a] as number) - (vx[b] as number)) * (dx / d) + ((vy[a] as number) - (vy[b] as number)) * (dy / d);
        if (rate > 0 && gap < rate * CLUSTER_CONTACT_S) active = true;
      }
      touch[pr] = 0;
      lastGap[pr] = gap > 0 ? gap : 0;
      continue;
    }
    const nx = dx / d,
      ny = dy / d;
    const rate = ((vx[a] as number) - (vx[b] as number)) * nx + ((vy[a] as number) - (vy[b] as number)) * ny;
    const jn = hertzTsujiForce(k, eta, -gap, rate) * perMass;
    // Pressed together, with or without force (the damping may cancel it as they part): both
    // balls' paths through the window are theirs.
    active = true;
    w.engaged[a] = 1;
    w.engaged[b] = 1;
    if (jn > 0) {
      if (touch[pr] === 0 && rate > 0) {
        // The force rises: a contact, at the instant the gap closed (within this step, not before the window).
        const before = lastGap[pr] as number;
        const at = Math.max(t - dt + (dt * before) / (before - gap), start);
        w.contacts.push({ t: at, a, b, speed: rate, x: (x[a] as number) + 0.5 * dx, y: (y[a] as number) + 0.5 * dy });
      }
      touch[pr] = 1;
      pairImpulse(w, c, a, b, nx, ny, jn);
    } else touch[pr] = 0;
    lastGap[pr] = 0;
  }
  for (let a = 0; a < K; a++) {
    w.vx[a] = (w.vx[a] as number) + (dv[5 * a] as number);
    w.vy[a] = (w.vy[a] as number) + (dv[5 * a + 1] as number);
    w.wx[a] = (w.wx[a] as number) + (dv[5 * a + 2] as number);
    w.wy[a] = (w.wy[a] as number) + (dv[5 * a + 3] as number);
    w.wz[a] = (w.wz[a] as number) + (dv[5 * a + 4] as number);
  }
  return active;
}

const jt = new Float64Array(3);
/**
 * The pairwise law's impulse jn (per unit mass) along n from a to b with its friction
 * (ball-ball-frictional-inelastic.ts `frictionTangent`), from the balls' state at the step's start:
 * each ball's change, as the law would leave it, added to dv.
 */
function pairImpulse(w: Window, c: StepConstants, a: number, b: number, nx: number, ny: number, jn: number): void {
  const { vx, vy, wx, wy, wz, dv } = w;
  const vxa = vx[a] as number,
    vya = vy[a] as number,
    vxb = vx[b] as number,
    vyb = vy[b] as number;
  const wxa = wx[a] as number,
    wya = wy[a] as number,
    wza = wz[a] as number,
    wxb = wx[b] as number,
    wyb = wy[b] as number,
    wzb = wz[b] as number;
  frictionTangent(c.p, vxa - vxb, vya - vyb, wxa, wya, wza, wxb, wyb, wzb, nx, ny, jn, jt);
  const jtx = jt[0] as number,
    jty = jt[1] as number,
    jtz = jt[2] as number;
  const fx = jn * nx + jtx,
    fy = jn * ny + jty;
  // Each change as the law's new value less the old (not the impulse itself): the same bits as
  // the law applied to a copy of the balls.
  dv[5 * a] = (dv[5 * a] as number) + (vxa - fx - vxa);
  dv[5 * a + 1] = (dv[5 * a + 1] as number) + (vya - fy - vya);
  dv[5 * b] = (dv[5 * b] as number) + (vxb + fx - vxb);
  dv[5 * b + 1] = (dv[5 * b + 1] as number) + (vyb + fy - vyb);
  const kw = c.spinPerImpulse;
  const dwx = kw * (ny * jtz),
    dwy = kw * (-nx * jtz),
    dwz = kw * (nx * jty - ny * jtx);
  dv[5 * a + 2] = (dv[5 * a + 2] as number) + (wxa + dwx - wxa);
  dv[5 * b + 2] = (dv[5 * b + 2] as number) + (wxb + dwx - wxb);
  dv[5 * a + 3] = (dv[5 * a + 3] as number) + (wya + dwy - wya);
  dv[5 * b + 3] = (dv[5 * b + 3] as number) + (wyb + dwy - wyb);
  dv[5 * a + 4] = (dv[5 * a + 4] as number) + (wza + dwz - wza);
  dv[5 * b + 4] = (dv[5 * b + 4] as number) + (wzb + dwz - wzb);
}

/**
 * One step of the cloth for every ball, then its move: sliding friction against the slip of its
 * contact point (muSlide g, 7/2 of it on the slip), or rolling with the rolling resistance when
 * this step's friction stops the slip; the vertical spin's decay (reference §3.1). A ball at rest
 * stays so (only its spin is written, as rolling would write it).
 */
function clothStep(w: Window, c: StepConstants): void {
  const { R, slide, roll, spin, dt } = c;
  const { vx, vy, wx, wy, wz, x, y } = w;
  for (let a = 0; a < w.K; a++) {
    let v0 = vx[a] as number,
      v1 = vy[a] as number;
    const o0 = wx[a] as number,
      o1 = wy[a] as number,
      o2 = wz[a] as number;
    if (v0 === 0 && v1 === 0 && o0 === 0 && o1 === 0 && o2 === 0) {
      wx[a] = -v1 / R;
      wy[a] = v0 / R;
      wz[a] = 0;
      continue;
    }
    const ux = v0 - R * o1,
      uy = v1 + R * o0;
    const u = Math.sqrt(ux * ux + uy * uy);
    if (u > 3.5 * slide) {
      const fx = (-slide * ux) / u,
        fy = (-slide * uy) / u;
      v0 += fx;
      v1 += fy;
      wx[a] = o0 + (2.5 / R) * fy;
      wy[a] = o1 - (2.5 / R) * fx;
    } else {
      if (u > 0) {
        // The friction that stops the slip exactly: the ball rolls.
        v0 += -ux / 3.5;
        v1 += -uy / 3.5;
      }
      const speed = Math.sqrt(v0 * v0 + v1 * v1);
      if (speed > 0) {
        const f = speed > roll ? (speed - roll) / speed : 0;
        v0 *= f;
        v1 *= f;
      }
      wx[a] = -v1 / R;
      wy[a] = v0 / R;
    }
    vx[a] = v0;
    vy[a] = v1;
    wz[a] = o2 > spin ? o2 - spin : o2 < -spin ? o2 + spin : 0;
    x[a] = (x[a] as number) + v0 * dt;
    y[a] = (y[a] as number) + v1 * dt;
  }
}

/** Samples every ball's state at time t (t, x, y, vx, vy, wx, wy, wz). */
function record(w: Window, t: number): void {
  for (let a = 0; a < w.K; a++) {
    (w.samples[a] as number[]).push(
      t,
      w.x[a] as number,
      w.y[a] as number,
      w.vx[a] as number,
      w.vy[a] as number,
      w.wx[a] as number,
      w.wy[a] as number,
      w.wz[a] as number,
    );
  }
}

/**
 * A window cut short at WINDOW_MAX_S may leave a gentle contact pressed (well under a micrometre):
 * each such pair is set apart to touching, half each way, so that the exact engine takes it on as a
 * sustained contact.
 */
function separate(w: Window, D: number): void {
  const { x, y } = w;
  for (let q = 0; q < w.pairCount; q++) {
    const a = w.pairA[q] as number,
      b = w.pairB[q] as number;
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
    s.place(i, end, [
      w.x[a] as number,
      w.y[a] as number,
      w.vx[a] as number,
      w.vy[a] as number,
      w.wx[a] as number,
      w.wy[a] as number,
      w.wz[a] as number,
    ]);
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
