/**
 * A ball-ball contact found by detect-ball-ball.ts, resolved: the exact contact distance restored
 * (sustained-contact.ts), the frictional inelastic law applied (ball-ball-frictional-inelastic.ts:
 * on the cloth in the plane, otherwise in 3-D with the surface under a ball on it taking the
 * vertical part), the `ball-ball` event recorded and both balls predicted again. A ball meeting
 * the top of a full pocket's pile is pocket-pile.ts's `meetPile`.
 */
import { resolveBallBall, resolveBallBall3d } from '../laws/ball-ball-frictional-inelastic.ts';
import { PLASTIC_BELOW_MPS } from '../contact-tolerances.ts';
import type { EngineState } from '../engine-state.ts';
import { clusterAt } from './detect-cluster.ts';
import { onCluster } from './handle-cluster.ts';
import { meetPile } from './pocket-pile.ts';
import { refresh } from './prediction-cache.ts';
import { noteHandled, restoreContact3d, restoreContactOnCloth } from './sustained-contact.ts';

const window: number[] = [];

export function onBallBall(s: EngineState, wi: number, wj: number, now: number): void {
  // Counted whichever way it is handled (a pile, a window, an impact or a correction).
  noteHandled(s.pairHandledAt, s.pairHandled, wi * s.n + wj, now);
  if (s.onPile[wi] === 1 || s.onPile[wj] === 1) {
    meetPile(s, s.onPile[wi] === 1 ? wj : wi, s.onPile[wi] === 1 ? wi : wj, now);
    return;
  }
  // A ball that touches or nearly touches a third: the cluster acts together (compliant window).
  if (s.pairSustained[wi * s.n + wj] !== 1 && clusterAt(s, wi, wj, now, window)) {
    onCluster(s, window, now);
    return;
  }
  const { p, st, st2, kin1, kin2 } = s;
  s.load(wi, now, kin1, st);
  s.load(wj, now, kin2, st2);
  let nx = (st2[0] as number) - (st[0] as number),
    ny = (st2[1] as number) - (st[1] as number);
  let nz = (st2[7] as number) - (st[7] as number);
  const k = wi * s.n + wj;
  const sustainedContact = s.pairSustained[k] === 1;
  s.pairDue[k] = Infinity;
  s.pairLastImpact[k] = now;
  let res: { approachSpeed: number };
  if (nz === 0) {
    // Both centres at one height (two balls on the cloth): the on-cloth law.
    const d = Math.sqrt(nx * nx + ny * ny);
    nx /= d;
    ny /= d;
    restoreContactOnCloth(s, wi, wj, st, st2, nx, ny, d);
    const vn = (kin1.v[0] - kin2.v[0]) * nx + (kin1.v[1] - kin2.v[1]) * ny;
    res = resolveBallBall(p, kin1, kin2, nx, ny, sustainedContact || vn < PLASTIC_BELOW_MPS ? 0 : p.eBall);
  } else {
    // One ball off the cloth (in the air or on a rail top): the 3-D law; the surface under a
    // ball on it then takes the vertical part (store).
    const d = Math.sqrt(nx * nx + ny * ny + nz * nz);
    nx /= d;
    ny /= d;
    nz /= d;
    restoreContact3d(s, wi, wj, st, st2, d);
    const vn = (kin1.v[0] - kin2.v[0]) * nx + (kin1.v[1] - kin2.v[1]) * ny + (kin1.v[2] - kin2.v[2]) * nz;
    res = resolveBallBall3d(p, kin1, kin2, nx, ny, nz, sustainedContact || vn < PLASTIC_BELOW_MPS ? 0 : p.eBall);
  }
  s.store(wi, now, kin1, st);
  s.store(wj, now, kin2, st2);
  if (res.approachSpeed > 0 && !sustainedContact) {
    s.events.push({
      t: now,
      type: 'ball-ball',
      balls: [s.ids[wi] as string, s.ids[wj] as string],
      speed: res.approachSpeed,
      pos: [0.5 * ((st[0] as number) + (st2[0] as number)), 0.5 * ((st[1] as number) + (st2[1] as number))],
    });
  }
  refresh(s, [wi, wj], now);
}
