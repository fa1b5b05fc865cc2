/**
 * The category-A general rules decided from the event log and the snapshot, independent of the
 * game (the game supplies which balls are legal targets and whether a push-out waives G17/G18).
 */
import { type CueTipContactEvent, sampleBall, type ShotRecord } from '../physics/index.ts';
import type { CushionName, TableGeometry } from '../table/geometry.ts';
import type { FoulCode } from './fouls.ts';
import { FOULS } from './fouls.ts';
import { CUE, type StrokeFacts } from './stroke-facts.ts';
import {
  AT_REST_SPEED_M_S,
  AT_REST_SPIN_RAD_S,
  DRAW_CREEP_DIAMETERS,
  HEAD_STRING_HALF_WIDTH_M,
  JUMP_STROKE_MIN_ELEVATION_DEG,
  PUSH_FOLLOW_MAX_DIAMETERS,
  PUSH_PACE_PROBE_S,
  PUSH_WATCH_S,
  PUSH_SHOT_CONTACT_S,
  PUSH_SPEED_RATIO,
  PUSH_ZONE_M,
} from './thresholds.ts';
import type { Foul, GameState } from './types.ts';
import type { RuleOptions } from './options.ts';

export interface GeneralContext {
  readonly record: ShotRecord;
  readonly facts: StrokeFacts;
  readonly state: GameState;
  readonly table: TableGeometry;
  /** Whether the cue ball may meet this ball first. */
  readonly legalTarget: (id: string) => boolean;
  /** 9-ball push-out: the first-contact and cushion rules (G17, G18) do not apply. */
  readonly waiveContactRules: boolean;
  readonly options: RuleOptions;
  /** T2.21, G9: the shooter was warned before the stroke that the cue ball in hand lay outside the kitchen. */
  readonly kitchenWarned?: boolean;
}

export const foul = (code: FoulCode, t: number | null, extra: { ball?: string; rule?: string } = {}): Foul => ({
  code,
  rule: extra.rule ?? FOULS[code].rule,
  t,
  ...(extra.ball ? { ball: extra.ball } : {}),
});

const CUSHIONS: readonly string[] = ['head', 'foot', 'left', 'right'];

/** Balls frozen to the cue ball at the strike (snapshot, gap within the frozen tolerance). */
function frozenToCue(record: ShotRecord): Set<string> {
  const out = new Set<string>();
  for (const f of record.snapshot.frozen) {
    if (f.kind !== 'ball') continue;
    if (f.a === CUE) out.add(f.b);
    if (f.b === CUE) out.add(f.a);
  }
  return out;
}

/** G22, G23, G3, G20: the tip and stick layer (D1 layer 1). */
function strokeFouls(ctx: GeneralContext): Foul[] {
  const out: Foul[] = [];
  const { record, facts } = ctx;
  const tips = facts.events.filter((e): e is CueTipContactEvent => e.type === 'cue-tip-contact');
  const second = tips.find((e) => e.count >= 2);
  if (second) out.push(foul('double-hit', second.start)); // G22b
  const long = tips.find((e) => e.end - e.start > PUSH_SHOT_CONTACT_S);
  if (long) out.push(foul('push-shot', long.start)); // G23 (D14)
  // G26: the tip slid off the cue ball (a miscue): a foul on a jump stroke, and on any stroke in
  // the seeds' reading ("Akékoľvek skĺznutie tága po bielej je faul").
  const strike = tips.find((e) => e.count === 1);
  const miscue = facts.events.find((e) => e.type === 'miscue');
  const jump = (strike?.elevationDeg ?? 0) >= JUMP_STROKE_MIN_ELEVATION_DEG;
  if (strike && miscue && jump) out.push(foul('jump-miscue', miscue.t));
  else if (strike && miscue && ctx.options.miscueFoul === 'any') out.push(foul('miscue', miscue.t));
  const frozen = frozenToCue(record);
  const hitT = facts.firstHitT;
  // G22c: a tip contact still in progress when the cue ball meets the object ball.
  const onTip = hitT !== null && tips.some((e) => e.start <= hitT && hitT < e.end);
  if (hitT !== null && onTip && !facts.firstHits.every((b) => frozen.has(b))) {
    out.push(foul('push-through', facts.firstHitT, { ball: facts.firstHits[0] })); // G22c
  }
  for (const e of facts.events) {
    if (e.type !== 'cue-stick-contact') continue;
    const ball = e.balls[0] as string;
    if (ball === CUE && e.part !== 'tip')
      out.push(foul('ferrule-contact', e.t, { ball })); // G3
    else if (ball !== CUE) out.push(foul('stick-touched-ball', e.t, { ball })); // G20 (T1.16.2 on jump/masse)
  }
  // G22d (D11): frozen to several balls and shot into two or more of them at once (simultaneous as
  // T2.10 defines it: the first hits).
  if (facts.firstHits.filter((b) => frozen.has(b)).length >= 2) out.push(foul('shot-into-frozen-balls', facts.firstHitT));
  return out;
}

