/** The CLI contract of design.md: exit codes, stderr lines, --json output and the trace grid. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOOD_SCENARIO, scratch, sim as runSim } from './cli.ts';

const sim = (...args: string[]) => runSim(args);
const { file } = scratch('sim-cli-');
const good = GOOD_SCENARIO;

describe('npm run sim -- run', () => {
  it('--json --trace prints one JSON object with the contract keys and a k*dt grid', () => {
    const r = sim('run', file('good.json', good), '--json', '--trace', '0.25');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['name', 'ruling', 'events', 'final', 'trace']);
    expect(Object.keys(out.ruling)).toEqual([
      'legal',
      'fouls',
      'enforced',
      'pocketed',
      'respot',
      'inningEnds',
      'next',
      'scoreDelta',
      'lossOfGame',
      'explanation',
    ]);
    expect(out.ruling.explanation.sk.length).toBeGreaterThan(0);
    expect(out.trace[0]).toEqual({
      t: 0,
      balls: [
        { id: 'cue', x: 0, y: 0, z: 0.028575, v: [0, 0, 0], w: [0, 0, 0] },
        { id: '1', x: 0.5, y: 0.01, z: 0.028575, v: [0, 0, 0], w: [0, 0, 0] },
      ],
    });
    const ts: number[] = out.trace.map((s: { t: number }) => s.t);
    for (let k = 0; k < ts.length - 1; k++) expect(ts[k]).toBe(k * 0.25);
    expect(ts[ts.length - 1]).toBe(out.events[out.events.length - 1].t);
    for (const b of out.final.balls) expect(['stationary', 'pocketed']).toContain(b.state);
    expect(r.stderr).toBe('');
  });
  it('exit 1 when an expect fails, with the reason on stderr', () => {
    const r = sim('run', file('fail.json', { ...good, expect: { events: [{ type: 'pocketed', balls: ['8'] }] } }));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^expect\.events: no event matching/);
  });
  it('exit 2 on bad input, one line per problem as <path>: <reason>, nothing on stdout', () => {
    const r = sim('run', file('bad.json', { ...good, balls: [{ id: 'cue', x: 'abc', y: 0 }], extra: 1 }), '--json');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual(['balls[0].x: expected a number, got "abc"', 'extra: unknown key (not part of pool-scenario/1)']);
    expect(sim('run', file('broken.json', '{')).status).toBe(2);
  });
  it('a folder gives an array and the worst exit code', () => {
    const d = mkdtempSync(join(tmpdir(), 'sim-folder-'));
    writeFileSync(join(d, 'a.json'), JSON.stringify(good));
    writeFileSync(join(d, 'b.json'), JSON.stringify({ ...good, name: 'b', expect: { events: [{ type: 'nothing' }] } }));
    const r = sim('run', d, '--json');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).map((x: { name: string }) => x.name)).toEqual(['straight in', 'b']);
  });
});

describe('npm run sim -- run <folder> --workers N', () => {
  it('gives byte-identical --json output and the same exit code with 2 workers as with 1', () => {
    const one = sim('run', 'test/scenarios', '--json');
    const two = sim('run', 'test/scenarios', '--json', '--workers', '2');
    expect(two.status).toBe(one.status);
    expect(one.stdout.length).toBeGreaterThan(1000);
    expect(two.stdout).toBe(one.stdout);
    const count = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : e.name.endsWith('.json') ? 1 : 0),
        0,
      );
    expect(JSON.parse(two.stdout)).toHaveLength(count('test/scenarios'));
  });
  it('refuses a bad worker count', () => {
    const r = sim('run', 'test/scenarios', '--workers', '0');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^--workers: expected a whole number from 1 to 64/);
  });
});

describe('npm run sim -- run --svg and npm run sim -- new', () => {
  it('--svg draws the stroke: contacts numbered, tip contacts marked, the ruling with its rule ids as caption', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'svg-')), 'dh.svg');
    const r = sim('run', 'test/scenarios/cue/g22-double-hit-5mm.json', '--json', '--svg', out);
    expect(r.status).toBe(0);
    const svg = readFileSync(out, 'utf8');
    const result = JSON.parse(r.stdout);
    const contacts = result.events.filter((e: { type: string }) => e.type === 'ball-ball' || e.type === 'ball-cushion').length;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`>${contacts}</text>`);
    expect(svg).toContain('>T2</text>');
    expect(svg).toContain('double-hit (G22)');
    expect((svg.match(/<g>/g) ?? []).length).toBe((svg.match(/<\/g>/g) ?? []).length);
  });
  it('--svg with a folder writes one diagram per scenario', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svgs-'));
    expect(sim('run', 'test/scenarios/rules', '--svg', dir).status).toBe(0);
    expect(readdirSync(dir).filter((n) => n.endsWith('.svg'))).toHaveLength(readdirSync('test/scenarios/rules').length);
  });
  it('--next writes the table the stroke leaves as a scenario that validates and runs; with a folder it is refused (exit 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'next-'));
    const out = join(dir, 'next.json');
    expect(sim('run', file('good-next.json', good), '--next', out).status).toBe(0);
    const next = JSON.parse(readFileSync(out, 'utf8'));
    expect(next.balls.map((b: { id: string }) => b.id).sort()).toEqual(['1', 'cue']);
    expect(next).not.toHaveProperty('shot');
    expect(sim('run', out).status).toBe(0);
    const r = sim('run', 'test/scenarios/rules', '--next', join(dir, 'x.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^--next: only with one scenario file/);
  });
  it('new writes a starting scenario, explained with $comment keys, that validates and runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-'));
    const file = join(dir, 'mine.json');
    expect(sim('new', file).status).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('"$comment"');
    expect(sim('run', file).status).toBe(0);
    expect(sim('new', file).status).toBe(2); // never overwrites
  });
});
