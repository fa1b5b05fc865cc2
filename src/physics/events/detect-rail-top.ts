/**
 * Rail-top and table-edge detection, for a ball on a rail top or in flight. The lines of the
 * playing area (x = +-halfL, y = +-halfW) and of the rail's outer edge, as g = sign * coordinate -
 * extent (quadratics): a ball on a rail crossing back over the bed (EVENT_OVER_BED), and any ball
 * past the rail's outer edge (EVENT_OFF_EDGE). The rail ends at each pocket's facings: a ball
 * rolling on it past a facing's line, beyond the mouth, has nothing under it but the pocket: the
 * pocket's 3-D world takes it there (EVENT_RAIL_CUT), and it tumbles off the cut onto the shelf or
 * into the hole.
 * Resolved by handle-rail-top.ts.
 */
import { firstCrossing } from '../../math/poly.ts';
import { EVENT_OFF_EDGE, EVENT_OVER_BED, EVENT_RAIL_CUT, offer, type Candidate, type EngineState, type Mover } from '../engine-state.ts';
import type { Element, PocketModel } from '../table-model.ts';

/** Offers ball b's next crossing of the playing area's lines (from a rail top) and of the rail's outer edge. */
export function detectTableLines(s: EngineState, b: Mover, c: Candidate): void {
  const { coeff } = s;
  const { halfExtent, outerExtent } = s.t;
  const { x, y, vx, vy, hax, hay, now, horizon, overRail } = b;
  for (let line = 0; line < 4; line++) {
    const axis = line >> 1,
      sign = (line & 1) === 0 ? 1 : -1;
    const cc = axis === 0 ? x : y,
      cv = axis === 0 ? vx : vy,
      ca = axis === 0 ? hax : hay;
    const other = axis === 0 ? y : x,
      ov = axis === 0 ? vy : vx,
      oa = axis === 0 ? hay : hax;
    coeff[1] = sign * cv;
    coeff[2] = sign * ca;
    if (overRail) {
      coeff[0] = sign * cc - (halfExtent[axis] as number);
      if (coeff[0] > 0) {
        const tau = firstCrossing(coeff, 2, horizon, 'down');
        const o = other + tau * (ov + oa * tau);
        if (now + tau < c.t && Math.abs(o) < (halfExtent[1 - axis] as number)) offer(c, now + tau, EVENT_OVER_BED, line, 0);
      }
    }
    coeff[0] = sign * cc - (outerExtent[axis] as number);
    coeff[1] = sign * cv;
    coeff[2] = sign * ca;
    const tau = firstCrossing(coeff, 2, horizon, 'up');
    offer(c, now + tau, EVENT_OFF_EDGE, line, 0);
  }
}

/** Offers the instant a ball rolling on a rail top passes a facing's line beyond a pocket's mouth (the rail's cut). */
export function detectRailCut(s: EngineState, b: Mover, c: Candidate): void {
  const { coeff } = s;
  const { elements, pockets, pocketIndexOf } = s.t;
  const { x, y, vx, vy, hax, hay, now, horizon } = b;
  for (let k = 0; k < elements.length; k++) {
    const e = elements[k] as Element;
    if (e.src.kind !== 'segment' || e.src.pocket === null) continue;
    coeff[0] = (x - e.ax) * e.nx + (y - e.ay) * e.ny;
    if (coeff[0] >= 0) continue;
    coeff[1] = vx * e.nx + vy * e.ny;
    coeff[2] = hax * e.nx + hay * e.ny;
    const tau = firstCrossing(coeff, 2, horizon, 'up');
    if (!(now + tau < c.t)) continue;
    const pk = pockets[pocketIndexOf[k] as number] as PocketModel;
    const cx = x + tau * (vx + hax * tau),
      cy = y + tau * (vy + hay * tau);
    if ((cx - pk.mx) * pk.axx + (cy - pk.my) * pk.axy >= 0) offer(c, now + tau, EVENT_RAIL_CUT, pocketIndexOf[k] as number, 0);
  }
}
