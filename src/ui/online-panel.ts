/**
 * The online table's panel (over the table, as the match setup is): open a table (your name, game,
 * race, shot clock, listed in the lobby or not), the link with its code to copy, a code or link to
 * join, the lobby's listed tables to play or watch; and a line at the top of the page while a table
 * is on: the seat or spectator, "reconnecting", an opponent away, the server's refusals and a
 * mismatch of the engines. Writes the DOM; the server decides.
 */
import { MATCH_UI } from '../i18n/match.ts';
import { ONLINE_UI } from '../i18n/online.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { MATCH_GAMES, type MatchGame, type MatchSettings, MAX_RACE, SHOT_CLOCK_DEFAULT_S } from '../rules/index.ts';
import type { LobbyEntry } from '../server/protocol.ts';
import type { OnlineMatch } from './online-match.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, id?: string, cls?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (id) e.id = id;
  if (cls) e.className = cls;
  return e;
};
const field = (label: HTMLElement, control: HTMLElement): HTMLLabelElement => {
  const l = el('label', undefined, 'field');
  l.append(label, control);
  return l;
};
const btn = (id: string, f: () => void, cls?: string): HTMLButtonElement => {
  const b = el('button', id, cls);
  b.type = 'button';
  b.onclick = f;
  return b;
};

