/**
 * A match as a file, `pool-match/1`: its settings, the players' names and every
 * step in order: each stroke as the pool-scenario/1 it was played from (the layout before it, the
 * stroke, the game state) with the ruling it got, and the match's own acts between strokes (who
 * breaks the first game, a break given away, a time-out, an extension, a concession); then the
 * result. `replayMatch` plays it again headless: every stroke simulated anew and ruled, each ruling
 * compared with the file's, the match carried on by rules/match.ts, and the final score compared.
 */
import { z } from 'zod';
import {
  afterGameStroke,
  afterLag,
  BREAK_ORDERS,
  chooseFirstBreaker,
  claimMatchExtension,
  concede,
  gameStart,
  giveBreak,
  MATCH_GAMES,
  MatchError,
  type MatchSettings,
  type MatchState,
  matchTimeOut,
  MAX_EXTENSIONS,
  MAX_RACE,
  nextBreaker,
  type Player,
  rackProblems,
  type Ruling,
  SHOT_CLOCK_EXTENSION_S,
  SHOT_CLOCK_MAX_S,
  SHOT_CLOCK_MIN_S,
  startMatch,
} from '../rules/index.ts';
import { ScenarioError, formatPath, type ScenarioIssue } from './errors.ts';
import { parseScenario, prepareLayout } from './load.ts';
import { nextScenario } from './next.ts';
import { gameState, runScenario } from './run.ts';
import { sameValue } from './same-value.ts';
import type { Scenario, ScenarioInput } from './schema.ts';

/** The largest match file read, bytes (a race to 50 of 9-ball is a few megabytes): by the CLI and the page. */
export const MAX_MATCH_FILE_BYTES = 50_000_000;

/** The most entries a match file may hold (a race to 50 of 9-ball with long games stays well under it). */
export const MAX_MATCH_ENTRIES = 6000;

/** What a stroke's ruling decided, as the file keeps it: enough to tell two rulings apart. */
export interface RulingSummary {
  readonly legal: boolean;
  readonly fouls: readonly string[];
  readonly enforced: string | null;
  readonly pocketed: readonly string[];
  readonly lossOfGame: 'A' | 'B' | null;
  readonly next: { readonly shooter: 'A' | 'B'; readonly ballInHand: 'none' | 'kitchen' | 'table'; readonly options: readonly string[] };
  readonly scoreDelta: { readonly A: number; readonly B: number };
  /** T2.28: the next game lost too (an extension of the file's ruling, only where the ruling gives it). */
  readonly lossOfNextGame?: 'A' | 'B';
}

export function rulingSummary(r: Ruling): RulingSummary {
  return {
    legal: r.legal,
    fouls: r.fouls.map((f) => f.code),
    enforced: r.enforced?.code ?? null,
    pocketed: [...r.pocketed],
    lossOfGame: r.lossOfGame,
    next: { shooter: r.next.shooter, ballInHand: r.next.ballInHand, options: [...r.next.options] },
    scoreDelta: { A: r.scoreDelta.A, B: r.scoreDelta.B },
    ...(r.lossOfNextGame ? { lossOfNextGame: r.lossOfNextGame } : {}),
  };
}

