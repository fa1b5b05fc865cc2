/**
 * The "suggest" button and the computer's strokes: the advisor runs in a worker
 * (advisor-worker.ts) on the table as it lies, the status line shows its progress, and its best
 * stroke is set up for the player: the aim, the speed, the tip, the cue ball placed when it is in
 * hand and the call; the cue ball's predicted path and resting place are drawn (a noise-free play
 * of the stroke). The best is set up as soon as it is final, and "next suggestion" steps through
 * the next best two when their chances are measured. Advice never outlives its table: an answer for
 * a table or physics that changed meanwhile is dropped, and the suggestions shown are forgotten when
 * the table changes. On the break it suggests the computer's own break (break-shot.ts). The page
 * never waits for it: a worker that fails or falls silent for ADVICE_SILENCE_MS is dropped (a new
 * one serves the next request) and the easiest pot (baseline.ts), played in the page, stands in for
 * its answer.
 */
import type { Suggestion } from '../advisor/advise.ts';
import type { NoiseName } from '../advisor/noise.ts';
import { breakShot } from '../advisor/break-shot.ts';
import { easiestPot } from '../advisor/baseline.ts';
import { lastResort } from '../advisor/last-resort.ts';
import { NOISE } from '../advisor/noise.ts';
import { ADVICE_TEXTS, adviceLine } from '../i18n/advice.ts';
import type { Bilingual } from '../i18n/glossary.ts';
import { DEFAULT_RULE_OPTIONS, gameOf } from '../rules/index.ts';
import type { BallInput, PhysicsParams } from '../physics/index.ts';
import { simulate } from '../physics/engine.ts';
import { sinCosDeg } from '../math/trig.ts';
import type { PracticeContext } from './practice-context.ts';
import { strokeState } from './practice-games.ts';
import type { AdviceReply, AdviceRequest, WarmUpRequest } from './advisor-worker.ts';
import { inPocketInputs, type Layout } from './practice-state.ts';

/**
 * The longest the worker may stay silent, ms: it reports progress many times a second (a
 * professional's search takes 0.2-1.3 s in headless Chromium), so this much silence is a hang.
 */
export const ADVICE_SILENCE_MS = 20_000;
/** The suggestions the "suggest" button asks for: the best and, by "next suggestion", two more. */
export const SUGGESTIONS_SHOWN = 3;
/** The warm-up's request id: no search's (they count from 1), so a search never takes its replies for its own. */
const WARM_UP_ID = -1;
/** Directions of the page's own last resort (every 15 degrees): a third of the worker's, to keep the page responsive. */
const STAND_IN_DIRECTIONS = 24;
/**
 * How much longer than its time the computer's search may run before the page plays the easiest
 * pot instead, ms: the search stops between steps (advise.ts TimeUp), and one step can outlast the
 * time; a worker still busy with its warm-up answers late too. With the default time (1.8 s) and
 * the stroke shown for 0.9 s the computer's turn never takes more than about 8 s.
 */
export const BUDGET_GRACE_MS = 5000;
/** How often advice that arrived during Referee training looks whether it may be shown, ms. */
const ANSWER_WAIT_MS = 250;

/** What a search was asked for: the table as it lay and the physics (each replaced, never changed in place, when it changes). */
interface AskedFor {
  readonly layout: Layout;
  readonly params: PhysicsParams;
}

export class AdviceRunner {
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  /** The computer's hard deadline (its time and BUDGET_GRACE_MS), while its search runs. */
  private deadline: ReturnType<typeof setTimeout> | null = null;
  private worker: Worker | null = null;
  private asked = 0;
  private list: readonly Suggestion[] = [];
  private shown = -1;
  /** The table as the suggestion shown left it set up (its cue ball placed when in hand) and the physics it was found with; null with none. */
  private placedIn: AskedFor | null = null;
  private seconds = 0;
  /** The request whose best suggestion is shown before its answer came (`early`), and the status line it wrote. */
  private earlyFor: number | null = null;
  private earlyLine: Bilingual | null = null;
  /** Whether a search is under way. */
  busy = false;

  constructor(private readonly c: PracticeContext) {}

  /** Whether there are suggestions to step through. */
  get count(): number {
    return this.list.length;
  }

