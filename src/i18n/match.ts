/**
 * The match's words: what each step of a match under the tournament rules means, in the
 * rulebook's terms (a match is a "partia", T1.13, T1.14; a game a "hra", G35; the break "rozstrel",
 * G6, G35), each sentence citing the rule that makes it so.
 */
import { TERM, type Bilingual, type Player } from './glossary.ts';
import { raceSk } from './situation.ts';

/** G35 and its options: who breaks the next game. */
const ORDER: Readonly<Record<'winner' | 'alternate' | 'loser' | 'trailing', Bilingual>> = {
  winner: { sk: 'víťaz predchádzajúcej hry vykoná rozstrel nasledujúcej (G35)', en: 'the winner of the last game breaks (G35)' },
  alternate: { sk: 'hráči rozstreľujú striedavo (G35.1)', en: 'the players break in turn (G35.1)' },
  loser: { sk: 'právo rozstrelu má ten, kto predchádzajúcu hru prehral (G35.2)', en: 'the loser of the last game breaks (G35.2)' },
  trailing: { sk: 'právo rozstrelu má ten hráč, ktorý má menej bodov (G35.3)', en: 'the player behind in the score breaks (G35.3)' },
};

const score = (g: Readonly<Record<Player, number>>) => `${g.A}:${g.B}`;

