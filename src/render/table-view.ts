/**
 * The table on screen: the WebGL renderer, the scene, the camera rig, the aiming aid, contact marks,
 * the placement area and ball paths, and the balls drawn from a record at any instant, each turned
 * by its own spin (ball-orientation.ts) and, once pocketed, lying in its pocket. It keeps each ball's
 * orientation from stroke to stroke. Draws what it is told; decides nothing.
 */
import { createAdviceOverlay } from './advice-overlay.ts';
import * as THREE from 'three';
import {
  IDENTITY_QUAT,
  orientationAt,
  prepareOrientation,
  type Quat,
  quatFromRotationVector,
  quatMul,
  type RecordOrientation,
  sampleAll,
  sampleBall,
  type ShotRecord,
} from '../physics/index.ts';
import type { PocketName, TableGeometry } from '../table/geometry.ts';
import { createAimOverlay } from './aim-overlay.ts';
import { createBallPaths } from './ball-paths.ts';
import { CameraRig } from './camera-rig.ts';
import type { ScreenInsets } from './cameras.ts';
import { createContactMarks } from './contact-marks.ts';
import { createEvidenceMarks } from './evidence-marks.ts';
import { toThree } from './frame.ts';
import { createPlacementArea } from './placement-area.ts';
import { RedrawGate } from './redraw-gate.ts';
import { buildTableScene } from './table-scene.ts';
import { chooseQuality, isSoftwareRenderer, probeRendererName, SOFTWARE_PIXEL_SCALE, type RenderQuality } from './quality.ts';

/** A ball lying in a pocket, in the order it went in; `at`: where it lies there (the record's final state). */
export interface BallInPocket {
  readonly id: string;
  readonly pocket: PocketName;
  readonly at?: readonly [number, number, number];
}

/**
 * How a ball lies when racked or placed: a number disc up (the texture's disc faces body -y,
 * turned up by -90 degrees about x) and leaning toward the head end, where the player stands, by
 * RESTING_LEAN_DEG, turned and tilted a little differently for each ball.
 */
export const RESTING_LEAN_DEG = 35;
export function restingOrientation(id: string): Quat {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const deg = Math.PI / 180;
  const yaw = ((h % 41) - 20) * deg,
    tilt = (((h >> 9) % 17) - 8) * deg;
  const up = quatMul(quatFromRotationVector([tilt, 0, 0]), quatFromRotationVector([-Math.PI / 2, 0, 0]));
  return quatMul(quatFromRotationVector([0, -RESTING_LEAN_DEG * deg, 0]), quatMul(quatFromRotationVector([0, 0, yaw]), up));
}

export interface ViewSettings {
  readonly shadows: boolean;
  readonly pixelRatio: number;
}

export class TableView {
  readonly renderer: THREE.WebGLRenderer;
  readonly quality: RenderQuality;
  readonly rig: CameraRig;
  readonly overlay;
  readonly marks;
  readonly area;
  readonly paths;
  /** The referee's evidence: numbered contact discs and the balls' paths (training, after the answer). */
  readonly evidence;
  /** The advisor's suggested stroke: the cue ball's predicted path and resting place (advice-overlay.ts). */
  readonly advice;
  private readonly table3d;
  private readonly orientation = new Map<string, Quat>();
  private prepared: { record: ShotRecord; o: RecordOrientation } | null = null;
  private gate: RedrawGate | null = null;
  /** A ring on the cloth round the ball the shooter called (8-ball, 14.1). */
  private readonly callRing: THREE.Mesh;
  /** A software renderer in 'standard': no multisampling, a lower resolution (quality.ts SOFTWARE_PIXEL_SCALE). */
  readonly lean: boolean;

