/**
 * `npm run bench [-- --against REV [--against REV2 ...]]`: CPU cost of the physics, printed and
 * written to bench/results.json. Every workload is reported two ways: each run's fastest of N (as
 * before: it filters out other load on a shared machine, and also every garbage collection), and
 * the mean, median and 90th percentile over all runs, garbage collection included (what a player
 * or the advisor pays). Every time is process.cpuUsage (user + system, the collector's own threads
 * with it), which counts in microseconds here: a clock on the wall counts the time that the other
 * processes of a shared machine take from this one, and with a load of 5 on 2 cores made the random
 * shots' mean four times their fastest. The engines take turns on each run.
 * (a) a 15-ball power break (cue ball launched at 10.7 m/s from the head string into a frozen,
 *     seeded-jitter rack) simulated to rest, 50 racks, each timed REPEATS times; what this tree's
 *     compliant windows and 3-D worlds cost within it, on their own clocks;
 * (b) 1,000 seeded random shots (random layouts of 2-16 balls, ball speeds 0.3-12 m/s, random
 *     tip offsets inside the miscue limit), each timed RANDOM_REPEATS times; the totals over all of
 *     them and over those in which (by this tree's record) a ball drops into a pocket or leaves the
 *     table; what this tree's 3-D worlds cost, per drop and per ball off the table (segments, ms);
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
import { clusterCost, simulate, worldCost } from '../../physics/engine.ts';
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
/** The q-quantile by the nearest rank (q = 0.9: the smallest value that 90 % of the runs do not exceed). */
const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
/** Every run counts (garbage collection included): mean, median, 90th percentile and the slowest, ms. */
interface Spread {
  readonly meanMs: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly maxMs: number;
}
const spread = (xs: readonly number[]): Spread => ({
  meanMs: round(xs.reduce((a, b) => a + b, 0) / xs.length),
  medianMs: round(median(xs)),
  p90Ms: round(quantile(xs, 0.9)),
  maxMs: round(Math.max(...xs)),
});

/**
 * Each input run `repeats` times by every engine, the engines taking turns, timed by `clock`:
 * for each engine, every run's time (input by input, run by run) and each input's fastest.
 */