export const MATCH_TEXT = {
  lagReplayed: { sk: 'Rozohra sa opakuje (G5).', en: 'The lag is played again (G5).' } as Bilingual,
  lagWon: (p: Player): Bilingual => ({
    sk: `Rozohru vyhral hráč ${p}: vykoná rozstrel sám, alebo ho prenechá súperovi (G6).`,
    en: `Player ${p} wins the lag: he breaks, or gives the break to his opponent (G6).`,
  }),
  breaks: (p: Player, game: number): Bilingual => ({ sk: `${game}. hra: rozstrel vykoná hráč ${p}.`, en: `Game ${game}: player ${p} breaks.` }),
  /** The break given away: the first game's by the lag's winner (G6), a later game's by the player entitled to it (G35). */
  breakGiven: (by: Player, to: Player, rule: 'G6' | 'G35'): Bilingual => ({
    sk: `Hráč ${by} prenecháva rozstrel súperovi, rozstrel vykoná hráč ${to} (${rule}).`,
    en: `Player ${by} gives the break to his opponent: player ${to} breaks (${rule}).`,
  }),
  gameWon: (p: Player, game: number, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `${game}. hru vyhral hráč ${p}; stav partie ${score(games)}.`,
    en: `Player ${p} wins game ${game}; the match stands at ${score(games)}.`,
  }),
  nextBreaker: (p: Player, order: keyof typeof ORDER): Bilingual => ({
    sk: `Rozstrel ďalšej hry vykoná hráč ${p}: ${ORDER[order].sk}.`,
    en: `Player ${p} breaks the next game: ${ORDER[order].en}.`,
  }),
  /** T2.28: the game lost unplayed, as the strong warning's "stratu aj ďalšej hry". */
  nextGameForfeited: (p: Player, game: number, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `Hráč ${p} prehráva aj ${game}. hru bez hrania (dôrazné varovanie, T2.28); stav partie ${score(games)}.`,
    en: `Player ${p} also loses game ${game}, unplayed (the strong warning, T2.28); the match stands at ${score(games)}.`,
  }),
  matchWon: (p: Player, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `Partiu vyhral hráč ${p} (${score(games)}).`,
    en: `Player ${p} wins the match (${score(games)}).`,
  }),
  conceded: (p: Player): Bilingual => ({
    sk: `Hráč ${p} sa vzdal, a tým prehral partiu (T1.14).`,
    en: `Player ${p} concedes and so loses the match (T1.14).`,
  }),
  /** `organiser`: the extensions a game the organisers allow beyond T1.11's one (T1.6); null: T1.11's one. */
  extensionClaimed: (p: Player, left: number, organiser: number | null = null): Bilingual => ({
    sk: `Hráč ${p} si vzal predĺženie o 25 s (T1.11${organiser === null ? '' : `; vedenie turnaja povolilo ${organiser} predĺženia na hru, T1.6`}); v tejto hre mu zostáva ${left}.`,
    en: `Player ${p} takes the 25 s extension (T1.11${organiser === null ? '' : `; the organisers allow ${organiser} a game, T1.6`}); he has ${left} left in this game.`,
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

/** The match on the page: the setup, the match's board and its buttons, in the rulebook's terms. */
export const MATCH_UI = {
  menu: { sk: 'Partia…', en: 'Match…' } as Bilingual,
  setupTitle: { sk: 'Nová partia', en: 'A new match' } as Bilingual,
  name: (p: Player): Bilingual => ({ sk: `Hráč ${p}`, en: `Player ${p}` }),
  game: { sk: 'Hra', en: 'Game' } as Bilingual,
  raceGames: { sk: 'Partia do (víťazných hier)', en: 'Race to (games)' } as Bilingual,
  racePoints: { sk: 'Partia do (bodov)', en: 'Race to (points)' } as Bilingual,
  breakOrder: { sk: 'Rozstrel (G35)', en: 'The break (G35)' } as Bilingual,
  order: {
    winner: { sk: 'víťaz hry', en: 'winner of the game' },
    alternate: { sk: 'striedavo (G35.1)', en: 'in turn (G35.1)' },
    loser: { sk: 'porazený (G35.2)', en: 'loser (G35.2)' },
    trailing: { sk: 'hráč s menej bodmi (G35.3)', en: 'player behind (G35.3)' },
  } as Readonly<Record<'winner' | 'alternate' | 'loser' | 'trailing', Bilingual>>,
  clock: { sk: 'Časový limit úderu (T1.11), s', en: 'Shot clock (T1.11), s' } as Bilingual,
  clockOff: { sk: 'bez limitu', en: 'off' } as Bilingual,
  extensions: { sk: 'Predĺženia na hru (T1.11)', en: 'Extensions per game (T1.11)' } as Bilingual,
  opponent: { sk: 'Hráč B hrá', en: 'Player B is' } as Bilingual,
  start: { sk: 'Začať partiu rozohrou', en: 'Start with the lag' } as Bilingual,
  resume: { sk: 'Pokračovať v uloženej partii', en: 'Resume the stored match' } as Bilingual,
  cancel: { sk: 'Zavrieť', en: 'Close' } as Bilingual,
  importFile: { sk: 'Otvoriť partiu zo súboru…', en: 'Open a match file…' } as Bilingual,
  refused: (why: string): Bilingual => ({ sk: `Partiu nemožno začať: ${why}`, en: `The match cannot start: ${why}` }),
  /** The board's first line: the match and its score. */
  score: (race: string, a: string, b: string, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `Partia ${race}: ${a} ${games.A} : ${games.B} ${b}`,
    en: `Match, ${race}: ${a} ${games.A} : ${games.B} ${b}`,
  }),
  raceTo: (n: number, points: boolean): Bilingual =>
    points ? { sk: raceSk(n, true), en: `race to ${n} points` } : { sk: raceSk(n, false), en: `race to ${n}` },
  gameNo: (n: number): Bilingual => ({ sk: `${n}. hra`, en: `game ${n}` }),
  breaksNow: (name: string): Bilingual => ({ sk: `rozstrel vykoná ${name}`, en: `${name} breaks` }),
  lagNow: (name: string): Bilingual => ({ sk: `rozohra: hrá ${name} (G5)`, en: `the lag: ${name} to play (G5)` }),
  lagChoice: (name: string): Bilingual => ({ sk: `rozohra: víťaz ${name}, volí (G6)`, en: `${name} won the lag and chooses (G6)` }),
  /** Each player's name and whether his time-out (T1.13) is still his to take. */
  timeOutsLeft: (a: string, b: string): Bilingual => ({ sk: `time out ${a}, ${b}`, en: `time-out ${a}, ${b}` }),
  extensionsLeft: (a: number, b: number): Bilingual => ({ sk: `predĺženia ${a} · ${b}`, en: `extensions ${a} · ${b}` }),
  over: (name: string, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `Víťaz partie: ${name} (${games.A}:${games.B}).`,
    en: `${name} wins the match (${games.A}:${games.B}).`,
  }),
  iBreak: { sk: 'Vykonám rozstrel', en: 'I break' } as Bilingual,
  /** The lag's winner gives the first break away (G6). */
  giveFirstBreak: { sk: 'Prenechať rozstrel (G6)', en: 'Give the break (G6)' } as Bilingual,
  giveBreak: { sk: 'Prenechať rozstrel (G35)', en: 'Give the break (G35)' } as Bilingual,
  timeOut: { sk: 'Time out (T1.13)', en: 'Time-out (T1.13)' } as Bilingual,
  concede: { sk: 'Vzdať partiu (T1.14)', en: 'Concede (T1.14)' } as Bilingual,
  concedeSure: { sk: 'Naozaj vzdať?', en: 'Really concede?' } as Bilingual,
  export: { sk: 'Uložiť partiu', en: 'Save the match' } as Bilingual,
  leave: { sk: 'Odísť z partie', en: 'Leave the match' } as Bilingual,
  newMatch: { sk: 'Nová partia', en: 'New match' } as Bilingual,
  lagStroke: (name: string): Bilingual => ({
    sk: `Rozohra (G5): ${name} nastaví silu a zahrá svoju guľu k zadnému mantinelu a späť.`,
    en: `The lag (G5): ${name} sets the speed and plays his ball to the foot cushion and back.`,
  }),
  lagWaits: (name: string): Bilingual => ({
    sk: `${name} má rozohru nastavenú; teraz hrá súper. Obe gule sa zahrajú naraz (G5).`,
    en: `${name} has set his lag; now the opponent's. Both balls are played together (G5).`,
  }),
  stored: { sk: 'Partia sa ukladá v prehliadači.', en: 'The match is stored in this browser.' } as Bilingual,
  /** A stored match that could not be read: why, in one line, and where it is kept (never stored over unread). */
  notRestored: (why: string, kept: 'set-aside' | 'in-place'): Bilingual => ({
    sk: `Uloženú partiu nemožno obnoviť (${why}). ${kept === 'set-aside' ? 'Jej kópia zostáva v prehliadači bokom (pool-match/set-aside).' : 'Zostáva v prehliadači nezmenená; nová partia sa cez ňu neuloží.'}`,
    en: `The stored match could not be restored (${why}). ${kept === 'set-aside' ? 'A copy is kept aside in this browser (pool-match/set-aside).' : 'It stays in this browser unchanged; a new match is not stored over it.'}`,
  }),
  /** The browser refused to store the match (its storage full or turned off). */
  notSaved: {
    sk: 'Partiu nemožno uložiť v prehliadači (úložisko je plné alebo vypnuté): po znovunačítaní stránky by sa stratila. Uložte ju do súboru (Uložiť partiu).',
    en: 'The match cannot be stored in this browser (its storage is full or turned off): a reload would lose it. Save it as a file (Save the match).',
  } as Bilingual,
  /** Asked before a new match replaces one that is still being played. */
  replaceStored: {
    sk: 'Rozohraná partia sa nahradí novou a jej priebeh sa stratí (ak ste ju neuložili do súboru). Začať novú partiu?',
    en: 'The match in progress will be replaced by the new one and its progress lost (unless saved as a file). Start a new match?',
  } as Bilingual,
  imported: (n: number, games: Readonly<Record<Player, number>>): Bilingual => ({
    sk: `Načítaná partia: ${n} úderov, stav ${games.A}:${games.B}. Vyberte úder: zahrá sa znova a jeho rozhodnutie sa porovná so súborom.`,
    en: `Match loaded: ${n} strokes, ${games.A}:${games.B}. Pick a stroke: it is played again and its ruling compared with the file's.`,
  }),
  strokeChecked: (same: boolean): Bilingual =>
    same
      ? { sk: 'Úder sa zahral znova: rozhodnutie je to isté ako v súbore.', en: "The stroke played again: its ruling is the file's." }
      : { sk: 'Úder sa zahral znova: rozhodnutie sa líši od súboru.', en: "The stroke played again: its ruling differs from the file's." },
  strokeItem: (game: number, k: number, what: string): Bilingual => ({
    sk: game === 0 ? `Rozohra ${k}: ${what}` : `${game}. hra, úder ${k}: ${what}`,
    en: game === 0 ? `Lag ${k}: ${what}` : `Game ${game}, stroke ${k}: ${what}`,
  }),
  positionFailed: (why: string): Bilingual => ({
    sk: `Ďalšie postavenie partie nemožno pripraviť: ${why}. Partiu môžete uložiť alebo z nej odísť.`,
    en: `The match's next position cannot be set up: ${why}. The match can be saved or left.`,
  }),
  noUndo: { sk: 'V partii sa údery neberú späť.', en: 'Strokes are not taken back in a match.' } as Bilingual,
};

