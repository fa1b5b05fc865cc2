/** Worker thread of `fuzz --workers N`: runs the ranges of shots it is sent and posts their summaries back. */
import { parentPort } from 'node:worker_threads';
import { fuzzRange } from '../../physics/engine.ts';

if (!parentPort) throw new Error('fuzz-worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (job: { index: number; seed: number; from: number; to: number }) => {
  port.postMessage({ index: job.index, result: fuzzRange(job.seed, job.from, job.to) });
});
