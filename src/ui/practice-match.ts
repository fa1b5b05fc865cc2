/**
 * A match on the page: the setup, the lag played as two strokes (both balls
 * struck together, G5), the lag winner's choice of the first break (G6), game after game with the
 * breaker the match names (G35), the match board, time-outs (T1.13), the clock's extensions
 * (T1.11), concession (T1.14), the end of the match, the progress stored in the browser through
 * its schemas, and the match saved as a pool-match/1 file or opened from one to play its strokes
 * again. While a match is on, every stroke goes through the match session (scenario/match-session.ts),
 * so the file replays what the page showed, bit for bit. The rules decide; this carries them out.
 */
import { lagShot } from '../advisor/lag-shot.ts';
import { NOISE_NAMES, type NoiseName } from '../advisor/noise.ts';
import { MATCH_UI } from '../i18n/match.ts';
import { MATCH_STORE_KEY, readStoredMatch, replacesMatchInPlay, saveMatch } from './match-store.ts';
import { TEXTS } from '../i18n/texts.ts';
import { createRng } from '../math/rng.ts';
import type { ShotRecord } from '../physics/index.ts';
import {
  defaultState,
  freeNear,
  gameOf,
  MatchError,
  type MatchSettings,
  other,
  type Player,
  type Ruling,
  shotClockConfig,
  type ShotClockConfig,
  startStroke,
  T1_11_EXTENSIONS,
} from '../rules/index.ts';
import { parseScenario, prepareLayout } from '../scenario/load.ts';
import { foldMatch, MAX_MATCH_FILE_BYTES, rulingSummary, sameRuling, type MatchFile } from '../scenario/match-file.ts';
import { readMatchText } from '../scenario/match-text.ts';
import {
  chooseAfterStroke,
  chooseFirstBreak,
  concedeMatch,
  extension,
  giveTheBreak,
  openMatch,
  playLag,
  playPosition,
  sessionFile,
  timeOut,
  type MatchSession,
  type MatchShot,
} from '../scenario/match-session.ts';
import { runScenario, gameState } from '../scenario/run.ts';
import type { Scenario, ScenarioInput } from '../scenario/schema.ts';
import { createMatchPanel, MAX_NAME_CHARS, type MatchForm, type MatchPanel } from './match-panel.ts';
import type { MatchHooks, PracticeContext } from './practice-context.ts';
import { strokeState } from './practice-games.ts';
import { cueOf, inPocketsOf, strokeNow, type Said } from './practice-state.ts';
import { writeMatchBoard } from './match-board.ts';

/** What the match needs from the app around it. */
export interface MatchAppHooks {
  /** Player B becomes the computer at a level, or a person (null). */
  setOpponent(level: NoiseName | null): void;
  /** Plays the record on the table, as a stroke just struck. */
  playRecord(record: ShotRecord, ruling: Ruling): void;
  /** The practice layout again, after leaving a match. */
  practice(): void;
}

/**
 * An online table the page sits at (online-match.ts): its strokes and acts go to the table's server,
 * which rules them; the session shown is the server's, played again here.
 */
export interface MatchRemote {
  /** The seat this page plays, null for a spectator. */
  seat(): Player | null;
  stroke(
    shot: MatchShot,
    extra: { cue?: { x: number; y: number }; call?: { ball: string; pocket: string }; safety: boolean; pushOut: boolean },
  ): void;
  act(type: 'give-break' | 'time-out' | 'extension' | 'concede'): void;
  firstBreak(breaker: Player): void;
  choose(option: string): void;
  leave(): void;
}

const join = (a: Said | null, b: Said | null): Said | null => (a && b ? { sk: `${a.sk} ${b.sk}`, en: `${a.en} ${b.en}` } : (a ?? b));
const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
/** An angle in (-180, 180], as pool-scenario/1 takes it. */
const inTurn = (deg: number) => deg - 360 * Math.round(deg / 360);

