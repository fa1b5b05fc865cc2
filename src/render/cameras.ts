/**
 * Camera views: from the head end of the table (the default), from above, behind
 * the cue along the aim (rising with the cue's elevation so the butt never fills the screen),
 * following the cue ball, and the referee's place beside the table. The table-end, top and referee
 * views are framed: the camera stands just far enough back that the whole table, rails and pockets,
 * fits inside the part of the screen that no panel covers, at any aspect ratio, portrait included.
 * Positions are in the table frame (metres) and converted once, here.
 */
import * as THREE from 'three';
import type { TableGeometry } from '../table/geometry.ts';
import { toThree } from './frame.ts';
import { railOuter } from './table-outline.ts';

export type CameraView = 'table-end' | 'top' | 'behind-cue' | 'follow' | 'orbit' | 'referee';
/** The views C cycles through ('orbit' is where the camera is after the player turned or zoomed it). */
export const CAMERA_VIEWS: readonly CameraView[] = ['table-end', 'top', 'behind-cue', 'follow'];
/** How long a change of view takes, s. */
export const CAMERA_GLIDE_S = 0.45;
/** Vertical field of view of the views at the table (behind the cue, following the cue ball), degrees. */
export const CAMERA_FOV_DEG = 40;
/**
 * Vertical field of view of the views that frame the table and of the free view, degrees: a narrow lens from further away, so a ball near the edge of the picture (a corner of the
 * table, or anywhere in a zoomed view) is drawn nearly round. A sphere off the axis by angle a is
 * drawn longer by about 1/cos(a); computed for the table's corners framed on a 1280 x 800 screen
 * (about 610 px from the free area's centre): 18 % long at 40 degrees, about 7 % at 24.
 */
export const FRAMED_FOV_DEG = 24;

/** The field of view of a view, degrees. */
export function viewFov(view: CameraView): number {
  return view === 'behind-cue' || view === 'follow' ? CAMERA_FOV_DEG : FRAMED_FOV_DEG;
}
/** Share of the free screen left round the framed table on each side. */
const FRAME_MARGIN = 0.03;

export interface CameraPose {
  readonly eye: THREE.Vector3;
  readonly target: THREE.Vector3;
}

/** The screen's edges that panels cover, px: the framed views keep the table clear of them. */
export interface ScreenInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** The corners of the table's outer box (rail caps and the apron's foot), three frame. */
export function tableCorners(table: TableGeometry): THREE.Vector3[] {
  const { X, Y } = railOuter(table);
  const out: THREE.Vector3[] = [];
  for (const sx of [-1, 1]) for (const sy of [-1, 1]) for (const z of [table.spec.railCapHeightM, -0.05]) out.push(toThree(sx * X, sy * Y, z));
  return out;
}

/**
 * What a framed view must show, three frame: the cloth inside the cushions' noses (where every ball
 * in play lies, up to the rail's height) and each pocket's hole. The rails and the apron round them
 * may run under a panel or off the screen: the table's share of the screen is the cloth's, and
 * framing the rails' outer box left a third of it to wood.
 */
export function playCorners(table: TableGeometry): THREE.Vector3[] {
  const { head, foot, right, left } = table.noses;
  const out: THREE.Vector3[] = [];
  const top = table.spec.railCapHeightM;
  for (const x of [head, foot]) for (const y of [right, left]) for (const z of [0, top]) out.push(toThree(x, y, z));
  for (const p of table.pockets) {
    const { centre, radius } = p.hole;
    for (const [dx, dy] of [
      [radius, 0],
      [-radius, 0],
      [0, radius],
      [0, -radius],
    ] as const)
      out.push(toThree(centre[0] + dx, centre[1] + dy, 0));
  }
  return out;
}

/** Points that must fall inside a box of the free area's normalised device coordinates (-1 to 1 across it). */
export interface FitBox {
  readonly points: readonly THREE.Vector3[];
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
}

/**
 * The distance from `target` along `dir` (unit, toward the eye) at which every point fits in a
 * camera of vertical field `fovDeg` and aspect `aspect` with a margin (bisection on the projection).
 */
export function fitDistance(points: readonly THREE.Vector3[], target: THREE.Vector3, dir: THREE.Vector3, fovDeg: number, aspect: number): number {
  const m = 1 - 2 * FRAME_MARGIN;
  return fitDistanceInBoxes([{ points, xMin: -m, xMax: m, yMin: -m, yMax: m }], target, dir, fovDeg, aspect);
}

