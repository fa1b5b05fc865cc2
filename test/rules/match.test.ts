/** Category C: shot clock (T1.11), time-out (T1.13), break order (G35) and the match (G5, G6, G35, T1.11, T1.13, T1.14). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  afterGameStroke,
  nextBreaker,
  afterLag,
  chooseFirstBreaker,
  claimMatchExtension,
  concede,
  gameStart,
  giveBreak,
  matchTimeOut,
  startMatch,
  type MatchSettings,
  type MatchState,
} from '../../src/rules/match.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import type { Ruling } from '../../src/rules/types.ts';
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

describe('T1.11 shot clock', () => {
  it('T1.11g: 35 s by default; T1.11a: never above 45 s, and never a limit no player can shoot in', () => {
    expect(shotClockConfig().limitS).toBe(SHOT_CLOCK_DEFAULT_S);
    expect(() => shotClockConfig(50)).toThrow(/from 5 to 45 s \(T1.11a\)/);
    expect(() => shotClockConfig(1e-300)).toThrow(/clock\.limitS: must be from 5 to 45 s \(T1.11a\), got 1e-300/);
    expect(() => startMatch({ ...NINE, shotClock: { limitS: 1e-300, extensions: 1 } })).toThrow(/^shotClock\.limitS: expected from 5 to 45 s/);
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

/**
 * The match under the tournament rules, from the lag to the last game. The lag and the
 * lost games are real rulings of library scenarios; the rest of a race is those rulings again.
 */

const ruled = (file: string): Ruling => runScenario(parseScenario(JSON.parse(readFileSync(file, 'utf8')))).result.ruling;
const LAG_WON_BY_A = ruled('test/scenarios/matrix/s01-clean-lag.json');
const LAG_REPLAYED = ruled('test/scenarios/matrix/s07b-lag-tie.json');
/** Player A fouls a third time in 9-ball and loses the game (T2.16). */
const A_LOSES = ruled('test/scenarios/games/nine-ball-three-fouls.json');
const lossBy = (p: 'A' | 'B'): Ruling => ({ ...A_LOSES, lossOfGame: p });
const NO_LOSS: Ruling = { ...A_LOSES, lossOfGame: null, fouls: [], enforced: null, next: { shooter: 'A', ballInHand: 'none', options: [] } };
const NINE: MatchSettings = { game: 'nine-ball', raceTo: 2, breakOrder: 'winner', shotClock: { limitS: 35, extensions: 1 } };

/** From the lag won by A, who breaks himself. */
function underway(s: MatchSettings = NINE): MatchState {
  return chooseFirstBreaker(afterLag(startMatch(s), LAG_WON_BY_A).match, 'A').match;
}

