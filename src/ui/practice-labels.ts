/**
 * Writes the practice screen's labels and control states from the state, in the chosen language:
 * the buttons and menus, the stroke panel's read-outs, the status line (its hint matching the
 * input in use: touch, or mouse and keys), the help and the ruling line.
 */
import { withPlayerNames } from '../i18n/player-names.ts';
import { MATCH_UI } from '../i18n/match.ts';
import { ADVICE_TEXTS } from '../i18n/advice.ts';
import { num } from '../i18n/glossary.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { FERRULE_OFFSET_R, miscueLimit } from '../physics/index.ts';
import type { CameraView } from '../render/cameras.ts';
import type { PracticeContext } from './practice-context.ts';

export type InputKind = 'touch' | 'mouse';

/** A key's hint at the end of a label, "Undo (U)", "Hrať (medzerník)": a touch screen has no keys. */
const KEY_HINT = /\s*\((?:[A-Z]|Space|medzerník|Esc|,|\.)\)$/;

/** The label as the input in use reads it: without its key hint on a touch screen. */
export function forInput(label: string, input: InputKind): string {
  return input === 'touch' ? label.replace(KEY_HINT, '') : label;
}

/**
 * The tip picker's read-out: where the tip meets the cue ball and the miscue limit, and, past that
 * limit (a miscue) or the ferrule's (a foul), a warning: the picker takes such a tip, and a player
 * who drags a draw too low should know before the stroke what it will be.
 */
export function tipLine(tip: { side: number; height: number }, miscueLimitR: number, L: Lang): { text: string; past: 'miscue' | 'ferrule' | null } {
  const off = Math.hypot(tip.side, tip.height);
  const past = off > FERRULE_OFFSET_R ? 'ferrule' : off > miscueLimitR ? 'miscue' : null;
  const line = TEXTS.tipAt[L](num(tip.side, 2, L), num(tip.height, 2, L), num(miscueLimitR, 2, L));
  const warning = past === 'ferrule' ? TEXTS.tipPastFerrule[L] : past === 'miscue' ? TEXTS.tipPastMiscue[L] : '';
  return { text: warning ? `${line} ${warning}` : line, past };
}

