/** Built once per table and parameters (src/physics/per-table.ts): the table model and the kept worlds share it. */
import { describe, expect, it } from 'vitest';
import { PerTable } from '../../src/physics/per-table.ts';
import { tableModel } from '../../src/physics/table-model.ts';
import { P, T9 } from './helpers.ts';

describe('PerTable', () => {
  it('builds once for a table and parameters, again for other parameters', () => {
    const cache = new PerTable<{ n: number }>();
    let builds = 0;
    const build = () => ({ n: ++builds });
    const a = cache.of(T9, P, build);
    expect(cache.of(T9, P, build)).toBe(a);
    const other = { ...P, muSlide: 0.3 };
    expect(cache.of(T9, other, build)).not.toBe(a);
    expect(builds).toBe(2);
  });
  it('the table model is shared by strokes on the same table, and follows the parameters', () => {
    expect(tableModel(T9, P)).toBe(tableModel(T9, P));
    const bigger = { ...P, ballRadiusM: P.ballRadiusM * 1.1 };
    expect(tableModel(T9, bigger).R).toBeCloseTo(P.ballRadiusM * 1.1, 12);
  });
});
