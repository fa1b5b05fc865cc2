/**
 * Closed-form motion of a ball on the cloth in its four states (docs/physics.md §3.1; Kiefl
 * [S19b]; pooltool `evolve` [S21e]): sliding (constant friction opposite the slip, whose
 * direction never changes, so the path is a parabola), rolling (rolling resistance along the
 * heading, spin slaved to the velocity), spinning in place (vertical-axis spin decays at a
 * constant rate) and stationary. Vertical-axis spin decays independently in every state.
 */
import type { PhysicsParams } from '../params.ts';

export const MODE_STATIONARY = 0;
export const MODE_SPINNING = 1;
export const MODE_ROLLING = 2;
export const MODE_SLIDING = 3;
export const MODE_POCKETED = 4;
/** In flight (docs/physics.md §3.5): a parabola under gravity, spin constant. */
export const MODE_AIRBORNE = 5;
/** Fallen to the floor: out of play. */
export const MODE_OFF_TABLE = 6;
export type ModeCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MODE_NAMES = ['stationary', 'spinning', 'rolling', 'sliding', 'pocketed', 'airborne', 'off-table'] as const;

/**
 * Below this slip speed (m/s) a ball counts as rolling and its spin is snapped to the velocity.
 * Far below anything measurable; the snap changes the energy by less than 1e-12 J.
 */
export const SLIP_EPS_MPS = 1e-12;
/** Below this speed (m/s) a ball counts as not translating. */
export const SPEED_EPS_MPS = 1e-12;

/** Kinematic state of a ball at its reference time, with the motion law that holds from there. */
export interface Motion {
  t0: number;
  mode: ModeCode;
  x: number;
  y: number;
  vx: number;
  vy: number;
  ax: number;
  ay: number;
  wx: number;
  wy: number;
  wz: number;
  awx: number;
  awy: number;
  /** Height of the centre, its rate and acceleration (airborne: -g; on a surface z = level, 0, 0). */
  z: number;
  vz: number;
  az: number;
  /**
   * Height of the centre when the ball lies on the surface under it: R on the bed, R above the
   * rail top on a rail. An airborne ball lands when z comes down to it.
   */
  level: number;
  /** Absolute time of the next state transition (Infinity when stationary). */
  tEnd: number;
}

/**
 * A motion not set yet. Its numbers start as NaN, not 0: a field that starts as a small integer
 * and later holds fractions changes the object's hidden class in V8, which threw every optimised
 * function that had seen the old one back to the interpreter (and an unset field read by mistake
 * shows as NaN, which the audit reports, instead of passing as 0).
 */
export function emptyMotion(level = 0): Motion {
  return {
    t0: NaN,
    mode: MODE_STATIONARY,
    x: NaN,
    y: NaN,
    vx: NaN,
    vy: NaN,
    ax: NaN,
    ay: NaN,
    wx: NaN,
    wy: NaN,
    wz: NaN,
    awx: NaN,
    awy: NaN,
    z: level,
    vz: NaN,
    az: NaN,
    level,
    tEnd: Infinity,
  };
}

/** Sets `m` at rest for good at (x, y, z) from time t: in a pocket or off the table. */
export function setStill(m: Motion, mode: ModeCode, t: number, x: number, y: number, z: number): void {
  m.t0 = t;
  m.mode = mode;
  m.x = x;
  m.y = y;
  m.z = z;
  m.vx = 0;
  m.vy = 0;
  m.vz = 0;
  m.ax = 0;
  m.ay = 0;
  m.az = 0;
  m.wx = 0;
  m.wy = 0;
  m.wz = 0;
  m.awx = 0;
  m.awy = 0;
  m.tEnd = Infinity;
}

/** Sets `m` on its surface at time t with (x, y, v, w), no accelerations yet: the common start of the laws below. */
function onSurface(m: Motion, t: number, x: number, y: number, vx: number, vy: number, wx: number, wy: number, wz: number): void {
  m.t0 = t;
  m.x = x;
  m.y = y;
  m.vx = vx;
  m.vy = vy;
  m.wx = wx;
  m.wy = wy;
  m.wz = wz;
  m.ax = 0;
  m.ay = 0;
  m.awx = 0;
  m.awy = 0;
  m.z = m.level;
  m.vz = 0;
  m.az = 0;
}

/**
 * Sets `m` to the state (x, y, v, w) at time t on the surface at m.level and derives its mode,
 * accelerations and the time of its next transition.
 */
export function setMotion(
  p: PhysicsParams,
  m: Motion,
  t: number,
  x: number,
  y: number,
  vx: number,
  vy: number,
  wx: number,
  wy: number,
  wz: number,
): void {
  const R = p.ballRadiusM;
  onSurface(m, t, x, y, vx, vy, wx, wy, wz);
  // Slip of the contact point with the cloth: u = v - R (w x z) = (vx - R wy, vy + R wx).
  const ux = vx - R * wy;
  const uy = vy + R * wx;
  const slip = Math.sqrt(ux * ux + uy * uy);
  const speed = Math.sqrt(vx * vx + vy * vy);
  if (slip > SLIP_EPS_MPS) {
    const mg = p.muSlide * p.g;
    const hx = ux / slip,
      hy = uy / slip;
    m.mode = MODE_SLIDING;
    m.ax = -mg * hx;
    m.ay = -mg * hy;
    // dw/dt = (5 mu g / 2R) (z x u_hat) = k (-u_y, u_x).
    const k = (2.5 * mg) / R;
    m.awx = -k * hy;
    m.awy = k * hx;
    m.tEnd = t + (2 * slip) / (7 * mg);
  } else if (speed > SPEED_EPS_MPS) {
    const rg = p.muRoll * p.g;
    m.mode = MODE_ROLLING;
    m.wx = -vy / R;
    m.wy = vx / R;
    m.ax = (-rg * vx) / speed;
    m.ay = (-rg * vy) / speed;
    m.tEnd = t + speed / rg;
  } else {
    m.vx = 0;
    m.vy = 0;
    m.wx = 0;
    m.wy = 0;
    if (wz !== 0) {
      m.mode = MODE_SPINNING;
      m.tEnd = t + Math.abs(wz) / p.spinDecelRadS2;
    } else {
      m.mode = MODE_STATIONARY;
      m.tEnd = Infinity;
    }
  }
}

