/**
 * The render benchmark: the built page in Debian's Chromium replays a 15-ball
 * break at 1280 x 800 in each render quality, and the page's own frame statistics give the CPU time
 * per frame of the scene update and of the draw, the draw calls and triangles per frame, and the
 * time from the strike to the first moving frame, and from the navigation's start to the first paint
 * (the loading sign) and to the table's first frame. `npm run bench:render` prints them and writes
 * bench/render-results.json. Headless Chromium here draws with SwiftShader, a software renderer
 * on the CPU, so the draw figures are a CPU rasteriser's, not a GPU's (a machine with a GPU gives
 * its own with the same command and `--gpu`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { serveAndLaunch } from './browser.ts';

interface Sample {
  atMs: number;
  updateMs: number;
  drawMs: number;
  calls: number;
  triangles: number;
  playing: boolean;
}
interface Stats {
  frames: Sample[];
  releaseToFirstFrameMs: number | null;
  strikeComputeMs: number | null;
  firstFrameMs: number | null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : NaN;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] as number) : NaN;
};
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

const BREAK = {
  format: 'pool-scenario/1',
  name: 'Bench: 15-ball break',
  game: 'eight-ball',
  rack: { type: 'fifteen', seed: 1 },
  balls: [{ id: 'cue', x: -0.7, y: 0.05 }],
  shot: { aimAt: '1', cueSpeed: 8 },
};

async function main(): Promise<void> {
  const gpu = process.argv.includes('--gpu');
  const served = await serveAndLaunch(4185, '/', gpu ? { gpu: true } : {});
  const results: Record<string, unknown> = { when: new Date().toISOString(), renderer: '', viewport: '1280x800', stroke: BREAK.name };
  try {
    for (const quality of ['standard', 'high'] as const) {
      const page = await served.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${served.url}/?quality=${quality}#scenario=${Buffer.from(JSON.stringify(BREAK)).toString('base64url')}`);
      await page.waitForFunction(() => document.body.dataset.state === 'aim', null, { timeout: 60_000 });
      results.renderer = await page.evaluate(() => {
        const gl = (window as unknown as { poolView: { renderer: { getContext(): WebGL2RenderingContext } } }).poolView.renderer.getContext();
        const ext = gl.getExtension('WEBGL_debug_renderer_info');
        return String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
      });
      await page.waitForFunction(() => (window as unknown as { poolView?: { frameStats: Stats } }).poolView?.frameStats.firstFrameMs != null, null, {
        timeout: 60_000,
      });
      // From the navigation's start: the loading sign's first paint, and the table's first frame.
      const start = await page.evaluate(() => ({
        firstPaintMs: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? null,
        firstFrameMs: (window as unknown as { poolView: { frameStats: Stats } }).poolView.frameStats.firstFrameMs,
      }));
      await page.waitForTimeout(500);
      await page.evaluate(() => (window as unknown as { poolView: { frameStats: { clear(): void } } }).poolView.frameStats.clear());
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.body.dataset.state === 'rest', null, { timeout: 300_000 });
      const s = await page.evaluate(() => {
        const f = (window as unknown as { poolView: { frameStats: Stats } }).poolView.frameStats;
        return { frames: f.frames.slice(), releaseToFirstFrameMs: f.releaseToFirstFrameMs, strikeComputeMs: f.strikeComputeMs };
      });
      const moving = s.frames.filter((x) => x.playing);
      results[quality] = {
        firstPaintMs: start.firstPaintMs === null ? null : round(start.firstPaintMs, 0),
        firstFrameMs: start.firstFrameMs === null ? null : round(start.firstFrameMs, 0),
        framesDrawn: moving.length,
        updateMsMedian: round(median(moving.map((x) => x.updateMs))),
        updateMsP95: round(p95(moving.map((x) => x.updateMs))),
        drawMsMedian: round(median(moving.map((x) => x.drawMs))),
        drawMsP95: round(p95(moving.map((x) => x.drawMs))),
        drawCalls: median(moving.map((x) => x.calls)),
        triangles: median(moving.map((x) => x.triangles)),
        frameIntervalMsMedian: round(median(moving.slice(1).map((x, i) => x.atMs - (moving[i] as Sample).atMs)), 1),
        strikeComputeMs: s.strikeComputeMs === null ? null : round(s.strikeComputeMs, 1),
        releaseToFirstFrameMs: s.releaseToFirstFrameMs === null ? null : round(s.releaseToFirstFrameMs, 1),
      };
      await page.close();
    }
  } finally {
    await served.close();
  }
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/render-results.json', `${JSON.stringify(results, null, 2)}\n`);
}

await main();
