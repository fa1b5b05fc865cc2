/**
 * Light over the table: a lamp hanging over the bed (a wide spot with a soft penumbra and soft
 * shadows), a dim fill from the room, and reflections from three's RoomEnvironment (prefiltered
 * once) so the balls' clear coat and the castings mirror a room. Filmic tone mapping is set on
 * the renderer.
 */
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { toThree } from './frame.ts';
import type { RenderQuality } from './quality.ts';

/** Height of the lamp above the bed, m (WPA: at least 40 in above the bed). */
export const LAMP_HEIGHT_M = 1.05;

export function addTableLights(scene: THREE.Scene, tableLengthM: number, q: RenderQuality): void {
  scene.add(new THREE.HemisphereLight(0xdfe8ff, 0x2a2018, q === 'high' ? 0.25 : 0.9));
  // 'high': two lamps over the long axis, as in a hall, each a spot aimed straight down with soft
  // shadows; 'standard': one wider lamp over the centre.
  const spots = q === 'high' ? [-tableLengthM / 4, tableLengthM / 4] : [0];
  for (const x of spots) {
    const lamp = new THREE.SpotLight(0xfff4e0, q === 'high' ? 6 : 9, 0, q === 'high' ? Math.PI / 3.4 : Math.PI / 2.6, 0.8, 1.6);
    toThree(x, 0, LAMP_HEIGHT_M, lamp.position);
    toThree(x, 0, 0, lamp.target.position);
    lamp.castShadow = true;
    lamp.shadow.mapSize.set(1024, 1024);
    lamp.shadow.radius = q === 'high' ? 6 : 2;
    lamp.shadow.bias = -0.0004;
    lamp.shadow.camera.near = 0.3;
    lamp.shadow.camera.far = 3;
    scene.add(lamp, lamp.target);
  }
}

/** Tone mapping, colour space and the room's reflections (needs the renderer to prefilter them). */
export function applyEnvironment(renderer: THREE.WebGLRenderer, scene: THREE.Scene, q: RenderQuality): void {
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.05;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  if (q !== 'high') return;
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.45;
  pmrem.dispose();
}
