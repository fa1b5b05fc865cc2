/**
 * The computer's time at the table, measured in the built page in Debian's Chromium: for each
 * strength, 9-ball tables left by a break (some with the cue ball in hand anywhere, the rest with
 * the cue ball where it lies) are put on the page with player B, the computer, to play; the time
 * from the start of its turn to its stroke (the stroke shown before it is played included) is
 * taken by the page's own clock. `npm run bench:computer` prints the median and the longest per
 * strength and writes bench/computer-results.json. A figure, not a test: the machines here are
 * shared and the numbers move with their load.
 *
 * Options: `--tables N` (per strength, default 8), `--time S` (the computer's time setting, s;
 * default the page's).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterBreak } from '../../src/cli/dev/bench-advisor-racks.ts';
import { NOISE_NAMES } from '../../src/advisor/noise.ts';
import { serveAndLaunch } from './browser.ts';

const arg = (name: string): string | undefined => {
  const k = process.argv.indexOf(name);
  return k >= 0 ? process.argv[k + 1] : undefined;
};
const TABLES = Number(arg('--tables') ?? 8);
const TIME_S = arg('--time') === undefined ? null : Number(arg('--time'));
/** Every third table has the cue ball in hand anywhere (the search then screens many places). */
const IN_HAND_EVERY = 3;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2) : NaN;
};
const r2 = (x: number) => Math.round(x * 100) / 100;

function table(k: number): Record<string, unknown> {
  const s = afterBreak(1000 + k, 'tournament');
  const inHand = k % IN_HAND_EVERY === 0;
  return {
    format: 'pool-scenario/1',
    name: `Bench: after the break ${k}${inHand ? ', ball in hand' : ''}`,
    game: 'nine-ball',
    balls: s.balls.filter((b) => !b.pocket).map((b) => ({ id: b.id, x: b.x, y: b.y })),
    state: { shooter: 'B', ballInHand: inHand ? 'table' : 'none' },
  };
}

async function main(): Promise<void> {
  const served = await serveAndLaunch(4184);
  const results: Record<string, unknown> = { when: new Date().toISOString(), viewport: '1280x800', tables: TABLES, timeS: TIME_S };
  const rows: Array<{ level: string; inHand: boolean; s: number }> = [];
  try {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    await page.goto(`${served.url}/`);
    await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 120_000 });
    // The page's advisor warms up a few seconds after it opens, as it does for a player.
    await page.waitForTimeout(8000);
    await page.selectOption('#rate', '4');
    if (TIME_S !== null)
      await page.evaluate((t) => {
        // The settings panel's slider (lil-gui): its number field.
        const rows = [...document.querySelectorAll('#settings .lil-controller')];
        const row = rows.find((r) => /computer/.test(r.textContent ?? ''));
        const input = row?.querySelector('input') as HTMLInputElement | null;
        if (!input) throw new Error('no computer time setting');
        input.value = String(t);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        input.dispatchEvent(new Event('blur', { bubbles: true }));
      }, TIME_S);
    // The moment the stroke starts playing, by the page's clock.
    await page.evaluate(() => {
      const w = window as unknown as { struckAt: number | null };
      w.struckAt = null;
      new MutationObserver(() => {
        if (document.body.dataset.state === 'playing' && w.struckAt === null) w.struckAt = performance.now();
      }).observe(document.body, { attributes: true, attributeFilter: ['data-state'] });
    });
    for (const level of NOISE_NAMES) {
      for (let k = 0; k < TABLES; k++) {
        const link = Buffer.from(JSON.stringify(table(k))).toString('base64url');
        await page.evaluate((l) => {
          location.hash = `scenario=${l}`;
        }, link);
        await page.waitForFunction(
          () => document.body.dataset.state === 'aim' && /Loaded/.test(document.getElementById('status')?.textContent ?? ''),
          null,
          {
            timeout: 60_000,
          },
        );
        // The computer's turn starts as B's player is chosen: it is to play.
        const t0 = await page.evaluate((lv) => {
          (window as unknown as { struckAt: number | null }).struckAt = null;
          const sel = document.getElementById('opponent') as HTMLSelectElement;
          sel.value = lv;
          const at = performance.now();
          sel.dispatchEvent(new Event('change'));
          return at;
        }, level);
        await page.waitForFunction(() => (window as unknown as { struckAt: number | null }).struckAt !== null, null, { timeout: 180_000 });
        const at = await page.evaluate(() => (window as unknown as { struckAt: number }).struckAt);
        // A person for B again before the stroke ends, so that no further turn of the computer starts.
        await page.selectOption('#opponent', '');
        await page.waitForFunction(() => document.body.dataset.state !== 'playing', null, { timeout: 120_000 });
        const s = (at - t0) / 1000;
        rows.push({ level, inHand: k % IN_HAND_EVERY === 0, s });
        process.stderr.write(`${level} table ${k}${k % IN_HAND_EVERY === 0 ? ' (ball in hand)' : ''}: ${r2(s)} s\n`);
      }
    }
    await page.close();
  } finally {
    await served.close();
  }
  const byLevel: Record<string, unknown> = {};
  console.log(`The computer's time from the start of its turn to its stroke, s (${TABLES} tables a strength, 1280x800, headless Chromium)`);
  console.log('strength       median   max    median in hand   max in hand');
  for (const level of NOISE_NAMES) {
    const all = rows.filter((x) => x.level === level).map((x) => x.s);
    const hand = rows.filter((x) => x.level === level && x.inHand).map((x) => x.s);
    const f = {
      median: r2(median(all)),
      max: r2(Math.max(...all)),
      medianInHand: r2(median(hand)),
      maxInHand: r2(Math.max(...hand)),
      all: all.map(r2),
    };
    byLevel[level] = f;
    console.log(
      `${level.padEnd(14)} ${String(f.median).padStart(6)} ${String(f.max).padStart(6)}   ${String(f.medianInHand).padStart(12)} ${String(f.maxInHand).padStart(13)}`,
    );
  }
  results.levels = byLevel;
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/computer-results.json', `${JSON.stringify(results, null, 2)}\n`);
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
