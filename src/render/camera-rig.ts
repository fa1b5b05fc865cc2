/**
 * The player's camera and what moves it: the chosen view (cameras.ts) reached by a glide, and
 * three's OrbitControls for the player's own hand on it: the wheel or a pinch zooms, the right
 * button or a two-finger drag turns it round the table, the middle button pans (the left button and
 * one finger stay for aiming and striking). Turning or zooming by hand leaves the chosen view for
 * the free one ('orbit'), which keeps where the player put it.
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { TableGeometry } from '../table/geometry.ts';
import {
  behindCuePose,
  CameraGlide,
  FRAMED_FOV_DEG,
  fitProjection,
  followPose,
  framedPose,
  topFillPose,
  type CameraPose,
  type CameraView,
  type ScreenInsets,
  viewFov,
} from './cameras.ts';
import { toThree } from './frame.ts';

/** How far in the pockets of the view from above reach, px (camera-rig.ts pocketReach). */
export interface PocketReach {
  readonly corner: number;
  readonly side: number;
}

/** What a view needs to know of the table at this moment. */
export interface AimContext {
  readonly cue: readonly [number, number];
  readonly dir: readonly [number, number];
  readonly elevationDeg: number;
  /** The cue ball during a replay (follow view), table frame. */
  readonly rolling?: readonly [number, number];
}

export class CameraRig {
  readonly camera = new THREE.PerspectiveCamera(FRAMED_FOV_DEG, 1, 0.02, 30);
  readonly controls: OrbitControls;
  private viewNow: CameraView = 'table-end';
  private readonly glide = new CameraGlide();
  private readonly look = new THREE.Vector3();
  private freeAspect = 1;
  /** The canvas and its covered edges, for the projection when the field of view changes. */
  private screen: { width: number; height: number; insets: ScreenInsets } = { width: 1, height: 1, insets: { top: 0, right: 0, bottom: 0, left: 0 } };
  /** The field of view a glide starts from and ends at, degrees (the free view keeps the one it had). */
  private fovFrom = FRAMED_FOV_DEG;
  private fovTo = FRAMED_FOV_DEG;
  /** The player (or a mode) chose a view: the screen's shape no longer picks the default one. */
  private chosen = false;
  /** Whether the screen (the canvas) is wider than tall. */
  private landscape = true;
  /** Called when the player takes the camera by hand (the view becomes 'orbit'). */
  onFree: () => void = () => {};

  constructor(
    dom: HTMLElement,
    private readonly table: TableGeometry,
    private readonly ballRadius: number,
  ) {
    this.controls = new OrbitControls(this.camera, dom);
    this.controls.mouseButtons = { LEFT: null, MIDDLE: THREE.MOUSE.PAN, RIGHT: THREE.MOUSE.ROTATE };
    this.controls.touches = { ONE: null, TWO: THREE.TOUCH.DOLLY_PAN };
    this.controls.minDistance = 0.2;
    this.controls.maxDistance = 14; // the framed views stand back 5-9 m with their narrow lens
    this.controls.maxPolarAngle = (86 * Math.PI) / 180; // never under the rail
    this.controls.zoomToCursor = true;
    this.controls.addEventListener('start', () => {
      // From where the camera looks now, so the first turn or zoom starts from the picture shown.
      this.glide.stop();
      this.fovTo = this.camera.fov; // the free view keeps the lens it has
      this.controls.target.copy(this.look);
      if (this.viewNow !== 'orbit') {
        this.chosen = true;
        this.viewNow = 'orbit';
        this.onFree();
      }
    });
    this.controls.addEventListener('change', () => this.look.copy(this.controls.target));
    const pose = framedPose('table-end', table, 1);
    this.put(pose);
  }

  get view(): CameraView {
    return this.viewNow;
  }

  /** The canvas size and the panels' insets (px): the projection and the framed views follow. */
  resize(width: number, height: number, insets: ScreenInsets): void {
    this.screen = { width, height, insets };
    this.freeAspect = fitProjection(this.camera, width, height, insets, this.fovTo);
    // The screen's own shape, not the free area's: a panel opening (a phone's menu) must not turn the view.
    this.landscape = width >= height;
    if (!this.chosen) this.viewNow = this.defaultView();
    if (!this.isFramed(this.viewNow)) return;
    // Mid-glide, the glide is sent to the pose framed for the new screen; at rest, the camera goes there.
    if (this.glide.busy) this.glide.retarget(this.poseOf(this.viewNow, null));
    else this.put(this.poseOf(this.viewNow, null));
  }

  /**
   * The view a table opens in: from above, which fills the free area best, the long side
   * across a landscape screen and down a portrait one (the head end at the bottom, where the player
   * stands). The screen's shape, not the free area's, turns it, so opening or closing a panel never
   * turns the table.
   */
  defaultView(): 'top' {
    return 'top';
  }

