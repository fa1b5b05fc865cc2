/**
 * Regulation table geometry in the project frame (design.md): origin at the centre spot on the
 * cloth, +x toward the foot cushion, +y toward the left cushion, +z up. Built once from a
 * TableSpec; the physics, the renderer and the scenario validator all read this one object.
 */
import { add, dot, normalize, scale, sub, type Vec2 } from '../math/vec2.ts';
import { cosDeg, sinDeg } from '../math/trig.ts';
import { TABLE_PRESETS, type PocketSpec, type TablePresetId, type TableSpec } from './specs.ts';

export type CushionName = 'head' | 'foot' | 'left' | 'right';
export type PocketName = 'head-left' | 'head-right' | 'side-left' | 'side-right' | 'foot-left' | 'foot-right';
export const CUSHION_NAMES: readonly CushionName[] = ['head', 'foot', 'left', 'right'];
export const POCKET_NAMES: readonly PocketName[] = ['head-left', 'head-right', 'side-left', 'side-right', 'foot-left', 'foot-right'];

/** A straight rubber face: the cushion nose between two pockets, or a pocket facing. */
export interface CushionSegment {
  readonly kind: 'segment';
  readonly cushion: CushionName;
  /** `nose` for the long straight cushion, `jaw` for a pocket facing. */
  readonly part: 'nose' | 'jaw';
  readonly pocket: PocketName | null;
  readonly a: Vec2;
  readonly b: Vec2;
  /** Unit normal pointing out of the rubber, toward where balls are. */
  readonly normal: Vec2;
}

/** The rounded rubber at a pocket point, a vertical cylinder of radius `radius`. */
export interface JawArc {
  readonly kind: 'jaw';
  readonly cushion: CushionName;
  readonly part: 'jaw';
  readonly pocket: PocketName;
  readonly centre: Vec2;
  readonly radius: number;
}

export type CushionElement = CushionSegment | JawArc;

export interface Pocket {
  readonly id: PocketName;
  readonly type: 'corner' | 'side';
  /** The two nose points (where the cushion lines meet the facing lines). */
  readonly mouth: readonly [Vec2, Vec2];
  /** Unit vector along the pocket axis, pointing into the pocket. */
  readonly axis: Vec2;
  /** Circle in the slate: a ball whose centre enters it drops. */
  readonly hole: { readonly centre: Vec2; readonly radius: number };
  readonly spec: PocketSpec;
}

export interface TableGeometry {
  readonly spec: TableSpec;
  /** Cushion nose lines: x of the head and foot noses, y of the right and left noses. */
  readonly noses: { readonly head: number; readonly foot: number; readonly right: number; readonly left: number };
  readonly elements: readonly CushionElement[];
  readonly pockets: readonly Pocket[];
  readonly spots: { readonly head: Vec2; readonly centre: Vec2; readonly foot: Vec2 };
  /** x of the head string (kitchen is x < headStringX) and of the foot string. */
  readonly headStringX: number;
  readonly footStringX: number;
  /** Sight positions on the rail caps, (x, y) in the table frame. */
  readonly diamonds: readonly Vec2[];
}

interface PocketSide {
  cushion: CushionName;
  /** Point where this cushion's nose line meets the facing line. */
  nose: Vec2;
  /** Unit vector along the cushion line pointing toward the pocket. */
  toPocket: Vec2;
  /** Unit normal of the cushion line pointing to the playing area. */
  normal: Vec2;
}

/** How far the facing extends behind the nose line when it does not meet the hole first, m. */
const FACING_FALLBACK_DEPTH_M = 0.08;

function rayCircleEntry(origin: Vec2, dir: Vec2, centre: Vec2, radius: number): number | null {
  const oc = sub(origin, centre);
  const b = dot(oc, dir);
  const c = dot(oc, oc) - radius * radius;
  const disc = b * b - c;
  if (disc < 0) return null;
  const t = -b - Math.sqrt(disc);
  return t > 0 ? t : null;
}

function buildPocket(
  id: PocketName,
  type: 'corner' | 'side',
  spec: PocketSpec,
  sides: readonly [PocketSide, PocketSide],
  axis: Vec2,
  elements: CushionElement[],
): { pocket: Pocket; jawTangents: Map<CushionName, Vec2> } {
  const mouthMid = scale(add(sides[0].nose, sides[1].nose), 0.5);
  const hole = { centre: add(mouthMid, scale(axis, spec.shelfM + spec.holeRadiusM)), radius: spec.holeRadiusM };
  const jawTangents = new Map<CushionName, Vec2>();
  const alpha = spec.facingAngleDeg;
  for (const s of sides) {
    // The facing leaves the nose point at the WPA cut angle to the cushion face (measured through
    // the rubber): f = -u cos(alpha) - n sin(alpha) points into the rail.
    const facing = normalize(add(scale(s.toPocket, -cosDeg(alpha)), scale(s.normal, -sinDeg(alpha))));
    // Round the rubber wedge (interior angle alpha) with the jaw radius: the circle is tangent to
    // the cushion line and the facing, its centre on the wedge bisector.
    const half = alpha / 2;
    const bis = normalize(add(scale(s.toPocket, -1), facing));
    const r = spec.jawRadiusM;
    const centre = add(s.nose, scale(bis, r / sinDeg(half)));
    const tangentDist = (r * cosDeg(half)) / sinDeg(half);
    const onCushion = add(s.nose, scale(s.toPocket, -tangentDist));
    const onFacing = add(s.nose, scale(facing, tangentDist));
    jawTangents.set(s.cushion, onCushion);
    elements.push({ kind: 'jaw', cushion: s.cushion, part: 'jaw', pocket: id, centre, radius: r });
    const entry = rayCircleEntry(onFacing, facing, hole.centre, hole.radius);
    const depthAlongNormal = -dot(facing, s.normal);
    const end = add(onFacing, scale(facing, entry ?? FACING_FALLBACK_DEPTH_M / depthAlongNormal));
    // Outward normal of the facing: perpendicular to it, on the side away from the rubber wedge.
    let fn: Vec2 = [-facing[1], facing[0]];
    if (dot(fn, s.toPocket) < 0) fn = scale(fn, -1);
    elements.push({ kind: 'segment', cushion: s.cushion, part: 'jaw', pocket: id, a: onFacing, b: end, normal: fn });
  }
  return {
    pocket: { id, type, mouth: [sides[0].nose, sides[1].nose], axis, hole, spec },
    jawTangents,
  };
}

