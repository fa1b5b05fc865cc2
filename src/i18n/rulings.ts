/** Slovak and English sentences of a ruling: the enforced foul with its rule, and what comes next. */
import { FOUL_TEXTS } from './fouls.ts';
import type { FoulCode } from '../rules/fouls.ts';
import type { BallInHand, Player } from '../rules/types.ts';

export interface Bilingual { sk: string; en: string }

const HAND: Record<BallInHand, Bilingual> = {
  none: { sk: 'hrá z pozície, ako gule stoja', en: 'plays the balls as they lie' },
  kitchen: { sk: 'má bielu v ruke v záhlaví (za hlavnou čiarou)', en: 'has the cue ball in hand behind the head string' },
  table: { sk: 'má bielu v ruke kdekoľvek na stole', en: 'has the cue ball in hand anywhere on the table' },
};

export function foulSentence(code: string, rule: string): Bilingual {
  const text = FOUL_TEXTS[code as FoulCode] ?? { sk: code, en: code };
  return { sk: `Faul (${rule}): ${text.sk}`, en: `Foul (${rule}): ${text.en}` };
}

export function nextSentence(shooter: Player, hand: BallInHand, continues: boolean): Bilingual {
  if (continues) return { sk: `Hráč ${shooter} pokračuje.`, en: `Player ${shooter} continues.` };
  return { sk: `Na rade je hráč ${shooter} a ${HAND[hand].sk}.`, en: `Player ${shooter} is next and ${HAND[hand].en}.` };
}

export const LEGAL: Bilingual = { sk: 'Správny úder.', en: 'Legal shot.' };

export function join(...parts: Bilingual[]): Bilingual {
  return { sk: parts.map((p) => p.sk).join(' '), en: parts.map((p) => p.en).join(' ') };
}
