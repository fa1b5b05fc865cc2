/**
 * An outcome in words: the ruling a game's decision becomes. The foul enforced (G29: several fouls
 * in one stroke are charged once, the most severe), the notes, the balls spotted, the score, who is
 * next and what may be chosen, all worded from the same facts so that the two cannot disagree; and
 * the choices some fouls give the incoming player (G38d, G8).
 */
import {
  choiceSentence,
  foulSentence,
  join,
  lagNextSentence,
  LAG_VALID,
  LEGAL,
  nextSentence,
  NOTES,
  pointsSentence,
  SEVERAL_FOULS,
  type Bilingual,
} from '../../i18n/rulings.ts';
import { enforcedFoul } from '../fouls.ts';
import { spotBalls, type Placed } from '../spotting.ts';
import { STRAIGHT_POOL_THIRD_FOUL_EXTRA } from '../thresholds.ts';
import type { Ruling } from '../types.ts';
import { obviousNote } from './called-shots.ts';
import { zero, type Game, type GameContext, type Outcome } from './game.ts';

/** Balls at rest on the table after the stroke, for spotting. */
function restingBalls(ctx: GameContext, without: readonly string[]): Placed[] {
  const out: Placed[] = [];
  for (const b of ctx.record.final.balls) {
    if (b.state === 'pocketed' || b.state === 'off-table' || without.includes(b.id)) continue;
    if (b.x !== undefined && b.y !== undefined) out.push({ id: b.id, x: b.x, y: b.y });
  }
  return out;
}

function respotted(ctx: GameContext, ids: readonly string[]): Placed[] {
  if (ids.length === 0) return [];
  return spotBalls(ids, restingBalls(ctx, ids), ctx.table, ctx.record.trajectory.ballRadius);
}

/** The game ball whose loss costs the next game too (T2.28): the ball that wins a rack of this game. */
const gameBall = (game: Game): '8' | '9' => (game.rackEnd && game.rackEnd.wonBy !== 'points' && game.rackEnd.wonBy.ball === '8' ? '8' : '9');

/** The ruling of `game` on the stroke of `ctx`, whose meaning is `outcome`. */
export function ruleOutcome(game: Game, ctx: GameContext, outcome: Outcome): Ruling {
  const o = breakInterferenceChoice(game, ctx, kitchenFailChoice(ctx, outcome));
  const enforced = enforcedFoul(o.fouls);
  const parts: Bilingual[] = [];
  if (o.headline) parts.push(o.headline);
  else if (enforced) parts.push(foulSentence(enforced.code, enforced.rule));
  else parts.push(game.picksBreaker ? LAG_VALID : LEGAL);
  // G29: several fouls in one stroke are charged once (the most severe; fouls.ts).
  const distinct = new Set(o.fouls.filter((f) => f.code !== 'three-fouls' && f.code !== 'breaking-foul').map((f) => f.code));
  if (enforced && distinct.size > 1 && !o.headline) parts.push(SEVERAL_FOULS);
  if (o.note) parts.push(o.note);
  // WPA 9-ball: a push-out announced when none is open changes nothing; the stroke is an ordinary one.
  if (game.hasPushOut && ctx.state.pushOut && !game.pushOutOpen(ctx.state)) parts.push(NOTES.pushOutNotOpen);
  // T2.8: the call came from the referee's judgement that the shot was obvious; only in games with calls.
  const obvious = game.callsShots ? obviousNote(ctx) : null;
  if (obvious) parts.push(obvious);
  const spotted = respotted(ctx, o.respot);
  // The 8 made on a break is spotted only if the incoming player chooses so: the choice says it.
  const spotChosen = o.options.includes('respot-eight') && o.options.includes('re-break');
  if (spotted.length > 0 && !spotChosen) {
    const onSpot =
      spotted.length === 1 &&
      Math.hypot((spotted[0] as Placed).x - ctx.table.spots.foot[0], (spotted[0] as Placed).y - ctx.table.spots.foot[1]) < 1e-6;
    parts.push(
      NOTES.spotted(
        spotted.map((p) => p.id),
        onSpot,
      ),
    );
  }
  // 14.1: the score change, as the ruling gives it.
  if (game.scoresPoints) {
    const third = o.fouls.some((f) => f.code === 'three-fouls') ? STRAIGHT_POOL_THIRD_FOUL_EXTRA : 0;
    for (const p of ['A', 'B'] as const) {
      const d = o.scoreDelta?.[p] ?? 0;
      if (d !== 0) parts.push(pointsSentence(p, d, p === ctx.state.shooter ? third : 0));
    }
  }
  // Who is next, and what may be chosen: worded from the options, so that the two cannot disagree.
  // 14.1: after a legal stroke that leaves no ball the shooter continues in play (WPA 14.1); the
  // fifteen re-racked for an opening break are the third foul's penalty, not this re-rack's.
  const choice = choiceSentence(o.nextShooter, ctx.state.shooter, o.legal ? o.options.filter((x) => x !== 're-rack-fifteen') : o.options);
  // G5, G6: a lag has no shooter and no cue ball: its winner chooses the break, or both lag again.
  if (game.picksBreaker) parts.push(lagNextSentence(o.options.includes('break') ? o.nextShooter : null));
  else if (o.lossOfGame && o.lossOfNextGame) parts.push(NOTES.losesNextGameToo(o.lossOfGame, gameBall(game)));
  else if (o.lossOfGame) parts.push(NOTES.losesGame(o.lossOfGame));
  else if (choice?.replaces) parts.push(choice.text);
  else parts.push(nextSentence(o.nextShooter, o.ballInHand, o.continues), ...(choice ? [choice.text] : []));
  return {
    legal: o.legal,
    fouls: o.fouls,
    enforced: enforced ? { code: enforced.code, rule: enforced.rule } : null,
    pocketed: o.pocketed,
    respot: spotted.map((p) => ({ id: p.id, x: p.x, y: p.y })),
    inningEnds: !o.continues,
    next: { shooter: o.nextShooter, ballInHand: o.ballInHand, options: o.options },
    scoreDelta: o.scoreDelta ?? zero(),
    lossOfGame: o.lossOfGame ?? null,
    ...(o.lossOfGame && o.lossOfNextGame ? { lossOfNextGame: o.lossOfNextGame } : {}),
    explanation: join(...parts),
    ...(o.groups ? { groups: o.groups } : {}),
    ...(o.rerack ? { rerack: o.rerack } : {}),
  };
}

