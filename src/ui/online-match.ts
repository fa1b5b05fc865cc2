/**
 * The page at an online table: the connection (online-client.ts) tied to the page's match
 * (practice-match.ts, as its `remote`): the stroke set up with the page's usual controls is sent to
 * the server instead of played here; every stroke the server rules is played by this page's engine
 * and shown as a local match stroke is (its playback, board and ruling); the session shown is the
 * server's (its pool-match/1 record, read back through the match's own schemas). The controls are
 * locked while the table waits for the other seat (as they are in the computer's turn). The server
 * rules; this page shows.
 */
import { ONLINE_UI } from '../i18n/online.ts';
import type { Bilingual } from '../i18n/glossary.ts';
import type { Player } from '../rules/index.ts';
import { restoreSession, sessionFile, type MatchSession, type MatchShot } from '../scenario/match-session.ts';
import type { ClientMessageInput, LobbyEntry, TableView } from '../server/protocol.ts';
import { OnlineClient, onlineUrl, storageKeys, type OnlineStatus, type SocketLike } from './online-client.ts';
import type { PracticeContext } from './practice-context.ts';
import type { MatchPlay, MatchRemote } from './practice-match.ts';

/** What the online table tells the panel around it. */
export interface OnlineListener {
  changed(): void;
  lobby(tables: readonly LobbyEntry[]): void;
}

export class OnlineMatch implements MatchRemote {
  client: OnlineClient | null = null;
  code: string | null = null;
  mySeat: Player | null = null;
  view: TableView | null = null;
  status: OnlineStatus = 'closed';
  /** A line the panel shows about the table (refused, mismatch, replaced), null: none. */
  notice: Bilingual | null = null;
  mismatches = 0;
  /** The server's ruling of the last stroke, as every page at the table shows it. */
  lastRuling: Bilingual | null = null;
  private session: MatchSession | null = null;
  /** The code of a join sent and not yet answered. */
  private joining: string | null = null;

  constructor(
    private readonly c: PracticeContext,
    private readonly match: MatchPlay,
    private readonly listener: OnlineListener,
  ) {}

  /** The connection, made on first use (the page's own origin). */
  private connect(): OnlineClient {
    if (this.client) return this.client;
    const keys = storageKeys(localStorage);
    this.client = new OnlineClient(
      onlineUrl(location.origin),
      {
        status: (s) => {
          this.status = s;
          this.listener.changed();
          this.c.refresh();
        },
        seated: (m) => {
          this.code = m.code;
          this.mySeat = m.seat;
          this.joining = null;
          this.notice = null;
          this.match.remote = this;
          this.send({ type: 'record' });
        },
        view: (v) => {
          this.view = v;
          this.listener.changed();
          this.c.refresh();
        },
        stroke: (m, record, agrees, ruling) => {
          this.lastRuling = m.explanation;
          if (!agrees) {
            this.mismatches++;
            this.notice = ONLINE_UI.mismatch;
          }
          if (record && ruling && this.match.remote === this) this.match.remotePlay(m.input, record, ruling);
          if (agrees) this.send({ type: 'record' });
        },
        act: (m) => {
          if (m.act === 'lag-given' && m.by === this.mySeat) this.c.st.message = ONLINE_UI.lagSent;
          this.send({ type: 'record' });
        },
        refused: (reason, about) => {
          // Both seats taken: the link's visitor watches instead.
          if (about === 'join' && this.joining) {
            const code = this.joining;
            this.joining = null;
            this.notice = ONLINE_UI.full;
            this.client?.enter(code);
            return;
          }
          this.c.st.message = ONLINE_UI.refused(reason);
          this.listener.changed();
          this.c.refresh();
        },
        record: (_file, progress) => this.sync(progress),
        mismatch: (_file, progress) => this.sync(progress),
        lobby: (m) => this.listener.lobby(m.tables),
        replaced: () => {
          this.notice = ONLINE_UI.replaced;
          this.listener.changed();
          this.c.refresh();
        },
      },
      keys,
      (url) => new WebSocket(url) as unknown as SocketLike,
    );
    this.status = this.client.status;
    return this.client;
  }

  /** The server's session, as its record gives it: the page's match follows it. */
  private sync(progress: unknown): void {
    if (this.match.remote !== this) return;
    let s: MatchSession;
    try {
      s = restoreSession(progress);
    } catch (e) {
      this.c.st.message = ONLINE_UI.refused(e instanceof Error ? e.message : String(e));
      this.c.refresh();
      return;
    }
    const before = this.session;
    this.session = s;
    const fresh = !before || before.match.gameNumber !== s.match.gameNumber || before.match.phase !== s.match.phase;
    this.match.remoteSession(s, fresh);
    this.listener.changed();
  }

