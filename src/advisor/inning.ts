/**
 * One inning of a player at the table, for the advisor's benchmark and the computer opponent: the
 * player decides (the advisor, or the baseline), the stroke is played with his execution noise,
 * the adjudicator rules, and the game goes on (rules/game-flow.ts) until the inning ends or the
 * rack is won.
 */
import { createRng } from '../math/rng.ts';
import { afterStroke, type GameState, other, type Player, type Ruling } from '../rules/index.ts';
import type { BallInput } from '../physics/index.ts';
import type { Advice, Suggestion } from './advise.ts';
import { noisy, strikeAndRule, type Situation } from './evaluate.ts';
import { sinCosDeg } from '../math/trig.ts';

/** One stroke of an inning as the benchmark reads it: what was tried, what it was predicted to do, what it did. */
export interface StrokeOutcome {
  readonly kind: Suggestion['kind'];
  /** A called pot (else a safety). */
  readonly pot: boolean;
  /** The advisor's predicted chance to keep the table (its noisy samples' share). */
  readonly chance: number;
  /** The shooter kept the table (or won the rack) with it. */
  readonly kept: boolean;
  readonly fouled: boolean;
}

export interface InningResult {
  /** The rack was won in this inning (the 9 pocketed legally, in 9-ball). */
  readonly won: boolean;
  /** Object balls pocketed, fouls committed, decisions made. */
  readonly pocketed: number;
  readonly fouls: number;
  readonly decisions: number;
  /** Strokes the decisions simulated, and the time they took (by `clock`, ms). */
  readonly simulations: number;
  readonly decisionMs: number;
  readonly strokes: readonly StrokeOutcome[];
  /** The table the inning left the next player (its balls and the state after the last stroke's ruling); null when the rack was won or the inning reached MAX_INNING_STROKES. */
  readonly leftFor: { readonly balls: readonly BallInput[]; readonly state: GameState } | null;
}

/** The longest inning played (a 9-ball rack has at most 9 object balls; 14.1 would need more). */
export const MAX_INNING_STROKES = 30;

/** Plays suggestion x with the player's noise (seeded): the balls with the cue ball placed, the record and the ruling. */
export function execute(s: Situation, x: Suggestion, seed: number): ReturnType<typeof strikeAndRule> {
  const [sn, cs] = sinCosDeg(x.shot.aimDeg);
  const stroke = noisy({ dir: [cs, sn], cueSpeed: x.shot.cueSpeed, tip: x.shot.tip, elevationDeg: x.shot.elevationDeg }, s.noise, createRng(seed));
  return strikeAndRule(s, x, x.cue, stroke);
}

/** Whether the shooter `me` kept the table with the stroke so ruled (or won the rack with it). */
export function keptTable(r: Ruling, me: Player): boolean {
  return r.lossOfGame === other(me) || (!r.inningEnds && r.lossOfGame === null);
}

export function playInning(start: Situation, decide: (s: Situation, seed: number) => Advice, seed: number, clock: () => number): InningResult {
  let s = start;
  const me = start.state.shooter;
  let pocketed = 0,
    fouls = 0,
    decisions = 0,
    simulations = 0,
    decisionMs = 0;
  const strokes: StrokeOutcome[] = [];
  for (let k = 0; k < MAX_INNING_STROKES; k++) {
    const t0 = clock();
    const advice = decide(s, seed * 1000 + k);
    decisionMs += clock() - t0;
    decisions++;
    simulations += advice.simulations;
    const x = advice.suggestions[0];
    if (!x) break;
    const played = execute(s, x, seed * 7919 + k);
    const r = played.ruling;
    pocketed += r.pocketed.filter((id) => id !== 'cue').length;
    if (r.enforced) fouls++;
    const won = r.lossOfGame === other(me);
    strokes.push({
      kind: x.kind,
      pot: x.pot !== null,
      chance: x.chance,
      kept: keptTable(r, me),
      fouled: r.enforced !== null,
    });
    if (won) return { won: true, pocketed, fouls, decisions, simulations, decisionMs, strokes, leftFor: null };
    const next = afterStroke(s.table, s.params, { balls: played.balls, state: played.state }, played.record, r, seed);
    const balls = [...next.balls, ...(next.inPockets ?? [])];
    if (r.inningEnds || r.lossOfGame !== null)
      return { won: false, pocketed, fouls, decisions, simulations, decisionMs, strokes, leftFor: { balls, state: next.state } };
    s = { ...s, balls, state: next.state };
  }
  return { won: false, pocketed, fouls, decisions, simulations, decisionMs, strokes, leftFor: null };
}
