/**
 * The full turn out of a hook no candidate escapes (src/advisor/hook-sweep.ts, point 3:
 * safeties that don't foul).
 */
import { describe, expect, it } from 'vitest';
import { advise } from '../../src/advisor/advise.ts';
import { play, strokeOf } from '../../src/advisor/evaluate.ts';
import { escapeJumps, escapeKicks } from '../../src/advisor/escapes.ts';
import { hookSweep, HOOK_SWEEP_FOUL_CHANCE, legalWindows, windowEdges } from '../../src/advisor/hook-sweep.ts';
import { layoutSituation } from './layout-situation.ts';

const situation = (name: string) => layoutSituation(name, 'tournament').situation;

describe('the hook sweep', () => {
  it('finds windows of legal runs, the turn closing on itself', () => {
    const T = true,
      F = false;
    expect(legalWindows([T, T, F, F, T, T, T, F, T], 2)).toEqual([
      { speed: 2, from: 4, steps: 3 },
      { speed: 2, from: 8, steps: 3 },
    ]);
    expect(legalWindows([T, T, T], 4)).toEqual([{ speed: 4, from: 0, steps: 3 }]);
    expect(legalWindows([F, F], 4)).toEqual([]);
  });

  it("finds a window's edges between its steps, to a sixteenth of a degree", () => {
    // Legal from 10.1 to 11.7 degrees: the half-degree steps see 10.5, 11 and 11.5.
    const legalAt = (deg: number) => deg >= 10.1 && deg <= 11.7;
    const e = windowEdges({ speed: 2, from: 21, steps: 3 }, legalAt);
    expect(e.speed).toBe(2);
    expect(Math.abs(e.from - 10.1)).toBeLessThanOrEqual(1 / 16);
    expect(Math.abs(e.to - 11.7)).toBeLessThanOrEqual(1 / 16);
  });

  it('the last solid in a cluster: every kick and jump the candidates offer fouls, the full turn finds legal strokes, and the advice fouls less than half the time', () => {
    const s = situation('clustered-hook');
    const cueBall = s.balls.find((b) => b.id === 'cue')!;
    const cue: [number, number] = [cueBall.x, cueBall.y];
    const others = s.balls.filter((b) => b.id !== 'cue' && !b.pocket);
    const R = s.params.ballRadiusM;
    // The candidates' own ways out all foul without noise (the 3 is hooked: no straight line reaches it).
    const escapes = [...escapeKicks(s.table, R, cue, others, ['3']), ...escapeJumps(cue, others, ['3'], R)];
    expect(escapes.length).toBeGreaterThan(0);
    for (const c of escapes) expect(play(s, c, cue, strokeOf(c)).foul).toBe(true);
    const swept = hookSweep(s, cue, 0);
    expect(swept.scored.length).toBeGreaterThan(0);
    // The middle of each window is a legal stroke without noise.
    for (const x of swept.scored) expect(play(s, x.c, cue, strokeOf(x.c)).foul).toBe(false);
    const best = advise(s, 0, 1).suggestions[0]!;
    expect(best.foulChance).toBeLessThan(HOOK_SWEEP_FOUL_CHANCE);
    // With the windows' edges found by halving, a window the steps did not rank among the widest three fouls least: 0.16 (0.49 without).
    expect(best.foulChance).toBeLessThan(0.3);
  });

  it('names each stroke by the ball it meets first, not by the first of the legal balls', () => {
    // The same cluster with a second solid, the 7, in the open: the 3 is still the first legal ball listed.
    const hooked = situation('clustered-hook');
    const s = { ...hooked, balls: [...hooked.balls, { id: '7', x: -0.4, y: 0.3 }] };
    const cueBall = s.balls.find((b) => b.id === 'cue')!;
    const cue: [number, number] = [cueBall.x, cueBall.y];
    const swept = hookSweep(s, cue, 0);
    expect(swept.scored.length).toBeGreaterThan(0);
    const met = swept.scored.map((x) => {
      const hit = play(s, x.c, cue, strokeOf(x.c)).record.events.find((e) => e.type === 'ball-ball' && e.balls.includes('cue'));
      return hit?.type === 'ball-ball' ? hit.balls.find((b) => b !== 'cue') : undefined;
    });
    expect(met).toEqual(swept.scored.map((x) => x.c.target));
    expect(met).toContain('7');
  });
});
