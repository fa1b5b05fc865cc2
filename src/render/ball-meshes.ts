/**
 * The balls as drawn: one mesh each with its texture (ball-textures.ts) under a clear coat, placed
 * and turned from the physics' table-frame state (position and orientation quaternion), and the
 * balls lying in a pocket placed on the pocket's floor, side by side and then on top of each other.
 */
import * as THREE from 'three';
import type { Quat } from '../physics/ball-orientation.ts';
import type { Pocket } from '../table/geometry.ts';
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';
import { drawBallTexture } from './ball-textures.ts';
import { quatToThree, toThree } from './frame.ts';
import { surface, type RenderQuality } from './quality.ts';

export interface BallMeshes {
  readonly group: THREE.Group;
  /** Places ball `id` at (x, y, z) in the table frame, turned by q (table frame), or hides it. */
  set(id: string, x: number, y: number, z: number, visible: boolean, q?: Quat): void;
}

export function createBallMeshes(ids: readonly string[], ballRadius: number, maxAnisotropy: number, q: RenderQuality): BallMeshes {
  const group = new THREE.Group();
  const meshes = new Map<string, THREE.Mesh>();
  const sphere = new THREE.SphereGeometry(ballRadius, 40, 24);
  const q3 = new THREE.Quaternion();
  for (const id of ids) {
    const canvas = drawBallTexture(id);
    const map = canvas ? new THREE.CanvasTexture(canvas) : null;
    if (map) {
      map.colorSpace = THREE.SRGBColorSpace;
      map.anisotropy = maxAnisotropy;
    }
    const mat = surface(q, {
      color: map ? 0xffffff : parseInt((BALL_COLOURS_HEX[id] ?? '#ffffff').slice(1), 16),
      map,
      roughness: 0.18,
      clearcoat: 1,
      clearcoatRoughness: 0.04,
      envMapIntensity: 0.8,
    });
    const m = new THREE.Mesh(sphere, mat);
    m.castShadow = true;
    m.name = `ball-${id}`;
    group.add(m);
    meshes.set(id, m);
  }
  return {
    group,
    set(id, x, y, z, visible, q) {
      const m = meshes.get(id);
      if (!m) return;
      toThree(x, y, z, m.position);
      if (q) m.quaternion.copy(quatToThree(q, q3));
      m.visible = visible;
    },
  };
}

/** Depth of a pocket's floor below the bed, m: the bottom of the drawn pocket (table-model.ts). */
export const POCKET_FLOOR_DEPTH_M = 0.11;

/**
 * Where the k-th ball in a pocket lies (table frame): three to a layer in a triangle on the floor of
 * the pocket's bucket, each next layer turned 60 degrees and nested into the one below.
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
