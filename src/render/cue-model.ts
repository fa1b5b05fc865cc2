/**
 * The cue as drawn: tip, ferrule, a tapered maple shaft, the joint, the forearm, the wrap and the
 * butt with its bumper, turned about the local +Y axis with the tip's face at the origin and the
 * butt toward -Y (lengths of a standard 58 in playing cue).
 */
import * as THREE from 'three';
import { surface, type RenderQuality } from './quality.ts';

/** Total length of the cue, m (58 in). */
export const CUE_LENGTH_M = 1.47;

/** [length m, radius at the tip end m, radius at the butt end m, colour, roughness, metalness] from the tip back. */
const PARTS: ReadonlyArray<readonly [number, number, number, number, number, number]> = [
  [0.011, 0.0064, 0.0065, 0x3b6fb0, 0.9, 0], // chalked leather tip
  [0.022, 0.0065, 0.0066, 0xf4f1e8, 0.35, 0], // ferrule
  [0.7, 0.0066, 0.0101, 0xe6cf9f, 0.4, 0], // maple shaft
  [0.02, 0.0103, 0.0104, 0xc9c4b8, 0.25, 1], // joint
  [0.33, 0.0104, 0.0125, 0x3a1a0e, 0.3, 0], // forearm
  [0.26, 0.0127, 0.0138, 0x15171a, 0.85, 0], // linen wrap
  [0.115, 0.0138, 0.0145, 0x3a1a0e, 0.3, 0], // butt sleeve
  [0.012, 0.0145, 0.014, 0x0d0d0d, 0.8, 0], // bumper
];

export function createCueModel(q: RenderQuality = 'standard'): THREE.Group {
  const group = new THREE.Group();
  let y = 0;
  for (const [len, r0, r1, colour, roughness, metalness] of PARTS) {
    const mat = surface(q, { color: colour, roughness, metalness, clearcoat: metalness ? 0 : 0.6 });
    const part = new THREE.Mesh(new THREE.CylinderGeometry(r0, r1, len, 24), mat);
    part.position.y = y - len / 2;
    part.castShadow = true;
    group.add(part);
    y -= len;
  }
  return group;
}
