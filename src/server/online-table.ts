/**
 * One online table: a match (scenario/match-session.ts, the same path as `npm run sim -- match` and
 * the page's match), its two seats with their secrets, and the acts the server referees. An act is
 * checked (the seat, the turn, the `seq` the sender saw) and played through the match session, whose
 * functions are pure: a refused act throws a Refusal and the table is left as it was.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type MatchSettings, type Player, SHOT_CLOCK_EXTENSION_S } from '../rules/index.ts';
import type { RulingSummary } from '../scenario/match-file.ts';
import { rulingSummary } from '../scenario/match-file.ts';
import {
  chooseAfterStroke,
  chooseFirstBreak,
  concedeMatch,
  extension,
  giveTheBreak,
  openMatch,
  playLag,
  playPosition,
  timeOut,
  type MatchSession,
  type MatchShot,
  type PlayedStroke,
} from '../scenario/match-session.ts';
import type { ScenarioInput } from '../scenario/schema.ts';
import { tableHash } from '../scenario/table-hash.ts';
import { tableGeometry } from '../table/index.ts';
import type { TablePresetId } from '../table/specs.ts';
import { SEAT_SECRET_BYTES, TABLE_CODE_BYTES, type ClientMessage, type TableView } from './protocol.ts';

/** An act refused: a short reason for the sender; the table did not change. */
export class Refusal extends Error {}

export interface Seat {
  readonly name: string;
  /** SHA-256 of the seat's secret, hex: the secret itself stays with the player's browser. */
  readonly secretHash: string;
}

/** What the table keeps between acts (and the store keeps between runs of the server). */
export interface TableRecord {
  readonly code: string;
  readonly listed: boolean;
  readonly createdMs: number;
  readonly seats: Readonly<Record<Player, Seat | null>>;
  readonly session: MatchSession;
  /** Lag strokes given so far (the lag is played when both are in, G5). */
  readonly lag: Readonly<Partial<Record<Player, MatchShot>>>;
  /** When the player at the table began his turn (ms epoch): his shot clock runs from here. */
  readonly turnSinceMs: number;
  /** T1.11i: the player at the table claimed his extension for this stroke. */
  readonly extended: boolean;
  /** Away this long while the table waits for him, a player loses the match; null: the table waits. */
  readonly awayLimitS: number | null;
}

/** The outcome of an accepted act: a stroke played and ruled, or another act recorded. */
export type Outcome =
  | {
      readonly kind: 'stroke';
      readonly table: TableRecord;
      readonly by: Player | 'both';
      readonly input: ScenarioInput;
      readonly ruling: RulingSummary;
      readonly explanation: { readonly sk: string; readonly en: string };
      readonly hash: string;
    }
  | { readonly kind: 'act'; readonly table: TableRecord; readonly by: Player; readonly act: string };

export type Act = Exclude<ClientMessage, { type: 'lobby' | 'open' | 'join' | 'return' | 'watch' | 'record' }>;