const player = z.enum(['A', 'B']);
const name = z.string().min(1).max(60);
/** A match's settings as pool-match/1 keeps them (the race, the break order, the shot clock). */
export const matchSettingsSchema = z.strictObject({
  game: z.enum(MATCH_GAMES as unknown as [string, ...string[]]),
  raceTo: z.number().int().min(1).max(MAX_RACE.points),
  breakOrder: z.enum(BREAK_ORDERS as unknown as [string, ...string[]]),
  shotClock: z
    .strictObject({
      limitS: z.number().min(SHOT_CLOCK_MIN_S).max(SHOT_CLOCK_MAX_S),
      extensions: z.number().int().min(0).max(MAX_EXTENSIONS),
      /** T1.6: the organisers' own rule allows more extensions a game than T1.11's one. */
      extensionsByOrganiser: z.boolean().optional(),
    })
    .nullable(),
});
const summarySchema = z.strictObject({
  legal: z.boolean(),
  fouls: z.array(z.string().max(60)).max(32),
  enforced: z.string().max(60).nullable(),
  pocketed: z.array(z.string().max(8)).max(18),
  lossOfGame: player.nullable(),
  next: z.strictObject({ shooter: player, ballInHand: z.enum(['none', 'kitchen', 'table']), options: z.array(z.string().max(60)).max(8) }),
  scoreDelta: z.strictObject({ A: z.number().int(), B: z.number().int() }),
  lossOfNextGame: player.optional(),
});
const entrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('stroke'),
    game: z.number().int().min(0).max(1000),
    scenario: z.record(z.string(), z.unknown()),
    ruling: summarySchema,
  }),
  z.strictObject({ kind: z.literal('first-break'), player, breaker: player }),
  z.strictObject({ kind: z.literal('choice'), player, option: z.string().min(1).max(60) }),
  z.strictObject({ kind: z.literal('give-break'), player }),
  z.strictObject({ kind: z.literal('time-out'), player }),
  z.strictObject({ kind: z.literal('extension'), player }),
  z.strictObject({ kind: z.literal('concede'), player }),
]);
export const matchFileSchema = z.strictObject({
  format: z.literal('pool-match/1'),
  settings: matchSettingsSchema,
  players: z.strictObject({ A: name, B: name }),
  entries: z.array(entrySchema).max(MAX_MATCH_ENTRIES),
  result: z.strictObject({
    games: z.strictObject({ A: z.number().int().min(0), B: z.number().int().min(0) }),
    points: z.strictObject({ A: z.number().int(), B: z.number().int() }),
    winner: player.nullable(),
  }),
});

export type MatchEntry =
  | { readonly kind: 'stroke'; readonly game: number; readonly scenario: ScenarioInput; readonly ruling: RulingSummary }
  | { readonly kind: 'first-break'; readonly player: 'A' | 'B'; readonly breaker: 'A' | 'B' }
  /** The next player's choice after the stroke before it (one of its ruling's options): the next stroke starts from the table it leaves. */
  | { readonly kind: 'choice'; readonly player: 'A' | 'B'; readonly option: string }
  | { readonly kind: 'give-break' | 'time-out' | 'extension' | 'concede'; readonly player: 'A' | 'B' };

export interface MatchFile {
  readonly format: 'pool-match/1';
  readonly settings: MatchSettings;
  readonly players: { readonly A: string; readonly B: string };
  readonly entries: readonly MatchEntry[];
  /** Games won, and points (14.1's score; 0 in 9-ball and 8-ball), and the match's winner (null: not decided). */
  readonly result: {
    readonly games: { readonly A: number; readonly B: number };
    readonly points: { readonly A: number; readonly B: number };
    readonly winner: 'A' | 'B' | null;
  };
}

/** Reads a match file through its schema: bad input is a ScenarioError naming each field. */
export function parseMatch(raw: unknown): MatchFile {
  const r = matchFileSchema.safeParse(raw);
  if (!r.success) throw new ScenarioError(r.error.issues.map((i): ScenarioIssue => ({ path: formatPath(i.path), reason: i.message })));
  return r.data as unknown as MatchFile;
}

/** A problem of one entry: the field under the entry (`scenario.state.shooter`) and the reason. */
interface EntryIssue {
  readonly path: string;
  readonly reason: string;
}

/** What the shooter declares before his stroke, and the clock's time at it: his stroke's, not the table's. */
const SHOOTERS_STATE = new Set(['call', 'safety', 'obvious', 'pushOut', 'frozenDeclared', 'clock']);
/** What a game keeps from stroke to stroke besides its balls and state: the table and its equipment, the game and its rules. */
const SETUP_KEYS = ['table', 'pockets', 'lamp', 'game', 'rules'] as const;

/** A ball as the comparison reads it: where it lies (a cue ball in hand: only that it is on the table). */
function ballsOf(s: Scenario, inHand: boolean): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const b of prepareLayout(s).balls) out.set(b.id, inHand && b.id === 'cue' && !b.pocket ? { id: 'cue' } : b);
  return out;
}

/** The game state a stroke starts from, less what the shooter declares before it. */
function tableState(s: Scenario): Record<string, unknown> {
  return Object.fromEntries(Object.entries(gameState(s)).filter(([k]) => !SHOOTERS_STATE.has(k)));
}

const named = (id: string) => (id === 'cue' ? 'the cue ball' : `the ${id}`);

