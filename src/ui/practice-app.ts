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
import { firstBallOnLine, distanceToCushion } from '../physics/aim.ts';
import { FERRULE_OFFSET_R } from '../physics/cue-stick.ts';
import { cushionContactDistance, DEFAULT_PARAMS, miscueLimit, type PhysicsParams } from '../physics/params.ts';
import { CAMERA_VIEWS, type CameraView } from '../render/cameras.ts';
import { TableView } from '../render/table-view.ts';
import { tableGeometry } from '../table/index.ts';
import type { TablePresetId } from '../table/specs.ts';
import { preferredLang } from '../i18n/texts.ts';
import { bindKeys } from './practice-keys.ts';
import { newLayout, raiseToClear, redo, shoot, undo, warmUpEngine } from './practice-actions.ts';
import type { PracticeContext } from './practice-context.ts';
import { createPracticeControls } from './practice-controls.ts';
import { claimClockExtension, finishStroke, refreshBoard, ShotClockRunner } from './practice-games.ts';
import { writeLabels } from './practice-labels.ts';
import { StrokePlayer } from './practice-playback.ts';
import { loadFile, loadShared, saveScenario, share } from './practice-sharing.ts';
import { aimDir, cueOf, initialState, MAX_ELEVATION_DEG } from './practice-state.ts';
import { bindTablePointer } from './practice-pointer.ts';
import { PlaybackClock } from './playback.ts';
import { ScreenLayout } from './screen-layout.ts';
import { createSettingsPanel, type Settings } from './settings-panel.ts';
import { createStrokeSound } from './sound.ts';
import { DebugViews } from './practice-debug.ts';
import { trainingControls, type AppControls } from './practice-training.ts';
import { FrameStats } from './frame-stats.ts';

export type { AppControls } from './practice-training.ts';

/** Every ball the view draws: the cue ball, the 15 object balls and the lag balls of G5 scenarios. */
const BALL_IDS = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'lag-A', 'lag-B'];

