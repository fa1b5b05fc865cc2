/**
 * Shared setup of the real-browser tests (design.md, "Browser"): Debian's Chromium through
 * playwright-core with the flags this workplace needs, and `vite preview` of the built app.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export interface Served {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Starts `vite preview` on `port` (after `vite build`), waits for `path`, launches Chromium. */
/** `gpu`: the real GPU (a machine that has one) instead of SwiftShader. */
export async function serveAndLaunch(port: number, path = '/', o: { gpu?: boolean } = {}): Promise<Served> {
  const server: ChildProcess = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(port)],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 100 && !up; i++) {
    try {
      up = (await fetch(`${url}${path}`)).ok;
    } catch {
      /* not up yet */
    }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) {
    server.kill();
    throw new Error(`vite preview did not start on port ${port}`);
  }
  const args = o.gpu
    ? [...CHROMIUM_ARGS.filter((a) => !a.includes('swiftshader')), '--use-angle=vulkan', '--enable-gpu', '--ignore-gpu-blocklist']
    : CHROMIUM_ARGS;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}
