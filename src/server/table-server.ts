/**
 * The table server: WebSocket connections, their seats and the tables they sit at. Every message is
 * size-checked, rate-limited and validated (protocol.ts) before it is read; a refused message is
 * answered with a short reason and changes nothing. An accepted act is written to the store before
 * anyone hears of it, then the new table goes to both seats and every spectator. The framework around
 * it (node:http in http-server.ts, vite's dev server in vite-plugin.ts) only hands sockets over.
 */
import type { WebSocket } from 'ws';
import type { Player } from '../rules/index.ts';
import { sessionFile, storedSession } from '../scenario/match-session.ts';
import { MAX_MESSAGE_BYTES, clientMessageSchema, type ClientMessage, type LobbyEntry, type ServerMessage } from './protocol.ts';
import {
  Refusal,
  actAt,
  expireClock,
  holdsSeat,
  joinTable,
  newSecret,
  openTable,
  randomSeed,
  tableView,
  turnOf,
  type Act,
  type Outcome,
  type TableRecord,
} from './online-table.ts';
import type { TableStore } from './table-store.ts';

/** The server's limits (flags and environment of `npm run serve`, docs/online.md). */
export interface ServerLimits {
  /** Tables one process holds at once; opening more is refused. */
  readonly maxTables: number;
  /** Spectators at one table. */
  readonly maxSpectators: number;
  /** Tables one connection may open. */
  readonly maxOpensPerConnection: number;
  /** Messages a connection may send at once, and refilled per second after (a token bucket). */
  readonly rateBurst: number;
  readonly ratePerS: number;
  /** A connection refused this many times in a row is closed (a flood or a broken client). */
  readonly maxRefusalsInRow: number;
  /** The away rule's default for a new table, s (null: the table waits). */
  readonly awayLimitS: number | null;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxTables: 2000,
  maxSpectators: 100,
  maxOpensPerConnection: 5,
  rateBurst: 20,
  ratePerS: 5,
  maxRefusalsInRow: 50,
  awayLimitS: 180,
};

/** Lobby entries sent at most, newest first. */
export const LOBBY_SIZE = 100;
/** WebSocket close code for a socket whose seat was taken over by a newer one of the same player. */
export const CLOSE_REPLACED = 4000;
/** WebSocket close code for a connection closed for flooding. */
export const CLOSE_FLOOD = 4008;

interface Conn {
  readonly ws: WebSocket;
  at: { code: string; seat: Player | null } | null;
  tokens: number;
  refilledMs: number;
  refusalsInRow: number;
  opened: number;
}

interface Presence {
  seat: Record<Player, Conn | null>;
  awaySinceMs: Record<Player, number | null>;
  spectators: Set<Conn>;
}

export class TableServer {
  private readonly tables = new Map<string, TableRecord>();
  private readonly presence = new Map<string, Presence>();
  private readonly limits: ServerLimits;

  constructor(
    private readonly store: TableStore,
    limits: Partial<ServerLimits> = {},
    private readonly now: () => number = Date.now,
    private readonly log: (line: string) => void = () => {},
    /** The racks' seed of a new table (tests fix it; the server draws it). */
    private readonly rackSeed: () => number = randomSeed,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    const t0 = this.now();
    for (const t of store.loadAll((code, why) => this.log(`table ${code.slice(0, 6)}… not restored: ${why}`))) {
      this.tables.set(t.code, t);
      this.presence.set(t.code, { seat: { A: null, B: null }, awaySinceMs: { A: t0, B: t0 }, spectators: new Set() });
    }
  }

  /** Tables held now. */
  get size(): number {
    return this.tables.size;
  }

  /** A new connection: its messages read from here on. */
  accept(ws: WebSocket): void {
    const conn: Conn = { ws, at: null, tokens: this.limits.rateBurst, refilledMs: this.now(), refusalsInRow: 0, opened: 0 };
    ws.on('message', (data, isBinary) => this.receive(conn, data as Buffer | Buffer[] | ArrayBuffer, isBinary));
    ws.on('close', () => this.leave(conn));
    ws.on('error', () => this.leave(conn));
  }

