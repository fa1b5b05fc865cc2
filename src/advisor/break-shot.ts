/**
 * The computer's break: the advisor plans shots from a layout, not a rack, so the break is a power
 * break, struck at the apex ball, centre ball, as hard as the app's stick goes, from the place the
 * break trials find best for the game's rack (BREAK_OFF_STRING_M), else from the centre.
 */
import type { Vec2 } from '../math/vec2.ts';
import { atan2 } from '../math/trig.ts';
import { type PhysicsParams, placementProblem } from '../physics/index.ts';
import type { GameType } from '../rules/index.ts';
import type { TableGeometry } from '../table/geometry.ts';
import type { Suggestion } from './advise.ts';

/** How far behind the head string the cue ball is placed, m, and the stick speed, m/s (about 10.7 m/s of cue ball, Onoda's pro break). */
export const BREAK_BEHIND_M = 0.1;
export const BREAK_CUE_SPEED_MPS = 8;
/**
 * How far from the long string the computer breaks, m, per game: the place its own break trials
 * find best for the app's rack (`npm run bench:breaks`, 400 seeded breaks a place at this stick
 * speed with a professional's error, the app's exact rack and a frozen 0-0.04 mm one; successful
 * breaks, exact / frozen): 9-ball 62 / 49 % from the centre, 63 / 54 % at 0.15 m, 50 / 37 % at
 * 0.3 m, 59 / 55 % at 0.45 m; 8-ball 52 / 47 % from the centre, 60 / 59 % at 0.15 m, 73 / 63 % at
 * 0.3 m, 60 / 62 % at 0.45 m. Off the centre the apex ball is driven into one side of the rack and
 * the near wing ball goes toward the foot corner (Alciatore, "Breaking Bad", Billiards Digest, March
 * 2018). Games without trials (14.1's opening break) break from the centre.
 */
export const BREAK_OFF_STRING_M: Partial<Record<GameType, number>> = { 'nine-ball': 0.15, 'eight-ball': 0.3 };

export function breakShot(
  table: TableGeometry,
  p: PhysicsParams,
  balls: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
  game?: GameType,
): Suggestion | null {
  const objects = balls.filter((b) => b.id !== 'cue');
  const [fx, fy] = table.spots.foot;
  const apex = objects.reduce<(typeof objects)[number] | null>(
    (best, b) => (!best || Math.hypot(b.x - fx, b.y - fy) < Math.hypot(best.x - fx, best.y - fy) ? b : best),
    null,
  );
  if (!apex) return null;
  const y = (game && BREAK_OFF_STRING_M[game]) ?? 0;
  let cue: Vec2 = [table.headStringX - BREAK_BEHIND_M, y];
  if (placementProblem(table, p, cue[0], cue[1])) cue = [table.headStringX - 2 * BREAK_BEHIND_M, y];
  if (placementProblem(table, p, cue[0], cue[1])) cue = [table.headStringX - 2 * BREAK_BEHIND_M, 0];
  const aimDeg = (atan2(apex.y - cue[1], apex.x - cue[0]) * 180) / Math.PI;
  return {
    kind: 'direct',
    target: apex.id,
    pot: null,
    cue,
    shot: { aimDeg, cueSpeed: BREAK_CUE_SPEED_MPS, tip: { side: 0, height: 0 }, elevationDeg: 0 },
    chance: 0,
    foulChance: 0,
    value: 0,
  };
}
