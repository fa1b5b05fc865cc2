/**
 * What each game says of itself (rules/games/game.ts, GameCapabilities), as the rulebook has it, and
 * that the page asks the game instead of comparing game names or naming a game's rule ids.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../../src/rules/index.ts';
import { defaultState, type GameType } from '../../../src/rules/types.ts';

const GAME_TYPES: readonly GameType[] = ['practice', 'nine-ball', 'eight-ball', 'straight-pool', 'lag'];

describe('game capabilities', () => {
  it('T2.8: 8-ball and 14.1 call their shots; 8-ball not on the break, 14.1 on every stroke', () => {
    expect(GAME_TYPES.filter((g) => gameOf(g).callsShots)).toEqual(['eight-ball', 'straight-pool']);
    expect(gameOf('eight-ball').callNeeded(defaultState('eight-ball', { phase: 'break' }))).toBe(false);
    expect(gameOf('eight-ball').callNeeded(defaultState('eight-ball'))).toBe(true);
    expect(gameOf('straight-pool').callNeeded(defaultState('straight-pool', { phase: 'break' }))).toBe(true);
    expect(gameOf('nine-ball').callNeeded(defaultState('nine-ball'))).toBe(false);
  });
  it('WPA-9B-push-out: only 9-ball has a push-out, open on the stroke after the break', () => {
    expect(GAME_TYPES.filter((g) => gameOf(g).hasPushOut)).toEqual(['nine-ball']);
    expect(gameOf('nine-ball').pushOutOpen(defaultState('nine-ball', { phase: 'push-out-available' }))).toBe(true);
    expect(gameOf('nine-ball').pushOutOpen(defaultState('nine-ball', { phase: 'normal' }))).toBe(false);
    expect(gameOf('eight-ball').pushOutOpen(defaultState('eight-ball', { phase: 'push-out-available' }))).toBe(false);
  });
  it('WPA-14.1-scoring: only 14.1 scores points, and a rack of it is won on points', () => {
    expect(GAME_TYPES.filter((g) => gameOf(g).scoresPoints)).toEqual(['straight-pool']);
    expect(gameOf('straight-pool').rackEnd).toEqual({ rule: 'WPA-14.1-score', wonBy: 'points' });
  });
  it('what ends a rack: the 9 (WPA-9B-loss), the 8 (WPA-8B-loss); practice and the lag have no racks', () => {
    expect(gameOf('nine-ball').rackEnd).toEqual({ rule: 'WPA-9B-loss', wonBy: { ball: '9' } });
    expect(gameOf('eight-ball').rackEnd).toEqual({ rule: 'WPA-8B-loss', wonBy: { ball: '8' } });
    expect(GAME_TYPES.filter((g) => gameOf(g).racks)).toEqual(['nine-ball', 'eight-ball', 'straight-pool']);
    expect(GAME_TYPES.filter((g) => gameOf(g).rackEnd === null)).toEqual(['practice', 'lag']);
  });
  it('a name that is no game is refused, naming it', () => {
    expect(() => gameOf('snooker' as GameType)).toThrow('game: "snooker" is not one of practice, nine-ball, eight-ball, straight-pool, lag');
    expect(() => gameOf('' as GameType)).toThrow('game: "" is not one of');
  });
  it('G5, G6: the lag picks the breaker; practice is free play', () => {
    expect(GAME_TYPES.filter((g) => gameOf(g).picksBreaker)).toEqual(['lag']);
    expect(GAME_TYPES.filter((g) => gameOf(g).freePlay)).toEqual(['practice']);
  });
  it('the page asks the game: no file of src/ui compares a game name or names a game rule id', () => {
    const names = GAME_TYPES.map((g) => g.replace('-', '\\-')).join('|');
    // A game's name compared: \`s.game === 'lag'\`, \`game.value !== 'straight-pool'\` (a match's phase 'lag' or a layout kind 'practice' is no game).
    const comparison = new RegExp(`game(\\.value)?\\s*(===|!==)\\s*'(${names})'|'(${names})'\\s*(===|!==)\\s*\\S*game\\b`);
    const ruleId = /'WPA-[0-9A-Z.]+-[a-z-]+'/;
    const offending = readdirSync('src/ui')
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => {
        const lines = readFileSync(join('src/ui', f), 'utf8').split('\n');
        return lines.flatMap((line, i) => (comparison.test(line) || ruleId.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []));
      });
    expect(offending).toEqual([]);
  });
});
