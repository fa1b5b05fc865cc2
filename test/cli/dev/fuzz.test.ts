/** `npm run fuzz`: the last line's contract, --workers giving the same summary, bad arguments. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const fuzz = (...args: string[]) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/dev/fuzz.ts', ...args], { encoding: 'utf8' });
/** The output without its timing line. */
const untimed = (out: string) =>
  out
    .split('\n')
    .filter((l) => !/^ {2}\d+\.\d s$/.test(l))
    .join('\n');

describe('npm run fuzz', () => {
  it('ends with exactly "fuzz: N shots, F failures", and --workers 2 prints the same summary as one thread', () => {
    const one = fuzz('--shots', '250', '--seed', '4');
    const two = fuzz('--shots', '250', '--seed', '4', '--workers', '2');
    expect(one.status).toBe(0);
    expect(one.stdout.trimEnd().split('\n').at(-1)).toBe('fuzz: 250 shots, 0 failures');
    expect(two.status).toBe(one.status);
    expect(untimed(two.stdout)).toBe(untimed(one.stdout));
  });
  it('refuses a bad worker count with exit code 2, naming the option', () => {
    const r = fuzz('--shots', '10', '--workers', '0');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^--workers: expected a whole number from 1 to 4294967295, got "0"/);
    // Decimal digits only: "" is not 0 shots, "0x1" not seed 1.
    expect(fuzz('--shots', '').stderr).toMatch(/^--shots: expected a whole number from 0 to 4294967295, got ""/);
    expect(fuzz('--shots', '1', '--seed', '0x1').stderr).toMatch(/^--seed: expected a whole number .*, got "0x1"/);
  });
});
