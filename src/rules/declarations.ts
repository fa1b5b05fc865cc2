/**
 * Category-B rules: events the physics cannot see, declared by the referee, a player or a test
 * (design.md `declared`), ruled on as the rules say.
 */
import type { ShotRecord } from '../physics/shot-record.ts';
import { sampleBall } from '../physics/trajectory.ts';
import { foul } from './general-fouls.ts';
import { CUE } from './stroke-facts.ts';
import type { Declaration, Foul, GameState } from './types.ts';

export interface DeclarationOutcome {
  readonly fouls: Foul[];
  /** G34, T2.18: outside interference (by someone other than the shooter); see strokeAffected. */
  readonly interference: boolean;
  /** The declarations that are outside interference. */
  readonly interferences: readonly Declaration[];
}

/** Ball modes of a ball at rest for T2.18: still on the cloth, or lying in a pocket. */
const AT_REST = new Set(['stationary', 'pocketed', 'off-table']);

/**
 * T2.18: whether an outside interference affected the stroke, so that it is replayed; when not
 * (G34), the balls are put back and play goes on as if nothing had happened. A touch of a ball at
 * rest that nothing in the stroke reaches afterwards leaves the stroke as it was; a touch of a
 * moving ball, a disturbance of the table while balls move, or one at no known time affects it.
 */
export function strokeAffected(interferences: readonly Declaration[], record: ShotRecord): boolean {
  for (const d of interferences) {
    if (d.t === undefined) return true;
    const t = d.t;
    // A disturbance of the table (no ball named) affects the stroke while the balls move.
    if (d.ball === undefined) {
      if (t < record.trajectory.endT) return true;
      continue;
    }
    const traj = record.trajectory.balls.find((b) => b.id === d.ball);
    const at = traj ? sampleBall(record, traj, t) : null;
    if (!at || !AT_REST.has(at.mode)) return true; // a moving ball, or one the record cannot place
    if (record.events.some((e) => e.t >= t && e.balls.includes(d.ball as string) && e.type !== 'ball-rest' && e.type !== 'all-rest')) return true;
  }
  return false;
}

export function declarationFouls(declared: readonly Declaration[], state: GameState): DeclarationOutcome {
  const fouls: Foul[] = [];
  const interferences: Declaration[] = [];
  for (const d of declared) {
    const t = d.t ?? null;
    const byPlayer = d.by === 'A' || d.by === 'B';
    switch (d.type) {
      case 'ball-touched':
        // G20: a touch by the shooter is a foul; by anyone else it is outside interference (G34).
        if (byPlayer && d.by === state.shooter) fouls.push(foul('ball-touched', t, d.ball ? { ball: d.ball } : {}));
        else interferences.push(d);
        break;
      case 'outside-interference':
        interferences.push(d);
        break; // G34, T2.18
      case 'foot-off-floor':
        fouls.push(foul('foot-off-floor', t));
        break; // G12
      case 'measuring-aid':
        fouls.push(foul('measuring-aid', t));
        break; // G41
      case 'table-marked':
        fouls.push(foul('table-marked', t));
        break; // G42
      case 'out-of-turn':
        fouls.push(foul('out-of-turn', t));
        break; // G40b
      case 'shot-while-balls-moving':
        fouls.push(foul('shot-while-balls-moving', t));
        break; // G13
      case 'shot-clock-expired':
        fouls.push(foul('shot-clock-expired', t));
        break; // T1.11a
      case 'intentional-foul':
        fouls.push(foul('intentional-foul', t));
        break; // T2.28
      case 'advice-taken':
        fouls.push(foul('advice-taken', t));
        break; // T1.9
    }
  }
  return { fouls, interference: interferences.length > 0, interferences };
}

/**
 * G8: on the break, the breaker touching the cue ball after it left the kitchen (its head-string
 * crossing outward) and before its first contact with a ball (the rack) deflects or stops it: a
 * foul of its own, besides the touch (G20). The window comes from the event log; the touch, with
 * its time, is declared. A touch with no time, or outside the window, is the touch alone.
 */
export function breakInterference(declared: readonly Declaration[], state: GameState, record: ShotRecord): Foul | null {
  if (state.phase !== 'break') return null;
  const left = record.events.find((e) => e.type === 'head-string' && e.balls[0] === CUE && e.direction === 'out');
  if (!left) return null;
  const reached = record.events.find((e) => e.type === 'ball-ball' && e.balls.includes(CUE));
  const touch = declared.find(
    (d) =>
      d.type === 'ball-touched' &&
      d.ball === CUE &&
      d.by === state.shooter &&
      d.t !== undefined &&
      d.t >= left.t &&
      (reached === undefined || d.t < reached.t),
  );
  return touch ? foul('cue-ball-stopped-on-break', touch.t as number) : null;
}
