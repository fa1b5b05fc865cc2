/**
 * A match being played: the page's match, kept as the pool-match/1 file it
 * becomes. Every stroke is played through the scenario path (parseScenario, runScenario), so what
 * the page showed is what `npm run sim -- match FILE` re-simulates bit for bit; the table to play
 * next is the scenario the stroke leaves (next.ts), or the next game's rack for the breaker the
 * match names (rules/match.ts). Pure: the page (ui/practice-match.ts) and the tests drive it.
 */
import { z } from 'zod';
import type { Bilingual } from '../i18n/glossary.ts';
import { DEFAULT_PARAMS, type ShotRecord } from '../physics/index.ts';
import {
  afterGameStroke,
  afterLag,
  chooseFirstBreaker,
  claimMatchExtension,
  concede,
  gameStart,
  giveBreak,
  MatchError,
  type MatchSettings,
  type MatchState,
  type MatchStep,
  matchTimeOut,
  newRack,
  type Player,
  type Ruling,
  startMatch,
} from '../rules/index.ts';
import { tableGeometry } from '../table/index.ts';
import type { TablePresetId } from '../table/specs.ts';
import { ScenarioError, formatPath, type ScenarioIssue } from './errors.ts';
import { parseScenario } from './load.ts';
import { foldMatch, parseMatch, rulingSummary, sameRuling, type MatchEntry, type MatchFile } from './match-file.ts';
import { nextScenario } from './next.ts';
import { runScenario } from './run.ts';
import type { Scenario, ScenarioInput } from './schema.ts';

/** Where the lag balls stand: behind the head string, either side of the long string (table frame, m; G5). */
export const LAG_AT: readonly [number, number] = [-0.87, 0.315];
/** A lag stroke's speed from LAG_AT on the 9 ft table, m/s: the ball comes back to rest near the head cushion. */
export const LAG_SPEED_MPS = 1.44;

/** One player's stroke as the file keeps it (pool-scenario/1 `shot`). */
export type MatchShot = Exclude<NonNullable<ScenarioInput['shot']>, readonly unknown[]>;

export interface MatchSession {
  readonly table: TablePresetId;
  readonly players: Readonly<Record<Player, string>>;
  readonly entries: readonly MatchEntry[];
  readonly match: MatchState;
  /**
   * The position to play from next, a pool-scenario/1 without its stroke: the lag's balls in the lag,
   * the rack or the table the last stroke left in a game; null while the lag's winner chooses who
   * breaks and once the match is over.
   */
  readonly position: ScenarioInput | null;
  /** What the last step meant (the match's words with their rules), null: nothing beyond the ruling. */
  readonly said: Bilingual | null;
  /** Seeds the racks: game n is racked with seed + n. */
  readonly seed: number;
  /** The last stroke of the game in play, while its ruling's choice may still be made (a push-out passed back...). */
  readonly last: { readonly scenario: Scenario; readonly record: ShotRecord; readonly ruling: Ruling } | null;
}

/** The lag's position: the two lag balls behind the head string (G5), no stroke yet. */
export function lagPosition(table: TablePresetId, k: number): ScenarioInput {
  const [x, y] = LAG_AT;
  return {
    format: 'pool-scenario/1',
    name: `Lag ${k + 1}`,
    table,
    game: 'lag',
    balls: [
      { id: 'lag-A', x, y },
      { id: 'lag-B', x, y: -y },
    ],
  };
}

/** A new game's rack for the match's breaker (14.1: the race's points as the target), without its stroke. */
export function rackPosition(table: TablePresetId, m: MatchState, seed: number): ScenarioInput {
  const start = gameStart(m);
  const game = m.settings.game;
  const layout = newRack(tableGeometry(table), DEFAULT_PARAMS.ballRadiusM, game, seed, start.shooter);
  return {
    format: 'pool-scenario/1',
    name: `Game ${m.gameNumber}`,
    table,
    game,
    balls: layout.balls.map((b) => ({ id: b.id as Scenario['balls'][number]['id'], x: b.x, y: b.y })),
    state: { shooter: start.shooter, ballInHand: 'kitchen', phase: 'break', ...(start.target !== undefined ? { target: start.target } : {}) },
  };
}

