/**
 * G2, T1.5, T2.7: the opening rack of each game, as the match sets it up and as a match file's
 * game must begin (rules/rack-check.ts): every ball racked on the triangle's lattice, frozen, in
 * the game's order, the pockets empty, the cue ball on the table.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from '../../src/physics/params.ts';
import { newRack } from '../../src/rules/game-flow.ts';
import { rackProblems, type RackCheckBall, type RackedGame } from '../../src/rules/rack-check.ts';
import { tableGeometry } from '../../src/table/index.ts';

const TABLE = tableGeometry('9ft');
const R = DEFAULT_PARAMS.ballRadiusM;
const rack = (game: RackedGame, seed: number): RackCheckBall[] => newRack(TABLE, R, game, seed).balls.map((b) => ({ id: b.id, x: b.x, y: b.y }));
const check = (game: RackedGame, balls: readonly RackCheckBall[]) => rackProblems(TABLE, R, game, balls);
/** The rack with two balls' places swapped. */
const swap = (balls: RackCheckBall[], a: string, b: string) => {
  const pa = balls.find((x) => x.id === a)!;
  const pb = balls.find((x) => x.id === b)!;
  return balls.map((x) => (x.id === a ? { ...x, x: pb.x, y: pb.y } : x.id === b ? { ...x, x: pa.x, y: pa.y } : x));
};

describe('the opening rack (G2, T1.5, T2.7)', () => {
  it('every rack the game racks passes, whatever its seed', () => {
    for (const game of ['nine-ball', 'eight-ball', 'straight-pool'] as const)
      for (let seed = 0; seed < 20; seed++) expect(check(game, rack(game, seed)), `${game} seed ${seed}`).toEqual([]);
  });
  it('T1.5, T2.7: in 9-ball the 1 is at the front on the foot spot; WPA: the 9 in the centre', () => {
    const balls = rack('nine-ball', 3);
    const front = balls.find((b) => b.id !== '1' && b.id !== '9' && b.id !== 'cue')!.id;
    expect(check('nine-ball', swap(balls, '1', front))).toEqual(['the 1 is racked on the foot spot, at the front of the diamond (T1.5, T2.7)']);
    expect(check('nine-ball', swap(balls, '9', front))).toEqual(['the 9 is racked in the centre of the diamond (WPA 9-ball rack)']);
  });
  it('8-ball: the 8 in the centre of the third row', () => {
    const balls = rack('eight-ball', 1);
    const other = balls.find((b) => b.id === '1')!;
    expect(check('eight-ball', swap(balls, '8', other.id))[0]).toMatch(/^the 8 is racked in the centre of the third row/);
  });
  it('G2: a ball off its place by 2 µm (more than RACK_SLOT_TOLERANCE_M, 1 µm) is not frozen in the triangle; by 0.5 µm it is', () => {
    const moved = (d: number) => rack('nine-ball', 0).map((b) => (b.id === '5' ? { ...b, x: b.x + d } : b));
    expect(check('nine-ball', moved(0.5e-6))).toEqual([]);
    expect(check('nine-ball', moved(2e-6))).toEqual(['the 5 is not in the triangle on the foot spot, frozen to its neighbours (G2, T2.7)']);
  });
  it('a ball missing, a ball in a pocket, a ball of another game and no cue ball are each named', () => {
    const balls = rack('nine-ball', 0);
    expect(
      check(
        'nine-ball',
        balls.filter((b) => b.id !== '4'),
      ),
    ).toEqual(['the rack lacks the 4: every ball of the game is racked (G2)']);
    expect(
      check(
        'nine-ball',
        balls.map((b) => (b.id === '4' ? { ...b, pocket: 'foot-left' } : b)),
      ),
    ).toEqual(['the pockets are empty at a new rack, yet the 4 lies in them', 'the rack lacks the 4: every ball of the game is racked (G2)']);
    expect(check('nine-ball', [...balls, { id: '12', x: 0, y: 0 }])).toEqual(['the 12 is not a ball of nine-ball']);
    expect(
      check(
        'nine-ball',
        balls.filter((b) => b.id !== 'cue'),
      ),
    ).toEqual(['the breaker needs the cue ball on the table, in hand in the kitchen (G7)']);
  });
});
