/**
 * The match's words (issue 33): what each step of a match under the tournament rules means, in the
 * rulebook's terms (a match is a "partia", T1.13, T1.14; a game a "hra", G35; the break "rozstrel",
 * G6, G35), each sentence citing the rule that makes it so.
 */
import type { Player } from '../rules/types.ts';
import type { Bilingual } from './glossary.ts';

/** G35 and its options: who breaks the next game. */
const ORDER: Readonly<Record<'winner' | 'alternate' | 'loser' | 'trailing', Bilingual>> = {
  winner: { sk: 'víťaz predchádzajúcej hry rozbíja (G35)', en: 'the winner of the last game breaks (G35)' },
  alternate: { sk: 'hráči rozstreľujú striedavo (G35.1)', en: 'the players break in turn (G35.1)' },
  loser: { sk: 'rozbíja ten, kto predchádzajúcu hru prehral (G35.2)', en: 'the loser of the last game breaks (G35.2)' },
  trailing: { sk: 'rozbíja hráč, ktorý má menej bodov (G35.3)', en: 'the player behind in the score breaks (G35.3)' },
};

const score = (g: Readonly<Record<Player, number>>) => `${g.A}:${g.B}`;

export const MATCH_TEXT = {
  lagReplayed: { sk: 'Rozohra sa opakuje (G5).', en: 'The lag is played again (G5).' } as Bilingual,
  lagWon: (p: Player): Bilingual => ({
    sk: `Rozohru vyhral hráč ${p}: rozbíja sám, alebo rozstrel prenechá súperovi (G6).`,
    en: `Player ${p} wins the lag: he breaks, or gives the break to his opponent (G6).`,
  }),
  breaks: (p: Player, game: number): Bilingual => ({ sk: `${game}. hra: rozbíja hráč ${p}.`, en: `Game ${game}: player ${p} breaks.` }),
  breakGiven: (by: Player, to: Player): Bilingual => ({
    sk: `Hráč ${by} prenecháva rozstrel súperovi, rozbíja hráč ${to} (G35).`,
    en: `Player ${by} gives the break to his opponent: player ${to} breaks (G35).`,
  }),
  gameWon: (p: Player, game: number, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `${game}. hru vyhral hráč ${p}; stav partie ${score(games)}.`,
    en: `Player ${p} wins game ${game}; the match stands at ${score(games)}.`,
  }),
  nextBreaker: (p: Player, order: keyof typeof ORDER): Bilingual => ({
    sk: `Ďalšiu hru rozbíja hráč ${p}: ${ORDER[order].sk}.`,
    en: `Player ${p} breaks the next game: ${ORDER[order].en}.`,
  }),
  matchWon: (p: Player, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `Partiu vyhral hráč ${p} (${score(games)}).`,
    en: `Player ${p} wins the match (${score(games)}).`,
  }),
  conceded: (p: Player): Bilingual => ({
    sk: `Hráč ${p} sa vzdal, a tým prehral partiu (T1.14).`,
    en: `Player ${p} concedes and so loses the match (T1.14).`,
  }),
  extensionClaimed: (p: Player, left: number): Bilingual => ({
    sk: `Hráč ${p} si vzal predĺženie o 25 s (T1.11); v tejto hre mu zostáva ${left}.`,
    en: `Player ${p} takes the 25 s extension (T1.11); he has ${left} left in this game.`,
  }),
  rackExtensions: {
    sk: 'Nový stôl v hre 14.1: každý hráč má opäť svoje predĺženie (T1.11).',
    en: 'A new rack in 14.1: each player has his extension again (T1.11).',
  } as Bilingual,
  timeOut: (p: Player): Bilingual => ({
    sk: `Hráč ${p} si berie time out na 5 minút (T1.13); rozhodca položí na stôl štítok.`,
    en: `Player ${p} takes his 5-minute time-out (T1.13); the referee puts the marker on the table.`,
  }),
};
