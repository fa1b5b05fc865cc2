/**
 * Real-browser tests of the practice mode in Debian's Chromium (design.md, "Browser"): the table
 * drawn from src/table, aiming by keys, a stroke simulated in the browser, played back to rest and
 * ruled, replay and undo, Slovak and English. Behaviour and pixels, never a frame rate.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAndLaunch, type Served } from './browser.ts';

let served: Served;
let page: Page;
/** Console errors and uncaught exceptions of the page, over the whole run. */
const pageErrors: string[] = [];

beforeAll(async () => {
  served = await serveAndLaunch(4179);
  page = await served.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'sk-SK' });
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(`${served.url}/`);
  mkdirSync('test-results', { recursive: true });
});

afterAll(async () => {
  await served?.close();
});

/** Share of pixels of the table cloth's green in the canvas. */
async function greenShare(p: Page): Promise<number> {
  return p.evaluate(() => {
    const c = document.querySelector('canvas') as HTMLCanvasElement;
    const g = document.createElement('canvas');
    g.width = 160;
    g.height = 90;
    const ctx = g.getContext('2d')!;
    ctx.drawImage(c, 0, 0, 160, 90);
    const d = ctx.getImageData(0, 0, 160, 90).data;
    let green = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 1]! > d[i]! + 25 && d[i + 1]! > d[i + 2]! + 10) green++;
    return green / (160 * 90);
  });
}

/** Waits until the page has drawn two more animation frames (frames are slow under SwiftShader). */
const nextFrames = (p: Page) => p.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Clicks a control inside a drop-down menu of the bar (the layouts, the file actions), opening the menu first. */
async function pick(p: Page, selector: string): Promise<void> {
  await p.click(`details:has(${selector}) > summary`);
  await p.click(selector);
}

const waitFor = (state: string) => page.waitForFunction((s) => document.body.dataset.state === s, state, { timeout: 60_000 });

describe('practice mode in Chromium', () => {
  it('draws the table and the aiming aid, in Slovak when the browser prefers it', async () => {
    await page.waitForSelector('canvas');
    await waitFor('aim');
    expect(await page.textContent('#status')).toMatch(/^Mierenie 0,0°, tágo 2,0 m\/s/);
    expect(await greenShare(page)).toBeGreaterThan(0.08); // the whole table with its rails, framed beside the panels
    expect(pageErrors).toEqual([]); // the page loads with no console errors
    await page.screenshot({ path: 'test-results/practice-aim.png' });
  });
  it('keys aim and set the speed; Space shoots; the balls come to rest and the referee rules', async () => {
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await page.textContent('#status')).toMatch(/^Mierenie 0,0°, tágo 2,1 m\/s/);
    await page.keyboard.press('Space');
    await waitFor('rest');
    expect(await page.textContent('#status')).toMatch(/Gule stoja\. \d+ udalost(í|i|ť), umiestnené gule: /);
    // The default practice layout struck straight at 2.1 m/s hits the 1 and fouls nothing (the same
    // stroke ruled in Node gives "Správny úder. Hráč A pokračuje."; practice keeps the player at the table).
    expect(await page.textContent('#ruling')).toBe('Správny úder. Hráč A pokračuje.');
    await page.screenshot({ path: 'test-results/practice-after-shot.png' });
  });
  it('replays the stroke and undoes it', async () => {
    await page.click('#replay');
    await waitFor('rest');
    await page.click('#undo');
    await waitFor('aim');
    expect(await page.textContent('#status')).toMatch(/^Mierenie 0,0°/);
  });
  it('breaks a 9-ball rack and rules on the break in English', async () => {
    await page.click('#lang');
    await pick(page, '#layout-nine');
    for (let k = 0; k < 40; k++) await page.keyboard.press('ArrowUp');
    await page.click('#shoot');
    await waitFor('rest');
    expect(await page.textContent('#status')).toMatch(/Balls at rest\. \d+ events/);
    expect(await page.textContent('#ruling')).toMatch(/Player [AB]/);
    // The game goes on: the scoreboard shows whose turn it is and the fouls in a row (T2.16).
    expect(await page.textContent('#scoreboard')).toMatch(/^9-ball, inning \d+ — .*Player A · fouls: \d.*Player B · fouls: \d/);
    await page.screenshot({ path: 'test-results/practice-break.png' });
  });
  it('a jump: the cue raised with PageUp sends the cue ball into the air; PageDown levels it again', async () => {
    await pick(page, '#layout-practice');
    for (let k = 0; k < 9; k++) await page.keyboard.press('PageUp');
    expect(await page.textContent('.side')).toContain('Cue elevation: 45°');
    await page.locator('#speed').fill('3');
    await page.click('#shoot');
    await waitFor('rest');
    expect(await page.textContent('#status')).toMatch(/in the air: cue/);
    await page.click('#undo');
    await waitFor('aim');
    for (let k = 0; k < 9; k++) await page.keyboard.press('PageDown');
    expect(await page.textContent('.side')).toContain('Cue elevation: 0°');
  });
});

