/**
 * `npm run bench [-- --against REV]`: CPU cost of the physics, printed and written to
 * bench/results.json. CPU time is process.cpuUsage (user + system), not wall clock.
 * (a) a 15-ball power break (cue ball launched at 10.7 m/s from the head string into a frozen,
 *     seeded-jitter rack) simulated to rest: median, min and max CPU ms over 50 racks (each rack
 *     timed REPEATS times, its fastest run kept, to filter out other load on a shared machine);
 * (b) 1,000 seeded random shots (random layouts of 2-16 balls, ball speeds 0.3-12 m/s, random
 *     tip offsets inside the miscue limit): the total of each shot's fastest of RANDOM_REPEATS runs,
 *     the engines taking turns on each shot. A shot lasts about half a millisecond, so it is timed by
 *     the monotonic clock (process.cpuUsage counts in ticks too coarse for it); a run that the
 *     machine interrupted is never the fastest. Timed shot by shot, the engines meet the same load:
 *     a whole set timed at once (as before) swung the ratio between 1.3 and 1.8 on this shared
 *     machine, shot by shot it holds within a few hundredths;
 * (c) the scaling table (bench-racks.ts): frozen triangles of 2 to 32 balls broken at 5.24 and
 *     10.7 m/s, SCALING_RACKS racks each: median and max CPU ms, events and motion segments.
 * With --against REV the engine of that revision (its src/ taken with `git archive`) is measured
 * in the same run, interleaved with this one, and the ratios new/old are printed: the only fair
 * comparison on a shared machine. Prints nothing else on stdout.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRng } from '../../math/rng.ts';
import { sinCosDeg } from '../../math/trig.ts';
import {
  type BallInput,
  miscueLimit,
  DEFAULT_PARAMS as P,
  placementProblem,
  type ShotRecord,
  type SimulationInput,
  strikeCueBall,
} from '../../physics/index.ts';
import { clusterCost, simulate } from '../../physics/engine.ts';
import { rackBalls, tableGeometry } from '../../table/index.ts';
import { SCALING_BALLS, SCALING_SPEEDS_MPS, scalingRack } from './bench-racks.ts';

const BREAK_BALL_SPEED_MPS = 10.7; // Onoda's mean pro break speed [S10]
const BREAK_RUNS = 50;
const BREAK_WARMUP = 10;
/** Each rack is timed this many times and its fastest run kept: the machines here are shared and noisy. */
const REPEATS = 5;
const RANDOM_SHOTS = 1000;
/** Each random shot is timed this many times for each engine, the fastest kept. */
const RANDOM_REPEATS = 5;
/** Random shots simulated by every engine before the timing, so that each is compiled. */
const RANDOM_WARMUP = 200;
/** Racks per cell of the scaling table (seeds 0..SCALING_RACKS-1), each timed SCALING_REPEATS times. */
const SCALING_RACKS = 10,
  SCALING_REPEATS = 3;

type Simulate = (input: SimulationInput) => ShotRecord;
interface Engine {
  readonly label: string;
  readonly simulate: Simulate;
}

const cpuMs = (f: () => void): number => {
  const t0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};
const round = (x: number): number => Math.round(x * 1000) / 1000;
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
/** The fastest of `repeats` runs of each engine, the engines taking turns. */
function fastest(engines: readonly Engine[], repeats: number, run: (sim: Simulate) => void): number[] {
  const best = engines.map(() => Infinity);
  for (let k = 0; k < repeats; k++) {
    engines.forEach((e, i) => {
      best[i] = Math.min(
        best[i]!,
        cpuMs(() => run(e.simulate)),
      );
    });
  }
  return best;
}

/** The random shots: each shot's fastest of RANDOM_REPEATS runs by each engine (taking turns), summed, ms. */
function fastestPerShot(engines: readonly Engine[], inputs: readonly SimulationInput[]): number[] {
  for (const input of inputs.slice(0, RANDOM_WARMUP)) for (const e of engines) e.simulate(input);
  const total = engines.map(() => 0);
  for (const input of inputs) {
    const best = engines.map(() => Infinity);
    for (let k = 0; k < RANDOM_REPEATS; k++) {
      engines.forEach((e, i) => {
        const t0 = performance.now();
        e.simulate(input);
        best[i] = Math.min(best[i]!, performance.now() - t0);
      });
    }
    best.forEach((ms, i) => (total[i]! += ms));
  }
  return total;
}

