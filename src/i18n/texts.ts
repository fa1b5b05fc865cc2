/** User-interface texts in Slovak and English (Slovak first: the product's home language). */
export type Lang = 'sk' | 'en';

export const TEXTS = {
  title: { sk: 'Biliardový simulátor', en: 'Pool simulator' },
  shoot: { sk: 'Hrať (medzerník)', en: 'Shoot (Space)' },
  replay: { sk: 'Znova prehrať (R)', en: 'Replay (R)' },
  undo: { sk: 'Späť (U)', en: 'Undo (U)' },
  save: { sk: 'Uložiť ako scenár', en: 'Save as scenario' },
  layoutPractice: { sk: 'Tréning', en: 'Practice' },
  layoutNine: { sk: 'Rozstrel 9', en: '9-ball break' },
  layoutEight: { sk: 'Rozstrel 8', en: '8-ball break' },
  speed: { sk: 'Rýchlosť tága', en: 'Cue speed' },
  elevation: { sk: 'Zdvih tága', en: 'Cue elevation' },
  raise: { sk: 'Zdvihnúť tágo (E)', en: 'Raise the cue (E)' },
  playback: { sk: 'Prehrávanie', en: 'Playback' },
  aim: {
    sk: (deg: string, v: string) => `Mierenie ${deg}°, tágo ${v} m/s. Myšou alebo šípkami (Shift jemne), ↑↓ rýchlosť, PgUp/PgDn zdvih tága.`,
    en: (deg: string, v: string) => `Aim ${deg}°, cue ${v} m/s. Mouse or arrow keys (Shift: fine), ↑↓ speed, PgUp/PgDn cue elevation.`,
  },
  playing: { sk: 'Úder prebieha…', en: 'Stroke in progress…' },
  rest: {
    sk: (ev: number, pocketed: string, ms: string, flew = '') => `Gule stoja. ${ev} udalostí, potopené: ${pocketed || 'žiadna'}${flew ? `, vo vzduchu: ${flew}` : ''}. Fyzika úderu: ${ms} ms.`,
    en: (ev: number, pocketed: string, ms: string, flew = '') => `Balls at rest. ${ev} events, pocketed: ${pocketed || 'none'}${flew ? `, in the air: ${flew}` : ''}. Stroke physics: ${ms} ms.`,
  },
  blocked: {
    sk: (what: string, min: string | null) => `Tágo by prešlo cez ${what}; ${min ? `zdvihnite ho aspoň na ${min}° (E) alebo zmeňte smer` : 'zmeňte smer'}.`,
    en: (what: string, min: string | null) => `The stick would pass through ${what}; ${min ? `raise it to at least ${min}° (E) or change the aim` : 'change the aim'}.`,
  },
  language: { sk: 'English', en: 'Slovensky' },
  referee: { sk: 'Rozhodca', en: 'Referee' },
  training: {
    title: { sk: 'Tréning rozhodcov', en: 'Referee training' },
    watch: { sk: 'Pozrieť úder', en: 'Watch the stroke' },
    legal: { sk: 'Správny úder', en: 'Legal' },
    foul: { sk: 'Faul', en: 'Foul' },
    whichFoul: { sk: 'Ktorý faul?', en: 'Which foul?' },
    lagWinner: { sk: (p: string) => `Rozohru vyhral ${p}`, en: (p: string) => `${p} wins the lag` },
    lagReplay: { sk: 'Rozohra sa opakuje', en: 'Replay the lag' },
    answer: { sk: 'Odpovedať', en: 'Answer' },
    next: { sk: 'Ďalší', en: 'Next' },
    twin: { sk: 'Férové dvojča', en: 'Fair twin' },
    exam: { sk: 'Skúška (jedno pozretie)', en: 'Exam (one viewing)' },
    summary: { sk: 'Výsledky podľa pravidiel', en: 'Results by rule' },
    passMark: { sk: 'hranica', en: 'pass mark' },
    passed: { sk: 'splnené', en: 'passed' },
    notPassed: { sk: 'nesplnené', en: 'not passed' },
    export: { sk: 'Export (JSON)', en: 'Export (JSON)' },
    reset: { sk: 'Vymazať výsledky', en: 'Reset results' },
    slow: { sk: 'Spomalene 0,25×', en: 'Slow motion 0.25×' },
    back: { sk: 'Späť na tréning hry', en: 'Back to practice' },
    right: { sk: 'Správne', en: 'Right' },
    wrong: { sk: 'Nesprávne', en: 'Wrong' },
    evidence: { sk: 'Dôkazy (udalosti úderu)', en: 'Evidence (the stroke\'s events)' },
    situation: { sk: 'Pred úderom', en: 'Before the stroke' },
    score: { sk: (r: number, n: number) => `Skóre: ${r} z ${n}`, en: (r: number, n: number) => `Score: ${r} of ${n}` },
  },
} as const;

export function preferredLang(languages: readonly string[]): Lang {
  return languages.some((l) => l.toLowerCase().startsWith('sk')) ? 'sk' : 'en';
}