  /**
   * Asks the advisor for the table as it lies; `then` hears the advice (the computer plays its first
   * stroke). `count`: the suggestions asked for (the computer plays one: each further one costs its
   * own 128 noisy strokes for the chance reported, a quarter more of the search). `budgetMs`: the
   * computer's time; when it is up the search answers its best stroke found, and should it not
   * answer BUDGET_GRACE_MS later the easiest pot stands in (absent: the whole search, however long).
   */
  suggest(level: NoiseName, then?: (best: Suggestion | null) => void, count = SUGGESTIONS_SHOWN, budgetMs?: number): void {
    const { st } = this.c;
    if (st.mode === 'playing' || st.external) return;
    this.clear();
    const id = ++this.asked;
    const askedFor: AskedFor = { layout: st.layout, params: this.c.params() };
    const state = { ...strokeState(this.c), call: undefined, safety: false, pushOut: false };
    if (state.phase === 'break' && gameOf(state.game).racks) {
      // The advisor plans from a layout, not a rack: on the break it suggests the computer's break.
      const b = breakShot(this.c.table, this.c.params(), st.layout.balls, state.game);
      this.answer(b ? [b] : [], 0, then);
      return;
    }
    const request: AdviceRequest = {
      id,
      table: this.c.tableId,
      params: this.c.params(),
      balls: this.ballsNow(),
      state,
      level,
      seed: st.rackSeed * 131 + st.history.length,
      count,
      ...(budgetMs !== undefined ? { budgetMs } : {}),
    };
    this.busy = true;
    const w = this.workerNow();
    const fail = (why: string) => {
      if (id !== this.asked) return;
      this.drop();
      if (this.earlyFor === id) {
        // The best was shown already: it stays, without the others (a stand-in would be worse).
        this.busy = false;
        this.earlyFor = null;
        this.c.refresh();
        return;
      }
      this.answer(this.standIn(level), 0, then, ADVICE_TEXTS.failed(why), askedFor);
    };
    this.arm(() => fail('no answer'));
    if (budgetMs !== undefined) {
      this.deadline = setTimeout(() => {
        this.deadline = null;
        if (id !== this.asked || !this.busy) return;
        // Its time is up and the search has not answered: the easiest pot now, and a fresh worker warmed up for the next turn.
        this.drop();
        this.earlyFor = null;
        this.answer(this.standIn(level), budgetMs / 1000, then, ADVICE_TEXTS.timeUp, askedFor);
        this.warmUp();
      }, budgetMs + BUDGET_GRACE_MS);
    }
    w.onerror = (e) => {
      e.preventDefault();
      fail(e.message || 'the worker stopped');
    };
    w.onmessage = (e: MessageEvent<AdviceReply>) => {
      const r = e.data;
      if (r.id !== this.asked) return;
      if (r.kind === 'best') {
        this.arm(() => fail('no answer'));
        this.early(id, r.best, r.ms / 1000, askedFor);
        return;
      }
      if (r.kind === 'progress') {
        this.arm(() => fail('no answer'));
        if (this.earlyFor === id) return; // the best is shown: the status line keeps it
        st.message = ADVICE_TEXTS.thinking(Math.round(100 * r.done));
        this.c.refresh();
        return;
      }
      if (r.kind === 'error') return fail(r.message);
      this.disarm();
      this.answer(r.advice.suggestions, r.ms / 1000, then, undefined, askedFor);
    };
    w.postMessage(request);
  }

  /**
   * Shows the suggestions found (or says there are none, or why the advisor failed) and hands the
   * best on. `asked`: the table and the physics they were found for; when either changed meanwhile
   * (the player shot, undid or started a game, or changed a physical constant) they are dropped,
   * never set up where they do not fit, and `then` hears null.
   */
  private answer(list: readonly Suggestion[], seconds: number, then?: (best: Suggestion | null) => void, why?: Bilingual, asked?: AskedFor): void {
    const { st } = this.c;
    if (st.external || (asked && asked.layout === st.layout && st.mode === 'playing')) {
      // Referee training holds the table, or a replay plays it: the advice waits, so nothing is set up or drawn behind the panel.
      setTimeout(() => this.answer(list, seconds, then, why, asked), ANSWER_WAIT_MS);
      return;
    }
    this.busy = false;
    this.endDeadline();
    const shownEarly = this.earlyFor === this.asked;
    this.earlyFor = null;
    if (shownEarly && this.fits() && list.length > 0) {
      // The best is set up already (its cue ball placed when in hand, its aim perhaps adjusted since) and nothing moved: the others join it.
      const wasShown = st.message === this.earlyLine;
      this.list = list;
      if (wasShown) st.message = adviceLine(list[0] as Suggestion, 1, list.length, this.seconds);
      this.c.refresh();
      then?.(list[0] ?? null);
      return;
    }
    if (asked && (asked.layout !== st.layout || asked.params !== this.c.params())) {
      // The best was shown before the table changed (the player shot it, say): the rest goes quietly.
      if (!shownEarly) st.message = ADVICE_TEXTS.stale;
      this.c.refresh();
      then?.(null);
      return;
    }
    this.list = list;
    this.seconds = seconds;
    if (list.length === 0) this.c.st.message = why ?? ADVICE_TEXTS.none;
    else {
      this.show(0);
      if (why) this.c.st.message = why;
    }
    this.c.refresh();
    then?.(list[0] ?? null);
  }

