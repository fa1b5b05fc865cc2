/**
 * 8-ball (WPA rules of play, with the seeds' readings where options.ts says so): the break (four
 * balls to cushions or a ball pocketed; the 8 on the break neither wins nor loses); the open table;
 * groups from the first legally called pocket; the 8, called when the group is cleared, wins the
 * rack, and pocketed early, in another pocket, on a foul or off the table loses it.
 */
import { NOTES } from '../../i18n/rulings.ts';
import { FOULS, SEVERITY } from '../fouls.ts';
import { foul } from '../general-fouls.ts';
import { CUE } from '../stroke-facts.ts';
import { BREAK_MIN_BALLS_TO_CUSHION } from '../thresholds.ts';
import { other, type BallInHand, type Foul, type Group, type Player, type Ruling } from '../types.ts';
import { callOf, madeCall, wrongPocketNote } from './called-shots.ts';
import { NO_CAPABILITIES, num, objectBallsOnTable, objectBallsToCushion, scratched, type Game, type GameContext, type Outcome } from './game.ts';
import { foulTurnOver, legalStroke, lossOfRack, shooterContinues, turnOver } from './outcomes.ts';
import { ruleOutcome } from './ruling.ts';

const groupOf = (id: string): Group | null => (num(id) >= 1 && num(id) <= 7 ? 'solids' : num(id) >= 9 && num(id) <= 15 ? 'stripes' : null);

function ownBallsOnTable(ctx: GameContext): string[] {
  const g = ctx.state.groups?.[ctx.state.shooter];
  return g ? objectBallsOnTable(ctx.facts).filter((id) => groupOf(id) === g) : [];
}

/** T2.28's strong warning costs the next game too when both groups were cleared (each player on the 8), read at the strike. */
function conductCostsNextGame(ctx: GameContext, fouls: readonly Foul[]): boolean {
  if (!fouls.some((f) => f.code === 'intentional-foul') || !ctx.state.groups) return false;
  return objectBallsOnTable(ctx.facts).every((id) => groupOf(id) === null);
}

/** The break: an illegal break, the 8 on the break, a foul, or a legal break that pocketed a ball or not. */
function breakOutcome(ctx: GameContext, fouls: Foul[], pocketed: string[]): Outcome {
  const { facts, state } = ctx;
  const eightDown = facts.pocketed.some((p) => p.id === '8') || facts.offTable.some((o) => o.id === '8');
  // G29 with WPA 8-ball: an illegal break with a scratch keeps the illegal break's options, with
  // the cue ball in hand as a break scratch gives it if the table is accepted.
  const scratchOnly = fouls.every((f) => f.code === 'cue-ball-pocketed' || (f.code === 'ball-off-table' && f.ball === CUE));
  const noObjectBall = pocketed.every((id) => id === CUE);
  if (scratchOnly && noObjectBall && objectBallsToCushion(facts) < BREAK_MIN_BALLS_TO_CUSHION) {
    return foulTurnOver(
      state,
      [...fouls, foul('illegal-break', null, { rule: 'WPA-8B-break' })],
      pocketed,
      fouls.length > 0 ? ctx.options.eightBallBreakScratch : 'none',
      {
        options: ['accept-table', 're-rack-and-break', 're-rack-opponent-breaks'],
      },
    );
  }
  if (eightDown) {
    // The 8 on the break is neither a win nor a loss (WPA): respot it or re-break.
    const choice = { respot: ['8'], options: ['respot-eight', 're-break'] };
    return fouls.length > 0 ? foulTurnOver(state, fouls, pocketed, 'kitchen', choice) : shooterContinues(state, fouls, pocketed, choice);
  }
  if (fouls.length > 0) {
    const hand: BallInHand = scratched(facts) && ctx.options.eightBallBreakScratch === 'kitchen' ? 'kitchen' : 'table';
    return foulTurnOver(state, fouls, pocketed, hand);
  }
  return legalStroke(state, fouls, pocketed, pocketed.length > 0);
}

