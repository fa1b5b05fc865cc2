/**
 * The general rules (G) and tournament rules (T) of category A, each with a foul and a legal
 * case, from hand-written event logs. Rulings are checked on the contract's fields.
 */
import { describe, expect, it } from 'vitest';
import type { ShotEvent } from '../../src/physics/record/shot-record.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { defaultState, type GameState } from '../../src/rules/types.ts';
import { WPA_RULES } from '../../src/rules/options.ts';
import { bb, bc, enter, exit, flight, headOut, offTable, potted, R, record, stick, straight, TABLE, tip, type RecordSpec } from './records.ts';

const rule = (spec: RecordSpec, state: Partial<GameState> = {}, game: GameState['game'] = 'nine-ball') =>
  adjudicate({ state: defaultState(game, state), record: record(spec), table: TABLE });
const codes = (r: ReturnType<typeof rule>) => r.fouls.map((f) => `${f.code}/${f.rule}`);

// A 9-ball layout: cue on the left, 1 (lowest) ahead, 2 elsewhere.
const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0], '2': [0.3, 0.3], '3': [0.6, -0.3] };

describe('G17 wrong ball first', () => {
  it('G17: hitting the 2 before the lowest ball (the 1) is a foul, ball in hand anywhere', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '2'), bc(0.9, '2', 'left')] });
    expect(r.legal).toBe(false);
    expect(r.enforced).toEqual({ code: 'wrong-ball-first', rule: 'G17' });
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'table', options: [] });
    expect(r.explanation.sk).toContain('G17');
    expect(r.explanation.en).toContain('wrong ball first');
  });
  it('G17: hitting the 1 first and then a rail is legal; the inning ends without a pocketed ball', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] });
    expect(r.legal).toBe(true);
    expect(r.fouls).toEqual([]);
    expect(r.inningEnds).toBe(true);
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'none', options: [] });
  });
});

describe('T2.10 simultaneous contacts go to the shooter', () => {
  it('T2.10: the 2 and the 1 met within 0.25 ms count as a legal first contact', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '2'), bb(0.5001, 'cue', '1'), bc(0.9, '1', 'foot')] });
    expect(r.legal).toBe(true);
  });
  it('T2.10: 5 ms apart they are not simultaneous: wrong ball first', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '2'), bb(0.505, 'cue', '1'), bc(0.9, '1', 'foot')] });
    expect(r.enforced?.code).toBe('wrong-ball-first');
  });
});

describe('G18 legal shot: contact, then a pocketed ball or a cushion', () => {
  it('G18: no ball hit at all is a foul (no-contact)', () => {
    expect(codes(rule({ balls, events: [tip(), bc(0.6, 'cue', 'foot')] }))).toEqual(['no-contact/G18']);
  });
  it('G18: contact but no cushion and nothing pocketed is a foul', () => {
    expect(codes(rule({ balls, events: [tip(), bb(0.5, 'cue', '1')] }))).toEqual(['no-rail-after-contact/G18']);
  });
  it('G18.2: a cushion before the contact (kick) does not count', () => {
    expect(codes(rule({ balls, events: [tip(), bc(0.3, 'cue', 'left'), bb(0.5, 'cue', '1')] }))).toEqual(['no-rail-after-contact/G18']);
  });
  it('G18.1: a pocketed object ball after the contact is enough', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), enter(0.9, '1', 'foot-left'), potted(0.95, '1', 'foot-left')] });
    expect(r.legal).toBe(true);
    expect(r.pocketed).toEqual(['1']);
    expect(r.inningEnds).toBe(false);
    expect(r.next.shooter).toBe('A');
  });
  it('G18.2: the cue ball reaching a cushion after the contact is enough', () => {
    expect(rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, 'cue', 'right')] }).legal).toBe(true);
  });
});

