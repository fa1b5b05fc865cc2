/**
 * Vitest's global setup for the unit tests: the CLI (src/cli/sim.ts and what it imports) bundled
 * once per run by esbuild into test-results/cli-bundle/, so the CLI's tests start plain Node on it
 * instead of compiling the sources again in every child process (tsx spends about 0.8 s of CPU a
 * start, and the CLI's tests start a hundred). The bundle is the same sources, untranspiled but for
 * the types; packages stay in node_modules. Commands that start worker threads (`--workers`) load
 * TypeScript modules beside their own file and still run under tsx (test/cli/cli.ts).
 */
import { rmSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Where the bundle lies, relative to the project's root (test-results/ is not committed). */
export const CLI_BUNDLE_DIR = join('test-results', 'cli-bundle');

export default async function setup(): Promise<void> {
  const tmp = `${CLI_BUNDLE_DIR}-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  await build({
    entryPoints: ['src/cli/sim.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    packages: 'external',
    outdir: tmp,
    logLevel: 'warning',
  });
  rmSync(CLI_BUNDLE_DIR, { recursive: true, force: true });
  renameSync(tmp, CLI_BUNDLE_DIR);
}
