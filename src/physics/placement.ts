/**
 * Where a ball may stand on the cloth: inside the cushion noses (its centre at least the
 * cushion contact distance from every rubber face), or in a pocket throat short of the hole.
 * Used to refuse bad layouts before anything runs, and by the robustness checks.
 */
import type { TableGeometry } from '../table/geometry.ts';
import { cushionContactDistance, type PhysicsParams } from './params.ts';

/** Placement tolerance, m: the scenario contract refuses overlaps above 1 micrometre. */
export const PLACEMENT_TOLERANCE_M = 1e-6;

/**
 * Returns null when a resting ball may stand at (x, y), or the reason it may not. `tol` is the
 * overlap with the rubber that is let pass (scenario files: 1 micrometre).
 */
export function placementProblem(table: TableGeometry, p: PhysicsParams, x: number, y: number, tol = PLACEMENT_TOLERANCE_M): string | null {
  const dc = cushionContactDistance(p, table.spec.cushionNoseHeightM);
  for (const pk of table.pockets) {
    const dx = x - pk.hole.centre[0],
      dy = y - pk.hole.centre[1];
    if (dx * dx + dy * dy < pk.hole.radius * pk.hole.radius) {
      return `lies over the ${pk.id} pocket hole (use "pocket": "${pk.id}" for a ball in the pocket)`;
    }
  }
  for (const e of table.elements) {
    if (e.kind === 'segment') {
      const ux = e.b[0] - e.a[0],
        uy = e.b[1] - e.a[1];
      const len = Math.sqrt(ux * ux + uy * uy);
      const along = ((x - e.a[0]) * ux + (y - e.a[1]) * uy) / len;
      if (along < 0 || along > len) continue;
      const dist = (x - e.a[0]) * e.normal[0] + (y - e.a[1]) * e.normal[1];
      if (dist < dc - tol && dist > -0.1) {
        return `overlaps the ${e.cushion} cushion${e.part === 'jaw' ? ` (${e.pocket} jaw)` : ''} by ${((dc - dist) * 1000).toFixed(3)} mm`;
      }
    } else {
      const d = Math.sqrt((x - e.centre[0]) * (x - e.centre[0]) + (y - e.centre[1]) * (y - e.centre[1]));
      if (d < e.radius + dc - tol) return `overlaps the ${e.pocket} jaw by ${((e.radius + dc - d) * 1000).toFixed(3)} mm`;
    }
  }
  const { head, foot, left, right } = table.noses;
  const inside = x >= head + dc - tol && x <= foot - dc + tol && y >= right + dc - tol && y <= left - dc + tol;
  if (inside) return null;
  // Near a pocket the rubber curves away from the nose lines (jaws, facings): there the test
  // above is not the boundary, the rubber is, and it was checked already.
  for (const pk of table.pockets) {
    const mx = 0.5 * (pk.mouth[0][0] + pk.mouth[1][0]),
      my = 0.5 * (pk.mouth[0][1] + pk.mouth[1][1]);
    const depth = (x - mx) * pk.axis[0] + (y - my) * pk.axis[1];
    const wx = pk.mouth[1][0] - pk.mouth[0][0],
      wy = pk.mouth[1][1] - pk.mouth[0][1];
    const halfMouth = 0.5 * Math.sqrt(wx * wx + wy * wy);
    if (
      Math.sqrt((x - mx) * (x - mx) + (y - my) * (y - my)) < halfMouth + dc &&
      depth < pk.spec.shelfM + pk.hole.radius &&
      inThroat(table, pk.id, x, y, dc - tol)
    )
      return null;
  }
  const lim = (v: number) => v.toFixed(5);
  return `is outside the cushion noses (centre must lie within x ${lim(head + dc)}..${lim(foot - dc)}, y ${lim(right + dc)}..${lim(left - dc)} m, or in a pocket mouth)`;
}

/**
 * Whether (x, y), if it lies deeper than a facing's start, is on the open side of that facing's
 * line by at least `clearance`: past the facing's end the rail runs on beside the hole, so a ball
 * there would be inside it. (Short of the facing the jaw's rounded nose is the boundary.)
 */
function inThroat(table: TableGeometry, pocket: string, x: number, y: number, clearance: number): boolean {
  for (const e of table.elements) {
    if (e.kind !== 'segment' || e.pocket !== pocket || e.part !== 'jaw') continue;
    const along = (x - e.a[0]) * (e.b[0] - e.a[0]) + (y - e.a[1]) * (e.b[1] - e.a[1]);
    if (along > 0 && (x - e.a[0]) * e.normal[0] + (y - e.a[1]) * e.normal[1] < clearance) return false;
  }
  return true;
}
