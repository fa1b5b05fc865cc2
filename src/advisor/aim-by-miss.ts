/**
 * Aiming a pot by how far the engine says it misses: banks, kicks and
 * combinations, whose cushion or second ball the geometry of candidates.ts only approximates
 * (a cushion's rebound is not a mirror: the ball's spin, its speed and the cushion's height turn
 * it). The stroke is played, the ball meant to drop is followed to where it passes the pocket's
 * aim point (the mouth's centre), and the signed distance it passes by is driven to nothing by the
 * secant method on the stroke's direction. The aim kept is the one that drops that ball in that
 * pocket, keeping the table, with the smallest miss: a pot that drops near a jaw is still turned
 * toward the middle.
 */
import type { Vec2 } from '../math/vec2.ts';
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import { pocketAims, type Candidate } from './candidates.ts';
import { play, strokeOf, type Outcome, type Situation } from './evaluate.ts';
import { ghost } from './geometry.ts';
import { turned } from './window.ts';

/** Strokes played to aim one pot, the first included. */
export const AIM_BY_MISS_ROUNDS = 10;
/** After this many strokes, a pot that has not passed within HOPELESS_M of the pocket's aim point is given up. */
export const HOPELESS_AFTER = 5;
export const HOPELESS_M = 0.3;
/** The first probe off the geometric aim, degrees: small enough to stay on the same cushion and ball. */
export const PROBE_DEG = 0.15;
/** No secant step turns the stroke more than this, degrees (a step beyond meets other balls and cushions). */
export const MAX_STEP_DEG = 3;
/** A miss this small is the pocket's middle, m: the aim is not turned further. */
export const CENTRED_M = 0.002;
/** The path is followed in steps this long, s (a ball at 4 m/s moves 8 mm; the closest point is refined between them). */
const PATH_STEP_S = 0.002;
/** The longest path followed, s. */
const PATH_MAX_S = 12;

/**
 * How far `ballId`'s path on `leg` passes the point `at`, m, signed: positive when the
 * point lies to the left of the ball's motion (the ball passes on its right). Null when the ball
 * does not move on the leg. The closest point is refined between samples on the straight chord.
 * A ball in the air is followed by its shadow on the cloth.
 */
export function passBy(record: ShotRecord, ballId: string, leg: Leg, at: Vec2): number | null {
  const traj = record.trajectory.balls.find((b) => b.id === ballId);
  if (!traj) return null;
  let best: { d: number; signed: number } | null = null;
  let prev: Vec2 | null = null;
  const end = Math.min(leg.until, leg.from + PATH_MAX_S);
  for (let k = 0; ; k++) {
    const t = Math.min(end, leg.from + k * PATH_STEP_S);
    const b = sampleBall(record, traj, t);
    // Followed on the cloth and in a hop off a cushion; no further once it rests, drops or leaves the table.
    if (!b || b.mode === 'stationary' || b.mode === 'pocketed' || b.mode === 'off-table') break;
    const p: Vec2 = [b.r[0], b.r[1]];
    if (prev) {
      const seg: Vec2 = [p[0] - prev[0], p[1] - prev[1]];
      const L2 = seg[0] * seg[0] + seg[1] * seg[1];
      if (L2 > 0) {
        const u = Math.max(0, Math.min(1, ((at[0] - prev[0]) * seg[0] + (at[1] - prev[1]) * seg[1]) / L2));
        const q: Vec2 = [prev[0] + u * seg[0], prev[1] + u * seg[1]];
        const d = Math.hypot(at[0] - q[0], at[1] - q[1]);
        if (!best || d < best.d) {
          const L = Math.sqrt(L2);
          best = { d, signed: Math.sign((seg[0] * (at[1] - q[1]) - seg[1] * (at[0] - q[0])) / L) * d };
        }
      }
    }
    prev = p;
    if (t >= end) break;
  }
  return best?.signed ?? null;
}

/** A stretch of a ball's path between two instants, s. */
export interface Leg {
  readonly from: number;
  readonly until: number;
}

/** Ball `ball`'s path from `from` to its next collision (a cushion, a jaw or a ball), or to where it stops. */
function legFrom(record: ShotRecord, ball: string, from: number): Leg {
  const hit = record.events.find((e) => (e.type === 'ball-cushion' || e.type === 'ball-ball') && e.t > from && e.balls.includes(ball));
  return { from, until: hit ? hit.t : Infinity };
}

/** The leg of a candidate's potted ball that should reach the pocket: after its first cushion for a bank, else from when it is struck. */
function potLeg(record: ShotRecord, c: Candidate, ball: string): Leg | null {
  const struck = record.events.find((e) => e.type === 'ball-ball' && e.balls.includes(ball));
  if (!struck) return null;
  if (c.kind !== 'bank') return legFrom(record, ball, struck.t);
  const rail = record.events.find((e) => e.type === 'ball-cushion' && e.t > struck.t && e.balls.includes(ball));
  return rail ? legFrom(record, ball, rail.t) : null;
}

