/**
 * An online table through the page's own controls (Chromium): the host opens a table in the Online
 * panel, a second page joins by the table's link, both lag with the Shoot button, the lag's winner
 * names the breaker and strokes are played; a third page watches the link and sees the same rulings;
 * the match file downloads; a player who leaves is shown away and the link, or a reload, returns him
 * to his seat. The tables run in `vite preview` (the plugin),
 * their store in a fresh folder.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAndLaunch, type Served } from './browser.ts';

let served: Served;
const data = mkdtempSync(join(tmpdir(), 'pool-online-e2e-'));

beforeAll(async () => {
  process.env.POOL_DATA = data;
  served = await serveAndLaunch(4193);
}, 120_000);

afterAll(async () => {
  await served?.close();
  rmSync(data, { recursive: true, force: true });
});

async function newPage(path: string, downloads = false): Promise<{ p: Page; errors: string[] }> {
  const p = await served.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB', acceptDownloads: downloads });
  const errors: string[] = [];
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(`${served.url}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await p.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
  return { p, errors };
}

const line = (p: Page) => p.evaluate(() => document.getElementById('online-line')?.textContent ?? '');
const board = (p: Page) => p.evaluate(() => document.getElementById('match-text')?.textContent ?? '');
const strokes = (p: Page) => p.evaluate(() => Number(document.body.dataset.strokes ?? 0));
const ruling = (p: Page) => p.evaluate(() => document.getElementById('online-ruling')?.textContent ?? '');
const atRest = (p: Page, n: number) =>
  p.waitForFunction((k) => Number(document.body.dataset.strokes ?? 0) >= k && document.body.dataset.state !== 'playing', n, { timeout: 90_000 });

describe('an online table', () => {
  it('two pages play through the page’s controls, a third watches the same rulings; the file downloads; a player away is shown, and the link or a reload returns him to his seat', async () => {
    const host = await newPage('/', true);
    await host.p.click('#table-menu > summary');
    await host.p.click('#online');
    await host.p.fill('#online-name', 'Anna');
    await host.p.selectOption('#online-clock', '');
    await host.p.click('#online-open');
    await host.p.waitForFunction(() => (document.getElementById('online-link') as HTMLInputElement | null)?.value.includes('table='), null, {
      timeout: 30_000,
    });
    const link = await host.p.inputValue('#online-link');
    const code = /table=([\w-]{22})/.exec(link)?.[1] as string;
    expect(code).toHaveLength(22);
    expect(await line(host.p)).toMatch(/Waiting for an opponent/);
    // Alone at the table, the host's controls are locked.
    expect(await host.p.isDisabled('#shoot')).toBe(true);

    const guest = await newPage(`/?table=${code}`);
    await guest.p.waitForFunction(() => /player B/.test(document.getElementById('online-line')?.textContent ?? ''), null, { timeout: 30_000 });
    const watcher = await newPage(`/#table=${code}`);
    await watcher.p.waitForFunction(() => /watching/.test(document.getElementById('online-line')?.textContent ?? ''), null, { timeout: 30_000 });
    expect(await watcher.p.isDisabled('#shoot')).toBe(true);

    // The lag: each seat strikes its own lag ball with the Shoot button; the lag is played on every page (a tie is played again, G5).
    await host.p.locator('#speed').fill('1.4');
    for (let k = 0; k < 4 && !(await host.p.isVisible('#match-i-break')) && !(await guest.p.isVisible('#match-i-break')); k++) {
      await host.p.waitForFunction(() => !(document.getElementById('shoot') as HTMLButtonElement).disabled, null, { timeout: 30_000 });
      const before = await Promise.all([host, guest, watcher].map((x) => strokes(x.p)));
      await host.p.click('#shoot');
      await host.p.waitForFunction(() => /lag stroke is in/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 30_000 });
      expect(await host.p.isDisabled('#shoot')).toBe(true);
      await guest.p.locator('#speed').fill(String(1.3 - 0.1 * k));
      await guest.p.click('#shoot');
      for (const [j, x] of [host, guest, watcher].entries()) await atRest(x.p, (before[j] as number) + 1);
      await host.p.waitForTimeout(500);
    }
    // The lag's winner breaks himself (G6); the match board shows the first game on every page.
    const winnerPage = (await host.p.isVisible('#match-i-break')) ? host : guest;
    await winnerPage.p.click('#match-i-break');
    for (const x of [host, guest, watcher])
      await x.p.waitForFunction(() => /game 1/.test(document.getElementById('match-text')?.textContent ?? ''), null, { timeout: 30_000 });

    // A few strokes, each by the page whose turn it is; every page plays it and shows the same ruling.
    for (let k = 0; k < 3; k++) {
      await Promise.race(
        [host, guest].map((x) =>
          x.p.waitForFunction(() => !(document.getElementById('shoot') as HTMLButtonElement).disabled, null, { timeout: 30_000 }),
        ),
      );
      const shooter = (await host.p.isEnabled('#shoot')) ? host : guest;
      const other = shooter === host ? guest : host;
      expect(await other.p.isDisabled('#shoot')).toBe(true);
      const n = await Promise.all([host, guest, watcher].map((x) => strokes(x.p)));
      await shooter.p.click('#shoot');
      for (const [j, x] of [host, guest, watcher].entries()) await atRest(x.p, (n[j] as number) + 1);
      const seen = await Promise.all([host, guest, watcher].map((x) => ruling(x.p)));
      expect(seen[0]).not.toBe('');
      expect(seen[1]).toBe(seen[0]);
      expect(seen[2]).toBe(seen[0]);
      expect(await board(watcher.p)).toBe(await board(host.p));
    }
    for (const x of [host, guest, watcher]) expect(await x.p.evaluate(() => document.getElementById('online-line')?.dataset.mismatch)).toBe('false');

    // The match file (pool-match/1) downloaded from a player's page holds the strokes played.
    const [download] = await Promise.all([host.p.waitForEvent('download'), host.p.click('#match-export')]);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; entries: unknown[] };
    expect(file.format).toBe('pool-match/1');
    expect(file.entries.length).toBeGreaterThanOrEqual(4);

    // The guest leaves the page: the host sees him away; the link brings him back to seat B.
    await guest.p.goto('about:blank');
    await host.p.waitForFunction(() => /Player B is away/.test(document.getElementById('online-line')?.textContent ?? ''), null, { timeout: 30_000 });
    await guest.p.goto(`${served.url}/?table=${code}`, { waitUntil: 'domcontentloaded' });
    await guest.p.waitForFunction(() => /player B/.test(document.getElementById('online-line')?.textContent ?? ''), null, { timeout: 60_000 });
    await host.p.waitForFunction(() => !/away/.test(document.getElementById('online-line')?.textContent ?? ''), null, { timeout: 30_000 });

    // The guest reloads: his seat again (the browser kept its secret), the same score; the host saw him away meanwhile or back.
    const scoreBefore = await board(host.p);
    await guest.p.reload({ waitUntil: 'domcontentloaded' });
    await guest.p.waitForFunction(() => /player B/.test(document.getElementById('online-line')?.textContent ?? ''), null, { timeout: 30_000 });
    await guest.p.waitForFunction((s) => document.getElementById('match-text')?.textContent === s, scoreBefore, { timeout: 30_000 });
    expect(await line(guest.p)).toMatch(/Anna|player B/);
    for (const x of [host, guest, watcher]) expect(x.errors).toEqual([]);
  }, 300_000);
});
