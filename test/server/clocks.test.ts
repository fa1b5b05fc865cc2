/**
 * The server's clocks, on a test clock: the shot clock run out is ruled by the server as T1.11's foul
 * (`shot-clock-expired`, the opponent gets ball in hand), and a player away past the table's away
 * limit while the table waits for him loses the match as conceded (T1.14); back in time, nothing happens.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client, localServer, tempDir } from './online-client.ts';
import { SCRIPT_RATE, playOut } from './scripted-player.ts';

let nowMs = 1_000_000;
const clock = () => nowMs;

describe('the server keeps the clocks', () => {
  const servers: Awaited<ReturnType<typeof localServer>>[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('a shot clock run out is the T1.11 foul, ruled on the server and sent to both seats', async () => {
    const server = await localServer(tempDir('pool-clock-'), SCRIPT_RATE, clock);
    servers.push(server);
    const a = await Client.connect(server.url);
    const b = await Client.connect(server.url);
    const settings = { game: 'nine-ball', raceTo: 2, breakOrder: 'alternate', shotClock: { limitS: 30, extensions: 1 } } as const;
    const opened = await a.ask({ type: 'open', settings, name: 'Anna', listed: false }, 'seated');
    const joined = await b.ask({ type: 'join', code: opened.code, name: 'Boris' }, 'seated');
    const { view } = await playOut(a, b, joined.view, 3);
    expect(view.match.phase).toBe('game');
    const shooter = view.turn;
    nowMs += 29_000;
    server.tables.tick();
    nowMs += 2_000;
    a.skip();
    server.tables.tick();
    const ruled = await a.next('stroke');
    expect(ruled.by).toBe(shooter);
    expect(ruled.ruling.enforced).toBe('shot-clock-expired');
    expect(ruled.ruling.next.shooter).not.toBe(shooter);
    expect(ruled.ruling.next.ballInHand).toBe('table');
    await Promise.all([a.close(), b.close()]);
  });

  it('a player away past the limit while the table waits for him loses the match; one back in time does not', async () => {
    const server = await localServer(tempDir('pool-away-'), SCRIPT_RATE, clock);
    servers.push(server);
    const a = await Client.connect(server.url);
    const b = await Client.connect(server.url);
    const settings = { game: 'nine-ball', raceTo: 2, breakOrder: 'alternate', shotClock: null } as const;
    const opened = await a.ask({ type: 'open', settings, name: 'Anna', listed: false, awayLimitS: 60 }, 'seated');
    const joined = await b.ask({ type: 'join', code: opened.code, name: 'Boris' }, 'seated');
    expect(joined.view.awayLimitS).toBe(60);
    await b.close(); // the lag waits for both: B is away
    nowMs += 59_000;
    server.tables.tick();
    const b2 = await Client.connect(server.url);
    const back = await b2.ask({ type: 'return', code: opened.code, seat: 'B', secret: joined.secret! }, 'seated');
    expect(back.view.match.phase).toBe('lag');
    await b2.close();
    nowMs += 59_000;
    server.tables.tick();
    expect((await a.waitFor((m) => m.type === 'view' && m.view.seats.B?.connected === false)).type).toBe('view');
    nowMs += 2_000;
    server.tables.tick();
    const lost = await a.next('act');
    expect(lost.act).toBe('concede');
    expect(lost.by).toBe('B');
    expect(lost.view.match.phase).toBe('over');
    expect(lost.view.match.winner).toBe('A');
    await a.close();
  });
});
