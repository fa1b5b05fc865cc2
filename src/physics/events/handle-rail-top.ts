/**
 * Rail-top events found by detect-ball-cushion.ts (over the nose line in flight), detect-rail-top.ts
 * and detect-flight.ts, resolved: the surface under the ball changes (the rail top, level with the
 * nose, or the bed), a ball rolling off the rail's inner edge pivots over it and falls back to the
 * bed (`landed`: not off the table, G27b), one past the outer edge falls to the floor (`off-table`,
 * touched `floor`; the room's 3-D world takes it there), one reaching a pocket's cut on the rail
 * drops into that pocket.
 */
import { MODE_AIRBORNE, stateAt, type Motion } from '../laws/ball-motion.ts';
import type { EngineState } from '../engine-state.ts';
import { handOff } from './handle-world.ts';
import { dropIntoPocket } from './pocket-pile.ts';
import { refresh } from './prediction-cache.ts';
import { overRailAt } from '../table-model.ts';

/** EVENT_OVER_RAIL: over a cushion in flight; the rail top is now the surface below. */
export function onOverRail(s: EngineState, wi: number, now: number): void {
  s.load(wi, now, s.kin1, s.st);
  (s.motion[wi] as Motion).level = s.t.railLevel;
  s.store(wi, now, s.kin1, s.st);
  refresh(s, [wi], now);
}

/** EVENT_OVER_BED: from a rail top back over the bed along line `which` (in flight, or rolling off the edge). */
export function onOverBed(s: EngineState, wi: number, now: number, which: number): void {
  const { st, kin1 } = s;
  const m = s.motion[wi] as Motion;
  s.load(wi, now, kin1, st);
  m.level = s.t.R;
  let leftEdge = 0;
  if (m.mode !== MODE_AIRBORNE) {
    leftEdge = 1 + which;
    if (!pivotOverEdge(s, wi, now, which)) {
      // A ball lies where this one would come down: it stops at the edge (its motion over the
      // edge is lost, plastically) and stays on the rail top. Rare; an engineering choice.
      m.level = s.t.railLevel;
      leftEdge = 0;
      kin1.v[which >> 1] = 0;
    }
  }
  s.store(wi, now, kin1, st);
  s.pastEdge[wi] = leftEdge;
  refresh(s, [wi], now);
}

/**
 * Rolling off the rail top's inner edge (line `which`): the ball, in s.st and s.kin1, pivots over
 * the edge until the edge can no longer hold it (g cos(phi) = v^2 / R; a frictionless edge, spin
 * unchanged, so v^2 = vn^2 + 2 g R (1 - cos(phi)) and cos(phi) = (vn^2/(g R) + 2) / 3), then flies.
 * The pivot is taken as instantaneous: the ball moves at most 0.75 R in that step. False where a
 * ball lies where it would come down (nothing changed then).
 */
function pivotOverEdge(s: EngineState, wi: number, now: number, which: number): boolean {
  const { p, st, st2, kin1 } = s;
  const { R, D, hNose } = s.t;
  const axis = which >> 1,
    sign = (which & 1) === 0 ? 1 : -1;
  const vn = -sign * (kin1.v[axis] as number);
  const cosPhi = Math.min(((vn * vn) / (p.g * R) + 2) / 3, 1);
  if (!(cosPhi < 1)) return true;
  const sinPhi = Math.sqrt(1 - cosPhi * cosPhi);
  const v = Math.sqrt(vn * vn + 2 * p.g * R * (1 - cosPhi));
  const to = axis === 0 ? [(st[0] as number) - sign * R * sinPhi, st[1] as number] : [st[0] as number, (st[1] as number) - sign * R * sinPhi];
  const zTo = hNose + R * cosPhi;
  // Where a ball lies below the edge the rolling ball comes down onto it instead: no pivot.
  for (let j = 0; j < s.n; j++) {
    if (j === wi || !s.collides(j)) continue;
    stateAt(p, s.motion[j] as Motion, now, st2);
    const dx = (to[0] as number) - (st2[0] as number),
      dy = (to[1] as number) - (st2[1] as number),
      dz = zTo - (st2[7] as number);
    if (dx * dx + dy * dy + dz * dz < D * D) return false;
  }
  st[0] = to[0] as number;
  st[1] = to[1] as number;
  kin1.v[axis] = -sign * v * cosPhi;
  kin1.v[2] = -v * sinPhi;
  st[7] = zTo;
  return true;
}

/** EVENT_RAIL_CUT: rolling on the rail past a facing's line beyond pocket k's mouth; it drops in. */
export function onRailCut(s: EngineState, wi: number, now: number, k: number): void {
  dropIntoPocket(s, wi, now, k);
}

/** EVENT_OFF_EDGE: past the rail's outer edge; the room's 3-D world takes the ball, to the floor (G27a). */
export function onOffEdge(s: EngineState, wi: number, now: number): void {
  s.events.push({ t: now, type: 'off-table', balls: [s.ids[wi] as string], touched: 'floor' });
  handOff(s, wi, now, s.t.pockets.length);
}

/** EVENT_DOWN_TO_RAIL: in flight down to the rail top's height; beside the playing area it lands there. */
export function onDownToRail(s: EngineState, wi: number, now: number): void {
  const { st, kin1 } = s;
  const m = s.motion[wi] as Motion;
  s.load(wi, now, kin1, st);
  if (overRailAt(s.t, st[0] as number, st[1] as number)) {
    // Beside the playing area (over a jaw or a facing's back): it lands on the rail top.
    m.level = s.t.railLevel;
    st[7] = s.t.railLevel;
    s.store(wi, now, kin1, st);
  } else {
    s.belowRail[wi] = 1;
  }
  refresh(s, [wi], now);
}
