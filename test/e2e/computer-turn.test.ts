/**
 * The computer's turn is its own (Chromium, through the UI): while player B, the computer, has the
 * turn, no key, button or drag of the person strikes, aims or changes its stroke, and the page says
 * whose turn it is; from ball in hand the computer places the cue ball and plays (it used to search
 * again on every answer and never play).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAndLaunch, type Served } from './browser.ts';

let served: Served;

beforeAll(async () => {
  served = await serveAndLaunch(4188);
});

afterAll(async () => {
  await served?.close();
});

/** A page whose advisor worker answers each search `afterMs` later with one stroke from `cue` (the warm-up unanswered). */
async function pageWithAdvisor(cue: [number, number], afterMs: number): Promise<{ p: Page; errors: string[] }> {
  const p = await served.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const errors: string[] = [];
  p.on('pageerror', (e) => errors.push(String(e)));
  const suggestion = {
    kind: 'safety',
    target: '1',
    pot: null,
    cue,
    shot: { aimDeg: (Math.atan2(0.1, 1) * 180) / Math.PI, cueSpeed: 0.6, tip: { side: 0, height: 0 }, elevationDeg: 0 },
    chance: 0,
    foulChance: 0,
    value: 0,
  };
  const advice = { suggestions: [suggestion], simulations: 1, candidates: 1 };
  await p.route('**/advisor-worker*.js', (r) =>
    r.fulfill({
      contentType: 'text/javascript',
      body: `self.onmessage = (e) => { if (e.data.kind === 'warm-up') return; const id = e.data.id; self.postMessage({ id, kind: 'progress', done: 0.85 });
        setTimeout(() => self.postMessage({ id, kind: 'advice', advice: ${JSON.stringify(advice)}, ms: ${afterMs} }), ${afterMs}); };`,
    }),
  );
  return { p, errors };
}

async function open(p: Page, layout: Record<string, unknown>): Promise<void> {
  await p.goto(`${served.url}/#scenario=${Buffer.from(JSON.stringify({ format: 'pool-scenario/1', ...layout })).toString('base64url')}`, {
    waitUntil: 'domcontentloaded',
    timeout: 60_000,
  });
  await p.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
}

const strokes = (p: Page) => p.evaluate(() => Number(document.body.dataset.strokes ?? 0));
const status = (p: Page) => p.evaluate(() => document.getElementById('status')?.textContent ?? '');
const tipText = (p: Page) => p.evaluate(() => document.getElementById('tip')?.textContent ?? '');

const THREE_BALLS = [
  { id: 'cue', x: -0.6, y: 0.1 },
  { id: '1', x: 0.4, y: 0.2 },
  { id: '9', x: 0.8, y: -0.3 },
];

describe("the computer's turn", () => {
  it("while the computer thinks, Space, the Shoot button, the aim keys, a drag back on the table and the tip picker play nothing and change nothing; the page says it is the computer's turn", async () => {
    const { p, errors } = await pageWithAdvisor([-0.6, 0.1], 4000);
    await open(p, { name: 'The computer to play', game: 'nine-ball', state: { shooter: 'B' }, balls: THREE_BALLS });
    const loaded = await strokes(p);
    await p.selectOption('#opponent', 'professional');
    await p.waitForFunction(() => /Looking for a stroke/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 30_000 });
    const tipBefore = await tipText(p);
    await p.keyboard.press('Space');
    await p.keyboard.press('ArrowLeft');
    await p.keyboard.press('ArrowUp');
    expect(await status(p)).toMatch(/computer's turn/);
    expect(await p.isDisabled('#shoot')).toBe(true);
    expect(await p.isDisabled('#suggest')).toBe(true);
    expect(await p.isDisabled('#speed')).toBe(true);
    await p.evaluate(() => (document.getElementById('shoot') as HTMLButtonElement).click());
    // A drag back from in front of the cue ball (a person's stroke with the mouse).
    const [x, y] = await p.evaluate(() =>
      (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView.screenOf(-0.45, 0.1, 0.03),
    );
    await p.mouse.move(x, y);
    await p.mouse.down();
    await p.mouse.move(x - 120, y, { steps: 5 });
    await p.mouse.up();
    // A press on the tip picker's edge (a draw stroke).
    const spin = await p.locator('canvas.spin').boundingBox();
    if (spin) await p.mouse.click(spin.x + spin.width / 2, spin.y + spin.height - 8);
    expect(await tipText(p)).toBe(tipBefore);
    expect(await strokes(p)).toBe(loaded);
    expect(await p.textContent('#scoreboard')).toMatch(/▶ Player B/);
    // The computer plays its own stroke (a soft one, at the aim it chose): one stroke, then A's turn.
    await p.waitForFunction((n) => Number(document.body.dataset.strokes ?? 0) > n && document.body.dataset.state !== 'playing', loaded, {
      timeout: 60_000,
    });
    expect(await strokes(p)).toBe(loaded + 1);
    expect(await p.textContent('#scoreboard')).toMatch(/▶ Player A/);
    expect(await p.isDisabled('#shoot')).toBe(false);
    expect(errors).toEqual([]);
    await p.close();
  }, 120_000);

  it("Space while the computer's break is shown does not break for it", async () => {
    const { p, errors } = await pageWithAdvisor([-0.6, 0.1], 4000);
    await open(p, {
      name: 'The computer breaks',
      game: 'nine-ball',
      rack: { type: 'nine-ball' },
      balls: [{ id: 'cue', x: -0.9, y: 0 }],
      state: { shooter: 'B', phase: 'break' },
    });
    const loaded = await strokes(p);
    await p.selectOption('#opponent', 'club');
    await p.waitForFunction(() => /computer breaks/i.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 30_000 });
    await p.keyboard.press('Space');
    expect(await strokes(p)).toBe(loaded);
    expect(await status(p)).toMatch(/computer's turn/);
    await p.waitForFunction((n) => Number(document.body.dataset.strokes ?? 0) > n && document.body.dataset.state !== 'playing', loaded, {
      timeout: 60_000,
    });
    expect(await strokes(p)).toBe(loaded + 1);
    expect(errors).toEqual([]);
    await p.close();
  }, 120_000);

  it('from ball in hand anywhere the computer places the cue ball and plays', async () => {
    const { p, errors } = await pageWithAdvisor([-0.3, -0.2], 500);
    await open(p, { name: 'The computer with ball in hand', game: 'nine-ball', state: { shooter: 'B', ballInHand: 'table' }, balls: THREE_BALLS });
    const loaded = await strokes(p);
    await p.selectOption('#opponent', 'beginner');
    await p.waitForFunction((n) => Number(document.body.dataset.strokes ?? 0) > n && document.body.dataset.state !== 'playing', loaded, {
      timeout: 30_000,
    });
    expect(await strokes(p)).toBe(loaded + 1);
    expect(errors).toEqual([]);
    await p.close();
  }, 60_000);
});
