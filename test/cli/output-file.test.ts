/**
 * Files the CLI writes are checked before the work and written whole or not at all
 * (src/cli/output-file.ts): a missing folder, a folder, an unwritable place or an existing file is
 * refused with the path and the reason (exit 2) before any stroke is simulated, and a failed write
 * leaves neither a partial file nor its temporary file behind.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutputPath, OutputError, writeWhole } from '../../src/cli/output-file.ts';
import { GOOD_SCENARIO, scratch, sim } from './cli.ts';

const { dir, file } = scratch('sim-out-');
const good = GOOD_SCENARIO;
/**
 * A computer match that takes minutes to play (a race to 50 at the beginner's level): refused at
 * once, it exits 2 with the path's reason; had it been played first, the write would fail after it
 * (exit 3) or the guard would end it. The guard only keeps such a failure from hanging the suite: it
 * is far above what a refusal takes on any machine, busy or not.
 */
const LONG_MATCH = ['match', '--computer', 'beginner', '--computer', 'beginner', '--race', '50'];
const GUARD_MS = 100_000;
const root = process.getuid?.() === 0;

function refusedQuickly(args: string[], message: RegExp): void {
  const r = sim(args, GUARD_MS);
  expect(r.signal).toBeNull();
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(message);
}

describe('checkOutputPath and writeWhole', () => {
  it('refuses a missing folder, a folder, and an existing file unless told to replace it', () => {
    expect(() => checkOutputPath(join(dir, 'no-such-folder', 'm.json'))).toThrow(
      /no-such-folder\/m\.json: cannot be written \(its folder does not exist\)/,
    );
    expect(() => checkOutputPath(dir)).toThrow(/cannot be written \(it is a folder\)/);
    const existing = file('existing.json', '{}');
    expect(() => checkOutputPath(existing)).toThrow(/it exists already; not replaced \(add --force to replace it\)/);
    expect(() => checkOutputPath(existing, true)).not.toThrow();
    expect(() => checkOutputPath(join(dir, 'new.json'))).not.toThrow();
    expect(() => checkOutputPath('')).toThrow(OutputError);
  });
  it('writes the whole text under the name and leaves no temporary file', () => {
    const p = join(dir, 'whole.json');
    writeWhole(p, 'x'.repeat(100_000));
    expect(readFileSync(p, 'utf8')).toHaveLength(100_000);
    expect(readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });
  it('a write that fails leaves what was there, no partial file, and names the path', () => {
    const target = join(dir, 'a-folder-in-the-way');
    mkdirSync(join(target, 'inside'), { recursive: true });
    expect(() => writeWhole(target, 'text')).toThrow(OutputError);
    expect(existsSync(join(target, 'inside'))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });
});

describe('the CLI checks every output path before the work (exit 2, the path and the reason)', () => {
  it('sim match --out: a missing folder, a folder, an existing file are refused before the match is played', () => {
    refusedQuickly([...LONG_MATCH, '--out', join(dir, 'missing', 'm.json')], /missing\/m\.json: cannot be written \(its folder does not exist\)/);
    refusedQuickly([...LONG_MATCH, '--out', dir], /cannot be written \(it is a folder\)/);
    const existing = file('match-existing.json', 'keep me');
    refusedQuickly([...LONG_MATCH, '--out', existing], /exists already; not replaced/);
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
  });
  it.skipIf(root)('sim match --out: an unwritable folder is refused before the match is played', () => {
    const locked = join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    refusedQuickly([...LONG_MATCH, '--out', join(locked, 'm.json')], /permission denied/);
  });
  it('sim run --next and --svg to a path that cannot be written name that path, not the scenario', () => {
    const scenario = file('good.json', good);
    refusedQuickly(['run', scenario, '--next', join(dir, 'missing', 'n.json')], /missing\/n\.json: cannot be written \(its folder does not exist\)/);
    refusedQuickly(['run', scenario, '--svg', join(dir, 'missing', 'd.svg')], /missing\/d\.svg: cannot be written \(its folder does not exist\)/);
    const r = sim(['run', scenario, '--svg', join(dir, 'missing', 'd.svg')]);
    expect(r.stderr).not.toMatch(/cannot be read/);
  });
  it('--next and --svg under one name are refused before the work: the second would be written over the first', () => {
    const scenario = file('good-same.json', good);
    const same = join(dir, 'same-output');
    refusedQuickly(
      ['run', scenario, '--next', same, '--svg', join(dir, '.', 'same-output')],
      /same-output: cannot be written \(it is the --next file too; give each output its own file\)/,
    );
    expect(existsSync(same)).toBe(false);
  });
  it('an existing --next file is replaced only with --force', () => {
    const scenario = file('good2.json', good);
    const out = file('next-existing.json', 'old');
    refusedQuickly(['run', scenario, '--next', out], /exists already/);
    expect(readFileSync(out, 'utf8')).toBe('old');
    expect(sim(['run', scenario, '--next', out, '--force']).status).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).format).toBe('pool-scenario/1');
  });
  it('sim new refuses an existing file and writes a new one whole', () => {
    const existing = file('new-existing.json', 'mine');
    refusedQuickly(['new', existing], /exists already/);
    expect(readFileSync(existing, 'utf8')).toBe('mine');
    const fresh = join(dir, 'fresh.json');
    expect(sim(['new', fresh]).status).toBe(0);
    expect(JSON.parse(readFileSync(fresh, 'utf8')).format).toBe('pool-scenario/1');
  });
});

describe('every command reads numbers as decimal digits only and each option once (cli-args.ts)', () => {
  it('a second --race or --out is refused, not silently put in place of the first', () => {
    refusedQuickly([...LONG_MATCH, '--race', '3'], /^--race: given twice; give it once/);
    refusedQuickly(
      ['match', '--computer', 'club', '--computer', 'club', '--out', join(dir, 'o1.json'), '--out', join(dir, 'o2.json')],
      /^--out: given twice/,
    );
    const scenario = file('good-twice.json', good);
    refusedQuickly(['run', scenario, '--svg', join(dir, 'a.svg'), '--svg', join(dir, 'b.svg')], /^--svg: given twice/);
    refusedQuickly(['advise', scenario, '--count', '2', '--count', '3'], /^--count: given twice/);
  });
  it('sim run --workers and sim advise --seed read decimal digits only', () => {
    const scenario = file('good-digits.json', good);
    refusedQuickly(['run', scenario, '--workers', '0x2'], /^--workers: expected a whole number from 1 to 64, got "0x2"/);
    refusedQuickly(['advise', scenario, '--seed', ''], /^--seed: expected a whole number from 0 to 2147483647, got ""/);
    refusedQuickly(['advise', scenario, '--count', '1e1'], /^--count: expected a whole number from 1 to 20, got "1e1"/);
  });
});

describe('sim match reads numbers as decimal digits only', () => {
  it('--race 0x3, --race 1e1 and --seed "" are refused, naming the option', () => {
    refusedQuickly(
      ['match', '--computer', 'club', '--computer', 'club', '--race', '0x3'],
      /^--race: expected a whole number from 1 to 1000, got "0x3"/,
    );
    refusedQuickly(['match', '--computer', 'club', '--computer', 'club', '--race', '1e1'], /^--race: expected a whole number/);
    refusedQuickly(
      ['match', '--computer', 'club', '--computer', 'club', '--seed', ''],
      /^--seed: expected a whole number from 0 to 2147483647, got ""/,
    );
  });
});