/** The nearest distance at which each box's points fall inside it (bisection on the projection). */
export function fitDistanceInBoxes(boxes: readonly FitBox[], target: THREE.Vector3, dir: THREE.Vector3, fovDeg: number, aspect: number): number {
  const cam = new THREE.PerspectiveCamera(fovDeg, aspect, 0.01, 100);
  const v = new THREE.Vector3();
  const fits = (d: number) => {
    cam.position.copy(target).addScaledVector(dir, d);
    cam.lookAt(target);
    cam.updateMatrixWorld();
    cam.updateProjectionMatrix();
    return boxes.every((b) =>
      b.points.every((p) => {
        v.copy(p).project(cam);
        return v.x >= b.xMin && v.x <= b.xMax && v.y >= b.yMin && v.y <= b.yMax && v.z < 1;
      }),
    );
  };
  let lo = 0.3,
    hi = 40;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The referee view's angle above the cloth, degrees (a standing referee's eye over the near rail). */
const REFEREE_PITCH_DEG = 52;

/** Where the camera looks from, for a framed view (unit, from the target toward the eye). */
function framedDirection(view: 'table-end' | 'top' | 'referee', portrait: boolean): THREE.Vector3 {
  if (view === 'top') {
    // Straight down; a hair toward the head (portrait: the long axis up the screen) or the right
    // cushion (landscape: across it) fixes which way is up on screen.
    return portrait ? toThree(-1e-4, 0, 1).normalize() : toThree(0, -1e-4, 1).normalize();
  }
  // The referee stands at a long side (T2) and looks down on the bed, steeply enough that the
  // contacts marked on the cloth read apart.
  if (view === 'referee')
    return toThree(0.05, -Math.cos((REFEREE_PITCH_DEG * Math.PI) / 180), Math.sin((REFEREE_PITCH_DEG * Math.PI) / 180)).normalize();
  const pitch = ((portrait ? 58 : 44) * Math.PI) / 180; // from the head end, above the rail
  return toThree(-Math.cos(pitch), 0, Math.sin(pitch)).normalize();
}

/**
 * The pose of a framed view for a free screen area of `aspect` (width / height) and vertical field
 * `fovDeg`; `portrait`: the screen is taller than wide (the table's long side then runs down it).
 */
export function framedPose(
  view: 'table-end' | 'top' | 'referee',
  table: TableGeometry,
  aspect: number,
  fovDeg = FRAMED_FOV_DEG,
  portrait = aspect < 1,
): CameraPose {
  const target = toThree(view === 'table-end' ? 0.04 : 0, 0, 0);
  const dir = framedDirection(view, portrait);
  const d = fitDistance(playCorners(table), target, dir, fovDeg, aspect);
  return { eye: target.clone().addScaledVector(dir, d), target };
}

/** Share of the whole screen kept between a pocket's centre and the screen's edge, in the free view's coordinates (about 2 %). */
const POCKET_EDGE_MARGIN = 0.04;

/**
 * The default view from above, as large as the screen allows: the cloth inside the cushions' noses
 * (where every ball in play lies) fills the free area between the panels' bands, and the pockets'
 * centres stay on the screen; the rails and the pockets' far rims may run under a band's panels
 * or off the screen (those panels keep clear of the pockets themselves: index.html). The screen of
 * `width` x `height` px with `insets`; `portrait`: the long side runs down the screen.
 */
export function topFillPose(
  table: TableGeometry,
  width: number,
  height: number,
  insets: ScreenInsets,
  portrait: boolean,
  fovDeg = FRAMED_FOV_DEG,
): CameraPose {
  const w = Math.max(1, width - insets.left - insets.right),
    h = Math.max(1, height - insets.top - insets.bottom);
  const { head, foot, right, left } = table.noses;
  const cloth: THREE.Vector3[] = [];
  for (const x of [head, foot]) for (const y of [right, left]) for (const z of [0, table.spec.railCapHeightM]) cloth.push(toThree(x, y, z));
  const pockets = table.pockets.map((p) => toThree(p.hole.centre[0], p.hole.centre[1], 0));
  const boxes: FitBox[] = [
    { points: cloth, xMin: -1, xMax: 1, yMin: -1, yMax: 1 },
    {
      points: pockets,
      xMin: -1 - (2 * insets.left) / w + POCKET_EDGE_MARGIN,
      xMax: 1 + (2 * insets.right) / w - POCKET_EDGE_MARGIN,
      yMin: -1 - (2 * insets.bottom) / h + POCKET_EDGE_MARGIN,
      yMax: 1 + (2 * insets.top) / h - POCKET_EDGE_MARGIN,
    },
  ];
  const target = toThree(0, 0, 0);
  const dir = framedDirection('top', portrait);
  const d = fitDistanceInBoxes(boxes, target, dir, fovDeg, w / h);
  return { eye: target.clone().addScaledVector(dir, d), target };
}

