/**
 * The computer as player B: in a game, when B is to play, the advisor chooses the stroke
 * at the computer's strength (its search and its execution noise, advisor/noise.ts), the app sets it
 * up on the table as it does a suggestion, the stroke gets the computer's own execution error, and it
 * is played through the same controls and rules as a person's. The break is a power break at the
 * apex ball (advisor/break-shot.ts); in 9-ball it pushes out where the search offers a push-out
 * (advisor/push-out.ts: the suggestion ticks the push-out box as it is set up).
 */
import { breakShot } from '../advisor/break-shot.ts';
import { noisy } from '../advisor/evaluate.ts';
import { choiceAfterPushOut, pushOutAnswer } from '../advisor/push-out.ts';
import { CHOICE_LABELS, CHOICE_TEXTS } from '../i18n/choices.ts';
import { choose, COMPUTER } from './practice-games.ts';
import { MAX_EXECUTION_DRAWS, NOISE, NOISE_NAMES, type NoiseName } from '../advisor/noise.ts';
import { ADVICE_TEXTS } from '../i18n/advice.ts';
import { createRng } from '../math/rng.ts';
import { atan2, sinCosDeg } from '../math/trig.ts';
import type { AdviceRunner } from './practice-advice.ts';
import { raiseToClear } from './practice-actions.ts';
import type { PracticeContext } from './practice-context.ts';
import { gameOf } from '../rules/index.ts';

/** How long the computer's stroke stays on the table, set up, before it plays, ms: long enough to see the aim. */
export const SHOW_STROKE_MS = 900;
/** While Referee training holds the table, how often the computer's waiting stroke looks whether it may play, ms. */
export const PAUSED_POLL_MS = 250;

export class ComputerOpponent {
  private levelNow: NoiseName | null = null;
  private busy = false;
  /** Whether the turn's search is under way (the advisor's worker has it). */
  private thinking = false;
  private strokes = 0;
  /** The choice the computer has answered (a ruling's options), so that it answers each once. */
  private choseFor: unknown = null;
  /** A table the computer could not play (the stick blocked even when raised): it waits for the person to change it. */
  private stuckOn: unknown = null;

  constructor(
    private readonly c: PracticeContext,
    private readonly advice: AdviceRunner,
    private readonly strike: () => boolean,
  ) {}

  /** Who plays B: the computer at this level, or a person (null). */
  get level(): NoiseName | null {
    return this.levelNow;
  }

  /**
   * B's player changed (the scoreboard's menu, a match's setup): a turn under way is given up, its
   * search forgotten (its answer never set up) and its stroke never played; with the computer still B
   * the next frame starts a turn at the new level.
   */
  setLevel(level: NoiseName | null): void {
    if (level === this.levelNow) return;
    this.levelNow = level;
    if (!this.busy) return;
    if (this.thinking) this.advice.cancel();
    this.dropTurn();
  }

  /**
   * Whether the computer has the turn: B is the computer and is to play a game's stroke (or to answer
   * a ruling's choice), or its stroke is being found, set up or shown. Then no input of the person
   * strikes, aims, moves a ball or changes the stroke set up: the person's Space would otherwise be
   * played as the computer's stroke (and ruled as its foul). A table the computer could not play
   * (stuck) is the person's to change.
   */
  hasTurn(): boolean {
    const { st } = this.c;
    if (!this.levelNow || st.external) return false;
    if (this.busy) return true;
    if (this.stuckOn === st.layout) return false;
    const s = st.layout.state;
    if (st.choice && st.choice !== this.choseFor && st.ruling?.next.shooter === COMPUTER) return true;
    return gameOf(s.game).racks && s.shooter === COMPUTER;
  }

  /** Called every frame: starts the computer's turn when B is to play and the balls are still. */
  tick(): void {
    const { st, table } = this.c;
    if (!this.level || this.busy || st.external || st.mode === 'playing' || this.advice.busy || this.stuckOn === st.layout) return;
    if (st.choice && st.choice !== this.choseFor && st.ruling?.next.shooter === COMPUTER) {
      if (choiceAfterPushOut(st.choice.options)) return this.answerPushOut(this.level);
      this.chooseNow();
    }
    const s = st.layout.state;
    if (!gameOf(s.game).racks || s.shooter !== COMPUTER) return;
    this.busy = true;
    if (s.phase === 'break') {
      const b = breakShot(table, this.c.params(), st.layout.balls, s.game);
      if (b) {
        this.advice.apply(b);
        st.message = ADVICE_TEXTS.computerBreaks;
        this.later(this.level);
      } else this.stuck();
      return;
    }
    st.message = ADVICE_TEXTS.computerThinks;
    const asked = st.layout,
      level = this.level;
    this.thinking = true;
    this.advice.suggest(
      level,
      (best) => {
        this.thinking = false;
        // The table or B's player changed while the computer thought (an undo, a new game, a person or another level for B).
        // A cue ball in hand placed by the stroke set up is not a change: the layout is the one asked about, the ball placed
        // (taking it for one started the search again on every answer, and the computer never played from ball in hand).
        if ((st.layout !== asked && !(best && this.advice.fits())) || this.level !== level) return this.dropTurn();
        if (best) return this.later(level);
        this.stuck();
      },
      1,
      this.budgetMs(),
    );
  }

  /** The computer's time to find a stroke (the settings), ms. */
  private budgetMs(): number {
    return this.c.settings.computerTimeS * 1000;
  }

