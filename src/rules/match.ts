/**
 * A match under the tournament rules: a race from the lag to the last game. The state of
 * the match beside the game's own state (types.ts GameState): the lag for the first break (G5, G6),
 * who breaks each game (G35 and its options G35.1-G35.3, the break given away), the games won and
 * the end of the race, the shot clock's extensions per game (per rack in 14.1, T1.11), one time-out
 * per player (T1.13) and concession (T1.14). Every step returns the new state and what it means,
 * citing its rule, in both languages. Pure, tested from rulings like the rest of rules/.
 */
import { MATCH_TEXT } from '../i18n/match.ts';
import type { Bilingual } from '../i18n/glossary.ts';
import { noTimeOutsUsed, SHOT_CLOCK_MAX_S, SHOT_CLOCK_MIN_S, takeTimeOut, type TimeOuts } from './shot-clock.ts';
import { other, type GameState, type Player, type Ruling } from './types.ts';

/** G35: the winner breaks (default); G35.1 alternate; G35.2 the loser breaks; G35.3 the player behind breaks. */
export type BreakOrder = 'winner' | 'alternate' | 'loser' | 'trailing';
export const BREAK_ORDERS: readonly BreakOrder[] = ['winner', 'alternate', 'loser', 'trailing'];

export function nextBreaker(order: BreakOrder, last: { breaker: Player; winner: Player }, games: Readonly<Record<Player, number>>): Player {
  switch (order) {
    case 'winner':
      return last.winner;
    case 'alternate':
      return other(last.breaker);
    case 'loser':
      return other(last.winner);
    case 'trailing':
      if (games.A === games.B) return other(last.breaker);
      return games.A < games.B ? 'A' : 'B';
  }
}

export type MatchGame = 'nine-ball' | 'eight-ball' | 'straight-pool';
export const MATCH_GAMES: readonly MatchGame[] = ['nine-ball', 'eight-ball', 'straight-pool'];

/** The largest race: games to win in 9-ball and 8-ball, points to reach in 14.1. */
export const MAX_RACE = { games: 50, points: 1000 } as const;
/** T1.11i: the extensions a player has per game (14.1: per rack), when the organisers allow them in advance: "jednorázové predĺženie". */
export const T1_11_EXTENSIONS = 1;
/** The most extensions a game the organisers may allow as their own rule (T1.6), beyond T1.11's one. */
export const MAX_EXTENSIONS = 3;

export interface MatchSettings {
  readonly game: MatchGame;
  /** Games to win (9-ball, 8-ball: 1 to 50) or points to reach (14.1: 1 to 1000; the game's own target). */
  readonly raceTo: number;
  readonly breakOrder: BreakOrder;
  /**
   * T1.11: the shot clock's limit (s, at most 45) and the extensions per game (14.1: per rack); null: no clock.
   * T1.11 allows one extension; more only as the organisers' own rule (T1.6), which `extensionsByOrganiser` states.
   */
  readonly shotClock: { readonly limitS: number; readonly extensions: number; readonly extensionsByOrganiser?: boolean } | null;
}

/** lag: the lag for the first break; break-choice: its winner says who breaks (G6); game: a game is on; over: the match is decided. */
export type MatchPhase = 'lag' | 'break-choice' | 'game' | 'over';

export interface GameResult {
  readonly number: number;
  readonly breaker: Player;
  readonly winner: Player;
  /** won at the table, the match conceded during it (T1.14), or lost unplayed under T2.28's strong warning. */
  readonly how: 'won' | 'conceded' | 'forfeited';
}

export interface MatchState {
  readonly settings: MatchSettings;
  readonly phase: MatchPhase;
  readonly lagWinner: Player | null;
  /** Games won (in 14.1 the match is one game, won at the race's points). */
  readonly games: Readonly<Record<Player, number>>;
  /** Points scored over the match (14.1's score, the sum of its rulings' scoreDelta; 0 in 9-ball and 8-ball). */
  readonly points: Readonly<Record<Player, number>>;
  /** The game being played, from 1 (0 before the first). */
  readonly gameNumber: number;
  /** Who breaks (or broke) the game being played. */
  readonly breaker: Player | null;
  /** Whether the game's break has been played (the break can be given away only before it, G35). */
  readonly broken: boolean;
  readonly extensionsLeft: Readonly<Record<Player, number>>;
  readonly timeOuts: TimeOuts;
  readonly results: readonly GameResult[];
  readonly winner: Player | null;
}

/** A step of the match: the new state and what it means, with the rule (null: nothing to say). */
export interface MatchStep {
  readonly match: MatchState;
  readonly said: Bilingual | null;
}

export class MatchError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

