/**
 * Hostile clients get nothing: each class of bad message (too large, not JSON, binary, not the
 * protocol, text that is not a name, out of turn, stale, from a spectator or from nobody at a table,
 * an act the rules do not allow now, another table's secret, a guessed code, a flood) is refused with
 * a short reason and leaves the table exactly as it was, in memory and in the store.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, type TableView } from '../../src/server/protocol.ts';
import { CLOSE_FLOOD } from '../../src/server/table-server.ts';
import { STORE_FILE } from '../../src/server/table-store.ts';
import { Client, localServer, tempDir } from './online-client.ts';
import { playOut, SCRIPT_RATE } from './scripted-player.ts';

const NINE_BALL = { game: 'nine-ball', raceTo: 2, breakOrder: 'alternate', shotClock: null } as const;

describe('hostile messages are refused and change nothing', () => {
  let server: Awaited<ReturnType<typeof localServer>>;
  let a: Client, b: Client, watcher: Client, stranger: Client;
  let code: string;
  let secretA: string;
  let view: TableView;

  beforeAll(async () => {
    server = await localServer(tempDir('pool-hostile-'), { ...SCRIPT_RATE, maxRefusalsInRow: 1000 });
    a = await Client.connect(server.url);
    b = await Client.connect(server.url);
    watcher = await Client.connect(server.url);
    stranger = await Client.connect(server.url);
    const opened = await a.ask({ type: 'open', settings: NINE_BALL, name: 'Anna', listed: false }, 'seated');
    code = opened.code;
    secretA = opened.secret!;
    const joined = await b.ask({ type: 'join', code, name: 'Boris' }, 'seated');
    await watcher.ask({ type: 'watch', code }, 'seated');
    // Into the game: the lag, the break and a stroke or two, so that one seat is to play.
    view = (await playOut(a, b, joined.view, 3)).view;
    expect(view.match.phase).toBe('game');
    expect(view.turn).toMatch(/^[AB]$/);
  });
  afterAll(async () => {
    await Promise.all([a, b, watcher, stranger].map((c) => c.close()));
    await server.stop();
  });

  /** The table as the server holds it (fetched by the spectator) and as its store keeps it (read from the SQLite file). */
  const state = async () => {
    const r = await watcher.ask({ type: 'record' }, 'record');
    const db = new Database(join(server.data, STORE_FILE), { readonly: true });
    const row = db.prepare('SELECT extra, progress FROM tables WHERE code = ?').get(code);
    db.close();
    return JSON.stringify([r.progress, row]);
  };
  const seatToPlay = () => (view.turn === 'A' ? a : b);
  const seatNotToPlay = () => (view.turn === 'A' ? b : a);
  const stroke = () => ({ type: 'stroke', seq: view.seq, shot: { aimDeg: 10, cueSpeed: 2 } });

  const cases: [string, () => Client, () => unknown, RegExp][] = [
    ['over the size limit', () => a, () => ({ type: 'lobby', pad: 'x'.repeat(MAX_MESSAGE_BYTES) }), /at most 4096 bytes/],
    ['not JSON', () => a, () => '{"type": "stroke", ', /not JSON/],
    ['not a message of the protocol', () => a, () => ({ type: 'delete-everything' }), /type/],
    ['an unknown key', () => seatToPlay(), () => ({ ...stroke(), position: { balls: [] } }), /Unrecognized key/],
    ['a number out of range', () => seatToPlay(), () => ({ ...stroke(), shot: { aimDeg: 0, cueSpeed: 1e9 } }), /shot\.cueSpeed/],
    ['a name that is markup with control characters', () => stranger, () => ({ type: 'join', code, name: '<b>\u0000x</b>' }), /name/],
    ['a name that is not text', () => stranger, () => ({ type: 'join', code, name: { toString: 1 } }), /name/],
    ['out of turn', () => seatNotToPlay(), () => stroke(), /not your turn/],
    ['stale (sent for an older table)', () => seatToPlay(), () => ({ ...stroke(), seq: view.seq - 1 }), /stale/],
    ['from a spectator', () => watcher, () => stroke(), /spectators watch/],
    ['from a connection at no table', () => stranger, () => stroke(), /join a table first/],
    ['a choice no ruling offered', () => seatToPlay(), () => ({ type: 'choose', seq: view.seq, option: 're-break' }), /no choice|not one of/],
    ['the first break named in a game', () => seatToPlay(), () => ({ type: 'first-break', seq: view.seq, breaker: 'A' }), /lag winner/],
    ['the cue ball placed when it is not in hand', () => seatToPlay(), () => ({ ...stroke(), cue: { x: -0.9, y: 0 } }), /cue/],
    ['a seat with a guessed secret', () => stranger, () => ({ type: 'return', code, seat: 'A', secret: 'A'.repeat(32) }), /not yours/],
    ['a guessed table code', () => stranger, () => ({ type: 'watch', code: 'B'.repeat(22) }), /no such table/],
    ['a join of a full table', () => stranger, () => ({ type: 'join', code, name: 'Eve' }), /both its players/],
  ];

  for (const [what, who, msg, reason] of cases)
    it(`refuses ${what}, with a reason, and the table is unchanged`, async () => {
      const before = await state();
      const c = who();
      const m = msg();
      c.skip();
      if (typeof m === 'string') c.sendRaw(m);
      else c.send(m as Record<string, unknown>);
      const refused = await c.next('refused');
      expect(refused.reason).toMatch(reason);
      expect(refused.reason.length).toBeLessThan(320);
      expect(await state()).toBe(before);
    });

  it('refuses a binary frame', async () => {
    const before = await state();
    a.skip();
    a.sendRaw(Buffer.from([1, 2, 3]));
    const refused = await a.next('refused');
    expect(refused.reason).toMatch(/JSON text/);
    expect(await state()).toBe(before);
  });

  it('lists no unlisted table in the lobby, and one table secret opens no other table', async () => {
    const lobby = await stranger.ask({ type: 'lobby' }, 'lobby');
    expect(lobby.tables.map((t) => t.code)).not.toContain(code);
    const other = await stranger.ask({ type: 'open', settings: NINE_BALL, name: 'Eve', listed: true }, 'seated');
    expect((await stranger.ask({ type: 'lobby' }, 'lobby')).tables.map((t) => t.code)).toContain(other.code);
    const refused = await stranger.ask({ type: 'return', code, seat: 'A', secret: other.secret! }, 'refused');
    expect(refused.reason).toBe('that seat is not yours');
    // Anna's secret is for her table only.
    const intruder = await Client.connect(server.url);
    expect((await intruder.ask({ type: 'return', code: other.code, seat: 'A', secret: secretA }, 'refused')).reason).toBe('that seat is not yours');
    await intruder.close();
  });
});

describe('a flood', () => {
  it('is refused past the rate limit, and a connection refused many times in a row is closed', async () => {
    const server = await localServer(tempDir('pool-flood-'), { rateBurst: 5, ratePerS: 1, maxRefusalsInRow: 20 });
    const c = await Client.connect(server.url);
    for (let i = 0; i < 40; i++) c.send({ type: 'lobby' });
    await c.waitFor(() => false).catch(() => undefined); // until the server closes it
    const lobbies = c.got.filter((m) => m.type === 'lobby').length;
    expect(lobbies).toBe(5);
    expect(c.got.filter((m) => m.type === 'refused').every((m) => m.type === 'refused' && /too many messages/.test(m.reason))).toBe(true);
    expect(c.closed?.code).toBe(CLOSE_FLOOD);
    await server.stop();
  });
});