/**
 * Why a stroke does not start from the table the previous stroke of its game left (empty: it does),
 * each naming its field: the balls and the game state as scenario/next.ts gives them, compared by
 * value (keys in any order, defaults as given), except what the shooter does before his stroke:
 * where he places a cue ball in hand, his call, a called safety or push-out, the frozen balls he
 * declares, and the shot clock's time at the strike.
 */
function continuity(leftInput: ScenarioInput, now: Scenario): EntryIssue[] {
  const left = parseScenario(leftInput);
  const out: EntryIssue[] = [];
  for (const k of SETUP_KEYS)
    if (left[k] !== now[k])
      out.push({ path: `scenario.${k}`, reason: `the game is played with ${k} ${JSON.stringify(left[k])}, not ${JSON.stringify(now[k])}` });
  const inHand = left.state.ballInHand !== 'none';
  const was = ballsOf(left, inHand);
  const is = ballsOf(now, inHand);
  for (const [id, b] of is) {
    const at = now.balls.findIndex((x) => x.id === id);
    const path = at >= 0 ? `scenario.balls[${at}]` : 'scenario.rack';
    if (!was.has(id)) out.push({ path, reason: `${named(id)} is not on the table or in a pocket after the previous stroke of the game` });
    else if (!sameValue(b, was.get(id))) out.push({ path, reason: `${named(id)} is not where the previous stroke of the game left it` });
  }
  const gone = [...was.keys()].filter((id) => !is.has(id));
  if (gone.length > 0)
    out.push({
      path: 'scenario.balls',
      reason: `${gone.map(named).join(', ')} left by the previous stroke of the game ${gone.length > 1 ? 'are' : 'is'} missing`,
    });
  const a = tableState(left);
  const b = tableState(now);
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
    if (!sameValue(a[k], b[k]))
      out.push({
        path: `scenario.state.${k}`,
        reason: `the previous stroke of the game left ${k} ${JSON.stringify(a[k]) ?? 'unset'}, the file says ${JSON.stringify(b[k]) ?? 'unset'}`,
      });
  return out;
}

/**
 * Why a stroke is not the opening break of the game the match has set up (empty: it is), each
 * naming its field: the match's game, its breaker (G6's choice, G35's order, a break given away),
 * the break phase with the cue ball in hand in the kitchen (G7), a fresh game state, and the full
 * rack as the game racks it with empty pockets (rules/rack-check.ts).
 */
function openingIssues(m: MatchState, s: Scenario): EntryIssue[] {
  const out: EntryIssue[] = [];
  const st = s.state;
  const start = gameStart(m);
  const game = m.settings.game;
  if (s.game !== game) return [{ path: 'scenario.game', reason: `the match plays ${game}, not ${s.game}` }];
  if (st.shooter !== start.shooter)
    out.push({
      path: 'scenario.state.shooter',
      reason: `game ${m.gameNumber} is broken by player ${start.shooter} (${breakerWhy(m)}), not by player ${st.shooter}`,
    });
  if (st.phase !== 'break') out.push({ path: 'scenario.state.phase', reason: `a game begins with its break (phase "break"), not "${st.phase}"` });
  if (st.ballInHand !== 'kitchen')
    out.push({ path: 'scenario.state.ballInHand', reason: `the breaker has the cue ball in hand in the kitchen (G7), not "${st.ballInHand}"` });
  const fresh = tableState(
    parseScenario({
      format: 'pool-scenario/1',
      name: 'rack',
      game,
      balls: [{ id: 'cue', x: 0, y: 0 }],
      state: { shooter: start.shooter, ballInHand: 'kitchen', phase: 'break', ...(start.target !== undefined ? { target: start.target } : {}) },
    }),
  );
  const now = tableState(s);
  for (const k of Object.keys(fresh))
    if (!['shooter', 'phase', 'ballInHand'].includes(k) && !sameValue(fresh[k], now[k]))
      out.push({
        path: `scenario.state.${k}`,
        reason: `a new game starts with ${k} ${JSON.stringify(fresh[k]) ?? 'unset'}, the file says ${JSON.stringify(now[k]) ?? 'unset'}`,
      });
  const layout = prepareLayout(s);
  for (const why of rackProblems(layout.table, layout.params.ballRadiusM, game, layout.balls))
    out.push({ path: s.rack ? 'scenario.rack' : 'scenario.balls', reason: why });
  return out;
}

