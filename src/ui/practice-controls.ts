/**
 * The practice screen's controls: the action bar (the layouts and the file actions in menus; on a
 * phone everything but the essentials behind one menu button), the status line and help, the
 * scoreboard with the call, the stroke panel (speed, tip, elevation, playback rate; it folds on a
 * phone) with the settings panel under it, the replay controls, the event list and the ruling line.
 * Built once; each control reports to a handler of the app, and the app writes their labels and
 * states (practice-labels.ts). No state and no rule live here; index.html's CSS lays them out.
 */
import { createSpinPicker, type Tip } from './spin-picker.ts';

export type LayoutKind = 'practice' | 'nine' | 'eight' | 'fourteen';

/** What the controls ask the app to do. */
export interface PracticeHandlers {
  shoot(): void;
  replay(): void;
  undo(): void;
  redo(): void;
  save(): void;
  share(): void;
  loadFile(file: File): void;
  layout(kind: LayoutKind): void;
  /** The match's setup. */
  match(): void;
  toggleLang(): void;
  referee(): void;
  cycleCamera(): void;
  mute(): void;
  /** The cue speed slider, m/s. */
  speed(mps: number): void;
  /** The playback rate (1 = real time). */
  rate(rate: number): void;
  /** The elevation slider, degrees. */
  elevation(deg: number): void;
  raise(): void;
  /** The shove box: the next stroke pushes instead of striking (G23). */
  shove(on: boolean): void;
  tip(t: Tip): void;
  pause(): void;
  step(frames: number): void;
  /** The replay slider, simulated seconds. */
  scrub(t: number): void;
  breaker(player: 'A' | 'B'): void;
  extension(): void;
  /** The advisor: suggest a stroke, show the next suggestion. */
  suggest(): void;
  suggestNext(): void;
  /** Player B: a person on this device ('') or the computer at a strength (beginner, club, ICGA tournament, strong amateur, professional). */
  opponent(level: string): void;
  /** The next player's choice of how play goes on (one of the ruling's options). */
  choose(option: string): void;
}

export interface ControlOptions {
  readonly cueSpeed: number;
  readonly maxElevationDeg: number;
  /** Miscue and ferrule limits drawn on the tip picker, fractions of R. */
  readonly miscueLimit: number;
  readonly ferruleLimit: number;
}

export function createPracticeControls(root: HTMLElement, on: PracticeHandlers, o: ControlOptions) {
  const actions = actionBar(root, on);
  const stroke = strokePanel(root, on, o);
  // The view, the help and the sound at the bar's end (on a phone behind its menu button).
  actions.bar.append(actions.cameraBtn, actions.helpBtn, stroke.muteBtn);
  const top = document.createElement('div');
  top.className = 'top';
  root.appendChild(top);
  root.appendChild(actions.fileInput);
  top.appendChild(actions.bar);
  const replay = replayBar(on);
  // The bottom dock: the replay bar and the ruling (and on a narrow screen the stroke panel under them).
  const dock = document.createElement('div');
  dock.className = 'dock';
  root.appendChild(dock);
  dock.appendChild(replay.replayBox);
  root.appendChild(stroke.column);
  const status = document.createElement('div');
  status.id = 'status';
  status.className = 'status';
  top.appendChild(status);
  top.appendChild(actions.helpBox);
  const board = scoreboard(on);
  // The scoreboard (and a match's board above it) beside the status line, in the band above the table.
  const info = document.createElement('div');
  info.className = 'info';
  info.appendChild(board.board);
  top.appendChild(info);
  const eventList = document.createElement('ol');
  eventList.id = 'event-list';
  eventList.className = 'event-list';
  eventList.hidden = true;
  root.appendChild(eventList);
  const call = document.createElement('div');
  call.id = 'ruling';
  call.className = 'ruling';
  dock.appendChild(call);
  const { bar: _bar, fileInput: _fileInput, ...bar } = actions;
  return { ...bar, ...stroke, ...replay, ...board, top, dock, status, eventList, call };
}

const button = (id: string, onClick: () => void) => {
  const b = document.createElement('button');
  b.id = id;
  b.onclick = onClick;
  return b;
};

/** The least room a menu's list keeps from the screen's right edge, px. */
const MENU_EDGE_PX = 8;

/** A drop-down menu: its label and items; picking an item closes it. */
function menu(id: string, ...items: HTMLElement[]) {
  const d = document.createElement('details');
  d.id = id;
  d.className = 'menu';
  const label = document.createElement('summary');
  const list = document.createElement('div');
  list.className = 'menu-items';
  list.append(...items);
  list.addEventListener('click', () => {
    d.open = false;
  });
  // Opened near the screen's right edge (a phone's wrapped bar), the list opens leftwards so that
  // every item stays on the screen: fitted as the label is pressed (before it shows) and when open.
  const fit = () => {
    list.style.left = '';
    const over = list.getBoundingClientRect().right - (document.documentElement.clientWidth - MENU_EDGE_PX);
    if (over > 0) list.style.left = `${-over}px`;
  };
  label.addEventListener('click', fit);
  d.addEventListener('toggle', () => {
    if (d.open) fit();
  });
  d.append(label, list);
  return { d, label };
}