/**
 * What a referee knows of the match before a stroke from inside it, as the
 * training question's brief: the race, the score, the game and its breaker, the extensions and
 * time-outs already taken. No verdict: it is shown before the answer.
 */
export function matchBrief(m: {
  readonly raceTo: number;
  /** 14.1: the race is to points (the score is the players' points). */
  readonly points: boolean;
  readonly score: Readonly<Record<Player, number>>;
  readonly game: number;
  readonly breaker: Player;
  readonly extensionTaken: readonly Player[];
  readonly timeOutTaken: readonly Player[];
}): Bilingual {
  // "do 15" in 14.1: the race's points are named by the game (and "bodov" would read as a verdict before the answer).
  const race = { sk: m.points ? `do ${m.raceTo}` : raceSk(m.raceTo, false), en: `race to ${m.raceTo}` };
  const sk = [
    `${TERM.match.sk.replace(/^./, (c) => c.toUpperCase())} ${race.sk}, stav A ${m.score.A} : ${m.score.B} B; ${m.game}. ${TERM.game.sk}, rozstrel vykonal hráč ${m.breaker}`,
  ];
  const en = [
    `${TERM.match.en.replace(/^./, (c) => c.toUpperCase())}, ${race.en}, standing A ${m.score.A} : ${m.score.B} B; ${TERM.game.en} ${m.game}, broken by player ${m.breaker}`,
  ];
  for (const p of m.extensionTaken) {
    sk.push(`hráč ${p} si v tejto hre už vzal predĺženie`);
    en.push(`player ${p} has already taken his extension in this game`);
  }
  for (const p of m.timeOutTaken) {
    sk.push(`hráč ${p} si už vzal svoj time out`);
    en.push(`player ${p} has already taken his time-out`);
  }
  return { sk: `${sk.join('; ')}.`, en: `${en.join('; ')}.` };
}