export function startPracticeApp(root: HTMLElement, onReferee?: (controls: AppControls) => void): void {
  // The table size comes from the page address (?table=8ft), so a change of size reloads the scene.
  const tableParam = new URLSearchParams(location.search).get('table');
  const tableId: TablePresetId = tableParam === '8ft' || tableParam === '7ft' ? tableParam : '9ft';
  const table = tableGeometry(tableId);
  const settings: Settings = {
    params: { ...DEFAULT_PARAMS, ballFriction: { ...DEFAULT_PARAMS.ballFriction } },
    table: tableId,
    shadows: true,
    pixelRatio: Math.min(window.devicePixelRatio, 2),
    showEvents: false,
    showPaths: false,
    shotClock: false,
    shotClockS: 35,
    aimAidInGames: true,
  };
  let p: PhysicsParams = DEFAULT_PARAMS;
  const st = initialState(preferredLang(navigator.languages ?? [navigator.language]));
  const view = new TableView(root, table, p.ballRadiusM, BALL_IDS, settings, new URLSearchParams(location.search).get('quality'));
  let externalDone: (() => void) | null = null;
  const setView = (v: CameraView) => {
    view.rig.setView(v, aimContext(), performance.now() / 1000);
    refresh();
  };
  const ui = createPracticeControls(
    root,
    {
      shoot: () => strike(),
      replay: () => {
        if (st.record && st.mode !== 'playing') player.play();
      },
      undo: () => undo(c),
      redo: () => redo(c),
      save: () => saveScenario(c),
      share: () => share(c),
      loadFile: (f) => loadFile(c, f),
      layout: (kind) => newLayout(c, kind),
      toggleLang: () => {
        st.lang = st.lang === 'sk' ? 'en' : 'sk';
        buildSettings();
        refresh();
        document.dispatchEvent(new CustomEvent('pool-lang'));
      },
      referee: () => {
        if (st.mode === 'playing' || !onReferee) return;
        st.external = true;
        root.classList.add('training');
        gui.hide();
        onReferee(controls);
      },
      cycleCamera: () => setView(CAMERA_VIEWS[(CAMERA_VIEWS.indexOf(view.rig.view) + 1) % CAMERA_VIEWS.length] as CameraView),
      mute: () => {
        sound.muted = !sound.muted;
        refresh();
      },
      speed: (v) => {
        st.cueSpeed = v;
        refresh();
      },
      rate: (r) => {
        st.playbackRate = r;
        clock.setRate(r, performance.now());
      },
      elevation: (deg) => {
        st.elevationDeg = deg;
        st.message = null;
        refresh();
      },
      raise: () => raiseToClear(c),
      tip: (t) => {
        st.tip = t;
        refresh();
      },
      pause: () => player.togglePause(),
      step: (k) => player.step(k),
      scrub: (t) => player.scrub(t),
      breaker: (who) => {
        if (st.layout.state.phase === 'break') {
          st.layout = { ...st.layout, state: { ...st.layout.state, shooter: who } };
          refresh();
        }
      },
      extension: () => claimClockExtension(c),
    },
    { cueSpeed: st.cueSpeed, maxElevationDeg: MAX_ELEVATION_DEG, miscueLimit: miscueLimit(p), ferruleLimit: FERRULE_OFFSET_R },
  );
  const clock = new PlaybackClock();
  const sound = createStrokeSound();
  // Browsers start audio only after a gesture: the first one unlocks the stroke's sounds.
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, () => sound.unlock(), { once: true });
  const c: PracticeContext = { st, table, tableId, view, ui, settings, params: () => p, clock, sound, refresh: () => refresh() };
  const player = new StrokePlayer(c);
  const debug = new DebugViews(c);
  const shotClock = new ShotClockRunner(c);
  const screen = new ScreenLayout({ root, top: ui.top, column: ui.column, dock: ui.dock }, (insets) => {
    view.resize(root.clientWidth || window.innerWidth, root.clientHeight || window.innerHeight, insets);
  });

  let gui: GUI;
  /** The settings panel in the language shown (built again when it changes, keeping it open or closed). */
  function buildSettings(): void {
    const open = gui ? !gui._closed : false;
    gui?.destroy();
    gui = createSettingsPanel(
      settings,
      {
        onParams: () => {
          p = Object.freeze({ ...settings.params, ballFriction: Object.freeze({ ...settings.params.ballFriction }) });
        },
        onReset: () => {
          Object.assign(settings.params, DEFAULT_PARAMS);
          p = DEFAULT_PARAMS;
        },
        onTable: (id) => {
          const u = new URL(location.href);
          u.searchParams.set('table', id);
          location.assign(u.toString());
        },
        onRender: () => {
          view.setQuality(settings);
          screen.update();
        },
        onDebug: () => refresh(),
        onClock: () => {
          st.shotClock = null;
          refresh();
        },
      },
      st.lang,
      ui.column,
      open,
    );
    if (st.external) gui.hide();
  }
  buildSettings();

  const aimContext = () => {
    const cue = cueOf(st.layout);
    const t = player.time(performance.now());
    const rolling = t !== null && st.record ? view.ballAt(st.record, 'cue', t) : undefined;
    return {
      cue: [cue.x, cue.y] as const,
      dir: st.lastStroke && t !== null ? st.lastStroke.stroke.dir : aimDir(st),
      elevationDeg: st.elevationDeg,
      ...(rolling ? { rolling } : {}),
    };
  };

  const stats = new FrameStats();
  function strike(): void {
    stats.strike(performance.now());
    if (shoot(c)) {
      stats.strikeComputeMs = st.physicsMs;
      player.play();
    }
  }

  function refresh(): void {
    writeLabels(c, view.rig.view, screen.input);
    refreshBoard(c);
    showTableAtRest();
    debug.refresh();
  }

  /** The balls where they lie and the aiming aid (not while a stroke plays or training drives the view). */
  function showTableAtRest(): void {
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
    const aid = st.layout.state.game === 'practice' || settings.aimAidInGames;
    const hit = aid
      ? firstBallOnLine(
          [cue.x, cue.y],
          dir,
          p.ballRadiusM,
          st.layout.balls.filter((b) => b.id !== 'cue'),
        )
      : null;
    view.overlay.update([cue.x, cue.y], dir, hit, aid ? reach : 0.25, st.elevationDeg);
    const called = ui.callBall.hidden ? undefined : st.layout.balls.find((b) => b.id === ui.callBall.value);
    view.markCalled(called ? [called.x, called.y] : null);
  }

  ui.callBall.addEventListener('change', () => refresh());
  const pointer = bindTablePointer(c, { strike });
  bindKeys(c, {
    strike,
    player,
    pointer,
    toggleHelp: () => {
      ui.helpBox.hidden = !ui.helpBox.hidden;
    },
    cycleCamera: () => ui.cameraBtn.click(),
  });
  view.rig.onFree = () => refresh();

  player.onFinished = () => {
    if (st.external) {
      document.body.dataset.state = 'rest';
      const done = externalDone;
      externalDone = null;
      done?.();
      return;
    }
    if (st.record) finishStroke(c, st.record);
    refresh();
  };

  const controls = trainingControls(c, player, {
    settingsPanel: () => gui,
    waitForRest: (done) => {
      externalDone = done;
    },
    relayout: () => screen.update(),
    released: () => loadShared(c),
    root,
  });

  window.addEventListener('hashchange', () => loadShared(c));
  screen.update();
  refresh();
  loadShared(c);
  setTimeout(() => warmUpEngine(c), 200);
  exposeView(view, stats);

  view.renderer.setAnimationLoop(() => {
    const now = performance.now();
    const playing = st.mode === 'playing';
    player.frame(now);
    shotClock.run(now);
    view.rig.update(now / 1000, aimContext(), st.mode !== 'playing' && !pointer.dragging());
    const drawAt = performance.now();
    view.render();
    const end = performance.now();
    const info = view.renderer.info.render;
    stats.add({ atMs: now, updateMs: drawAt - now, drawMs: end - drawAt, calls: info.calls, triangles: info.triangles, playing }, end);
  });
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