/**
 * Samples of the cue ball's path in the push-through window (not a rule's number: at most 10 ms
 * apart, finer than the shortest draw reversal the tests see).
 */
const WATCH_SAMPLES = 50;
/** A draw comes back when the cue ball returns by more than this, m (rounding of the sampled path, not a rule's number). */
const REVERSAL_M = 1e-6;

/** T2.20 (D1 layer 2): the referee's push-through tests when the cue ball starts close to the object ball. */
function pushThroughProxy(ctx: GeneralContext, tipDataClean: boolean): Foul | null {
  const { record, facts } = ctx;
  if (facts.firstHitT === null || facts.firstHits.length !== 1) return null;
  const target = facts.firstHits[0] as string;
  const cueSnap = record.snapshot.balls.find((b) => b.id === CUE);
  const obSnap = record.snapshot.balls.find((b) => b.id === target);
  const cueTraj = record.trajectory.balls.find((b) => b.id === CUE);
  const obTraj = record.trajectory.balls.find((b) => b.id === target);
  if (!cueSnap || !obSnap || !cueTraj || !obTraj || cueTraj.segments.length === 0) return null;
  const R = record.trajectory.ballRadius;
  const gap = Math.hypot(cueSnap.x - obSnap.x, cueSnap.y - obSnap.y) - 2 * R;
  if (gap >= PUSH_ZONE_M) return null; // T2.20a
  const t1 = facts.firstHitT;
  const ob = sampleBall(record, obTraj, t1);
  const cue0 = sampleBall(record, cueTraj, t1);
  if (!ob || !cue0) return null;
  const obSpeed = Math.hypot(ob.v[0], ob.v[1]);
  if (obSpeed === 0) return null;
  const ux = ob.v[0] / obSpeed,
    uy = ob.v[1] / obSpeed;
  // Observation window: until the cue ball's next contact or it leaves the bed (into a pocket, off
  // the table: its path there is no longer the stroke's), at most PUSH_WATCH_S (D1).
  const leaves = (type: string) => type === 'ball-ball' || type === 'ball-cushion' || type === 'pocket-drop' || type === 'off-table';
  const next = facts.events.find((e) => e.t > t1 && e.balls.includes(CUE) && leaves(e.type));
  const end = Math.min(next ? next.t : Infinity, t1 + PUSH_WATCH_S, record.trajectory.endT);
  // T2.20c: the cue ball keeps pace with the object ball for 5 ms.
  const probe = Math.min(t1 + PUSH_PACE_PROBE_S, end);
  const c5 = sampleBall(record, cueTraj, probe),
    o5 = sampleBall(record, obTraj, probe);
  if (c5 && o5 && probe > t1) {
    const cueAlong = c5.v[0] * ux + c5.v[1] * uy;
    if (cueAlong >= PUSH_SPEED_RATIO * Math.hypot(o5.v[0], o5.v[1]) && cueAlong > 0) return foul('push-through', t1, { ball: target, rule: 'T2.20' });
  }
  // T2.20d and T2.20b: how far the cue ball runs on along the object ball's line.
  let maxAlong = 0,
    reversed = false;
  for (let k = 1; k <= WATCH_SAMPLES; k++) {
    const s = sampleBall(record, cueTraj, t1 + ((end - t1) * k) / WATCH_SAMPLES);
    if (!s) break;
    const along = (s.r[0] - cue0.r[0]) * ux + (s.r[1] - cue0.r[1]) * uy;
    if (along > maxAlong) maxAlong = along;
    else if (maxAlong > DRAW_CREEP_DIAMETERS * 2 * R && along < maxAlong - REVERSAL_M) reversed = true;
  }
  if (reversed) return foul('push-through', t1, { ball: target, rule: 'T2.20' });
  if (maxAlong > PUSH_FOLLOW_MAX_DIAMETERS * 2 * R && !tipDataClean) return foul('push-through', t1, { ball: target, rule: 'T2.20' });
  return null;
}

