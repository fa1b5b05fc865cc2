/**
 * Kicks and jumps out of a hook: with the straight line from the cue ball to a
 * legal ball blocked, a safety struck at it meets the blocker first and fouls (G17, wrong ball
 * first; of the benchmark's fouled safeties, most were reported in advance as sure fouls on hooked
 * tables). A player kicks, the cue ball off one cushion or two onto the legal ball, or jumps. The
 * kicks' lines are the mirror images of the ball in the cushions (aimed at the ball's centre, a
 * full hit: the widest margin, 2R either side); the engine then aims them, as aim-by-miss.ts aims a pot: the cue
 * ball's line after its last cushion is measured against the ball's centre and the offset is
 * driven to nothing by the secant method on the stroke's direction. A kick that never meets its
 * ball legally is dropped.
 */
import type { Vec2 } from '../math/vec2.ts';
import { cross, length, normalize, sub } from '../math/vec2.ts';
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import type { TableGeometry } from '../table/geometry.ts';
import { passBy } from './aim-by-miss.ts';
import { centreHit, pocketAims, type Candidate } from './candidates.ts';
import { play, strokeOf, type Outcome, type Situation } from './evaluate.ts';
import { blocked, cushionLines, mirror, type Ball2 } from './geometry.ts';
import { turned } from './window.ts';

/** Stick speed of a kick, m/s: a base that grows with the cue ball's path, and a firmer variant (a fraction more). */
const KICK_SPEED_BASE_MPS = 1,
  KICK_SPEED_PER_M = 0.7,
  KICK_SPEED_MAX_MPS = 5;
const KICK_FIRMER = 1.4;
/** Strokes played to aim one kick, the first included; a step never turns it more than MAX_STEP_DEG. */
export const ESCAPE_ROUNDS = 8;
const PROBE_DEG = 0.2,
  MAX_STEP_DEG = 3;
/** An offset this small is a full hit (m): the aim is not turned further. */
const FULL_HIT_M = 0.01;
/** The longest path a kick is offered for, m (about two lengths of a 9 ft table). */
const MAX_PATH_M = 5;
/**
 * Jumps over the blocker: the cue raised this much, degrees, at these stick speeds, m/s, struck at
 * the centre. On a hooked benchmark table (the cue ball 0.12 m behind the blocker) the engine's
 * cue ball cleared it and met the far ball at 40-50 degrees and 6 m/s, and fell short or flew off
 * the table outside those; the search keeps what the engine says (each is played and judged).
 */
export const JUMP_ELEVATIONS_DEG = [35, 45, 55] as const;
const JUMP_SPEEDS_MPS = [4.5, 6] as const;

type Line = ReturnType<typeof cushionLines>[number];

/** Where the segment a-b crosses a cushion line, or null when it does not. */
function meets(a: Vec2, b: Vec2, line: Line): Vec2 | null {
  const along = line.axis === 0 ? 1 : 0;
  const da = a[line.axis] - line.at,
    db = b[line.axis] - line.at;
  if (da * db > 0 || da === db) return null;
  const other = a[along] + (da / (da - db)) * (b[along] - a[along]);
  return line.axis === 0 ? [line.at, other] : [other, line.at];
}

/**
 * A kick's cushion point is kept this far from a pocket's mouth, m: near a jaw the rebound turns
 * fast with the aim (on the hooked table of test/advisor/escapes.test.ts the offset at the ball
 * went from -5 to +10 cm in 0.2 degrees as the cushion point neared the side pocket's jaw) or the
 * cue ball drops.
 */
const JAW_CLEAR_M = 0.08;

/** The cue ball's path of a kick at `t` off `rails` (in order), through the mirror images: its points, or null when the path misses a cushion, meets one near a pocket or is blocked. */
function kickPath(cue: Vec2, t: Ball2, rails: readonly Line[], balls: readonly Ball2[], R: number, mouths: readonly Vec2[]): Vec2[] | null {
  // The image of the ball in the last cushion, then in the one before: aiming at it meets them in order.
  let image: Vec2 = [t.x, t.y];
  for (let k = rails.length - 1; k >= 0; k--) image = mirror(image, rails[k] as Line);
  const points: Vec2[] = [cue];
  let from = cue,
    toward = image;
  for (const [k, line] of rails.entries()) {
    const p = meets(from, toward, line);
    if (!p || mouths.some((m) => length(sub(p, m)) < JAW_CLEAR_M)) return null;
    points.push(p);
    // Past the cushion the rest of the path is the image reflected back in it.
    toward = mirror(toward, line);
    from = p;
    if (k === rails.length - 1) points.push([t.x, t.y]);
  }
  for (let k = 0; k + 1 < points.length; k++) if (blocked(points[k] as Vec2, points[k + 1] as Vec2, balls, ['cue', t.id], 2 * R)) return null;
  return points;
}

