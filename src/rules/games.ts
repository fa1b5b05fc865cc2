/**
 * The games: practice, 9-ball, 8-ball, 14.1 straight pool and the lag. Each says which balls the
 * cue ball may meet first, whether the contact rules are waived, and what a stroke's fouls and
 * pocketed balls mean: who shoots next and with what, what is respotted, the score, the loss of a
 * game. Game rules follow the WPA rules of play (rules-matrix section 4); the three-foul rule is
 * T2.16 with its forgotten-warning clause.
 */
import type { ShotRecord } from '../physics/record/shot-record.ts';
import { sampleBall } from '../physics/record/trajectory.ts';
import type { PocketName, TableGeometry } from '../table/geometry.ts';
import type { RuleOptions } from './options.ts';
import { enforcedFoul, FOULS, SEVERITY } from './fouls.ts';
import { foul } from './general-fouls.ts';
import { spotBalls, type Placed } from './spotting.ts';
import { rerackStraightPool } from './straight-pool-rerack.ts';
import { CUE, strokeFacts, type StrokeFacts } from './stroke-facts.ts';
import {
  BREAK_MIN_BALLS_TO_CUSHION,
  HEAD_STRING_HALF_WIDTH_M,
  LAG_TIE_M,
  STRAIGHT_POOL_BREAK_FOUL_POINTS,
  STRAIGHT_POOL_BREAK_MIN_BALLS,
  STRAIGHT_POOL_FOUL_POINTS,
  STRAIGHT_POOL_THIRD_FOUL_EXTRA,
  THREE_FOULS,
} from './thresholds.ts';
import {
  choiceSentence,
  foulSentence,
  join,
  lagLostSentence,
  lagPlacementSentence,
  lagNextSentence,
  LAG_VALID,
  LEGAL,
  nextSentence,
  NOTES,
  pointsSentence,
  SEVERAL_FOULS,
  type Bilingual,
} from '../i18n/rulings.ts';
import { other, type BallInHand, type Foul, type GameState, type GameType, type Group, type Player, type Ruling } from './types.ts';

export interface GameContext {
  readonly state: GameState;
  readonly record: ShotRecord;
  readonly facts: StrokeFacts;
  readonly table: TableGeometry;
  readonly options: RuleOptions;
  readonly fouls: readonly Foul[];
}

export interface Game {
  legalTarget(ctx: GameContext, id: string): boolean;
  waivesContactRules(ctx: GameContext): boolean;
  decide(ctx: GameContext): Ruling;
}

const objectBallsOnTable = (f: StrokeFacts) => [...f.onTable].filter((id) => id !== CUE && /^\d+$/.test(id));
const num = (id: string) => Number(id);
const zero = (): Record<Player, number> => ({ A: 0, B: 0 });

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

/** T2.16 with T2.16b: the prior fouls that count (a forgotten two-foul warning makes the third the second). */
function countedPriorFouls(state: GameState): number {
  const prior = state.foulsInRow[state.shooter];
  return prior >= THREE_FOULS - 1 && !state.warned[state.shooter] ? THREE_FOULS - 2 : prior;
}

interface Outcome {
  legal: boolean;
  fouls: Foul[];
  pocketed: string[];
  respot: string[];
  continues: boolean;
  nextShooter: Player;
  ballInHand: BallInHand;
  options: string[];
  scoreDelta?: Record<Player, number>;
  lossOfGame?: Player | null;
  /** T2.28: the next game is lost too. */
  lossOfNextGame?: Player;
  note?: Bilingual;
  /** Replaces the opening "Foul (rule): ..." sentence (the lag is lost, not fouled). */
  headline?: Bilingual;
  groups?: Record<Player, Group>;
  rerack?: Ruling['rerack'];
}

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

/**
 * T2.8 speaks "Pri hrách, v ktorých sa jamky hlásia": the games whose balls and pockets are called
 * (WPA 8-ball and 14.1). 9-ball has no calls (any ball pocketed on a legal stroke counts), so
 * neither a call nor an obvious shot is spoken of there.
 */
export const CALL_GAMES: ReadonlySet<GameType> = new Set<GameType>(['eight-ball', 'straight-pool']);

