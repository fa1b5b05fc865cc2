/**
 * The finished table's meshes, every size from src/table (one geometry for physics and picture):
 * the slate bed under its cloth with the pocket holes cut through it, the cushion rubber in plan
 * from the physics' own noses, points and facings, the wooden rail frame with rounded edges and its
 * inlaid sights, the apron and legs below it, each pocket with depth (liner, floor, a leather lip
 * round the cut and a metal casting), the head string and foot spot, and the floor of the room.
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { TableGeometry } from '../table/geometry.ts';
import {
  APRON_DEPTH_M,
  BED_HEIGHT_M,
  LEG_CENTRE_Z_M,
  LEG_HEIGHT_M,
  legCentres,
  LEG_SIZE_M,
  POCKET_FLOOR_DEPTH_M,
  ROOM_HALF_LENGTH_M,
  ROOM_HALF_WIDTH_M,
} from '../table/table-body.ts';
import { toThree } from './frame.ts';
import type { TableMaterials } from './materials.ts';
import { arcPoints, cushionOutlines, pocketCuts, railOpening, railOuter, type Pt } from './table-outline.ts';

/** Drawn sizes that the rules and physics do not fix (m): engineering values of a tournament table. */
const LEATHER_LIP_M = 0.016;
const CASTING_WIDTH_M = 0.018;

const shapeOf = (pts: readonly Pt[]) => new THREE.Shape(pts.map(([x, y]) => new THREE.Vector2(x, y)));

/** A plan-view shape extruded from table height z0 up by `depth` (the mesh lies in the table frame). */
function extruded(shape: THREE.Shape, z0: number, depth: number, mat: THREE.Material, bevel = 0): THREE.Mesh {
  const geo = new THREE.ExtrudeGeometry(shape, {
    depth: depth - 2 * bevel,
    curveSegments: 48,
    steps: 1,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelOffset: -bevel,
    bevelSegments: 2,
  });
  const m = new THREE.Mesh(geo, mat);
  m.rotation.x = -Math.PI / 2; // shape (x, y, e) -> three (x, e, -y) = toThree(x, y, e)
  m.position.y = z0 + bevel;
  m.castShadow = true;
  m.receiveShadow = true;
  return m;
}

/** An annulus sector round c from a0 counter-clockwise to a1, radii r0 < r1. */
function sector(c: Pt, r0: number, r1: number, a0: number, a1: number): THREE.Shape {
  return shapeOf([...arcPoints(c, r1, a0, a1), ...arcPoints(c, r0, a0, a1).reverse()]);
}

