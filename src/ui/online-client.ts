/**
 * The page's connection to an online table: the WebSocket on the page's own origin (`/online`), the
 * seat's secret kept by the browser (a reload or a new tab returns to the seat), reconnection with
 * back-off (the page says "reconnecting" meanwhile, and returns to its seat or its spectator's place
 * when the socket opens again), and the check of every stroke the server sends: the page plays the
 * stroke with its own engine and compares the table's hash; on a mismatch it fetches the server's
 * record and says so. No rule is decided here: the server rules, the page shows.
 */
import type { ShotRecord } from '../physics/index.ts';
import type { Ruling } from '../rules/index.ts';
import { parseScenario } from '../scenario/load.ts';
import type { MatchFile } from '../scenario/match-file.ts';
import { runScenario } from '../scenario/run.ts';
import { tableHash } from '../scenario/table-hash.ts';
import type { ClientMessageInput, ServerMessage, TableView } from '../server/protocol.ts';

/** The path of the tables on the page's origin (src/server/http-server.ts, ONLINE_PATH). */
export const ONLINE_PATH = '/online';
/** Waits before each try to reconnect, ms; the last repeats. */
export const RECONNECT_MS: readonly number[] = [250, 500, 1000, 2000, 5000];

export type OnlineStatus = 'connecting' | 'online' | 'reconnecting' | 'closed';
export type Seat = 'A' | 'B';

/** A seat's key as the browser keeps it. */
export interface SeatKey {
  readonly code: string;
  readonly seat: Seat;
  readonly secret: string;
}

/** Where the browser keeps its seats' keys (localStorage on the page; a Map in tests). */
export interface SeatKeys {
  get(code: string): SeatKey | null;
  set(key: SeatKey): void;
}

/** The socket the client needs: the browser's WebSocket (or the `ws` package's in Node). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface OnlineEvents {
  status(s: OnlineStatus): void;
  seated(m: Extract<ServerMessage, { type: 'seated' }>): void;
  view(v: TableView): void;
  /** A stroke ruled by the server, played here: its record for the page to show, and whether the tables agree. */
  stroke(m: Extract<ServerMessage, { type: 'stroke' }>, record: ShotRecord | null, agrees: boolean, ruling: Ruling | null): void;
  act(m: Extract<ServerMessage, { type: 'act' }>): void;
  refused(reason: string, about: string): void;
  /** The page's table differed from the server's: the server's record, to carry on from. */
  mismatch(file: MatchFile, progress: unknown): void;
  record(file: MatchFile, progress: unknown): void;
  lobby(m: Extract<ServerMessage, { type: 'lobby' }>): void;
  replaced(reason: string): void;
}

/** The tables' WebSocket address on the page's own origin. */
export function onlineUrl(origin: string): string {
  return origin.replace(/^http/, 'ws') + ONLINE_PATH;
}

/** The browser's keys in localStorage, one entry a table. */
export function storageKeys(storage: Pick<Storage, 'getItem' | 'setItem'>): SeatKeys {
  const name = (code: string) => `pool-online-seat/${code}`;
  return {
    get(code) {
      try {
        const k = JSON.parse(storage.getItem(name(code)) ?? 'null') as SeatKey | null;
        return k && k.code === code && (k.seat === 'A' || k.seat === 'B') && typeof k.secret === 'string' ? k : null;
      } catch {
        return null;
      }
    },
    set(key) {
      storage.setItem(name(key.code), JSON.stringify(key));
    },
  };
}

export class OnlineClient {
  private ws: SocketLike | null = null;
  private tries = 0;
  private stopped = false;
  /** What to say again when the socket opens anew: return to the seat, or watch. */
  private place: { kind: 'seat'; key: SeatKey } | { kind: 'watch'; code: string } | null = null;
  private mismatched = false;
  status: OnlineStatus = 'connecting';

  constructor(
    private readonly url: string,
    private readonly events: Partial<OnlineEvents>,
    private readonly keys: SeatKeys,
    private readonly socket: (url: string) => SocketLike,
  ) {
    this.connect();
  }

  private setStatus(s: OnlineStatus): void {
    this.status = s;
    this.events.status?.(s);
  }

  private connect(): void {
    const ws = this.socket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.tries = 0;
      this.setStatus('online');
      if (this.place?.kind === 'seat')
        this.send({ type: 'return', code: this.place.key.code, seat: this.place.key.seat, secret: this.place.key.secret });
      else if (this.place?.kind === 'watch') this.send({ type: 'watch', code: this.place.code });
    };
    ws.onmessage = (ev) => this.receive(String(ev.data));
    ws.onerror = () => {};
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return this.setStatus('closed');
      this.setStatus('reconnecting');
      const wait = RECONNECT_MS[Math.min(this.tries++, RECONNECT_MS.length - 1)]!;
      setTimeout(() => !this.stopped && this.connect(), wait);
    };
  }

  /** Sends a message now; false when the socket is not open (the page says it is reconnecting). */
  send(msg: ClientMessageInput): boolean {
    if (!this.ws || this.ws.readyState !== 1) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  /** Returns to a seat this browser holds at `code`, else watches it. */
  enter(code: string): void {
    const key = this.keys.get(code);
    this.place = key ? { kind: 'seat', key } : { kind: 'watch', code };
    if (key) this.send({ type: 'return', code, seat: key.seat, secret: key.secret });
    else this.send({ type: 'watch', code });
  }

  private receive(text: string): void {
    let m: ServerMessage;
    try {
      m = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (m.type) {
      case 'seated':
        if (m.seat && m.secret) this.keys.set({ code: m.code, seat: m.seat, secret: m.secret });
        if (m.seat) this.place = { kind: 'seat', key: this.keys.get(m.code) ?? { code: m.code, seat: m.seat, secret: m.secret ?? '' } };
        else this.place = { kind: 'watch', code: m.code };
        this.events.seated?.(m);
        return this.events.view?.(m.view);
      case 'view':
        return this.events.view?.(m.view);
      case 'stroke':
        return this.stroke(m);
      case 'act':
        this.events.act?.(m);
        return this.events.view?.(m.view);
      case 'refused':
        return this.events.refused?.(m.reason, m.about);
      case 'record':
        if (this.mismatched) {
          this.mismatched = false;
          return this.events.mismatch?.(m.file, m.progress);
        }
        return this.events.record?.(m.file, m.progress);
      case 'lobby':
        return this.events.lobby?.(m);
      case 'replaced':
        // Another window holds the seat now: this one stops, and does not take it back.
        this.stopped = true;
        this.place = null;
        return this.events.replaced?.(m.reason);
    }
  }

  /** The server's stroke played by this page's engine: the same table, or the server's record fetched. */
  private stroke(m: Extract<ServerMessage, { type: 'stroke' }>): void {
    let record: ShotRecord | null = null;
    let ruling: Ruling | null = null;
    try {
      const run = runScenario(parseScenario(m.input));
      record = run.record;
      ruling = run.result.ruling;
    } catch {
      // A position this engine refuses: no record, a mismatch like any other.
    }
    const agrees = record !== null && tableHash(record) === m.hash;
    if (!agrees) {
      this.mismatched = true;
      this.send({ type: 'record' });
    }
    this.events.stroke?.(m, record, agrees, ruling);
    this.events.view?.(m.view);
  }

  /** Leaves for good (no reconnection). */
  close(): void {
    this.stopped = true;
    this.ws?.close(1000, 'left');
    if (!this.ws) this.setStatus('closed');
  }
}
