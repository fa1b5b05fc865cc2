/**
 * The online table's screenshots in docs/screenshots/: the Online panel (its lobby listing a table)
 * and a table in play, on a desktop (1280×800) and a phone (390×844), in Slovak and English.
 * `npm run screenshots:online` (after `vite build`); look at each picture after a change.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { serveAndLaunch } from './browser.ts';

const OUT = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const data = mkdtempSync(join(tmpdir(), 'pool-online-shots-'));
process.env.POOL_DATA = data;
const served = await serveAndLaunch(4194);
mkdirSync(OUT, { recursive: true });

async function page(size: { width: number; height: number }, locale: string, path: string, phone = false): Promise<Page> {
  const p = await served.browser.newPage({ viewport: size, locale, ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
  await p.goto(`${served.url}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await p.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
  return p;
}
const openPanel = (p: Page) => p.evaluate(() => document.getElementById('online')?.click());
const shoot = async (p: Page) => {
  await p.waitForFunction(() => !(document.getElementById('shoot') as HTMLButtonElement).disabled, null, { timeout: 30_000 });
  await p.evaluate(() => document.getElementById('shoot')?.click());
};
const rest = (p: Page) => p.waitForFunction(() => document.body.dataset.state !== 'playing', null, { timeout: 90_000 });
const shot = async (p: Page, name: string) => {
  await p.waitForTimeout(800);
  await p.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`${OUT}/${name}.png`);
};

try {
  const host = await page(DESKTOP, 'en-GB', '/');
  await openPanel(host);
  await host.fill('#online-name', 'Anna');
  await host.click('#online-open');
  await host.waitForFunction(() => (document.getElementById('online-link') as HTMLInputElement).value.includes('table='));
  await shot(host, 'online-panel-en');
  const link = await host.inputValue('#online-link');
  const code = /table=([\w-]{22})/.exec(link)?.[1] as string;
  // The lobby as a visitor sees it, before joining.
  for (const [size, locale, name, phone] of [
    [DESKTOP, 'sk-SK', 'online-lobby-sk', false],
    [PHONE, 'en-GB', 'online-lobby-phone-en', true],
    [PHONE, 'sk-SK', 'online-lobby-phone-sk', true],
  ] as const) {
    const v = await page(size, locale, '/', phone);
    await openPanel(v);
    await v.waitForSelector('.online-row');
    await shot(v, name);
    await v.close();
  }
  const guest = await page(PHONE, 'sk-SK', `/?table=${code}`, true);
  await guest.waitForFunction(() => /hráč B/.test(document.getElementById('online-line')?.textContent ?? ''));
  await host.click('#online-close');
  // The lag (another speed for each seat: a tie is played again), the break by its winner, a stroke or two.
  await host.locator('#speed').fill('1.4');
  await shoot(host);
  await guest.locator('#speed').fill('1.2');
  await shoot(guest);
  await rest(host);
  await rest(guest);
  const visible = (p: Page) => p.waitForSelector('#match-i-break', { state: 'visible', timeout: 30_000 }).then(() => p);
  const winner = await Promise.race([visible(host), visible(guest)]).catch(() => null);
  if (winner) {
    await winner.evaluate(() => document.getElementById('match-i-break')?.click());
    await host.waitForFunction(() => /game 1/.test(document.getElementById('match-text')?.textContent ?? ''), null, { timeout: 30_000 });
    for (let k = 0; k < 2; k++) {
      const p = (await host.isEnabled('#shoot')) ? host : guest;
      await shoot(p);
      await rest(host);
      await rest(guest);
      await host.waitForTimeout(500);
    }
  }
  const watchSk = await page(DESKTOP, 'sk-SK', `/#table=${code}`);
  await watchSk.waitForFunction(() => /divák/.test(document.getElementById('online-line')?.textContent ?? ''));
  const watchEn = await page(PHONE, 'en-GB', `/#table=${code}`, true);
  await watchEn.waitForFunction(() => /watching/.test(document.getElementById('online-line')?.textContent ?? ''));
  await shot(host, 'online-play-en');
  await shot(guest, 'online-play-phone-sk');
  await shot(watchSk, 'online-watch-sk');
  await shot(watchEn, 'online-watch-phone-en');
} finally {
  await served.close();
  rmSync(data, { recursive: true, force: true });
}
