/**
 * Nothing lost: the server process killed (SIGKILL, no goodbye) in the middle of a rack and started
 * again on the same data folder resumes the table at the same stroke; both players return to their
 * seats with their secrets and play on. And a player whose connection drops returns to his seat, the
 * other seat sees him away meanwhile; a newer socket for a seat wins and the older one is told.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import type { ServerMessage, TableView } from '../../src/server/protocol.ts';
import { CLOSE_REPLACED } from '../../src/server/table-server.ts';
import { Client, localServer, processServer, tempDir } from './online-client.ts';
import { SCRIPT_RATE, playOut } from './scripted-player.ts';

const NINE_BALL = { game: 'nine-ball', raceTo: 3, breakOrder: 'alternate', shotClock: null } as const;

async function table(url: string) {
  const a = await Client.connect(url);
  const b = await Client.connect(url);
  const opened = await a.ask({ type: 'open', settings: NINE_BALL, name: 'Anna', listed: true }, 'seated');
  const joined = await b.ask({ type: 'join', code: opened.code, name: 'Boris' }, 'seated');
  return { a, b, code: opened.code, secrets: { A: opened.secret!, B: joined.secret! }, view: joined.view };
}

const sameTable = (v: TableView) => ({ seq: v.seq, position: v.position, match: v.match, players: v.players, turn: v.turn });

describe('a killed server resumes every table at the same stroke', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
  });

  it('SIGKILL mid-rack, restart on the same data: the same table, both seats back by their secrets, play goes on', async () => {
    const data = tempDir('pool-restart-');
    const first = await processServer(data);
    children.push(first.child);
    const t = await table(first.url);
    const mid = await playOut(t.a, t.b, t.view, 6);
    expect(mid.view.match.phase).toBe('game');
    const exited = new Promise((ok) => first.child.once('exit', ok));
    first.child.kill('SIGKILL');
    await exited;

    const second = await processServer(data);
    children.push(second.child);
    const a = await Client.connect(second.url);
    const b = await Client.connect(second.url);
    const backA = await a.ask({ type: 'return', code: t.code, seat: 'A', secret: t.secrets.A }, 'seated');
    const backB = await b.ask({ type: 'return', code: t.code, seat: 'B', secret: t.secrets.B }, 'seated');
    expect(backA.seat).toBe('A');
    expect(backB.seat).toBe('B');
    expect(sameTable(backB.view)).toEqual(sameTable(mid.view));
    const on = await playOut(a, b, backB.view, 2);
    expect(on.view.seq).toBeGreaterThan(mid.view.seq);
    await Promise.all([a.close(), b.close()]);
    second.child.kill('SIGKILL');
  });
});

describe('a dropped connection keeps its seat', () => {
  let server: Awaited<ReturnType<typeof localServer>>;
  afterAll(async () => server?.stop());

  it('the player who drops is away for the other seat, returns by his secret to the same table and plays on', async () => {
    server = await localServer(tempDir('pool-drop-'), SCRIPT_RATE);
    const t = await table(server.url);
    const mid = await playOut(t.a, t.b, t.view, 2);
    await t.b.close();
    const away = await t.a.waitFor((m) => m.type === 'view' && m.view.seats.B?.connected === false);
    expect((away as Extract<ServerMessage, { type: 'view' }>).view.seats.B?.awaySinceMs).toEqual(expect.any(Number));

    const b = await Client.connect(server.url);
    const back = await b.ask({ type: 'return', code: t.code, seat: 'B', secret: t.secrets.B }, 'seated');
    expect(back.seat).toBe('B');
    expect(back.secret).toBeNull(); // the secret is never sent again
    expect(sameTable(back.view)).toEqual(sameTable(mid.view));
    await t.a.waitFor((m) => m.type === 'view' && m.view.seats.B?.connected === true);
    const on = await playOut(t.a, b, back.view, 2);
    expect(on.view.seq).toBeGreaterThan(mid.view.seq);
    await Promise.all([t.a.close(), b.close()]);
  });

  it('two sockets for one seat: the newer wins, the older is told and closed; a wrong secret takes nothing', async () => {
    const t = await table(server.url);
    const tab = await Client.connect(server.url);
    const refused = await tab.ask({ type: 'return', code: t.code, seat: 'A', secret: t.secrets.B }, 'refused');
    expect(refused.reason).toBe('that seat is not yours');
    const seated = await tab.ask({ type: 'return', code: t.code, seat: 'A', secret: t.secrets.A }, 'seated');
    expect(seated.seat).toBe('A');
    const told = await t.a.next('replaced');
    expect(told.reason).toContain('another window');
    await t.a.waitFor(() => t.a.closed !== null).catch(() => undefined);
    expect(t.a.closed?.code).toBe(CLOSE_REPLACED);
    // The older socket's seat is the newer one's: it plays, and B sees A connected.
    const act = await tab.ask({ type: 'stroke', seq: 0, shot: { aimDeg: 0, cueSpeed: 1.44 } }, ['act', 'refused']);
    expect(act.type).toBe('act');
    await Promise.all([tab.close(), t.b.close()]);
  });
});
