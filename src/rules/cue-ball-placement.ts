/**
 * Where a player with the cue ball in hand may put it (G9, G15, T2.21): anywhere on the bed, or
 * behind the head string when the ball in hand is in the kitchen; never on another ball, in a
 * cushion or over a pocket. The answer names the rule and the reason, in Slovak and English;
 * the browser shows it and refuses the place (it decides nothing itself).
 */
import { type PhysicsParams, PLACEMENT_TOLERANCE_M, placementProblem } from '../physics/index.ts';
import type { TableGeometry } from '../table/geometry.ts';
import { cuePlacementSentence } from '../i18n/rulings.ts';
import type { Bilingual } from '../i18n/rulings.ts';
import { HEAD_STRING_HALF_WIDTH_M } from './thresholds.ts';
import type { BallInHand } from './types.ts';

export interface PlacementRefusal {
  /** The rule that refuses it, or null for a place no ball can physically take. */
  readonly rule: string | null;
  readonly reason: Bilingual;
}

export function cueBallPlacementProblem(
  table: TableGeometry,
  p: PhysicsParams,
  inHand: BallInHand,
  x: number,
  y: number,
  others: ReadonlyArray<{ readonly x: number; readonly y: number }>,
): PlacementRefusal | null {
  if (inHand === 'none') return { rule: 'G15', reason: cuePlacementSentence('not-in-hand') };
  // G15 (D8): behind the head string means the centre short of the string's near edge.
  if (inHand === 'kitchen' && x >= table.headStringX - HEAD_STRING_HALF_WIDTH_M) {
    return { rule: 'G15', reason: cuePlacementSentence('kitchen') };
  }
  if (placementProblem(table, p, x, y)) return { rule: null, reason: cuePlacementSentence('cushion') };
  const D = 2 * p.ballRadiusM - PLACEMENT_TOLERANCE_M; // touching is allowed (1 micrometre, as in scenario files)
  if (others.some((o) => (o.x - x) ** 2 + (o.y - y) ** 2 < D * D)) return { rule: null, reason: cuePlacementSentence('ball') };
  return null;
}
