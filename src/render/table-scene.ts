/**
 * The three.js scene of a regulation table built from src/table (one geometry for physics and
 * picture): the finished table (table-model.ts) in its materials (materials.ts), the lamps and the
 * room's reflections (lighting.ts), and the ball set (ball-meshes.ts). Draws; decides nothing.
 */
import * as THREE from 'three';
import type { Quat } from '../physics/index.ts';
import type { PocketName, TableGeometry } from '../table/geometry.ts';
import { pocketRestPosition } from '../table/table-body.ts';
import { createBallMeshes } from './ball-meshes.ts';
import { addTableLights, applyEnvironment } from './lighting.ts';
import { createTableMaterials } from './materials.ts';
import { buildTableModel } from './table-model.ts';
import type { RenderQuality } from './quality.ts';

export interface TableScene {
  readonly scene: THREE.Scene;
  /** Places ball `id` in the table frame, turned by q (table frame), or hides it. */
  setBall(id: string, x: number, y: number, z: number, visible: boolean, q?: Quat): void;
  /** Lays ball `id` in `pocket` as the k-th ball there (0 on the floor). */
  setBallInPocket(id: string, pocket: PocketName, k: number, q?: Quat): void;
  /** Tone mapping and reflections: needs the renderer (call once it exists). */
  attach(renderer: THREE.WebGLRenderer): void;
}

export function buildTableScene(
  table: TableGeometry,
  ballRadius: number,
  ballIds: readonly string[],
  maxAnisotropy: number,
  q: RenderQuality,
): TableScene {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x16191d);
  scene.add(buildTableModel(table, createTableMaterials(maxAnisotropy, q)));
  addTableLights(scene, table.spec.lengthM, q);
  const balls = createBallMeshes(ballIds, ballRadius, maxAnisotropy, q);
  scene.add(balls.group);
  return {
    scene,
    setBall: (id, x, y, z, visible, q) => balls.set(id, x, y, z, visible, q),
    setBallInPocket(id, pocket, k, q) {
      const p = table.pockets.find((o) => o.id === pocket);
      if (!p) return;
      const [x, y, z] = pocketRestPosition(p, k, ballRadius);
      balls.set(id, x, y, z, true, q);
    },
    attach: (renderer) => applyEnvironment(renderer, scene, q),
  };
}
