/**
 * The match's controls on the page: the setup (players' names, game, race, break
 * order, shot clock and its extensions, player B a person or the computer), and the match board
 * above the game's scoreboard (the score, the game, who breaks, time-outs and extensions left, the
 * acts a player may take: the lag winner's choice, giving the break away, a time-out, conceding,
 * saving the match; a loaded match file's strokes to play again). Built once; each control reports
 * to a handler, and practice-match.ts writes what they show. No rule is decided here.
 */
import { ADVICE_TEXTS } from '../i18n/advice.ts';
import { MATCH_UI } from '../i18n/match.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { NOISE_NAMES } from '../advisor/noise.ts';
import {
  BREAK_ORDERS,
  type BreakOrder,
  gameOf,
  MATCH_GAMES,
  type MatchGame,
  MAX_EXTENSIONS,
  MAX_RACE,
  SHOT_CLOCK_DEFAULT_S,
  SHOT_CLOCK_MAX_S,
} from '../rules/index.ts';

/** What the setup form holds when Start is pressed (checked by rules/match.ts, which names a bad field). */
export interface MatchForm {
  readonly names: { readonly A: string; readonly B: string };
  readonly game: MatchGame;
  readonly raceTo: number;
  readonly breakOrder: BreakOrder;
  /** The shot clock's limit, s; null: no clock. */
  readonly clockS: number | null;
  readonly extensions: number;
  /** '' a person, else the computer's level. */
  readonly opponent: string;
}

export interface MatchPanelHandlers {
  start(form: MatchForm): void;
  resume(): void;
  importFile(file: File): void;
  /** The lag's winner breaks himself, or gives the break away (G6). */
  firstBreak(self: boolean): void;
  giveBreak(): void;
  timeOut(): void;
  concede(): void;
  exportFile(): void;
  leave(): void;
  newMatch(): void;
  /** A stroke of the loaded match file, by its entry's index. */
  pickStroke(entry: number): void;
}

/** The shot clock's limits offered, s (T1.11 allows up to SHOT_CLOCK_MAX_S). */
const CLOCK_CHOICES = [25, 30, SHOT_CLOCK_DEFAULT_S, 40, SHOT_CLOCK_MAX_S];
/** The longest name a player may give (pool-match/1 keeps at most 60 characters). */
export const MAX_NAME_CHARS = 60;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, id?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (id) e.id = id;
  return e;
};

function field(label: HTMLElement, control: HTMLElement): HTMLLabelElement {
  const l = el('label');
  l.className = 'field';
  l.append(label, control);
  return l;
}

