/** Category-B rules: declared events, each ruled on as the rule says. */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { applyRuling } from '../../src/rules/next-state.ts';
import { HAND_STOP_WINDOW_S } from '../../src/rules/thresholds.ts';
import { defaultState, type Declaration } from '../../src/rules/types.ts';
import { bb, bc, headOut, record, straight, TABLE, tip } from './records.ts';

const legalStroke = record({ balls: { cue: [-0.6, 0], '1': [0.3, 0] }, events: [tip(), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')] });
const rule = (declared: Declaration[], game: 'nine-ball' | 'straight-pool' = 'nine-ball') =>
  adjudicate({ state: defaultState(game), record: legalStroke, table: TABLE, declared });

describe('declared events', () => {
  it.each([
    ['G20', 'ball-touched', { type: 'ball-touched', by: 'A', ball: '1', t: 0.7 }],
    ['G12', 'foot-off-floor', { type: 'foot-off-floor', by: 'A', t: 0 }],
    ['G41', 'measuring-aid', { type: 'measuring-aid', by: 'A' }],
    ['G42', 'table-marked', { type: 'table-marked', by: 'A' }],
    ['G40', 'out-of-turn', { type: 'out-of-turn', by: 'A' }],
    ['G13', 'shot-while-balls-moving', { type: 'shot-while-balls-moving', by: 'A', t: 0 }],
    ['T1.11', 'shot-clock-expired', { type: 'shot-clock-expired', by: 'referee' }],
  ] as Array<[string, string, Declaration]>)('%s: %s is a foul that ends the inning with ball in hand anywhere (9-ball)', (ruleId, code, d) => {
    const r = rule([d]);
    expect(r.legal).toBe(false);
    expect(r.enforced).toEqual({ code, rule: ruleId });
    expect(r.inningEnds).toBe(true);
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'table', options: [] });
  });
  it('T2.28: a first intentional foul gets "varovanie (výzva bez následkov)": no foul, the stroke ruled as played, the warning carried for the match', () => {
    const r = rule([{ type: 'intentional-foul', by: 'A' }]);
    expect(r.legal).toBe(true);
    expect(r.fouls).toEqual([]);
    expect(r.conductWarning).toBe('A');
    expect(r.explanation.sk).toContain('výzva bez následkov, T2.28');
    const next = applyRuling(defaultState('nine-ball'), r);
    expect(next.conductWarned).toEqual({ A: true, B: false });
    // It holds across a lost game (a new rack): the ladder is per match.
    const lost = applyRuling(next, {
      ...r,
      conductWarning: undefined,
      lossOfGame: 'B',
      next: { shooter: 'A', ballInHand: 'kitchen', options: ['re-rack'] },
    });
    expect(lost.conductWarned).toEqual({ A: true, B: false });
  });
  it('T2.28: after the warning the next is "dôrazné varovanie (s prehrou hry ...)": 9-ball and 8-ball lose the game, 14.1 one point', () => {
    const warned = { conductWarned: { A: true, B: false } };
    for (const game of ['nine-ball', 'eight-ball'] as const) {
      const r = adjudicate({
        state: defaultState(game, warned),
        record: legalStroke,
        table: TABLE,
        declared: [{ type: 'intentional-foul', by: 'A' }],
      });
      expect(r.enforced, game).toEqual({ code: 'intentional-foul', rule: 'T2.28' });
      expect(r.lossOfGame, game).toBe('A');
    }
    const sp = adjudicate({
      state: defaultState('straight-pool', warned),
      record: legalStroke,
      table: TABLE,
      declared: [{ type: 'intentional-foul', by: 'A' }],
    });
    expect(sp.enforced).toEqual({ code: 'intentional-foul', rule: 'T2.28' });
    expect(sp.scoreDelta.A).toBe(-1);
    expect(sp.lossOfGame).toBeNull();
  });
  it('T2.28: the strong warning when both players were already on the 8 or the 9 costs the next game too ("stratu aj ďalšej hry"), and the ruling names it', () => {
    const warned = { conductWarned: { A: true, B: false } };
    const intentional: Declaration[] = [{ type: 'intentional-foul', by: 'A' }];
    const onEight = record({ balls: { cue: [-0.6, 0], '8': [0.3, 0] }, events: [tip(), bb(0.5, 'cue', '8'), bc(0.9, '8', 'foot')] });
    const eight = adjudicate({
      state: defaultState('eight-ball', { ...warned, groups: { A: 'solids', B: 'stripes' } }),
      record: onEight,
      table: TABLE,
      declared: intentional,
    });
    expect(eight).toMatchObject({ enforced: { code: 'intentional-foul', rule: 'T2.28' }, lossOfGame: 'A', lossOfNextGame: 'A' });
    expect(eight.explanation.en).toContain(
      'Player A loses the game and the next game too: both players were already playing at the 8 (the strong warning, T2.28).',
    );
    expect(eight.explanation.sk).toContain('Hráč A prehráva hru a aj ďalšiu hru: obaja hráči už hrali na guľu č. 8 (dôrazné varovanie, T2.28).');
    // B still has a stripe on the table: only this game is lost.
    const oneOnEight = record({
      balls: { cue: [-0.6, 0], '8': [0.3, 0], '12': [0.5, 0.3] },
      events: [tip(), bb(0.5, 'cue', '8'), bc(0.9, '8', 'foot')],
    });
    const notBoth = adjudicate({
      state: defaultState('eight-ball', { ...warned, groups: { A: 'solids', B: 'stripes' } }),
      record: oneOnEight,
      table: TABLE,
      declared: intentional,
    });
    expect(notBoth.lossOfGame).toBe('A');
    expect(notBoth.lossOfNextGame).toBeUndefined();
    expect(notBoth.explanation.en).not.toContain('next game');
    // 9-ball: the 9 the only ball left.
    const onNine = record({ balls: { cue: [-0.6, 0], '9': [0.3, 0] }, events: [tip(), bb(0.5, 'cue', '9'), bc(0.9, '9', 'foot')] });
    const nine = adjudicate({ state: defaultState('nine-ball', warned), record: onNine, table: TABLE, declared: intentional });
    expect(nine).toMatchObject({ lossOfGame: 'A', lossOfNextGame: 'A' });
    expect(nine.explanation.en).toContain('both players were already playing at the 9 (the strong warning, T2.28)');
  });
  it('G20: the referee puts a touched object ball back where it was at the touch', () => {
    const moving = record({
      balls: { cue: [-0.6, 0], '1': [0.3, 0], '6': [-0.4, 0.3] },
      events: [tip(), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')],
      trajectories: [
        straight('6', [
          { t: 0, x: -0.4, y: 0.3, vx: 0, vy: 0 },
          { t: 2, x: -0.4, y: 0.3, vx: 0, vy: 0 },
        ]),
      ],
    });
    const r = adjudicate({
      state: defaultState('nine-ball'),
      record: moving,
      table: TABLE,
      declared: [{ type: 'ball-touched', by: 'A', ball: '6', t: 0.7 }],
    });
    expect(r.respot).toEqual([{ id: '6', x: -0.4, y: 0.3 }]);
    expect(r.explanation.en).toContain('The referee puts the 6 back where it was (G20).');
    // A touch of the cue ball is not restored: the opponent has it in hand.
    expect(
      adjudicate({
        state: defaultState('nine-ball'),
        record: moving,
        table: TABLE,
        declared: [{ type: 'ball-touched', by: 'A', ball: 'cue', t: 0.7 }],
      }).respot,
    ).toEqual([]);
  });
  it('T1.11a: a stroke taken after the shot clock ran out is a foul', () => {
    const late = adjudicate({ state: defaultState('nine-ball', { clock: { limitS: 35, elapsedS: 36 } }), record: legalStroke, table: TABLE });
    expect(late.enforced).toEqual({ code: 'shot-clock-expired', rule: 'T1.11' });
    expect(adjudicate({ state: defaultState('nine-ball', { clock: { limitS: 35, elapsedS: 30 } }), record: legalStroke, table: TABLE }).legal).toBe(
      true,
    );
  });
  it('the same stroke without a declaration is legal', () => {
    expect(rule([]).legal).toBe(true);
  });
  it('T1.9: advice asked for and received loses the game', () => {
    const r = rule([{ type: 'advice-taken', by: 'A' }]);
    expect(r.lossOfGame).toBe('A');
  });
  it('G34, T2.18: outside interference restores the balls and the stroke is replayed', () => {
    const r = rule([{ type: 'outside-interference', by: 'spectator', t: 0.4 }]);
    expect(r).toMatchObject({ legal: true, fouls: [], inningEnds: false, next: { shooter: 'A', options: ['replay'] } });
    expect(r.explanation.sk).toContain('G34');
  });
  it("G20 vs G34: a ball touched by a spectator is interference, not the shooter's foul", () => {
    expect(rule([{ type: 'ball-touched', by: 'spectator', ball: '1' }]).next.options).toEqual(['replay']);
  });
  it('14.1: a declared foul costs a point and the opponent plays the table as it lies', () => {
    const r = rule([{ type: 'foot-off-floor', by: 'A' }], 'straight-pool');
    expect(r.scoreDelta).toEqual({ A: -1, B: 0 });
    expect(r.next.ballInHand).toBe('none');
  });
});

describe('G8: interfering with the cue ball on the break', () => {
  // A break: the cue ball leaves the kitchen at 0.02 s and reaches the rack at 0.18 s.
  const breakShot = record({
    balls: { cue: [-0.82, 0], '1': [0.635, 0], '2': [0.68, 0.03] },
    events: [tip(), headOut(0.02), bb(0.18, 'cue', '1'), bb(0.18, '1', '2'), bc(0.5, '2', 'foot'), bc(0.6, '1', 'left')],
  });
  const touch = (t: number, by: 'A' | 'B' = 'A'): Declaration => ({ type: 'ball-touched', by, ball: 'cue', t });
  const onBreak = (game: 'eight-ball' | 'nine-ball' | 'straight-pool', d: Declaration[]) =>
    adjudicate({ state: defaultState(game, { phase: 'break', ballInHand: 'kitchen' }), record: breakShot, table: TABLE, declared: d });

  it('8-ball: the breaker touching the cue ball between leaving the kitchen and the rack is a foul of G8 besides G20; the opponent takes ball in hand in the kitchen or has the breaker play from there, and the breaker is warned', () => {
    const r = onBreak('eight-ball', [touch(0.1)]);
    expect(r.enforced).toEqual({ code: 'cue-ball-stopped-on-break', rule: 'G8' });
    expect(r.fouls.map((f) => f.code)).toEqual(expect.arrayContaining(['cue-ball-stopped-on-break', 'ball-touched']));
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'kitchen', options: ['ball-in-hand-kitchen', 'breaker-plays-from-kitchen'] });
    expect(r.explanation.en).toContain('a second such act in the match loses the match (G8, G28)');
    expect(r.explanation.sk).toContain('(G8, G28)');
  });
  it('14.1: the breaker stopping the cue ball by hand: the breaking foul (-2) may be the penalty (G29), but G8 and its warning are in the ruling', () => {
    const stopped = record({ balls: { cue: [-0.82, 0], '1': [0.635, 0], '2': [0.68, 0.03] }, events: [tip(), headOut(0.02)] });
    const r = adjudicate({
      state: defaultState('straight-pool', { phase: 'break', ballInHand: 'kitchen' }),
      record: stopped,
      table: TABLE,
      declared: [touch(0.1)],
    });
    expect(r.fouls.map((f) => f.code)).toContain('cue-ball-stopped-on-break');
    expect(r.enforced).toEqual({ code: 'breaking-foul', rule: 'WPA-14.1-break' });
    expect(r.scoreDelta).toEqual({ A: -2, B: 0 });
    expect(r.explanation.en).toContain('Player A is warned: a second such act in the match loses the match (G8, G28).');
    expect(r.explanation.sk).toContain('Hráč A je varovaný: ďalší taký čin v zápase znamená prehru zápasu (G8, G28).');
    // The penalty stays the breaking foul's: the opponent's choice of WPA 14.1, not G8's.
    expect(r.next.options).toEqual(['accept-table', 're-break']);
  });
  it("9-ball: the same foul, but ball in hand anywhere (9-ball's own rule, rules-matrix S10)", () => {
    const r = onBreak('nine-ball', [touch(0.1)]);
    expect(r.enforced).toEqual({ code: 'cue-ball-stopped-on-break', rule: 'G8' });
    expect(r.next).toEqual({ shooter: 'B', ballInHand: 'table', options: [] });
  });
  it('outside the window it is the touch alone (G20): before the cue ball left the kitchen, after it reached the rack, or with no time declared', () => {
    for (const d of [touch(0.01), touch(0.3), { type: 'ball-touched', by: 'A', ball: 'cue' } as Declaration]) {
      const r = onBreak('eight-ball', [d]);
      expect(r.fouls.some((f) => f.code === 'cue-ball-stopped-on-break')).toBe(false);
      expect(r.enforced).toEqual({ code: 'ball-touched', rule: 'G20' });
    }
  });
  it('not on the break, it is the touch alone; by the seated player, his own foul (G20); by a spectator, outside interference (G34)', () => {
    const later = adjudicate({ state: defaultState('eight-ball'), record: breakShot, table: TABLE, declared: [touch(0.1)] });
    expect(later.enforced).toEqual({ code: 'ball-touched', rule: 'G20' });
    const seated = onBreak('eight-ball', [touch(0.1, 'B')]);
    expect(seated.fouls.filter((f) => f.code === 'ball-touched')).toEqual([expect.objectContaining({ by: 'B', rule: 'G20' })]);
    expect(onBreak('eight-ball', [{ type: 'ball-touched', by: 'spectator', ball: 'cue', t: 0.1 }]).next.options).toEqual(['replay']);
  });
});

