import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: '.',
  publicDir: 'assets',
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { main: 'index.html', determinism: 'determinism.html' } },
  },
  // npm start serves on localhost and opens no browser (there may be none to open).
  server: { host: '127.0.0.1', port: 5173, open: false },
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