/** The fouls of the 8 (WPA 8-ball): off the table, pocketed on a foul, before the group is cleared, or in another pocket than called. */
function eightBallFouls(ctx: GameContext, fouls: Foul[]): void {
  const { facts, state } = ctx;
  const eight = facts.pocketed.find((p) => p.id === '8');
  const eightOff = facts.offTable.find((o) => o.id === '8');
  const cleared = state.groups !== null && ownBallsOnTable(ctx).length === 0;
  if (eightOff) fouls.push(foul('eight-ball-off-table', eightOff.t, { ball: '8' }));
  if (!eight) return;
  if (fouls.length > 0 && !fouls.some((f) => f.code === 'eight-ball-off-table'))
    fouls.push(foul('eight-ball-pocketed-on-foul', eight.t, { ball: '8' }));
  else if (!cleared) fouls.push(foul('eight-ball-pocketed-early', eight.t, { ball: '8' }));
  else if (callOf(ctx)?.ball !== '8' || callOf(ctx)?.pocket !== eight.pocket) fouls.push(foul('eight-ball-wrong-pocket', eight.t, { ball: '8' }));
}

/** A legal stroke after the break: the inning continues only on the called ball in the called pocket (G4b), no safety called (G4c). */
function legalOutcome(ctx: GameContext, fouls: Foul[], pocketed: string[]): Outcome {
  const { state } = ctx;
  const me = state.shooter,
    opp = other(me);
  const call = callOf(ctx);
  const made = madeCall(ctx);
  const continues = made && !state.safety;
  let groups: Record<Player, Group> | undefined;
  if (!state.groups && made && !state.safety && call) {
    const g = groupOf(call.ball);
    if (g) groups = { [me]: g, [opp]: g === 'solids' ? 'stripes' : 'solids' } as Record<Player, Group>;
  }
  return legalStroke(state, fouls, pocketed, continues, { ...(groups ? { groups } : {}), ...(made ? {} : wrongPocketNote(ctx)) });
}

function decide(ctx: GameContext): Ruling {
  const { facts, state } = ctx;
  const me = state.shooter,
    opp = other(me);
  const rule = (o: Outcome) => ruleOutcome(eightBall, ctx, o);
  const fouls = ctx.fouls.map((f) =>
    f.code === 'wrong-ball-first' && f.ball === '8' && !state.groups && state.phase !== 'break'
      ? foul('eight-ball-first-on-open-table', f.t, { ball: '8' })
      : f,
  );
  const pocketed = facts.pocketed.map((p) => p.id);
  if (state.phase === 'break') return rule(breakOutcome(ctx, fouls, pocketed));
  // Loss of the rack on the 8 (WPA 8-ball), never on the break.
  eightBallFouls(ctx, fouls);
  const losing = fouls.find((f) => (FOULS[f.code as keyof typeof FOULS]?.severity ?? 0) >= SEVERITY.lossOfGame);
  if (losing) return rule(lossOfRack(me, fouls, pocketed, conductCostsNextGame(ctx, fouls) ? { lossOfNextGame: me } : {}));
  if (pocketed.includes('8') && fouls.length === 0) return rule(lossOfRack(opp, fouls, pocketed, { note: NOTES.eightInCalledPocket }));
  if (fouls.length > 0) return rule(foulTurnOver(state, fouls, pocketed, 'table'));
  // WSR: the 8 hit first on an open table is no foul, but the inning ends and nothing counts.
  const eightFirstOpen = !state.groups && facts.firstHits.length > 0 && facts.firstHits.every((b) => b === '8');
  if (eightFirstOpen) return rule(turnOver(state, fouls, pocketed, { note: NOTES.eightFirstOnOpenTable }));
  return rule(legalOutcome(ctx, fouls, pocketed));
}

export const eightBall: Game = {
  ...NO_CAPABILITIES,
  type: 'eight-ball',
  racks: true,
  callsShots: true,
  callNeeded: (state) => state.phase !== 'break',
  rackEnd: { rule: 'WPA-8B-loss', wonBy: { ball: '8' } },
  breakFoulBallInHandAnywhere: false,
  legalTarget(ctx, id) {
    if (ctx.state.phase === 'break') return id !== CUE;
    // Open table: anything; the 8 first is a foul under WPA, ends the inning under the seeds' WSR.
    if (!ctx.state.groups) return id !== '8' || ctx.options.eightFirstOnOpenTable === 'inning-ends';
    const own = ownBallsOnTable(ctx);
    return own.length > 0 ? own.includes(id) : id === '8';
  },
  waivesContactRules: () => false,
  decide,
};
