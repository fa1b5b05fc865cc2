/** The same scenario gives bit-identical events and final positions in-process and in two separate processes. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rackBalls } from '../../src/table/racks.ts';
import { levelStroke, R, run, T9 } from './helpers.ts';

describe('determinism', () => {
  it('repeated runs in one process are bit-identical', () => {
    const rack = rackBalls(T9, R, { type: 'fifteen', seed: 3, jitterMm: 0.02 });
    const shot = () => JSON.stringify(run([{ id: 'cue', x: -0.635, y: 0.05 }, ...rack], [{ ball: 'cue', stroke: levelStroke(8, 0.1, -0.2) }]));
    expect(shot()).toBe(shot());
  });
  it('two separate processes print bit-identical --json results for a break', () => {
    const args = ['node_modules/tsx/dist/cli.mjs', 'src/cli/sim.ts', 'run', 'test/scenarios/physics/break-fifteen.json', '--json'];
    const a = execFileSync(process.execPath, args, { encoding: 'utf8' });
    const b = execFileSync(process.execPath, args, { encoding: 'utf8' });
    expect(a.length).toBeGreaterThan(1000);
    expect(a).toBe(b);
  });
});