/** A new match on `table` between the named players: the lag comes first (G6). Bad settings throw MatchError naming the field. */
export function openMatch(settings: MatchSettings, players: Readonly<Record<Player, string>>, table: TablePresetId, seed: number): MatchSession {
  return {
    table,
    players,
    entries: [],
    match: startMatch(settings),
    position: lagPosition(table, 0),
    said: null,
    seed,
    last: null,
  };
}

/** A stroke played, ruled and carried on by the match. */
export interface PlayedStroke {
  readonly session: MatchSession;
  readonly scenario: Scenario;
  readonly record: ShotRecord;
  readonly ruling: Ruling;
}

const lags = (s: MatchSession) => s.entries.filter((e) => e.kind === 'stroke' && e.game === 0).length;

/** Plays a position with its stroke (the position's cue ball may have been placed, its state may carry a call): the entry, the ruling, the next position. */
export function playPosition(s: MatchSession, input: ScenarioInput): PlayedStroke {
  const m0 = s.match;
  if (m0.phase !== 'lag' && m0.phase !== 'game') throw new Error(`a stroke needs the match in its lag or a game, it is in "${m0.phase}"`);
  const scenario = parseScenario(input);
  const run = runScenario(scenario);
  const ruling = run.result.ruling;
  const game = m0.phase === 'lag' ? 0 : m0.gameNumber;
  const entries = [...s.entries, { kind: 'stroke' as const, game, scenario: input, ruling: rulingSummary(ruling) }];
  const step: MatchStep = m0.phase === 'lag' ? afterLag(m0, ruling) : afterGameStroke(m0, ruling);
  const m = step.match;
  let position: ScenarioInput | null = null;
  if (m.phase === 'lag') position = lagPosition(s.table, lags({ ...s, entries }));
  else if (m.phase === 'game' && m.gameNumber !== game) position = rackPosition(s.table, m, s.seed + m.gameNumber);
  else if (m.phase === 'game') position = nextScenario(scenario, run.record, ruling);
  const last = m.phase === 'game' && m.gameNumber === game ? { scenario, record: run.record, ruling } : null;
  return { session: { ...s, entries, match: m, position, said: step.said, last }, scenario, record: run.record, ruling };
}

/** The lag: both lag balls struck at once (G5), each player's own stroke. */
export function playLag(s: MatchSession, shots: Readonly<Record<Player, MatchShot>>): PlayedStroke {
  if (s.match.phase !== 'lag' || !s.position) throw new Error(`a lag needs the match in its lag, it is in "${s.match.phase}"`);
  return playPosition(s, {
    ...s.position,
    shot: [
      { ...shots.A, ball: 'lag-A' },
      { ...shots.B, ball: 'lag-B' },
    ],
  });
}

/** The next player's choice after the last stroke (a push-out passed back, a re-break...): recorded, and the position it leaves. */
export function chooseAfterStroke(s: MatchSession, option: string): MatchSession {
  const last = s.last;
  if (!last || !last.ruling.next.options.includes(option))
    throw new Error(`choice: "${option}" is not one of the last ruling's options (${last?.ruling.next.options.join(', ') ?? 'none'})`);
  const entries = [...s.entries, { kind: 'choice' as const, player: last.ruling.next.shooter, option }];
  return { ...s, entries, position: nextScenario(last.scenario, last.record, last.ruling, option), said: null };
}

function act(s: MatchSession, entry: MatchEntry, step: MatchStep, position: ScenarioInput | null): MatchSession {
  return { ...s, entries: [...s.entries, entry], match: step.match, said: step.said, position, last: entry.kind === 'concede' ? null : s.last };
}

/** The lag's winner breaks or gives the break away (G6): the first game's rack. */
export function chooseFirstBreak(s: MatchSession, breaker: Player): MatchSession {
  const step = chooseFirstBreaker(s.match, breaker);
  const chooser = s.match.lagWinner as Player;
  return act(s, { kind: 'first-break', player: chooser, breaker }, step, rackPosition(s.table, step.match, s.seed + step.match.gameNumber));
}

/** G35: the breaker gives the break of this game to his opponent, before it is played: the same rack, the other player to break. */
export function giveTheBreak(s: MatchSession): MatchSession {
  const by = s.match.breaker as Player;
  const step = giveBreak(s.match);
  return act(s, { kind: 'give-break', player: by }, step, rackPosition(s.table, step.match, s.seed + step.match.gameNumber));
}

