/**
 * Pointer gestures on the table (mouse, pen or touch): press on a ball that may be moved and drag
 * it (ball in hand, G15; any ball in practice); press elsewhere and pull back against the aim for a
 * drag-back stroke (the pull sets the cue speed, release strikes); move without pressing to aim.
 * A finger has no hover: on a touch screen one finger dragging aims (the stroke is played with the
 * Shoot button at the speed set), and a second finger hands the gesture to the camera (pinch and
 * two-finger drag). Only the primary button (or one finger) aims, drags and strikes: the right
 * and middle buttons belong to the camera. While the cue ball is in hand and not yet
 * placed, a press never strikes: placing and striking are separate acts, and the Shoot button
 * plays from where the ball lies. The gesture logic only: the app says what the pointer is over
 * and carries the gestures out.
 */

/** Drag-back stroke: a pull of this length on the cloth gives the fastest cue, m; shorter pulls scale down. */
export const PULL_FOR_MAX_M = 0.5;
/** The fastest and slowest cue speeds the controls offer, m/s. */
export const MAX_CUE_SPEED = 8,
  MIN_CUE_SPEED = 0.2;
/** A pull shorter than this is a click, not a stroke: nothing is played (no accidental shots), m. */
export const MIN_PULL_M = 0.02;
/**
 * A press this close to a movable ball's centre on the screen grabs it, px: half the 44 px a
 * finger needs (WCAG 2.5.5 target size), however small the ball is drawn.
 */
export const GRAB_RADIUS_PX = 22;

/** Whether a press or release is the primary button's (the left mouse button, a pen's tip, a finger). */
export const isPrimary = (ev: Pick<PointerEvent, 'pointerType' | 'button'>): boolean => ev.pointerType === 'touch' || ev.button === 0;

/** The cue speed of a pull back of `pullM` metres, m/s, to 0.1 m/s. */
export function speedFromPull(pullM: number): number {
  return Math.round(Math.min(MAX_CUE_SPEED, Math.max(MIN_CUE_SPEED, (pullM / PULL_FOR_MAX_M) * MAX_CUE_SPEED)) * 10) / 10;
}

/** How far a pointer at `at` has pulled back from `from` against the aim `dir` (unit), m (0 when pushed forward). */
export function pullBack(from: readonly [number, number], at: readonly [number, number], dir: readonly [number, number]): number {
  return Math.max(0, -((at[0] - from[0]) * dir[0] + (at[1] - from[1]) * dir[1]));
}

export interface PointerHost {
  /** Whether the table takes input now (not while a stroke plays, not while training drives the view). */
  accepts(): boolean;
  /** The point of the cloth under the pointer, table frame, or null off the cloth. */
  clothPoint(ev: PointerEvent): [number, number] | null;
  /** The ball under `at` (the cloth point; `client`: the pointer on the screen, px) that the player may move, or null. */
  grabbable(at: readonly [number, number], client: readonly [number, number]): { id: string; x: number; y: number } | null;
  /** Whether a drag-back may strike now (false: the cue ball is in hand and not placed yet). */
  strokeAllowed(): boolean;
  /** A drag-back was refused because strokeAllowed() was false (the app says why). */
  strokeRefused(): void;
  aimDir(): [number, number];
  grab(id: string): void;
  moveBall(id: string, at: [number, number]): void;
  drop(id: string, at: [number, number]): void;
  pull(speed: number): void;
  strike(): void;
  aimAt(at: [number, number]): void;
  /** A gesture ended without effect (released, cancelled). */
  release(): void;
}

type Drag =
  | { kind: 'stroke'; from: [number, number]; pull: number }
  | { kind: 'ball'; id: string; at: [number, number] }
  /** `refused`: a drag back that may not strike now (said on release). */
  | { kind: 'aim'; refused?: boolean };

export function bindPointer(el: HTMLElement, host: PointerHost): { dragging(): boolean; cancel(): void } {
  let drag: Drag | null = null;
  const touches = new Set<number>();
  el.style.touchAction = 'none'; // touch drags aim and strike instead of scrolling the page
  el.addEventListener('pointerdown', (ev) => {
    if (!isPrimary(ev)) return; // the right and middle buttons turn and pan the camera
    if (ev.pointerType === 'touch') {
      touches.add(ev.pointerId);
      // A second finger: the camera's gesture, not a stroke or a drag.
      if (touches.size > 1) {
        if (drag) {
          drag = null;
          host.release();
        }
        return;
      }
    }
    if (!host.accepts()) return;
    const at = host.clothPoint(ev);
    if (!at) return;
    el.setPointerCapture(ev.pointerId);
    const grabbed = host.grabbable(at, [ev.clientX, ev.clientY]);
    if (grabbed) {
      drag = { kind: 'ball', id: grabbed.id, at: [grabbed.x, grabbed.y] };
      host.grab(grabbed.id);
    } else if (ev.pointerType === 'touch') {
      drag = { kind: 'aim' };
      host.aimAt(at);
    } else if (!host.strokeAllowed()) {
      drag = { kind: 'aim', refused: true };
      host.aimAt(at);
    } else {
      drag = { kind: 'stroke', from: at, pull: 0 };
    }
  });
  el.addEventListener('pointermove', (ev) => {
    if (!host.accepts()) return;
    const at = host.clothPoint(ev);
    if (!at) return;
    if (drag?.kind === 'ball') {
      drag.at = at;
      host.moveBall(drag.id, at);
    } else if (drag?.kind === 'stroke') {
      // Pulling back against the aim sets the speed; the aim stays where it was.
      drag.pull = pullBack(drag.from, at, host.aimDir());
      host.pull(speedFromPull(drag.pull));
    } else if (!drag || drag.kind === 'aim') {
      if (ev.pointerType !== 'touch' || drag) host.aimAt(at);
    }
  });
  const lift = (ev: PointerEvent) => {
    touches.delete(ev.pointerId);
  };
  el.addEventListener('pointerup', (ev) => {
    if (!isPrimary(ev)) return; // releasing the camera's button ends nothing of ours
    lift(ev);
    const d = drag;
    drag = null;
    host.release();
    if (!d || !host.accepts()) return;
    if (d.kind === 'ball') host.drop(d.id, d.at);
    else if (d.kind === 'aim' && d.refused) host.strokeRefused();
    else if (d.kind === 'stroke' && d.pull >= MIN_PULL_M) host.strike(); // a click or a tiny pull plays nothing
  });
  el.addEventListener('pointercancel', (ev) => {
    lift(ev);
    drag = null;
    host.release();
  });
  return {
    dragging: () => drag !== null,
    cancel: () => {
      drag = null;
      host.release();
    },
  };
}
