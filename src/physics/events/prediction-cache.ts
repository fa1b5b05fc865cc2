/**
 * The cache of predicted times between the detectors and the loop: for every pair its next impact
 * (detect-ball-ball.ts), for every ball its next own event (the earliest its detectors offer), for
 * every stick and ball the tip's next contact. After an event only the balls it changed are
 * predicted again (`refresh`); the loop takes the earliest time in the cache.
 */
import { MODE_AIRBORNE, stateAt, type Motion } from '../laws/ball-motion.ts';
import { detectPockets } from './detect-ball-pocket.ts';
import { predictPair } from './detect-ball-ball.ts';
import { segmentInFlight, segmentOnCloth } from './detect-ball-cushion.ts';
import { jawInFlight, jawOnCloth } from './detect-ball-jaw.ts';
import { detectDownToRail, detectLamp } from './detect-flight.ts';
import { detectHeadString } from './detect-head-string.ts';
import { detectRailCut, detectTableLines } from './detect-rail-top.ts';
import { predictStick } from './detect-stick-ball.ts';
import { EVENT_NONE, type EngineState } from '../engine-state.ts';
import type { Element } from '../table-model.ts';
import type { CushionName } from '../../table/geometry.ts';

/** The cushion along each line of the playing area, in the order of the over-bed and off-edge lines (+x, -x, +y, -y). */
export const LINE_CUSHION: readonly CushionName[] = ['foot', 'head', 'left', 'right'];

/** Predicts ball i's next own event from `now` (cushions, pockets, lines, flight) into ballT, ballKind, ballWhich. */
export function predictBall(s: EngineState, i: number, now: number): void {
  s.ballT[i] = Infinity;
  s.ballKind[i] = EVENT_NONE;
  if (!s.moving(i)) return;
  const m = s.motion[i] as Motion;
  const horizon = m.tEnd - now;
  if (!(horizon > 0)) return;
  const { st, mover: b, next: c } = s;
  stateAt(s.p, m, now, st);
  b.i = i;
  b.now = now;
  b.m = m;
  b.horizon = horizon;
  b.x = st[0] as number;
  b.y = st[1] as number;
  b.vx = st[2] as number;
  b.vy = st[3] as number;
  b.z = st[7] as number;
  b.vz = st[8] as number;
  b.air = m.mode === MODE_AIRBORNE;
  b.overRail = m.level !== s.t.R;
  b.hax = 0.5 * m.ax;
  b.hay = 0.5 * m.ay;
  const speed = Math.sqrt(b.vx * b.vx + b.vy * b.vy);
  b.reach = speed * horizon + Math.sqrt(b.hax * b.hax + b.hay * b.hay) * horizon * horizon;
  if (speed === 0 && b.hax === 0 && b.hay === 0 && !b.air) return;
  c.t = Infinity;
  c.kind = EVENT_NONE;
  c.which = -1;
  c.sustained = 0;
  if (!b.overRail) {
    const leftCushion = s.pastEdge[i] === 0 ? null : LINE_CUSHION[(s.pastEdge[i] as number) - 1];
    const elements = s.t.elements;
    for (let k = 0; k < elements.length; k++) {
      const e = elements[k] as Element;
      if (e.src.cushion === leftCushion) continue;
      if (e.src.kind === 'segment') {
        if (b.air) segmentInFlight(s, b, e, k, c);
        else segmentOnCloth(s, b, e, k, c);
      } else if (b.air) jawInFlight(s, b, e, k, c);
      else jawOnCloth(s, b, e, k, c);
    }
  }
  detectPockets(s, b, c);
  if (i === s.cueIndex) detectHeadString(s, b, c);
  if (b.overRail || b.air) detectTableLines(s, b, c);
  if (b.overRail && !b.air) detectRailCut(s, b, c);
  if (b.air && !b.overRail && s.belowRail[i] === 0) detectDownToRail(s, b, c);
  if (b.air && s.lamp && s.touchedLamp[i] === 0) detectLamp(s, b, c);
  s.ballT[i] = c.t;
  s.ballKind[i] = c.kind;
  s.ballWhich[i] = c.which;
  s.cushionSustained[i] = c.sustained;
  if (!c.sustained) s.cushionDue[i] = Infinity;
}

/** Stick k's next contact with every ball. */
export function refreshStick(s: EngineState, k: number, now: number): void {
  for (let i = 0; i < s.n; i++) s.stickT[k * s.n + i] = predictStick(s, k, i, now);
}

/** Predicts again everything that involves the balls in `changed`, from `now`. */
export function refresh(s: EngineState, changed: readonly number[], now: number): void {
  const n = s.n;
  for (const i of changed) {
    for (let k = 0; k < s.sticks.length; k++) s.stickT[k * n + i] = predictStick(s, k, i, now);
    predictBall(s, i, now);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const a = Math.min(i, j),
        b = Math.max(i, j);
      s.pairT[a * n + b] = predictPair(s, a, b, now);
    }
  }
}