function finish(ctx: GameContext, outcome: Outcome): Ruling {
  const o = breakInterferenceChoice(ctx, kitchenFailChoice(ctx, outcome));
  const enforced = enforcedFoul(o.fouls);
  const parts: Bilingual[] = [];
  const isLag = ctx.state.game === 'lag';
  if (o.headline) parts.push(o.headline);
  else if (enforced) parts.push(foulSentence(enforced.code, enforced.rule));
  else parts.push(isLag ? LAG_VALID : LEGAL);
  // G29: several fouls in one stroke are charged once (the most severe; fouls.ts).
  const distinct = new Set(o.fouls.filter((f) => f.code !== 'three-fouls' && f.code !== 'breaking-foul').map((f) => f.code));
  if (enforced && distinct.size > 1 && !o.headline) parts.push(SEVERAL_FOULS);
  if (o.note) parts.push(o.note);
  // WPA 9-ball: a push-out announced when none is open changes nothing; the stroke is an ordinary one.
  if (ctx.state.game === 'nine-ball' && ctx.state.pushOut && ctx.state.phase !== 'push-out-available') parts.push(NOTES.pushOutNotOpen);
  // T2.8: the call came from the referee's judgement that the shot was obvious; only in games with calls.
  if (CALL_GAMES.has(ctx.state.game)) {
    if (ctx.state.obvious && !ctx.state.call && callOf(ctx)) parts.push(NOTES.obviousShot);
    else if (obviousFromRecord(ctx)) {
      const c = callOf(ctx) as { ball: string; pocket: PocketName };
      parts.push(NOTES.obviousInRecord(c.ball, c.pocket));
    }
  }
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
  if (ctx.state.game === 'straight-pool') {
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
  if (isLag) parts.push(lagNextSentence(o.options.includes('break') ? o.nextShooter : null));
  else if (o.lossOfGame && o.lossOfNextGame) parts.push(NOTES.losesNextGameToo(o.lossOfGame, ctx.state.game === 'eight-ball' ? '8' : '9'));
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
 * ball in hand behind the head string or has the breaker play from there; in 9-ball the game's own
 * rule gives ball in hand anywhere (rules-matrix S10). The offender is warned whenever he committed
 * it, even when a more severe foul of the stroke is the one penalised (G29 chooses the penalty, not
 * which rules apply): "Hráč musí byť varovaný" (G8, G28; the app does not yet count such acts over a match).
 */
function breakInterferenceChoice(ctx: GameContext, o: Outcome): Outcome {
  if (!o.fouls.some((f) => f.code === 'cue-ball-stopped-on-break')) return o;
  const warning = NOTES.breakInterferenceWarning(ctx.state.shooter);
  const warned = { ...o, note: o.note ? join(o.note, warning) : warning };
  if (o.lossOfGame || enforcedFoul(o.fouls)?.code !== 'cue-ball-stopped-on-break' || ctx.state.game === 'nine-ball') return warned;
  const note = join(NOTES.breakInterferenceChoice, warning);
  return { ...o, ballInHand: 'kitchen', options: ['ball-in-hand-kitchen', 'breaker-plays-from-kitchen'], note: o.note ? join(o.note, note) : note };
}

/**
 * T2.28's strong warning, "s prehrou hry ... v hre č. 8 a 9 tzn. stratu aj ďalšej hry, ak obaja
 * hráči hrali už na guľu č. 8 alebo 9": an intentional foul after the warning when both players were
 * already playing at the game ball, read at the strike: in 8-ball both groups cleared (each player
 * on the 8), in 9-ball the 9 the only object ball left (whoever is at the table plays at it).
 */
function conductCostsNextGame(ctx: GameContext, fouls: readonly Foul[]): boolean {
  if (!fouls.some((f) => f.code === 'intentional-foul')) return false;
  const left = objectBallsOnTable(ctx.facts);
  if (ctx.state.game === 'nine-ball') return left.length === 1 && left[0] === '9';
  if (ctx.state.game !== 'eight-ball' || !ctx.state.groups) return false;
  return left.every((id) => groupOf(id) === null);
}

/** Distinct object balls that touched a cushion in the stroke (legal-break counts). */
const objectBallsToCushion = (f: StrokeFacts) =>
  new Set(f.events.filter((e) => e.type === 'ball-cushion' && e.balls[0] !== CUE).map((e) => e.balls[0])).size;

// ---------------------------------------------------------------- practice

const practice: Game = {
  legalTarget: (_ctx, id) => id !== CUE,
  waivesContactRules: () => false,
  decide(ctx) {
    const { facts, state } = ctx;
    const scratch = facts.cuePocketedT !== null || facts.offTable.some((o) => o.id === CUE);
    return finish(ctx, {
      legal: ctx.fouls.length === 0,
      fouls: [...ctx.fouls],
      pocketed: facts.pocketed.map((p) => p.id),
      respot: [],
      continues: true,
      nextShooter: state.shooter,
      ballInHand: scratch ? 'table' : 'none',
      options: [],
    });
  },
};

// ---------------------------------------------------------------- nine-ball

function lowestBall(f: StrokeFacts): string | undefined {
  return objectBallsOnTable(f).sort((a, b) => num(a) - num(b))[0];
}

const nineBall: Game = {
  legalTarget: (ctx, id) => id === lowestBall(ctx.facts), // WPA 9-ball: the lowest-numbered ball first (also on the break)
  waivesContactRules: (ctx) => ctx.state.pushOut && ctx.state.phase === 'push-out-available', // WPA-9B-push-out
  decide(ctx) {
    const { facts, state } = ctx;
    const me = state.shooter,
      opp = other(me);
    const fouls = [...ctx.fouls];
    const pocketed = facts.pocketed.map((p) => p.id);
    const isBreak = state.phase === 'break';
    if (isBreak && fouls.length === 0 && pocketed.length === 0 && objectBallsToCushion(facts) < BREAK_MIN_BALLS_TO_CUSHION) {
      fouls.push(foul('illegal-break', null, { rule: 'WPA-9B-break' }));
    }
    const ninePocketed = pocketed.includes('9');
    const nineOff = facts.offTable.some((o) => o.id === '9');
    const lossByConduct = fouls.some((f) => f.code === 'advice-taken' || f.code === 'intentional-foul'); // T1.9, T2.28
    if (fouls.length > 0) {
      const third = countedPriorFouls(state) >= THREE_FOULS - 1;
      if (third) fouls.push(foul('three-fouls', null));
      const respot = ninePocketed || nineOff ? ['9'] : []; // WPA-9B-nine; G27 except 9-ball
      if (third || lossByConduct) {
        return finish(ctx, {
          legal: false,
          fouls,
          pocketed,
          respot: [],
          continues: false,
          nextShooter: opp,
          ballInHand: 'kitchen',
          options: ['re-rack'],
          lossOfGame: me,
          ...(conductCostsNextGame(ctx, fouls) ? { lossOfNextGame: me } : {}),
        });
      }
      return finish(ctx, { legal: false, fouls, pocketed, respot, continues: false, nextShooter: opp, ballInHand: 'table', options: [] });
    }
    if (state.pushOut && state.phase === 'push-out-available') {
      // The opponent chooses to play the position or hand it back; the 9 is respotted.
      return finish(ctx, {
        legal: true,
        fouls,
        pocketed,
        respot: ninePocketed ? ['9'] : [],
        continues: false,
        nextShooter: opp,
        ballInHand: 'none',
        options: ['accept-table', 'pass-back'],
        note: NOTES.pushOut,
      });
    }
    if (ninePocketed) {
      return finish(ctx, {
        legal: true,
        fouls,
        pocketed,
        respot: [],
        continues: false,
        nextShooter: me,
        ballInHand: 'kitchen',
        options: ['re-rack'],
        lossOfGame: opp,
        note: NOTES.nineLegal,
      });
    }
    const continues = pocketed.length > 0;
    return finish(ctx, {
      legal: true,
      fouls,
      pocketed,
      respot: [],
      continues,
      nextShooter: continues ? me : opp,
      ballInHand: 'none',
      options: isBreak ? ['push-out'] : [],
    });
  },
};

// ---------------------------------------------------------------- eight-ball

const groupOf = (id: string): Group | null => (num(id) >= 1 && num(id) <= 7 ? 'solids' : num(id) >= 9 && num(id) <= 15 ? 'stripes' : null);

function ownBallsOnTable(ctx: GameContext): string[] {
  const g = ctx.state.groups?.[ctx.state.shooter];
  return g ? objectBallsOnTable(ctx.facts).filter((id) => groupOf(id) === g) : [];
}

const eightBall: Game = {
  legalTarget(ctx, id) {
    if (ctx.state.phase === 'break') return id !== CUE;
    // Open table: anything; the 8 first is a foul under WPA, ends the inning under the seeds' WSR.
    if (!ctx.state.groups) return id !== '8' || ctx.options.eightFirstOnOpenTable === 'inning-ends';
    const own = ownBallsOnTable(ctx);
    return own.length > 0 ? own.includes(id) : id === '8';
  },
  waivesContactRules: () => false,
  decide(ctx) {
    const { facts, state } = ctx;
    const me = state.shooter,
      opp = other(me);
    const fouls = ctx.fouls.map((f) =>
      f.code === 'wrong-ball-first' && f.ball === '8' && !state.groups && state.phase !== 'break'
        ? foul('eight-ball-first-on-open-table', f.t, { ball: '8' })
        : f,
    );
    const pocketed = facts.pocketed.map((p) => p.id);
    const eight = facts.pocketed.find((p) => p.id === '8');
    const eightOff = facts.offTable.some((o) => o.id === '8');
    if (state.phase === 'break') {
      // G29 with WPA 8-ball: an illegal break with a scratch keeps the illegal break's options, with
      // the cue ball in hand as a break scratch gives it if the table is accepted (issue 32, point 2).
      const scratchOnly = fouls.every((f) => f.code === 'cue-ball-pocketed' || (f.code === 'ball-off-table' && f.ball === CUE));
      const scratched = fouls.length > 0;
      const noObjectBall = pocketed.every((id) => id === CUE);
      if (scratchOnly && noObjectBall && objectBallsToCushion(facts) < BREAK_MIN_BALLS_TO_CUSHION) {
        return finish(ctx, {
          legal: false,
          fouls: [...fouls, foul('illegal-break', null, { rule: 'WPA-8B-break' })],
          pocketed,
          respot: [],
          continues: false,
          nextShooter: opp,
          ballInHand: scratched ? ctx.options.eightBallBreakScratch : 'none',
          options: ['accept-table', 're-rack-and-break', 're-rack-opponent-breaks'],
        });
      }
      if (eight || eightOff) {
        // The 8 on the break is neither a win nor a loss (WPA): respot it or re-break.
        if (fouls.length > 0)
          return finish(ctx, {
            legal: false,
            fouls,
            pocketed,
            respot: ['8'],
            continues: false,
            nextShooter: opp,
            ballInHand: 'kitchen',
            options: ['respot-eight', 're-break'],
          });
        return finish(ctx, {
          legal: true,
          fouls,
          pocketed,
          respot: ['8'],
          continues: true,
          nextShooter: me,
          ballInHand: 'none',
          options: ['respot-eight', 're-break'],
        });
      }
      if (fouls.length > 0) {
        const scratch = facts.cuePocketedT !== null || facts.offTable.some((o) => o.id === CUE);
        const hand: BallInHand = scratch && ctx.options.eightBallBreakScratch === 'kitchen' ? 'kitchen' : 'table';
        return finish(ctx, { legal: false, fouls, pocketed, respot: [], continues: false, nextShooter: opp, ballInHand: hand, options: [] });
      }
      return finish(ctx, {
        legal: true,
        fouls,
        pocketed,
        respot: [],
        continues: pocketed.length > 0,
        nextShooter: pocketed.length > 0 ? me : opp,
        ballInHand: 'none',
        options: [],
      });
    }
    // Loss of the rack on the 8 (WPA 8-ball), never on the break.
    const cleared = state.groups !== null && ownBallsOnTable(ctx).length === 0;
    if (eightOff) fouls.push(foul('eight-ball-off-table', facts.offTable.find((o) => o.id === '8')!.t, { ball: '8' }));
    if (eight) {
      if (fouls.length > 0 && !fouls.some((f) => f.code === 'eight-ball-off-table'))
        fouls.push(foul('eight-ball-pocketed-on-foul', eight.t, { ball: '8' }));
      else if (!cleared) fouls.push(foul('eight-ball-pocketed-early', eight.t, { ball: '8' }));
      else if (callOf(ctx)?.ball !== '8' || callOf(ctx)?.pocket !== eight.pocket) fouls.push(foul('eight-ball-wrong-pocket', eight.t, { ball: '8' }));
    }
    const losing = fouls.find((f) => (FOULS[f.code as keyof typeof FOULS]?.severity ?? 0) >= SEVERITY.lossOfGame);
    if (losing)
      return finish(ctx, {
        legal: false,
        fouls,
        pocketed,
        respot: [],
        continues: false,
        nextShooter: opp,
        ballInHand: 'kitchen',
        options: ['re-rack'],
        lossOfGame: me,
        ...(conductCostsNextGame(ctx, fouls) ? { lossOfNextGame: me } : {}),
      });
    if (eight && fouls.length === 0) {
      return finish(ctx, {
        legal: true,
        fouls,
        pocketed,
        respot: [],
        continues: false,
        nextShooter: me,
        ballInHand: 'kitchen',
        options: ['re-rack'],
        lossOfGame: opp,
        note: NOTES.eightInCalledPocket,
      });
    }
    if (fouls.length > 0)
      return finish(ctx, { legal: false, fouls, pocketed, respot: [], continues: false, nextShooter: opp, ballInHand: 'table', options: [] });
    // WSR: the 8 hit first on an open table is no foul, but the inning ends and nothing counts.
    const eightFirstOpen = !state.groups && facts.firstHits.length > 0 && facts.firstHits.every((b) => b === '8');
    if (eightFirstOpen) {
      return finish(ctx, {
        legal: true,
        fouls,
        pocketed,
        respot: [],
        continues: false,
        nextShooter: opp,
        ballInHand: 'none',
        options: [],
        note: NOTES.eightFirstOnOpenTable,
      });
    }
    // Legal: the inning continues only when the called ball fell in the called pocket (G4b) and no safety was called (G4c).
    const call = callOf(ctx);
    const madeCall = call !== undefined && facts.pocketed.some((p) => p.id === call.ball && p.pocket === call.pocket);
    const continues = madeCall && !state.safety;
    let groups: Record<Player, Group> | undefined;
    if (!state.groups && madeCall && !state.safety) {
      const g = groupOf(call.ball);
      if (g) groups = { [me]: g, [opp]: g === 'solids' ? 'stripes' : 'solids' } as Record<Player, Group>;
    }
    return finish(ctx, {
      legal: true,
      fouls,
      pocketed,
      respot: [],
      continues,
      nextShooter: continues ? me : opp,
      ballInHand: 'none',
      options: [],
      ...(groups ? { groups } : {}),
      ...(madeCall ? {} : wrongPocketNote(ctx)),
    });
  },
};

/** G4b: the note for a called ball that stayed in another pocket than the called one (none otherwise). */
function wrongPocketNote(ctx: GameContext): { note?: Bilingual } {
  const call = callOf(ctx);
  const into = call && ctx.facts.pocketed.find((p) => p.id === call.ball && p.pocket !== call.pocket);
  return call && into ? { note: NOTES.calledBallOtherPocket(call.ball, call.pocket, into.pocket as PocketName) } : {};
}

/**
 * The call the stroke is judged by (G4b, T2.8): the shooter's call, or, when the referee judged the
 * shot obvious, the first object ball the cue ball met in the pocket it dropped into (an obvious
 * shot need not be called). Undefined when there is neither, or the obvious ball did not drop.
 */
function callOf(ctx: GameContext): { readonly ball: string; readonly pocket: PocketName } | undefined {
  const { state, facts } = ctx;
  if (state.call) return state.call;
  if (state.obvious === false) return undefined;
  const first = facts.firstHits[0];
  const dropped = facts.pocketed.find((p) => p.id === first);
  if (first === undefined || !dropped) return undefined;
  if (state.obvious !== true && !obviousInRecord(facts, first, dropped.t)) return undefined;
  return { ball: first, pocket: dropped.pocket as PocketName };
}

/**
 * T2.8 judged from the record, when the referee said nothing either way: the shot was obvious when
 * the cue ball went straight to one object ball (no cushion first, no other ball met with it) and
 * that ball went straight into a pocket: no cushion, no kiss and no combination on its way.
 */
export function obviousInRecord(facts: StrokeFacts, first: string, droppedT: number): boolean {
  if (facts.firstHits.length !== 1 || facts.firstHitT === null) return false;
  const hitT = facts.firstHitT;
  const before = facts.events.filter((e) => e.t <= hitT);
  if (before.some((e) => e.type === 'ball-cushion' && e.balls.includes(CUE))) return false; // a kick
  if (before.some((e) => e.type === 'airborne' && e.balls.includes(CUE))) return false; // a jump
  const way = facts.events.filter((e) => e.t > hitT && e.t < droppedT && e.balls.includes(first));
  // A touch of the pocket's jaws on the way in does not make it a bank: only the cushion's nose does.
  return !way.some((e) => e.type === 'ball-ball' || (e.type === 'ball-cushion' && e.part === 'nose') || e.type === 'airborne');
}

/** Whether the stroke's call was judged obvious from the record (T2.8: no call given, none refused). */
function obviousFromRecord(ctx: GameContext): boolean {
  // A called safety calls no ball (G4): nothing of it is judged as an obvious shot.
  return !ctx.state.call && !ctx.state.safety && ctx.state.obvious === undefined && callOf(ctx) !== undefined;
}

// ---------------------------------------------------------------- 14.1 straight pool

const straightPool: Game = {
  legalTarget: (_ctx, id) => id !== CUE,
  waivesContactRules: () => false,
  decide(ctx) {
    const { facts, state } = ctx;
    const me = state.shooter,
      opp = other(me);
    const fouls = [...ctx.fouls];
    const pocketed = facts.pocketed.map((p) => p.id);
    const offObjects = facts.offTable.filter((o) => o.id !== CUE).map((o) => o.id);
    const call = callOf(ctx);
    const madeCall = call !== undefined && facts.pocketed.some((p) => p.id === call.ball && p.pocket === call.pocket);
    const scratch = facts.cuePocketedT !== null || facts.offTable.some((o) => o.id === CUE);
    const delta = zero();
    if (state.phase === 'break' && !madeCall) {
      const cueToCushion = facts.events.some((e) => e.type === 'ball-cushion' && e.balls[0] === CUE);
      const legalBreak = cueToCushion && objectBallsToCushion(facts) >= STRAIGHT_POOL_BREAK_MIN_BALLS;
      if (!legalBreak) {
        // Breaking foul: -2, not counted among the three fouls; the opponent accepts the table or has the breaker break again.
        delta[me] = STRAIGHT_POOL_BREAK_FOUL_POINTS;
        return finish(ctx, {
          legal: false,
          fouls: [...fouls, foul('breaking-foul', null)],
          pocketed,
          respot: [...pocketed, ...offObjects],
          continues: false,
          nextShooter: opp,
          // G29: with a scratch too, accepting the table means the cue ball in hand behind the head string (WPA 14.1).
          ballInHand: scratch ? 'kitchen' : 'none',
          options: ['accept-table', 're-break'],
          scoreDelta: delta,
        });
      }
    }
    if (fouls.length > 0) {
      delta[me] = STRAIGHT_POOL_FOUL_POINTS;
      const third = countedPriorFouls(state) >= THREE_FOULS - 1;
      if (third) {
        // Third foul in a row: a further -15, all fifteen balls re-racked, the offender breaks.
        delta[me] += STRAIGHT_POOL_THIRD_FOUL_EXTRA;
        return finish(ctx, {
          legal: false,
          fouls: [...fouls, foul('three-fouls', null)],
          pocketed,
          respot: [],
          continues: false,
          nextShooter: me,
          ballInHand: 'kitchen',
          options: ctx.options.straightPoolThirdFoulAcceptTable ? ['re-rack-fifteen', 'accept-table'] : ['re-rack-fifteen'],
          scoreDelta: delta,
        });
      }
      return finish(ctx, {
        legal: false,
        fouls,
        pocketed,
        respot: [...pocketed, ...offObjects],
        continues: false,
        nextShooter: opp,
        ballInHand: scratch ? 'kitchen' : 'none',
        options: [],
        scoreDelta: delta,
      });
    }
    if (madeCall && !state.safety) {
      // WPA-14.1-scoring with G33: every ball pocketed on the legal stroke scores a point.
      delta[me] = pocketed.length;
      const left = objectBallsOnTable(facts).filter((id) => !pocketed.includes(id) && !offObjects.includes(id)).length;
      const won = state.target !== undefined && state.score[me] + delta[me] >= state.target;
      const rerack = won ? null : left === 1 ? 're-rack-fourteen' : left === 0 ? 're-rack-fifteen' : null;
      const placement = rerack ? rerackPlacement(ctx, pocketed, offObjects) : undefined;
      const rackNote = rerack === 're-rack-fourteen' ? NOTES.rerackFourteen : rerack === 're-rack-fifteen' ? NOTES.rerackFifteen : undefined;
      const moves = placement ? rerackMovesNote(ctx, placement) : null;
      const note: Bilingual | undefined = rackNote && moves ? join(rackNote, moves) : rackNote;
      return finish(ctx, {
        legal: true,
        fouls,
        pocketed,
        respot: offObjects,
        continues: !won,
        nextShooter: me,
        // WPA 14.1: a cue ball in the rack area is taken in hand behind the head string.
        ballInHand: placement?.cue === 'kitchen' ? 'kitchen' : 'none',
        options: rerack ? [rerack] : [],
        scoreDelta: delta,
        lossOfGame: won ? opp : null,
        ...(note ? { note } : {}),
        ...(placement ? { rerack: placement } : {}),
      });
    }
    // Legal stroke without a made call (a miss, a safety, or balls pocketed illegally): respotted, inning over.
    return finish(ctx, {
      legal: true,
      fouls,
      pocketed,
      respot: [...pocketed, ...offObjects],
      continues: false,
      nextShooter: opp,
      ballInHand: 'none',
      options: [],
      scoreDelta: delta,
      ...wrongPocketNote(ctx),
      ...uncalledNote(ctx, pocketed),
    });
  },
};

/** T2.8: balls pocketed with no call on a shot that was not obvious score nothing (none otherwise). */
function uncalledNote(ctx: GameContext, pocketed: readonly string[]): { note?: Bilingual } {
  if (ctx.state.safety && pocketed.length > 0) return { note: NOTES.safetyPocketed(pocketed) }; // G4
  if (ctx.state.call || ctx.state.safety || pocketed.length === 0 || callOf(ctx)) return {};
  return { note: NOTES.uncalledNotObvious(pocketed, ctx.state.obvious === false) };
}

// ---------------------------------------------------------------- lag

/** Scan step along a lag ball's path for the centre-line crossing (G5.1), s: a ball cannot cross and return within it. */
const LAG_SCAN_STEP_S = 0.005;
/** Precision of the reported crossing time, s. */
const LAG_CROSSING_TOLERANCE_S = 1e-6;

/**
 * G5 (placement): a lag ball is played from behind the head string, not from it ("guľa v rozohre
 * sa nesmie odohrať z hranice záhlavia"). One placed on the line is placed again, with no penalty
 * (rules-matrix S08, G15): the lag is taken again.
 */
export function lagBallOnHeadString(record: ShotRecord, table: TableGeometry, ball: string): boolean {
  const start = record.snapshot.balls.find((b) => b.id === ball);
  return start !== undefined && start.x >= table.headStringX - HEAD_STRING_HALF_WIDTH_M;
}

/** How far a lag ball starts past the head string, outside the kitchen, m; null when it is behind it or on the line itself (G15). */
export function lagBallPastHeadStringM(record: ShotRecord, table: TableGeometry, ball: string): number | null {
  const start = record.snapshot.balls.find((b) => b.id === ball);
  const past = start === undefined ? 0 : start.x - table.headStringX;
  return past > HEAD_STRING_HALF_WIDTH_M ? past : null;
}

/** G5: each lag ball's losing conditions, from its events and its path. */
export function lagFailures(record: ShotRecord, table: TableGeometry, ball: string): Foul[] {
  const out: Foul[] = [];
  const ev = record.events.filter((e) => e.balls.includes(ball));
  const start = record.snapshot.balls.find((b) => b.id === ball);
  const traj = record.trajectory.balls.find((b) => b.id === ball);
  if (start && traj) {
    const side = Math.sign(start.y);
    const across = (t: number): boolean => {
      const s = sampleBall(record, traj, t);
      return s !== null && s.mode !== 'pocketed' && s.mode !== 'tumbling' && Math.sign(s.r[1]) === -side && s.r[1] !== 0;
    };
    // Scan the closed-form path, then bisect the first crossing to a microsecond: the evidence shows when it happened.
    for (let k = 0; k * LAG_SCAN_STEP_S <= record.trajectory.endT; k++) {
      if (!across(k * LAG_SCAN_STEP_S)) continue;
      let lo = Math.max(0, (k - 1) * LAG_SCAN_STEP_S),
        hi = k * LAG_SCAN_STEP_S;
      while (k > 0 && hi - lo > LAG_CROSSING_TOLERANCE_S) {
        const mid = (lo + hi) / 2;
        if (across(mid)) hi = mid;
        else lo = mid;
      }
      out.push(foul('lag-lost', hi, { ball, rule: 'G5.1' }));
      break;
    }
  }
  if (!ev.some((e) => e.type === 'ball-cushion' && e.cushion === 'foot')) out.push(foul('lag-lost', null, { ball, rule: 'G5.2' }));
  const pk = ev.find((e) => e.type === 'pocketed');
  if (pk) out.push(foul('lag-lost', pk.t, { ball, rule: 'G5.3' }));
  const off = ev.find((e) => e.type === 'off-table');
  if (off) out.push(foul('lag-lost', off.t, { ball, rule: 'G5.4' }));
  const side = ev.find((e) => e.type === 'ball-cushion' && (e.cushion === 'left' || e.cushion === 'right'));
  if (side) out.push(foul('lag-lost', side.t, { ball, rule: 'G5.5' }));
  const heads = ev.filter((e) => e.type === 'ball-cushion' && e.cushion === 'head');
  if (heads.length >= 2) out.push(foul('lag-lost', heads[1]!.t, { ball, rule: 'G5.6' }));
  const fin = record.final.balls.find((b) => b.id === ball);
  if (fin && fin.x !== undefined && fin.x < table.noses.head) out.push(foul('lag-lost', null, { ball, rule: 'G5.7' }));
  return out;
}

const lag: Game = {
  legalTarget: () => true,
  waivesContactRules: () => true,
  decide(ctx) {
    const { record, table } = ctx;
    const misplaced = (['lag-A', 'lag-B'] as const).filter((id) => lagBallOnHeadString(record, table, id));
    if (misplaced.length > 0) {
      return finish(ctx, {
        legal: true,
        fouls: [],
        headline: join(...misplaced.map((id) => lagPlacementSentence(id, lagBallPastHeadStringM(record, table, id)))),
        pocketed: [],
        respot: [],
        continues: false,
        nextShooter: ctx.state.shooter,
        ballInHand: 'kitchen',
        options: ['replay-lag'],
        note: NOTES.lagReplayed,
      });
    }
    const fa = lagFailures(record, table, 'lag-A');
    const fb = lagFailures(record, table, 'lag-B');
    const x = (id: string) => record.final.balls.find((b) => b.id === id)?.x ?? Infinity;
    let winner: Player | null = null;
    if (fa.length === 0 && fb.length > 0) winner = 'A';
    else if (fb.length === 0 && fa.length > 0) winner = 'B';
    else if (fa.length === 0 && fb.length === 0 && Math.abs(x('lag-A') - x('lag-B')) >= LAG_TIE_M) winner = x('lag-A') < x('lag-B') ? 'A' : 'B';
    const fouls = [...fa, ...fb];
    // The ruling is "legal" only when both lags were valid; the first breach (by time) heads the explanation.
    // When both lost, each player's first breach is named (and the lag is replayed).
    const breaches = [enforcedFoul(fa), enforcedFoul(fb)].filter((f): f is Foul => f !== null);
    const headline = breaches.length ? join(...breaches.map((f) => lagLostSentence(f.ball ?? '', f.rule))) : undefined;
    const legal = fouls.length === 0;
    if (!winner) {
      return finish(ctx, {
        legal,
        fouls,
        ...(headline ? { headline } : {}),
        pocketed: [],
        respot: [],
        continues: false,
        nextShooter: ctx.state.shooter,
        ballInHand: 'kitchen',
        options: ['replay-lag'],
        note: NOTES.lagReplayed,
      });
    }
    return finish(ctx, {
      legal,
      fouls,
      ...(headline ? { headline } : {}),
      pocketed: [],
      respot: [],
      continues: false,
      nextShooter: winner,
      ballInHand: 'kitchen',
      options: ['break', 'give-break'],
      note: NOTES.lagWon(winner),
    });
  },
};

export const GAMES: Readonly<Record<GameType, Game>> = {
  practice,
  'nine-ball': nineBall,
  'eight-ball': eightBall,
  'straight-pool': straightPool,
  lag,
};

/**
 * The balls the shooter may hit first, with these balls on the table, by the game's own
 * `legalTarget` (for the advisor, issue 19: it plans with the rules, it does not copy them). The
 * stroke-independent part of the context is a record of the table before the stroke.
 */
export function legalTargets(
  state: GameState,
  balls: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
  table: TableGeometry,
  options: RuleOptions,
): string[] {
  const record: ShotRecord = {
    snapshot: { balls: balls.map((b) => ({ id: b.id, x: b.x, y: b.y, z: 0 })), frozen: [] },
    events: [],
    final: { balls: [] },
    trajectory: { balls: [], endT: 0, spinDecel: 0, ballRadius: 0 },
  };
  const ctx: GameContext = { state, record, facts: strokeFacts(record), table, options, fouls: [] };
  const game = GAMES[state.game];
  return balls.map((b) => b.id).filter((id) => id !== CUE && game.legalTarget(ctx, id));
}
