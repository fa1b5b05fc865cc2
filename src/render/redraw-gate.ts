/**
 * Drawing on demand: a frame is drawn only when what it would show has changed (three.js's
 * "rendering on demand"). A page that draws 60 frames a second of a table at rest keeps a core busy
 * for nothing: a phone's battery runs down, and with a software renderer (headless Chromium's
 * SwiftShader) the advisor's worker got half a core: its decisions took twice as long beside the
 * page as on a blank one.
 *
 * What a frame shows is read from the scene itself, not from the code that changed it: the camera's
 * pose and projection, the canvas's size and the renderer's settings, and for every visible object
 * its place, turn and scale, its geometry's and material's versions, colours and opacity, its
 * textures' versions, a light's colour and intensity. Those numbers are compared with the last
 * drawn frame's; any difference draws. A stroke playing draws every frame whatever it shows, and a
 * frame is drawn at least every IDLE_REDRAW_MS, so a change the reading misses (a uniform a shader
 * reads, say) shows within that. In headless Chromium a frame drawn every second still cost the
 * worker a quarter of its speed (342 against 261 ms a decision: SwiftShader rasterises on every
 * core), hence the long interval.
 */
import type * as THREE from 'three';

/** The longest a table at rest goes undrawn, ms: what the scene reading misses shows within this. */
export const IDLE_REDRAW_MS = 5000;

/** What of the renderer changes the picture (a structural subset of THREE.WebGLRenderer, for the tests). */
export interface DrawSurface {
  readonly domElement: { readonly width: number; readonly height: number };
  getPixelRatio(): number;
  readonly shadowMap: { readonly enabled: boolean };
  readonly toneMapping: number;
  readonly toneMappingExposure: number;
}

type Drawable = THREE.Object3D & {
  geometry?: THREE.BufferGeometry;
  material?: THREE.Material | THREE.Material[];
  count?: number;
  instanceMatrix?: { version: number };
};

/** A growable list of numbers, compared element by element with the last frame's. */
class Reading {
  values = new Float64Array(1024);
  n = 0;

  push(x: number): void {
    if (this.n === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.n++] = x;
  }

  equals(o: Reading): boolean {
    if (this.n !== o.n) return false;
    for (let i = 0; i < this.n; i++) {
      const a = this.values[i] as number,
        b = o.values[i] as number;
      if (a !== b && !(Number.isNaN(a) && Number.isNaN(b))) return false;
    }
    return true;
  }
}

export class RedrawGate {
  private now = new Reading();
  private drawn = new Reading();
  private lastDrawMs = -Infinity;

  constructor(
    private readonly scene: THREE.Scene,
    private readonly camera: THREE.PerspectiveCamera,
    private readonly surface: DrawSurface,
  ) {}

  /**
   * Whether the frame at `nowMs` must be drawn: the picture changed since the last one drawn,
   * `always` is set (a stroke playing), or IDLE_REDRAW_MS went by; the frame is then taken as drawn.
   */
  due(nowMs: number, always = false): boolean {
    this.read();
    const due = always || nowMs - this.lastDrawMs >= IDLE_REDRAW_MS || !this.now.equals(this.drawn);
    if (due) {
      [this.drawn, this.now] = [this.now, this.drawn];
      this.lastDrawMs = nowMs;
    }
    return due;
  }

  /** The next frame is drawn whatever it shows (the WebGL context was lost and restored: the canvas is blank). */
  invalidate(): void {
    this.lastDrawMs = -Infinity;
  }

  /** Reads what the frame would show into `now`. */
  private read(): void {
    const r = this.now;
    r.n = 0;
    const { camera, surface } = this;
    pushPose(r, camera);
    for (const e of camera.projectionMatrix.elements) r.push(e);
    r.push(surface.domElement.width);
    r.push(surface.domElement.height);
    r.push(surface.getPixelRatio());
    r.push(surface.shadowMap.enabled ? 1 : 0);
    r.push(surface.toneMapping);
    r.push(surface.toneMappingExposure);
    const bg = this.scene.background as THREE.Color | THREE.Texture | null;
    if ((bg as THREE.Color | null)?.isColor) pushColor(r, bg as THREE.Color);
    else pushTexture(r, bg);
    pushTexture(r, this.scene.environment);
    this.scene.traverseVisible((o) => readObject(r, o as Drawable));
  }
}

function pushPose(r: Reading, o: THREE.Object3D): void {
  r.push(o.id);
  r.push(o.position.x);
  r.push(o.position.y);
  r.push(o.position.z);
  r.push(o.quaternion.x);
  r.push(o.quaternion.y);
  r.push(o.quaternion.z);
  r.push(o.quaternion.w);
  r.push(o.scale.x);
  r.push(o.scale.y);
  r.push(o.scale.z);
  if (!o.matrixAutoUpdate) for (const e of o.matrix.elements) r.push(e);
}

function readObject(r: Reading, o: Drawable): void {
  pushPose(r, o);
  const light = o as Partial<THREE.Light>;
  if (light.isLight && light.color) {
    r.push(light.intensity ?? 0);
    pushColor(r, light.color);
  }
  if (o.count !== undefined) r.push(o.count);
  if (o.instanceMatrix) r.push(o.instanceMatrix.version);
  const g = o.geometry;
  if (g) {
    r.push(g.id);
    r.push(g.drawRange.start);
    r.push(g.drawRange.count);
    if (g.index) r.push(g.index.version);
    for (const name in g.attributes) {
      const a = g.attributes[name] as { version?: number } | undefined;
      r.push(a?.version ?? 0);
    }
  }
  const m = o.material;
  if (Array.isArray(m)) for (const x of m) readMaterial(r, x);
  else if (m) readMaterial(r, m);
}

function readMaterial(r: Reading, m: THREE.Material): void {
  r.push(m.id);
  r.push(m.version);
  r.push(m.visible ? 1 : 0);
  r.push(m.opacity);
  const props = m as unknown as Record<string, unknown>;
  for (const key of ['color', 'emissive'] as const) {
    const c = props[key] as THREE.Color | undefined;
    if (c?.isColor) pushColor(r, c);
  }
  for (const key of TEXTURE_SLOTS) pushTexture(r, props[key]);
}

/** The materials' texture slots that this project's scene fills (materials.ts, ball-textures.ts) and their likes. */
const TEXTURE_SLOTS = ['map', 'emissiveMap', 'alphaMap', 'normalMap', 'roughnessMap', 'metalnessMap', 'bumpMap', 'aoMap', 'envMap'] as const;

function pushTexture(r: Reading, x: unknown): void {
  const t = x as THREE.Texture | null | undefined;
  if (!t?.isTexture) return;
  r.push(t.id);
  r.push(t.version);
  r.push(t.offset.x);
  r.push(t.offset.y);
  r.push(t.rotation);
}

function pushColor(r: Reading, c: THREE.Color): void {
  r.push(c.r);
  r.push(c.g);
  r.push(c.b);
}
