/**
 * The push-out of 9-ball (WPA 9-ball rules; the seeds keep the English term): on the stroke right
 * after the break the shooter may announce a push-out, on which the cue ball need not meet the
 * lowest ball or a cushion (`rules/games/nine-ball.ts`, WPA-9B-push-out); the opponent then plays the table
 * left or hands it back. A professional pushes out when the table after the break offers nothing
 * good, to a place that leaves a shot about even for whoever must play it.
 *
 * Valued as the search values strokes (evaluate.ts, in units of a pot that keeps the table): let V be
 * the value of the best stroke from the table the push-out leaves, for whoever plays it. The
 * opponent, as good as the shooter, plays it when V > 0 (the shooter's outcome: -V) and hands it
 * back otherwise (the shooter plays: V); the push-out is worth -|V| either way, at best nothing. So
 * it is offered only where every stroke of the search is worth less than that: a hooked or hopeless
 * table, where the best stroke fouls or leaves the opponent a good shot.
 *
 * The search: rolls of the cue ball at each object ball and in a full turn (PUSH_OUT_DIRECTIONS), at
 * PUSH_OUT_SPEEDS_MPS, a centre hit (contact with any ball is legal on a push-out), played through the engine and judged as push-outs; a
 * roll that fouls (a scratch, a ball off the table) is dropped. The tables left, those where the next
 * player sees the lowest ball first, are screened by his best direct pot by the geometry
 * (`nextShotChance`): the one nearest each of the levels PUSH_OUT_LEVELS is valued by the search itself for the next player (a smaller search:
 * PUSH_OUT_LOOK, no push-out in it, the phase over); the best few by -|V| are played again under the
 * shooter's noise (PUSH_OUT_SAMPLES) and a foul in a sample costs FOUL_VALUE.
 */
import { createRng } from '../math/rng.ts';
import { sinCosDeg } from '../math/trig.ts';
import { normalize, sub, type Vec2 } from '../math/vec2.ts';
import { afterStroke, type GameState, legalTargets } from '../rules/index.ts';
import type { Advice, SearchOptions, Suggestion } from './advise.ts';
import { centreHit, type Candidate } from './candidates.ts';
import { blocked } from './geometry.ts';
import { cleared, FOUL_VALUE, nextShotChance, noisy, strikeAndRule, strokeOf, unlessEngineFails, type Situation } from './evaluate.ts';
import { safetyOf } from './last-resort.ts';

/**
 * Directions of the rolls tried (every 15 degrees) and their stick speeds, m/s: rolls of about 0.3,
 * 0.9 and 2 m, and two firm strokes that open a cluster the cue ball meets (any contact is legal).
 */
export const PUSH_OUT_DIRECTIONS = 24;
export const PUSH_OUT_SPEEDS_MPS = [0.6, 1.0, 1.5, 2.5, 4] as const;
/**
 * The next player's geometric chance of his best pot at which the tables are valued by the search:
 * the one nearest each level. On the tables of the tests (test/advisor/push-out.test.ts) the
 * search's value of the next stroke crossed nothing where that chance was 0 to 0.4 (a long or thin
 * pot, or none and a safety), and was above 1 on most tables above 0.4 (the next player pots).
 */
export const PUSH_OUT_LEVELS = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4] as const;
/** The push-outs (best by -|V|) played again under the shooter's noise, and the noisy strokes each. */
export const PUSH_OUT_FINALISTS = 3;
export const PUSH_OUT_SAMPLES = 8;
/** The next player's search on a table a push-out leaves: its shortlist and noisy strokes (the level's are 8 and 16 at the ICGA noise). */
export const PUSH_OUT_LOOK = { shortlist: 3, samples: 6 } as const;
/** Seed offset of the push-out's noisy samples (far from the search's own). */
const PUSH_OUT_SEED = 122_949_829;

/** Whether the shooter may push out now: 9-ball, the stroke after the break, the cue ball where it lies (with it in hand the search places it). */
export function pushOutOpen(state: GameState): boolean {
  return state.game === 'nine-ball' && state.phase === 'push-out-available' && state.ballInHand === 'none' && !state.pushOut;
}

/** Whether a ruling's options are the choice after a push-out (WPA 9-ball: play the table left, or hand it back). */
export function choiceAfterPushOut(options: readonly string[]): boolean {
  return options.includes('pass-back');
}

/**
 * The answer to the opponent's push-out by the model the push-out is chosen by: the player to shoot
 * plays the table when the best stroke he finds there (`best`, from the search) is worth more than
 * nothing, and hands it back otherwise.
 */
export function pushOutAnswer(best: { readonly value: number } | null): 'accept-table' | 'pass-back' {
  return best !== null && best.value > 0 ? 'accept-table' : 'pass-back';
}

interface Rolled {
  readonly c: Candidate;
  /** The next player's best pot by the geometry, on the table the roll leaves. */
  readonly q: number;
  /** Whether the next player sees the lowest ball whole (a straight line to its centre passes no ball). */
  readonly inView: boolean;
  readonly next: Situation;
}

/**
 * The best push-out from `cue`, as a suggestion (`pushOut: true`, its value -|V| less its fouls;
 * `chance` 0: the shooter never keeps the table on a push-out), or null when no roll is legal.
 * `look` runs the next player's search (advise.ts, passed in to keep the modules' order one way).
 */
