/**
 * The tests' online player: a WebSocket to the table server, every message kept in order, and
 * `next(type)` waiting for the next one of a type (a bounded wait: the test fails, not hangs).
 * Also the servers the tests play against: in this process (a store in a temporary folder, any
 * free port) or as its own process (`src/server/main.ts` under tsx), which a test can kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { ClientMessageInput, ServerMessage } from '../../src/server/protocol.ts';
import { pageAndTables } from '../../src/server/http-server.ts';
import { TableServer, type ServerLimits } from '../../src/server/table-server.ts';
import { TableStore } from '../../src/server/table-store.ts';

/** How long a test waits for one message, ms (a stroke is simulated on the server in well under this). */
const WAIT_MS = 20_000;

export class Client {
  readonly got: ServerMessage[] = [];
  /** When each message arrived (performance.now(), ms), beside `got`. */
  readonly at: number[] = [];
  private read = 0;
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      this.at.push(performance.now());
      this.got.push(JSON.parse(String(d)) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static connect(url: string): Promise<Client> {
    return new Promise((ok, fail) => {
      const ws = new WebSocket(url);
      ws.once('open', () => ok(new Client(ws)));
      ws.once('error', fail);
    });
  }

  send(msg: ClientMessageInput | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(msg));
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** The next unread message of `type` that `where` accepts (earlier unread messages are skipped). */
  async next<T extends ServerMessage['type']>(
    type: T | readonly T[],
    where: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const types: readonly string[] = typeof type === 'string' ? [type] : type;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      while (this.read < this.got.length) {
        const m = this.got[this.read++]!;
        if (types.includes(m.type) && where(m as Extract<ServerMessage, { type: T }>)) return m as Extract<ServerMessage, { type: T }>;
      }
      if (this.closed) throw new Error(`closed (${this.closed.code} ${this.closed.reason}) while waiting for "${type}"`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${type}" message in ${WAIT_MS} ms; got ${this.got.map((m) => m.type).join(', ')}`);
      await new Promise<void>((ok) => {
        const t = setTimeout(ok, left);
        this.waiters.push(() => {
          clearTimeout(t);
          ok();
        });
      });
    }
  }

  /** Waits until some message received so far or later (read or not) satisfies `where`. */
  async waitFor(where: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const seen = this.got.find(where);
    if (seen) return seen;
    this.skip();
    return this.next(['lobby', 'seated', 'view', 'stroke', 'act', 'record', 'refused', 'replaced'], where);
  }

  /** Sends and waits for the answer of `type`. */
  async ask<T extends ServerMessage['type']>(
    msg: ClientMessageInput | Record<string, unknown>,
    type: T | readonly T[],
    where?: (m: Extract<ServerMessage, { type: T }>) => boolean,
  ) {
    this.skip();
    this.send(msg);
    return this.next(type, where);
  }

  /** Marks everything received so far as read. */
  skip(): void {
    this.read = this.got.length;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((ok) => {
      this.ws.once('close', () => ok());
      this.ws.close();
    });
  }
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** The racks' seed of the tests' tables: the same racks every run. */
export const TEST_RACK_SEED = 5801;

/** A server in this process on a free port; `now` may be a test's own clock. */
export async function localServer(dataDir: string, limits: Partial<ServerLimits> = {}, now: () => number = Date.now, port = 0) {
  const store = new TableStore(dataDir);
  const tables = new TableServer(
    store,
    limits,
    now,
    () => {},
    () => TEST_RACK_SEED,
  );
  const http: Server = pageAndTables(join(dataDir, 'no-page'), tables);
  await new Promise<void>((ok) => http.listen(port, '127.0.0.1', ok));
  const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/online`;
  return {
    url,
    data: dataDir,
    tables,
    stop: () =>
      new Promise<void>((ok) => {
        tables.closeAll();
        http.close(() => {
          store.close();
          ok();
        });
      }),
  };
}

/** `src/server/main.ts` in its own process on a free port; resolves once it listens (the child is the server: a kill kills it). */
export function processServer(dataDir: string, flags: readonly string[] = []): Promise<{ url: string; child: ChildProcess }> {
  // node itself with tsx's loader (not tsx's CLI, which runs the script in a child of its own): a signal reaches the server.
  const args = ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', dataDir, '--page', join(dataDir, 'no-page'), ...flags];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((ok, fail) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d) => (err += String(d)));
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /on http:\/\/([\d.]+):(\d+)/.exec(out);
      if (m) ok({ url: `ws://${m[1]}:${m[2]}/online`, child });
    });
    child.once('exit', (code) => fail(new Error(`server exited (${code}): ${err}`)));
  });
}
