/**
 * Plan-view outlines of the drawn table, computed from the one table geometry (src/table): the
 * opening of the wooden rail frame (the cushions' back lines, bulging round each pocket hole so
 * the drop continues down the rail's cut) and each cushion's rubber in plan (its nose, the rounded
 * points and facings the physics uses, and its back line). Pure 2-D arithmetic in the table frame,
 * no three: the meshes are built from these polygons in table-model.ts.
 */
import type { CushionName, CushionSegment, JawArc, Pocket, TableGeometry } from '../table/geometry.ts';

export type Pt = readonly [number, number];

/** Points per full turn on drawn arcs (pocket cuts, jaw points). */
const ARC_POINTS_PER_TURN = 72;

/** Points along a circle from angle a0 counter-clockwise to a1 (both included). */
export function arcPoints(c: Pt, r: number, a0: number, a1: number): Pt[] {
  while (a1 < a0) a1 += 2 * Math.PI;
  const n = Math.max(2, Math.ceil(((a1 - a0) / (2 * Math.PI)) * ARC_POINTS_PER_TURN));
  return Array.from({ length: n + 1 }, (_, k) => {
    const a = a0 + ((a1 - a0) * k) / n;
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)] as Pt;
  });
}

/** Half sizes of the rectangle of the cushions' back lines (where the wooden rail begins). */
export function backLines(table: TableGeometry): { readonly X: number; readonly Y: number } {
  return { X: table.spec.lengthM / 2 + table.spec.cushionWidthM, Y: table.spec.widthM / 2 + table.spec.cushionWidthM };
}

/** The back-line rectangle's perimeter, walked counter-clockwise from the middle of the foot back line. */
function perimeterWalk(table: TableGeometry) {
  const { X, Y } = backLines(table);
  const edges: Array<[Pt, Pt]> = [
    [
      [X, 0],
      [X, Y],
    ],
    [
      [X, Y],
      [-X, Y],
    ],
    [
      [-X, Y],
      [-X, -Y],
    ],
    [
      [-X, -Y],
      [X, -Y],
    ],
    [
      [X, -Y],
      [X, 0],
    ],
  ];
  const lens = edges.map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]));
  const starts = lens.map((_, i) => lens.slice(0, i).reduce((s, l) => s + l, 0));
  const perimeter = lens.reduce((s, l) => s + l, 0);
  const at = (s: number): Pt => {
    let i = 0;
    while (i < edges.length - 1 && s > (starts[i] as number) + (lens[i] as number)) i++;
    const [a, b] = edges[i] as [Pt, Pt];
    const k = (s - (starts[i] as number)) / (lens[i] as number);
    return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
  };
  /** Perimeter parameters of the rectangle's corners. */
  const cornerS = starts.slice(1);
  return { edges, lens, starts, perimeter, at, cornerS };
}

/** Where a pocket's cut (a circle round the hole) breaks through the back-line rectangle. */
export interface PocketCut {
  readonly pocket: Pocket;
  readonly centre: Pt;
  readonly radius: number;
  /** Perimeter parameters where the walk enters and leaves the circle. */
  readonly enter: number;
  readonly leave: number;
  /** Angles round the centre of the entry and exit points: the cut runs counter-clockwise from a0 to a1. */
  readonly a0: number;
  readonly a1: number;
}

/** Each pocket's cut through the rail, in the order of the walk (circles of radius `cutRadius`). */
export function pocketCuts(table: TableGeometry, cutRadius: (p: Pocket) => number = (p) => p.hole.radius): PocketCut[] {
  const w = perimeterWalk(table);
  const cuts: PocketCut[] = [];
  for (const p of table.pockets) {
    const c = p.hole.centre,
      r = cutRadius(p);
    const hits: number[] = [];
    w.edges.forEach(([a, b], i) => {
      const dx = b[0] - a[0],
        dy = b[1] - a[1],
        L = w.lens[i] as number;
      const fx = a[0] - c[0],
        fy = a[1] - c[1];
      const A = dx * dx + dy * dy,
        B = 2 * (fx * dx + fy * dy),
        C = fx * fx + fy * fy - r * r;
      const disc = B * B - 4 * A * C;
      if (disc < 0) return;
      for (const u of [(-B - Math.sqrt(disc)) / (2 * A), (-B + Math.sqrt(disc)) / (2 * A)])
        if (u >= 0 && u <= 1) hits.push((w.starts[i] as number) + u * L);
    });
    if (hits.length < 2) continue;
    const enter = Math.min(...hits),
      leave = Math.max(...hits);
    const e = w.at(enter),
      l = w.at(leave);
    cuts.push({ pocket: p, centre: c, radius: r, enter, leave, a0: Math.atan2(e[1] - c[1], e[0] - c[0]), a1: Math.atan2(l[1] - c[1], l[0] - c[0]) });
  }
  return cuts.sort((a, b) => a.enter - b.enter);
}

