/**
 * Referee training in Chromium: a question that gives nothing away, the card in Slovak
 * with its evidence, a click on a line of the timeline that moves the replay to that instant, the
 * fair twin, a lag, and an exam of five questions answered through the UI, with its result,
 * its card review, its print layout and its export.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAndLaunch, type Served } from './browser.ts';
import { shareFragment } from '../../src/scenario/share.ts';
import { questionIndex } from './training-library.ts';

let served: Served;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  served = await serveAndLaunch(4181);
  page = await served.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'sk-SK', acceptDownloads: true });
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(`${served.url}/`);
  await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
  mkdirSync('test-results', { recursive: true });
});

afterAll(async () => {
  await served?.close();
});

const watchAndWait = async () => {
  await page.click('#watch');
  await page.waitForSelector('#training .answers:not([hidden])', { timeout: 60_000 });
};
/** The timeline's lines without their mark numbers. */
const timeline = () => page.$$eval('#evidence li', (li) => li.map((x) => x.lastChild?.textContent ?? ''));
/** The replay's time as shown, read in either language (Slovak writes a decimal comma). */
const replayTime = async () => Number(((await page.textContent('#time')) ?? '').split(' / ')[0]?.replace(',', '.'));

describe('referee training in Chromium', () => {
  it('practice: the question names nothing; the Slovak card shows the evidence; a timeline line seeks the replay', async () => {
    await page.click('#referee');
    await page.waitForSelector('#training #watch');
    await page.selectOption('#pick', String(questionIndex('S24 ')));
    await page.waitForSelector('#training #watch');
    // Before the answer: the game and the situation, not the scenario's name, rule or outcome.
    const question = (await page.textContent('#question')) ?? '';
    expect(question).toMatch(/Deviatka/);
    expect(question).not.toMatch(/S24|G19|[Ff]aul|Scratch/);
    expect(await page.$('#card')).toBeNull();
    expect(await page.isVisible('#answer-legal')).toBe(false); // the stroke is watched before it is judged
    await watchAndWait();
    // The consequence's two ways balls come back: spotted (G31) and put back where they were (G20, G30).
    expect(await page.textContent('#training .answers')).toMatch(/návratovú čiaru \(G31\).*na pôvodné miesto \(G20, G30\)/);
    await page.screenshot({ path: 'test-results/training-form-sk.png' });
    await page.selectOption('#foul-code', 'cue-ball-pocketed');
    await page.selectOption('#consequence', 'table');
    await page.click('#answer-foul');
    await page.waitForSelector('#verdict');
    expect(await page.textContent('#verdict')).toMatch(/Správne/);
    expect(await page.$$eval('#parts li', (li) => li.map((x) => x.className))).toEqual(['right', 'right']);
    // The card in Slovak, in the rulebook's terms, no codes.
    expect(await page.textContent('#scenario-name')).toBe('Biela v jamke po umiestnenej guli · Deviatka');
    expect(await page.textContent('#card-fouls')).toBe('G19: Biela guľa padla do jamky.');
    const card = (await page.textContent('#card')) ?? '';
    expect(card).not.toMatch(/cue-ball|foot-right|→|cushion|pocketed/);
    const lines = await timeline();
    expect(lines).toContain('0,0 ms: Špička tága zasiahla bielu (1. dotyk, trval 1,0 ms)');
    expect(lines.some((x) => /Biela padla do pravej zadnej rohovej jamky$/.test(x))).toBe(true);
    // The foul's line is highlighted and its mark is red.
    expect(await page.textContent('#evidence li.foul')).toMatch(/Biela padla do pravej zadnej rohovej jamky/);
    expect(await page.$$eval('#evidence li .mark', (m) => m.length)).toBeGreaterThanOrEqual(4);
    // A click on the line of the cue ball's contact with the 1 shows that instant, paused.
    const contact = page.locator('#evidence li', { hasText: 'Biela zasiahla guľu 1' });
    const t = Number(await contact.getAttribute('data-t'));
    await contact.click();
    await page.waitForFunction(
      (x) => Math.abs(Number((document.querySelector('#time')?.textContent ?? '').split(' / ')[0]?.replace(',', '.')) - x) < 0.002,
      t,
      {
        timeout: 30_000,
      },
    );
    expect(Math.abs((await replayTime()) - t)).toBeLessThan(0.002);
    expect(await contact.getAttribute('class')).toMatch(/picked/);
    await page.screenshot({ path: 'test-results/training-card.png' });
    // The other lines seek too: the foul's moment.
    const foulLine = page.locator('#evidence li.foul');
    const tf = Number(await foulLine.getAttribute('data-t'));
    await foulLine.click();
    await page.waitForFunction(
      (x) => Math.abs(Number((document.querySelector('#time')?.textContent ?? '').split(' / ')[0]?.replace(',', '.')) - x) < 0.002,
      tf,
      {
        timeout: 30_000,
      },
    );
    // The next question loads its own stroke: the paused replay of this one stops and draws nothing over it.
    await page.click('#next');
    await page.waitForSelector('#training #watch');
    await page.waitForFunction(() => document.body.dataset.state !== 'playing', null, { timeout: 30_000 });
    expect(await page.isVisible('#time')).toBe(false);
  });

  it('practice: the twin is one click away; a lag is judged by its winner, its breach on the timeline', async () => {
    await page.selectOption('#pick', String(questionIndex('S02 ')));
    await page.waitForSelector('#training #watch');
    await watchAndWait();
    expect(await page.$('#answer-foul')).toBeNull(); // a lag has a winner, not a foul
    await page.click('#answer-lag-B');
    await page.waitForSelector('#verdict');
    expect(await page.textContent('#verdict')).toMatch(/Správne/);
    expect(await page.textContent('#card-ruling')).toMatch(/^Rozohru prehráva hráč A \(G5\.1\)/);
    const lines = await timeline();
    expect(lines.some((x) => /ms: Guľa hráča A prešla do polovice stola súpera\.$/.test(x))).toBe(true);
    // The twin of a foul scenario: S23b's twin is the legal split hit S23a.
    await page.click('#next');
    await page.selectOption('#pick', String(questionIndex('S23b ')));
    await watchAndWait();
    await page.click('#answer-legal');
    await page.waitForSelector('#verdict');
    expect(await page.textContent('#verdict')).toMatch(/Nesprávne/);
    await page.click('#twin');
    await page.waitForSelector('#training #watch');
    expect(await page.textContent('#question')).not.toMatch(/S23/);
    await watchAndWait();
    await page.click('#answer-legal');
    await page.waitForSelector('#verdict');
    expect(await page.textContent('#scenario-name')).toBe('Súčasný zásah dvoch gúľ · Deviatka');
    expect(await page.textContent('#verdict')).toMatch(/Správne/);
  });

  it('an exam of five questions answered through the UI: one viewing each, the result by rule category, a card, print, export', async () => {
    await page.click('#mode-exam');
    await page.waitForSelector('#exam-start');
    await page.selectOption('#exam-scope', 'nine-ball');
    await page.selectOption('#exam-count', '5');
    await page.selectOption('#exam-time', '');
    await page.fill('#exam-trainee', '  Ján   Novák ');
    await page.check('#exam-every-category');
    await page.screenshot({ path: 'test-results/training-exam-setup-sk.png' });
    await page.click('#exam-start');
    for (let k = 1; k <= 5; k++) {
      await page.waitForSelector('#training #watch:not([disabled])');
      expect(await page.textContent('#question-title')).toMatch(new RegExp(`^Skúška · otázka ${k} z 5 · Deviatka$`));
      await page.click('#watch');
      expect(await page.$eval('#watch', (b) => (b as HTMLButtonElement).disabled)).toBe(true); // one viewing
      await page.waitForSelector('#training .answers:not([hidden])', { timeout: 60_000 });
      await page.click('#answer-legal');
    }
    await page.waitForSelector('#exam-summary');
    expect(await page.$$eval('#exam-questions li', (li) => li.length)).toBe(5);
    // The trainee's name and each question's game on the result; a wrong answer's differing part in bold.
    expect(await page.textContent('#exam-trainee-name')).toBe('Skúšaný: Ján Novák');
    // (A title may hold a colon of its own: "Posúvanie: ten istý úder udretý".)
    expect(await page.textContent('#exam-questions li')).toMatch(/^[✔✘] 1\. .+ · Deviatka: /);
    const wrong = await page.$$eval('#exam-questions li.wrong', (li) => li.map((x) => x.querySelectorAll('strong.differs').length));
    expect(wrong.every((n) => n > 0)).toBe(true);
    const asked = await page.$$eval('#exam-by-category tr', (rows) =>
      rows.slice(1).map((r) => Number((r.children[1]?.textContent ?? '0/0').split('/')[1])),
    );
    expect(asked.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await page.textContent('#exam-total')).toMatch(/z 5 správne \(\d+ %\), hranica 85 %: skúška (ne)?splnená/);
    await page.screenshot({ path: 'test-results/training-exam-result-sk.png' });
    // Every category had to pass: those that did not are named, and the exam is not passed.
    const failedRows = await page.$$eval('#exam-by-category tr.wrong', (rows) => rows.length);
    if (failedRows > 0) {
      expect(await page.textContent('#exam-failed-categories')).toMatch(/^Hranicu nedosiahl.*\(skúška preto nie je splnená\)\.$/);
      expect(await page.textContent('#exam-total')).toMatch(/skúška nesplnená/);
    } else expect(await page.$('#exam-failed-categories')).toBeNull();
    // A question's card from the result, with its evidence, and back.
    await page.click('#exam-card-1');
    await page.waitForSelector('#card');
    expect(await page.textContent('#card')).not.toMatch(/cue-ball|→/);
    await page.click('#exam-back');
    await page.waitForSelector('#exam-summary');
    // Each card reviewed replays its own stroke: its last line's instant is reached, not clamped to another card's length.
    for (let k = 1; k <= 5; k++) {
      await page.click(`#exam-card-${k}`);
      await page.waitForSelector('#card');
      const last = page.locator('#evidence li').last();
      const tl = Number(await last.getAttribute('data-t'));
      await last.click();
      await page.waitForFunction(
        (x) => Math.abs(Number((document.querySelector('#time')?.textContent ?? '').split(' / ')[0]?.replace(',', '.')) - x) < 0.002,
        tl,
        { timeout: 30_000 },
      );
      await page.click('#exam-back');
      await page.waitForSelector('#exam-summary');
    }
    // A card from the result in both languages: its own table, its situation as the heading.
    await page.click('#exam-card-2');
    await page.waitForSelector('#card');
    await page.screenshot({ path: 'test-results/training-exam-card-sk.png' });
    await page.click('#lang');
    await page.waitForFunction(
      () => /^(Legal|Foul|Player|The|Assistance|Unsportsmanlike|Outside)/.test(document.querySelector('#card-ruling')?.textContent ?? ''),
      null,
      {
        timeout: 30_000,
      },
    );
    await page.screenshot({ path: 'test-results/training-exam-card-en.png' });
    await page.click('#lang');
    await page.waitForSelector('#exam-back');
    await page.click('#exam-back');
    await page.waitForSelector('#exam-summary');
    // The printed page is the result alone.
    await page.emulateMedia({ media: 'print' });
    expect(await page.$eval('canvas', (c) => getComputedStyle(c).visibility)).toBe('hidden');
    expect(await page.$eval('#exam-summary', (e) => getComputedStyle(e).visibility)).toBe('visible');
    expect(await page.$eval('#exam-print', (e) => getComputedStyle(e).display)).toBe('none');
    await page.emulateMedia({ media: 'screen' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#exam-export')]);
    await download.saveAs('test-results/referee-exam.json');
    const exported = JSON.parse(readFileSync('test-results/referee-exam.json', 'utf8'));
    expect(exported).toMatchObject({
      format: 'pool-referee-exam/1',
      setup: { scope: 'nine-ball', count: 5, secondsPerQuestion: null, everyCategory: true },
      result: { everyCategory: true },
    });
    expect(exported.answers).toHaveLength(5);
    expect(exported.setup.trainee).toBe('Ján Novák');
    for (const a of exported.answers)
      expect(a).toMatchObject({ game: 'nine-ball', title: { sk: expect.stringMatching(/Deviatka$/), en: expect.any(String) } });
    expect(exported.result.asked).toBe(5);
    // A shared link arriving during training waits: the panel stays, and the link is read on leaving.
    const link = shareFragment({
      format: 'pool-scenario/1',
      name: 'Shared meanwhile',
      balls: [
        { id: 'cue', x: -0.5, y: 0 },
        { id: '1', x: 0.2, y: 0.1 },
      ],
    });
    await page.evaluate((h) => {
      location.hash = h;
    }, link);
    await page.waitForTimeout(500);
    expect(await page.isVisible('#exam-summary')).toBe(true);
    await page.click('#training-back');
    await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
    await page.waitForFunction(() => /Shared meanwhile/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });
});