/** Why the match's breaker breaks this game: G6's choice for the first game, G35's order after, and a break given away. */
function breakerWhy(m: MatchState): string {
  if (m.gameNumber === 1) return m.breaker === m.lagWinner ? "the lag's winner chose to break, G6" : "the lag's winner gave him the break, G6";
  const last = m.results[m.results.length - 1];
  const by = last ? nextBreaker(m.settings.breakOrder, { breaker: last.breaker, winner: last.winner }, m.games) : m.breaker;
  const order = {
    winner: 'the winner of the last game breaks, G35',
    alternate: 'the players break in turn, G35.1',
    loser: 'the loser of the last game breaks, G35.2',
    trailing: 'the player behind breaks, G35.3',
  }[m.settings.breakOrder];
  return by === m.breaker ? order : `${order}, and player ${by} gave the break away`;
}

/**
 * The stroke's shot clock against the match's (T1.11): the limit the settings give (with the 25 s
 * extension when the shooter claimed it before the stroke), and the extensions each player has left
 * in the game. Empty: they agree, or the stroke has no clock (a stroke is timed only when a clock ran).
 */
function clockIssues(m: MatchState, s: Scenario, extended: { readonly player: Player; readonly entry: number } | null): EntryIssue[] {
  const clock = s.state.clock;
  if (!clock) return [];
  const set = m.settings.shotClock;
  if (!set)
    return [{ path: 'scenario.state.clock', reason: 'the match has no shot clock (settings.shotClock is null), so no stroke is timed (T1.11)' }];
  const out: EntryIssue[] = [];
  const ext = extended?.player === s.state.shooter;
  const limit = set.limitS + (ext ? SHOT_CLOCK_EXTENSION_S : 0);
  if (clock.limitS !== limit)
    out.push({
      path: 'scenario.state.clock.limitS',
      reason: `the match's shot clock gives this stroke ${limit} s (${set.limitS} s${ext ? ` and the ${SHOT_CLOCK_EXTENSION_S} s extension claimed at entries[${extended?.entry}]` : ''}, T1.11), the file says ${clock.limitS}`,
    });
  if (!sameValue(clock.extensions, m.extensionsLeft))
    out.push({
      path: 'scenario.state.clock.extensions',
      reason: `the players have ${m.extensionsLeft.A} (A) and ${m.extensionsLeft.B} (B) extensions left in this game (T1.11), the file says ${clock.extensions.A} and ${clock.extensions.B}`,
    });
  return out;
}

/** Whether two rulings as the file keeps them say the same, by value (a file's keys may come in any order). */
export function sameRuling(a: RulingSummary, b: RulingSummary): boolean {
  return sameValue(a, b);
}

export interface MatchReplay {
  /** Every ruling and the result as the file says. */
  readonly agrees: boolean;
  /** What differs, each naming its entry (`entries[12].ruling`). */
  readonly differences: readonly string[];
  readonly match: MatchState;
  readonly strokes: number;
}

/** The match the settings start, or the settings' problem as bad input with its field. */
function startOf(settings: MatchSettings): MatchState {
  try {
    return startMatch(settings);
  } catch (e) {
    throw new ScenarioError([{ path: `settings.${(e as MatchError).field ?? ''}`, reason: (e as MatchError).reason ?? (e as Error).message }]);
  }
}

/**
 * Plays a match file again, as the referee of record: each stroke re-simulated and ruled, the
 * match carried on, and compared with the file. Besides each ruling and the result, it refuses
 * (as a difference naming the entry and its field) what the rules do not give: a game that does
 * not begin from the rack and breaker the match sets up, a stroke that does not start from the
 * table the previous one left, a stroke timed otherwise than the match's clock, and an act by a
 * player the rules do not allow it to (a time-out or an extension off his turn, T1.11, T1.13; a
 * break given away by one who does not break, G35).
 */
