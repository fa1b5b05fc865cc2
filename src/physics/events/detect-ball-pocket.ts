/**
 * Ball-pocket detection. The mouth line (g = axis . (r - mouth midpoint), > 0 inside) crossed
 * inward or outward: a quadratic (`pocket-enter`, `pocket-exit`; a ball on the table may enter any
 * pocket, a ball in a pocket mouth may only leave that one). The hole in the slate: the centre
 * within the hole's radius, a quartic; a ball rolling (on the bed or a rail top) drops in, one in
 * flight is caught if it comes over the hole lower than the rail top and judged where it lands if
 * higher. Resolved by pocket-pile.ts.
 */
import { firstCrossing, firstEntry } from '../../math/poly.ts';
import { EVENT_ENTER, EVENT_EXIT, EVENT_HOLE, offer, type Candidate, type EngineState, type Mover } from '../engine-state.ts';
import type { PocketModel } from '../table-model.ts';

/** Offers ball b's next mouth crossing and hole event at each pocket. */
export function detectPockets(s: EngineState, b: Mover, c: Candidate): void {
  const { coeff } = s;
  const { x, y, vx, vy, hax, hay, now, horizon, reach, air } = b;
  const pockets = s.t.pockets;
  for (let k = 0; k < pockets.length; k++) {
    const pk = pockets[k] as PocketModel;
    const g0 = (x - pk.mx) * pk.axx + (y - pk.my) * pk.axy;
    const mayEnter = s.inPocket[b.i] === -1,
      mayExit = s.inPocket[b.i] === k;
    if ((mayEnter || mayExit) && Math.abs(g0) <= reach) {
      coeff[0] = g0;
      coeff[1] = vx * pk.axx + vy * pk.axy;
      coeff[2] = hax * pk.axx + hay * pk.axy;
      // (No use for a crossing after the ball's earliest event found so far: c.t.)
      const tau = firstCrossing(coeff, 2, horizon, mayEnter ? 'up' : 'down', c.t - now);
      offer(c, now + tau, mayEnter ? EVENT_ENTER : EVENT_EXIT, k, 0);
    }
    const hr = pk.hr;
    const px = x - pk.hx,
      py = y - pk.hy;
    if (Math.sqrt(px * px + py * py) - pk.hr > reach) continue;
    coeff[0] = px * px + py * py - hr * hr;
    if (air && (coeff[0] <= 0 || s.overHole[b.i] === k)) continue;
    coeff[1] = 2 * (px * vx + py * vy);
    coeff[2] = vx * vx + vy * vy + 2 * (px * hax + py * hay);
    coeff[3] = 2 * (vx * hax + vy * hay);
    coeff[4] = hax * hax + hay * hay;
    const tau = firstEntry(coeff, 4, horizon, 0, 0, -1, c.t - now);
    offer(c, now + tau, EVENT_HOLE, k, 0);
  }
}
