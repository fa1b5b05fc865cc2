/**
 * The lag (G5, G6): both players strike at once from behind the head string to the foot cushion and
 * back; a ball that breaks a rule of the lag loses it, the closer valid ball wins and its player
 * chooses who breaks; both invalid, or a tie within LAG_TIE_M, and the lag is played again.
 */
import { sampleBall, type ShotRecord } from '../../physics/index.ts';
import type { TableGeometry } from '../../table/geometry.ts';
import { join, lagLostSentence, lagPlacementSentence, NOTES, type Bilingual } from '../../i18n/rulings.ts';
import { enforcedFoul } from '../fouls.ts';
import { foul } from '../general-fouls.ts';
import { HEAD_STRING_HALF_WIDTH_M, LAG_TIE_M } from '../thresholds.ts';
import type { Foul, GameState, Player } from '../types.ts';
import { NO_CAPABILITIES, type Game, type Outcome } from './game.ts';
import { ruleOutcome } from './ruling.ts';

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

/** G5.1: the first time the ball is across the long string, on the other player's half (null: never). */
function crossingT(record: ShotRecord, ball: string): number | null {
  const start = record.snapshot.balls.find((b) => b.id === ball);
  const traj = record.trajectory.balls.find((b) => b.id === ball);
  if (!start || !traj) return null;
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
    return hi;
  }
  return null;
}

/** G5: each lag ball's losing conditions, from its events and its path. */
export function lagFailures(record: ShotRecord, table: TableGeometry, ball: string): Foul[] {
  const out: Foul[] = [];
  const ev = record.events.filter((e) => e.balls.includes(ball));
  const crossed = crossingT(record, ball);
  if (crossed !== null) out.push(foul('lag-lost', crossed, { ball, rule: 'G5.1' }));
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

/** The lag is played again: no winner (G5), nobody chooses yet. */
function lagAgain(state: GameState, legal: boolean, fouls: Foul[], headline: Bilingual | undefined): Outcome {
  return {
    legal,
    fouls,
    ...(headline ? { headline } : {}),
    pocketed: [],
    respot: [],
    continues: false,
    nextShooter: state.shooter,
    ballInHand: 'kitchen',
    options: ['replay-lag'],
    note: NOTES.lagReplayed,
  };
}

/** The lag is won (G6): its winner chooses to break or to give the break. */
function lagWon(winner: Player, legal: boolean, fouls: Foul[], headline: Bilingual | undefined): Outcome {
  return {
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
  };
}

export const lag: Game = {
  ...NO_CAPABILITIES,
  type: 'lag',
  picksBreaker: true,
  breakFoulBallInHandAnywhere: false,
  legalTarget: () => true,
  waivesContactRules: () => true,
  decide(ctx) {
    const { record, table } = ctx;
    const misplaced = (['lag-A', 'lag-B'] as const).filter((id) => lagBallOnHeadString(record, table, id));
    if (misplaced.length > 0) {
      const headline = join(...misplaced.map((id) => lagPlacementSentence(id, lagBallPastHeadStringM(record, table, id))));
      return ruleOutcome(lag, ctx, lagAgain(ctx.state, true, [], headline));
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
    return ruleOutcome(lag, ctx, winner ? lagWon(winner, legal, fouls, headline) : lagAgain(ctx.state, legal, fouls, headline));
  },
};