export class MatchPlay implements MatchHooks {
  session: MatchSession | null = null;
  computer: NoiseName | null = null;
  /** The lag strokes set so far (the lag is played when both are). */
  private lag: Partial<Record<Player, MatchShot>> = {};
  /** A match file opened to play its strokes again. */
  private loaded: MatchFile | null = null;
  private readonly panel: MatchPanel;
  private readonly rng = createRng(Date.now() % 2 ** 31);
  /**
   * The session before the stroke being played back, while it plays: the board shows the match as
   * it stood at the strike, not what the stroke is about to decide (null: no match stroke playing).
   */
  private before: MatchSession | null = null;
  /** The online table this page sits at, null: the match is the page's own. */
  remote: MatchRemote | null = null;
  /** A server's stroke played back before the server's session after it came: finished when it comes. */
  private remoteFinish: { record: ShotRecord | null } | null = null;
  private remoteWaits = false;

  constructor(
    private readonly c: PracticeContext,
    private readonly app: MatchAppHooks,
    root: HTMLElement,
  ) {
    this.panel = createMatchPanel(root, c.ui.top, {
      start: (f) => this.start(f),
      resume: () => this.resume(),
      importFile: (f) => this.importFile(f),
      firstBreak: (self) => {
        const w = this.session?.match.lagWinner;
        if (this.remote && w) this.remote.firstBreak(self ? w : other(w));
        else this.act(() => this.firstBreak(self));
      },
      giveBreak: () => (this.remote ? this.remote.act('give-break') : this.act(() => this.giveBreak())),
      timeOut: () => (this.remote ? this.remote.act('time-out') : this.act(() => this.takeTimeOut())),
      concede: () => (this.remote ? this.remote.act('concede') : this.act(() => this.concede())),
      exportFile: () => this.exportFile(),
      leave: () => this.leave(),
      newMatch: () => this.openSetup(),
      pickStroke: (k) => this.pickStroke(k),
    });
  }

  /** Whether a match is on: the page's strokes go through it. */
  on(): boolean {
    if (this.remote) return true;
    return this.before !== null || (this.session !== null && this.session.match.phase !== 'over');
  }

  openSetup(): void {
    this.panel.setup.error.textContent = '';
    this.panel.setup.write(this.c.st.lang, this.stored() !== null);
    this.panel.setup.panel.dataset.lang = this.c.st.lang;
    this.panel.setup.panel.hidden = false;
  }

  /** The progress stored in this browser, if any. */
  private stored(): string | null {
    try {
      return localStorage.getItem(MATCH_STORE_KEY);
    } catch {
      return null;
    }
  }

  /** A stored entry that could not be read and could not be copied aside: never stored over. */
  private keepStoredInPlace = false;
  /** The player has been told that the match is not being saved (said again only after a save succeeds). */
  private toldUnsaved = false;

  private start(f: MatchForm): void {
    const { st } = this.c;
    // A match still being played (here, or stored by another tab) is replaced only when the player says so.
    if ((this.on() || replacesMatchInPlay(readStoredMatch(localStorage))) && !window.confirm(MATCH_UI.replaceStored[st.lang])) return;
    this.keepStoredInPlace = false;
    const settings: MatchSettings = {
      game: f.game,
      raceTo: f.raceTo,
      breakOrder: f.breakOrder,
      // More than T1.11's one extension a game is the organisers' own rule (T1.6): the panel's choice says so.
      shotClock:
        f.clockS === null
          ? null
          : { limitS: f.clockS, extensions: f.extensions, ...(f.extensions > T1_11_EXTENSIONS ? { extensionsByOrganiser: true } : {}) },
    };
    const names = { A: f.names.A.slice(0, MAX_NAME_CHARS), B: f.names.B.slice(0, MAX_NAME_CHARS) };
    try {
      if (!names.A || !names.B) throw new MatchError('names', 'each player needs a name');
      this.session = openMatch(settings, names, this.c.tableId, Date.now() % 2 ** 31);
    } catch (e) {
      this.panel.setup.error.textContent = MATCH_UI.refused(errorText(e))[st.lang];
      return;
    }
    this.computer = (NOISE_NAMES as readonly string[]).includes(f.opponent) ? (f.opponent as NoiseName) : null;
    st.message = MATCH_UI.lagStroke(names.A);
    this.begin();
  }

