/**
 * One engine state kept per table and number of balls (engineStateFor): a stroke simulated with a
 * reused state is the stroke simulated with a new one, bit for bit, and the records it returned
 * before stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { EngineState, engineStateFor } from '../../src/physics/engine-state.ts';
import { simulate, type SimulationInput } from '../../src/physics/simulate.ts';
import { levelStroke, P, T9 } from './helpers.ts';

const shot = (x: number, speed: number): SimulationInput => ({
  table: T9,
  params: P,
  balls: [
    { id: 'cue', x, y: 0.1 },
    { id: '1', x: 0.5, y: 0.12 },
    { id: '2', x: 1.1, y: 0.55 },
  ],
  strokes: [{ ball: 'cue', stroke: levelStroke(speed) }],
});

describe('engine state kept per table', () => {
  it('the same stroke gives the same record after other strokes on the reused state, and the earlier records are untouched', () => {
    const first = simulate(shot(-0.5, 3));
    const copy = JSON.stringify(first);
    const others = [simulate(shot(-0.8, 6)), simulate({ ...shot(-0.2, 1), lamp: true }), simulate({ ...shot(-0.6, 9), search: true })];
    expect(JSON.stringify(simulate(shot(-0.5, 3)))).toBe(copy);
    expect(JSON.stringify(first)).toBe(copy);
    // Each record has its own lists.
    expect(others[0]!.events).not.toBe(first.events);
    expect(others[0]!.trajectory.balls[0]!.segments).not.toBe(first.trajectory.balls[0]!.segments);
  });
  it('hands out the kept state when it is free, a new one while it is busy', () => {
    const opts = { lamp: false, bucket: true };
    const a = engineStateFor(T9, P, ['cue', '1', '2', '3'], opts);
    const b = engineStateFor(T9, P, ['cue', '1', '2', '3'], opts);
    expect(b).not.toBe(a);
    expect(b).toBeInstanceOf(EngineState);
    a.busy = b.busy = false;
    expect(engineStateFor(T9, P, ['cue', '4', '5', '6'], opts)).toBe(a);
    a.busy = false;
  });
  it('a reset state holds what a new one holds in every per-stroke array (none forgotten when one is added)', () => {
    const ids = ['cue', '1', '2'];
    const opts = { lamp: false, bucket: true };
    const used = new EngineState(T9, P, ids, opts);
    // Dirty every typed array of the state, then reset it.
    for (const v of Object.values(used)) if (ArrayBuffer.isView(v) && !(v instanceof DataView)) (v as Float64Array).fill(7);
    used.reset(ids, opts);
    const fresh = new EngineState(T9, P, ids, opts);
    const arrays = Object.entries(fresh).filter(([, v]) => ArrayBuffer.isView(v));
    expect(arrays.length).toBeGreaterThan(20);
    for (const [name, v] of arrays) {
      // Scratch arrays (st, coeff, q5 ...) are written before they are read; every other array must match.
      if (['st', 'st2', 'coeff', 'coeff9', 'q5', 'placeAt'].includes(name)) continue;
      expect(Array.from((used as unknown as Record<string, Float64Array>)[name]!), name).toEqual(Array.from(v as Float64Array));
    }
  });
  it('refuses a reset to another number of balls, naming both', () => {
    const s = new EngineState(T9, P, ['cue', '1'], { lamp: false, bucket: true });
    expect(() => s.reset(['cue'], { lamp: false, bucket: true })).toThrow('reset: 1 balls for a state of 2');
  });
});
