/**
 * The tables inside vite's own server: `npm start` (the dev server) and `npm run preview` serve the
 * page and the online tables on one origin, so the page finds them at ONLINE_PATH with no setting.
 * The server's modules (and SQLite) are loaded only when a server starts, not when vitest reads the
 * config. Data folder: POOL_DATA, else ./data.
 */
import type { Server } from 'node:http';
import type { Plugin } from 'vite';

function start(httpServer: Server | null | undefined): void {
  if (!httpServer) return; // middleware mode (vitest): no socket to share
  void (async () => {
    const [{ TableStore }, { TableServer }, { attachTables }, { TICK_MS }] = await Promise.all([
      import('./table-store.ts'),
      import('./table-server.ts'),
      import('./http-server.ts'),
      import('./tick.ts'),
    ]);
    const store = new TableStore(process.env.POOL_DATA ?? 'data');
    const tables = new TableServer(store, {}, Date.now, (l) => process.stderr.write(`${l}\n`));
    attachTables(httpServer, tables);
    const tick = setInterval(() => tables.tick(), TICK_MS);
    httpServer.once('close', () => {
      clearInterval(tick);
      tables.closeAll();
      store.close();
    });
  })();
}

export function onlineTables(): Plugin {
  return {
    name: 'pool-online-tables',
    configureServer(server) {
      start(server.httpServer as Server | null);
    },
    configurePreviewServer(server) {
      start(server.httpServer as Server | null);
    },
  };
}