describe('who did it (issue 18): every declared act is charged to the person who did it', () => {
  const nine = defaultState('nine-ball');
  const at = (declared: Declaration[], state = nine) => adjudicate({ state, record: legalStroke, table: TABLE, declared });
  it('T1.9: advice asked for and received by the seated player B loses B the game; A breaks the next', () => {
    const r = at([{ type: 'advice-taken', by: 'B' }]);
    expect(r.lossOfGame).toBe('B');
    expect(r.enforced).toEqual({ code: 'advice-taken', rule: 'T1.9' });
    expect(r.fouls).toEqual([expect.objectContaining({ code: 'advice-taken', by: 'B' })]);
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'kitchen', options: ['re-rack'] });
    expect(r.explanation.en).toContain('Assistance during the match (T1.9) by player B, who is not at the table');
  });
  it("T1.9: a spectator's unasked advice removes the spectator; the shooter's legal stroke stands", () => {
    const r = at([{ type: 'advice-taken', by: 'spectator' }]);
    expect(r.legal).toBe(true);
    expect(r.lossOfGame).toBeNull();
    expect(r.next.shooter).toBe('B');
    expect(r.explanation.en).toMatch(/^The spectator who gave unasked advice is removed/);
  });
  it.each([
    ['G41', 'measuring-aid'],
    ['G42', 'table-marked'],
    ['G40', 'disturbance'],
  ] as const)("%s: the seated player's %s is his foul: the shooter keeps the table with the cue ball in hand anywhere", (ruleId, type) => {
    const r = at([{ type, by: 'B' }]);
    expect(r.enforced).toEqual({ code: type, rule: ruleId });
    expect(r.fouls.every((f) => f.by === 'B')).toBe(true);
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'table', options: [] });
    expect(r.inningEnds).toBe(false);
  });
  it('G41 by the shooter is still his own foul; by the referee (measuring at the lag) no foul', () => {
    expect(at([{ type: 'measuring-aid', by: 'A' }]).next).toEqual({ shooter: 'B', ballInHand: 'table', options: [] });
    expect(at([{ type: 'measuring-aid', by: 'referee' }]).enforced).toBeNull();
  });
  it('G40a: a disturbance by a spectator is outside interference (G34), not a foul', () => {
    const r = at([{ type: 'disturbance', by: 'spectator', t: 0.4 }]);
    expect(r.enforced).toBeNull();
    expect(r.next.options).toEqual(['replay']);
  });
  it("14.1, G42: the seated player's foul costs him a point and the shooter goes on from where the balls lie (14.1 gives no ball in hand for it)", () => {
    const r = at([{ type: 'table-marked', by: 'B' }], defaultState('straight-pool'));
    expect(r.scoreDelta).toEqual({ A: 0, B: -1 });
    expect(r.next).toEqual({ shooter: 'A', ballInHand: 'none', options: [] });
    expect(r.explanation.en).toMatch(/Player B: −1 point\. Player A is next and plays the balls as they lie\.$/);
    expect(r.explanation.sk).toMatch(/hrá z pozície, ako gule stoja\.$/);
  });
  it('9-ball, G42: the same foul of the seated player gives the shooter the cue ball in hand anywhere', () => {
    expect(at([{ type: 'table-marked', by: 'B' }]).next).toEqual({ shooter: 'A', ballInHand: 'table', options: [] });
  });
  it("T2.16: the seated player's foul counts in his own fouls in a row, and the shooter's legal stroke resets his", () => {
    const st = defaultState('nine-ball', { foulsInRow: { A: 1, B: 1 } });
    const r = at([{ type: 'disturbance', by: 'B' }], st);
    expect(applyRuling(st, r).foulsInRow).toEqual({ A: 0, B: 2 });
  });
});

