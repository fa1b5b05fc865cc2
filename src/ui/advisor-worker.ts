/**
 * The advisor off the page's thread (issue 19): a module worker that runs src/advisor/advise.ts for
 * the table it is sent and posts its progress and its advice back, so a search of a second or two
 * never blocks the page.
 */
import { advise, type Advice } from '../advisor/advise.ts';
import { NOISE, type NoiseName } from '../advisor/noise.ts';
import type { PhysicsParams } from '../physics/params.ts';
import type { BallInput } from '../physics/simulate.ts';
import { DEFAULT_RULE_OPTIONS } from '../rules/options.ts';
import type { GameState } from '../rules/types.ts';
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
}

export type AdviceReply =
  | { readonly id: number; readonly kind: 'progress'; readonly done: number }
  | { readonly id: number; readonly kind: 'advice'; readonly advice: Advice; readonly ms: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<AdviceRequest>) => void) | null; postMessage(m: AdviceReply): void };
scope.onmessage = (e) => {
  const r = e.data;
  const t0 = performance.now();
  try {
    const situation = {
      table: tableGeometry(r.table),
      params: r.params,
      balls: r.balls,
      state: r.state,
      options: DEFAULT_RULE_OPTIONS,
      pockets: 'bucket' as const,
      noise: NOISE[r.level],
    };
    const advice = advise(situation, r.seed, r.count, (done) => scope.postMessage({ id: r.id, kind: 'progress', done }));
    scope.postMessage({ id: r.id, kind: 'advice', advice, ms: performance.now() - t0 });
  } catch (err) {
    scope.postMessage({ id: r.id, kind: 'error', message: (err as Error).message });
  }
};
