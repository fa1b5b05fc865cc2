/**
 * Node and Chromium (different V8 versions) give bit-identical results for the same scenarios:
 * the library scenarios plus seeded breaks, run through the same runner on both sides.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveAndLaunch, type Served } from './browser.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';

function list(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => (statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : n.endsWith('.json') ? [join(dir, n)] : []));
}

/** Seeded breaks with side and draw, from the head string into jittered racks. */
const breaks = Array.from({ length: 8 }, (_, k) =>
  JSON.stringify({
    format: 'pool-scenario/1',
    name: `break ${k}`,
    game: k % 2 ? 'nine-ball' : 'eight-ball',
    state: { phase: 'break', ballInHand: 'kitchen' },
    balls: [{ id: 'cue', x: -0.7, y: -0.2 + 0.05 * k }],
    rack: { type: k % 2 ? 'nine-ball' : 'fifteen', seed: k, jitterMm: 0.02 },
    shot: { aimPoint: [0.635, 0], cueSpeed: 6 + k * 0.4, tip: { side: 0.05 * (k - 4), height: -0.1 } },
  }),
);

let served: Served;

beforeAll(async () => {
  served = await serveAndLaunch(4181, '/determinism.html');
});

afterAll(async () => {
  await served?.close();
});

describe('determinism across runtimes', () => {
  it('at least 20 scenarios give bit-identical JSON in Node and in Chromium', async () => {
    const texts = [...list('test/scenarios').map((f) => readFileSync(f, 'utf8')), ...breaks];
    expect(texts.length).toBeGreaterThanOrEqual(20);
    const page = await served.browser.newPage();
    await page.goto(`${served.url}/determinism.html`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const inBrowser = await page.evaluate((t) => window.runScenarioTexts(t), texts);
    const inNode = texts.map((t) => JSON.stringify(runScenario(parseScenarioText(t)).result));
    const nodeVersion = process.versions.v8;
    const browserVersion = await page.evaluate(() => navigator.userAgent);
    expect(nodeVersion.length).toBeGreaterThan(0);
    expect(browserVersion).toContain('Chrome');
    for (let k = 0; k < texts.length; k++) expect(inBrowser[k], `scenario ${k}`).toBe(inNode[k]);
  });
});
