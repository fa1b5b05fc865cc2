/**
 * Aim to the centre of a pot's window. Refinement (evaluate.ts `refine`) stops
 * at the first aim that pots; a player's aim errors fall either side of his aim, so the aim worth
 * playing is the middle of the window of aims that pot and keep the table. Each edge is found
 * through the engine: from the potting aim, steps that double (WINDOW_FIRST_STEP_DEG up to
 * WINDOW_MAX_DEG) until one fails, then WINDOW_BISECTIONS halvings between the last that potted and
 * the first that failed. A window wider than WINDOW_MAX_DEG on a side counts as that wide.
 */
import { atan2, sinCosDeg } from '../math/trig.ts';
import type { Vec2 } from '../math/vec2.ts';
import type { Candidate } from './candidates.ts';
import { play, strokeOf, type Situation } from './evaluate.ts';

/** The first step off the potting aim, degrees (a professional's aim error is 0.1 degrees). */
export const WINDOW_FIRST_STEP_DEG = 0.05;
/** The widest half-window measured, degrees: beyond it an aim error of any level stays inside. */
export const WINDOW_MAX_DEG = 1.6;
/** Halvings of each edge's bracket: the edge is known to 1/8 of its last step. */
export const WINDOW_BISECTIONS = 3;

/** The candidate turned by `deg` degrees (counter-clockwise). */
export function turned(c: Candidate, deg: number): Candidate {
  const [sn, cs] = sinCosDeg((atan2(c.dir[1], c.dir[0]) * 180) / Math.PI + deg);
  return { ...c, dir: [cs, sn] };
}

export interface Window {
  readonly candidate: Candidate;
  /** The half-widths found either side of the aim it started from (degrees; clockwise, counter-clockwise). */
  readonly cw: number;
  readonly ccw: number;
  readonly sims: number;
}

/** Candidate c (whose aim pots and keeps the table without noise) turned to the middle of its window. */
export function centreOfWindow(s: Situation, c: Candidate, cue: Vec2): Window {
  let sims = 0;
  const keeps = (deg: number): boolean => {
    sims++;
    const x = turned(c, deg);
    return play(s, x, cue, strokeOf(x)).keeps;
  };
  const edge = (sign: 1 | -1): number => {
    let ok = 0,
      bad = NaN;
    for (let d = WINDOW_FIRST_STEP_DEG; d <= WINDOW_MAX_DEG; d *= 2) {
      if (keeps(sign * d)) ok = d;
      else {
        bad = d;
        break;
      }
    }
    if (Number.isNaN(bad)) return ok;
    for (let k = 0; k < WINDOW_BISECTIONS; k++) {
      const mid = 0.5 * (ok + bad);
      if (keeps(sign * mid)) ok = mid;
      else bad = mid;
    }
    return ok;
  };
  const ccw = edge(1),
    cw = edge(-1);
  return { candidate: turned(c, 0.5 * (ccw - cw)), cw, ccw, sims };
}