export function writeLabels(c: PracticeContext, cameraView: CameraView, input: InputKind): void {
  const { st, ui } = c;
  const t = TEXTS,
    L = st.lang;
  const playing = st.mode === 'playing';
  document.body.dataset.state = st.mode;
  // Strokes played on this table (for the browser tests, which wait for the next one).
  document.body.dataset.strokes = String(st.history.length);
  document.documentElement.lang = L;
  ui.title.textContent = t.title[L];
  ui.shootBtn.textContent = (input === 'touch' ? t.shootTouch : t.shoot)[L];
  ui.replayBtn.textContent = forInput(t.replay[L], input);
  ui.suggestBtn.textContent = ADVICE_TEXTS.suggest[L];
  ui.suggestNextBtn.textContent = ADVICE_TEXTS.next[L];
  ui.undoBtn.textContent = forInput(t.undo[L], input);
  ui.redoBtn.textContent = forInput(t.redo[L], input);
  ui.saveBtn.textContent = t.save[L];
  ui.shareBtn.textContent = t.share[L];
  ui.loadBtn.textContent = t.load[L];
  ui.tableMenuLabel.textContent = t.menuTable[L];
  ui.fileMenuLabel.textContent = t.menuFile[L];
  ui.menuBtn.textContent = t.menu[L];
  ui.strokeToggle.textContent = t.strokePanel[L];
  ui.practiceBtn.textContent = t.layoutPractice[L];
  ui.nineBtn.textContent = t.layoutNine[L];
  ui.eightBtn.textContent = t.layoutEight[L];
  ui.fourteenBtn.textContent = t.layoutFourteen[L];
  ui.matchBtn.textContent = MATCH_UI.menu[L];
  ui.langBtn.textContent = t.language[L];
  ui.refBtn.textContent = t.referee[L];
  ui.saveBtn.disabled = st.mode !== 'rest' || !st.lastStroke;
  ui.loadBtn.disabled = playing;
  ui.shareBtn.disabled = playing;
  ui.replayBox.hidden = !st.record;
  ui.pauseBtn.textContent = forInput(playing && !c.clock.paused ? t.pause[L] : t.resume[L], input);
  ui.backBtn.textContent = forInput(t.stepBack[L], input);
  ui.fwdBtn.textContent = forInput(t.stepFwd[L], input);
  if (st.record) ui.scrub.max = String(st.record.trajectory.endT);
  ui.speedText.textContent = `${t.speed[L]}: ${num(st.cueSpeed, 1, L)} m/s`;
  const tip = tipLine(st.tip, miscueLimit(c.params()), L);
  ui.tipText.textContent = tip.text;
  ui.tipText.dataset.past = tip.past ?? '';
  ui.elevText.textContent = `${t.elevation[L]}: ${st.elevationDeg.toFixed(0)}°`;
  ui.elevation.value = String(st.elevationDeg);
  ui.raiseBtn.textContent = forInput(t.raise[L], input);
  // While the computer has the turn its stroke's controls are its own (the person's input is refused).
  const computers = c.computerTurn();
  ui.raiseBtn.disabled = playing || computers;
  ui.speed.disabled = computers;
  ui.elevation.disabled = computers;
  // A shove is played with a level cue (G23).
  (ui.shoveLabel.lastChild as Text).textContent = ` ${t.shove[L]}`;
  ui.shoveBox.checked = st.shove;
  ui.shoveBox.disabled = playing || computers || st.elevationDeg !== 0;
  ui.shootBtn.disabled = playing || computers;
  ui.replayBtn.disabled = playing || !st.record;
  // In a match no stroke is taken back (its file holds every stroke played).
  const inMatch = c.match?.on() ?? false;
  ui.undoBtn.disabled = playing || inMatch || st.history.length === 0;
  ui.redoBtn.disabled = playing || inMatch || st.future.length === 0;
  // In a match the players' names, where the board says them (the rulings and messages write A and B).
  const names = c.match?.names() ?? null;
  ui.status.textContent = withPlayerNames(statusLine(c, input), names, L);
  // The line keeps its height (index.html): the whole of a longer message on hover.
  ui.status.title = ui.status.textContent;
  ui.helpBtn.textContent = '?';
  // Plain glyphs (an emoji font is not on every machine: headless Chromium drew a box).
  ui.muteBtn.textContent = c.sound.muted ? '♪ ✕' : '♪';
  ui.muteBtn.title = forInput(c.sound.muted ? t.soundOn[L] : t.soundOff[L], input);
  ui.cameraBtn.textContent = forInput(t.camera[L][cameraView], input);
  ui.helpBox.replaceChildren(
    ...(input === 'touch' ? t.helpTouch : t.help)[L].map((line) => {
      const d = document.createElement('div');
      d.textContent = line;
      return d;
    }),
  );
  ui.call.textContent = st.mode === 'rest' && st.ruling ? withPlayerNames(st.ruling.explanation[L], names, L) : '';
  ui.call.dataset.legal = st.mode === 'rest' && st.ruling ? String(st.ruling.legal) : '';
}

function statusLine(c: PracticeContext, input: InputKind): string {
  const { st } = c;
  const t = TEXTS,
    L = st.lang;
  if (st.message) return st.message[L];
  if (st.mode === 'playing') return c.clock.paused ? (input === 'touch' ? t.pausedTouch : t.paused)[L] : t.playing[L];
  if (c.computerTurn()) return (c.turnText?.() ?? ADVICE_TEXTS.computerAtTable)[L];
  if (st.mode === 'rest' && st.record) {
    const pocketed = st.record.events
      .filter((e) => e.type === 'pocketed')
      .map((e) => e.balls[0])
      .join(', ');
    const flew = [...new Set(st.record.events.filter((e) => e.type === 'airborne').map((e) => e.balls[0]))].join(', ');
    return t.rest[L](st.record.events.length, pocketed, num(st.physicsMs, 1, L), flew);
  }
  return (input === 'touch' ? t.aimTouch : t.aim)[L](num(st.aimDeg, 1, L), num(st.cueSpeed, 1, L));
}
