/**
 * Practice mode in the browser: aim (mouse, touch or keys), set the cue speed, the tip offset and
 * the elevation, strike; the stroke is simulated to rest by the physics core, played back from its
 * ShotRecord and ruled by the adjudicator; replay, undo, layouts, games carried stroke by stroke,
 * Slovak and English. This module wires the screen's parts together and owns none of their work:
 * the state (practice-state.ts), the view on screen (render/table-view.ts), the controls
 * (practice-controls.ts) and their labels (practice-labels.ts), the stroke's playback
 * (practice-playback.ts), the player's actions (practice-actions.ts), the game and its clock
 * (practice-games.ts), sharing (practice-sharing.ts), the layout for the screen (screen-layout.ts),
 * pointer gestures (pointer-input.ts) and keys (keyboard.ts). It decides no rule and integrates no
 * physics.
 */
import GUI from 'lil-gui';
import {
  cushionContactDistance,
  DEFAULT_PARAMS,
  distanceToCushion,
  FERRULE_OFFSET_R,
  firstBallOnLine,
  miscueLimit,
  type PhysicsParams,
  type ShotRecord,
} from '../physics/index.ts';
import { gameOf, type Ruling } from '../rules/index.ts';
import { CAMERA_VIEWS, type CameraView } from '../render/cameras.ts';
import { TableView } from '../render/table-view.ts';
import { tableGeometry } from '../table/index.ts';
import type { TablePresetId } from '../table/specs.ts';
import { preferredLang } from '../i18n/texts.ts';
import { bindKeys } from './practice-keys.ts';
import { newLayout, raiseToClear, redo, shoot, undo, warmUpEngine } from './practice-actions.ts';
import type { PracticeContext } from './practice-context.ts';
import { createPracticeControls, type PracticeHandlers } from './practice-controls.ts';
import { choose, claimClockExtension, finishStroke, refreshBoard, ShotClockRunner } from './practice-games.ts';
import { writeLabels } from './practice-labels.ts';
import { StrokePlayer } from './practice-playback.ts';
import { loadFile, loadShared, saveScenario, share } from './practice-sharing.ts';
import { MatchPlay } from './practice-match.ts';
import { OnlineMatch } from './online-match.ts';
import { codeOf, OnlinePanel } from './online-panel.ts';
import { aimDir, cueOf, initialState, MAX_ELEVATION_DEG } from './practice-state.ts';
import { bindTablePointer } from './practice-pointer.ts';
import { PlaybackClock } from './playback.ts';
import { ScreenLayout } from './screen-layout.ts';
import { COMPUTER_TIME_S, createSettingsPanel, type Settings } from './settings-panel.ts';
import { createStrokeSound } from './sound.ts';
import { DebugViews } from './practice-debug.ts';
import { trainingControls, type AppControls } from './practice-training.ts';
import { FrameStats } from './frame-stats.ts';
import { AdviceRunner } from './practice-advice.ts';
import { ComputerOpponent, writeOpponentControl } from './practice-opponent.ts';
import { NOISE_NAMES, type NoiseName } from '../advisor/noise.ts';
import { ADVICE_TEXTS } from '../i18n/advice.ts';
import { MATCH_UI } from '../i18n/match.ts';

export type { AppControls } from './practice-training.ts';

/** Every ball the view draws: the cue ball, the 15 object balls and the lag balls of G5 scenarios. */
/** When the advisor's worker is warmed up, ms after the page starts: after its first frame, off its way. */
const ADVISOR_WARM_UP_MS = 3000;
const BALL_IDS = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'lag-A', 'lag-B'];

export function startPracticeApp(root: HTMLElement, onReferee?: (controls: AppControls) => void): void {
  new PracticeApp(root, onReferee);
}

