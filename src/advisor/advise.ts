/**
 * The shot advisor: given the balls, the game and its state, the strokes a strong player
 * would consider, ranked by their value under the player's execution noise. The search, seeded and
 * deterministic:
 *  1. where the cue ball is in hand, the places a player would put it (behind each legal target on
 *     its line to each pocket, straight and at a slight angle), the best few by the look ahead;
 *  2. the candidates of candidates.ts from each place, and kicks and jumps out of a hook (escapes.ts);
 *  3. each pot aimed through the engine (a direct pot by its object ball's departure, refine; a
 *     bank, a kick or a combination by its ball's miss at the pocket, aim-by-miss.ts; a kick out of
 *     a hook by the cue ball's offset at its ball), then played once without noise and judged by
 *     the adjudicator (a safety too: one that drops a ball is that pot);
 *  4. the best `shortlist` pots (with `centre`, each first turned to the middle of its window of
 *     potting aims, window.ts) and the best SAFETIES_SCORED safeties, scored under `samples` noisy
 *     strokes each;
 *  5. a local search round the best two (slower, firmer, more draw, more follow; side spin either
 *     way, aimed again), scored the same way;
 *  6. with `finalists` above 1, the best few scored again on fresh samples and chosen among; the
 *     chances reported measured on samples no choice saw;
 *  7. when no candidate clears the stick, the least bad stroke of a full turn (last-resort.ts); when
 *     the best stroke found fouls in half its samples or more (a hook no kick or jump escapes), the legal
 *     windows of a fine full turn, scored under noise (hook-sweep.ts).
 * Depth: the next shot is looked at geometrically (its pot chance under the same aim error,
 * evaluate.ts), and with `pattern` the shot after it (pattern.ts: from where the next pot's cue
 * ball can go), two shots ahead. The screen (step 3) is a branch and bound: pots in the order of
 * the most their geometric chance lets them score, none played once the shortlist is out of reach.
 */
import type { Vec2 } from '../math/vec2.ts';
import { atan2, exp, sinCosDeg } from '../math/trig.ts';
import { type BallInput, miscueLimit, placementProblem } from '../physics/index.ts';
import { cueBallPlacementProblem, HEAD_STRING_HALF_WIDTH_M, legalTargets } from '../rules/index.ts';
import type { PocketName } from '../table/geometry.ts';
import { asPot, candidates, pocketAims, type Candidate, type StrokeKind } from './candidates.ts';
import {
  cleared,
  LEAVE_WEIGHT,
  MAX_CLEARING_ELEVATION_DEG,
  MAX_JUMP_ELEVATION_DEG,
  nextShotChance,
  PATTERN_WEIGHT,
  patternValue,
  play,
  POSITION_WEIGHT,
  RACK_VALUE,
  refine,
  shotOf,
  strokeOf,
  underNoise,
  unlessEngineFails,
  type Situation,
} from './evaluate.ts';
import { potChance } from './geometry.ts';
import { lastResort } from './last-resort.ts';
import { aimByMiss } from './aim-by-miss.ts';
import { centreOfWindow } from './window.ts';
import { pushOutAdvice, pushOutOpen } from './push-out.ts';
import { hookSweep, HOOK_SWEEP_FOUL_CHANCE } from './hook-sweep.ts';
import { aimEscape, escapeJumps, escapeKicks } from './escapes.ts';

export interface Suggestion {
  readonly kind: StrokeKind;
  readonly target: string;
  readonly pot: { readonly ball: string; readonly pocket: PocketName } | null;
  /** Where the cue ball is played from (placed there when it was in hand). */
  readonly cue: Vec2;
  /** The stroke as a scenario `shot` (aimDeg, cueSpeed, tip, elevationDeg). */
  readonly shot: {
    readonly aimDeg: number;
    readonly cueSpeed: number;
    readonly tip: { readonly side: number; readonly height: number };
    readonly elevationDeg: number;
  };
  /** Share of the noisy samples in which the shooter kept the table, and in which he fouled. */
  readonly chance: number;
  readonly foulChance: number;
  /** Mean value under noise (evaluate.ts), the ranking. */
  readonly value: number;
  /** A 9-ball push-out (push-out.ts): announced with the stroke; the opponent then chooses who plays on. */
  readonly pushOut?: true;
}

export interface Advice {
  readonly suggestions: readonly Suggestion[];
  /** Strokes simulated for this advice, and candidates generated. */
  readonly simulations: number;
  readonly candidates: number;
}

/**
 * Below this chance to keep the table the stroke ranked first is a defensive choice (a safety, a
 * kick, a long shot played for its leave), and the choice is made among DEFENSIVE_FINALISTS on
 * fresh shared samples whatever `finalists` says. On the hooked table of test/advisor/escapes.test.ts
 * the search's own 16 samples ranked a kick first that fouled 52 % of 128 fresh strokes; among
 * four finalists a safety fouling 10 % is chosen.
 */
export const DEFENSIVE_CHANCE = 0.5;
export const DEFENSIVE_FINALISTS = 4;

/** A stroke scored under noise, from where it is played. */
interface Scored {
  readonly c: Candidate;
  readonly cue: Vec2;
  readonly value: number;
  readonly chance: number;
  readonly foulChance: number;
  readonly sims: number;
}

