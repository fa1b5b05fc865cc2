/**
 * One process for a deployment: node:http serves the built page (a folder, read-only, no listing,
 * nothing outside it) and hands WebSocket upgrades on ONLINE_PATH to the table server.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { TableServer } from './table-server.ts';

/** The path the page opens its WebSocket on, on its own origin. */
export const ONLINE_PATH = '/online';
/** The WebSocket frame limit, bytes: a frame over it closes the socket (1009); the protocol refuses over MAX_MESSAGE_BYTES with a reason. */
export const MAX_FRAME_BYTES = 65_536;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hands upgrades on ONLINE_PATH to the table server; other upgrades are left to whoever else listens (vite's HMR). */
export function attachTables(server: Server, tables: TableServer): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== ONLINE_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => tables.accept(ws));
  });
  return wss;
}

/** The file under `root` a request names, or null (outside it, missing, a folder without index.html). */
function fileFor(root: string, url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  const full = resolve(root, '.' + normalize(path.endsWith('/') ? path + 'index.html' : path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const st = statSync(full);
    if (st.isFile()) return full;
    if (st.isDirectory() && statSync(join(full, 'index.html')).isFile()) return join(full, 'index.html');
  } catch {
    return null;
  }
  return null;
}

/** An HTTP server for the built page in `root` (GET and HEAD only) with the tables on ONLINE_PATH. */
export function pageAndTables(root: string, tables: TableServer): Server {
  const dir = resolve(root);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(dir, req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  attachTables(server, tables);
  return server;
}
