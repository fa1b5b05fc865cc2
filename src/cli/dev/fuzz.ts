/**
 * `npm run fuzz -- --shots N --seed S [--workers W]` runs N seeded random shots and audits each
 * (src/physics/audit/fuzz.ts); with W > 1 the shots are shared, in ranges of FUZZ_RANGE_SHOTS, between
 * this thread and W - 1 worker threads, and the summary is the same as with one.
 * `npm run fuzz -- --replay <shotSeed>` replays one shot and prints its layout, stroke and problems.
 * The last line is exactly `fuzz: N shots, F failures`; exit 1 when F > 0, 2 on bad arguments.
 */
import { fuzzRange, type FuzzSummary, makeShot, mergeFuzz, runShot } from '../../physics/engine.ts';
import { decimalWhole } from '../cli-args.ts';
import { shareWork } from '../ts-worker.ts';

/** Shots per range handed out with --workers: small enough to balance the tail, large enough that messages cost nothing. */
const FUZZ_RANGE_SHOTS = 100;

function arg(name: string, argv: readonly string[]): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

function whole(name: string, v: string | undefined, fallback: number, min = 0): number {
  if (v === undefined) return fallback;
  try {
    // A shot's seed is 32 bits (shotSeedOf).
    return decimalWhole(name, v, min, 2 ** 32 - 1);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(2);
  }
}

/** Runs shots 0..shots-1 on this thread and n - 1 worker threads; parts are merged in shot order. */
async function fuzzOnWorkers(shots: number, seed: number, n: number, progress: (done: number) => void): Promise<FuzzSummary> {
  const ranges = Math.ceil(shots / FUZZ_RANGE_SHOTS);
  const parts: Array<FuzzSummary | undefined> = new Array(ranges);
  let done = 0;
  const job = (index: number) => ({ index, seed, from: index * FUZZ_RANGE_SHOTS, to: Math.min(shots, (index + 1) * FUZZ_RANGE_SHOTS) });
  await shareWork(
    ranges,
    n,
    new URL('./fuzz-worker.ts', import.meta.url),
    job,
    (j) => fuzzRange(j.seed, j.from, j.to),
    (index, part: FuzzSummary) => {
      parts[index] = part;
      done += part.shots;
      progress(done);
    },
  );
  return mergeFuzz(parts as FuzzSummary[]);
}

async function main(argv: readonly string[]): Promise<number> {
  const replay = arg('--replay', argv);
  if (replay !== undefined) {
    const out = runShot(makeShot(whole('--replay', replay, 0)));
    process.stdout.write(`${JSON.stringify(out.shot)}\n`);
    for (const f of out.failures) process.stdout.write(`${f.kind}: ${f.detail}\n`);
    process.stdout.write(`fuzz: 1 shots, ${out.failures.length > 0 ? 1 : 0} failures\n`);
    return out.failures.length > 0 ? 1 : 0;
  }
  const shots = whole('--shots', arg('--shots', argv), 1000);
  const seed = whole('--seed', arg('--seed', argv), 1);
  const workers = whole('--workers', arg('--workers', argv), 1, 1);
  const tty = process.stderr.isTTY;
  const progress = (done: number): void => {
    if (tty) process.stderr.write(`\r${done}/${shots}`);
  };
  const t0 = process.hrtime.bigint();
  const s =
    workers > 1 && shots > FUZZ_RANGE_SHOTS
      ? await fuzzOnWorkers(shots, seed, workers, progress)
      : fuzzRange(seed, 0, shots, (i) => {
          if (i % 100 === 99) progress(i + 1);
        });
  if (tty) process.stderr.write('\n');
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  for (const [kind, n] of Object.entries(s.byKind)) process.stdout.write(`  ${kind}: ${n}\n`);
  for (const f of s.firstFailures)
    process.stdout.write(`  shot ${f.shotSeed} (${f.kind}): ${f.detail}\n    replay: npm run fuzz -- --replay ${f.shotSeed}\n`);
  process.stdout.write(`  ${secs.toFixed(1)} s\n`);
  process.stdout.write(`fuzz: ${s.shots} shots, ${s.failedShots} failures\n`);
  return s.failedShots > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exitCode = 2;
  },
);