  constructor(
    root: HTMLElement,
    readonly table: TableGeometry,
    readonly ballRadius: number,
    readonly ids: readonly string[],
    s: ViewSettings,
    requestedQuality: string | null = null,
  ) {
    const rendererName = probeRendererName();
    this.quality = chooseQuality(rendererName, requestedQuality);
    this.lean = isSoftwareRenderer(rendererName) && this.quality === 'standard';
    this.renderer = new THREE.WebGLRenderer({ antialias: !this.lean, preserveDrawingBuffer: true });
    this.renderer.shadowMap.enabled = s.shadows;
    this.renderer.setPixelRatio(this.pixelRatioFor(s));
    root.appendChild(this.renderer.domElement);
    // A restored context has a blank canvas: drawn again at once, not at the drawing gate's next safety frame.
    this.renderer.domElement.addEventListener('webglcontextrestored', () => this.gate?.invalidate());
    this.table3d = buildTableScene(table, ballRadius, ids, this.renderer.capabilities.getMaxAnisotropy(), this.quality);
    this.table3d.attach(this.renderer);
    this.overlay = createAimOverlay(ballRadius, this.quality);
    this.marks = createContactMarks(ballRadius);
    this.area = createPlacementArea(table);
    this.paths = createBallPaths();
    this.evidence = createEvidenceMarks(ballRadius);
    this.advice = createAdviceOverlay(ballRadius);
    this.table3d.scene.add(this.overlay.group, this.marks.group, this.area.group, this.paths.group, this.evidence.group, this.advice.group);
    this.rig = new CameraRig(this.renderer.domElement, table, ballRadius);
    const ring = new THREE.RingGeometry(ballRadius * 1.2, ballRadius * 1.45, 40);
    ring.rotateX(-Math.PI / 2);
    this.callRing = new THREE.Mesh(ring, new THREE.MeshBasicMaterial({ color: 0x5fd1ff, transparent: true, opacity: 0.85 }));
    this.callRing.visible = false;
    this.table3d.scene.add(this.callRing);
  }

  /** Rings the called ball on the cloth (null: no call). */
  markCalled(at: readonly [number, number] | null): void {
    this.callRing.visible = at !== null;
    if (at) toThree(at[0], at[1], 0.0008, this.callRing.position);
  }

  get scene(): THREE.Scene {
    return this.table3d.scene;
  }

  /** Render quality from the settings panel. */
  setQuality(s: ViewSettings): void {
    this.renderer.shadowMap.enabled = s.shadows;
    this.scene.traverse((o) => {
      const m = (o as THREE.Mesh).material as THREE.Material | undefined;
      if (m) m.needsUpdate = true;
    });
    this.renderer.setPixelRatio(this.pixelRatioFor(s));
  }

  resize(width: number, height: number, insets: ScreenInsets): void {
    this.renderer.setSize(width, height);
    this.rig.resize(width, height, insets);
  }

  private turn(id: string): Quat {
    let q = this.orientation.get(id);
    if (!q) {
      q = restingOrientation(id);
      this.orientation.set(id, q);
    }
    return q;
  }

  /** A fresh layout (a new rack): every ball lies number up again. */
  resetOrientations(): void {
    this.orientation.clear();
  }

  /** The balls at rest: those on the table where they lie, those in pockets in them. */
  showAtRest(balls: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>, inPockets: readonly BallInPocket[]): void {
    for (const id of this.ids) this.table3d.setBall(id, 0, 0, 0, false);
    for (const b of balls) this.table3d.setBall(b.id, b.x, b.y, this.ballRadius, true, this.turn(b.id));
    this.layInPockets(inPockets);
  }

  /** Moves one ball (a drag), keeping its orientation. */
  moveBall(id: string, x: number, y: number): void {
    this.table3d.setBall(id, x, y, this.ballRadius, true, this.turn(id));
  }

  private layInPockets(inPockets: readonly BallInPocket[]): void {
    const count = new Map<string, number>();
    for (const b of inPockets) {
      const k = count.get(b.pocket) ?? 0;
      count.set(b.pocket, k + 1);
      const q = this.orientation.get(b.id) ?? IDENTITY_QUAT;
      if (b.at) this.table3d.setBall(b.id, b.at[0], b.at[1], b.at[2], true, q);
      else this.table3d.setBallInPocket(b.id, b.pocket, k, q);
    }
  }

  private orientationOf(record: ShotRecord): RecordOrientation {
    if (this.prepared?.record !== record) {
      const start = new Map(record.trajectory.balls.map((b) => [b.id, this.turn(b.id)] as const));
      this.prepared = { record, o: prepareOrientation(record, start) };
    }
    return this.prepared.o;
  }

