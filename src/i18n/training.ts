/** The referee-training screen's texts, in the rulebook's terms (glossary.ts). */

import { num, percent as pct } from './glossary.ts';

type Player = 'A' | 'B';
const seconds = (x: number, lang: 'sk' | 'en') => num(x, Number.isInteger(x) ? 0 : 1, lang);

/**
 * Why a stroke from inside a match is asked about, for its card: what the match made of it (the
 * third foul after the warning, the clock with or without the extension, the stroke that ended the
 * game). Worded from the match file's own ruling and the state before the stroke.
 */
export function matchReason(m: {
  readonly game: number;
  readonly stroke: number;
  readonly shooter: Player;
  readonly thirdFoul: boolean;
  readonly expired: boolean;
  readonly clock: { readonly limitS: number; readonly elapsedS: number; readonly extensionLeft: boolean } | null;
  readonly lossOfGame: Player | null;
  /** 14.1: the shooter's points change on this stroke (0 elsewhere). */
  readonly points: number;
  /** What ended the game when it was not a foul: the 9 made legally, the race reached. */
  readonly won: 'nine' | 'race' | null;
  readonly raceTo: number;
}): { sk: string; en: string } {
  const p = m.shooter;
  const other: Player = p === 'A' ? 'B' : 'A';
  const at = { sk: `Úder z partie (${m.game}. hra, ${m.stroke}. úder)`, en: `A stroke from inside a match (game ${m.game}, stroke ${m.stroke})` };
  const lost = m.lossOfGame ? { sk: ` Hráč ${m.lossOfGame} prehráva hru.`, en: ` Player ${m.lossOfGame} loses the game.` } : { sk: '', en: '' };
  if (m.thirdFoul) {
    const pts =
      m.points < 0 ? { sk: ` Hráč ${p}: ${m.points} bodov (WPA 14/1).`, en: ` Player ${p}: ${m.points} points (WPA 14.1).` } : { sk: '', en: '' };
    return {
      sk: `${at.sk}: hráč ${p} mal pred ním dva fauly za sebou a rozhodca ho varoval (T2.16); aj tento úder je faul, tretí za sebou.${lost.sk}${pts.sk}`,
      en: `${at.en}: player ${p} had two fouls in a row before it and the referee warned him (T2.16); this stroke is a foul too, the third in a row.${lost.en}${pts.en}`,
    };
  }
  if (m.clock && m.expired) {
    const c = m.clock;
    const ext = c.extensionLeft
      ? {
          sk: ' Predĺženie času ešte mal, no získa sa len tak, že na rozhodcovo TIME odpovie TIME, a to neurobil:',
          en: " He still had his extension, but it is only had by answering the referee's TIME with TIME, and he did not:",
        }
      : { sk: ' Predĺženie času už nemal:', en: ' He had no extension left:' };
    return {
      sk: `${at.sk}: časový limit je ${seconds(c.limitS, 'sk')} s a hráčovi ${p} uplynulo ${seconds(c.elapsedS, 'sk')} s.${ext.sk} čas uplynul, je to faul (T1.11) a hráč ${other} má bielu v ruke kdekoľvek.${lost.sk}`,
      en: `${at.en}: the shot clock is ${seconds(c.limitS, 'en')} s and player ${p} had used ${seconds(c.elapsedS, 'en')} s.${ext.en} the time ran out, a foul (T1.11), and player ${other} has the cue ball in hand anywhere.${lost.en}`,
    };
  }
  if (m.clock) {
    const c = m.clock;
    return {
      sk: `${at.sk}: hráč ${p} udrel po ${seconds(c.elapsedS, 'sk')} s, v časovom limite ${seconds(c.limitS, 'sk')} s (T1.11): čas neuplynul a úder sa posudzuje ako každý iný.${lost.sk}`,
      en: `${at.en}: player ${p} struck after ${seconds(c.elapsedS, 'en')} s, within the ${seconds(c.limitS, 'en')} s shot clock (T1.11): the time did not run out, and the stroke is ruled like any other.${lost.en}`,
    };
  }
  if (m.won === 'nine')
    return {
      sk: `${at.sk}: deviatka padla správnym úderom, a tak hráč ${p} vyhráva hru (WPA deviatka).${lost.sk}`,
      en: `${at.en}: the 9 was pocketed on a legal stroke, so player ${p} wins the game (WPA 9-ball).${lost.en}`,
    };
  if (m.won === 'race')
    return {
      sk: `${at.sk}: týmto úderom hráč ${p} dosiahol ${m.raceTo} bodov, koľko sa hrá, a vyhráva partiu (WPA 14/1).${lost.sk}`,
      en: `${at.en}: with this stroke player ${p} reaches the ${m.raceTo} points of the race and wins (WPA 14.1).${lost.en}`,
    };
  return { sk: `${at.sk}: tento úder ukončil hru.${lost.sk}`, en: `${at.en}: this stroke ended the game.${lost.en}` };
}

