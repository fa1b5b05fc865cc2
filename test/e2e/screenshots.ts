/**
 * The screenshots in docs/screenshots/ (linked from the README), taken in Debian's Chromium from the
 * built app: `npm run screenshots` (after `vite build`). Each view is one named step; look at each
 * picture after a change to what the page shows.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { serveAndLaunch } from './browser.ts';
import { questionIndex } from './training-library.ts';

const OUT = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
const R = 0.028575;

type Shot = { name: string; width: number; height: number; touch?: boolean; locale?: string; hash?: string; act?: (p: Page) => Promise<void> };

const scenario = (s: object) => `#scenario=${Buffer.from(JSON.stringify(s)).toString('base64url')}`;
// The free view keeps the framed views' narrow lens (24 degrees): the close-ups stand back accordingly.
const lookFrom = (p: Page, eye: number[], target: number[]) =>
  p.evaluate(([e, t]) => (window as unknown as { poolView: { lookFrom(e: number[], t: number[]): void } }).poolView.lookFrom(e!, t!), [eye, target]);
const waitState = (p: Page, s: string) => p.waitForFunction((x) => document.body.dataset.state === x, s, { timeout: 60_000 });

/** Referee training: open it (through the menu on a phone) at the question of scenario `name`. */
async function trainingQuestion(p: Page, name: string, phone = false): Promise<void> {
  if (phone) await p.click('#menu');
  await p.click('#referee');
  await p.waitForSelector('#training #pick');
  await p.selectOption('#pick', String(questionIndex(name)));
  await p.waitForSelector('#training #watch');
}
/** Watches the stroke and calls it: a foul with its consequence, or legal. */
async function trainingAnswer(p: Page, foul: string | null, consequence = 'table'): Promise<void> {
  await p.click('#watch');
  await p.waitForSelector('#training .answers:not([hidden])', { timeout: 120_000 });
  if (foul) {
    await p.selectOption('#foul-code', foul);
    await p.selectOption('#consequence', consequence);
    await p.click('#answer-foul');
  } else await p.click('#answer-legal');
  await p.waitForSelector('#verdict');
}
/** An exam of five 9-ball questions, each called legal, to its result. */
async function trainingExam(p: Page): Promise<void> {
  await p.click('#referee');
  await p.click('#mode-exam');
  await p.selectOption('#exam-scope', 'nine-ball');
  await p.selectOption('#exam-count', '5');
  await p.click('#exam-start');
  for (let k = 0; k < 5; k++) {
    await p.waitForSelector('#training #watch:not([disabled])');
    await p.click('#watch');
    await p.waitForSelector('#training .answers:not([hidden])', { timeout: 120_000 });
    await p.click('#answer-legal');
  }
  await p.waitForSelector('#exam-summary');
}

/** A 9-ball table for the advisor's suggestion: the 1 to play, the 2 and the 9 beyond it. */
const ADVICE_LAYOUT = {
  format: 'pool-scenario/1',
  name: 'Suggestion',
  game: 'nine-ball',
  balls: [
    { id: 'cue', x: -0.4, y: -0.1 },
    { id: '1', x: 0.45, y: 0.25 },
    { id: '2', x: 0.9, y: -0.35 },
    { id: '9', x: -0.2, y: 0.45 },
  ],
};

/** A 9-ball push-out to be answered: the scoreboard's choice for player B. */
const PUSH_OUT_LAYOUT = {
  format: 'pool-scenario/1',
  name: 'Push-out',
  game: 'nine-ball',
  state: { phase: 'push-out-available' },
  balls: [
    { id: 'cue', x: -0.6, y: 0.1 },
    { id: '1', x: 0.5, y: -0.3 },
    { id: '9', x: 0.8, y: 0.3 },
  ],
  shot: { aimDeg: 90, cueSpeed: 0.8 },
};
/** Plays the push-out and waits for the next player's choice (the menu opened on a phone, where the bar hides the rest). */
async function pushOutAndChoose(p: Page): Promise<void> {
  await p.check('#push-out');
  await p.click('#shoot');
  await p.waitForSelector('#choices:not([hidden]) button', { timeout: 120_000 });
}

/** A corner pocket holding three balls, two more balls near it. */
const pocketLayout = scenario({
  format: 'pool-scenario/1',
  name: 'Corner pocket',
  game: 'practice',
  balls: [
    { id: 'cue', x: 0.7, y: 0.2 },
    { id: '9', pocket: 'foot-left' },
    { id: '4', pocket: 'foot-left' },
    { id: '14', pocket: 'foot-left' },
    { id: '5', x: 1.1, y: 0.45 },
    { id: '11', x: 1.0, y: 0.3 },
  ],
  shot: { aimAt: '5', cueSpeed: 2 },
});

/** The match's setup opened from the table menu (on a phone the menu opens first). */
async function openMatchSetup(p: Page, phone: boolean): Promise<void> {
  if (phone) await p.click('#menu');
  await p.click('details:has(#layout-match) > summary');
  await p.click('#layout-match');
  await p.fill('#match-name-a', 'Ján');
  await p.fill('#match-name-b', 'Peter');
}

