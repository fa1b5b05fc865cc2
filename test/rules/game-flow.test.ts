/** A game on one device: the state after each ruled stroke comes from the rules (G4, G19, T2.16, 9-ball push-out). */
import { describe, expect, it } from 'vitest';
import { afterChoice, afterStroke, newRack } from '../../src/rules/game-flow.ts';
import { simulate } from '../../src/physics/simulate.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { DEFAULT_PARAMS as P } from '../../src/physics/params.ts';
import { tableGeometry } from '../../src/table/geometry.ts';
import type { CueStroke } from '../../src/physics/laws/cue-strike-instantaneous.ts';

const T = tableGeometry('9ft');
const R = P.ballRadiusM;
const play = (layout: ReturnType<typeof newRack>, stroke: CueStroke) => {
  const record = simulate({ table: T, params: P, balls: [...layout.balls, ...(layout.inPockets ?? [])], strokes: [{ ball: 'cue', stroke }] });
  const ruling = adjudicate({ state: layout.state, record, table: T });
  return { record, ruling, next: afterStroke(T, P, layout, record, ruling, 7) };
};

describe('a game on one device', () => {
  it('9-ball: a legal break that pockets balls keeps the breaker at the table, with the push-out available (WPA-9B-push-out)', () => {
    const rack = newRack(T, R, 'nine-ball', 1);
    expect(rack.state).toMatchObject({ game: 'nine-ball', phase: 'break', ballInHand: 'kitchen', shooter: 'A' });
    // A little off square: a rack broken square from the centre sends its wing balls past the
    // corners (the rack acts as one body, docs/physics.md §3.7) and this one makes nothing.
    const { ruling, next } = play(rack, { dir: [Math.sqrt(1 - 0.01 * 0.01), 0.01], cueSpeed: 7, tip: { side: 0, height: 0 }, elevationDeg: 0 });
    expect(ruling.legal).toBe(true);
    expect(ruling.pocketed.length).toBeGreaterThan(0);
    expect(next.state).toMatchObject({ shooter: 'A', phase: 'push-out-available', ballInHand: 'none' });
    expect(next.balls.filter((b) => ruling.pocketed.includes(b.id))).toEqual([]);
    expect(next.balls).toHaveLength(10 - ruling.pocketed.length);
    // Every ball that stopped on the table is still there, and none overlap.
    for (const b of next.balls)
      for (const c of next.balls) if (b !== c) expect((b.x - c.x) ** 2 + (b.y - c.y) ** 2).toBeGreaterThanOrEqual(4 * R * R - 1e-9);
  });
  it('G19: a scratch gives the opponent the cue ball in hand, placed on the table for them to move', () => {
    const layout = {
      balls: [
        { id: 'cue', x: 0, y: 0.1 },
        { id: '1', x: 0, y: 0.45 },
        { id: '9', x: 0.8, y: -0.3 },
      ],
      state: { ...newRack(T, R, 'nine-ball', 1).state, phase: 'normal' as const, ballInHand: 'none' as const },
    };
    const { ruling, next } = play(layout, { dir: [0, 1], cueSpeed: 2, tip: { side: 0, height: 0.5 }, elevationDeg: 0 });
    expect(ruling.enforced?.rule).toBe('G19');
    expect(next.state).toMatchObject({ shooter: 'B', ballInHand: 'table', foulsInRow: { A: 1, B: 0 } });
    expect(next.balls.find((b) => b.id === 'cue')).toMatchObject({ x: T.spots.head[0] });
    expect(next.balls.some((b) => b.id === '1')).toBe(false); // pocketed, stays down
  });
  it('a rack that is lost starts a new one with the cue ball in the kitchen', () => {
    // 9-ball: the 9, the last ball, made on a legal stroke into the foot-right pocket wins the rack.
    const layout = {
      balls: [
        { id: 'cue', x: 0.7, y: -0.065 },
        { id: '9', x: 1.1, y: -0.465 },
      ],
      state: { ...newRack(T, R, 'nine-ball', 1).state, phase: 'normal' as const, ballInHand: 'none' as const },
    };
    const { ruling, next } = play(layout, { dir: [Math.SQRT1_2, -Math.SQRT1_2], cueSpeed: 1.5, tip: { side: 0, height: -0.2 }, elevationDeg: 0 });
    expect(ruling.pocketed).toEqual(['9']);
    expect(ruling.lossOfGame).toBe('B');
    expect(next.state).toMatchObject({ phase: 'break', ballInHand: 'kitchen' });
    expect(next.balls).toHaveLength(10);
  });
});

