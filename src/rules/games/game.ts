/**
 * What a game is to the referee and to the page: its capabilities (what the page asks instead of
 * comparing game names) and its rules (which balls the cue ball may meet first, whether the contact
 * rules are waived, and what a stroke's fouls and pocketed balls mean). Each game lives in its own
 * file beside this one; the helpers here are the ones every game reads the stroke with.
 */
import type { ShotRecord } from '../../physics/index.ts';
import type { TableGeometry } from '../../table/geometry.ts';
import type { Bilingual } from '../../i18n/glossary.ts';
import type { RuleOptions } from '../options.ts';
import { CUE, type StrokeFacts } from '../stroke-facts.ts';
import { THREE_FOULS } from '../thresholds.ts';
import type { BallInHand, Foul, GameState, GameType, Group, Player, Ruling } from '../types.ts';

export interface GameContext {
  readonly state: GameState;
  readonly record: ShotRecord;
  readonly facts: StrokeFacts;
  readonly table: TableGeometry;
  readonly options: RuleOptions;
  readonly fouls: readonly Foul[];
}

/** What ends a rack of the game, and by which rule (the training's question about a game's end names it). */
export interface RackEnd {
  readonly rule: string;
  /** A rack is won by its game ball pocketed legally (`ball`), or by reaching the race's points. */
  readonly wonBy: { readonly ball: string } | 'points';
}

/** What the page and the other layers ask a game, instead of comparing its name. */
export interface GameCapabilities {
  readonly type: GameType;
  /** Played in racks, each opened by a break and ended by a lost or won game (9-ball, 8-ball, 14.1). */
  readonly racks: boolean;
  /** Free play: any ball may be placed by hand, nothing is at stake (practice). */
  readonly freePlay: boolean;
  /** The lag: two balls at once, its winner chooses who breaks (G5, G6). */
  readonly picksBreaker: boolean;
  /** T2.8 "Pri hrách, v ktorých sa jamky hlásia": balls and pockets are called (8-ball, 14.1). */
  readonly callsShots: boolean;
  /** Whether the stroke from this state is called (8-ball's break is not). */
  callNeeded(state: GameState): boolean;
  /** The game has a push-out (9-ball). */
  readonly hasPushOut: boolean;
  /** Whether the shooter may announce a push-out now. */
  pushOutOpen(state: GameState): boolean;
  /** The game keeps a score of points (14.1) rather than counting games won. */
  readonly scoresPoints: boolean;
  /** What ends a rack; null for a game without racks. */
  readonly rackEnd: RackEnd | null;
}

export interface Game extends GameCapabilities {
  /**
   * G8: a foul of interference with the cue ball on the break gives ball in hand anywhere by the
   * game's own rule (9-ball, rules-matrix S10), not the choice of the kitchen.
   */
  readonly breakFoulBallInHandAnywhere: boolean;
  legalTarget(ctx: GameContext, id: string): boolean;
  waivesContactRules(ctx: GameContext): boolean;
  decide(ctx: GameContext): Ruling;
}

/** What a stroke means in a game, before it is worded: the ruling's facts (ruling.ts words them). */
export interface Outcome {
  legal: boolean;
  fouls: Foul[];
  pocketed: string[];
  respot: string[];
  continues: boolean;
  nextShooter: Player;
  ballInHand: BallInHand;
  options: string[];
  scoreDelta?: Record<Player, number>;
  lossOfGame?: Player | null;
  /** T2.28: the next game is lost too. */
  lossOfNextGame?: Player;
  note?: Bilingual;
  /** Replaces the opening "Foul (rule): ..." sentence (the lag is lost, not fouled). */
  headline?: Bilingual;
  groups?: Record<Player, Group>;
  rerack?: Ruling['rerack'];
}

export const objectBallsOnTable = (f: StrokeFacts): string[] => [...f.onTable].filter((id) => id !== CUE && /^\d+$/.test(id));
export const num = (id: string): number => Number(id);
export const zero = (): Record<Player, number> => ({ A: 0, B: 0 });

/** T2.16 with T2.16b: the prior fouls that count (a forgotten two-foul warning makes the third the second). */
export function countedPriorFouls(state: GameState): number {
  const prior = state.foulsInRow[state.shooter];
  return prior >= THREE_FOULS - 1 && !state.warned[state.shooter] ? THREE_FOULS - 2 : prior;
}

/** The third foul in a row (T2.16): the player already has the two that count. */
export const thirdFoul = (state: GameState): boolean => countedPriorFouls(state) >= THREE_FOULS - 1;

/** Distinct object balls that touched a cushion in the stroke (legal-break counts). */
export const objectBallsToCushion = (f: StrokeFacts): number =>
  new Set(f.events.filter((e) => e.type === 'ball-cushion' && e.balls[0] !== CUE).map((e) => e.balls[0])).size;

/** The cue ball went into a pocket or off the table. */
export const scratched = (f: StrokeFacts): boolean => f.cuePocketedT !== null || f.offTable.some((o) => o.id === CUE);

/** Capabilities every game has unless it says otherwise: no racks, no calls, no push-out, no points. */
export const NO_CAPABILITIES: Omit<GameCapabilities, 'type'> = {
  racks: false,
  freePlay: false,
  picksBreaker: false,
  callsShots: false,
  callNeeded: () => false,
  hasPushOut: false,
  pushOutOpen: () => false,
  scoresPoints: false,
  rackEnd: null,
};