  /** A match just opened or restored: its clock, its opponent, its position on the table. */
  private begin(): void {
    const { st, settings } = this.c;
    const s = this.session;
    if (!s) return;
    this.panel.setup.panel.hidden = true;
    this.loaded = null;
    this.lag = {};
    settings.shotClock = s.match.settings.shotClock !== null;
    if (s.match.settings.shotClock) settings.shotClockS = s.match.settings.shotClock.limitS;
    st.shotClock = null;
    this.app.setOpponent(s.match.phase === 'over' ? null : this.computer);
    st.history.length = 0;
    st.future.length = 0;
    this.c.view.marks.update(null, 0);
    this.showPosition(true);
    this.store();
    this.c.refresh();
  }

  private resume(): void {
    const stored = readStoredMatch(localStorage);
    if (stored.kind === 'none') return;
    if (stored.kind === 'unreadable') {
      // Kept aside (or in place): never lost, and said in one line.
      this.keepStoredInPlace = stored.kept === 'in-place';
      this.panel.setup.error.textContent = MATCH_UI.notRestored(stored.why, stored.kept)[this.c.st.lang];
      return;
    }
    this.session = stored.session;
    this.computer = stored.computer;
    this.begin();
    this.c.st.message = this.session.match.phase === 'over' ? this.overText() : null;
    this.c.refresh();
  }

  /** Restores the stored match at the page's start, if there is one (a bad store is said and left alone). */
  restoreAtStart(): void {
    if (this.stored()) this.resume();
    const why = this.panel.setup.error.textContent;
    if (why) {
      this.c.st.message = { sk: why, en: why };
      this.panel.setup.error.textContent = '';
      this.c.refresh();
    }
  }

  private store(): void {
    // An online table is the server's to keep: the page's own stored match is left as it was.
    if (!this.session || this.remote) return;
    let saved = false;
    try {
      saved = saveMatch(localStorage, this.session, this.computer, this.keepStoredInPlace);
    } catch {
      /* no storage at all (a sandboxed page): the same as a refusal */
    }
    // The match goes on unsaved, and the player is told once: a reload would lose it, a file keeps it.
    if (!saved && !this.toldUnsaved) this.c.st.message = MATCH_UI.notSaved;
    this.toldUnsaved = !saved;
  }

  /** Puts the session's position on the table: the lag balls, the rack or the table the last stroke left. */
  private showPosition(fresh: boolean): void {
    const pos = this.session?.position;
    if (pos) this.putScenario(parseScenario(pos), fresh);
  }

  /** A scenario's balls (the lag's too), its balls in pockets and its game state on the table. */
  private putScenario(s: Scenario, fresh: boolean): void {
    const { st, view } = this.c;
    const prepared = prepareLayout(s);
    st.layout = {
      balls: prepared.balls.filter((b) => !b.pocket).map((b) => ({ id: b.id, x: b.x, y: b.y })),
      state: gameState(s),
      inPockets: prepared.balls.filter((b) => b.pocket),
    };
    st.inPockets = inPocketsOf(st.layout);
    st.mode = 'aim';
    st.cuePlacedIn = null;
    if (fresh) {
      st.record = null;
      st.ruling = null;
      st.choice = null;
      st.inning = 1;
      view.resetOrientations();
    }
    if (gameOf(s.game).picksBreaker) st.aimDeg = 0;
  }