/**
 * G38d (D18, D25): when the cue ball never left the kitchen the incoming player takes ball in hand
 * anywhere, or has the position restored and the stroke replayed (on the break: a re-break).
 */
function kitchenFailChoice(ctx: GameContext, o: Outcome): Outcome {
  if (!ctx.options.kitchenFailChoice || o.lossOfGame || o.continues) return o;
  if (!o.fouls.some((f) => f.code === 'cue-ball-did-not-leave-kitchen') || o.fouls.some((f) => f.code === 'three-fouls')) return o;
  const replay = ctx.state.phase === 'break' ? 're-break' : 'restore-and-replay';
  const note: Bilingual = ctx.state.phase === 'break' ? NOTES.breakingScratchChoiceRebreak : NOTES.breakingScratchChoiceReplay;
  return { ...o, ballInHand: 'table', options: ['ball-in-hand', replay], note: o.note ? join(o.note, note) : note };
}

/**
 * G8: when the breaker's interference with the cue ball is the foul enforced, the opponent takes
 * ball in hand behind the head string or has the breaker play from there, unless the game's own
 * rule gives ball in hand anywhere (9-ball, rules-matrix S10). The offender is warned whenever he
 * committed it, even when a more severe foul of the stroke is the one penalised (G29 chooses the
 * penalty, not which rules apply): "Hráč musí byť varovaný" (G8, G28; the app does not yet count
 * such acts over a match).
 */
function breakInterferenceChoice(game: Game, ctx: GameContext, o: Outcome): Outcome {
  if (!o.fouls.some((f) => f.code === 'cue-ball-stopped-on-break')) return o;
  const warning = NOTES.breakInterferenceWarning(ctx.state.shooter);
  const warned = { ...o, note: o.note ? join(o.note, warning) : warning };
  if (o.lossOfGame || enforcedFoul(o.fouls)?.code !== 'cue-ball-stopped-on-break' || game.breakFoulBallInHandAnywhere) return warned;
  const note = join(NOTES.breakInterferenceChoice, warning);
  return { ...o, ballInHand: 'kitchen', options: ['ball-in-hand-kitchen', 'breaker-plays-from-kitchen'], note: o.note ? join(o.note, note) : note };
}
