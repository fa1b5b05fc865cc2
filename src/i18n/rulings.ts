/** Slovak and English sentences of a ruling: the enforced foul with its rule, and what comes next. */
import { foulText } from './fouls.ts';
import type { PocketName } from '../table/geometry.ts';
import { actor, ball, capitalized, citeRule, POCKET, TERM, type Bilingual } from './glossary.ts';
import type { BallInHand, InterferenceWords, Player } from './glossary.ts';

export type { Bilingual };

const HAND: Record<BallInHand, Bilingual> = {
  none: { sk: 'hrá z pozície, ako gule stoja', en: 'plays the balls as they lie' },
  kitchen: { sk: 'má bielu v ruke v záhlaví', en: 'has the cue ball in hand behind the head string' },
  table: { sk: 'má bielu v ruke kdekoľvek na stole', en: 'has the cue ball in hand anywhere on the table' },
};

/** What the hand of an outside interference did (T2.18), as a clause: "a spectator stopped the moving 1". */
function interferenceAct(f: InterferenceWords): Bilingual | null {
  const who = actor(f.by);
  const b = f.ball !== undefined ? ball(f.ball) : null;
  switch (f.impact) {
    case 'time-unknown':
      return null;
    case 'table-disturbed':
      return { sk: 'rušenie prišlo, kým sa gule ešte pohybovali', en: 'it came while the balls were still moving' };
  }
  if (!b) return null;
  switch (f.impact) {
    case 'ball-stopped':
      return { sk: `${who.sk.nom} zastavil ${b.sk.acc}, ktorá sa pohybovala`, en: `${who.en} stopped ${b.en} while it was moving` };
    case 'ball-deflected':
      return { sk: `${who.sk.nom} zmenil smer ${b.sk.gen}, ktorá sa pohybovala`, en: `${who.en} turned ${b.en} aside while it was moving` };
    case 'moving-ball-touched':
      return { sk: `${who.sk.nom} sa dotkol ${b.sk.gen}, kým sa pohybovala`, en: `${who.en} touched ${b.en} while it was moving` };
    case 'ball-moved':
      return {
        sk: `${who.sk.nom} posunul ${b.sk.acc}, kým sa iné gule ešte pohybovali`,
        en: `${who.en} moved ${b.en} while other balls were still moving`,
      };
    case 'ball-reached':
      return {
        sk: `${who.sk.nom} sa dotkol ${b.sk.gen}, ku ktorej sa potom v tomto údere dostala iná guľa`,
        en: `${who.en} touched ${b.en}, which the stroke then reached`,
      };
  }
}

/**
 * Acts the seeds punish by the loss of the game, not as a foul: each is headed by its rule's own
 * title (T1.9 "Pomáhanie pri partii", T2.28 "Nešportové správanie"), so a card never calls it a foul.
 */
const NOT_A_FOUL: Readonly<Record<string, Bilingual>> = {
  'advice-taken': { sk: 'Pomáhanie pri partii', en: 'Assistance during the match' },
  'intentional-foul': { sk: 'Nešportové správanie', en: 'Unsportsmanlike conduct' },
};

/** The ruling's opening words: "Faul (G19)", or the rule's title where the seeds do not call the act a foul. */
function headWord(code: string, rule: string, lang: 'sk' | 'en'): string {
  return `${NOT_A_FOUL[code]?.[lang] ?? (lang === 'sk' ? 'Faul' : 'Foul')} (${citeRule(rule, lang)})`;
}

export function foulSentence(code: string, rule: string): Bilingual {
  const text = foulText(code, rule);
  return { sk: `${headWord(code, rule, 'sk')}: ${text.sk}`, en: `${headWord(code, rule, 'en')}: ${text.en}` };
}

/** G5: why a lag ball lost, by sub-rule (the lag is lost, not fouled: no penalty follows). */
const LAG_LOST: Record<string, Bilingual> = {
  'G5.1': { sk: 'prešla do polovice stola súpera', en: "crossed into the opponent's half of the table" },
  'G5.2': { sk: 'sa nedotkla zadného mantinelu', en: 'never touched the foot cushion' },
  'G5.3': { sk: 'padla do jamky', en: 'was pocketed' },
  'G5.4': { sk: 'vyskočila zo stola', en: 'left the table' },
  'G5.5': { sk: 'sa dotkla pozdĺžneho mantinelu', en: 'touched a long cushion' },
  'G5.6': { sk: 'sa dotkla predného mantinelu viac ako raz', en: 'touched the head cushion more than once' },
  'G5.7': { sk: 'zastala v ústí rohovej jamky za líniou predného mantinelu', en: 'stopped in a corner-pocket mouth past the head-cushion nose' },
};

