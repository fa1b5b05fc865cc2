/**
 * Two players play a scripted rack through the table server on a free port while a spectator
 * watches: every stroke is ruled on the server, reaches all three, and each page's own engine
 * (here the scenario runner) plays it to the table the server's hash names. The match file the
 * server keeps is the pool-match/1 file `npm run sim -- match` replays to the same rulings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayMatch, parseMatch } from '../../src/scenario/match-file.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { tableHash } from '../../src/scenario/table-hash.ts';
import type { ServerMessage } from '../../src/server/protocol.ts';
import { Client, localServer, tempDir } from './online-client.ts';
import { SCRIPT_RATE, playOut } from './scripted-player.ts';

const NINE_BALL_RACE_1 = { game: 'nine-ball', raceTo: 1, breakOrder: 'alternate', shotClock: null } as const;

type Stroke = Extract<ServerMessage, { type: 'stroke' }>;

describe('online table: two players and a spectator through the server', () => {
  let server: Awaited<ReturnType<typeof localServer>>;
  beforeAll(async () => {
    // A script strokes faster than any hand: the flood limit is raised here (hostile.test.ts checks it).
    server = await localServer(tempDir('pool-play-'), SCRIPT_RATE);
  });
  afterAll(async () => server.stop());

  it('plays a 9-ball rack to its end; every stroke reaches everyone, with the hash their own engine gives', async () => {
    const a = await Client.connect(server.url);
    const b = await Client.connect(server.url);
    const watcher = await Client.connect(server.url);
    const opened = await a.ask({ type: 'open', settings: NINE_BALL_RACE_1, name: 'Anna', listed: false }, 'seated');
    expect(opened.seat).toBe('A');
    expect(opened.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(opened.view.turn).toBeNull(); // waiting for the second player
    const joined = await b.ask({ type: 'join', code: opened.code, name: 'Boris' }, 'seated');
    expect(joined.seat).toBe('B');
    expect(joined.view.players).toEqual({ A: 'Anna', B: 'Boris' });
    const watching = await watcher.ask({ type: 'watch', code: opened.code }, 'seated');
    expect(watching.seat).toBeNull();
    expect(watching.secret).toBeNull();

    const { strokes, view } = await playOut(a, b, joined.view);
    expect(view.match.phase).toBe('over');
    expect(view.match.winner).toMatch(/^[AB]$/);
    expect(strokes.length).toBeGreaterThan(3);
    for (const s of strokes) {
      const run = runScenario(parseScenario(s.input));
      expect(tableHash(run.record)).toBe(s.hash);
    }
    for (const c of [a, b, watcher]) await c.waitFor((m) => (m.type === 'stroke' || m.type === 'act') && m.view.seq === view.seq);
    // The other player and the spectator got the same strokes with the same hashes, in order.
    const hashes = (c: Client) => c.got.filter((m): m is Stroke => m.type === 'stroke').map((m) => m.hash);
    expect(hashes(a)).toEqual(strokes.map((s) => s.hash));
    expect(hashes(b)).toEqual(strokes.map((s) => s.hash));
    expect(hashes(watcher)).toEqual(strokes.map((s) => s.hash));

    // The match file the server keeps: parsed and replayed as `npm run sim -- match` does, ruling for ruling.
    const record = await watcher.ask({ type: 'record' }, 'record');
    const file = parseMatch(record.file);
    expect(file.entries.filter((e) => e.kind === 'stroke')).toHaveLength(strokes.length);
    const replay = replayMatch(file);
    expect(replay.differences).toEqual([]);
    expect(replay.match.winner).toBe(view.match.winner);
    await Promise.all([a.close(), b.close(), watcher.close()]);
  });
});
