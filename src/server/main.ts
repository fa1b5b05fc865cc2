/**
 * `npm run serve` (after the page is built) and the tests' server: the page and the online tables
 * from one process. Settings from flags, else the environment, else the defaults:
 *   --port N        POOL_PORT         8080 (0: any free port; the line printed names it)
 *   --host H        POOL_HOST         127.0.0.1 (0.0.0.0 to serve the network)
 *   --data DIR      POOL_DATA         ./data (the SQLite store, tables.sqlite)
 *   --page DIR      POOL_PAGE         ./dist (the built page)
 *   --max-tables N  POOL_MAX_TABLES   2000
 *   --away-s N      POOL_AWAY_S       180 (the away rule's default; 0: tables wait)
 *   --rate-burst N  POOL_RATE_BURST   20 (messages a connection may send at once)
 *   --rate-per-s N  POOL_RATE_PER_S   5 (and per second after that)
 *   --max-spectators N POOL_MAX_SPECTATORS 100 (a table's)
 * Prints one line, "pool tables on http://HOST:PORT ...", when it listens; stops on SIGINT/SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { DEFAULT_LIMITS, TableServer } from './table-server.ts';
import { TableStore } from './table-store.ts';
import { pageAndTables } from './http-server.ts';
import { TICK_MS } from './tick.ts';

interface Options {
  port: number;
  host: string;
  data: string;
  page: string;
  maxTables: number;
  awayS: number;
  rateBurst: number;
  ratePerS: number;
  maxSpectators: number;
}

function options(argv: readonly string[], env: NodeJS.ProcessEnv): Options {
  const flag = (name: string): string | undefined => {
    const k = argv.indexOf(`--${name}`);
    return k >= 0 ? argv[k + 1] : undefined;
  };
  const int = (field: string, text: string | undefined, fallback: number, min: number, max: number): number => {
    if (text === undefined || text === '') return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${field}: "${text}" is not a whole number from ${min} to ${max}`);
    return n;
  };
  return {
    port: int('--port', flag('port') ?? env.POOL_PORT, 8080, 0, 65535),
    host: flag('host') ?? env.POOL_HOST ?? '127.0.0.1',
    data: flag('data') ?? env.POOL_DATA ?? 'data',
    page: flag('page') ?? env.POOL_PAGE ?? 'dist',
    maxTables: int('--max-tables', flag('max-tables') ?? env.POOL_MAX_TABLES, DEFAULT_LIMITS.maxTables, 1, 1_000_000),
    awayS: int('--away-s', flag('away-s') ?? env.POOL_AWAY_S, DEFAULT_LIMITS.awayLimitS ?? 0, 0, 3600),
    rateBurst: int('--rate-burst', flag('rate-burst') ?? env.POOL_RATE_BURST, DEFAULT_LIMITS.rateBurst, 1, 1_000_000),
    ratePerS: int('--rate-per-s', flag('rate-per-s') ?? env.POOL_RATE_PER_S, DEFAULT_LIMITS.ratePerS, 1, 1_000_000),
    maxSpectators: int('--max-spectators', flag('max-spectators') ?? env.POOL_MAX_SPECTATORS, DEFAULT_LIMITS.maxSpectators, 0, 100_000),
  };
}

function main(): void {
  let o: Options;
  try {
    o = options(process.argv.slice(2), process.env);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(2);
  }
  const store = new TableStore(o.data);
  const limits = {
    maxTables: o.maxTables,
    awayLimitS: o.awayS === 0 ? null : o.awayS,
    rateBurst: o.rateBurst,
    ratePerS: o.ratePerS,
    maxSpectators: o.maxSpectators,
  };
  const tables = new TableServer(store, limits, Date.now, (l) => process.stderr.write(`${l}\n`));
  const server = pageAndTables(o.page, tables);
  const tick = setInterval(() => tables.tick(), TICK_MS);
  server.listen(o.port, o.host, () => {
    const a = server.address() as AddressInfo;
    process.stdout.write(`pool tables on http://${o.host}:${a.port} (page from ${o.page}, ${tables.size} tables restored from ${o.data})\n`);
  });
  const stop = () => {
    clearInterval(tick);
    tables.closeAll();
    server.close(() => {
      store.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