/** Half sizes of the table's outer edge (the rails' outside). */
export function railOuter(table: TableGeometry): { readonly X: number; readonly Y: number } {
  return { X: table.spec.lengthM / 2 + table.spec.railWidthM, Y: table.spec.widthM / 2 + table.spec.railWidthM };
}

/**
 * The rail frame's opening, counter-clockwise: the back-line rectangle with each pocket hole's
 * circle (radius `cutRadius(pocket)`) added where it reaches past the rectangle.
 */
export function railOpening(table: TableGeometry, cutRadius?: (p: Pocket) => number): Pt[] {
  const w = perimeterWalk(table);
  const out: Pt[] = [];
  let s = 0;
  for (const cut of pocketCuts(table, cutRadius)) {
    out.push(w.at(s));
    for (const cs of w.cornerS) if (cs > s && cs < cut.enter) out.push(w.at(cs));
    out.push(...arcPoints(cut.centre, cut.radius, cut.a0, cut.a1));
    s = cut.leave;
  }
  out.push(w.at(s));
  for (const cs of w.cornerS) if (cs > s && cs < w.perimeter) out.push(w.at(cs));
  return out;
}

/** A cushion's rubber in plan, counter-clockwise: facing, point, nose, point, facing, back line. */
export interface CushionOutline {
  readonly cushion: CushionName;
  readonly points: readonly Pt[];
}

const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * Each straight cushion's rubber, one polygon per nose segment (a long cushion has two, either
 * side of its side pocket): the nose, the rounded points (jaw arcs) at its ends, the facings, and
 * the back line behind them.
 */
export function cushionOutlines(table: TableGeometry): CushionOutline[] {
  const { X, Y } = backLines(table);
  const noses = table.elements.filter((e): e is CushionSegment => e.kind === 'segment' && e.part === 'nose');
  const jaws = table.elements.filter((e): e is JawArc => e.kind === 'jaw');
  const facings = table.elements.filter((e): e is CushionSegment => e.kind === 'segment' && e.part === 'jaw');
  const out: CushionOutline[] = [];
  for (const nose of noses) {
    const n = nose.normal; // into the playing area
    const back = (p: Pt): Pt => {
      // The back line behind p, along the cushion's normal.
      if (n[0] !== 0) return [n[0] > 0 ? -X : X, p[1]];
      return [p[0], n[1] > 0 ? -Y : Y];
    };
    /** The end of the nose at `p`: the point's arc and its facing, walked from the nose toward the pocket. */
    const end = (p: Pt): Pt[] => {
      const jaw = jaws.find((j) => j.cushion === nose.cushion && Math.abs(dist(j.centre, p) - j.radius) < 1e-6);
      if (!jaw) return [p, back(p)];
      const facing = facings.find(
        (f) => f.cushion === nose.cushion && f.pocket === jaw.pocket && Math.abs(dist(f.a, jaw.centre) - jaw.radius) < 1e-6,
      );
      if (!facing) return [p, back(p)];
      const a0 = Math.atan2(p[1] - jaw.centre[1], p[0] - jaw.centre[0]);
      const a1 = Math.atan2(facing.a[1] - jaw.centre[1], facing.a[0] - jaw.centre[0]);
      // The short way round from the nose's tangent point to the facing's.
      let d = a1 - a0;
      while (d > Math.PI) d -= 2 * Math.PI;
      while (d < -Math.PI) d += 2 * Math.PI;
      const arc = d >= 0 ? arcPoints(jaw.centre, jaw.radius, a0, a0 + d) : arcPoints(jaw.centre, jaw.radius, a0 + d, a0).reverse();
      // The facing runs on to the back line.
      const fb = facing.b,
        dir: Pt = [fb[0] - facing.a[0], fb[1] - facing.a[1]];
      const along = n[0] !== 0 ? (back(fb)[0] - facing.a[0]) / dir[0] : (back(fb)[1] - facing.a[1]) / dir[1];
      const onBack: Pt = [facing.a[0] + dir[0] * along, facing.a[1] + dir[1] * along];
      return [...arc, onBack];
    };
    const atA = end(nose.a).reverse(),
      atB = end(nose.b);
    const pts = [...atA, ...atB];
    // Counter-clockwise (positive area) for the triangulator.
    const area = pts.reduce((s, p, i) => {
      const q = pts[(i + 1) % pts.length] as Pt;
      return s + p[0] * q[1] - q[0] * p[1];
    }, 0);
    out.push({ cushion: nose.cushion, points: area >= 0 ? pts : pts.reverse() });
  }
  return out;
}