  /** Plays the stroke set up through the match; null: nothing to play yet (a lag waits for the other player) or refused (said). */
  play(): { record: ShotRecord; ruling: Ruling } | null {
    const s = this.session;
    const { st } = this.c;
    if (!s?.position) return null;
    if (this.remote) return this.remoteStroke(s, s.position);
    try {
      if (s.match.phase === 'lag') return this.lagStroke(s);
      if (s.match.phase !== 'game') return null;
      const played = playPosition(s, this.strokeInput(s, s.position));
      this.before = s;
      this.session = played.session;
      this.store();
      return { record: played.record, ruling: played.ruling };
    } catch (e) {
      st.message = { sk: errorText(e), en: errorText(e) };
      this.c.refresh();
      return null;
    }
  }

  /** The stroke set up, sent to the online table's server (it rules it and sends it back to every page). */
  private remoteStroke(s: MatchSession, pos: ScenarioInput): null {
    const { st } = this.c;
    const gs = strokeState(this.c);
    const inHand = pos.state?.ballInHand ?? 'none';
    const cue = cueOf(st.layout);
    this.remote?.stroke(this.shot(), {
      ...(s.match.phase === 'game' && inHand !== 'none' ? { cue: { x: cue.x, y: cue.y } } : {}),
      ...(gs.call ? { call: gs.call as { ball: string; pocket: string } } : {}),
      safety: s.match.phase === 'game' && gs.safety,
      pushOut: s.match.phase === 'game' && gs.pushOut,
    });
    return null;
  }

  /** The online table's session, as its server keeps it: shown now, or when the stroke playing ends. */
  remoteSession(s: MatchSession, fresh: boolean): void {
    const { st } = this.c;
    this.remoteWaits = false;
    if (this.before) {
      this.session = s;
      const f = this.remoteFinish;
      this.remoteFinish = null;
      if (f) this.finish(f.record);
      return;
    }
    this.session = s;
    if (st.mode === 'playing') return;
    this.showPosition(fresh);
    this.seatAtLag();
    this.c.refresh();
  }

  /** In the lag each seat strikes its own lag ball (a spectator sees A's). */
  private seatAtLag(): void {
    const { st } = this.c;
    if (this.session?.match.phase !== 'lag' || !this.remote) return;
    st.layout = { ...st.layout, state: { ...st.layout.state, shooter: this.remote.seat() ?? 'A' } };
  }

  /** A stroke the online table's server ruled, played here as a stroke just struck (the server's session follows). */
  remotePlay(input: ScenarioInput, record: ShotRecord, ruling: Ruling): void {
    const { st } = this.c;
    if (st.mode === 'playing' || !this.session) return;
    this.putScenario(parseScenario({ ...input, shot: undefined } as ScenarioInput), false);
    const shot = Array.isArray(input.shot) ? input.shot[0] : input.shot;
    if (shot?.aimDeg !== undefined) st.aimDeg = shot.aimDeg;
    this.before = this.session;
    this.remoteWaits = true;
    this.app.playRecord(record, ruling);
  }

  /** The shot set up on the page, as the file keeps it. */
  private shot(): MatchShot {
    const { st } = this.c;
    const k = strokeNow(st);
    return {
      aimDeg: inTurn(st.aimDeg),
      cueSpeed: k.cueSpeed,
      tip: { ...k.tip },
      elevationDeg: k.elevationDeg,
      ...(k.pushS !== undefined ? { pushS: k.pushS } : {}),
    };
  }

  /** The position with what the shooter did before his stroke: the cue ball placed, the call, a safety or push-out, the clock's time. */
  private strokeInput(s: MatchSession, pos: ScenarioInput): ScenarioInput {
    const { st } = this.c;
    const gs = strokeState(this.c);
    const cue = cueOf(st.layout);
    const balls = (pos.balls ?? []).map((b) => (b.id === 'cue' && !b.pocket ? { id: 'cue' as const, x: cue.x, y: cue.y } : b));
    const state = {
      ...(pos.state ?? {}),
      safety: gs.safety,
      pushOut: gs.pushOut,
      ...(gs.call ? { call: gs.call as never } : {}),
      ...(gs.obvious !== undefined ? { obvious: gs.obvious } : {}),
      ...(gs.clock ? { clock: { limitS: gs.clock.limitS, elapsedS: gs.clock.elapsedS, extensions: { ...s.match.extensionsLeft } } } : {}),
    };
    return { ...pos, balls, state, shot: this.shot() };
  }

