/**
 * Whether a table is a game's opening rack as the rules set it up (G2, G7, T1.5, T2.7 and the
 * game's own racking rule): every object ball of the game in the triangle, frozen, on the foot
 * spot's lattice, in the order the game prescribes, the pockets empty and the cue ball on the
 * table for the breaker to place in the kitchen. A match's game starts from nothing else, so a
 * match file cannot credit a game won on a table the rules never set up.
 */
import type { TableGeometry } from '../table/geometry.ts';
import { rackBalls, type RackType } from '../table/racks.ts';
import { RACK_SLOT_TOLERANCE_M } from './thresholds.ts';

/** A ball as the check reads it: on the table (x, y) or lying in a pocket. */
export interface RackCheckBall {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly pocket?: string;
}

export type RackedGame = 'nine-ball' | 'eight-ball' | 'straight-pool';

/** The rack each game breaks: 9-ball's diamond of nine (T1.5), 8-ball's and 14.1's triangle of fifteen (G2). */
const RACK_OF: Readonly<Record<RackedGame, Exclude<RackType, 'fourteen-one'>>> = {
  'nine-ball': 'nine-ball',
  'eight-ball': 'fifteen',
  'straight-pool': 'fifteen',
};

/** Slot indices (racks.ts lists its slots from the apex back, row by row). */
const APEX = 0;
const CENTRE = 4;
const BACK_CORNERS = [10, 14] as const;

const isSolid = (id: string) => Number(id) >= 1 && Number(id) <= 7;
const isStripe = (id: string) => Number(id) >= 9 && Number(id) <= 15;

/**
 * What keeps `balls` from being the game's opening rack (empty: it is one), each reason in
 * English with its rule (the CLI's and the replay's language). The breaker's cue ball may be
 * anywhere (he places it in the kitchen, G7; a place outside is his foul if warned, G9, T2.21).
 */
export function rackProblems(table: TableGeometry, ballRadiusM: number, game: RackedGame, balls: readonly RackCheckBall[]): string[] {
  const out: string[] = [];
  const type = RACK_OF[game];
  // The lattice's slots, apex first: rackBalls fills every slot of a full rack, in slot order.
  const slots = rackBalls(table, ballRadiusM, { type });
  const wanted = new Set(slots.map((s) => s.id));
  const pocketed = balls.filter((b) => b.pocket !== undefined).map((b) => b.id);
  if (pocketed.length > 0) out.push(`the pockets are empty at a new rack, yet ${list(pocketed)} ${pocketed.length > 1 ? 'lie' : 'lies'} in them`);
  const cue = balls.find((b) => b.id === 'cue');
  if (!cue || cue.pocket !== undefined) out.push('the breaker needs the cue ball on the table, in hand in the kitchen (G7)');
  const objects = balls.filter((b) => b.id !== 'cue' && b.pocket === undefined);
  const missing = [...wanted].filter((id) => !objects.some((b) => b.id === id)).sort((a, b) => Number(a) - Number(b));
  const foreign = objects.filter((b) => !wanted.has(b.id)).map((b) => b.id);
  if (missing.length > 0) out.push(`the rack lacks ${list(missing)}: every ball of the game is racked (G2)`);
  if (foreign.length > 0) out.push(`${list(foreign)} ${foreign.length > 1 ? 'are' : 'is'} not a ball of ${game}`);
  const slotOf = new Map<string, number>();
  const off: string[] = [];
  for (const b of objects) {
    if (!wanted.has(b.id)) continue;
    const k = slots.findIndex((s) => Math.abs(s.x - b.x) <= RACK_SLOT_TOLERANCE_M && Math.abs(s.y - b.y) <= RACK_SLOT_TOLERANCE_M);
    if (k < 0) off.push(b.id);
    else slotOf.set(b.id, k);
  }
  if (off.length > 0)
    out.push(`${list(off)} ${off.length > 1 ? 'are' : 'is'} not in the triangle on the foot spot, frozen to its neighbours (G2, T2.7)`);
  if (out.length > 0) return out;
  const at = (k: number) => [...slotOf].find(([, s]) => s === k)?.[0];
  if (game === 'nine-ball') {
    if (slotOf.get('1') !== APEX) out.push('the 1 is racked on the foot spot, at the front of the diamond (T1.5, T2.7)');
    if (slotOf.get('9') !== CENTRE) out.push('the 9 is racked in the centre of the diamond (WPA 9-ball rack)');
  } else if (game === 'eight-ball') {
    if (slotOf.get('8') !== CENTRE) out.push('the 8 is racked in the centre of the third row (WPA 8-ball rack)');
    const corners = BACK_CORNERS.map((k) => at(k) ?? '');
    if (!(corners.some(isSolid) && corners.some(isStripe)))
      out.push(`the back corners hold one solid and one stripe (WPA 8-ball rack), not ${list(corners)}`);
  }
  return out;
}

const list = (ids: readonly string[]) => ids.map((id) => (id === 'cue' ? 'the cue ball' : `the ${id}`)).join(', ');