describe('G34 and T2.18: what an outside interference changed', () => {
  it('T2.18: a disturbance while the balls move affects the stroke: replayed; after they stopped it does not', () => {
    expect(rule([{ type: 'outside-interference', by: 'spectator', t: 0.4 }]).next.options).toEqual(['replay']);
    const after = rule([{ type: 'outside-interference', by: 'spectator', t: 5 }]);
    expect(after.next.options).toEqual([]);
    expect(after.explanation.en).toMatch(/^The outside interference did not affect the stroke \(G34, T2\.18\)/);
  });
  it('G34: a touch of a ball at rest that the stroke never reaches changes nothing: play goes on as if nothing had happened', () => {
    // The 6 lies still at the head end; the stroke is the cue ball into the 1, which reaches the foot cushion.
    const withSix = record({
      balls: { cue: [-0.6, 0], '1': [0.3, 0], '6': [-1.0, 0.4] },
      events: [tip(), bb(0.5, 'cue', '1'), bc(0.9, '1', 'foot')],
      trajectories: [straight('6', [{ t: 0, x: -1.0, y: 0.4, vx: 0, vy: 0 }])],
    });
    const r = adjudicate({
      state: defaultState('nine-ball'),
      record: withSix,
      table: TABLE,
      declared: [{ type: 'ball-touched', by: 'spectator', t: 0.6, ball: '6' }],
    });
    expect(r).toMatchObject({ legal: true, fouls: [], inningEnds: true, next: { shooter: 'B', options: [] } });
    expect(r.explanation.en).toMatch(/puts the 6 back; play goes on as if nothing had happened/);
  });
});

