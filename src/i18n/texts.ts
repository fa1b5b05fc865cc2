/** User-interface texts in Slovak and English (Slovak first: the product's home language). */
export type Lang = 'sk' | 'en';

export const TEXTS = {
  title: { sk: 'Biliardový simulátor', en: 'Pool simulator' },
  break: { sk: 'Rozbiť', en: 'Break' },
  reset: { sk: 'Nové rozostavenie', en: 'New rack' },
  ready: { sk: 'Pripravené: biela na hlavnej čiare, 15 gúľ v trojuholníku.', en: 'Ready: cue ball on the head string, 15 balls racked.' },
  playing: { sk: 'Úder prebieha…', en: 'Stroke in progress…' },
  rest: {
    sk: (ev: number, pocketed: string, ms: string) => `Gule stoja. ${ev} udalostí, potopené: ${pocketed || 'žiadna'}. Fyzika úderu: ${ms} ms.`,
    en: (ev: number, pocketed: string, ms: string) => `Balls at rest. ${ev} events, pocketed: ${pocketed || 'none'}. Stroke physics: ${ms} ms.`,
  },
  language: { sk: 'English', en: 'Slovensky' },
} as const;

export function preferredLang(languages: readonly string[]): Lang {
  return languages.some((l) => l.toLowerCase().startsWith('sk')) ? 'sk' : 'en';
}
