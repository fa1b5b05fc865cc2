/**
 * Practice mode in the browser: aim with the mouse or the arrow keys (a ghost ball and the object
 * ball's line), set the cue speed in m/s and the tip offset on the cue ball's face (miscue limit
 * drawn), shoot; the stroke is simulated to rest by the physics core, played back from its
 * ShotRecord at the chosen speed, and ruled by the adjudicator. Replay, undo, layouts (practice,
 * 9-ball and 8-ball breaks), Slovak and English. This module wires input to the layers below; it
 * decides no rule and integrates no physics.
 */
import * as THREE from 'three';
import { distanceToCushion, firstBallOnLine } from '../physics/aim.ts';
import { FERRULE_OFFSET_R, stickClearance } from '../physics/cue-stick.ts';
import { cushionContactDistance, DEFAULT_PARAMS, miscueLimit } from '../physics/params.ts';
import { placementProblem } from '../physics/placement.ts';
import { simulate, type BallInput } from '../physics/simulate.ts';
import type { ShotRecord } from '../physics/shot-record.ts';
import { sampleAll } from '../physics/trajectory.ts';
import { sinCosDeg } from '../math/trig.ts';
import { createAimOverlay } from '../render/aim-overlay.ts';
import { toThree } from '../render/frame.ts';
import { buildTableScene } from '../render/table-scene.ts';
import { adjudicate } from '../rules/adjudicate.ts';
import { defaultState, type GameState, type Ruling } from '../rules/types.ts';
import { rackBalls, tableGeometry } from '../table/index.ts';
import { preferredLang, TEXTS, type Lang } from '../i18n/texts.ts';
import { createSpinPicker, type Tip } from './spin-picker.ts';
import { scenarioFromStroke } from '../scenario/author.ts';

type Mode = 'aim' | 'playing' | 'rest';
/** The steepest cue the controls offer, degrees (a near-vertical masse). */
const MAX_ELEVATION_DEG = 85;
type LayoutKind = 'practice' | 'nine' | 'eight';

interface Layout { balls: BallInput[]; state: GameState }

/** What other modes (referee training) may do with the table view. */
export interface AppControls {
  /** Shows balls at rest (practice input is suspended while another mode drives the view). */
  showBalls(balls: readonly BallInput[]): void;
  /** Plays a record at `rate` (1 = real time); resolves when the balls are at rest. */
  play(record: ShotRecord, rate: number): Promise<void>;
  lang(): Lang;
  /** Hands the view back to practice mode. */
  release(): void;
}