/** Who is at the table (T1.13's "na rade"): both in the lag, the lag's winner choosing the break, the position's shooter in a game. */
function atTable(s: MatchSession): Player | 'both' | null {
  const m = s.match;
  if (m.phase === 'lag') return 'both';
  if (m.phase === 'break-choice') return m.lagWinner;
  if (m.phase === 'game') return (s.position?.state?.shooter as Player | undefined) ?? m.breaker;
  return null;
}

/** T1.13: a time-out, only by the player at the table ("len vtedy, ak je na rade"), as the replay of its file requires. */
export function timeOut(s: MatchSession, player: Player): MatchSession {
  const turn = atTable(s);
  return act(s, { kind: 'time-out', player }, matchTimeOut(s.match, player, turn === 'both' || turn === player), s.position);
}

/** T1.11i: an extension of the shot clock, claimed by the shooter only (he answers the referee's TIME). */
export function extension(s: MatchSession, player: Player): MatchSession {
  const turn = atTable(s);
  if (s.match.phase === 'game' && turn !== player)
    throw new MatchError('player', `player ${player} is not at the table, player ${turn}: the shooter claims the extension (T1.11)`);
  return act(s, { kind: 'extension', player }, claimMatchExtension(s.match, player), s.position);
}

/** T1.14: the player concedes and loses the match. */
export function concedeMatch(s: MatchSession, player: Player): MatchSession {
  return act(s, { kind: 'concede', player }, concede(s.match, player), null);
}

/** The session as its pool-match/1 file (the result as it stands; winner null while the match goes on). */
export function sessionFile(s: MatchSession): MatchFile {
  const m = s.match;
  return {
    format: 'pool-match/1',
    settings: m.settings,
    players: { A: s.players.A, B: s.players.B },
    entries: s.entries,
    result: { games: { ...m.games }, points: { ...m.points }, winner: m.winner },
  };
}

/** The page's stored progress (localStorage), read back through this schema. */
export const PROGRESS_FORMAT = 'pool-match-progress/1';
const progressSchema = z.strictObject({
  format: z.literal(PROGRESS_FORMAT),
  table: z.enum(['9ft', '8ft', '7ft']),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  file: z.unknown(),
  position: z.record(z.string(), z.unknown()).nullable(),
});

/** The session as the page stores it: the match file so far, the position to play next, the racks' seed. */
export function storedSession(s: MatchSession): unknown {
  return { format: PROGRESS_FORMAT, table: s.table, seed: s.seed, file: sessionFile(s), position: s.position };
}

/**
 * A stored session read back: through the schemas (progress, pool-match/1, the position's
 * pool-scenario/1), the match carried on from the file's own rulings (the rules refuse an act they
 * do not allow), its result compared with the stored one, and the last stroke simulated again and
 * its ruling compared, so a store edited or written by another engine is refused with the reason.
 * The whole match is not re-simulated here (a long match would hold the page for seconds):
 * `npm run sim -- match` does that with the saved file.
 */
export function restoreSession(raw: unknown): MatchSession {
  const r = progressSchema.safeParse(raw);
  if (!r.success) throw new ScenarioError(r.error.issues.map((i): ScenarioIssue => ({ path: formatPath(i.path), reason: i.message })));
  const file = parseMatch(r.data.file);
  let match: MatchState;
  try {
    match = foldMatch(file);
  } catch (e) {
    if (e instanceof MatchError) throw new ScenarioError([{ path: `file.${e.field}`, reason: e.reason }]);
    throw e;
  }
  const res = file.result;
  if (res.winner !== match.winner || res.games.A !== match.games.A || res.games.B !== match.games.B)
    throw new ScenarioError([{ path: 'file.result', reason: 'the stored result is not the one its entries give' }]);
  const position = r.data.position as ScenarioInput | null;
  if (position) parseScenario(position);
  const k = file.entries.length - 1;
  const end = file.entries[k];
  let last: MatchSession['last'] = null;
  if (end?.kind === 'stroke') {
    const scenario = parseScenario(end.scenario);
    const run = runScenario(scenario);
    if (!sameRuling(rulingSummary(run.result.ruling), end.ruling))
      throw new ScenarioError([{ path: `file.entries[${k}].ruling`, reason: 'the last stroke is ruled otherwise when it is simulated again' }]);
    if (end.game > 0 && end.game === match.gameNumber && match.phase === 'game') last = { scenario, record: run.record, ruling: run.result.ruling };
  }
  return { table: r.data.table, players: file.players, entries: file.entries, match, position, said: null, seed: r.data.seed, last };
}
