/**
 * `npm run bench:breaks [-- --breaks N]`: what the engine's breaks do. N seeded breaks (default 200)
 * a row, played and ruled as break-trials.ts describes: the app's racks (9-ball, 8-ball; exact,
 * 0.04 mm, ball-tolerance 0.1 mm and 1 mm gaps) from the breaking box, and the set-ups of the events
 * the figures come from (like for like): 9-ball with the 9 on the foot spot, broken from the box,
 * from the side and from the place and speed the trials find best (WPA World 9-Ball 2016, from
 * anywhere); 8-ball on a 7 ft table likewise (Colorado Shootout 2024); the 1 on the spot broken
 * from the side; the app's racks broken from the computer's own place (advisor/break-shot.ts), and
 * the trials of the places it chooses from (PLACE_SEEDS breaks each). Balls made per break, the
 * share that make a ball, the share that make one without a foul (with its 95 % interval),
 * scratches, fouls, the game ball on the break; printed beside the published figures and written to
 * bench/break-results.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { BREAK_OFF_STRING_M } from '../../advisor/break-shot.ts';
import { DEFAULT_PARAMS } from '../../physics/index.ts';
import { tableGeometry } from '../../table/index.ts';
import {
  bestBreakPlace,
  placedBreakTrial,
  placeTrials,
  RACK_KINDS,
  summarize,
  wilson95,
  type BreakGame,
  type BreakPlace,
  type BreakSummary,
  type RackKind,
} from './break-trials.ts';

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

const P = DEFAULT_PARAMS;
interface Row {
  readonly label: string;
  readonly table: '9ft' | '7ft';
  readonly game: BreakGame;
  readonly rack: RackKind;
  readonly place: BreakPlace;
  /** The published figure the row is compared with, and whether its set-up is the event's own. */
  readonly published: (typeof PUBLISHED_SUCCESS)[BreakGame];
  readonly likeForLike: boolean;
  summary?: BreakSummary;
}
/** The side break's place: 0.45 m from the long string (about 0.16 m, five balls, from the rail's nose), either side. */
const SIDE_Y_M = 0.45;
/** Places and stick speeds a player may choose from (|y| from the long string, m, on each table; m/s), tried by `bestBreakPlace` over CHOICE_SEEDS breaks each. */
const CHOICE_Y_M = { '9ft': [0, 0.15, 0.3, 0.45], '7ft': [0, 0.1, 0.2, 0.3, 0.4] },
  CHOICE_SPEEDS_MPS = [6.5, 8],
  CHOICE_SEEDS = 100;
/** The places the computer's break is chosen from (|y| from the long string, m, 9 ft table), each tried over PLACE_SEEDS breaks of the exact and the frozen rack. */
const PLACE_YS_M = [0, 0.15, 0.3, 0.45],
  PLACE_SEEDS = 400;

const t0 = performance.now();
const rows: Row[] = [];
for (const game of ['nine-ball', 'eight-ball'] as const) {
  for (const rack of Object.keys(RACK_KINDS) as RackKind[]) {
    rows.push({ label: `app rack, box`, table: '9ft', game, rack, place: {}, published: PUBLISHED_SUCCESS[game], likeForLike: false });
  }
}
// The computer's break: the app's racks from the place it plays (advisor/break-shot.ts).
for (const game of ['nine-ball', 'eight-ball'] as const) {
  const cueY = BREAK_OFF_STRING_M[game] ?? 0;
  for (const rack of ['exact', 'frozen'] as const) {
    rows.push({
      label: `app rack, computer's place (${cueY} m)`,
      table: '9ft',
      game,
      rack,
      place: { cueY },
      published: PUBLISHED_SUCCESS[game],
      likeForLike: false,
    });
  }
}
// Like for like: the events' own racks, tables and breaking places, racks with the balls' tolerance gaps.
const chosen9 = bestBreakPlace(tableGeometry('9ft'), P, 'nine-ball', 'tolerance', 'nine', CHOICE_Y_M['9ft'], CHOICE_SPEEDS_MPS, CHOICE_SEEDS).place;
const chosen8 = bestBreakPlace(tableGeometry('7ft'), P, 'eight-ball', 'tolerance', 'apex', CHOICE_Y_M['7ft'], CHOICE_SPEEDS_MPS, CHOICE_SEEDS).place;
const nine = PUBLISHED_SUCCESS['nine-ball'],
  eight = PUBLISHED_SUCCESS['eight-ball'];
