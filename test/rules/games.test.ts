/** Game rules (WPA, rules-matrix section 4) and three fouls (T2.16), stroke by stroke and as whole games. */
import { describe, expect, it } from 'vitest';
import { sampleBall } from '../../src/physics/record/trajectory.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { applyRuling } from '../../src/rules/next-state.ts';
import { rerackStraightPool } from '../../src/rules/straight-pool-rerack.ts';
import { defaultState, type GameState, type Ruling } from '../../src/rules/types.ts';
import { SEEDS_RULES, WPA_RULES, type RuleOptions } from '../../src/rules/options.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { bb, bc, headOut, offTable, potted, R, record, straight, TABLE, tip, type RecordSpec } from './records.ts';

const judge = (state: GameState, spec: RecordSpec, declared: Parameters<typeof adjudicate>[0]['declared'] = [], options: RuleOptions = SEEDS_RULES) =>
  adjudicate({ state, record: record(spec), table: TABLE, declared, options });
const wpa = (state: GameState, spec: RecordSpec) => judge(state, spec, [], WPA_RULES);

const nineRack: RecordSpec['balls'] = { cue: [-0.7, 0], '1': [0.635, 0], '2': [0.7, 0.05], '3': [0.7, -0.05], '9': [0.75, 0] };
const breakEvents = (n: number) => [
  tip(),
  headOut(0.05),
  bb(0.1, 'cue', '1'),
  ...['1', '2', '3', '9'].slice(0, n).map((b, i) => bc(0.5 + i * 0.1, b, 'foot')),
];

describe('9-ball (WPA)', () => {
  const brk = defaultState('nine-ball', { phase: 'break', ballInHand: 'kitchen' });
  it('WPA-9B-break: four balls to cushions is a legal break and the push-out is offered', () => {
    const r = judge(brk, { balls: nineRack, events: breakEvents(4) });
    expect(r.legal).toBe(true);
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'none', options: ['push-out'] });
  });
  it('WPA-9B-break: three balls to cushions and nothing pocketed is a foul, ball in hand anywhere', () => {
    const r = judge(brk, { balls: nineRack, events: breakEvents(3) });
    expect(r.enforced).toEqual({ code: 'illegal-break', rule: 'WPA-9B-break' });
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'table', options: [] });
  });
  it('WPA-9B-nine: the 9 on a legal break wins', () => {
    const r = judge(brk, { balls: nineRack, events: [...breakEvents(2), potted(0.9, '9', 'foot-left')] });
    expect(r.legal).toBe(true);
    expect(r.lossOfGame).toBe('B');
  });
  it('WPA-9B-nine with G31: the 9 pocketed on a foul is respotted on the long string behind the foot spot, frozen against the first balls there', () => {
    const r = judge(defaultState('nine-ball'), { balls: nineRack, events: [tip(), bb(0.5, 'cue', '2'), potted(0.9, '9', 'foot-left')] });
    expect(r.enforced?.code).toBe('wrong-ball-first');
    // The 1 lies on the foot spot (0.635, 0) and the 2 and the 3 at (0.7, +-0.05): the first place on the long string
    // behind the foot spot where the 9 overlaps no ball is frozen against the 2 and the 3: x = 0.7 + sqrt((2R)^2 - 0.05^2).
    expect(r.respot).toHaveLength(1);
    expect(r.respot[0]!.id).toBe('9');
    expect(r.respot[0]!.x).toBeCloseTo(0.7 + Math.sqrt(4 * R * R - 0.05 * 0.05), 9);
    expect(r.respot[0]!.y).toBe(0);
    expect(r.lossOfGame).toBeNull();
  });
  it('WPA-9B-push-out: on a called push-out the first-contact and rail rules do not apply; the opponent chooses', () => {
    const st = defaultState('nine-ball', { phase: 'push-out-available', shooter: 'B', pushOut: true });
    const r = judge(st, { balls: nineRack, events: [tip(), bb(0.4, 'cue', '3')] });
    expect(r.legal).toBe(true);
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'none', options: ['accept-table', 'pass-back'] });
  });
  it('WPA-9B-push-out: a push-out announced mid-rack, when none is open, is an ordinary stroke and the ruling says so', () => {
    const st = defaultState('nine-ball', { phase: 'normal', shooter: 'B', pushOut: true });
    const foul = judge(st, { balls: nineRack, events: [tip(), bb(0.4, 'cue', '3')] });
    expect(foul.enforced).toEqual({ code: 'wrong-ball-first', rule: 'G17' });
    expect(foul.next.options).not.toContain('pass-back');
    expect(foul.explanation.en).toContain('No push-out was open: it may be announced only on the stroke right after the break (WPA nine-ball)');
    expect(foul.explanation.sk).toContain('Push out nebol otvorený');
    const legal = judge(st, { balls: nineRack, events: [tip(), bb(0.4, 'cue', '1'), bc(0.8, '1', 'foot')] });
    expect(legal).toMatchObject({ legal: true, next: { shooter: 'A', ballInHand: 'none', options: [] } });
    expect(legal.explanation.en).toContain('No push-out was open');
    const open = judge({ ...st, phase: 'push-out-available' }, { balls: nineRack, events: [tip(), bb(0.4, 'cue', '3')] });
    expect(open.explanation.en).not.toContain('No push-out was open');
  });
  it('WPA-9B-push-out: a scratch on a push-out is still a foul', () => {
    const st = defaultState('nine-ball', { phase: 'push-out-available', shooter: 'B', pushOut: true });
    expect(judge(st, { balls: nineRack, events: [tip(), potted(0.8, 'cue', 'side-left')] }).enforced?.code).toBe('cue-ball-pocketed');
  });
  it('T2.16: the third foul in a row, after the warning, loses the rack', () => {
    const st = defaultState('nine-ball', { foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } });
    const r = judge(st, { balls: nineRack, events: [tip(), bb(0.5, 'cue', '2'), bc(0.9, '2', 'left')] });
    expect(r.enforced).toEqual({ code: 'three-fouls', rule: 'T2.16' });
    expect(r.lossOfGame).toBe('A');
  });
  it('T2.16b: without the warning the third foul counts as the second: no loss', () => {
    const st = defaultState('nine-ball', { foulsInRow: { A: 2, B: 0 }, warned: { A: false, B: false } });
    const r = judge(st, { balls: nineRack, events: [tip(), bb(0.5, 'cue', '2'), bc(0.9, '2', 'left')] });
    expect(r.enforced?.code).toBe('wrong-ball-first');
    expect(r.lossOfGame).toBeNull();
  });
  it('G27 except 9-ball: an object ball off the table stays off, the 9 is respotted', () => {
    const events = [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot'), offTable(0.85, '2'), offTable(0.9, '9')];
    const r = judge(defaultState('nine-ball'), { balls: nineRack, events });
    expect(r.enforced?.code).toBe('ball-off-table');
    expect(r.respot.map((b) => b.id)).toEqual(['9']); // the 2 stays off the table
  });
  it('G27d: in 14.1 the same object ball off the table is spotted', () => {
    const events = [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot'), offTable(0.85, '2')];
    expect(judge(defaultState('straight-pool'), { balls: nineRack, events }).respot.map((b) => b.id)).toEqual(['2']);
  });
});