/** What the lag ball did to lose under `rule` (a G5 sub-rule), as a predicate: "touched a long cushion". */
export function lagBreach(rule: string): Bilingual {
  return LAG_LOST[rule] ?? { sk: rule, en: rule };
}

export function lagLostSentence(ball: string, rule: string): Bilingual {
  const player = ball === 'lag-B' ? 'B' : 'A';
  const why = lagBreach(rule);
  return {
    sk: `Rozohru prehráva hráč ${player} (${rule}): jeho guľa ${why.sk}.`,
    en: `Player ${player} loses the lag (${rule}): his ball ${why.en}.`,
  };
}

/**
 * G5 (placement): a lag ball stands on the head string. G5 forbids it ("Pozor: guľa v rozohre sa
 * nesmie odohrať z hranice záhlavia") but names no consequence, and its list of lags lost
 * automatically (5.1-5.7) does not hold it; the rules matrix (S08) reads it as a placement the
 * referee corrects before the stroke, no penalty. A lag already played from the line is taken
 * again from a correct place; where the seeds give no remedy, T2.4 leaves it to the tournament
 * director, and the sentence says so.
 */
/** `pastM`: how far the ball stands past the head string, outside the kitchen, m (null: on the line itself). */
export function lagPlacementSentence(ball: string, pastM: number | null = null): Bilingual {
  const player = ball === 'lag-B' ? 'B' : 'A';
  const remedy: Bilingual = {
    sk:
      'Rozhodca to opraví pred úderom: hráč guľu postaví znova, bez trestu. ' +
      'Medzi dôvodmi automatickej prehry rozohry (G5.1 až G5.7) tento prípad nie je, preto sa takto zahraná rozohra nepočíta; ' +
      'iný postup môže určiť vedúci turnaja (T2.4).',
    en:
      'The referee corrects this before the stroke: the player places the ball again, with no penalty. ' +
      'It is not among the reasons a lag is lost automatically (G5.1 to G5.7), so a lag played from there does not count; ' +
      'the tournament director may decide otherwise (T2.4).',
  };
  // On the line (within its half-width) or clearly past it, outside the kitchen: the words say which.
  if (pastM !== null) {
    const cm = (pastM * 100).toFixed(1);
    return {
      sk:
        `Guľa hráča ${player} stojí ${cm.replace('.', ',')} cm za hranicou záhlavia, mimo záhlavia, hoci si ju hráč pri rozohre umiestni v záhlaví (G5); ` +
        `guľa sa kladie pred hranicu záhlavia (G15). ${remedy.sk}`,
      en:
        `Player ${player}'s ball stands ${cm} cm past the head string, outside the kitchen, although a lag ball is placed in the kitchen (G5); ` +
        `the ball is placed behind the head string (G15). ${remedy.en}`,
    };
  }
  return {
    sk:
      `Guľa hráča ${player} stojí na hranici záhlavia, hoci „guľa v rozohre sa nesmie odohrať z hranice záhlavia“ (G5); ` +
      `záhlavie hranicu neobsahuje, guľa sa kladie pred ňu (G15). ${remedy.sk}`,
    en:
      `Player ${player}'s ball stands on the head string, although a lag ball must not be played from the head string (G5); ` +
      `the kitchen does not include the line, so the ball is placed behind it (G15). ${remedy.en}`,
  };
}

/** G5, G6: what follows a lag; it has no shooter and no cue ball: its winner chooses the break, or both players lag again. */
export function lagNextSentence(winner: Player | null): Bilingual {
  if (winner === null)
    return {
      sk: 'Obaja hráči zahrajú rozohru znova, každý si guľu umiestni v záhlaví (G5).',
      en: 'Both players lag again, each placing his ball in the kitchen (G5).',
    };
  return {
    sk: `Hráč ${winner} si vyberie: vykoná rozstrel, alebo ho prenechá súperovi (G6).`,
    en: `Player ${winner} chooses: he breaks, or gives the break to his opponent (G6).`,
  };
}