/** Jump strokes straight at each hooked legal target (JUMP_ELEVATIONS_DEG, JUMP_SPEEDS_MPS). */
export function escapeJumps(cue: Vec2, balls: readonly Ball2[], targets: readonly string[], R: number): Candidate[] {
  return targets.flatMap((id) => {
    const t = balls.find((b) => b.id === id);
    if (!t || !hooked(cue, t, balls, R)) return [];
    const dir = normalize(sub([t.x, t.y], cue));
    return JUMP_ELEVATIONS_DEG.flatMap((elevationDeg) => JUMP_SPEEDS_MPS.map((v) => ({ ...centreHit(id, dir, v), elevationDeg })));
  });
}

/** Whether the cue ball's straight line to a ball's centre is blocked: the cue ball cannot meet it full. */
export function hooked(cue: Vec2, t: Ball2, balls: readonly Ball2[], R: number): boolean {
  return blocked(cue, [t.x, t.y], balls, ['cue', t.id], 2 * R);
}

/**
 * One- and two-cushion kicks at each hooked legal target whose mirror-image path is clear, at two
 * speeds (the same aim: the firmer stroke takes the softer one's). `rails` on each: the cushions
 * the cue ball meets before the ball; `d1`: the length of that path, m.
 */
export function escapeKicks(table: TableGeometry, R: number, cue: Vec2, balls: readonly Ball2[], targets: readonly string[]): Candidate[] {
  const lines = cushionLines(table, R);
  const mouths = pocketAims(table).map((p) => p.at);
  const out: Candidate[] = [];
  const plans: Line[][] = [...lines.map((a) => [a]), ...lines.flatMap((a) => lines.filter((b) => b !== a).map((b) => [a, b]))];
  for (const id of targets) {
    const t = balls.find((b) => b.id === id);
    if (!t || !hooked(cue, t, balls, R)) continue;
    for (const rails of plans) {
      const path = kickPath(cue, t, rails, balls, R, mouths);
      if (!path) continue;
      const L = path.slice(1).reduce((a, p, k) => a + length(sub(p, path[k] as Vec2)), 0);
      if (L > MAX_PATH_M) continue;
      const v = Math.min(KICK_SPEED_MAX_MPS, KICK_SPEED_BASE_MPS + KICK_SPEED_PER_M * L);
      const dir = normalize(sub(path[1] as Vec2, cue));
      for (const speed of [v, Math.min(KICK_SPEED_MAX_MPS, v * KICK_FIRMER)]) out.push({ ...centreHit(id, dir, speed), rails: rails.length, d1: L });
    }
  }
  return out;
}

/**
 * The signed offset of the cue ball's line from `at` (the target's centre) after its `rails`-th
 * cushion, m, positive with the centre to the left of its motion: at contact with the target, from
 * the cue ball's place and direction there; on a miss, its closest pass. Null when the cue ball
 * meets a ball before its cushions are done, or another ball than the target after them.
 */
export function kickOffset(record: ShotRecord, target: string, rails: number, at: Vec2): number | null {
  const mine = record.events.filter((e) => (e.type === 'ball-cushion' || e.type === 'ball-ball') && e.balls.includes('cue'));
  if (mine.length < rails || mine.slice(0, rails).some((e) => e.type !== 'ball-cushion')) return null;
  const from = (mine[rails - 1] as { t: number }).t;
  const next = mine[rails];
  if (next?.type !== 'ball-ball') return passBy(record, 'cue', { from, until: next?.t ?? Infinity }, at);
  if (!next.balls.includes(target)) return null;
  const traj = record.trajectory.balls.find((b) => b.id === 'cue');
  const b = traj ? sampleBall(record, traj, Math.max(from, next.t - 1e-4)) : null;
  if (!b || (b.v[0] === 0 && b.v[1] === 0)) return null;
  return cross(normalize([b.v[0], b.v[1]]), sub(at, [b.r[0], b.r[1]]));
}