  /** The computer's choice when a ruling gives it one other than after a push-out (answerPushOut): the standard continuation. */
  private chooseNow(): void {
    const { st } = this.c;
    const ch = st.choice;
    if (!ch) return;
    this.pick(ch.options[0] as string);
  }

  /**
   * After the person's push-out (WPA 9-ball) the computer searches the table as it was left, as the
   * shooter, and answers by the push-out's own model (advisor/push-out.ts `pushOutAnswer`): taken, it
   * plays the stroke it found; else the shot goes back. A table or player changed while it looks: the
   * turn is given up.
   */
  private answerPushOut(level: NoiseName): void {
    const { st } = this.c;
    const ch = st.choice;
    this.busy = true;
    this.thinking = true;
    this.choseFor = ch;
    st.message = ADVICE_TEXTS.computerThinks;
    const asked = st.layout;
    this.advice.suggest(
      level,
      (best) => {
        this.thinking = false;
        if (st.layout !== asked || st.choice !== ch || this.level !== level) return this.dropTurn();
        if (pushOutAnswer(best) === 'accept-table') {
          // The stroke stays set up: the table taken is the one it was found for (the cue ball where it lies).
          this.pick('accept-table');
          return this.later(level);
        }
        this.advice.clear();
        this.busy = false;
        this.pick('pass-back');
      },
      1,
      this.budgetMs(),
    );
  }

  /** Makes choice `option` of the ruling's and says so. */
  private pick(option: string): void {
    const { st } = this.c;
    choose(this.c, option);
    this.choseFor = st.choice;
    st.message = CHOICE_TEXTS.computerChose(CHOICE_LABELS[option] ?? { sk: option, en: option });
    this.c.refresh();
  }

  /**
   * Plays the stroke set up, after SHOW_STROKE_MS. While Referee training holds the table the turn
   * waits, and when it is left the same stroke is set up again and played on the
   * same table; if the table changed meanwhile (a new game, an undo) the turn starts over, and if B
   * is no longer the computer at `level` (a person, another level) nothing is played (dropTurn).
   */
  private later(level: NoiseName): void {
    const { st } = this.c;
    const layout = st.layout;
    const setUp = { aimDeg: st.aimDeg, cueSpeed: st.cueSpeed, tip: { ...st.tip }, elevationDeg: st.elevationDeg, shove: st.shove };
    const fire = () => {
      // Referee training holds the table, or the person watches the last stroke again: the stroke waits.
      if (this.c.st.external || this.c.st.mode === 'playing') {
        setTimeout(fire, PAUSED_POLL_MS);
        return;
      }
      if (this.c.st.layout !== layout || this.level !== level) return this.dropTurn();
      this.busy = false;
      // An execution error that would put the stick through a rail is not a stroke a player makes:
      // he lines up again (MAX_EXECUTION_DRAWS draws), then plays the stroke as planned.
      for (let k = 0; k <= MAX_EXECUTION_DRAWS; k++) {
        Object.assign(this.c.st, { ...setUp, tip: { ...setUp.tip } });
        if (k < MAX_EXECUTION_DRAWS) this.perturb();
        if (this.strike()) return;
        raiseToClear(this.c);
        if (this.strike()) return;
      }
      this.stuckOn = this.c.st.layout;
    };
    setTimeout(fire, SHOW_STROKE_MS);
  }

  /** No stroke at all (not even the stand-in, or no break on the rack): the computer waits for the player, once per layout. */
  private stuck(): void {
    this.busy = false;
    this.stuckOn = this.c.st.layout;
    this.c.st.message = ADVICE_TEXTS.computerStuck;
    this.c.refresh();
  }

  /**
   * Gives up a turn whose table or player changed before its stroke: with the computer still B at
   * the same level the turn starts over on the next frame (on the table as it is now); with a person
   * for B, or another level, nothing of it is played.
   */
  private dropTurn(): void {
    this.busy = false;
    this.thinking = false;
    const { st } = this.c;
    if (st.message === ADVICE_TEXTS.computerThinks || st.message === ADVICE_TEXTS.computerBreaks) st.message = null;
    this.c.refresh();
  }

  /** The computer's execution error on the stroke set up (seeded by the rack and the stroke). */
  private perturb(): void {
    const { st } = this.c;
    if (!this.level) return;
    const [sn, cs] = sinCosDeg(st.aimDeg);
    const rng = createRng(st.rackSeed * 977 + this.strokes++);
    const out = noisy({ dir: [cs, sn], cueSpeed: st.cueSpeed, tip: st.tip, elevationDeg: st.elevationDeg }, NOISE[this.level], rng);
    st.aimDeg = (atan2(out.dir[1], out.dir[0]) * 180) / Math.PI;
    st.cueSpeed = out.cueSpeed;
    st.tip = { side: out.tip.side, height: out.tip.height };
  }
}

/** The scoreboard's "player B" choice, in the language shown: a person, or the computer at a strength. */
export function writeOpponentControl(c: PracticeContext, level: NoiseName | null): void {
  const { ui, st } = c;
  const L = st.lang;
  const sel = ui.opponentSel;
  if (sel.dataset.lang !== L) {
    sel.replaceChildren(new Option(ADVICE_TEXTS.human[L], ''), ...NOISE_NAMES.map((n) => new Option(ADVICE_TEXTS.levels[n][L], n)));
    sel.dataset.lang = L;
  }
  sel.value = level ?? '';
  (ui.opponentLabel.firstChild as Text).textContent = `${ADVICE_TEXTS.opponent[L]} `;
}