export function nextSentence(shooter: Player, hand: BallInHand, continues: boolean): Bilingual {
  if (continues && hand !== 'none')
    return { sk: `Hráč ${shooter} pokračuje a ${HAND[hand].sk}.`, en: `Player ${shooter} continues and ${HAND[hand].en}.` };
  if (continues) return { sk: `Hráč ${shooter} pokračuje.`, en: `Player ${shooter} continues.` };
  return { sk: `Na rade je hráč ${shooter} a ${HAND[hand].sk}.`, en: `Player ${shooter} is next and ${HAND[hand].en}.` };
}

/**
 * What the next player may choose, worded from the ruling's options (so the text cannot say
 * "plays the balls as they lie" where the rule offers a re-rack). `replaces`: the choice stands
 * instead of the plain "who is next" sentence.
 */
export function choiceSentence(
  next: Player,
  offender: Player,
  options: readonly string[],
): { readonly text: Bilingual; readonly replaces: boolean } | null {
  const has = (o: string) => options.includes(o);
  if (has('re-rack-fifteen')) {
    const accept = has('accept-table');
    const other = offender === 'A' ? 'B' : 'A';
    return {
      replaces: true,
      text: {
        sk: `Všetkých 15 gúľ sa znova rozostaví a hráč ${offender} vykoná otvárací rozstrel${accept ? `; hráč ${other} si namiesto toho môže vybrať, že prevezme stôl, ako je` : ''}.`,
        en: `All fifteen balls are re-racked and player ${offender} breaks under the opening-break rules${accept ? `; player ${other} may instead take the table as it is` : ''}.`,
      },
    };
  }
  if (has('accept-table') && has('re-break')) {
    return {
      replaces: true,
      text: {
        sk: `Hráč ${next} si vyberie: prevezme stôl, ako je, alebo hráč ${offender} vykoná rozstrel znova.`,
        en: `Player ${next} chooses: take the table as it is, or have player ${offender} break again.`,
      },
    };
  }
  if (has('accept-table') && has('re-rack-and-break')) {
    return {
      replaces: true,
      text: {
        sk: `Hráč ${next} si vyberie: prevezme stôl, ako je, alebo sa gule znova rozostavia a rozstrel vykoná sám, alebo ho znova vykoná hráč ${offender}.`,
        en: `Player ${next} chooses: take the table as it is, or have the balls re-racked and break himself, or have player ${offender} break again.`,
      },
    };
  }
  if (has('accept-table') && has('pass-back')) {
    return {
      replaces: true,
      text: {
        sk: `Hráč ${next} si vyberie: hrá, ako gule stoja, alebo vráti úder hráčovi ${offender}.`,
        en: `Player ${next} chooses: play the balls as they lie, or hand the shot back to player ${offender}.`,
      },
    };
  }
  if (has('respot-eight') && has('re-break')) {
    return {
      replaces: false,
      text: {
        sk: `Hráč ${next} si vyberie: osmička sa vráti na zadný bod (G31) a hrá sa ďalej, alebo sa rozstrel opakuje.`,
        en: `Player ${next} chooses: the 8 is spotted on the foot spot (G31) and play goes on, or the rack is broken again.`,
      },
    };
  }
  if (has('push-out')) return { replaces: false, text: { sk: `Hráč ${next} môže zahrať push out.`, en: `Player ${next} may play a push-out.` } };
  return null;
}

/** 14.1: the points a stroke gives or takes, as the ruling's score change says. */
export function pointsSentence(player: Player, delta: number, thirdFoulExtra = 0): Bilingual {
  const n = Math.abs(delta);
  const sign = delta > 0 ? '+' : '−';
  const sk = n === 1 ? 'bod' : n >= 2 && n <= 4 ? 'body' : 'bodov';
  const x = Math.abs(thirdFoulExtra);
  const why =
    x > 0
      ? // The −15 is WPA 14.1's penalty; T2.16 only binds the referee to warn before it.
        {
          sk: ` (−${n - x} za faul, −${x} za tretí faul za sebou, WPA 14/1)`,
          en: ` (−${n - x} for the foul, −${x} for the third foul in a row, WPA 14.1)`,
        }
      : { sk: '', en: '' };
  return { sk: `Hráč ${player}: ${sign}${n} ${sk}${why.sk}.`, en: `Player ${player}: ${sign}${n} point${n === 1 ? '' : 's'}${why.en}.` };
}

