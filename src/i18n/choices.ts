/** The choices a ruling can give the next player (`ruling.next.options`), as the page's buttons say them. */
import type { Bilingual } from './glossary.ts';

export const CHOICE_LABELS: Readonly<Record<string, Bilingual>> = {
  'accept-table': { sk: 'Prevziať stôl, ako je', en: 'Take the table as it is' },
  'pass-back': { sk: 'Vrátiť úder súperovi', en: 'Hand the shot back' },
  're-break': { sk: 'Nový rozstrel, hrá ho previnilec', en: 'A new break by the offender' },
  're-rack-and-break': { sk: 'Rozostaviť a hrať rozstrel sám', en: 'Re-rack and break myself' },
  're-rack-opponent-breaks': { sk: 'Rozostaviť, rozstrel hrá previnilec', en: 'Re-rack, the offender breaks' },
  'ball-in-hand': { sk: 'Biela v ruke kdekoľvek', en: 'Cue ball in hand anywhere' },
  'ball-in-hand-kitchen': { sk: 'Biela v ruke v záhlaví', en: 'Cue ball in hand behind the head string' },
  'breaker-plays-from-kitchen': { sk: 'Hráč, ktorý hral rozstrel, hrá zo záhlavia', en: 'The breaker plays from behind the head string' },
  'restore-and-replay': { sk: 'Vrátiť pozíciu, úder sa opakuje', en: 'Restore the position and replay' },
  'respot-eight': { sk: 'Osmička na bod, hrá sa ďalej', en: 'Spot the 8 and play on' },
  're-rack-fifteen': { sk: 'Rozostaviť všetkých 15 gúľ', en: 'Re-rack all fifteen' },
};

export const CHOICE_TEXTS = {
  prompt: (player: string): Bilingual => ({ sk: `Hráč ${player} si vyberá:`, en: `Player ${player} chooses:` }),
  computerChose: (label: Bilingual): Bilingual => ({ sk: `Počítač si vybral: ${label.sk}.`, en: `The computer chose: ${label.en}.` }),
};
