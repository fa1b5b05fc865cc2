/**
 * The settings panel, built with lil-gui: the physical constants of the
 * simulation with their units (a copy of DEFAULT_PARAMS the practice strokes use), the table
 * size, render quality, and debug views (the last stroke's event list and ball paths).
 */
import GUI from 'lil-gui';
import type { PhysicsParams } from '../physics/index.ts';
import type { TablePresetId } from '../table/specs.ts';
import type { Lang } from '../i18n/texts.ts';
import { PHYSICS_LABELS, settingsText } from '../i18n/settings.ts';

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
  /**
   * The computer's time to find a stroke, s (default COMPUTER_TIME_S): when it is up it plays the
   * best stroke found; a player who wants a stronger, slower computer gives it longer.
   */
  computerTimeS: number;
}

/** The computer's default time to find a stroke, s: with the stroke shown before it is played, about 3 s a turn, as a player takes. */
export const COMPUTER_TIME_S = 1.8;

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

/** [key, min, max, step]: the constants a player may try; their labels with units are in i18n/settings.ts. */
const PHYSICS_CONTROLS: ReadonlyArray<[keyof PhysicsParams, number, number, number]> = [
  ['muSlide', 0.1, 0.4, 0.005],
  ['muRoll', 0.004, 0.02, 0.0005],
  ['spinDecelRadS2', 3, 20, 0.1],
  ['eBall', 0.85, 1, 0.005],
  ['eCushion', 0.6, 0.98, 0.005],
  ['muCushion', 0.05, 0.4, 0.005],
  ['eSlate', 0.2, 0.8, 0.01],
  ['cueMassKg', 0.4, 0.7, 0.01],
  ['eTip', 0.5, 0.9, 0.01],
  ['muTip', 0.3, 0.9, 0.01],
];

/** The panel in `lang`, inside `container`; built again (with the same open folders) when the language changes. */
export function createSettingsPanel(settings: Settings, handlers: SettingsHandlers, lang: Lang, container: HTMLElement, open = false): GUI {
  const T = (k: Parameters<typeof settingsText>[0]) => settingsText(k, lang);
  const gui = new GUI({ title: T('title'), width: 220, container });
  if (!open) gui.close();
  const physics = gui.addFolder(T('physics'));
  for (const [key, min, max, step] of PHYSICS_CONTROLS) {
    physics
      .add(settings.params, key, min, max, step)
      .name(PHYSICS_LABELS[key]?.[lang] ?? key)
      .onChange(() => handlers.onParams());
  }
  physics
    .add(
      {
        reset: () => {
          handlers.onReset();
          gui.controllersRecursive().forEach((c) => c.updateDisplay());
        },
      },
      'reset',
    )
    .name(T('defaults'));
  physics.close();
  const tableFolder = gui.addFolder(T('table'));
  tableFolder
    .add(settings, 'table', { '9 ft (2.54 m)': '9ft', '8 ft (2.34 m)': '8ft', '7 ft (1.98 m)': '7ft' })
    .name(T('size'))
    .onChange((v: TablePresetId) => handlers.onTable(v));
  gui
    .add(settings, 'aimAidInGames')
    .name(T('aimAid'))
    .onChange(() => handlers.onDebug());
  gui
    .add(settings, 'shotClock')
    .name(T('shotClock'))
    .onChange(() => handlers.onClock());
  gui
    .add(settings, 'shotClockS', 5, 45, 1)
    .name(T('clockLimit'))
    .onChange(() => handlers.onClock());
  gui.add(settings, 'computerTimeS', 1, 30, 0.5).name(T('computerTime'));
  const render = gui.addFolder(T('render'));
  render
    .add(settings, 'shadows')
    .name(T('shadows'))
    .onChange(() => handlers.onRender());
  render
    .add(settings, 'pixelRatio', 0.5, 2, 0.25)
    .name(T('resolution'))
    .onChange(() => handlers.onRender());
  const debug = gui.addFolder(T('debug'));
  debug
    .add(settings, 'showEvents')
    .name(T('events'))
    .onChange(() => handlers.onDebug());
  debug
    .add(settings, 'showPaths')
    .name(T('paths'))
    .onChange(() => handlers.onDebug());
  gui.domElement.id = 'settings';
  return gui;
}