export const newCode = (): string => randomBytes(TABLE_CODE_BYTES).toString('base64url');
export const newSecret = (): string => randomBytes(SEAT_SECRET_BYTES).toString('base64url');
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The secret matches the seat's hash (compared in constant time). */
export function holdsSeat(seat: Seat | null, secret: string): boolean {
  if (!seat) return false;
  const a = Buffer.from(seat.secretHash, 'hex');
  const b = Buffer.from(secretHash(secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A 31-bit rack seed from the random source (the racks are not known before the match). */
export const randomSeed = (): number => randomBytes(4).readUInt32BE(0) >>> 1;

/** A new table: the host in seat A, seat B open; its racks from `seed` (game n: seed + n). */
export function openTable(
  opts: { settings: MatchSettings; host: string; listed: boolean; table: TablePresetId; awayLimitS: number | null; seed: number },
  secret: string,
  nowMs: number,
): TableRecord {
  const seed = opts.seed;
  const session = openMatch(opts.settings, { A: opts.host, B: '?' }, opts.table, seed);
  return {
    code: newCode(),
    listed: opts.listed,
    createdMs: nowMs,
    seats: { A: { name: opts.host, secretHash: secretHash(secret) }, B: null },
    session,
    lag: {},
    turnSinceMs: nowMs,
    extended: false,
    awayLimitS: opts.awayLimitS,
  };
}

/** The second player takes seat B. */
export function joinTable(t: TableRecord, name: string, secret: string, nowMs: number): TableRecord {
  if (t.seats.B) throw new Refusal('the table has both its players; watch it instead');
  const players = { A: t.session.players.A, B: name };
  return { ...t, seats: { A: t.seats.A, B: { name, secretHash: secretHash(secret) } }, session: { ...t.session, players }, turnSinceMs: nowMs };
}

/** Who may act now: a seat, both (the lag), or nobody (a seat still open, the match over). */
export function turnOf(t: TableRecord): Player | 'both' | null {
  const s = t.session;
  const m = s.match;
  if (!t.seats.A || !t.seats.B) return null;
  if (m.phase === 'lag') return 'both';
  if (m.phase === 'break-choice') return m.lagWinner;
  if (m.phase === 'game') return (s.position?.state?.shooter as Player | undefined) ?? m.breaker;
  return null;
}

/** The options the last ruling left the next player, while he may still take one (no choice made since). */
export function openOptions(t: TableRecord): readonly string[] {
  const last = t.session.last;
  const end = t.session.entries[t.session.entries.length - 1];
  return last && end?.kind === 'stroke' ? last.ruling.next.options : [];
}

/** The shot clock's state for the stroke now (T1.11): the time since the turn began, the limit with an extension taken. */
function clockNow(t: TableRecord, nowMs: number): NonNullable<ScenarioInput['state']>['clock'] | undefined {
  const c = t.session.match.settings.shotClock;
  if (!c) return undefined;
  const elapsedS = Math.min(Math.max(0, (nowMs - t.turnSinceMs) / 1000), 3600);
  return { limitS: c.limitS + (t.extended ? SHOT_CLOCK_EXTENSION_S : 0), elapsedS, extensions: { ...t.session.match.extensionsLeft } };
}

/** The stroke as the server plays it: its own position, with what the shooter may set (the cue ball in hand, the call, safety, push-out). */
function strokeInput(t: TableRecord, msg: Extract<Act, { type: 'stroke' }>, nowMs: number): ScenarioInput {
  const pos = t.session.position;
  if (!pos) throw new Refusal('there is no position to play');
  const state = pos.state ?? {};
  let balls = pos.balls ?? [];
  if (msg.cue) {
    const inHand = state.ballInHand ?? 'none';
    if (inHand === 'none') throw new Refusal('cue: the cue ball is not in hand');
    if (inHand === 'kitchen' && msg.cue.x >= tableGeometry(t.session.table).headStringX)
      throw new Refusal('cue: with the ball in hand behind the head string, the cue ball goes in the kitchen (G9)');
    balls = balls.map((b) => (b.id === 'cue' && !b.pocket ? { id: 'cue' as const, x: msg.cue!.x, y: msg.cue!.y } : b));
  }
  const clock = clockNow(t, nowMs);
  return {
    ...pos,
    balls,
    state: {
      ...state,
      safety: msg.safety ?? false,
      pushOut: msg.pushOut ?? false,
      ...(msg.call ? { call: msg.call } : {}),
      ...(clock ? { clock } : {}),
    },
    shot: msg.shot,
  };
}

const strokeOutcome = (t: TableRecord, played: PlayedStroke, input: ScenarioInput, by: Player | 'both', nowMs: number): Outcome => ({
  kind: 'stroke',
  table: { ...t, session: played.session, lag: {}, turnSinceMs: nowMs, extended: false },
  by,
  input,
  ruling: rulingSummary(played.ruling),
  explanation: { sk: played.ruling.explanation.sk, en: played.ruling.explanation.en },
  hash: tableHash(played.record),
});

/** Runs a match-session step; a rule's refusal (MatchError, a scenario's bad field) becomes a Refusal with its reason. */
function ruled<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof Refusal) throw e;
    const text = e instanceof Error ? e.message : String(e);
    throw new Refusal(text.length > 300 ? `${text.slice(0, 297)}...` : text);
  }
}

function playStroke(t: TableRecord, by: Player, msg: Extract<Act, { type: 'stroke' }>, nowMs: number): Outcome {
  const m = t.session.match;
  if (m.phase === 'lag') {
    if (msg.cue || msg.call || msg.safety || msg.pushOut) throw new Refusal('a lag stroke is the stick only');
    if (t.lag[by]) throw new Refusal('your lag stroke is in; the lag is played when both are');
    const lag = { ...t.lag, [by]: msg.shot };
    if (!lag.A || !lag.B) return { kind: 'act', table: { ...t, lag }, by, act: 'lag-given' };
    const shots = { A: lag.A, B: lag.B };
    const played = ruled(() => playLag(t.session, shots));
    const entry = played.session.entries[played.session.entries.length - 1];
    return strokeOutcome(t, played, entry?.kind === 'stroke' ? entry.scenario : played.scenario, 'both', nowMs);
  }
  const input = strokeInput(t, msg, nowMs);
  const played = ruled(() => playPosition(t.session, input));
  return strokeOutcome(t, played, input, by, nowMs);
}