describe('G19 and G10 the cue ball in a pocket', () => {
  it('G19: the cue ball pocketed is a foul', () => {
    const r = rule({
      balls,
      events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot'), enter(1, 'cue', 'side-left'), potted(1.05, 'cue', 'side-left')],
    });
    expect(r.enforced).toEqual({ code: 'cue-ball-pocketed', rule: 'G19' });
    expect(r.next.ballInHand).toBe('table');
  });
  it('G19, G10: a cue ball that enters a pocket and bounces back out is not a scratch', () => {
    expect(
      rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot'), enter(1, 'cue', 'side-left'), exit(1.02, 'cue', 'side-left')] }).legal,
    ).toBe(true);
  });
  it('G19: the cue ball touching a ball lying in a full pocket is a foul', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot'), potted(0.9, '1', 'foot-left'), bb(1.2, 'cue', '1')] });
    expect(r.enforced).toEqual({ code: 'cue-ball-touched-pocketed-ball', rule: 'G19' });
  });
  it('G10: an object ball that rattles out is not pocketed', () => {
    const r = rule({
      balls,
      events: [tip(), bb(0.5, 'cue', '1'), enter(0.9, '1', 'foot-left'), bc(0.92, '1', 'foot', 'jaw'), exit(0.95, '1', 'foot-left')],
    });
    expect(r.pocketed).toEqual([]);
    expect(r.legal).toBe(true);
  });
});

describe('G27 balls off the table', () => {
  it('G27: an object ball to the floor is a foul (not respotted in 9-ball)', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.7, '1', 'foot'), offTable(0.9, '2')] });
    expect(r.enforced).toEqual({ code: 'ball-off-table', rule: 'G27' });
    expect(r.respot).toEqual([]);
  });
  it('G27: the lamp makes a ball off the table even though it came back', () => {
    expect(rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bc(0.7, '1', 'foot'), offTable(0.9, '1', 'lamp')] }).enforced?.code).toBe(
      'ball-off-table',
    );
  });
  it('G27b: a ball that hops onto the rail and rolls back onto the bed by itself is not off the table', () => {
    const r = rule({
      balls,
      events: [
        tip(),
        bb(0.5, 'cue', '1'),
        flight(0.6, '1', 'airborne'),
        flight(0.65, '1', 'rail-top'),
        flight(0.9, '1', 'landed'),
        bc(1.2, '1', 'foot'),
      ],
    });
    expect(r.legal).toBe(true);
  });
});

describe('G22, G23 double hits, push-through and push shots (D1 layer 1)', () => {
  it('G22: a second tip contact is a double hit', () => {
    const r = rule({ balls, events: [tip(0), tip(0.004, { count: 2 }), bb(0.01, 'cue', '1'), bc(0.4, '1', 'foot')] });
    expect(r.enforced).toEqual({ code: 'double-hit', rule: 'G22' });
  });
  it('G22: the tip still on the cue ball when it meets the object ball is a push-through', () => {
    const r = rule({ balls: { cue: [0.24, 0], '1': [0.3, 0] }, events: [tip(0, { end: 0.002 }), bb(0.001, 'cue', '1'), bc(0.4, '1', 'foot')] });
    expect(r.enforced).toEqual({ code: 'push-through', rule: 'G22' });
  });
  it('G22a: shooting into a single frozen ball with the tip still on is allowed', () => {
    const r = rule({
      balls: { cue: [0.3 - 2 * R, 0], '1': [0.3, 0] },
      frozen: [{ a: 'cue', b: '1', kind: 'ball', gapM: 0 }],
      events: [tip(0, { end: 0.001 }), bb(0, 'cue', '1'), bc(0.4, '1', 'foot')],
    });
    expect(r.legal).toBe(true);
  });
  it('G22d: shooting into two frozen balls at once is a foul', () => {
    const r = rule({
      balls: { cue: [0, 0], '1': [2 * R * 0.8, 2 * R * 0.6], '2': [2 * R * 0.8, -2 * R * 0.6] },
      frozen: [
        { a: 'cue', b: '1', kind: 'ball', gapM: 0 },
        { a: 'cue', b: '2', kind: 'ball', gapM: 0 },
      ],
      events: [tip(0, { end: 0.001 }), bb(0, 'cue', '1'), bb(0, 'cue', '2'), bc(0.4, '1', 'left')],
    });
    expect(r.enforced).toEqual({ code: 'shot-into-frozen-balls', rule: 'G22' });
  });
  it('G23: a tip contact of 8 ms is a push shot; 1 ms is a normal stroke', () => {
    expect(rule({ balls, events: [tip(0, { end: 0.008 }), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] }).enforced).toEqual({
      code: 'push-shot',
      rule: 'G23',
    });
    expect(rule({ balls, events: [tip(0, { end: 0.001 }), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] }).legal).toBe(true);
  });
});

