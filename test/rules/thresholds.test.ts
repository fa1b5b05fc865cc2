/**
 * Every number in src/rules/thresholds.ts and the shot clock's, tested on both sides of its value
 *. Each case states the rule's value as a literal, not the constant, so that a
 * test fails when a threshold moves: the value and where it comes from are in the test's name.
 * Thresholds tested elsewhere on both sides: HEAD_STRING_HALF_WIDTH_M (cue-ball-placement.test.ts),
 * JUMP_STROKE_MIN_ELEVATION_DEG and SCOOP_MAX_TIP_HEIGHT_R (scoop.test.ts), SETTLE_RESTORE_S
 * (settling.test.ts), BREAK_MIN_BALLS_TO_CUSHION (games.test.ts, four and three balls).
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { claimExtension, newGameClock, shotClockConfig, startStroke, tick, TIMEOUT_S } from '../../src/rules/shot-clock.ts';
import { spotBalls } from '../../src/rules/spotting.ts';
import { defaultState, type Declaration, type GameState } from '../../src/rules/types.ts';
import { bb, bc, headOut, R, record, straight, TABLE, tip, type RecordSpec } from './records.ts';

const judge = (spec: RecordSpec, state: GameState = defaultState('nine-ball'), declared: Declaration[] = []) =>
  adjudicate({ state, record: record(spec), table: TABLE, declared });
const codes = (r: ReturnType<typeof judge>) => r.fouls.map((f) => f.code);
const D = 2 * R;

describe('T2.10 simultaneous first contacts (SIMULTANEOUS_DT_S 0.25 ms, SIMULTANEOUS_TRAVEL_M 1 mm)', () => {
  // 9-ball: the 1 is the lowest; the cue ball meets the 2 first and the 1 a moment later.
  const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0.03], '2': [0.3, -0.03] };
  const hits = (dt: number, trajectories?: RecordSpec['trajectories']) =>
    judge({ balls, events: [tip(), bb(0.5, 'cue', '2'), bb(0.5 + dt, 'cue', '1'), bc(0.9, '1', 'foot')], ...(trajectories ? { trajectories } : {}) });
  it('the 1 met 0.2 ms after the 2 is simultaneous: legal; 0.3 ms after, the 2 was first (G17)', () => {
    expect(hits(0.0002).legal).toBe(true);
    expect(codes(hits(0.0003))).toContain('wrong-ball-first');
  });
  it('at 1 m/s, 0.9 mm of cue-ball travel between the contacts is simultaneous; 1.1 mm is not', () => {
    const cue = [straight('cue', [{ t: 0, x: -0.6, y: 0, vx: 1, vy: 0 }])];
    expect(hits(0.0009, cue).legal).toBe(true);
    expect(codes(hits(0.0011, cue))).toContain('wrong-ball-first');
  });
});

describe("T2.20 the referee's push-through tests", () => {
  // The 1 at (0.3, 0) leaves at 1.9 m/s when the cue ball meets it at 2.5 ms.
  const T1 = 0.0025;
  const one = straight('1', [
    { t: 0, x: 0.3, y: 0, vx: 0, vy: 0 },
    { t: T1, x: 0.3, y: 0, vx: 1.9, vy: 0 },
  ]);
  const cueAt = (gap: number) => 0.3 - D - gap;
  /** The cue ball from `gap` short of the 1 to the contact at T1, then `pieces` (until t, speed along x), then at rest. */
  const cuePath = (gap: number, pieces: Array<{ t: number; v: number }>, stopT: number) => {
    const segs = [{ t: 0, x: cueAt(gap), y: 0, vx: gap / T1, vy: 0 }];
    let x = 0.3 - D,
      t = T1;
    for (const p of pieces) {
      segs.push({ t, x, y: 0, vx: p.v, vy: 0 });
      x += p.v * (p.t - t);
      t = p.t;
    }
    segs.push({ t: stopT, x, y: 0, vx: 0, vy: 0 });
    return straight('cue', segs);
  };
  const stroke = (gap: number, pieces: Array<{ t: number; v: number }>, stopT: number, cleanTip: boolean) =>
    judge({
      balls: { cue: [cueAt(gap), 0], '1': [0.3, 0] },
      events: [...(cleanTip ? [tip(0, { end: 0.001 })] : []), bb(T1, 'cue', '1'), bc(0.9, '1', 'foot')],
      trajectories: [cuePath(gap, pieces, stopT), one],
    });
  const keepsPace = (gap: number) => stroke(gap, [{ t: 0.05, v: 1.85 }], 0.05, false);

  it('T2.20a (PUSH_ZONE_M, a chalk width, 22 mm): a cue ball that keeps pace from 21 mm is a push-through; from 23 mm the tests do not apply', () => {
    expect(keepsPace(0.021).enforced).toEqual({ code: 'push-through', rule: 'T2.20' });
    expect(keepsPace(0.023).legal).toBe(true);
  });
  it("T2.20c (PUSH_SPEED_RATIO 0.95): the cue ball at 0.96 of the object ball's speed keeps pace (a push); at 0.94 it does not", () => {
    expect(stroke(0.01, [{ t: 0.05, v: 0.96 * 1.9 }], 0.05, true).enforced?.code).toBe('push-through');
    expect(stroke(0.01, [{ t: 0.05, v: 0.94 * 1.9 }], 0.05, true).legal).toBe(true);
  });
  it('T2.20c (PUSH_PACE_PROBE_S 5 ms): pace kept for 6 ms after the hit is a push; kept for 4 ms, then slower, is not', () => {
    expect(
      stroke(
        0.01,
        [
          { t: T1 + 0.006, v: 1.9 },
          { t: 0.05, v: 0.1 },
        ],
        0.05,
        true,
      ).enforced?.code,
    ).toBe('push-through');
    expect(
      stroke(
        0.01,
        [
          { t: T1 + 0.004, v: 1.9 },
          { t: 0.05, v: 0.1 },
        ],
        0.05,
        true,
      ).legal,
    ).toBe(true);
  });
  it('T2.20b (PUSH_FOLLOW_MAX_DIAMETERS, half a ball): with no tip data, a follow of 0.55 D is a presumed push; 0.45 D is not', () => {
    const follow = (diameters: number) => stroke(0.01, [{ t: T1 + (diameters * D) / 0.5, v: 0.5 }], T1 + (diameters * D) / 0.5, false);
    expect(follow(0.55).enforced?.code).toBe('push-through');
    expect(follow(0.45).legal).toBe(true);
  });
  it('T2.20d (DRAW_CREEP_DIAMETERS 0.1 D): a draw that creeps 0.11 D forward before it comes back is a push; 0.09 D is not', () => {
    const creep = (diameters: number) => {
      const tBack = T1 + (diameters * D) / 0.2;
      return stroke(
        0.01,
        [
          { t: tBack, v: 0.2 },
          { t: tBack + 0.2, v: -0.5 },
        ],
        tBack + 0.2,
        true,
      );
    };
    expect(creep(0.11).enforced?.code).toBe('push-through');
    expect(creep(0.09).legal).toBe(true);
  });
  it('T2.20b, T2.20d (PUSH_WATCH_S 0.5 s): a creep that comes back 0.45 s after the hit is watched (a push); one at 0.55 s is past the watch', () => {
    const late = (back: number) =>
      stroke(
        0.01,
        [
          { t: T1 + back, v: 0.02 },
          { t: T1 + back + 0.2, v: -0.3 },
        ],
        T1 + back + 0.2,
        true,
      );
    expect(late(0.45).enforced?.code).toBe('push-through');
    expect(late(0.55).legal).toBe(true);
  });
});

