/**
 * The practice screen's keys (keyboard.ts maps a key to an action): commands (strike, replay,
 * pause, frame steps, help, sound, camera, undo, redo) and the settings of the next stroke (aim,
 * speed, elevation). Keys typed into a field, or while training drives the view, are left alone.
 */
import { ADVICE_TEXTS } from '../i18n/advice.ts';
import { keyAction } from './keyboard.ts';
import { raiseToClear, redo, undo } from './practice-actions.ts';
import type { PracticeContext } from './practice-context.ts';
import type { StrokePlayer } from './practice-playback.ts';
import { MAX_ELEVATION_DEG } from './practice-state.ts';
import { MAX_CUE_SPEED, MIN_CUE_SPEED } from './pointer-input.ts';

export interface KeyTargets {
  strike(): void;
  readonly player: StrokePlayer;
  readonly pointer: { dragging(): boolean; cancel(): void };
  toggleHelp(): void;
  cycleCamera(): void;
}

/** The keys that strike or change the stroke set up: refused while the computer has the turn. */
const COMPUTERS_ACTIONS: ReadonlySet<string> = new Set(['shoot', 'raise', 'aim', 'speed', 'elevation']);

export function bindKeys(c: PracticeContext, k: KeyTargets): void {
  const { st } = c;
  window.addEventListener('keydown', (ev) => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement || st.external) return;
    const action = keyAction(ev.key, ev.shiftKey);
    if (!action) return;
    if (c.computerTurn() && COMPUTERS_ACTIONS.has(action.kind)) {
      // The computer's stroke is its own: the person's keys neither play it nor change it.
      ev.preventDefault();
      st.message = ADVICE_TEXTS.computersTurn;
      c.refresh();
      return;
    }
    switch (action.kind) {
      // Commands: each does its own refresh.
      case 'raise':
        raiseToClear(c);
        return;
      case 'shoot':
        ev.preventDefault();
        k.strike();
        return;
      case 'replay':
        if (st.record && st.mode !== 'playing') k.player.play();
        return;
      case 'pause':
        k.player.togglePause();
        return;
      case 'step':
        k.player.step(action.frames);
        return;
      case 'help':
        k.toggleHelp();
        return;
      case 'mute':
        c.sound.muted = !c.sound.muted;
        c.refresh();
        return;
      case 'camera':
        k.cycleCamera();
        return;
      case 'undo':
        undo(c);
        return;
      case 'redo':
        redo(c);
        return;
      // Settings of the next stroke.
      case 'aim':
        st.aimDeg += action.deg;
        break;
      case 'speed':
        st.cueSpeed = Math.min(MAX_CUE_SPEED, Math.max(MIN_CUE_SPEED, Math.round((st.cueSpeed + action.mps) * 10) / 10));
        break;
      case 'elevation':
        st.elevationDeg = Math.min(MAX_ELEVATION_DEG, Math.max(0, st.elevationDeg + action.deg));
        break;
      case 'cancel-drag':
        if (!k.pointer.dragging()) return;
        k.pointer.cancel();
        break;
    }
    ev.preventDefault();
    c.view.marks.update(null, 0);
    c.ui.speed.value = String(st.cueSpeed);
    st.message = null;
    c.refresh();
  });
}
