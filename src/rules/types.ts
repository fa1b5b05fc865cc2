/**
 * Types of the adjudicator (design.md, "Ruling"): plain data in, plain data out. The rules layer
 * reads the ShotRecord (src/physics/record/shot-record.ts, types only) and never imports cannon-es,
 * three or the DOM.
 */
import type { CushionName, PocketName } from '../table/geometry.ts';

export type Player = 'A' | 'B';
export type GameType = 'practice' | 'nine-ball' | 'eight-ball' | 'straight-pool' | 'lag';
export type BallInHand = 'none' | 'kitchen' | 'table';
export type Phase = 'break' | 'push-out-available' | 'normal';
export type Group = 'solids' | 'stripes';

export interface GameState {
  readonly game: GameType;
  readonly shooter: Player;
  readonly ballInHand: BallInHand;
  readonly phase: Phase;
  readonly foulsInRow: Readonly<Record<Player, number>>;
  /** The three-foul warning of T2.16 was given to the player. */
  readonly warned: Readonly<Record<Player, boolean>>;
  /**
   * T2.28: the player already had the first step of the ladder for unsportsmanlike conduct in this
   * match, "varovanie (výzva bez následkov)"; a further intentional foul gets the second step (absent: false).
   */
  readonly conductWarned?: Readonly<Record<Player, boolean>>;
  readonly groups: Readonly<Record<Player, Group>> | null;
  readonly call?: { readonly ball: string; readonly pocket: PocketName };
  /**
   * T2.8: "obvious shots need not be called": true, the referee judged the shot obvious (or the
   * player's intention unmistakable), so an uncalled stroke counts as called: the first object ball
   * the cue ball met, in the pocket it drops into; false, he judged it not obvious; undefined, the
   * record decides (games/called-shots.ts `obviousInRecord`). An explicit call takes precedence.
   */
  readonly obvious?: boolean;
  readonly safety: boolean;
  readonly pushOut: boolean;
  /** Frozen balls the referee announced (G37, T2.16c). */
  readonly frozenDeclared: ReadonlyArray<{ readonly ball: string; readonly to: CushionName | 'cue' }>;
  readonly score: Readonly<Record<Player, number>>;
  /** 14.1 points to win. */
  readonly target?: number;
  /**
   * The shot clock at the strike (T1.11), when one is in use: the limit and the time taken; and
   * the extensions the shooter has left (T1.11i), one of which he takes when the limit is passed.
   */
  readonly clock?: { readonly limitS: number; readonly elapsedS: number; readonly extensionsLeft?: number };
}

export type DeclarationType =
  | 'ball-touched'
  | 'foot-off-floor'
  | 'measuring-aid'
  | 'table-marked'
  | 'advice-taken'
  | 'out-of-turn'
  | 'intentional-foul'
  | 'shot-while-balls-moving'
  | 'shot-clock-expired'
  | 'outside-interference'
  /** G40a: a player not at the table disturbs or distracts the shooter (an extension of design.md's types). */
  | 'disturbance'
  /** G25: the shooter made his intent to scoop known (he said so before the stroke); the hop itself is in the record. */
  | 'scoop-intended'
  /** G30: a ball at rest moved by itself at t (s from the strike): into `pocket`, or on the bed without it. */
  | 'ball-settled'
  /**
   * T2.21, G9: before the stroke the referee (or the opponent) warned the shooter that the cue ball
   * in hand lay outside the kitchen: playing it from there anyway is then a foul (an extension of
   * design.md's types).
   */
  | 'kitchen-warning'
  /**
   * T1.11: the player answered the referee's "TIME" with "TIME", claiming the one extension of the
   * game (25 s; 14.1: of the rack). Without the claim the extension is not used.
   */
  | 'extension-claimed';

/**
 * An event the physics cannot see, as the referee declares it (design.md). `by` is the person who
 * did it (the shooter, the seated player, a spectator, or the referee for force majeure): each act
 * is charged to that person, with the consequence the rule gives him (declarations.ts).
 */
export interface Declaration {
  readonly type: DeclarationType;
  readonly by: Player | 'referee' | 'spectator';
  readonly t?: number;
  readonly ball?: string;
  /** `ball-settled`: the pocket it dropped into by itself. */
  readonly pocket?: PocketName;
  /** `ball-touched`: what the hand did to the ball, where the report says so (G34, T2.18). */
  readonly effect?: HandEffect;
}

/**
 * What a hand did to the ball it touched, as the referee saw it: held a moving ball (`stopped`),
 * turned one aside (`deflected`), pushed one at rest to another place (`moved`), or only brushed it
 * (`touched`). The record is the stroke without the hand; this says what the hand changed.
 */
export const HAND_EFFECTS = ['stopped', 'deflected', 'moved', 'touched'] as const;
export type HandEffect = (typeof HAND_EFFECTS)[number];

export interface Foul {
  readonly code: string;
  readonly rule: string;
  /** Time of the event that shows it (s from the strike), null when it is not tied to one. */
  readonly t: number | null;
  readonly ball?: string;
  /** The player who committed it when it is not the shooter: a seated player's act (G40a, G41, G20, T1.9). */
  readonly by?: Player;
}

export interface Ruling {
  readonly legal: boolean;
  readonly fouls: readonly Foul[];
  readonly enforced: { readonly code: string; readonly rule: string } | null;
  readonly pocketed: readonly string[];
  readonly respot: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>;
  readonly inningEnds: boolean;
  readonly next: { readonly shooter: Player; readonly ballInHand: BallInHand; readonly options: readonly string[] };
  readonly scoreDelta: Readonly<Record<Player, number>>;
  /** The player who lost the game (rack) on this stroke, or null. */
  readonly lossOfGame: Player | null;
  readonly explanation: { readonly sk: string; readonly en: string };
  /**
   * T2.28: the player given the first warning for unsportsmanlike conduct (without consequence) on
   * this stroke; his next intentional foul in the match gets the strong warning (an extension of the contract).
   */
  readonly conductWarning?: Player;
  /**
   * T2.28: the strong warning in 8-ball and 9-ball when both players were already playing at the 8
   * or the 9, "stratu aj ďalšej hry": the player who loses this game loses the next one too (an
   * extension of the contract; absent: no such loss).
   */
  readonly lossOfNextGame?: Player;
  /** 8-ball: the groups assigned by this stroke (an extension of the contract). */
  readonly groups?: Readonly<Record<Player, Group>>;
  /**
   * 14.1: where the re-rack puts the balls when the stroke leaves one object ball or none (an
   * extension of the contract): the racked balls, the break ball (moved off the rack area, or as
   * it lies; null when it is racked too) and the cue ball (as it lies, a spot, or 'kitchen').
   */
  readonly rerack?: {
    readonly rack: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>;
    readonly breakBall: { readonly id: string; readonly x: number; readonly y: number } | null;
    readonly cue: readonly [number, number] | 'kitchen';
  };
}

export const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

export function defaultState(game: GameType, overrides: Partial<GameState> = {}): GameState {
  return {
    game,
    shooter: 'A',
    ballInHand: 'none',
    phase: 'normal',
    foulsInRow: { A: 0, B: 0 },
    warned: { A: false, B: false },
    groups: null,
    safety: false,
    pushOut: false,
    frozenDeclared: [],
    score: { A: 0, B: 0 },
    ...overrides,
  };
}
