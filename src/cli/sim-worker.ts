/** Worker thread of `sim run --workers N`: runs the files it is sent and posts their outcomes back. */
import { parentPort } from 'node:worker_threads';
import { runFile } from './run-file.ts';

if (!parentPort) throw new Error('sim-worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (job: { index: number; file: string; traceDt?: number; svg?: string; json: boolean }) => {
  port.postMessage({ index: job.index, result: runFile(job.file, job.traceDt, job.svg, job.json) });
});
