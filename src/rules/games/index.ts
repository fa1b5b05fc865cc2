/**
 * The games, one file each: practice, 9-ball, 8-ball, 14.1 straight pool and the lag. Game rules
 * follow the WPA rules of play (rules-matrix section 4); the three-foul rule is T2.16 with its
 * forgotten-warning clause. `gameOf` gives a game's rules and capabilities (what the page asks it).
 */
import type { ShotRecord } from '../../physics/index.ts';
import type { TableGeometry } from '../../table/geometry.ts';
import type { RuleOptions } from '../options.ts';
import { CUE, strokeFacts } from '../stroke-facts.ts';
import type { GameState, GameType } from '../types.ts';
import { eightBall } from './eight-ball.ts';
import type { Game, GameCapabilities, GameContext } from './game.ts';
import { lag } from './lag.ts';
import { nineBall } from './nine-ball.ts';
import { practice } from './practice.ts';
import { straightPool } from './straight-pool.ts';

export type { Game, GameCapabilities, GameContext, RackEnd } from './game.ts';
export { lagBallOnHeadString, lagBallPastHeadStringM, lagFailures } from './lag.ts';
export { obviousInRecord } from './called-shots.ts';

export const GAMES: Readonly<Record<GameType, Game>> = {
  practice,
  'nine-ball': nineBall,
  'eight-ball': eightBall,
  'straight-pool': straightPool,
  lag,
};

/** A game's capabilities: what the page and the other layers ask it instead of comparing its name. */
export function gameOf(game: GameType): GameCapabilities {
  const g = Object.hasOwn(GAMES, game) ? GAMES[game] : undefined;
  if (!g) throw new Error(`game: ${JSON.stringify(game)} is not one of ${Object.keys(GAMES).join(', ')}`);
  return g;
}

/**
 * The balls the shooter may hit first, with these balls on the table, by the game's own
 * `legalTarget` (for the advisor: it plans with the rules, it does not copy them). The
 * stroke-independent part of the context is a record of the table before the stroke.
 */
export function legalTargets(
  state: GameState,
  balls: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
  table: TableGeometry,
  options: RuleOptions,
): string[] {
  const record: ShotRecord = {
    snapshot: { balls: balls.map((b) => ({ id: b.id, x: b.x, y: b.y, z: 0 })), frozen: [] },
    events: [],
    final: { balls: [] },
    trajectory: { balls: [], endT: 0, spinDecel: 0, ballRadius: 0 },
  };
  const ctx: GameContext = { state, record, facts: strokeFacts(record), table, options, fouls: [] };
  const game = GAMES[state.game];
  return balls.map((b) => b.id).filter((id) => id !== CUE && game.legalTarget(ctx, id));
}
