/** Worker thread of `npm run bench:advisor -- --workers N`: plays the racks it is sent (bench-advisor-racks.ts). */
import { parentPort } from 'node:worker_threads';
import { runRack, type RackJob } from './bench-advisor-racks.ts';

if (!parentPort) throw new Error('bench-advisor-worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (job: RackJob) => port.postMessage({ index: job.index, result: runRack(job) }));