describe("T2.20 the referee's push-through tests (D1 layer 2, cue ball closer than a chalk width)", () => {
  const close = { cue: [0.3 - 2 * R - 0.005, 0] as [number, number], '1': [0.3, 0] as [number, number] };
  const trajs = (cueSpeedAfter: number) => [
    straight('cue', [
      { t: 0, x: close.cue[0], y: 0, vx: 2, vy: 0 },
      { t: 0.0025, x: close.cue[0] + 0.005, y: 0, vx: cueSpeedAfter, vy: 0 },
      { t: 0.2, x: close.cue[0] + 0.005 + cueSpeedAfter * 0.1975, y: 0, vx: 0, vy: 0 },
    ]),
    straight('1', [
      { t: 0, x: 0.3, y: 0, vx: 0, vy: 0 },
      { t: 0.0025, x: 0.3, y: 0, vx: 1.9, vy: 0 },
    ]),
  ];
  it('T2.20c: the cue ball keeping pace with the object ball is a push-through', () => {
    const r = rule({ balls: close, events: [bb(0.0025, 'cue', '1'), bc(0.5, '1', 'foot')], trajectories: trajs(1.85) });
    expect(r.enforced).toEqual({ code: 'push-through', rule: 'T2.20' });
  });
  it('T2.20: the cue ball staying behind (a stun from close range) is legal', () => {
    const r = rule({ balls: close, events: [bb(0.0025, 'cue', '1'), bc(0.5, '1', 'foot')], trajectories: trajs(0.05) });
    expect(r.legal).toBe(true);
  });
  it('T2.20b: following more than half a diameter without tip data is a presumed push', () => {
    const r = rule({ balls: close, events: [bb(0.0025, 'cue', '1'), bc(0.5, '1', 'foot')], trajectories: trajs(0.5) });
    expect(r.enforced).toEqual({ code: 'push-through', rule: 'T2.20' });
  });
  it('T2.20b: with a clean single tip contact that ended before the hit, the presumption is lifted', () => {
    const r = rule({ balls: close, events: [tip(0, { end: 0.001 }), bb(0.0025, 'cue', '1'), bc(0.5, '1', 'foot')], trajectories: trajs(0.5) });
    expect(r.legal).toBe(true);
  });
  it('T2.20d: a draw that first creeps forward more than 0.1 D and then comes back is a foul', () => {
    const c = close.cue[0] + 0.005;
    const r = rule({
      balls: close,
      events: [tip(0, { end: 0.001 }), bb(0.0025, 'cue', '1'), bc(0.5, '1', 'foot')],
      trajectories: [
        straight('cue', [
          { t: 0, x: close.cue[0], y: 0, vx: 2, vy: 0 },
          { t: 0.0025, x: c, y: 0, vx: 0.2, vy: 0 },
          { t: 0.05, x: c + 0.0095, y: 0, vx: -0.5, vy: 0 },
          { t: 0.3, x: c + 0.0095 - 0.125, y: 0, vx: 0, vy: 0 },
        ]),
        straight('1', [
          { t: 0, x: 0.3, y: 0, vx: 0, vy: 0 },
          { t: 0.0025, x: 0.3, y: 0, vx: 1.9, vy: 0 },
        ]),
      ],
    });
    expect(r.enforced).toEqual({ code: 'push-through', rule: 'T2.20' });
  });
});

describe('G3, G20 the stick', () => {
  it('G3: the ferrule on the cue ball is a foul', () => {
    expect(rule({ balls, events: [tip(), stick(0, 'cue', 'ferrule'), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] }).enforced).toEqual({
      code: 'ferrule-contact',
      rule: 'G3',
    });
  });
  it('G20: the stick touching an object ball is a foul', () => {
    expect(rule({ balls, events: [tip(), stick(0.02, '2', 'shaft'), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] }).enforced).toEqual({
      code: 'stick-touched-ball',
      rule: 'G20',
    });
  });
});

