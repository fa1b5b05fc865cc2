/**
 * `npm run bench:advisor [-- --racks N] [--level L] [--players a,b] [--game G] [--matches N] [--race N] [--workers N]`: the shot advisor against the simple
 * baseline. N seeded racks (default 500) of 9-ball (or `--game` 8-ball, 14.1)
 * are broken; from ball in hand after each break, the player plays one inning: the advisor and the
 * baseline (the easiest pot, no position: advisor/baseline.ts) at the club, ICGA tournament and
 * professional levels (`--level` one of them; `--players` chosen players, steps of the search), on
 * the same racks in the same run. Printed and written to bench/advisor-results.json (a level, a game
 * or a comparison to a file of its own): run-outs with their interval, balls per inning, fouls per
 * rack, pots made by kind, safeties (how often they fouled, and the opponent's first stroke after
 * a legal one: the same player's reply, kept the table or fouled), the calibration, the CPU time per decision, and the candidate
 * strokes simulated per second of decision time. Then N matches (default 12; 0 skips them) of each
 * pairing of strengths, always 9-ball races to `--race` (default 3) from the lag
 * (bench-advisor-matches.ts): how often the stronger player wins, with its 95 % interval.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform } from 'node:os';
import { summarise } from './bench-advisor-summary.ts';
import type { NoiseName } from '../../advisor/noise.ts';
import { BENCH_GAMES, PLAYERS, runRack, type BenchGame, type Player, type RackJob, type RackResult } from './bench-advisor-racks.ts';
import { runMatch, wilson95, type MatchJob, type MatchOutcome } from './bench-advisor-matches.ts';
import { shareWork } from '../ts-worker.ts';

function option(name: string, fallback: number, max: number, min = 1): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < min || v > max) {
    process.stderr.write(`${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(process.argv[i + 1] ?? null)}\n`);
    process.exit(2);
  }
  return v;
}
const racks = option('--racks', 500, 100_000);
const workers = option('--workers', 1, 64);
const matchCount = option('--matches', 12, 1000, 0);
const raceTo = option('--race', 3, 50);
/**
 * The players and levels: the advisor and the easiest-pot baseline at the club, strong amateur and
 * professional precision, and at the ICGA tournaments' noise the advisor beside itself with its banks, kicks and
 * combinations aimed by the geometry, as before the aim by miss (a change compared on the
 * same racks in the same run).
 */
const allConfigs: Array<{ player: Player; noise: NoiseName }> = [
  { player: 'advisor', noise: 'club' },
  { player: 'baseline', noise: 'club' },
  { player: 'advisor', noise: 'tournament' },
  { player: 'advisor-mirror-aim', noise: 'tournament' },
  { player: 'baseline', noise: 'tournament' },
  { player: 'advisor', noise: 'amateur' },
  { player: 'baseline', noise: 'amateur' },
  { player: 'advisor', noise: 'professional' },
  { player: 'baseline', noise: 'professional' },
];
/** `--level L`: only that level's players (a larger sample of one comparison in the same time). */
const levelArg = process.argv.indexOf('--level');
const level = levelArg < 0 ? null : (process.argv[levelArg + 1] ?? '');
if (level !== null && !allConfigs.some((c) => c.noise === level)) {
  process.stderr.write(`--level: expected one of ${[...new Set(allConfigs.map((c) => c.noise))].join(', ')}, got ${JSON.stringify(level)}\n`);
  process.exit(2);
}
/** `--players a,b`: only those players (PLAYERS), at the levels chosen: a comparison of one step of the search. */
const playersArg = process.argv.indexOf('--players');
const players = playersArg < 0 ? null : (process.argv[playersArg + 1] ?? '').split(',');
const unknown = players?.find((p) => !(PLAYERS as readonly string[]).includes(p));
if (players !== null && (unknown !== undefined || players.length === 0)) {
  process.stderr.write(`--players: expected names from ${PLAYERS.join(', ')} separated by commas, got ${JSON.stringify(unknown ?? null)}\n`);
  process.exit(2);
}
/** `--game G`: the game racked (9-ball by default); 8-ball and 14.1 write files of their own. */
const gameArg = process.argv.indexOf('--game');
const game = gameArg < 0 ? 'nine-ball' : (process.argv[gameArg + 1] ?? '');
if (!(BENCH_GAMES as readonly string[]).includes(game)) {
  process.stderr.write(`--game: expected one of ${BENCH_GAMES.join(', ')}, got ${JSON.stringify(game)}\n`);
  process.exit(2);
}
const benchGame = game as BenchGame;
const levels = level === null ? [...new Set(allConfigs.map((c) => c.noise))] : [level as NoiseName];
const configs =
  players === null
    ? allConfigs.filter((c) => levels.includes(c.noise))
    : levels.flatMap((noise) => (players as Player[]).map((player) => ({ player, noise })));
