/**
 * The settings panel (issue 6, item 8), built with lil-gui: the physical constants of the
 * simulation with their units (a copy of DEFAULT_PARAMS the practice strokes use), the table
 * size, render quality, and debug views (the last stroke's event list and ball paths).
 */
import GUI from 'lil-gui';
import type { PhysicsParams } from '../physics/params.ts';
import type { TablePresetId } from '../table/specs.ts';

export interface Settings {
  params: { -readonly [K in keyof PhysicsParams]: PhysicsParams[K] };
  table: TablePresetId;
  shadows: boolean;
  pixelRatio: number;
  showEvents: boolean;
  showPaths: boolean;
  /** The shot clock of T1.11 in games (TIME at 10 s left, one extension per rack), and its limit, s (T1.11a: at most 45). */
  shotClock: boolean;
  shotClockS: number;
  /** The aiming aid (ghost ball and the object ball's line) in games; always on in practice (a difficulty setting). */
  aimAidInGames: boolean;
}

export interface SettingsHandlers {
  /** A physical constant changed (the next stroke uses it). */
  onParams(): void;
  onTable(table: TablePresetId): void;
  onRender(): void;
  onDebug(): void;
  onReset(): void;
  /** The shot clock was turned on or off or its limit changed. */
  onClock(): void;
}

/** [key, label with unit, min, max, step]: the constants a player may try (ball size and mass stay regulation). */
const PHYSICS_CONTROLS: ReadonlyArray<[keyof PhysicsParams, string, number, number, number]> = [
  ['muSlide', 'cloth sliding friction μs (–)', 0.1, 0.4, 0.005],
  ['muRoll', 'rolling resistance μr (–)', 0.004, 0.02, 0.0005],
  ['spinDecelRadS2', 'spin decay (rad/s²)', 3, 20, 0.1],
  ['eBall', 'ball restitution e_b (–)', 0.85, 1, 0.005],
  ['eCushion', 'cushion restitution e_c (–)', 0.6, 0.98, 0.005],
  ['muCushion', 'cushion friction μc (–)', 0.05, 0.4, 0.005],
  ['eSlate', 'slate restitution e_t (–)', 0.2, 0.8, 0.01],
  ['cueMassKg', 'cue mass (kg)', 0.4, 0.7, 0.01],
  ['eTip', 'tip restitution (–)', 0.5, 0.9, 0.01],
  ['muTip', 'tip friction (miscue limit) (–)', 0.3, 0.9, 0.01],
];

export function createSettingsPanel(settings: Settings, handlers: SettingsHandlers, title: string): GUI {
  const gui = new GUI({ title, width: 300 });
  gui.close();
  const physics = gui.addFolder('Physics / Fyzika');
  for (const [key, label, min, max, step] of PHYSICS_CONTROLS) {
    physics.add(settings.params, key, min, max, step).name(label).onChange(() => handlers.onParams());
  }
  physics.add({ reset: () => { handlers.onReset(); gui.controllersRecursive().forEach((c) => c.updateDisplay()); } }, 'reset').name('defaults (physics-reference) / predvolené');
  physics.close();
  const tableFolder = gui.addFolder('Table / Stôl');
  tableFolder.add(settings, 'table', { '9 ft (2.54 m)': '9ft', '8 ft (2.34 m)': '8ft', '7 ft (1.98 m)': '7ft' }).name('size / veľkosť')
    .onChange((v: TablePresetId) => handlers.onTable(v));
  gui.add(settings, 'aimAidInGames').name('aiming aid in games / pomôcka v hre').onChange(() => handlers.onDebug());
  gui.add(settings, 'shotClock').name('shot clock T1.11 / časomiera').onChange(() => handlers.onClock());
  gui.add(settings, 'shotClockS', 5, 45, 1).name('clock limit (s) / limit (s)').onChange(() => handlers.onClock());
  const render = gui.addFolder('Render / Zobrazenie');
  render.add(settings, 'shadows').name('soft shadows / tiene').onChange(() => handlers.onRender());
  render.add(settings, 'pixelRatio', 0.5, 2, 0.25).name('resolution (× pixels) / rozlíšenie').onChange(() => handlers.onRender());
  const debug = gui.addFolder('Debug / Ladenie');
  debug.add(settings, 'showEvents').name('event list / zoznam udalostí').onChange(() => handlers.onDebug());
  debug.add(settings, 'showPaths').name('ball paths / dráhy gúľ').onChange(() => handlers.onDebug());
  return gui;
}