export const LEGAL: Bilingual = { sk: 'Správny úder.', en: 'Legal shot.' };
/** G5: both lag balls were played without a breach (a lag is no shot of a game: it is valid or lost, never legal or a foul). */
export const LAG_VALID: Bilingual = { sk: 'Obe gule rozohry boli zahrané podľa pravidiel (G5).', en: 'Both lag balls were played validly (G5).' };
export const SEVERAL_FOULS: Bilingual = {
  sk: 'Viac faulov v jednom údere sa trestá raz (G29).',
  en: 'Several fouls in one stroke are penalised once (G29).',
};

export function join(...parts: Bilingual[]): Bilingual {
  return { sk: parts.map((p) => p.sk).join(' '), en: parts.map((p) => p.en).join(' ') };
}

/** A spot a re-racked ball may be placed on (WPA 14.1): predný, stredný, zadný bod (T1, G31). */
export type RerackSpot = 'kitchen' | 'head' | 'centre' | 'foot';
const SPOT: Record<Exclude<RerackSpot, 'kitchen'>, Bilingual> = {
  head: { sk: 'predný bod', en: 'the head spot' },
  centre: { sk: 'stredný bod', en: 'the centre spot' },
  foot: { sk: 'zadný bod', en: 'the foot spot' },
};

const CUE_PLACEMENT: Record<'not-in-hand' | 'kitchen' | 'cushion' | 'ball', Bilingual> = {
  'not-in-hand': { sk: 'Biela nie je v ruke: hrá sa, ako leží (G15).', en: 'The cue ball is not in hand: it is played as it lies (G15).' },
  kitchen: {
    sk: 'Bielu v ruke v záhlaví treba položiť pred hranicu záhlavia, nie na ňu ani za ňu (G15, G9).',
    en: 'With ball in hand in the kitchen the cue ball goes behind the head string, not on or past it (G15, G9).',
  },
  cushion: {
    sk: 'Tam biela nemôže ležať: je v mantineli alebo nad jamkou.',
    en: 'The cue ball cannot lie there: it would be in a cushion or over a pocket.',
  },
  ball: { sk: 'Tam biela nemôže ležať: prekrývala by inú guľu.', en: 'The cue ball cannot lie there: it would overlap another ball.' },
};

export function cuePlacementSentence(why: keyof typeof CUE_PLACEMENT): Bilingual {
  return CUE_PLACEMENT[why];
}

