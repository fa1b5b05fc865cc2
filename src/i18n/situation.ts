/** Slovak and English words for the pre-stroke evidence on the training card (src/ui/situation.ts). */
import type { Bilingual } from './rulings.ts';

/** "frozen to ...": the cushion (or the cue ball) a ball is declared frozen to. */
export const FROZEN_TO: Record<string, Bilingual> = {
  head: { sk: 'hornému mantinelu', en: 'the head cushion' }, foot: { sk: 'spodnému mantinelu', en: 'the foot cushion' },
  left: { sk: 'ľavému mantinelu', en: 'the left cushion' }, right: { sk: 'pravému mantinelu', en: 'the right cushion' },
  cue: { sk: 'bielej', en: 'the cue ball' },
};

/** What a declaration says the player did (design.md `declared`). */
export const DECLARED_ACT: Record<string, Bilingual> = {
  'ball-touched': { sk: 'dotkol sa gule', en: 'touched a ball' },
  'foot-off-floor': { sk: 'nemal nohu na zemi', en: 'had no foot on the floor' },
  'measuring-aid': { sk: 'meral pomôckou', en: 'used a measuring aid' },
  'table-marked': { sk: 'označil stôl', en: 'marked the table' },
  'advice-taken': { sk: 'prijal radu', en: 'took advice' },
  'out-of-turn': { sk: 'hral mimo poradia', en: 'played out of turn' },
  'intentional-foul': { sk: 'úmyselný faul', en: 'intentional foul' },
  'shot-while-balls-moving': { sk: 'hral, kým sa gule hýbali', en: 'played while balls were moving' },
  'shot-clock-expired': { sk: 'prekročil časový limit', en: 'let the shot clock expire' },
  'outside-interference': { sk: 'zásah zvonka', en: 'outside interference' },
};

/** Ball in hand, as a state before the stroke. */
export const HAND_BEFORE = {
  kitchen: { sk: 'biela v ruke v záhlaví', en: 'cue ball in hand behind the head string' },
  table: { sk: 'biela v ruke kdekoľvek', en: 'cue ball in hand anywhere' },
} as const;
