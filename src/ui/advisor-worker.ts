/**
 * The advisor off the page's thread: a module worker that runs src/advisor/advise.ts for
 * the table it is sent and posts its progress and its advice back, so a search of a second or two
 * never blocks the page.
 */
import { advise, type Advice, type Suggestion } from '../advisor/advise.ts';
import type { Situation } from '../advisor/evaluate.ts';
import { NOISE, type NoiseName } from '../advisor/noise.ts';
import type { BallInput, PhysicsParams } from '../physics/index.ts';
import { DEFAULT_RULE_OPTIONS, defaultState, type GameState } from '../rules/index.ts';
import { tableGeometry } from '../table/index.ts';
import type { TablePresetId } from '../table/specs.ts';

export interface AdviceRequest {
  readonly id: number;
  readonly table: TablePresetId;
  readonly params: PhysicsParams;
  readonly balls: readonly BallInput[];
  readonly state: GameState;
  readonly level: NoiseName;
  readonly seed: number;
  readonly count: number;
  /** The computer's time for the search, ms: when it is up the best stroke found is answered (advise.ts TimeUp); absent: the whole search. */
  readonly budgetMs?: number;
}

/**
 * Warms the worker up: the page sends it once, soon after it opens. A fresh
 * worker's first searches run before the JavaScript engine has compiled the simulator's hot code:
 * in headless Chromium six suggestions in a row took 2.33, 0.66, 0.30, 0.44, 0.47 and 0.39 s from a
 * cold worker, and 0.84, 0.44, 0.30, 0.49, 0.50 and 0.29 s after WARM_UP_SEARCHES searches on
 * WARM_UP_LAYOUT (2.3 s of the worker's time, while nobody waits; two searches: 0.96 s for the
 * first, five: 0.83 s).
 */
export interface WarmUpRequest {
  readonly kind: 'warm-up';
  readonly id: number;
  readonly table: TablePresetId;
  readonly params: PhysicsParams;
}

/** The warm-up's searches (more gain little: above). */
export const WARM_UP_SEARCHES = 3;

/**
 * The warm-up's table, fractions of the bed's half-length and half-width (any size of table): an
 * open 9-ball layout, the 1 a cut into a corner, the 2 and the 9 in the way of some lines.
 */
const WARM_UP_LAYOUT: ReadonlyArray<readonly [string, number, number]> = [
  ['cue', -0.3, 0.1],
  ['1', 0.35, 0.4],
  ['2', 0.6, -0.5],
  ['5', 0.1, -0.2],
  ['9', -0.6, -0.55],
];

export type AdviceReply =
  | { readonly id: number; readonly kind: 'progress'; readonly done: number }
  /** The best suggestion, final before the others' chances are measured (advise.ts AdviceProgress), and when it was, ms. */
  | { readonly id: number; readonly kind: 'best'; readonly best: Suggestion; readonly ms: number }
  | { readonly id: number; readonly kind: 'advice'; readonly advice: Advice; readonly ms: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<AdviceRequest | WarmUpRequest>) => void) | null; postMessage(m: AdviceReply): void };
scope.onmessage = (e) => {
  const r = e.data;
  if ('kind' in r) return warmUp(r);
  const t0 = performance.now();
  try {
    const situation = situationFor(r.table, r.params, r.balls, r.state, r.level);
    const budget = r.budgetMs;
    const timeUp = budget === undefined ? undefined : () => performance.now() - t0 >= budget;
    const advice = advise(
      situation,
      r.seed,
      r.count,
      (done, best) => scope.postMessage(best ? { id: r.id, kind: 'best', best, ms: performance.now() - t0 } : { id: r.id, kind: 'progress', done }),
      undefined,
      timeUp,
    );
    scope.postMessage({ id: r.id, kind: 'advice', advice, ms: performance.now() - t0 });
  } catch (err) {
    scope.postMessage({ id: r.id, kind: 'error', message: (err as Error).message });
  }
};

/** The advisor's view of a table: the page's table and physics, the balls and the state, at a level's noise. */
function situationFor(id: TablePresetId, params: PhysicsParams, balls: readonly BallInput[], state: GameState, level: NoiseName): Situation {
  return { table: tableGeometry(id), params, balls, state, options: DEFAULT_RULE_OPTIONS, pockets: 'bucket', noise: NOISE[level] };
}

function warmUp(r: WarmUpRequest): void {
  const spec = tableGeometry(r.table).spec;
  const balls = WARM_UP_LAYOUT.map(([id, fx, fy]) => ({ id, x: (fx * spec.lengthM) / 2, y: (fy * spec.widthM) / 2 }));
  const situation = situationFor(r.table, r.params, balls, defaultState('nine-ball'), 'tournament');
  for (let k = 0; k < WARM_UP_SEARCHES; k++) advise(situation, k, 1);
}
