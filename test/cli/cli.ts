/** The CLI as its tests run it: the real `src/cli/sim.ts` in a child process, and scenario files in a temporary folder. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `npm run sim -- <args>`; `timeout` (ms) kills a run that hangs, and the test sees `signal`. */
export const sim = (args: readonly string[], timeout?: number) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/sim.ts', ...args], {
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