/** A table's code from what the player pasted: the code itself, or a link carrying ?table= or #table=. */
export function codeOf(text: string): string | null {
  const t = text.trim();
  if (/^[A-Za-z0-9_-]{22}$/.test(t)) return t;
  const m = /[?#&]table=([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])/.exec(t);
  return m ? (m[1] as string) : null;
}

export class OnlinePanel {
  readonly button: HTMLButtonElement;
  readonly panel = el('form', 'online-panel', 'match-setup online-panel');
  /** Whether both seats were taken at the last write: the panel closes once, as the second player sits down. */
  private wasFull = false;
  /** The line at the top while a table is on. */
  readonly line = el('div', 'online-line', 'online-line');
  private readonly lineText = el('div', 'online-state');
  /** The server's ruling of the last stroke (a spectator follows the match by it). */
  private readonly rulingText = el('div', 'online-ruling');
  private readonly t = {
    title: el('h3'),
    name: el('span'),
    game: el('span'),
    race: el('span'),
    clock: el('span'),
    listed: el('span'),
    code: el('span'),
    link: el('div', undefined, 'online-note'),
    lobby: el('h4'),
    seat: el('div', 'online-seat', 'online-note'),
  };
  private readonly name = el('input', 'online-name');
  private readonly game = el('select', 'online-game');
  private readonly race = el('input', 'online-race');
  private readonly clock = el('select', 'online-clock');
  private readonly listed = el('input', 'online-listed');
  private readonly codeInput = el('input', 'online-code');
  private readonly linkInput = el('input', 'online-link');
  private readonly openBtn: HTMLButtonElement;
  private readonly joinBtn: HTMLButtonElement;
  private readonly copyBtn: HTMLButtonElement;
  private readonly refreshBtn: HTMLButtonElement;
  private readonly leaveBtn: HTMLButtonElement;
  private readonly closeBtn: HTMLButtonElement;
  private readonly lobbyList = el('div', 'online-lobby', 'online-lobby');
  private readonly tableBox = el('div', 'online-table');
  private tables: readonly LobbyEntry[] = [];
  private copied = false;

  constructor(
    top: HTMLElement,
    after: HTMLElement,
    private readonly online: OnlineMatch,
    private readonly lang: () => Lang,
  ) {
    this.button = btn('online', () => this.show());
    after.after(this.button);
    this.panel.hidden = true;
    this.panel.noValidate = true;
    this.name.maxLength = 24;
    this.race.type = 'number';
    this.race.min = '1';
    this.race.max = String(MAX_RACE.games);
    this.race.value = '3';
    this.listed.type = 'checkbox';
    this.listed.checked = true;
    this.listed.style.width = 'auto';
    this.linkInput.readOnly = true;
    this.codeInput.autocomplete = 'off';
    this.openBtn = el('button', 'online-open', 'primary');
    this.openBtn.type = 'submit';
    this.joinBtn = btn('online-join', () => this.joinTyped());
    this.copyBtn = btn('online-copy', () => this.copy());
    this.refreshBtn = btn('online-refresh', () => online.lobby());
    this.leaveBtn = btn('online-leave', () => online.leave());
    this.closeBtn = btn('online-close', () => {
      this.panel.hidden = true;
    });
    this.panel.onsubmit = (ev) => {
      ev.preventDefault();
      this.openTable();
    };
    const row = (...xs: HTMLElement[]) => {
      const d = el('div', undefined, 'match-buttons');
      d.append(...xs);
      return d;
    };
    this.tableBox.append(this.t.seat, this.t.link, row(this.linkInput, this.copyBtn), row(this.leaveBtn));
    this.panel.append(
      this.t.title,
      this.tableBox,
      field(this.t.name, this.name),
      field(this.t.game, this.game),
      field(this.t.race, this.race),
      field(this.t.clock, this.clock),
      field(this.t.listed, this.listed),
      row(this.openBtn),
      field(this.t.code, this.codeInput),
      row(this.joinBtn),
      row(this.t.lobby, this.refreshBtn),
      this.lobbyList,
      row(this.closeBtn),
    );
    this.line.hidden = true;
    this.line.append(this.lineText, this.rulingText);
    top.append(this.line);
    top.parentElement?.append(this.panel);
  }

  /** Opens the panel (the lobby asked afresh). */
  show(): void {
    this.panel.hidden = false;
    this.write();
    this.online.lobby();
  }

  private settings(): MatchSettings {
    const clockS = this.clock.value === '' ? null : Number(this.clock.value);
    return {
      game: this.game.value as MatchGame,
      raceTo: Number(this.race.value),
      breakOrder: 'winner',
      shotClock: clockS === null ? null : { limitS: clockS, extensions: 1 },
    };
  }

  private playerName(): string {
    return this.name.value.trim() || MATCH_UI.name('A')[this.lang()];
  }

  private openTable(): void {
    this.online.open({ name: this.playerName(), listed: this.listed.checked, settings: this.settings() });
  }

  private joinTyped(): void {
    const code = codeOf(this.codeInput.value);
    if (!code) {
      this.codeInput.setCustomValidity('!');
      this.codeInput.focus();
      return;
    }
    this.codeInput.setCustomValidity('');
    this.online.join(code, this.playerName());
  }

  private copy(): void {
    const link = this.online.link();
    if (!link) return;
    this.linkInput.select();
    void navigator.clipboard?.writeText(link).catch(() => document.execCommand('copy'));
    this.copied = true;
    this.write();
  }

  lobby(tables: readonly LobbyEntry[]): void {
    this.tables = tables;
    this.write();
  }

  /** The panel and the line in the page's language, from the table as it stands. */
  write(): void {
    const L = this.lang();
    const o = this.online;
    const t = this.t;
    this.button.textContent = ONLINE_UI.button[L];
    t.title.textContent = ONLINE_UI.title[L];
    t.name.textContent = ONLINE_UI.yourName[L];
    t.game.textContent = MATCH_UI.game[L];
    t.race.textContent = MATCH_UI.raceGames[L];
    t.clock.textContent = MATCH_UI.clock[L];
    t.listed.textContent = ONLINE_UI.listed[L];
    t.code.textContent = ONLINE_UI.code[L];
    t.lobby.textContent = ONLINE_UI.lobby[L];
    if (this.panel.dataset.lang !== L) {
      const keep = { game: this.game.value || 'nine-ball', clock: this.clock.dataset.set ? this.clock.value : String(SHOT_CLOCK_DEFAULT_S) };
      this.game.replaceChildren(...MATCH_GAMES.map((g) => new Option(TEXTS.game.name[L][g], g)));
      this.clock.replaceChildren(
        new Option(MATCH_UI.clockOff[L], ''),
        ...[25, 30, SHOT_CLOCK_DEFAULT_S, 40, 60].map((s) => new Option(`${s} s`, String(s))),
      );
      this.game.value = keep.game;
      this.clock.value = keep.clock;
      this.clock.dataset.set = '1';
      this.panel.dataset.lang = L;
    }
    this.openBtn.textContent = ONLINE_UI.open[L];
    this.joinBtn.textContent = ONLINE_UI.enter[L];
    this.refreshBtn.textContent = ONLINE_UI.refresh[L];
    this.leaveBtn.textContent = ONLINE_UI.leave[L];
    this.closeBtn.textContent = ONLINE_UI.close[L];
    this.copyBtn.textContent = (this.copied ? ONLINE_UI.copied : ONLINE_UI.copy)[L];
    // Both seats taken, the match begins: the panel steps aside for the match board under it (the line
    // above the table keeps the table's state; the Online button opens the panel again).
    const full = Boolean(o.view?.seats.A && o.view?.seats.B);
    if (full && !this.wasFull) this.panel.hidden = true;
    this.wasFull = full;
    const link = o.link();
    this.tableBox.hidden = !link;
    this.linkInput.value = link ?? '';
    t.link.textContent = ONLINE_UI.link[L];
    t.seat.textContent = this.seatText(L);
    this.writeLobby(L);
    this.writeLine(L);
  }

  private seatText(L: Lang): string {
    const o = this.online;
    const v = o.view;
    if (!v) return '';
    const who = o.mySeat ? ONLINE_UI.seat(v.players[o.mySeat], o.mySeat)[L] : ONLINE_UI.watching[L];
    return `${who} ${ONLINE_UI.spectators(v.spectators)[L]}`;
  }

  private writeLobby(L: Lang): void {
    const rows = this.tables.map((e) => {
      const r = el('div', undefined, 'online-row');
      const text = el('span');
      const game = (TEXTS.game.name[L] as Record<string, string>)[e.game] ?? e.game;
      text.textContent = ONLINE_UI.lobbyRow(e.host, game, e.raceTo, e.spectators)[L];
      const play = btn('', () => this.online.join(e.code, this.playerName()));
      play.textContent = ONLINE_UI.join[L];
      play.dataset.code = e.code;
      play.className = 'online-play';
      play.hidden = !e.open;
      const watch = btn('', () => this.online.enter(e.code));
      watch.textContent = ONLINE_UI.watch[L];
      watch.className = 'online-watch';
      watch.dataset.code = e.code;
      r.append(text, play, watch);
      return r;
    });
    if (!rows.length) {
      const none = el('div', undefined, 'online-note');
      none.textContent = ONLINE_UI.noTables[L];
      rows.push(none);
    }
    this.lobbyList.replaceChildren(...rows);
  }

  /** The line at the top of the page: the connection, the seats away, the last notice. */
  private writeLine(L: Lang): void {
    const o = this.online;
    const parts: string[] = [];
    if (o.code) {
      if (o.status === 'reconnecting') parts.push(ONLINE_UI.reconnecting[L]);
      else if (o.status === 'connecting') parts.push(ONLINE_UI.connecting[L]);
      else if (o.status === 'closed') parts.push(ONLINE_UI.closed[L]);
      parts.push(this.seatText(L));
      for (const name of o.away()) parts.push(ONLINE_UI.away(name)[L]);
      if (o.view && !o.view.seats.B) parts.push(ONLINE_UI.waitingForOpponent[L]);
    }
    if (o.notice) parts.push(o.notice[L]);
    this.line.hidden = parts.length === 0;
    this.lineText.textContent = parts.filter(Boolean).join(' · ');
    this.rulingText.textContent = o.code && o.lastRuling ? o.lastRuling[L] : '';
    this.line.dataset.status = o.status;
    this.line.dataset.away = String(o.away().length > 0);
    this.line.dataset.mismatch = String(o.mismatches > 0);
  }
}
