/** The referee-training screen's texts, in the rulebook's terms (glossary.ts). */

import { percent as pct } from './glossary.ts';

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
  replaced: {
    sk: 'rozhodca vráti pohnuté gule na miesto, kde boli (G20, G30)',
    en: 'the referee puts moved balls back where they were (G20, G30)',
  },
  nothingReplaced: { sk: 'nič sa nevracia na pôvodné miesto', en: 'nothing is put back where it was' },
  inningEnds: { sk: 'nábeh končí', en: 'the inning ends' },
  inningGoesOn: { sk: 'hráč pokračuje', en: 'the player continues' },
  all: { sk: 'všetky otázky', en: 'all questions' },
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
