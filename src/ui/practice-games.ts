/**
 * The game at the table: the state at the strike (the shooter's call, a called safety, the 9-ball
 * push-out, the clock), the scoreboard and the call controls, the shot clock of T1.11 running for
 * the player at the table, and the table after a stroke: where the balls stopped in practice, the
 * next position of the game from the ruling (game-flow.ts) in a game. The rules decide; this
 * module carries their decisions out on the screen.
 */
import { withPlayerNames } from '../i18n/player-names.ts';
import { CHOICE_LABELS, CHOICE_TEXTS } from '../i18n/choices.ts';
import { TEXTS } from '../i18n/texts.ts';
import type { ShotRecord } from '../physics/index.ts';
import {
  afterChoice,
  afterStroke,
  ballsInPockets,
  claimExtension,
  defaultState,
  freeNear,
  gameOf,
  type GameState,
  newGameClock,
  shotClockConfig,
  startStroke,
  stopAtStrike,
  tick,
} from '../rules/index.ts';
import { POCKET_NAMES, type PocketName } from '../table/geometry.ts';
import { playStroke } from '../scenario/play-stroke.ts';
import type { PracticeContext } from './practice-context.ts';
import { inPocketInputs, inPocketsOf, say } from './practice-state.ts';
import { callsShots, scoreboardLine } from './scoreboard.ts';

/** The value of the call list's "obvious shot" entry (T2.8), which no ball id can take. */
const OBVIOUS = 'obvious';

/** The game state at the strike: the layout's, with the shooter's call, safety and push-out. */
export function strokeState(c: PracticeContext): GameState {
  const { st, ui } = c;
  const s = st.layout.state;
  const calls = gameOf(s.game).callsShots;
  const ball = ui.callBall.value,
    pocket = ui.callPocket.value;
  // T2.8: the call's ball list offers "obvious shot": the referee needs no call then.
  const obvious = calls && ball === OBVIOUS;
  return {
    ...s,
    ...(st.shotClock ? { clock: { limitS: st.shotClock.limitS, elapsedS: st.shotClock.elapsedS } } : {}),
    ...(calls && ball && !obvious && pocket ? { call: { ball, pocket: pocket as PocketName } } : {}),
    ...(obvious ? { obvious: true } : {}),
    safety: calls && ui.safetyBox.checked,
    pushOut: gameOf(s.game).pushOutOpen(s) && ui.pushBox.checked,
  };
}

/** The scoreboard and the call controls for the state at the table. */
export function refreshBoard(c: PracticeContext): void {
  const { st, ui } = c;
  const s = st.layout.state,
    L = st.lang;
  const t = TEXTS.game;
  const line = scoreboardLine(s, st.inning, L, c.match?.names() ?? undefined);
  ui.board.hidden = line === null;
  if (line === null) return;
  ui.boardText.textContent = line;
  const calls = callsShots(s);
  ui.callLabel.textContent = `${t.call[L]}:`;
  ui.callLabel.hidden = !calls;
  ui.callBall.hidden = !calls;
  ui.callPocket.hidden = !calls;
  ui.safetyLabel.hidden = !calls;
  if (calls) {
    const keep = ui.callBall.value,
      keepP = ui.callPocket.value;
    ui.callBall.replaceChildren(
      new Option('—', ''),
      new Option(t.obvious[L], OBVIOUS),
      ...st.layout.balls.filter((b) => b.id !== 'cue').map((b) => new Option(b.id, b.id)),
    );
    ui.callPocket.replaceChildren(new Option('—', ''), ...POCKET_NAMES.map((q) => new Option(t.pocket[L][q], q)));
    ui.callBall.value = keep === OBVIOUS || st.layout.balls.some((b) => b.id === keep) ? keep : '';
    ui.callPocket.value = keepP;
    // An obvious shot names no pocket.
    ui.callPocket.disabled = ui.callBall.value === OBVIOUS || c.computerTurn();
  }
  // The computer's call, safety and push-out are its own while it has the turn.
  ui.callBall.disabled = c.computerTurn();
  ui.safetyBox.disabled = c.computerTurn();
  ui.pushBox.disabled = c.computerTurn();
  (ui.safetyLabel.lastChild as Text).textContent = ` ${t.safety[L]}`;
  ui.pushLabel.hidden = !gameOf(s.game).pushOutOpen(s);
  // In a match the match names the breaker (G6, G35), and who plays B was set at its start.
  const inMatch = c.match?.on() ?? false;
  ui.breakerLabel.hidden = s.phase !== 'break' || inMatch;
  ui.opponentLabel.hidden = inMatch;
  const clock = st.shotClock;
  ui.clockText.hidden = !clock;
  ui.extensionBtn.hidden = !clock?.running || (clock?.extensionsLeft[clock.player] ?? 0) <= 0;
  if (clock) ui.clockText.textContent = `⏱ ${Math.max(0, clock.limitS - clock.elapsedS).toFixed(0)} s${clock.timeCalled ? ' — TIME' : ''}`;
  ui.extensionBtn.textContent = TEXTS.extension[L];
  (ui.breakerLabel.firstChild as Text).textContent = `${t.breaker[L]} `;
  ui.breakerSel.value = s.shooter;
  (ui.pushLabel.lastChild as Text).textContent = ` ${t.pushOut[L]}`;
  writeChoices(c);
}

