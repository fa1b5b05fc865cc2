/**
 * `npm run sim -- run <scenario.json | folder> [--json] [--trace <dt>] [--workers <n>]`
 *
 * With --workers n (n > 1) the files of a folder are spread over n worker threads; the output is
 * the same as with one (results are printed in file order). --svg <file> draws the stroke as a
 * diagram (for a folder, --svg <folder> writes one <name>.svg per scenario). --next <file> writes
 * the next scenario (one file only): the table as the stroke leaves it, the balls lying in pockets
 * included, and the game state after the ruling, without a stroke (scenario/next.ts).
 *
 * `npm run sim -- new [file]` writes a starting scenario explained with `$comment` keys.
 * `npm run sim -- advise <file> [--noise LEVEL] [--json]` prints the advisor's strokes (advise.ts).
 * `npm run sim -- match <match.json>` replays a match file; `npm run sim -- match --computer L --computer L` plays one (match.ts).
 * Exit 0 when every scenario ran and every `expect` held, 1 when an `expect` failed, 2 on bad
 * input (a folder's exit code is the worst of its files). Errors go to stderr, one line each,
 * `<field path>: <reason>` (prefixed by the file name when a folder is run). With --json stdout
 * holds only JSON: one object for a file, an array for a folder.
 */
import { argTokens } from './args.ts';
import { EXIT_INTERNAL, internalMessage } from './exit-codes.ts';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { FileOutcome } from './run-file.ts';
import { decimalWhole } from './cli-args.ts';
import { checkOutputPath, OutputError, writeWhole } from './output-file.ts';
import { shareWork } from './ts-worker.ts';

const USAGE =
  'usage: npm run sim -- run <scenario.json | folder> [--json] [--trace <dt>] [--workers <n>] [--svg <file | folder>] [--next <file>] [--force]\n       npm run sim -- new [scenario.json]\n       npm run sim -- advise <scenario.json> [--noise beginner|club|tournament|amateur|professional] [--seed <n>] [--count <n>] [--json]\n       npm run sim -- match <match.json> | --computer <level> --computer <level> [--race <n>] [--seed <n>] [--out <file>]';

interface Args {
  path: string;
  json: boolean;
  traceDt?: number;
  workers: number;
  svg?: string;
  next?: string;
  /** Replace an existing --svg or --next file (otherwise it is refused before the work). */
  force: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'run') throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
  let path: string | undefined;
  let json = false;
  let force = false;
  let traceDt: number | undefined;
  let workers = 1;
  let svg: string | undefined;
  let next: string | undefined;
  const tokens = usage(() =>
    argTokens(rest, { json: 'boolean', force: 'boolean', svg: 'string', next: 'string', workers: 'string', trace: 'string' }),
  );
  for (const t of tokens) {
    if (t.kind === 'unknown') throw new UsageError(`unknown option ${t.raw}`);
    if (t.kind === 'positional') {
      if (path !== undefined) throw new UsageError(`unexpected argument ${t.value}`);
      path = t.value;
      continue;
    }
    const v = t.value;
    if (t.name === 'json') json = true;
    else if (t.name === 'force') force = true;
    else if (t.name === 'svg') {
      if (v === undefined || v.startsWith('--')) throw new UsageError('--svg: expected a file (or, with a folder, a folder) to write');
      svg = v;
    } else if (t.name === 'next') {
      if (v === undefined || v.startsWith('--')) throw new UsageError('--next: expected a file to write the next scenario to');
      next = v;
    } else if (t.name === 'workers') {
      workers = usage(() => decimalWhole('--workers', v, 1, 64));
    } else {
      const dt = Number(v);
      if (v === undefined || !Number.isFinite(dt) || dt <= 0)
        throw new UsageError(`--trace: expected a time step in seconds > 0, got ${JSON.stringify(v ?? null)}`);
      traceDt = dt;
    }
  }
  if (path === undefined) throw new UsageError('missing the scenario file or folder');
  return {
    path,
    json,
    workers,
    force,
    ...(traceDt !== undefined ? { traceDt } : {}),
    ...(svg !== undefined ? { svg } : {}),
    ...(next !== undefined ? { next } : {}),
  };
}

class UsageError extends Error {}