describe('8-ball (WPA)', () => {
  const layout: RecordSpec['balls'] = { cue: [-0.6, 0], '3': [0.2, 0.3], '8': [0.5, 0], '11': [0.3, -0.3] };
  const open = defaultState('eight-ball');
  const solidsA = defaultState('eight-ball', { groups: { A: 'solids', B: 'stripes' } });
  it('WPA-8B-open-table (WPA flag): hitting the 8 first on an open table is a foul', () => {
    expect(wpa(open, { balls: layout, events: [tip(), bb(0.5, 'cue', '8'), bc(0.9, '8', 'foot')] }).enforced).toEqual({
      code: 'eight-ball-first-on-open-table',
      rule: 'WPA-8B-open-table',
    });
  });
  it("WPA-8B-open-table (seeds' WSR default): the 8 first on an open table is no foul, but the inning ends", () => {
    const r = judge(open, { balls: layout, events: [tip(), bb(0.5, 'cue', '8'), bc(0.9, '8', 'foot')] });
    expect(r.legal).toBe(true);
    expect(r.inningEnds).toBe(true);
  });
  it('WPA-8B-break: a break scratch gives ball in hand in the kitchen (seeds) or anywhere (WPA flag)', () => {
    const spec = {
      balls: { ...layout, cue: [-0.9, 0] as [number, number] },
      events: [tip(), headOut(0.05), bb(0.5, 'cue', '3'), potted(0.8, '11', 'foot-left'), potted(1.2, 'cue', 'side-right')],
    };
    const brk = defaultState('eight-ball', { phase: 'break', ballInHand: 'kitchen' });
    expect(judge(brk, spec).next.ballInHand).toBe('kitchen');
    expect(wpa(brk, spec).next.ballInHand).toBe('table');
  });
  it('WPA-8B-open-table: a called ball made on an open table assigns the groups and keeps the inning', () => {
    const st = defaultState('eight-ball', { call: { ball: '11', pocket: 'foot-right' } });
    const r = judge(st, { balls: layout, events: [tip(), bb(0.5, 'cue', '11'), potted(1.0, '11', 'foot-right')] });
    expect(r.legal).toBe(true);
    expect(r.inningEnds).toBe(false);
    expect(r.groups).toEqual({ A: 'stripes', B: 'solids' });
  });
  it('G4b: a called ball in another pocket is legal but ends the inning', () => {
    const st = defaultState('eight-ball', { groups: { A: 'stripes', B: 'solids' }, call: { ball: '11', pocket: 'foot-right' } });
    const r = judge(st, { balls: layout, events: [tip(), bb(0.5, 'cue', '11'), potted(1.0, '11', 'side-right')] });
    expect(r.legal).toBe(true);
    expect(r.inningEnds).toBe(true);
    expect(r.explanation.en).toContain('not in the called right foot corner pocket');
    expect(r.explanation.en).toContain('the wrong pocket (G4)');
  });
  it('WPA-8B-loss: the 8 pocketed before the group is cleared loses', () => {
    const r = judge(solidsA, { balls: layout, events: [tip(), bb(0.5, 'cue', '3'), bb(0.7, '3', '8'), potted(1.0, '8', 'foot-left')] });
    expect(r.enforced).toEqual({ code: 'eight-ball-pocketed-early', rule: 'WPA-8B-loss' });
    expect(r.lossOfGame).toBe('A');
  });
  it('WPA-8B-loss: the 8 in a pocket that was not called loses; in the called pocket it wins', () => {
    const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '8': [0.5, 0], '11': [0.3, -0.3] };
    const called = defaultState('eight-ball', { groups: { A: 'solids', B: 'stripes' }, call: { ball: '8', pocket: 'foot-left' } });
    const wrong = judge(called, { balls, events: [tip(), bb(0.5, 'cue', '8'), potted(1.0, '8', 'foot-right')] });
    expect(wrong.enforced?.code).toBe('eight-ball-wrong-pocket');
    expect(wrong.lossOfGame).toBe('A');
    const right = judge(called, { balls, events: [tip(), bb(0.5, 'cue', '8'), potted(1.0, '8', 'foot-left')] });
    expect(right.legal).toBe(true);
    expect(right.lossOfGame).toBe('B');
  });
  it('WPA-8B-loss: the 8 pocketed with a scratch loses', () => {
    const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '8': [0.5, 0] };
    const called = defaultState('eight-ball', { groups: { A: 'solids', B: 'stripes' }, call: { ball: '8', pocket: 'foot-left' } });
    const r = judge(called, { balls, events: [tip(), bb(0.5, 'cue', '8'), potted(1.0, '8', 'foot-left'), potted(1.3, 'cue', 'side-left')] });
    expect(r.enforced?.code).toBe('eight-ball-pocketed-on-foul');
    expect(r.lossOfGame).toBe('A');
  });
  it("WPA-8B-break: fewer than four balls to cushions is an illegal break with the incoming player's options", () => {
    const r = judge(defaultState('eight-ball', { phase: 'break', ballInHand: 'kitchen' }), {
      balls: { ...layout, cue: [-0.9, 0] },
      events: [tip(), headOut(0.05), bb(0.5, 'cue', '8'), bc(0.9, '8', 'foot')],
    });
    expect(r.enforced).toEqual({ code: 'illegal-break', rule: 'WPA-8B-break' });
    expect(r.next.options).toEqual(['accept-table', 're-rack-and-break', 're-rack-opponent-breaks']);
    expect(r.next.ballInHand).toBe('none');
  });
  it('WPA-8B-break with G29 (issue 32, point 2): an illegal break with a scratch keeps the options, the cue ball in hand as for a break scratch', () => {
    const spec = {
      balls: { ...layout, cue: [-0.9, 0] as [number, number] },
      events: [tip(), headOut(0.05), bb(0.5, 'cue', '8'), bc(0.9, '8', 'foot'), potted(1.2, 'cue', 'side-right')],
    };
    const brk = defaultState('eight-ball', { phase: 'break', ballInHand: 'kitchen' });
    const r = judge(brk, spec);
    expect(r.fouls.map((f) => f.code)).toEqual(expect.arrayContaining(['cue-ball-pocketed', 'illegal-break']));
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'kitchen', options: ['accept-table', 're-rack-and-break', 're-rack-opponent-breaks'] });
    expect(wpa(brk, spec).next.ballInHand).toBe('table');
  });
  it('WPA-8B-break: the 8 on a legal break is neither win nor loss: respot or re-break', () => {
    const r = judge(defaultState('eight-ball', { phase: 'break', ballInHand: 'kitchen' }), {
      balls: { ...layout, cue: [-0.9, 0] },
      events: [tip(), headOut(0.05), bb(0.5, 'cue', '8'), potted(0.9, '8', 'foot-left'), bc(1, '3', 'left')],
    });
    expect(r.lossOfGame).toBeNull();
    expect(r.next.options).toEqual(['respot-eight', 're-break']);
    expect(r.respot.map((b) => b.id)).toEqual(['8']);
  });
});

