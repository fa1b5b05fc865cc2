/**
 * The practice screen on four screens, in Debian's Chromium: 1280 x 800 and
 * 1920 x 1080 with a mouse, 390 x 844 and 768 x 1024 by touch. In the default view the whole table
 * (its six pockets) is inside the viewport and under no control; no visible control is outside the
 * viewport or overlaps another; at phone size every button is at least 44 px tall; nothing scrolls
 * sideways; the hints speak of the input in use; the settings panel speaks the page's language.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableGeometry } from '../../src/table/geometry.ts';
import { serveAndLaunch, type Served } from './browser.ts';

let served: Served;
beforeAll(async () => {
  served = await serveAndLaunch(4181);
});
afterAll(async () => {
  await served?.close();
});

const SCREENS = [
  { name: 'desktop 1280x800', width: 1280, height: 800, touch: false, locale: 'sk-SK' },
  { name: 'desktop 1920x1080', width: 1920, height: 1080, touch: false, locale: 'en-GB' },
  { name: 'phone 390x844', width: 390, height: 844, touch: true, locale: 'sk-SK' },
  { name: 'tablet 768x1024', width: 768, height: 1024, touch: true, locale: 'en-GB' },
] as const;

async function open(browser: Browser, s: (typeof SCREENS)[number]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: s.width, height: s.height }, hasTouch: s.touch, isMobile: s.touch, locale: s.locale });
  await page.goto(`${served.url}/`);
  await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
  // Two frames: the framing follows the panels' measured size.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  return page;
}

/** The boxes of the visible controls: buttons, menus, selects, sliders, the tip picker. */
function visibleControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, summary, select, input[type=range], canvas.spin, .lil-title')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        const st = getComputedStyle(e);
        // A closed menu's items keep a layout box in Chromium but are not shown.
        const closed = e.closest('details:not([open]) > .menu-items') !== null;
        return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && !closed;
      })
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { id: e.id || e.textContent?.trim().slice(0, 20) || e.tagName, x: r.left, y: r.top, w: r.width, h: r.height };
      }),
  );
}

