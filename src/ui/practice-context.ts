/**
 * What the practice screen's parts share: its state, the table and its physics constants, the
 * view on screen, the controls, the settings, the replay clock and the sounds, and `refresh`,
 * which writes the whole screen from the state. Built once in practice-app.ts.
 */
import type { PhysicsParams } from '../physics/params.ts';
import type { TableView } from '../render/table-view.ts';
import type { TableGeometry } from '../table/geometry.ts';
import type { TablePresetId } from '../table/specs.ts';
import type { PlaybackClock } from './playback.ts';
import type { createPracticeControls } from './practice-controls.ts';
import type { PracticeState } from './practice-state.ts';
import type { Settings } from './settings-panel.ts';
import type { StrokeSound } from './sound.ts';

export type PracticeControls = ReturnType<typeof createPracticeControls>;

export interface PracticeContext {
  readonly st: PracticeState;
  readonly table: TableGeometry;
  readonly tableId: TablePresetId;
  readonly view: TableView;
  readonly ui: PracticeControls;
  readonly settings: Settings;
  /** The physical constants of the next stroke (the settings panel may change them). */
  params(): PhysicsParams;
  readonly clock: PlaybackClock;
  readonly sound: StrokeSound;
  /** Writes the screen from the state (labels, enabled controls, the board, the table at rest). */
  refresh(): void;
}
