/** The CLI as its tests run it: the real `src/cli/sim.ts` in a child process, and scenario files in a temporary folder. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE_DIR } from './build-cli.ts';

/** The bundled CLI (test/cli/build-cli.ts) when the run built it, else the sources under tsx, as `npm run sim` runs them. */
function command(args: readonly string[]): string[] {
  const bundle = join(CLI_BUNDLE_DIR, 'sim.js');
  // Worker threads load the TypeScript modules beside their file: those runs keep tsx.
  if (!args.includes('--workers') && existsSync(bundle)) return [bundle, ...args];
  return ['node_modules/tsx/dist/cli.mjs', 'src/cli/sim.ts', ...args];
}

/** Runs `npm run sim -- <args>`; `timeout` (ms) kills a run that hangs, and the test sees `signal`. */
export const sim = (args: readonly string[], timeout?: number) =>
  spawnSync(process.execPath, command(args), {
    encoding: 'utf8',
    ...(timeout !== undefined ? { timeout } : {}),
  });

/** A temporary folder, and a writer of files in it (an object is written as JSON). */
export function scratch(prefix: string): { dir: string; file: (name: string, body: unknown) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file: (name, body) => {
      const p = join(dir, name);
      writeFileSync(p, typeof body === 'string' ? body : JSON.stringify(body));
      return p;
    },
  };
}

/** The smallest scenario that runs: the 1 straight in front of the cue ball. */
export const GOOD_SCENARIO = {
  format: 'pool-scenario/1',
  name: 'straight in',
  balls: [
    { id: 'cue', x: 0, y: 0 },
    { id: '1', x: 0.5, y: 0.01 },
  ],
  shot: { aimAt: '1', cueSpeed: 1.5 },
};