/** The settings a page starts with: the table from the address (?table=8ft; a change of size reloads the scene). */
function startSettings(): Settings {
  const tableParam = new URLSearchParams(location.search).get('table');
  const tableId: TablePresetId = tableParam === '8ft' || tableParam === '7ft' ? tableParam : '9ft';
  return {
    params: { ...DEFAULT_PARAMS, ballFriction: { ...DEFAULT_PARAMS.ballFriction } },
    table: tableId,
    shadows: true,
    pixelRatio: Math.min(window.devicePixelRatio, 2),
    showEvents: false,
    showPaths: false,
    shotClock: false,
    shotClockS: 35,
    aimAidInGames: true,
    computerTimeS: COMPUTER_TIME_S,
  };
}

/** The screen's parts, made and wired once; the methods are what the parts call back. */
class PracticeApp {
  private p: PhysicsParams = DEFAULT_PARAMS;
  private readonly settings = startSettings();
  private readonly st = initialState(preferredLang(navigator.languages ?? [navigator.language]));
  private readonly table = tableGeometry(this.settings.table);
  private readonly view: TableView;
  private readonly ui: ReturnType<typeof createPracticeControls>;
  private readonly clock = new PlaybackClock();
  private readonly sound = createStrokeSound();
  private readonly c: PracticeContext;
  private readonly player: StrokePlayer;
  private readonly debug: DebugViews;
  private readonly shotClock: ShotClockRunner;
  private readonly screen: ScreenLayout;
  private readonly stats = new FrameStats();
  private readonly pointer: ReturnType<typeof bindTablePointer>;
  private readonly controls: AppControls;
  private readonly advice: AdviceRunner;
  private readonly opponent: ComputerOpponent;
  private readonly match: MatchPlay;
  private readonly online: OnlineMatch;
  private readonly onlinePanel: OnlinePanel;
  private gui: GUI | undefined;
  /** Called when a stroke that training drives has finished playing. */
  private externalDone: (() => void) | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly onReferee?: (controls: AppControls) => void,
  ) {
    const { st } = this;
    this.view = new TableView(root, this.table, this.p.ballRadiusM, BALL_IDS, this.settings, new URLSearchParams(location.search).get('quality'));
    this.ui = createPracticeControls(root, this.actions(), {
      cueSpeed: st.cueSpeed,
      maxElevationDeg: MAX_ELEVATION_DEG,
      miscueLimit: miscueLimit(this.p),
      ferruleLimit: FERRULE_OFFSET_R,
    });
    // Browsers start audio only after a gesture: the first one unlocks the stroke's sounds.
    for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, () => this.sound.unlock(), { once: true });
    const c: PracticeContext = {
      st,
      table: this.table,
      tableId: this.settings.table,
      view: this.view,
      ui: this.ui,
      settings: this.settings,
      params: () => this.p,
      clock: this.clock,
      sound: this.sound,
      refresh: () => this.refresh(),
      // An online table locks the controls while the other seat has the turn, as the computer's turn does.
      computerTurn: () => this.opponent.hasTurn() || this.online.locked(),
      turnText: () => (this.online.locked() ? this.online.turnText() : null),
      match: null,
    };
    this.c = c;
    this.player = new StrokePlayer(c);
    this.advice = new AdviceRunner(c);
    this.opponent = new ComputerOpponent(c, this.advice, () => this.strike());
    this.match = new MatchPlay(
      c,
      {
        setOpponent: (level) => {
          this.opponent.setLevel(level);
          this.refresh();
        },
        playRecord: (record, ruling) => this.playRecord(record, ruling),
        practice: () => newLayout(c, 'practice'),
      },
      root,
    );
    c.match = this.match;
    this.online = new OnlineMatch(c, this.match, {
      changed: () => this.onlinePanel.write(),
      lobby: (tables) => this.onlinePanel.lobby(tables),
    });
    this.onlinePanel = new OnlinePanel(this.ui.top, this.ui.matchBtn, this.online, () => this.st.lang);
    this.debug = new DebugViews(c);
    this.shotClock = new ShotClockRunner(c);
    this.screen = new ScreenLayout({ root, top: this.ui.top, column: this.ui.column, dock: this.ui.dock, status: this.ui.status }, (insets) => {
      this.view.resize(root.clientWidth || window.innerWidth, root.clientHeight || window.innerHeight, insets);
      return this.view.rig.pocketReach();
    });
    this.buildSettings();
    this.ui.callBall.addEventListener('change', () => this.refresh());
    this.pointer = bindTablePointer(c, { strike: () => this.personStrike() });
    bindKeys(c, {
      strike: () => this.personStrike(),
      player: this.player,
      pointer: this.pointer,
      toggleHelp: () => {
        this.ui.helpBox.hidden = !this.ui.helpBox.hidden;
      },
      cycleCamera: () => this.ui.cameraBtn.click(),
    });
    this.view.rig.onFree = () => this.refresh();
    this.player.onFinished = () => this.finished();
    this.controls = trainingControls(c, this.player, {
      settingsPanel: () => this.gui as GUI,
      waitForRest: (done) => {
        this.externalDone = done;
      },
      relayout: () => this.screen.update(),
      released: () => loadShared(c),
      root,
    });
    window.addEventListener('hashchange', () => loadShared(c));
    this.screen.update();
    this.refresh();
    loadShared(c);
    // A match in progress comes back after a reload (a shared link, when given, is what the page shows).
    // A table's link (?table=CODE or #table=CODE): this browser's seat there, the free seat, or a spectator's place.
    const tableCode = codeOf(location.href);
    if (tableCode) this.online.join(tableCode, MATCH_UI.name('B')[this.st.lang]);
    else if (!location.hash) this.match.restoreAtStart();
    setTimeout(() => warmUpEngine(c), 200);
    // The advisor's worker warmed up while nobody waits (its first searches are the JavaScript engine's slowest).
    setTimeout(() => this.advice.warmUp(), ADVISOR_WARM_UP_MS);
    exposeView(this.view, this.stats);
    void this.view.prepare().then(() => this.view.renderer.setAnimationLoop(() => this.frame()));
  }

  /** What the controls do. */
  private actions(): PracticeHandlers {
    const { st } = this;
    // The stroke's settings and the advisor are the computer's while it has the turn (refused: said why).
    const mine =
      <A extends unknown[]>(f: (...a: A) => void) =>
      (...a: A) => {
        if (this.refusedForComputer()) return;
        f(...a);
      };
    return {
      shoot: () => this.personStrike(),
      replay: () => {
        if (st.record && st.mode !== 'playing') this.player.play();
      },
      undo: () => undo(this.c),
      redo: () => redo(this.c),
      save: () => saveScenario(this.c),
      share: () => share(this.c),
      loadFile: (f) => loadFile(this.c, f),
      layout: (kind) => {
        // A new layout leaves the match (its progress stays stored; the match's setup resumes it).
        if (this.match.on()) this.match.leave();
        newLayout(this.c, kind);
        // A new layout or game is framed again: a view zoomed or turned by hand would hide the rack.
        if (this.view.rig.view === 'orbit') this.setView(this.view.rig.defaultView());
      },
      match: () => this.match.openSetup(),
      toggleLang: () => {
        st.lang = st.lang === 'sk' ? 'en' : 'sk';
        this.buildSettings();
        this.refresh();
        document.dispatchEvent(new CustomEvent('pool-lang'));
      },
      referee: () => {
        if (st.mode === 'playing' || !this.onReferee) return;
        st.external = true;
        this.root.classList.add('training');
        this.gui?.hide();
        this.onReferee(this.controls);
      },
      cycleCamera: () => this.setView(CAMERA_VIEWS[(CAMERA_VIEWS.indexOf(this.view.rig.view) + 1) % CAMERA_VIEWS.length] as CameraView),
      mute: () => {
        this.sound.muted = !this.sound.muted;
        this.refresh();
      },
      speed: mine((v: number) => {
        st.cueSpeed = v;
        this.refresh();
      }),
      rate: (r) => {
        st.playbackRate = r;
        this.clock.setRate(r, performance.now());
      },
      elevation: mine((deg: number) => {
        st.elevationDeg = deg;
        st.message = null;
        this.refresh();
      }),
      raise: mine(() => raiseToClear(this.c)),
      shove: mine((on: boolean) => {
        st.shove = on;
        this.refresh();
      }),
      tip: mine((t: { side: number; height: number }) => {
        st.tip = t;
        this.refresh();
      }),
      pause: () => this.player.togglePause(),
      step: (k) => this.player.step(k),
      scrub: (t) => this.player.scrub(t),
      breaker: (who) => {
        if (st.layout.state.phase === 'break') {
          st.layout = { ...st.layout, state: { ...st.layout.state, shooter: who } };
          this.refresh();
        }
      },
      extension: () => claimClockExtension(this.c),
      // The strongest level: the suggestion is what a professional would play.
      suggest: mine(() => this.advice.suggest('professional')),
      suggestNext: mine(() => this.advice.next()),
      choose: (option) => choose(this.c, option),
      opponent: (level) => {
        this.opponent.setLevel((NOISE_NAMES as readonly string[]).includes(level) ? (level as NoiseName) : null);
        this.refresh();
      },
    };
  }

  private setView(v: CameraView): void {
    this.view.rig.setView(v, this.aimContext(), performance.now() / 1000);
    this.refresh();
  }

  /** The settings panel in the language shown (built again when it changes, keeping it open or closed). */
  private buildSettings(): void {
    const { st, settings } = this;
    const open = this.gui ? !this.gui._closed : false;
    this.gui?.destroy();
    this.gui = createSettingsPanel(
      settings,
      {
        onParams: () => {
          this.p = Object.freeze({ ...settings.params, ballFriction: Object.freeze({ ...settings.params.ballFriction }) });
        },
        onReset: () => {
          Object.assign(settings.params, DEFAULT_PARAMS);
          this.p = DEFAULT_PARAMS;
        },
        onTable: (id) => {
          const u = new URL(location.href);
          u.searchParams.set('table', id);
          location.assign(u.toString());
        },
        onRender: () => {
          this.view.setQuality(settings);
          this.screen.update();
        },
        onDebug: () => this.refresh(),
        onClock: () => {
          st.shotClock = null;
          this.refresh();
        },
      },
      st.lang,
      this.ui.column,
      open,
    );
    if (st.external) this.gui.hide();
  }

  private aimContext() {
    const { st } = this;
    const cue = cueOf(st.layout);
    const t = this.player.time(performance.now());
    const rolling = t !== null && st.record ? this.view.ballAt(st.record, 'cue', t) : undefined;
    return {
      cue: [cue.x, cue.y] as const,
      dir: st.lastStroke && t !== null ? st.lastStroke.stroke.dir : aimDir(st),
      elevationDeg: st.elevationDeg,
      ...(rolling ? { rolling } : {}),
    };
  }

  /**
   * While the computer has the turn the person's input is refused and the status line says whose
   * turn it is; the controls it changed are written back from the state (the picker, the sliders).
   */
  private refusedForComputer(): boolean {
    if (!this.c.computerTurn()) return false;
    this.st.message = this.online.locked() ? this.online.turnText() : ADVICE_TEXTS.computersTurn;
    this.ui.picker.set(this.st.tip);
    this.ui.speed.value = String(this.st.cueSpeed);
    this.refresh();
    return true;
  }

  /** The person's stroke (the Shoot button, Space, a drag back): never while the computer has the turn. */
  private personStrike(): void {
    if (this.refusedForComputer()) return;
    this.strike();
  }

  /** Plays the stroke set up; whether it started. */
  private strike(): boolean {
    // Referee training holds the table: no stroke of the game is played behind its panel.
    if (this.st.external) return false;
    this.advice.clear();
    this.stats.strike(performance.now());
    if (!shoot(this.c)) return false;
    this.stats.strikeComputeMs = this.st.physicsMs;
    this.player.play();
    return true;
  }

  /** Plays a record on the table as a stroke just struck (a stroke of a loaded match file, played again). */
  private playRecord(record: ShotRecord, ruling: Ruling): void {
    const { st } = this;
    if (st.mode === 'playing' || st.external) return;
    st.history.push(st.layout);
    st.future.length = 0;
    st.pocketsBefore = st.inPockets;
    st.record = record;
    st.ruling = ruling;
    st.lastStroke = null;
    st.choice = null;
    this.player.play();
  }

  private refresh(): void {
    writeLabels(this.c, this.view.rig.view, this.screen.input);
    this.ui.suggestBtn.disabled = this.st.mode === 'playing' || this.advice.busy || this.c.computerTurn();
    // Suggestions for a table that changed since (a ball moved, an undo, a new game) are forgotten, their drawing too.
    if (this.advice.count > 0 && !this.advice.fits()) this.advice.clear();
    this.ui.suggestNextBtn.hidden = this.advice.count < 2;
    writeOpponentControl(this.c, this.opponent.level);
    refreshBoard(this.c);
    this.match.write();
    this.onlinePanel?.write();
    this.showTableAtRest();
    this.debug.refresh();
  }

  /** The balls where they lie and the aiming aid (not while a stroke plays or training drives the view). */
  private showTableAtRest(): void {
    const { st, table, p, view } = this;
    if (st.mode === 'playing' || st.external) return;
    view.showAtRest(st.layout.balls, st.inPockets);
    const cue = cueOf(st.layout);
    const dir = aimDir(st);
    const reach = distanceToCushion(
      [cue.x, cue.y],
      dir,
      table.spec.lengthM / 2,
      table.spec.widthM / 2,
      cushionContactDistance(p, table.spec.cushionNoseHeightM),
    );
    // The ghost ball and the object ball's line: always in practice, in games as the settings say.
    const aid = gameOf(st.layout.state.game).freePlay || this.settings.aimAidInGames;
    const others = st.layout.balls.filter((b) => b.id !== 'cue');
    const hit = aid ? firstBallOnLine([cue.x, cue.y], dir, p.ballRadiusM, others) : null;
    view.overlay.update([cue.x, cue.y], dir, hit, aid ? reach : 0.25, st.elevationDeg);
    const called = this.ui.callBall.hidden ? undefined : st.layout.balls.find((b) => b.id === this.ui.callBall.value);
    view.markCalled(called ? [called.x, called.y] : null);
  }

  /** A stroke has played to its end: training's (it waits for it) or the player's (ruled and carried on). */
  private finished(): void {
    const { st } = this;
    if (st.external) {
      document.body.dataset.state = 'rest';
      const done = this.externalDone;
      this.externalDone = null;
      done?.();
      return;
    }
    if (st.record) finishStroke(this.c, st.record);
    this.refresh();
  }

  private frame(): void {
    const now = performance.now();
    const playing = this.st.mode === 'playing';
    this.player.frame(now);
    this.shotClock.run(now);
    this.opponent.tick();
    this.view.rig.update(now / 1000, this.aimContext(), this.st.mode !== 'playing' && !this.pointer.dragging());
    const drawAt = performance.now();
    // A table at rest is drawn only when something on it changed (redraw-gate.ts): the advisor's worker gets the core.
    if (!this.view.renderIfDue(drawAt, playing && !this.clock.paused)) return;
    const end = performance.now();
    const info = this.view.renderer.info.render;
    this.stats.add({ atMs: now, updateMs: drawAt - now, drawMs: end - drawAt, calls: info.calls, triangles: info.triangles, playing }, end);
    if (this.stats.firstFrameMs === null) {
      this.stats.firstFrameMs = end;
      document.getElementById('loading')?.remove();
    }
  }
}

/** For the browser tests and the render benchmark: where a table point is on the page, the camera, the frame figures. */
function exposeView(view: TableView, stats: FrameStats): void {
  (window as unknown as { poolView: unknown }).poolView = {
    screenOf: (x: number, y: number, z: number) => view.screenOf(x, y, z),
    /** Puts the camera at `eye` looking at `target` (table frame, m), as a player's orbit would. */
    lookFrom: (eye: [number, number, number], target: [number, number, number]) => view.rig.lookFrom(eye, target),
    renderer: view.renderer,
    scene: view.scene,
    frameStats: stats,
    quality: view.quality,
  };
}