describe('14.1 straight pool (WPA)', () => {
  const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0], '2': [0.4, 0.2], '3': [0.5, -0.2] };
  const called = (over: Partial<GameState> = {}) => defaultState('straight-pool', { call: { ball: '1', pocket: 'foot-left' }, ...over });
  it('WPA-14.1-scoring, G33: the called ball and an extra ball score two points', () => {
    const r = judge(called(), {
      balls,
      events: [tip(), bb(0.5, 'cue', '1'), bb(0.6, '1', '2'), potted(1, '1', 'foot-left'), potted(1.1, '2', 'side-left')],
    });
    expect(r.scoreDelta).toEqual({ A: 2, B: 0 });
    expect(r.inningEnds).toBe(false);
  });
  it('WPA-14.1-scoring: a ball pocketed without being called is respotted and ends the inning', () => {
    const r = judge(called(), {
      balls,
      events: [tip(), bb(0.5, 'cue', '1'), bb(0.6, '1', '2'), potted(1.1, '2', 'side-left'), bc(1.2, '1', 'foot')],
    });
    expect(r.scoreDelta).toEqual({ A: 0, B: 0 });
    expect(r.respot.map((b) => b.id)).toEqual(['2']);
    expect(r.inningEnds).toBe(true);
  });
  it('G4b, G10: the called ball in the wrong pocket scores nothing, is spotted and ends the inning; the ruling says which pocket', () => {
    const r = judge(called(), { balls, events: [tip(), bb(0.5, 'cue', '1'), potted(1, '1', 'side-left')] });
    expect(r.legal).toBe(true);
    expect(r.scoreDelta).toEqual({ A: 0, B: 0 });
    expect(r.respot.map((b) => b.id)).toEqual(['1']);
    expect(r.inningEnds).toBe(true);
    expect(r.explanation.en).toContain('The called 1 was pocketed in the left side pocket, not in the called left foot corner pocket');
    expect(r.explanation.sk).toContain('nie do nahlásenej ľavej zadnej rohovej jamky: je to nesprávna jamka (G4)');
  });
  it('WPA-14.1: a foul costs one point; a scratch gives ball in hand in the kitchen', () => {
    const r = judge(called(), { balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot'), potted(1.2, 'cue', 'side-right')] });
    expect(r.scoreDelta).toEqual({ A: -1, B: 0 });
    expect(r.next.ballInHand).toBe('kitchen');
  });
  it('WPA-14.1-break: a break with too few balls to cushions is a breaking foul, -2, the opponent chooses', () => {
    const r = judge(called({ phase: 'break', ballInHand: 'kitchen', call: undefined }), {
      balls,
      events: [tip(), headOut(0.05), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')],
    });
    expect(r.enforced).toEqual({ code: 'breaking-foul', rule: 'WPA-14.1-break' });
    expect(r.scoreDelta).toEqual({ A: -2, B: 0 });
    expect(r.next.options).toEqual(['accept-table', 're-break']);
    expect(r.next.ballInHand).toBe('none');
  });
  it('WPA-14.1-break, T2.16: a breaking foul is not one of the three fouls in a row, however many re-breaks follow', () => {
    let st = called({ phase: 'break', ballInHand: 'kitchen', call: undefined, foulsInRow: { A: 0, B: 0 } });
    const soft = { balls, events: [tip(), headOut(0.05), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] };
    for (let k = 1; k <= 3; k++) {
      const r = judge(st, soft);
      expect(r.enforced, `break ${k}`).toEqual({ code: 'breaking-foul', rule: 'WPA-14.1-break' });
      expect(r.scoreDelta, `break ${k}`).toEqual({ A: -2, B: 0 });
      const after = applyRuling(st, r);
      expect(after.foulsInRow, `break ${k}`).toEqual({ A: 0, B: 0 });
      expect(after.warned.A, `break ${k}`).toBe(false);
      // B chooses the re-break: A breaks again from the kitchen.
      st = { ...after, shooter: 'A', phase: 'break', ballInHand: 'kitchen' };
    }
    // One ordinary foul before the break is still counted, and a breaking foul neither adds to it nor clears it.
    const one = called({ phase: 'break', ballInHand: 'kitchen', call: undefined, foulsInRow: { A: 1, B: 0 } });
    expect(applyRuling(one, judge(one, soft)).foulsInRow).toEqual({ A: 1, B: 0 });
  });
  it('WPA-14.1-break with G29 (issue 32, point 2): a breaking foul with a scratch keeps -2 and the choice, and accepting the table gives the cue ball in hand behind the head string', () => {
    const r = judge(called({ phase: 'break', ballInHand: 'kitchen', call: undefined }), {
      balls,
      events: [tip(), headOut(0.05), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot'), potted(1.2, 'cue', 'foot-left')],
    });
    expect(r.enforced).toEqual({ code: 'breaking-foul', rule: 'WPA-14.1-break' });
    expect(r.scoreDelta).toEqual({ A: -2, B: 0 });
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'kitchen', options: ['accept-table', 're-break'] });
  });
  it('T2.16: the third foul in a row costs -1 and a further -15, and the offender breaks a new rack', () => {
    const r = judge(called({ foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } }), { balls, events: [tip(), bb(0.5, 'cue', '1')] });
    expect(r.enforced).toEqual({ code: 'three-fouls', rule: 'T2.16' });
    expect(r.scoreDelta).toEqual({ A: -16, B: 0 });
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'kitchen', options: ['re-rack-fifteen', 'accept-table'] });
    const w = wpa(called({ foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } }), { balls, events: [tip(), bb(0.5, 'cue', '1')] });
    expect(w.next.options).toEqual(['re-rack-fifteen']);
  });
  it('WPA-14.1: with one object ball left the 14 are re-racked and the shooter continues', () => {
    const r = judge(defaultState('straight-pool', { call: { ball: '1', pocket: 'foot-left' } }), {
      balls: { cue: [-0.6, 0], '1': [0.3, 0], '15': [0.2, 0.3] },
      events: [tip(), bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')],
    });
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'none', options: ['re-rack-fourteen'] });
    expect(r.explanation.en).toContain(
      'the fourteen are re-racked with the apex empty and the shooter continues with a called shot (WPA 14.1, the re-rack)',
    );
  });
  describe('WPA-14.1-rerack: a ball in the rack area, one ruling in its fields and its words (issue 32, point 2)', () => {
    const foot = TABLE.spots.foot;
    const made = (cue: [number, number], last: [number, number]) =>
      judge(defaultState('straight-pool', { call: { ball: '1', pocket: 'foot-left' } }), {
        balls: { cue: [-0.6, 0], '1': [0.3, 0], '15': last },
        events: [tip(), bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')],
        final: { cue },
      });
    it('the cue ball in the rack area: in hand behind the head string, in next.ballInHand and in the words', () => {
      const r = made([foot[0] + 0.05, foot[1]], [-0.2, -0.3]);
      expect(r.rerack?.cue).toBe('kitchen');
      expect(r.next).toEqual({ shooter: 'A', ballInHand: 'kitchen', options: ['re-rack-fourteen'] });
      expect(r.explanation.en).toContain(
        'The cue ball lies in the rack area: the shooter has it in hand behind the head string (WPA 14.1, the re-rack).',
      );
      expect(r.explanation.en).toMatch(/Player A continues and has the cue ball in hand behind the head string\.$/);
      expect(r.explanation.sk).toContain('Biela leží v priestore rozostavenia: hráč ju má v ruke pred hranicou záhlavia');
    });
    it('the cue ball in the rack area with the break ball on the head spot: the cue ball goes on the centre spot and is played from there', () => {
      const head = TABLE.spots.head;
      const r = made([foot[0] + 0.05, foot[1]], [head[0], head[1]]);
      expect(r.rerack?.cue).toEqual([TABLE.spots.centre[0], TABLE.spots.centre[1]]);
      expect(r.next.ballInHand).toBe('none');
      expect(r.explanation.en).toContain('The cue ball lies in the rack area: it is placed on the centre spot (WPA 14.1, the re-rack).');
      expect(r.explanation.sk).toContain('položí sa na stredný bod');
    });
    it('the break ball in the rack area goes on the head spot, and the words say so', () => {
      const r = made([-0.5, 0.2], [foot[0] + 0.03, foot[1] + 0.02]);
      expect(r.rerack?.breakBall).toEqual({ id: '15', x: TABLE.spots.head[0], y: TABLE.spots.head[1] });
      expect(r.next.ballInHand).toBe('none');
      expect(r.explanation.en).toContain('The 15 lies in the rack area: it is placed on the head spot.');
      expect(r.explanation.sk).toContain('Guľa 15 leží v priestore rozostavenia: položí sa na predný bod.');
    });
    it('neither in the rack area: nothing moves and the words say nothing of it', () => {
      const r = made([-0.5, 0.2], [-0.2, -0.3]);
      expect(r.next.ballInHand).toBe('none');
      expect(r.explanation.en).not.toContain('rack area');
    });
  });
  describe('T2.8 "Jasné údery sa hlásiť nemusia": an uncalled pot judged from the record (issue 32, point 3)', () => {
    const balls3: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0], '2': [0.5, 0.3], '3': [-0.2, -0.3] };
    const uncalled = (events: RecordSpec['events'], over: Partial<GameState> = {}) =>
      judge(defaultState('straight-pool', over), { balls: balls3, events: [tip(), ...events] });
    it('the cue ball straight to the 1 and the 1 straight into a pocket: obvious, it counts as called, and the ruling says why', () => {
      const r = uncalled([bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')]);
      expect(r.scoreDelta).toEqual({ A: 1, B: 0 });
      expect(r.inningEnds).toBe(false);
      expect(r.respot).toEqual([]);
      expect(r.explanation.en).toContain(
        'An obvious shot needs no call (T2.8): the cue ball went straight to the 1 and it went straight into the left foot corner pocket',
      );
      expect(r.explanation.sk).toContain('Jasný úder sa hlásiť nemusí (T2.8)');
    });
    it('a touch of the pocket jaw on the way in keeps it obvious', () => {
      expect(uncalled([bb(0.5, 'cue', '1'), bc(0.95, '1', 'foot', 'jaw'), potted(1, '1', 'foot-left')]).scoreDelta).toEqual({ A: 1, B: 0 });
    });
    it.each([
      ['a bank (the 1 off a cushion)', [bb(0.5, 'cue', '1'), bc(0.8, '1', 'left'), potted(1.2, '1', 'foot-left')]],
      ['a kiss (the 1 off another ball)', [bb(0.5, 'cue', '1'), bb(0.7, '1', '2'), potted(1.2, '1', 'foot-left')]],
      ['a combination (the 2 first, into the 1)', [bb(0.5, 'cue', '2'), bb(0.7, '2', '1'), potted(1.2, '1', 'foot-left')]],
      ['a kick (the cue ball off a cushion first)', [bc(0.3, 'cue', 'right'), bb(0.5, 'cue', '1'), potted(1.0, '1', 'foot-left')]],
      ['a jump (the cue ball in the air first)', [{ t: 0.1, type: 'airborne', balls: ['cue'] }, bb(0.5, 'cue', '1'), potted(1.0, '1', 'foot-left')]],
    ] as Array<[string, RecordSpec['events']]>)(
      '%s is not obvious: the uncalled ball scores nothing, is spotted, and the inning ends',
      (_what, events) => {
        const r = uncalled(events);
        expect(r.scoreDelta).toEqual({ A: 0, B: 0 });
        expect(r.inningEnds).toBe(true);
        expect(r.respot.map((b) => b.id)).toEqual(['1']);
        expect(r.explanation.en).toContain('Nothing was called and the shot was not obvious');
      },
    );
    it("the referee's word decides over the record: obvious false refuses a straight pot, obvious true accepts a bank", () => {
      const straightIn = [bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')];
      const no = uncalled(straightIn, { obvious: false });
      expect(no.scoreDelta).toEqual({ A: 0, B: 0 });
      expect(no.explanation.en).toContain('Nothing was called and the referee judged the shot not obvious (T2.8): the 1 scores nothing.');
      const bank = uncalled([bb(0.5, 'cue', '1'), bc(0.8, '1', 'left'), potted(1.2, '1', 'foot-left')], { obvious: true });
      expect(bank.scoreDelta).toEqual({ A: 1, B: 0 });
      expect(bank.explanation.en).toContain('An obvious shot needs no call (T2.8): the referee judged this one so.');
    });
    it('a call decides over both: the called ball in another pocket is not made even when the shot was straight', () => {
      const r = uncalled([bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')], { call: { ball: '1', pocket: 'side-left' } });
      expect(r.scoreDelta).toEqual({ A: 0, B: 0 });
      expect(r.inningEnds).toBe(true);
    });
  });
  it('WPA-14.1: reaching the target score wins', () => {
    const r = judge(called({ score: { A: 49, B: 10 }, target: 50 }), { balls, events: [tip(), bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')] });
    expect(r.lossOfGame).toBe('B');
  });
});

describe('G5 the lag', () => {
  const lagBalls: RecordSpec['balls'] = { 'lag-A': [-0.8, 0.3], 'lag-B': [-0.8, -0.3] };
  const paths = (xa: number, xb: number, yb = -0.3) => [
    straight('lag-A', [
      { t: 0, x: -0.8, y: 0.3, vx: 1, vy: 0 },
      { t: 4, x: xa, y: 0.3, vx: 0, vy: 0 },
    ]),
    straight('lag-B', [
      { t: 0, x: -0.8, y: -0.3, vx: 1, vy: 0 },
      { t: 4, x: xb, y: yb, vx: 0, vy: 0 },
    ]),
  ];
  const lag = defaultState('lag');
  it('G5: the ball nearer the head cushion wins', () => {
    const r = judge(lag, {
      balls: lagBalls,
      events: [bc(2, 'lag-A', 'foot'), bc(2, 'lag-B', 'foot')],
      final: { 'lag-A': [-1.1, 0.3], 'lag-B': [-1.0, -0.3] },
      trajectories: paths(-1.1, -1.0),
    });
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'kitchen', options: ['break', 'give-break'] });
    expect(r.legal).toBe(true);
    expect(r.explanation.en).toContain('Player A wins the lag (G5)');
  });
  it('G5.2: a ball that never reaches the foot cushion loses', () => {
    const r = judge(lag, {
      balls: lagBalls,
      events: [bc(2, 'lag-B', 'foot')],
      final: { 'lag-A': [-1.2, 0.3], 'lag-B': [-1.0, -0.3] },
      trajectories: paths(-1.2, -1.0),
    });
    expect(r.fouls).toEqual([{ code: 'lag-lost', rule: 'G5.2', t: null, ball: 'lag-A' }]);
    expect(r.next.shooter).toBe('B');
    // A lost lag is not a foul: the ruling names the loss, not a penalty.
    expect(r.legal).toBe(false);
    expect(r.explanation.en).toMatch(/^Player A loses the lag \(G5\.2\): his ball never touched the foot cushion\./);
    expect(r.explanation.sk).toMatch(/^Rozohru prehráva hráč A \(G5\.2\)/);
  });
  it('G5.5, G5.6: a long cushion, or the head cushion twice, loses', () => {
    const r = judge(lag, {
      balls: lagBalls,
      events: [bc(2, 'lag-A', 'foot'), bc(2, 'lag-B', 'foot'), bc(3, 'lag-A', 'left'), bc(3.5, 'lag-B', 'head'), bc(3.9, 'lag-B', 'head')],
      final: { 'lag-A': [-1.2, 0.3], 'lag-B': [-1.0, -0.3] },
      trajectories: paths(-1.2, -1.0),
    });
    expect(r.fouls.map((f) => f.rule).sort()).toEqual(['G5.5', 'G5.6']);
    expect(r.next.options).toEqual(['replay-lag']);
    expect(r.explanation.en).toContain('Player A loses the lag (G5.5)');
    expect(r.explanation.en).toContain('Player B loses the lag (G5.6)');
    expect(r.explanation.en).toContain('The lag is replayed (G5).');
  });
  it('G5.1: a ball crossing into the other half loses', () => {
    const r = judge(lag, {
      balls: lagBalls,
      events: [bc(2, 'lag-A', 'foot'), bc(2, 'lag-B', 'foot')],
      final: { 'lag-A': [-1.1, 0.3], 'lag-B': [-1.15, 0.1] },
      trajectories: [
        paths(-1.1, -1)[0]!,
        straight('lag-B', [
          { t: 0, x: -0.8, y: -0.3, vx: 1, vy: 0.1 },
          { t: 4, x: -1.15, y: 0.1, vx: 0, vy: 0 },
        ]),
      ],
    });
    expect(r.fouls.map((f) => `${f.ball}:${f.rule}`)).toEqual(['lag-B:G5.1']);
    expect(r.next.shooter).toBe('A');
    // The reported time is the crossing itself, to a microsecond (the card shows it as evidence).
    const rec = record({
      balls: lagBalls,
      events: [],
      final: {},
      trajectories: [
        straight('lag-B', [
          { t: 0, x: -0.8, y: -0.3, vx: 1, vy: 0.1 },
          { t: 4, x: -1.15, y: 0.1, vx: 0, vy: 0 },
        ]),
      ],
    }) as ShotRecord;
    const traj = rec.trajectory.balls.find((b) => b.id === 'lag-B')!;
    const t = r.fouls[0]!.t!;
    expect(sampleBall(rec, traj, t)!.r[1]).toBeGreaterThan(0);
    expect(sampleBall(rec, traj, t - 2e-6)!.r[1]).toBeLessThanOrEqual(0);
  });
  it('G5 (void): a tie within 0.5 mm is replayed', () => {
    const r = judge(lag, {
      balls: lagBalls,
      events: [bc(2, 'lag-A', 'foot'), bc(2, 'lag-B', 'foot')],
      final: { 'lag-A': [-1.1, 0.3], 'lag-B': [-1.1002, -0.3] },
      trajectories: paths(-1.1, -1.1002),
    });
    expect(r.next.options).toEqual(['replay-lag']);
  });
});

/** Plays a game as a list of strokes; returns the rulings and the final state. */
function play(
  start: GameState,
  strokes: Array<{ spec: RecordSpec; call?: GameState['call']; pushOut?: boolean }>,
): { rulings: Ruling[]; state: GameState } {
  let state = start;
  const rulings: Ruling[] = [];
  for (const s of strokes) {
    const st: GameState = { ...state, ...(s.call ? { call: s.call } : {}), ...(s.pushOut ? { pushOut: true } : {}) };
    const r = adjudicate({ state: st, record: record(s.spec) as ShotRecord, table: TABLE });
    rulings.push(r);
    state = applyRuling(st, r);
  }
  return { rulings, state };
}

describe('whole games', () => {
  it('9-ball: a rack from the break to the 9, with a push-out and a foul on the way, ends with A the winner', () => {
    const b = {
      cue: [-0.7, 0] as [number, number],
      '1': [0.3, 0] as [number, number],
      '2': [0.5, 0.3] as [number, number],
      '3': [0.6, 0] as [number, number],
      '9': [0.8, -0.2] as [number, number],
    };
    const { rulings, state } = play(defaultState('nine-ball', { phase: 'break', ballInHand: 'kitchen' }), [
      {
        spec: {
          balls: b,
          events: [
            tip(),
            headOut(0.05),
            bb(0.2, 'cue', '1'),
            bc(0.6, '1', 'foot'),
            bc(0.7, '2', 'left'),
            bc(0.75, '3', 'foot'),
            bc(0.8, '9', 'right'),
            bc(0.9, 'cue', 'foot'),
          ],
        },
      }, // A: legal break, nothing down
      { spec: { balls: b, events: [tip(), bb(0.5, 'cue', '2')] }, pushOut: true }, // B: push-out
      { spec: { balls: b, events: [tip(), bb(0.5, 'cue', '2'), bc(0.8, '2', 'left')] } }, // A accepts and fouls: wrong ball
      { spec: { balls: b, events: [tip(), bb(0.5, 'cue', '1'), potted(0.9, '1', 'foot-left')] } }, // B makes the 1
      {
        spec: {
          balls: { cue: [0, 0], '2': [0.5, 0.3], '3': [0.6, 0], '9': [0.8, -0.2] },
          events: [tip(), bb(0.5, 'cue', '2'), bc(0.8, '2', 'left')],
        },
      }, // B misses safely
      {
        spec: {
          balls: { cue: [0, 0], '2': [0.5, 0.3], '3': [0.6, 0], '9': [0.8, -0.2] },
          events: [tip(), bb(0.5, 'cue', '2'), bb(0.7, '2', '9'), potted(1.0, '9', 'foot-right')],
        },
      }, // A: 2-9 combination wins
    ]);
    expect(rulings.map((r) => r.legal)).toEqual([true, true, false, true, true, true]);
    expect(rulings.map((r) => r.next.shooter)).toEqual(['B', 'A', 'B', 'B', 'A', 'A']);
    expect(rulings[5]!.lossOfGame).toBe('B');
    expect(state.phase).toBe('break');
  });
  it('8-ball: groups after the break, a loss on the 8 pocketed early', () => {
    const b = {
      cue: [-0.7, 0] as [number, number],
      '2': [0.3, 0] as [number, number],
      '8': [0.5, 0.2] as [number, number],
      '12': [0.6, -0.2] as [number, number],
    };
    const { rulings, state } = play(defaultState('eight-ball', { phase: 'break', ballInHand: 'kitchen' }), [
      { spec: { balls: b, events: [tip(), headOut(0.05), bb(0.2, 'cue', '2'), potted(0.6, '12', 'foot-right')] } }, // A breaks and makes the 12: table still open
      { spec: { balls: b, events: [tip(), bb(0.3, 'cue', '2'), potted(0.8, '2', 'foot-left')] }, call: { ball: '2', pocket: 'foot-left' } }, // A takes solids
      {
        spec: {
          balls: { cue: [0, 0], '8': [0.5, 0.2], '3': [0.2, -0.3] },
          events: [tip(), bb(0.3, 'cue', '3'), bb(0.4, '3', '8'), potted(0.8, '8', 'side-left')],
        },
        call: { ball: '3', pocket: 'foot-left' },
      }, // A drops the 8 early
    ]);
    expect(rulings[0]!.next.shooter).toBe('A');
    expect(rulings[1]!.groups).toEqual({ A: 'solids', B: 'stripes' });
    expect(rulings[2]!.lossOfGame).toBe('A');
    expect(state.phase).toBe('break');
  });
  it('14.1: runs, a foul, a re-rack of fourteen and the score at the end', () => {
    const { rulings, state } = play(defaultState('straight-pool', { target: 100 }), [
      {
        spec: { balls: { cue: [-0.6, 0], '1': [0.3, 0], '2': [0.4, 0.2] }, events: [tip(), bb(0.5, 'cue', '1'), potted(1, '1', 'foot-left')] },
        call: { ball: '1', pocket: 'foot-left' },
      }, // A +1; one ball left
      {
        spec: { balls: { cue: [-0.6, 0], '2': [0.4, 0.2], '3': [0.7, 0], '4': [0.7, 0.06] }, events: [tip(), bb(0.5, 'cue', '2')] },
        call: { ball: '2', pocket: 'side-left' },
      }, // A fouls (no rail): -1
      {
        spec: {
          balls: { cue: [-0.6, 0], '2': [0.4, 0.2], '3': [0.7, 0] },
          events: [tip(), bb(0.5, 'cue', '3'), bb(0.6, '3', '2'), potted(1, '3', 'foot-right'), potted(1.1, '2', 'foot-left')],
        },
        call: { ball: '3', pocket: 'foot-right' },
      }, // B +2
    ]);
    expect(rulings[0]!.next.options).toEqual(['re-rack-fourteen']);
    expect(rulings.map((r) => r.scoreDelta)).toEqual([
      { A: 1, B: 0 },
      { A: -1, B: 0 },
      { A: 0, B: 2 },
    ]);
    expect(state.score).toEqual({ A: 0, B: 2 });
    expect(state.foulsInRow).toEqual({ A: 1, B: 0 });
    expect(state.shooter).toBe('B');
  });
  it('14.1 across a re-rack: the last ball of a rack, the 14 re-racked, the run goes on to the target', () => {
    const ids14 = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
    let state = defaultState('straight-pool', { target: 5, score: { A: 1, B: 0 } });
    // A pockets the 14th ball of the rack; the 15 is left out of the rack area.
    const r1 = adjudicate({
      state: { ...state, call: { ball: '14', pocket: 'foot-left' } },
      table: TABLE,
      record: record({
        balls: { cue: [-0.6, 0], '14': [0.3, 0.2], '15': [-0.2, -0.3] },
        events: [tip(), bb(0.5, 'cue', '14'), potted(1, '14', 'foot-left')],
        final: { cue: [0.1, 0.1] },
      }),
    });
    expect(r1.next.options).toEqual(['re-rack-fourteen']);
    state = applyRuling({ ...state, call: { ball: '14', pocket: 'foot-left' } }, r1);
    const rr = rerackStraightPool(TABLE, R, { cue: [0.1, 0.1], breakBall: { id: '15', x: -0.2, y: -0.3 }, ids: ids14 });
    const layout: RecordSpec['balls'] = { cue: rr.cue as [number, number], '15': [-0.2, -0.3] };
    for (const b of rr.rack) layout[b.id] = [b.x, b.y];
    // A plays the break ball into a pocket and the cue ball on into the new rack: +1; then calls the 3 and makes it with the 5 as well: +2, target reached.
    const r2 = adjudicate({
      state: { ...state, call: { ball: '15', pocket: 'side-right' } },
      table: TABLE,
      record: record({
        balls: layout,
        events: [tip(), bb(0.3, 'cue', '15'), potted(0.8, '15', 'side-right'), bb(0.9, 'cue', rr.rack[0]!.id), bc(1.3, rr.rack[3]!.id, 'foot')],
      }),
    });
    expect(r2.scoreDelta).toEqual({ A: 1, B: 0 });
    state = applyRuling({ ...state, call: { ball: '15', pocket: 'side-right' } }, r2);
    const r3 = adjudicate({
      state: { ...state, call: { ball: '3', pocket: 'foot-right' } },
      table: TABLE,
      record: record({
        balls: layout,
        events: [tip(), bb(0.3, 'cue', '3'), bb(0.4, '3', '5'), potted(0.9, '3', 'foot-right'), potted(1.0, '5', 'foot-left')],
      }),
    });
    expect(r3.scoreDelta).toEqual({ A: 2, B: 0 });
    expect(r3.lossOfGame).toBe('B');
    state = applyRuling({ ...state, call: { ball: '3', pocket: 'foot-right' } }, r3);
    expect(r2.lossOfGame).toBeNull();
    expect(state.score).toEqual({ A: 5, B: 0 });
  });
  it('T2.16 across strokes: three fouls in a row by A (warned automatically) lose the 9-ball rack', () => {
    const b = { cue: [-0.7, 0] as [number, number], '1': [0.3, 0] as [number, number], '2': [0.5, 0.3] as [number, number] };
    const foulStroke = { spec: { balls: b, events: [tip(), bb(0.5, 'cue', '2'), bc(0.8, '2', 'left')] } };
    const miss = { spec: { balls: b, events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'left')] } };
    const { rulings } = play(defaultState('nine-ball'), [foulStroke, miss, foulStroke, miss, foulStroke]);
    expect(rulings.map((r) => r.enforced?.code ?? 'legal')).toEqual(['wrong-ball-first', 'legal', 'wrong-ball-first', 'legal', 'three-fouls']);
    expect(rulings[4]!.lossOfGame).toBe('A');
  });
});

describe('G5 the lag: the other losing conditions', () => {
  const lagBalls: RecordSpec['balls'] = { 'lag-A': [-0.8, 0.3], 'lag-B': [-0.8, -0.3] };
  const ok = [bc(2, 'lag-A', 'foot'), bc(2, 'lag-B', 'foot')];
  const lag = defaultState('lag');
  const fin = { 'lag-A': [-1.1, 0.3] as [number, number], 'lag-B': [-1.0, -0.3] as [number, number] };
  it('G5.3: a pocketed lag ball loses', () => {
    expect(judge(lag, { balls: lagBalls, events: [...ok, potted(3, 'lag-A', 'head-left')], final: fin }).fouls.map((f) => f.rule)).toEqual(['G5.3']);
  });
  it('G5.4: a lag ball off the table loses', () => {
    expect(judge(lag, { balls: lagBalls, events: [...ok, offTable(3, 'lag-B')], final: fin }).fouls.map((f) => f.rule)).toEqual(['G5.4']);
  });
  it('G5.7: a lag ball resting past the head-cushion nose in a corner-pocket mouth loses', () => {
    const r = judge(lag, { balls: lagBalls, events: ok, final: { 'lag-A': [TABLE.noses.head - 0.01, 0.6], 'lag-B': [-1.0, -0.3] } });
    expect(r.fouls.map((f) => `${f.ball}:${f.rule}`)).toEqual(['lag-A:G5.7']);
    expect(r.next.shooter).toBe('B');
  });
  it('G5 (placement, rules-matrix S08): a lag ball on the head string is placed again, no penalty, the lag taken again; from behind it is fine', () => {
    const r = judge(lag, { balls: { 'lag-A': [TABLE.headStringX, 0.3], 'lag-B': [-0.8, -0.3] }, events: ok, final: fin });
    expect(r.fouls).toEqual([]);
    expect(r.next.options).toEqual(['replay-lag']);
    expect(r.explanation.en).toMatch(/^Player A's ball stands on the head string.*\(G5\).*\(G15\).*no penalty.*\(T2.4\)/);
    expect(judge(lag, { balls: { 'lag-A': [TABLE.headStringX - 0.03, 0.3], 'lag-B': [-0.8, -0.3] }, events: ok, final: fin }).fouls).toEqual([]);
  });
  it('G5, G15: a lag ball 13.5 cm past the head string stands outside the kitchen, not on the line', () => {
    const r = judge(lag, { balls: { 'lag-A': [TABLE.headStringX + 0.135, 0.3], 'lag-B': [-0.8, -0.3] }, events: ok, final: fin });
    expect(r.next.options).toEqual(['replay-lag']);
    expect(r.explanation.en).toMatch(
      /^Player A's ball stands 13\.5 cm past the head string, outside the kitchen, although a lag ball is placed in the kitchen \(G5\)/,
    );
    expect(r.explanation.sk).toMatch(/^Guľa hráča A stojí 13,5 cm za hranicou záhlavia, mimo záhlavia/);
    expect(r.explanation.en).not.toContain('on the head string');
  });
  it('G5, G6: a lag has no shooter and no cue ball: its words say who won and chooses the break, or that both lag again', () => {
    const won = judge(lag, { balls: lagBalls, events: ok, final: fin });
    const tie = judge(lag, { balls: lagBalls, events: ok, final: { 'lag-A': [-1.0, 0.3], 'lag-B': [-1.0, -0.3] } });
    expect(tie.next.options).toEqual(['replay-lag']);
    for (const r of [won, tie]) {
      expect(r.explanation.en).not.toMatch(/Legal shot|cue ball|is next/);
      expect(r.explanation.sk).not.toMatch(/Správny úder|biel|Na rade/);
    }
    expect(won.explanation.en).toMatch(
      /^Both lag balls were played validly \(G5\)\. Player . wins the lag \(G5\)\. Player . chooses: he breaks, or gives the break to his opponent \(G6\)\.$/,
    );
    expect(won.explanation.sk).toContain('vykoná rozstrel, alebo ho prenechá súperovi (G6)');
    expect(tie.explanation.en).toContain('Both players lag again, each placing his ball in the kitchen (G5).');
    expect(tie.explanation.sk).toContain('Obaja hráči zahrajú rozohru znova');
  });
});

describe('G37.1, G37.4, G27d, G16.2, G4a', () => {
  const frozenBalls: RecordSpec['balls'] = { cue: [0, 0], '1': [0.5, 0.635 - 0.0275], '2': [0.8, -0.3], '3': [0.9, 0.2] };
  const declared = defaultState('nine-ball', { frozenDeclared: [{ ball: '1', to: 'left' }] });
  it('G37.1: a ball pocketed after hitting the declared frozen ball satisfies the rule', () => {
    expect(
      judge(declared, {
        balls: frozenBalls,
        events: [tip(), bb(0.4, 'cue', '1'), bc(0.4, '1', 'left'), bb(0.6, '1', '3'), potted(1.0, '3', 'foot-left')],
      }).legal,
    ).toBe(true);
  });
  it('G37.4: another object ball reaching a cushion it was not frozen to satisfies the rule', () => {
    expect(
      judge(declared, { balls: frozenBalls, events: [tip(), bb(0.4, 'cue', '1'), bc(0.4, '1', 'left'), bb(0.6, '1', '3'), bc(0.9, '3', 'foot')] })
        .legal,
    ).toBe(true);
  });
  const sp: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0], '2': [0.4, 0.2] };
  it('G27d (14.1): an object ball off the table is respotted', () => {
    const r = judge(defaultState('straight-pool'), { balls: sp, events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot'), offTable(0.9, '2')] });
    expect(r.enforced?.code).toBe('ball-off-table');
    expect(r.respot.map((b) => b.id)).toEqual(['2']);
  });
  it('G16.2: a ball pocketed on a foul does not count (14.1: respotted, no point)', () => {
    const r = judge(defaultState('straight-pool', { call: { ball: '1', pocket: 'foot-left' } }), {
      balls: sp,
      events: [tip(), bb(0.5, 'cue', '1'), potted(0.9, '1', 'foot-left'), potted(1.2, 'cue', 'side-left')],
    });
    expect(r.scoreDelta).toEqual({ A: -1, B: 0 });
    expect(r.respot.map((b) => b.id)).toEqual(['1']);
  });
  it('G4a, G36: a legal stroke that pockets nothing ends the inning; the opponent plays the balls as they lie', () => {
    const r = judge(defaultState('straight-pool'), { balls: sp, events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot')] });
    expect(r).toMatchObject({ legal: true, inningEnds: true, next: { shooter: 'B', ballInHand: 'none' } });
  });
});

describe('T2.8: obvious shots need not be called', () => {
  const balls: RecordSpec['balls'] = { cue: [0, 0], '3': [0.5, 0.2], '8': [-0.6, 0.3], '12': [-0.8, -0.3] };
  const pot3 = { balls, events: [tip(), bb(0.3, 'cue', '3'), potted(0.8, '3', 'foot-right')] };
  const eight = defaultState('eight-ball', { groups: { A: 'solids', B: 'stripes' } });
  it('8-ball: an uncalled group ball judged obvious counts as called, and the shooter continues', () => {
    expect(judge({ ...eight, obvious: true }, pot3).next.shooter).toBe('A');
    expect(judge({ ...eight, obvious: true }, pot3).explanation.en).toContain('T2.8');
  });
  it('8-ball: the same ball uncalled and judged not obvious ends the inning; with no judgement the record finds it obvious', () => {
    expect(judge({ ...eight, obvious: false }, pot3).next.shooter).toBe('B');
    expect(judge(eight, pot3).next.shooter).toBe('A');
  });
  it('an explicit call takes precedence over the judgement: a call of another pocket does not score', () => {
    const r = judge({ ...eight, obvious: true, call: { ball: '3', pocket: 'foot-left' } }, pot3);
    expect(r.next.shooter).toBe('B');
    expect(r.explanation.en).not.toContain('T2.8');
  });
  it('14.1: an obvious pot scores its point; uncalled and judged not obvious it scores nothing and is spotted', () => {
    const st = defaultState('straight-pool');
    const obvious = judge({ ...st, obvious: true }, pot3);
    expect(obvious.scoreDelta).toEqual({ A: 1, B: 0 });
    expect(obvious.next.shooter).toBe('A');
    const plain = judge({ ...st, obvious: false }, pot3);
    expect(plain.scoreDelta).toEqual({ A: 0, B: 0 });
    expect(plain.respot.map((p) => p.id)).toEqual(['3']);
  });
  it('T2.8 applies "Pri hrách, v ktorých sa jamky hlásia": a 9-ball ruling never speaks of calls or obvious shots', () => {
    const nine = {
      balls: { cue: [0, 0], '1': [0.5, 0.2], '9': [-0.6, 0.3] } as RecordSpec['balls'],
      events: [tip(), bb(0.3, 'cue', '1'), potted(0.8, '1', 'foot-right')],
    };
    for (const obvious of [undefined, true]) {
      const r = judge(defaultState('nine-ball', obvious === undefined ? {} : { obvious }), nine);
      expect(r.next.shooter).toBe('A');
      expect(r.explanation.en).not.toMatch(/T2\.8|call/);
      expect(r.explanation.sk).not.toMatch(/T2\.8|hlás/);
    }
    // The same straight pot in 8-ball, a game with calls, names T2.8.
    expect(
      judge(defaultState('eight-ball'), {
        ...nine,
        balls: { ...nine.balls, '3': [0.5, 0.2] },
        events: [tip(), bb(0.3, 'cue', '3'), potted(0.8, '3', 'foot-right')],
      }).explanation.en,
    ).toContain('T2.8');
  });
  it('an obvious judgement with no ball pocketed changes nothing: the inning ends', () => {
    const miss = { balls, events: [tip(), bb(0.3, 'cue', '3'), bc(0.8, '3', 'foot')] };
    expect(judge({ ...eight, obvious: true }, miss).next.shooter).toBe('B');
    expect(judge({ ...eight, obvious: true }, miss).explanation.en).not.toContain('T2.8');
  });
});
