/**
 * `npm run sim -- run <scenario.json | folder> [--json] [--trace <dt>]`
 *
 * Exit 0 when every scenario ran and every `expect` held, 1 when an `expect` failed, 2 on bad
 * input (a folder's exit code is the worst of its files). Errors go to stderr, one line each,
 * `<field path>: <reason>` (prefixed by the file name when a folder is run). With --json stdout
 * holds only JSON: one object for a file, an array for a folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ScenarioError } from '../scenario/errors.ts';
import { parseScenarioText } from '../scenario/load.ts';
import { runScenario, type RunOutcome } from '../scenario/run.ts';

const USAGE = 'usage: npm run sim -- run <scenario.json | folder> [--json] [--trace <dt>]';

interface Args { path: string; json: boolean; traceDt?: number }

function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'run') throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
  let path: string | undefined;
  let json = false;
  let traceDt: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--json') json = true;
    else if (a === '--trace') {
      const v = rest[++i];
      const dt = Number(v);
      if (v === undefined || !Number.isFinite(dt) || dt <= 0) throw new UsageError(`--trace: expected a time step in seconds > 0, got ${JSON.stringify(v ?? null)}`);
      traceDt = dt;
    } else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else if (path === undefined) path = a;
    else throw new UsageError(`unexpected argument ${a}`);
  }
  if (path === undefined) throw new UsageError('missing the scenario file or folder');
  return { path, json, ...(traceDt !== undefined ? { traceDt } : {}) };
}

class UsageError extends Error {}

function listScenarios(path: string): string[] {
  const st = statSync(path);
  if (!st.isDirectory()) return [path];
  const out: string[] = [];
  for (const name of readdirSync(path).sort()) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) out.push(...listScenarios(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

function summary(o: RunOutcome): string {
  const ev = o.result.events;
  const first = ev.find((e) => e.type === 'ball-ball');
  const pocketed = ev.filter((e) => e.type === 'pocketed').map((e) => `${e.balls[0]} (${'pocket' in e ? e.pocket : ''})`);
  const cushions = ev.filter((e) => e.type === 'ball-cushion').length;
  const end = ev[ev.length - 1]?.t ?? 0;
  const lines = [
    `  first contact: ${first ? first.balls.join(' -> ') + ` at ${first.t.toFixed(4)} s` : 'none'}`,
    `  cushion contacts: ${cushions}; pocketed: ${pocketed.length ? pocketed.join(', ') : 'none'}; at rest after ${end.toFixed(3)} s`,
    `  ruling: ${rulingLine(o)}`,
    `  ${o.result.ruling.explanation.en}`,
  ];
  return lines.join('\n');
}

function rulingLine(o: RunOutcome): string {
  const r = o.result.ruling;
  if (r.legal && r.fouls.length === 0) return `legal; next ${r.next.shooter}${r.inningEnds ? '' : ' (continues)'}`;
  const fouls = r.fouls.map((f) => `${f.code} (${f.rule})`).join(', ');
  return `${r.legal ? 'legal' : 'FOUL'}: ${fouls}; enforced ${r.enforced ? `${r.enforced.code} (${r.enforced.rule})` : 'none'}; next ${r.next.shooter}, ball in hand ${r.next.ballInHand}${r.lossOfGame ? `; ${r.lossOfGame} loses the game` : ''}`;
}

function main(argv: readonly string[]): number {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  let files: string[];
  try {
    files = listScenarios(args.path);
  } catch {
    process.stderr.write(`${args.path}: no such file or folder\n`);
    return 2;
  }
  const folder = files.length !== 1 || files[0] !== args.path;
  let worst = 0;
  const results: unknown[] = [];
  let passed = 0, failed = 0, invalid = 0;
  for (const file of files) {
    const prefix = folder ? `${file}: ` : '';
    let outcome: RunOutcome;
    try {
      const scenario = parseScenarioText(readFileSync(file, 'utf8'));
      outcome = runScenario(scenario, args.traceDt !== undefined ? { traceDt: args.traceDt } : {});
    } catch (e) {
      if (e instanceof ScenarioError) {
        for (const issue of e.issues) process.stderr.write(`${prefix}${issue.path}: ${issue.reason}\n`);
      } else {
        process.stderr.write(`${prefix}${(e as Error).message}\n`);
      }
      invalid++;
      worst = 2;
      continue;
    }
    for (const f of outcome.failures) process.stderr.write(`${prefix}${f}\n`);
    if (outcome.failures.length > 0) { failed++; worst = Math.max(worst, 1); } else passed++;
    if (args.json) results.push(outcome.result);
    else {
      const verdict = outcome.failures.length > 0 ? 'FAIL' : 'ok';
      process.stdout.write(`${verdict}  ${outcome.result.name}${folder ? `  (${basename(file)})` : ''}\n${summary(outcome)}\n`);
    }
  }
  if (args.json && (folder || results.length > 0)) process.stdout.write(`${JSON.stringify(folder ? results : results[0])}\n`);
  else if (folder) process.stdout.write(`${files.length} scenarios: ${passed} passed, ${failed} failed, ${invalid} invalid\n`);
  return worst;
}

process.exitCode = main(process.argv.slice(2));
