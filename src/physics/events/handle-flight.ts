/**
 * Flight events resolved: the landing at the end of a flight (over a pocket's hole it drops in,
 * otherwise it meets the surface under it, ball-slate-frictional-inelastic.ts, and may bounce),
 * and the lamp's shade (detect-flight.ts): off the table whatever happens next (G27c), the ball
 * drops back.
 */
import type { Motion } from '../laws/ball-motion.ts';
import type { EngineState } from '../engine-state.ts';
import { dropIntoPocket } from './pocket-pile.ts';
import { refresh } from './prediction-cache.ts';
import { overRailAt, type PocketModel } from '../table-model.ts';

/** Restitution of a ball meeting the lamp's shade from below: an engineering value (a light metal shade). */
const LAMP_RESTITUTION = 0.3;

/** The end of ball wi's flight, its state (stateAtEnd) in s.st. */
export function onLanding(s: EngineState, wi: number, now: number): void {
  const { st, kin1 } = s;
  const m = s.motion[wi] as Motion;
  s.pastEdge[wi] = 0;
  s.overHole[wi] = -1;
  // Coming down to the bed's height where there is no bed (beside a hole, behind a facing's
  // end: it flew into the pocket's cut below the rail top), it falls into that pocket.
  const besideHole = m.level === s.t.R && overRailAt(s.t, st[0] as number, st[1] as number);
  const pockets = s.t.pockets;
  for (let k = 0; k < pockets.length; k++) {
    const pk = pockets[k] as PocketModel;
    const hx = (st[0] as number) - pk.hx,
      hy = (st[1] as number) - pk.hy;
    const catchR = besideHole ? pk.hr + s.t.R : pk.hr;
    if (hx * hx + hy * hy < catchR * catchR) {
      dropIntoPocket(s, wi, now, k);
      return;
    }
  }
  kin1.v[0] = st[2] as number;
  kin1.v[1] = st[3] as number;
  kin1.v[2] = st[8] as number;
  kin1.w[0] = st[4] as number;
  kin1.w[1] = st[5] as number;
  kin1.w[2] = st[6] as number;
  s.store(wi, now, kin1, st);
  refresh(s, [wi], now);
}

/** EVENT_LAMP: ball wi touches the lamp's shade. */
export function onLamp(s: EngineState, wi: number, now: number): void {
  const { st, kin1 } = s;
  s.load(wi, now, kin1, st);
  s.touchedLamp[wi] = 1;
  s.events.push({ t: now, type: 'off-table', balls: [s.ids[wi] as string], touched: 'lamp' });
  kin1.v[2] = -LAMP_RESTITUTION * kin1.v[2];
  s.store(wi, now, kin1, st);
  refresh(s, [wi], now);
}
