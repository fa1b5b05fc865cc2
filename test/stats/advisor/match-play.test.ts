/**
 * The computer plays a whole match against itself headless, from the lag to the
 * last game, and what it writes is a pool-match/1 file that replays bit for bit. Seeded: the same
 * settings and seed give the same match.
 */
import { describe, expect, it } from 'vitest';
import { playComputerMatch } from '../../../src/advisor/match-play.ts';
import { parseMatch, replayMatch } from '../../../src/scenario/match-file.ts';

const PROS = { A: { name: 'Pro A', level: 'professional' }, B: { name: 'Pro B', level: 'professional' } } as const;

describe('a match between two computer players (issue 33, point 4)', () => {
  it('a race to 1 in 9-ball: lag, first break, the game to its end; the file replays and the same seed gives the same match', () => {
    const settings = { game: 'nine-ball', raceTo: 1, breakOrder: 'winner', shotClock: null } as const;
    const f = playComputerMatch(settings, PROS, 11);
    expect(f.entries[0]).toMatchObject({ kind: 'stroke', game: 0 });
    expect(f.entries.find((e) => e.kind === 'first-break')).toBeDefined();
    expect(f.result.winner).not.toBeNull();
    expect(f.result.games.A + f.result.games.B).toBe(1);
    const r = replayMatch(parseMatch(JSON.parse(JSON.stringify(f))));
    expect(r.differences).toEqual([]);
    expect(JSON.stringify(playComputerMatch(settings, PROS, 11))).toBe(JSON.stringify(f));
  });

  it('WPA-9B-push-out: a computer pushes out after the break, the other answers it (its choice recorded), and the file replays', () => {
    // Seed 7 between two club players pushes out after the break (the computer's break place from its
    // trials made push-outs rarer: none in 40 seeds between tournament players).
    const club = { A: { name: 'Club A', level: 'club' }, B: { name: 'Club B', level: 'club' } } as const;
    const f = playComputerMatch({ game: 'nine-ball', raceTo: 1, breakOrder: 'winner', shotClock: null }, club, 7);
    const k = f.entries.findIndex((e) => e.kind === 'stroke' && (e.scenario.state as { pushOut?: boolean } | undefined)?.pushOut === true);
    expect(k).toBeGreaterThan(0);
    const push = f.entries[k]!,
      answer = f.entries[k + 1]!;
    expect(answer).toMatchObject({ kind: 'choice' });
    // The choice is the other player's: the one the push-out left the table to.
    if (push.kind === 'stroke' && answer.kind === 'choice') {
      expect(answer.player).not.toBe(push.scenario.state?.shooter ?? 'A');
      expect(['accept-table', 'pass-back']).toContain(answer.option);
    }
    expect(replayMatch(parseMatch(JSON.parse(JSON.stringify(f)))).differences).toEqual([]);
  });
});
