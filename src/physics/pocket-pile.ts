/**
 * Pockets and their piles. A ball crossing a pocket's mouth line is recorded (`pocket-enter`,
 * `pocket-exit`); a ball whose centre reaches the hole drops in (`pocketed`) and lies at the hole.
 * Bucket pockets (the scenario default) keep their balls: past POCKET_BUCKET_CAPACITY the next ball
 * stays on top of the pile, at the hole's centre, pileDrop below a ball on the cloth, and is a
 * fixed sphere other balls can meet (G19b) and bounce out from (T2.11). Detection is in
 * detect-ball-pocket.ts.
 */
import { MODE_AIRBORNE, MODE_POCKETED, setStill, stateAt, type Motion } from './ball-motion.ts';
import { PLASTIC_BELOW_MPS } from './contact-tolerances.ts';
import { EVENT_ENTER, type EngineState } from './engine-state.ts';
import { refresh, predictBall } from './prediction-cache.ts';
import { POCKET_BUCKET_CAPACITY, type PocketModel } from './table-model.ts';

/** Ball i has come to lie in pocket k (at its hole's centre): in a full bucket it stays on top. */
export function addToPile(s: EngineState, i: number, k: number): void {
  s.pileCount[k] = (s.pileCount[k] as number) + 1;
  if (s.bucket && (s.pileCount[k] as number) > POCKET_BUCKET_CAPACITY && s.topOfPile[k] === -1) {
    s.topOfPile[k] = i;
    s.onPile[i] = 1;
    const m = s.motion[i] as Motion;
    m.z = s.t.R - s.t.pileDrop;
    m.level = m.z;
  }
}

/** Ball wi, at `pos` at time `now`, drops into pocket k's hole. */
export function dropIntoPocket(s: EngineState, wi: number, now: number, k: number, pos: Float64Array): void {
  const pk = s.t.pockets[k] as PocketModel;
  const m = s.motion[wi] as Motion;
  s.pocketOf[wi] = pk.id;
  m.level = s.t.R;
  setStill(m, MODE_POCKETED, now, pos[0] as number, pos[1] as number, s.t.R);
  addToPile(s, wi, k);
  // On top of the pile it lies at the hole's centre (it may overlap no ball there).
  if (s.onPile[wi] === 1) {
    m.x = pk.hx;
    m.y = pk.hy;
  }
  s.pushSegment(wi);
  s.events.push({ t: now, type: 'pocketed', balls: [s.ids[wi] as string], pocket: pk.id });
  refresh(s, [wi], now);
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
    dropIntoPocket(s, wi, now, k, st);
  }
}

/** EVENT_ENTER or EVENT_EXIT: the mouth line of pocket k crossed. */
export function onMouth(s: EngineState, wi: number, now: number, kind: number, k: number): void {
  const pk = s.t.pockets[k] as PocketModel;
  s.inPocket[wi] = kind === EVENT_ENTER ? k : -1;
  s.events.push({ t: now, type: kind === EVENT_ENTER ? 'pocket-enter' : 'pocket-exit', balls: [s.ids[wi] as string], pocket: pk.id });
  predictBall(s, wi, now);
}

/** A ball meets the ball on top of a full pocket's pile, which is wedged there: a fixed sphere. */
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