/**
 * Sets `m` to a ball driven by the stick's tip at constant velocity v until `until` (a shove, G23;
 * cue-push.ts): the tip's push balances the cloth's friction on the centre, so the centre moves at
 * v, while that friction spins the ball up as it would a sliding ball (dw/dt = (5 mu g / 2R)(z x
 * u_hat)); with the slip gone the ball rolls on at v. The law ends at the end of the push or, first,
 * when the slip is gone (at 2|u| / (5 mu g): v stays, so only the spin takes the slip away).
 */
export function setDriven(
  p: PhysicsParams,
  m: Motion,
  t: number,
  x: number,
  y: number,
  vx: number,
  vy: number,
  wx: number,
  wy: number,
  until: number,
): void {
  const R = p.ballRadiusM;
  onSurface(m, t, x, y, vx, vy, wx, wy, 0);
  const ux = vx - R * wy,
    uy = vy + R * wx;
  const slip = Math.sqrt(ux * ux + uy * uy);
  if (slip > SLIP_EPS_MPS) {
    const k = (2.5 * p.muSlide * p.g) / R;
    m.mode = MODE_SLIDING;
    m.awx = (-k * uy) / slip;
    m.awy = (k * ux) / slip;
    m.tEnd = Math.min(until, t + (2 * slip) / (5 * p.muSlide * p.g));
  } else {
    m.mode = MODE_ROLLING;
    m.tEnd = until;
  }
}

/**
 * Sets `m` to free flight from (x, y, z) with velocity v and spin w at time t: a parabola under
 * gravity with constant spin (no air drag or Magnus force at pool speeds, docs/physics.md §3.5),
 * ending when the centre comes down to m.level (the larger root of z + vz s - g s^2/2 = level).
 */
export function setFlight(
  p: PhysicsParams,
  m: Motion,
  t: number,
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
  wx: number,
  wy: number,
  wz: number,
): void {
  m.t0 = t;
  m.mode = MODE_AIRBORNE;
  m.x = x;
  m.y = y;
  m.vx = vx;
  m.vy = vy;
  m.wx = wx;
  m.wy = wy;
  m.wz = wz;
  m.ax = 0;
  m.ay = 0;
  m.awx = 0;
  m.awy = 0;
  m.z = z;
  m.vz = vz;
  m.az = -p.g;
  m.tEnd = t + landingTime(p, z - m.level, vz);
}

/** Time until a ball height h above its landing level, rising at vz, comes down to it, s. */
export function landingTime(p: PhysicsParams, h: number, vz: number): number {
  return (vz + Math.sqrt(Math.max(vz * vz + 2 * p.g * h, 0))) / p.g;
}

/** Vertical-axis spin at time t: decays linearly at spinDecel toward 0 and stays there (constant in flight). */
export function spinZAt(p: PhysicsParams, m: Motion, t: number): number {
  if (m.wz === 0) return 0;
  if (m.mode === MODE_AIRBORNE) return m.wz;
  const left = Math.abs(m.wz) - p.spinDecelRadS2 * (t - m.t0);
  if (left <= 0) return 0;
  return m.wz > 0 ? left : -left;
}

/** Writes the state at time t (t0 <= t <= tEnd) into `out` = [x, y, vx, vy, wx, wy, wz, z, vz]. */
export function stateAt(p: PhysicsParams, m: Motion, t: number, out: Float64Array): void {
  const s = t - m.t0;
  out[7] = m.az === 0 ? m.z : m.z + s * (m.vz + 0.5 * m.az * s);
  out[8] = m.vz + m.az * s;
  out[0] = m.x + s * (m.vx + 0.5 * m.ax * s);
  out[1] = m.y + s * (m.vy + 0.5 * m.ay * s);
  const vx = m.vx + m.ax * s;
  const vy = m.vy + m.ay * s;
  out[2] = vx;
  out[3] = vy;
  if (m.mode === MODE_SLIDING) {
    out[4] = m.wx + m.awx * s;
    out[5] = m.wy + m.awy * s;
  } else if (m.mode === MODE_ROLLING) {
    out[4] = -vy / p.ballRadiusM;
    out[5] = vx / p.ballRadiusM;
  } else {
    out[4] = m.wx;
    out[5] = m.wy;
  }
  out[6] = spinZAt(p, m, t);
}

/** State at the end of the current law (the transition), with the exact end values. */
export function stateAtEnd(p: PhysicsParams, m: Motion, out: Float64Array): void {
  stateAt(p, m, m.tEnd, out);
  if (m.mode === MODE_AIRBORNE) out[7] = m.level; // landed exactly
  if (m.mode === MODE_ROLLING || m.mode === MODE_SPINNING) {
    // Rolling ends at exactly zero speed; spinning at exactly zero spin.
    out[2] = 0;
    out[3] = 0;
    out[4] = 0;
    out[5] = 0;
    if (m.mode === MODE_SPINNING) out[6] = 0;
  }
}
