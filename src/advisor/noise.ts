/**
 * A player's execution error and how hard the advisor thinks for him: the strengths the advisor
 * and the computer opponent play at. Each stroke is perturbed by independent Gaussian errors on
 * its direction, its speed and the tip's offsets, as in the Computational Pool tournaments run on
 * FastFiz (Archibald, Altman, Shoham: "Analysis of a winning computational billiards player",
 * IJCAI 2009; Gaussian noise on the aim angle, the elevation, the speed and the two tip offsets),
 * where a strong agent met noise of about 0.1-0.2 degrees of aim. Beginner is this project's
 * reading of a player, which ran out 1.0 % of the benchmark's first 200 racks in a scratch run (the
 * benchmark plays no beginner racks), as FargoRate's 400 does (about 1 %, see CLUB_OF_ICGA) and under
 * the 10 % a beginner struggles to reach against the ghost (below); club
 * is the ICGA noise a quarter larger (CLUB_OF_ICGA).
 * Professional and strong amateur are set by their outcome on the benchmark's
 * 9-ball racks (one inning from ball in hand after the break, `npm run bench:advisor`), which is
 * the practice game of "playing the ghost": break, take ball in hand, run the rack. "Professional
 * players win games against the ghost in excess of 80 percent of the time, and a beginner will
 * struggle to win 10 percent" (PoolDawg, "Playing the Ghost", pooldawg.com library): the
 * professional (0.02 degrees of aim, 0.5 % of the speed, 0.005 R on the tip) ran out 80.5 % of 200
 * racks (95 % interval 75-85 %; 78.5 %, 72-84 %, with advise.ts GEOMETRY_TRACE). The strong amateur
 * is the issue's 50-60 %: the former professional level (0.04 degrees, 1 %, 0.01 R) ran out 56.5 %
 * (50-63 %; 55.5 %, 49-62 %, with the trace), beside the 39 % of racks broken and run
 * after a successful break by the players of the 2016 WPA World 9-Ball Championship (29 of 75;
 * "AtLarge", break statistics, AzBilliards forums, August 2016), a harder start than ball in hand.
 * The advisor's own judgement is part of those figures: at 0.1 degrees of aim it ran out 17 %.
 * `tournament` is the tournaments' own noise, in their units: Gaussian sigma 0.125 degrees on the aim (phi), 0.1 degrees on the elevation (theta),
 * 0.075 m/s on the stick's speed (V) and 0.5 mm on each tip offset (a, b) (Archibald, Altman,
 * Greenspan, Shoham: "Computational pool: a new challenge for game theory pragmatics", AI Magazine
 * 31(4), 2010, the noise of the 2008 ICGA tournament).
 */

import { DEFAULT_PARAMS } from '../physics/index.ts';

/** The ball's radius the tournaments' tip offsets are read against, m. */
const BALL_RADIUS_M = DEFAULT_PARAMS.ballRadiusM;

export interface NoiseLevel {
  readonly name: NoiseName;
  /** Standard deviation of the stroke direction, degrees. */
  readonly aimDeg: number;
  /** Standard deviation of the cue speed, as a fraction of it. */
  readonly speedFrac: number;
  /** Standard deviation of each tip offset (side, height), fractions of R. */
  readonly tipR: number;
  /** Standard deviation of the cue speed in m/s, on top of speedFrac (the tournaments' V); 0 when absent. */
  readonly speedMps?: number;
  /** Standard deviation of the cue's elevation, degrees (the tournaments' theta); 0 when absent. */
  readonly elevationDeg?: number;
  /** Noisy samples per candidate stroke when its chance is estimated (more: a steadier estimate). */
  readonly samples: number;
  /** Candidates carried from the noise-free screen into the noisy evaluation and the local search. */
  readonly shortlist: number;
}

export const NOISE_NAMES = ['beginner', 'club', 'tournament', 'amateur', 'professional'] as const;
export type NoiseName = (typeof NOISE_NAMES)[number];

/** The 2008 ICGA computational pool tournament's execution noise (sigma of each Gaussian; see above). */
export const ICGA = { aimDeg: 0.125, elevationDeg: 0.1, speedMps: 0.075, tipM: 0.0005 } as const;

/**
 * The club player's errors, in multiples of the ICGA noise (each sigma a quarter larger), with a
 * smaller search (12 samples, a shortlist of 6). Set by its outcome, as the
 * professional's is: FargoRate's reading of its scale puts a good local league player (rated 500)
 * at a run-out "first time at the table in about 10 % of the games", and a player rated 400 at
 * about 1 % (Dr. Dave Alciatore's FAQ "FargoRate", billiards.colostate.edu). On the benchmark's
 * 9-ball racks (one inning from ball in hand after the break) this level ran out 7.5 % of 200
 * racks (95 % interval 5-12 %, `npm run bench:advisor`; 8.0 % at 1.3 times the ICGA noise and
 * 6.0 % at 1.5 in scratch runs on the same racks); the former club level (0.25 degrees, 5 % of the
 * speed, 0.05 R) 4.0 % (docs/advisor.md).
 */
export const CLUB_OF_ICGA = 1.25;

export const NOISE: Readonly<Record<NoiseName, NoiseLevel>> = {
  beginner: { name: 'beginner', aimDeg: 0.5, speedFrac: 0.1, tipR: 0.08, samples: 8, shortlist: 4 },
  club: {
    name: 'club',
    aimDeg: CLUB_OF_ICGA * ICGA.aimDeg,
    speedFrac: 0,
    speedMps: CLUB_OF_ICGA * ICGA.speedMps,
    elevationDeg: CLUB_OF_ICGA * ICGA.elevationDeg,
    tipR: (CLUB_OF_ICGA * ICGA.tipM) / BALL_RADIUS_M,
    samples: 12,
    shortlist: 6,
  },
  amateur: { name: 'amateur', aimDeg: 0.04, speedFrac: 0.01, tipR: 0.01, samples: 16, shortlist: 8 },
  professional: { name: 'professional', aimDeg: 0.02, speedFrac: 0.005, tipR: 0.005, samples: 16, shortlist: 8 },
  tournament: {
    name: 'tournament',
    aimDeg: ICGA.aimDeg,
    speedFrac: 0,
    speedMps: ICGA.speedMps,
    elevationDeg: ICGA.elevationDeg,
    tipR: ICGA.tipM / BALL_RADIUS_M,
    samples: 16,
    shortlist: 8,
  },
};

/**
 * An approximately standard normal deviate: the sum of twelve uniforms less six (Irwin-Hall; mean
 * 0, variance 1, bounded at 6). Only additions, so Node and the browser draw the same errors
 * (Box-Muller's log and cosine are not bit-identical across engines).
 */
export function gaussian(uniform: () => number): number {
  let s = 0;
  for (let k = 0; k < 12; k++) s += uniform();
  return s - 6;
}

/**
 * Execution errors drawn for one stroke before the player plays the stroke as planned: an error
 * that would put the stick through a rail no elevation clears is not a stroke a player makes (he
 * lines up again). Used by the computer's matches (match-play.ts) and its strokes on the page.
 */
export const MAX_EXECUTION_DRAWS = 8;