/** Offsets of the seeds of the fresh noisy samples the finalists are chosen on, and of those that measure the chosen strokes' chances (far from the search's own and each other's). */
const FINAL_SEED = 32_452_843;
const HELD_OUT_SEED = 15_485_863;
/** The finalists' samples per stroke (within about 0.09 of the truth: one standard error at 50 %). */
const HELD_OUT_SAMPLES = 32;
/**
 * The samples a reported chance is measured on (one standard error 0.044 at 50 %). With 32, strokes
 * banded by their reported chance were made more often than reported in the middle bands (at the
 * ICGA noise 50 % reported, 59 % made): most strokes are easy, and a noisy estimate that falls in a
 * middle band belongs more often to an easy stroke than to a hard one. 128 shrink that four times.
 */
export const REPORTED_SAMPLES = 128;
/** Refinement rounds for a pot's aim. */
const REFINE_ROUNDS = 3;
/** Ball in hand: distances behind the target (m) and turns off the straight line (fractions of a radian) tried, and the places kept. */
const PLACE_BACK_M = [0.2, 0.45] as const;
const PLACE_TURN = [0, 0.25, -0.25] as const;
const PLACES_KEPT = 3;
/** Places tried through the engine, and the noisy strokes each. */
const PLACES_TRIED = 8,
  PLACE_SAMPLES = 4;
/** Local search: the variations of a stroke tried round the best two. */
const LOCAL = [
  { speed: 0.85, height: 0 },
  { speed: 1.2, height: 0 },
  { speed: 1, height: -0.3 },
  { speed: 1, height: 0.3 },
] as const;

/**
 * How the search runs: `centre`, each shortlisted pot aimed at the middle of its window (window.ts).
 * Off by default: on 200 benchmark racks at the ICGA noise it ran out 11.0 % and then (after the
 * high-tip change) 14.5 % against 11.5 % without it (95 % intervals about 7 points wide either
 * side): no gain the samples can tell, for 5-30 % more CPU (`npm run bench:advisor -- --level tournament`).
 */
export interface SearchOptions {
  readonly centre: boolean;
  /**
   * The best this many strokes of the search (at least the suggestions asked for) are scored again
   * on HELD_OUT_SAMPLES fresh noisy strokes and the choice is made on those; 1 keeps the search's
   * own ranking (the winner's curse: its first is the one its samples flattered most). 1 by
   * default: on 400 benchmark racks at the ICGA noise four finalists ran out 14.8 % (12-19) against
   * 14.3 % (11-18), for 20 % more CPU per decision (`npm run bench:advisor -- --level tournament --players
   * advisor,advisor-finalists`).
   */
  readonly finalists: number;
  /** Banks, kicks and combinations aimed by their pot's miss through the engine (aim-by-miss.ts); false: by the geometry, a bank and a combination refined by their first ball's departure. */
  readonly aimByMiss: boolean;
  /** Kicks and jumps out of a hook (escapes.ts) among the candidates when a legal ball cannot be met full. */
  readonly escapes: boolean;
  /**
   * The best two pots tried with side spin as well (SIDE_SPINS), each aimed again. On by default: on
   * 400 benchmark racks at the ICGA noise every figure moved the right way (run-outs 14.8 % against
   * 13.5 %, fouls per rack 0.073 against 0.088), none beyond the samples' noise, for 6 % more strokes.
   */
  readonly sideSpin: boolean;
  /** The look ahead reads the pattern, two shots deep (pattern.ts, Situation.pattern). */
  readonly pattern: boolean;
  /**
   * The screen's branch and bound (`screenBound`): a pot whose screen cannot reach the shortlist is
   * not played. It changes no advice (a test holds it to that) and, on 24 benchmark decisions of
   * 9-ball, 8-ball and 14.1, simulates 19,630 strokes instead of 45,380; off only to show that.
   */
  readonly bound: boolean;
  /** The local search round the best two strokes (LOCAL, and side spin where `sideSpin`); off in the push-out's look at the table it leaves. */
  readonly localSearch: boolean;
  /** The fresh noisy strokes each chosen stroke's reported chance is measured on (REPORTED_SAMPLES); 0: the search's own estimate is reported. */
  readonly reportedSamples: number;
  /** The full turn out of a hook (hook-sweep.ts) when the best stroke fouls in half its samples or more; off in the push-out's look at the table it leaves. */
  readonly hookSweep: boolean;
  /** In 9-ball's push-out phase, a push-out is offered first when it is worth more than every stroke (push-out.ts). */
  readonly pushOut: boolean;
}
export const DEFAULT_SEARCH: SearchOptions = {
  centre: false,
  finalists: 1,
  aimByMiss: true,
  escapes: true,
  sideSpin: true,
  pattern: true,
  bound: true,
  localSearch: true,
  reportedSamples: REPORTED_SAMPLES,
  hookSweep: true,
  pushOut: true,
};

/**
 * What a page hears while the search runs: the share done (0-1), and once, when more than one
 * suggestion is asked for, the best one as soon as it is final (its chance measured), before the
 * others' chances are (with three asked for, about a quarter of the search is left then).
 */
export type AdviceProgress = (done: number, best?: Suggestion) => void;
/** The share of the search reported done with the best suggestion, and when a push-out is looked for. */
const BEST_KNOWN_AT = 0.9;
const PUSH_OUT_AT = 0.9;

