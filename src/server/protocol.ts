/**
 * The online table protocol: what a page may send the table server (zod schemas, strict: an unknown
 * key is refused) and what the server sends back (types). One JSON object per WebSocket message.
 * Pure TypeScript (zod and the scenario layer's schemas), so the page's online client and the server
 * read the same definitions. The limits are named here and documented in docs/online.md.
 */
import { z } from 'zod';
import type { MatchFile, RulingSummary } from '../scenario/match-file.ts';
import { matchSettingsSchema } from '../scenario/match-file.ts';
import { BALL_IDS, POCKETS, strokeSchema, type ScenarioInput } from '../scenario/schema.ts';
import type { MatchState, Player } from '../rules/index.ts';

/** The longest message the server reads, bytes of UTF-8: a stroke is about 300; longer is refused with a reason. */
export const MAX_MESSAGE_BYTES = 4096;
/** A player's name on an online table, characters (the match file allows 60). */
export const MAX_NAME_CHARS = 24;
/** A table code: 16 random bytes (128 bits) in base64url, 22 characters. */
export const TABLE_CODE_BYTES = 16;
/** A seat's secret: 24 random bytes (192 bits) in base64url, 32 characters; the store keeps only its SHA-256. */
export const SEAT_SECRET_BYTES = 24;

/** The away rule's range, s: long enough for a reload or a phone changing networks, at most an hour. */
export const MIN_AWAY_LIMIT_S = 30;
export const MAX_AWAY_LIMIT_S = 3600;

const code = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a table code is 22 characters of base64url');
const secret = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'a seat secret is 32 characters of base64url');
const seat = z.enum(['A', 'B']);
/** Text only: no control characters (a name is shown as text, never as markup), trimmed, not empty. */
const name = z
  .string()
  .max(MAX_NAME_CHARS * 2)
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, 'a name is at least one character')
      .max(MAX_NAME_CHARS, `a name is at most ${MAX_NAME_CHARS} characters`)
      .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'a name is plain text, without control characters'),
  );
/** `seq`: how many entries the sender saw in the match file; an act on an older table is refused (it was sent twice, or too late). */
const seq = z.number().int().min(0).max(100_000);

/** One stroke as a player sends it: the stick only (the table is the server's). */
export const onlineShotSchema = strokeSchema
  .pick({ aimDeg: true, cueSpeed: true, tip: true, elevationDeg: true, pushS: true })
  .required({ aimDeg: true });

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('lobby') }),
  z.strictObject({
    type: z.literal('open'),
    settings: matchSettingsSchema,
    name,
    listed: z.boolean(),
    table: z.enum(['9ft', '8ft', '7ft']).default('9ft'),
    /** The away rule (s): a player away this long while the table waits for him loses the match; null: wait; absent: the server's default. */
    awayLimitS: z.number().int().min(MIN_AWAY_LIMIT_S).max(MAX_AWAY_LIMIT_S).nullable().optional(),
  }),
  z.strictObject({ type: z.literal('join'), code, name }),
  z.strictObject({ type: z.literal('return'), code, seat, secret }),
  z.strictObject({ type: z.literal('watch'), code }),
  z.strictObject({
    type: z.literal('stroke'),
    seq,
    shot: onlineShotSchema,
    /** Where the cue ball is placed, with the ball in hand (table frame, m). */
    cue: z.strictObject({ x: z.number().min(-1.5).max(1.5), y: z.number().min(-0.8).max(0.8) }).optional(),
    call: z.strictObject({ ball: z.enum(BALL_IDS), pocket: z.enum(POCKETS) }).optional(),
    safety: z.boolean().optional(),
    pushOut: z.boolean().optional(),
  }),
  /** The option the last ruling offered the next player (push-out passed back, re-break...). */
  z.strictObject({ type: z.literal('choose'), seq, option: z.string().min(1).max(40) }),
  /** The lag's winner names the first breaker (G6). */
  z.strictObject({ type: z.literal('first-break'), seq, breaker: seat }),
  z.strictObject({ type: z.enum(['give-break', 'time-out', 'extension', 'concede']), seq }),
  /** The match so far (pool-match/1 and the position to play), to download or to check against. */
  z.strictObject({ type: z.literal('record') }),
]);
export type ClientMessage = z.output<typeof clientMessageSchema>;
export type ClientMessageInput = z.input<typeof clientMessageSchema>;

/** A seat as everyone at the table sees it: its player's name and whether he is connected (away since when, ms epoch). */
export interface SeatView {
  readonly name: string;
  readonly connected: boolean;
  readonly awaySinceMs: number | null;
}

/** The table as the server sends it: everything a page needs to draw it and to know who acts. */
export interface TableView {
  readonly code: string;
  readonly listed: boolean;
  readonly seats: Readonly<Record<Player, SeatView | null>>;
  readonly spectators: number;
  /** Entries in the match file so far: the `seq` an act must carry. */
  readonly seq: number;
  readonly match: MatchState;
  readonly players: Readonly<Record<Player, string>>;
  readonly position: ScenarioInput | null;
  /** Who may act now: a seat, both (the lag), or nobody (waiting for the second player, or the match is over). */
  readonly turn: Player | 'both' | null;
  /** The lag strokes already given (the lag is played when both are in). */
  readonly lagGiven: Readonly<Record<Player, boolean>>;
  /** The options the last ruling left the next player, while he may still take one. */
  readonly options: readonly string[];
  /** When the turn began (ms epoch, the server's clock): the shot clock runs from here. */
  readonly turnSinceMs: number;
  /** The away rule: a seat away this long while the table waits for him loses the match (T1.14 as conceded); null: wait. */
  readonly awayLimitS: number | null;
}

export type ServerMessage =
  | { readonly type: 'lobby'; readonly tables: readonly LobbyEntry[] }
  | { readonly type: 'seated'; readonly code: string; readonly seat: Player | null; readonly secret: string | null; readonly view: TableView }
  | { readonly type: 'view'; readonly view: TableView }
  | {
      readonly type: 'stroke';
      readonly by: Player | 'both';
      readonly input: ScenarioInput;
      readonly ruling: RulingSummary;
      readonly explanation: { readonly sk: string; readonly en: string };
      readonly hash: string;
      readonly view: TableView;
    }
  | { readonly type: 'act'; readonly by: Player; readonly act: string; readonly view: TableView }
  | { readonly type: 'record'; readonly file: MatchFile; readonly progress: unknown }
  | { readonly type: 'refused'; readonly reason: string; readonly about: string }
  | { readonly type: 'replaced'; readonly reason: string };

export interface LobbyEntry {
  readonly code: string;
  readonly game: string;
  readonly raceTo: number;
  readonly shotClockS: number | null;
  readonly host: string;
  readonly open: boolean;
  readonly spectators: number;
}