  /** The lag: each player's stroke in turn (the computer's at its level's speed error), both played together (G5). */
  private lagStroke(s: MatchSession): { record: ShotRecord; ruling: Ruling } | null {
    const { st } = this.c;
    const shooter = st.layout.state.shooter;
    this.lag[shooter] = this.shot();
    const next = other(shooter);
    if (!this.lag[next] && this.computer && next === 'B') this.lag.B = this.computerLag(this.computer);
    const a = this.lag.A,
      b = this.lag.B;
    if (!a || !b) {
      st.layout = { ...st.layout, state: { ...st.layout.state, shooter: next } };
      st.aimDeg = 0;
      st.message = MATCH_UI.lagWaits(s.players[shooter]);
      this.c.refresh();
      return null;
    }
    this.lag = {};
    const played = playLag(s, { A: a, B: b });
    this.before = s;
    this.session = played.session;
    this.store();
    return { record: played.record, ruling: played.ruling };
  }

  /** The computer's lag: straight up the table at the speed that brings the ball back to the head cushion, with its level's error. */
  private computerLag(level: NoiseName): MatchShot {
    return lagShot(level, () => this.rng.next(), this.c.tableId);
  }

  /** The T1.11 time ran out with no stroke: the referee's foul on the balls as they lie, through the match. */
  expire(): { record: ShotRecord; ruling: Ruling } | null {
    // An online table's clock is its server's: it rules the time run out and sends the stroke.
    if (this.remote) return null;
    const s = this.session;
    const clock = this.c.st.shotClock;
    if (!s?.position || s.match.phase !== 'game' || !clock) return null;
    const pos = s.position;
    const input: ScenarioInput = {
      ...pos,
      state: { ...(pos.state ?? {}), clock: { limitS: clock.limitS, elapsedS: clock.elapsedS, extensions: { ...s.match.extensionsLeft } } },
    };
    const played = playPosition(s, input);
    this.before = s;
    this.session = played.session;
    this.store();
    return { record: played.record, ruling: played.ruling };
  }

  /** After the first playback of a match stroke: the next position, the choice the ruling gives, what the match said. */
  finish(record: ShotRecord | null): boolean {
    const s = this.session;
    if (!s || !this.before) return false;
    if (this.remoteWaits) {
      this.remoteFinish = { record };
      return true;
    }
    this.before = null;
    try {
      this.carryOn(s, record);
    } catch (e) {
      // The page never stalls on a position it cannot set up: it says why, and the match can be saved or left.
      this.c.st.message = MATCH_UI.positionFailed(errorText(e));
      this.c.st.mode = 'rest';
    }
    return true;
  }

  private carryOn(s: MatchSession, record: ShotRecord | null): void {
    const { st } = this.c;
    const before = st.layout.state;
    if (s.match.phase === 'break-choice' && record) {
      // The lag balls stay where they stopped while the winner chooses.
      const at = record.final.balls.filter((b) => b.state !== 'pocketed' && b.x !== undefined && b.y !== undefined);
      st.layout = { balls: at.map((b) => ({ id: b.id, x: b.x as number, y: b.y as number })), state: st.layout.state };
      st.inPockets = [];
      if (this.computer && s.match.lagWinner === 'B') this.firstBreak(true);
    }
    const game = !gameOf(before.game).picksBreaker && s.match.phase === 'game' && s.last !== null;
    const newGame = s.match.phase === 'game' && !game;
    this.showPosition(newGame);
    if (newGame) st.shotClock = null;
    else if (game) st.inning += st.layout.state.shooter !== before.shooter ? 1 : 0;
    const options = s.last?.ruling.next.options ?? [];
    st.choice = game && options.length >= 2 ? { options, chosen: options[0] as string } : null;
    if (st.shotClock) st.shotClock = { ...st.shotClock, extensionsLeft: { ...s.match.extensionsLeft } };
    st.message = this.session?.said ?? null;
    this.seatAtLag();
    if (s.match.phase === 'lag' && !this.remote) st.message = join(st.message, MATCH_UI.lagStroke(s.players.A));
    if (s.match.phase === 'over') this.ended(record);
  }