/**
 * The signed miss of candidate c's pot in its outcome's record, m, and what it measures: `pot`,
 * the pot's ball's pass by the pocket's aim point on the leg that should reach it; `contact`, for
 * a kick whose cue ball never met the target, the cue ball's pass by the ghost ball's place after
 * its cushion (the same sign: the cue ball passing right sends the pot right). Null when neither
 * can be measured. Only a leg is followed: past a cushion or a ball the path is another shot's.
 */
export function potMiss(s: Situation, c: Candidate, record: ShotRecord): { readonly miss: number; readonly measure: 'pot' | 'contact' } | null {
  if (!c.pot) return null;
  const pk = pocketAims(s.table).find((p) => p.id === c.pot?.pocket);
  if (!pk) return null;
  const leg = potLeg(record, c, c.pot.ball);
  const measured = (miss: number | null, measure: 'pot' | 'contact') => (miss === null ? null : { miss, measure });
  if (leg) return measured(passBy(record, c.pot.ball, leg, pk.at), 'pot');
  if (c.kind !== 'kick') return null;
  const t = s.balls.find((b) => b.id === c.target);
  const rail = record.events.find((e) => e.type === 'ball-cushion' && e.balls.includes('cue'));
  if (!t || !rail) return null;
  return measured(passBy(record, 'cue', legFrom(record, 'cue', rail.t), ghost([t.x, t.y], pk.at, s.params.ballRadiusM)), 'contact');
}

interface Tried {
  readonly deg: number;
  readonly miss: ReturnType<typeof potMiss>;
  readonly outcome: Outcome;
  /** The pot's ball dropped in the pot's pocket and the shooter keeps the table (a ball dropped elsewhere is another stroke). */
  readonly potted: boolean;
}

/** Whether candidate c's ball stayed in c's pocket in the outcome, the shooter keeping the table, by c's kind of stroke. */
export function potted(c: Candidate, outcome: Outcome): boolean {
  const pot = c.pot;
  if (!pot || !outcome.keeps) return false;
  const events = outcome.record.events;
  // A kick meets a cushion before its ball (else it is a direct stroke, found as one).
  const first = events.find((e) => (e.type === 'ball-cushion' || e.type === 'ball-ball') && e.balls.includes('cue'));
  if (c.kind === 'kick' && first?.type !== 'ball-cushion') return false;
  return events.some((e) => e.type === 'pocketed' && e.pocket === pot.pocket && e.balls.includes(pot.ball));
}

/** Candidate c aimed by its pot's miss through the engine (at most AIM_BY_MISS_ROUNDS strokes). */
export function aimByMiss(s: Situation, c: Candidate, cue: Vec2): { candidate: Candidate; outcome: Outcome; sims: number } {
  const tried: Tried[] = [];
  const at = (deg: number): Tried => {
    const x = turned(c, deg);
    const outcome = play(s, x, cue, strokeOf(x));
    const t = { deg, miss: potMiss(s, x, outcome.record), outcome, potted: potted(x, outcome) };
    tried.push(t);
    return t;
  };
  let a = at(0);
  let next = a.deg + PROBE_DEG;
  const hopeless = () => tried.length >= HOPELESS_AFTER && !tried.some((t) => t.miss?.measure === 'pot' && Math.abs(t.miss.miss) < HOPELESS_M);
  while (tried.length < AIM_BY_MISS_ROUNDS && a.miss !== null && !(Math.abs(a.miss.miss) < CENTRED_M && a.potted) && !hopeless()) {
    const t = at(next);
    if (t.miss === null) {
      // The turn took the ball off its path (no contact, or no cushion for a bank): half of it.
      next = 0.5 * (a.deg + next);
      continue;
    }
    // A secant step between two measures of the same kind; a fresh probe where the kind changed.
    const slope = t.miss.measure === a.miss.measure ? (t.miss.miss - a.miss.miss) / (t.deg - a.deg) : 0;
    a = t;
    const step = slope === 0 || !Number.isFinite(slope) ? PROBE_DEG : -t.miss.miss / slope;
    next = a.deg + Math.max(-MAX_STEP_DEG, Math.min(MAX_STEP_DEG, step));
  }
  const best = bestOf(tried);
  return { candidate: turned(c, best.deg), outcome: best.outcome, sims: tried.length };
}

/**
 * The aim that potted with the smallest miss; when none potted, the geometry's own aim (the
 * stroke is still the kind it was made as: a kick turned until it meets its ball first would be
 * another stroke, and from the kitchen a foul, G9).
 */
function bestOf(tried: readonly Tried[]): Tried {
  const size = (t: Tried) => (t.miss === null ? Infinity : Math.abs(t.miss.miss));
  const kept = tried.filter((t) => t.potted);
  if (kept.length === 0) return tried[0] as Tried;
  return kept.reduce((p, q) => (size(q) < size(p) ? q : p));
}
