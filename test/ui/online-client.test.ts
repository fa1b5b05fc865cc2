/**
 * The page's online client against a real table server: a host opens a table and a guest joins,
 * each stroke the server rules is played by the client's own engine to the server's hash; the server
 * going away shows "reconnecting" and, back on the same port and data, the client returns to its
 * seat by the secret its browser kept; a stroke whose hash differs fetches the server's record and
 * says so; a newer window of the same seat stops the older one for good.
 */
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { OnlineClient, onlineUrl, type OnlineStatus, type SeatKey, type SocketLike } from '../../src/ui/online-client.ts';
import type { ServerMessage, TableView } from '../../src/server/protocol.ts';
import { localServer, tempDir } from '../server/online-client.ts';
import { lagPosition } from '../../src/scenario/match-session.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { tableHash } from '../../src/scenario/table-hash.ts';

const SETTINGS = { game: 'nine-ball', raceTo: 2, breakOrder: 'alternate', shotClock: null } as const;
const socket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** A page's client with everything it was told, and a wait for what it has not been told yet. */
function page(url: string, keys = new Map<string, SeatKey>()) {
  const seen: {
    status: OnlineStatus[];
    views: TableView[];
    strokes: { hash: string; agrees: boolean }[];
    refused: string[];
    mismatches: number;
    replaced: string[];
  } = {
    status: [],
    views: [],
    strokes: [],
    refused: [],
    mismatches: 0,
    replaced: [],
  };
  let seated: Extract<ServerMessage, { type: 'seated' }> | null = null;
  const client = new OnlineClient(
    url,
    {
      status: (s) => seen.status.push(s),
      view: (v) => seen.views.push(v),
      seated: (m) => (seated = m),
      stroke: (m, _r, agrees) => seen.strokes.push({ hash: m.hash, agrees }),
      refused: (r) => seen.refused.push(r),
      mismatch: () => seen.mismatches++,
      replaced: (r) => seen.replaced.push(r),
    },
    { get: (c) => keys.get(c) ?? null, set: (k) => keys.set(k.code, k) },
    socket,
  );
  const until = async (what: () => boolean, label: string) => {
    for (let i = 0; i < 400 && !what(); i++) await new Promise((ok) => setTimeout(ok, 25));
    if (!what()) throw new Error(`waited in vain for ${label}`);
  };
  return { client, seen, keys, until, seated: () => seated, view: () => seen.views[seen.views.length - 1] };
}

describe('the page’s online client', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const s of stops) await s();
  });

  it('plays the server’s strokes to the same hash, shows reconnecting when the server goes, and returns to its seat', async () => {
    const data = tempDir('pool-page-client-');
    let server = await localServer(data);
    const port = Number(new URL(server.url).port);
    const url = onlineUrl(`http://127.0.0.1:${port}`);
    const host = page(url);
    await host.until(() => host.client.status === 'online', 'the host online');
    host.client.send({ type: 'open', settings: SETTINGS, name: 'Anna', listed: false });
    await host.until(() => host.seated() !== null, 'the host seated');
    const code = host.seated()!.code;
    expect(host.keys.get(code)?.seat).toBe('A');
    const guest = page(url);
    await guest.until(() => guest.client.status === 'online', 'the guest online');
    guest.client.send({ type: 'join', code, name: 'Boris' });
    await guest.until(() => guest.seated() !== null, 'the guest seated');

    // The lag: both lag strokes, then the ruled lag reaches both pages, each playing it to the server's hash.
    host.client.send({ type: 'stroke', seq: 0, shot: { aimDeg: 0, cueSpeed: 1.44 } });
    guest.client.send({ type: 'stroke', seq: 0, shot: { aimDeg: 0, cueSpeed: 1.25 } });
    await host.until(() => host.seen.strokes.length === 1 && guest.seen.strokes.length === 1, 'the lag on both pages');
    expect(host.seen.strokes[0]!.agrees).toBe(true);
    expect(guest.seen.strokes[0]).toEqual(host.seen.strokes[0]);

    // The server goes away: both pages say so and try again; it comes back on the same port and data.
    await server.stop();
    await host.until(() => host.client.status === 'reconnecting', 'reconnecting');
    server = await localServer(data, {}, Date.now, port);
    stops.push(server.stop);
    await host.until(() => host.client.status === 'online' && guest.client.status === 'online', 'both back online');
    await host.until(() => host.view()?.seats.A?.connected === true && host.view()?.seats.B?.connected === true, 'both seats back');
    expect(host.seen.status).toEqual(expect.arrayContaining(['online', 'reconnecting']));
    expect(host.view()!.seq).toBe(1);

    // Back in their seats: the lag's winner names the breaker.
    const winner = host.view()!.match.lagWinner!;
    const winnerPage = winner === 'A' ? host : guest;
    winnerPage.client.send({ type: 'first-break', seq: 1, breaker: winner });
    await host.until(() => host.view()?.match.phase === 'game', 'the game on');

    // A reload: a new client with the same browser's keys returns to seat B; the older window is stopped.
    const reload = page(url, guest.keys);
    await reload.until(() => reload.client.status === 'online', 'the reload online');
    reload.client.enter(code);
    await reload.until(() => reload.seated()?.seat === 'B', 'the reload in seat B');
    await guest.until(() => guest.seen.replaced.length === 1, 'the older window told');
    await guest.until(() => guest.client.status === 'closed', 'the older window closed');
    host.client.close();
    reload.client.close();
  });

  it('a stroke whose table differs from its own fetches the server’s record and says so', () => {
    // A socket the test speaks for: the server of another build, sending a hash this engine does not give.
    const sent: string[] = [];
    const fake: SocketLike = {
      readyState: 1,
      send: (d) => sent.push(d),
      close: () => {},
      onopen: null,
      onclose: null,
      onmessage: null,
      onerror: null,
    };
    const p = { mismatches: 0, agrees: [] as boolean[] };
    new OnlineClient(
      'ws://test/online',
      { stroke: (_m, _r, ok) => p.agrees.push(ok), mismatch: () => p.mismatches++ },
      { get: () => null, set: () => {} },
      () => fake,
    );
    fake.onopen!({});
    const input = {
      ...lagPosition('9ft', 0),
      shot: [
        { aimDeg: 0, cueSpeed: 1.44, ball: 'lag-A' as const },
        { aimDeg: 0, cueSpeed: 1.25, ball: 'lag-B' as const },
      ],
    };
    const good = tableHash(runScenario(parseScenario(input)).record);
    const stroke = (hash: string) => ({
      data: JSON.stringify({ type: 'stroke', by: 'both', input, ruling: {}, explanation: { sk: '', en: '' }, hash, view: {} }),
    });
    fake.onmessage!(stroke(good));
    expect(p.agrees).toEqual([true]);
    expect(sent).toEqual([]);
    fake.onmessage!(stroke('0123456789abcdef'));
    expect(p.agrees).toEqual([true, false]);
    expect(sent.map((d) => JSON.parse(d))).toEqual([{ type: 'record' }]);
    fake.onmessage!({ data: JSON.stringify({ type: 'record', file: {}, progress: {} }) });
    expect(p.mismatches).toBe(1);
  });
});