/** `f`'s value, its Error a UsageError (the options' shared checks, cli-args.ts, throw plain Errors). */
function usage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/**
 * The scenario files of a path: the file itself, or a folder's `.json` regular files at any depth.
 * Links, devices and pipes inside a folder are passed over (a FIFO would hang a read, a link loop
 * would hide the files beside it); a path given by name is read only if it is a regular file (runFile).
 */
function listScenarios(path: string): string[] {
  const st = statSync(path);
  if (!st.isDirectory()) return [path];
  const out: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) out.push(...listScenarios(full));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
  }
  return out;
}

/** Runs the files on this thread and n - 1 worker threads; calls `done` with each outcome in file order. */
async function runOnWorkers(
  files: readonly string[],
  n: number,
  traceDt: number | undefined,
  json: boolean,
  svgOf: (file: string) => string | undefined,
  done: (o: FileOutcome) => void,
): Promise<void> {
  const { runFile } = await import('./run-file.ts');
  const results: Array<FileOutcome | undefined> = new Array(files.length);
  let printed = 0;
  const job = (index: number) => {
    const svg = svgOf(files[index] as string);
    return { index, file: files[index] as string, json, ...(traceDt !== undefined ? { traceDt } : {}), ...(svg !== undefined ? { svg } : {}) };
  };
  await shareWork(
    files.length,
    n,
    new URL('./sim-worker.ts', import.meta.url),
    job,
    (j) => runFile(j.file, j.traceDt, j.svg, j.json),
    (index, outcome: FileOutcome) => {
      results[index] = outcome;
      while (printed < files.length && results[printed]) done(results[printed++] as FileOutcome);
    },
  );
}

/** A starting scenario, every part explained with `$comment` (it validates and runs as it is). */
const NEW_SCENARIO = {
  $comment:
    'A pool-scenario/1 file. Units: metres, seconds; angles in degrees. Frame: origin at the centre spot, +x toward the foot cushion, +y toward the left cushion. Schema: schema/pool-scenario-1.schema.json.',
  format: 'pool-scenario/1',
  name: 'My scenario',
  description: { en: 'What happens and why it matters.', sk: 'Čo sa stane a prečo je to dôležité.' },
  tags: ['G18', 'nine-ball', 'easy'],
  table: '9ft',
  game: 'nine-ball',
  rules: 'seeds',
  balls: [
    { $comment: 'The cue ball behind the head string (x < -0.635 on a 9 ft table).', id: 'cue', x: -0.9, y: 0.1 },
    { $comment: 'Object balls: id "1" to "15"; add "pocket": "foot-left" instead of x, y for a ball lying in a pocket.', id: '1', x: 0.3, y: 0 },
    { id: '2', x: 0.5, y: -0.2 },
  ],
  state: {
    $comment:
      'Who shoots, ball in hand (none | kitchen | table), phase (break | push-out-available | normal), fouls in a row, groups, call, safety...',
    shooter: 'A',
    ballInHand: 'kitchen',
    phase: 'normal',
  },
  shot: {
    $comment:
      'Exactly one of aimDeg, aimAt, aimPoint. cueSpeed: the stick at impact, m/s. tip: side > 0 right english, height > 0 follow, fractions of R.',
    aimAt: '1',
    cueSpeed: 2.5,
    tip: { side: 0, height: 0.2 },
    elevationDeg: 0,
  },
  declared: [],
  expect: {
    $comment: 'Partial ruling and events that must hold; run it and adjust.',
    legal: true,
    events: [{ type: 'ball-ball', balls: ['cue', '1'] }],
  },
};

/**
 * Every file the run will write is checked before any stroke is simulated: the --next file and a
 * single --svg file can be created (an existing one only with --force); a --svg folder exists or is
 * made, and is writable (its diagrams, one per scenario, are rewritten).
 */