/** G17, G18, G37 (with T2.16c), G22a. */
function contactFouls(ctx: GeneralContext): Foul[] {
  const { facts, state } = ctx;
  if (ctx.waiveContactRules) return [];
  if (facts.firstHitT === null) return [foul('no-contact', null)]; // G18
  // T2.10: the shooter gets the benefit of a simultaneous hit.
  if (!facts.firstHits.some(ctx.legalTarget)) return [foul('wrong-ball-first', facts.firstHitT, { ball: facts.firstHits[0] })]; // G17
  const t0 = facts.firstHitT;
  const pocketedAfter = facts.pocketed.some((p) => p.t > t0);
  const hit = facts.firstHits.find(ctx.legalTarget) as string;
  const declared = state.frozenDeclared.find((f) => f.ball === hit && CUSHIONS.includes(f.to));
  if (declared) {
    // G37: the declared frozen ball's own cushion does not count, unless it comes back to it after hitting a ball.
    const own = declared.to as CushionName;
    const frozenRails = (id: string) => state.frozenDeclared.filter((f) => f.ball === id).map((f) => f.to);
    const ok =
      pocketedAfter || // 37.1
      facts.cushionsAfterFirst.some((e) => e.balls[0] === CUE) || // 37.2
      facts.cushionsAfterFirst.some((e) => e.balls[0] === hit && e.cushion !== own) || // 37.3
      facts.cushionsAfterFirst.some(
        (e) =>
          e.balls[0] === hit &&
          e.cushion === own &&
          facts.events.some((b) => b.type === 'ball-ball' && b.balls.includes(hit) && !b.balls.includes(CUE) && b.t > t0 && b.t < e.t),
      ) || // return
      facts.cushionsAfterFirst.some((e) => e.balls[0] !== CUE && e.balls[0] !== hit && !frozenRails(e.balls[0] as string).includes(e.cushion)); // 37.4
    return ok ? [] : [foul('frozen-ball-no-rail', null, { ball: hit })];
  }
  // G18.1 / G18.2 (an undeclared frozen ball driven into its cushion counts, T2.16c).
  if (!pocketedAfter && facts.cushionsAfterFirst.length === 0) return [foul('no-rail-after-contact', null)];
  return [];
}

/** Whether the cue ball was struck from outside the kitchen (its centre on or past the head string, G15). */
export function cueOutsideKitchen(record: ShotRecord, table: TableGeometry): boolean {
  const cue = record.snapshot.balls.find((b) => b.id === CUE);
  return cue !== undefined && cue.x >= table.headStringX - HEAD_STRING_HALF_WIDTH_M;
}

