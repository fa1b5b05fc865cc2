/**
 * The practice screen's layout for the screen in use: wide screens keep the
 * stroke panel in a column on the right; narrow ones (phones, portrait tablets) dock it at the
 * bottom, folded to its speed row, under the replay bar and the ruling. The edges the panels take
 * are measured and handed to the camera, so the framed views fit the whole table into the rest.
 * It also tells which input is in use (touch, or mouse and keys) for the hints.
 */
import type { ScreenInsets } from '../render/cameras.ts';
import type { InputKind } from './practice-labels.ts';

/** Narrower than this, px, the stroke panel docks at the bottom (a phone, a portrait tablet). */
export const NARROW_SCREEN_PX = 820;
/** Room kept free at the bottom for the replay bar and the ruling line, px (wide screens). */
const BOTTOM_RESERVE_WIDE_PX = 92;
/** The same on a narrow screen, above the docked stroke panel, px. */
const BOTTOM_RESERVE_NARROW_PX = 70;
const GAP_PX = 8;

export interface ScreenParts {
  readonly root: HTMLElement;
  /** The header: the action bar, the status line and the scoreboard. */
  readonly top: HTMLElement;
  /** The stroke panel's column (and the settings under it). */
  readonly column: HTMLElement;
  /** The bottom dock, where a narrow screen puts the column. */
  readonly dock: HTMLElement;
}

export class ScreenLayout {
  private inputKind: InputKind;
  private narrow = false;
  private readonly observer: ResizeObserver;
  /** The training panel being watched for its size (it comes and goes). */
  private watched: HTMLElement | null = null;

  constructor(
    private readonly parts: ScreenParts,
    private readonly onChange: (insets: ScreenInsets) => void,
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
    // The replay bar and the ruling come with a stroke: the table is framed again above them (on a phone they covered its lower part).
    observer.observe(parts.dock);
  }

  get input(): InputKind {
    return this.inputKind;
  }

  /** Places the column for the screen's width and reports the edges the panels take. */
  update(): void {
    const { root, top, column, dock } = this.parts;
    const width = root.clientWidth || window.innerWidth;
    const narrow = width < NARROW_SCREEN_PX;
    if (narrow !== this.narrow || (narrow ? column.parentElement !== dock : column.parentElement !== root)) {
      this.narrow = narrow;
      root.classList.toggle('narrow', narrow);
      if (narrow) dock.append(column);
      else root.append(column);
    }
    // The header's panels, less the help (it opens over the table and moves nothing); the status line
    // keeps a fixed height (index.html), so a message that wraps does not move the table either.
    const rootTop = root.getBoundingClientRect().top;
    let header = 0;
    for (const el of Array.from(top.children) as HTMLElement[])
      if (!el.hidden && !el.classList.contains('help')) header = Math.max(header, el.getBoundingClientRect().bottom - rootTop);
    // Referee training's panel stands where the stroke panel was: the referee's view keeps clear of it.
    const training = root.classList.contains('training') ? root.querySelector<HTMLElement>('.training-panel') : null;
    if (training && training !== this.watched) {
      this.observer.observe(training);
      this.watched = training;
    }
    if (training) {
      // Wide: the panel on the right; narrow: docked at the bottom, the table framed above it.
      this.onChange(
        narrow
          ? { top: header + GAP_PX, right: 0, left: 0, bottom: training.offsetHeight + BOTTOM_RESERVE_NARROW_PX }
          : { top: header + GAP_PX, right: training.offsetWidth + 2 * GAP_PX, left: 0, bottom: BOTTOM_RESERVE_WIDE_PX },
      );
      return;
    }
    // The dock as it stands (on a phone the stroke panel, and after a stroke the replay bar and the ruling).
    const docked = dock.offsetHeight + GAP_PX;
    const insets: ScreenInsets = narrow
      ? { top: header + GAP_PX, right: 0, left: 0, bottom: Math.max(docked, column.offsetHeight + BOTTOM_RESERVE_NARROW_PX) }
      : { top: header + GAP_PX, right: column.offsetWidth + 2 * GAP_PX, left: 0, bottom: Math.max(docked, BOTTOM_RESERVE_WIDE_PX) };
    this.onChange(insets);
  }
}
