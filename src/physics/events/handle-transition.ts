/**
 * A ball's motion law ends (its `tEnd`, closed form in ball-motion.ts): sliding turns to rolling,
 * rolling or spinning comes to rest (`ball-rest`; at rest on a rail top it is `off-table`, touched
 * `rail-top`, G27a), a flight lands (handle-flight.ts). Also the hand that stops a ball (a declared
 * touch, G8, G20): a ball rolling or sliding on the cloth stops where it is.
 */
import { MODE_AIRBORNE, MODE_SLIDING, MODE_STATIONARY, setDriven, stateAtEnd, stateAt, type Motion } from '../laws/ball-motion.ts';
import { releaseStick } from '../cue/stick-follow-through.ts';
import type { EngineState } from '../engine-state.ts';
import { onLanding } from './handle-flight.ts';
import { refresh } from './prediction-cache.ts';

export function onTransition(s: EngineState, wi: number, now: number): void {
  const {
    st,
    t: { R },
  } = s;
  const m = s.motion[wi] as Motion;
  if ((s.pushEnd[wi] as number) > -Infinity) {
    onDrivenTransition(s, wi, now);
    return;
  }
  stateAtEnd(s.p, m, st);
  if (m.mode === MODE_AIRBORNE) {
    onLanding(s, wi, now);
    return;
  }
  const wasSliding = m.mode === MODE_SLIDING;
  s.place(wi, now, st);
  if (wasSliding && m.mode === MODE_SLIDING) {
    // Rounding left a slip above the tolerance at the analytic end of sliding: roll exactly.
    st[4] = -(st[3] as number) / R;
    st[5] = (st[2] as number) / R;
    s.place(wi, now, st);
  }
  if (m.mode === MODE_STATIONARY) {
    s.events.push({ t: now, type: 'ball-rest', balls: [s.ids[wi] as string] });
    // At rest on a rail top: off the table (G27a, D3).
    if (m.level !== R) s.events.push({ t: now, type: 'off-table', balls: [s.ids[wi] as string], touched: 'rail-top' });
  }
  refresh(s, [wi], now);
}

/** A hand stops ball i at `now`: on the cloth and moving, it stays where it is, spin and all. */
export function onHold(s: EngineState, i: number, now: number): void {
  const { st } = s;
  const m = s.motion[i] as Motion;
  if (!s.moving(i) || m.mode === MODE_AIRBORNE || m.level !== s.t.R) return;
  stateAt(s.p, m, now, st);
  st[2] = 0;
  st[3] = 0;
  st[4] = 0;
  st[5] = 0;
  st[6] = 0;
  s.place(i, now, st);
  s.events.push({ t: now, type: 'ball-rest', balls: [s.ids[i] as string] });
  refresh(s, [i], now);
}

/**
 * The law of a ball driven by a shove ends (cue-push.ts): its slip is gone, and it rolls on at the
 * tip's speed while the push lasts; or the push ends, and the ball goes on by its own law with the
 * stick following through behind it.
 */
function onDrivenTransition(s: EngineState, wi: number, now: number): void {
  const { st, p } = s;
  const R = s.t.R;
  const m = s.motion[wi] as Motion;
  const until = s.pushEnd[wi] as number;
  // The state at the law's end as it is: a driven ball keeps its speed (stateAtEnd would stop a roll).
  stateAt(p, m, now, st);
  if (now < until) {
    setDriven(p, m, now, st[0] as number, st[1] as number, st[2] as number, st[3] as number, -(st[3] as number) / R, (st[2] as number) / R, until);
    s.pushSegment(wi);
    refresh(s, [wi], now);
    return;
  }
  s.pushEnd[wi] = -Infinity;
  s.place(wi, now, st);
  refresh(s, [wi], now);
  releaseStick(s, wi, now);
}
