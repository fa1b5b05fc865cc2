/**
 * The advisor benchmark's figures (issue 31, point 5): the calibration bands hold every stroke once,
 * by its predicted chance (a chance of exactly 1 in the last band), each with its mean prediction
 * and the share that kept the table; the run-outs carry their Wilson interval; pots are counted by
 * kind and safeties by how often they fouled.
 */
import { describe, expect, it } from 'vitest';
import type { InningResult, StrokeOutcome } from '../../src/advisor/inning.ts';
import { calibration, CALIBRATION_BANDS, summarise } from '../../src/cli/bench-advisor-summary.ts';

const stroke = (chance: number, kept: boolean, o: Partial<StrokeOutcome> = {}): StrokeOutcome => ({
  kind: 'direct',
  pot: true,
  chance,
  kept,
  fouled: false,
  ...o,
});

describe('the advisor benchmark summary', () => {
  it('calibration: each stroke in the band of its predicted chance, with the mean prediction and the share made', () => {
    const bands = calibration([stroke(0.1, false), stroke(0.15, true), stroke(0.9, true), stroke(1, true), stroke(0.85, false)]);
    expect(bands.length).toBe(CALIBRATION_BANDS);
    expect(bands[0]).toMatchObject({ from: 0, to: 0.2, strokes: 2, predicted: 0.125, made: 0.5 });
    expect(bands[4]).toMatchObject({ strokes: 3, predicted: 0.917, made: 0.667 });
    expect(bands[2]).toMatchObject({ strokes: 0, predicted: null, made: null });
    expect(bands.reduce((a, b) => a + b.strokes, 0)).toBe(5);
  });
  it('run-outs with their interval, pots by kind, safeties fouled', () => {
    const rack = (won: boolean, strokes: StrokeOutcome[]): InningResult => ({
      won,
      pocketed: strokes.filter((x) => x.kept).length,
      fouls: strokes.filter((x) => x.fouled).length,
      decisions: strokes.length,
      simulations: 100,
      decisionMs: 50,
      strokes,
    });
    const s = summarise([
      rack(true, [stroke(0.9, true), stroke(0.8, true, { kind: 'bank' })]),
      rack(false, [stroke(0.5, false, { kind: 'bank' }), stroke(0.2, false, { pot: false, kind: 'safety' as never, fouled: true })]),
    ]);
    expect(s.runOutRate).toBe(0.5);
    expect(s.runOutInterval95).toEqual([0.095, 0.905]);
    expect(s.potsByKind).toEqual({ bank: { tried: 2, made: 0.5 }, direct: { tried: 1, made: 1 } });
    expect(s.safeties).toEqual({ played: 1, fouled: 1 });
    expect(s.foulsPerRack).toBe(0.5);
  });
});
