/**
 * The page's match as a session (scenario/match-session.ts). Every stroke is
 * played through the scenario path, so the file the session becomes replays with the same rulings;
 * the position to play next is the lag, the breaker's rack (G6, G35) or the table the stroke left;
 * the progress the page stores comes back through its schemas, or is refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { MatchError } from '../../src/rules/match.ts';
import { ScenarioError } from '../../src/scenario/errors.ts';
import { replayMatch } from '../../src/scenario/match-file.ts';
import {
  chooseAfterStroke,
  chooseFirstBreak,
  concedeMatch,
  extension,
  giveTheBreak,
  LAG_SPEED_MPS,
  openMatch,
  playLag,
  playPosition,
  restoreSession,
  sessionFile,
  storedSession,
  timeOut,
  type MatchSession,
} from '../../src/scenario/match-session.ts';

const NINE = { game: 'nine-ball', raceTo: 2, breakOrder: 'winner', shotClock: null } as const;
const open = () => openMatch(NINE, { A: 'Ana', B: 'Boris' }, '9ft', 11);
/** A lag that player A wins: B's ball stops well short of A's (G5). */
const lagWonByA = (s: MatchSession) => playLag(s, { A: { aimDeg: 0, cueSpeed: LAG_SPEED_MPS }, B: { aimDeg: 0, cueSpeed: 1.3 } });
const balls = (s: MatchSession) => JSON.stringify(s.position?.balls);
/** The position to play next (the test fails where there is none). */
function at(s: MatchSession) {
  if (!s.position) throw new Error('no position to play');
  return s.position;
}

