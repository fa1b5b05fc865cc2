/** T1.11a: the shot clock runs out before any stroke: that is the foul, with the game's penalty, and nothing else is judged. */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/physics/simulate.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { defaultState } from '../../src/rules/types.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { tableGeometry } from '../../src/table/geometry.ts';

const T = tableGeometry('9ft');
const atRest = simulate({
  table: T,
  params: P,
  balls: [
    { id: 'cue', x: -0.5, y: 0 },
    { id: '1', x: 0.3, y: 0 },
  ],
});

describe('T1.11a shot clock expired before the stroke', () => {
  it('9-ball: the only foul is T1.11; the opponent has ball in hand anywhere', () => {
    const r = adjudicate({ state: defaultState('nine-ball', { clock: { limitS: 35, elapsedS: 35.1 } }), record: atRest, table: T });
    expect(r.fouls.map((f) => f.code)).toEqual(['shot-clock-expired']);
    expect(r.enforced).toEqual({ code: 'shot-clock-expired', rule: 'T1.11' });
    expect(r.next).toMatchObject({ shooter: 'B', ballInHand: 'table' });
  });
  it('14.1: minus one point; the opponent plays the balls as they lie', () => {
    const r = adjudicate({ state: defaultState('straight-pool', { clock: { limitS: 35, elapsedS: 36 } }), record: atRest, table: T });
    expect(r.fouls.map((f) => f.code)).toEqual(['shot-clock-expired']);
    expect(r.scoreDelta.A).toBe(-1);
    expect(r.next).toMatchObject({ shooter: 'B', ballInHand: 'none' });
  });
  it('within the limit and no stroke there is no clock foul', () => {
    const r = adjudicate({ state: defaultState('nine-ball', { clock: { limitS: 35, elapsedS: 34.9 } }), record: atRest, table: T });
    expect(r.fouls.map((f) => f.code)).not.toContain('shot-clock-expired');
  });
});

describe('T1.11i the extension', () => {
  it('with an extension left the limit is 25 s longer (the player claims it on TIME); without one, or past it, the clock runs out', () => {
    const fouls = (elapsedS: number, extensionsLeft: number) =>
      adjudicate({ state: defaultState('nine-ball', { clock: { limitS: 35, elapsedS, extensionsLeft } }), record: atRest, table: T }).fouls.map(
        (f) => f.code,
      );
    expect(fouls(50, 1)).not.toContain('shot-clock-expired');
    expect(fouls(50, 0)).toContain('shot-clock-expired');
    expect(fouls(60.1, 1)).toContain('shot-clock-expired');
  });
});
