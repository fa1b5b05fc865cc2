/**
 * What referee training (referee-training.ts) may do with the practice screen's table: show balls
 * at rest from the referee's place, play a record and say when the balls stop, switch the evidence
 * (replay controls, contact marks) on after the answer, and hand the table back.
 */
import type GUI from 'lil-gui';
import type { Lang } from '../i18n/texts.ts';
import type { BallInput, ShotRecord } from '../physics/index.ts';
import type { EvidenceMark } from '../render/evidence-marks.ts';
import type { PracticeContext } from './practice-context.ts';
import type { StrokePlayer } from './practice-playback.ts';

/** What other modes (referee training) may do with the table view. */
export interface AppControls {
  /** Shows balls at rest (practice input is suspended while another mode drives the view). */
  showBalls(balls: readonly BallInput[]): void;
  /**
   * Plays a record at `rate` (1 = real time), slowed to `slow.rate` between `slow.from` and
   * `slow.to`; resolves when the balls are at rest.
   */
  play(record: ShotRecord, rate: number, slow?: { from: number; to: number; rate: number }): Promise<void>;
  /** The evidence on the table after the answer: the balls' paths and numbered contact marks (null clears); the record is the one replayed and sought. */
  evidence(record: ShotRecord | null, marks: readonly EvidenceMark[]): void;
  /** The panel changed its size: the camera frames the table in the room left. */
  relayout(): void;
  /** Shows the instant t of the record being reviewed, paused, with mark `mark` ringed. */
  seek(t: number, mark: number | null): void;
  lang(): Lang;
  /** Hands the view back to practice mode. */
  release(): void;
  /** After the trainee's answer: replay controls and contact marks on (before it: off, no hints). */
  review(on: boolean): void;
}

export interface TrainingHooks {
  readonly root: HTMLElement;
  settingsPanel(): GUI;
  /** Registers what to call when the record being played has come to rest. */
  waitForRest(done: () => void): void;
  /** Measures the panels again and frames the table in the room left. */
  relayout(): void;
  /** Training has handed the table back (a shared link that came meanwhile is read now). */
  released(): void;
}

export function trainingControls(c: PracticeContext, player: StrokePlayer, h: TrainingHooks): AppControls {
  const { st, view } = c;
  // Training shows every stroke from where a referee stands (T2), beside the table.
  const toReferee = () => {
    if (view.rig.view !== 'referee') view.rig.setView('referee', null, performance.now() / 1000);
  };
  return {
    showBalls(balls) {
      // A new question's balls: any paused replay of the last stroke stops, or it would draw over them.
      player.stop();
      view.overlay.group.visible = false;
      toReferee();
      view.showAtRest(balls, []);
      c.refresh();
    },
    play(rec, rate, slow) {
      st.record = rec;
      st.playbackRate = rate;
      st.slow = slow ?? null;
      st.pocketsBefore = [];
      toReferee();
      player.start();
      document.body.dataset.state = 'playing';
      return new Promise<void>((resolve) => {
        h.waitForRest(resolve);
      });
    },
    evidence(rec, marks) {
      st.selectedMark = null;
      if (rec) {
        st.record = rec;
        st.pocketsBefore = [];
      }
      view.evidence.set(rec, marks);
      view.evidence.update(null, null);
    },
    seek(t, mark) {
      if (!st.record) return;
      st.selectedMark = mark;
      const now = performance.now();
      player.ensure();
      c.clock.pause(now);
      c.clock.seek(t);
      player.frame(now);
      c.refresh();
    },
    relayout: () => h.relayout(),
    lang: () => st.lang,
    review(on) {
      st.reviewing = on;
      h.root.classList.toggle('reviewing', on);
      c.refresh();
    },
    release() {
      st.external = false;
      h.settingsPanel().show();
      view.rig.setView(view.rig.defaultView(), null, performance.now() / 1000);
      st.reviewing = false;
      st.slow = null;
      st.selectedMark = null;
      view.evidence.set(null, []);
      h.root.classList.remove('training', 'reviewing');
      st.record = null;
      st.ruling = null;
      st.mode = 'aim';
      st.playbackRate = Number(c.ui.rateSel.value);
      c.refresh();
      h.released();
    },
  };
}
