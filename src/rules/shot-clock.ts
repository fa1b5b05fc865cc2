/**
 * The shot clock of T1.11 and the time-out of T1.13 as pure state machines: the UI drives them
 * (start when the balls have stopped and spotting is done, or when the cue ball is handed over;
 * tick; stop at the strike) and the adjudicator rules on an expiry as a `shot-clock-expired` foul.
 */
import type { Player } from './types.ts';

/** T1.11g: recommended limit, s. */
export const SHOT_CLOCK_DEFAULT_S = 35;
/** T1.11a: the longest limit allowed, s. */
export const SHOT_CLOCK_MAX_S = 45;
/**
 * The shortest limit taken, s: T1.11 sets only the longest; this is the shortest the page offers (a
 * drill), so that a limit is a time a player can shoot in (a file's 1e-300 s is refused, not run).
 */
export const SHOT_CLOCK_MIN_S = 5;
/** T1.11e: "TIME" is called this long before the limit, s. */
export const SHOT_CLOCK_WARN_S = 10;
/** T1.11i: one extension of this length per game (14.1: per rack), s. */
export const SHOT_CLOCK_EXTENSION_S = 25;
/** T1.13: length of a time-out, s. */
export const TIMEOUT_S = 300;

export interface ShotClockConfig {
  readonly limitS: number;
  /** Extensions per player per game (14.1: per rack); 0 when the organisers did not allow them. */
  readonly extensionsPerGame: number;
  /** T1.11e: a player may ask not to be warned. */
  readonly callTime: boolean;
}

export interface ShotClock {
  readonly config: ShotClockConfig;
  readonly player: Player;
  readonly running: boolean;
  readonly elapsedS: number;
  /** The limit for this stroke, with any extension taken. */
  readonly limitS: number;
  readonly timeCalled: boolean;
  readonly expired: boolean;
  readonly extensionsLeft: Readonly<Record<Player, number>>;
}

export type ClockEvent = 'time-called' | 'expired';

export function shotClockConfig(limitS = SHOT_CLOCK_DEFAULT_S, extensionsPerGame = 1, callTime = true): ShotClockConfig {
  if (!(limitS >= SHOT_CLOCK_MIN_S && limitS <= SHOT_CLOCK_MAX_S))
    throw new Error(`clock.limitS: must be from ${SHOT_CLOCK_MIN_S} to ${SHOT_CLOCK_MAX_S} s (T1.11a), got ${limitS}`);
  if (!(Number.isInteger(extensionsPerGame) && extensionsPerGame >= 0))
    throw new Error(`clock.extensions: must be a whole number >= 0, got ${extensionsPerGame}`);
  return { limitS, extensionsPerGame, callTime };
}

/** A new game (14.1: a new rack): extensions are restored (T1.11h, T1.11i). */
export function newGameClock(config: ShotClockConfig, player: Player): ShotClock {
  return {
    config,
    player,
    running: false,
    elapsedS: 0,
    limitS: config.limitS,
    timeCalled: false,
    expired: false,
    extensionsLeft: { A: config.extensionsPerGame, B: config.extensionsPerGame },
  };
}

/** T1.11c, T1.11d: starts for `player` once the balls have stopped and spotting is done (ball in hand: once handed over). */
export function startStroke(clock: ShotClock, player: Player): ShotClock {
  return { ...clock, player, running: true, elapsedS: 0, limitS: clock.config.limitS, timeCalled: false, expired: false };
}

/** Advances the running clock; returns the clock and the calls due in this interval. */
export function tick(clock: ShotClock, dtS: number): { clock: ShotClock; events: ClockEvent[] } {
  if (!(dtS >= 0)) throw new Error(`dtS: must be >= 0, got ${dtS}`);
  if (!clock.running || clock.expired) return { clock, events: [] };
  const elapsedS = clock.elapsedS + dtS;
  const events: ClockEvent[] = [];
  let timeCalled = clock.timeCalled;
  if (clock.config.callTime && !timeCalled && elapsedS >= clock.limitS - SHOT_CLOCK_WARN_S) {
    timeCalled = true;
    events.push('time-called');
  }
  const expired = elapsedS > clock.limitS;
  if (expired) events.push('expired');
  return { clock: { ...clock, elapsedS, timeCalled, expired, running: !expired }, events };
}

/** T1.11i: the player answers "TIME" and gets the extension, once per game. */
export function claimExtension(clock: ShotClock): ShotClock {
  const left = clock.extensionsLeft[clock.player];
  if (!clock.running) throw new Error('extension: the clock is not running');
  if (left <= 0) throw new Error(`extension: player ${clock.player} has no extension left in this game (T1.11i)`);
  return {
    ...clock,
    limitS: clock.limitS + SHOT_CLOCK_EXTENSION_S,
    timeCalled: false,
    extensionsLeft: { ...clock.extensionsLeft, [clock.player]: left - 1 },
  };
}

/** The tip has struck the cue ball: the clock stops (T1.11c). */
export function stopAtStrike(clock: ShotClock): ShotClock {
  return { ...clock, running: false };
}

/** T1.13: the time-outs a player has in a match (one). */
export const TIME_OUTS_PER_MATCH = 1;

/** Whether the player still has his match's time-out (T1.13). */
export function timeOutLeft(t: TimeOuts, player: Player): boolean {
  return t.used[player] < TIME_OUTS_PER_MATCH;
}

/** T1.13: one time-out per player per match, and one more in the deciding set. */
export interface TimeOuts {
  readonly used: Readonly<Record<Player, number>>;
  readonly usedInDecidingSet: Readonly<Record<Player, boolean>>;
}

export const noTimeOutsUsed = (): TimeOuts => ({ used: { A: 0, B: 0 }, usedInDecidingSet: { A: false, B: false } });

export function takeTimeOut(t: TimeOuts, player: Player, opts: { onTurn: boolean; decidingSet: boolean }): TimeOuts {
  if (!opts.onTurn) throw new Error(`time-out: player ${player} may take it only on his turn or between sets (T1.13)`);
  if (opts.decidingSet && !t.usedInDecidingSet[player]) return { ...t, usedInDecidingSet: { ...t.usedInDecidingSet, [player]: true } };
  if (!timeOutLeft(t, player)) throw new Error(`time-out: player ${player} has used his time-out (T1.13)`);
  return { ...t, used: { ...t.used, [player]: t.used[player] + 1 } };
}
