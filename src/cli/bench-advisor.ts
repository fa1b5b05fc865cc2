/**
 * `npm run bench:advisor [-- --racks N] [--workers N]`: the shot advisor against the simple
 * baseline (issue 19). N seeded 9-ball racks (default 500) are broken; from ball in hand after each
 * break, the player plays one inning: the advisor at two execution-noise levels (club,
 * professional), and the baseline (the easiest pot, no position: advisor/baseline.ts) at the same
 * two levels, on the same racks in the same run. Printed and written to bench/advisor-results.json:
 * the run-out rate (racks won in that inning), the mean balls pocketed per inning, fouls per rack,
 * the CPU time per decision, and the candidate strokes simulated per second of decision time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform } from 'node:os';
import type { InningResult } from '../advisor/inning.ts';
import type { NoiseName } from '../advisor/noise.ts';
import { runRack, type Player, type RackJob } from './bench-advisor-racks.ts';
import { shareWork } from './ts-worker.ts';

function option(name: string, fallback: number, max: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 1 || v > max) {
    process.stderr.write(`${name}: expected a whole number from 1 to ${max}, got ${JSON.stringify(process.argv[i + 1] ?? null)}\n`);
    process.exit(2);
  }
  return v;
}
const racks = option('--racks', 500, 100_000);
const workers = option('--workers', 1, 64);
const configs: Array<{ player: Player; noise: NoiseName }> = [
  { player: 'advisor', noise: 'club' },
  { player: 'baseline', noise: 'club' },
  { player: 'advisor', noise: 'professional' },
  { player: 'baseline', noise: 'professional' },
];
const jobs: RackJob[] = configs.flatMap((c, k) => Array.from({ length: racks }, (_, i) => ({ index: k * racks + i, seed: i, ...c })));
const results: InningResult[] = new Array(jobs.length);
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
const summary = configs.map((c, k) => {
  const rs = results.slice(k * racks, (k + 1) * racks);
  const sum = (f: (r: InningResult) => number) => rs.reduce((a, r) => a + f(r), 0);
  const decisions = sum((r) => r.decisions),
    ms = sum((r) => r.decisionMs);
  return {
    ...c,
    racks,
    runOutRate: round(sum((r) => (r.won ? 1 : 0)) / racks),
    ballsPerInning: round(sum((r) => r.pocketed) / racks),
    foulsPerRack: round(sum((r) => r.fouls) / racks),
    msPerDecision: round(ms / decisions, 1),
    simulationsPerSecond: Math.round((1000 * sum((r) => r.simulations)) / Math.max(ms, 1e-9)),
  };
});
for (const s of summary)
  process.stdout.write(
    `${s.player.padEnd(8)} ${s.noise.padEnd(12)} run-outs ${(100 * s.runOutRate).toFixed(1)} %, balls per inning ${s.ballsPerInning}, fouls per rack ${s.foulsPerRack}, ${s.msPerDecision} ms CPU per decision, ${s.simulationsPerSecond} strokes simulated per second\n`,
  );
mkdirSync('bench', { recursive: true });
const machine = `${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, ${platform()}-${arch()}, node ${process.version}`;
writeFileSync('bench/advisor-results.json', `${JSON.stringify({ machine, racks, summary }, null, 2)}\n`);
process.stdout.write(`written to bench/advisor-results.json (${machine})\n`);
