/**
 * Pockets and their piles, from the bed's side. A ball crossing a pocket's mouth line is recorded
 * (`pocket-enter`, `pocket-exit`); a ball whose centre reaches the hole drops in: the pocket's 3-D
 * world takes it (`pocket-drop`, handle-world.ts), where it falls, bounces and comes to rest in the
 * pile or comes back out. A ball at rest in a pile whose top stands above the bed is, for the balls
 * on the bed, a fixed sphere they can meet (G19b) and bounce out from (T2.11). Detection is in
 * detect-ball-pocket.ts.
 */
import { MODE_AIRBORNE, stateAt, type Motion } from '../laws/ball-motion.ts';
import { PLASTIC_BELOW_MPS } from '../contact-tolerances.ts';
import { EVENT_ENTER, type EngineState } from '../engine-state.ts';
import { handOff } from './handle-world.ts';
import { refresh, predictBall } from './prediction-cache.ts';
import type { PocketModel } from '../table-model.ts';

/** Ball wi, at time `now`, drops past pocket k's edge: its 3-D world takes it. */
export function dropIntoPocket(s: EngineState, wi: number, now: number, k: number): void {
  const pk = s.t.pockets[k] as PocketModel;
  s.events.push({ t: now, type: 'pocket-drop', balls: [s.ids[wi] as string], pocket: pk.id });
  handOff(s, wi, now, k);
}

/** EVENT_HOLE: the ball drops in, or (in flight higher than the rail top) flies on over the pocket with the rim below it. */
export function onHole(s: EngineState, wi: number, now: number, k: number): void {
  const { st, kin1 } = s;
  const m = s.motion[wi] as Motion;
  stateAt(s.p, m, now, st);
  if (m.mode === MODE_AIRBORNE && (st[7] as number) - s.t.R >= s.t.hNose) {
    // Over the pocket higher than the rail top: the pocket's rim and the rail are the surface below.
    s.load(wi, now, kin1, st);
    m.level = s.t.railLevel;
    s.overHole[wi] = k;
    s.store(wi, now, kin1, st);
    refresh(s, [wi], now);
  } else {
    dropIntoPocket(s, wi, now, k);
  }
}

/** EVENT_ENTER or EVENT_EXIT: the mouth line of pocket k crossed. */
export function onMouth(s: EngineState, wi: number, now: number, kind: number, k: number): void {
  const pk = s.t.pockets[k] as PocketModel;
  s.inPocket[wi] = kind === EVENT_ENTER ? k : -1;
  s.events.push({ t: now, type: kind === EVENT_ENTER ? 'pocket-enter' : 'pocket-exit', balls: [s.ids[wi] as string], pocket: pk.id });
  predictBall(s, wi, now);
}

/** A ball on the bed meets a ball at rest in a pocket's pile, standing above the bed and wedged there: a fixed sphere. */
export function meetPile(s: EngineState, mover: number, pile: number, now: number): void {
  const { st, kin1, p } = s;
  s.load(mover, now, kin1, st);
  const pm = s.motion[pile] as Motion;
  let nx = pm.x - (st[0] as number),
    ny = pm.y - (st[1] as number),
    nz = pm.z - (st[7] as number);
  const d = Math.sqrt(nx * nx + ny * ny + nz * nz);
  nx /= d;
  ny /= d;
  nz /= d;
  const vn = kin1.v[0] * nx + kin1.v[1] * ny + kin1.v[2] * nz;
  s.pairDue[Math.min(mover, pile) * s.n + Math.max(mover, pile)] = Infinity;
  if (vn > 0) {
    const j = (1 + (vn < PLASTIC_BELOW_MPS ? 0 : p.eBall)) * vn;
    kin1.v[0] -= j * nx;
    kin1.v[1] -= j * ny;
    // On its surface the ball's downward part goes into the slate.
    if ((s.motion[mover] as Motion).mode === MODE_AIRBORNE || -j * nz > 0) kin1.v[2] -= j * nz;
    s.events.push({
      t: now,
      type: 'ball-ball',
      balls: [s.ids[mover] as string, s.ids[pile] as string],
      speed: vn,
      pos: [0.5 * ((st[0] as number) + pm.x), 0.5 * ((st[1] as number) + pm.y)],
    });
    s.store(mover, now, kin1, st);
  }
  refresh(s, [mover], now);
}