function checkOutputs(args: Args, folder: boolean): void {
  if (args.next !== undefined) checkOutputPath(args.next, args.force);
  if (args.svg === undefined) return;
  // Two outputs under one name: the second would be written over the first, which would be lost.
  if (!folder && args.next !== undefined && resolve(args.svg) === resolve(args.next))
    throw new OutputError(args.svg, 'it is the --next file too; give each output its own file');
  if (!folder) return checkOutputPath(args.svg, args.force);
  try {
    mkdirSync(args.svg, { recursive: true });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new OutputError(args.svg, code === 'EEXIST' || code === 'ENOTDIR' ? 'it is not a folder' : String(code ?? e));
  }
  checkOutputPath(join(args.svg, 'diagram.svg'), true);
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === 'advise') return (await import('./advise.ts')).adviseMain(argv.slice(1));
  if (argv[0] === 'match') return (await import('./match.ts')).matchMain(argv.slice(1));
  if (argv[0] === 'new') {
    const text = `${JSON.stringify(NEW_SCENARIO, null, 2)}\n`;
    if (argv[1] !== undefined) {
      try {
        checkOutputPath(argv[1]);
        writeWhole(argv[1], text);
      } catch (e) {
        if (!(e instanceof OutputError)) throw e;
        process.stderr.write(`${e.message}\n`);
        return 2;
      }
    } else process.stdout.write(text);
    return 0;
  }
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
  } catch (e) {
    const code = (e as { code?: string }).code;
    process.stderr.write(`${args.path}: ${code === 'ENOENT' ? 'no such file or folder' : `cannot be listed (${code ?? (e as Error).message})`}\n`);
    return 2;
  }
  const folder = files.length !== 1 || files[0] !== args.path;
  if (args.next !== undefined && folder) {
    process.stderr.write(`--next: only with one scenario file (${args.path} is a folder)\n${USAGE}\n`);
    return 2;
  }
  try {
    checkOutputs(args, folder);
  } catch (e) {
    if (!(e instanceof OutputError)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 2;
  }
  const svgOf = (file: string): string | undefined =>
    args.svg === undefined ? undefined : folder ? join(args.svg, `${basename(file, '.json')}.svg`) : args.svg;
  let worst = 0;
  let written = 0; // results written to stdout (--json), streamed so no single string grows without bound
  let passed = 0,
    failed = 0,
    invalid = 0,
    count = 0;
  const tty = process.stderr.isTTY && folder;
  const report = (o: FileOutcome): void => {
    const prefix = folder ? `${o.file}: ` : '';
    count++;
    if (tty) process.stderr.write(`\r${count}/${files.length} `);
    if (o.kind === 'internal') {
      if (tty) process.stderr.write('\n');
      process.stderr.write(`${prefix}${internalMessage(o.message)}\n`);
      invalid++;
      worst = EXIT_INTERNAL;
      return;
    }
    if (o.kind === 'invalid') {
      if (tty) process.stderr.write('\n');
      for (const line of o.errors) process.stderr.write(`${prefix}${line}\n`);
      invalid++;
      worst = Math.max(worst, 2);
      return;
    }
    if (tty && o.failures.length > 0) process.stderr.write('\n');
    for (const f of o.failures) process.stderr.write(`${prefix}${f}\n`);
    if (o.failures.length > 0) {
      failed++;
      worst = Math.max(worst, 1);
    } else passed++;
    if (args.json) {
      if (folder) process.stdout.write(`${written === 0 ? '[' : ','}${o.json}`);
      else process.stdout.write(`${o.json}\n`);
      written++;
    } else {
      const verdict = o.failures.length > 0 ? 'FAIL' : 'ok';
      process.stdout.write(`${verdict}  ${o.name}${folder ? `  (${basename(o.file)})` : ''}\n${o.summary}\n`);
    }
  };
  if (args.workers > 1 && files.length > 1) await runOnWorkers(files, args.workers, args.traceDt, args.json, svgOf, report);
  else {
    // Loaded only here: with worker threads the main thread never needs the simulation.
    const { runFile } = await import('./run-file.ts');
    for (const file of files) report(runFile(file, args.traceDt, svgOf(file), args.json, args.next));
  }
  if (tty) process.stderr.write('\n');
  // The streamed array is exactly JSON.stringify of the results.
  if (args.json && folder) process.stdout.write(written === 0 ? '[]\n' : ']\n');
  else if (!args.json && folder) process.stdout.write(`${files.length} scenarios: ${passed} passed, ${failed} failed, ${invalid} invalid\n`);
  return worst;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${internalMessage(e instanceof Error ? e.message : String(e))}\n`);
    process.exitCode = EXIT_INTERNAL;
  },
);