/** An act by the player in `by`'s seat: refused (Refusal, nothing changed) unless it is his to make now. */
export function actAt(t: TableRecord, by: Player, msg: Act, nowMs: number): Outcome {
  const s = t.session;
  const turn = turnOf(t);
  if (!t.seats.B) throw new Refusal('the table waits for its second player');
  if (s.match.phase === 'over') throw new Refusal('the match is over');
  if (msg.seq !== s.entries.length) throw new Refusal(`stale: the table is at ${s.entries.length}, the act was for ${msg.seq}`);
  const mine = turn === 'both' || turn === by;
  /** The act recorded; the clock: 'afresh' for a new turn, 'restart' after a time-out (T1.13, the extension kept), 'extend' (T1.11i). */
  const next = (session: MatchSession, act: string, clock: 'afresh' | 'restart' | 'extend' = 'afresh'): Outcome => ({
    kind: 'act',
    table: {
      ...t,
      session,
      ...(clock === 'extend' ? { extended: true } : { turnSinceMs: nowMs, extended: clock === 'restart' ? t.extended : false }),
    },
    by,
    act,
  });
  switch (msg.type) {
    case 'stroke':
      if (!mine) throw new Refusal('not your turn');
      return playStroke(t, by, msg, nowMs);
    case 'choose': {
      const options = openOptions(t);
      if (!options.length || s.last?.ruling.next.shooter !== by) throw new Refusal('no choice is yours to make now');
      if (!options.includes(msg.option)) throw new Refusal(`choose: "${msg.option}" is not one of ${options.join(', ')}`);
      return next(
        ruled(() => chooseAfterStroke(s, msg.option)),
        `choose:${msg.option}`,
      );
    }
    case 'first-break':
      if (s.match.phase !== 'break-choice' || s.match.lagWinner !== by) throw new Refusal('the lag winner names the breaker');
      return next(
        ruled(() => chooseFirstBreak(s, msg.breaker)),
        `first-break:${msg.breaker}`,
      );
    case 'give-break':
      if (s.match.phase !== 'game' || s.match.breaker !== by || s.position?.state?.phase !== 'break')
        throw new Refusal('only the breaker gives the break, before it is played');
      return next(
        ruled(() => giveTheBreak(s)),
        'give-break',
      );
    case 'time-out':
      return next(
        ruled(() => timeOut(s, by)),
        'time-out',
        'restart',
      );
    case 'extension':
      if (t.extended) throw new Refusal('the extension is already claimed for this stroke');
      return next(
        ruled(() => extension(s, by)),
        'extension',
        'extend',
      );
    case 'concede':
      return next(
        ruled(() => concedeMatch(s, by)),
        'concede',
      );
  }
}

/** T1.11: the player at the table let his time run out: the referee's foul on the balls as they lie, played through the match. */
export function expireClock(t: TableRecord, nowMs: number): Outcome | null {
  const turn = turnOf(t);
  const pos = t.session.position;
  const clock = clockNow(t, nowMs);
  if (t.session.match.phase !== 'game' || !pos || !clock || turn === null || turn === 'both' || clock.elapsedS <= clock.limitS) return null;
  const input: ScenarioInput = { ...pos, state: { ...(pos.state ?? {}), clock } };
  return strokeOutcome(
    t,
    ruled(() => playPosition(t.session, input)),
    input,
    turn,
    nowMs,
  );
}

/** The table as everyone at it sees it. */
export function tableView(
  t: TableRecord,
  presence: { connected: Record<Player, boolean>; awaySinceMs: Record<Player, number | null>; spectators: number },
): TableView {
  const seat = (p: Player) => {
    const s = t.seats[p];
    return s ? { name: s.name, connected: presence.connected[p], awaySinceMs: presence.awaySinceMs[p] } : null;
  };
  return {
    code: t.code,
    listed: t.listed,
    seats: { A: seat('A'), B: seat('B') },
    spectators: presence.spectators,
    seq: t.session.entries.length,
    match: t.session.match,
    players: t.session.players,
    position: t.session.position,
    turn: turnOf(t),
    lagGiven: { A: !!t.lag.A, B: !!t.lag.B },
    options: openOptions(t),
    turnSinceMs: t.turnSinceMs,
    awayLimitS: t.awayLimitS,
  };
}
