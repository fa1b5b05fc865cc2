/**
 * The table below and around the playing surface, in the table frame (z = 0 on the bed): the
 * pockets' depth, the apron, the legs and the room's floor. Engineering values of a tournament
 * table (the rules and the WPA specifications fix none of them except the bed's height). The
 * physics' 3-D world (src/physics/world3d/world3d.ts) and the renderer (src/render/table-model.ts) both
 * build from these numbers, so a ball lies where the table is drawn.
 */
import type { Pocket, TableGeometry } from './geometry.ts';

/**
 * Depth of a pocket's floor (the bottom of its bucket) below the bed, m: six balls fill it, the top
 * three level with the mouth (rules matrix S26: "holds 6 balls; the top one sits level with the
 * pocket's mouth"), laid as pocketRestPosition lays them.
 */
export const POCKET_FLOOR_DEPTH_M = 0.078;
/** Height of the bed above the floor of the room, m (WPA: 29.25-31 in) [S11]. */
export const BED_HEIGHT_M = 0.77;
/** Half the length and width of the room the table stands in (its walls), m: a club's table space. */
export const ROOM_HALF_LENGTH_M = 7;
export const ROOM_HALF_WIDTH_M = 5;
/** Depth of the apron (the table's outer side) below the bed, m. */
export const APRON_DEPTH_M = 0.17;
/** Side of a leg's square section, m, and how far its centre stands in from the rail's outer corner. */
export const LEG_SIZE_M = 0.16;
export const LEG_INSET_M = 0.05;
/** A leg's height (from the floor to the apron's underside) and the height of its centre in the table frame, m. */
export const LEG_HEIGHT_M = BED_HEIGHT_M - APRON_DEPTH_M;
export const LEG_CENTRE_Z_M = -APRON_DEPTH_M - LEG_HEIGHT_M / 2;

/** The four legs' centres on the table's plan, m: LEG_INSET_M in from each outer corner of the rails. */
export function legCentres(table: TableGeometry): Array<readonly [number, number]> {
  const X = table.spec.lengthM / 2 + table.spec.railWidthM - LEG_INSET_M,
    Y = table.spec.widthM / 2 + table.spec.railWidthM - LEG_INSET_M;
  return [
    [X, Y],
    [X, -Y],
    [-X, Y],
    [-X, -Y],
  ];
}

/**
 * Where the k-th ball laid in a pocket's bucket lies (table frame): three to a layer in a triangle
 * on its floor, each next layer turned 60 degrees and nested into the one below. The balls a
 * scenario or a game puts in a pocket before a stroke start there, at rest.
 */
export function pocketRestPosition(pocket: Pocket, k: number, ballRadius: number): [number, number, number] {
  const [cx, cy] = pocket.hole.centre;
  const R = ballRadius;
  const ring = Math.min((2 * R) / Math.sqrt(3), Math.max(0, pocket.hole.radius - R));
  const layer = Math.floor(k / 3),
    j = k % 3;
  const a = (2 * Math.PI * j) / 3 + (layer * Math.PI) / 3 + Math.atan2(pocket.axis[1], pocket.axis[0]);
  // Nested layers: the centres of touching balls of two layers are 2R apart, `ring` apart in plan.
  const rise = Math.sqrt(Math.max(0, 4 * R * R - ring * ring));
  return [cx + ring * Math.cos(a), cy + ring * Math.sin(a), -POCKET_FLOOR_DEPTH_M + R + layer * rise];
}