/** Sentences of the game rules and the adjudicator, by what they say (rule ids in the text). */
export const NOTES = {
  kitchenUnwarned: {
    sk: 'Biela bola zahraná mimo záhlavia, no nikto hráča pred úderom neupozornil: úder platí (G9, T2.21).',
    en: 'The cue ball was played from outside the kitchen, but nobody warned the player before the stroke: the stroke stands (G9, T2.21).',
  },
  /** G31: a ball goes on the foot spot when it is free, else (and several balls) on the long string as close to it as they fit. */
  spotted: (ids: readonly string[], onFootSpot: boolean): Bilingual => {
    const sk = ids.map((id) => ball(id).sk.nom);
    const en = ids.map((id) => ball(id).en);
    if (ids.length === 1 && !onFootSpot)
      return {
        sk: `${capitalized(sk[0] as string)} sa vracia na návratovú čiaru (G31).`,
        en: `${capitalized(en[0] as string)} is spotted on the long string (G31).`,
      };
    return ids.length === 1
      ? {
          sk: `${capitalized(sk[0] as string)} sa vracia na zadný bod (G31).`,
          en: `${capitalized(en[0] as string)} is spotted on the foot spot (G31).`,
        }
      : {
          sk: `Na návratovú čiaru sa vracajú: ${sk.join(', ')} (G31).`,
          en: `Spotted on the long string: ${en.join(', ')} (G31).`,
        };
  },
  /** T1.11: the extension claimed by answering "TIME" and granted: the time the stroke had. */
  extensionUsed: (player: Player, allowedS: number): Bilingual => ({
    sk: `Hráč ${player} odpovedal na rozhodcovo TIME slovom TIME: čas sa mu predĺžil o 25 s, na úder mal ${allowedS} s (T1.11).`,
    en: `Player ${player} answered the referee's TIME with TIME: his time was extended by 25 s, to ${allowedS} s for the stroke (T1.11).`,
  }),
  /** T1.11: the extension claimed when the player had none left in the game (rack). */
  extensionNoneLeft: (player: Player): Bilingual => ({
    sk: `Hráč ${player} odpovedal na rozhodcovo TIME slovom TIME, ale predĺženie času v tejto hre už nemá (T1.11).`,
    en: `Player ${player} answered the referee's TIME with TIME, but he has no extension left in this game (T1.11).`,
  }),
  /** T2.28: "varovanie (výzva bez následkov)", the first step for unsportsmanlike conduct. */
  conductWarning: (player: Player): Bilingual => ({
    sk: `Hráč ${player} je varovaný za nešportové správanie (výzva bez následkov, T2.28); ďalšie úmyselné obchádzanie pravidiel v tomto zápase dostane dôrazné varovanie, s ktorým hráč hru prehrá (v 14/1 sa hodnotí ako úmyselný faul).`,
    en: `Player ${player} is warned for unsportsmanlike conduct (a warning without consequence, T2.28); a further deliberate breach of the rules in this match gets the strong warning, and with it the game is lost (in 14.1 it counts as an intentional foul).`,
  }),
  losesGame: (player: Player): Bilingual => ({ sk: `Hráč ${player} prehráva hru.`, en: `Player ${player} loses the game.` }),
  /** T2.28: the strong warning when both players were already playing at the 8 or the 9. */
  losesNextGameToo: (player: Player, gameBall: '8' | '9'): Bilingual => ({
    sk: `Hráč ${player} prehráva hru a aj ďalšiu hru: obaja hráči už hrali na guľu č. ${gameBall} (dôrazné varovanie, T2.28).`,
    en: `Player ${player} loses the game and the next game too: both players were already playing at the ${gameBall} (the strong warning, T2.28).`,
  }),
  breakingScratchChoiceRebreak: {
    sk: 'Súper si vyberie bielu do ruky kdekoľvek alebo nový rozstrel (G38).',
    en: 'The opponent chooses ball in hand anywhere or a re-break (G38).',
  },
  breakingScratchChoiceReplay: {
    sk: 'Súper si vyberie bielu do ruky kdekoľvek alebo vrátenie pozície a opakovanie úderu (G38).',
    en: 'The opponent chooses ball in hand anywhere or the position restored and the stroke replayed (G38).',
  },
  pushOut: { sk: 'Push out (WPA deviatka).', en: 'Push-out (WPA nine-ball).' },
  /** WPA 9-ball: a push-out announced when none was open (mid-rack, or on the break). */
  pushOutNotOpen: {
    sk: 'Push out nebol otvorený: ohlásiť ho možno len v údere hneď po rozstrele (WPA deviatka), a tak sa úder posudzuje ako bežný.',
    en: 'No push-out was open: it may be announced only on the stroke right after the break (WPA nine-ball), so the stroke is ruled as an ordinary one.',
  },
  obviousShot: {
    sk: `${capitalized(TERM.obviousShot.sk)} sa hlásiť nemusí (T2.8): rozhodca úder tak posúdil.`,
    en: 'An obvious shot needs no call (T2.8): the referee judged this one so.',
  },
  /** T2.8 judged from the record: the first ball hit went straight into a pocket. */
  obviousInRecord: (id: string, pocket: PocketName): Bilingual => ({
    sk: `${capitalized(TERM.obviousShot.sk)} sa hlásiť nemusí (T2.8): biela trafila priamo ${ball(id).sk.acc} a tá išla rovno do ${POCKET[pocket].sk.gen}, bez mantinelu, dotyku inej gule či kombinácie; počíta sa ako nahlásená.`,
    en: `An obvious shot needs no call (T2.8): the cue ball went straight to ${ball(id).en} and it went straight into ${POCKET[pocket].en}, with no cushion, kiss or combination; it counts as called.`,
  }),
  /** T2.8: pocketed with no call, and the shot not obvious (judged so by the referee, or by the record). */
  uncalledNotObvious: (ids: readonly string[], judged: boolean): Bilingual => {
    const sk = ids.map((id) => ball(id).sk.nom).join(', ');
    const en = ids.map((id) => ball(id).en).join(', ');
    return {
      sk: `Nič nebolo nahlásené a ${judged ? 'rozhodca úder posúdil ako nie jasný' : 'úder nebol jasný (biela nešla priamo na jednu guľu alebo tá nešla rovno do jamky)'} (T2.8): ${sk} sa ${ids.length > 1 ? 'nepočítajú' : 'nepočíta'}.`,
      en: `Nothing was called and ${judged ? 'the referee judged the shot not obvious' : 'the shot was not obvious (the cue ball did not go straight to one ball, or that ball not straight into a pocket)'} (T2.8): ${en} ${ids.length > 1 ? 'score' : 'scores'} nothing.`,
    };
  },
  /** G4: a ball pocketed on a called safety (8-ball, 14.1) does not count, and the inning ends. */
  safetyPocketed: (ids: readonly string[]): Bilingual => ({
    sk: `Hráč hral nahlásenú istotu: ${ids.map((id) => ball(id).sk.nom).join(', ')} sa ${ids.length > 1 ? 'nepočítajú' : 'nepočíta'} a hráč ide od stola (G4).`,
    en: `The player called a safety: ${ids.map((id) => ball(id).en).join(', ')} ${ids.length > 1 ? 'score' : 'scores'} nothing, and the player leaves the table (G4).`,
  }),
  nineLegal: { sk: 'Guľa 9 padla správne (WPA deviatka).', en: 'The 9 was pocketed legally (WPA nine-ball).' },
  eightInCalledPocket: { sk: 'Osmička padla do nahlásenej jamky.', en: 'The 8 was pocketed in the called pocket.' },
  eightFirstOnOpenTable: {
    sk: 'Pri otvorenom stole bola najprv zasiahnutá osmička: nábeh končí.',
    en: 'The 8 was hit first on an open table: the inning ends.',
  },
  rerackFourteen: {
    sk: 'Zostala jedna guľa: štrnásť gúľ sa znova rozostaví s prázdnym vrcholom a hráč pokračuje nahláseným úderom (WPA 14/1, nové rozostavenie gúľ).',
    en: 'One object ball is left: the fourteen are re-racked with the apex empty and the shooter continues with a called shot (WPA 14.1, the re-rack).',
  },
  /**
   * WPA 14.1, the re-rack: where a ball in the rack area goes. `cue` kitchen: in hand behind the
   * head string; head, centre: placed on that spot; `breakBall` moved to the head, centre or foot spot.
   */
  rerackMoves: (cue: RerackSpot | null, breakBall: { id: string; spot: Exclude<RerackSpot, 'kitchen'> } | null): Bilingual | null => {
    const parts: Bilingual[] = [];
    if (breakBall) {
      const b = ball(breakBall.id);
      const where = SPOT[breakBall.spot];
      parts.push({
        sk: `${capitalized(b.sk.nom)} leží v priestore rozostavenia: položí sa na ${where.sk}.`,
        en: `${capitalized(b.en)} lies in the rack area: it is placed on ${where.en}.`,
      });
    }
    if (cue === 'kitchen')
      parts.push({
        sk: `Biela leží v priestore rozostavenia: hráč ju má v ruke ${TERM.kitchenSide.sk} (WPA 14/1, nové rozostavenie gúľ).`,
        en: `The cue ball lies in the rack area: the shooter has it in hand ${TERM.kitchenSide.en} (WPA 14.1, the re-rack).`,
      });
    else if (cue)
      parts.push({
        sk: `Biela leží v priestore rozostavenia: položí sa na ${SPOT[cue].sk} (WPA 14/1, nové rozostavenie gúľ).`,
        en: `The cue ball lies in the rack area: it is placed on ${SPOT[cue].en} (WPA 14.1, the re-rack).`,
      });
    return parts.length ? join(...parts) : null;
  },
  rerackFifteen: {
    sk: 'Na stole nezostala žiadna guľa: všetkých pätnásť sa znova rozostaví (WPA 14/1, nové rozostavenie gúľ).',
    en: 'No object ball is left: all fifteen are re-racked (WPA 14.1, the re-rack).',
  },
  /** T2.18, G30c: who plays the stroke again. */
  replayedBy: (player: Player): Bilingual => ({ sk: `Úder opakuje hráč ${player}.`, en: `Player ${player} plays the stroke again.` }),
  lagReplayed: { sk: 'Rozohra sa opakuje (G5).', en: 'The lag is replayed (G5).' },
  lagWon: (player: Player): Bilingual => ({ sk: `Rozohru vyhral hráč ${player} (G5).`, en: `Player ${player} wins the lag (G5).` }),
  interferenceNoEffect: (ids: readonly string[]): Bilingual => ({
    sk: `Vonkajšie rušenie úder neovplyvnilo (G34, T2.18)${ids.length ? `: rozhodca vráti ${ids.map((id) => ball(id).sk.acc).join(', ')} na miesto` : ''}; hrá sa, ako keby sa nič nestalo.`,
    en: `The outside interference did not affect the stroke (G34, T2.18)${ids.length ? `: the referee puts ${ids.map((id) => ball(id).en).join(', ')} back` : ''}; play goes on as if nothing had happened.`,
  }),
  /** T2.18: the interference affected the stroke, and what the hand did (null: at no known time). */
  interference: (found: InterferenceWords | null): Bilingual => {
    const what = found ? interferenceAct(found) : null;
    return {
      sk: `Vonkajšie rušenie ovplyvnilo úder (G34, T2.18)${what ? `: ${what.sk}` : ''}; gule sa vrátia a úder sa opakuje.`,
      en: `The outside interference affected the stroke (G34, T2.18)${what ? `: ${what.en}` : ''}; the balls are restored and the stroke is replayed.`,
    };
  },
  breakInterferenceChoice: {
    sk: 'Súper si vyberie bielu do ruky v záhlaví, alebo nechá hráča, ktorý vykonal rozstrel, hrať zo záhlavia (G8).',
    en: 'The opponent takes ball in hand behind the head string, or has the breaker play from there (G8).',
  },
  breakInterferenceWarning: (player: Player): Bilingual => ({
    sk: `Hráč ${player} je varovaný: ďalší taký čin v zápase znamená prehru zápasu (G8, G28).`,
    en: `Player ${player} is warned: a second such act in the match loses the match (G8, G28).`,
  }),
  /** A foul of the player who is not at the table (his own act, charged to him). */
  seatedFoul: (player: Player, code: string, rule: string): Bilingual => {
    const text = foulText(code, rule);
    return {
      sk: `${headWord(code, rule, 'sk')} hráča ${player}, ktorý nie je pri stole: ${text.sk}`,
      en: `${headWord(code, rule, 'en')} by player ${player}, who is not at the table: ${text.en}`,
    };
  },
  spectatorAdvice: {
    sk: 'Diváka, ktorý nevyžiadane radil, rozhodca vykáže z hracej miestnosti; hráčovi sa nič nepočíta (T1.9).',
    en: 'The spectator who gave unasked advice is removed; nothing counts against the player (T1.9).',
  },
  /** G25: a hop over a ball from a scoop stroke that the referee did not judge deliberate. */
  scoopAccidental: (over: string): Bilingual => ({
    sk: `Biela zasiahnutá pod stredom (tágo zdvihnuté menej ako pri skoku) vyskočila nad plochu stola a preskočila ${ball(over).sk.acc}; takýto skok nechtiac nie je faul (G25).`,
    en: `The cue ball, struck below centre with the cue raised less than for a jump shot, hopped over ${ball(over).en}; an accidental scoop is not a foul (G25).`,
  }),
  /** G25: a deliberate scoop declared, but the record shows no hop over a ball from a scoop stroke. */
  scoopWithoutHop: {
    sk: 'Rozhodca posúdil podvihnutie bielej ako zámerné, biela zasiahnutá pod stredom (tágo zdvihnuté menej ako pri skoku) však žiadnu guľu nepreskočila: nie je to faul (G25).',
    en: 'The referee judged a scoop deliberate, but no ball was hopped over by a cue ball struck below centre with the cue raised less than for a jump shot: no foul (G25).',
  },
  /** G30a: a ball that moved by itself on the bed stays where it ends up. */
  settledStays: (id: string): Bilingual => ({
    sk: `${capitalized(ball(id).sk.nom)} sa sama od seba pohla: zostane v pozícii, ktorú týmto pohybom obdržala, a hra pokračuje (G30).`,
    en: `${capitalized(ball(id).en)} moved by itself: it stays where it came to rest and play goes on (G30).`,
  }),
  /** G30b: a ball that had rested at least SETTLE_RESTORE_S and then dropped by itself is put back. */
  settledPutBack: (id: string, pocket: PocketName, restS: number): Bilingual => ({
    sk: `${capitalized(ball(id).sk.nom)} spadla sama od seba do ${POCKET[pocket].sk.gen} potom, čo ležala pokojne ${restS >= 60 ? 'dlhý čas' : `${Math.floor(restS)} s`}: vráti sa naspäť na miesto, z ktorého spadla; hru to neovplyvní (G30).`,
    en: `${capitalized(ball(id).en)} dropped into ${POCKET[pocket].en} by itself after ${restS >= 60 ? 'a long rest' : `${Math.floor(restS)} s at rest`}: the referee puts it back where it lay; it has no effect on the game (G30).`,
  }),
  /** D5: a ball that dropped by itself less than SETTLE_RESTORE_S after it stopped counts as pocketed by the stroke. */
  settledCounts: (id: string, pocket: PocketName): Bilingual => ({
    sk: `${capitalized(ball(id).sk.nom)} spadla do ${POCKET[pocket].sk.gen} menej ako 5 s po tom, čo sa zastavila: počíta sa ako umiestnená týmto úderom (G30).`,
    en: `${capitalized(ball(id).en)} dropped into ${POCKET[pocket].en} less than 5 s after it stopped: it counts as pocketed by this stroke (G30).`,
  }),
  /** G30c: a ball dropped by itself while a ball of the stroke was on its way to it. */
  settledReplay: (id: string): Bilingual => ({
    sk: `${capitalized(ball(id).sk.nom)} spadla sama od seba do jamky počas úderu, kým k nej smerovala guľa, takže ju nebolo možné trafiť: gule, ktoré sa pohli, sa postavia do pôvodnej polohy a úder sa opakuje ako pri vonkajšom rušení (G30).`,
    en: `${capitalized(ball(id).en)} dropped into a pocket by itself while a ball of this stroke was on its way to it: the referee restores every ball that moved and the stroke is replayed, as for an outside interference (G30).`,
  }),
  /** G4b: the called ball stayed in a pocket other than the called one (the pocket it stays in is its pocket, G10, D4). */
  calledBallOtherPocket: (id: string, called: PocketName, into: PocketName): Bilingual => ({
    sk: `Nahlásená ${ball(id).sk.nom} sa umiestnila do ${POCKET[into].sk.gen}, nie do nahlásenej ${POCKET[called].sk.gen}: je to nesprávna jamka (G4), nábeh končí.`,
    en: `The called ${id} was pocketed in ${POCKET[into].en}, not in the called ${POCKET[called].en.replace(/^the /, '')}: the wrong pocket (G4); the inning ends.`,
  }),
  /** G32: a ball jammed in a pocket's mouth with its centre over the bed is placed on the bed. */
  jammedPlaced: (id: string, pocket: PocketName): Bilingual => ({
    sk: `${capitalized(ball(id).sk.nom)} sa zasekla v ústí jamky (${POCKET[pocket].sk.nom}) so stredom nad plochou stola: nie je umiestnená v jamke, rozhodca ju položí na stôl (G32).`,
    en: `${capitalized(ball(id).en)} jammed in the mouth of ${POCKET[pocket].en} with its centre over the bed: it is not pocketed; the referee places it on the bed (G32).`,
  }),
  ballRestored: (id: string): Bilingual => ({
    sk: `Rozhodca vráti guľu ${id} na jej miesto (G20).`,
    en: `The referee puts the ${id} back where it was (G20).`,
  }),
} as const;
