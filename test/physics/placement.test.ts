/** Where a ball may stand (src/physics/placement.ts): inside the noses, or in a pocket's throat short of the hole. */
import { describe, expect, it } from 'vitest';
import { placementProblem } from '../../src/physics/placement.ts';
import { cushionContactDistance, DEFAULT_PARAMS as p } from '../../src/physics/params.ts';
import { tableGeometry } from '../../src/table/index.ts';

const table = tableGeometry('9ft');
const dc = cushionContactDistance(p, table.spec.cushionNoseHeightM);
const side = table.pockets.find((k) => k.id === 'side-left')!;

describe('placementProblem', () => {
  it('accepts the centre spot and a ball frozen to the left cushion (centre dc from the nose)', () => {
    expect(placementProblem(table, p, 0.5, 0)).toBeNull();
    expect(placementProblem(table, p, 0.5, table.noses.left - dc)).toBeNull();
  });
  it('refuses a ball 1 mm into the left cushion, naming it', () => {
    expect(placementProblem(table, p, 0.5, table.noses.left - dc + 0.001)).toMatch(/left cushion by 1\.000 mm/);
  });
  it('accepts a ball in the side pocket throat, on the pocket axis past the nose line', () => {
    expect(placementProblem(table, p, side.hole.centre[0], table.noses.left + 0.002)).toBeNull();
  });
  it('refuses a ball beside the side pocket hole, behind a facing line (fuzz shot 4004282945: it stood inside the rail)', () => {
    expect(placementProblem(table, p, -0.06811888658552884, 0.6795017928339232)).toMatch(/outside the cushion noses/);
  });
  it('refuses a ball over a hole and says how to put it in the pocket', () => {
    expect(placementProblem(table, p, side.hole.centre[0], side.hole.centre[1])).toMatch(/"pocket": "side-left"/);
  });
});
