/**
 * Things built once for each table and each set of parameters (the objects themselves, which
 * src/table, the scenario loader and the page share, frozen, between strokes): the engine's table
 * model (table-model.ts) and the kept 3-D worlds (world3d-build.ts). Held weakly: a table or a
 * parameter set no longer used takes what was built for it along.
 */
import type { TableGeometry } from '../table/geometry.ts';
import type { PhysicsParams } from './params.ts';

/** A cache keyed by table, then parameters: `of(table, p, build)` builds the first time and returns the same thing after. */
export class PerTable<T> {
  private readonly built = new WeakMap<TableGeometry, WeakMap<PhysicsParams, T>>();

  of(table: TableGeometry, p: PhysicsParams, build: () => T): T {
    let byParams = this.built.get(table);
    if (!byParams) {
      byParams = new WeakMap();
      this.built.set(table, byParams);
    }
    let value = byParams.get(p);
    if (value === undefined) {
      value = build();
      byParams.set(p, value);
    }
    return value;
  }
}
