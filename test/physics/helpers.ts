/** Shared helpers for physics tests: the frame conversion of the checks (docs/physics.md §4) and quick setups. */
import { DEFAULT_PARAMS, type PhysicsParams } from '../../src/physics/params.ts';
import { simulate, type BallInput } from '../../src/physics/simulate.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { sampleAll, sampleBall } from '../../src/physics/record/trajectory.ts';
import { tableGeometry } from '../../src/table/geometry.ts';
import type { CueStroke } from '../../src/physics/laws/cue-strike-instantaneous.ts';

export const P = DEFAULT_PARAMS;
export const R = P.ballRadiusM;
export const T9 = tableGeometry('9ft');

/** the checks' frame (docs/physics.md §4) -> project frame (9 ft): x_p = y_ref - 1.27, y_p = 0.635 - x_ref. */
export const fromRef = (xRef: number, yRef: number): [number, number] => [yRef - 1.27, 0.635 - xRef];

export function run(balls: BallInput[], strokes: Array<{ ball: string; stroke: CueStroke }> = [], params: PhysicsParams = P): ShotRecord {
  return simulate({ table: T9, params, balls, strokes });
}

export function ball(record: ShotRecord, id: string) {
  const traj = record.trajectory.balls.find((b) => b.id === id);
  if (!traj) throw new Error(`no ball ${id}`);
  return { traj, at: (t: number) => sampleBall(record, traj, t)! };
}

export const levelStroke = (cueSpeed: number, side = 0, height = 0, dir: [number, number] = [1, 0]): CueStroke => ({
  dir,
  cueSpeed,
  tip: { side, height },
  elevationDeg: 0,
});

export { sampleAll };