export function buildTableModel(table: TableGeometry, m: TableMaterials): THREE.Group {
  const group = new THREE.Group();
  const { cushionNoseHeightM: h, railCapHeightM: cap } = table.spec;
  const { X: OX, Y: OY } = railOuter(table);
  const outer: Pt[] = [
    [-OX, -OY],
    [OX, -OY],
    [OX, OY],
    [-OX, OY],
  ];

  // The bed: slate under cloth reaching under the rails, the pocket holes cut through it.
  const bed = shapeOf(outer);
  for (const p of table.pockets)
    bed.holes.push(new THREE.Path(arcPoints(p.hole.centre, p.hole.radius, 0, 2 * Math.PI).map(([x, y]) => new THREE.Vector2(x, y))));
  // The cloth's surface only: the hole's wall is the pocket's liner below.
  const bedMesh = new THREE.Mesh(new THREE.ShapeGeometry(bed, 48), m.cloth);
  bedMesh.rotation.x = -Math.PI / 2;
  bedMesh.receiveShadow = true;
  bedMesh.name = 'bed';
  group.add(bedMesh);

  // Cushion rubber under cloth, in plan exactly the physics' cushions.
  for (const c of cushionOutlines(table)) group.add(extruded(shapeOf(c.points), 0, h, m.cushion, 0.003));

  // The rail frame: outside the cushions' back lines, cut round each pocket hole.
  const opening = railOpening(table);
  const railShape = shapeOf(outer);
  railShape.holes.push(new THREE.Path(opening.map(([x, y]) => new THREE.Vector2(x, y))));
  group.add(extruded(railShape, -0.004, cap + 0.004, m.wood, 0.006));
  const apronShape = shapeOf(outer.map(([x, y]) => [x * 0.996, y * 0.992] as Pt));
  apronShape.holes.push(new THREE.Path(opening.map(([x, y]) => new THREE.Vector2(x, y))));
  group.add(extruded(apronShape, -APRON_DEPTH_M, APRON_DEPTH_M - 0.004, m.apron, 0.01));

  // Pockets with depth: the liner down from the slate, the floor, the leather lip and the casting.
  for (const cut of pocketCuts(table)) {
    const p = cut.pocket,
      r = p.hole.radius;
    const liner = new THREE.Mesh(new THREE.CylinderGeometry(r, r, POCKET_FLOOR_DEPTH_M, 40, 1, true), m.liner);
    toThree(p.hole.centre[0], p.hole.centre[1], -POCKET_FLOOR_DEPTH_M / 2, liner.position);
    liner.receiveShadow = true;
    group.add(liner);
    const floor = new THREE.Mesh(new THREE.CircleGeometry(r, 40), m.leather);
    floor.rotation.x = -Math.PI / 2;
    toThree(p.hole.centre[0], p.hole.centre[1], -POCKET_FLOOR_DEPTH_M, floor.position);
    floor.receiveShadow = true;
    group.add(floor);
    // Leather lines the rail's cut from the bed to the cap, and laps over the cap round it.
    const a0 = cut.a0,
      a1 = cut.a1 < cut.a0 ? cut.a1 + 2 * Math.PI : cut.a1;
    const wall = new THREE.Mesh(new THREE.CylinderGeometry(r - 0.0008, r - 0.0008, cap, 40, 1, true, Math.PI / 2 + a0, a1 - a0), m.leatherWall);
    toThree(p.hole.centre[0], p.hole.centre[1], cap / 2, wall.position);
    group.add(wall);
    group.add(extruded(sector(cut.centre, r, r + LEATHER_LIP_M, cut.a0, cut.a1), cap - 0.002, 0.005, m.leather, 0.0015));
    const wide = p.type === 'corner' ? CASTING_WIDTH_M : CASTING_WIDTH_M * 0.7;
    group.add(extruded(sector(cut.centre, r + LEATHER_LIP_M, r + LEATHER_LIP_M + wide, cut.a0, cut.a1), cap - 0.002, 0.0035, m.casting, 0.001));
  }

  // Sights: mother-of-pearl diamonds inlaid in the rail caps.
  const d = 0.0085;
  const diamond = shapeOf([
    [d, 0],
    [0, d * 0.6],
    [-d, 0],
    [0, -d * 0.6],
  ]);
  for (const [x, y] of table.diamonds) {
    const s = extruded(diamond, cap - 0.0005, 0.0012, m.sight);
    // Along the long rails the diamond's long axis runs across the rail.
    const along = Math.abs(Math.abs(y) - (table.spec.widthM / 2 + table.spec.diamondSetbackM)) < 1e-6;
    s.rotation.z = along ? Math.PI / 2 : 0;
    s.position.x = x;
    s.position.z = -y;
    s.castShadow = false;
    group.add(s);
  }

  // Head string and foot spot on the cloth.
  const hs = new THREE.Mesh(new THREE.PlaneGeometry(0.002, table.spec.widthM), m.mark);
  hs.rotation.x = -Math.PI / 2;
  toThree(table.headStringX, 0, 0.0004, hs.position);
  group.add(hs);
  const fs = new THREE.Mesh(new THREE.CircleGeometry(0.006, 24), m.mark);
  fs.rotation.x = -Math.PI / 2;
  toThree(table.spots.foot[0], table.spots.foot[1], 0.0004, fs.position);
  group.add(fs);

  // Legs and the floor of the room.
  for (const [x, y] of legCentres(table)) {
    const leg = new THREE.Mesh(new THREE.BoxGeometry(LEG_SIZE_M, LEG_HEIGHT_M, LEG_SIZE_M), m.apron);
    toThree(x, y, LEG_CENTRE_Z_M, leg.position);
    leg.castShadow = true;
    group.add(leg);
  }
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(2 * ROOM_HALF_LENGTH_M, 2 * ROOM_HALF_WIDTH_M), m.floor);
  floor.rotation.x = -Math.PI / 2;
  toThree(0, 0, -BED_HEIGHT_M, floor.position);
  floor.receiveShadow = true;
  group.add(floor);
  return mergeByMaterial(group);
}

/**
 * The table's static meshes merged into one mesh per material (a dozen draw calls instead of about
 * a hundred and fifty: the rails, cushions, pocket parts and sights never move apart).
 */
function mergeByMaterial(group: THREE.Group): THREE.Group {
  group.updateMatrixWorld(true);
  const byMaterial = new Map<THREE.Material, { geos: THREE.BufferGeometry[]; cast: boolean; receive: boolean }>();
  for (const child of group.children) {
    const mesh = child as THREE.Mesh;
    const mat = mesh.material as THREE.Material;
    // Non-indexed with the same attributes, so any two can be merged.
    const geo = mesh.geometry.index ? mesh.geometry.toNonIndexed() : mesh.geometry.clone();
    geo.applyMatrix4(mesh.matrixWorld);
    for (const name of Object.keys(geo.attributes)) if (name !== 'position' && name !== 'normal' && name !== 'uv') geo.deleteAttribute(name);
    geo.clearGroups();
    const entry = byMaterial.get(mat) ?? { geos: [], cast: false, receive: false };
    entry.geos.push(geo);
    entry.cast ||= mesh.castShadow;
    entry.receive ||= mesh.receiveShadow;
    byMaterial.set(mat, entry);
  }
  const merged = new THREE.Group();
  merged.name = 'table';
  for (const [mat, e] of byMaterial) {
    const geometry = mergeGeometries(e.geos, false);
    if (!geometry) throw new Error("table-model: the table's meshes could not be merged");
    const m = new THREE.Mesh(geometry, mat);
    m.castShadow = e.cast;
    m.receiveShadow = e.receive;
    merged.add(m);
  }
  return merged;
}
