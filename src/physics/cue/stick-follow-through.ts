/**
 * The sticks of the strokes after the strike (cue-stick.ts): each moves on along its line, slowed
 * by the arm, until it stops or (an elevated stick) its tip meets the cloth. The strike itself is
 * set here at t = 0: the tip contact, a miscue or the ferrule, and the cue ball's launch.
 */
import { MODE_AIRBORNE, MODE_POCKETED, setDriven, type Motion } from '../laws/ball-motion.ts';
import type { CueStroke } from '../laws/cue-strike-instantaneous.ts';
import { strikeWithStick, TIP_CONTACT_S, TIP_RADIUS_M } from './cue-stick.ts';
import { SimulationError, type EngineState } from '../engine-state.ts';
import { shoveOf } from '../laws/cue-push.ts';
import { refreshStick } from '../events/prediction-cache.ts';

export interface Stick {
  readonly ball: number;
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
  readonly x0: number;
  readonly y0: number;
  readonly z: number;
  /** Horizontal centre distance at which the tip sphere of a level stick touches a ball on the cloth. */
  readonly reach: number;
  /** How far the tip can travel along the stick before it meets the cloth (Infinity for a level stick). */
  readonly sMax: number;
  /** The stick's motion since its last contact: at t0 it had run s0 and moved at `speed`, slowing by decel. */
  t0: number;
  s0: number;
  speed: number;
  readonly decel: number;
  tStop: number;
  contacts: number;
  /** Index in `events` of this stick's latest tip contact with its ball. */
  lastTipEvent: number;
  /** A shove drives the ball until then (0: a strike); the follow-through (t0, s0) starts there. */
  pushUntil: number;
  readonly path: Array<{ t: number; s: number; speed: number }>;
}

/** When a stick moving at `speed` from s0 at t0 stops: the arm's deceleration, or the cloth under an elevated tip. */
export function stickStop(sk: { t0: number; s0: number; speed: number; decel: number; sMax: number }): number {
  if (!(sk.speed > 0)) return sk.t0;
  const left = sk.sMax - sk.s0;
  const armRun = sk.decel > 0 ? (sk.speed * sk.speed) / (2 * sk.decel) : Infinity;
  if (armRun <= left) return sk.decel > 0 ? sk.t0 + sk.speed / sk.decel : Infinity;
  if (!(left > 0)) return sk.t0;
  return sk.t0 + (sk.decel > 0 ? (sk.speed - Math.sqrt(sk.speed * sk.speed - 2 * sk.decel * left)) / sk.decel : left / sk.speed);
}

/** Distance the stick has run along its axis at time t (it stays where it stopped). */
export function stickRun(sk: Stick, t: number): number {
  const tau = Math.min(t, sk.tStop) - sk.t0;
  return sk.s0 + tau * (sk.speed - 0.5 * sk.decel * tau);
}

