/** A hand stopping a ball (SimulationInput.holds: a declared touch with its time, G8, G20). */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/physics/simulate.ts';
import { sampleBall } from '../../src/physics/record/trajectory.ts';
import { levelStroke, P, T9 } from './helpers.ts';

const balls = [
  { id: 'cue', x: -0.8, y: 0 },
  { id: '1', x: 0.6, y: 0.3 },
];
const stroke = [{ ball: 'cue', stroke: levelStroke(2) }];
const run = (holds?: Array<{ ball: string; t: number }>) => simulate({ table: T9, params: P, balls, strokes: stroke, ...(holds ? { holds } : {}) });

describe('holds: a ball stopped by hand', () => {
  it('a rolling cue ball held at 0.3 s stays where it was at 0.3 s, at rest from then on (ball-rest at 0.3 s)', () => {
    const free = run(),
      held = run([{ ball: 'cue', t: 0.3 }]);
    const trFree = free.trajectory.balls.find((b) => b.id === 'cue')!;
    const at = sampleBall(free, trFree, 0.3)!;
    const fin = held.final.balls.find((b) => b.id === 'cue')!;
    expect(fin.x).toBeCloseTo(at.r[0], 12);
    expect(fin.y).toBeCloseTo(at.r[1], 12);
    expect(held.events).toContainEqual({ t: 0.3, type: 'ball-rest', balls: ['cue'] });
    expect(held.events.at(-1)).toEqual({ t: 0.3, type: 'all-rest', balls: [] });
    // Before the hand, the two records are the same.
    const trHeld = held.trajectory.balls.find((b) => b.id === 'cue')!;
    expect(sampleBall(held, trHeld, 0.2)!.r).toEqual(sampleBall(free, trFree, 0.2)!.r);
  });
  it('a hand on a ball at rest, or after everything stopped, changes nothing', () => {
    const free = run();
    expect(run([{ ball: '1', t: 0.1 }])).toEqual(free);
    expect(run([{ ball: 'cue', t: free.trajectory.endT + 1 }])).toEqual(free);
  });
});