describe('G37 balls frozen to a cushion, with T2.16c', () => {
  const frozenBalls: RecordSpec['balls'] = { cue: [0, 0], '1': [0.5, 0.635 - 0.0275], '2': [0.8, -0.3] };
  const declared = { frozenDeclared: [{ ball: '1', to: 'left' as const }] };
  it('G37: a declared frozen ball played into its own cushion with nothing else is a foul', () => {
    const r = rule({ balls: frozenBalls, events: [tip(), bb(0.4, 'cue', '1'), bc(0.4, '1', 'left')] }, declared);
    expect(r.enforced).toEqual({ code: 'frozen-ball-no-rail', rule: 'G37' });
  });
  it('G37.2: the cue ball reaching a cushion afterwards makes it legal', () => {
    expect(rule({ balls: frozenBalls, events: [tip(), bb(0.4, 'cue', '1'), bc(0.4, '1', 'left'), bc(0.8, 'cue', 'left')] }, declared).legal).toBe(
      true,
    );
  });
  it('G37.3: the frozen ball reaching another cushion makes it legal', () => {
    expect(rule({ balls: frozenBalls, events: [tip(), bb(0.4, 'cue', '1'), bc(1.3, '1', 'foot')] }, declared).legal).toBe(true);
  });
  it('G37 (return): the frozen ball coming back to its own cushion after hitting a ball is legal', () => {
    expect(rule({ balls: frozenBalls, events: [tip(), bb(0.4, 'cue', '1'), bb(0.6, '1', '2'), bc(0.9, '1', 'left')] }, declared).legal).toBe(true);
  });
  it('G37 (rails, rules-matrix S38): the long cushion is one cushion across the side pocket, so the frozen ball touching it again past the pocket, or its far jaw, meets nothing', () => {
    const frozenNear: RecordSpec['balls'] = { cue: [-0.4, 0.45], '1': [-0.22, 0.635 - 0.0275], '2': [0.8, -0.3] };
    const pastThePocket = [tip(), bb(0.3, 'cue', '1'), bc(0.3, '1', 'left'), bc(1.1, '1', 'left')];
    expect(rule({ balls: frozenNear, events: pastThePocket }, declared).enforced).toEqual({ code: 'frozen-ball-no-rail', rule: 'G37' });
    const theFarJaw = [tip(), bb(0.3, 'cue', '1'), bc(0.3, '1', 'left'), bc(0.8, '1', 'left', 'jaw')];
    expect(rule({ balls: frozenNear, events: theFarJaw }, declared).enforced).toEqual({ code: 'frozen-ball-no-rail', rule: 'G37' });
  });
  it('T2.16c: the same stroke on an undeclared frozen ball counts its own cushion (legal)', () => {
    expect(rule({ balls: frozenBalls, events: [tip(), bb(0.4, 'cue', '1'), bc(0.4, '1', 'left')] }).legal).toBe(true);
  });
});

