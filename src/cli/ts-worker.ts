/**
 * Worker threads that run this project's TypeScript sources (the CLI runs under tsx, and so do
 * they), and the job pool that `sim --workers` and `fuzz --workers` share.
 */
import { Worker } from 'node:worker_threads';

/** Starts a worker thread on a TypeScript module of src/cli (it registers tsx itself, then loads the module). */
export function startTsWorker(moduleUrl: URL): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Worker(boot, { eval: true });
}

/** Jobs handed to a worker thread ahead of its results, so it never waits for the main thread (busy with a job of its own). */
export const WORKER_QUEUE_DEPTH = 4;

/**
 * Runs jobs 0..count-1 on this thread and n - 1 worker threads of `workerUrl`, all taking jobs from
 * one queue in order. A worker module answers each job `{ index, ... }` with `{ index, result }`;
 * `runHere` does the same job on this thread. `onResult` hears each result as it comes (any order).
 */
export async function shareWork<J extends { readonly index: number }, R>(
  count: number,
  n: number,
  workerUrl: URL,
  job: (index: number) => J,
  runHere: (job: J) => R,
  onResult: (index: number, result: R) => void,
): Promise<void> {
  let next = 0,
    received = 0;
  await new Promise<void>((resolve, reject) => {
    const finished = (index: number, result: R): void => {
      onResult(index, result);
      if (++received === count) resolve();
    };
    if (count === 0) {
      resolve();
      return;
    }
    const pool = Array.from({ length: Math.min(n - 1, count - 1) }, () => startTsWorker(workerUrl));
    const inFlight = new Map<Worker, number>();
    const feed = (w: Worker): void => {
      let held = inFlight.get(w) ?? 0;
      while (held < WORKER_QUEUE_DEPTH && next < count) {
        w.postMessage(job(next++));
        held++;
      }
      inFlight.set(w, held);
      if (held === 0) void w.terminate();
    };
    for (const w of pool) {
      w.on('message', (m: { index: number; result: R }) => {
        inFlight.set(w, (inFlight.get(w) ?? 1) - 1);
        finished(m.index, m.result);
        feed(w);
      });
      w.on('error', reject);
      feed(w);
    }
    const mainStep = (): void => {
      if (next >= count) return;
      const j = job(next++);
      finished(j.index, runHere(j));
      setImmediate(mainStep); // let the workers' messages in between jobs
    };
    mainStep();
  });
}