interface Tried {
  readonly deg: number;
  readonly offset: number | null;
  readonly outcome: Outcome;
}

/** Where a turn is kept inside a bracket, as a share of its width from either end. */
const BRACKET_INSIDE = 0.15;
/** A measured slope further than this factor from the mirror's is taken for a jump in the path, not the slope. */
const SLOPE_TRUST = 4;

/**
 * How the offset at the ball moves per degree of aim by the mirror's geometry, m: the path's
 * length times a degree in radians, its sign turned by each cushion (a reflection swaps left and right).
 */
function mirrorSlope(c: Candidate): number {
  return ((c.rails ?? 0) % 2 === 1 ? 1 : -1) * ((c.d1 * Math.PI) / 180);
}

/** Whether a measured slope is the mirror's within SLOPE_TRUST (same sign): else the aims straddle a jaw, a ball or another cushion. */
function trusted(slope: number, expected: number): boolean {
  const r = slope / expected;
  return Number.isFinite(r) && r > 1 / SLOPE_TRUST && r < SLOPE_TRUST;
}

/**
 * Once two aims tried side by side pass the ball on either side, with a slope between them that
 * can be trusted, the next aim is the false position between them, kept off their ends: a secant
 * step from there may land far away.
 */
function bracketed(tried: readonly Tried[], expected: number): number | null {
  const known = tried.filter((t) => t.offset !== null).sort((p, q) => p.deg - q.deg);
  for (let k = 0; k + 1 < known.length; k++) {
    const p = known[k] as Tried,
      q = known[k + 1] as Tried;
    const [fp, fq] = [p.offset as number, q.offset as number];
    const w = q.deg - p.deg;
    if (fp * fq >= 0 || !trusted((fq - fp) / w, expected)) continue;
    const at = p.deg + (w * fp) / (fp - fq);
    return Math.max(p.deg + BRACKET_INSIDE * w, Math.min(q.deg - BRACKET_INSIDE * w, at));
  }
  return null;
}

/**
 * Kick c aimed through the engine: the first stroke, then secant steps on its offset (kickOffset)
 * toward a full hit, at most ESCAPE_ROUNDS strokes. The aim kept is the legal stroke with the
 * smallest offset; null when no stroke tried was legal.
 */
export function aimEscape(s: Situation, c: Candidate, cue: Vec2): { aimed: { candidate: Candidate; outcome: Outcome } | null; sims: number } {
  const t = s.balls.find((b) => b.id === c.target);
  if (!t || !c.rails) return { aimed: null, sims: 0 };
  const at: Vec2 = [t.x, t.y];
  const tried: Tried[] = [];
  const tryAt = (deg: number): Tried => {
    const x = turned(c, deg);
    const outcome = play(s, x, cue, strokeOf(x));
    const r = { deg, offset: kickOffset(outcome.record, c.target, c.rails ?? 0, at), outcome };
    tried.push(r);
    return r;
  };
  let a = tryAt(0);
  let next = PROBE_DEG;
  const expected = mirrorSlope(c);
  while (tried.length < ESCAPE_ROUNDS && a.offset !== null && !(Math.abs(a.offset) < FULL_HIT_M && !a.outcome.foul)) {
    const x = tryAt(next);
    if (x.offset === null) {
      next = 0.5 * (a.deg + next);
      continue;
    }
    // The secant's slope where it agrees with the mirror's; the mirror's where a jump in the path spoils it.
    const measured = (x.offset - a.offset) / (x.deg - a.deg);
    const slope = trusted(measured, expected) ? measured : expected;
    a = x;
    next = bracketed(tried, expected) ?? a.deg + Math.max(-MAX_STEP_DEG, Math.min(MAX_STEP_DEG, -x.offset / slope));
  }
  const legal = tried.filter((x) => x.offset !== null && !x.outcome.foul);
  if (legal.length === 0) return { aimed: null, sims: tried.length };
  const best = legal.reduce((p, q) => (Math.abs(q.offset as number) < Math.abs(p.offset as number) ? q : p));
  return { aimed: { candidate: turned(c, best.deg), outcome: best.outcome }, sims: tried.length };
}
