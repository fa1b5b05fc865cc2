/**
 * The players' names in a ruling or a message written with the letters A and B ("Player B is
 * next", "Na rade je hráč B"). Once a match has names, the page says them where the board does:
 * in English the name stands for "player B" ("Ján is next"). In Slovak a name is never declined
 * and no gender is guessed: the rulebook's "hráč B" stays, in whatever case the sentence puts it,
 * and with it every verb, adjective and pronoun that agrees with it ("hráč B sa vzdal", "guľa
 * hráča A", "vráti úder hráčovi A"); the name follows in brackets ("hráč B (Ana) sa vzdal").
 */
import type { Player } from '../rules/index.ts';
import type { Lang } from './texts.ts';

/** The letter of a player as a word of its own: not part of a longer word or number. */
const END = '(?![\\p{L}\\p{N}])';
const START = '(^|[^\\p{L}\\p{N}])';

/** `text` with the players' names for "player A" / "hráč A" and their forms; unchanged without names. */
export function withPlayerNames(text: string, names: Readonly<Record<Player, string>> | null | undefined, lang: Lang): string {
  if (!names) return text;
  if (lang === 'en') return text.replace(new RegExp(`${START}[Pp]layer ([AB])${END}`, 'gu'), (_m, pre: string, p: Player) => `${pre}${names[p]}`);
  return text.replace(
    new RegExp(`${START}([Hh]ráč(?:a|ovi|om)?) ([AB])${END}`, 'gu'),
    (_m, pre: string, word: string, p: Player) => `${pre}${word} ${p} (${names[p]})`,
  );
}