  /**
   * The search's best suggestion, final before the others' chances are measured: set up at once
   * when the table is still the one asked about (the rest of the answer then joins it).
   */
  private early(id: number, best: Suggestion, seconds: number, asked: AskedFor): void {
    const { st } = this.c;
    if (st.external || st.mode === 'playing' || asked.layout !== st.layout || asked.params !== this.c.params()) return;
    this.list = [best];
    this.seconds = seconds;
    this.show(0);
    this.earlyFor = id;
    this.earlyLine = st.message;
    this.c.refresh();
  }

  /** The easiest pot (or a soft hit on a legal ball), found in the page when the worker cannot answer. */
  private standIn(level: NoiseName): Suggestion[] {
    try {
      const situation = {
        table: this.c.table,
        params: this.c.params(),
        balls: this.ballsNow(),
        state: { ...strokeState(this.c), call: undefined, safety: false, pushOut: false },
        options: DEFAULT_RULE_OPTIONS,
        pockets: 'bucket' as const,
        noise: NOISE[level],
      };
      const easiest = easiestPot(situation).suggestions.slice(0, 1);
      if (easiest.length > 0) return easiest;
      // A boxed-in cue ball: the least bad stroke of a coarser turn (played here, in the page).
      const cue = situation.balls.find((b) => b.id === 'cue' && !b.pocket);
      const last = cue ? lastResort(situation, [cue.x, cue.y], 0, STAND_IN_DIRECTIONS).suggestion : null;
      return last ? [last] : [];
    } catch {
      return [];
    }
  }

  /** (Re)starts the silence watchdog. */
  private arm(onSilence: () => void): void {
    this.disarm();
    this.watchdog = setTimeout(onSilence, ADVICE_SILENCE_MS);
  }

  private endDeadline(): void {
    if (this.deadline !== null) clearTimeout(this.deadline);
    this.deadline = null;
  }

  private disarm(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** Drops the worker (a hung or broken one): the next request starts a fresh one. */
  private drop(): void {
    this.disarm();
    this.worker?.terminate();
    this.worker = null;
  }

  /**
   * Whether the suggestions listed still fit the table: nothing on it moved since the last of them
   * was set up (a ball placed by hand, an undo, a new game or a stroke replace the layout), and the
   * physics is what they were found with.
   */
  fits(): boolean {
    return this.placedIn !== null && this.placedIn.layout === this.c.st.layout && this.placedIn.params === this.c.params();
  }

  /** The next of the suggestions (the best again after the last). */
  next(): void {
    if (this.list.length === 0 || this.c.st.mode === 'playing') return;
    if (!this.fits()) {
      // They were for another table: none of them is set up on this one.
      this.clear();
      this.c.refresh();
      return;
    }
    this.show((this.shown + 1) % this.list.length);
    this.c.refresh();
  }

  /**
   * Forgets the search under way: its answer, when it comes, is ignored (the worker's next request
   * waits for it), and its progress leaves the status line.
   */
  cancel(): void {
    if (!this.busy) return;
    this.asked++;
    this.busy = false;
    this.earlyFor = null;
    this.disarm();
    this.endDeadline();
    this.c.st.message = null;
  }

  /** Forgets the suggestions (the table changed) and hides the drawing. */
  clear(): void {
    this.list = [];
    this.shown = -1;
    this.placedIn = null;
    this.c.view.advice.update(null, null);
  }

  private show(k: number): void {
    const x = this.list[k] as Suggestion;
    this.shown = k;
    this.apply(x);
    this.placedIn = { layout: this.c.st.layout, params: this.c.params() };
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
    if (st.layout.state.ballInHand !== 'none') {
      // The player took the suggestion's place for the cue ball in hand: it is placed.
      st.layout = { ...st.layout, balls: st.layout.balls.map((b) => (b.id === 'cue' ? { id: 'cue', x: x.cue[0], y: x.cue[1] } : b)) };
      st.cuePlacedIn = st.layout;
    }
    // A push-out is announced with its stroke (9-ball, the stroke after the break); any other stroke is not one.
    if (!ui.pushLabel.hidden) ui.pushBox.checked = x.pushOut === true;
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

  /**
   * Starts the worker and warms it up (advisor-worker.ts WarmUpRequest) while nobody waits for it,
   * so the first suggestion costs what the later ones do; a worker that fails it is dropped.
   */
  warmUp(): void {
    if (this.worker) return;
    const w = this.workerNow();
    w.onerror = (e) => {
      e.preventDefault();
      if (this.worker === w && !this.busy) this.drop();
    };
    const request: WarmUpRequest = { kind: 'warm-up', id: WARM_UP_ID, table: this.c.tableId, params: this.c.params() };
    w.postMessage(request);
  }

  private workerNow(): Worker {
    this.worker ??= new Worker(new URL('./advisor-worker.ts', import.meta.url), { type: 'module' });
    return this.worker;
  }
}
