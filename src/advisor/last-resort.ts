/**
 * The stroke when the search finds none: with the cue ball boxed in (balls
 * frozen behind it on every line to a legal ball) no candidate of candidates.ts clears the stick,
 * yet a player still has to play. The least bad stroke: a centre hit in each of a full turn of
 * directions (those at the legal balls first) at two speeds, the cue raised as the stick needs,
 * each played through the engine, judged by the adjudicator and valued as the search values a
 * stroke (evaluate.ts): a legal kick or a safety that keeps the table beats a foul, a foul beats
 * losing the rack. The one chosen is then scored under the player's noise like any suggestion, so
 * its chances are what the player can expect. Null only when no direction lets the stick reach the
 * cue ball at all.
 */
import { sinCosDeg } from '../math/trig.ts';
import type { Vec2 } from '../math/vec2.ts';
import { normalize, sub } from '../math/vec2.ts';
import { legalTargets } from '../rules/index.ts';
import type { Suggestion } from './advise.ts';
import { centreHit, type Candidate } from './candidates.ts';
import { cleared, play, shotOf, underNoise, unlessEngineFails, type Situation } from './evaluate.ts';

/** Directions tried in a full turn (every 5 degrees), and the speeds of each, m/s (a soft and a firm kick). */
export const LAST_RESORT_DIRECTIONS = 72;
export const LAST_RESORT_SPEEDS_MPS = [1.5, 3] as const;

/** The directions tried: at each legal ball's centre, then a full turn. */
function directions(s: Situation, cue: Vec2, targets: readonly string[], n: number): Vec2[] {
  const at = targets.flatMap((id) => {
    const b = s.balls.find((x) => x.id === id && !x.pocket);
    return b ? [normalize(sub([b.x, b.y], cue))] : [];
  });
  const turn = Array.from({ length: n }, (_, k): Vec2 => {
    const [sn, cs] = sinCosDeg((360 * k) / n);
    return [cs, sn];
  });
  return [...at, ...turn];
}

/** The least bad stroke from `cue` (where the cue ball lies or is placed), or null when the stick reaches it from nowhere. */
export function lastResort(s: Situation, cue: Vec2, seed: number, n = LAST_RESORT_DIRECTIONS): { suggestion: Suggestion | null; sims: number } {
  const onTable = s.balls.filter((b) => !b.pocket);
  const targets = legalTargets(s.state, onTable, s.table, s.options);
  const target = targets[0] ?? '';
  let best: { c: Candidate; value: number; keeps: boolean; foul: boolean } | null = null;
  let sims = 0;
  for (const dir of directions(s, cue, targets, n))
    for (const v of LAST_RESORT_SPEEDS_MPS) {
      const c = cleared(s, centreHit(target, dir, v), cue);
      if (!c) continue;
      const o = unlessEngineFails(() => play(s, c, cue, { dir: c.dir, cueSpeed: c.cueSpeed, tip: c.tip, elevationDeg: c.elevationDeg }));
      sims++;
      if (!o) continue;
      // The first of equal value stays: the legal balls' directions and the softer speed come first.
      if (!best || o.value > best.value) best = { c, value: o.value, keeps: o.keeps, foul: o.foul };
    }
  if (!best) return { suggestion: null, sims };
  const { c } = best;
  // Its noisy samples, or (where one of them cannot be played to rest) its one noise-free stroke's outcome.
  const scored = unlessEngineFails(() => underNoise(s, c, cue, seed)) ?? {
    chance: best.keeps ? 1 : 0,
    foulChance: best.foul ? 1 : 0,
    value: best.value,
    sims: 0,
  };
  return { suggestion: safetyOf(target, cue, c, scored), sims: sims + scored.sims };
}

/** A stroke that calls no pot (a safety, the least bad stroke, a push-out) as a suggestion, with its chances. */
export function safetyOf(
  target: string,
  cue: Vec2,
  c: Candidate,
  scored: { readonly chance: number; readonly foulChance: number; readonly value: number },
): Suggestion {
  return { kind: 'safety', target, pot: null, cue, shot: shotOf(c), chance: scored.chance, foulChance: scored.foulChance, value: scored.value };
}