function timeRuns(
  engines: readonly Engine[],
  inputs: readonly SimulationInput[],
  repeats: number,
  clock: (f: () => void) => number,
): { all: number[][]; fastest: number[][] } {
  const all = engines.map(() => [] as number[]);
  const fastest = engines.map(() => [] as number[]);
  for (const input of inputs) {
    const best = engines.map(() => Infinity);
    for (let k = 0; k < repeats; k++) {
      engines.forEach((e, i) => {
        const ms = clock(() => e.simulate(input));
        all[i]!.push(ms);
        best[i] = Math.min(best[i]!, ms);
      });
    }
    best.forEach((ms, i) => fastest[i]!.push(ms));
  }
  return { all, fastest };
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

/**
 * Over the shots, by this tree: balls dropped into a pocket and balls off the table, the world
 * segments recorded for each, and what its 3-D worlds cost (ms on their own clock, each shot's
 * fastest of RANDOM_REPEATS, as the shots are timed): in all, per drop and per ball off the table;
 * and which shots use a world at all.
 */
function worldUse(inputs: readonly SimulationInput[]) {
  let drops = 0,
    offTable = 0,
    inPocket = 0,
    inRoom = 0,
    pocketMs = 0,
    roomMs = 0,
    pocketSteps = 0,
    roomSteps = 0;
  const usesWorld: boolean[] = [];
  worldCost.clock = () => performance.now() / 1000;
  for (const input of inputs) {
    let bestPocket = Infinity,
      bestRoom = Infinity,
      record: ShotRecord | null = null;
    for (let k = 0; k < RANDOM_REPEATS; k++) {
      worldCost.pocketSeconds = worldCost.roomSeconds = worldCost.pocketSteps = worldCost.roomSteps = 0;
      record = simulate(input);
      bestPocket = Math.min(bestPocket, worldCost.pocketSeconds * 1000);
      bestRoom = Math.min(bestRoom, worldCost.roomSeconds * 1000);
    }
    pocketMs += bestPocket;
    roomMs += bestRoom;
    pocketSteps += worldCost.pocketSteps;
    roomSteps += worldCost.roomSteps;
    let used = false;
    for (const e of record!.events) {
      if (e.type === 'pocket-drop') drops++;
      else if (e.type === 'off-table') offTable++;
      else continue;
      used = true;
    }
    usesWorld.push(used);
    for (const b of record!.trajectory.balls)
      for (const sg of b.segments) {
        if (sg.mode !== 'tumbling') continue;
        if (sg.pocket) inPocket++;
        else inRoom++;
      }
  }
  worldCost.clock = null;
  const tenth = (x: number): number => Math.round(x * 10) / 10;
  return {
    drops,
    offTable,
    segmentsPerDrop: tenth(inPocket / drops),
    segmentsPerOffTable: tenth(inRoom / offTable),
    stepsPerDrop: tenth(pocketSteps / drops),
    stepsPerOffTable: tenth(roomSteps / offTable),
    pocketMs: round(pocketMs),
    roomMs: round(roomMs),
    msPerDrop: round(pocketMs / drops),
    msPerOffTable: round(roomMs / offTable),
    usesWorld,
  };
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

let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  /* not a checkout */
}
const engines: Engine[] = [{ label: commit, simulate }];
process.argv.forEach((arg, k) => {
  if (arg !== '--against') return;
  const rev = process.argv[k + 1];
  if (!rev || rev.startsWith('--')) {
    process.stderr.write(`--against: expected a revision, got ${JSON.stringify(rev ?? null)}\n`);
    process.exit(2);
  }
});
for (let k = 0; k < process.argv.length; k++) if (process.argv[k] === '--against') engines.push(await engineAt(process.argv[k + 1]!));
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

// (a) The break.
for (let i = 0; i < BREAK_WARMUP; i++) for (const e of engines) e.simulate(breakInput(1000 + i));
const breakInputs = Array.from({ length: BREAK_RUNS }, (_, i) => breakInput(i));
const breaks = timeRuns(engines, breakInputs, REPEATS, cpuMs);
// What this tree's compliant windows and 3-D worlds cost within those breaks, on their own clocks
// (events/handle-cluster.ts, events/handle-world.ts): each rack REPEATS times more with the clocks
// on, the fastest kept (ms by the monotonic clock; the median over the racks), as the breaks are timed.
clusterCost.clock = worldCost.clock = () => performance.now() / 1000;
clusterCost.windows = 0;
clusterCost.steps = 0;
const windowMs: number[] = [],
  breakWorldMs: number[] = [];
for (const input of breakInputs) {
  let best = Infinity,
    bestWorld = Infinity;
  for (let k = 0; k < REPEATS; k++) {
    clusterCost.seconds = worldCost.pocketSeconds = worldCost.roomSeconds = 0;
    simulate(input);
    best = Math.min(best, clusterCost.seconds * 1000);
    bestWorld = Math.min(bestWorld, (worldCost.pocketSeconds + worldCost.roomSeconds) * 1000);
  }
  windowMs.push(best);
  breakWorldMs.push(bestWorld);
}
const windowCost = {
  msPerBreak: round(median(windowMs)),
  meanMsPerBreak: round(sum(windowMs) / BREAK_RUNS),
  windowsPerBreak: round(clusterCost.windows / (BREAK_RUNS * REPEATS)),
  stepsPerWindow: Math.round(clusterCost.steps / Math.max(clusterCost.windows, 1)),
};
clusterCost.clock = worldCost.clock = null;
// The break without its compliant windows (this tree): each rack's fastest less its windows' fastest.
const breakBesides = breaks.fastest[0]!.map((ms, i) => ms - windowMs[i]!);
// (b) Random shots.
const shots = Array.from({ length: RANDOM_SHOTS }, (_, i) => randomInput(i));
for (const input of shots.slice(0, RANDOM_WARMUP)) for (const e of engines) e.simulate(input);
const random = timeRuns(engines, shots, RANDOM_REPEATS, cpuMs);
// What the random shots ask of the 3-D worlds (this tree's records): each tumbling segment is one
// cannon-es step or one closed-form stretch of a ball in a pocket's world or the room's.
const worlds = worldUse(shots);
/** Per engine, over the shots that `pick` keeps: the total of each shot's fastest, and of its runs' mean (GC included), s. */
const totals = (pick: (i: number) => boolean) =>
  engines.map((_, k) => {
    let best = 0,
      all = 0,
      count = 0;
    for (let i = 0; i < RANDOM_SHOTS; i++) {
      if (!pick(i)) continue;
      count++;
      best += random.fastest[k]![i]!;
      for (let r = 0; r < RANDOM_REPEATS; r++) all += random.all[k]![i * RANDOM_REPEATS + r]!;
    }
    return { shots: count, fastestS: round(best / 1000), meanS: round(all / RANDOM_REPEATS / 1000) };
  });
const randomAll = totals(() => true),
  randomWorld = totals((i) => worlds.usesWorld[i]!),
  randomBed = totals((i) => !worlds.usesWorld[i]!);
// (c) The scaling table.
const scaling = SCALING_SPEEDS_MPS.flatMap((speed) =>
  SCALING_BALLS.map((balls) => {
    let events = 0,
      segments = 0;
    const inputs = Array.from({ length: SCALING_RACKS }, (_, seed) => scalingRack(balls, speed, seed));
    const ms = timeRuns(engines, inputs, SCALING_REPEATS, cpuMs).fastest;
    for (const input of inputs) {
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

const { usesWorld: _usesWorld, ...worldFigures } = worlds;
const breakAll = breaks.all.map(spread);
const results = {
  engines: engines.map((e) => e.label),
  break: {
    medianMs: breaks.fastest.map((b) => round(median(b))),
    minMs: breaks.fastest.map((b) => round(Math.min(...b))),
    maxMs: breaks.fastest.map((b) => round(Math.max(...b))),
    method: `each rack's fastest of ${REPEATS} (medianMs, minMs, maxMs); allRuns: every run, garbage collection included`,
    allRuns: breakAll,
    meanOverMedian: breakAll.map((b) => round(b.meanMs / b.medianMs)),
    runs: BREAK_RUNS,
    repeatsPerRack: REPEATS,
    ballSpeedMps: BREAK_BALL_SPEED_MPS,
    windows: windowCost,
    besidesWindows: { medianMs: round(median(breakBesides)), meanMs: round(sum(breakBesides) / BREAK_RUNS) },
    worldsMsPerBreak: round(median(breakWorldMs)),
  },
  randomShots: {
    count: RANDOM_SHOTS,
    totalS: randomAll.map((t) => t.fastestS),
    method: `each shot's fastest of ${RANDOM_REPEATS}, engines in turn, summed (totalS); meanTotalS: the runs' mean, garbage collection included`,
    meanTotalS: randomAll.map((t) => t.meanS),
    perShot: random.all.map(spread),
    withWorld: randomWorld,
    bedOnly: randomBed,
    worlds: { ...worldFigures, share: round((worlds.pocketMs + worlds.roomMs) / 1000 / randomAll[0]!.fastestS) },
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
    xs.length > 1 ? `${xs[0]} ${unit} against ${xs.slice(1).join(', ')} (ratio ${ratios(xs)})` : `${xs[0]} ${unit}`;
  const row = (balls: number, speed: number) => scaling.find((r) => r.balls === balls && r.speedMps === speed)!;
  const cells = [16, 22, 32].map((n) => `${n} balls ${vs(row(n, 5.24).medianMs, 'ms')}`).join(', ');
  const slowest = scaling.map((r) => r.maxMs[0]!).reduce((x, y) => Math.max(x, y), 0);
  const others = engines.slice(1).map((e) => e.label);
  const w = results.randomShots.worlds;
  const block = [
    `\`npm run bench${others.length ? ` --${others.map((l) => ` --against ${l}`).join('')}` : ''}\` (${results.machine}, this tree at ${engines[0]!.label}${others.length ? `; the other figures are revision${others.length > 1 ? 's' : ''} ${others.join(', ')}, measured in the same run` : ''}):`,
    `a 15-ball power break (${BREAK_BALL_SPEED_MPS} m/s) to rest, fastest of ${REPEATS} median ${vs(results.break.medianMs, 'ms')} of CPU; every run, GC included, mean ${vs(
      breakAll.map((x) => x.meanMs),
      'ms',
    )}, median ${vs(
      breakAll.map((x) => x.medianMs),
      'ms',
    )}, 90th percentile ${vs(
      breakAll.map((x) => x.p90Ms),
      'ms',
    )} (its compliant windows ${windowCost.msPerBreak} ms);`,
    `${RANDOM_SHOTS} random shots, fastest of ${RANDOM_REPEATS} ${vs(results.randomShots.totalS, 's')}, mean ${vs(results.randomShots.meanTotalS, 's')}; the ${randomWorld[0]!.shots} with a drop or a ball off the table, mean ${vs(
      randomWorld.map((t) => t.meanS),
      's',
    )} (${w.drops} drops into a pocket, ${w.segmentsPerDrop} world segments and ${w.msPerDrop} ms each; ${w.offTable} balls off the table, ${w.segmentsPerOffTable} segments and ${w.msPerOffTable} ms each; the worlds ${Math.round(100 * w.share)} % of the shots' time); frozen triangles broken at 5.24 m/s, median ${cells};`,
    `the slowest rack of the scaling table ${round(slowest)} ms.`,
  ].join('\n');
  writeFileSync('README.md', `${text.slice(0, a + START.length)}\n${block}\n${text.slice(b)}`);
}

function ratios(xs: readonly number[]): string {
  return xs
    .slice(1)
    .map((x) => (xs[0]! / x).toFixed(2))
    .join(', ');
}
const per = (xs: readonly number[], unit: string): string =>
  xs.map((x, k) => `${x} ${unit}${engines.length > 1 ? ` (${engines[k]!.label})` : ''}`).join(' vs ') +
  (xs.length > 1 ? `, ratio ${ratios(xs)}` : '');
const spreadLine = (xs: readonly Spread[]): string =>
  `mean ${per(
    xs.map((x) => x.meanMs),
    'ms',
  )}; median ${per(
    xs.map((x) => x.medianMs),
    'ms',
  )}; p90 ${per(
    xs.map((x) => x.p90Ms),
    'ms',
  )}`;
const w = results.randomShots.worlds;
const lines = [
  `engines: ${engines.map((e, k) => `${e.label}${k === 0 ? ' (this tree)' : ''}`).join(', ')}`,
  `break to rest (15 balls, ${BREAK_BALL_SPEED_MPS} m/s, ${BREAK_RUNS} racks x ${REPEATS} runs):`,
  `  fastest of ${REPEATS}: median ${per(results.break.medianMs, 'ms CPU')}; max ${per(results.break.maxMs, 'ms')}`,
  `  every run (GC included): ${spreadLine(breakAll)}; mean/median ${results.break.meanOverMedian.join(' / ')}`,
  `  of which compliant windows (${engines[0]!.label}): ${windowCost.msPerBreak} ms a break (median; mean ${windowCost.meanMsPerBreak}), ${windowCost.windowsPerBreak} windows of ${windowCost.stepsPerWindow} steps; besides them median ${results.break.besidesWindows.medianMs} ms, mean ${results.break.besidesWindows.meanMs} ms; 3-D worlds ${results.break.worldsMsPerBreak} ms`,
  `${RANDOM_SHOTS} random shots (${RANDOM_REPEATS} runs each):`,
  `  fastest of ${RANDOM_REPEATS}, summed: ${per(results.randomShots.totalS, 's')}`,
  `  mean of the runs (GC included), summed: ${per(results.randomShots.meanTotalS, 's')}; a shot: ${spreadLine(results.randomShots.perShot)}`,
  `  the ${randomWorld[0]!.shots} shots with a drop or a ball off the table: mean ${per(
    randomWorld.map((t) => t.meanS),
    's',
  )}; fastest ${per(
    randomWorld.map((t) => t.fastestS),
    's',
  )}`,
  `  the ${randomBed[0]!.shots} shots on the bed only: mean ${per(
    randomBed.map((t) => t.meanS),
    's',
  )}; fastest ${per(
    randomBed.map((t) => t.fastestS),
    's',
  )}`,
  `  3-D worlds (${engines[0]!.label}): ${w.drops} drops into a pocket, ${w.segmentsPerDrop} world segments, ${w.stepsPerDrop} world steps and ${w.msPerDrop} ms each (a segment: a cannon-es step or a closed-form stretch); ${w.offTable} balls off the table, ${w.segmentsPerOffTable} segments, ${w.stepsPerOffTable} steps and ${w.msPerOffTable} ms each; the worlds ${Math.round(100 * w.share)} % of the shots' fastest time`,
  `scaling (frozen triangles on the 9 ft table, ${SCALING_RACKS} racks each, fastest of ${SCALING_REPEATS}):`,
  `  balls  m/s    median ms  max ms  events  segments${engines.length > 1 ? `   (ms: ${engines.map((e) => e.label).join(' / ')}; events and segments: ${engines[0]!.label})` : ''}`,
  ...scaling.map(
    (r) =>
      `  ${String(r.balls).padStart(5)}  ${r.speedMps.toFixed(2).padStart(5)}  ${r.medianMs.join(' / ').padStart(9)}  ${r.maxMs.join(' / ').padStart(6)}  ${String(r.meanEvents).padStart(6)}  ${String(r.meanSegments).padStart(8)}`,
  ),
  `written to bench/results.json (${results.machine})`,
];
process.stdout.write(`${lines.join('\n')}\n`);
