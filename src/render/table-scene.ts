/**
 * three.js scene of a regulation table built from src/table (one geometry for physics and
 * picture): cloth, cushion rubber from the same segments and jaws the physics uses, rails,
 * pocket holes, sights, head string and foot spot, and the balls. Draws; decides nothing.
 */
import * as THREE from 'three';
import type { TableGeometry } from '../table/geometry.ts';
import { toThree } from './frame.ts';
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';

const CLOTH = 0x1d6b3a, RUBBER = 0x17592f, RAIL = 0x5a3418, MARK = 0xe8e8d8;

const colour = (id: string): number => parseInt((BALL_COLOURS_HEX[id] ?? '#ffffff').slice(1), 16);

function ballTexture(id: string): THREE.Texture | null {
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  c.width = 256; c.height = 128;
  const g = c.getContext('2d');
  if (!g) return null;
  const base = BALL_COLOURS_HEX[id] ?? '#ffffff';
  const n = Number(id);
  g.fillStyle = n >= 9 ? '#f7f4ea' : base;
  g.fillRect(0, 0, 256, 128);
  if (n >= 9) { g.fillStyle = base; g.fillRect(0, 36, 256, 56); }
  if (id !== 'cue') {
    for (const cx of [64, 192]) {
      g.fillStyle = '#f7f4ea'; g.beginPath(); g.arc(cx, 64, 22, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#111'; g.font = 'bold 26px sans-serif'; g.textAlign = 'center'; g.textBaseline = 'middle'; g.fillText(id.replace(/^lag-/, ''), cx, 65);
    }
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

export interface TableScene {
  readonly scene: THREE.Scene;
  readonly balls: Map<string, THREE.Mesh>;
  setBall(id: string, x: number, y: number, z: number, visible: boolean): void;
}

export function buildTableScene(table: TableGeometry, ballRadius: number, ballIds: readonly string[]): TableScene {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x1b1f24);
  const { lengthM: L, widthM: W, railWidthM: rail, cushionNoseHeightM: h } = table.spec;

  const cloth = new THREE.Mesh(new THREE.BoxGeometry(L + 2 * rail, 0.02, W + 2 * rail), new THREE.MeshStandardMaterial({ color: CLOTH, roughness: 0.9 }));
  cloth.position.copy(toThree(0, 0, -0.01));
  cloth.receiveShadow = true;
  scene.add(cloth);

  // Pocket holes: dark discs on the cloth where the slate is cut.
  for (const p of table.pockets) {
    const hole = new THREE.Mesh(new THREE.CircleGeometry(p.hole.radius, 40), new THREE.MeshBasicMaterial({ color: 0x050505 }));
    hole.rotation.x = -Math.PI / 2;
    hole.position.copy(toThree(p.hole.centre[0], p.hole.centre[1], 0.0005));
    scene.add(hole);
  }

  // Cushion rubber from the physics' own faces and jaws.
  const rubberMat = new THREE.MeshStandardMaterial({ color: RUBBER, roughness: 0.8 });
  const depth = table.spec.cushionWidthM;
  for (const e of table.elements) {
    if (e.kind === 'segment') {
      const len = Math.hypot(e.b[0] - e.a[0], e.b[1] - e.a[1]);
      const d = e.part === 'jaw' ? 0.012 : depth;
      const m = new THREE.Mesh(new THREE.BoxGeometry(len, h, d), rubberMat);
      const cx = (e.a[0] + e.b[0]) / 2 - (e.normal[0] * d) / 2, cy = (e.a[1] + e.b[1]) / 2 - (e.normal[1] * d) / 2;
      m.position.copy(toThree(cx, cy, h / 2));
      m.rotation.y = Math.atan2(e.b[1] - e.a[1], e.b[0] - e.a[0]);
      m.castShadow = true;
      scene.add(m);
    } else {
      const m = new THREE.Mesh(new THREE.CylinderGeometry(e.radius, e.radius, h, 24), rubberMat);
      m.position.copy(toThree(e.centre[0], e.centre[1], h / 2));
      scene.add(m);
    }
  }

  // Wooden rails around the cushions, leaving the pocket openings.
  const railMat = new THREE.MeshStandardMaterial({ color: RAIL, roughness: 0.6 });
  const railH = table.spec.railCapHeightM;
  const railBar = (x0: number, x1: number, y0: number, y1: number) => {
    const m = new THREE.Mesh(new THREE.BoxGeometry(Math.abs(x1 - x0), railH, Math.abs(y1 - y0)), railMat);
    m.position.copy(toThree((x0 + x1) / 2, (y0 + y1) / 2, railH / 2));
    m.castShadow = true;
    scene.add(m);
  };
  const cm = table.spec.corner.mouthM, sm = table.spec.side.mouthM;
  const inner = depth; // rails start behind the cushion
  for (const s of [1, -1]) {
    railBar(-L / 2 + cm * 0.9, -sm / 2 - 0.02, s * (W / 2 + inner), s * (W / 2 + rail));
    railBar(sm / 2 + 0.02, L / 2 - cm * 0.9, s * (W / 2 + inner), s * (W / 2 + rail));
    railBar(s * (L / 2 + inner), s * (L / 2 + rail), -W / 2 + cm * 0.9, W / 2 - cm * 0.9);
  }

  // Sights, head string, foot spot.
  const markMat = new THREE.MeshBasicMaterial({ color: MARK });
  for (const [x, y] of table.diamonds) {
    const d = new THREE.Mesh(new THREE.CircleGeometry(0.009, 4), markMat);
    d.rotation.x = -Math.PI / 2;
    d.position.copy(toThree(x, y, railH + 0.0005));
    scene.add(d);
  }
  const hs = new THREE.Mesh(new THREE.PlaneGeometry(0.003, W), new THREE.MeshBasicMaterial({ color: MARK, transparent: true, opacity: 0.5 }));
  hs.rotation.x = -Math.PI / 2;
  hs.position.copy(toThree(table.headStringX, 0, 0.0006));
  scene.add(hs);
  const fs = new THREE.Mesh(new THREE.CircleGeometry(0.006, 20), markMat);
  fs.rotation.x = -Math.PI / 2;
  fs.position.copy(toThree(table.spots.foot[0], table.spots.foot[1], 0.0006));
  scene.add(fs);

  scene.add(new THREE.HemisphereLight(0xffffff, 0x222222, 1.1));
  const lamp = new THREE.DirectionalLight(0xffffff, 1.6);
  lamp.position.copy(toThree(0.3, 0.4, 2.5));
  lamp.castShadow = true;
  lamp.shadow.mapSize.set(2048, 2048);
  Object.assign(lamp.shadow.camera, { left: -1.6, right: 1.6, top: 1.0, bottom: -1.0 });
  scene.add(lamp);

  const balls = new Map<string, THREE.Mesh>();
  const sphere = new THREE.SphereGeometry(ballRadius, 32, 16);
  for (const id of ballIds) {
    const tex = ballTexture(id);
    const mat = new THREE.MeshStandardMaterial({ color: tex ? 0xffffff : colour(id), map: tex, roughness: 0.25 });
    const m = new THREE.Mesh(sphere, mat);
    m.castShadow = true;
    scene.add(m);
    balls.set(id, m);
  }
  return {
    scene,
    balls,
    setBall(id, x, y, z, visible) {
      const m = balls.get(id);
      if (!m) return;
      toThree(x, y, z, m.position);
      m.visible = visible;
    },
  };
}