/** A match between two people: the lag (both strokes), the winner breaks; the first game's rack and the match board. */
async function matchUnderway(p: Page, phone: boolean): Promise<void> {
  await openMatchSetup(p, phone);
  await p.selectOption('#match-clock', '35');
  await p.click('#match-start');
  for (const speed of ['1.4', '1.25']) {
    if (phone) await p.click('#stroke-toggle');
    await p.locator('#speed').fill(speed);
    if (phone) await p.click('#stroke-toggle');
    const n = await p.evaluate(() => Number(document.body.dataset.strokes ?? 0));
    await p.click('#shoot');
    if (speed === '1.25')
      await p.waitForFunction((k) => Number(document.body.dataset.strokes ?? 0) > k && document.body.dataset.state !== 'playing', n, {
        timeout: 120_000,
      });
  }
  if (await p.isVisible('#match-i-break')) await p.click('#match-i-break');
}

export const SHOTS: Shot[] = [
  { name: 'match-setup-sk', width: 1280, height: 800, act: (p) => openMatchSetup(p, false) },
  { name: 'match-setup-phone-sk', width: 390, height: 844, touch: true, act: (p) => openMatchSetup(p, true) },
  { name: 'match-game-sk', width: 1280, height: 800, act: (p) => matchUnderway(p, false) },
  { name: 'match-game-phone-sk', width: 390, height: 844, touch: true, act: (p) => matchUnderway(p, true) },
  { name: 'match-game-en', width: 1280, height: 800, locale: 'en-GB', act: (p) => matchUnderway(p, false) },
  { name: 'match-game-phone-en', width: 390, height: 844, touch: true, locale: 'en-GB', act: (p) => matchUnderway(p, true) },
  { name: 'default-view-sk', width: 1280, height: 800 },
  { name: 'default-view-en', width: 1920, height: 1080, locale: 'en-GB' },
  { name: 'default-view-1280-en', width: 1280, height: 800, locale: 'en-GB' },
  { name: 'default-view-1920-sk', width: 1920, height: 1080 },
  {
    name: 'rack-close-up',
    width: 1280,
    height: 800,
    act: async (p) => {
      await p.click('#table-menu summary');
      await p.click('#layout-nine');
      await waitState(p, 'aim');
      await lookFrom(p, [0.015, -0.48, 0.43], [0.72, 0, R]);
    },
  },
  {
    name: 'corner-pocket',
    width: 1280,
    height: 800,
    hash: pocketLayout,
    act: async (p) => {
      await lookFrom(p, [0.775, 0.115, 0.495], [1.3, 0.67, -0.03]);
    },
  },
  {
    // The 5 played into the same pocket: it falls in and lies on the three (the 3-D world's pile).
    name: 'corner-pocket-after-drop',
    width: 1280,
    height: 800,
    hash: scenario({
      format: 'pool-scenario/1',
      name: 'Into a pocket with three balls',
      game: 'practice',
      balls: [
        { id: 'cue', x: 0.8, y: 0.2 },
        { id: '9', pocket: 'foot-left' },
        { id: '4', pocket: 'foot-left' },
        { id: '14', pocket: 'foot-left' },
        { id: '5', x: 1.158, y: 0.532 },
        { id: '11', x: 1.0, y: 0.3 },
      ],
      shot: { aimAt: '5', cueSpeed: 1.6, tip: { side: 0, height: -0.3 } },
    }),
    act: async (p) => {
      await p.keyboard.press('Space');
      await waitState(p, 'rest');
      await lookFrom(p, [0.925, 0.295, 0.47], [1.3, 0.67, -0.04]);
    },
  },
  {
    name: 'suggestion-en',
    width: 1280,
    height: 800,
    locale: 'en-GB',
    hash: scenario(ADVICE_LAYOUT),
    act: async (p) => {
      await p.click('#suggest');
      // The whole answer, not only the best shown first: the status line counts all three.
      await p.waitForFunction(
        () =>
          /Suggestion 1\//.test(document.getElementById('status')?.textContent ?? '') &&
          !(document.getElementById('suggest') as HTMLButtonElement).disabled,
        null,
        { timeout: 120_000 },
      );
    },
  },
  {
    name: 'suggestion-phone-sk',
    width: 390,
    height: 844,
    touch: true,
    hash: scenario(ADVICE_LAYOUT),
    act: async (p) => {
      await p.click('#suggest');
      // The whole answer, not only the best shown first: the status line counts all three.
      await p.waitForFunction(
        () =>
          /Návrh 1\//.test(document.getElementById('status')?.textContent ?? '') &&
          !(document.getElementById('suggest') as HTMLButtonElement).disabled,
        null,
        { timeout: 120_000 },
      );
    },
  },
  {
    name: 'push-out-choice-en',
    width: 1280,
    height: 800,
    locale: 'en-GB',
    hash: scenario(PUSH_OUT_LAYOUT),
    act: pushOutAndChoose,
  },
  { name: 'push-out-choice-phone-sk', width: 390, height: 844, touch: true, hash: scenario(PUSH_OUT_LAYOUT), act: pushOutAndChoose },
  { name: 'phone-sk', width: 390, height: 844, touch: true },
  { name: 'phone-en', width: 390, height: 844, touch: true, locale: 'en-GB' },
  { name: 'tablet-portrait', width: 768, height: 1024, touch: true },
  {
    name: 'settings-sk',
    width: 1280,
    height: 800,
    act: async (p) => {
      await p.click('#settings .lil-title');
      await p.click('#settings .lil-title >> nth=1');
    },
  },
  {
    name: 'referee-question-sk',
    width: 1280,
    height: 800,
    act: async (p) => {
      await trainingQuestion(p, 'S24 ');
    },
  },
  {
    // A stroke from inside a match, the match's state in the question and on the card.
    name: 'referee-match-card-sk',
    width: 1280,
    height: 800,
    act: async (p) => {
      await trainingQuestion(p, 'Match Ana against Boris (nine-ball, race to 2), game 2, stroke 6');
      await trainingAnswer(p, 'three-fouls', 'loss');
    },
  },
  {
    name: 'referee-card-sk',
    width: 1280,
    height: 800,
    act: async (p) => {
      await trainingQuestion(p, 'S24 ');
      await trainingAnswer(p, 'cue-ball-pocketed');
      await p.click('#evidence li.foul');
    },
  },
  {
    name: 'referee-card-en',
    width: 1280,
    height: 800,
    locale: 'en-GB',
    act: async (p) => {
      await trainingQuestion(p, 'S22 ');
      await trainingAnswer(p, null);
      await p.locator('#evidence li', { hasText: 'hit the 1' }).click();
    },
  },
  {
    name: 'referee-card-settle-en',
    width: 1280,
    height: 800,
    locale: 'en-GB',
    act: async (p) => {
      // G30: a ball that dropped by itself after resting 5 s goes back where it was.
      await trainingQuestion(p, 'S58b ');
      await trainingAnswer(p, null);
    },
  },
  {
    name: 'referee-phone-card-scoop-sk',
    width: 390,
    height: 844,
    touch: true,
    act: async (p) => {
      await trainingQuestion(p, 'G25 ', true);
      await trainingAnswer(p, 'scoop-jump');
      await p.click('#evidence li.foul');
    },
  },
  {
    name: 'referee-phone-sk',
    width: 390,
    height: 844,
    touch: true,
    act: async (p) => {
      await trainingQuestion(p, 'S24 ', true);
    },
  },
  {
    name: 'referee-phone-card-sk',
    width: 390,
    height: 844,
    touch: true,
    act: async (p) => {
      await trainingQuestion(p, 'S24 ', true);
      await trainingAnswer(p, 'cue-ball-pocketed');
      await p.click('#evidence li.foul');
    },
  },
  {
    name: 'referee-exam-setup-en',
    width: 1280,
    height: 800,
    locale: 'en-GB',
    act: async (p) => {
      await p.click('#referee');
      await p.click('#mode-exam');
      await p.waitForSelector('#exam-start');
    },
  },
  { name: 'referee-exam-summary-sk', width: 1280, height: 800, act: trainingExam },
  {
    name: 'referee-exam-print-sk',
    width: 1280,
    height: 800,
    act: async (p) => {
      await trainingExam(p);
      await p.emulateMedia({ media: 'print' });
    },
  },
  {
    name: 'draw-shot-replay',
    width: 1280,
    height: 800,
    hash: scenario({
      format: 'pool-scenario/1',
      name: 'Draw',
      game: 'practice',
      balls: [
        { id: 'cue', x: -0.5, y: 0 },
        { id: '9', x: 0.1, y: 0 },
      ],
      shot: { aimAt: '9', cueSpeed: 3, tip: { side: 0, height: -0.45 } },
    }),
    act: async (p) => {
      await p.keyboard.press('Space');
      await waitState(p, 'rest');
      await p.click('#pause');
      await p.click('#step-fwd');
      for (let k = 0; k < 24; k++) await p.keyboard.press('.');
      await lookFrom(p, [-0.7, -0.68, 0.57], [-0.1, 0, R]);
    },
  },
];

async function take(browser: Browser, url: string, s: Shot): Promise<void> {
  const ctx = await browser.newContext({
    viewport: { width: s.width, height: s.height },
    hasTouch: !!s.touch,
    isMobile: !!s.touch,
    locale: s.locale ?? 'sk-SK',
  });
  const page = await ctx.newPage();
  // The pictures show the 'high' render quality (a GPU's); SwiftShader draws it at about 1 s a frame.
  await page.goto(`${url}/?quality=high${s.hash ?? ''}`);
  await waitState(page, 'aim');
  if (s.act) await s.act(page);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${OUT}/${s.name}.png` });
  await ctx.close();
}

if (process.argv[1]?.endsWith('screenshots.ts')) {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2);
  const served = await serveAndLaunch(4183);
  try {
    for (const s of SHOTS)
      if (only.length === 0 || only.includes(s.name)) {
        await take(served.browser, served.url, s);
        process.stdout.write(`${OUT}/${s.name}.png\n`);
      }
  } finally {
    await served.close();
  }
}
