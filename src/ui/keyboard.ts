/**
 * The practice screen's keys, as actions (pure: the app carries them out). Arrows aim (Shift:
 * fine) and set the speed, PageUp/PageDown raise and lower the cue (Shift: by 1 degree), E raises
 * it just enough to clear, Space shoots, R replays, P pauses, comma and full stop step frames,
 * Escape drops a ball being placed, ? or H the help, M the sound, C the camera, U undo, Y redo.
 */
export type KeyAction =
  | { readonly kind: 'aim'; readonly deg: number }
  | { readonly kind: 'speed'; readonly mps: number }
  | { readonly kind: 'elevation'; readonly deg: number }
  | { readonly kind: 'step'; readonly frames: number }
  | { readonly kind: 'raise' | 'shoot' | 'replay' | 'pause' | 'cancel-drag' | 'help' | 'mute' | 'camera' | 'undo' | 'redo' };

/** Aim steps, degrees (Shift: fine). */
export const AIM_STEP_DEG = 1,
  AIM_FINE_STEP_DEG = 0.1;
/** Cue speed step, m/s. */
export const SPEED_STEP_MPS = 0.1;
/** Elevation steps, degrees (Shift: fine). */
export const ELEVATION_STEP_DEG = 5,
  ELEVATION_FINE_STEP_DEG = 1;

const SIMPLE: Readonly<Record<string, KeyAction['kind']>> = {
  e: 'raise',
  ' ': 'shoot',
  r: 'replay',
  p: 'pause',
  escape: 'cancel-drag',
  '?': 'help',
  h: 'help',
  m: 'mute',
  c: 'camera',
  u: 'undo',
  y: 'redo',
};

/** The action of a key press, or null for a key the screen does not use. */
export function keyAction(key: string, shift: boolean): KeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'aim', deg: shift ? AIM_FINE_STEP_DEG : AIM_STEP_DEG };
    case 'ArrowRight':
      return { kind: 'aim', deg: -(shift ? AIM_FINE_STEP_DEG : AIM_STEP_DEG) };
    case 'ArrowUp':
      return { kind: 'speed', mps: SPEED_STEP_MPS };
    case 'ArrowDown':
      return { kind: 'speed', mps: -SPEED_STEP_MPS };
    case 'PageUp':
      return { kind: 'elevation', deg: shift ? ELEVATION_FINE_STEP_DEG : ELEVATION_STEP_DEG };
    case 'PageDown':
      return { kind: 'elevation', deg: -(shift ? ELEVATION_FINE_STEP_DEG : ELEVATION_STEP_DEG) };
    case ',':
      return { kind: 'step', frames: -1 };
    case '.':
      return { kind: 'step', frames: 1 };
    default: {
      const kind = SIMPLE[key.toLowerCase()];
      return kind ? ({ kind } as KeyAction) : null;
    }
  }
}
