/**
 * `npm run fuzz -- --shots N --seed S` runs N seeded random shots and audits each (src/physics/fuzz.ts).
 * `npm run fuzz -- --replay <shotSeed>` replays one shot and prints its layout, stroke and problems.
 * The last line is exactly `fuzz: N shots, F failures`; exit 1 when F > 0, 2 on bad arguments.
 */
import { fuzz, makeShot, runShot } from '../physics/fuzz.ts';

function arg(name: string, argv: readonly string[]): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

function whole(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`${name}: expected a whole number >= 0, got ${JSON.stringify(v)}\n`);
    process.exit(2);
  }
  return n;
}

const argv = process.argv.slice(2);
const replay = arg('--replay', argv);
if (replay !== undefined) {
  const out = runShot(makeShot(whole('--replay', replay, 0)));
  process.stdout.write(`${JSON.stringify(out.shot)}\n`);
  for (const f of out.failures) process.stdout.write(`${f.kind}: ${f.detail}\n`);
  process.stdout.write(`fuzz: 1 shots, ${out.failures.length > 0 ? 1 : 0} failures\n`);
  process.exitCode = out.failures.length > 0 ? 1 : 0;
} else {
  const shots = whole('--shots', arg('--shots', argv), 1000);
  const seed = whole('--seed', arg('--seed', argv), 1);
  const tty = process.stderr.isTTY;
  const t0 = process.hrtime.bigint();
  const s = fuzz(shots, seed, (i) => { if (tty && i % 100 === 99) process.stderr.write(`\r${i + 1}/${shots}`); });
  if (tty) process.stderr.write('\n');
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  for (const [kind, n] of Object.entries(s.byKind)) process.stdout.write(`  ${kind}: ${n}\n`);
  for (const f of s.firstFailures) process.stdout.write(`  shot ${f.shotSeed} (${f.kind}): ${f.detail}\n    replay: npm run fuzz -- --replay ${f.shotSeed}\n`);
  process.stdout.write(`  ${secs.toFixed(1)} s\n`);
  process.stdout.write(`fuzz: ${s.shots} shots, ${s.failedShots} failures\n`);
  process.exitCode = s.failedShots > 0 ? 1 : 0;
}