describe('G23 push shot (PUSH_SHOT_CONTACT_S 5 ms)', () => {
  const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0] };
  const contact = (s: number) => judge({ balls, events: [tip(0, { end: s }), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] });
  it('a tip contact of 5.5 ms is a push shot; 4.5 ms is a stroke', () => {
    expect(contact(0.0055).enforced).toEqual({ code: 'push-shot', rule: 'G23' });
    expect(contact(0.0045).legal).toBe(true);
  });
});

describe('WPA 14.1 opening break (STRAIGHT_POOL_BREAK_MIN_BALLS 2)', () => {
  const balls: RecordSpec['balls'] = { cue: [-0.7, 0], '1': [0.635, 0], '2': [0.68, 0.03], '3': [0.68, -0.03] };
  const brk = (n: number) =>
    judge(
      {
        balls,
        events: [
          tip(),
          headOut(0.05),
          bb(0.3, 'cue', '1'),
          ...['2', '3'].slice(0, n).map((b, i) => bc(0.6 + i * 0.1, b, 'foot')),
          bc(0.9, 'cue', 'foot'),
        ],
      },
      defaultState('straight-pool', { phase: 'break', ballInHand: 'kitchen' }),
    );
  it('the cue ball and two object balls to cushions is a legal break; one object ball is a breaking foul (-2)', () => {
    expect(brk(2).legal).toBe(true);
    const one = brk(1);
    expect(one.enforced?.code).toBe('breaking-foul');
    expect(one.scoreDelta).toEqual({ A: -2, B: 0 });
  });
});