const table = tableGeometry('9ft');
const R = P.ballRadiusM;
// Cue speed that launches the ball at the break speed with a centre hit (TP A-30).
const centre = strikeCueBall(P, { dir: [1, 0], cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 });
const breakCueSpeed = BREAK_BALL_SPEED_MPS / centre.v[0];

function breakInput(seed: number): SimulationInput {
  const rack = rackBalls(table, R, { type: 'fifteen', seed, jitterMm: 0.02 });
  return {
    table,
    params: P,
    balls: [{ id: 'cue', x: table.headStringX, y: 0 }, ...rack],
    strokes: [{ ball: 'cue', stroke: { dir: [1, 0], cueSpeed: breakCueSpeed, tip: { side: 0, height: 0 }, elevationDeg: 0 } }],
  };
}

function randomInput(seed: number): SimulationInput {
  const rng = createRng(seed);
  const count = 2 + rng.int(15);
  const balls: BallInput[] = [];
  const ids = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1))];
  while (balls.length < count) {
    const x = rng.range(-1.25, 1.25),
      y = rng.range(-0.62, 0.62);
    if (placementProblem(table, P, x, y)) continue;
    if (balls.some((b) => Math.hypot(b.x - x, b.y - y) < 2 * R)) continue;
    balls.push({ id: ids[balls.length] as string, x, y });
  }
  const [s, c] = sinCosDeg(rng.range(0, 360));
  const limit = miscueLimit(P) * 0.99;
  let side: number, height: number;
  do {
    side = rng.range(-limit, limit);
    height = rng.range(-limit, limit);
  } while (Math.hypot(side, height) > limit);
  // Ball speed 0.3-12 m/s converted to cue speed for this tip offset (TP A-30).
  const unit = strikeCueBall(P, { dir: [1, 0], cueSpeed: 1, tip: { side, height }, elevationDeg: 0 });
  const cueSpeed = rng.range(0.3, 12) / Math.hypot(unit.v[0], unit.v[1]);
  return { table, params: P, balls, strokes: [{ ball: 'cue', stroke: { dir: [c, s], cueSpeed, tip: { side, height }, elevationDeg: 0 } }] };
}

/** Over the shots: balls dropped into a pocket and balls off the table, and the world segments recorded for each. */
function worldUse(inputs: readonly SimulationInput[]): { drops: number; offTable: number; segmentsPerDrop: number; segmentsPerOffTable: number } {
  let drops = 0,
    offTable = 0,
    inPocket = 0,
    inRoom = 0;
  for (const input of inputs) {
    const record = simulate(input);
    for (const e of record.events) {
      if (e.type === 'pocket-drop') drops++;
      else if (e.type === 'off-table') offTable++;
    }
    for (const b of record.trajectory.balls)
      for (const sg of b.segments) {
        if (sg.mode !== 'tumbling') continue;
        if (sg.pocket) inPocket++;
        else inRoom++;
      }
  }
  const tenth = (x: number): number => Math.round(x * 10) / 10;
  return { drops, offTable, segmentsPerDrop: tenth(inPocket / drops), segmentsPerOffTable: tenth(inRoom / offTable) };
}

/** The engine of revision `rev`, from its own src/ tree. */
async function engineAt(rev: string): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'pool-bench-'));
  execSync(`git archive ${rev} src tsconfig.json package.json | tar -x -C ${dir}`, { stdio: ['ignore', 'ignore', 'inherit'] });
  // Its imports (cannon-es) resolve from this checkout's packages.
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const mod = (await import(pathToFileURL(join(dir, 'src/physics/simulate.ts')).href)) as { simulate: Simulate };
  return { label: execSync(`git rev-parse --short ${rev}`, { encoding: 'utf8' }).trim(), simulate: mod.simulate };
}

const against = process.argv.indexOf('--against');
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  /* not a checkout */
}
const engines: Engine[] = [{ label: commit, simulate }];
if (against >= 0) engines.push(await engineAt(process.argv[against + 1] ?? 'HEAD'));

