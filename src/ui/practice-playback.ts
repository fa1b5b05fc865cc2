/**
 * Playing a stroke's record on the table: from the start, paused, a frame at a time or scrubbed
 * (the replay clock, playback.ts), every frame drawn from the record at the clock's time (the balls
 * rolling and turning, the contact marks, the sounds of the events passed), the referee calling a
 * foul the moment it happens (T2.9), and the end of the stroke handed on when the balls stop.
 */
import { foulText } from '../i18n/fouls.ts';
import { num } from '../i18n/glossary.ts';
import { TEXTS } from '../i18n/texts.ts';
import type { PracticeContext } from './practice-context.ts';
import type { ShotRecord } from '../physics/index.ts';

export class StrokePlayer {
  /** Playback time up to which the stroke's sounds were played. */
  private soundT = 0;
  /** Called once when a playback reaches its end (the app then takes the new layout, or training resumes). */
  onFinished: () => void = () => {};

  /** The record the clock was started on: a seek on another record starts that one (its own length). */
  private clockRecord: ShotRecord | null = null;

  constructor(private readonly c: PracticeContext) {}

  start(): void {
    const { st, clock } = this.c;
    if (!st.record) return;
    st.mode = 'playing';
    this.clockRecord = st.record;
    this.soundT = 0;
    clock.start(st.record.trajectory.endT, performance.now());
    clock.setRate(st.playbackRate, performance.now());
    this.c.view.overlay.group.visible = false;
    this.c.view.markCalled(null);
  }

  play(): void {
    this.start();
    this.c.st.message = null;
    this.c.refresh();
  }

  togglePause(): void {
    const { st, clock } = this.c;
    if (!st.record) return;
    const now = performance.now();
    if (st.mode !== 'playing' || this.clockRecord !== st.record) {
      this.start();
      clock.pause(now);
      clock.seek(0);
    } else if (clock.paused) clock.resume(now);
    else clock.pause(now);
    this.frame(now); // the instant shown at once, not at the next animation frame
    this.c.refresh();
  }

  step(frames: number): void {
    const { st, clock } = this.c;
    if (!st.record) return;
    if (st.mode !== 'playing' || this.clockRecord !== st.record) {
      this.start();
      clock.seek(st.record.trajectory.endT);
    }
    clock.step(frames, performance.now());
    this.frame(performance.now());
    this.c.refresh();
  }

  /**
   * Playing the current record, from its own start, unless it already plays: a record changed under
   * a paused playback (the next card reviewed) gets its own clock, not the last one's length.
   */
  ensure(): void {
    if (this.c.st.mode !== 'playing' || this.clockRecord !== this.c.st.record) this.start();
  }

  /** Ends a playback without finishing it: the table shows something else now (a new question's balls). */
  stop(): void {
    if (this.c.st.mode === 'playing') this.c.st.mode = 'rest';
    this.clockRecord = null;
  }

  scrub(t: number): void {
    if (!this.c.st.record) return;
    this.ensure();
    this.c.clock.seek(t);
    this.frame(performance.now());
    this.c.refresh();
  }

  /** The playback time now (null when nothing plays). */
  time(nowMs: number): number | null {
    return this.c.st.record && this.c.st.mode === 'playing' ? this.c.clock.time(nowMs) : null;
  }

  /** Draws the frame at the clock's time; ends the playback at the record's end. */
  frame(nowMs: number): void {
    const { st, ui, view, clock, sound } = this.c;
    const record = st.record;
    if (!record || st.mode !== 'playing') return;
    if (st.slow && !clock.paused) {
      // Slow motion round the foul: the rate changes as the replay enters and leaves the window.
      const t0 = clock.time(nowMs);
      const want = t0 >= st.slow.from && t0 < st.slow.to ? st.slow.rate : st.playbackRate;
      if (clock.rate !== want) clock.setRate(want, nowMs);
    }
    const t = clock.time(nowMs);
    view.showRecordAt(record, t, st.pocketsBefore);
    // Practice rings each contact; training shows nothing before the answer, the numbered evidence after it.
    view.marks.update(!st.external ? record : null, t);
    view.evidence.update(t, st.selectedMark);
    if (t < this.soundT) this.soundT = t - 1e-9; // scrubbed back: the sounds after it may play again
    sound.play(record.events, this.soundT === 0 ? -1 : this.soundT, t, clock.paused ? 0 : clock.rate);
    this.soundT = t;
    ui.scrub.value = String(t);
    ui.timeText.textContent = TEXTS.replayTime[st.lang](num(t, 3, st.lang), num(record.trajectory.endT, 3, st.lang));
    ui.pauseBtn.textContent = clock.paused ? TEXTS.resume[st.lang] : TEXTS.pause[st.lang];
    // T2.9: the referee calls a foul the moment it happens, the full ruling when the balls stop.
    if (!st.external && st.ruling) {
      const called = st.ruling.fouls.filter((f) => f.t !== null && f.t <= t);
      ui.call.textContent = called.map((f) => `${TEXTS.foulCalled[st.lang]} (${f.rule}): ${foulText(f.code, f.rule)[st.lang]}`).join(' ');
      ui.call.dataset.legal = called.length > 0 ? 'false' : '';
    }
    if (!clock.paused && clock.finished(nowMs)) {
      st.mode = 'rest';
      this.onFinished();
    }
  }
}