/** "N stored training entries could not be read" in Slovak, with the noun and verb in the number's form (1; 2-4; 5 and more). */
function unreadEntries(n: number): string {
  if (n === 1) return '1 uložený záznam tréningu sa nedal prečítať';
  if (n >= 2 && n <= 4) return `${n} uložené záznamy tréningu sa nedali prečítať`;
  return `${n} uložených záznamov tréningu sa nedalo prečítať`;
}

export const TRAINING = {
  title: { sk: 'Tréning rozhodcov', en: 'Referee training' },
  practise: { sk: 'Cvičenie', en: 'Practice' },
  examMode: { sk: 'Skúška', en: 'Exam' },
  question: { sk: (k: number, n: number) => `Otázka ${k} z ${n}`, en: (k: number, n: number) => `Question ${k} of ${n}` },
  questionNo: { sk: (k: number) => `Otázka ${k}`, en: (k: number) => `Question ${k}` },
  /** A stored answer to a question this version no longer asks (renamed or taken out of the library). */
  questionGone: { sk: (name: string) => `Otázka „${name}“ (už sa nekladie)`, en: (name: string) => `Question "${name}" (no longer asked)` },
  watch: { sk: 'Pozrieť úder', en: 'Watch the stroke' },
  watchOnce: { sk: 'Pozrieť úder (raz)', en: 'Watch the stroke (once)' },
  legal: { sk: 'Správny úder', en: 'Legal shot' },
  orFoul: { sk: 'alebo faul:', en: 'or a foul:' },
  foul: { sk: 'Faul', en: 'Foul' },
  whichFoul: { sk: 'Ktorý faul?', en: 'Which foul?' },
  whatNext: { sk: 'Čo dostane súper?', en: 'What does the opponent get?' },
  consequence: {
    sk: { table: 'bielu do ruky kdekoľvek', kitchen: 'bielu do ruky v záhlaví', none: 'hrá, ako gule stoja', loss: 'výhru hry (prehra)' },
    en: {
      table: 'ball in hand anywhere',
      kitchen: 'ball in hand behind the head string',
      none: 'plays the balls as they lie',
      loss: 'the game (loss of game)',
    },
  },
  partCall: { sk: 'rozhodnutie (správny úder / ktorý faul)', en: 'the call (legal / which foul)' },
  partConsequence: { sk: 'následok', en: 'the consequence' },
  spotted: { sk: 'gule sa vracajú na návratovú čiaru (G31)', en: 'balls are spotted on the long string (G31)' },
  nothingSpotted: { sk: 'nič sa nevracia na návratovú čiaru', en: 'nothing is spotted' },
  replaced: { sk: 'gule sa vracajú na pôvodné miesto (G20, G30)', en: 'balls go back where they were (G20, G30)' },
  nothingReplaced: { sk: 'nič sa nevracia na pôvodné miesto', en: 'nothing is put back where it was' },
  inningEnds: { sk: 'nábeh končí', en: 'the inning ends' },
  inningGoesOn: { sk: 'hráč pokračuje', en: 'the player continues' },
  all: { sk: 'všetky otázky', en: 'all questions' },
  rulebookScope: {
    sk: { 'rulebook-seeds': 'podľa slovenských pravidiel', 'rulebook-wpa': 'podľa pravidiel WPA' },
    en: { 'rulebook-seeds': 'under the Slovak rules', 'rulebook-wpa': 'under the WPA rules' },
  },
  measured: { sk: 'Okom sa to rozhodnúť nedá, rozhodlo meranie:', en: 'No eye can decide this; a measurement did:' },
  examInstrument: { sk: 'aj otázky, ktoré rozhodne len meranie', en: 'also questions only a measurement decides' },
  rulebook: {
    sk: {
      seeds: 'Rozhodnuté podľa slovenských pravidiel (všeobecné pravidlá G1 až G42, turnajové pravidlá T1 a T2).',
      'wpa-game': 'Rozhodnuté podľa pravidiel WPA pre túto hru: slovenské pravidlá vlastné pravidlá hier nemajú, len na ne odkazujú.',
      'wpa-reading': 'Rozhodnuté podľa pravidiel WPA, ktoré túto situáciu posudzujú inak ako slovenské pravidlá.',
    },
    en: {
      seeds: 'Ruled under the Slovak rules (general rules G1 to G42, tournament rules T1 and T2).',
      'wpa-game': 'Ruled under the WPA rules of this game: the Slovak rules have no rules of the games themselves, they only refer to them.',
      'wpa-reading': 'Ruled under the WPA rules, which judge this situation otherwise than the Slovak rules.',
    },
  },
  lagWinner: { sk: (p: string) => `Rozohru vyhral hráč ${p}`, en: (p: string) => `Player ${p} wins the lag` },
  opponent: { sk: 'súper', en: 'the opponent' },
  lagReplay: { sk: 'Rozohra sa opakuje', en: 'Replay the lag' },
  next: { sk: 'Ďalšia otázka', en: 'Next question' },
  twin: { sk: 'Podobný úder (dvojča)', en: 'The twin stroke' },
  summary: { sk: 'Výsledky podľa kategórií pravidiel', en: 'Results by rule category' },
  passMark: { sk: 'hranica úspešnosti', en: 'pass mark' },
  passed: { sk: 'splnené', en: 'passed' },
  notPassed: { sk: 'nesplnené', en: 'not passed' },
  export: { sk: 'Export (JSON)', en: 'Export (JSON)' },
  reset: { sk: 'Vymazať výsledky', en: 'Reset results' },
  slow: { sk: 'Znova, spomalene pri faule', en: 'Replay, slowed round the foul' },
  slowLegal: { sk: 'Znova, spomalene pri prvom dotyku', en: 'Replay, slowed round the first contact' },
  back: { sk: 'Späť na tréning hry', en: 'Back to practice' },
  fold: { sk: 'Skryť panel', en: 'Hide the panel' },
  unfold: { sk: 'Ukázať panel', en: 'Show the panel' },
  right: { sk: 'Správne', en: 'Right' },
  wrong: { sk: 'Nesprávne', en: 'Wrong' },
  timedOut: { sk: 'Čas na odpoveď uplynul', en: 'The time to answer ran out' },
  evidence: {
    sk: 'Priebeh úderu (kliknutím na riadok sa úder pretočí na ten okamih)',
    en: 'The stroke, event by event (click a line to see that instant)',
  },
  seekHint: { sk: 'Ukázať tento okamih na stole', en: 'Show this instant on the table' },
  situation: { sk: 'Pred úderom', en: 'Before the stroke' },
  watchFirst: { sk: 'Pozrite si úder a rozhodnite.', en: 'Watch the stroke, then rule on it.' },
  storedAside: {
    sk: (n: number, key: string) => `${unreadEntries(n)}; pôvodný záznam je odložený nezmenený v úložisku prehliadača pod kľúčom ${key}.`,
    en: (n: number, key: string) =>
      `${n} stored training entr${n === 1 ? 'y' : 'ies'} could not be read; the original entry is kept, unchanged, in the browser's storage under the key ${key}.`,
  },
  storedKept: {
    sk: (n: number) => `${unreadEntries(n)} a úložisko nemá miesto na ich odloženie: pôvodný záznam zostáva a výsledky tejto návštevy sa neukladajú.`,
    en: (n: number) =>
      `${n} stored training entr${n === 1 ? 'y' : 'ies'} could not be read and the storage has no room to keep them aside: the original entry stays and this visit's results are not stored.`,
  },
  storageFull: {
    sk: 'Pokrok sa nedá uložiť (úložisko prehliadača je plné alebo vypnuté); výsledky platia, kým je stránka otvorená.',
    en: "Progress cannot be saved (the browser's storage is full or off); the results last while the page is open.",
  },
  score: { sk: (r: number, n: number) => `Skóre: ${r} z ${n}`, en: (r: number, n: number) => `Score: ${r} of ${n}` },
  // The exam.
  examSetup: { sk: 'Nová skúška', en: 'A new exam' },
  examScope: { sk: 'Okruh otázok', en: 'Questions from' },
  examTrainee: { sk: 'Meno skúšaného (na výsledok)', en: "Trainee's name (for the result)" },
  examTraineeIs: { sk: (n: string) => `Skúšaný: ${n}`, en: (n: string) => `Trainee: ${n}` },
  examCount: { sk: 'Počet otázok', en: 'Number of questions' },
  examTime: { sk: 'Čas na odpoveď', en: 'Time to answer' },
  untimed: { sk: 'bez limitu', en: 'untimed' },
  seconds: { sk: (s: number) => `${s} s`, en: (s: number) => `${s} s` },
  passMarkIs: { sk: (p: number) => `Hranica úspešnosti: ${p} %.`, en: (p: number) => `Pass mark: ${p} %.` },
  examStart: { sk: 'Začať skúšku', en: 'Start the exam' },
  examEveryCategory: { sk: 'hranicu musí dosiahnuť každá kategória', en: 'every category must reach the pass mark' },
  examFailedCategories: {
    sk: (names: readonly string[], decides: boolean) =>
      `${names.length === 1 ? 'Hranicu nedosiahla kategória' : 'Hranicu nedosiahli kategórie'}: ${names.join('; ')}${decides ? ' (skúška preto nie je splnená)' : ''}.`,
    en: (names: readonly string[], decides: boolean) => `Below the pass mark: ${names.join('; ')}${decides ? ' (so the exam is not passed)' : ''}.`,
  },
  examRules: {
    sk: 'Každý úder sa dá pozrieť iba raz, skutočnou rýchlosťou. Výsledok a karty sa ukážu až na konci.',
    en: 'Each stroke can be watched once, at real speed. The result and the cards come at the end.',
  },
  examOf: { sk: (k: number, n: number) => `Skúška · otázka ${k} z ${n}`, en: (k: number, n: number) => `Exam · question ${k} of ${n}` },
  timeLeft: { sk: (s: number) => `Zostáva ${s} s`, en: (s: number) => `${s} s left` },
  examDone: { sk: 'Výsledok skúšky', en: 'Exam result' },
  examTotal: {
    sk: (r: number, n: number, ratio: number, mark: number, ok: boolean) =>
      `${r} z ${n} správne (${pct(ratio)}), hranica ${pct(mark)}: ${ok ? 'skúška splnená' : 'skúška nesplnená'}`,
    en: (r: number, n: number, ratio: number, mark: number, ok: boolean) =>
      `${r} of ${n} right (${pct(ratio)}), pass mark ${pct(mark)}: ${ok ? 'passed' : 'not passed'}`,
  },
  category: { sk: 'Kategória pravidiel', en: 'Rule category' },
  rightOf: { sk: 'Správne', en: 'Right' },
  result: { sk: 'Výsledok', en: 'Result' },
  examQuestions: { sk: 'Otázky', en: 'Questions' },
  yourCall: { sk: 'vaše rozhodnutie', en: 'your call' },
  theRuling: { sk: 'rozhodnutie podľa pravidiel', en: 'the ruling' },
  showCard: { sk: 'Karta', en: 'Card' },
  backToResult: { sk: 'Späť na výsledok skúšky', en: 'Back to the exam result' },
  print: { sk: 'Vytlačiť', en: 'Print' },
  newExam: { sk: 'Nová skúška', en: 'New exam' },
  printedOn: { sk: (d: string) => `Tréning rozhodcov, skúška z ${d}`, en: (d: string) => `Referee training, exam of ${d}` },
  difficulty: {
    sk: { easy: 'ľahké', medium: 'stredné', hard: 'ťažké' },
    en: { easy: 'easy', medium: 'medium', hard: 'hard' },
  },
} as const satisfies Record<string, unknown>;
