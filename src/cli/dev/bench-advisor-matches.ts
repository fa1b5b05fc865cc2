/**
 * The matches of the advisor's benchmark: the computer against itself at two
 * strengths, a 9-ball race from the lag (advisor/match-play.ts), seeded; the stronger player takes
 * seat A on odd seeds and seat B on even ones, so the lag's seat does not favour either. The
 * stronger player's share of matches won is reported with its 95 % Wilson interval.
 */
import { playComputerMatch } from '../../advisor/match-play.ts';
import type { NoiseName } from '../../advisor/noise.ts';

export interface MatchJob {
  readonly index: number;
  readonly seed: number;
  readonly strong: NoiseName;
  readonly weak: NoiseName;
  readonly raceTo: number;
}

export interface MatchOutcome {
  readonly strongWon: boolean;
  readonly games: { readonly strong: number; readonly weak: number };
  readonly strokes: number;
  readonly ms: number;
}

export function runMatch(job: MatchJob): MatchOutcome {
  const t0 = performance.now();
  const strongSeat = job.seed % 2 === 1 ? 'A' : 'B';
  const weakSeat = strongSeat === 'A' ? 'B' : 'A';
  const players = {
    [strongSeat]: { name: job.strong, level: job.strong },
    [weakSeat]: { name: job.weak, level: job.weak },
  } as Record<'A' | 'B', { name: string; level: NoiseName }>;
  const file = playComputerMatch({ game: 'nine-ball', raceTo: job.raceTo, breakOrder: 'winner', shotClock: null }, players, job.seed);
  return {
    strongWon: file.result.winner === strongSeat,
    games: { strong: file.result.games[strongSeat], weak: file.result.games[weakSeat] },
    strokes: file.entries.filter((e) => e.kind === 'stroke').length,
    ms: performance.now() - t0,
  };
}

/** The 95 % Wilson score interval of k successes in n trials (z = 1.96). */
export function wilson95(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96,
    p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