/** The computer plays B (practice-opponent.ts); A is the person at the device. */
export const COMPUTER = 'B';

/**
 * The next player's choice, while it is open: a prompt and one button per option, the chosen one
 * pressed. The computer's choice (player B at a strength) is its own: its buttons show what it chose
 * and cannot be pressed (a person's press would be overruled by the computer's own answer).
 */
function writeChoices(c: PracticeContext): void {
  const { st, ui } = c;
  const open = st.choice !== null && st.mode !== 'playing' && !gameOf(st.layout.state.game).freePlay;
  ui.choiceRow.hidden = !open;
  if (!open || !st.choice || !st.ruling) return;
  const L = st.lang;
  const prompt = document.createElement('span');
  prompt.textContent = withPlayerNames(CHOICE_TEXTS.prompt(st.ruling.next.shooter)[L], c.match?.names(), L);
  const computersChoice = st.ruling.next.shooter === COMPUTER && ui.opponentSel.value !== '';
  const buttons = st.choice.options.map((o) => {
    const b = document.createElement('button');
    b.dataset.option = o;
    b.textContent = (CHOICE_LABELS[o] ?? { sk: o, en: o })[L];
    b.setAttribute('aria-pressed', String(st.choice?.chosen === o));
    b.disabled = computersChoice;
    return b;
  });
  ui.choiceRow.replaceChildren(prompt, ...buttons);
}

/** The player at the table claims the clock's one extension (T1.11). */
export function claimClockExtension(c: PracticeContext): void {
  const { st } = c;
  if (!st.shotClock?.running) return;
  if (c.match?.on() && !c.match.extension(st.shotClock.player)) {
    c.refresh();
    return;
  }
  try {
    st.shotClock = claimExtension(st.shotClock);
  } catch (e) {
    st.message = { sk: (e as Error).message, en: (e as Error).message };
  }
  c.refresh();
}

/** T1.11: the clock runs for the player at the table while the balls are still, in a game. */
export class ShotClockRunner {
  private tickMs = 0;
  /** A clock just made (a game began, or the settings changed it) starts at once. */
  private fresh = false;

  constructor(private readonly c: PracticeContext) {}

  run(nowMs: number): void {
    const { st, settings } = this.c;
    const game = gameOf(st.layout.state.game).racks;
    if (st.external) {
      // Referee training holds the table: the game's clock stands still and runs on from where it stood.
      this.tickMs = nowMs;
      return;
    }
    if (!settings.shotClock || !game) {
      if (st.shotClock) {
        st.shotClock = null;
        this.c.refresh();
      }
      return;
    }
    const player = st.layout.state.shooter;
    if (!st.shotClock) {
      st.shotClock = newGameClock(this.c.match?.clockConfig() ?? shotClockConfig(settings.shotClockS), player);
      this.fresh = true;
    }
    if (st.mode === 'playing') {
      this.tickMs = nowMs;
      return;
    }
    if (!st.shotClock.running && (st.shotClock.player !== player || st.shotClock.elapsedS > 0 || this.fresh)) {
      st.shotClock = startStroke(st.shotClock, player);
      this.tickMs = nowMs;
      this.fresh = false;
    }
    if (!st.shotClock.running) return;
    const before = Math.ceil(st.shotClock.limitS - st.shotClock.elapsedS);
    const { clock, events } = tick(st.shotClock, Math.max(0, nowMs - this.tickMs) / 1000);
    this.tickMs = nowMs;
    st.shotClock = clock;
    if (events.includes('time-called')) {
      // TIME joins what the status line says (a ruling just made stays readable beside it).
      const time = say(TEXTS.timeCalled);
      st.message = st.message ? { sk: `${st.message.sk} ${time.sk}`, en: `${st.message.en} ${time.en}` } : time;
      this.c.refresh();
    }
    if (events.includes('expired')) {
      this.expire();
      return;
    }
    if (Math.ceil(clock.limitS - clock.elapsedS) !== before) refreshBoard(this.c);
  }