/**
 * Whether the search must end now with what it has (a page's player whose time is up): asked
 * between steps, never inside one. Without it the search is whole and deterministic.
 */
export type TimeUp = () => boolean;

/**
 * `onProgress` hears the search as it goes (AdviceProgress), for a page that shows it. `timeUp`: a
 * player at the table plays the best stroke found when his time is up: once it says so, the
 * screen stops after the first candidates screened, the noisy scoring after the first stroke
 * scored, and the refinements (local search, side spin, the hook sweep, finalists, the reported
 * chance's fresh samples, the push-out) are left out.
 */
export function advise(
  given: Situation,
  seed = 0,
  count = 3,
  onProgress?: AdviceProgress,
  search: SearchOptions = DEFAULT_SEARCH,
  timeUp: TimeUp = () => false,
): Advice {
  const s: Situation = search.pattern ? { ...given, pattern: true } : given;
  const onTable = s.balls.filter((b) => !b.pocket);
  const targets = legalTargets(s.state, onTable, s.table, s.options);
  const combos = s.state.game !== 'eight-ball' || s.state.groups !== null;
  const places = s.state.ballInHand === 'none' ? [cueFor(onTable)] : placesFor(s, onTable, targets);
  const screen = screenPlaces(s, places, targets, combos, search, onProgress, timeUp);
  let sims = screen.sims;
  const { screened, generated } = screen;
  screened.sort((a, b) => b.value - a.value);
  // Every safety stays in the running as well when nothing dropped without noise.
  const short = pickShortlist(screened, s.noise.shortlist).map((x) => {
    if (!search.centre || !x.c.pot) return x;
    // The refined aim pots; its window's middle keeps the most of the player's aim errors inside.
    const w = unlessEngineFails(() => centreOfWindow(s, x.c, x.cue));
    if (!w) return x;
    sims += w.sims;
    return { ...x, c: cleared(s, w.candidate, x.cue) ?? x.c };
  });
  const scored: Scored[] = [];
  for (const [k, x] of short.entries()) {
    if (scored.length > 0 && timeUp()) break;
    const n = unlessEngineFails(() => underNoise(s, x.c, x.cue, seed + 7919 * k));
    if (!n) continue;
    sims += n.sims;
    scored.push({ ...x, ...n });
  }
  scored.sort((a, b) => b.value - a.value);
  onProgress?.(0.85);
  for (const best of search.localSearch ? scored.slice(0, 2) : []) {
    if (timeUp()) break;
    for (const [j, v] of LOCAL.entries()) {
      if (timeUp()) break;
      const varied: Candidate = {
        ...best.c,
        elevationDeg: 0,
        cueSpeed: best.c.cueSpeed * v.speed,
        tip: { side: 0, height: Math.round(100 * Math.max(-0.45, Math.min(0.45, best.c.tip.height + v.height))) / 100 },
      };
      // A lower tip can need the cue raised higher to clear the rail.
      const c = cleared(s, varied, best.cue);
      if (!c) continue;
      const n = unlessEngineFails(() => underNoise(s, c, best.cue, seed + 104729 * (j + 1)));
      if (!n) continue;
      sims += n.sims;
      scored.push({ c, cue: best.cue, value: n.value, chance: n.chance, foulChance: n.foulChance, sims: n.sims });
    }
    if (!search.sideSpin || timeUp()) continue;
    const spun = unlessEngineFails(() => withSideSpin(s, best.c, best.cue, seed));
    if (!spun) continue;
    sims += spun.sims;
    scored.push(...spun.scored.map((x) => ({ ...x, cue: best.cue })));
  }
  // A pot carries a trace of its geometric chance (GEOMETRY_TRACE): where every sample kept the table, the pot the geometry rates likelier.
  const ranked = (x: Scored): number => x.value + GEOMETRY_TRACE * geometricChance(s, x.c);
  const order = (a: Scored, b: Scored): number => ranked(b) - ranked(a) || KIND_ORDER[a.c.kind] - KIND_ORDER[b.c.kind] || a.c.cueSpeed - b.c.cueSpeed;
  scored.sort(order);
  // The best stroke found fouls in half its samples or more (a hook no kick or jump escapes): a full turn of directions (hook-sweep.ts).
  const first = scored[0];
  if (search.hookSweep && first && first.foulChance >= HOOK_SWEEP_FOUL_CHANCE && !timeUp()) {
    const hs = unlessEngineFails(() => hookSweep(s, first.cue, seed));
    if (hs) {
      sims += hs.sims;
      scored.push(...hs.scored.map((x) => ({ ...x, cue: first.cue })));
      scored.sort(order);
    }
  }
  if (scored.length === 0 && places[0]) {
    // No candidate cleared the stick (a boxed-in cue ball): the least bad stroke, never nothing.
    const last = lastResort(s, places[0], seed);
    onProgress?.(1);
    return { suggestions: last.suggestion ? [last.suggestion] : [], simulations: sims + last.sims, candidates: generated };
  }
  // The best few are scored again on fresh noisy samples and the choice is made on those: the
  // samples the search ranked on favour the stroke ranked first (the best of many estimates is the
  // luckiest of them). The finalists share their samples (the same execution errors for each,
  // common random numbers): the differences between them are what the draws measure.
  // A defensive choice (the first stroke keeps the table less often than not) is always made among
  // finalists: a safety's or a kick's foul shows in few of its samples, and the luckiest wins.
  const late = timeUp();
  const finals = late ? 1 : (scored[0]?.chance ?? 1) < DEFENSIVE_CHANCE ? Math.max(search.finalists, DEFENSIVE_FINALISTS) : search.finalists;
  const finalists = distinct(scored).slice(0, Math.max(count, finals));
  const again = finalists.map((x) => {
    if (finals <= 1) return { x, n: null };
    const n = unlessEngineFails(() => underNoise(s, x.c, x.cue, seed + FINAL_SEED, HELD_OUT_SAMPLES));
    if (n) sims += n.sims;
    return { x, n };
  });
  if (finals > 1) again.sort((a, b) => (b.n?.value ?? -Infinity) - (a.n?.value ?? -Infinity));
  // The chances reported are measured on samples no choice has seen (the finalists' samples chose
  // among four, and flatter the one chosen as the search's did): a chance predicted at 31 % was
  // made 13 % of the time at the ICGA noise when it came from the choice's own samples.
  const chosen = again.slice(0, count).map(({ x, n }, k) => {
    const fresh =
      search.reportedSamples > 0 && !late ? unlessEngineFails(() => underNoise(s, x.c, x.cue, seed + HELD_OUT_SEED, search.reportedSamples)) : null;
    if (fresh) sims += fresh.sims;
    const made = suggestion(x, fresh ? { ...fresh, value: n?.value ?? x.value } : (n ?? x));
    // The best is final before the others' chances are measured: a page shows it at once.
    // (Not a stroke a push-out may still beat: withPushOut decides after.)
    if (k === 0 && count > 1 && !(search.pushOut && pushOutOpen(s.state) && made.value < 0)) onProgress?.(BEST_KNOWN_AT, made);
    return made;
  });
  const pushed = search.pushOut && !late ? withPushOut(s, onProgress, places[0], chosen, count, seed, search) : null;
  onProgress?.(1);
  if (pushed) return { suggestions: pushed.suggestions, simulations: sims + pushed.sims, candidates: generated };
  return { suggestions: chosen, simulations: sims, candidates: generated };
}