/** The action bar: the title, the stroke's actions, the layouts and the file actions in menus, the referee and the language. */
function actionBar(root: HTMLElement, on: PracticeHandlers) {
  const title = document.createElement('strong');
  const shootBtn = button('shoot', () => on.shoot());
  const suggestBtn = button('suggest', () => on.suggest());
  const suggestNextBtn = button('suggest-next', () => on.suggestNext());
  const replayBtn = button('replay', () => on.replay());
  const undoBtn = button('undo', () => on.undo());
  const redoBtn = button('redo', () => on.redo());
  const saveBtn = button('save', () => on.save());
  const shareBtn = button('share', () => on.share());
  const fileInput = document.createElement('input');
  fileInput.type = 'file';
  fileInput.accept = '.json,application/json';
  fileInput.id = 'load-file';
  fileInput.hidden = true;
  fileInput.onchange = () => {
    const f = fileInput.files?.[0];
    if (f) on.loadFile(f);
    fileInput.value = '';
  };
  const loadBtn = button('load', () => fileInput.click());
  const helpBox = document.createElement('div');
  helpBox.id = 'help-box';
  helpBox.className = 'help';
  helpBox.hidden = true;
  const helpBtn = button('help', () => {
    helpBox.hidden = !helpBox.hidden;
  });
  const cameraBtn = button('camera', () => on.cycleCamera());
  const practiceBtn = button('layout-practice', () => on.layout('practice'));
  const nineBtn = button('layout-nine', () => on.layout('nine'));
  const eightBtn = button('layout-eight', () => on.layout('eight'));
  const fourteenBtn = button('layout-fourteen', () => on.layout('fourteen'));
  const matchBtn = button('layout-match', () => on.match());
  const langBtn = button('lang', () => on.toggleLang());
  const refBtn = button('referee', () => on.referee());
  const tableMenu = menu('table-menu', practiceBtn, nineBtn, eightBtn, fourteenBtn, matchBtn);
  const fileMenu = menu('file-menu', saveBtn, loadBtn, shareBtn);
  // On a phone the bar shows the menu button and the essentials; the rest opens with it.
  const menuBtn = button('menu', () => root.classList.toggle('menu-open'));
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.append(menuBtn, title, tableMenu.d, shootBtn, suggestBtn, suggestNextBtn, replayBtn, undoBtn, redoBtn, fileMenu.d, refBtn, langBtn);
  bar.addEventListener('click', (ev) => {
    if (ev.target instanceof HTMLButtonElement && ev.target !== menuBtn) root.classList.remove('menu-open');
  });
  const tableMenuLabel = tableMenu.label,
    fileMenuLabel = fileMenu.label;
  return {
    bar,
    fileInput,
    title,
    shootBtn,
    suggestBtn,
    suggestNextBtn,
    menuBtn,
    tableMenuLabel,
    fileMenuLabel,
    replayBtn,
    undoBtn,
    redoBtn,
    saveBtn,
    shareBtn,
    loadBtn,
    helpBtn,
    cameraBtn,
    helpBox,
    practiceBtn,
    nineBtn,
    eightBtn,
    fourteenBtn,
    matchBtn,
    langBtn,
    refBtn,
  };
}

/** The stroke panel in the right column: view buttons, speed, tip, elevation and playback rate (it folds on a phone). */
function strokePanel(root: HTMLElement, on: PracticeHandlers, o: ControlOptions) {
  const speedLabel = document.createElement('label');
  const speed = document.createElement('input');
  speed.id = 'speed';
  speed.type = 'range';
  speed.min = '0.2';
  speed.max = '8';
  speed.step = '0.1';
  speed.value = String(o.cueSpeed);
  speed.oninput = () => on.speed(Number(speed.value));
  const rateSel = document.createElement('select');
  rateSel.id = 'rate';
  // Up to 4x: a long match's strokes watched quickly.
  for (const r of ['0.1', '0.25', '0.5', '1', '2', '4']) {
    const opt = document.createElement('option');
    opt.value = r;
    opt.textContent = `${r}×`;
    rateSel.appendChild(opt);
  }
  rateSel.value = '1';
  rateSel.onchange = () => on.rate(Number(rateSel.value));
  speedLabel.append(speed);
  const elevText = document.createElement('div');
  const elevation = document.createElement('input');
  elevation.id = 'elevation';
  elevation.type = 'range';
  elevation.min = '0';
  elevation.max = String(o.maxElevationDeg);
  elevation.step = '1';
  elevation.value = '0';
  elevation.oninput = () => on.elevation(Number(elevation.value));
  const raiseBtn = button('raise', () => on.raise());
  const shoveBox = document.createElement('input');
  shoveBox.type = 'checkbox';
  shoveBox.id = 'shove';
  shoveBox.onchange = () => on.shove(shoveBox.checked);
  const shoveLabel = document.createElement('label');
  shoveLabel.className = 'check';
  shoveLabel.append(shoveBox, document.createTextNode(''));
  const side = document.createElement('div');
  side.className = 'side';
  const speedText = document.createElement('div');
  const picker = createSpinPicker(110, o.miscueLimit, o.ferruleLimit, (t) => on.tip(t));
  const tipText = document.createElement('div');
  tipText.id = 'tip';
  const muteBtn = button('mute', () => on.mute());
  // In the band under the table: the tip, the speed and the elevation in view; the rarer raise,
  // shove and playback rate folded behind the toggle (on a phone all but the speed are).
  const strokeToggle = button('stroke-toggle', () => root.classList.toggle('stroke-open'));
  const speedBox = document.createElement('div');
  speedBox.className = 'stroke-speed';
  speedBox.append(speedText, speedLabel);
  const elevBox = document.createElement('div');
  elevBox.className = 'stroke-elevation';
  elevBox.append(elevText, elevation);
  const more = document.createElement('div');
  more.className = 'stroke-more';
  more.append(raiseBtn, shoveLabel, rateSel);
  side.append(picker.el, speedBox, elevBox, tipText, strokeToggle, more);
  const column = document.createElement('div');
  column.className = 'right-column';
  column.append(side);
  return { strokeToggle, column, speed, rateSel, elevText, elevation, raiseBtn, shoveBox, shoveLabel, speedText, picker, tipText, muteBtn };
}

