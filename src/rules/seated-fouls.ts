/**
 * The seated player's own fouls (declarations.ts), charged to him and not to the shooter. The
 * stroke stands as the game ruled it; then:
 * - T1.9, advice asked for and received by the seated player: he loses the game, and the shooter
 *   breaks the next (14.1, as for the shooter: one point, D23);
 * - any other foul of his (G20 a ball touched, G40a the shooter disturbed, G41 a measuring aid,
 *   G42 the table marked): the shooter keeps the table with the cue ball in hand anywhere; in 14.1,
 *   which gives no ball in hand for a foul, one point off the seated player and the shooter goes on
 *   from where the balls lie; the foul counts in his fouls in a row.
 * When the shooter's stroke was a foul too, its consequence stands (the turn passes as it says)
 * and the seated player's fouls are listed and counted against him.
 */
import { enforcedFoul } from './fouls.ts';
import { join, nextSentence, NOTES, pointsSentence } from '../i18n/rulings.ts';
import { STRAIGHT_POOL_FOUL_POINTS } from './thresholds.ts';
import { other, type Foul, type GameState, type Ruling } from './types.ts';

export function chargeSeatedFouls(ruling: Ruling, seatedFouls: readonly Foul[], state: GameState): Ruling {
  if (seatedFouls.length === 0) return ruling;
  const seated = other(state.shooter);
  const fouls = [...ruling.fouls, ...seatedFouls];
  const acts = seatedFouls.map((f) => NOTES.seatedFoul(seated, f.code, f.rule));
  // 14.1: one point off the seated player for his foul (G29: one per inning).
  const straightPool = state.game === 'straight-pool';
  const scoreDelta = straightPool ? { ...ruling.scoreDelta, [seated]: ruling.scoreDelta[seated] + STRAIGHT_POOL_FOUL_POINTS } : ruling.scoreDelta;
  const points = straightPool ? [pointsSentence(seated, STRAIGHT_POOL_FOUL_POINTS)] : [];
  if (ruling.enforced !== null) {
    return { ...ruling, fouls, scoreDelta, explanation: join(ruling.explanation, ...acts, ...points) };
  }
  const top = enforcedFoul(seatedFouls);
  const enforced = top ? { code: top.code, rule: top.rule } : null;
  if (seatedFouls.some((f) => f.code === 'advice-taken') && !straightPool) {
    return {
      ...ruling,
      legal: false,
      fouls,
      enforced,
      inningEnds: true,
      lossOfGame: seated,
      next: { shooter: state.shooter, ballInHand: 'kitchen', options: ['re-rack'] },
      explanation: join(...acts, NOTES.losesGame(seated), nextSentence(state.shooter, 'kitchen', false)),
    };
  }
  const keeps = ruling.next.shooter === state.shooter;
  // 14.1 never gives the cue ball in hand for a foul on the table: the shooter goes on from where
  // the balls lie (or from where his own stroke left the cue ball to be placed, a re-rack's kitchen).
  const hand = straightPool ? (keeps ? ruling.next.ballInHand : 'none') : 'table';
  return {
    ...ruling,
    legal: false,
    fouls,
    enforced,
    inningEnds: false,
    scoreDelta,
    next: { shooter: state.shooter, ballInHand: hand, options: keeps ? ruling.next.options : [] },
    explanation: join(...acts, ...points, nextSentence(state.shooter, hand, false)),
  };
}
