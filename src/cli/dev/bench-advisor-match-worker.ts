/** Worker thread of `npm run bench:advisor -- --workers N`: plays the matches it is sent (bench-advisor-matches.ts). */
import { parentPort } from 'node:worker_threads';
import { runMatch, type MatchJob } from './bench-advisor-matches.ts';

if (!parentPort) throw new Error('bench-advisor-match-worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (job: MatchJob) => port.postMessage({ index: job.index, result: runMatch(job) }));