/**
 * In 9-ball's push-out phase, the push-out first when it is worth more than the best stroke
 * (push-out.ts: at best nothing, so only where every stroke is worth less); null otherwise.
 */
function withPushOut(
  s: Situation,
  onProgress: AdviceProgress | undefined,
  cue: Vec2 | undefined,
  chosen: readonly Suggestion[],
  count: number,
  seed: number,
  search: SearchOptions,
): { suggestions: Suggestion[]; sims: number } | null {
  const best = chosen[0];
  if (!cue || !pushOutOpen(s.state) || (best && best.value >= 0)) return null;
  onProgress?.(PUSH_OUT_AT);
  const p = pushOutAdvice(s, cue, seed, (t, sd, sr) => advise(t, sd, 1, undefined, sr), search);
  if (!p.suggestion || (best && p.suggestion.value <= best.value)) return { suggestions: [...chosen], sims: p.sims };
  return { suggestions: [p.suggestion, ...chosen].slice(0, Math.max(1, count)), sims: p.sims };
}

/** Side spin tried on the best two pots, fractions of R (with the follow or draw of 0.4 R, 0.47 R from the centre; less where the tip is higher, SIDE_OF_MISCUE_LIMIT). */
export const SIDE_SPINS = [0.25, -0.25] as const;
/** The farthest from the centre a side-spin stroke's tip is put, fractions of the miscue limit; less side than MIN_SIDE (fractions of R) is not tried. */
export const SIDE_OF_MISCUE_LIMIT = 0.95;
const MIN_SIDE = 0.1;
/** Seed offset of the side-spin strokes' noisy samples. */
const SIDE_SEED = 86_028_121;

/**
 * Pot c with side spin (SIDE_SPINS), each aimed again by refinement (squirt and throw turn a
 * stroke with side) and scored under noise; only the spun strokes that still pot without noise.
 * The tip's choices cover the face, not only its vertical line.
 */
function withSideSpin(
  s: Situation,
  c: Candidate,
  cue: Vec2,
  seed: number,
): { scored: Array<{ c: Candidate } & ReturnType<typeof underNoise>>; sims: number } {
  const scored: Array<{ c: Candidate } & ReturnType<typeof underNoise>> = [];
  let sims = 0;
  if (!c.steer) return { scored, sims };
  // The tip stays within SIDE_OF_MISCUE_LIMIT of the miscue limit: a stroke already struck high (a cue ball near a cushion) gets less side, or none.
  const room = Math.sqrt(Math.max(0, (SIDE_OF_MISCUE_LIMIT * miscueLimit(s.params)) ** 2 - c.tip.height ** 2));
  for (const [j, spin] of SIDE_SPINS.entries()) {
    const side = Math.sign(spin) * Math.min(Math.abs(spin), Math.floor(100 * room) / 100);
    if (Math.abs(side) < MIN_SIDE) continue;
    const varied = cleared(s, { ...c, tip: { side, height: c.tip.height } }, cue);
    if (!varied) continue;
    const r = refine(s, varied, cue, REFINE_ROUNDS);
    sims += r.sims;
    if (!r.outcome.keeps || cleared(s, r.candidate, cue) !== r.candidate) continue;
    const n = underNoise(s, r.candidate, cue, seed + SIDE_SEED * (j + 1));
    sims += n.sims;
    scored.push({ c: r.candidate, ...n });
  }
  return { scored, sims };
}