function checkSettings(s: MatchSettings): void {
  if (!MATCH_GAMES.includes(s.game)) throw new MatchError('game', `expected one of ${MATCH_GAMES.join(', ')}, got ${JSON.stringify(s.game)}`);
  const max = s.game === 'straight-pool' ? MAX_RACE.points : MAX_RACE.games;
  if (!Number.isInteger(s.raceTo) || s.raceTo < 1 || s.raceTo > max)
    throw new MatchError('raceTo', `expected a whole number from 1 to ${max} (${s.game === 'straight-pool' ? 'points' : 'games'}), got ${s.raceTo}`);
  if (!BREAK_ORDERS.includes(s.breakOrder)) throw new MatchError('breakOrder', `expected one of ${BREAK_ORDERS.join(', ')} (G35)`);
  if (s.shotClock) {
    const { limitS, extensions } = s.shotClock;
    if (!(limitS >= SHOT_CLOCK_MIN_S && limitS <= SHOT_CLOCK_MAX_S))
      throw new MatchError('shotClock.limitS', `expected from ${SHOT_CLOCK_MIN_S} to ${SHOT_CLOCK_MAX_S} s (T1.11), got ${limitS}`);
    if (!Number.isInteger(extensions) || extensions < 0 || extensions > MAX_EXTENSIONS)
      throw new MatchError('shotClock.extensions', `expected a whole number from 0 to ${MAX_EXTENSIONS} (T1.11), got ${extensions}`);
    if (extensions > T1_11_EXTENSIONS && s.shotClock.extensionsByOrganiser !== true)
      throw new MatchError(
        'shotClock.extensions',
        `T1.11 allows ${T1_11_EXTENSIONS} extension a game ("jednorázové predĺženie času na 1 úder v 1 hre"); ${extensions} are the organisers' own rule (T1.6): state it with shotClock.extensionsByOrganiser true`,
      );
  }
}

const extensionsFor = (s: MatchSettings) => {
  const n = s.shotClock?.extensions ?? 0;
  return { A: n, B: n };
};

/** A new match: the lag comes first (G6: the first break is decided by the lag). */
export function startMatch(settings: MatchSettings): MatchState {
  checkSettings(settings);
  return {
    settings,
    phase: 'lag',
    lagWinner: null,
    games: { A: 0, B: 0 },
    points: { A: 0, B: 0 },
    gameNumber: 0,
    breaker: null,
    broken: false,
    extensionsLeft: extensionsFor(settings),
    timeOuts: noTimeOutsUsed(),
    results: [],
    winner: null,
  };
}

function expectPhase(m: MatchState, phase: MatchPhase, what: string): void {
  if (m.phase !== phase) throw new MatchError('phase', `${what} needs the match in phase "${phase}", it is in "${m.phase}"`);
}

/** The lag ruled by the adjudicator (game 'lag'): its winner chooses who breaks (G6), or it is played again (G5). */
export function afterLag(m: MatchState, ruling: Pick<Ruling, 'next'>): MatchStep {
  expectPhase(m, 'lag', 'a lag');
  if (!ruling.next.options.includes('break')) return { match: m, said: MATCH_TEXT.lagReplayed };
  const winner = ruling.next.shooter;
  return { match: { ...m, phase: 'break-choice', lagWinner: winner }, said: MATCH_TEXT.lagWon(winner) };
}

/** The lag's winner breaks or gives the break away (G6); the first game begins. */
export function chooseFirstBreaker(m: MatchState, breaker: Player): MatchStep {
  expectPhase(m, 'break-choice', 'the choice of the first break');
  const lagWinner = m.lagWinner as Player;
  const next = beginGame(m, breaker);
  return {
    match: next,
    said: breaker === lagWinner ? MATCH_TEXT.breaks(breaker, next.gameNumber) : MATCH_TEXT.breakGiven(lagWinner, breaker, 'G6'),
  };
}

function beginGame(m: MatchState, breaker: Player): MatchState {
  return { ...m, phase: 'game', gameNumber: m.gameNumber + 1, breaker, broken: false, extensionsLeft: extensionsFor(m.settings) };
}

/** G35: the player entitled to break may give the break to his opponent, before it is played. */
export function giveBreak(m: MatchState): MatchStep {
  expectPhase(m, 'game', 'giving the break');
  if (m.broken) throw new MatchError('broken', 'the break has been played: it can be given away only before it (G35)');
  const by = m.breaker as Player;
  return { match: { ...m, breaker: other(by) }, said: MATCH_TEXT.breakGiven(by, other(by), 'G35') };
}

/** The game state a game of the match starts from: its breaker, and in 14.1 the race's points as the target. */
export function gameStart(m: MatchState): Pick<GameState, 'shooter'> & { readonly target?: number } {
  expectPhase(m, 'game', 'a game');
  return { shooter: m.breaker as Player, ...(m.settings.game === 'straight-pool' ? { target: m.settings.raceTo } : {}) };
}

/**
 * A stroke of the game was ruled: a lost game (the ruling's lossOfGame; 14.1's target reached
 * counts the same) gives the other player the game, ends the match at the race, or begins the
 * next game with the breaker G35 names; a 14.1 re-rack gives each player his extensions again.
 */
/** What of a ruling the match reads: who lost the game, the points, the next player's options and a 14.1 re-rack. */
export type RulingForMatch = Pick<Ruling, 'lossOfGame' | 'scoreDelta' | 'next'> & {
  readonly rerack?: Ruling['rerack'];
  readonly lossOfNextGame?: Ruling['lossOfNextGame'];
};