export function startPracticeApp(root: HTMLElement, onReferee?: (controls: AppControls) => void): void {
  const table = tableGeometry('9ft');
  const p = DEFAULT_PARAMS;
  const R = p.ballRadiusM;
  const ids = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'lag-A', 'lag-B']; // the lag balls for G5 scenarios
  const view = buildTableScene(table, R, ids);
  const overlay = createAimOverlay(R);
  view.scene.add(overlay.group);
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
  let record: ShotRecord | null = null;
  let ruling: Ruling | null = null;
  let physicsMs = 0;
  let playStart = 0;
  let message = '';
  let lastStroke: { layout: Layout; stroke: { dir: [number, number]; cueSpeed: number; tip: Tip; elevationDeg: number } } | null = null;
  let external = false; // another mode (training) drives the view
  let externalDone: (() => void) | null = null;

  function makeLayout(kind: LayoutKind): Layout {
    const cueX = table.headStringX - 0.05;
    if (kind === 'practice') {
      return { balls: [{ id: 'cue', x: -0.6, y: 0 }, { id: '1', x: 0.3, y: 0 }, { id: '2', x: 0.6, y: 0.35 }, { id: '3', x: 0.9, y: -0.3 }], state: defaultState('practice') };
    }
    rackSeed++;
    const game = kind === 'nine' ? 'nine-ball' : 'eight-ball';
    return {
      balls: [{ id: 'cue', x: cueX, y: 0 }, ...rackBalls(table, R, { type: kind === 'nine' ? 'nine-ball' : 'fifteen', seed: rackSeed })],
      state: defaultState(game, { phase: 'break', ballInHand: 'kitchen' }),
    };
  }
  const cueOf = (l: Layout) => l.balls.find((b) => b.id === 'cue') as BallInput;
  const aimDir = (): [number, number] => { const [s, c] = sinCosDeg(aimDeg); return [c, s]; };

  // ---------------------------------------------------------------- DOM
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.shadowMap.enabled = true;
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  root.appendChild(renderer.domElement);
  const camera = new THREE.PerspectiveCamera(40, 1, 0.05, 20);
  camera.position.copy(toThree(-2.55, 0, 2.05));
  camera.lookAt(toThree(0.12, 0, -0.25));

  const bar = document.createElement('div');
  bar.className = 'bar';
  const button = (id: string, onClick: () => void) => { const b = document.createElement('button'); b.id = id; b.onclick = onClick; return b; };
  const title = document.createElement('strong');
  const shootBtn = button('shoot', () => shoot());
  const replayBtn = button('replay', () => replay());
  const undoBtn = button('undo', () => undo());
  const saveBtn = button('save', () => saveScenario());
  const practiceBtn = button('layout-practice', () => newLayout('practice'));
  const nineBtn = button('layout-nine', () => newLayout('nine'));
  const eightBtn = button('layout-eight', () => newLayout('eight'));
  const langBtn = button('lang', () => { lang = lang === 'sk' ? 'en' : 'sk'; refresh(); document.dispatchEvent(new CustomEvent('pool-lang')); });
  const refBtn = button('referee', () => {
    if (mode === 'playing' || !onReferee) return;
    external = true;
    root.classList.add('training');
    onReferee(controls);
  });
  const speedLabel = document.createElement('label');
  const speed = document.createElement('input');
  speed.id = 'speed'; speed.type = 'range'; speed.min = '0.2'; speed.max = '8'; speed.step = '0.1'; speed.value = String(cueSpeed);
  speed.oninput = () => { cueSpeed = Number(speed.value); refresh(); };
  const rateSel = document.createElement('select');
  rateSel.id = 'rate';
  for (const r of ['0.1', '0.25', '0.5', '1', '2']) { const o = document.createElement('option'); o.value = r; o.textContent = `${r}×`; rateSel.appendChild(o); }
  rateSel.value = '1';
  rateSel.onchange = () => { playbackRate = Number(rateSel.value); };
  speedLabel.append(speed);
  const elevText = document.createElement('div');
  const elevation = document.createElement('input');
  elevation.id = 'elevation'; elevation.type = 'range'; elevation.min = '0'; elevation.max = String(MAX_ELEVATION_DEG); elevation.step = '1'; elevation.value = '0';
  elevation.oninput = () => { elevationDeg = Number(elevation.value); message = ''; refresh(); };
  const raiseBtn = document.createElement('button');
  raiseBtn.id = 'raise';
  raiseBtn.onclick = () => raiseToClear();
  bar.append(title, practiceBtn, nineBtn, eightBtn, shootBtn, replayBtn, undoBtn, saveBtn, refBtn, langBtn);
  root.appendChild(bar);
  const side = document.createElement('div');
  side.className = 'side';
  const speedText = document.createElement('div');
  const picker = createSpinPicker(110, miscueLimit(p), FERRULE_OFFSET_R, (t) => { tip = t; refresh(); });
  const tipText = document.createElement('div');
  tipText.id = 'tip';
  side.append(speedText, speedLabel, picker.el, tipText, elevText, elevation, raiseBtn, rateSel);
  root.appendChild(side);
  const status = document.createElement('div');
  status.id = 'status';
  status.className = 'status';
  root.appendChild(status);
  const call = document.createElement('div');
  call.id = 'ruling';
  call.className = 'ruling';
  root.appendChild(call);

  function refresh(): void {
    document.body.dataset.state = mode;
    const t = TEXTS;
    title.textContent = t.title[lang];
    shootBtn.textContent = t.shoot[lang];
    replayBtn.textContent = t.replay[lang];
    undoBtn.textContent = t.undo[lang];
    saveBtn.textContent = t.save[lang];
    saveBtn.disabled = mode !== 'rest' || !lastStroke;
    practiceBtn.textContent = t.layoutPractice[lang];
    nineBtn.textContent = t.layoutNine[lang];
    eightBtn.textContent = t.layoutEight[lang];
    langBtn.textContent = t.language[lang];
    refBtn.textContent = t.referee[lang];
    speedText.textContent = `${t.speed[lang]}: ${cueSpeed.toFixed(1)} m/s`;
    tipText.textContent = `${lang === 'sk' ? 'Faleš' : 'Tip'}: ${tip.side.toFixed(2)} / ${tip.height.toFixed(2)} R`;
    elevText.textContent = `${t.elevation[lang]}: ${elevationDeg.toFixed(0)}°`;
    elevation.value = String(elevationDeg);
    raiseBtn.textContent = t.raise[lang];
    raiseBtn.disabled = mode === 'playing';
    shootBtn.disabled = mode === 'playing';
    replayBtn.disabled = mode === 'playing' || !record;
    undoBtn.disabled = mode === 'playing' || history.length === 0;
    if (mode === 'playing') status.textContent = t.playing[lang];
    else if (message) status.textContent = message;
    else if (mode === 'rest' && record) {
      const pocketed = record.events.filter((e) => e.type === 'pocketed').map((e) => e.balls[0]).join(', ');
      const flew = [...new Set(record.events.filter((e) => e.type === 'airborne').map((e) => e.balls[0]))].join(', ');
      status.textContent = t.rest[lang](record.events.length, pocketed, physicsMs.toFixed(1), flew);
    } else status.textContent = t.aim[lang](aimDeg.toFixed(1), cueSpeed.toFixed(1));
    call.textContent = mode === 'rest' && ruling ? ruling.explanation[lang] : '';
    call.dataset.legal = mode === 'rest' && ruling ? String(ruling.legal) : '';
    showLayout();
  }

  function showLayout(): void {
    if (mode === 'playing' || external) return;
    for (const id of ids) view.setBall(id, 0, 0, 0, false);
    for (const b of layout.balls) view.setBall(b.id, b.x, b.y, R, true);
    const cue = cueOf(layout);
    const dir = aimDir();
    const reach = distanceToCushion([cue.x, cue.y], dir, table.spec.lengthM / 2, table.spec.widthM / 2, cushionContactDistance(p, table.spec.cushionNoseHeightM));
    overlay.update([cue.x, cue.y], dir, firstBallOnLine([cue.x, cue.y], dir, R, layout.balls.filter((b) => b.id !== 'cue')), reach, elevationDeg);
  }

  // ---------------------------------------------------------------- actions
  function shoot(): void {
    if (mode === 'playing') return;
    const cue = cueOf(layout);
    const stroke = { dir: aimDir(), cueSpeed, tip: { ...tip }, elevationDeg };
    const clear = stickClearance(p, table.spec.lengthM / 2, table.spec.widthM / 2, stroke, [cue.x, cue.y], layout.balls.filter((b) => b.id !== 'cue'));
    if (clear.blockedBy) {
      const min = clear.minElevationDeg !== null && clear.minElevationDeg <= MAX_ELEVATION_DEG ? clear.minElevationDeg.toFixed(1) : null;
      message = TEXTS.blocked[lang](clear.blockedBy, min);
      refresh();
      return;
    }
    message = '';
    const t0 = performance.now();
    record = simulate({ table, params: p, balls: layout.balls, strokes: [{ ball: 'cue', stroke }] });
    ruling = adjudicate({ state: layout.state, record, table });
    physicsMs = performance.now() - t0;
    history.push(layout);
    lastStroke = { layout, stroke };
    play();
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

  function play(): void {
    mode = 'playing';
    playStart = performance.now();
    overlay.group.visible = false;
    refresh();
  }

  /** Raises the cue to the lowest elevation at which the stick clears balls and rails (the player asks, E). */
  function raiseToClear(): void {
    if (mode === 'playing') return;
    const cue = cueOf(layout);
    const clear = stickClearance(p, table.spec.lengthM / 2, table.spec.widthM / 2, { dir: aimDir(), cueSpeed, tip: { ...tip }, elevationDeg },
      [cue.x, cue.y], layout.balls.filter((b) => b.id !== 'cue'));
    if (clear.blockedBy && clear.minElevationDeg !== null && clear.minElevationDeg <= MAX_ELEVATION_DEG) elevationDeg = Math.ceil(clear.minElevationDeg);
    message = '';
    refresh();
  }

  function replay(): void {
    if (!record || mode === 'playing') return;
    play();
  }

  function undo(): void {
    const prev = history.pop();
    if (!prev || mode === 'playing') return;
    layout = prev;
    mode = 'aim';
    record = null;
    ruling = null;
    refresh();
  }

  function newLayout(kind: LayoutKind): void {
    if (mode === 'playing') return;
    history.push(layout);
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
      for (let k = 0; k < 40; k++) {
        const x = table.spots.head[0], y = (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 0.03;
        const free = !placementProblem(table, p, x, y) && balls.every((b) => (b.x - x) ** 2 + (b.y - y) ** 2 >= 4 * R * R);
        if (free) { balls.unshift({ id: 'cue', x, y }); break; }
      }
    }
    layout = { balls, state: defaultState('practice') };
  }

  // ---------------------------------------------------------------- input
  const raycaster = new THREE.Raycaster();
  const cloth = new THREE.Plane(new THREE.Vector3(0, 1, 0), -R);
  renderer.domElement.addEventListener('pointermove', (ev) => {
    if (mode === 'playing' || external) return;
    const b = renderer.domElement.getBoundingClientRect();
    raycaster.setFromCamera(new THREE.Vector2(((ev.clientX - b.left) / b.width) * 2 - 1, -((ev.clientY - b.top) / b.height) * 2 + 1), camera);
    const hit = new THREE.Vector3();
    if (!raycaster.ray.intersectPlane(cloth, hit)) return;
    // three (X, Y, Z) = table (x, z, -y)
    const cue = cueOf(layout);
    const dx = hit.x - cue.x, dy = -hit.z - cue.y;
    if (dx * dx + dy * dy < 1e-6) return;
    aimDeg = (Math.atan2(dy, dx) * 180) / Math.PI;
    message = '';
    refresh();
  });
  window.addEventListener('keydown', (ev) => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement || external) return;
    const step = ev.shiftKey ? 0.1 : 1;
    if (ev.key === 'ArrowLeft') aimDeg += step;
    else if (ev.key === 'ArrowRight') aimDeg -= step;
    else if (ev.key === 'ArrowUp') cueSpeed = Math.min(8, Math.round((cueSpeed + 0.1) * 10) / 10);
    else if (ev.key === 'ArrowDown') cueSpeed = Math.max(0.2, Math.round((cueSpeed - 0.1) * 10) / 10);
    else if (ev.key === 'PageUp') elevationDeg = Math.min(MAX_ELEVATION_DEG, elevationDeg + (ev.shiftKey ? 1 : 5));
    else if (ev.key === 'PageDown') elevationDeg = Math.max(0, elevationDeg - (ev.shiftKey ? 1 : 5));
    else if (ev.key === 'e' || ev.key === 'E') { raiseToClear(); return; }
    else if (ev.key === ' ') { ev.preventDefault(); shoot(); return; }
    else if (ev.key === 'r' || ev.key === 'R') { replay(); return; }
    else if (ev.key === 'u' || ev.key === 'U') { undo(); return; }
    else return;
    ev.preventDefault();
    speed.value = String(cueSpeed);
    message = '';
    refresh();
  });

  const controls: AppControls = {
    showBalls(balls) {
      overlay.group.visible = false;
      for (const id of ids) view.setBall(id, 0, 0, 0, false);
      for (const b of balls) view.setBall(b.id, b.x, b.y, R, true);
    },
    play(rec, rate) {
      record = rec;
      playbackRate = rate;
      mode = 'playing';
      document.body.dataset.state = 'playing';
      playStart = performance.now();
      overlay.group.visible = false;
      return new Promise<void>((resolve) => { externalDone = resolve; });
    },
    lang: () => lang,
    release() {
      external = false;
      root.classList.remove('training');
      record = null; ruling = null; mode = 'aim'; playbackRate = Number(rateSel.value);
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
  resize();
  refresh();

  renderer.setAnimationLoop(() => {
    if (record && mode === 'playing') {
      const t = Math.min(((performance.now() - playStart) / 1000) * playbackRate, record.trajectory.endT);
      for (const s of sampleAll(record, t)) view.setBall(s.id, s.r[0], s.r[1], s.r[2], s.mode !== 'pocketed' && s.mode !== 'off-table');
      if (t >= record.trajectory.endT) {
        mode = 'rest';
        if (external) {
          document.body.dataset.state = 'rest';
          const done = externalDone;
          externalDone = null;
          done?.();
        } else {
          // The layout after the stroke is taken once, from the first playback.
          if (history[history.length - 1] && layout === history[history.length - 1]) settle(record);
          refresh();
        }
      }
    }
    renderer.render(view.scene, camera);
  });
}