describe('the practice screen fits every screen', () => {
  const pockets = tableGeometry('9ft').pockets;
  for (const s of SCREENS) {
    it(`${s.name}: six pockets in view and clear of the controls; controls inside and apart; no sideways scroll`, async () => {
      const page = await open(served.browser, s);
      for (const p of pockets) {
        const [x, y] = await page.evaluate(
          ([px, py]) =>
            (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView.screenOf(px!, py!, 0),
          p.hole.centre,
        );
        expect(x, `${p.id} x`).toBeGreaterThan(0);
        expect(x, `${p.id} x`).toBeLessThan(s.width);
        expect(y, `${p.id} y`).toBeGreaterThan(0);
        expect(y, `${p.id} y`).toBeLessThan(s.height);
        // Nothing but the table's canvas under the pocket.
        const under = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName ?? '', [x, y]);
        expect(under, `${p.id} is covered`).toBe('CANVAS');
      }
      // The loading sign is gone once the table is drawn.
      expect(await page.$('#loading')).toBeNull();
      expect(
        await page.evaluate(
          () => (window as unknown as { poolView: { frameStats: { firstFrameMs: number | null } } }).poolView.frameStats.firstFrameMs,
        ),
      ).toBeGreaterThan(0);
      const boxes = await visibleControls(page);
      expect(boxes.length).toBeGreaterThan(5);
      for (const b of boxes) {
        expect(b.x, b.id).toBeGreaterThanOrEqual(0);
        expect(b.y, b.id).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w, b.id).toBeLessThanOrEqual(s.width + 0.5);
        expect(b.y + b.h, b.id).toBeLessThanOrEqual(s.height + 0.5);
        if (s.touch) expect(b.h, `${b.id} height`).toBeGreaterThanOrEqual(44); // sliders too
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const overlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
          expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The bar keeps one row (it wrapped at 1280 px in Slovak).
      const rows = await page.evaluate(
        () =>
          new Set(
            [...document.querySelectorAll('.bar > *')]
              .filter((e) => e.getClientRects().length > 0)
              .map((e) => Math.round(e.getBoundingClientRect().top / 20)),
          ).size,
      );
      expect(rows, 'rows of the bar').toBe(1);
      const status = await page.textContent('#status');
      if (s.touch) expect(status).toMatch(s.locale === 'sk-SK' ? /Prstom mierite/ : /Drag a finger to aim/);
      else expect(status).toMatch(s.locale === 'sk-SK' ? /Myšou alebo šípkami/ : /Mouse or arrow keys/);
      await page.close();
    });
  }

  it('the table is the main thing on the screen: its cloth, seen and under no panel, takes at least 66 % of 1280x800 and 59 % of a phone, and a scoreboard or status line that grows does not move it', async () => {
    // tailuge/billiards' figures, measured side by side: 66 % of 1280x800, 60 % of a phone. The phone
    // measures 59.9 % here (the docked status line and speed row cover the cloth's lower edge): held
    // at 59 % so it cannot slip back, with the last point still to win.
    for (const [s, least] of [
      [SCREENS[0], 0.66],
      [SCREENS[2], 0.59],
    ] as const) {
      const page = await open(served.browser, s);
      try {
        const figures = () =>
          page.evaluate(() => {
            const view = (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView;
            const canvas = document.querySelector('canvas');
            // The cloth inside the cushions' noses (9 ft: 2.54 x 1.27 m); on the screen from above, a rectangle.
            const corners = [view.screenOf(-1.27, -0.635, 0), view.screenOf(1.27, 0.635, 0)];
            const [x0, x1] = [Math.min(corners[0]![0], corners[1]![0]), Math.max(corners[0]![0], corners[1]![0])];
            const [y0, y1] = [Math.min(corners[0]![1], corners[1]![1]), Math.max(corners[0]![1], corners[1]![1])];
            let seen = 0,
              all = 0;
            for (let y = 4; y < innerHeight; y += 8)
              for (let x = 4; x < innerWidth; x += 8) {
                all++;
                if (x > x0 && x < x1 && y > y0 && y < y1 && document.elementFromPoint(x, y) === canvas) seen++;
              }
            return { share: seen / all, corners };
          });
        const before = await figures();
        expect(before.share, s.name).toBeGreaterThanOrEqual(least);
        // A scoreboard that grows by lines and a status line that wraps.
        await page.evaluate(() => {
          const board = document.getElementById('scoreboard')!;
          for (let k = 0; k < 4; k++) board.append(Object.assign(document.createElement('div'), { textContent: `a longer scoreboard, line ${k}` }));
          document.getElementById('status')!.textContent = 'a status line long enough to wrap on any screen '.repeat(6);
        });
        await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
        await page.waitForTimeout(600); // a glide, were the table to be framed again
        const after = await figures();
        expect(after.corners, `${s.name}: the table moved`).toEqual(before.corners);
      } finally {
        await page.close();
      }
    }
  });

  it('phone: the menu opens the layouts and files, the stroke panel unfolds; each stays on screen', async () => {
    const page = await open(served.browser, SCREENS[2]);
    await page.click('#menu');
    await page.click('#table-menu > summary');
    for (const b of await visibleControls(page)) expect(b.x + b.w, b.id).toBeLessThanOrEqual(390.5);
    // The file menu, at the bar's right end on a phone, opens leftwards: its items stay on screen.
    await page.click('#table-menu > summary');
    await page.click('#file-menu > summary');
    const items = (await visibleControls(page)).filter((b) => ['save', 'load', 'share'].includes(b.id));
    expect(items).toHaveLength(3);
    for (const b of items) expect(b.x + b.w, b.id).toBeLessThanOrEqual(390.5);
    await page.click('#file-menu > summary');
    await page.click('#table-menu > summary');
    await page.click('#layout-nine');
    await page.waitForFunction(() => /Deviatka/.test(document.querySelector('#scoreboard')?.textContent ?? ''));
    await page.click('#stroke-toggle');
    expect(await page.isVisible('.spin')).toBe(true);
    expect(await page.isVisible('#elevation')).toBe(true);
    await page.close();
  });

  it('issue 34: the default view fills the free screen from above: the long side across a landscape screen and down a portrait one, at least 80 % of the free width or height', async () => {
    // The table's outer rail corners: the 9 ft bed (2.54 x 1.27 m between the noses) and 5.5 in of rail (specs.ts railWidthM).
    const X = 1.27 + 5.5 * 0.0254,
      Y = 0.635 + 5.5 * 0.0254;
    for (const s of SCREENS) {
      const page = await open(served.browser, s);
      try {
        const r = await page.evaluate(
          ([X, Y]) => {
            const v = (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView;
            const pts = [
              [-X!, -Y!],
              [X!, -Y!],
              [X!, Y!],
              [-X!, Y!],
            ].map(([x, y]) => v.screenOf(x!, y!, 0));
            const xs = pts.map((p) => p[0]),
              ys = pts.map((p) => p[1]);
            const narrow = document.getElementById('app')?.classList.contains('narrow');
            const side = document.querySelector('.right-column')?.getBoundingClientRect();
            const bar = document.querySelector('.top')?.getBoundingClientRect();
            const dock = document.querySelector('.dock')?.getBoundingClientRect();
            const w = Math.max(...xs) - Math.min(...xs),
              h = Math.max(...ys) - Math.min(...ys);
            return {
              w,
              h,
              freeW: innerWidth - (!narrow && side ? side.width : 0),
              freeH: (narrow && dock ? dock.top : innerHeight) - (bar ? bar.bottom : 0),
              ofViewport: (w * h) / (innerWidth * innerHeight),
            };
          },
          [X, Y],
        );
        if (s.width > s.height)
          expect(r.w, s.name).toBeGreaterThan(r.h); // the long side across the screen
        else expect(r.h, s.name).toBeGreaterThan(r.w); // the long side down the screen
        expect(Math.max(r.w / r.freeW, r.h / r.freeH), s.name).toBeGreaterThanOrEqual(0.8);
        process.stdout.write(`${s.name}: the table with its rails takes ${Math.round(100 * r.ofViewport)} % of the viewport\n`);
      } finally {
        await page.close();
      }
    }
  });

  it('issue 34: a table zoomed by hand is framed again when a new game is chosen (the rack and the cue ball on screen)', async () => {
    const page = await open(served.browser, SCREENS[2]);
    const box = (await page.locator('canvas').first().boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    for (let k = 0; k < 8; k++) await page.mouse.wheel(0, -400); // zoom far in (the camera's own gesture)
    await page.waitForTimeout(300);
    const onScreen = async (x: number, y: number) => {
      const [sx, sy] = await page.evaluate(
        ([x, y]) =>
          (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView.screenOf(x!, y!, 0.028575),
        [x, y],
      );
      return sx >= 0 && sx <= SCREENS[2].width && sy >= 0 && sy <= SCREENS[2].height;
    };
    expect(await onScreen(-0.685, 0)).toBe(false); // zoomed in: the cue ball's break place is off the screen
    await page.click('#menu');
    await page.click('#table-menu > summary');
    await page.click('#layout-nine');
    await page.waitForTimeout(1500); // the camera glides back to the framed view
    expect(await onScreen(-0.685, 0)).toBe(true);
    expect(await onScreen(0.635, 0)).toBe(true); // the rack's apex on the foot spot
    await page.close();
  });

  it("the settings panel speaks the page's language, and follows a change of it", async () => {
    const page = await open(served.browser, SCREENS[0]);
    expect(await page.textContent('#settings .lil-title')).toBe('Nastavenia');
    await page.click('#settings .lil-title');
    expect(await page.textContent('#settings')).toMatch(/časomiera/);
    expect(await page.textContent('#settings')).not.toMatch(/ \/ /); // no "English / Slovak" pairs
    await page.click('#lang');
    expect(await page.textContent('#settings .lil-title')).toBe('Settings');
    expect(await page.textContent('#settings')).toMatch(/shot clock/);
    expect(await page.isVisible('#settings .lil-children')).toBe(true); // still open
    await page.close();
  });

  it('the mouse over a ball shows its number (too small to read from the overview)', async () => {
    const page = await open(served.browser, SCREENS[0]);
    const [x, y] = await page.evaluate(() =>
      (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView.screenOf(0.6, 0.35, 0.028575),
    );
    await page.mouse.move(x, y);
    expect(await page.isVisible('#ball-tag')).toBe(true);
    expect(await page.textContent('#ball-tag')).toBe('2'); // the practice layout's 2 lies at (0.6, 0.35)
    await page.mouse.move(5, 790);
    expect(await page.isVisible('#ball-tag')).toBe(false);
    await page.close();
  });

  it('a status message follows a change of language', async () => {
    const page = await open(served.browser, SCREENS[0]);
    await page.click('#file-menu > summary');
    await page.click('#share');
    expect(await page.textContent('#status')).toMatch(/^Odkaz na tento úder/);
    await page.click('#lang');
    expect(await page.textContent('#status')).toMatch(/^The link to this stroke/);
    await page.close();
  });
});
