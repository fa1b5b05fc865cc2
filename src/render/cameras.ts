/**
 * Camera views (issue 6, item 2): from the head end of the table (the default overview), from
 * above, and behind the cue along the aim; a change of view glides over CAMERA_GLIDE_S. Positions
 * are in the table frame (metres) and converted once, here.
 */
import * as THREE from 'three';
import { toThree } from './frame.ts';

export type CameraView = 'table-end' | 'top' | 'behind-cue' | 'follow' | 'orbit' | 'referee';
export const CAMERA_VIEWS: readonly CameraView[] = ['table-end', 'top', 'behind-cue', 'follow', 'orbit'];
/** How long a change of view takes, s. */
export const CAMERA_GLIDE_S = 0.45;

export interface CameraPose { readonly eye: THREE.Vector3; readonly target: THREE.Vector3 }

/** Where the camera stands for a view; `cue` and `dir` (the aim) are used behind the cue. */
export function cameraPose(view: CameraView, cue: readonly [number, number] = [0, 0], dir: readonly [number, number] = [1, 0]): CameraPose {
  if (view === 'top') return { eye: toThree(0, 0, 3.6), target: toThree(0, 0.0001, 0) };
  // The referee's place (T2): beside the table near the side pocket, eyes low over the rail.
  if (view === 'referee') return { eye: toThree(0.1, -3.1, 1.55), target: toThree(0.5, 0, -0.1) };
  if (view === 'behind-cue' || view === 'follow') {
    return {
      eye: toThree(cue[0] - dir[0] * 0.75, cue[1] - dir[1] * 0.75, 0.32),
      target: toThree(cue[0] + dir[0] * 0.9, cue[1] + dir[1] * 0.9, 0),
    };
  }
  return { eye: toThree(-2.55, 0, 2.05), target: toThree(0.12, 0, -0.25) };
}

/** Replay "follow the cue ball": above and behind the ball along the stroke, looking at it. */
export function followPose(ball: readonly [number, number], dir: readonly [number, number]): CameraPose {
  return { eye: toThree(ball[0] - dir[0] * 0.9, ball[1] - dir[1] * 0.9, 0.55), target: toThree(ball[0], ball[1], 0) };
}

/** The camera of the player's view (40 degrees of vertical field of view), standing at `view`. */
export function createCamera(aspect: number, view: CameraView = 'table-end'): THREE.PerspectiveCamera {
  const camera = new THREE.PerspectiveCamera(40, aspect, 0.02, 20);
  const pose = cameraPose(view);
  camera.position.copy(pose.eye);
  camera.lookAt(pose.target);
  return camera;
}

/** Moves the camera toward a pose: call every frame with the time since the glide began. */
export class CameraGlide {
  private from: CameraPose | null = null;
  private to: CameraPose | null = null;
  private target = new THREE.Vector3();
  private startS = 0;

  begin(camera: THREE.PerspectiveCamera, to: CameraPose, nowS: number): void {
    const dir = new THREE.Vector3();
    camera.getWorldDirection(dir);
    this.from = { eye: camera.position.clone(), target: camera.position.clone().add(dir) };
    this.to = to;
    this.startS = nowS;
  }

  /** Whether a glide is under way. */
  get busy(): boolean { return this.to !== null; }

  /** Jumps straight to a pose (no glide). */
  jump(camera: THREE.PerspectiveCamera, to: CameraPose): void {
    this.from = null; this.to = null;
    camera.position.copy(to.eye);
    camera.lookAt(to.target);
  }

  update(camera: THREE.PerspectiveCamera, nowS: number): void {
    if (!this.from || !this.to) return;
    const k = Math.min((nowS - this.startS) / CAMERA_GLIDE_S, 1);
    const e = k * k * (3 - 2 * k); // smoothstep
    camera.position.lerpVectors(this.from.eye, this.to.eye, e);
    this.target.lerpVectors(this.from.target, this.to.target, e);
    camera.lookAt(this.target);
    if (k >= 1) { this.from = null; this.to = null; }
  }
}