/**
 * With more legal balls than SAFETIES_ALWAYS_UP_TO (8-ball, 14.1), a pot screened at
 * SAFETIES_UNLESS_POT_ABOVE or more (about an 80 % pot with a fair leave, `screenValue`) leaves the
 * safeties unplayed: their twenty strokes per ball and place cost more than the rest of the search
 * (8-ball at the ICGA noise, 100 racks: 0.80 s of CPU a decision instead of 0.93, run-outs 23 %
 * and 22 %). With one or two legal balls they are always played: in 9-ball the deferral saved no
 * CPU and ran out 14.0 % against 16.0 % of 200 racks.
 */
export const SAFETIES_UNLESS_POT_ABOVE = 1.5;
export const SAFETIES_ALWAYS_UP_TO = 2;

/**
 * Step 2-3 of the search at every place: the candidates generated, made playable and screened (pots
 * and kicks out of a hook first; with many legal balls, the plain safeties only when no pot
 * screened at SAFETIES_UNLESS_POT_ABOVE or more).
 */
function screenPlaces(
  s: Situation,
  places: readonly Vec2[],
  targets: readonly string[],
  combos: boolean,
  search: SearchOptions,
  onProgress?: (done: number) => void,
  timeUp: TimeUp = () => false,
): { screened: Array<{ c: Candidate; cue: Vec2; value: number }>; sims: number; generated: number } {
  const R = s.params.ballRadiusM;
  const others = s.balls.filter((b) => !b.pocket && b.id !== 'cue');
  let sims = 0,
    generated = 0;
  const screened: Array<{ c: Candidate; cue: Vec2; value: number }> = [];
  const later: Array<{ group: Candidate[]; cue: Vec2 }> = [];
  const pots: Array<{ group: Candidate[]; cue: Vec2; bound: number }> = [];
  const run = (group: readonly Candidate[], cue: Vec2): Array<{ c: Candidate; cue: Vec2; value: number }> => {
    const g = unlessEngineFails(() => screenGroup(s, group, cue, search));
    if (!g) return [];
    sims += g.sims;
    screened.push(...g.screened);
    return g.screened;
  };
  for (const [k, cue] of places.entries()) {
    // Time up: the places seen so far (at least one) are the ones screened.
    if (k > 0 && timeUp()) break;
    onProgress?.((0.1 * k) / places.length);
    const escapes = search.escapes ? [...escapeKicks(s.table, R, cue, others, targets), ...escapeJumps(cue, others, targets, R)] : [];
    const list = playable(s, [...candidates(s.table, R, cue, others, targets, combos), ...escapes], cue);
    generated += list.length;
    for (const group of groups(list)) {
      const lead = group[0] as Candidate;
      if (lead.rails) run(group, cue);
      else if (lead.pot) pots.push({ group, cue, bound: screenBound(s, lead) });
      else later.push({ group, cue });
    }
  }
  // Branch and bound: the pots in the order of the most their screen could give; once the
  // shortlist's last place is held by more than the next pot's bound, no pot left can enter it.
  pots.sort((a, b) => b.bound - a.bound);
  const best = new Map<string, number>();
  for (const [k, p] of pots.entries()) {
    if (search.bound && p.bound < shortlistFloor(best, s.noise.shortlist)) break;
    if (screened.length > 0 && timeUp()) break;
    onProgress?.(0.1 + (0.5 * k) / pots.length);
    for (const x of run(p.group, p.cue)) best.set(distinctKey(x), Math.max(best.get(distinctKey(x)) ?? -Infinity, x.value));
  }
  onProgress?.(0.6);
  const bestPot = Math.max(-Infinity, ...screened.filter((x) => x.c.pot).map((x) => x.value));
  if (targets.length <= SAFETIES_ALWAYS_UP_TO || bestPot < SAFETIES_UNLESS_POT_ABOVE)
    for (const { group, cue } of later) {
      if (screened.length > 0 && timeUp()) break;
      run(group, cue);
    }
  return { screened, sims, generated };
}

/** The highest tip a stroke is moved to when the stick cannot clear at its own, fractions of the miscue limit. */
export const TOP_TIP_OF_MISCUE_LIMIT = 0.9;
/**
 * The tip tried last, fractions of the miscue limit: with the cue ball frozen to a cushion the tip
 * at 0.9 of the limit still meets the cushion's nose at any elevation (physics/cue/cue-stick.ts
 * stickClearance), at 0.97 the stick clears level; the noisy samples then count the miscues its
 * errors cause.
 */
export const FROZEN_TIP_OF_MISCUE_LIMIT = 0.97;

/**
 * The candidates the stick can play from `cue`, raised as little as clears (`cleared`). One whose
 * stick cannot clear at its tip height (a cue ball near a cushion, the stick over the rail) is
 * tried again struck high, at TOP_TIP_OF_MISCUE_LIMIT of the miscue limit: the higher the tip
 * meets the ball, the less the cue must rise (with the cue ball within 10 mm of a
 * cushion no pot survived with the -0.4, 0 and 0.4 R tips alone), and last at
 * FROZEN_TIP_OF_MISCUE_LIMIT (a cue ball frozen to the cushion). A jump may be raised to
 * MAX_JUMP_ELEVATION_DEG. The same stroke is kept once.
 */
