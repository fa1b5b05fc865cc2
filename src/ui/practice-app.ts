/**
 * Practice mode in the browser: aim with the mouse or the arrow keys (a ghost ball and the object
 * ball's line), set the cue speed in m/s and the tip offset on the cue ball's face (miscue limit
 * drawn), shoot; the stroke is simulated to rest by the physics core, played back from its
 * ShotRecord at the chosen speed, and ruled by the adjudicator. Replay, undo, layouts (practice,
 * 9-ball, 8-ball and 14.1 racks), games carried stroke by stroke, Slovak and English. This module
 * holds the screen's state and wires it together: the controls are built in practice-controls.ts,
 * pointer gestures in pointer-input.ts, keys in keyboard.ts, the scoreboard line in scoreboard.ts,
 * the game's next position in game-flow.ts. It decides no rule and integrates no physics.
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { distanceToCushion, firstBallOnLine } from '../physics/aim.ts';
import { FERRULE_OFFSET_R, stickClearance } from '../physics/cue-stick.ts';
import { cushionContactDistance, DEFAULT_PARAMS, miscueLimit, type PhysicsParams } from '../physics/params.ts';
import type { TablePresetId } from '../table/specs.ts';
import { createSettingsPanel, type Settings } from './settings-panel.ts';
import { createBallPaths } from '../render/ball-paths.ts';
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';
import { placementProblem } from '../physics/placement.ts';
import { simulate, type BallInput } from '../physics/simulate.ts';
import type { ShotRecord } from '../physics/shot-record.ts';
import { sampleAll } from '../physics/trajectory.ts';
import { sinCosDeg } from '../math/trig.ts';
import { createAimOverlay } from '../render/aim-overlay.ts';
import { CAMERA_VIEWS, CameraGlide, cameraPose, createCamera, followPose, type CameraView } from '../render/cameras.ts';
import { buildTableScene } from '../render/table-scene.ts';
import { adjudicate } from '../rules/adjudicate.ts';
import { defaultState, type GameState, type Ruling } from '../rules/types.ts';
import { tableGeometry } from '../table/index.ts';
import { preferredLang, TEXTS, type Lang } from '../i18n/texts.ts';
import { FOUL_TEXTS } from '../i18n/fouls.ts';
import type { FoulCode } from '../rules/fouls.ts';
import type { Tip } from './spin-picker.ts';
import { createPracticeControls, type LayoutKind } from './practice-controls.ts';
import { callsShots, scoreboardLine } from './scoreboard.ts';
import { keyAction } from './keyboard.ts';
import { bindPointer, MAX_CUE_SPEED, MIN_CUE_SPEED } from './pointer-input.ts';
import { scenarioFromStroke } from '../scenario/author.ts';
import { parseScenarioText, prepareLayout } from '../scenario/load.ts';
import { gameState } from '../scenario/run.ts';
import { readShared, shareFragment } from '../scenario/share.ts';
import type { Scenario, ScenarioInput } from '../scenario/schema.ts';
import { cueBallPlacementProblem } from '../rules/cue-ball-placement.ts';
import { createContactMarks } from '../render/contact-marks.ts';
import { createPlacementArea } from '../render/placement-area.ts';
import { PlaybackClock } from './playback.ts';
import { claimExtension, newGameClock, shotClockConfig, startStroke, stopAtStrike, tick, type ShotClock } from '../rules/shot-clock.ts';
import { createStrokeSound } from './sound.ts';
import { afterStroke, freeNear, newRack } from './game-flow.ts';
import { POCKET_NAMES } from '../table/geometry.ts';

type Mode = 'aim' | 'playing' | 'rest';
/** The steepest cue the controls offer, degrees (a near-vertical masse). */
const MAX_ELEVATION_DEG = 85;

interface Layout { readonly balls: readonly BallInput[]; readonly state: GameState }

/** What other modes (referee training) may do with the table view. */
export interface AppControls {
  /** Shows balls at rest (practice input is suspended while another mode drives the view). */
  showBalls(balls: readonly BallInput[]): void;
  /** Plays a record at `rate` (1 = real time); resolves when the balls are at rest. */
  play(record: ShotRecord, rate: number): Promise<void>;
  lang(): Lang;
  /** Hands the view back to practice mode. */
  release(): void;
  /** After the trainee's answer: replay controls and contact marks on (before it: off, no hints). */
  review(on: boolean): void;
}