  /**
   * The balls of `record` at time t where its paths put them: on the table, falling into a pocket,
   * lying in it, on the floor; those already in pockets before it and not in it (`before`) stay there.
   */
  showRecordAt(record: ShotRecord, t: number, before: readonly BallInPocket[]): void {
    const o = this.orientationOf(record);
    for (const s of sampleAll(record, t)) {
      const q = orientationAt(o, s.id, t) ?? IDENTITY_QUAT;
      if (s.mode === 'pocketed') this.orientation.set(s.id, q);
      // (A pocket with a ball return keeps no ball: one pocketed there is gone, its record at the hole.)
      const gone = s.mode === 'pocketed' && s.r[2] >= this.ballRadius;
      this.table3d.setBall(s.id, s.r[0], s.r[1], s.r[2], !gone, q);
    }
    const inRecord = new Set(record.trajectory.balls.map((b) => b.id));
    this.layInPockets(before.filter((b) => !inRecord.has(b.id)));
  }

  /** Where ball `id` of `record` is on the cloth at time t (null once it is pocketed or off the table). */
  ballAt(record: ShotRecord, id: string, t: number): [number, number] | undefined {
    const traj = record.trajectory.balls.find((b) => b.id === id);
    const s = traj ? sampleBall(record, traj, t) : null;
    return s && s.mode !== 'pocketed' && s.mode !== 'off-table' && s.mode !== 'tumbling' ? [s.r[0], s.r[1]] : undefined;
  }

  /** After a record has played: each ball keeps the orientation it came to rest with. */
  keepFinalOrientations(record: ShotRecord): void {
    const o = this.orientationOf(record);
    for (const b of record.trajectory.balls) {
      const q = orientationAt(o, b.id, record.trajectory.endT);
      if (q) this.orientation.set(b.id, q);
    }
  }

  /** The point of the cloth plane (at ball-centre height) under a client position, table frame. */
  clothPoint(clientX: number, clientY: number): [number, number] | null {
    const b = this.renderer.domElement.getBoundingClientRect();
    const ray = new THREE.Raycaster();
    ray.setFromCamera(new THREE.Vector2(((clientX - b.left) / b.width) * 2 - 1, -((clientY - b.top) / b.height) * 2 + 1), this.rig.camera);
    const hit = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), -this.ballRadius), hit)) return null;
    return [hit.x, -hit.z]; // three (X, Y, Z) = table (x, z, -y)
  }

  /** Where a table-frame point is on the page, CSS px (tests and the render benchmark read it). */
  screenOf(x: number, y: number, z: number): [number, number] {
    const b = this.renderer.domElement.getBoundingClientRect();
    const [sx, sy] = this.rig.screenOf(toThree(x, y, z), b.width, b.height);
    return [b.left + sx, b.top + sy];
  }

  render(): void {
    this.renderer.render(this.scene, this.rig.camera);
  }

  /**
   * Draws the frame at `nowMs` when it would show something new, or `always` (a stroke playing);
   * whether it drew (redraw-gate.ts: a table at rest is not drawn again and again).
   */
  renderIfDue(nowMs: number, always: boolean): boolean {
    this.gate ??= new RedrawGate(this.scene, this.rig.camera, this.renderer);
    if (!this.gate.due(nowMs, always)) return false;
    this.render();
    return true;
  }

  private pixelRatioFor(s: ViewSettings): number {
    return this.lean ? s.pixelRatio * SOFTWARE_PIXEL_SCALE : s.pixelRatio;
  }

  /**
   * Compiles the scene's shaders without holding the page: with the
   * KHR_parallel_shader_compile extension the browser compiles them in the background, so the first
   * frame does not stall on them. Resolves when they are ready, or at once where that cannot be done.
   */
  prepare(): Promise<void> {
    if (!this.renderer.extensions.has('KHR_parallel_shader_compile')) return Promise.resolve();
    return this.renderer.compileAsync(this.scene, this.rig.camera).then(
      () => undefined,
      () => undefined,
    );
  }
}
