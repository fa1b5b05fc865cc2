/**
 * Real-browser test in Debian's Chromium (design.md, "Browser"): the page draws the table,
 * the break is simulated in the browser and played back to rest. Tests behaviour and pixels,
 * never a frame rate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 4179;
const URL = `http://127.0.0.1:${PORT}/`;
const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

let server: ChildProcess;
let browser: Browser;
let page: Page;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(URL)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('vite preview did not start');
}

beforeAll(async () => {
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(PORT)], { stdio: 'ignore' });
  await waitForServer();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'sk-SK' });
  await page.goto(URL);
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

/** Share of pixels of the table cloth's green in a screenshot. */
async function greenShare(p: Page): Promise<number> {
  return p.evaluate(() => {
    const c = document.querySelector('canvas') as HTMLCanvasElement;
    const g = document.createElement('canvas');
    g.width = 160; g.height = 90;
    const ctx = g.getContext('2d')!;
    ctx.drawImage(c, 0, 0, 160, 90);
    const d = ctx.getImageData(0, 0, 160, 90).data;
    let green = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 1]! > d[i]! + 25 && d[i + 1]! > d[i + 2]! + 10) green++;
    return green / (160 * 90);
  });
}

describe('the page in Chromium', () => {
  it('draws the table and greets in Slovak when the browser prefers it', async () => {
    await page.waitForSelector('canvas');
    await expect.poll(() => page.textContent('#status')).toContain('Pripravené');
    expect(await greenShare(page)).toBeGreaterThan(0.2);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/table-ready.png' });
  });
  it('breaks: the physics runs in the browser and the balls come to rest', async () => {
    await page.click('#break');
    await page.waitForFunction(() => document.body.dataset.state === 'rest', undefined, { timeout: 60_000 });
    expect(await page.textContent('#status')).toMatch(/Gule stoja\. \d+ udalostí/);
    await page.screenshot({ path: 'test-results/table-after-break.png' });
  });
  it('switches to English', async () => {
    await page.click('#lang');
    expect(await page.textContent('#status')).toMatch(/Balls at rest\. \d+ events/);
  });
});
