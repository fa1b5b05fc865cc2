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
  it('T1.11: the extension counts only when claimed ("ak hráč na rozhodcovo TIME odpovie TIME") and one is left; past it the clock runs out', () => {
    const ruled = (elapsedS: number, extensionsLeft: number, claimed: boolean) =>
      adjudicate({
        state: defaultState('nine-ball', { clock: { limitS: 35, elapsedS, extensionsLeft } }),
        record: atRest,
        table: T,
        declared: claimed ? [{ type: 'extension-claimed', by: 'A' }] : [],
      });
    const fouls = (elapsedS: number, extensionsLeft: number, claimed: boolean) => ruled(elapsedS, extensionsLeft, claimed).fouls.map((f) => f.code);
    expect(fouls(50, 1, true)).not.toContain('shot-clock-expired');
    expect(ruled(50, 1, true).explanation.sk).toContain('čas sa mu predĺžil o 25 s, na úder mal 60 s (T1.11)');
    expect(fouls(50, 1, false)).toContain('shot-clock-expired'); // an extension left but not claimed
    expect(fouls(50, 0, true)).toContain('shot-clock-expired'); // claimed with none left
    expect(ruled(50, 0, true).explanation.en).toContain('no extension left in this game (T1.11)');
    expect(fouls(60.1, 1, true)).toContain('shot-clock-expired');
  });
});