/** Behind the cue ball along the aim, eyes over the stick: the higher the cue, the higher the eye. */
export function behindCuePose(cue: readonly [number, number], dir: readonly [number, number], elevationDeg: number, R: number): CameraPose {
  const back = 0.75;
  const el = (Math.min(Math.max(elevationDeg, 0), 85) * Math.PI) / 180;
  // The stick rises back from the cue ball at the elevation: keep the eye 0.25 m above it.
  const height = Math.max(0.3, R + back * Math.tan(Math.min(el, 1.2)) + 0.25);
  const ahead = 0.9 - 0.5 * Math.sin(el);
  return {
    eye: toThree(cue[0] - dir[0] * back, cue[1] - dir[1] * back, height),
    target: toThree(cue[0] + dir[0] * ahead, cue[1] + dir[1] * ahead, 0),
  };
}

/** Replay "follow the cue ball": above and behind the ball along the stroke, looking at it. */
export function followPose(ball: readonly [number, number], dir: readonly [number, number]): CameraPose {
  return { eye: toThree(ball[0] - dir[0] * 0.9, ball[1] - dir[1] * 0.9, 0.55), target: toThree(ball[0], ball[1], 0) };
}

/**
 * Sets the camera's projection for a screen of `width` x `height` px whose edges `insets` covers:
 * the field of view and the principal point are those of the free area, so a framed pose fits the
 * table into it and the table's centre sits in its middle. Returns the free area's aspect ratio.
 */
export function fitProjection(camera: THREE.PerspectiveCamera, width: number, height: number, insets: ScreenInsets, fovDeg = FRAMED_FOV_DEG): number {
  const w = Math.max(1, width - insets.left - insets.right),
    h = Math.max(1, height - insets.top - insets.bottom);
  // three's view offset: the camera's fov and aspect describe a virtual screen (here the free
  // area, centred on the camera's axis), and the canvas shows the window (x, y, width, height) of
  // it, which may reach past its edges (the covered strips round the free area).
  camera.fov = fovDeg;
  camera.aspect = w / h;
  camera.setViewOffset(w, h, -insets.left, -insets.top, width, height);
  camera.updateProjectionMatrix();
  return w / h;
}

/** Moves the camera toward a pose: call every frame with the time since the glide began. */
export class CameraGlide {
  private from: CameraPose | null = null;
  private to: CameraPose | null = null;
  private target = new THREE.Vector3();
  private startS = 0;

  begin(camera: THREE.PerspectiveCamera, from: THREE.Vector3, to: CameraPose, nowS: number): void {
    this.from = { eye: camera.position.clone(), target: from.clone() };
    this.to = to;
    this.easedNow = 0;
    this.startS = nowS;
  }

  /** How far the last update took the glide, eased, 0 to 1 (1 when none is under way). */
  get eased(): number {
    return this.easedNow;
  }
  private easedNow = 1;

  /** Whether a glide is under way. */
  get busy(): boolean {
    return this.to !== null;
  }

  stop(): void {
    this.from = null;
    this.to = null;
    this.easedNow = 1;
  }

  /** The screen changed under way (a panel opened): the glide ends at the pose framed for it instead. */
  retarget(to: CameraPose): void {
    if (this.to) this.to = to;
  }

  /** Moves the camera along the glide; returns the point it looks at. */
  update(camera: THREE.PerspectiveCamera, nowS: number): THREE.Vector3 | null {
    if (!this.from || !this.to) return null;
    const k = Math.min((nowS - this.startS) / CAMERA_GLIDE_S, 1);
    const e = k * k * (3 - 2 * k); // smoothstep
    this.easedNow = e;
    camera.position.lerpVectors(this.from.eye, this.to.eye, e);
    this.target.lerpVectors(this.from.target, this.to.target, e);
    camera.lookAt(this.target);
    if (k >= 1) {
      this.from = null;
      this.to = null;
    }
    return this.target;
  }
}
