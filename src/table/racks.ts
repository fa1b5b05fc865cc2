/**
 * Racks (docs/physics.md §1.5; rules-matrix section 4; G2, T2.7): apex on the foot spot, apex
 * toward the head rail, rows at x = footSpot + k*sqrt(3)*R, balls frozen (touching) by default.
 */
import { createRng } from '../math/rng.ts';
import type { TableGeometry } from './geometry.ts';

export type RackType = 'nine-ball' | 'fifteen' | 'fourteen-one';

export interface RackOptions {
  readonly type: RackType;
  /** Fixes the order where the game's racking rules leave it free, and the jitter. */
  readonly seed?: number;
  /**
   * Spread, mm: each ball is moved by up to this much in a random direction, and the lattice is
   * opened by twice this so that no two balls overlap (gaps end up between 0 and 4x jitter).
   */
  readonly jitterMm?: number;
  /** Extra gap between lattice neighbours, mm (default 0: frozen). */
  readonly gapMm?: number;
  /** Ids to rack; default: every object ball of the rack type. */
  readonly ids?: readonly string[];
}

export interface RackedBall {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** Rows of the rack from the apex backward (ball counts per row). */
const ROWS: Readonly<Record<RackType, readonly number[]>> = {
  'nine-ball': [1, 2, 3, 2, 1],
  fifteen: [1, 2, 3, 4, 5],
  'fourteen-one': [1, 2, 3, 4, 5],
};

const ALL_FIFTEEN = Array.from({ length: 15 }, (_, i) => String(i + 1));
const ALL_NINE = Array.from({ length: 9 }, (_, i) => String(i + 1));

/** Lattice slots (row, index within the row, lateral offset in units of R). */
function slots(type: RackType): Array<{ row: number; lateral: number }> {
  const out: Array<{ row: number; lateral: number }> = [];
  ROWS[type].forEach((n, row) => {
    for (let j = 0; j < n; j++) out.push({ row, lateral: 2 * j - (n - 1) });
  });
  return out;
}

const isSolid = (id: string): boolean => Number(id) >= 1 && Number(id) <= 7;
const isStripe = (id: string): boolean => Number(id) >= 9 && Number(id) <= 15;

/**
 * Assigns ids to slots per the game's racking rules:
 * - nine-ball: 1 at the apex, 9 in the centre, the rest random (T1.5, T2.7).
 * - fifteen: 8 in the centre of the third row, one solid and one stripe in the back corners,
 *   the rest random (8-ball rack; 14.1 prescribes no order, so it takes the same rack).
 * - fourteen-one: the apex slot left empty; the given balls fill the other 14 at random.
 */
function assign(type: RackType, ids: readonly string[], seed: number): Array<string | null> {
  const rng = createRng(seed);
  const layout = slots(type);
  const result: Array<string | null> = layout.map(() => null);
  const free = layout.map((_, i) => i);
  const place = (slot: number, id: string): void => {
    result[slot] = id;
    free.splice(free.indexOf(slot), 1);
  };
  const rest = [...ids];
  const take = (id: string): boolean => {
    const i = rest.indexOf(id);
    if (i < 0) return false;
    rest.splice(i, 1);
    return true;
  };
  if (type === 'nine-ball') {
    if (take('1')) place(0, '1');
    if (take('9')) place(4, '9');
  } else if (type === 'fifteen') {
    if (take('8')) place(4, '8');
    const solid = rest.filter(isSolid);
    const stripe = rest.filter(isStripe);
    if (solid.length > 0 && stripe.length > 0) {
      const s = solid[rng.int(solid.length)] as string;
      const t = stripe[rng.int(stripe.length)] as string;
      const left = rng.next() < 0.5;
      take(s);
      take(t);
      place(10, left ? s : t);
      place(14, left ? t : s);
    }
  } else {
    free.splice(free.indexOf(0), 1); // apex stays empty
  }
  rng.shuffle(rest);
  if (rest.length > free.length) {
    throw new Error(`rack.type: a ${type} rack holds ${free.length} more balls, ${rest.length} to place`);
  }
  const order = rng.shuffle([...free]);
  rest.forEach((id, i) => {
    result[order[i] as number] = id;
  });
  return result;
}

export function rackBalls(geometry: TableGeometry, ballRadiusM: number, options: RackOptions): RackedBall[] {
  const { type } = options;
  const seed = options.seed ?? 0;
  const jitterM = (options.jitterMm ?? 0) / 1000;
  if (!(jitterM >= 0)) throw new Error(`rack.jitterMm: must be a number >= 0, got ${options.jitterMm}`);
  const ids = options.ids ?? (type === 'nine-ball' ? ALL_NINE : ALL_FIFTEEN.slice(0, type === 'fourteen-one' ? 14 : 15));
  const R = ballRadiusM;
  // Touching lattice opened by 2*jitter so the jittered balls cannot overlap.
  const gapM = (options.gapMm ?? 0) / 1000;
  if (!(gapM >= 0)) throw new Error(`rack.gapMm: must be a number >= 0, got ${options.gapMm}`);
  const pitch = 2 * R + gapM + 2 * jitterM;
  const rowPitch = (pitch * Math.sqrt(3)) / 2;
  const [fx, fy] = geometry.spots.foot;
  const assigned = assign(type, ids, seed);
  const jitterRng = createRng((seed ^ 0x5bd1e995) >>> 0);
  const out: RackedBall[] = [];
  slots(type).forEach((slot, i) => {
    const id = assigned[i];
    const [jx, jy] = jitterM > 0 ? jitterRng.inDisc() : [0, 0];
    if (id == null) return;
    out.push({ id, x: fx + slot.row * rowPitch + jx * jitterM, y: fy + (slot.lateral * pitch) / 2 + jy * jitterM });
  });
  return out;
}