  /**
   * The match is over: the table stays as the last stroke left it, for practice (no game goes on, and
   * the computer stops playing); the board keeps the result until a new match or a layout.
   */
  private ended(record: ShotRecord | null): void {
    const { st, table } = this.c;
    const balls = record
      ? record.final.balls
          .filter((f) => f.state === 'stationary' && f.x !== undefined && f.y !== undefined)
          .map((f) => ({ id: f.id, x: f.x as number, y: f.y as number }))
      : st.layout.balls.filter((b) => b.id === 'cue' || /^\d+$/.test(b.id));
    if (!balls.some((b) => b.id === 'cue')) {
      const [x, y] = freeNear(table, this.c.params(), balls, table.spots.head[0], 0);
      balls.unshift({ id: 'cue', x, y });
    }
    st.layout = { balls, state: defaultState('practice') };
    st.inPockets = [];
    st.choice = null;
    st.shotClock = null;
    this.app.setOpponent(null);
  }

  names(): Readonly<Record<Player, string>> | null {
    return this.session?.players ?? null;
  }

  /** The next player's choice after the ruling (a push-out passed back...), recorded in the match. */
  choose(option: string): void {
    const s = this.session;
    const { st } = this.c;
    if (!s || !st.choice) return;
    if (this.remote) {
      this.remote.choose(option);
      st.choice = { ...st.choice, chosen: option };
      return;
    }
    this.act(() => {
      this.session = chooseAfterStroke(s, option);
      this.showPosition(false);
      if (st.choice) st.choice = { ...st.choice, chosen: option };
    });
  }

  /** The clock's extension claimed by the player at the table (T1.11): the match counts it. */
  extension(player: Player): boolean {
    const s = this.session;
    if (!s) return true;
    if (this.remote) {
      this.remote.act('extension');
      return true;
    }
    try {
      this.session = extension(s, player);
      this.store();
      return true;
    } catch (e) {
      this.c.st.message = { sk: errorText(e), en: errorText(e) };
      return false;
    }
  }

  /** The shot clock the match sets (its limit and extensions per game), null when it has none. */
  clockConfig(): ShotClockConfig | null {
    const clock = this.session?.match.settings.shotClock;
    return clock ? shotClockConfig(clock.limitS, clock.extensions) : null;
  }

  /** Runs a step of the match: what it says goes to the status line; a step the rules refuse says why and changes nothing. */
  private act(step: () => void): void {
    try {
      step();
      this.c.st.message = this.session?.said ?? null;
    } catch (e) {
      this.c.st.message = { sk: errorText(e), en: errorText(e) };
    }
    this.store();
    this.c.refresh();
  }

  private firstBreak(self: boolean): void {
    const s = this.session;
    if (!s?.match.lagWinner) return;
    this.session = chooseFirstBreak(s, self ? s.match.lagWinner : other(s.match.lagWinner));
    this.showPosition(true);
    this.c.st.shotClock = null;
  }

  private giveBreak(): void {
    if (!this.session) return;
    this.session = giveTheBreak(this.session);
    this.showPosition(false);
  }

  private takeTimeOut(): void {
    const { st } = this.c;
    if (!this.session) return;
    const player = st.layout.state.shooter;
    this.session = timeOut(this.session, player);
    // T1.13: the time-out over, the player's clock starts his stroke afresh.
    if (st.shotClock) st.shotClock = startStroke(st.shotClock, player);
  }