/** The strokes at t = 0: each strikes its ball (events, launch) and leaves a stick following through. */
export function strike(s: EngineState, strokes: ReadonlyArray<{ readonly ball: string; readonly stroke: CueStroke }>): void {
  const {
    p,
    t: { R },
  } = s;
  for (const { ball: cueId, stroke } of strokes) {
    const ci = s.ids.indexOf(cueId);
    if (ci < 0 || (s.motion[ci] as Motion).mode === MODE_POCKETED) throw new SimulationError(`shot: no ball "${cueId}" on the table to strike`);
    const m = s.motion[ci] as Motion;
    if (m.mode === MODE_AIRBORNE || m.level !== R) throw new SimulationError(`shot: ball "${cueId}" is not on the cloth`);
    const res = strikeWithStick(p, stroke, m.x, m.y);
    const shove = shoveOf(stroke);
    const launch = new Float64Array(9);
    launch[0] = m.x;
    launch[1] = m.y;
    launch[7] = R;
    const firstTip = s.events.length;
    s.events.push({
      t: 0,
      type: 'cue-tip-contact',
      balls: [cueId],
      start: 0,
      end: shove ? shove.until : TIP_CONTACT_S,
      count: 1,
      tip: { side: stroke.tip.side, height: stroke.tip.height },
      speed: shove ? stroke.cueSpeed : Math.sqrt(res.v[0] * res.v[0] + res.v[1] * res.v[1]),
      ...(stroke.elevationDeg !== 0 ? { elevationDeg: stroke.elevationDeg } : {}),
    });
    if (res.miscue && !shove) s.events.push({ t: 0, type: 'miscue', balls: [cueId] });
    if (res.ferrule) s.events.push({ t: 0, type: 'cue-stick-contact', balls: [cueId], part: 'ferrule' });
    if (shove) {
      // A shove: the tip drives the ball from the start (cue-push.ts).
      setDriven(p, m, 0, m.x, m.y, shove.v[0], shove.v[1], 0, 0, shove.until);
      s.pushSegment(ci);
      s.pushEnd[ci] = shove.until;
    } else {
      // The launch: an elevated cue drives the ball into the slate, which bounces it (a jump).
      s.store(ci, 0, { v: [res.v[0], res.v[1], res.v[2]], w: [res.w[0], res.w[1], res.w[2]] }, launch);
    }
    const st = res.stick;
    const dz = st.z - R;
    const reachSq = (R + TIP_RADIUS_M) * (R + TIP_RADIUS_M) - dz * dz;
    const dirZ = st.dir[2];
    const sk = {
      ball: ci,
      dx: st.dir[0],
      dy: st.dir[1],
      dz: dirZ,
      x0: st.x0,
      y0: st.y0,
      z: st.z,
      reach: Math.sqrt(Math.max(reachSq, 0)),
      sMax: dirZ < 0 ? Math.max((st.z - TIP_RADIUS_M) / -dirZ, 0) : Infinity,
      // After a shove the follow-through starts where the push ends, at the cue speed.
      t0: shove ? shove.until : 0,
      s0: shove ? stroke.cueSpeed * shove.until : 0,
      speed: shove ? stroke.cueSpeed : st.speed,
      decel: shove ? shove.decel : st.decel,
      tStop: 0,
      contacts: 1,
      lastTipEvent: firstTip,
      pushUntil: shove ? shove.until : 0,
      path: shove
        ? [
            { t: 0, s: 0, speed: stroke.cueSpeed },
            { t: shove.until, s: stroke.cueSpeed * shove.until, speed: stroke.cueSpeed },
          ]
        : [{ t: 0, s: 0, speed: st.speed }],
    };
    sk.tStop = stickStop(sk);
    s.sticks.push(sk);
  }
  s.stickT = new Float64Array(Math.max(s.sticks.length, 1) * s.n).fill(Infinity);
}

/**
 * A shove ends at time t: at its planned end, or earlier when an impulse knocked the ball off the
 * tip. The stick, which moved with the ball at the cue speed, goes on from where it is by its
 * follow-through (the arm stops it); the tip contact ends there.
 */
export function releaseStick(s: EngineState, ball: number, t: number): void {
  for (let k = 0; k < s.sticks.length; k++) {
    const sk = s.sticks[k] as Stick;
    if (sk.ball !== ball || !(sk.t0 > t)) continue;
    sk.s0 = sk.speed * t;
    sk.t0 = t;
    sk.pushUntil = t;
    sk.tStop = stickStop(sk);
    sk.path[sk.path.length - 1] = { t, s: sk.s0, speed: sk.speed };
    const tip = s.events[sk.lastTipEvent];
    if (tip && tip.type === 'cue-tip-contact') s.events[sk.lastTipEvent] = { ...tip, end: t };
  }
  for (let k = 0; k < s.sticks.length; k++) if ((s.sticks[k] as Stick).ball === ball) refreshStick(s, k, t);
}