// (a) The break.
for (let i = 0; i < BREAK_WARMUP; i++) for (const e of engines) e.simulate(breakInput(1000 + i));
const breaks = engines.map(() => [] as number[]);
for (let i = 0; i < BREAK_RUNS; i++) {
  const input = breakInput(i);
  fastest(engines, REPEATS, (sim) => sim(input)).forEach((ms, k) => breaks[k]!.push(ms));
}
// What this tree's compliant windows cost within those breaks (events/handle-cluster.ts): each
// rack REPEATS times more with the windows' own clock on, the fastest kept (ms by the monotonic
// clock; the median over the racks), as the breaks are timed.
clusterCost.clock = () => performance.now() / 1000;
clusterCost.windows = 0;
clusterCost.steps = 0;
const windowMs: number[] = [];
for (let i = 0; i < BREAK_RUNS; i++) {
  let best = Infinity;
  for (let k = 0; k < REPEATS; k++) {
    clusterCost.seconds = 0;
    simulate(breakInput(i));
    best = Math.min(best, clusterCost.seconds * 1000);
  }
  windowMs.push(best);
}
const windowCost = {
  msPerBreak: round(median(windowMs)),
  windowsPerBreak: round(clusterCost.windows / BREAK_RUNS),
  stepsPerWindow: Math.round(clusterCost.steps / Math.max(clusterCost.windows, 1)),
};
clusterCost.clock = null;
// (b) Random shots.
const shots = Array.from({ length: RANDOM_SHOTS }, (_, i) => randomInput(i));
const randomMs = fastestPerShot(engines, shots);
// What the random shots ask of the 3-D worlds (this tree's records): each tumbling segment is one
// cannon-es step or one closed-form stretch of a ball in a pocket's world or the room's.
const worlds = worldUse(shots);
// (c) The scaling table.
const scaling = SCALING_SPEEDS_MPS.flatMap((speed) =>
  SCALING_BALLS.map((balls) => {
    const ms = engines.map(() => [] as number[]);
    let events = 0,
      segments = 0;
    for (let seed = 0; seed < SCALING_RACKS; seed++) {
      const input = scalingRack(balls, speed, seed);
      fastest(engines, SCALING_REPEATS, (sim) => sim(input)).forEach((t, k) => ms[k]!.push(t));
      const record = simulate(input);
      events += record.events.length;
      segments += record.trajectory.balls.reduce((a, b) => a + b.segments.length, 0);
    }
    return {
      balls,
      speedMps: speed,
      medianMs: ms.map((m) => round(median(m))),
      maxMs: ms.map((m) => round(Math.max(...m))),
      meanEvents: Math.round(events / SCALING_RACKS),
      meanSegments: Math.round(segments / SCALING_RACKS),
    };
  }),
);

const results = {
  engines: engines.map((e) => e.label),
  break: {
    medianMs: breaks.map((b) => round(median(b))),
    minMs: breaks.map((b) => round(Math.min(...b))),
    maxMs: breaks.map((b) => round(Math.max(...b))),
    runs: BREAK_RUNS,
    repeatsPerRack: REPEATS,
    ballSpeedMps: BREAK_BALL_SPEED_MPS,
    windows: windowCost,
  },
  randomShots: {
    count: RANDOM_SHOTS,
    totalS: randomMs.map((ms) => round(ms / 1000)),
    method: `each shot's fastest of ${RANDOM_REPEATS}, engines in turn, summed`,
    worlds,
  },
  scaling: { racksPerCell: SCALING_RACKS, repeatsPerRack: SCALING_REPEATS, rows: scaling },
  machine: `${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, ${platform()}-${arch()}, node ${process.version}`,
};
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
writeReadmeFigures();

