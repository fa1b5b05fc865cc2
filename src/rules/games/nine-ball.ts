/**
 * 9-ball (WPA rules of play): the lowest-numbered ball first, also on the break; the break's four
 * balls to cushions or a ball pocketed; the push-out after the break; the 9 on a legal stroke wins
 * the rack, on a foul it is respotted; three fouls in a row (T2.16) lose the rack.
 */
import { NOTES } from '../../i18n/rulings.ts';
import { foul } from '../general-fouls.ts';
import { BREAK_MIN_BALLS_TO_CUSHION } from '../thresholds.ts';
import { other, type Foul } from '../types.ts';
import { NO_CAPABILITIES, num, objectBallsOnTable, objectBallsToCushion, thirdFoul, type Game, type GameContext } from './game.ts';
import { foulTurnOver, legalStroke, lossOfRack, turnOver } from './outcomes.ts';
import { ruleOutcome } from './ruling.ts';
import type { StrokeFacts } from '../stroke-facts.ts';

function lowestBall(f: StrokeFacts): string | undefined {
  return objectBallsOnTable(f).sort((a, b) => num(a) - num(b))[0];
}

/** T2.28's strong warning costs the next game too when the 9 was the only object ball left (whoever is at the table plays at it). */
function conductCostsNextGame(ctx: GameContext, fouls: readonly Foul[]): boolean {
  if (!fouls.some((f) => f.code === 'intentional-foul')) return false;
  const left = objectBallsOnTable(ctx.facts);
  return left.length === 1 && left[0] === '9';
}

export const nineBall: Game = {
  ...NO_CAPABILITIES,
  type: 'nine-ball',
  racks: true,
  hasPushOut: true,
  pushOutOpen: (state) => state.phase === 'push-out-available', // WPA-9B-push-out
  rackEnd: { rule: 'WPA-9B-loss', wonBy: { ball: '9' } },
  breakFoulBallInHandAnywhere: true,
  legalTarget: (ctx, id) => id === lowestBall(ctx.facts), // WPA 9-ball: the lowest-numbered ball first (also on the break)
  waivesContactRules: (ctx) => ctx.state.pushOut && nineBall.pushOutOpen(ctx.state), // WPA-9B-push-out
  decide(ctx) {
    const { facts, state } = ctx;
    const me = state.shooter,
      opp = other(me);
    const fouls = [...ctx.fouls];
    const pocketed = facts.pocketed.map((p) => p.id);
    const isBreak = state.phase === 'break';
    const rule = (o: Parameters<typeof ruleOutcome>[2]) => ruleOutcome(nineBall, ctx, o);
    if (isBreak && fouls.length === 0 && pocketed.length === 0 && objectBallsToCushion(facts) < BREAK_MIN_BALLS_TO_CUSHION) {
      fouls.push(foul('illegal-break', null, { rule: 'WPA-9B-break' }));
    }
    const ninePocketed = pocketed.includes('9');
    const nineOff = facts.offTable.some((o) => o.id === '9');
    const lossByConduct = fouls.some((f) => f.code === 'advice-taken' || f.code === 'intentional-foul'); // T1.9, T2.28
    if (fouls.length > 0) {
      const third = thirdFoul(state);
      if (third) fouls.push(foul('three-fouls', null));
      const respot = ninePocketed || nineOff ? ['9'] : []; // WPA-9B-nine; G27 except 9-ball
      if (third || lossByConduct) return rule(lossOfRack(me, fouls, pocketed, conductCostsNextGame(ctx, fouls) ? { lossOfNextGame: me } : {}));
      return rule(foulTurnOver(state, fouls, pocketed, 'table', { respot }));
    }
    if (state.pushOut && nineBall.pushOutOpen(state)) {
      // The opponent chooses to play the position or hand it back; the 9 is respotted.
      return rule(
        turnOver(state, fouls, pocketed, { respot: ninePocketed ? ['9'] : [], options: ['accept-table', 'pass-back'], note: NOTES.pushOut }),
      );
    }
    if (ninePocketed) return rule(lossOfRack(opp, fouls, pocketed, { note: NOTES.nineLegal }));
    return rule(legalStroke(state, fouls, pocketed, pocketed.length > 0, { options: isBreak ? ['push-out'] : [] }));
  },
};
