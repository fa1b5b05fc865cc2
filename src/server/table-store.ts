/**
 * The tables' durable store: one SQLite file (better-sqlite3) in the data folder, its journal in WAL
 * mode with synchronous FULL, so an act the server has answered survives a killed process (and a
 * power cut). A table is one row: its seats (secret hashes only), its match as the page stores its
 * own (`storedSession`: the pool-match/1 file and the position to play), and the server's own state
 * (lag strokes given, the turn's start). Reading it back goes through `restoreSession`, which checks
 * the file against the rules and re-simulates its last stroke, so a damaged row is refused, not played.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { restoreSession, storedSession } from '../scenario/match-session.ts';
import { onlineShotSchema } from './protocol.ts';
import type { TableRecord } from './online-table.ts';

/** The store's file name inside the data folder. */
export const STORE_FILE = 'tables.sqlite';

const seatSchema = z.strictObject({ name: z.string(), secretHash: z.string().regex(/^[0-9a-f]{64}$/) }).nullable();
const extraSchema = z.strictObject({
  seats: z.strictObject({ A: seatSchema, B: seatSchema }),
  lag: z.strictObject({ A: onlineShotSchema.optional(), B: onlineShotSchema.optional() }),
  turnSinceMs: z.number(),
  extended: z.boolean(),
  awayLimitS: z.number().nullable(),
});

interface Row {
  code: string;
  listed: number;
  created_ms: number;
  extra: string;
  progress: string;
}

export class TableStore {
  private readonly db: Database.Database;
  private readonly upsert: Database.Statement;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, STORE_FILE));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS tables (
      code TEXT PRIMARY KEY,
      listed INTEGER NOT NULL,
      created_ms INTEGER NOT NULL,
      updated_ms INTEGER NOT NULL,
      extra TEXT NOT NULL,
      progress TEXT NOT NULL
    )`);
    this.upsert = this.db.prepare(
      `INSERT INTO tables (code, listed, created_ms, updated_ms, extra, progress) VALUES (@code, @listed, @created_ms, @updated_ms, @extra, @progress)
       ON CONFLICT(code) DO UPDATE SET listed = excluded.listed, updated_ms = excluded.updated_ms, extra = excluded.extra, progress = excluded.progress`,
    );
  }

  /** Writes the table as it now stands (before anyone is told of the act). */
  save(t: TableRecord, nowMs: number): void {
    const extra = { seats: t.seats, lag: t.lag, turnSinceMs: t.turnSinceMs, extended: t.extended, awayLimitS: t.awayLimitS };
    this.upsert.run({
      code: t.code,
      listed: t.listed ? 1 : 0,
      created_ms: t.createdMs,
      updated_ms: nowMs,
      extra: JSON.stringify(extra),
      progress: JSON.stringify(storedSession(t.session)),
    });
  }

  /** Every stored table, read back and checked; a row that does not read back is reported and left in the file. */
  loadAll(report: (code: string, reason: string) => void): TableRecord[] {
    const rows = this.db.prepare('SELECT code, listed, created_ms, extra, progress FROM tables').all() as Row[];
    const out: TableRecord[] = [];
    for (const r of rows) {
      try {
        const extra = extraSchema.parse(JSON.parse(r.extra));
        const session = restoreSession(JSON.parse(r.progress));
        out.push({ code: r.code, listed: r.listed === 1, createdMs: r.created_ms, session, ...extra });
      } catch (e) {
        report(r.code, e instanceof Error ? e.message : String(e));
      }
    }
    return out;
  }

  /** Tables not touched since `beforeMs` are removed (finished or abandoned); how many. */
  removeIdle(beforeMs: number): number {
    return this.db.prepare('DELETE FROM tables WHERE updated_ms < ?').run(beforeMs).changes;
  }

  close(): void {
    this.db.close();
  }
}
