/**
 * A reusable check that a set of bilingual texts keeps its languages apart: no English word in a
 * Slovak text and no Slovak word in an English one, and the Slovak in the rulebook's own terms.
 * Build it over any texts (rulings, the match, the page, training cards): give each text with
 * where it came from, and it answers with one line per problem (empty: none).
 *
 * The dictionaries are the texts themselves: a word written in the English texts and in the Slovak
 * ones is in one of them by mistake ("Player" in a Slovak sentence, "hráč" in an English one), unless
 * both languages share it (SHARED_WORDS). Slovak letters with diacritics never belong in English.
 */
export type Lang = 'sk' | 'en';

export interface LabelledText {
  /** Where the text came from, for the report ("NOTES.lagWon", "scenario s01-clean-lag"). */
  readonly where: string;
  readonly sk: string;
  readonly en: string;
}

/**
 * Words the two languages may share: rule sets (WPA, WSR, BCA), "push out" and the referee's "TIME"
 * (the seeds' own English words, T1.11), "time out" (T1.13 writes it so), units, and words that are
 * Slovak as well ("limit", "protest", T2.26).
 */
export const SHARED_WORDS: ReadonlySet<string> = new Set(['ms', 'rad', 'wpa', 'wsr', 'bca', 'push', 'out', 'time', 'limit', 'protest']);

/** Slovak words for pool things that are not the rulebook's (docs/rules.md, "The rulebook's terms"; /work/shared/glossary.md). */
export const NOT_THE_RULEBOOKS: readonly RegExp[] = [
  /kaps/i,
  /výkop/i,
  /hlavn[áaej]+ čiar/i,
  /čiar[ay] hlavy/i,
  // "horný/dolný mantinel" in every case ("dolnému mantinelu"): the rulebook's are "predný/zadný mantinel".
  /\bhorn/i,
  /\bdoln/i,
  /\bspodn/i,
  /\bbočn/i,
  /kož[aeou] tága/i,
  /\bkoža\b|\bkože\b/i,
  /\bkiks/i,
  /objímk/i,
  /potop/i,
  /prilepen/i,
  /\bobrana\b/i,
  // The break is "vykoná rozstrel" (G35, G6), not a colloquial "rozbíja".
  /rozbíj/i,
];

const SLOVAK_LETTERS = /[áäčďéíĺľňóôŕšťúýž]/i;

/** The words of a text, lower case, longer than two letters (names and ids such as "A", "9" drop out). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-záäčďéíĺľňóôŕšťúýž']+/g) ?? []).filter((w) => w.length > 2 && !SHARED_WORDS.has(w));
}

/** Every problem of the texts' languages, one line each: a word in both languages' texts, Slovak letters in English, a term not the rulebook's. */
export function languageProblems(texts: readonly LabelledText[]): string[] {
  const out: string[] = [];
  const where: Record<Lang, Map<string, string[]>> = { sk: new Map(), en: new Map() };
  for (const t of texts)
    for (const lang of ['sk', 'en'] as const) for (const w of new Set(wordsOf(t[lang]))) where[lang].set(w, [...(where[lang].get(w) ?? []), t.where]);
  for (const [w, sk] of where.sk) {
    const en = where.en.get(w);
    if (en) out.push(`"${w}" is written in both languages: Slovak in ${sk.slice(0, 3).join(', ')}; English in ${en.slice(0, 3).join(', ')}`);
  }
  for (const t of texts) {
    const letters = t.en.match(new RegExp(SLOVAK_LETTERS.source, 'gi'));
    if (letters) out.push(`${t.where} [en]: Slovak letters ${[...new Set(letters)].join('')} in "${t.en}"`);
    const term = NOT_THE_RULEBOOKS.find((x) => x.test(t.sk));
    if (term) out.push(`${t.where} [sk]: ${term} is not the rulebook's term, in "${t.sk}"`);
  }
  return out;
}