export function startPracticeApp(root: HTMLElement, onReferee?: (controls: AppControls) => void): void {
  // The table size comes from the page address (?table=8ft), so a change of size reloads the scene.
  const tableParam = new URLSearchParams(location.search).get('table');
  const tableId: TablePresetId = tableParam === '8ft' || tableParam === '7ft' ? tableParam : '9ft';
  const table = tableGeometry(tableId);
  const settings: Settings = {
    params: { ...DEFAULT_PARAMS, ballFriction: { ...DEFAULT_PARAMS.ballFriction } }, table: tableId,
    shadows: true, pixelRatio: Math.min(window.devicePixelRatio, 2), showEvents: false, showPaths: false, shotClock: false, shotClockS: 35, aimAidInGames: true,
  };
  /** The physical constants of the next stroke (the settings panel may change them). */
  let p: PhysicsParams = DEFAULT_PARAMS;
  const R = p.ballRadiusM;
  const ids = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'lag-A', 'lag-B']; // the lag balls for G5 scenarios
  const view = buildTableScene(table, R, ids);
  const overlay = createAimOverlay(R);
  view.scene.add(overlay.group);
  const marks = createContactMarks(R);
  view.scene.add(marks.group);
  const area = createPlacementArea(table);
  view.scene.add(area.group);
  const clock = new PlaybackClock();
  const sound = createStrokeSound();
  let soundT = 0; // playback time up to which the stroke's sounds were played
  const paths = createBallPaths();
  view.scene.add(paths.group);
  let lang: Lang = preferredLang(navigator.languages ?? [navigator.language]);
  let rackSeed = 0;
  let mode: Mode = 'aim';
  let aimDeg = 0;
  let cueSpeed = 2.0;
  let tip: Tip = { side: 0, height: 0 };
  /** Cue elevation, degrees: 0 level, up to MAX_ELEVATION_DEG for masse and jump strokes. */
  let elevationDeg = 0;
  let playbackRate = 1;
  let layout: Layout = makeLayout('practice');
  const history: Layout[] = [];
  /** Layouts undone, for redo; any new stroke or change clears it. */
  const future: Layout[] = [];
  let record: ShotRecord | null = null;
  let ruling: Ruling | null = null;
  let physicsMs = 0;
  let message = '';
  /** Innings of the rack on the scoreboard: a new one each time the turn passes. */
  let inning = 1;
  /** The shot clock (T1.11) of the player at the table, when the settings turn it on in a game. */
  let shotClock: ShotClock | null = null;
  let clockTickMs = 0;
  let lastStroke: { layout: Layout; stroke: { dir: [number, number]; cueSpeed: number; tip: Tip; elevationDeg: number } } | null = null;
  let external = false; // another mode (training) drives the view
  let reviewing = false; // training: the answer is given, evidence may be shown
  let externalDone: (() => void) | null = null;

  function makeLayout(kind: LayoutKind): Layout {
    if (kind === 'practice') {
      return { balls: [{ id: 'cue', x: -0.6, y: 0 }, { id: '1', x: 0.3, y: 0 }, { id: '2', x: 0.6, y: 0.35 }, { id: '3', x: 0.9, y: -0.3 }], state: defaultState('practice') };
    }
    rackSeed++;
    return newRack(table, R, kind === 'nine' ? 'nine-ball' : kind === 'eight' ? 'eight-ball' : 'straight-pool', rackSeed);
  }
  const cueOf = (l: Layout) => l.balls.find((b) => b.id === 'cue') as BallInput;
  const aimDir = (): [number, number] => { const [s, c] = sinCosDeg(aimDeg); return [c, s]; };

  // ---------------------------------------------------------------- DOM
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.shadowMap.enabled = settings.shadows;
  renderer.setPixelRatio(settings.pixelRatio);
  root.appendChild(renderer.domElement);
  const camera = createCamera(1);
  // Free orbit (the 'orbit' view): the right button turns, the wheel zooms, the middle button pans;
  // the left button keeps aiming and striking.
  const orbit = new OrbitControls(camera, renderer.domElement);
  orbit.mouseButtons = { LEFT: null, MIDDLE: THREE.MOUSE.PAN, RIGHT: THREE.MOUSE.ROTATE };
  orbit.enabled = false;
  let cameraView: CameraView = 'table-end';
  const glide = new CameraGlide();
  /** Changes the view (C cycles): from the table's end, from above, behind the cue. */
  const setView = (view: CameraView) => {
    cameraView = view;
    orbit.enabled = view === 'orbit';
    if (view === 'orbit') {
      // Start orbiting from where the camera is, around the table's centre.
      orbit.target.copy(cameraPose('table-end').target);
      orbit.update();
      refresh();
      return;
    }
    const cue = cueOf(layout);
    glide.begin(camera, cameraPose(view, [cue.x, cue.y], aimDir()), performance.now() / 1000);
    refresh();
  };

  const ui = createPracticeControls(root, {
    shoot: () => shoot(), replay: () => replay(), undo: () => undo(), redo: () => redo(),
    save: () => saveScenario(), share: () => share(), loadFile: (f) => loadFile(f),
    layout: (kind) => newLayout(kind),
    toggleLang: () => { lang = lang === 'sk' ? 'en' : 'sk'; refresh(); document.dispatchEvent(new CustomEvent('pool-lang')); },
    referee: () => {
      if (mode === 'playing' || !onReferee) return;
      external = true;
      root.classList.add('training');
      gui.hide();
      onReferee(controls);
    },
    cycleCamera: () => setView(CAMERA_VIEWS[(CAMERA_VIEWS.indexOf(cameraView) + 1) % CAMERA_VIEWS.length] as CameraView),
    mute: () => { sound.muted = !sound.muted; refresh(); },
    speed: (v) => { cueSpeed = v; refresh(); },
    rate: (r) => { playbackRate = r; clock.setRate(playbackRate, performance.now()); },
    elevation: (deg) => { elevationDeg = deg; message = ''; refresh(); },
    raise: () => raiseToClear(),
    tip: (t) => { tip = t; refresh(); },
    pause: () => togglePause(),
    step: (k) => stepFrames(k),
    scrub: (t) => { if (!record) return; if (mode !== 'playing') startPlayback(); clock.seek(t); refresh(); },
    breaker: (who) => { if (layout.state.phase === 'break') { layout = { ...layout, state: { ...layout.state, shooter: who } }; refresh(); } },
    extension: () => { if (shotClock?.running) { try { shotClock = claimExtension(shotClock); } catch (e) { message = (e as Error).message; } refresh(); } },
  }, { cueSpeed, maxElevationDeg: MAX_ELEVATION_DEG, miscueLimit: miscueLimit(p), ferruleLimit: FERRULE_OFFSET_R });
  // Browsers start audio only after a gesture: the first one unlocks the stroke's sounds.
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, () => sound.unlock(), { once: true });
  const gui = createSettingsPanel(settings, {
    onParams: () => { p = Object.freeze({ ...settings.params, ballFriction: Object.freeze({ ...settings.params.ballFriction }) }); },
    onReset: () => { Object.assign(settings.params, DEFAULT_PARAMS); p = DEFAULT_PARAMS; },
    onTable: (id) => { const u = new URL(location.href); u.searchParams.set('table', id); location.assign(u.toString()); },
    onRender: () => {
      renderer.shadowMap.enabled = settings.shadows;
      view.scene.traverse((o) => { const m = (o as THREE.Mesh).material as THREE.Material | undefined; if (m) m.needsUpdate = true; });
      renderer.setPixelRatio(settings.pixelRatio);
      resize();
    },
    onDebug: () => refresh(),
    onClock: () => { shotClock = null; refresh(); },
    }, 'Settings / Nastavenia');
  gui.domElement.style.top = 'auto';
  gui.domElement.style.bottom = '12px';
  gui.domElement.id = 'settings';

  function refresh(): void {
    document.body.dataset.state = mode;
    const t = TEXTS;
    ui.title.textContent = t.title[lang];
    ui.shootBtn.textContent = t.shoot[lang];
    ui.replayBtn.textContent = t.replay[lang];
    ui.undoBtn.textContent = t.undo[lang];
    ui.saveBtn.textContent = t.save[lang];
    ui.saveBtn.disabled = mode !== 'rest' || !lastStroke;
    ui.shareBtn.textContent = t.share[lang];
    ui.loadBtn.textContent = t.load[lang];
    ui.loadBtn.disabled = mode === 'playing';
    ui.shareBtn.disabled = mode === 'playing';
    ui.replayBox.hidden = !record;
    ui.pauseBtn.textContent = mode === 'playing' && !clock.paused ? t.pause[lang] : t.resume[lang];
    ui.backBtn.textContent = t.stepBack[lang];
    ui.fwdBtn.textContent = t.stepFwd[lang];
    if (record) ui.scrub.max = String(record.trajectory.endT);
    ui.practiceBtn.textContent = t.layoutPractice[lang];
    ui.fourteenBtn.textContent = t.layoutFourteen[lang];
    refreshBoard();
    ui.nineBtn.textContent = t.layoutNine[lang];
    ui.eightBtn.textContent = t.layoutEight[lang];
    ui.langBtn.textContent = t.language[lang];
    ui.refBtn.textContent = t.referee[lang];
    ui.speedText.textContent = `${t.speed[lang]}: ${cueSpeed.toFixed(1)} m/s`;
    ui.tipText.textContent = `${lang === 'sk' ? 'Faleš' : 'Tip'}: ${tip.side.toFixed(2)} / ${tip.height.toFixed(2)} R`;
    ui.elevText.textContent = `${t.elevation[lang]}: ${elevationDeg.toFixed(0)}°`;
    ui.elevation.value = String(elevationDeg);
    ui.raiseBtn.textContent = t.raise[lang];
    ui.raiseBtn.disabled = mode === 'playing';
    ui.shootBtn.disabled = mode === 'playing';
    ui.replayBtn.disabled = mode === 'playing' || !record;
    ui.undoBtn.disabled = mode === 'playing' || history.length === 0;
    ui.redoBtn.textContent = t.redo[lang];
    ui.redoBtn.disabled = mode === 'playing' || future.length === 0;
    if (message) ui.status.textContent = message;
    else if (mode === 'playing') ui.status.textContent = clock.paused ? t.paused[lang] : t.playing[lang];
    else if (mode === 'rest' && record) {
      const pocketed = record.events.filter((e) => e.type === 'pocketed').map((e) => e.balls[0]).join(', ');
      const flew = [...new Set(record.events.filter((e) => e.type === 'airborne').map((e) => e.balls[0]))].join(', ');
      ui.status.textContent = t.rest[lang](record.events.length, pocketed, physicsMs.toFixed(1), flew);
    } else ui.status.textContent = t.aim[lang](aimDeg.toFixed(1), cueSpeed.toFixed(1));
    ui.helpBtn.textContent = '?';
    // Plain glyphs (an emoji font is not on every machine: headless Chromium drew a box).
    ui.muteBtn.textContent = sound.muted ? '♪ ✕' : '♪';
    ui.muteBtn.title = sound.muted ? t.soundOn[lang] : t.soundOff[lang];
    ui.cameraBtn.textContent = t.camera[lang][cameraView];
    ui.helpBox.replaceChildren(...t.help[lang].map((line) => { const d = document.createElement('div'); d.textContent = line; return d; }));
    ui.call.textContent = mode === 'rest' && ruling ? ruling.explanation[lang] : '';
    ui.call.dataset.legal = mode === 'rest' && ruling ? String(ruling.legal) : '';
    showLayout();
    refreshDebug();
  }

  /** Debug views of the last stroke: its event list and its ball paths. */
  let debugShown: { record: ShotRecord | null; events: boolean; paths: boolean } | null = null;
  function refreshDebug(): void {
    if (debugShown && debugShown.record === record && debugShown.events === settings.showEvents && debugShown.paths === settings.showPaths) return;
    debugShown = { record, events: settings.showEvents, paths: settings.showPaths };
    ui.eventList.hidden = !settings.showEvents || !record;
    if (!ui.eventList.hidden && record) {
      ui.eventList.replaceChildren(...record.events.map((e) => {
        const li = document.createElement('li');
        li.textContent = `${e.t.toFixed(4)} s  ${e.type}  ${e.balls.join(', ')}`;
        return li;
      }));
    }
    paths.update(settings.showPaths ? record : null, (id) => parseInt((BALL_COLOURS_HEX[id] ?? '#dddddd').slice(1), 16));
  }

  function showLayout(): void {
    if (mode === 'playing' || external) return;
    for (const id of ids) view.setBall(id, 0, 0, 0, false);
    for (const b of layout.balls) view.setBall(b.id, b.x, b.y, R, true);
    const cue = cueOf(layout);
    const dir = aimDir();
    const reach = distanceToCushion([cue.x, cue.y], dir, table.spec.lengthM / 2, table.spec.widthM / 2, cushionContactDistance(p, table.spec.cushionNoseHeightM));
    // The ghost ball and the object ball's line: always in practice, in games as the settings say.
    const aid = layout.state.game === 'practice' || settings.aimAidInGames;
    overlay.update([cue.x, cue.y], dir, aid ? firstBallOnLine([cue.x, cue.y], dir, R, layout.balls.filter((b) => b.id !== 'cue')) : null, aid ? reach : 0.25, elevationDeg);
  }

  // ---------------------------------------------------------------- actions
  function shoot(): void {
    if (mode === 'playing') return;
    const cue = cueOf(layout);
    const stroke = { dir: aimDir(), cueSpeed, tip: { ...tip }, elevationDeg };
    const clear = stickClearance(p, table.spec, stroke, [cue.x, cue.y], layout.balls.filter((b) => b.id !== 'cue'));
    if (clear.blockedBy) {
      const min = clear.minElevationDeg !== null && clear.minElevationDeg <= MAX_ELEVATION_DEG ? clear.minElevationDeg.toFixed(1) : null;
      message = TEXTS.blocked[lang](clear.blockedBy, min);
      refresh();
      return;
    }
    message = '';
    const t0 = performance.now();
    record = simulate({ table, params: p, balls: layout.balls, strokes: [{ ball: 'cue', stroke }] });
    ruling = adjudicate({ state: strokeState(), record, table });
    if (shotClock) shotClock = stopAtStrike(shotClock);
    physicsMs = performance.now() - t0;
    history.push(layout);
    future.length = 0;
    lastStroke = { layout: { ...layout, state: strokeState() }, stroke };
    play();
  }

  /** The game state at the strike: the layout's, with the shooter's call, safety and push-out. */
  function strokeState(): GameState {
    const s = layout.state;
    const calls = s.game === 'eight-ball' || s.game === 'straight-pool';
    const ball = ui.callBall.value, pocket = ui.callPocket.value;
    return {
      ...s,
      ...(shotClock ? { clock: { limitS: shotClock.limitS, elapsedS: shotClock.elapsedS } } : {}),
      ...(calls && ball && pocket ? { call: { ball, pocket: pocket as (typeof POCKET_NAMES)[number] } } : {}),
      safety: calls && ui.safetyBox.checked,
      pushOut: s.game === 'nine-ball' && s.phase === 'push-out-available' && ui.pushBox.checked,
    };
  }

  /** T1.11: the clock runs for the player at the table while the balls are still, in a game. */
  function runShotClock(nowMs: number): void {
    const game = layout.state.game !== 'practice' && layout.state.game !== 'lag';
    if (!settings.shotClock || !game || external) { if (shotClock) { shotClock = null; refresh(); } return; }
    const player = layout.state.shooter;
    if (!shotClock) shotClock = newGameClock(shotClockConfig(settings.shotClockS), player);
    if (mode === 'playing') { clockTickMs = nowMs; return; }
    if (!shotClock.running && (shotClock.player !== player || shotClock.elapsedS > 0 || !clockTickMs)) {
      shotClock = startStroke(shotClock, player);
      clockTickMs = nowMs;
    }
    if (!shotClock.running) return;
    const before = Math.ceil(shotClock.limitS - shotClock.elapsedS);
    const { clock, events } = tick(shotClock, Math.max(0, nowMs - clockTickMs) / 1000);
    clockTickMs = nowMs;
    shotClock = clock;
    if (events.includes('time-called')) message = TEXTS.timeCalled[lang];
    if (events.includes('expired')) { expireShotClock(); return; }
    if (Math.ceil(shotClock.limitS - shotClock.elapsedS) !== before) refreshBoard();
  }

  /** The time ran out: the referee rules the foul of T1.11 on the balls as they lie (no stroke). */
  function expireShotClock(): void {
    if (!shotClock) return;
    const atRest = simulate({ table, params: p, balls: layout.balls });
    ruling = adjudicate({ state: strokeState(), record: atRest, table });
    shotClock = stopAtStrike(shotClock);
    history.push(layout);
    rackSeed++;
    layout = afterStroke(table, p, layout, atRest, ruling, rackSeed);
    shotClock = startStroke(shotClock, layout.state.shooter);
    record = null;
    message = ruling.explanation[lang];
    mode = 'aim';
    refresh();
  }

  /** The scoreboard and the call controls for the state at the table. */
  function refreshBoard(): void {
    const s = layout.state;
    const t = TEXTS.game;
    const line = scoreboardLine(s, inning, lang);
    ui.board.hidden = line === null;
    if (line === null) return;
    ui.boardText.textContent = line;
    const calls = callsShots(s);
    ui.callLabel.textContent = `${t.call[lang]}:`;
    ui.callLabel.hidden = !calls; ui.callBall.hidden = !calls; ui.callPocket.hidden = !calls; ui.safetyLabel.hidden = !calls;
    if (calls) {
      const keep = ui.callBall.value, keepP = ui.callPocket.value;
      ui.callBall.replaceChildren(new Option('—', ''), ...layout.balls.filter((b) => b.id !== 'cue').map((b) => new Option(b.id, b.id)));
      ui.callPocket.replaceChildren(new Option('—', ''), ...POCKET_NAMES.map((q) => new Option(t.pocket[lang][q], q)));
      ui.callBall.value = layout.balls.some((b) => b.id === keep) ? keep : '';
      ui.callPocket.value = keepP;
    }
    (ui.safetyLabel.lastChild as Text).textContent = ` ${t.safety[lang]}`;
    ui.pushLabel.hidden = !(s.game === 'nine-ball' && s.phase === 'push-out-available');
    ui.breakerLabel.hidden = s.phase !== 'break';
    ui.clockText.hidden = !shotClock; ui.extensionBtn.hidden = !shotClock?.running || (shotClock?.extensionsLeft[shotClock.player] ?? 0) <= 0;
    if (shotClock) ui.clockText.textContent = `⏱ ${Math.max(0, shotClock.limitS - shotClock.elapsedS).toFixed(0)} s${shotClock.timeCalled ? ' — TIME' : ''}`;
    ui.extensionBtn.textContent = TEXTS.extension[lang];
    (ui.breakerLabel.firstChild as Text).textContent = `${t.breaker[lang]} `;
    ui.breakerSel.value = s.shooter;
    (ui.pushLabel.lastChild as Text).textContent = ` ${t.pushOut[lang]}`;
  }

  /** Saves the last stroke as a scenario file whose expect is the ruling it got (authoring). */
  function saveScenario(): void {
    if (!lastStroke || !ruling) return;
    const file = scenarioFromStroke({ name: `Saved stroke ${new Date().toISOString().slice(0, 19)}`, balls: lastStroke.layout.balls, state: lastStroke.layout.state, stroke: lastStroke.stroke, ruling });
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'saved-stroke.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function startPlayback(): void {
    if (!record) return;
    mode = 'playing';
    soundT = 0;
    clock.start(record.trajectory.endT, performance.now());
    clock.setRate(playbackRate, performance.now());
    overlay.group.visible = false;
  }

  function play(): void {
    startPlayback();
    message = '';
    refresh();
  }

  function togglePause(): void {
    if (!record) return;
    const now = performance.now();
    if (mode !== 'playing') { startPlayback(); clock.pause(now); clock.seek(0); }
    else if (clock.paused) clock.resume(now);
    else clock.pause(now);
    refresh();
  }

  function stepFrames(k: number): void {
    if (!record) return;
    if (mode !== 'playing') { startPlayback(); clock.seek(record.trajectory.endT); }
    clock.step(k, performance.now());
    refresh();
  }

  /** The stroke in play, as a shareable scenario: the layout and state before it and the stroke settings. */
  function currentScenario(): ScenarioInput {
    if (lastStroke && ruling && mode === 'rest') {
      return scenarioFromStroke({ name: `Shared stroke ${new Date().toISOString().slice(0, 19)}`, balls: lastStroke.layout.balls, state: lastStroke.layout.state, stroke: lastStroke.stroke, ruling });
    }
    return scenarioFromStroke({ name: 'Shared layout', balls: layout.balls, state: layout.state, stroke: { dir: aimDir(), cueSpeed, tip: { ...tip }, elevationDeg } });
  }

  function share(): void {
    if (mode === 'playing') return;
    const fragment = shareFragment(currentScenario());
    window.history.replaceState(null, '', `#${fragment}`);
    navigator.clipboard?.writeText(location.href).catch(() => { /* no clipboard here: the address bar holds it */ });
    message = TEXTS.shared[lang];
    refresh();
  }

  /** Loads a stroke shared in the URL; a bad link changes nothing and says why. */
  function loadShared(): void {
    const read = readShared(location.hash);
    if (!read) return;
    if ('error' in read) { message = TEXTS.badLink[lang](read.error); refresh(); return; }
    applyScenario(read.scenario);
  }

  /** Loads a scenario file chosen by the player (a saved layout or stroke); a bad file changes nothing. */
  function loadFile(file: File): void {
    void file.text().then((text) => {
      try {
        applyScenario(parseScenarioText(text));
      } catch (e) {
        message = TEXTS.badFile[lang](e instanceof Error ? e.message : String(e));
        refresh();
      }
    });
  }

  /** Puts a scenario's layout, game state and stroke settings on the table. */
  function applyScenario(s: Scenario): void {
    if (s.table !== tableId) {
      // Another table size: reload the scene for it, keeping the link.
      const u = new URL(location.href); u.searchParams.set('table', s.table); location.assign(u.toString());
      return;
    }
    const prepared = prepareLayout(s);
    if (!prepared.balls.some((b) => b.id === 'cue' && !b.pocket)) { message = TEXTS.badLink[lang]('balls: the layout has no cue ball on the table'); refresh(); return; }
    history.push(layout);
    layout = { balls: prepared.balls.filter((b) => !b.pocket).map((b) => ({ id: b.id, x: b.x, y: b.y })), state: gameState(s) };
    const stroke = prepared.strokes[0]?.stroke;
    if (stroke) {
      aimDeg = (Math.atan2(stroke.dir[1], stroke.dir[0]) * 180) / Math.PI;
      cueSpeed = stroke.cueSpeed;
      tip = { ...stroke.tip };
      ui.picker.set(tip);
      elevationDeg = stroke.elevationDeg;
      ui.speed.value = String(cueSpeed);
    }
    mode = 'aim'; record = null; ruling = null;
    message = TEXTS.loaded[lang](s.name);
    refresh();
  }

  /** Raises the cue to the lowest elevation at which the stick clears balls and rails (the player asks, E). */
  function raiseToClear(): void {
    if (mode === 'playing') return;
    const cue = cueOf(layout);
    const clear = stickClearance(p, table.spec, { dir: aimDir(), cueSpeed, tip: { ...tip }, elevationDeg },
      [cue.x, cue.y], layout.balls.filter((b) => b.id !== 'cue'));
    if (clear.blockedBy && clear.minElevationDeg !== null && clear.minElevationDeg <= MAX_ELEVATION_DEG) elevationDeg = Math.ceil(clear.minElevationDeg);
    message = '';
    refresh();
  }

  function replay(): void {
    if (!record || mode === 'playing') return;
    play();
  }

  /** One step through the table's history: the layout on top of `from` comes back, the current one goes on `to`. */
  function travel(from: Layout[], to: Layout[]): void {
    if (mode === 'playing') return;
    const target = from.pop();
    if (!target) return;
    to.push(layout);
    layout = target;
    mode = 'aim'; record = null; ruling = null;
    refresh();
  }
  /** The table as it was before the last stroke (or change). */
  function undo(): void { travel(history, future); }
  /** Takes back an undo: the table as it was after the stroke (or change) that was undone. */
  function redo(): void { travel(future, history); }

  function newLayout(kind: LayoutKind): void {
    if (mode === 'playing') return;
    history.push(layout);
    future.length = 0;
    inning = 1;
    layout = makeLayout(kind);
    aimDeg = 0;
    mode = 'aim';
    record = null; ruling = null; message = '';
    refresh();
  }

  /** After a stroke: the balls where they stopped; a pocketed cue ball back near the head spot (practice). */
  function settle(rec: ShotRecord): void {
    const balls: BallInput[] = [];
    for (const f of rec.final.balls) if (f.state === 'stationary' && f.x !== undefined && f.y !== undefined) balls.push({ id: f.id, x: f.x, y: f.y });
    if (!balls.some((b) => b.id === 'cue')) {
      const [x, y] = freeNear(table, p, balls, table.spots.head[0], 0);
      balls.unshift({ id: 'cue', x, y });
    }
    layout = { balls, state: defaultState('practice') };
  }

  // ---------------------------------------------------------------- input
  const raycaster = new THREE.Raycaster();
  const cloth = new THREE.Plane(new THREE.Vector3(0, 1, 0), -R);
  /** The point of the cloth plane under the pointer, in table coordinates. */
  const clothPoint = (ev: PointerEvent): [number, number] | null => {
    const b = renderer.domElement.getBoundingClientRect();
    raycaster.setFromCamera(new THREE.Vector2(((ev.clientX - b.left) / b.width) * 2 - 1, -((ev.clientY - b.top) / b.height) * 2 + 1), camera);
    const hit = new THREE.Vector3();
    if (!raycaster.ray.intersectPlane(cloth, hit)) return null;
    return [hit.x, -hit.z]; // three (X, Y, Z) = table (x, z, -y)
  };
  /** Who may be moved by hand: in practice any ball; in a game the cue ball when it is in hand. */
  const movable = (id: string): boolean => layout.state.game === 'practice' || (id === 'cue' && layout.state.ballInHand !== 'none');
  const pointer = bindPointer(renderer.domElement, {
    accepts: () => mode !== 'playing' && !external,
    clothPoint,
    grabbable: (at) => layout.balls.find((b) => movable(b.id) && (b.x - at[0]) ** 2 + (b.y - at[1]) ** 2 <= (1.2 * R) ** 2) ?? null,
    aimDir,
    grab: (id) => { if (id === 'cue') area.show(layout.state.game === 'practice' ? 'table' : layout.state.ballInHand === 'kitchen' ? 'kitchen' : 'table'); },
    moveBall: (id, at) => { overlay.group.visible = false; view.setBall(id, at[0], at[1], R, true); },
    drop: (id, at) => placeBall(id, at[0], at[1]),
    pull: (v) => { cueSpeed = v; ui.speed.value = String(cueSpeed); refresh(); },
    strike: () => shoot(),
    aimAt: (at) => {
      const cue = cueOf(layout);
      const dx = at[0] - cue.x, dy = at[1] - cue.y;
      if (dx * dx + dy * dy < 1e-6) return;
      aimDeg = (Math.atan2(dy, dx) * 180) / Math.PI;
      message = '';
      marks.update(null, 0); // aiming the next stroke: the last one's contact marks go
      refresh();
    },
    release: () => { area.show(null); refresh(); },
  });

  /** Puts a ball where the player dropped it, or refuses with the rule and the reason. */
  function placeBall(id: string, x: number, y: number): void {
    const others = layout.balls.filter((b) => b.id !== id);
    let why: string | null = null;
    if (id === 'cue') {
      const inHand = layout.state.game === 'practice' ? 'table' : layout.state.ballInHand;
      const refusal = cueBallPlacementProblem(table, p, inHand, x, y, others);
      if (refusal) why = refusal.reason[lang];
    } else if (placementProblem(table, p, x, y) || others.some((o) => (o.x - x) ** 2 + (o.y - y) ** 2 < 4 * R * R - 1e-9)) {
      why = lang === 'sk' ? 'guľa by bola v mantineli, nad kapsou alebo v inej guli.' : 'the ball would be in a cushion, over a pocket or in another ball.';
    }
    if (why) { message = TEXTS.refused[lang](why); refresh(); return; }
    history.push(layout);
    future.length = 0;
    layout = { ...layout, balls: layout.balls.map((b) => (b.id === id ? { id, x, y } : b)) };
    record = null; ruling = null; mode = 'aim';
    message = TEXTS.placed[lang];
    refresh();
  }
  window.addEventListener('keydown', (ev) => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement || external) return;
    const action = keyAction(ev.key, ev.shiftKey);
    if (!action) return;
    switch (action.kind) {
      // Commands: each does its own refresh.
      case 'raise': raiseToClear(); return;
      case 'shoot': ev.preventDefault(); shoot(); return;
      case 'replay': replay(); return;
      case 'pause': togglePause(); return;
      case 'step': stepFrames(action.frames); return;
      case 'help': ui.helpBox.hidden = !ui.helpBox.hidden; return;
      case 'mute': sound.muted = !sound.muted; refresh(); return;
      case 'camera': setView(CAMERA_VIEWS[(CAMERA_VIEWS.indexOf(cameraView) + 1) % CAMERA_VIEWS.length] as CameraView); return;
      case 'undo': undo(); return;
      case 'redo': redo(); return;
      // Settings of the next stroke.
      case 'aim': aimDeg += action.deg; break;
      case 'speed': cueSpeed = Math.min(MAX_CUE_SPEED, Math.max(MIN_CUE_SPEED, Math.round((cueSpeed + action.mps) * 10) / 10)); break;
      case 'elevation': elevationDeg = Math.min(MAX_ELEVATION_DEG, Math.max(0, elevationDeg + action.deg)); break;
      case 'cancel-drag': if (!pointer.dragging()) return; pointer.cancel(); break;
    }
    ev.preventDefault();
    marks.update(null, 0);
    ui.speed.value = String(cueSpeed);
    message = '';
    refresh();
  });

  const controls: AppControls = {
    showBalls(balls) {
      overlay.group.visible = false;
      if (cameraView !== 'referee') { cameraView = 'referee'; orbit.enabled = false; glide.begin(camera, cameraPose('referee'), performance.now() / 1000); }
      for (const id of ids) view.setBall(id, 0, 0, 0, false);
      for (const b of balls) view.setBall(b.id, b.x, b.y, R, true);
    },
    play(rec, rate) {
      record = rec;
      playbackRate = rate;
      // Training shows every stroke from where a referee stands (T2), beside the table.
      if (cameraView !== 'referee') { cameraView = 'referee'; orbit.enabled = false; glide.begin(camera, cameraPose('referee'), performance.now() / 1000); }
      startPlayback();
      document.body.dataset.state = 'playing';
      return new Promise<void>((resolve) => { externalDone = resolve; });
    },
    lang: () => lang,
    review(on) {
      reviewing = on;
      root.classList.toggle('reviewing', on);
      refresh();
    },
    release() {
      external = false;
      gui.show();
      setView('table-end');
      reviewing = false;
      root.classList.remove('training', 'reviewing');
      record = null; ruling = null; mode = 'aim'; playbackRate = Number(ui.rateSel.value);
      refresh();
    },
  };

  const resize = () => {
    const w = root.clientWidth || window.innerWidth, h = root.clientHeight || window.innerHeight;
    renderer.setSize(w, h);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  };
  window.addEventListener('resize', resize);
  window.addEventListener('hashchange', () => loadShared());
  resize();
  refresh();
  loadShared();

  renderer.setAnimationLoop(() => {
    if (record && mode === 'playing') {
      const now = performance.now();
      const t = clock.time(now);
      for (const s of sampleAll(record, t)) view.setBall(s.id, s.r[0], s.r[1], s.r[2], s.mode !== 'pocketed' && s.mode !== 'off-table');
      marks.update(!external || reviewing ? record : null, t);
      if (t < soundT) soundT = t - 1e-9; // scrubbed back: the sounds after it may play again
      sound.play(record.events, soundT === 0 ? -1 : soundT, t, clock.paused ? 0 : clock.rate);
      soundT = t;
      ui.scrub.value = String(t);
      ui.timeText.textContent = TEXTS.replayTime[lang](t.toFixed(3), record.trajectory.endT.toFixed(3));
      ui.pauseBtn.textContent = clock.paused ? TEXTS.resume[lang] : TEXTS.pause[lang];
      // T2.9: the referee calls a foul the moment it happens, the full ruling when the balls stop.
      if (!external && ruling) {
        const called = ruling.fouls.filter((f) => f.t !== null && f.t <= t);
        ui.call.textContent = called.map((f) => `${TEXTS.foulCalled[lang]} (${f.rule}): ${FOUL_TEXTS[f.code as FoulCode]?.[lang] ?? f.code}`).join(' ');
        ui.call.dataset.legal = called.length > 0 ? 'false' : '';
      }
      if (!clock.paused && clock.finished(now)) {
        mode = 'rest';
        if (external) {
          document.body.dataset.state = 'rest';
          const done = externalDone;
          externalDone = null;
          done?.();
        } else {
          // The layout after the stroke is taken once, from the first playback.
          if (history[history.length - 1] && layout === history[history.length - 1]) {
            if (layout.state.game === 'practice' || !ruling) settle(record);
            else {
              rackSeed++;
              const before = layout.state.shooter;
              layout = afterStroke(table, p, { ...layout, state: lastStroke?.layout.state ?? layout.state }, record, ruling, rackSeed);
              inning = layout.state.phase === 'break' && ruling.lossOfGame ? 1 : inning + (layout.state.shooter !== before ? 1 : 0);
              ui.safetyBox.checked = false; ui.pushBox.checked = false; ui.callBall.value = '';
            }
          }
          refresh();
        }
      }
    }
    runShotClock(performance.now());
    // Following the cue ball in replay; behind the cue the camera follows the aim while aiming.
    const cueNow = record && mode === 'playing' ? sampleAll(record, clock.time(performance.now())).find((b) => b.id === 'cue') : undefined;
    if (cameraView === 'follow' && cueNow && cueNow.mode !== 'pocketed' && cueNow.mode !== 'off-table' && !glide.busy) {
      const pose = followPose([cueNow.r[0], cueNow.r[1]], lastStroke?.stroke.dir ?? aimDir());
      camera.position.lerp(pose.eye, 0.15);
      camera.lookAt(pose.target);
    } else if ((cameraView === 'behind-cue' || cameraView === 'follow') && mode === 'aim' && !pointer.dragging()) {
      const cue = cueOf(layout);
      const pose = cameraPose('behind-cue', [cue.x, cue.y], aimDir());
      glide.update(camera, performance.now() / 1000);
      if (!glide.busy) { camera.position.copy(pose.eye); camera.lookAt(pose.target); }
    } else if (cameraView === 'orbit') orbit.update();
    else glide.update(camera, performance.now() / 1000);
    renderer.render(view.scene, camera);
  });
}
