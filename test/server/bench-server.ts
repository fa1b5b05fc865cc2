/**
 * `npm run bench:server -- [--tables N] [--strokes K] [--think-ms M]`: one table server process
 * (src/server/main.ts, its SQLite store in a temporary folder) and N tables played at once from this
 * process, two scripted players and a spectator each, K strokes a table (the lag, the break and
 * straight shots, as test/server/scripted-player.ts plays them), a pause of M ms before each act.
 * Prints and writes bench/server-results.json:
 * - strokes ruled per second (every stroke simulated and ruled by the server, over the wall time of the run);
 * - the delay from a player sending a stroke to the last of the table's three pages having it
 *   ruled (median, 95th percentile, ms);
 * - the server's resident memory per table (RSS with the N tables played, less the RSS at start, over N).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Client, processServer, tempDir } from './online-client.ts';
import { playOut } from './scripted-player.ts';

function arg(name: string, fallback: number): number {
  const k = process.argv.indexOf(`--${name}`);
  const v = k >= 0 ? Number(process.argv[k + 1]) : fallback;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name}: "${process.argv[k + 1]}" is not a number of at least 0`);
  return v;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function main(): Promise<void> {
  const tables = arg('tables', 100);
  const strokes = arg('strokes', 10);
  const thinkMs = arg('think-ms', 0);
  const server = await processServer(tempDir('pool-bench-'), [
    '--rate-burst',
    '1000000',
    '--rate-per-s',
    '1000000',
    '--max-tables',
    String(tables + 10),
  ]);
  const pid = server.child.pid!;
  try {
    await new Promise((ok) => setTimeout(ok, 500));
    const rss0 = rssMb(pid);
    const settings = { game: 'nine-ball', raceTo: 5, breakOrder: 'alternate', shotClock: null } as const;
    const seated = await Promise.all(
      Array.from({ length: tables }, async (_, i) => {
        const [a, b, w] = [await Client.connect(server.url), await Client.connect(server.url), await Client.connect(server.url)];
        const opened = await a.ask({ type: 'open', settings, name: `A${i}`, listed: i % 2 === 0 }, 'seated');
        const joined = await b.ask({ type: 'join', code: opened.code, name: `B${i}` }, 'seated');
        await w.ask({ type: 'watch', code: opened.code }, 'seated');
        return { a, b, w, view: joined.view };
      }),
    );
    const t0 = performance.now();
    const runs = await Promise.all(seated.map((t) => playOut(t.a, t.b, t.view, strokes, thinkMs)));
    const wallS = (performance.now() - t0) / 1000;
    // Every page has every stroke once the last one is in: wait for the spectators to catch up.
    await Promise.all(seated.map((t, i) => t.w.waitFor((m) => (m.type === 'stroke' || m.type === 'act') && m.view.seq === runs[i]!.view.seq)));
    const rss1 = rssMb(pid);
    const delays: number[] = [];
    seated.forEach((t, i) => {
      for (const [seq, sent] of runs[i]!.sentAt) {
        const arrival = [t.a, t.b, t.w].map((c) => c.at[c.got.findIndex((m) => m.type === 'stroke' && m.view.seq === seq)] ?? NaN);
        delays.push(Math.max(...arrival) - sent);
      }
    });
    const ruled = runs.reduce((n, r) => n + r.strokes.length, 0);
    const result = {
      tables,
      strokesPerTable: strokes,
      thinkMs,
      strokesRuled: ruled,
      strokesPerS: +(ruled / wallS).toFixed(1),
      delayMs: { median: +quantile(delays, 0.5).toFixed(1), p95: +quantile(delays, 0.95).toFixed(1), max: +Math.max(...delays).toFixed(1) },
      rssMb: { start: +rss0.toFixed(1), end: +rss1.toFixed(1), perTableKb: +(((rss1 - rss0) * 1024) / tables).toFixed(1) },
      cpu: `${os.cpus()[0]?.model.trim()} x${os.cpus().length}`,
      node: process.version,
    };
    await Promise.all(seated.flatMap((t) => [t.a.close(), t.b.close(), t.w.close()]));
    process.stdout.write(
      `bench:server ${tables} tables x ${strokes} strokes (think ${thinkMs} ms): ${ruled} strokes ruled, ${result.strokesPerS}/s; ` +
        `stroke to every page median ${result.delayMs.median} ms, p95 ${result.delayMs.p95} ms; ` +
        `server RSS ${result.rssMb.start} -> ${result.rssMb.end} MB, ${result.rssMb.perTableKb} kB a table\n`,
    );
    let all: unknown[] = [];
    try {
      all = JSON.parse(readFileSync('bench/server-results.json', 'utf8')) as unknown[];
    } catch {
      all = [];
    }
    writeFileSync(
      'bench/server-results.json',
      JSON.stringify([...all.filter((r) => JSON.stringify(r) !== JSON.stringify(result)), result], null, 2) + '\n',
    );
  } finally {
    server.child.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
