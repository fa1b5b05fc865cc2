/**
 * Real-browser test in Debian's Chromium (design.md, "Browser"): the page draws the table,
 * the break is simulated in the browser and played back to rest. Tests behaviour and pixels,
 * never a frame rate.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { serveAndLaunch, type Served } from './browser.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let served: Served;
let page: Page;

beforeAll(async () => {
  served = await serveAndLaunch(4179);
  page = await served.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'sk-SK' });
  await page.goto(`${served.url}/`);
});

afterAll(async () => {
  await served?.close();
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
    // The referee's ruling on the break, in Slovak, naming the next player.
    expect(await page.textContent('#ruling')).toMatch(/[Hh]ráč [AB]/);
    await page.screenshot({ path: 'test-results/table-after-break.png' });
  });
  it('switches to English', async () => {
    await page.click('#lang');
    expect(await page.textContent('#status')).toMatch(/Balls at rest\. \d+ events/);
    expect(await page.textContent('#ruling')).toMatch(/Player [AB]/);
  });
});
