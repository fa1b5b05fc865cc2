/**
 * Frozen 15-ball and 9-ball racks broken at 12 m/s across 200 seeds: no exception, no NaN, no
 * overlap above 0.01 mm, no ball outside the table, no energy gained, everything at rest.
 */
import { describe, expect, it } from 'vitest';
import { auditRecord } from '../../src/physics/audit/audit.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { rackBalls, type RackType } from '../../src/table/racks.ts';
import { levelStroke, P, R, run, T9 } from './helpers.ts';

/** Every event instant and the midpoints between them, through the shared audit. */
function audit(rec: ShotRecord): string | null {
  const problems = auditRecord(rec, T9, P);
  return problems.length === 0 ? null : `${problems[0]!.kind} at t=${problems[0]!.t}: ${problems[0]!.detail}`;
}

describe('frozen racks break cleanly at 12 m/s', () => {
  for (const type of ['fifteen', 'nine-ball'] as RackType[]) {
    it(`${type}: 200 seeds, frozen rack, jitter-free lattice order by seed`, () => {
      const problems: string[] = [];
      for (let seed = 0; seed < 200; seed++) {
        const rack = rackBalls(T9, R, { type, seed });
        const rec = run(
          [{ id: 'cue', x: T9.headStringX, y: (0.01 * ((seed % 7) - 3)) / 3 }, ...rack],
          [{ ball: 'cue', stroke: levelStroke(12 / 1.331) }],
        );
        const problem = audit(rec);
        if (problem) problems.push(`seed ${seed}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