export function pushOutAdvice(
  s: Situation,
  cue: Vec2,
  seed: number,
  look: (s: Situation, seed: number, search: SearchOptions) => Advice,
  search: SearchOptions,
): { suggestion: Suggestion | null; sims: number } {
  const push: Situation = { ...s, state: { ...s.state, pushOut: true } };
  const onTable = s.balls.filter((b) => !b.pocket);
  const target = legalTargets(s.state, onTable, s.table, s.options)[0] ?? '';
  let sims = 0;
  const rolled: Rolled[] = [];
  for (const dir of directions(onTable, cue)) {
    for (const v of PUSH_OUT_SPEEDS_MPS) {
      const c = cleared(push, centreHit(target, dir, v), cue);
      if (!c) continue;
      const r = unlessEngineFails(() => leaves(push, c, cue));
      sims++;
      if (r) rolled.push(r);
    }
  }
  const screened = nearestEachLevel(rolled);
  const valued = screened.flatMap((r, k) => {
    const a = unlessEngineFails(() => look(r.next, seed + 7 * k, lookSearch(search)));
    if (!a) return [];
    sims += a.simulations;
    const best = a.suggestions[0];
    return best ? [{ r, v: best.value }] : [];
  });
  valued.sort((a, b) => Math.abs(a.v) - Math.abs(b.v));
  let chosen: { c: Candidate; value: number; foulChance: number } | null = null;
  for (const { r, v } of valued.slice(0, PUSH_OUT_FINALISTS)) {
    const fouls = foulsUnderNoise(push, r.c, cue, seed + PUSH_OUT_SEED);
    sims += PUSH_OUT_SAMPLES;
    const value = (1 - fouls) * -Math.abs(v) - fouls * FOUL_VALUE;
    if (!chosen || value > chosen.value) chosen = { c: r.c, value, foulChance: fouls };
  }
  if (!chosen) return { suggestion: null, sims };
  return { suggestion: { ...safetyOf(target, cue, chosen.c, { ...chosen, chance: 0 }), pushOut: true }, sims };
}

/** The rolls' directions: at each object ball's centre (a cluster opened, a ball moved), then a full turn. */
function directions(onTable: readonly { id: string; x: number; y: number }[], cue: Vec2): Vec2[] {
  const at = onTable.filter((b) => b.id !== 'cue').map((b) => normalize(sub([b.x, b.y], cue)));
  const turn = Array.from({ length: PUSH_OUT_DIRECTIONS }, (_, k): Vec2 => {
    const [sn, cs] = sinCosDeg((360 * k) / PUSH_OUT_DIRECTIONS);
    return [cs, sn];
  });
  return [...at, ...turn];
}

/** The table a legal push-out roll leaves, for the next player; null when the roll fouls. */
function leaves(push: Situation, c: Candidate, cue: Vec2): Rolled | null {
  const played = strikeAndRule(push, c, cue, strokeOf(c), true);
  if (played.ruling.enforced || played.ruling.lossOfGame !== null) return null;
  const next = afterStroke(push.table, push.params, { balls: played.balls, state: played.state }, played.record, played.ruling, 0);
  // Whoever plays the table (the opponent, or the shooter handed it back) plays it as it lies, searched smaller (PUSH_OUT_LOOK).
  const balls = [...next.balls, ...(next.inPockets ?? [])];
  const situation: Situation = { ...push, balls, state: next.state, noise: { ...push.noise, ...PUSH_OUT_LOOK } };
  const onTable = balls.filter((b) => !b.pocket);
  const cueBall = onTable.find((b) => b.id === 'cue');
  const lowest = onTable.find((b) => b.id === legalTargets(next.state, onTable, push.table, push.options)[0]);
  const inView =
    !!cueBall && !!lowest && !blocked([cueBall.x, cueBall.y], [lowest.x, lowest.y], onTable, ['cue', lowest.id], 2 * push.params.ballRadiusM);
  return { c, q: nextShotChance(situation, balls, next.state), inView, next: situation };
}

/**
 * For each of PUSH_OUT_LEVELS the roll whose table's geometric chance lies nearest it (each roll
 * once), among the tables where the next player sees the lowest ball first: a hooked table is worth
 * about a foul to whoever plays it, the push-out then nothing gained (a hooked one only where no
 * table leaves the ball in view).
 */
function nearestEachLevel(rolled: readonly Rolled[]): Rolled[] {
  const open = rolled.filter((r) => r.inView);
  const pool = open.length > 0 ? open : rolled;
  const out: Rolled[] = [];
  for (const level of PUSH_OUT_LEVELS) {
    let best: Rolled | null = null;
    for (const r of pool) if (!out.includes(r) && (!best || Math.abs(r.q - level) < Math.abs(best.q - level))) best = r;
    if (best) out.push(best);
  }
  return out;
}

/** The smaller search the next player's table is valued with: no local search, no hook sweep, its own estimate reported, no push-out. */
function lookSearch(search: SearchOptions): SearchOptions {
  return { ...search, localSearch: false, sideSpin: false, hookSweep: false, reportedSamples: 0, pushOut: false, finalists: 1 };
}

/** The share of PUSH_OUT_SAMPLES noisy push-out rolls that foul. */
function foulsUnderNoise(push: Situation, c: Candidate, cue: Vec2, seed: number): number {
  const rng = createRng(seed);
  let fouls = 0;
  for (let k = 0; k < PUSH_OUT_SAMPLES; k++) {
    const played = unlessEngineFails(() => strikeAndRule(push, c, cue, noisy(strokeOf(c), push.noise, rng), true));
    if (!played || played.ruling.enforced) fouls++;
  }
  return fouls / PUSH_OUT_SAMPLES;
}
