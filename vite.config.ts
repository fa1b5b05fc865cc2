import { defineConfig } from 'vitest/config';
import { onlineTables } from './src/server/vite-plugin.ts';

export default defineConfig({
  root: '.',
  publicDir: 'assets',
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { main: 'index.html', determinism: 'determinism.html' } },
  },
  // The online tables share the page's origin (src/server/vite-plugin.ts).
  plugins: [onlineTables()],
  // npm start serves on localhost and opens no browser (there may be none to open); the tables' store is no source.
  server: { host: '127.0.0.1', port: 5173, open: false, watch: { ignored: ['**/data/**'] } },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/stats/**'],
          environment: 'node',
          globalSetup: ['test/cli/build-cli.ts'],
          // The test files of a worker share their modules instead of importing every source again:
          // the suite took 138 s of CPU isolated and 80 s shared (same run, same machine). The pure
          // layers hold no state a test could leave behind (the engine's kept worlds give the same
          // record whatever ran before: test/physics/world3d), and a spy is restored where it is set.
          isolate: false,
          testTimeout: 120_000,
        },
      },
      {
        // The heavy statistical checks (whole innings, matches and break trials under noise):
        // `npm run test:stats`, run by CI beside `npm test`, kept out of the quick suite.
        extends: true,
        test: { name: 'stats', include: ['test/stats/**/*.test.ts'], environment: 'node', testTimeout: 600_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
