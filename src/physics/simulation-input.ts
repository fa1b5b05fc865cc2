/**
 * What a simulation is given: the table, the parameters, the balls (on the table or lying in a
 * pocket), the strokes, the lamp, the pockets' kind and the hands that stop a ball. Types only, so
 * the layers that lay out a table (the rules' game flow, the scenarios) need nothing of the engine.
 */
import type { PocketName, TableGeometry } from '../table/geometry.ts';
import type { CueStroke } from './laws/cue-strike-instantaneous.ts';
import type { PhysicsParams } from './params.ts';

export interface BallInput {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly v?: readonly [number, number, number];
  readonly w?: readonly [number, number, number];
  /** Height of the centre, m (default R, on the cloth); above R the ball starts in flight. */
  readonly z?: number;
  /**
   * The ball lies in this pocket from the start: at (x, y, z) when z is given (where a stroke left
   * it, the record's final state), else laid on the pile (pocketRestPosition).
   */
  readonly pocket?: PocketName;
}

export interface SimulationInput {
  readonly table: TableGeometry;
  readonly params: PhysicsParams;
  readonly balls: readonly BallInput[];
  /** Strokes at t = 0 (one for a shot, two for the lag); without any, balls move from their v, w. */
  readonly strokes?: ReadonlyArray<{ readonly ball: string; readonly stroke: CueStroke }>;
  /** A lamp hangs LAMP_HEIGHT_M (detect-flight.ts) above the bed; a ball touching it is off the table (G27c). */
  readonly lamp?: boolean;
  /** `bucket` (default): pocketed balls stay and fill the pocket; `return`: they leave the table. */
  readonly pockets?: 'bucket' | 'return';
  /**
   * A search's simulation (the advisor's): a ball that has fallen into a bucket, wholly below the
   * bed and not rising, the balls lying there at rest, is laid at once where the next ball laid
   * there would lie (pocketRestPosition) instead of tumbling to rest in the pocket's 3-D world (a
   * drop's world is much of a shot's cost); where a ball already lies there, the world plays it out.
   * A ball in the mouth, which may rattle out or hang there, is still the world's. Never for a
   * stroke that is played: the record is not the stroke's.
   */
  readonly search?: boolean;
  /**
   * Balls stopped by hand at time t, s from the strike (a declared touch, G8, G20): a ball rolling
   * or sliding on the cloth stops dead where it is, spin and all (`ball-rest`); a ball in the air,
   * on a rail or already still is not changed by it.
   */
  readonly holds?: ReadonlyArray<{ readonly ball: string; readonly t: number }>;
}
