/** Category C: shot clock (T1.11), time-out (T1.13) and break order (G35). */
import { describe, expect, it } from 'vitest';
import {
  claimExtension,
  newGameClock,
  noTimeOutsUsed,
  shotClockConfig,
  SHOT_CLOCK_DEFAULT_S,
  startStroke,
  stopAtStrike,
  takeTimeOut,
  tick,
} from '../../src/rules/shot-clock.ts';
import { nextBreaker } from '../../src/rules/match.ts';

describe('T1.11 shot clock', () => {
  it('T1.11g: 35 s by default; T1.11a: never above 45 s', () => {
    expect(shotClockConfig().limitS).toBe(SHOT_CLOCK_DEFAULT_S);
    expect(() => shotClockConfig(50)).toThrow(/at most 45 s \(T1.11a\)/);
  });
  it('T1.11e: TIME is called 10 s before the limit; T1.11a: past the limit the clock expires (a foul for the adjudicator)', () => {
    let c = startStroke(newGameClock(shotClockConfig(35), 'A'), 'A');
    let r = tick(c, 24.9);
    expect(r.events).toEqual([]);
    r = tick(r.clock, 0.2);
    expect(r.events).toEqual(['time-called']);
    r = tick(r.clock, 10);
    expect(r.events).toEqual(['expired']);
    expect(r.clock.running).toBe(false);
    c = r.clock;
    expect(tick(c, 5).events).toEqual([]);
  });
  it('T1.11e: a player who asked not to be warned gets no TIME call', () => {
    const c = startStroke(newGameClock(shotClockConfig(35, 1, false), 'A'), 'A');
    expect(tick(c, 30).events).toEqual([]);
  });
  it('T1.11i: one 25 s extension per game, answered to TIME', () => {
    let c = startStroke(newGameClock(shotClockConfig(35, 1), 'B'), 'B');
    c = tick(c, 26).clock;
    c = claimExtension(c);
    expect(c.limitS).toBe(60);
    // D19: TIME is called again 10 s before the extended limit; the clock has not expired at 56 s.
    expect(tick(c, 30).events).toEqual(['time-called']);
    c = startStroke(stopAtStrike(c), 'B');
    expect(() => claimExtension(c)).toThrow(/no extension left/);
    expect(newGameClock(c.config, 'A').extensionsLeft).toEqual({ A: 1, B: 1 });
  });
  it('T1.11c: time with the clock stopped (balls moving) does not count', () => {
    const c = stopAtStrike(startStroke(newGameClock(shotClockConfig(), 'A'), 'A'));
    expect(tick(c, 100).clock.elapsedS).toBe(0);
  });
});

describe('T1.13 time-out', () => {
  it("one per match, one more in the deciding set, only on one's turn", () => {
    let t = takeTimeOut(noTimeOutsUsed(), 'A', { onTurn: true, decidingSet: false });
    expect(() => takeTimeOut(t, 'A', { onTurn: true, decidingSet: false })).toThrow(/used his time-out/);
    t = takeTimeOut(t, 'A', { onTurn: true, decidingSet: true });
    expect(() => takeTimeOut(noTimeOutsUsed(), 'B', { onTurn: false, decidingSet: false })).toThrow(/only on his turn/);
  });
});

describe('G35 break order', () => {
  // Two games, so that each mode gives its own pair of answers: the breaker lost, and the breaker won.
  const lost = { breaker: 'A' as const, winner: 'B' as const };
  const won = { breaker: 'A' as const, winner: 'A' as const };
  const both = (mode: Parameters<typeof nextBreaker>[0]) => [nextBreaker(mode, lost, { A: 1, B: 2 }), nextBreaker(mode, won, { A: 1, B: 2 })];
  it('G35: by default the winner of a game breaks the next', () => expect(both('winner')).toEqual(['B', 'A']));
  it('G35.1: alternate breaks', () => expect(both('alternate')).toEqual(['B', 'B']));
  it('G35.2: the loser breaks', () => expect(both('loser')).toEqual(['A', 'B']));
  it('G35.3: the player with fewer points breaks', () => expect(nextBreaker('trailing', { breaker: 'B', winner: 'A' }, { A: 3, B: 2 })).toBe('B'));
});
