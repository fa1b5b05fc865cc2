/**
 * The match kept in the browser (src/ui/match-store.ts): nothing stored is lost. An entry of another
 * version is kept aside, untouched, before anything is stored over it; a save the storage refuses
 * is reported; a match still being played is seen as such, so the page asks before replacing it.
 */
import { describe, expect, it } from 'vitest';
import { openMatch } from '../../src/scenario/match-session.ts';
import { MATCH_SET_ASIDE_KEY, MATCH_STORE_KEY, oneLine, readStoredMatch, replacesMatchInPlay, saveMatch } from '../../src/ui/match-store.ts';
import type { KeyValueStore } from '../../src/ui/training-session.ts';

/** localStorage as a map; `full` refuses every write, as a browser whose quota is used up. */
function storage(full = false): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}
const match = () => openMatch({ game: 'nine-ball', raceTo: 2, breakOrder: 'winner', shotClock: null }, { A: 'Ana', B: 'Boris' }, '9ft', 7);

describe('the match stored in the browser', () => {
  it('is read back as the same match, still being played (a new one asks before replacing it)', () => {
    const store = storage();
    expect(readStoredMatch(store)).toEqual({ kind: 'none' });
    expect(saveMatch(store, match(), 'club', false)).toBe(true);
    const back = readStoredMatch(store);
    expect(back.kind).toBe('match');
    if (back.kind !== 'match') return;
    expect(back.session.players).toEqual({ A: 'Ana', B: 'Boris' });
    expect(back.computer).toBe('club');
    expect(replacesMatchInPlay(back)).toBe(true);
  });
  it('an entry of another version is refused in one line and kept aside, untouched, before anything is stored over it', () => {
    const store = storage();
    const other = JSON.stringify({ progress: { format: 'pool-match-progress/0', games: [] }, computer: null });
    store.setItem(MATCH_STORE_KEY, other);
    const read = readStoredMatch(store);
    expect(read.kind).toBe('unreadable');
    if (read.kind !== 'unreadable') return;
    expect(read.kept).toBe('set-aside');
    expect(read.why).not.toMatch(/\n/);
    expect(store.map.get(MATCH_SET_ASIDE_KEY)).toBe(other);
    expect(replacesMatchInPlay(read)).toBe(false);
    // The next match is stored; the old entry's copy stays.
    expect(saveMatch(store, match(), null, false)).toBe(true);
    expect(store.map.get(MATCH_SET_ASIDE_KEY)).toBe(other);
  });
  it('a full storage: the save is reported as refused; an unreadable entry it cannot copy stays in place and is not stored over', () => {
    const full = storage(true);
    expect(saveMatch(full, match(), null, false)).toBe(false);
    full.map.set(MATCH_STORE_KEY, '{"progress": 1, "computer": "nobody"}');
    const read = readStoredMatch(full);
    expect(read).toMatchObject({ kind: 'unreadable', kept: 'in-place' });
    expect(replacesMatchInPlay(read)).toBe(true);
    const roomy = storage();
    roomy.map.set(MATCH_STORE_KEY, 'kept');
    expect(saveMatch(roomy, match(), null, true)).toBe(false);
    expect(roomy.map.get(MATCH_STORE_KEY)).toBe('kept');
  });
  it("a schema's multi-line dump is said as its first problem and a count", () => {
    expect(oneLine(new Error('progress.format: expected "pool-match-progress/1"\nfile.settings: required\n... and 3 more problems'))).toBe(
      'progress.format: expected "pool-match-progress/1" (+1)',
    );
    expect(oneLine(new Error(`x${'y'.repeat(500)}`))).toHaveLength(201);
  });
});
