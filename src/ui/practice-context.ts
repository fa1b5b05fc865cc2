/**
 * What the practice screen's parts share: its state, the table and its physics constants, the
 * view on screen, the controls, the settings, the replay clock and the sounds, and `refresh`,
 * which writes the whole screen from the state. Built once in practice-app.ts.
 */
import type { PhysicsParams, ShotRecord } from '../physics/index.ts';
import type { Player, Ruling, ShotClockConfig } from '../rules/index.ts';
import type { TableView } from '../render/table-view.ts';
import type { TableGeometry } from '../table/geometry.ts';
import type { TablePresetId } from '../table/specs.ts';
import type { PlaybackClock } from './playback.ts';
import type { createPracticeControls } from './practice-controls.ts';
import type { PracticeState, Said } from './practice-state.ts';
import type { Settings } from './settings-panel.ts';
import type { StrokeSound } from './sound.ts';

export type PracticeControls = ReturnType<typeof createPracticeControls>;

/** A match on the page (practice-match.ts): while it is on, the strokes, choices and clock go through it. */
export interface MatchHooks {
  on(): boolean;
  /** The stroke set up, played through the match; null: not played (said why, or a lag waiting for the other stroke). */
  play(): { record: ShotRecord; ruling: Ruling } | null;
  /** The shot clock ran out with no stroke (T1.11): ruled through the match. */
  expire(): { record: ShotRecord; ruling: Ruling } | null;
  /** After the playback of a match stroke: the next position; false when the stroke was not the match's. */
  finish(record: ShotRecord | null): boolean;
  choose(option: string): void;
  /** The clock's extension claimed; false when the match refuses it (said why). */
  extension(player: Player): boolean;
  clockConfig(): ShotClockConfig | null;
  /** The players' names, for the scoreboard. */
  names(): Readonly<Record<Player, string>> | null;
}

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
  /**
   * Whether the computer has the turn (practice-opponent.ts hasTurn): no input of the person then
   * strikes, aims, moves a ball or changes the stroke set up.
   */
  computerTurn(): boolean;
  /** What the status line says while the turn is not this page's for another reason than the computer (an online table's other seat); null: the computer's. */
  turnText?(): Said | null;
  /** The match on the page, set once the app has made it. */
  match: MatchHooks | null;
}
