/**
 * The "suggest" button and the computer's strokes (issue 19): the advisor runs in a worker
 * (advisor-worker.ts) on the table as it lies, the status line shows its progress, and its best
 * stroke is set up for the player: the aim, the speed, the tip, the cue ball placed when it is in
 * hand and the call; the cue ball's predicted path and resting place are drawn (a noise-free play
 * of the stroke). "Next suggestion" shows the next best two. The page never waits for it.
 */
import type { Suggestion } from '../advisor/advise.ts';
import type { NoiseName } from '../advisor/noise.ts';
import { ADVICE_TEXTS, adviceLine } from '../i18n/advice.ts';
import { sinCosDeg } from '../math/trig.ts';
import { simulate, type BallInput } from '../physics/simulate.ts';
import type { PracticeContext } from './practice-context.ts';
import { strokeState } from './practice-games.ts';
import type { AdviceReply, AdviceRequest } from './advisor-worker.ts';
import { inPocketInputs } from './practice-state.ts';

export class AdviceRunner {
  private worker: Worker | null = null;
  private asked = 0;
  private list: readonly Suggestion[] = [];
  private shown = -1;
  private seconds = 0;
  /** Whether a search is under way. */
  busy = false;

  constructor(private readonly c: PracticeContext) {}

  /** Whether there are suggestions to step through. */
  get count(): number {
    return this.list.length;
  }

  /** Asks the advisor for the table as it lies; `then` hears the advice (the computer plays its first stroke). */
  suggest(level: NoiseName, then?: (best: Suggestion | null) => void): void {
    const { st } = this.c;
    if (st.mode === 'playing' || st.external) return;
    this.clear();
    const id = ++this.asked;
    const request: AdviceRequest = {
      id,
      table: this.c.tableId,
      params: this.c.params(),
      balls: this.ballsNow(),
      state: { ...strokeState(this.c), call: undefined, safety: false, pushOut: false },
      level,
      seed: st.rackSeed * 131 + st.history.length,
      count: 3,
    };
    this.busy = true;
    const w = this.workerNow();
    w.onmessage = (e: MessageEvent<AdviceReply>) => {
      const r = e.data;
      if (r.id !== this.asked) return;
      if (r.kind === 'progress') {
        st.message = ADVICE_TEXTS.thinking(Math.round(100 * r.done));
        this.c.refresh();
        return;
      }
      this.busy = false;
      if (r.kind === 'error') {
        st.message = { sk: r.message, en: r.message };
        this.c.refresh();
        then?.(null);
        return;
      }
      this.list = r.advice.suggestions;
      this.seconds = r.ms / 1000;
      if (this.list.length === 0) st.message = ADVICE_TEXTS.none;
      else this.show(0);
      this.c.refresh();
      then?.(this.list[0] ?? null);
    };
    w.postMessage(request);
  }

  /** The next of the suggestions (the best again after the last). */
  next(): void {
    if (this.list.length === 0 || this.c.st.mode === 'playing') return;
    this.show((this.shown + 1) % this.list.length);
    this.c.refresh();
  }

  /** Forgets the suggestions (the table changed) and hides the drawing. */
  clear(): void {
    this.list = [];
    this.shown = -1;
    this.c.view.advice.update(null, null);
  }

  private show(k: number): void {
    const x = this.list[k] as Suggestion;
    this.shown = k;
    this.apply(x);
    this.c.st.message = adviceLine(x, k + 1, this.list.length, this.seconds);
  }

  /** Sets stroke x up on the table: aim, speed, tip, the cue ball placed when in hand, the call; and draws its predicted path. */
  apply(x: Suggestion): void {
    const { st, ui, view, table } = this.c;
    st.aimDeg = x.shot.aimDeg;
    st.cueSpeed = x.shot.cueSpeed;
    st.tip = { ...x.shot.tip };
    st.elevationDeg = x.shot.elevationDeg;
    st.shove = false;
    ui.speed.value = String(st.cueSpeed);
    ui.picker.set(st.tip);
    if (st.layout.state.ballInHand !== 'none')
      st.layout = { ...st.layout, balls: st.layout.balls.map((b) => (b.id === 'cue' ? { id: 'cue', x: x.cue[0], y: x.cue[1] } : b)) };
    if (!ui.callBall.hidden) {
      ui.callBall.value = x.pot ? x.pot.ball : '';
      ui.callPocket.value = x.pot ? x.pot.pocket : '';
      ui.safetyBox.checked = !x.pot;
    }
    const [sn, cs] = sinCosDeg(x.shot.aimDeg);
    const record = simulate({
      table,
      params: this.c.params(),
      balls: this.ballsNow(),
      strokes: [{ ball: 'cue', stroke: { dir: [cs, sn], cueSpeed: x.shot.cueSpeed, tip: x.shot.tip, elevationDeg: x.shot.elevationDeg } }],
    });
    view.advice.update(record, x.pot?.ball ?? null);
  }

  /** The balls now: on the table, and those lying in the pockets where they lie. */
  private ballsNow(): BallInput[] {
    const { st } = this.c;
    const inPockets = inPocketInputs(st.inPockets);
    return [...st.layout.balls, ...inPockets];
  }

  private workerNow(): Worker {
    this.worker ??= new Worker(new URL('./advisor-worker.ts', import.meta.url), { type: 'module' });
    return this.worker;
  }
}