/** G9, G15, G38, T2.21: ball in hand in the kitchen. */
function kitchenFouls(ctx: GeneralContext): Foul[] {
  const { record, facts, state, table } = ctx;
  if (state.ballInHand !== 'kitchen') return [];
  const out: Foul[] = [];
  const xH = table.headStringX;
  const eps = HEAD_STRING_HALF_WIDTH_M;
  if (cueOutsideKitchen(record, table)) {
    // T2.21: "Ak hráč napriek varovaniu zahrá z miesta mimo záhlavia, je to faul"; G9: without a
    // warning before the stroke "je úder pokladaný za správny": the stroke stands as played.
    if (!ctx.kitchenWarned) return [];
    out.push(foul('cue-ball-outside-kitchen', 0)); // T2.21, G9c, G15
  }
  const exitT = facts.kitchenExitT ?? Infinity;
  const firstT = facts.firstHitT ?? Infinity;
  // G9 (D8): coming back into the kitchen counts as having left it; the seeds' text wants a cushion on the way.
  const leftProperly =
    exitT < firstT &&
    (!ctx.options.kitchenReturnNeedsCushion ||
      facts.kitchenReturnT === null ||
      facts.kitchenReturnT > firstT ||
      facts.events.some((e) => e.type === 'ball-cushion' && e.balls[0] === CUE && e.t > exitT && e.t < firstT));
  const inKitchen = (id: string) => {
    const b = record.snapshot.balls.find((s) => s.id === id);
    return b !== undefined && b.x < xH - eps; // G9b, G15: judged by the centre; a ball on the string is playable
  };
  if (!leftProperly && firstT < Infinity && facts.firstHits.every(inKitchen)) {
    out.push(foul('kitchen-ball-shot-directly', firstT, { ball: facts.firstHits[0] })); // G9a, G38c
  }
  const earlyCushion = facts.events.find((e) => e.type === 'ball-cushion' && e.balls[0] === CUE && e.t < Math.min(exitT, firstT));
  if (earlyCushion) out.push(foul('cushion-before-leaving-kitchen', earlyCushion.t)); // G9f, G38a
  const playedLegalBall = firstT < Infinity && facts.firstHits.some((b) => !inKitchen(b)); // G9e, G38b
  if (exitT === Infinity && !playedLegalBall && !facts.cuePocketedT) {
    // G38d: established when the cue ball comes to rest still in the kitchen (enforced before G18's "no contact", which needs all balls at rest).
    const rest = facts.events.find((e) => e.type === 'ball-rest' && e.balls[0] === CUE);
    out.push(foul('cue-ball-did-not-leave-kitchen', rest ? rest.t : null));
  }
  return out;
}

/**
 * G13 (D5): a ball other than the one struck that is still moving or spinning in place when the
 * stick strikes. Read from the record's start state (its trajectory at t = 0), so a scenario that
 * starts with a spinning ball is ruled without a declaration.
 */
export function ballsMovingAtStrike(record: ShotRecord): Foul[] {
  // The balls the stroke itself sets moving: those the tip strikes (the cue ball, or both lag balls,
  // when the record has no tip data), and any ball touched at the instant of the strike (frozen to it).
  const tips = record.events.filter((e) => e.type === 'cue-tip-contact').flatMap((e) => e.balls);
  const struck = new Set<string>(tips.length > 0 ? tips : [CUE, 'lag-A', 'lag-B']);
  for (const e of record.events) if (e.t <= 0) for (const b of e.balls) struck.add(b);
  for (const traj of record.trajectory.balls) {
    if (struck.has(traj.id)) continue;
    const s = traj.segments[0];
    if (!s || s.mode === 'pocketed' || s.mode === 'off-table') continue;
    const speed = Math.hypot(s.v[0], s.v[1], s.v[2]);
    const spin = Math.max(Math.abs(s.w[0]), Math.abs(s.w[1]), Math.abs(s.w[2]));
    if (speed >= AT_REST_SPEED_M_S || spin >= AT_REST_SPIN_RAD_S) return [foul('shot-while-balls-moving', 0, { ball: traj.id })];
  }
  return [];
}

export function generalFouls(ctx: GeneralContext): Foul[] {
  const { facts } = ctx;
  const out: Foul[] = [];
  const stroke = strokeFouls(ctx);
  out.push(...stroke);
  const tips = facts.events.filter((e) => e.type === 'cue-tip-contact');
  const tipDataClean = tips.length > 0 && stroke.length === 0;
  // D1: the referee's proxy (T2.20) judges only what the tip layer (ground truth) has not already called.
  if (!stroke.some((f) => f.code === 'push-through' || f.code === 'double-hit' || f.code === 'push-shot')) {
    const proxy = pushThroughProxy(ctx, tipDataClean);
    if (proxy) out.push(proxy);
  }
  out.push(...contactFouls(ctx));
  if (facts.cuePocketedT !== null) out.push(foul('cue-ball-pocketed', facts.cuePocketedT)); // G19a
  if (facts.touchedPocketedBallT !== null) out.push(foul('cue-ball-touched-pocketed-ball', facts.touchedPocketedBallT)); // G19b
  for (const o of facts.offTable) out.push(foul('ball-off-table', o.t, { ball: o.id })); // G27
  out.push(...kitchenFouls(ctx));
  return out;
}
