/**
 * 14.1 straight pool (WPA rules of play): the opening break (a called ball, or the cue ball and two
 * object balls to cushions; else a breaking foul of -2); a point for each ball pocketed on a legal
 * stroke that made its call (G33); -1 a foul, -15 more for the third in a row with all fifteen
 * re-racked; the re-rack of fourteen or fifteen (straight-pool-rerack.ts); the race's points win.
 */
import { join, NOTES, type Bilingual } from '../../i18n/rulings.ts';
import { foul } from '../general-fouls.ts';
import { rerackStraightPool } from '../straight-pool-rerack.ts';
import { CUE } from '../stroke-facts.ts';
import {
  STRAIGHT_POOL_BREAK_FOUL_POINTS,
  STRAIGHT_POOL_BREAK_MIN_BALLS,
  STRAIGHT_POOL_FOUL_POINTS,
  STRAIGHT_POOL_THIRD_FOUL_EXTRA,
} from '../thresholds.ts';
import { other, type Foul, type Ruling } from '../types.ts';
import { callOf, madeCall, wrongPocketNote } from './called-shots.ts';
import {
  NO_CAPABILITIES,
  objectBallsOnTable,
  objectBallsToCushion,
  scratched,
  thirdFoul,
  zero,
  type Game,
  type GameContext,
  type Outcome,
} from './game.ts';
import { foulTurnOver, shooterContinues, turnOver } from './outcomes.ts';
import { ruleOutcome } from './ruling.ts';

/** 14.1: the re-rack's words for a cue ball or break ball that had to leave the rack area (null: none did). */
function rerackMovesNote(ctx: GameContext, placement: NonNullable<Ruling['rerack']>): Bilingual | null {
  const at = (id: string) => ctx.record.final.balls.find((b) => b.id === id && b.state === 'stationary');
  const spots = ctx.table.spots;
  const spotOf = (p: readonly [number, number]): 'head' | 'centre' | 'foot' | null => {
    for (const k of ['head', 'centre', 'foot'] as const) if (Math.hypot(p[0] - spots[k][0], p[1] - spots[k][1]) < 1e-9) return k;
    return null;
  };
  const moved = (id: string, p: readonly [number, number]) => {
    const b = at(id);
    return !b || Math.hypot(p[0] - (b.x as number), p[1] - (b.y as number)) > 1e-9;
  };
  const cue = placement.cue === 'kitchen' ? 'kitchen' : moved(CUE, placement.cue) ? spotOf(placement.cue) : null;
  const bb = placement.breakBall;
  const bbSpot = bb && moved(bb.id, [bb.x, bb.y]) ? spotOf([bb.x, bb.y]) : null;
  return NOTES.rerackMoves(cue, bb && bbSpot ? { id: bb.id, spot: bbSpot } : null);
}

/** 14.1: the re-rack of WPA-14.1-rerack from where the balls came to rest (straight-pool-rerack.ts). */
function rerackPlacement(ctx: GameContext, pocketed: readonly string[], off: readonly string[]): NonNullable<Ruling['rerack']> {
  const R = ctx.record.trajectory.ballRadius;
  const at = (id: string) => ctx.record.final.balls.find((b) => b.id === id && b.state === 'stationary' && b.x !== undefined && b.y !== undefined);
  const cueBall = at(CUE);
  const left = objectBallsOnTable(ctx.facts).find((id) => !pocketed.includes(id) && !off.includes(id));
  const breakAt = left !== undefined ? at(left) : undefined;
  const all = Array.from({ length: 15 }, (_, k) => String(k + 1));
  const r = rerackStraightPool(ctx.table, R, {
    cue: cueBall ? [cueBall.x as number, cueBall.y as number] : null,
    breakBall: left !== undefined && breakAt ? { id: left, x: breakAt.x as number, y: breakAt.y as number } : null,
    ids: all.filter((id) => id !== left),
  });
  return {
    rack: r.rack.map((b) => ({ id: b.id, x: b.x, y: b.y })),
    breakBall: r.breakBall ? { id: r.breakBall.id, x: r.breakBall.x, y: r.breakBall.y } : null,
    cue: r.cue === 'kitchen' ? 'kitchen' : [r.cue[0], r.cue[1]],
  };
}

/** T2.8: balls pocketed with no call on a shot that was not obvious score nothing (none otherwise). */
function uncalledNote(ctx: GameContext, pocketed: readonly string[]): { note?: Bilingual } {
  if (ctx.state.safety && pocketed.length > 0) return { note: NOTES.safetyPocketed(pocketed) }; // G4
  if (ctx.state.call || ctx.state.safety || pocketed.length === 0 || callOf(ctx)) return {};
  return { note: NOTES.uncalledNotObvious(pocketed, ctx.state.obvious === false) };
}

