/** runScenario: a declared hand on a ball is part of the stroke it simulates (G20, G34). */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';

// The cue ball reaches the 1 at about 0.55 s and the 1 rolls on toward the foot cushion.
const touched = (effect?: string) =>
  parseScenario({
    format: 'pool-scenario/1',
    name: 't',
    game: 'nine-ball',
    balls: [
      { id: 'cue', x: -0.6, y: 0 },
      { id: '1', x: 0.3, y: 0 },
    ],
    shot: { aimAt: '1', cueSpeed: 2 },
    declared: [{ type: 'ball-touched', by: 'spectator', ball: '1', t: 0.8, ...(effect ? { effect } : {}) }],
  });
const restOf1 = (effect?: string) => runScenario(touched(effect)).record.events.find((e) => e.type === 'ball-rest' && e.balls.includes('1'))?.t;

describe('a declared hand on a moving ball (G34, T2.18)', () => {
  it('a touch with no effect, or effect "stopped", stops the ball where the hand met it', () => {
    expect(restOf1()).toBeCloseTo(0.8, 9);
    expect(restOf1('stopped')).toBeCloseTo(0.8, 9);
  });
  it('a hand that only brushed the ball or turned it aside does not stop it in the record', () => {
    expect(restOf1('touched')).toBeGreaterThan(1);
    expect(restOf1('deflected')).toBeGreaterThan(1);
  });
  it('T2.18: whatever the hand did to a moving ball, the stroke was affected and is replayed, and the ruling says what it did', () => {
    for (const [effect, act] of [
      [undefined, 'stopped the 1 while it was moving'],
      ['stopped', 'stopped the 1 while it was moving'],
      ['deflected', 'turned the 1 aside while it was moving'],
      ['touched', 'touched the 1 while it was moving'],
    ] as const) {
      const r = runScenario(touched(effect)).result.ruling;
      expect(r.next.options, String(effect)).toEqual(['replay']);
      expect(r.explanation.en).toContain(act);
    }
  });
});