function playable(s: Situation, list: readonly Candidate[], cue: Vec2): Candidate[] {
  const tops = [TOP_TIP_OF_MISCUE_LIMIT, FROZEN_TIP_OF_MISCUE_LIMIT].map((f) => Math.round(100 * f * miscueLimit(s.params)) / 100);
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const c of list) {
    // A jump (escapes.ts) is already raised above a level stroke's limit, and may go higher.
    const maxDeg = c.elevationDeg > MAX_CLEARING_ELEVATION_DEG ? MAX_JUMP_ELEVATION_DEG : MAX_CLEARING_ELEVATION_DEG;
    let x = cleared(s, c, cue, maxDeg);
    for (const height of tops) x ??= cleared(s, { ...c, tip: { side: c.tip.side, height } }, cue, maxDeg);
    if (!x) continue;
    const key = `${x.kind} ${x.target} ${x.pot?.ball} ${x.pot?.pocket} ${x.dir[0]} ${x.dir[1]} ${x.cueSpeed} ${x.tip.side} ${x.tip.height}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(x);
  }
  return out;
}

/** The candidates of one shot (kind, target, pot, line; a kick out of a hook by its line) at its speeds and tips, in the order they were made; each other safety alone. */
function groups(list: readonly Candidate[]): Candidate[][] {
  const out = new Map<string, Candidate[]>();
  for (const c of list) {
    const line = `${c.target} ${c.dir[0]} ${c.dir[1]}`;
    const key = c.pot ? `${c.kind} ${c.pot.ball} ${c.pot.pocket} ${line}` : c.rails ? `escape ${line}` : `safety ${out.size}`;
    out.set(key, [...(out.get(key) ?? []), c]);
  }
  return [...out.values()];
}

/**
 * Screens one shot: its stun stroke at the base speed is aimed by refinement through the engine,
 * the other speeds and tips take that aim and are played once each, all without noise. A safety is
 * played once as it is; a kick out of a hook is aimed first (escapes.ts) and dropped when no aim
 * meets its ball legally.
 */
function screenGroup(
  s: Situation,
  group: readonly Candidate[],
  cue: Vec2,
  search: SearchOptions,
): { screened: Array<{ c: Candidate; cue: Vec2; value: number }>; sims: number } {
  const lead = group.find((c) => c.tip.height === 0) ?? (group[0] as Candidate);
  if (!lead.pot && !lead.rails) {
    const xs = group.map((c) => screenSafety(s, c, cue));
    return { screened: xs.map((x) => x.x), sims: xs.reduce((n, x) => n + x.sims, 0) };
  }
  // A direct pot is aimed by its object ball's departure; a bank, a kick or a combination by where its ball passes the pocket.
  const aimed = lead.rails ? aimEscape(s, lead, cue) : null;
  if (aimed && !aimed.aimed) return { screened: [], sims: aimed.sims };
  const r = aimed?.aimed
    ? { ...aimed.aimed, sims: aimed.sims }
    : lead.kind === 'direct' || !search.aimByMiss
      ? refine(s, lead, cue, REFINE_ROUNDS)
      : aimByMiss(s, lead, cue);
  let sims = r.sims;
  // The refined aim may need the cue a little higher to clear: such a shot is dropped from the screen.
  if (cleared(s, r.candidate, cue) !== r.candidate) return { screened: [], sims };
  const screened = [{ c: r.candidate, cue, value: screenValue(s, r.candidate, r.outcome) }];
  for (const c of group) {
    if (c === lead) continue;
    const aimed = { ...c, dir: r.candidate.dir };
    const o = play(s, aimed, cue, strokeOf(aimed));
    sims++;
    screened.push({ c: aimed, cue, value: screenValue(s, aimed, o) });
  }
  return { screened, sims };
}

/**
 * A safety played once without noise. One that drops a ball without a foul is that pot
 * (candidates.ts asPot): played again with its call (8-ball, 14.1; in 9-ball the same stroke) and
 * screened as a pot when it keeps the table so; the screen's strokes counted in `sims`.
 */
function screenSafety(s: Situation, c: Candidate, cue: Vec2): { x: { c: Candidate; cue: Vec2; value: number }; sims: number } {
  const o = play(s, c, cue, strokeOf(c));
  const drop = o.foul ? undefined : o.record.events.find((e) => e.type === 'pocketed' && !e.balls.includes('cue'));
  const ball = drop?.type === 'pocketed' ? s.balls.find((b) => b.id === drop.balls[0]) : undefined;
  const target = s.balls.find((b) => b.id === c.target);
  const pk = drop?.type === 'pocketed' ? pocketAims(s.table).find((p) => p.id === drop.pocket) : undefined;
  if (!ball || !target || !pk) return { x: { c, cue, value: o.value }, sims: 1 };
  const pot = asPot(c, ball, target, pk, cue, s.params.ballRadiusM);
  const called = play(s, pot, cue, strokeOf(pot));
  if (!called.keeps) return { x: { c, cue, value: o.value }, sims: 2 };
  return { x: { c: pot, cue, value: screenValue(s, pot, called) }, sims: 2 };
}

/**
 * A noise-free outcome's value, weighed by the pot's geometric chance under the player's aim error
 * (geometry.ts potChance): an easy pot with a fair leave screens above a hard one with a perfect
 * leave; a bank or a kick has its cushion's error on top (KIND_TRUST). A miss is the outcome's own value.
 */
function screenValue(s: Situation, c: Candidate, o: { readonly value: number; readonly keeps: boolean }): number {
  if (!o.keeps || !c.pot) return o.value;
  const p = geometricChance(s, c);
  return p * o.value - (1 - p) * LEAVE_WEIGHT * 0.5;
}

/** A pot's geometric chance under the player's aim error (geometry.ts potChance), as far as the screen trusts it for its kind (KIND_TRUST); 0 for a safety. */
function geometricChance(s: Situation, c: Candidate): number {
  if (!c.pot) return 0;
  const sigma = (s.noise.aimDeg * Math.PI) / 180;
  return KIND_TRUST[c.kind] * potChance(c.d1, c.d2, c.cosCut, s.params.ballRadiusM, sigma, c.tolerance, exp);
}

/**
 * What a pot's geometric chance adds to its noisy value when strokes are ranked: a trace, far below
 * what one noisy sample weighs (a sixteenth of a pot), which decides only where the samples cannot.
 * A precise player on an open table keeps the table in every sample of many strokes, with a near
 * certain next shot; their values then differ in the geometry's last digits, and a fluke off a
 * cushion that kept the table in its 16 samples (125 of 128 fresh ones) ranked above the straight-in
 * pot beside it. Ranking such ties by the geometric chance alone (values equal to a thousandth)
 * also dropped what the last digits say about the leave: the professional ran out 74.5 % of the
 * benchmark's 200 racks instead of 80.5 %.
 */
export const GEOMETRY_TRACE = 1e-4;

/** The most a noise-free outcome is worth: winning the rack, or a pot with a sure next shot and a sure pattern. */
function maxOutcomeValue(s: Situation): number {
  return Math.max(RACK_VALUE, 1 + POSITION_WEIGHT + (s.pattern ? PATTERN_WEIGHT : 0));
}

/** The most `screenValue` can give any stroke of c's shot (its geometric chance is known before a stroke is played): the bound of the screen's branch and bound. */
function screenBound(s: Situation, c: Candidate): number {
  const p = geometricChance(s, c);
  return Math.max(0, p * maxOutcomeValue(s) - (1 - p) * LEAVE_WEIGHT * 0.5);
}

/** The value the shortlist's last pot holds so far (the n-th best of the distinct pots screened), -Infinity while it has room. */
function shortlistFloor(best: ReadonlyMap<string, number>, n: number): number {
  if (best.size < n) return -Infinity;
  return [...best.values()].sort((a, b) => b - a)[n - 1] as number;
}

/** How far the screen trusts a geometric pot chance, by kind (a cushion or a second ball adds error the geometry does not see). */
const KIND_TRUST: Readonly<Record<StrokeKind, number>> = { direct: 1, combination: 0.7, bank: 0.6, kick: 0.4, safety: 1 };
/** Ties are broken toward the simpler shot. */
const KIND_ORDER: Readonly<Record<StrokeKind, number>> = { direct: 0, combination: 1, bank: 2, kick: 3, safety: 4 };

/** Safeties scored under noise besides the shortlist, the best by their noise-free play. */
const SAFETIES_SCORED = 6;

/**
 * The shortlist: the best n pots by screened value, and the best SAFETIES_SCORED safeties besides.
 * Apart, because a safety's screen is its one noise-free stroke, not discounted by a chance as a
 * pot's is: one that drops a ball by luck (in 9-ball the table is kept) would crowd the pots out
 * (with them together, 400 benchmark racks saw 402 safeties played instead of 81).
 */
function pickShortlist<T extends { c: Candidate; cue: Vec2; value: number }>(screened: readonly T[], n: number): T[] {
  const top = distinct(screened.filter((x) => x.c.pot)).slice(0, n);
  const safeties = distinct(screened.filter((x) => !x.c.pot)).slice(0, SAFETIES_SCORED);
  return [...top, ...safeties];
}

/**
 * One suggestion per kind, target, pot and place (a safety: per line): the next best are other
 * shots, not the same one a little softer.
 */
function distinct<T extends { c: Candidate; cue: Vec2 }>(scored: readonly T[]): T[] {
  const seen = new Set<string>();
  return scored.filter((x) => {
    const key = distinctKey(x);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What makes a stroke another suggestion: its kind, target, pot and place (a safety: and its line). */
function distinctKey(x: { readonly c: Candidate; readonly cue: Vec2 }): string {
  const line = x.c.pot ? '' : ` ${x.c.dir[0].toFixed(3)} ${x.c.dir[1].toFixed(3)}`;
  return `${x.c.kind} ${x.c.target} ${x.c.pot?.ball} ${x.c.pot?.pocket} ${x.cue[0].toFixed(3)} ${x.cue[1].toFixed(3)}${line}`;
}

/** A suggestion; a pot that dropped in none of the noisy samples is played for what it leaves: it is offered as a safety. */
/**
 * A scored candidate as a suggestion. `reported`: the chances measured again on fresh samples (the
 * suggestion's own); whether it is offered as a pot or a safety stays what the choice saw.
 */
function suggestion(
  x: { c: Candidate; cue: Vec2; value: number; chance: number; foulChance: number },
  reported: { readonly value: number; readonly chance: number; readonly foulChance: number } = x,
): Suggestion {
  const safe = x.chance === 0;
  return {
    kind: safe ? 'safety' : x.c.kind,
    target: x.c.target,
    pot: safe ? null : x.c.pot,
    cue: x.cue,
    shot: shotOf(x.c),
    chance: reported.chance,
    foulChance: reported.foulChance,
    value: reported.value,
  };
}

export function cueFor(balls: readonly BallInput[]): Vec2 {
  const cue = balls.find((b) => b.id === 'cue');
  if (!cue) throw new Error('advise: the cue ball is not on the table and not in hand');
  return [cue.x, cue.y];
}

/** Ball in hand: the places behind each legal target on its line to a pocket, the best few by the look ahead's pot chance. */
export function placesFor(s: Situation, onTable: readonly BallInput[], targets: readonly string[]): Vec2[] {
  const R = s.params.ballRadiusM;
  const others = onTable.filter((b) => b.id !== 'cue');
  const found: Array<{ key: string; target: string; pocket: PocketName; at: Vec2; chance: number; pattern: number }> = [];
  for (const id of targets) {
    const t = others.find((b) => b.id === id) as BallInput;
    // G9: from the kitchen a ball in the kitchen is not played directly; a place behind it is no place.
    if (s.state.ballInHand === 'kitchen' && t.x < s.table.headStringX - HEAD_STRING_HALF_WIDTH_M) continue;
    for (const pk of pocketAims(s.table)) {
      const a = atan2(t.y - pk.at[1], t.x - pk.at[0]);
      for (const back of PLACE_BACK_M)
        for (const turn of PLACE_TURN) {
          const [sn, cs] = sinCosDeg(((a + turn) * 180) / Math.PI);
          const at: Vec2 = [t.x + (back + 2 * R) * cs, t.y + (back + 2 * R) * sn];
          if (placementProblem(s.table, s.params, at[0], at[1])) continue;
          if (cueBallPlacementProblem(s.table, s.params, s.state.ballInHand, at[0], at[1], others)) continue;
          const balls = [{ id: 'cue', x: at[0], y: at[1] }, ...others];
          const state = { ...s.state, ballInHand: 'none' as const };
          // With the pattern read, what the place adds beyond its first pot's chance.
          const pattern = patternValue(s, balls, state);
          found.push({ key: `${id} ${pk.id}`, target: id, pocket: pk.id, at, chance: nextShotChance(s, balls, state), pattern });
        }
    }
  }
  found.sort((p, q) => q.chance + q.pattern - (p.chance + p.pattern));
  // The best place for each target and pocket by the geometry; the best few of those tried through
  // the engine (the pot aimed, then PLACE_SAMPLES noisy strokes): the geometry does not see a jaw.
  const seen = new Set<string>();
  const tried = found
    .filter((f) => !seen.has(f.key) && seen.add(f.key) !== undefined)
    .slice(0, PLACES_TRIED)
    .map((f) => ({ at: f.at, chance: f.chance, real: triedPot(s, others, f) + f.pattern }));
  tried.sort((p, q) => q.real - p.real || q.chance - p.chance);
  if (tried.length > 0) return tried.slice(0, PLACES_KEPT).map((f) => f.at);
  return openPlaces(s, others);
}

/** Across the table from where the cue ball is placed when no pot gives a place: the kitchen's middle or the table's, m. */
const OPEN_PLACES_Y_M = [0, 0.3, -0.3] as const;
const KITCHEN_PLACE_BACK_M = 0.15;

/**
 * Places for a kick or a safety when no target has a pot to play from behind it (every legal ball
 * in the kitchen with the cue ball in hand there, G9): the middle of the kitchen, or of the table.
 */
function openPlaces(s: Situation, others: readonly BallInput[]): Vec2[] {
  const x = s.state.ballInHand === 'kitchen' ? s.table.headStringX - KITCHEN_PLACE_BACK_M : 0;
  return OPEN_PLACES_Y_M.map((y): Vec2 => [x, y]).filter(
    ([px, py]) => !placementProblem(s.table, s.params, px, py) && !cueBallPlacementProblem(s.table, s.params, s.state.ballInHand, px, py, others),
  );
}

/** The chance of the direct pot a place was chosen for, through the engine: aimed by refinement, then a few noisy strokes. */
function triedPot(s: Situation, others: readonly BallInput[], f: { target: string; pocket: PocketName; at: Vec2 }): number {
  const list = candidates(s.table, s.params.ballRadiusM, f.at, others, [f.target], false)
    .map((c) => cleared(s, c, f.at))
    .filter((c): c is Candidate => c !== null);
  const lead = list.find((c) => c.kind === 'direct' && c.pot?.pocket === f.pocket && c.tip.height === 0);
  if (!lead) return 0;
  const aimed = refine(s, lead, f.at, REFINE_ROUNDS).candidate;
  return underNoise({ ...s, noise: { ...s.noise, samples: PLACE_SAMPLES } }, aimed, f.at, 1).chance;
}