  /** The time ran out: the referee rules the foul of T1.11 on the balls as they lie (no stroke). */
  private expire(): void {
    const { st, table } = this.c;
    if (!st.shotClock) return;
    if (this.c.match?.on()) {
      this.expireInMatch();
      return;
    }
    // No stroke: the referee rules on the balls as they lie.
    const played = playStroke({
      table,
      params: this.c.params(),
      balls: [...st.layout.balls, ...inPocketInputs(st.inPockets)],
      state: strokeState(this.c),
    });
    st.ruling = played.ruling;
    st.shotClock = stopAtStrike(st.shotClock);
    st.history.push(st.layout);
    st.rackSeed++;
    st.layout = afterStroke(table, this.c.params(), st.layout, played.record, st.ruling, st.rackSeed);
    st.shotClock = startStroke(st.shotClock, st.layout.state.shooter);
    st.record = null;
    st.message = st.ruling.explanation;
    st.mode = 'aim';
    this.c.refresh();
  }

  /** The time ran out in a match: ruled through the match (its file keeps it), the next position on the table. */
  private expireInMatch(): void {
    const { st } = this.c;
    const played = this.c.match?.expire();
    if (!played || !st.shotClock) return;
    st.ruling = played.ruling;
    st.record = null;
    st.shotClock = stopAtStrike(st.shotClock);
    this.c.match?.finish(null);
    if (st.shotClock) st.shotClock = startStroke(st.shotClock, st.layout.state.shooter);
    st.message = st.message
      ? { sk: `${st.ruling.explanation.sk} ${st.message.sk}`, en: `${st.ruling.explanation.en} ${st.message.en}` }
      : st.ruling.explanation;
    st.mode = 'aim';
    this.c.refresh();
  }
}

/** After the first playback of a stroke: the table as the stroke left it (practice) or as the game goes on. */
export function finishStroke(c: PracticeContext, record: ShotRecord): void {
  const { st, table, ui } = c;
  if (st.layout !== st.history[st.history.length - 1]) return; // a replay: the layout was taken already
  c.view.keepFinalOrientations(record);
  if (c.match?.finish(record)) {
    ui.safetyBox.checked = false;
    ui.pushBox.checked = false;
    ui.callBall.value = '';
    return;
  }
  if (gameOf(st.layout.state.game).freePlay || !st.ruling) {
    const balls = record.final.balls
      .filter((f) => f.state === 'stationary' && f.x !== undefined && f.y !== undefined)
      .map((f) => ({ id: f.id, x: f.x as number, y: f.y as number }));
    if (!balls.some((b) => b.id === 'cue')) {
      const [x, y] = freeNear(table, c.params(), balls, table.spots.head[0], 0);
      balls.unshift({ id: 'cue', x, y });
    }
    st.layout = { balls, state: defaultState('practice'), inPockets: ballsInPockets(record, new Set(balls.map((b) => b.id))) };
  } else {
    st.rackSeed++;
    const before = st.layout.state.shooter;
    st.layout = afterStroke(
      table,
      c.params(),
      { ...st.layout, state: st.lastStroke?.layout.state ?? st.layout.state },
      record,
      st.ruling,
      st.rackSeed,
    );
    // The next player may choose how play goes on (a push-out passed back, a re-break...): the standard first.
    st.choice = st.ruling.next.options.length >= 2 ? { options: st.ruling.next.options, chosen: st.ruling.next.options[0] as string } : null;
    const newRack = st.layout.state.phase === 'break' && st.ruling.lossOfGame;
    st.inning = newRack ? 1 : st.inning + (st.layout.state.shooter !== before ? 1 : 0);
    ui.safetyBox.checked = false;
    ui.pushBox.checked = false;
    ui.callBall.value = '';
    if (st.layout.state.phase === 'break') {
      st.inPockets = [];
      c.view.resetOrientations();
      return;
    }
  }
  st.inPockets = inPocketsOf(st.layout);
}

/** The next player's choice (the ruling's options): the table and state as that choice leaves them. */
export function choose(c: PracticeContext, option: string): void {
  const { st, table } = c;
  const before = st.history[st.history.length - 1];
  if (!st.choice || !st.record || !st.ruling || !before || !st.choice.options.includes(option) || st.mode === 'playing') return;
  if (c.match?.on()) {
    c.match.choose(option);
    return;
  }
  const was = { ...before, state: st.lastStroke?.layout.state ?? before.state };
  st.layout = afterChoice(table, c.params(), was, st.record, st.ruling, st.rackSeed, option);
  st.choice = { ...st.choice, chosen: option };
  if (st.layout.state.phase === 'break') {
    st.inPockets = [];
    c.view.resetOrientations();
  } else st.inPockets = inPocketsOf(st.layout);
  c.refresh();
}
