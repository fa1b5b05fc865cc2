/**
 * One origin for the page and the tables: the deployment server (`npm run serve`) serves the built
 * page's files and nothing outside its folder, and vite's own server (`npm start`) carries the tables
 * through the plugin; on both, the page's WebSocket at /online opens a table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ONLINE_PATH } from '../../src/server/http-server.ts';
import { onlineTables } from '../../src/server/vite-plugin.ts';
import { Client, localServer, tempDir } from './online-client.ts';

const SETTINGS = { game: 'eight-ball', raceTo: 1, breakOrder: 'winner', shotClock: null } as const;

describe('the deployment server: page and tables from one process', () => {
  let server: Awaited<ReturnType<typeof localServer>>;
  afterAll(async () => server?.stop());

  it('serves the page folder, refuses what lies outside it and other methods, and opens tables on /online', async () => {
    const data = tempDir('pool-http-');
    const page = join(data, 'no-page');
    mkdirSync(join(page, 'assets'), { recursive: true });
    writeFileSync(join(page, 'index.html'), '<!doctype html><title>pool</title>');
    writeFileSync(join(page, 'assets', 'main.js'), 'export {};');
    writeFileSync(join(data, 'secret.txt'), 'not for the web');
    server = await localServer(data);
    const http = server.url.replace('ws://', 'http://').replace(ONLINE_PATH, '');
    const index = await fetch(`${http}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('<title>pool</title>');
    const js = await fetch(`${http}/assets/main.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${http}/../secret.txt`)).status).toBe(404);
    expect((await fetch(`${http}/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${http}/assets/`)).status).toBe(404);
    expect((await fetch(`${http}/`, { method: 'POST', body: 'x' })).status).toBe(405);
    const c = await Client.connect(server.url);
    const seated = await c.ask({ type: 'open', settings: SETTINGS, name: 'Anna', listed: false }, 'seated');
    expect(seated.seat).toBe('A');
    await c.close();
  });
});

describe("npm start: vite's dev server carries the tables", () => {
  it('opens a table over the dev server’s own origin', async () => {
    const data = tempDir('pool-vite-');
    process.env.POOL_DATA = data;
    const vite = await createServer({
      configFile: false,
      root: data,
      logLevel: 'silent',
      plugins: [onlineTables()],
      server: { port: 0, host: '127.0.0.1', ws: false },
    });
    try {
      await vite.listen();
      const port = (vite.httpServer!.address() as AddressInfo).port;
      // The plugin loads the server's modules when the server starts: wait for the tables to answer.
      let c: Client | null = null;
      for (let i = 0; i < 50 && !c; i++) {
        c = await Client.connect(`ws://127.0.0.1:${port}${ONLINE_PATH}`).catch(() => null);
        if (!c) await new Promise((ok) => setTimeout(ok, 100));
      }
      expect(c).not.toBeNull();
      const seated = await c!.ask({ type: 'open', settings: SETTINGS, name: 'Anna', listed: true }, 'seated');
      expect(seated.view.listed).toBe(true);
      const lobby = await c!.ask({ type: 'lobby' }, 'lobby');
      expect(lobby.tables.map((t) => t.host)).toEqual(['Anna']);
      await c!.close();
    } finally {
      delete process.env.POOL_DATA;
      await vite.close();
    }
  });
});
