/** The scoreboard line (src/ui/scoreboard.ts): what the players read between strokes. */
import { describe, expect, it } from 'vitest';
import { defaultState } from '../../src/rules/types.ts';
import { callsShots, scoreboardLine } from '../../src/ui/scoreboard.ts';

describe('scoreboardLine', () => {
  it('shows nothing in practice or during the lag', () => {
    expect(scoreboardLine(defaultState('practice'), 1, 'en')).toBeNull();
    expect(scoreboardLine(defaultState('lag'), 1, 'en')).toBeNull();
  });
  it('9-ball: the game, the inning, who is at the table, fouls in a row and ball in hand', () => {
    const s = defaultState('nine-ball', { shooter: 'B', ballInHand: 'table', foulsInRow: { A: 1, B: 0 } });
    expect(scoreboardLine(s, 3, 'en')).toBe('9-ball, inning 3 —    Player A · fouls: 1   |   ▶ Player B · fouls: 0 · ball in hand anywhere');
  });
  it('the three-foul warning of T2.16 is on the board, in Slovak too', () => {
    const s = defaultState('nine-ball', { foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } });
    expect(scoreboardLine(s, 1, 'en')).toContain('fouls: 2 (warned, T2.16)');
    expect(scoreboardLine(s, 1, 'sk')).toContain('fauly: 2 (varovaný, T2.16)');
  });
  it('14.1: each score against the target; 8-ball: the groups; a break is marked', () => {
    expect(scoreboardLine(defaultState('straight-pool', { score: { A: 12, B: 3 }, target: 100 }), 2, 'en')).toContain('▶ Player A · 12/100 pts');
    const eight = defaultState('eight-ball', { groups: { A: 'solids', B: 'stripes' }, phase: 'break' });
    const line = scoreboardLine(eight, 1, 'en') as string;
    expect(line).toContain('Player A · solids');
    expect(line).toContain('Player B · stripes');
    expect(line).toContain('· break');
  });
});

describe('callsShots', () => {
  it('8-ball calls after the break, 14.1 always, 9-ball never', () => {
    expect(callsShots(defaultState('eight-ball', { phase: 'break' }))).toBe(false);
    expect(callsShots(defaultState('eight-ball'))).toBe(true);
    expect(callsShots(defaultState('straight-pool', { phase: 'break' }))).toBe(true);
    expect(callsShots(defaultState('nine-ball'))).toBe(false);
  });
});