/** WPA-14.1-scoring with G33: a legal stroke that made its call scores every ball it pocketed; the race may be won, or the balls re-racked. */
function scoringOutcome(ctx: GameContext, pocketed: string[], offObjects: string[]): Outcome {
  const { facts, state } = ctx;
  const me = state.shooter;
  const delta = zero();
  delta[me] = pocketed.length;
  const left = objectBallsOnTable(facts).filter((id) => !pocketed.includes(id) && !offObjects.includes(id)).length;
  const won = state.target !== undefined && state.score[me] + delta[me] >= state.target;
  const rerack = won ? null : left === 1 ? 're-rack-fourteen' : left === 0 ? 're-rack-fifteen' : null;
  const placement = rerack ? rerackPlacement(ctx, pocketed, offObjects) : undefined;
  const rackNote = rerack === 're-rack-fourteen' ? NOTES.rerackFourteen : rerack === 're-rack-fifteen' ? NOTES.rerackFifteen : undefined;
  const moves = placement ? rerackMovesNote(ctx, placement) : null;
  const note: Bilingual | undefined = rackNote && moves ? join(rackNote, moves) : rackNote;
  return shooterContinues(state, [], pocketed, {
    respot: offObjects,
    continues: !won,
    // WPA 14.1: a cue ball in the rack area is taken in hand behind the head string.
    ballInHand: placement?.cue === 'kitchen' ? 'kitchen' : 'none',
    options: rerack ? [rerack] : [],
    scoreDelta: delta,
    lossOfGame: won ? other(me) : null,
    ...(note ? { note } : {}),
    ...(placement ? { rerack: placement } : {}),
  });
}

/** A foul: -1, and the third in a row -15 more with all fifteen re-racked for the offender to break. */
function foulOutcome(ctx: GameContext, fouls: Foul[], pocketed: string[], offObjects: string[]): Outcome {
  const { state, facts } = ctx;
  const me = state.shooter;
  const delta = zero();
  delta[me] = STRAIGHT_POOL_FOUL_POINTS;
  if (thirdFoul(state)) {
    delta[me] += STRAIGHT_POOL_THIRD_FOUL_EXTRA;
    return foulTurnOver(state, [...fouls, foul('three-fouls', null)], pocketed, 'kitchen', {
      nextShooter: me,
      options: ctx.options.straightPoolThirdFoulAcceptTable ? ['re-rack-fifteen', 'accept-table'] : ['re-rack-fifteen'],
      scoreDelta: delta,
    });
  }
  return foulTurnOver(state, fouls, pocketed, scratched(facts) ? 'kitchen' : 'none', { respot: [...pocketed, ...offObjects], scoreDelta: delta });
}

function decide(ctx: GameContext): Ruling {
  const { facts, state } = ctx;
  const me = state.shooter;
  const rule = (o: Outcome) => ruleOutcome(straightPool, ctx, o);
  const fouls = [...ctx.fouls];
  const pocketed = facts.pocketed.map((p) => p.id);
  const offObjects = facts.offTable.filter((o) => o.id !== CUE).map((o) => o.id);
  const made = madeCall(ctx);
  if (state.phase === 'break' && !made) {
    const cueToCushion = facts.events.some((e) => e.type === 'ball-cushion' && e.balls[0] === CUE);
    const legalBreak = cueToCushion && objectBallsToCushion(facts) >= STRAIGHT_POOL_BREAK_MIN_BALLS;
    if (!legalBreak) {
      // Breaking foul: -2, not counted among the three fouls; the opponent accepts the table or has the breaker break again.
      const delta = zero();
      delta[me] = STRAIGHT_POOL_BREAK_FOUL_POINTS;
      // G29: with a scratch too, accepting the table means the cue ball in hand behind the head string (WPA 14.1).
      return rule(
        foulTurnOver(state, [...fouls, foul('breaking-foul', null)], pocketed, scratched(facts) ? 'kitchen' : 'none', {
          respot: [...pocketed, ...offObjects],
          options: ['accept-table', 're-break'],
          scoreDelta: delta,
        }),
      );
    }
  }
  if (fouls.length > 0) return rule(foulOutcome(ctx, fouls, pocketed, offObjects));
  if (made && !state.safety) return rule(scoringOutcome(ctx, pocketed, offObjects));
  // Legal stroke without a made call (a miss, a safety, or balls pocketed illegally): respotted, inning over.
  return rule(
    turnOver(state, fouls, pocketed, {
      respot: [...pocketed, ...offObjects],
      scoreDelta: zero(),
      ...wrongPocketNote(ctx),
      ...uncalledNote(ctx, pocketed),
    }),
  );
}

export const straightPool: Game = {
  ...NO_CAPABILITIES,
  type: 'straight-pool',
  racks: true,
  callsShots: true,
  callNeeded: () => true,
  scoresPoints: true,
  rackEnd: { rule: 'WPA-14.1-score', wonBy: 'points' },
  breakFoulBallInHandAnywhere: false,
  legalTarget: (_ctx, id) => id !== CUE,
  waivesContactRules: () => false,
  decide,
};
