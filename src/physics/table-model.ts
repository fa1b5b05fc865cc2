/**
 * The table as the event engine sees it: the table geometry's cushion elements and pockets with
 * the numbers every prediction needs precomputed (a segment's direction and length, a jaw's contact
 * radius, a pocket's mouth line), and the heights and extents of the third dimension.
 */
import type { CushionElement, PocketName, TableGeometry } from '../table/geometry.ts';
import { cushionContactDistance, type PhysicsParams } from './params.ts';
import { PerTable } from './per-table.ts';

/** A cushion element: a straight segment of a cushion's nose or a jaw (a pocket point's rounded rubber). */
export interface Element {
  readonly src: CushionElement;
  /** Segment: point a, unit direction u, length, normal n (into the playing area). */
  readonly ax: number;
  readonly ay: number;
  readonly ux: number;
  readonly uy: number;
  readonly len: number;
  readonly nx: number;
  readonly ny: number;
  /** Jaw: centre and contact radius (the jaw's radius plus the contact distance dc). */
  readonly cx: number;
  readonly cy: number;
  readonly rc: number;
}

export interface PocketModel {
  readonly id: PocketName;
  /** Mouth midpoint and axis (into the pocket), and half the mouth's width. */
  readonly mx: number;
  readonly my: number;
  readonly axx: number;
  readonly axy: number;
  readonly halfMouth: number;
  /** The hole in the slate: centre and radius. */
  readonly hx: number;
  readonly hy: number;
  readonly hr: number;
}

export interface TableModel {
  readonly elements: readonly Element[];
  readonly pockets: readonly PocketModel[];
  /** For each element, the index of its pocket in `pockets` (-1: a long cushion's nose). */
  readonly pocketIndexOf: Int32Array;
  /** Ball radius and diameter, m. */
  readonly R: number;
  readonly D: number;
  /**
   * Horizontal distance from the cushion nose line at which a ball on the cloth touches it, m: the
   * nose stands an angle theta above the ball's equator, so dc = R cos(theta) (27.5 mm), not R.
   */
  readonly dc: number;
  /** sin(theta) of that contact on the cloth. */
  readonly sinTheta: number;
  /** Height of the cushion nose above the bed, m, and of a ball's centre lying on a rail top. */
  readonly hNose: number;
  readonly railLevel: number;
  /** Half length and width of the playing area (the cushion noses' rectangle), m. */
  readonly halfL: number;
  readonly halfW: number;
  /** [halfL, halfW] and the same to the rail's outer edge, indexed by axis (0: x, 1: y). */
  readonly halfExtent: readonly [number, number];
  readonly outerExtent: readonly [number, number];
  /** x of the head string (kitchen rules). */
  readonly xH: number;
}

/** Models already built: a model is a pure function of the table and the parameters and nothing changes it, so every stroke on the same table shares one. */
const built = new PerTable<TableModel>();

/** The engine's model of this table under these parameters (built once for each pair). */
export function tableModel(table: TableGeometry, p: PhysicsParams): TableModel {
  return built.of(table, p, () => buildTableModel(table, p));
}

function buildTableModel(table: TableGeometry, p: PhysicsParams): TableModel {
  const R = p.ballRadiusM;
  const dc = cushionContactDistance(p, table.spec.cushionNoseHeightM);
  const elements: Element[] = table.elements.map((e) => {
    if (e.kind === 'segment') {
      const dx = e.b[0] - e.a[0],
        dy = e.b[1] - e.a[1];
      const len = Math.sqrt(dx * dx + dy * dy);
      return { src: e, ax: e.a[0], ay: e.a[1], ux: dx / len, uy: dy / len, len, nx: e.normal[0], ny: e.normal[1], cx: 0, cy: 0, rc: 0 };
    }
    return { src: e, ax: 0, ay: 0, ux: 0, uy: 0, len: 0, nx: 0, ny: 0, cx: e.centre[0], cy: e.centre[1], rc: e.radius + dc };
  });
  const pockets: PocketModel[] = table.pockets.map((pk) => ({
    id: pk.id,
    mx: 0.5 * (pk.mouth[0][0] + pk.mouth[1][0]),
    my: 0.5 * (pk.mouth[0][1] + pk.mouth[1][1]),
    axx: pk.axis[0],
    axy: pk.axis[1],
    halfMouth: 0.5 * Math.sqrt((pk.mouth[1][0] - pk.mouth[0][0]) ** 2 + (pk.mouth[1][1] - pk.mouth[0][1]) ** 2),
    hx: pk.hole.centre[0],
    hy: pk.hole.centre[1],
    hr: pk.hole.radius,
  }));
  // The third dimension (docs/physics.md §3.5). The rail top (cushion top and wooden rail) is
  // modelled as one flat surface level with the cushion nose; real rails stand a few millimetres
  // higher. Beyond the rail's outer edge a ball falls to the floor.
  const hNose = table.spec.cushionNoseHeightM;
  const halfL = 0.5 * table.spec.lengthM,
    halfW = 0.5 * table.spec.widthM;
  return {
    elements,
    pockets,
    pocketIndexOf: Int32Array.from(elements, (e) => (e.src.pocket === null ? -1 : pockets.findIndex((q) => q.id === e.src.pocket))),
    R,
    D: 2 * R,
    dc,
    sinTheta: (hNose - R) / R,
    hNose,
    railLevel: hNose + R,
    halfL,
    halfW,
    halfExtent: [halfL, halfW],
    outerExtent: [halfL + table.spec.railWidthM, halfW + table.spec.railWidthM],
    xH: table.headStringX,
  };
}

/**
 * Whether (x, y) lies over a rail top rather than the bed: outside the cushion noses' rectangle
 * and not in a pocket (over its hole, or past its mouth between the facings up to the hole's centre).
 */
export function overRailAt(t: TableModel, x: number, y: number): boolean {
  const { elements, pockets, dc } = t;
  // On top of a jaw's rounded rubber.
  for (const e of elements) {
    if (e.src.kind !== 'jaw') continue;
    const jr = e.rc - dc,
      jx = x - e.cx,
      jy = y - e.cy;
    if (jx * jx + jy * jy < jr * jr) return true;
  }
  if (Math.abs(x) <= t.halfL && Math.abs(y) <= t.halfW) return false;
  for (const pk of pockets) {
    const hx = x - pk.hx,
      hy = y - pk.hy;
    if (hx * hx + hy * hy <= pk.hr * pk.hr) return false;
    // Past the mouth, no deeper than the hole's centre (the shelf; behind the hole the rail runs
    // round the pocket), and in front of both facings.
    const depth = (x - pk.mx) * pk.axx + (y - pk.my) * pk.axy;
    if (depth < 0 || depth > (pk.hx - pk.mx) * pk.axx + (pk.hy - pk.my) * pk.axy) continue;
    let between = true;
    for (const e of elements) {
      if (e.src.kind !== 'segment' || e.src.pocket !== pk.id) continue;
      if ((x - e.ax) * e.nx + (y - e.ay) * e.ny < 0) between = false;
    }
    if (between) return false;
  }
  return true;
}
