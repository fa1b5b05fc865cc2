/**
 * The balls as drawn: one mesh each with its texture (ball-textures.ts) under a clear coat, placed
 * and turned from the physics' table-frame state (position and orientation quaternion), and the
 * balls lying in a pocket placed on the pocket's floor, side by side and then on top of each other.
 */
import * as THREE from 'three';
import type { Quat } from '../physics/index.ts';
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