describe('G9, G15, G38, T2.21 ball in hand in the kitchen', () => {
  const kitchen = { ballInHand: 'kitchen' as const };
  const xH = TABLE.headStringX;
  it('G9: hitting a ball in the kitchen before leaving it is a foul', () => {
    const r = rule(
      { balls: { cue: [-1.0, 0], '1': [-0.9, 0.2], '2': [0.3, 0] }, events: [tip(), bb(0.2, 'cue', '1'), bc(0.5, '1', 'left')] },
      kitchen,
    );
    expect(r.enforced).toEqual({ code: 'kitchen-ball-shot-directly', rule: 'G9' });
  });
  it('G15, G38b: a ball centred on the head string is playable directly', () => {
    const r = rule({ balls: { cue: [-1.0, 0], '1': [xH, 0.1] }, events: [tip(), bb(0.3, 'cue', '1'), bc(0.9, '1', 'foot')] }, kitchen);
    expect(r.legal).toBe(true);
  });
  it('G9 (D8): a cue ball that left the kitchen and came back off a cushion may hit a kitchen ball', () => {
    const r = rule(
      {
        balls: { cue: [-1.0, 0], '1': [-0.9, 0.3] },
        events: [
          tip(),
          headOut(0.3),
          bc(1.0, 'cue', 'foot'),
          { t: 1.6, type: 'head-string', balls: ['cue'], direction: 'in' },
          bb(1.9, 'cue', '1'),
          bc(2.2, '1', 'left'),
        ],
      },
      kitchen,
    );
    expect(r.legal).toBe(true);
  });
  it("G9 (D8): coming back without a cushion (a heavy draw) is a foul by the seeds' text, legal under the WPA flag", () => {
    const spec: RecordSpec = {
      balls: { cue: [-1.0, 0], '1': [-0.9, 0.3] },
      events: [tip(), headOut(0.3), { t: 0.9, type: 'head-string', balls: ['cue'], direction: 'in' }, bb(1.2, 'cue', '1'), bc(1.5, '1', 'left')],
    };
    expect(rule(spec, kitchen).enforced?.code).toBe('kitchen-ball-shot-directly');
    expect(adjudicate({ state: defaultState('nine-ball', kitchen), record: record(spec), table: TABLE, options: WPA_RULES }).legal).toBe(true);
  });
  it('G38a: the cue ball touching a cushion before leaving the kitchen is a foul', () => {
    const r = rule(
      {
        balls: { cue: [-1.0, 0.5], '1': [0.3, 0] },
        events: [tip(), bc(0.05, 'cue', 'left'), headOut(0.5), bb(1.0, 'cue', '1'), bc(1.3, '1', 'foot')],
      },
      kitchen,
    );
    expect(r.enforced).toEqual({ code: 'cushion-before-leaving-kitchen', rule: 'G38' });
  });
  it('G38d: a cue ball that never leaves the kitchen is a foul', () => {
    const r = rule({ balls: { cue: [-1.0, 0], '1': [0.3, 0] }, events: [tip()] }, kitchen);
    expect(r.fouls.map((f) => f.code)).toContain('cue-ball-did-not-leave-kitchen');
  });
  it("G38d (D18): the incoming player chooses ball in hand anywhere or a restored position and a replay; WPA applies the game's penalty", () => {
    const spec: RecordSpec = { balls: { cue: [-1.0, 0], '1': [0.3, 0] }, events: [tip()] };
    const seeds = rule(spec, kitchen, 'straight-pool');
    expect(seeds.next).toEqual({ shooter: 'B', ballInHand: 'table', options: ['ball-in-hand', 'restore-and-replay'] });
    expect(seeds.scoreDelta.A).toBe(-1);
    expect(seeds.explanation.en).toContain('(G38)');
    const wpa = adjudicate({ state: defaultState('straight-pool', kitchen), record: record(spec), table: TABLE, options: WPA_RULES });
    expect(wpa.next).toEqual({ shooter: 'B', ballInHand: 'none', options: [] }); // 14.1: the table as it lies
  });
  it('G38d (D25): on the break the choice is ball in hand anywhere or a re-break', () => {
    const r = rule({ balls: { cue: [-1.0, 0], '1': [0.9, 0] }, events: [tip()] }, { ...kitchen, phase: 'break' });
    expect(r.next.options).toEqual(['ball-in-hand', 're-break']);
  });
  it('T2.21: shooting with the cue ball in hand from outside the kitchen despite a warning is a foul; unwarned it stands (G9); from inside it is legal', () => {
    const outside = {
      balls: { cue: [-0.5, 0] as [number, number], '1': [0.3, 0] as [number, number] },
      events: [tip(), bb(0.4, 'cue', '1'), bc(0.8, '1', 'foot')],
    };
    const warned = adjudicate({
      state: defaultState('nine-ball', kitchen),
      record: record(outside),
      table: TABLE,
      declared: [{ type: 'kitchen-warning', by: 'referee' }],
    });
    expect(warned.enforced).toEqual({ code: 'cue-ball-outside-kitchen', rule: 'T2.21' });
    const unwarned = rule(outside, kitchen);
    expect(unwarned.legal).toBe(true);
    expect(unwarned.explanation.en).toMatch(/nobody warned the player before the stroke: the stroke stands \(G9, T2\.21\)/);
    expect(
      rule({ balls: { cue: [-0.7, 0], '1': [0.3, 0] }, events: [tip(), headOut(0.05), bb(0.4, 'cue', '1'), bc(0.8, '1', 'foot')] }, kitchen).legal,
    ).toBe(true);
  });
});

