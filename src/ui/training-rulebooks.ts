/**
 * Which rulebook a training question applies. The seeds are the Slovak general rules (G1-G42) and
 * tournament rules (T1, T2); they have no rules of the games themselves (they refer to them, "hra
 * č. 9, bod 1.3"), so a question on the 9-ball break, 8-ball's groups or 14.1's scoring rests on
 * the WPA rules of the game. Where the seeds and WPA read one situation differently, a question
 * says which reading it applies (a scenario's `rules`). The exam's and practice's scope chooses the
 * seeds, WPA or both, and each card says which it applied.
 */
/** What the rulebook is read from: a scenario's reading and its tags. */
export interface RulebookSource {
  readonly rules?: 'seeds' | 'wpa' | undefined;
  readonly tags?: readonly string[] | undefined;
}

/** The seeds; the WPA rules of a game, which the seeds lack; WPA's reading where the seeds read otherwise. */
export type Rulebook = 'seeds' | 'wpa-game' | 'wpa-reading';

/** The scopes that choose a rulebook ('all' takes both). */
export const RULEBOOK_SCOPES = ['rulebook-seeds', 'rulebook-wpa'] as const;

export function rulebookOf(s: RulebookSource): Rulebook {
  const tags = s.tags ?? [];
  if (s.rules === 'wpa') return 'wpa-reading';
  // The seeds' reading of a situation WPA reads otherwise (its twin), though the game's rule is tagged.
  if (tags.includes('seeds-reading')) return 'seeds';
  return tags.some((t) => t.startsWith('WPA-')) ? 'wpa-game' : 'seeds';
}

export function inRulebookScope(s: RulebookSource, scope: string): boolean {
  const book = rulebookOf(s);
  return scope === 'rulebook-seeds' ? book === 'seeds' : book !== 'seeds';
}
