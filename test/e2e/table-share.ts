/**
 * How much of the screen the table gets, measured in the built page in Debian's Chromium: at
 * 1280x800, 1920x1080 and a 390x844 phone, in the default view, before and after a stroke (the
 * replay bar and the ruling shown), the share of the screen where the cloth is seen (inside the
 * cushions' noses and not under a panel: the page's own element at each point), the radius of a
 * ball in px, and the balls a panel covers. `npm run bench:table` prints them, writes
 * bench/table-share.json and leaves screenshots in test-results/table-share/. The reference is
 * tailuge/billiards: 66 % of 1280x800 and 60 % of a phone, 13 px a ball.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { serveAndLaunch } from './browser.ts';

const SCREENS = [
  { name: '1280x800', width: 1280, height: 800, phone: false },
  { name: '1920x1080', width: 1920, height: 1080, phone: false },
  { name: '390x844', width: 390, height: 844, phone: true },
] as const;

/** A 9-ball rack after a break-like spread, the cue ball with a soft stroke set up (the after-stroke figures). */
const LAYOUT = {
  format: 'pool-scenario/1',
  name: 'Table share',
  game: 'nine-ball',
  state: { phase: 'normal' },
  balls: [
    { id: 'cue', x: -0.7, y: 0.1 },
    { id: '1', x: 0.2, y: 0.3 },
    { id: '2', x: 0.9, y: -0.5 },
    { id: '3', x: 1.2, y: 0.58 },
    { id: '4', x: -1.2, y: -0.58 },
    { id: '5', x: 0.5, y: 0 },
    { id: '6', x: -1.22, y: 0.5 },
    { id: '7', x: 0.0, y: -0.6 },
    { id: '9', x: 1.24, y: -0.2 },
  ],
  shot: { aimAt: '1', cueSpeed: 1.2 },
};

interface Figures {
  clothShare: number;
  ballRadiusPx: number;
  coveredBalls: string[];
}

/** The figures of the page as it is now. */
async function measure(page: Page): Promise<Figures> {
  return page.evaluate((balls) => {
    const view = (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView;
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const W = window.innerWidth,
      H = window.innerHeight;
    // The cloth inside the cushions' noses (9 ft: 2.54 x 1.27 m), as a polygon on the screen.
    const poly = [
      [-1.27, -0.635],
      [1.27, -0.635],
      [1.27, 0.635],
      [-1.27, 0.635],
    ].map(([x, y]) => view.screenOf(x as number, y as number, 0));
    const inside = (px: number, py: number) => {
      let c = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i] as [number, number];
        const [xj, yj] = poly[j] as [number, number];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) c = !c;
      }
      return c;
    };
    const step = 4;
    let seen = 0,
      all = 0;
    for (let y = step / 2; y < H; y += step)
      for (let x = step / 2; x < W; x += step) {
        all++;
        if (inside(x, y) && document.elementFromPoint(x, y) === canvas) seen++;
      }
    const R = 0.028575;
    const radii = balls.map((b) => {
      const c = view.screenOf(b.x, b.y, R);
      const side = view.screenOf(b.x, b.y + R, R);
      const along = view.screenOf(b.x + R, b.y, R);
      return Math.max(Math.hypot(side[0] - c[0], side[1] - c[1]), Math.hypot(along[0] - c[0], along[1] - c[1]));
    });
    const covered = balls
      .filter((b) => {
        const [x, y] = view.screenOf(b.x, b.y, R);
        return x < 0 || y < 0 || x >= W || y >= H || document.elementFromPoint(x, y) !== canvas;
      })
      .map((b) => b.id);
    const sorted = radii.sort((a, b) => a - b);
    return { clothShare: seen / all, ballRadiusPx: sorted[Math.floor(sorted.length / 2)] as number, coveredBalls: covered };
  }, LAYOUT.balls);
}

async function main(): Promise<void> {
  const served = await serveAndLaunch(4182);
  const out: Record<string, unknown> = { when: new Date().toISOString() };
  mkdirSync('test-results/table-share', { recursive: true });
  try {
    for (const lang of ['en', 'sk'] as const) {
      for (const s of SCREENS) {
        const page = await served.browser.newPage({
          viewport: { width: s.width, height: s.height },
          locale: lang === 'sk' ? 'sk-SK' : 'en-GB',
          ...(s.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
        });
        // tsx keeps function names with a helper the page lacks (the measuring code below names its functions).
        await page.addInitScript('window.__name = (f) => f;');
        await page.goto(`${served.url}/#scenario=${Buffer.from(JSON.stringify(LAYOUT)).toString('base64url')}`);
        await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 120_000 });
        await page.waitForTimeout(1500);
        const before = await measure(page);
        await page.screenshot({ path: `test-results/table-share/${s.name}-${lang}-before.png` });
        await page.selectOption('#rate', '4').catch(() => undefined);
        await page.evaluate(() => (document.getElementById('shoot') as HTMLButtonElement).click());
        await page.waitForFunction(() => document.body.dataset.state === 'rest', null, { timeout: 120_000 });
        await page.waitForTimeout(1500);
        const after = await measure(page);
        await page.screenshot({ path: `test-results/table-share/${s.name}-${lang}-after.png` });
        out[`${s.name} ${lang}`] = { before, after };
        const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
        console.log(
          `${s.name.padEnd(10)} ${lang}  cloth ${pct(before.clothShare)} (after a stroke ${pct(after.clothShare)})  ball radius ${before.ballRadiusPx.toFixed(1)} px` +
            `  balls covered: ${before.coveredBalls.join(',') || 'none'} / after ${after.coveredBalls.join(',') || 'none'}`,
        );
        await page.close();
      }
    }
  } finally {
    await served.close();
  }
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/table-share.json', `${JSON.stringify(out, null, 2)}\n`);
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
