/**
 * The match in progress kept in the browser (localStorage), so that a reload carries it on. Nothing
 * stored is lost: an entry that cannot be read (another version, damaged) is copied aside, untouched,
 * before anything is stored over it (as the referee training keeps its answers); a save the storage
 * refuses (full, or storage turned off) is reported, not swallowed; and a match that is still being
 * played is replaced only when the player says so (the page asks).
 */
import { z } from 'zod';
import { NOISE_NAMES, type NoiseName } from '../advisor/noise.ts';
import { restoreSession, storedSession, type MatchSession } from '../scenario/match-session.ts';
import type { KeyValueStore } from './training-session.ts';

/** Where the page keeps the match in progress. */
export const MATCH_STORE_KEY = 'pool-match';
/** Where a stored match that could not be read is kept, untouched, before a new match is stored. */
export const MATCH_SET_ASIDE_KEY = 'pool-match/set-aside';
/** The longest reason said for an entry that could not be read, characters (a schema's dump is one line of its first problem). */
export const MAX_REASON_CHARS = 200;

const storeSchema = z.strictObject({ progress: z.unknown(), computer: z.enum(NOISE_NAMES).nullable() });

export type StoredMatch =
  | { readonly kind: 'none' }
  | { readonly kind: 'match'; readonly session: MatchSession; readonly computer: NoiseName | null }
  /** Could not be read: `why` in one line; kept under MATCH_SET_ASIDE_KEY, or (storage refusing the copy) left in place. */
  | { readonly kind: 'unreadable'; readonly why: string; readonly kept: 'set-aside' | 'in-place' };

/** The first line of an error's message, shortened, with the count of the other problems it lists. */
export function oneLine(e: unknown): string {
  const lines = (e instanceof Error ? e.message : String(e)).split('\n').filter((l) => l.trim() !== '');
  let first = (lines[0] ?? 'unreadable').trim();
  if (first.length > MAX_REASON_CHARS) first = `${first.slice(0, MAX_REASON_CHARS)}…`;
  const more = lines.filter((l) => !/^\.\.\. and \d+ more/.test(l)).length - 1;
  return more > 0 ? `${first} (+${more})` : first;
}

/** Reads the stored match through its schemas; one that cannot be read is copied aside first. */
export function readStoredMatch(store: KeyValueStore): StoredMatch {
  let text: string | null;
  try {
    text = store.getItem(MATCH_STORE_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  try {
    const stored = storeSchema.parse(JSON.parse(text));
    return { kind: 'match', session: restoreSession(stored.progress), computer: stored.computer };
  } catch (e) {
    let kept: 'set-aside' | 'in-place' = 'set-aside';
    try {
      store.setItem(MATCH_SET_ASIDE_KEY, text);
    } catch {
      kept = 'in-place';
    }
    return { kind: 'unreadable', why: oneLine(e), kept };
  }
}

/**
 * Stores the match; false when the storage refused it (full, or turned off), so the page can say
 * that a reload would lose it. An unreadable entry kept in place (its copy refused) is not stored over.
 */
export function saveMatch(store: KeyValueStore, session: MatchSession, computer: NoiseName | null, keepInPlace: boolean): boolean {
  if (keepInPlace) return false;
  try {
    store.setItem(MATCH_STORE_KEY, JSON.stringify({ progress: storedSession(session), computer }));
    return true;
  } catch {
    return false;
  }
}

/** Whether starting a new match would replace one that is still being played (the page then asks). */
export function replacesMatchInPlay(stored: StoredMatch): boolean {
  return (stored.kind === 'match' && stored.session.match.phase !== 'over') || (stored.kind === 'unreadable' && stored.kept === 'in-place');
}