export function buildTableGeometry(spec: TableSpec): TableGeometry {
  const L = spec.lengthM;
  const W = spec.widthM;
  const hx = L / 2;
  const hy = W / 2;
  const elements: CushionElement[] = [];
  const pockets: Pocket[] = [];
  // Tangent points of the jaws on each cushion line, keyed by pocket then cushion.
  const tangents = new Map<string, Vec2>();
  const sc = spec.corner.mouthM / Math.SQRT2; // nose point distance from the corner along each line
  const corners: Array<[PocketName, number, number]> = [
    ['head-left', -1, 1],
    ['head-right', -1, -1],
    ['foot-left', 1, 1],
    ['foot-right', 1, -1],
  ];
  for (const [id, sxn, syn] of corners) {
    const endCushion: CushionName = sxn < 0 ? 'head' : 'foot';
    const longCushion: CushionName = syn > 0 ? 'left' : 'right';
    const sides: [PocketSide, PocketSide] = [
      { cushion: longCushion, nose: [sxn * (hx - sc), syn * hy], toPocket: [sxn, 0], normal: [0, -syn] },
      { cushion: endCushion, nose: [sxn * hx, syn * (hy - sc)], toPocket: [0, syn], normal: [-sxn, 0] },
    ];
    const { pocket, jawTangents } = buildPocket(id, 'corner', spec.corner, sides, normalize([sxn, syn]), elements);
    pockets.push(pocket);
    for (const [c, p] of jawTangents) tangents.set(`${id}/${c}`, p);
  }
  const ss = spec.side.mouthM / 2;
  for (const [id, syn] of [
    ['side-left', 1],
    ['side-right', -1],
  ] as Array<[PocketName, number]>) {
    const cushion: CushionName = syn > 0 ? 'left' : 'right';
    const sides: [PocketSide, PocketSide] = [
      { cushion, nose: [-ss, syn * hy], toPocket: [1, 0], normal: [0, -syn] },
      { cushion, nose: [ss, syn * hy], toPocket: [-1, 0], normal: [0, -syn] },
    ];
    // Both sides are on the same cushion: keep the two tangents apart by the sign of x.
    const before = elements.length;
    const { pocket } = buildPocket(id, 'side', spec.side, sides, [0, syn], elements);
    pockets.push(pocket);
    const jaws = elements.slice(before).filter((e): e is JawArc => e.kind === 'jaw');
    for (const j of jaws) {
      const left = j.centre[0] < 0;
      const half = spec.side.facingAngleDeg / 2;
      const td = (spec.side.jawRadiusM * cosDeg(half)) / sinDeg(half);
      tangents.set(`${id}/${left ? 'neg' : 'pos'}`, [left ? -ss - td : ss + td, syn * hy]);
    }
  }
  const t = (key: string): Vec2 => {
    const p = tangents.get(key);
    if (!p) throw new Error(`internal: no jaw tangent ${key}`);
    return p;
  };
  const seg = (cushion: CushionName, a: Vec2, b: Vec2, normal: Vec2): void => {
    elements.push({ kind: 'segment', cushion, part: 'nose', pocket: null, a, b, normal });
  };
  seg('head', t('head-right/head'), t('head-left/head'), [1, 0]);
  seg('foot', t('foot-right/foot'), t('foot-left/foot'), [-1, 0]);
  seg('left', t('head-left/left'), t('side-left/neg'), [0, -1]);
  seg('left', t('side-left/pos'), t('foot-left/left'), [0, -1]);
  seg('right', t('head-right/right'), t('side-right/neg'), [0, 1]);
  seg('right', t('side-right/pos'), t('foot-right/right'), [0, 1]);

  const diamonds: Vec2[] = [];
  const dy = hy + spec.diamondSetbackM;
  const dx = hx + spec.diamondSetbackM;
  for (const k of [1, 2, 3, 5, 6, 7]) {
    diamonds.push([-hx + (k * L) / 8, dy], [-hx + (k * L) / 8, -dy]);
  }
  for (const k of [1, 2, 3]) {
    diamonds.push([-dx, -hy + (k * W) / 4], [dx, -hy + (k * W) / 4]);
  }
  return {
    spec,
    noses: { head: -hx, foot: hx, right: -hy, left: hy },
    elements,
    pockets,
    spots: { head: [-L / 4, 0], centre: [0, 0], foot: [L / 4, 0] },
    headStringX: -L / 4,
    footStringX: L / 4,
    diamonds,
  };
}

const cache = new Map<TablePresetId, TableGeometry>();

/** Geometry of a preset, built once and shared (it is immutable). */
export function tableGeometry(id: TablePresetId): TableGeometry {
  let g = cache.get(id);
  if (!g) {
    g = buildTableGeometry(TABLE_PRESETS[id]);
    cache.set(id, g);
  }
  return g;
}
