/** Table geometry against the WPA numbers of docs/physics.md §1. */
import { describe, expect, it } from 'vitest';
import { TABLE_PRESETS, tableGeometry, type TablePresetId } from '../../src/table/index.ts';

const INCH = 0.0254;

describe('table presets (WPA, reference 1.1-1.4)', () => {
  it.each([
    ['9ft', 100, 50],
    ['8ft', 92, 46],
    ['7ft', 78, 39],
  ] as const)('%s is %i x %i in between the noses, length twice the width', (id, l, w) => {
    const g = tableGeometry(id as TablePresetId);
    expect(g.noses.foot - g.noses.head).toBeCloseTo(l * INCH, 12);
    expect(g.noses.left - g.noses.right).toBeCloseTo(w * INCH, 12);
  });
  it('9 ft frame of design.md: head string -0.635, foot spot (+0.635, 0), left nose +0.635', () => {
    const g = tableGeometry('9ft');
    expect(g.headStringX).toBeCloseTo(-0.635, 12);
    expect(g.spots.foot).toEqual([0.635, 0]);
    expect(g.noses.left).toBeCloseTo(0.635, 12);
    expect(g.noses.foot).toBeCloseTo(1.27, 12);
  });
  it('cushion nose at 63.5 % of the ball diameter (WPA 62.5-64.5 %)', () => {
    expect(TABLE_PRESETS['9ft'].cushionNoseHeightM / (2.25 * INCH)).toBeCloseTo(0.635, 12);
  });
  it('pocket mouths: corner 4.5 in, side 5 in, nose to nose', () => {
    const g = tableGeometry('9ft');
    for (const p of g.pockets) {
      const w = Math.hypot(p.mouth[0][0] - p.mouth[1][0], p.mouth[0][1] - p.mouth[1][1]);
      expect(w).toBeCloseTo(p.type === 'corner' ? 4.5 * INCH : 5 * INCH, 12);
    }
  });
  it('facings meet the cushion line at 142 degrees (corner) and 104 degrees (side), measured through the rubber', () => {
    const g = tableGeometry('9ft');
    for (const e of g.elements) {
      if (e.kind !== 'segment' || e.part !== 'jaw') continue;
      const pocket = g.pockets.find((p) => p.id === e.pocket)!;
      const dir = [e.b[0] - e.a[0], e.b[1] - e.a[1]];
      const len = Math.hypot(dir[0]!, dir[1]!);
      // The cushion line of this facing runs along x for long cushions, along y for end cushions.
      const along = e.cushion === 'left' || e.cushion === 'right' ? [1, 0] : [0, 1];
      const cosA = Math.abs(dir[0]! * along[0]! + dir[1]! * along[1]!) / len;
      const angle = 180 - (Math.acos(cosA) * 180) / Math.PI;
      expect(angle).toBeCloseTo(pocket.type === 'corner' ? 142 : 104, 9);
    }
  });
  it('every jaw circle is tangent to its cushion line and its facing', () => {
    const g = tableGeometry('9ft');
    for (const j of g.elements) {
      if (j.kind !== 'jaw') continue;
      const facing = g.elements.find(
        (e) =>
          e.kind === 'segment' &&
          e.part === 'jaw' &&
          e.pocket === j.pocket &&
          e.cushion === j.cushion &&
          Math.hypot(e.a[0] - j.centre[0], e.a[1] - j.centre[1]) < 0.05 &&
          Math.abs(e.a[0] - j.centre[0]) + Math.abs(e.a[1] - j.centre[1]) < 0.06,
      )!;
      expect(facing).toBeDefined();
      if (facing.kind !== 'segment') continue;
      const dist = (facing.a[0] - j.centre[0]) * facing.normal[0] + (facing.a[1] - j.centre[1]) * facing.normal[1];
      expect(Math.abs(dist)).toBeCloseTo(j.radius, 9);
    }
  });
  it('18 diamonds, 3 11/16 in behind the noses', () => {
    const g = tableGeometry('9ft');
    expect(g.diamonds).toHaveLength(18);
    for (const [x, y] of g.diamonds) {
      const behind = Math.max(Math.abs(x) - 1.27, Math.abs(y) - 0.635);
      expect(behind).toBeCloseTo((3 + 11 / 16) * INCH, 9);
    }
  });
  it('each facing runs into its pocket hole, so the pocket is closed', () => {
    const g = tableGeometry('9ft');
    for (const e of g.elements) {
      if (e.kind !== 'segment' || e.part !== 'jaw') continue;
      const p = g.pockets.find((q) => q.id === e.pocket)!;
      expect(Math.hypot(e.b[0] - p.hole.centre[0], e.b[1] - p.hole.centre[1])).toBeCloseTo(p.hole.radius, 9);
    }
  });
});
