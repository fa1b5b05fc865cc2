/**
 * `npm run sim -- match <match.json>`: replays a pool-match/1 file headless: every stroke simulated
 * and ruled again, each ruling and the final score compared with the file's.
 * Exit 0 when all agree, 1 when something differs (each difference on stderr, naming its entry),
 * 2 on bad input (`<field path>: <reason>`).
 *
 * `npm run sim -- match --computer LEVEL --computer LEVEL [--game G] [--race N] [--break-order O]
 * [--seed S] [--clock S] [--out FILE]`: plays a whole match between two computer players (A the first level, B
 * the second) and writes its file; prints the games and who won.
 */
import { EXIT_BAD_INPUT, EXIT_DIFFERS, EXIT_INTERNAL, internalMessage } from './exit-codes.ts';
import { MAX_MATCH_FILE_BYTES } from '../scenario/match-file.ts';
import { readFileSync, statSync } from 'node:fs';
import { decimalWhole } from './cli-args.ts';
import { checkOutputPath, writeWhole } from './output-file.ts';
import { playComputerMatch } from '../advisor/match-play.ts';
import { NOISE_NAMES, type NoiseName } from '../advisor/noise.ts';
import { BREAK_ORDERS, type BreakOrder, MATCH_GAMES, MatchError, type MatchGame } from '../rules/index.ts';
import { ScenarioError } from '../scenario/errors.ts';
import { replayMatch } from '../scenario/match-file.ts';
import { readMatchText } from '../scenario/match-text.ts';
import { argTokens } from './args.ts';

export { MAX_MATCH_FILE_BYTES };

const USAGE =
  'usage: npm run sim -- match <match.json>\n       npm run sim -- match --computer <level> --computer <level> [--game nine-ball|eight-ball|straight-pool] [--race <n>] [--break-order winner|alternate|loser|trailing] [--seed <n>] [--clock <s>] [--out <file> [--force]]';

interface PlayArgs {
  readonly levels: readonly NoiseName[];
  readonly game: MatchGame;
  readonly race: number;
  readonly order: BreakOrder;
  readonly seed: number;
  readonly out: string | null;
  /** Replace an existing --out file (otherwise refused before the match is played). */
  readonly force: boolean;
  /** T1.11: the shot clock's limit, s, with one extension per game (null: none). */
  readonly clock: number | null;
}

function parsePlay(argv: readonly string[]): PlayArgs {
  const levels: NoiseName[] = [];
  let game: MatchGame = 'nine-ball',
    race: number | null = null,
    order: BreakOrder = 'winner',
    seed = 1,
    out: string | null = null,
    force = false,
    clock: number | null = null;
  const tokens = argTokens(
    argv,
    {
      computer: 'string',
      game: 'string',
      race: 'string',
      'break-order': 'string',
      seed: 'string',
      out: 'string',
      force: 'boolean',
      clock: 'string',
    },
    ['computer'],
  );
  for (const t of tokens) {
    if (t.kind !== 'option') throw new Error(`unknown option ${t.kind === 'unknown' ? t.raw : t.value}`);
    const a = t.raw;
    const value = () => {
      const v = t.value;
      if (v === undefined || v.startsWith('--')) throw new Error(`${a}: expected a value`);
      return v;
    };
    const oneOf = <T extends string>(list: readonly T[], v: string): T => {
      if (!(list as readonly string[]).includes(v)) throw new Error(`${a}: expected one of ${list.join(', ')}, got "${v}"`);
      return v as T;
    };
    const whole = (v: string, lo: number, hi: number) => decimalWhole(a, v, lo, hi);
    if (t.name === 'computer') levels.push(oneOf(NOISE_NAMES, value()));
    else if (t.name === 'game') game = oneOf(MATCH_GAMES, value());
    else if (t.name === 'race') race = whole(value(), 1, 1000);
    else if (t.name === 'break-order') order = oneOf(BREAK_ORDERS, value());
    else if (t.name === 'seed') seed = whole(value(), 0, 2 ** 31 - 1);
    else if (t.name === 'out') out = value();
    else if (t.name === 'force') force = true;
    else clock = whole(value(), 1, 45);
  }
  if (levels.length !== 2) throw new Error(`--computer: give it twice, for player A and player B (got ${levels.length})`);
  return { levels, game, race: race ?? (game === 'straight-pool' ? 50 : 3), order, seed, out, force, clock };
}