describe('authoring in Chromium', () => {
  it('a stroke played in practice is saved as a scenario that the CLI runs with the same ruling', async () => {
    await pick(page, '#layout-practice');
    await page.keyboard.press('Space');
    await waitFor('rest');
    const shown = await page.textContent('#ruling');
    const [download] = await Promise.all([page.waitForEvent('download'), pick(page, '#save')]);
    const file = 'test-results/saved-stroke.json';
    await download.saveAs(file);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.format).toBe('pool-scenario/1');
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/sim.ts', 'run', file, '--json'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0); // its expect (the ruling it got in the browser) holds
    const { explanation } = JSON.parse(run.stdout).ruling;
    expect([explanation.sk, explanation.en]).toContain(shown); // in the page's language, whichever it is now
  });
});

/** Where a point of the cloth appears on the page, through the app's own camera. */
async function screenOf(p: Page, x: number, y: number): Promise<[number, number]> {
  await nextFrames(p); // a header that grew (a game's scoreboard) re-frames the table first
  return p.evaluate(
    ([x, y]) =>
      (window as unknown as { poolView: { screenOf(x: number, y: number, z: number): [number, number] } }).poolView.screenOf(x!, y!, 0.028575),
    [x, y],
  );
}
/** The cue ball of the break layouts: 5 cm behind the head string. */
const cueBallOnScreen = (p: Page) => screenOf(p, -0.635 - 0.05, 0);