describe('the pockets fill up over a rack (issue 29)', () => {
  // An object ball `from` m before the foot-right pocket's mouth on its axis, the cue ball 0.4 m behind it: a straight pot.
  const potInto = (id: string, from: number) => {
    const pk = T.pockets.find((q) => q.id === 'foot-right') as (typeof T.pockets)[number];
    const [mx, my] = [(pk.mouth[0][0] + pk.mouth[1][0]) / 2, (pk.mouth[0][1] + pk.mouth[1][1]) / 2];
    const [ax, ay] = pk.axis;
    const ball = { id, x: mx - from * ax, y: my - from * ay };
    return { cue: { x: ball.x - 0.4 * ax, y: ball.y - 0.4 * ay }, ball, dir: [ax, ay] as [number, number] };
  };
  const state = { ...newRack(T, R, 'nine-ball', 1).state, phase: 'normal' as const, ballInHand: 'none' as const };

  it('a pocketed ball lies in its pocket in the next layout, where the stroke left it, and the next stroke finds it there', () => {
    const a = potInto('1', 0.5);
    const first = play(
      { balls: [{ id: 'cue', ...a.cue }, a.ball, { id: '9', x: -0.8, y: 0.3 }], state },
      { dir: a.dir, cueSpeed: 1.8, tip: { side: 0, height: 0 }, elevationDeg: 0 },
    );
    expect(first.ruling.pocketed).toEqual(['1']);
    const lying = first.next.inPockets ?? [];
    expect(lying.map((b) => [b.id, b.pocket])).toEqual([['1', 'foot-right']]);
    const at = lying[0] as { x: number; y: number; z?: number };
    expect(at.z).toBeLessThan(0); // fully below the bed (a ball on the cloth has its centre at z = R)
    // The next stroke, elsewhere on the table, leaves the 1 where it lies.
    const second = play(first.next, { dir: [-1, 0], cueSpeed: 0.5, tip: { side: 0, height: 0 }, elevationDeg: 0 });
    const one = second.record.final.balls.find((b) => b.id === '1');
    expect(one).toMatchObject({ state: 'pocketed', pocket: 'foot-right' });
    expect(Math.hypot((one?.x as number) - at.x, (one?.y as number) - at.y)).toBeLessThan(1e-3);
    expect(second.next.inPockets?.map((b) => b.id)).toEqual(['1']);
  });

  it('a ball the ruling spots again is on the table, not in the pocket (the 9 made on a foul, WPA-9B)', () => {
    // The cue ball scratches into the foot-right pocket behind the 9 (G19): the 9 comes back to the foot spot.
    const a = potInto('9', 0.3);
    const { ruling, next } = play(
      { balls: [{ id: 'cue', ...a.cue }, a.ball, { id: '1', x: -0.8, y: 0.3 }], state },
      { dir: a.dir, cueSpeed: 3, tip: { side: 0, height: 0.6 }, elevationDeg: 0 },
    );
    expect(ruling.respot.map((r) => r.id)).toContain('9');
    expect(next.balls.some((b) => b.id === '9')).toBe(true);
    expect(next.inPockets?.some((b) => b.id === '9')).toBe(false);
  });
});

describe('the next player chooses (afterChoice)', () => {
  const pushOut = () => {
    const layout = {
      balls: [
        { id: 'cue', x: -0.6, y: 0.1 },
        { id: '1', x: 0.5, y: -0.3 },
        { id: '9', x: 0.8, y: 0.3 },
      ],
      state: { ...newRack(T, R, 'nine-ball', 1).state, phase: 'push-out-available' as const, ballInHand: 'none' as const, pushOut: true },
    };
    // A soft push-out that hits nothing (allowed: WPA-9B-push-out waives G17 and G18).
    return { layout, ...play(layout, { dir: [0, 1], cueSpeed: 0.8, tip: { side: 0, height: 0 }, elevationDeg: 0 }) };
  };
  it('WPA-9B-push-out: after a push-out the opponent accepts the table (the standard) or passes the shot back to the pusher', () => {
    const { layout, record, ruling } = pushOut();
    expect(ruling.next.options).toEqual(['accept-table', 'pass-back']);
    const accept = afterChoice(T, P, layout, record, ruling, 7, 'accept-table');
    expect(accept.state.shooter).toBe('B');
    const back = afterChoice(T, P, layout, record, ruling, 7, 'pass-back');
    expect(back.state).toMatchObject({ shooter: 'A', ballInHand: 'none', phase: 'normal' });
    expect(back.balls).toEqual(accept.balls);
  });
  it('WPA-14.1-break: after a breaking foul the opponent accepts the table, or has the offender break a new rack', () => {
    const rack = newRack(T, R, 'straight-pool', 2);
    // A break so soft that nothing reaches a cushion: a breaking foul.
    const { record, ruling } = play(rack, { dir: [1, 0], cueSpeed: 1.2, tip: { side: 0, height: 0 }, elevationDeg: 0 });
    expect(ruling.enforced?.code).toBe('breaking-foul');
    expect(ruling.next.options).toEqual(['accept-table', 're-break']);
    const again = afterChoice(T, P, rack, record, ruling, 7, 're-break');
    expect(again.state).toMatchObject({ shooter: 'A', phase: 'break', ballInHand: 'kitchen' });
    expect(again.state.score).toEqual({ A: -2, B: 0 });
    expect(again.balls).toHaveLength(16);
  });
});