function play(argv: readonly string[]): number {
  let args: PlayArgs;
  try {
    args = parsePlay(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [a, b] = args.levels as [NoiseName, NoiseName];
  try {
    // Checked before the match is played: a long match is never played only to be lost at the end.
    if (args.out) checkOutputPath(args.out, args.force);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return EXIT_BAD_INPUT;
  }
  let file;
  try {
    file = playComputerMatch(
      { game: args.game, raceTo: args.race, breakOrder: args.order, shotClock: args.clock === null ? null : { limitS: args.clock, extensions: 1 } },
      { A: { name: `Computer (${a})`, level: a }, B: { name: `Computer (${b})`, level: b } },
      args.seed,
    );
  } catch (e) {
    // The settings are the only input a computer match reads: their refusal is bad input, anything else the simulator's failure.
    if (e instanceof MatchError) {
      process.stderr.write(`${e.message}\n`);
      return EXIT_BAD_INPUT;
    }
    process.stderr.write(`${internalMessage((e as Error).message)}\n`);
    return EXIT_INTERNAL;
  }
  const text = `${JSON.stringify(file, null, 1)}\n`;
  if (args.out) {
    try {
      writeWhole(args.out, text);
    } catch (e) {
      process.stderr.write(`${(e as Error).message}\n`);
      return EXIT_BAD_INPUT;
    }
  } else process.stdout.write(text);
  const strokes = file.entries.filter((e) => e.kind === 'stroke').length;
  const { games, points, winner } = file.result;
  const score = args.game === 'straight-pool' ? points : games;
  const unit = args.game === 'straight-pool' ? ' points' : '';
  process.stderr.write(
    `${args.game}, race to ${args.race}${unit}: A (${a}) ${score.A}, B (${b}) ${score.B}; player ${winner} (${winner === 'A' ? a : b}) wins; ${strokes} strokes${args.out ? `; written to ${args.out}` : ''}\n`,
  );
  return 0;
}

/** Differences of a replay printed, each naming its entry; the rest are counted (a file of 6,000 differing strokes printed 3.6 MB). */
export const MAX_PRINTED_DIFFERENCES = 20;

function replay(path: string): number {
  let parsed;
  try {
    const size = statSync(path).size;
    if (size > MAX_MATCH_FILE_BYTES)
      throw new ScenarioError([{ path: '(file)', reason: `${path} is ${size} bytes; a match file is at most ${MAX_MATCH_FILE_BYTES}` }]);
    parsed = readMatchText(readFileSync(path, 'utf8'));
  } catch (e) {
    const code = (e as { code?: string }).code;
    process.stderr.write(`${code === 'ENOENT' ? `${path}: no such file` : (e as Error).message}\n`);
    return 2;
  }
  try {
    const r = replayMatch(parsed);
    for (const d of r.differences.slice(0, MAX_PRINTED_DIFFERENCES)) process.stderr.write(`${d}\n`);
    if (r.differences.length > MAX_PRINTED_DIFFERENCES)
      process.stderr.write(`... and ${r.differences.length - MAX_PRINTED_DIFFERENCES} more differences\n`);
    const { A, B } = r.match.settings.game === 'straight-pool' ? r.match.points : r.match.games;
    process.stdout.write(
      `${path}: ${r.strokes} strokes replayed, ${A}:${B}${r.match.winner ? `, player ${r.match.winner} wins` : ''}: ${r.agrees ? 'every ruling and the result agree' : `${r.differences.length} difference${r.differences.length === 1 ? '' : 's'}`}\n`,
    );
    return r.agrees ? 0 : EXIT_DIFFERS;
  } catch (e) {
    // A stroke's scenario the loader refuses is bad input; anything else is the simulator's failure.
    if (e instanceof ScenarioError) {
      process.stderr.write(`${e.message}\n`);
      return EXIT_BAD_INPUT;
    }
    process.stderr.write(`${internalMessage((e as Error).message)}\n`);
    return EXIT_INTERNAL;
  }
}

export function matchMain(argv: readonly string[]): number {
  if (argv.length === 0) {
    process.stderr.write(`missing the match file, or --computer twice\n${USAGE}\n`);
    return 2;
  }
  if (argv[0]?.startsWith('--')) return play(argv);
  if (argv.length > 1) {
    process.stderr.write(`unexpected argument ${argv[1]}\n${USAGE}\n`);
    return 2;
  }
  return replay(argv[0] as string);
}