  /** The person at the device concedes: the player at the table, or A when B is the computer (T1.14). */
  private concede(): void {
    if (!this.session) return;
    const shooter = this.c.st.layout.state.shooter;
    this.session = concedeMatch(this.session, this.computer && shooter === 'B' ? 'A' : shooter);
    this.ended(null);
  }

  private overText(): Said | null {
    const m = this.session?.match;
    if (!m?.winner || !this.session) return null;
    return MATCH_UI.over(this.session.players[m.winner], m.games);
  }

  private exportFile(): void {
    const file = this.session ? sessionFile(this.session) : this.loaded;
    if (!file) return;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `match-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** Leaves the match (its progress stays stored: Resume brings it back). */
  leave(): void {
    const remote = this.remote;
    this.remote = null;
    this.remoteWaits = false;
    this.remoteFinish = null;
    remote?.leave();
    this.session = null;
    this.before = null;
    this.loaded = null;
    this.app.setOpponent(null);
    this.app.practice();
  }

  /**
   * Opens a match file: read through its schema and carried on by the rules from its own rulings
   * (its size bounded, nothing simulated: a long match would hold the page), its strokes listed;
   * each stroke picked is simulated again and its ruling compared with the file's.
   */
  private importFile(f: File): void {
    // A match in progress is left only when the player says so (its progress stays stored).
    if (this.on() && !window.confirm(TEXTS.replaceMatch[this.c.st.lang])) return;
    if (f.size > MAX_MATCH_FILE_BYTES) {
      this.panel.setup.error.textContent = `(file): ${f.size} bytes; a match file is at most ${MAX_MATCH_FILE_BYTES}`;
      return;
    }
    void f.text().then((text) => {
      const { st } = this.c;
      try {
        const file = readMatchText(text);
        const end = foldMatch(file);
        if (this.session) this.leave();
        this.loaded = file;
        // The last stroke's contact marks (a lag's, say) belong to the table left, not to the file's.
        this.c.view.marks.update(null, 0);
        this.panel.setup.panel.hidden = true;
        st.message = MATCH_UI.imported(file.entries.filter((e) => e.kind === 'stroke').length, end.games);
      } catch (e) {
        this.panel.setup.error.textContent = errorText(e);
        return;
      }
      this.c.refresh();
    });
  }

  /** A stroke of the opened match: its position on the table, its record played as the file's engine plays it. */
  private pickStroke(k: number): void {
    const e = this.loaded?.entries[k];
    if (!e || e.kind !== 'stroke' || this.c.st.mode === 'playing') return;
    try {
      const scenario = parseScenario(e.scenario);
      const run = runScenario(scenario);
      const same = sameRuling(rulingSummary(run.result.ruling), e.ruling);
      this.putScenario(scenario, true);
      // The cue drawn along the stroke's own line.
      const shot = Array.isArray(scenario.shot) ? scenario.shot[0] : scenario.shot;
      if (shot?.aimDeg !== undefined) this.c.st.aimDeg = shot.aimDeg;
      this.app.playRecord(run.record, run.result.ruling);
      this.c.st.message = MATCH_UI.strokeChecked(same);
    } catch (err) {
      this.c.st.message = { sk: errorText(err), en: errorText(err) };
      this.c.refresh();
    }
  }

  /** The match board as the state stands (called by the app's refresh). */
  write(): void {
    // An open setup follows the page's language too (its values kept).
    const setup = this.panel.setup;
    if (!setup.panel.hidden && setup.panel.dataset.lang !== this.c.st.lang) {
      setup.write(this.c.st.lang, this.stored() !== null);
      setup.panel.dataset.lang = this.c.st.lang;
    }
    const remote = this.remote;
    writeMatchBoard(
      this.panel.board,
      this.c,
      this.before ?? this.session,
      this.loaded,
      this.computer,
      remote ? (p) => remote.seat() === p : undefined,
    );
  }
}