describe('G13, G14 striking while a ball moves (D5 rest thresholds)', () => {
  const moving = (vx: number) =>
    rule({
      balls: { cue: [-0.5, 0], '1': [0.3, 0], '5': [0.6, 0.4] },
      events: [tip(), bb(0.4, 'cue', '1'), bc(0.8, '1', 'foot')],
      trajectories: [
        straight('5', [
          { t: 0, x: 0.6, y: 0.4, vx, vy: 0 },
          { t: 1, x: 0.6 + vx / 2, y: 0.4, vx: 0, vy: 0 },
        ]),
      ],
    });
  it('G13: a ball still rolling at 1 cm/s when the stick strikes is a foul, read from the physics', () => {
    const r = moving(0.01);
    expect(r.enforced).toEqual({ code: 'shot-while-balls-moving', rule: 'G13' });
    expect(r.fouls.find((f) => f.code === 'shot-while-balls-moving')?.ball).toBe('5');
  });
  it('G13: below the D5 threshold of 1 mm/s the ball is at rest', () => {
    expect(moving(0.0005).legal).toBe(true);
  });
});

describe('G29 one foul per inning, the most severe enforced', () => {
  it('G29: a scratch on a wrong-ball-first stroke lists both fouls and enforces one', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '2'), bc(0.8, '2', 'left'), potted(1.2, 'cue', 'foot-right')] });
    expect(r.fouls.map((f) => f.code)).toEqual(['wrong-ball-first', 'cue-ball-pocketed']);
    expect(r.enforced?.code).toBe('wrong-ball-first');
  });
  it('G29: advice taken (loss of the game) outranks a standard foul', () => {
    const r = adjudicate({
      state: defaultState('nine-ball'),
      record: record({ balls, events: [tip(), bb(0.5, 'cue', '2')] }),
      table: TABLE,
      declared: [{ type: 'advice-taken', by: 'A' }],
    });
    expect(r.enforced).toEqual({ code: 'advice-taken', rule: 'T1.9' });
    expect(r.lossOfGame).toBe('A');
  });
});

describe('G33 extra balls', () => {
  it('G33: in 9-ball every ball pocketed on a legal stroke counts and keeps the inning', () => {
    const r = rule({ balls, events: [tip(), bb(0.5, 'cue', '1'), bb(0.6, '1', '2'), potted(0.9, '2', 'foot-left'), potted(1.1, '3', 'foot-right')] });
    expect(r.pocketed).toEqual(['2', '3']);
    expect(r.inningEnds).toBe(false);
  });
});

describe('G32: jammed balls, judged from above (rules matrix D16)', () => {
  const jam = (t: number, ball: string, over: 'hole' | 'bed', pos: [number, number]): ShotEvent => ({
    t,
    type: 'pocket-jam',
    balls: [ball],
    pocket: 'foot-right',
    over,
    pos,
  });
  const spec = (over: 'hole' | 'bed'): RecordSpec => ({
    balls,
    events: [
      tip(),
      bb(0.5, 'cue', '1'),
      bc(0.7, '1', 'foot'),
      { t: 0.8, type: 'pocket-drop', balls: ['2'], pocket: 'foot-right' },
      ...(over === 'hole' ? [potted(0.8, '2', 'foot-right')] : []),
      jam(2, '2', over, [1.245, -0.652]),
    ],
  });
  it('G32: a jammed ball whose centre projects over the bed is not pocketed; the referee places it there', () => {
    const r = rule(spec('bed'));
    expect(r.legal).toBe(true);
    expect(r.pocketed).toEqual([]);
    expect(r.respot).toEqual([{ id: '2', x: 1.245, y: -0.652 }]);
    expect(r.explanation.en).toContain('(G32)');
    expect(r.explanation.sk).toContain('zasekla v ústí jamky');
    expect(r.next.shooter).toBe('B');
  });
  it('G32: one whose centre projects over the hole counts as pocketed, and is not moved', () => {
    const r = rule(spec('hole'));
    expect(r.pocketed).toEqual(['2']);
    expect(r.respot).toEqual([]);
    expect(r.next.shooter).toBe('A');
  });
});
