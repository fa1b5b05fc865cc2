/**
 * The computer's break: the advisor plans shots from a layout, not a rack, so the break
 * is a power break played the way most players play it: the cue ball behind the head string near
 * the centre, struck at the apex ball, centre ball, as hard as the app's stick goes.
 */
import type { Vec2 } from '../math/vec2.ts';
import { atan2 } from '../math/trig.ts';
import { type PhysicsParams, placementProblem } from '../physics/index.ts';
import type { TableGeometry } from '../table/geometry.ts';
import type { Suggestion } from './advise.ts';

/** How far behind the head string the cue ball is placed, m, and the stick speed, m/s (about 10.7 m/s of cue ball, Onoda's pro break). */
export const BREAK_BEHIND_M = 0.1;
export const BREAK_CUE_SPEED_MPS = 8;

export function breakShot(
  table: TableGeometry,
  p: PhysicsParams,
  balls: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
): Suggestion | null {
  const objects = balls.filter((b) => b.id !== 'cue');
  const [fx, fy] = table.spots.foot;
  const apex = objects.reduce<(typeof objects)[number] | null>(
    (best, b) => (!best || Math.hypot(b.x - fx, b.y - fy) < Math.hypot(best.x - fx, best.y - fy) ? b : best),
    null,
  );
  if (!apex) return null;
  let cue: Vec2 = [table.headStringX - BREAK_BEHIND_M, 0];
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
