/** Worker threads that run this project's TypeScript sources (the CLI runs under tsx, and so do they). */
import { Worker } from 'node:worker_threads';

/** Starts a worker thread on a TypeScript module of src/cli (it registers tsx itself, then loads the module). */
export function startTsWorker(moduleUrl: URL): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Worker(boot, { eval: true });
}

/** Jobs handed to a worker thread ahead of its results, so it never waits for the main thread (busy with a job of its own). */
export const WORKER_QUEUE_DEPTH = 4;
