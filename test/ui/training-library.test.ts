/**
 * Referee training asks about strokes from inside the library's matches. Each
 * such question's brief says what the referee knows of the match before the stroke (the race, the
 * score, the game and its breaker, extensions and time-outs taken), and its ruling is the one the
 * match file records: the third foul in a row (T2.16) after the warning, the clock with the
 * extension taken (T1.11), a game decided.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMatch } from '../../src/scenario/match-file.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

const library = trainingScenarios();
const fromMatches = library.filter((s) => s.tags?.includes('match'));

describe('training questions from inside a match (issue 33, point 5)', () => {
  it('the library holds them, each name once, each with the match in its brief', () => {
    expect(fromMatches.length).toBeGreaterThanOrEqual(8);
    expect(new Set(library.map((s) => s.name)).size).toBe(library.length);
    for (const s of fromMatches) {
      expect(s.brief?.sk).toMatch(/^Partia do \d+( víťazn(ej hry|ých hier))?, stav A \d+ : \d+ B; \d+\. hra, rozstrel vykonal hráč [AB]/);
      expect(s.brief?.en).toMatch(/^Match, race to \d+, standing A \d+ : \d+ B; game \d+, broken by player [AB]/);
    }
  });
  it('T2.16: the third foul in a row, the player warned before it; the game goes to the opponent and the score shows the match before it', () => {
    const file = parseMatch(JSON.parse(readFileSync('test/matches/nine-ball-three-fouls.json', 'utf8')));
    const third = fromMatches.filter((s) => s.tags?.[0] === 'T2.16' && s.name.includes('race to 2'));
    // Game 2 was broken by B: A, its breaker by G35, gave the break away; B had taken his time-out.
    expect(third.map((s) => s.brief?.en)).toEqual([
      'Match, race to 2, standing A 0 : 0 B; game 1, broken by player B.',
      'Match, race to 2, standing A 1 : 0 B; game 2, broken by player B; player B has already taken his time-out.',
    ]);
    for (const s of third) {
      expect(s.state.warned[s.state.shooter]).toBe(true);
      const r = runScenario(s).result.ruling;
      expect(r.fouls.map((f) => f.rule)).toContain('T2.16');
      expect(r.lossOfGame).toBe(s.state.shooter);
    }
    expect(file.result.games).toEqual({ A: 2, B: 0 });
  });
  it('T1.11: the stroke after the extension was taken is in time at 49,3 s of 60; the next player, without his, is late at 38,6 s', () => {
    const clock = fromMatches.filter((s) => s.tags?.[0] === 'T1.11' && s.state.clock);
    const extended = clock.find((s) => s.state.clock?.elapsedS === 49.3);
    const late = clock.find((s) => s.state.clock?.elapsedS === 38.6);
    expect(extended?.brief?.sk).toMatch(/hráč A si v tejto hre už vzal predĺženie/);
    expect(extended && runScenario(extended).result.ruling.fouls.map((f) => f.code)).not.toContain('shot-clock-expired');
    expect(late && runScenario(late).result.ruling.fouls.map((f) => f.code)).toContain('shot-clock-expired');
  });
});
