/**
 * `npm run bench`: CPU cost of the physics, printed and written to bench/results.json.
 * (a) a 15-ball power break (cue ball launched at 10.7 m/s from the head string into a frozen,
 *     seeded-jitter rack) simulated to rest: median, min and max CPU ms over 50 racks (each rack
 *     timed REPEATS times, its fastest run kept, to filter out other load on a shared machine);
 * (b) 1,000 seeded random shots (random layouts of 2-16 balls, ball speeds 0.3-12 m/s, random
 *     tip offsets inside the miscue limit): total CPU seconds.
 * CPU time is process.cpuUsage (user + system), not wall clock. Prints nothing else on stdout.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, arch, platform } from 'node:os';
import { createRng } from '../math/rng.ts';
import { sinCosDeg } from '../math/trig.ts';
import { strikeCueBall } from '../physics/cue-strike-instantaneous.ts';
import { DEFAULT_PARAMS as P, miscueLimit } from '../physics/params.ts';
import { placementProblem } from '../physics/placement.ts';
import { simulate, type BallInput } from '../physics/simulate.ts';
import { rackBalls, tableGeometry } from '../table/index.ts';

const BREAK_BALL_SPEED_MPS = 10.7; // Onoda's mean pro break speed [S10]
const BREAK_RUNS = 50;
const BREAK_WARMUP = 10;
/** Each rack is timed this many times and its fastest run kept: the machines here are shared and noisy. */
const REPEATS = 5;
const RANDOM_SHOTS = 1000;

const cpuMs = (f: () => void): number => {
  const t0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};

const table = tableGeometry('9ft');
const R = P.ballRadiusM;
// Cue speed that launches the ball at the break speed with a centre hit (TP A-30).
const centre = strikeCueBall(P, { dir: [1, 0], cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 });
const breakCueSpeed = BREAK_BALL_SPEED_MPS / centre.v[0];

function breakShot(seed: number): void {
  const rack = rackBalls(table, R, { type: 'fifteen', seed, jitterMm: 0.02 });
  simulate({ table, params: P, balls: [{ id: 'cue', x: table.headStringX, y: 0 }, ...rack],
    strokes: [{ ball: 'cue', stroke: { dir: [1, 0], cueSpeed: breakCueSpeed, tip: { side: 0, height: 0 }, elevationDeg: 0 } }] });
}

function randomLayout(seed: number): { balls: BallInput[]; dir: [number, number]; cueSpeed: number; side: number; height: number } {
  const rng = createRng(seed);
  const count = 2 + rng.int(15);
  const balls: BallInput[] = [];
  const ids = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1))];
  while (balls.length < count) {
    const x = rng.range(-1.25, 1.25), y = rng.range(-0.62, 0.62);
    if (placementProblem(table, P, x, y)) continue;
    if (balls.some((b) => Math.hypot(b.x - x, b.y - y) < 2 * R)) continue;
    balls.push({ id: ids[balls.length] as string, x, y });
  }
  const [s, c] = sinCosDeg(rng.range(0, 360));
  const limit = miscueLimit(P) * 0.99;
  let side: number, height: number;
  do { side = rng.range(-limit, limit); height = rng.range(-limit, limit); } while (Math.hypot(side, height) > limit);
  // Ball speed 0.3-12 m/s converted to cue speed for this tip offset (TP A-30).
  const unit = strikeCueBall(P, { dir: [1, 0], cueSpeed: 1, tip: { side, height }, elevationDeg: 0 });
  const ballSpeed = rng.range(0.3, 12);
  return { balls, dir: [c, s], cueSpeed: ballSpeed / Math.hypot(unit.v[0], unit.v[1]), side, height };
}

const breaks: number[] = [];
for (let i = 0; i < BREAK_WARMUP; i++) breakShot(1000 + i);
for (let i = 0; i < BREAK_RUNS; i++) {
  let best = Infinity;
  for (let k = 0; k < REPEATS; k++) best = Math.min(best, cpuMs(() => breakShot(i)));
  breaks.push(best);
}
breaks.sort((a, b) => a - b);
const median = (breaks[(BREAK_RUNS - 1) >> 1]! + breaks[BREAK_RUNS >> 1]!) / 2;

const layouts = Array.from({ length: RANDOM_SHOTS }, (_, i) => randomLayout(i));
const RANDOM_REPEATS = 3; // the whole set is timed this many times, the fastest kept
let totalMs = Infinity;
for (let k = 0; k < RANDOM_REPEATS; k++) {
  totalMs = Math.min(totalMs, cpuMs(() => {
    for (const l of layouts) {
      simulate({ table, params: P, balls: l.balls,
        strokes: [{ ball: 'cue', stroke: { dir: l.dir, cueSpeed: l.cueSpeed, tip: { side: l.side, height: l.height }, elevationDeg: 0 } }] });
    }
  }));
}

let commit = 'unknown';
try { commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch { /* not a checkout */ }
const results = {
  break: { medianMs: round(median), minMs: round(breaks[0]!), maxMs: round(breaks[BREAK_RUNS - 1]!), runs: BREAK_RUNS, repeatsPerRack: REPEATS, ballSpeedMps: BREAK_BALL_SPEED_MPS },
  randomShots: { count: RANDOM_SHOTS, totalS: round(totalMs / 1000) },
  commit,
  machine: `${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, ${platform()}-${arch()}, node ${process.version}`,
};
function round(x: number): number { return Math.round(x * 1000) / 1000; }
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(
  `break to rest (15 balls, ${BREAK_BALL_SPEED_MPS} m/s, ${BREAK_RUNS} racks, fastest of ${REPEATS} each): median ${results.break.medianMs} ms CPU (min ${results.break.minMs}, max ${results.break.maxMs})\n`
  + `${RANDOM_SHOTS} random shots: ${results.randomShots.totalS} s CPU (fastest of ${RANDOM_REPEATS})\n`
  + `written to bench/results.json (${results.machine})\n`,
);