describe('a match played as a session (issue 33, point 2)', () => {
  it('bad settings are refused naming the field (MatchError), and nothing is opened', () => {
    expect(() => openMatch({ ...NINE, raceTo: 0 }, { A: 'Ana', B: 'Boris' }, '9ft', 1)).toThrow(MatchError);
    expect(() => openMatch({ ...NINE, raceTo: 0 }, { A: 'Ana', B: 'Boris' }, '9ft', 1)).toThrow(/^raceTo:/);
  });
  it("G5, G6: the lag first; its winner chooses who breaks, and the first game's rack is the breaker's, from the kitchen", () => {
    const s = open();
    expect(s.match.phase).toBe('lag');
    expect(s.position?.game).toBe('lag');
    const lag = lagWonByA(s);
    expect(lag.session.match).toMatchObject({ phase: 'break-choice', lagWinner: 'A' });
    expect(lag.session.position).toBeNull();
    expect(lag.session.said?.en).toMatch(/Player A wins the lag.*\(G6\)/);
    const g1 = chooseFirstBreak(lag.session, 'B');
    expect(g1.match).toMatchObject({ phase: 'game', gameNumber: 1, breaker: 'B' });
    expect(g1.position?.state).toMatchObject({ shooter: 'B', phase: 'break', ballInHand: 'kitchen' });
    expect(g1.entries[g1.entries.length - 1]).toEqual({ kind: 'first-break', player: 'A', breaker: 'B' });
  });
  it('G35: the break given away before it is played: the same rack, the other player breaks', () => {
    const g1 = chooseFirstBreak(lagWonByA(open()).session, 'A');
    const given = giveTheBreak(g1);
    expect(given.position?.state?.shooter).toBe('B');
    expect(balls(given)).toBe(balls(g1));
    expect(given.said?.en).toMatch(/\(G35\)/);
  });
  it("a stroke's next position is the table it left; a choice (a push-out passed back) is recorded and moves the turn", () => {
    const g1 = chooseFirstBreak(lagWonByA(open()).session, 'A');
    const brk = playPosition(g1, { ...at(g1), shot: { aimDeg: 0, cueSpeed: 8 } });
    expect(brk.session.position?.state?.phase).not.toBe('break');
    const pos = brk.session.position;
    // This rack's break is legal and leaves the game on: the stroke after it may be a push-out (9-ball).
    expect(pos?.state?.phase).toBe('push-out-available');
    if (!pos?.state) return;
    const pusher = pos.state.shooter;
    const push = playPosition(brk.session, { ...pos, state: { ...pos.state, pushOut: true }, shot: { aimDeg: 180, cueSpeed: 0.3 } });
    expect(push.ruling.next.options).toContain('pass-back');
    const back = chooseAfterStroke(push.session, 'pass-back');
    expect(back.position?.state?.shooter).toBe(pusher);
    expect(() => chooseAfterStroke(push.session, 're-break')).toThrow(/not one of the last ruling's options/);
    expect(replayMatch(sessionFile(back)).agrees).toBe(true);
  });
  it('T1.11: the time ran out with no stroke: the position with its clock is ruled a foul on the balls as they lie, ball in hand to the opponent, and the file replays', () => {
    const timed = openMatch({ ...NINE, shotClock: { limitS: 35, extensions: 1 } }, { A: 'Ana', B: 'Boris' }, '9ft', 11);
    const g1 = chooseFirstBreak(lagWonByA(timed).session, 'A');
    const brk = playPosition(g1, { ...at(g1), shot: { aimDeg: 0, cueSpeed: 8 } }).session;
    const pos = at(brk);
    const shooter = pos.state?.shooter ?? 'A';
    const late = playPosition(brk, { ...pos, state: { ...pos.state, clock: { limitS: 35, elapsedS: 35.2, extensions: { A: 1, B: 1 } } } });
    expect(late.ruling.fouls.map((f) => f.code)).toContain('shot-clock-expired');
    expect(late.ruling.next).toMatchObject({ shooter: shooter === 'A' ? 'B' : 'A', ballInHand: 'table' });
    expect(replayMatch(sessionFile(late.session)).agrees).toBe(true);
    // In time, a position without a stroke has nothing to rule on.
    expect(() => playPosition(brk, pos)).toThrow(/no stroke to rule on/);
  });
  it('T1.13, T1.11: a time-out or an extension only by the player at the table, as the replay requires; the file replays', () => {
    const timed = openMatch({ ...NINE, shotClock: { limitS: 35, extensions: 1 } }, { A: 'Ana', B: 'Boris' }, '9ft', 11);
    const g1 = chooseFirstBreak(lagWonByA(timed).session, 'A');
    expect(() => timeOut(g1, 'B')).toThrow(/^timeOuts: player B may take it only on his turn/);
    expect(() => extension(g1, 'B')).toThrow(/^player: player B is not at the table, player A/);
    const ok = extension(timeOut(g1, 'A'), 'A');
    expect(ok.match.extensionsLeft).toEqual({ A: 0, B: 1 });
    const brk = playPosition(ok, {
      ...at(ok),
      state: { ...at(ok).state, clock: { limitS: 60, elapsedS: 40, extensions: { A: 0, B: 1 } } },
      shot: { aimDeg: 0, cueSpeed: 8 },
    });
    expect(replayMatch(sessionFile(brk.session)).differences).toEqual([]);
  });
  it('T1.14: a concession ends the match and its file replays', () => {
    const g1 = chooseFirstBreak(lagWonByA(open()).session, 'A');
    const over = concedeMatch(g1, 'B');
    expect(over.match).toMatchObject({ phase: 'over', winner: 'A' });
    expect(over.position).toBeNull();
    expect(sessionFile(over).result.winner).toBe('A');
    expect(replayMatch(sessionFile(over)).agrees).toBe(true);
  });
  it('the stored progress comes back through its schemas (JSON), with the pending choice still open', () => {
    const g1 = chooseFirstBreak(lagWonByA(open()).session, 'A');
    const brk = playPosition(g1, { ...at(g1), shot: { aimDeg: 0, cueSpeed: 8 } }).session;
    const back = restoreSession(JSON.parse(JSON.stringify(storedSession(brk))));
    expect(back.match).toEqual(brk.match);
    expect(back.entries).toEqual(brk.entries);
    expect(back.position).toEqual(brk.position);
    expect(back.last?.ruling.next).toEqual(brk.last?.ruling.next);
  });
  it('stored progress that is malformed or no longer replays is refused with the field and the reason', () => {
    const s = lagWonByA(open()).session;
    const stored = JSON.parse(JSON.stringify(storedSession(s)));
    expect(() => restoreSession({ ...stored, seed: -1 })).toThrow(ScenarioError);
    expect(() => restoreSession({ ...stored, seed: -1 })).toThrow(/seed/);
    expect(() => restoreSession({ ...stored, format: 'x' })).toThrow(/format/);
    // The last stroke's ruling, edited: simulated again, it is ruled otherwise.
    stored.file.entries[0].ruling.legal = !stored.file.entries[0].ruling.legal;
    expect(() => restoreSession(stored)).toThrow(/entries\[0\]\.ruling/);
    // An act the rules refuse (a second time-out, T1.13) or a result its entries do not give.
    const g1 = JSON.parse(JSON.stringify(storedSession(timeOut(chooseFirstBreak(s, 'A'), 'A'))));
    g1.file.entries.push({ kind: 'time-out', player: 'A' });
    const second = g1.file.entries.length - 1;
    expect(() => restoreSession(g1)).toThrow(new RegExp(`^file\\.entries\\[${second}\\]\\.timeOuts: player A has used his time-out \\(T1\\.13\\)$`));
    const won = JSON.parse(JSON.stringify(storedSession(chooseFirstBreak(s, 'A'))));
    won.file.result.winner = 'A';
    expect(() => restoreSession(won)).toThrow(/file\.result/);
  });
});