export function replayMatch(file: MatchFile): MatchReplay {
  const differences: string[] = [];
  let m: MatchState = startOf(file.settings);
  let strokes = 0;
  /** The layout the last stroke of the game in play left (scenario/next.ts), for the next stroke to start from. */
  let left: { game: number; next: ScenarioInput } | null = null;
  /** The last stroke of the game in play, for a choice after it. */
  let last: { scenario: Scenario; run: ReturnType<typeof runScenario> } | null = null;
  /** The table the match is played on: its first stroke's. */
  let table: string | null = null;
  /** T1.11: an extension claimed by an act for the coming stroke (the player and the act's entry). */
  let extended: { player: Player; entry: number } | null = null;
  /** Who is at the table now, T1.13's "na rade": both in the lag, the lag's winner choosing the break, the breaker, the next shooter. */
  const onTurn = (): Player | 'both' | null => {
    if (m.phase === 'lag') return 'both';
    if (m.phase === 'break-choice') return m.lagWinner;
    if (m.phase !== 'game') return null;
    if (!m.broken) return m.breaker;
    return left && left.game === m.gameNumber ? (parseScenario(left.next).state.shooter as Player) : null;
  };
  file.entries.forEach((e, k) => {
    const at = `entries[${k}]`;
    const differ = (issues: readonly EntryIssue[]) => issues.forEach((i) => differences.push(`${at}.${i.path}: ${i.reason}`));
    try {
      if (e.kind === 'stroke') {
        strokes++;
        const scenario = parseScenario(e.scenario);
        if (table === null) table = scenario.table;
        else if (scenario.table !== table)
          differ([{ path: 'scenario.table', reason: `the match is played on the ${table} table, not the ${scenario.table}` }]);
        if (e.game === 0 && scenario.game !== 'lag') differ([{ path: 'scenario.game', reason: `game 0 is the lag ("lag"), not ${scenario.game}` }]);
        const inGame = e.game > 0 && m.phase === 'game';
        if (inGame && !m.broken) differ(openingIssues(m, scenario));
        else if (e.game > 0 && left && left.game === e.game) differ(continuity(left.next, scenario));
        if (inGame) differ(clockIssues(m, scenario, extended));
        const run = runScenario(scenario);
        const ruling = run.result.ruling;
        const got = rulingSummary(ruling);
        if (!sameRuling(got, e.ruling))
          differences.push(`${at}.ruling: the stroke is ruled ${JSON.stringify(got)}, the file says ${JSON.stringify(e.ruling)}`);
        if (e.game === 0) m = afterLag(m, ruling).match;
        else {
          if (e.game !== m.gameNumber) differences.push(`${at}.game: the stroke is in game ${m.gameNumber} of the match, the file says ${e.game}`);
          // T1.11: an extension claimed in the stroke itself (answering TIME) is one of the game's, counted like the act.
          const claim = scenario.declared.findIndex((d) => d.type === 'extension-claimed');
          const shooter = scenario.state.shooter;
          if (claim >= 0 && scenario.state.clock && extended?.player === shooter)
            differ([
              {
                path: `scenario.declared[${claim}]`,
                reason: `player ${shooter} claimed this stroke's extension already at entries[${extended.entry}]; one extension a stroke (T1.11)`,
              },
            ]);
          else if (claim >= 0 && scenario.state.clock && m.phase === 'game' && m.extensionsLeft[shooter] > 0)
            m = claimMatchExtension(m, shooter).match;
          m = afterGameStroke(m, ruling).match;
          left = { game: e.game, next: nextScenario(scenario, run.record, ruling) };
          last = { scenario, run };
        }
        extended = null;
      } else if (e.kind === 'choice') {
        const ruling = last?.run.result.ruling;
        if (!last || !ruling || !left) differences.push(`${at}: a choice needs a stroke of a game before it`);
        else if (e.player !== ruling.next.shooter)
          differences.push(`${at}.player: the choice is player ${ruling.next.shooter}'s, the file says ${e.player}`);
        else if (!ruling.next.options.includes(e.option))
          differences.push(`${at}.option: "${e.option}" is not one of the ruling's options (${ruling.next.options.join(', ')})`);
        else left = { game: left.game, next: nextScenario(last.scenario, last.run.record, ruling, e.option) };
      } else if (e.kind === 'first-break') {
        if (m.phase === 'break-choice' && e.player !== m.lagWinner)
          differences.push(`${at}.player: player ${e.player} did not win the lag; its winner, player ${m.lagWinner}, chooses who breaks (G6)`);
        m = chooseFirstBreaker(m, e.breaker).match;
      } else if (e.kind === 'give-break') {
        if (m.phase === 'game' && !m.broken && e.player !== m.breaker)
          differences.push(
            `${at}.player: player ${m.breaker} breaks game ${m.gameNumber}; only he may give the break away (G35), not player ${e.player}`,
          );
        else m = giveBreak(m).match;
      } else if (e.kind === 'time-out' || e.kind === 'extension') {
        const turn = onTurn();
        const rule =
          e.kind === 'time-out'
            ? 'T1.13: "Hráč si môže zobrať time out len vtedy, ak je na rade"'
            : "T1.11: the shooter answers the referee's TIME with TIME";
        if (turn !== null && turn !== 'both' && turn !== e.player)
          differences.push(`${at}.player: player ${e.player} is not at the table, player ${turn} is (${rule})`);
        else if (e.kind === 'time-out') m = matchTimeOut(m, e.player, true).match;
        else if (extended)
          differences.push(
            `${at}: player ${extended.player} claimed the extension of this stroke already at entries[${extended.entry}]; one extension a stroke (T1.11)`,
          );
        else {
          m = claimMatchExtension(m, e.player).match;
          extended = { player: e.player, entry: k };
        }
      } else m = concede(m, e.player).match;
    } catch (err) {
      if (err instanceof ScenarioError) throw new ScenarioError(err.issues.map((i) => ({ path: `${at}.scenario.${i.path}`, reason: i.reason })));
      if (err instanceof MatchError) differences.push(`${at}: ${err.message}`);
      else throw err;
    }
  });
  const same = (a: { A: number; B: number }, b: { A: number; B: number }) => a.A === b.A && a.B === b.B;
  if (!same(m.games, file.result.games) || !same(m.points, file.result.points) || m.winner !== file.result.winner)
    differences.push(
      `result: the replay ends in games ${m.games.A}:${m.games.B}, points ${m.points.A}:${m.points.B} (winner ${m.winner ?? 'none'}); the file says games ${file.result.games.A}:${file.result.games.B}, points ${file.result.points.A}:${file.result.points.B} (winner ${file.result.winner ?? 'none'})`,
    );
  return { agrees: differences.length === 0, differences, match: m, strokes };
}

