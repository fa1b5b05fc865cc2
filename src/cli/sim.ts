/**
 * `npm run sim -- run <scenario.json | folder> [--json] [--trace <dt>] [--workers <n>]`
 *
 * With --workers n (n > 1) the files of a folder are spread over n worker threads; the output is
 * the same as with one (results are printed in file order).
 * Exit 0 when every scenario ran and every `expect` held, 1 when an `expect` failed, 2 on bad
 * input (a folder's exit code is the worst of its files). Errors go to stderr, one line each,
 * `<field path>: <reason>` (prefixed by the file name when a folder is run). With --json stdout
 * holds only JSON: one object for a file, an array for a folder.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FileOutcome } from './run-file.ts';

const USAGE = 'usage: npm run sim -- run <scenario.json | folder> [--json] [--trace <dt>] [--workers <n>]';

interface Args { path: string; json: boolean; traceDt?: number; workers: number }

function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'run') throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
  let path: string | undefined;
  let json = false;
  let traceDt: number | undefined;
  let workers = 1;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--json') json = true;
    else if (a === '--workers') {
      const v = rest[++i];
      const w = Number(v);
      if (v === undefined || !Number.isInteger(w) || w < 1 || w > 64) throw new UsageError(`--workers: expected a whole number from 1 to 64, got ${JSON.stringify(v ?? null)}`);
      workers = w;
    }
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
  return { path, json, workers, ...(traceDt !== undefined ? { traceDt } : {}) };
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

/** Runs the files on `n` worker threads; calls `done` with each outcome in file order. */
async function runOnWorkers(files: readonly string[], n: number, traceDt: number | undefined, done: (o: FileOutcome) => void): Promise<void> {
  const url = new URL('./sim-worker.ts', import.meta.url).href;
  // The worker registers tsx itself, so it can load the TypeScript sources.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); });`;
  const results: Array<FileOutcome | undefined> = new Array(files.length);
  let next = 0, printed = 0;
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    const pool = Array.from({ length: Math.min(n, files.length) }, () => new Worker(boot, { eval: true }));
    const feed = (w: Worker): void => {
      if (next >= files.length) { void w.terminate(); if (--running === 0) resolve(); return; }
      const index = next++;
      w.postMessage({ index, file: files[index], ...(traceDt !== undefined ? { traceDt } : {}) });
    };
    for (const w of pool) {
      running++;
      w.on('message', (m: { index: number; outcome: FileOutcome }) => {
        results[m.index] = m.outcome;
        while (printed < files.length && results[printed]) done(results[printed++] as FileOutcome);
        feed(w);
      });
      w.on('error', reject);
      feed(w);
    }
  });
}

async function main(argv: readonly string[]): Promise<number> {
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
  let written = 0; // results written to stdout (--json), streamed so no single string grows without bound
  let passed = 0, failed = 0, invalid = 0, count = 0;
  const tty = process.stderr.isTTY && folder;
  const report = (o: FileOutcome): void => {
    const prefix = folder ? `${o.file}: ` : '';
    count++;
    if (tty) process.stderr.write(`\r${count}/${files.length} `);
    if (o.kind === 'invalid') {
      if (tty) process.stderr.write('\n');
      for (const line of o.errors) process.stderr.write(`${prefix}${line}\n`);
      invalid++;
      worst = 2;
      return;
    }
    if (tty && o.failures.length > 0) process.stderr.write('\n');
    for (const f of o.failures) process.stderr.write(`${prefix}${f}\n`);
    if (o.failures.length > 0) { failed++; worst = Math.max(worst, 1); } else passed++;
    if (args.json) {
      if (folder) process.stdout.write(`${written === 0 ? '[' : ','}${o.json}`);
      else process.stdout.write(`${o.json}\n`);
      written++;
    } else {
      const verdict = o.failures.length > 0 ? 'FAIL' : 'ok';
      process.stdout.write(`${verdict}  ${o.name}${folder ? `  (${basename(o.file)})` : ''}\n${o.summary}\n`);
    }
  };
  if (args.workers > 1 && files.length > 1) await runOnWorkers(files, args.workers, args.traceDt, report);
  else {
    // Loaded only here: with worker threads the main thread never needs the simulation.
    const { runFile } = await import('./run-file.ts');
    for (const file of files) report(runFile(file, args.traceDt));
  }
  if (tty) process.stderr.write('\n');
  // The streamed array is exactly JSON.stringify of the results.
  if (args.json && folder) process.stdout.write(written === 0 ? '[]\n' : ']\n');
  else if (!args.json && folder) process.stdout.write(`${files.length} scenarios: ${passed} passed, ${failed} failed, ${invalid} invalid\n`);
  return worst;
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (e: unknown) => {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exitCode = 2;
});