/** The README's figures, between its bench markers, from this run: never typed by hand. */
function writeReadmeFigures(): void {
  const START = '<!-- bench: written by `npm run bench` from bench/results.json; do not edit by hand -->';
  const END = '<!-- /bench -->';
  if (!existsSync('README.md')) return;
  const text = readFileSync('README.md', 'utf8');
  const a = text.indexOf(START),
    b = text.indexOf(END);
  if (a < 0 || b < a) return;
  const vs = (xs: readonly number[], unit: string): string =>
    xs.length > 1 ? `${xs[0]} ${unit} against ${xs[1]} (ratio ${(xs[0]! / xs[1]!).toFixed(2)})` : `${xs[0]} ${unit}`;
  const row = (balls: number, speed: number) => scaling.find((r) => r.balls === balls && r.speedMps === speed)!;
  const cells = [16, 22, 32].map((n) => `${n} balls ${vs(row(n, 5.24).medianMs, 'ms')}`).join(', ');
  const slowest = scaling.map((r) => r.maxMs[0]!).reduce((x, y) => Math.max(x, y), 0);
  const block = [
    `\`npm run bench${engines.length > 1 ? ` -- --against ${engines[1]!.label}` : ''}\` (${results.machine}, this tree at ${engines[0]!.label}${engines.length > 1 ? `; the second figure is revision ${engines[1]!.label}, measured in the same run` : ''}):`,
    `a 15-ball power break (${BREAK_BALL_SPEED_MPS} m/s) to rest, median ${vs(results.break.medianMs, 'ms')} of CPU (its compliant windows ${windowCost.msPerBreak} ms);`,
    `${RANDOM_SHOTS} random shots ${vs(results.randomShots.totalS, 's')} (${worlds.drops} drops into a pocket, ${worlds.segmentsPerDrop} world segments each, a cannon-es step or a closed-form stretch; ${worlds.offTable} balls off the table, ${worlds.segmentsPerOffTable} each); frozen triangles broken at 5.24 m/s, median ${cells};`,
    `the slowest rack of the scaling table ${round(slowest)} ms.`,
  ].join('\n');
  writeFileSync('README.md', `${text.slice(0, a + START.length)}\n${block}\n${text.slice(b)}`);
}

const per = (xs: readonly number[], unit: string): string =>
  xs.map((x, k) => `${x} ${unit}${engines.length > 1 ? ` (${engines[k]!.label})` : ''}`).join(' vs ') +
  (xs.length > 1 ? `, ratio ${(xs[0]! / xs[1]!).toFixed(2)}` : '');
const lines = [
  `engines: ${engines.map((e, k) => `${e.label}${k === 0 ? ' (this tree)' : ''}`).join(', ')}`,
  `break to rest (15 balls, ${BREAK_BALL_SPEED_MPS} m/s, ${BREAK_RUNS} racks, fastest of ${REPEATS} each): median ${per(results.break.medianMs, 'ms CPU')}; max ${per(results.break.maxMs, 'ms')}`,
  `  of which compliant windows (${engines[0]!.label}): ${windowCost.msPerBreak} ms a break, ${windowCost.windowsPerBreak} windows of ${windowCost.stepsPerWindow} steps`,
  `${RANDOM_SHOTS} random shots (each shot's fastest of ${RANDOM_REPEATS}, summed): ${per(results.randomShots.totalS, 's')}`,
  `  3-D worlds (${engines[0]!.label}): ${worlds.drops} drops into a pocket, ${worlds.segmentsPerDrop} world segments each (a cannon-es step or a closed-form stretch); ${worlds.offTable} balls off the table, ${worlds.segmentsPerOffTable} each`,
  `scaling (frozen triangles on the 9 ft table, ${SCALING_RACKS} racks each, fastest of ${SCALING_REPEATS}):`,
  `  balls  m/s    median ms  max ms  events  segments${engines.length > 1 ? `   (ms: ${engines.map((e) => e.label).join(' / ')}; events and segments: ${engines[0]!.label})` : ''}`,
  ...scaling.map(
    (r) =>
      `  ${String(r.balls).padStart(5)}  ${r.speedMps.toFixed(2).padStart(5)}  ${r.medianMs.join(' / ').padStart(9)}  ${r.maxMs.join(' / ').padStart(6)}  ${String(r.meanEvents).padStart(6)}  ${String(r.meanSegments).padStart(8)}`,
  ),
  `written to bench/results.json (${results.machine})`,
];
process.stdout.write(`${lines.join('\n')}\n`);