export function afterGameStroke(m: MatchState, ruling: RulingForMatch): MatchStep {
  expectPhase(m, 'game', 'a stroke of a game');
  const points = { A: m.points.A + ruling.scoreDelta.A, B: m.points.B + ruling.scoreDelta.B };
  const played = { ...m, broken: true, points };
  if (ruling.lossOfGame === null) {
    const rerack = m.settings.game === 'straight-pool' && (ruling.rerack !== undefined || ruling.next.options.includes('re-rack'));
    if (rerack && m.settings.shotClock) return { match: { ...played, extensionsLeft: extensionsFor(m.settings) }, said: MATCH_TEXT.rackExtensions };
    return { match: played, said: null };
  }
  const winner = other(ruling.lossOfGame);
  const games = { ...m.games, [winner]: m.games[winner] + 1 };
  const results = [...m.results, { number: m.gameNumber, breaker: m.breaker as Player, winner, how: 'won' as const }];
  const decided = m.settings.game === 'straight-pool' || games[winner] >= m.settings.raceTo;
  const wonGame = MATCH_TEXT.gameWon(winner, m.gameNumber, games);
  if (decided) {
    const match: MatchState = { ...played, phase: 'over', games, results, winner };
    return { match, said: join(wonGame, MATCH_TEXT.matchWon(winner, games)) };
  }
  const breaker = nextBreaker(m.settings.breakOrder, { breaker: m.breaker as Player, winner }, games);
  const next = beginGame({ ...played, games, results }, breaker);
  // T2.28: the strong warning when both players were on the 8 or the 9 costs the next game too: it is the opponent's unplayed.
  if (ruling.lossOfNextGame === ruling.lossOfGame) {
    const forfeit = forfeitGame(next, winner);
    return { match: forfeit.match, said: join(wonGame, forfeit.said as Bilingual) };
  }
  return { match: next, said: join(wonGame, MATCH_TEXT.nextBreaker(breaker, m.settings.breakOrder)) };
}

/** T2.28: the game just begun is lost, unplayed, by the opponent of `winner`; the match goes on to the next one, or ends at the race. */
function forfeitGame(m: MatchState, winner: Player): MatchStep {
  const games = { ...m.games, [winner]: m.games[winner] + 1 };
  const results = [...m.results, { number: m.gameNumber, breaker: m.breaker as Player, winner, how: 'forfeited' as const }];
  const lost = MATCH_TEXT.nextGameForfeited(other(winner), m.gameNumber, games);
  if (games[winner] >= m.settings.raceTo)
    return { match: { ...m, phase: 'over', games, results, winner }, said: join(lost, MATCH_TEXT.matchWon(winner, games)) };
  const breaker = nextBreaker(m.settings.breakOrder, { breaker: m.breaker as Player, winner }, games);
  return { match: beginGame({ ...m, games, results }, breaker), said: join(lost, MATCH_TEXT.nextBreaker(breaker, m.settings.breakOrder)) };
}

/** T1.11i: the shooter answers the referee's TIME with TIME: one of his extensions of the game. */
export function claimMatchExtension(m: MatchState, player: Player): MatchStep {
  expectPhase(m, 'game', 'an extension');
  if (!m.settings.shotClock) throw new MatchError('shotClock', 'there is no shot clock in this match (T1.11)');
  const left = m.extensionsLeft[player];
  if (left <= 0) throw new MatchError('extensionsLeft', `player ${player} has no extension left in this game (T1.11)`);
  const extensionsLeft = { ...m.extensionsLeft, [player]: left - 1 };
  const organiser = m.settings.shotClock.extensionsByOrganiser === true && m.settings.shotClock.extensions > T1_11_EXTENSIONS;
  return {
    match: { ...m, extensionsLeft },
    said: MATCH_TEXT.extensionClaimed(player, left - 1, organiser ? m.settings.shotClock.extensions : null),
  };
}

/** T1.13: a time-out, only on the player's turn, one per match. */
export function matchTimeOut(m: MatchState, player: Player, onTurn: boolean): MatchStep {
  if (m.phase === 'over') throw new MatchError('phase', 'the match is over');
  try {
    return { match: { ...m, timeOuts: takeTimeOut(m.timeOuts, player, { onTurn, decidingSet: false }) }, said: MATCH_TEXT.timeOut(player) };
  } catch (e) {
    throw new MatchError('timeOuts', (e as Error).message.replace(/^time-out: /, ''));
  }
}

/** T1.14: a player who concedes loses the match. */
export function concede(m: MatchState, player: Player): MatchStep {
  if (m.phase === 'over') throw new MatchError('phase', 'the match is over');
  const winner = other(player);
  const results =
    m.phase === 'game' ? [...m.results, { number: m.gameNumber, breaker: m.breaker as Player, winner, how: 'conceded' as const }] : m.results;
  return { match: { ...m, phase: 'over', winner, results }, said: MATCH_TEXT.conceded(player) };
}

function join(a: Bilingual, b: Bilingual): Bilingual {
  return { sk: `${a.sk} ${b.sk}`, en: `${a.en} ${b.en}` };
}
