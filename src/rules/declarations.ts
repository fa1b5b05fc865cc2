/**
 * Category-B rules: events the physics cannot see, declared by the referee, a player or a test
 * (design.md `declared`), ruled on as the rules say.
 */
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import { foul } from './general-fouls.ts';
import { restingSince } from './settling.ts';
import { HAND_STOP_WINDOW_S } from './thresholds.ts';
import { CUE } from './stroke-facts.ts';
import { other, type Declaration, type Foul, type GameState } from './types.ts';

export interface DeclarationOutcome {
  /** Fouls of the shooter. */
  readonly fouls: Foul[];
  /** Fouls of the seated player, each with `by` (G40a disturbance, G41, G42, G20, T1.9): his own acts, charged to him. */
  readonly seatedFouls: Foul[];
  /** G34, T2.18: outside interference (by someone other than the players); see strokeAffected. */
  readonly interference: boolean;
  /** The declarations that are outside interference. */
  readonly interferences: readonly Declaration[];
  /** T1.9: a spectator gave advice nobody asked for: he is removed, nothing counts against the player. */
  readonly spectatorAdvice: boolean;
  /** T2.28: an intentional foul by a shooter not yet warned: the warning without consequence, no foul. */
  readonly conductWarning: boolean;
}

/** Ball modes of a ball at rest for T2.18: still on the cloth, or lying in a pocket. */
const AT_REST = new Set(['stationary', 'pocketed', 'off-table']);

/**
 * What an outside interference did to the stroke (T2.18), by what the hand did:
 * a moving ball touched, stopped or deflected; a ball at rest moved while others still move (into
 * their path, for all the referee can say); a ball at rest touched that the stroke then reaches; the
 * table disturbed while balls move; or an interference at no known time.
 */
export type InterferenceImpact =
  'time-unknown' | 'table-disturbed' | 'moving-ball-touched' | 'ball-stopped' | 'ball-deflected' | 'ball-moved' | 'ball-reached';

export interface InterferenceFinding {
  readonly impact: InterferenceImpact;
  readonly by: Declaration['by'];
  readonly ball?: string;
}

/**
 * T2.18: whether an outside interference affected the stroke, so that it is replayed, and how; null
 * when it did not (G34: the balls are put back and play goes on as if nothing had happened). A
 * touched ball that the record shows coming to rest at the touch or just before it
 * (HAND_STOP_WINDOW_S) was stopped by the hand, as a report's `effect: "stopped"` says: a scenario's
 * run stops a held ball there (scenario/run.ts), and a report's time is good to a fraction of a second.
 */
export function interferenceFinding(interferences: readonly Declaration[], record: ShotRecord): InterferenceFinding | null {
  for (const d of interferences) {
    const impact = impactOf(d, record);
    if (impact) return { impact, by: d.by, ...(d.ball !== undefined ? { ball: d.ball } : {}) };
  }
  return null;
}

function impactOf(d: Declaration, record: ShotRecord): InterferenceImpact | null {
  if (d.t === undefined) return 'time-unknown';
  const t = d.t;
  const moving = t < record.trajectory.endT;
  // A disturbance of the table (no ball named) affects the stroke while the balls move.
  if (d.ball === undefined) return moving ? 'table-disturbed' : null;
  const id = d.ball;
  const traj = record.trajectory.balls.find((b) => b.id === id);
  const at = traj ? sampleBall(record, traj, t) : null;
  if (d.effect === 'stopped') return 'ball-stopped';
  if (d.effect === 'deflected') return 'ball-deflected';
  if (!at || !AT_REST.has(at.mode)) return 'moving-ball-touched'; // a moving ball, or one the record cannot place
  if (d.effect === undefined) {
    const since = restingSince(record, id, t);
    if (since !== null && Number.isFinite(since) && t - since <= HAND_STOP_WINDOW_S) return 'ball-stopped';
  }
  if (d.effect === 'moved' && moving) return 'ball-moved';
  const reached = record.events.some((e) => e.t >= t && e.balls.includes(id) && e.type !== 'ball-rest' && e.type !== 'all-rest');
  return reached ? 'ball-reached' : null;
}

/**
 * The declared acts, each charged to the person who did it (`by`). The shooter's acts are his
 * fouls; the seated player's are his own fouls (touching a ball, G20; disturbing the shooter,
 * G40a; a measuring aid, G41; marking the table, G42; advice asked for, T1.9); a spectator or the
 * referee touching a ball or the table is outside interference (G34, T2.18), a spectator's unasked
 * advice only removes him (T1.9). Acts only the shooter can commit at his stroke (a foot off the
 * floor, the clock, a moving ball, out of turn, an intentional foul) are his whoever reports them.
 */
export function declarationFouls(declared: readonly Declaration[], state: GameState): DeclarationOutcome {
  const fouls: Foul[] = [];
  const seatedFouls: Foul[] = [];
  const interferences: Declaration[] = [];
  let spectatorAdvice = false;
  let conductWarning = false;
  const seated = other(state.shooter);
  for (const d of declared) {
    const t = d.t ?? null;
    const extra = d.ball ? { ball: d.ball } : {};
    /** A player's act: the shooter's foul, or the seated player's own. */
    const charge = (code: Parameters<typeof foul>[0]): void => {
      if (d.by === state.shooter) fouls.push(foul(code, t, extra));
      else if (d.by === seated) seatedFouls.push({ ...foul(code, t, extra), by: seated });
    };
    switch (d.type) {
      case 'ball-touched': // G20 by a player; by anyone else outside interference (G34)
      case 'disturbance': // G40a by the seated player; by anyone else outside interference (G34)
        if (d.by === 'A' || d.by === 'B') charge(d.type);
        else interferences.push(d);
        break;
      case 'outside-interference':
        interferences.push(d);
        break; // G34, T2.18
      case 'measuring-aid': // G41 (the referee may measure, at the lag)
      case 'table-marked': // G42
        charge(d.type);
        break;
      case 'advice-taken': // T1.9: the player who asked and received it; a spectator's unasked advice removes him
        if (d.by === 'A' || d.by === 'B') charge(d.type);
        else spectatorAdvice = true;
        break;
      case 'intentional-foul': // T2.28: the first step is a warning without consequence, then the strong warning
        if (state.conductWarned?.[state.shooter]) fouls.push(foul(d.type, t));
        else conductWarning = true;
        break;
      case 'foot-off-floor': // G12
      case 'out-of-turn': // G40b
      case 'shot-while-balls-moving': // G13
      case 'shot-clock-expired': // T1.11a
        fouls.push(foul(d.type, t));
        break;
    }
  }
  return { fouls, seatedFouls, interference: interferences.length > 0, interferences, spectatorAdvice, conductWarning };
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
