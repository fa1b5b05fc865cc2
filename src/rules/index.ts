/**
 * The rules layer's front door: what the other layers may use (the adjudicator, the game's
 * capabilities and flow, the match, the shot clock, the contract's types). Other layers import
 * from here, never from a single file of rules/ (eslint.config.js).
 */
export * from './types.ts';
export * from './fouls.ts';
export * from './thresholds.ts';
export { adjudicate, type AdjudicationInput } from './adjudicate.ts';
export { applyRuling } from './next-state.ts';
export { spotBalls } from './spotting.ts';
export { strokeFacts } from './stroke-facts.ts';
export * from './options.ts';
export { cueBallPlacementProblem, type PlacementRefusal } from './cue-ball-placement.ts';
export { gameOf, legalTargets, type GameCapabilities, type RackEnd } from './games/index.ts';
export { afterChoice, afterStroke, ballsInPockets, freeNear, newRack, type TableLayout } from './game-flow.ts';
export {
  afterGameStroke,
  afterLag,
  BREAK_ORDERS,
  type BreakOrder,
  chooseFirstBreaker,
  claimMatchExtension,
  concede,
  gameStart,
  giveBreak,
  MATCH_GAMES,
  MatchError,
  type MatchGame,
  type MatchSettings,
  type MatchState,
  type MatchStep,
  matchTimeOut,
  MAX_EXTENSIONS,
  MAX_RACE,
  nextBreaker,
  startMatch,
  T1_11_EXTENSIONS,
} from './match.ts';
export { rackProblems } from './rack-check.ts';
export { restingSince } from './settling.ts';
export {
  claimExtension,
  newGameClock,
  SHOT_CLOCK_DEFAULT_S,
  SHOT_CLOCK_EXTENSION_S,
  SHOT_CLOCK_MAX_S,
  SHOT_CLOCK_MIN_S,
  type ShotClock,
  shotClockConfig,
  type ShotClockConfig,
  startStroke,
  stopAtStrike,
  tick,
  timeOutLeft,
} from './shot-clock.ts';
