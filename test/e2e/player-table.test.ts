/**
 * Small traps of the player's table (Chromium, through the UI): the tip picker says when a tip is
 * past the miscue limit; opening a match file during a match asks first, and the table it opens
 * carries no contact marks of the match left.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAndLaunch, type Served } from './browser.ts';

let served: Served;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  served = await serveAndLaunch(4189);
  page = await served.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});

afterAll(async () => {
  await served?.close();
});

const text = async (sel: string) => (await page.textContent(sel)) ?? '';
/** Contact marks drawn on the cloth now (the rings of contact-marks.ts). */
const marks = () =>
  page.evaluate(() => {
    let n = 0;
    const scene = (window as unknown as { poolView: { scene: { traverse(f: (o: Record<string, unknown>) => void): void } } }).poolView.scene;
    scene.traverse((o) => {
      const g = o.geometry as { type?: string } | undefined;
      if (o.isInstancedMesh && g?.type === 'RingGeometry') n += o.count as number;
    });
    return n;
  });

describe("the player's table", () => {
  it('the tip picker shows the miscue limit and says when a tip is past it', async () => {
    await page.goto(`${served.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
    expect(await text('#tip')).toMatch(/^Tip: 0\.00 \/ 0\.00 R \(miscue limit 0\.\d\d R\)$/);
    const spin = await page.locator('canvas.spin').boundingBox();
    if (!spin) throw new Error('no tip picker');
    // A deep draw: the lowest point the picker takes, past the miscue limit.
    await page.mouse.click(spin.x + spin.width / 2, spin.y + spin.height - 6);
    expect(await text('#tip')).toMatch(/Past the (miscue|ferrule) limit/);
    expect(await page.getAttribute('#tip', 'data-past')).toMatch(/miscue|ferrule/);
    // Back inside: no warning.
    await page.mouse.click(spin.x + spin.width / 2, spin.y + spin.height / 2 + 15);
    expect(await text('#tip')).not.toMatch(/Past/);
    expect(pageErrors).toEqual([]);
  });

  it('opening a match file during a match asks first; refused, the match goes on; accepted, the file opens on a table without the lag’s contact marks', async () => {
    await page.goto(`${served.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
    await page.click('details:has(#layout-match) > summary');
    await page.click('#layout-match');
    await page.fill('#match-name-a', 'Ana');
    await page.fill('#match-name-b', 'Boris');
    await page.selectOption('#match-opponent', '');
    await page.selectOption('#match-game', 'nine-ball');
    await page.fill('#match-race', '2');
    await page.click('#match-start');
    // The lag (G5): Ana's stroke, then Boris's, played together (their contact marks stay on the table).
    await page.click('#stroke-toggle'); // the playback rate is folded in the stroke panel
    await page.selectOption('#rate', '4');
    await page.locator('#speed').fill('1.4');
    await page.click('#shoot');
    await page.click('#shoot');
    await page.waitForFunction(() => document.body.dataset.state === 'playing', null, { timeout: 60_000 });
    await page.waitForFunction(() => document.body.dataset.state !== 'playing', null, { timeout: 120_000 });
    expect(await marks()).toBeGreaterThan(0);
    const board = await text('#match-text');
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.click('details:has(#layout-match) > summary');
    await page.click('#layout-match');
    await page.setInputFiles('#match-file', 'test/matches/nine-ball-club-beginner.json');
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/match in progress/);
    expect(await text('#match-text')).toBe(board);
    expect(await text('#status')).not.toMatch(/^Match loaded/);
    page.once('dialog', (d) => void d.accept());
    await page.setInputFiles('#match-file', 'test/matches/nine-ball-club-beginner.json');
    await page.waitForFunction(() => /^Match loaded/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 60_000 });
    expect(await marks()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
