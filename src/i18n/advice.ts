/** The advisor's suggestions in words, in the rulebook's terms (glossary.ts). */
import type { Suggestion } from '../advisor/advise.ts';
import { ball, POCKET, TERM, type Bilingual } from './glossary.ts';

export const ADVICE_TEXTS = {
  suggest: { sk: 'Poradiť úder', en: 'Suggest a stroke' },
  next: { sk: 'Ďalší návrh', en: 'Next suggestion' },
  thinking: (pct: number): Bilingual => ({ sk: `Hľadám úder… ${pct} %`, en: `Looking for a stroke… ${pct} %` }),
  none: { sk: 'Nenašiel sa žiadny úder.', en: 'No stroke found.' },
  /** The worker failed or fell silent: the easiest pot stands in (its technical reason kept short). */
  failed: (why: string): Bilingual => ({
    sk: `Poradca neodpovedal (${why.slice(0, 80)}); navrhujem najľahšie umiestnenie.`,
    en: `The advisor did not answer (${why.slice(0, 80)}); suggesting the easiest pot.`,
  }),
  /** The answer came for a table that is no longer on the screen (a stroke played, an undo, a new game meanwhile). */
  stale: {
    sk: 'Kým poradca hľadal úder, stôl sa zmenil: návrh patril k predošlému postaveniu, a tak sa zahodil. Stlačte „Poradiť úder“ znova.',
    en: 'The table changed while the advisor was looking: its suggestion was for the layout before, so it was dropped. Press “Suggest a stroke” again.',
  },
  opponent: { sk: 'Hráč B:', en: 'Player B:' },
  human: { sk: 'človek', en: 'a person' },
  levels: {
    beginner: { sk: 'počítač, začiatočník', en: 'the computer, beginner' },
    club: { sk: 'počítač, klubový hráč', en: 'the computer, club player' },
    amateur: { sk: 'počítač, silný amatér', en: 'the computer, strong amateur' },
    professional: { sk: 'počítač, profesionál', en: 'the computer, professional' },
    tournament: { sk: 'počítač, ligový hráč', en: 'the computer, league player' },
  },
  computerBreaks: { sk: 'Počítač hrá rozstrel.', en: 'The computer breaks.' },
  computerThinks: { sk: 'Počítač premýšľa…', en: 'The computer is thinking…' },
  /** The computer's search did not answer in its time: the easiest pot is played instead. */
  timeUp: {
    sk: 'Čas počítača vypršal: hrá najľahšie umiestnenie.',
    en: "The computer's time is up: it plays the easiest pot.",
  },
  /** The person tried to strike, aim or change the stroke while the computer has the turn. */
  computersTurn: {
    sk: 'Na rade je počítač: jeho úder hrá on, vy hráte po ňom.',
    en: "It is the computer's turn: it plays its own stroke; you play after it.",
  },
  /** The status line while the computer has the turn and says nothing else. */
  computerAtTable: { sk: 'Na rade je počítač (hráč B).', en: "The computer's turn (player B)." },
  computerStuck: {
    sk: 'Počítač nenašiel úder: zahrajte zaň alebo začnite novú hru.',
    en: 'The computer found no stroke: play it for the computer or start a new game.',
  },
};

/** What the stroke is: which ball goes where, and how. */
export function adviceWhat(x: Suggestion): Bilingual {
  const t = ball(x.target);
  if (x.pushOut)
    return {
      sk: `${TERM.pushOut.sk}: biela odvalená tak, aby ďalší úder bol vyrovnaný pre toho, kto ho bude hrať`,
      en: `a ${TERM.pushOut.en}: the cue ball rolled to leave a shot about even for whoever plays it`,
    };
  if (!x.pot) return { sk: `${TERM.safety.sk} na ${t.sk.acc}`, en: `a ${TERM.safety.en} on ${t.en}` };
  const b = ball(x.pot.ball),
    p = POCKET[x.pot.pocket];
  switch (x.kind) {
    case 'bank':
      return { sk: `${b.sk.nom} od mantinelu do ${p.sk.gen}`, en: `${b.en} banked into ${p.en}` };
    case 'kick':
      return { sk: `biela od mantinelu, ${b.sk.nom} do ${p.sk.gen}`, en: `a kick: the cue ball off a cushion, ${b.en} into ${p.en}` };
    case 'combination':
      return { sk: `kombinácia: ${t.sk.nom} do ${b.sk.gen}, tá do ${p.sk.gen}`, en: `a combination: ${t.en} into ${b.en}, into ${p.en}` };
    default:
      return { sk: `${b.sk.nom} do ${p.sk.gen}`, en: `${b.en} into ${p.en}` };
  }
}

/** The status line for suggestion k of n: what, the chance to keep the table, how long the search took. */
export function adviceLine(x: Suggestion, k: number, n: number, seconds: number): Bilingual {
  const w = adviceWhat(x);
  if (x.pushOut) return pushOutLine(w, x, k, n, seconds);
  const pct = Math.round(100 * x.chance);
  // A stroke that fouls under the player's noise says so: a boxed-in cue ball's least bad stroke is a foul.
  const foul = Math.round(100 * x.foulChance);
  const fouls = foul > 0 ? { sk: `, faul v ${foul} % prípadov`, en: `, fouls ${foul} % of the time` } : { sk: '', en: '' };
  return {
    sk: `Návrh ${k}/${n}: ${w.sk}; hráč pokračuje v ${pct} % prípadov${fouls.sk} (hľadanie ${seconds.toFixed(1).replace('.', ',')} s).`,
    en: `Suggestion ${k}/${n}: ${w.en}; the shooter keeps the table ${pct} % of the time${fouls.en} (found in ${seconds.toFixed(1)} s).`,
  };
}

/** A push-out's status line: the shooter does not keep the table on it; the opponent chooses who plays on. */
function pushOutLine(w: Bilingual, x: Suggestion, k: number, n: number, seconds: number): Bilingual {
  const foul = Math.round(100 * x.foulChance);
  const fouls = foul > 0 ? { sk: ` (faul v ${foul} % prípadov)`, en: ` (fouls ${foul} % of the time)` } : { sk: '', en: '' };
  return {
    sk: `Návrh ${k}/${n}: ${w.sk}; súper potom rozhodne, či hrá ďalej, alebo úder vráti${fouls.sk} (hľadanie ${seconds.toFixed(1).replace('.', ',')} s).`,
    en: `Suggestion ${k}/${n}: ${w.en}; the opponent then chooses to play on or to hand the shot back${fouls.en} (found in ${seconds.toFixed(1)} s).`,
  };
}
