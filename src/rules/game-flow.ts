/**
 * A game on one device and the advisor's look ahead: the table and game state after a ruled stroke. The
 * state comes from the rules (applyRuling); the balls are where they stopped, plus what the
 * ruling respots or re-racks; a cue ball in hand is put where the player can then drag it. A lost
 * or won rack starts a new one. Pure: no DOM, tested in Node.
 */
import { type BallInput, type PhysicsParams, placementProblem, type ShotRecord } from '../physics/index.ts';
import { applyRuling } from './next-state.ts';
import { defaultState, type GameState, type GameType, type Ruling } from './types.ts';
import { rackBalls } from '../table/racks.ts';
import type { TableGeometry } from '../table/geometry.ts';

export interface TableLayout {
  /** The balls on the table. */
  readonly balls: readonly BallInput[];
  readonly state: GameState;
  /**
   * The balls lying in pockets: each with its `pocket` and where the stroke left it
   * (x, y, z of its centre in the pile), passed to the next stroke's simulation with the others so
   * that a pocket fills up over a rack. Omitted or empty: the pockets are empty (a new rack).
   */
  readonly inPockets?: readonly BallInput[];
}

/** The balls the record leaves lying in pockets, less those the ruling puts back on the table. */
export function ballsInPockets(record: ShotRecord, onTable: ReadonlySet<string>): BallInput[] {
  const out: BallInput[] = [];
  for (const f of record.final.balls) {
    if (f.state !== 'pocketed' || !f.pocket || onTable.has(f.id)) continue;
    out.push(
      f.z !== undefined && f.x !== undefined && f.y !== undefined
        ? { id: f.id, x: f.x, y: f.y, z: f.z, pocket: f.pocket }
        : { id: f.id, x: 0, y: 0, pocket: f.pocket },
    );
  }
  return out;
}

/** 14.1 points to win a game started in the app (a short race; WPA matches are longer). */
export const STRAIGHT_POOL_TARGET = 50;

/** A fresh rack of a game, the cue ball in hand in the kitchen for the break. */
export function newRack(
  table: TableGeometry,
  R: number,
  game: Exclude<GameType, 'practice' | 'lag'>,
  seed: number,
  breaker: 'A' | 'B' = 'A',
  score = { A: 0, B: 0 },
): TableLayout {
  const type = game === 'nine-ball' ? 'nine-ball' : 'fifteen';
  return {
    balls: [{ id: 'cue', x: table.headStringX - 0.05, y: 0 }, ...rackBalls(table, R, { type, seed })],
    state: defaultState(game, {
      phase: 'break',
      ballInHand: 'kitchen',
      shooter: breaker,
      score,
      ...(game === 'straight-pool' ? { target: STRAIGHT_POOL_TARGET } : {}),
    }),
  };
}

/** A free place for a ball near a point: the point itself, else along the line through it across the table. */
export function freeNear(table: TableGeometry, p: PhysicsParams, taken: readonly BallInput[], x: number, y: number): [number, number] {
  const R = p.ballRadiusM;
  for (let k = 0; k < 60; k++) {
    const yy = y + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 2.1 * R;
    const free = !placementProblem(table, p, x, yy) && taken.every((b) => (b.x - x) ** 2 + (b.y - yy) ** 2 >= 4 * R * R);
    if (free) return [x, yy];
  }
  return [x, y];
}

/** The table and state for the next stroke of a game. */
export function afterStroke(
  table: TableGeometry,
  p: PhysicsParams,
  before: TableLayout,
  record: ShotRecord,
  ruling: Ruling,
  seed: number,
): TableLayout {
  const game = before.state.game;
  const state = applyRuling(before.state, ruling);
  if (
    game !== 'practice' &&
    game !== 'lag' &&
    state.phase === 'break' &&
    (ruling.lossOfGame !== null || ruling.fouls.some((f) => f.code === 'three-fouls'))
  ) {
    // The rack is over: a new one, broken by the player the rules name.
    return newRack(table, p.ballRadiusM, game, seed, state.shooter, state.score);
  }
  const at = new Map<string, [number, number]>();
  for (const f of record.final.balls) if (f.state === 'stationary' && f.x !== undefined && f.y !== undefined) at.set(f.id, [f.x, f.y]);
  for (const r of ruling.respot) at.set(r.id, [r.x, r.y]);
  if (ruling.rerack) {
    for (const b of ruling.rerack.rack) at.set(b.id, [b.x, b.y]);
    if (ruling.rerack.breakBall) at.set(ruling.rerack.breakBall.id, [ruling.rerack.breakBall.x, ruling.rerack.breakBall.y]);
    if (ruling.rerack.cue === 'kitchen') at.delete('cue');
    else at.set('cue', [ruling.rerack.cue[0], ruling.rerack.cue[1]]);
  }
  const balls: BallInput[] = [...at].filter(([id]) => id !== 'cue').map(([id, [x, y]]) => ({ id, x, y }));
  const cue = at.get('cue');
  // The cue ball where it stopped; in hand after a scratch: behind the head string or on the head spot.
  if (cue && !(state.ballInHand === 'kitchen' && cue[0] >= table.headStringX)) balls.unshift({ id: 'cue', x: cue[0], y: cue[1] });
  else {
    const x = state.ballInHand === 'kitchen' ? table.headStringX - 0.05 : table.spots.head[0];
    const [cx, cy] = freeNear(table, p, balls, x, 0);
    balls.unshift({ id: 'cue', x: cx, y: cy });
  }
  const inPockets = ballsInPockets(record, new Set(balls.map((b) => b.id)));
  return { balls, state: ruling.rerack && ruling.rerack.cue === 'kitchen' ? { ...state, ballInHand: 'kitchen' } : state, inPockets };
}

/**
 * The table after a stroke whose ruling offers the next player a choice (`ruling.next.options`, two
 * or more), as the player chose: the first option is the standard continuation (`afterStroke`);
 * the others hand the shot back to the offender (a 9-ball push-out passed back), have him play from
 * the kitchen (G8), restore the position for him to replay (G38d), or rack again with him or the
 * chooser to break (8-ball's illegal break, the 8 on the break, 14.1's breaking foul).
 */
export function afterChoice(
  table: TableGeometry,
  p: PhysicsParams,
  before: TableLayout,
  record: ShotRecord,
  ruling: Ruling,
  seed: number,
  choice: string,
): TableLayout {
  const base = afterStroke(table, p, before, record, ruling, seed);
  const offender = before.state.shooter;
  const chooser = ruling.next.shooter;
  const game = before.state.game;
  if (game === 'practice' || game === 'lag') return base;
  const rack = (breaker: 'A' | 'B') => newRack(table, p.ballRadiusM, game, seed, breaker, base.state.score);
  switch (choice) {
    case 'pass-back':
      return { ...base, state: { ...base.state, shooter: offender, ballInHand: 'none' } };
    case 'breaker-plays-from-kitchen':
      return { ...base, state: { ...base.state, shooter: offender, ballInHand: 'kitchen' } };
    case 'restore-and-replay':
      return {
        balls: before.balls,
        state: { ...base.state, shooter: offender, ballInHand: before.state.ballInHand },
        ...(before.inPockets ? { inPockets: before.inPockets } : {}),
      };
    case 're-break':
    case 're-rack-opponent-breaks':
      return rack(offender);
    case 're-rack-and-break':
      return rack(chooser);
    default:
      return base;
  }
}
