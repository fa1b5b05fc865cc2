/**
 * The practice screen's layout for the screen in use. The table is the main thing on the screen:
 * seen from above, its cloth fills the screen between two bands of fixed height, one above it (the
 * action bar, the status line, the scoreboard) and one under it (the stroke panel, and after a
 * stroke the replay bar and the ruling); the panels in a band keep clear of the pockets. The bands
 * do not follow what the panels hold (a status line that wraps, a scoreboard that grows scroll in
 * their place), so the table never moves while playing; only a panel the player unfolds, or on a
 * phone the replay bar and the ruling that come with a stroke, widen the lower band, and the table
 * is framed again into the space left. Narrow screens (phones, portrait tablets) dock the stroke
 * panel, folded to its speed row, and the status line in the lower band.
 * It also tells which input is in use (touch, or mouse and keys) for the hints.
 */
import type { PocketReach } from '../render/camera-rig.ts';
import type { ScreenInsets } from '../render/cameras.ts';
import type { InputKind } from './practice-labels.ts';

/** Narrower than this, px, the stroke panel docks at the bottom (a phone, a portrait tablet). */
export const NARROW_SCREEN_PX = 820;
/** The bands above and under the table on a wide screen, px: the bar and a row for the status line and the scoreboard; the stroke panel. */
export const WIDE_BANDS = { top: 116, bottom: 88, match: 48 } as const;
/** The same on a narrow screen: the bar and the scoreboard; the status line and the stroke panel's speed row. */
export const NARROW_BANDS = { top: 100, bottom: 100, match: 84 } as const;
const GAP_PX = 8;
/** Room between a pocket and the nearest panel, px. */
const POCKET_GAP_PX = 4;

export interface ScreenParts {
  readonly root: HTMLElement;
  /** The header: the action bar, the status line and the scoreboard. */
  readonly top: HTMLElement;
  /** The stroke panel's column (and the settings under it). */
  readonly column: HTMLElement;
  /** The bottom dock, where a narrow screen puts the column. */
  readonly dock: HTMLElement;
  /** The status line: in the header on a wide screen, in the dock on a narrow one. */
  readonly status: HTMLElement;
}

export class ScreenLayout {
  private inputKind: InputKind;
  private narrow = false;
  private readonly observer: ResizeObserver;
  /** The training panel being watched for its size (it comes and goes). */
  private watched: HTMLElement | null = null;

  constructor(
    private readonly parts: ScreenParts,
    /** Frames the table for the insets; says where its pockets then reach (the panels keep clear of them). */
    private readonly onChange: (insets: ScreenInsets) => PocketReach,
  ) {
    this.inputKind = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 'touch' : 'mouse';
    window.addEventListener(
      'pointerdown',
      (ev) => {
        const kind: InputKind = ev.pointerType === 'touch' ? 'touch' : 'mouse';
        if (kind !== this.inputKind) {
          this.inputKind = kind;
          parts.root.dataset.input = kind;
        }
      },
      { capture: true },
    );
    parts.root.dataset.input = this.inputKind;
    const observer = new ResizeObserver(() => this.update());
    this.observer = observer;
    observer.observe(parts.root);
    observer.observe(parts.top);
    observer.observe(parts.column);
    // The replay bar and the ruling come with a stroke: on a phone the table is framed again above them.
    observer.observe(parts.dock);
    // A match's board comes and goes with the match: the band above the table makes room for it then.
    const info = parts.top.querySelector('.info');
    if (info) observer.observe(info);
  }

  get input(): InputKind {
    return this.inputKind;
  }

  /** Places the column and the status line for the screen's width and reports the edges the panels take. */
  update(): void {
    const { root, top, column, dock, status } = this.parts;
    const width = root.clientWidth || window.innerWidth;
    const narrow = width < NARROW_SCREEN_PX;
    if (narrow !== this.narrow || (narrow ? column.parentElement !== dock : column.parentElement !== root)) {
      this.narrow = narrow;
      root.classList.toggle('narrow', narrow);
      if (narrow) {
        // The status line first, beside the lower corner pockets (it keeps clear of them), whatever the stroke brings under it.
        dock.prepend(status);
        dock.append(column);
      } else {
        root.append(column);
        top.children[0]?.after(status);
      }
    }
    const bands = narrow ? NARROW_BANDS : WIDE_BANDS;
    // During a match the band above is wider by a fixed row for its board (framed once as the match opens or ends, not as the board's text changes).
    const board = top.querySelector<HTMLElement>('.match-board');
    const bandTop = bands.top + (board && board.getClientRects().length > 0 ? bands.match : 0);
    root.style.setProperty('--band-top', `${bandTop}px`);
    root.style.setProperty('--band-bottom', `${bands.bottom}px`);
    // Referee training's panel stands where the stroke panel was: the referee's view keeps clear of it.
    const training = root.classList.contains('training') ? root.querySelector<HTMLElement>('.training-panel') : null;
    if (training && training !== this.watched) {
      this.observer.observe(training);
      this.watched = training;
    }
    if (training) {
      this.report(this.trainingInsets(training, narrow));
      return;
    }
    // The lower band widens only for what the player unfolded or a stroke brought (a phone's replay bar and ruling).
    const lower = narrow ? dock.offsetHeight + GAP_PX : Math.max(dock.offsetHeight, column.offsetHeight) + GAP_PX / 2;
    this.report({ top: bandTop, right: 0, left: 0, bottom: Math.max(bands.bottom, lower) });
  }

  /** In referee training: the header as it stands; the training panel on the right (wide) or docked at the bottom. */
  private trainingInsets(training: HTMLElement, narrow: boolean): ScreenInsets {
    const { root, top } = this.parts;
    const rootTop = root.getBoundingClientRect().top;
    let header = 0;
    for (const el of Array.from(top.children) as HTMLElement[])
      if (!el.hidden && !el.classList.contains('help')) header = Math.max(header, el.getBoundingClientRect().bottom - rootTop);
    return narrow
      ? { top: header + GAP_PX, right: 0, left: 0, bottom: training.offsetHeight + 70 }
      : { top: header + GAP_PX, right: training.offsetWidth + 2 * GAP_PX, left: 0, bottom: 92 };
  }

  private report(insets: ScreenInsets): void {
    const reach = this.onChange(insets);
    this.parts.root.style.setProperty('--pocket-clear', `${Math.ceil(reach.corner + POCKET_GAP_PX)}px`);
    this.parts.root.style.setProperty('--mid-clear', `${Math.ceil(reach.side + POCKET_GAP_PX)}px`);
  }
}