describe('T2.16 three fouls (THREE_FOULS 3) and the 14.1 penalties (-1, -2, -15)', () => {
  const balls: RecordSpec['balls'] = { cue: [-0.6, 0], '1': [0.3, 0] };
  const miss = { balls, events: [tip(), bb(0.5, 'cue', '1')] }; // no cushion after the contact: a foul (G18)
  it("9-ball: a warned player's third foul in a row loses the game; his second does not", () => {
    expect(judge(miss, defaultState('nine-ball', { foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } })).lossOfGame).toBe('A');
    expect(judge(miss, defaultState('nine-ball', { foulsInRow: { A: 1, B: 0 } })).lossOfGame).toBeNull();
  });
  it('T2.16: the third foul counts only after the warning: on two fouls and not warned, the foul is not the third', () => {
    expect(judge(miss, defaultState('nine-ball', { foulsInRow: { A: 2, B: 0 }, warned: { A: false, B: false } })).lossOfGame).toBeNull();
  });
  it('14.1: a foul costs 1 point, the third in a row 1 and 15 more', () => {
    expect(judge(miss, defaultState('straight-pool')).scoreDelta).toEqual({ A: -1, B: 0 });
    expect(judge(miss, defaultState('straight-pool', { foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } })).scoreDelta).toEqual({
      A: -16,
      B: 0,
    });
  });
});

describe('G31c spotting next to the cue ball (SPOT_GAP_TO_CUE_M 1 mm)', () => {
  it('a ball spotted against the cue ball on the foot spot lies 1 mm from it, never frozen, and no more', () => {
    const foot = TABLE.spots.foot;
    const [placed] = spotBalls(['9'], [{ id: 'cue', x: foot[0], y: foot[1] }], TABLE, R);
    const gap = Math.hypot((placed as { x: number }).x - foot[0], (placed as { y: number }).y - foot[1]) - D;
    expect(gap).toBeGreaterThan(0.0009);
    expect(gap).toBeLessThan(0.0011);
  });
});