/** One level's, one game's or one comparison's run has a file of its own: the whole run's figures stay where they are. */
const gamePart = benchGame === 'nine-ball' ? '' : `-${benchGame}`;
const OUT_FILE =
  players !== null
    ? `bench/advisor-compare-${level ?? 'all'}${gamePart}.json`
    : level === null && gamePart === ''
      ? 'bench/advisor-results.json'
      : `bench/advisor-results-${level ?? 'all'}${gamePart}.json`;
const jobs: RackJob[] = configs.flatMap((c, k) =>
  Array.from({ length: racks }, (_, i) => ({ index: k * racks + i, seed: i, game: benchGame, ...c })),
);
const results: RackResult[] = new Array(jobs.length);
await shareWork(
  jobs.length,
  workers,
  new URL('./bench-advisor-worker.ts', import.meta.url),
  (i) => jobs[i] as RackJob,
  runRack,
  (i, r) => {
    results[i] = r;
  },
);
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
const summary = configs.map((c, k) => ({ ...c, game: benchGame, ...summarise(results.slice(k * racks, (k + 1) * racks), benchGame) }));
const pct = (x: number | null) => (x === null ? '-' : `${Math.round(100 * x)}`);
for (const s of summary) {
  const [lo, hi] = s.runOutInterval95;
  process.stdout.write(
    `${s.player.padEnd(17)} ${s.noise.padEnd(12)} ${s.game.padEnd(13)} run-outs ${(100 * s.runOutRate).toFixed(1)} % (95 % ${pct(lo ?? 0)}-${pct(hi ?? 1)}), balls per inning ${s.ballsPerInning}, fouls per rack ${s.foulsPerRack}, pots made ${pct(s.potsMade)} %, safeties ${s.safeties.played} (fouled ${pct(s.safeties.fouled)} %; after ${s.safeties.replies} legal ones the opponent kept the table ${pct(s.safeties.opponentKept)} % and fouled ${pct(s.safeties.opponentFouled)} %), ${s.msPerDecision} ms CPU per decision, ${s.simulationsPerSecond} strokes simulated per second\n`,
  );
  process.stdout.write(
    `${''.padEnd(44)} calibration (predicted/made %): ${s.calibration.map((b) => `${pct(b.from)}-${pct(b.to)}: ${pct(b.predicted)}/${pct(b.made)} (${b.strokes})`).join(', ')}\n`,
  );
}
const pairings: Array<{ strong: NoiseName; weak: NoiseName }> = [
  { strong: 'club', weak: 'beginner' },
  { strong: 'amateur', weak: 'club' },
  { strong: 'professional', weak: 'amateur' },
];
const matchJobs: MatchJob[] = pairings.flatMap((p, k) =>
  Array.from({ length: matchCount }, (_, i) => ({ index: k * matchCount + i, seed: i + 1, raceTo, ...p })),
);
const outcomes: MatchOutcome[] = new Array(matchJobs.length);
await shareWork(
  matchJobs.length,
  workers,
  new URL('./bench-advisor-match-worker.ts', import.meta.url),
  (i) => matchJobs[i] as MatchJob,
  runMatch,
  (i, r) => {
    outcomes[i] = r;
  },
);
const matches =
  matchCount === 0
    ? []
    : pairings.map((p, k) => {
        const os = outcomes.slice(k * matchCount, (k + 1) * matchCount);
        const won = os.filter((o) => o.strongWon).length;
        const [lo, hi] = wilson95(won, matchCount);
        return {
          ...p,
          raceTo,
          matches: matchCount,
          strongWon: won,
          strongWinRate: round(won / matchCount),
          interval95: [round(lo), round(hi)],
          gamesPerMatch: round(os.reduce((a, o) => a + o.games.strong + o.games.weak, 0) / matchCount, 2),
          strokesPerMatch: round(os.reduce((a, o) => a + o.strokes, 0) / matchCount, 1),
          msPerMatch: Math.round(os.reduce((a, o) => a + o.ms, 0) / matchCount),
        };
      });
for (const m of matches)
  process.stdout.write(
    `match    ${m.strong} against ${m.weak}, races to ${m.raceTo}: ${m.strong} won ${m.strongWon} of ${m.matches} (95 % interval ${Math.round(100 * (m.interval95[0] ?? 0))}-${Math.round(100 * (m.interval95[1] ?? 1))} %), ${m.gamesPerMatch} games and ${m.strokesPerMatch} strokes a match, ${(m.msPerMatch / 1000).toFixed(1)} s CPU a match\n`,
  );
mkdirSync('bench', { recursive: true });
const machine = `${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, ${platform()}-${arch()}, node ${process.version}`;
writeFileSync(OUT_FILE, `${JSON.stringify({ machine, racks, summary, matches }, null, 2)}\n`);
process.stdout.write(`written to ${OUT_FILE} (${machine})\n`);
