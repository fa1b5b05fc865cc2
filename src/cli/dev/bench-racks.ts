/**
 * The racks of the bench's scaling table: a cue ball on the head string and n - 1 object
 * balls in a frozen triangle with its apex on the foot spot, rows filled from the apex (n = 16 is
 * the 15-ball rack; 32 runs into an eighth row), each ball jittered by up to JITTER_M in a seeded
 * direction on a lattice opened by twice that (gaps 0 to 4 JITTER_M, as `rackBalls` does). The cue
 * ball is struck at the centre so that it leaves at the given speed (TP A-30).
 */
import { createRng } from '../../math/rng.ts';
import { type BallInput, DEFAULT_PARAMS as P, type SimulationInput, strikeCueBall } from '../../physics/index.ts';
import { tableGeometry } from '../../table/index.ts';

/** Jitter of a frozen rack, m (the bench's break: 0.02 mm, within the 0.2 mm a referee calls frozen). */
export const JITTER_M = 0.00002;
/** Ball counts of the scaling table, cue ball included. */
export const SCALING_BALLS = [2, 4, 8, 16, 22, 32] as const;
/** Break speeds of the scaling table, m/s: a medium break and Onoda's mean pro break [S10]. */
export const SCALING_SPEEDS_MPS = [5.24, 10.7] as const;

const table = tableGeometry('9ft');
const centreHit = strikeCueBall(P, { dir: [1, 0], cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 });

/** The break of a frozen triangle of `balls - 1` object balls at `speed` m/s, jittered by `seed`. */
export function scalingRack(balls: number, speed: number, seed: number): SimulationInput {
  const R = P.ballRadiusM;
  const rng = createRng(seed);
  const pitch = 2 * R + 2 * JITTER_M;
  const rowPitch = (pitch * Math.sqrt(3)) / 2;
  const [fx, fy] = table.spots.foot;
  const rack: BallInput[] = [];
  for (let row = 0; rack.length < balls - 1; row++) {
    for (let k = 0; k <= row && rack.length < balls - 1; k++) {
      const [jx, jy] = rng.inDisc();
      rack.push({ id: String(rack.length + 1), x: fx + row * rowPitch + jx * JITTER_M, y: fy + ((2 * k - row) * pitch) / 2 + jy * JITTER_M });
    }
  }
  return {
    table,
    params: P,
    balls: [{ id: 'cue', x: table.headStringX, y: 0 }, ...rack],
    strokes: [{ ball: 'cue', stroke: { dir: [1, 0], cueSpeed: speed / centreHit.v[0], tip: { side: 0, height: 0 }, elevationDeg: 0 } }],
  };
}
