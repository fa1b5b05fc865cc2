/** Practice: any ball first, the player stays at the table, a scratch leaves the cue ball in hand anywhere. */
import { NO_CAPABILITIES, scratched, type Game } from './game.ts';
import { shooterContinues } from './outcomes.ts';
import { ruleOutcome } from './ruling.ts';
import { CUE } from '../stroke-facts.ts';

export const practice: Game = {
  ...NO_CAPABILITIES,
  type: 'practice',
  freePlay: true,
  breakFoulBallInHandAnywhere: false,
  legalTarget: (_ctx, id) => id !== CUE,
  waivesContactRules: () => false,
  decide(ctx) {
    const { facts, state } = ctx;
    const fouls = [...ctx.fouls];
    const pocketed = facts.pocketed.map((p) => p.id);
    return ruleOutcome(
      practice,
      ctx,
      shooterContinues(state, fouls, pocketed, { legal: fouls.length === 0, ballInHand: scratched(facts) ? 'table' : 'none' }),
    );
  },
};