/** A stroke of a match with the match as it stood before it (the score, the game, the breaker, time-outs and extensions left). */
export interface MatchMoment {
  /** Its index in the file's entries. */
  readonly entry: number;
  readonly game: number;
  /** Its stroke in the game, from 1 (the lag's strokes: in game 0). */
  readonly stroke: number;
  readonly scenario: ScenarioInput;
  readonly ruling: RulingSummary;
  readonly before: MatchState;
}

/**
 * Every stroke of a match file with the match before it, carried on from the file's own rulings
 * (no stroke is simulated: replayMatch is what checks them). A 14.1 re-rack is read from the
 * ruling's options, as the file keeps them. A step the rules refuse is a MatchError.
 */
export function matchMoments(file: MatchFile): MatchMoment[] {
  const out: MatchMoment[] = [];
  foldMatch(file, (m) => out.push(m));
  return out;
}

/** The match at the end of the file's entries, carried on from its own rulings (as matchMoments); `each` hears every stroke with the match before it. */
export function foldMatch(file: MatchFile, each?: (m: MatchMoment) => void): MatchState {
  let m = startMatch(file.settings);
  const count = new Map<number, number>();
  file.entries.forEach((e, k) => {
    try {
      m = foldEntry(m, e, k, count, each);
    } catch (err) {
      // The page opens a file through here: a step the rules refuse names its entry, as the CLI's replay does.
      if (err instanceof MatchError) throw new MatchError(`entries[${k}].${err.field}`, err.reason);
      throw err;
    }
  });
  return m;
}

/** One entry of a match file folded into the match `m`. */
function foldEntry(m: MatchState, e: MatchEntry, k: number, count: Map<number, number>, each: ((m: MatchMoment) => void) | undefined): MatchState {
  if (e.kind === 'stroke') {
    const n = (count.get(e.game) ?? 0) + 1;
    count.set(e.game, n);
    each?.({ entry: k, game: e.game, stroke: n, scenario: e.scenario, ruling: e.ruling, before: m });
    return e.game === 0 ? afterLag(m, e.ruling).match : afterGameStroke(m, e.ruling).match;
  }
  if (e.kind === 'first-break') return chooseFirstBreaker(m, e.breaker).match;
  if (e.kind === 'give-break') return giveBreak(m).match;
  if (e.kind === 'time-out') return matchTimeOut(m, e.player, true).match;
  if (e.kind === 'extension') return claimMatchExtension(m, e.player).match;
  if (e.kind === 'concede') return concede(m, e.player).match;
  return m; // a choice: the next stroke's table shows it
}
