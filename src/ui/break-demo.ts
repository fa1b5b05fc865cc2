/**
 * The first page: the table drawn from src/table, a racked table, and a break simulated by the
 * physics core in the browser and played back from its ShotRecord. The player's app (aiming,
 * spin, games, referee) is a later issue; this page proves one geometry and one engine serve
 * both Node and the browser.
 */
import * as THREE from 'three';
import { DEFAULT_PARAMS } from '../physics/params.ts';
import { simulate } from '../physics/simulate.ts';
import type { ShotRecord } from '../physics/shot-record.ts';
import { sampleAll } from '../physics/trajectory.ts';
import { toThree } from '../render/frame.ts';
import { buildTableScene } from '../render/table-scene.ts';
import { rackBalls, tableGeometry } from '../table/index.ts';
import { preferredLang, TEXTS, type Lang } from '../i18n/texts.ts';
import { adjudicate } from '../rules/adjudicate.ts';
import { defaultState, type Ruling } from '../rules/types.ts';

const BREAK_CUE_SPEED_MPS = 8; // about 10.7 m/s of ball speed with a centre hit (TP A-30)

export function startBreakDemo(root: HTMLElement): void {
  const table = tableGeometry('9ft');
  const p = DEFAULT_PARAMS;
  const ids = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1))];
  // The cue ball a little behind the head string: in the kitchen, as the break requires (G7).
  const cueX = table.headStringX - 0.05;
  const view = buildTableScene(table, p.ballRadiusM, ids);
  let lang: Lang = preferredLang(navigator.languages ?? [navigator.language]);
  let seed = 0;
  let layout = makeLayout(seed);
  let record: ShotRecord | null = null;
  let ruling: Ruling | null = null;
  let startMs = 0;
  let physicsMs = 0;

  function makeLayout(s: number) {
    return [{ id: 'cue', x: cueX, y: 0 }, ...rackBalls(table, p.ballRadiusM, { type: 'fifteen', seed: s })];
  }

  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.shadowMap.enabled = true;
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  root.appendChild(renderer.domElement);
  const camera = new THREE.PerspectiveCamera(40, 1, 0.05, 20);
  // A spectator's view from behind the head rail, high enough to see the whole bed.
  camera.position.copy(toThree(-2.55, 0, 2.05));
  camera.lookAt(toThree(0.12, 0, -0.25));

  const bar = document.createElement('div');
  bar.className = 'bar';
  const title = document.createElement('strong');
  const breakBtn = document.createElement('button');
  breakBtn.id = 'break';
  const resetBtn = document.createElement('button');
  resetBtn.id = 'reset';
  const langBtn = document.createElement('button');
  langBtn.id = 'lang';
  const status = document.createElement('span');
  status.id = 'status';
  bar.append(title, breakBtn, resetBtn, langBtn, status);
  root.appendChild(bar);
  // The referee's call, shown when the balls stop (the adjudicator decides; the page only shows it).
  const call = document.createElement('div');
  call.id = 'ruling';
  call.className = 'ruling';
  root.appendChild(call);

  const setState = (s: 'ready' | 'playing' | 'rest') => {
    document.body.dataset.state = s;
    const t = TEXTS;
    title.textContent = t.title[lang];
    breakBtn.textContent = t.break[lang];
    resetBtn.textContent = t.reset[lang];
    langBtn.textContent = t.language[lang];
    if (s === 'ready') status.textContent = t.ready[lang];
    else if (s === 'playing') status.textContent = t.playing[lang];
    else if (record) {
      const pocketed = record.events.filter((e) => e.type === 'pocketed').map((e) => e.balls[0]).join(', ');
      status.textContent = t.rest[lang](record.events.length, pocketed, physicsMs.toFixed(1));
    }
    call.textContent = s === 'rest' && ruling ? ruling.explanation[lang] : '';
    call.dataset.legal = ruling && s === 'rest' ? String(ruling.legal) : '';
    breakBtn.disabled = s !== 'ready';
  };
  const showLayout = () => {
    for (const id of ids) view.setBall(id, 0, 0, 0, false);
    for (const b of layout) view.setBall(b.id, b.x, b.y, p.ballRadiusM, true);
  };

  breakBtn.onclick = () => {
    const t0 = performance.now();
    record = simulate({ table, params: p, balls: layout, strokes: [{ ball: 'cue', stroke: { dir: [1, 0], cueSpeed: BREAK_CUE_SPEED_MPS, tip: { side: 0, height: 0 }, elevationDeg: 0 } }] });
    physicsMs = performance.now() - t0;
    // An 8-ball opening break from the kitchen, ruled as the seeds' rules say.
    ruling = adjudicate({ state: defaultState('eight-ball', { phase: 'break', ballInHand: 'kitchen' }), record, table });
    startMs = performance.now();
    setState('playing');
  };
  resetBtn.onclick = () => {
    seed++;
    layout = makeLayout(seed);
    record = null;
    ruling = null;
    showLayout();
    setState('ready');
  };
  langBtn.onclick = () => {
    lang = lang === 'sk' ? 'en' : 'sk';
    setState((document.body.dataset.state as 'ready' | 'playing' | 'rest') ?? 'ready');
  };

  const resize = () => {
    const w = root.clientWidth || window.innerWidth, h = root.clientHeight || window.innerHeight;
    renderer.setSize(w, h);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  };
  window.addEventListener('resize', resize);
  resize();
  showLayout();
  setState('ready');

  renderer.setAnimationLoop(() => {
    if (record && document.body.dataset.state === 'playing') {
      const t = Math.min((performance.now() - startMs) / 1000, record.trajectory.endT);
      for (const s of sampleAll(record, t)) view.setBall(s.id, s.r[0], s.r[1], s.r[2], s.mode !== 'pocketed');
      if (t >= record.trajectory.endT) setState('rest');
    }
    renderer.render(view.scene, camera);
  });
}