  /** Changes the view with a glide (`now` in seconds). */
  setView(view: CameraView, ctx: AimContext | null, nowS: number): void {
    this.chosen = true;
    this.viewNow = view;
    if (view === 'orbit') return;
    this.fovFrom = this.camera.fov;
    this.fovTo = viewFov(view);
    this.glide.begin(this.camera, this.look, this.poseOf(view, ctx), nowS);
  }

  /** Per frame: the glide, or the view that follows the aim or the cue ball. */
  update(nowS: number, ctx: AimContext | null, aiming: boolean): void {
    if (this.glide.busy) {
      const at = this.glide.update(this.camera, nowS);
      if (at) this.look.copy(at);
      this.setFov(this.fovFrom + (this.fovTo - this.fovFrom) * this.glide.eased);
      return;
    }
    if (!ctx) return;
    if (this.viewNow === 'follow' && ctx.rolling) {
      const pose = followPose(ctx.rolling, ctx.dir);
      this.camera.position.lerp(pose.eye, 0.15);
      this.look.lerp(pose.target, 0.3);
      this.camera.lookAt(this.look);
    } else if ((this.viewNow === 'behind-cue' || this.viewNow === 'follow') && aiming) {
      this.put(behindCuePose(ctx.cue, ctx.dir, ctx.elevationDeg, this.ballRadius));
    }
  }

  /** Puts the camera at `eye` looking at `target` (table frame, m): the free view, as if turned by hand. */
  lookFrom(eye: readonly [number, number, number], target: readonly [number, number, number]): void {
    this.chosen = true;
    this.viewNow = 'orbit';
    this.glide.stop();
    this.put({ eye: toThree(eye[0], eye[1], eye[2]), target: toThree(target[0], target[1], target[2]) });
    this.onFree();
  }

  /**
   * How far in from the screen's sides the framed view from above reaches with its pockets, px: the
   * corner pockets from the nearer side (their centre and half their hole: there the screen's corner
   * is tight), the side pockets' whole hole from the middle. The panels in the bands above and under
   * the table keep clear of these.
   */
  pocketReach(): PocketReach {
    const { width, height, insets } = this.screen;
    const pose = topFillPose(this.table, width, height, insets, !this.landscape);
    const cam = this.camera.clone();
    cam.position.copy(pose.eye);
    cam.lookAt(pose.target);
    cam.updateMatrixWorld();
    let corner = 0,
      middle = 0;
    for (const p of this.table.pockets) {
      const side = p.id.startsWith('side');
      const r = side ? p.hole.radius : p.hole.radius / 2;
      for (const [dx, dy] of [
        [r, 0],
        [-r, 0],
        [0, r],
        [0, -r],
      ] as const) {
        const x = ((toThree(p.hole.centre[0] + dx, p.hole.centre[1] + dy, 0).project(cam).x + 1) / 2) * width;
        if (side) middle = Math.max(middle, Math.abs(x - width / 2));
        else corner = Math.max(corner, Math.min(x, width - x));
      }
    }
    return { corner, side: middle };
  }

  /** Where a point of the table frame appears on the canvas, px from its top left. */
  screenOf(p: THREE.Vector3, width: number, height: number): [number, number] {
    this.camera.updateMatrixWorld();
    const v = p.clone().project(this.camera);
    return [((v.x + 1) / 2) * width, ((1 - v.y) / 2) * height];
  }

  /** The lens, with the projection for the screen as it is. */
  private setFov(deg: number): void {
    if (this.camera.fov === deg) return;
    const { width, height, insets } = this.screen;
    this.freeAspect = fitProjection(this.camera, width, height, insets, deg);
  }

  private isFramed(view: CameraView): view is 'table-end' | 'top' | 'referee' {
    return view === 'table-end' || view === 'top' || view === 'referee';
  }

  private poseOf(view: CameraView, ctx: AimContext | null): CameraPose {
    if (view === 'top') {
      const { width, height, insets } = this.screen;
      return topFillPose(this.table, width, height, insets, !this.landscape, viewFov(view));
    }
    if (this.isFramed(view)) return framedPose(view, this.table, this.freeAspect, viewFov(view), !this.landscape);
    const c = ctx ?? { cue: [this.table.spots.head[0], 0] as const, dir: [1, 0] as const, elevationDeg: 0 };
    if (view === 'follow' && ctx?.rolling) return followPose(ctx.rolling, ctx.dir);
    return behindCuePose(c.cue, c.dir, c.elevationDeg, this.ballRadius);
  }

  private put(pose: CameraPose): void {
    this.camera.position.copy(pose.eye);
    this.look.copy(pose.target);
    this.camera.lookAt(this.look);
    this.controls.target.copy(this.look);
  }
}
