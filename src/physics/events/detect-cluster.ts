/**
 * Cluster detection: whether a ball-ball impact found by detect-ball-ball.ts involves a ball that
 * touches or nearly touches a third (a gap that a contact's duration closes at the impact's
 * speed), so that the balls must be integrated together with the compliant law
 * (handle-cluster.ts) rather than one pair after another. A pair alone keeps the exact law.
 *
 * The window collects the cluster (every ball within that gap of one already in it) and every
 * other ball that could reach it while the window lasts. It opens only where everything in it
 * stays on the cloth and clear of the cushions, the jaws and the pocket mouths for the window's
 * longest duration, at the fastest speed the balls' energy allows: there the exact engine goes
 * on, pair by pair, as before.
 */
import { MODE_AIRBORNE, stateAt, type Motion } from '../laws/ball-motion.ts';
import type { EngineState } from '../engine-state.ts';
import type { Element, PocketModel } from '../table-model.ts';

/**
 * A compliant contact between two balls lasts about this long, s: Hertz's duration for the
 * parameters' phenolic balls is 0.23 ms at 10.7 m/s and 0.45 ms at 0.5 m/s, growing as v^(-1/5)
 * (0.62 ms at 0.1 m/s, where this misses 12 µm of gap; test/physics/cluster.test.ts). A gap that
 * the impact's approach speed closes in this time joins the cluster.
 */
export const CLUSTER_CONTACT_S = 5e-4;
/**
 * The longest a window may last, s. A break's rack settles in 1-3 ms; the window is handed back
 * then even if a gentle contact still presses (the exact engine's sustained contacts take it on).
 */
export const WINDOW_MAX_S = 0.006;
/**
 * Impacts slower than this (m/s) open no window: creeping contacts in a resting cluster are the
 * sustained-contact rules' (sustained-contact.ts), and a window would only cost time there.
 */
export const CLUSTER_MIN_SPEED_MPS = 0.01;
/** Slack beyond the reach of the fastest ball within which a cushion, jaw or mouth forbids a window, m. */
const CLEARANCE_SLACK_M = 0.005;

const at = new Float64Array(9);
/** Per ball: x, y, vx, vy at the impact, read once (stateAt's layout is wider). */
let xy = new Float64Array(0);
/** Per ball: 1 while it may still join the window (in play and not yet in it). */
let free = new Uint8Array(0);

/** Whether balls a and b (centres in `xy`) are closer than `within`. */
function near(a: number, b: number, within: number): boolean {
  const ex = (xy[4 * a] as number) - (xy[4 * b] as number),
    ey = (xy[4 * a + 1] as number) - (xy[4 * b + 1] as number);
  return ex * ex + ey * ey < within * within;
}

/** Adds to `out` every free ball within `within` of one already in it, and of those it adds (a chain). */
function grow(out: number[], n: number, within: number): void {
  for (let q = 0; q < out.length; q++) {
    const a = out[q] as number;
    for (let b = 0; b < n; b++) {
      if (free[b] === 1 && near(a, b, within)) {
        out.push(b);
        free[b] = 0;
      }
    }
  }
}

/** Whether ball i lies on the cloth, free, so that a window may move it. */
function onCloth(s: EngineState, i: number, now: number): boolean {
  const m = s.motion[i] as Motion;
  return (
    s.inWorld[i] === -1 &&
    s.onPile[i] === 0 &&
    s.active(i) &&
    m.mode !== MODE_AIRBORNE &&
    m.level === s.t.R &&
    m.z === s.t.R &&
    s.inPocket[i] === -1 &&
    !((s.pushEnd[i] as number) > now)
  );
}

/**
 * The balls of the window opened by the impact of i and j at `now` (sorted by index) into `out`;
 * false (out empty) when the impact stays a pairwise one.
 */
export function clusterAt(s: EngineState, i: number, j: number, now: number, out: number[]): boolean {
  out.length = 0;
  const { n } = s;
  const D = s.t.D;
  if (xy.length < 4 * n) {
    xy = new Float64Array(4 * n);
    free = new Uint8Array(n);
  }
  for (let b = 0; b < n; b++) {
    free[b] = 0;
    if (!s.collides(b)) continue;
    free[b] = 1;
    stateAt(s.p, s.motion[b] as Motion, now, at);
    xy[4 * b] = at[0] as number;
    xy[4 * b + 1] = at[1] as number;
    xy[4 * b + 2] = at[2] as number;
    xy[4 * b + 3] = at[3] as number;
  }
  const dx = (xy[4 * j] as number) - (xy[4 * i] as number),
    dy = (xy[4 * j + 1] as number) - (xy[4 * i + 1] as number);
  const d = Math.sqrt(dx * dx + dy * dy);
  const vn = (((xy[4 * i + 2] as number) - (xy[4 * j + 2] as number)) * dx + ((xy[4 * i + 3] as number) - (xy[4 * j + 3] as number)) * dy) / d;
  if (!(vn >= CLUSTER_MIN_SPEED_MPS)) return false;
  // The cluster: i, j and every ball within the closing gap of one in it.
  out.push(i, j);
  free[i] = 0;
  free[j] = 0;
  grow(out, n, D + vn * CLUSTER_CONTACT_S);
  if (out.length < 3) {
    out.length = 0;
    return false;
  }
  // The fastest any ball can go: all the moving balls' energy in one (per unit mass, with spin).
  let e2 = 0;
  for (let b = 0; b < n; b++) {
    if (!s.moving(b) || s.inWorld[b] !== -1) continue;
    const m = s.motion[b] as Motion;
    stateAt(s.p, m, now, at);
    const R = s.t.R;
    const vx = at[2] as number,
      vy = at[3] as number,
      wx = at[4] as number,
      wy = at[5] as number,
      wz = at[6] as number;
    e2 += vx * vx + vy * vy + 0.4 * R * R * (wx * wx + wy * wy + wz * wz);
  }
  const reach = Math.sqrt(e2) * WINDOW_MAX_S;
  // Every ball that could come within reach of one in the window while it lasts joins it (and so
  // on: a push passes along a chain of balls).
  grow(out, n, D + 2 * reach);
  out.sort((a, b) => a - b);
  for (const b of out) {
    if (!onCloth(s, b, now) || !clearOfTable(s, xy[4 * b] as number, xy[4 * b + 1] as number, reach + CLEARANCE_SLACK_M)) {
      out.length = 0;
      return false;
    }
  }
  return true;
}

/** Whether a ball centred at (x, y) is farther than `clear` from touching any cushion or jaw, and from any pocket mouth. */
function clearOfTable(s: EngineState, x: number, y: number, clear: number): boolean {
  const { elements, pockets, dc } = s.t;
  for (let k = 0; k < elements.length; k++) {
    const e = elements[k] as Element;
    let gap: number;
    if (e.src.kind === 'segment') {
      const along = Math.min(Math.max((x - e.ax) * e.ux + (y - e.ay) * e.uy, 0), e.len);
      const px = x - e.ax - along * e.ux,
        py = y - e.ay - along * e.uy;
      gap = Math.sqrt(px * px + py * py) - dc;
    } else {
      const px = x - e.cx,
        py = y - e.cy;
      gap = Math.sqrt(px * px + py * py) - e.rc;
    }
    if (gap < clear) return false;
  }
  for (let k = 0; k < pockets.length; k++) {
    const pk = pockets[k] as PocketModel;
    const px = x - pk.mx,
      py = y - pk.my;
    if (Math.sqrt(px * px + py * py) < pk.halfMouth + s.t.R + clear) return false;
  }
  return true;
}