describe('a match (issue 33)', () => {
  it('G6: the match begins with the lag; its winner breaks or gives the break away', () => {
    const m = startMatch(NINE);
    expect(m.phase).toBe('lag');
    expect(LAG_REPLAYED.next.options).toContain('replay-lag');
    const again = afterLag(m, LAG_REPLAYED);
    expect(again.match.phase).toBe('lag');
    expect(again.said?.en).toMatch(/lag is played again \(G5\)/);
    const won = afterLag(m, LAG_WON_BY_A);
    expect(won.match).toMatchObject({ phase: 'break-choice', lagWinner: 'A' });
    expect(won.said?.sk).toMatch(/Rozohru vyhral hráč A.*\(G6\)/);
    const given = chooseFirstBreaker(won.match, 'B');
    expect(given.match).toMatchObject({ phase: 'game', gameNumber: 1, breaker: 'B' });
    expect(given.said?.en).toMatch(/Player A gives the break .* player B breaks \(G6\)/);
    expect(given.said?.sk).toBe('Hráč A prenecháva rozstrel súperovi, rozstrel vykoná hráč B (G6).');
    expect(() => chooseFirstBreaker(m, 'A')).toThrow(/phase/);
  });

  it('G35: the winner of a game breaks the next; the race ends the match at its number of games', () => {
    let m = underway();
    const g1 = afterGameStroke(m, lossBy('A'));
    expect(g1.match).toMatchObject({ phase: 'game', games: { A: 0, B: 1 }, gameNumber: 2, breaker: 'B' });
    expect(g1.said?.sk).toMatch(
      /1\. hru vyhral hráč B; stav partie 0:1\. Rozstrel ďalšej hry vykoná hráč B: víťaz predchádzajúcej hry vykoná rozstrel nasledujúcej \(G35\)/,
    );
    m = afterGameStroke(g1.match, lossBy('B')).match;
    expect(m.games).toEqual({ A: 1, B: 1 });
    const last = afterGameStroke(m, lossBy('B'));
    expect(last.match).toMatchObject({ phase: 'over', winner: 'A', games: { A: 2, B: 1 } });
    expect(last.match.results.map((r) => [r.number, r.breaker, r.winner])).toEqual([
      [1, 'A', 'B'],
      [2, 'B', 'A'],
      [3, 'A', 'A'],
    ]);
    expect(last.said?.en).toMatch(/Player A wins the match \(2:1\)/);
    expect(() => afterGameStroke(last.match, lossBy('A'))).toThrow(/phase/);
  });

  it('G35.1-G35.3: alternate breaks, the loser breaks, the player behind breaks', () => {
    const after = (order: MatchSettings['breakOrder']) =>
      afterGameStroke(underway({ ...NINE, raceTo: 3, breakOrder: order }), lossBy('B')).match.breaker;
    expect(after('alternate')).toBe('B'); // A broke game 1
    expect(after('loser')).toBe('B'); // B lost it
    expect(after('trailing')).toBe('B'); // B is behind 0:1
    expect(after('winner')).toBe('A');
  });

  it('G35: the break may be given to the opponent, only before it is played', () => {
    const m = underway();
    expect(giveBreak(m).match.breaker).toBe('B');
    expect(giveBreak(m).said).toEqual({
      sk: 'Hráč A prenecháva rozstrel súperovi, rozstrel vykoná hráč B (G35).',
      en: 'Player A gives the break to his opponent: player B breaks (G35).',
    });
    const broken = afterGameStroke(m, NO_LOSS);
    expect(broken.said).toBeNull();
    expect(() => giveBreak(broken.match)).toThrow(/only before it \(G35\)/);
  });

  it('T1.11: one extension per game, given again at the next game', () => {
    let m = underway();
    const took = claimMatchExtension(m, 'A');
    expect(took.match.extensionsLeft).toEqual({ A: 0, B: 1 });
    expect(took.said?.sk).toMatch(/predĺženie o 25 s \(T1\.11\)/);
    expect(() => claimMatchExtension(took.match, 'A')).toThrow(/no extension left in this game \(T1\.11\)/);
    m = afterGameStroke(took.match, lossBy('B')).match;
    expect(m.extensionsLeft).toEqual({ A: 1, B: 1 });
    expect(() => claimMatchExtension(underway({ ...NINE, shotClock: null }), 'A')).toThrow(/no shot clock/);
  });

  it('T1.11: in 14.1 the extensions are per rack, and the match is one game to the race in points', () => {
    const m = underway({ game: 'straight-pool', raceTo: 100, breakOrder: 'winner', shotClock: { limitS: 35, extensions: 1 } });
    expect(gameStart(m)).toEqual({ shooter: 'A', target: 100 });
    const took = claimMatchExtension(m, 'B').match;
    const rerack = afterGameStroke(took, { ...NO_LOSS, next: { ...NO_LOSS.next, options: ['re-rack'] } });
    expect(rerack.match.extensionsLeft).toEqual({ A: 1, B: 1 });
    expect(rerack.said?.en).toMatch(/new rack in 14\.1/);
    const over = afterGameStroke(took, lossBy('B')).match;
    expect(over).toMatchObject({ phase: 'over', winner: 'A' });
  });

  it('T1.13: one time-out per player per match, only on his turn', () => {
    const m = matchTimeOut(underway(), 'B', true);
    expect(m.said?.en).toMatch(/5-minute time-out \(T1\.13\)/);
    expect(() => matchTimeOut(m.match, 'B', true)).toThrow(/used his time-out \(T1\.13\)/);
    expect(() => matchTimeOut(m.match, 'A', false)).toThrow(/only on his turn/);
  });

  it('T1.14: a player who concedes loses the match', () => {
    const c = concede(underway(), 'A');
    expect(c.match).toMatchObject({ phase: 'over', winner: 'B' });
    expect(c.match.results).toEqual([{ number: 1, breaker: 'A', winner: 'B', how: 'conceded' }]);
    expect(c.said?.sk).toMatch(/vzdal, a tým prehral partiu \(T1\.14\)/);
    expect(() => concede(c.match, 'B')).toThrow(/over/);
  });

  it('T2.28: a ruling that costs the next game too ("stratu aj ďalšej hry") gives the opponent both games; the next game begun is the one after', () => {
    const both: Ruling = { ...lossBy('A'), lossOfNextGame: 'A' };
    const m = afterGameStroke(underway({ ...NINE, raceTo: 3 }), both);
    expect(m.match).toMatchObject({ phase: 'game', games: { A: 0, B: 2 }, gameNumber: 3, breaker: 'B' });
    expect(m.match.results.map((r) => [r.number, r.winner, r.how])).toEqual([
      [1, 'B', 'won'],
      [2, 'B', 'forfeited'],
    ]);
    expect(m.said?.en).toContain('Player A also loses game 2, unplayed (the strong warning, T2.28); the match stands at 0:2.');
    expect(m.said?.sk).toContain('Hráč A prehráva aj 2. hru bez hrania (dôrazné varovanie, T2.28)');
    // In a race to 2 the forfeited game decides the match.
    const over = afterGameStroke(underway(), both).match;
    expect(over).toMatchObject({ phase: 'over', winner: 'B', games: { A: 0, B: 2 } });
  });

  it("T1.11 allows one extension a game; two or three only as the organisers' own rule (T1.6), which the settings state and the words name", () => {
    expect(() => startMatch({ ...NINE, shotClock: { limitS: 35, extensions: 2 } })).toThrow(
      /^shotClock\.extensions: T1\.11 allows 1 extension a game .*organisers' own rule \(T1\.6\)/,
    );
    const two = underway({ ...NINE, shotClock: { limitS: 35, extensions: 2, extensionsByOrganiser: true } });
    const step = claimMatchExtension(two, 'A');
    expect(step.said?.en).toBe('Player A takes the 25 s extension (T1.11; the organisers allow 2 a game, T1.6); he has 1 left in this game.');
    expect(step.said?.sk).toContain('vedenie turnaja povolilo 2 predĺženia na hru, T1.6');
    expect(claimMatchExtension(underway(), 'A').said?.en).toBe('Player A takes the 25 s extension (T1.11); he has 0 left in this game.');
  });

  it('bad settings are refused with the field named, and change nothing', () => {
    expect(() => startMatch({ ...NINE, raceTo: 0 })).toThrow(/^raceTo: expected a whole number from 1 to 50/);
    expect(() => startMatch({ ...NINE, game: 'straight-pool', raceTo: 1001 })).toThrow(/^raceTo: .* 1 to 1000 \(points\)/);
    expect(() => startMatch({ ...NINE, shotClock: { limitS: 50, extensions: 1 } })).toThrow(/^shotClock\.limitS: .*45 s \(T1\.11\)/);
    expect(() => startMatch({ ...NINE, breakOrder: 'random' as never })).toThrow(/^breakOrder: .*\(G35\)/);
  });
});
