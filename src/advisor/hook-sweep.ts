/**
 * Out of a hook no candidate escapes (safeties that don't foul). The kicks of
 * escapes.ts follow one or two cushions by their mirror images, and the jumps go straight at the
 * ball; in a cluster (the last legal ball behind two others, its mirror paths crossing a third) none
 * of them meets it first, and every stroke the search scored fouls. A player then looks for any
 * line that gets there: off three cushions, off the far rail and back, a carom off another ball
 * first is a foul but a cushion first is not. The sweep plays a full turn of directions at a few
 * speeds through the engine, judged by the adjudicator; the runs of neighbouring directions that
 * are legal are windows of aims. The widest few by their steps have their edges found by halving
 * (a run of two steps may be a degree wide or a sliver), and the middle of the widest by their
 * edges is scored under the player's noise like any stroke (its chance and foul chance are what he
 * can expect). On the benchmark's
 * 8-ball racks at the ICGA noise three of four fouled safeties had been scored as sure fouls; on the
 * first of those tables one stroke in seventy of a fine full turn is legal, in windows about half
 * a degree wide.
 */
import type { Vec2 } from '../math/vec2.ts';
import { sinCosDeg } from '../math/trig.ts';
import { legalTargets } from '../rules/index.ts';
import { centreHit, type Candidate } from './candidates.ts';
import { cleared, play, strokeOf, underNoise, unlessEngineFails, type Situation } from './evaluate.ts';

/** The sweep is run when the stroke the search ranks first fouls at least this often under noise. */
export const HOOK_SWEEP_FOUL_CHANCE = 0.5;
/** The step of the full turn, degrees, and the stick speeds of each direction, m/s. */
export const HOOK_SWEEP_STEP_DEG = 0.5;
export const HOOK_SWEEP_SPEEDS_MPS = [2, 4] as const;
/** The widest windows whose middle is scored under noise. */
export const HOOK_SWEEP_WINDOWS = 3;
/** Windows beyond the widest few whose edges are found too (a window of few steps may be wider than its steps say). */
export const HOOK_SWEEP_SPARE = 2;
/** Halvings of each edge's half-degree bracket: the edge known to a sixteenth of a degree. */
export const HOOK_SWEEP_BISECTIONS = 3;
/** Seed offset of their noisy samples. */
const HOOK_SWEEP_SEED = 49_979_693;

export interface SweptEscape {
  readonly c: Candidate;
  readonly value: number;
  readonly chance: number;
  readonly foulChance: number;
  readonly sims: number;
}

export interface Window {
  readonly speed: number;
  /** The first legal step and the number of legal steps in a row. */
  readonly from: number;
  readonly steps: number;
}

/** The windows of legal directions at one speed: runs of neighbouring legal steps (the turn closes on itself). */
export function legalWindows(legal: readonly boolean[], speed: number): Window[] {
  const n = legal.length;
  const start = legal.findIndex((ok) => !ok);
  if (start < 0) return [{ speed, from: 0, steps: n }];
  const out: Window[] = [];
  let run = 0;
  for (let k = 1; k <= n; k++) {
    const i = (start + k) % n;
    if (legal[i]) run++;
    else if (run > 0) {
      out.push({ speed, from: (i - run + n) % n, steps: run });
      run = 0;
    }
  }
  return out;
}

/**
 * The middles of the widest windows of legal strokes from `cue`, each scored under noise; the
 * strokes the turn played counted in `sims`.
 */
export function hookSweep(s: Situation, cue: Vec2, seed: number): { scored: SweptEscape[]; sims: number } {
  const onTable = s.balls.filter((b) => !b.pocket);
  const targets = legalTargets(s.state, onTable, s.table, s.options);
  const target = targets[0];
  if (target === undefined) return { scored: [], sims: 0 };
  const n = Math.round(360 / HOOK_SWEEP_STEP_DEG);
  const stroke = (deg: number, speed: number): Candidate | null => {
    const [sn, cs] = sinCosDeg(deg);
    return cleared(s, centreHit(target, [cs, sn], speed), cue);
  };
  let sims = 0;
  const found: Window[] = [];
  for (const speed of HOOK_SWEEP_SPEEDS_MPS) {
    const legal = Array.from({ length: n }, (_, k) => {
      const c = stroke(k * HOOK_SWEEP_STEP_DEG, speed);
      if (!c) return false;
      sims++;
      const o = unlessEngineFails(() => play(s, c, cue, strokeOf(c)));
      return o !== null && !o.foul;
    });
    found.push(...legalWindows(legal, speed));
  }
  found.sort((a, b) => b.steps - a.steps);
  // The widest few, their edges found by halving between the last legal step and the first foul one.
  const legalAt = (deg: number, speed: number): boolean => {
    const c = stroke(deg, speed);
    if (!c) return false;
    sims++;
    const o = unlessEngineFails(() => play(s, c, cue, strokeOf(c)));
    return o !== null && !o.foul;
  };
  const edges = found.slice(0, HOOK_SWEEP_WINDOWS + HOOK_SWEEP_SPARE).map((w) => windowEdges(w, legalAt));
  edges.sort((a, b) => b.to - b.from - (a.to - a.from));
  const scored: SweptEscape[] = [];
  for (const [j, e] of edges.slice(0, HOOK_SWEEP_WINDOWS).entries()) {
    const middle = stroke((e.from + e.to) / 2, e.speed);
    if (!middle) continue;
    const met = unlessEngineFails(() => firstBallMet(s, middle, cue));
    sims++;
    // The stroke is named by the ball it meets first: with several legal balls (8-ball's group, 14.1) not always the first of them.
    const c = met !== null && targets.includes(met) ? { ...middle, target: met } : middle;
    const x = unlessEngineFails(() => underNoise(s, c, cue, seed + HOOK_SWEEP_SEED * (j + 1)));
    if (!x) continue;
    sims += x.sims;
    scored.push({ c, value: x.value, chance: x.chance, foulChance: x.foulChance, sims: x.sims });
  }
  return { scored, sims };
}

/** The ball the cue ball meets first when stroke c is played from `cue` without noise, or null when it meets none. */
function firstBallMet(s: Situation, c: Candidate, cue: Vec2): string | null {
  const hit = play(s, c, cue, strokeOf(c)).record.events.find((e) => e.type === 'ball-ball' && e.balls.includes('cue'));
  return hit?.type === 'ball-ball' ? (hit.balls.find((b) => b !== 'cue') ?? null) : null;
}

/**
 * A window's edges in degrees: each halved HOOK_SWEEP_BISECTIONS times between its last legal step
 * and the foul step beside it (a window that is the whole turn keeps its steps' span).
 */
export function windowEdges(w: Window, legalAt: (deg: number, speed: number) => boolean): { speed: number; from: number; to: number } {
  const step = HOOK_SWEEP_STEP_DEG;
  const first = w.from * step,
    last = (w.from + w.steps - 1) * step;
  if (w.steps * step >= 360) return { speed: w.speed, from: first, to: last };
  const edge = (legal: number, foul: number): number => {
    for (let k = 0; k < HOOK_SWEEP_BISECTIONS; k++) {
      const mid = (legal + foul) / 2;
      if (legalAt(mid, w.speed)) legal = mid;
      else foul = mid;
    }
    return (legal + foul) / 2;
  };
  return { speed: w.speed, from: edge(first, first - step), to: edge(last, last + step) };
}
