/**
 * G30, balls that move by themselves (src/rules/settling.ts; rules matrix D5, S56-S58), from
 * hand-written records: a declared settle is ruled by where the ball went, how long it had rested
 * and whether a ball of the stroke reached it afterwards.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { restingSince } from '../../src/rules/settling.ts';
import { defaultState, type Declaration } from '../../src/rules/types.ts';
import { bb, bc, potted, record, straight, TABLE, tip } from './records.ts';

/** 14.1: the 10 on the lip of the left foot corner pocket; the cue ball plays the 3 into the right foot corner. */
const lip: [number, number] = [1.2596, 0.6246];
const balls: Record<string, [number, number]> = { cue: [0.5, -0.2], '3': [0.9, -0.4], '10': lip };
const still = (id: string, at: [number, number]) => straight(id, [{ t: 0, x: at[0], y: at[1], vx: 0, vy: 0 }]);
const potThree = record({
  balls,
  events: [tip(), bb(0.2, 'cue', '3'), potted(0.9, '3', 'foot-right'), bc(1.2, 'cue', 'right')],
  trajectories: [
    still('10', lip),
    straight('cue', [
      { t: 0, x: 0.5, y: -0.2, vx: 1, vy: 0 },
      { t: 1.5, x: 0.8, y: -0.3, vx: 0, vy: 0 },
    ]),
  ],
});
const callThree = defaultState('straight-pool', { call: { ball: '3', pocket: 'foot-right' } });
const settled = (t: number, pocket?: Declaration['pocket']): Declaration[] => [
  { type: 'ball-settled', by: 'referee', ball: '10', t, ...(pocket ? { pocket } : {}) },
];
const judge = (rec: typeof potThree, declared: Declaration[], state = callThree) => adjudicate({ state, record: rec, declared, table: TABLE });

describe('G30: balls that move by themselves', () => {
  it('G30a: a ball that moves by itself on the bed stays where it ends up and play goes on (S56b)', () => {
    const r = judge(potThree, settled(6));
    expect(r.scoreDelta).toEqual({ A: 1, B: 0 });
    expect(r.inningEnds).toBe(false);
    expect(r.respot).toEqual([]);
    expect(r.explanation.en).toContain('moved by itself: it stays where it came to rest and play goes on (G30)');
    expect(r.explanation.sk).toContain('zostane v pozícii, ktorú týmto pohybom obdržala, a hra pokračuje (G30)');
  });
  it('G30b: a ball that had rested at least 5 s and drops by itself is put back where it lay, with no effect (S56a)', () => {
    const r = judge(potThree, settled(6, 'foot-left'));
    expect(r.pocketed).toEqual(['3']);
    expect(r.scoreDelta).toEqual({ A: 1, B: 0 });
    expect(r.respot).toEqual([{ id: '10', x: lip[0], y: lip[1] }]);
    expect(r.explanation.en).toContain('the referee puts it back where it lay');
  });
  it('G30c: a ball that drops by itself while a ball of the stroke is on its way to it: everything restored, the stroke replayed (S57)', () => {
    const played = record({
      balls,
      events: [tip(), bb(0.44, 'cue', '10'), potted(0.6, '10', 'foot-left')],
      trajectories: [still('10', lip)],
    });
    const r = judge(played, settled(0.14, 'foot-left'), defaultState('straight-pool', { call: { ball: '10', pocket: 'foot-left' } }));
    expect(r.next.options).toEqual(['replay']);
    expect(r.pocketed).toEqual([]);
    expect(r.scoreDelta).toEqual({ A: 0, B: 0 });
    expect(r.explanation.en).toContain('the stroke is replayed, as for an outside interference (G30)');
  });
  it('G30c needs a ball of the stroke to reach it after it dropped: otherwise it is only put back (G30b)', () => {
    const played = record({
      balls,
      events: [tip(), bb(0.44, 'cue', '10'), potted(0.6, '10', 'foot-left')],
      trajectories: [still('10', lip)],
    });
    const r = judge(played, settled(0.5, 'foot-left'), defaultState('straight-pool', { call: { ball: '10', pocket: 'foot-left' } }));
    expect(r.next.options).not.toContain('replay');
  });
  it('D5 (SETTLE_RESTORE_S, 5 s): a ball that drops 4.99 s after it stopped counts as pocketed by the stroke; 5.01 s after, it is put back (S58, S58b)', () => {
    const rolled = record({
      balls: { cue: [0.75, 0.2], '10': [1.0, 0.4] },
      events: [tip(), bb(0.3, 'cue', '10')],
      final: { '10': lip },
      trajectories: [
        straight('10', [
          { t: 0, x: 1.0, y: 0.4, vx: 0, vy: 0 },
          { t: 0.3, x: 1.0, y: 0.4, vx: 0.1, vy: 0.1 },
          { t: 3.2, x: lip[0], y: lip[1], vx: 0, vy: 0 },
        ]),
      ],
    });
    const call = defaultState('straight-pool', { call: { ball: '10', pocket: 'foot-left' } });
    expect(restingSince(rolled, '10', 5.2)).toBe(3.2);
    const soon = judge(rolled, settled(3.2 + 4.99, 'foot-left'), call);
    expect(soon.pocketed).toEqual(['10']);
    expect(soon.scoreDelta).toEqual({ A: 1, B: 0 });
    expect(soon.inningEnds).toBe(false);
    const late = judge(rolled, settled(3.2 + 5.01, 'foot-left'), call);
    expect(late.pocketed).toEqual([]);
    expect(late.respot.map((b) => b.id)).toEqual(['10']);
    expect(late.inningEnds).toBe(true);
  });
  it('a ball that was still at the strike and never moved has rested since before the stroke', () => {
    expect(restingSince(potThree, '10', 0.5)).toBe(-Infinity);
  });
});
