/**
 * A match on the page, through the UI, in Chromium. A race to 2 of 9-ball against
 * the computer at its strongest level: the setup, the lag played as two strokes (the person's, then
 * the computer's, G5), the lag winner's choice (G6), game after game with the breaker the match
 * names (G35), player A playing the advisor's suggestions, to the end of the match; the progress
 * survives a reload; the match saved from the page replays headless with the same rulings and score.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMatch, replayMatch } from '../../src/scenario/match-file.ts';
import { serveAndLaunch, type Served } from './browser.ts';

let served: Served;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  served = await serveAndLaunch(4187);
  page = await served.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-GB', acceptDownloads: true });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});

afterAll(async () => {
  await served?.close();
});

/** The most strokes the race is given before the test gives up. */
const MAX_STROKES = 150;

const text = async (sel: string) => (await page.textContent(sel)) ?? '';
const strokes = () => page.evaluate(() => Number(document.body.dataset.strokes ?? 0));
const stroked = (n: number) =>
  page.waitForFunction((k) => Number(document.body.dataset.strokes ?? 0) > k && document.body.dataset.state !== 'playing', n, {
    timeout: 120_000,
  });

describe('a match on the page (issue 33, point 2)', () => {
  it('a race to 2 against the computer: setup, lag, games, the end; it survives a reload and its file replays', async () => {
    await page.goto(`${served.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
    await page.click('details:has(#layout-match) > summary');
    await page.click('#layout-match');
    await page.fill('#match-name-a', 'Ana');
    await page.fill('#match-name-b', 'Boris');
    await page.selectOption('#match-opponent', 'professional');
    await page.selectOption('#match-game', 'nine-ball');
    // Bad settings are refused naming the field, and nothing starts.
    await page.fill('#match-race', '0');
    await page.click('#match-start');
    expect(await text('#match-error')).toMatch(/raceTo/);
    await page.fill('#match-race', '2');
    await page.click('#match-start');
    expect(await page.isHidden('#match-setup')).toBe(true);
    expect(await text('#match-text')).toMatch(/^Match, race to 2: Ana 0 : 0 Boris\nthe lag: Ana to play \(G5\)/);
    // The lag: Ana's stroke; the computer's follows and both balls are played together.
    await page.click('#stroke-toggle'); // the playback rate is folded in the stroke panel
    await page.selectOption('#rate', '4');
    await page.locator('#speed').fill('1.4');
    let n = await strokes();
    await page.click('#shoot');
    await stroked(n);
    // A tie or a lost lag is played again (G5).
    for (let k = 0; k < 5 && /the lag: Ana/.test(await text('#match-text')); k++) {
      n = await strokes();
      await page.click('#shoot');
      await stroked(n);
    }
    if (await page.isVisible('#match-i-break')) await page.click('#match-i-break');
    expect(await text('#match-text')).toMatch(/game 1 · (Ana|Boris) breaks/);
    let played = 0;
    while (!/wins the match/.test(await text('#match-text')) && played < MAX_STROKES) {
      await page.waitForFunction(() => document.body.dataset.state !== 'playing', null, { timeout: 120_000 });
      if (/wins the match/.test(await text('#match-text'))) break;
      n = await strokes();
      if (/▶ Ana/.test(await text('#scoreboard'))) {
        await page.click('#suggest');
        await page.waitForFunction(() => /^Suggestion 1\//.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 120_000 });
        await page.click('#shoot');
      }
      try {
        await stroked(n);
      } catch (e) {
        await page.screenshot({ path: 'test-results/match-stuck.png' });
        throw new Error(
          `no stroke came after ${played}: status "${await text('#status')}", board "${await text('#match-text')}", page errors ${JSON.stringify(pageErrors)}`,
          { cause: e },
        );
      }
      played++;
    }
    const board = await text('#match-text');
    process.stdout.write(`match over after ${played} strokes: ${board.replace('\n', ' / ')}\n`);
    expect(board).toMatch(/^Match, race to 2: Ana [0-2] : [0-2] Boris\n(Ana|Boris) wins the match \((2:[01]|[01]:2)\)\.$/);
    // The status says it with the winner's name, and the computer plays no more: the table is left for practice.
    expect(await text('#status')).toMatch(/(Ana|Boris) wins the match/);
    const after = await strokes();
    await page.waitForTimeout(3000);
    expect(await strokes()).toBe(after);
    expect(await page.isHidden('#scoreboard')).toBe(true);
    await page.screenshot({ path: 'test-results/match-over.png' });
    // The progress survives a reload: the same board.
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
    await page.waitForFunction(() => !(document.getElementById('match-board') as HTMLElement).hidden, null, { timeout: 30_000 });
    expect(await text('#match-text')).toBe(board);
    // Saved from the page, the match replays headless: every stroke with the same ruling, the same score.
    const download = page.waitForEvent('download');
    await page.click('#match-export');
    const path = await (await download).path();
    const file = parseMatch(JSON.parse(readFileSync(path, 'utf8')));
    expect(file.players).toEqual({ A: 'Ana', B: 'Boris' });
    const replay = replayMatch(file);
    expect(replay.differences).toEqual([]);
    expect(Math.max(file.result.games.A, file.result.games.B)).toBe(2);
    // Opened again on the page: checked by replaying it, its strokes listed; one picked plays on the table with its ruling.
    await page.setInputFiles('#match-file', path);
    await page.waitForFunction(() => /^Match loaded/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 60_000 });
    expect(await text('#status')).toMatch(
      new RegExp(`^Match loaded: ${replay.strokes} strokes, ${file.result.games.A}:${file.result.games.B}\\. Pick a stroke`),
    );
    const options = await page.locator('#match-strokes option').allTextContents();
    expect(options.filter((o) => /^(Lag|Game) /.test(o)).length).toBe(replay.strokes);
    const firstGame = options.findIndex((o) => /^Game 1, stroke 1: /.test(o));
    n = await strokes();
    await page.selectOption('#match-strokes', { index: firstGame });
    await stroked(n);
    expect(await text('#ruling')).not.toBe('');
    expect(await text('#status')).toBe("The stroke played again: its ruling is the file's.");
    // The lag too: both lag balls on the table, played together.
    n = await strokes();
    await page.selectOption('#match-strokes', { index: options.findIndex((o) => /^Lag 1: /.test(o)) });
    await stroked(n);
    expect(await text('#status')).toBe("The stroke played again: its ruling is the file's.");
    expect(pageErrors).toEqual([]);
  }, 900_000);
});