  /** Sends now, or once the socket is open again (the lobby, an open or a join wait for it). */
  private send(msg: ClientMessageInput): boolean {
    const client = this.connect();
    if (client.send(msg)) return true;
    if (client.status === 'connecting' || client.status === 'reconnecting') {
      const retry = () => (client.status === 'online' ? client.send(msg) : setTimeout(retry, 200));
      setTimeout(retry, 200);
    }
    return false;
  }

  lobby(): void {
    this.send({ type: 'lobby' });
  }

  open(o: { name: string; listed: boolean; settings: MatchSession['match']['settings'] }): void {
    this.leaveMatch();
    this.send({ type: 'open', settings: o.settings, name: o.name, listed: o.listed, table: this.c.tableId });
  }

  /** Takes the free seat at `code`, or returns to this browser's seat there. */
  join(code: string, name: string): void {
    this.leaveMatch();
    const client = this.connect();
    if (storageKeys(localStorage).get(code)) return this.enter(code);
    void client;
    this.joining = code;
    this.send({ type: 'join', code, name });
  }

  /** This browser's seat at `code`, else a spectator's place. */
  enter(code: string): void {
    this.leaveMatch();
    const client = this.connect();
    if (client.status === 'online') client.enter(code);
    else {
      const wait = () => (client.status === 'online' ? client.enter(code) : setTimeout(wait, 200));
      setTimeout(wait, 200);
    }
  }

  /** The page's own match (or another table) left before sitting at a new table. */
  private leaveMatch(): void {
    if (this.match.remote === this) this.match.leave();
    else if (this.match.on()) this.match.leave();
  }

  /** The link that brings the opponent and the spectators to this table. */
  link(): string | null {
    if (!this.code) return null;
    const u = new URL(location.href);
    u.hash = '';
    u.search = '';
    u.searchParams.set('table', this.code);
    return u.toString();
  }

  /** Whether this page may not act now: a spectator, the other seat's turn, the second seat still empty. */
  locked(): boolean {
    if (this.match.remote !== this) return false;
    const v = this.view;
    if (!this.mySeat || !v) return true;
    if (v.turn === 'both') return v.lagGiven[this.mySeat];
    return v.turn !== this.mySeat;
  }

  /** What the status line says while the controls are locked. */
  turnText(): Bilingual {
    const v = this.view;
    if (!this.mySeat) return ONLINE_UI.watchOnly;
    if (!v || !v.seats.B) return ONLINE_UI.waitingForOpponent;
    if (v.turn === 'both') return ONLINE_UI.lagSent;
    const other = v.turn === 'A' || v.turn === 'B' ? v.players[v.turn] : '';
    return ONLINE_UI.opponentsTurn(other);
  }

  /** The seats away now (their names), as the server sees them. */
  away(): string[] {
    const v = this.view;
    if (!v) return [];
    return (['A', 'B'] as const).filter((p) => v.seats[p] && !v.seats[p]!.connected).map((p) => v.seats[p]!.name);
  }

  file(): ReturnType<typeof sessionFile> | null {
    return this.session ? sessionFile(this.session) : null;
  }

  // MatchRemote: what the page's match sends.
  seat(): Player | null {
    return this.mySeat;
  }

  stroke(
    shot: MatchShot,
    extra: { cue?: { x: number; y: number }; call?: { ball: string; pocket: string }; safety: boolean; pushOut: boolean },
  ): void {
    const seq = this.view?.seq ?? 0;
    const ok = this.send({
      type: 'stroke',
      seq,
      shot: {
        aimDeg: shot.aimDeg ?? 0,
        cueSpeed: shot.cueSpeed,
        ...(shot.tip ? { tip: shot.tip } : {}),
        ...(shot.elevationDeg !== undefined ? { elevationDeg: shot.elevationDeg } : {}),
        ...(shot.pushS !== undefined ? { pushS: shot.pushS } : {}),
      },
      ...(extra.cue ? { cue: extra.cue } : {}),
      ...(extra.call ? { call: extra.call as never } : {}),
      ...(extra.safety ? { safety: true } : {}),
      ...(extra.pushOut ? { pushOut: true } : {}),
    });
    this.c.st.message = ok ? ONLINE_UI.sent : ONLINE_UI.notSent;
    this.c.refresh();
  }

  act(type: 'give-break' | 'time-out' | 'extension' | 'concede'): void {
    this.send({ type, seq: this.view?.seq ?? 0 });
  }

  firstBreak(breaker: Player): void {
    this.send({ type: 'first-break', seq: this.view?.seq ?? 0, breaker });
  }

  choose(option: string): void {
    this.send({ type: 'choose', seq: this.view?.seq ?? 0, option });
  }

  /** The table left (its seat stays this browser's: the link brings it back). */
  leave(): void {
    this.client?.close();
    this.client = null;
    this.code = null;
    this.mySeat = null;
    this.view = null;
    this.session = null;
    this.notice = null;
    this.lastRuling = null;
    this.status = 'closed';
    this.listener.changed();
  }
}