describe('G13, G14 balls at rest (AT_REST_SPEED_M_S 1 mm/s, AT_REST_SPIN_RAD_S 0.05 rad/s)', () => {
  const withTwo = (v: number, w: number) =>
    judge({
      balls: { cue: [-0.6, 0], '1': [0.3, 0], '2': [0.3, 0.4] },
      events: [tip(), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')],
      trajectories: [
        {
          id: '2',
          segments: [{ t: 0, mode: v > 0 ? 'rolling' : 'spinning', r: [0.3, 0.4, R], v: [v, 0, 0], a: [0, 0, 0], w: [0, 0, w], aw: [0, 0] }],
        },
      ],
    });
  it('a ball creeping at 1.1 mm/s at the strike is moving (a foul); at 0.9 mm/s it is at rest', () => {
    expect(codes(withTwo(0.0011, 0))).toContain('shot-while-balls-moving');
    expect(withTwo(0.0009, 0).legal).toBe(true);
  });
  it('a ball spinning in place at 0.06 rad/s is moving; at 0.04 rad/s it is at rest', () => {
    expect(codes(withTwo(0, 0.06))).toContain('shot-while-balls-moving');
    expect(withTwo(0, 0.04).legal).toBe(true);
  });
});

describe('G5 the lag tie (LAG_TIE_M 0.5 mm)', () => {
  const lag = (gapM: number) => {
    const xa = -1.1,
      xb = -1.1 + gapM;
    return judge(
      {
        balls: { 'lag-A': [-0.8, 0.3], 'lag-B': [-0.8, -0.3] },
        events: [bc(2, 'lag-A', 'foot'), bc(2, 'lag-B', 'foot')],
        final: { 'lag-A': [xa, 0.3], 'lag-B': [xb, -0.3] },
        trajectories: [
          straight('lag-A', [
            { t: 0, x: -0.8, y: 0.3, vx: 1, vy: 0 },
            { t: 4, x: xa, y: 0.3, vx: 0, vy: 0 },
          ]),
          straight('lag-B', [
            { t: 0, x: -0.8, y: -0.3, vx: 1, vy: 0 },
            { t: 4, x: xb, y: -0.3, vx: 0, vy: 0 },
          ]),
        ],
      },
      defaultState('lag'),
    );
  };
  it('lag balls 0.4 mm apart in distance to the head cushion tie; 0.6 mm apart, the nearer wins', () => {
    expect(lag(0.0004).explanation.en).toContain('The lag is replayed');
    expect(lag(0.0006).explanation.en).toContain('Player A wins the lag (G5)');
  });
});

describe('G34, T2.18 a hand on a ball that has just stopped (HAND_STOP_WINDOW_S 0.25 s)', () => {
  // The 1 rolls from 0.5 s and the record shows it at rest from 1.0 s.
  const rec: RecordSpec = {
    balls: { cue: [-0.6, 0], '1': [0.3, 0] },
    events: [tip(), bb(0.5, 'cue', '1'), bc(0.8, '1', 'foot')],
    trajectories: [
      straight('1', [
        { t: 0, x: 0.3, y: 0, vx: 0, vy: 0 },
        { t: 0.5, x: 0.3, y: 0, vx: 1, vy: 0 },
        { t: 1.0, x: 0.8, y: 0, vx: 0, vy: 0 },
      ]),
    ],
  };
  const touch = (t: number) => judge(rec, defaultState('nine-ball'), [{ type: 'ball-touched', by: 'spectator', ball: '1', t }]);
  it('a touch 0.24 s after the 1 came to rest stopped it (replayed); 0.26 s after, it touched a ball at rest (play goes on)', () => {
    expect(touch(1.24).next.options).toEqual(['replay']);
    expect(touch(1.26).next.options).toEqual([]);
  });
});

describe('T1.11 the shot clock (35 s recommended, "TIME" 10 s before, 45 s at most, 25 s extension)', () => {
  const fresh = (extensions = 1) => startStroke(newGameClock(shotClockConfig(undefined, extensions), 'A'), 'A');
  const run = (seconds: number) => tick(fresh(), seconds);
  it('T1.11g: by default the limit is 35 s: 34.9 s is in time, 35.1 s has run out', () => {
    expect(run(34.9).clock.expired).toBe(false);
    expect(run(35.1).events).toContain('expired');
  });
  it('T1.11e: "TIME" is called at 25 s of 35, not at 24.9 s', () => {
    expect(run(24.9).events).not.toContain('time-called');
    expect(run(25).events).toContain('time-called');
  });
  it('T1.11a: a limit of 45 s is allowed, 45.5 s is refused', () => {
    expect(() => shotClockConfig(45)).not.toThrow();
    expect(() => shotClockConfig(45.5)).toThrow(/clock\.limitS/);
  });
  it('T1.11i: the extension adds 25 s: claimed at 30 s of 35, 59.9 s is in time and 60.1 s has run out', () => {
    const extended = claimExtension(tick(fresh(), 30).clock);
    expect(tick(extended, 29.9).clock.expired).toBe(false);
    expect(tick(extended, 30.1).clock.expired).toBe(true);
  });
  it('T1.13: a time-out lasts 5 minutes (the match has no clock for it yet, issue 33: the number is pinned here)', () => {
    expect(TIMEOUT_S).toBe(300);
  });
});