describe('G34 and T2.18: what the hand did (issue 32, point 1)', () => {
  // 14.1: the called 1 rolls from (0.3, 0) and the record, the stroke without the hand, shows it
  // stopping at (0.8, 0) at 1.0 s, 5 cm short of the pocket, with no cushion in the stroke: the
  // stop is the hand's, since the record is what the referee reconstructs around the hand.
  const rolled = record({
    balls: { cue: [-0.6, 0], '1': [0.3, 0] },
    events: [tip(), bb(0.5, 'cue', '1')],
    trajectories: [
      straight('cue', [
        { t: 0, x: -0.6, y: 0, vx: 1.8, vy: 0 },
        { t: 0.5, x: 0.3, y: 0, vx: 0, vy: 0 },
      ]),
      straight('1', [
        { t: 0, x: 0.3, y: 0, vx: 0, vy: 0 },
        { t: 0.5, x: 0.3, y: 0, vx: 1, vy: 0 },
        { t: 1.0, x: 0.8, y: 0, vx: 0, vy: 0 },
      ]),
    ],
  });
  const straightPool = defaultState('straight-pool', { call: { ball: '1', pocket: 'foot-left' } });
  const judge = (d: Declaration, state = straightPool) => adjudicate({ state, record: rolled, table: TABLE, declared: [d] });
  const touch = (t: number, effect?: Declaration['effect']): Declaration => ({
    type: 'ball-touched',
    by: 'spectator',
    ball: '1',
    t,
    ...(effect ? { effect } : {}),
  });

  it('T2.18: a spectator who stops the rolling called ball short of the pocket affected the stroke: replayed, no no-rail foul, no point lost', () => {
    const r = judge(touch(1.0));
    expect(r).toMatchObject({ legal: true, fouls: [], next: { shooter: 'A', options: ['replay'] } });
    expect(r.scoreDelta).toEqual({ A: 0, B: 0 });
    expect(r.explanation.en).toContain('The outside interference affected the stroke (G34, T2.18): a spectator stopped the 1 while it was moving');
    expect(r.explanation.sk).toMatch(/^Vonkajšie rušenie ovplyvnilo úder \(G34, T2\.18\): divák zastavil/);
  });
  it("the same stroke with no hand is a no-rail foul (G18): the replay above is the hand's doing, not the default", () => {
    const r = adjudicate({ state: straightPool, record: rolled, table: TABLE, declared: [] });
    expect(r.legal).toBe(false);
    expect(r.fouls.map((f) => f.code)).toContain('no-rail-after-contact');
  });
  it('G34: the 9-ball 1 stopped by a spectator gives a replay, not ball in hand to the opponent', () => {
    const r = judge(touch(1.0), defaultState('nine-ball'));
    expect(r).toMatchObject({ legal: true, fouls: [], next: { shooter: 'A', ballInHand: 'none', options: ['replay'] } });
  });
  it('HAND_STOP_WINDOW_S: a touch within the window after the ball came to rest is a stop by the hand; just past it, a touch of a ball at rest', () => {
    expect(judge(touch(1.0 + HAND_STOP_WINDOW_S - 0.01)).next.options).toEqual(['replay']);
    const late = judge(touch(1.0 + HAND_STOP_WINDOW_S + 0.01));
    expect(late.next.options).toEqual([]);
    expect(late.explanation.en).toMatch(/The outside interference did not affect the stroke \(G34, T2\.18\)/);
    expect(late.fouls.map((f) => f.code)).toContain('no-rail-after-contact'); // the stroke itself is ruled: the 1 stopped by itself
  });
  it('effect "touched": the referee saw a touch of a ball at rest, so the window does not apply and the stroke stands', () => {
    const r = judge(touch(1.0, 'touched'));
    expect(r.next.options).toEqual([]);
    expect(r.fouls.map((f) => f.code)).toContain('no-rail-after-contact');
  });
  it('effect "stopped" and "deflected" affect the stroke whenever they come, and the ruling names the act', () => {
    const stopped = judge(touch(0.8, 'stopped'));
    expect(stopped.next.options).toEqual(['replay']);
    expect(stopped.explanation.en).toContain('a spectator stopped the 1 while it was moving');
    const turned = judge(touch(0.8, 'deflected'));
    expect(turned.next.options).toEqual(['replay']);
    expect(turned.explanation.en).toContain('a spectator turned the 1 aside while it was moving');
    expect(turned.explanation.sk).toContain('divák zmenil smer gule 1');
  });
  it('a touch of the moving ball with no effect stated affects the stroke as a touch of a moving ball', () => {
    const r = judge(touch(0.7));
    expect(r.next.options).toEqual(['replay']);
    expect(r.explanation.en).toContain('a spectator touched the 1 while it was moving');
  });
  it('effect "moved": a ball at rest moved while others still move affects the stroke; after all are at rest, it is put back', () => {
    // The cue ball rests from 0.5 s; the 1 rolls on to 1.0 s. Moving the cue ball at 0.7 s may put it in the 1's path.
    const moved = (t: number): Declaration => ({ type: 'ball-touched', by: 'spectator', ball: 'cue', t, effect: 'moved' });
    const during = judge(moved(0.7));
    expect(during.next.options).toEqual(['replay']);
    expect(during.explanation.en).toContain('a spectator moved the cue ball while other balls were still moving');
    const after = judge(moved(2.0));
    expect(after.next.options).toEqual([]);
    expect(after.explanation.en).toMatch(/puts the cue ball back/);
  });
});