/** Replay controls: pause, frame steps, scrubbing (simulated time). */
function replayBar(on: PracticeHandlers) {
  const replayBox = document.createElement('div');
  replayBox.className = 'replay';
  const pauseBtn = button('pause', () => on.pause());
  const backBtn = button('step-back', () => on.step(-1));
  const fwdBtn = button('step-fwd', () => on.step(1));
  const scrub = document.createElement('input');
  scrub.id = 'scrub';
  scrub.type = 'range';
  scrub.min = '0';
  scrub.step = 'any';
  scrub.value = '0';
  scrub.oninput = () => on.scrub(Number(scrub.value));
  const timeText = document.createElement('span');
  timeText.id = 'time';
  replayBox.append(pauseBtn, backBtn, fwdBtn, scrub, timeText);
  return { replayBox, pauseBtn, backBtn, fwdBtn, scrub, timeText };
}

/**
 * The game: whose turn, score, fouls in a row and the three-foul warning (T2.16), groups; the
 * shooter's call (8-ball, 14.1), a called safety, the 9-ball push-out, the breaker, the shot clock.
 */
function scoreboard(on: PracticeHandlers) {
  const board = document.createElement('div');
  board.id = 'scoreboard';
  board.className = 'scoreboard';
  const callRow = document.createElement('div');
  callRow.className = 'call-row';
  const callBall = document.createElement('select');
  callBall.id = 'call-ball';
  const callPocket = document.createElement('select');
  callPocket.id = 'call-pocket';
  const safetyBox = document.createElement('input');
  safetyBox.type = 'checkbox';
  safetyBox.id = 'safety';
  const pushBox = document.createElement('input');
  pushBox.type = 'checkbox';
  pushBox.id = 'push-out';
  const safetyLabel = document.createElement('label');
  safetyLabel.append(safetyBox, document.createTextNode(''));
  const pushLabel = document.createElement('label');
  pushLabel.append(pushBox, document.createTextNode(''));
  const callLabel = document.createElement('span');
  // The breaker of a new rack is chosen here (the lag is in referee training, G5).
  const breakerSel = document.createElement('select');
  breakerSel.id = 'breaker';
  breakerSel.append(new Option('A', 'A'), new Option('B', 'B'));
  breakerSel.onchange = () => on.breaker(breakerSel.value as 'A' | 'B');
  const breakerLabel = document.createElement('label');
  breakerLabel.append(document.createTextNode(''), breakerSel);
  const clockText = document.createElement('span');
  clockText.id = 'shot-clock';
  const extensionBtn = button('extension', () => on.extension());
  const opponentSel = document.createElement('select');
  opponentSel.id = 'opponent';
  opponentSel.onchange = () => on.opponent(opponentSel.value);
  const opponentLabel = document.createElement('label');
  opponentLabel.append(document.createTextNode(''), opponentSel);
  callRow.append(breakerLabel, opponentLabel, callLabel, callBall, callPocket, safetyLabel, pushLabel, clockText, extensionBtn);
  // The next player's choice after a ruling that gives one: buttons written by the app (practice-games.ts).
  const choiceRow = document.createElement('div');
  choiceRow.id = 'choices';
  choiceRow.className = 'call-row';
  choiceRow.hidden = true;
  choiceRow.addEventListener('click', (ev) => {
    const b = ev.target;
    if (b instanceof HTMLButtonElement && b.dataset.option) on.choose(b.dataset.option);
  });
  board.append(callRow, choiceRow);
  const boardText = document.createElement('div');
  board.prepend(boardText);
  return {
    board,
    callBall,
    callPocket,
    safetyBox,
    pushBox,
    safetyLabel,
    pushLabel,
    callLabel,
    breakerSel,
    breakerLabel,
    opponentSel,
    opponentLabel,
    choiceRow,
    clockText,
    extensionBtn,
    boardText,
  };
}
