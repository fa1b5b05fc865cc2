/**
 * The practice screen's state in one place: the table's layout and its history, the stroke being
 * set up (aim, speed, tip, elevation), the last record and its ruling, the balls lying in pockets,
 * the playback mode and the status message. The screen's parts (practice-*.ts) read and change it;
 * none keeps a second copy.
 */
import { type BallInput, MAX_CUE_ELEVATION_DEG, type ShotRecord } from '../physics/index.ts';
import { defaultState, type Ruling, type ShotClock, type TableLayout } from '../rules/index.ts';
import type { BallInPocket } from '../render/table-view.ts';
import type { PocketName } from '../table/geometry.ts';
import { sinCosDeg } from '../math/trig.ts';
import type { Lang } from '../i18n/texts.ts';
import type { Tip } from './spin-picker.ts';

/** A text in both languages. */
export interface Said {
  readonly sk: string;
  readonly en: string;
}

/** A message from a text of TEXTS with its arguments, in both languages. */
export function say<A extends unknown[]>(
  text: { readonly sk: string | ((...a: A) => string); readonly en: string | ((...a: A) => string) },
  ...args: A
): Said {
  const pick = (v: string | ((...a: A) => string)) => (typeof v === 'string' ? v : v(...args));
  return { sk: pick(text.sk), en: pick(text.en) };
}

export type Mode = 'aim' | 'playing' | 'rest';
/** The steepest cue the controls offer, degrees (a near-vertical masse). */
export const MAX_ELEVATION_DEG = MAX_CUE_ELEVATION_DEG;

/** The table before a stroke: the balls on it, the game state and the balls lying in pockets. */
export type Layout = TableLayout;

export interface Stroke {
  readonly dir: [number, number];
  readonly cueSpeed: number;
  readonly tip: Tip;
  readonly elevationDeg: number;
  /** A shove instead of a strike (G23): the tip stays on the cue ball this long, s. */
  readonly pushS?: number;
}

/**
 * How long the app's shove keeps the tip on the cue ball, s: a deliberate push, fifty times a
 * strike's contact (1 ms) and ten times G23's threshold, so the referee sees it as what it is.
 */
export const SHOVE_S = 0.05;

export interface PracticeState {
  lang: Lang;
  mode: Mode;
  aimDeg: number;
  /** Cue speed, m/s. */
  cueSpeed: number;
  tip: Tip;
  /** Cue elevation, degrees: 0 level, up to MAX_ELEVATION_DEG for masse and jump strokes. */
  elevationDeg: number;
  /** The next stroke is a shove (G23's push shot), level cue only. */
  shove: boolean;
  /** Replay rate (1 = real time). */
  playbackRate: number;
  layout: Layout;
  /** Layouts before each stroke or change, for undo; those undone, for redo. */
  readonly history: Layout[];
  readonly future: Layout[];
  /** The layout in which the player last placed the cue ball by hand (a drag-back strikes from ball in hand only once it is placed). */
  cuePlacedIn: Layout | null;
  /** Balls lying in the pockets now, in the order they went in (bucket pockets keep them). */
  inPockets: BallInPocket[];
  /** The same before the stroke in play (the replay starts from them). */
  pocketsBefore: BallInPocket[];
  record: ShotRecord | null;
  ruling: Ruling | null;
  /** CPU time of the last stroke's simulation and ruling, ms. */
  physicsMs: number;
  /** The status line's message in both languages (null: the state's own line), so a change of language rewrites it. */
  message: Said | null;
  /** Innings of the rack on the scoreboard: a new one each time the turn passes. */
  inning: number;
  rackSeed: number;
  /** The shot clock (T1.11) of the player at the table, when the settings turn it on in a game. */
  shotClock: ShotClock | null;
  lastStroke: { readonly layout: Layout; readonly stroke: Stroke } | null;
  /** The choice the last ruling gave the next player, while it is open (null: none, or the next stroke was played), and what was chosen. */
  choice: { readonly options: readonly string[]; chosen: string } | null;
  /** Another mode (referee training) drives the view. */
  external: boolean;
  /** Training: the answer is given, the evidence may be shown. */
  reviewing: boolean;
  /** Training: the replay slows to `rate` between `from` and `to` (s of the stroke), round the foul. */
  slow: { readonly from: number; readonly to: number; readonly rate: number } | null;
  /** Training: the mark of the timeline line picked (ringed on the table), null for none. */
  selectedMark: number | null;
}

/** The practice layout: the cue ball and three object balls to play at. */
export function practiceLayout(): Layout {
  return {
    balls: [
      { id: 'cue', x: -0.6, y: 0 },
      { id: '1', x: 0.3, y: 0 },
      { id: '2', x: 0.6, y: 0.35 },
      { id: '3', x: 0.9, y: -0.3 },
    ],
    state: defaultState('practice'),
  };
}

export function initialState(lang: Lang): PracticeState {
  return {
    lang,
    mode: 'aim',
    aimDeg: 0,
    cueSpeed: 2.0,
    tip: { side: 0, height: 0 },
    elevationDeg: 0,
    shove: false,
    playbackRate: 1,
    layout: practiceLayout(),
    history: [],
    future: [],
    cuePlacedIn: null,
    inPockets: [],
    pocketsBefore: [],
    record: null,
    ruling: null,
    physicsMs: 0,
    message: null,
    inning: 1,
    rackSeed: 0,
    shotClock: null,
    lastStroke: null,
    choice: null,
    external: false,
    reviewing: false,
    slow: null,
    selectedMark: null,
  };
}

/** The ball the player strikes: the cue ball; in the lag (G5), the lag ball of the player at the table. */
export const cueOf = (l: Layout): BallInput =>
  (l.balls.find((b) => b.id === 'cue') ?? l.balls.find((b) => b.id === `lag-${l.state.shooter}`) ?? l.balls[0]) as BallInput;

/** The aim as a unit vector in the table frame. */
export function aimDir(st: PracticeState): [number, number] {
  const [s, c] = sinCosDeg(st.aimDeg);
  return [c, s];
}

/** The stroke as set up now. */
export function strokeNow(st: PracticeState): Stroke {
  const shove = st.shove && st.elevationDeg === 0;
  return { dir: aimDir(st), cueSpeed: st.cueSpeed, tip: { ...st.tip }, elevationDeg: st.elevationDeg, ...(shove ? { pushS: SHOVE_S } : {}) };
}

/** The balls a layout has lying in pockets, as the view lays them. */
export function inPocketsOf(layout: Layout): BallInPocket[] {
  return (layout.inPockets ?? []).map((b) =>
    b.z !== undefined ? { id: b.id, pocket: b.pocket as PocketName, at: [b.x, b.y, b.z] } : { id: b.id, pocket: b.pocket as PocketName },
  );
}

/** The balls lying in pockets as the engine takes them: where the last stroke left them, else laid on the pile. */
export function inPocketInputs(inPockets: readonly BallInPocket[]): BallInput[] {
  return inPockets.map((b) =>
    b.at ? { id: b.id, x: b.at[0], y: b.at[1], z: b.at[2], pocket: b.pocket } : { id: b.id, x: 0, y: 0, pocket: b.pocket },
  );
}