rows.push(
  { label: '1 on spot, side', table: '9ft', game: 'nine-ball', rack: 'tolerance', place: { cueY: SIDE_Y_M }, published: nine, likeForLike: false },
  { label: '9 on spot, box', table: '9ft', game: 'nine-ball', rack: 'tolerance', place: { spot: 'nine' }, published: nine, likeForLike: true },
  {
    label: '9 on spot, side',
    table: '9ft',
    game: 'nine-ball',
    rack: 'tolerance',
    place: { spot: 'nine', cueY: SIDE_Y_M },
    published: nine,
    likeForLike: true,
  },
  {
    label: `9 on spot, chosen ${placeText(chosen9)}`,
    table: '9ft',
    game: 'nine-ball',
    rack: 'tolerance',
    place: chosen9,
    published: nine,
    likeForLike: true,
  },
  // The 9 on the spot with a template rack (frozen): whether the rack's gaps are what the like-for-like rows miss.
  { label: '9 on spot, box', table: '9ft', game: 'nine-ball', rack: 'frozen', place: { spot: 'nine' }, published: nine, likeForLike: false },
  {
    label: '9 on spot, 0.15 m',
    table: '9ft',
    game: 'nine-ball',
    rack: 'frozen',
    place: { spot: 'nine', cueY: 0.15 },
    published: nine,
    likeForLike: false,
  },
  {
    label: '9 on spot, side',
    table: '9ft',
    game: 'nine-ball',
    rack: 'frozen',
    place: { spot: 'nine', cueY: SIDE_Y_M },
    published: nine,
    likeForLike: false,
  },
  { label: '7 ft, box', table: '7ft', game: 'eight-ball', rack: 'tolerance', place: {}, published: eight, likeForLike: true },
  { label: '7 ft, side', table: '7ft', game: 'eight-ball', rack: 'tolerance', place: { cueY: 0.4 }, published: eight, likeForLike: true },
  { label: '7 ft, side', table: '7ft', game: 'eight-ball', rack: 'frozen', place: { cueY: 0.4 }, published: eight, likeForLike: true },
  {
    label: `7 ft, chosen ${placeText(chosen8)}`,
    table: '7ft',
    game: 'eight-ball',
    rack: 'tolerance',
    place: chosen8,
    published: eight,
    likeForLike: true,
  },
);
for (const r of rows) {
  const table = tableGeometry(r.table);
  r.summary = summarize(Array.from({ length: breaks }, (_, seed) => placedBreakTrial(table, P, r.game, r.rack, seed, r.place)));
}
const places = (['nine-ball', 'eight-ball'] as const).map((game) => ({
  game,
  trials: placeTrials(tableGeometry('9ft'), P, game, ['exact', 'frozen'], PLACE_YS_M, PLACE_SEEDS),
}));
const seconds = (performance.now() - t0) / 1000;

function placeText(pl: BreakPlace): string {
  return `y ${(pl.cueY ?? 0).toFixed(2)} m, ${(pl.cueSpeed ?? 0).toFixed(1)} m/s stick`;
}
const pct = (x: number) => `${(100 * x).toFixed(0)} %`.padStart(6);
const interval = (share: number, n: number) => {
  const [lo, hi] = wilson95(share, n);
  return `${(100 * lo).toFixed(0)}-${(100 * hi).toFixed(0)}`.padStart(7);
};
process.stdout.write(
  `Breaks, ${breaks} seeded breaks a row (power break, professional execution error); * like for like with the published figure\n`,
);
process.stdout.write(
  'game        rack       set-up                                  made/break  make  success  (95 %)   (pro)  scratch  foul  game ball  to rail  off table\n',
);
for (const r of rows) {
  const s = r.summary as BreakSummary;
  process.stdout.write(
    `${r.game.padEnd(11)} ${r.rack.padEnd(10)} ${(r.label + (r.likeForLike ? ' *' : '')).padEnd(39)} ${s.madePerBreak.toFixed(2).padStart(10)} ${pct(s.makeShare)} ${pct(s.successShare)} ${interval(s.successShare, s.breaks)}  ${pct(r.published.share)} ${pct(s.scratchShare)}  ${pct(s.foulShare)} ${pct(s.gameBallShare).padStart(9)} ${s.toRailPerBreak.toFixed(1).padStart(8)} ${s.offTablePerBreak.toFixed(2).padStart(10)}\n`,
  );
}
process.stdout.write(
  `The computer's break place: successful breaks from |y| m off the long string (${PLACE_SEEDS} breaks each, 9 ft, stick at the computer's speed)\n`,
);
for (const { game, trials } of places) {
  for (const rack of ['exact', 'frozen'] as const) {
    const cells = trials
      .filter((t) => t.rack === rack)
      .map((t) => `${t.cueY} m ${pct(t.successShare)} (${interval(t.successShare, PLACE_SEEDS).trim()})`);
    process.stdout.write(`${game.padEnd(11)} ${rack.padEnd(10)} ${cells.join('  ')}\n`);
  }
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
      computerPlaces: places.map(({ game, trials }) => ({
        game,
        seeds: PLACE_SEEDS,
        chosenY: BREAK_OFF_STRING_M[game] ?? 0,
        trials: trials.map((t) => ({ ...t, successShare: round(t.successShare), interval95: wilson95(t.successShare, PLACE_SEEDS).map(round) })),
      })),
      rows: rows.map((r) => ({
        ...r,
        jitterMm: RACK_KINDS[r.rack].jitterMm,
        publishedSuccess: round(r.published.share),
        summary: Object.fromEntries(Object.entries(r.summary as BreakSummary).map(([k, v]) => [k, round(v)])),
        successInterval95: wilson95((r.summary as BreakSummary).successShare, breaks).map(round),
      })),
    },
    null,
    2,
  )}\n`,
);
