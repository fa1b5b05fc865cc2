/**
 * Drawing on demand (redraw-gate.ts, point 5: the page drawing a table at rest took half
 * the advisor worker's core in headless Chromium). A frame is drawn when the picture would change,
 * and only then: each kind of change the scene can make is one case here, and so is each change
 * that must not draw (a hidden object moving, nothing at all).
 */
import * as THREE from 'three';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDLE_REDRAW_MS, RedrawGate, type DrawSurface } from '../../src/render/redraw-gate.ts';

let scene: THREE.Scene;
let camera: THREE.PerspectiveCamera;
let ball: THREE.Mesh<THREE.SphereGeometry, THREE.MeshStandardMaterial>;
let hidden: THREE.Mesh;
let line: THREE.Line;
let light: THREE.DirectionalLight;
let surface: { domElement: { width: number; height: number }; pixelRatio: number; shadowMap: { enabled: boolean } } & DrawSurface;
let gate: RedrawGate;
let now: number;

/** Whether the next frame (16 ms on) is drawn. */
const next = (always = false): boolean => gate.due((now += 16), always);

beforeEach(() => {
  scene = new THREE.Scene();
  camera = new THREE.PerspectiveCamera(40, 16 / 9, 0.1, 20);
  camera.position.set(0, 3, 0);
  ball = new THREE.Mesh(new THREE.SphereGeometry(0.028), new THREE.MeshStandardMaterial({ color: 0xffffff }));
  hidden = new THREE.Mesh(new THREE.SphereGeometry(0.028), new THREE.MeshBasicMaterial());
  hidden.visible = false;
  line = new THREE.Line(new THREE.BufferGeometry().setFromPoints([new THREE.Vector3(), new THREE.Vector3(1, 0, 0)]), new THREE.LineBasicMaterial());
  light = new THREE.DirectionalLight(0xffffff, 2);
  scene.add(ball, hidden, line, light);
  surface = {
    domElement: { width: 1280, height: 720 },
    pixelRatio: 1,
    getPixelRatio() {
      return this.pixelRatio;
    },
    shadowMap: { enabled: true },
    toneMapping: THREE.ACESFilmicToneMapping,
    toneMappingExposure: 1,
  };
  gate = new RedrawGate(scene, camera, surface);
  now = 0;
  expect(next()).toBe(true); // the first frame is always drawn
});

describe('drawing on demand (redraw-gate.ts)', () => {
  it('a table at rest is drawn once, then again only after IDLE_REDRAW_MS', () => {
    let drawn = 0;
    const frames = Math.floor(IDLE_REDRAW_MS / 16) - 1;
    for (let k = 0; k < frames; k++) if (next()) drawn++;
    expect(drawn).toBe(0);
    now += 32;
    expect(next()).toBe(true);
  });

  it('invalidated (a WebGL context restored), the next frame draws, and only that one', () => {
    gate.invalidate();
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });

  it('a stroke playing draws every frame, whatever it shows', () => {
    for (let k = 0; k < 10; k++) expect(next(true)).toBe(true);
  });

  it('a ball moved, turned, shown or hidden draws one frame, then the table rests again', () => {
    ball.position.x += 1e-6;
    expect(next()).toBe(true);
    expect(next()).toBe(false);
    ball.quaternion.setFromAxisAngle(new THREE.Vector3(0, 1, 0), 0.01);
    expect(next()).toBe(true);
    ball.visible = false;
    expect(next()).toBe(true);
    ball.visible = true;
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });

  it('an object that is not drawn (hidden) moves without a frame', () => {
    hidden.position.set(1, 2, 3);
    expect(next()).toBe(false);
  });

  it('the camera moved or its lens changed draws', () => {
    camera.position.y += 0.01;
    expect(next()).toBe(true);
    camera.fov = 45;
    camera.updateProjectionMatrix();
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });

  it("a material's colour, opacity or version and a geometry's updated points draw", () => {
    ball.material.color.set(0xff0000);
    expect(next()).toBe(true);
    ball.material.opacity = 0.5;
    expect(next()).toBe(true);
    ball.material.needsUpdate = true;
    expect(next()).toBe(true);
    line.geometry.attributes.position!.needsUpdate = true;
    expect(next()).toBe(true);
    line.geometry.setDrawRange(0, 1);
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });

  it("a texture updated (a ball's number drawn into its canvas) draws", () => {
    const tex = new THREE.Texture();
    ball.material.map = tex;
    expect(next()).toBe(true);
    tex.needsUpdate = true;
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });

  it("a light's intensity, the canvas's size, the pixel ratio and the shadows draw", () => {
    light.intensity = 1.5;
    expect(next()).toBe(true);
    surface.domElement.width = 390;
    expect(next()).toBe(true);
    surface.pixelRatio = 2;
    expect(next()).toBe(true);
    surface.shadowMap.enabled = false;
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });

  it('an object added or removed draws', () => {
    const ring = new THREE.Mesh(new THREE.RingGeometry(0.03, 0.04), new THREE.MeshBasicMaterial());
    scene.add(ring);
    expect(next()).toBe(true);
    scene.remove(ring);
    expect(next()).toBe(true);
    expect(next()).toBe(false);
  });
});
