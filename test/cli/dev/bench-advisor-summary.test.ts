/**
 * The advisor benchmark's figures: the calibration bands hold every stroke once,
 * by its predicted chance (a chance of exactly 1 in the last band), each with its mean prediction
 * and the share that kept the table; the run-outs carry their Wilson interval; pots are counted by
 * kind and safeties by how often they fouled.
 */
import { describe, expect, it } from 'vitest';
import type { InningResult, StrokeOutcome } from '../../../src/advisor/inning.ts';
import { calibration, CALIBRATION_BANDS, STRAIGHT_POOL_RUN_OUT_BALLS, summarise } from '../../../src/cli/dev/bench-advisor-summary.ts';
import { afterBreak } from '../../../src/cli/dev/bench-advisor-racks.ts';

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
      leftFor: null,
    });
    const s = summarise([
      rack(true, [stroke(0.9, true), stroke(0.8, true, { kind: 'bank' })]),
      rack(false, [stroke(0.5, false, { kind: 'bank' }), stroke(0.2, false, { pot: false, kind: 'safety' as never, fouled: true })]),
    ]);
    expect(s.runOutRate).toBe(0.5);
    expect(s.runOutInterval95).toEqual([0.095, 0.905]);
    expect(s.potsByKind).toEqual({ bank: { tried: 2, made: 0.5 }, direct: { tried: 1, made: 1 } });
    expect(s.safeties).toEqual({ played: 1, fouled: 1, replies: 0, opponentKept: 0, opponentFouled: 0 });
    expect(s.foulsPerRack).toBe(0.5);
  });
  it('14.1 has no rack to win in an inning: a run-out there is an inning of a whole rack, 14 balls', () => {
    const inning = (pocketed: number): InningResult => ({
      won: false,
      pocketed,
      fouls: 0,
      decisions: pocketed + 1,
      simulations: 10,
      decisionMs: 5,
      strokes: [],
      leftFor: null,
    });
    const runs = [inning(STRAIGHT_POOL_RUN_OUT_BALLS), inning(STRAIGHT_POOL_RUN_OUT_BALLS - 1), inning(30), inning(0)];
    expect(summarise(runs, 'straight-pool').runOutRate).toBe(0.5);
    expect(summarise(runs, 'nine-ball').runOutRate).toBe(0);
  });
});

describe('the benchmark racks of each game', () => {
  it('9-ball: nine object balls or fewer, the 9 always on the table, the cue ball in hand anywhere', () => {
    const s = afterBreak(3, 'tournament', 'nine-ball');
    expect(s.state).toMatchObject({ game: 'nine-ball', ballInHand: 'table', phase: 'normal' });
    expect(s.balls.some((b) => b.id === '9')).toBe(true);
    expect(s.balls.length).toBeLessThanOrEqual(10);
  });
  it('8-ball: fifteen balls racked, the 8 always on the table, the table open', () => {
    const s = afterBreak(3, 'tournament', 'eight-ball');
    expect(s.state).toMatchObject({ game: 'eight-ball', ballInHand: 'table', groups: null });
    expect(s.balls.some((b) => b.id === '8')).toBe(true);
    expect(s.balls.some((b) => b.id === '15' || b.id === '14')).toBe(true);
  });
  it('14.1: fifteen balls racked, none spotted', () => {
    const s = afterBreak(3, 'tournament', 'straight-pool');
    expect(s.state).toMatchObject({ game: 'straight-pool', ballInHand: 'table' });
    expect(s.balls.length).toBeLessThanOrEqual(16);
    expect(s.balls.length).toBeGreaterThan(10);
  });
});
