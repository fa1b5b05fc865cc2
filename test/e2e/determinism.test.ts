/**
 * Node and Chromium (different V8 versions) give bit-identical results for the same scenarios:
 * the library scenarios plus seeded breaks, run through the same runner on both sides.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';

const PORT = 4181;
const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

function list(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((n) => (statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : n.endsWith('.json') ? [join(dir, n)] : []));
}

/** Seeded breaks with side and draw, from the head string into jittered racks. */
const breaks = Array.from({ length: 8 }, (_, k) => JSON.stringify({
  format: 'pool-scenario/1', name: `break ${k}`, game: k % 2 ? 'nine-ball' : 'eight-ball', state: { phase: 'break', ballInHand: 'kitchen' },
  balls: [{ id: 'cue', x: -0.7, y: -0.2 + 0.05 * k }], rack: { type: k % 2 ? 'nine-ball' : 'fifteen', seed: k, jitterMm: 0.02 },
  shot: { aimPoint: [0.635, 0], cueSpeed: 6 + k * 0.4, tip: { side: 0.05 * (k - 4), height: -0.1 } },
}));

let server: ChildProcess;
let browser: Browser;

beforeAll(async () => {
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(PORT)], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`http://127.0.0.1:${PORT}/determinism.html`)).ok) break; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

describe('determinism across runtimes', () => {
  it('at least 20 scenarios give bit-identical JSON in Node and in Chromium', async () => {
    const texts = [...list('test/scenarios').map((f) => readFileSync(f, 'utf8')), ...breaks];
    expect(texts.length).toBeGreaterThanOrEqual(20);
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/determinism.html`);
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
