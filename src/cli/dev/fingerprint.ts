/**
 * `npm run fingerprint [-- --shots N --seed S]`: SHA-256 hashes of everything the engine outputs,
 * to prove that a change meant as a pure refactoring changes nothing, bit for bit. Three parts:
 * (a) every library scenario (test/scenarios) run as `sim run --json` runs it, with its full shot
 *     record (snapshot, events, final state, trajectory and stick paths);
 * (b) N seeded fuzz shots (default 10,000; `npm run fuzz`'s shot generator): events, finals and
 *     trajectories, or the exception's message;
 * (c) the bench's racks: 16, 22 and 32 balls frozen, broken at 5.24 and 10.7 m/s.
 * JSON prints every double in its shortest round-trip form, so equal hashes mean equal bits.
 * Prints one line per part and a combined hash; run it before and after and compare.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeShot, shotSeedOf, simulate } from '../../physics/engine.ts';
import { DEFAULT_PARAMS } from '../../physics/index.ts';
import { parseScenarioText } from '../../scenario/load.ts';
import { runScenario } from '../../scenario/run.ts';
import { tableGeometry } from '../../table/index.ts';

import { scalingRack } from './bench-racks.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name}: expected a non-negative integer, got ${args[at + 1]}`);
  return value;
};
const SHOTS = option('--shots', 10000);
const SEED = option('--seed', 1);

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const path = join(dir, f);
      if (statSync(path).isDirectory()) return files(path);
      return f.endsWith('.json') ? [path] : [];
    });
}

const library = createHash('sha256');
let scenarios = 0;
for (const file of files('test/scenarios')) {
  library.update(file);
  try {
    const outcome = runScenario(parseScenarioText(readFileSync(file, 'utf8')));
    library.update(JSON.stringify(outcome.result));
    library.update(JSON.stringify(outcome.record));
  } catch (e) {
    library.update(`error: ${(e as Error).message}`);
  }
  scenarios++;
}

const fuzzed = createHash('sha256');
for (let i = 0; i < SHOTS; i++) {
  const shot = makeShot(shotSeedOf(SEED, i));
  try {
    const record = simulate({
      table: tableGeometry(shot.table),
      params: DEFAULT_PARAMS,
      balls: shot.balls,
      strokes: [{ ball: 'cue', stroke: shot.stroke }],
    });
    fuzzed.update(JSON.stringify(record.events));
    fuzzed.update(JSON.stringify(record.final));
    fuzzed.update(JSON.stringify(record.trajectory));
  } catch (e) {
    fuzzed.update(`error: ${(e as Error).message}`);
  }
}

const racks = createHash('sha256');
for (const balls of [16, 22, 32]) {
  for (const speed of [5.24, 10.7]) {
    for (let seed = 0; seed < 3; seed++) {
      const input = scalingRack(balls, speed, seed);
      try {
        racks.update(JSON.stringify(simulate(input)));
      } catch (e) {
        racks.update(`error: ${(e as Error).message}`);
      }
    }
  }
}

const parts = [
  [`library (${scenarios} scenarios)`, library.digest('hex')],
  [`fuzz (${SHOTS} shots, seed ${SEED})`, fuzzed.digest('hex')],
  ['racks (16, 22, 32 balls; 5.24 and 10.7 m/s; 3 seeds)', racks.digest('hex')],
] as const;
for (const [name, hash] of parts) console.log(`${hash}  ${name}`);
console.log(
  `${createHash('sha256')
    .update(parts.map((p) => p[1]).join(''))
    .digest('hex')}  all`,
);
