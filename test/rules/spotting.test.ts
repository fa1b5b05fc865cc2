/** G31 spotting on the long string. */
import { describe, expect, it } from 'vitest';
import { spotBalls } from '../../src/rules/spotting.ts';
import { R, TABLE } from './records.ts';

const foot = TABLE.spots.foot[0];

describe('G31 spotting', () => {
  it('G31a: a single ball goes on the foot spot', () => {
    expect(spotBalls(['9'], [], TABLE, R)).toEqual([{ id: '9', x: foot, y: 0 }]);
  });
  it('G31a: several balls in numerical order from the foot spot toward the foot cushion, frozen to each other', () => {
    const p = spotBalls(['7', '3'], [], TABLE, R);
    expect(p.map((b) => b.id)).toEqual(['3', '7']);
    expect(p[0]!.x).toBe(foot);
    expect(p[1]!.x).toBeCloseTo(foot + 2 * R, 12);
  });
  it('G31c: next to an object ball in the way it is frozen; next to the cue ball it keeps a gap', () => {
    expect(spotBalls(['5'], [{ id: '2', x: foot, y: 0 }], TABLE, R)[0]!.x).toBeCloseTo(foot + 2 * R, 12);
    expect(spotBalls(['5'], [{ id: 'cue', x: foot, y: 0 }], TABLE, R)[0]!.x).toBeCloseTo(foot + 2 * R + 0.001, 12);
  });
  it('G31b: when the line to the foot cushion is full, toward the centre spot', () => {
    const wall = Array.from({ length: 11 }, (_, k) => ({ id: String(k + 1), x: foot + 2 * R * k, y: 0 }));
    const p = spotBalls(['9'], wall, TABLE, R);
    expect(p[0]!.x).toBeCloseTo(foot - 2 * R, 12);
  });
});