describe("the player's controls in Chromium", () => {
  it('a scratch shared as a URL loads, plays and is ruled; a malformed link is refused and changes nothing', async () => {
    const scratch = {
      format: 'pool-scenario/1',
      name: 'Shared scratch',
      game: 'nine-ball',
      balls: [
        { id: 'cue', x: 0, y: 0.1 },
        { id: '1', x: 0, y: 0.45 },
      ],
      shot: { aimDeg: 90, cueSpeed: 2, tip: { side: 0, height: 0.5 } },
    };
    const { shareFragment } = await import('../../src/scenario/share.ts');
    await page.goto(`${served.url}/#${shareFragment(scratch as never)}`);
    await waitFor('aim');
    expect(await page.textContent('#status')).toMatch(/Shared scratch/);
    if ((await page.textContent('#lang')) !== 'Slovensky') await page.click('#lang'); // English from here on
    await page.keyboard.press('Space');
    await waitFor('rest');
    expect(await page.textContent('#ruling')).toMatch(/\(G19\)/);
    const before = await page.textContent('#status');
    await page.evaluate(() => {
      location.hash = '#scenario=eyJmb3JtYXQiOiJwb29sLXNjZW5hcmlvLzEifQ';
    });
    await page.waitForFunction(() => /shared link/.test(document.querySelector('#status')?.textContent ?? ''));
    expect(await page.textContent('#status')).toMatch(/name/); // the field the link is missing
    expect(before).not.toBe(await page.textContent('#status'));
    expect(await page.textContent('#ruling')).toMatch(/\(G19\)/); // the table and its ruling are untouched
  });
  it('replays the stroke, pauses, steps a frame and shows the contacts', async () => {
    const shown = async () => {
      await nextFrames(page);
      return Number((await page.textContent('#time'))!.split(' ')[0]);
    };
    await page.click('#replay');
    await page.click('#pause');
    // To 0.2 s on the slider, clear of both ends (SwiftShader draws a few frames a second, so the
    // pause lands anywhere in this short stroke).
    await page.evaluate(() => {
      const s = document.querySelector('#scrub') as HTMLInputElement;
      s.value = '0.2';
      s.dispatchEvent(new Event('input'));
    });
    const t0 = await shown();
    expect(t0).toBeCloseTo(0.2, 3);
    expect(await shown()).toBe(t0); // paused: the clock stands
    await page.click('#step-fwd');
    const t1 = await shown();
    expect(t1 - t0).toBeCloseTo(1 / 60, 2); // shown to the millisecond
    await page.keyboard.press(',');
    await page.keyboard.press(',');
    const t2 = await shown();
    expect(t1 - t2).toBeCloseTo(2 / 60, 2);
    await page.screenshot({ path: 'test-results/replay-paused.png' });
    await page.click('#pause');
    await waitFor('rest');
  });
  it('issue 34: a right- or middle-button drag never strikes; with the cue ball in hand a drag back before placing plays nothing, and a press beside the ball grabs it', async () => {
    await pick(page, '#layout-nine');
    await waitFor('aim');
    const state = () => page.evaluate(() => document.body.dataset.state);
    let [cx, cy] = await cueBallOnScreen(page);
    // A hard pull back with the right button (the camera's): nothing is played.
    await page.mouse.move(cx, cy - 200);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(cx + 10, cy - 180, { steps: 4 });
    await page.mouse.up({ button: 'right' });
    await page.waitForTimeout(300);
    expect(await state()).toBe('aim');
    // The same with the middle button (the camera's pan): nothing is played.
    [cx, cy] = await cueBallOnScreen(page);
    await page.mouse.move(cx, cy - 200);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(cx + 10, cy - 180, { steps: 4 });
    await page.mouse.up({ button: 'middle' });
    await page.waitForTimeout(300);
    expect(await state()).toBe('aim');
    [cx, cy] = await cueBallOnScreen(page);
    // The same pull with the primary button, before the cue ball in hand is placed: refused, said why.
    await page.mouse.move(cx, cy - 200);
    await page.mouse.down();
    await page.mouse.move(cx, cy - 60, { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await state()).toBe('aim');
    expect(await page.textContent('#status')).toMatch(/place it first/);
    // A press 15 px beside the ball (a finger's width) grabs it and places it.
    const [kx, ky] = await screenOf(page, -0.9, -0.2);
    await page.mouse.move(cx + 15, cy);
    await page.mouse.down();
    await page.mouse.move(kx, ky, { steps: 6 });
    await page.mouse.up();
    expect(await page.textContent('#status')).toBe('Ball placed.');
  });
  it('the cue ball in hand behind the head string: a place past it is refused (G15); one behind it is taken', async () => {
    await pick(page, '#layout-nine');
    await waitFor('aim');
    const [cx, cy] = await cueBallOnScreen(page);
    const [px, py] = await screenOf(page, -0.3, 0); // past the head string (x = -0.635 m)
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(px, py, { steps: 6 });
    await page.mouse.up();
    expect(await page.textContent('#status')).toMatch(/^Not there: .*\(G15, G9\)/);
    const [kx, ky] = await screenOf(page, -0.9, 0.2); // well inside the kitchen
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(kx, ky, { steps: 6 });
    await page.mouse.up();
    expect(await page.textContent('#status')).toBe('Ball placed.');
  });
  it('aims with the mouse and strikes with a drag back: a click alone plays nothing', async () => {
    // Table points, not screen offsets: the view's orientation depends on the screen's shape.
    const [ax, ay] = await screenOf(page, 0.4, 0.2); // aim up the table, at the rack
    const [bx, by] = await screenOf(page, 0.0, 0.2); // 0.4 m back toward the cue ball (at -0.9, 0.2)
    await page.mouse.move(ax, ay);
    await page.mouse.down();
    await page.mouse.up();
    expect(await page.evaluate(() => document.body.dataset.state)).toBe('aim');
    await page.mouse.move(ax, ay);
    await page.mouse.down();
    await page.mouse.move(bx, by, { steps: 6 }); // pull back toward the cue ball
    expect(await page.textContent('.side')).toMatch(/Cue speed: [4-8]\.\d m\/s/);
    await page.mouse.up();
    await waitFor('rest');
    expect(await page.textContent('#ruling')).toMatch(/Player [AB]/);
  });
  it('T2.8: the call of a call-shot game offers an obvious shot, which asks no pocket', async () => {
    await pick(page, '#layout-fourteen');
    await page.waitForSelector('#call-ball option[value="obvious"]', { state: 'attached' });
    expect(await page.textContent('#call-ball option[value="obvious"]')).toMatch(/^(obvious shot|jasný úder)$/); // no rule ids in the controls
    expect(await page.isDisabled('#call-pocket')).toBe(false);
    await page.selectOption('#call-ball', 'obvious');
    expect(await page.isDisabled('#call-pocket')).toBe(true);
    await page.selectOption('#call-ball', '');
    expect(await page.isDisabled('#call-pocket')).toBe(false);
  });
  it('the shot clock (T1.11): when it runs out the referee calls the foul and the turn passes', async () => {
    await pick(page, '#layout-nine');
    await page.click('#settings .lil-title');
    await page.locator('#settings').getByText('shot clock', { exact: true }).click();
    // The clock of the default limit runs first; a new limit must restart it (it once stayed stopped).
    await page.waitForFunction(() => /⏱ 3[0-5] s/.test(document.querySelector('#shot-clock')?.textContent ?? ''));
    const limit = page.locator('#settings .lil-controller').filter({ hasText: 'clock limit' }).locator('input').last();
    await limit.fill('5');
    await limit.press('Enter');
    await page.click('#settings .lil-title'); // close the panel
    await page.waitForFunction(() => /Foul \(T1\.11\)/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 20_000 });
    expect(await page.textContent('#scoreboard')).toMatch(/▶ Player B/);
  });
  it('opens a scenario file (a saved layout), undoes and redoes; a bad file is refused and changes nothing', async () => {
    const file = {
      format: 'pool-scenario/1',
      name: 'Opened layout',
      game: 'practice',
      balls: [
        { id: 'cue', x: -0.3, y: 0.1 },
        { id: '5', x: 0.4, y: -0.2 },
      ],
      shot: { aimAt: '5', cueSpeed: 1.5 },
    };
    await page.locator('#load-file').setInputFiles({ name: 'layout.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForFunction(() => /Opened layout/.test(document.querySelector('#status')?.textContent ?? ''));
    await page.click('#undo');
    expect(await page.isEnabled('#redo')).toBe(true);
    await page.click('#redo');
    expect(await page.isEnabled('#redo')).toBe(false);
    await page.locator('#load-file').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "pool-scenario/1", "name": "x", "balls": [{"id": "cue", "x": 9, "y": 0}]}'),
    });
    await page.waitForFunction(() => /cannot be used/.test(document.querySelector('#status')?.textContent ?? ''));
    expect(await page.textContent('#status')).toMatch(/balls\[0\]\.x/);
  });
  it('issue 30, point 5: a link the table cannot play whole says what it leaves out, and sharing it again carries all of it', async () => {
    const full = {
      format: 'pool-scenario/1',
      name: 'Moving balls on a return table',
      game: 'nine-ball',
      pockets: 'return',
      rules: 'wpa',
      lamp: true,
      balls: [
        { id: 'cue', x: -0.5, y: 0.1, v: [0.5, 0, 0] },
        { id: '1', x: 0.3, y: -0.1, w: [0, 0, 4] },
        { id: '9', x: 0.6, y: 0.2 },
      ],
      shot: { aimAt: '1', cueSpeed: 1.2, pushS: 0.2 },
      declared: [{ type: 'disturbance', by: 'spectator' }],
    };
    const { shareFragment, readShared } = await import('../../src/scenario/share.ts');
    const { parseScenario } = await import('../../src/scenario/load.ts');
    await page.goto(`${served.url}/#${shareFragment(full as never)}`);
    await waitFor('aim');
    const said = (await page.textContent('#status')) ?? '';
    for (const part of ['balls[0].v', 'balls[1].w', 'pockets (return)', 'rules (wpa)', 'lamp', 'shot.pushS', 'declared'])
      expect(said).toContain(part);
    await page.click('details:has(#share) > summary');
    await page.click('#share');
    const read = readShared(await page.evaluate(() => location.hash));
    if (!read || 'error' in read) throw new Error(read ? read.error : 'no link');
    expect(read.scenario).toEqual(parseScenario(full));
  });
  it('no console error or uncaught exception in the whole session', () => {
    expect(pageErrors).toEqual([]);
  });
});
