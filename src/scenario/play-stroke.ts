/**
 * The one path from a stroke to its ruling: the stroke simulated to rest, then ruled by the game,
 * then (when asked) the table it leaves. Every caller plays its strokes here: a scenario file and a
 * match (run.ts), the page outside a match, its shot clock and warm-up, the advisor and the referee
 * training. So a stroke on the page and the same stroke in a file can never be ruled differently:
 * what differs between callers is only what they pass, never how it is played.
 */
import type { BallInput, PhysicsParams, ShotRecord, SimulationInput } from '../physics/index.ts';
import { simulate } from '../physics/engine.ts';
import {
  adjudicate,
  afterChoice,
  afterStroke,
  type Declaration,
  type GameState,
  type RuleOptions,
  type Ruling,
  type TableLayout,
} from '../rules/index.ts';
import type { TableGeometry } from '../table/geometry.ts';

export interface StrokeToPlay {
  readonly table: TableGeometry;
  readonly params: PhysicsParams;
  /** Every ball: those on the table and those lying in pockets (each with its `pocket`). */
  readonly balls: readonly BallInput[];
  /**
   * The cue strokes at t = 0 (one for a shot, two for the lag); none where the referee rules on the
   * balls as they lie, with no stroke (the shot clock ran out, T1.11).
   */
  readonly strokes?: SimulationInput['strokes'];
  /** The game state at the strike: the shooter's call, a called safety, the push-out, the clock. */
  readonly state: GameState;
  /** What the referee saw that the physics cannot (design.md, declarations). */
  readonly declared?: readonly Declaration[];
  /** Seeds (default) or WPA readings where they differ. */
  readonly options?: RuleOptions;
  readonly lamp?: boolean;
  readonly pockets?: SimulationInput['pockets'];
  /** The search's simulation (SimulationInput.search): only for a stroke that is weighed, never played. */
  readonly search?: boolean;
  /**
   * A check of the record before it is ruled: a scenario that states what its stroke does refuses a
   * record that does otherwise, and a ruling on it would mean nothing. It throws to refuse.
   */
  readonly checkRecord?: (record: ShotRecord) => void;
}

export interface StrokeResult {
  readonly record: ShotRecord;
  readonly ruling: Ruling;
  /**
   * The table and game state for the next stroke: the standard continuation, or the next player's
   * `choice` among the ruling's options (a push-out passed back, a re-break...). `seed` racks the
   * balls when the rack is over.
   */
  next(seed: number, choice?: string): TableLayout;
}

/**
 * A declared touch of a ball at a known time is a hand on it: a moving ball is stopped there,
 * unless the report says the hand only brushed it, turned it aside or moved it (G34: `effect`).
 */
export function handHolds(declared: readonly Declaration[]): Array<{ ball: string; t: number }> {
  return declared
    .filter((d) => d.type === 'ball-touched' && d.ball !== undefined && d.t !== undefined && (d.effect ?? 'stopped') === 'stopped')
    .map((d) => ({ ball: d.ball as string, t: d.t as number }));
}

/** Plays a stroke: simulated to rest, ruled, and the table it leaves on request. */
export function playStroke(input: StrokeToPlay): StrokeResult {
  const { table, params, balls, state } = input;
  const declared = input.declared ?? [];
  const holds = handHolds(declared);
  const record = simulate({
    table,
    params,
    balls,
    ...(input.strokes !== undefined ? { strokes: input.strokes } : {}),
    ...(input.lamp !== undefined ? { lamp: input.lamp } : {}),
    ...(input.pockets !== undefined ? { pockets: input.pockets } : {}),
    ...(input.search === true ? { search: true } : {}),
    ...(holds.length > 0 ? { holds } : {}),
  });
  input.checkRecord?.(record);
  const ruling = adjudicate({ state, record, declared, table, ...(input.options ? { options: input.options } : {}) });
  return {
    record,
    ruling,
    next: (seed, choice) => {
      const before: TableLayout = { balls: balls.filter((b) => !b.pocket), state, inPockets: balls.filter((b) => b.pocket !== undefined) };
      return choice === undefined
        ? afterStroke(table, params, before, record, ruling, seed)
        : afterChoice(table, params, before, record, ruling, seed, choice);
    },
  };
}