/** The setup form, in its own panel over the table. */
function setupPanel(on: MatchPanelHandlers) {
  const panel = el('form', 'match-setup');
  panel.className = 'match-setup';
  panel.hidden = true;
  // The match's own check names the field and the rule (rules/match.ts), in the page's language.
  panel.noValidate = true;
  const title = el('h3');
  const nameA = el('input', 'match-name-a'),
    nameB = el('input', 'match-name-b');
  for (const n of [nameA, nameB]) {
    n.maxLength = MAX_NAME_CHARS;
    n.required = true;
  }
  const game = el('select', 'match-game');
  const race = el('input', 'match-race');
  race.type = 'number';
  race.min = '1';
  race.step = '1';
  race.value = '3';
  const order = el('select', 'match-order');
  const clock = el('select', 'match-clock');
  const extensions = el('select', 'match-extensions');
  for (let k = 0; k <= MAX_EXTENSIONS; k++) extensions.append(new Option(String(k), String(k)));
  extensions.value = '1';
  const opponent = el('select', 'match-opponent');
  const error = el('div', 'match-error');
  error.className = 'error';
  const startBtn = el('button', 'match-start');
  startBtn.type = 'submit';
  startBtn.className = 'primary';
  const resumeBtn = el('button', 'match-resume');
  resumeBtn.type = 'button';
  resumeBtn.onclick = () => on.resume();
  const fileInput = el('input', 'match-file');
  fileInput.type = 'file';
  fileInput.accept = '.json,application/json';
  fileInput.hidden = true;
  fileInput.onchange = () => {
    const f = fileInput.files?.[0];
    if (f) on.importFile(f);
    fileInput.value = '';
  };
  const importBtn = el('button', 'match-import');
  importBtn.type = 'button';
  importBtn.onclick = () => fileInput.click();
  const closeBtn = el('button', 'match-close');
  closeBtn.type = 'button';
  closeBtn.onclick = () => {
    panel.hidden = true;
  };
  const labels = {
    A: el('span'),
    B: el('span'),
    game: el('span'),
    race: el('span'),
    order: el('span'),
    clock: el('span'),
    extensions: el('span'),
    opponent: el('span'),
  };
  const buttons = el('div');
  buttons.className = 'match-buttons';
  buttons.append(startBtn, resumeBtn, importBtn, closeBtn);
  panel.append(
    title,
    field(labels.A, nameA),
    field(labels.B, nameB),
    field(labels.opponent, opponent),
    field(labels.game, game),
    field(labels.race, race),
    field(labels.order, order),
    field(labels.clock, clock),
    field(labels.extensions, extensions),
    error,
    buttons,
    fileInput,
  );
  /** The language the form was last written in. */
  let shown: Lang = 'sk';
  // The chosen game keeps a score of points (14.1); none is chosen while the list is being filled.
  const scoresPoints = () => (MATCH_GAMES as readonly string[]).includes(game.value) && gameOf(game.value as MatchGame).scoresPoints;
  game.onchange = () => {
    const points = scoresPoints();
    race.max = String(points ? MAX_RACE.points : MAX_RACE.games);
    labels.race.textContent = (points ? MATCH_UI.racePoints : MATCH_UI.raceGames)[shown];
  };
  panel.onsubmit = (ev) => {
    ev.preventDefault();
    on.start({
      names: { A: nameA.value.trim(), B: nameB.value.trim() },
      game: game.value as MatchGame,
      raceTo: Number(race.value),
      breakOrder: order.value as BreakOrder,
      clockS: clock.value === '' ? null : Number(clock.value),
      extensions: Number(extensions.value),
      opponent: opponent.value,
    });
  };
  /** The form's words in `lang` (its values kept). */
  const write = (L: Lang, canResume: boolean) => {
    shown = L;
    title.textContent = MATCH_UI.setupTitle[L];
    labels.A.textContent = MATCH_UI.name('A')[L];
    labels.B.textContent = MATCH_UI.name('B')[L];
    labels.game.textContent = MATCH_UI.game[L];
    labels.race.textContent = (scoresPoints() ? MATCH_UI.racePoints : MATCH_UI.raceGames)[L];
    labels.order.textContent = MATCH_UI.breakOrder[L];
    labels.clock.textContent = MATCH_UI.clock[L];
    labels.extensions.textContent = MATCH_UI.extensions[L];
    labels.opponent.textContent = MATCH_UI.opponent[L];
    const keep = { game: game.value || 'nine-ball', order: order.value || 'winner', clock: clock.value, opponent: opponent.value };
    game.replaceChildren(...MATCH_GAMES.map((g) => new Option(TEXTS.game.name[L][g], g)));
    order.replaceChildren(...BREAK_ORDERS.map((o) => new Option(MATCH_UI.order[o][L], o)));
    clock.replaceChildren(new Option(MATCH_UI.clockOff[L], ''), ...CLOCK_CHOICES.map((s) => new Option(`${s} s`, String(s))));
    opponent.replaceChildren(new Option(ADVICE_TEXTS.human[L], ''), ...NOISE_NAMES.map((n) => new Option(ADVICE_TEXTS.levels[n][L], n)));
    Object.assign(game, { value: keep.game });
    Object.assign(order, { value: keep.order });
    Object.assign(clock, { value: keep.clock });
    Object.assign(opponent, { value: keep.opponent });
    if (!nameA.value) nameA.value = MATCH_UI.name('A')[L];
    if (!nameB.value) nameB.value = MATCH_UI.name('B')[L];
    startBtn.textContent = MATCH_UI.start[L];
    resumeBtn.textContent = MATCH_UI.resume[L];
    resumeBtn.hidden = !canResume;
    importBtn.textContent = MATCH_UI.importFile[L];
    closeBtn.textContent = MATCH_UI.cancel[L];
  };
  return { panel, error, write, nameB, opponent };
}

/** The match board: its lines and the acts a player may take now. */
function boardBox(on: MatchPanelHandlers) {
  const box = el('div', 'match-board');
  box.className = 'match-board';
  box.hidden = true;
  const text = el('div', 'match-text');
  const row = el('div', 'match-actions');
  row.className = 'call-row';
  const mk = (id: string, f: () => void) => {
    const b = el('button', id);
    b.type = 'button';
    b.onclick = f;
    return b;
  };
  let concedeArmed = false;
  const buttons = {
    iBreak: mk('match-i-break', () => on.firstBreak(true)),
    giveFirst: mk('match-give-first', () => on.firstBreak(false)),
    giveBreak: mk('match-give-break', () => on.giveBreak()),
    timeOut: mk('match-time-out', () => on.timeOut()),
    concede: mk('match-concede', () => {
      // Two presses: a match is not lost to a slip of the finger.
      if (!concedeArmed) {
        concedeArmed = true;
        buttons.concede.dataset.armed = 'true';
        return;
      }
      concedeArmed = false;
      delete buttons.concede.dataset.armed;
      on.concede();
    }),
    exportFile: mk('match-export', () => on.exportFile()),
    leave: mk('match-leave', () => on.leave()),
    newMatch: mk('match-new', () => on.newMatch()),
  };
  const strokes = el('select', 'match-strokes');
  strokes.onchange = () => {
    if (strokes.value !== '') on.pickStroke(Number(strokes.value));
  };
  row.append(...Object.values(buttons), strokes);
  box.append(text, row);
  const disarm = () => {
    concedeArmed = false;
    delete buttons.concede.dataset.armed;
  };
  return { box, text, buttons, strokes, disarm };
}

export function createMatchPanel(root: HTMLElement, top: HTMLElement, on: MatchPanelHandlers) {
  const setup = setupPanel(on);
  root.appendChild(setup.panel);
  const board = boardBox(on);
  // Above the game's scoreboard, under the status line.
  const scoreboard = top.querySelector('#scoreboard');
  if (scoreboard?.parentElement) scoreboard.parentElement.insertBefore(board.box, scoreboard);
  else top.appendChild(board.box);
  return { setup, board };
}

export type MatchPanel = ReturnType<typeof createMatchPanel>;
