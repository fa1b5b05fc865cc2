/**
 * `npm run bench:breaks [-- --breaks N]`: what the engine's breaks do (issue 29, point 4). N seeded
 * breaks (default 200) of each game (9-ball, 8-ball) and rack (frozen, gapped), played and ruled as
 * break-trials.ts describes: balls made per break, the share that make a ball, the share that make
 * one without a foul, scratches, fouls, the game ball on the break. Printed beside the published
 * professional figures and written to bench/break-results.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEFAULT_PARAMS } from '../physics/params.ts';
import { tableGeometry } from '../table/index.ts';
import { breakTrial, RACK_KINDS, summarize, type BreakGame, type BreakSummary, type RackKind } from './break-trials.ts';

/**
 * Successful breaks (a ball made, no foul) in professional play, from AtLarge's break statistics on
 * AzBilliards: 8-ball, Ultimate Pool Colorado Shootout 2024, 82 of 124 (66 %, 7 ft table); 9-ball,
 * WPA World 9-Ball Championship 2016, 75 of 105 (71 %, 9 ft table; "made at least one ball and did
 * not break illegally or foul").
 */
const PUBLISHED_SUCCESS = {
  'eight-ball': { share: 82 / 124, source: 'Ultimate Pool Colorado Shootout 2024 (8-ball, 7 ft), 82 of 124 breaks' },
  'nine-ball': { share: 75 / 105, source: 'WPA World 9-Ball Championship 2016 (9 ft), 75 of 105 breaks' },
} as const;

const at = process.argv.indexOf('--breaks');
const breaks = at < 0 ? 200 : Number(process.argv[at + 1]);
if (!(Number.isInteger(breaks) && breaks >= 1 && breaks <= 100_000)) {
  process.stderr.write(`--breaks: expected a whole number from 1 to 100000, got ${JSON.stringify(process.argv[at + 1] ?? null)}\n`);
  process.exit(2);
}

const table = tableGeometry('9ft');
const t0 = performance.now();
const rows: Array<{ game: BreakGame; rack: RackKind; jitterMm: number; summary: BreakSummary; publishedSuccess: number }> = [];
for (const game of ['nine-ball', 'eight-ball'] as const) {
  for (const rack of Object.keys(RACK_KINDS) as RackKind[]) {
    const trials = Array.from({ length: breaks }, (_, seed) => breakTrial(table, DEFAULT_PARAMS, game, rack, seed));
    rows.push({ game, rack, jitterMm: RACK_KINDS[rack].jitterMm, summary: summarize(trials), publishedSuccess: PUBLISHED_SUCCESS[game].share });
  }
}
const seconds = (performance.now() - t0) / 1000;

const pct = (x: number) => `${(100 * x).toFixed(0)} %`.padStart(6);
process.stdout.write(`Breaks on the 9 ft table, ${breaks} seeded breaks a row (power break from the box, professional execution error)\n`);
process.stdout.write('game        rack    made/break  make  success  (pro)  scratch  foul  game ball  to rail  off table\n');
for (const r of rows) {
  const s = r.summary;
  process.stdout.write(
    `${r.game.padEnd(11)} ${r.rack.padEnd(7)} ${s.madePerBreak.toFixed(2).padStart(10)} ${pct(s.makeShare)} ${pct(s.successShare)}  ${pct(r.publishedSuccess)} ${pct(s.scratchShare)}  ${pct(s.foulShare)} ${pct(s.gameBallShare).padStart(9)} ${s.toRailPerBreak.toFixed(1).padStart(8)} ${s.offTablePerBreak.toFixed(2).padStart(10)}\n`,
  );
}
process.stdout.write(`${seconds.toFixed(1)} s\n`);
const round = (x: number) => Number(x.toFixed(4));
mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/break-results.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      breaksPerRow: breaks,
      seconds: Number(seconds.toFixed(1)),
      published: PUBLISHED_SUCCESS,
      rows: rows.map((r) => ({ ...r, summary: Object.fromEntries(Object.entries(r.summary).map(([k, v]) => [k, round(v)])) })),
    },
    null,
    2,
  )}\n`,
);