  private send(conn: Conn, msg: ServerMessage): void {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(msg));
  }

  private refuse(conn: Conn, about: string, reason: string): void {
    conn.refusalsInRow++;
    this.send(conn, { type: 'refused', about, reason });
    if (conn.refusalsInRow >= this.limits.maxRefusalsInRow) conn.ws.close(CLOSE_FLOOD, 'too many refused messages');
  }

  /** The token bucket: true when the connection may send one more message now. */
  private allowed(conn: Conn): boolean {
    const t = this.now();
    conn.tokens = Math.min(this.limits.rateBurst, conn.tokens + ((t - conn.refilledMs) / 1000) * this.limits.ratePerS);
    conn.refilledMs = t;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  private receive(conn: Conn, data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean): void {
    if (!this.allowed(conn)) return this.refuse(conn, 'message', 'too many messages: slow down');
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) return this.refuse(conn, 'message', 'messages are JSON text');
    if (buf.length > MAX_MESSAGE_BYTES) return this.refuse(conn, 'message', `a message is at most ${MAX_MESSAGE_BYTES} bytes`);
    let raw: unknown;
    try {
      raw = JSON.parse(buf.toString('utf8'));
    } catch {
      return this.refuse(conn, 'message', 'not JSON');
    }
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      const about = typeof (raw as { type?: unknown })?.type === 'string' ? String((raw as { type: string }).type).slice(0, 20) : 'message';
      return this.refuse(conn, about, `${i?.path.join('.') || 'message'}: ${i?.message ?? 'invalid'}`);
    }
    try {
      this.dispatch(conn, parsed.data);
      conn.refusalsInRow = 0;
    } catch (e) {
      if (e instanceof Refusal) return this.refuse(conn, parsed.data.type, e.message);
      this.log(`error on ${parsed.data.type}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      this.refuse(conn, parsed.data.type, 'the server could not do that');
    }
  }

  private dispatch(conn: Conn, msg: ClientMessage): void {
    switch (msg.type) {
      case 'lobby':
        return this.send(conn, { type: 'lobby', tables: this.lobby() });
      case 'open':
        return this.open(conn, msg);
      case 'join':
        return this.join(conn, msg.code, msg.name);
      case 'return':
        return this.returnTo(conn, msg.code, msg.seat, msg.secret);
      case 'watch':
        return this.watch(conn, msg.code);
      case 'record': {
        const t = conn.at && this.tables.get(conn.at.code);
        if (!t) throw new Refusal('join or watch a table first');
        return this.send(conn, { type: 'record', file: sessionFile(t.session), progress: storedSession(t.session) });
      }
      default:
        return this.act(conn, msg);
    }
  }

  private lobby(): LobbyEntry[] {
    const out: LobbyEntry[] = [];
    for (const t of this.tables.values()) {
      if (!t.listed || t.session.match.phase === 'over') continue;
      const s = t.session.match.settings;
      out.push({
        code: t.code,
        game: s.game,
        raceTo: s.raceTo,
        shotClockS: s.shotClock?.limitS ?? null,
        host: t.seats.A?.name ?? '',
        open: !t.seats.B,
        spectators: this.presence.get(t.code)?.spectators.size ?? 0,
      });
    }
    return out.slice(-LOBBY_SIZE).reverse();
  }

  private table(code: string): TableRecord {
    const t = this.tables.get(code);
    if (!t) throw new Refusal('no such table');
    return t;
  }

  private open(conn: Conn, msg: Extract<ClientMessage, { type: 'open' }>): void {
    if (this.tables.size >= this.limits.maxTables) throw new Refusal('the server holds all the tables it can; try later');
    if (conn.opened >= this.limits.maxOpensPerConnection) throw new Refusal('this connection opened its tables already');
    const secret = newSecret();
    const t = openTable(
      {
        settings: msg.settings as never,
        host: msg.name,
        listed: msg.listed,
        table: msg.table,
        awayLimitS: msg.awayLimitS === undefined ? this.limits.awayLimitS : msg.awayLimitS,
        seed: this.rackSeed(),
      },
      secret,
      this.now(),
    );
    this.store.save(t, this.now());
    this.tables.set(t.code, t);
    this.presence.set(t.code, { seat: { A: null, B: null }, awaySinceMs: { A: null, B: null }, spectators: new Set() });
    conn.opened++;
    this.seat(conn, t.code, 'A', secret);
  }

  private join(conn: Conn, code: string, name: string): void {
    const secret = newSecret();
    this.commit(joinTable(this.table(code), name, secret, this.now()));
    this.seat(conn, code, 'B', secret);
  }

  private returnTo(conn: Conn, code: string, seat: Player, secret: string): void {
    const t = this.table(code);
    if (!holdsSeat(t.seats[seat], secret)) throw new Refusal('that seat is not yours');
    this.seat(conn, code, seat, null);
  }

  private watch(conn: Conn, code: string): void {
    const t = this.table(code);
    const p = this.presence.get(code)!;
    if (p.spectators.size >= this.limits.maxSpectators) throw new Refusal('the table has all the spectators it takes');
    this.leave(conn);
    p.spectators.add(conn);
    conn.at = { code, seat: null };
    this.send(conn, { type: 'seated', code, seat: null, secret: null, view: this.view(t) });
    this.broadcast(code, null);
  }

  /** Puts the connection in the seat; a connection already there is told and closed (the newer wins). */
  private seat(conn: Conn, code: string, seat: Player, secret: string | null): void {
    const p = this.presence.get(code)!;
    const old = p.seat[seat];
    if (old && old !== conn) {
      old.at = null;
      this.send(old, { type: 'replaced', reason: 'this seat is played from another window now' });
      old.ws.close(CLOSE_REPLACED, 'replaced');
    }
    if (conn.at && (conn.at.code !== code || conn.at.seat !== seat)) this.leave(conn);
    p.seat[seat] = conn;
    p.awaySinceMs[seat] = null;
    conn.at = { code, seat };
    this.send(conn, { type: 'seated', code, seat, secret, view: this.view(this.table(code)) });
    this.broadcast(code, null, conn);
  }

  /** The connection leaves its table: its seat is away from now (the other seat and the spectators see it). */
  private leave(conn: Conn): void {
    const at = conn.at;
    if (!at) return;
    conn.at = null;
    const p = this.presence.get(at.code);
    if (!p) return;
    if (at.seat && p.seat[at.seat] === conn) {
      p.seat[at.seat] = null;
      p.awaySinceMs[at.seat] = this.now();
    } else p.spectators.delete(conn);
    this.broadcast(at.code, null);
  }

  private act(conn: Conn, msg: Act): void {
    if (!conn.at) throw new Refusal('join a table first');
    if (!conn.at.seat) throw new Refusal('spectators watch; they do not play');
    const t = this.table(conn.at.code);
    this.apply(actAt(t, conn.at.seat, msg, this.now()));
  }

  /** An accepted outcome: stored, then told to everyone at the table. */
  private apply(o: Outcome): void {
    this.commit(o.table);
    const view = this.view(o.table);
    const msg: ServerMessage =
      o.kind === 'stroke'
        ? { type: 'stroke', by: o.by, input: o.input, ruling: o.ruling, explanation: o.explanation, hash: o.hash, view }
        : { type: 'act', by: o.by, act: o.act, view };
    this.broadcast(o.table.code, msg);
  }

  private commit(t: TableRecord): void {
    this.store.save(t, this.now());
    this.tables.set(t.code, t);
  }

  private view(t: TableRecord) {
    const p = this.presence.get(t.code)!;
    return tableView(t, { connected: { A: !!p.seat.A, B: !!p.seat.B }, awaySinceMs: p.awaySinceMs, spectators: p.spectators.size });
  }

  /** Sends `msg` (or the table's view) to both seats and every spectator, but `except`. */
  private broadcast(code: string, msg: ServerMessage | null, except?: Conn): void {
    const t = this.tables.get(code);
    const p = this.presence.get(code);
    if (!t || !p) return;
    const text = JSON.stringify(msg ?? { type: 'view', view: this.view(t) });
    for (const c of [p.seat.A, p.seat.B, ...p.spectators]) if (c && c !== except && c.ws.readyState === c.ws.OPEN) c.ws.send(text);
  }

  /**
   * The clocks: a shot clock run out is ruled (T1.11), and a player away past the table's limit while
   * it waits for him loses the match as if he conceded (T1.14). Called about once a second.
   */
  tick(): void {
    const nowMs = this.now();
    for (const t of [...this.tables.values()]) {
      try {
        const expired = expireClock(t, nowMs);
        if (expired) {
          this.apply(expired);
          continue;
        }
        this.awayRule(t, nowMs);
      } catch (e) {
        this.log(`tick ${t.code.slice(0, 6)}…: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  private awayRule(t: TableRecord, nowMs: number): void {
    const p = this.presence.get(t.code)!;
    const turn = turnOf(t);
    if (t.awayLimitS === null || turn === null || t.session.match.phase === 'over') return;
    const waitingFor: Player[] = turn === 'both' ? (['A', 'B'] as const).filter((s) => !t.lag[s]) : [turn];
    for (const seat of waitingFor) {
      const since = p.awaySinceMs[seat];
      if (p.seat[seat] || since === null || nowMs - since < t.awayLimitS * 1000) continue;
      this.apply(actAt(t, seat, { type: 'concede', seq: t.session.entries.length }, nowMs));
      return;
    }
  }

  /** Closes every connection (the store stays as it is). */
  closeAll(): void {
    for (const p of this.presence.values()) for (const c of [p.seat.A, p.seat.B, ...p.spectators]) c?.ws.close(1001, 'server stopping');
  }
}
