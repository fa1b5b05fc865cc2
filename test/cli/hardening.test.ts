/**
 * The CLI refuses bad input at its mechanism: exit 2, the field or option named,
 * nothing on stdout and nothing written; devices, pipes and link loops are never read. Each run
 * has a hang guard (the process is killed after HANG_GUARD_MS, and the test fails): a refusal
 * that reads /dev/zero or waits on a FIFO shows up as a kill, not as a slow test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOOD_SCENARIO, scratch, sim as runSim } from './cli.ts';

const HANG_GUARD_MS = 20_000;
const sim = (...args: string[]) => runSim(args, HANG_GUARD_MS);
const { dir, file } = scratch('sim-hard-');
const good = GOOD_SCENARIO;

/** A refusal: exit 2, not killed by the guard, nothing on stdout, the SVG asked for not written, stderr matching. */
function refused(args: string[], stderr: RegExp): string {
  const svg = join(dir, `never-${Math.random().toString(36).slice(2)}.svg`);
  const r = sim(...args, '--svg', svg);
  expect(r.signal).toBeNull();
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(existsSync(svg)).toBe(false);
  expect(r.stderr).toMatch(stderr);
  return r.stderr;
}

describe('the CLI refuses bad input and says why (issue 17)', () => {
  it('numbers out of range name their field (class 1)', () => {
    refused(['run', file('aim.json', { ...good, shot: { aimPoint: [1e155, 0], cueSpeed: 1.5 } })], /shot\.aimPoint\[0\]: must be <=10/);
    refused(
      ['run', file('v.json', { ...good, balls: [{ id: 'cue', x: 0, y: 0, v: [0, 0, 1e6] }, good.balls[1]] })],
      /balls\[0\]\.v\[2\]: must be <=20/,
    );
  });
  it('a trace that would exhaust memory is refused naming --trace and the limit (class 3)', () => {
    const brk = file('break.json', {
      format: 'pool-scenario/1',
      name: 'break',
      game: 'nine-ball',
      rack: { type: 'nine-ball' },
      balls: [{ id: 'cue', x: -0.8, y: 0 }],
      shot: { aimPoint: [0.635, 0], cueSpeed: 8 },
    });
    const r = sim('run', brk, '--json', '--trace', '1e-5');
    expect(r.signal).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/--trace: (1e-05|0\.00001) s gives \d+ (samples|ball states).*at most/);
  });
  it('only regular files are read: a device is refused, a FIFO and a link loop in a folder are passed over (class 3)', () => {
    refused(['run', '/dev/zero'], /\/dev\/zero is not a regular file/);
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a-good.json'), JSON.stringify(good));
    symlinkSync(join(folder, 'loop.json'), join(folder, 'loop.json'));
    const fifo = spawnSync('mkfifo', [join(folder, 'pipe.json')]);
    const r = sim('run', folder);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^ok {2}straight in/);
    if (fifo.status === 0) expect(r.stdout.match(/^(ok|FAIL|invalid)/gm)).toHaveLength(1);
  });
  it('a file over the size limit is refused before it is read (class 3)', () => {
    refused(
      ['run', file('huge.json', `{"format": "pool-scenario/1", "name": "${'x'.repeat(1_100_000)}"}`)],
      /is 1100\d+ bytes; a scenario file is at most 1000000/,
    );
  });
  it('54 problems print ten and a count (class 4); 10,000 balls are one problem, refused before any pairwise check', () => {
    const err = refused(
      ['run', file('many.json', { ...good, balls: Array.from({ length: 18 }, () => ({ id: 'cue', x: 'x', y: 'y', z: 'z' })) })],
      /\.\.\. and 44 more problems/,
    );
    expect(err.split('\n').length).toBeLessThan(16);
    const many = refused(
      ['run', file('huge.json', { ...good, balls: Array.from({ length: 10_000 }, () => ({ id: '1', x: 0, y: 0 })) })],
      /^balls: must be <=18 items, got an array of 10000$/m,
    );
    expect(many.trim().split('\n')).toHaveLength(1);
  });
  it('__proto__ and deep nesting are refused with their path (class 5)', () => {
    refused(['run', file('proto.json', '{"__proto__": {"format": "pool-scenario/1"}, "name": "t"}')], /__proto__: this key is not allowed/);
    refused(['run', file('deep.json', `{"balls": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`)], /nested deeper than 32 levels/);
  });
  it('a control character in the name still gives a well-formed SVG (class 9)', () => {
    const svg = join(dir, 'ctl.svg');
    const r = sim('run', file('ctl.json', { ...good, name: 'bad\u0001name <&>' }), '--svg', svg);
    expect(r.status).toBe(0);
    const text = readFileSync(svg, 'utf8');
    // XML 1.0 allows no C0 control other than tab and the newlines.
    // eslint-disable-next-line no-control-regex -- the controls XML 1.0 forbids
    expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)).toBe(false);
    expect(text).toContain('bad\uFFFDname &lt;&amp;&gt;');
  });
});

describe('bad input is told from an internal error (issue 20)', () => {
  it("a scenario problem or an unreadable file is the input's (exit 2); any other failure is the simulator's (exit 3, asking for a report)", async () => {
    const { outcomeOfError } = await import('../../src/cli/run-file.ts');
    const { ScenarioError } = await import('../../src/scenario/errors.ts');
    expect(outcomeOfError('f', new ScenarioError([{ path: 'balls[0].x', reason: 'bad' }]))).toEqual({
      file: 'f',
      kind: 'invalid',
      errors: ['balls[0].x: bad'],
    });
    expect(outcomeOfError('f', Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }))).toMatchObject({
      kind: 'invalid',
      errors: ['(file): cannot be read (EACCES)'],
    });
    expect(outcomeOfError('f', new RangeError('boom'))).toEqual({ file: 'f', kind: 'internal', message: 'RangeError: boom' });
  });
  it('a path that does not exist is bad input, said as such', () => {
    const r = sim('run', join(dir, 'nothing-here.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/nothing-here\.json: no such file or folder/);
  });
});
