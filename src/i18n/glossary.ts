/**
 * The rulebook's own terms (docs/rules.md, "The rulebook's terms", from docs/seeds/), in Slovak and English, with the
 * Slovak case forms a sentence needs. Every text the referee reads about a stroke (the training
 * card, its timeline, the situation before the stroke) is written from these words, so the Slovak
 * says "hranica záhlavia", "predný mantinel", "špička tága", "rozstrel", never a code or an English
 * word. Where the seeds have no term a plain description is used, marked "no seed term".
 */
import type { Lang } from './texts.ts';

export interface Bilingual {
  readonly sk: string;
  readonly en: string;
}

/*
 * What the texts word, as plain values: the rules find the facts (rules/types.ts names the same
 * values) and the texts word them, so the words need nothing of the rules and the rules may use
 * the words without a cycle between the two. A value the rules add and the words lack fails to compile
 * where the rules pass it here.
 */
/** The two players. */
export type Player = 'A' | 'B';
/** Where the cue ball may be placed by hand: not at all, behind the head string, anywhere. */
export type BallInHand = 'none' | 'kitchen' | 'table';
/** What a hand did to the ball it touched (G34, T2.18). */
export type HandEffect = 'stopped' | 'deflected' | 'moved' | 'touched';
/** An outside interference that affected a stroke (T2.18), as the referee found it. */
export interface InterferenceWords {
  readonly impact: 'time-unknown' | 'table-disturbed' | 'moving-ball-touched' | 'ball-stopped' | 'ball-deflected' | 'ball-moved' | 'ball-reached';
  readonly by: Player | 'referee' | 'spectator';
  readonly ball?: string;
}

/** Slovak noun forms: nominative (subject), genitive (do/z/od ...), accusative (object), dative (k ...), locative (pri/v ...). */
export interface SlovakForms {
  readonly nom: string;
  readonly gen: string;
  readonly acc: string;
  readonly dat: string;
  readonly loc: string;
}

export interface Term {
  readonly sk: SlovakForms;
  readonly en: string;
}

const forms = (nom: string, gen: string, acc: string, dat: string, loc = dat): SlovakForms => ({ nom, gen, acc, dat, loc });

/** A cushion by its place (G5: predný, zadný, pozdĺžny mantinel); left and right as seen from the head end. */
export const CUSHION: Readonly<Record<'head' | 'foot' | 'left' | 'right', Term>> = {
  head: { sk: forms('predný mantinel', 'predného mantinelu', 'predný mantinel', 'prednému mantinelu', 'prednom mantineli'), en: 'the head cushion' },
  foot: { sk: forms('zadný mantinel', 'zadného mantinelu', 'zadný mantinel', 'zadnému mantinelu', 'zadnom mantineli'), en: 'the foot cushion' },
  left: {
    sk: forms(
      'ľavý pozdĺžny mantinel',
      'ľavého pozdĺžneho mantinelu',
      'ľavý pozdĺžny mantinel',
      'ľavému pozdĺžnemu mantinelu',
      'ľavom pozdĺžnom mantineli',
    ),
    en: 'the left long cushion',
  },
  right: {
    sk: forms(
      'pravý pozdĺžny mantinel',
      'pravého pozdĺžneho mantinelu',
      'pravý pozdĺžny mantinel',
      'pravému pozdĺžnemu mantinelu',
      'pravom pozdĺžnom mantineli',
    ),
    en: 'the right long cushion',
  },
};

/** A pocket by its place (G5, G10: jamka, rohová jamka; the side pocket: stredná jamka, no seed term). */
export const POCKET: Readonly<Record<'head-left' | 'head-right' | 'side-left' | 'side-right' | 'foot-left' | 'foot-right', Term>> = {
  'head-left': {
    sk: forms('ľavá predná rohová jamka', 'ľavej prednej rohovej jamky', 'ľavú prednú rohovú jamku', 'ľavej prednej rohovej jamke'),
    en: 'the left head corner pocket',
  },
  'head-right': {
    sk: forms('pravá predná rohová jamka', 'pravej prednej rohovej jamky', 'pravú prednú rohovú jamku', 'pravej prednej rohovej jamke'),
    en: 'the right head corner pocket',
  },
  'side-left': { sk: forms('ľavá stredná jamka', 'ľavej strednej jamky', 'ľavú strednú jamku', 'ľavej strednej jamke'), en: 'the left side pocket' },
  'side-right': {
    sk: forms('pravá stredná jamka', 'pravej strednej jamky', 'pravú strednú jamku', 'pravej strednej jamke'),
    en: 'the right side pocket',
  },
  'foot-left': {
    sk: forms('ľavá zadná rohová jamka', 'ľavej zadnej rohovej jamky', 'ľavú zadnú rohovú jamku', 'ľavej zadnej rohovej jamke'),
    en: 'the left foot corner pocket',
  },
  'foot-right': {
    sk: forms('pravá zadná rohová jamka', 'pravej zadnej rohovej jamky', 'pravú zadnú rohovú jamku', 'pravej zadnej rohovej jamke'),
    en: 'the right foot corner pocket',
  },
};

/** A ball: the cue ball (biela), an object ball by number (guľa 9), a lag ball by its player. */
export function ball(id: string): Term {
  if (id === 'cue') return { sk: forms('biela', 'bielej', 'bielu', 'bielej'), en: 'the cue ball' };
  const lag = /^lag-([AB])$/.exec(id);
  if (lag)
    return {
      sk: forms(`guľa hráča ${lag[1]}`, `gule hráča ${lag[1]}`, `guľu hráča ${lag[1]}`, `guli hráča ${lag[1]}`),
      en: `player ${lag[1]}'s ball`,
    };
  return { sk: forms(`guľa ${id}`, `gule ${id}`, `guľu ${id}`, `guli ${id}`), en: `the ${id}` };
}

/** Who declared or did an act (design.md `declared.by`). */
export function actor(by: string): Term {
  if (by === 'referee') return { sk: forms('rozhodca', 'rozhodcu', 'rozhodcu', 'rozhodcovi', 'rozhodcovi'), en: 'the referee' };
  if (by === 'spectator') return { sk: forms('divák', 'diváka', 'diváka', 'divákovi', 'divákovi'), en: 'a spectator' };
  return { sk: forms(`hráč ${by}`, `hráča ${by}`, `hráča ${by}`, `hráčovi ${by}`), en: `player ${by}` };
}

/** The parts of the cue that can touch a ball (G3, G20): špička tága, kostica; the shaft has no seed term. */
export const CUE_PART: Readonly<Record<'tip' | 'ferrule' | 'shaft', Term>> = {
  tip: { sk: forms('špička tága', 'špičky tága', 'špičku tága', 'špičke tága'), en: 'the cue tip' },
  ferrule: { sk: forms('kostica tága', 'kostice tága', 'kosticu tága', 'kostici tága'), en: 'the ferrule' },
  shaft: { sk: forms('drievko tága', 'drievka tága', 'drievko tága', 'drievku tága'), en: 'the cue shaft' },
};

/** Single terms of the seeds used in sentences. */
export const TERM = {
  headString: { sk: 'hranica záhlavia', en: 'the head string' },
  kitchen: { sk: 'záhlavie', en: 'the kitchen' },
  /**
   * The kitchen's side of the head string: G15 "biela sa ... môže ... položiť len pred hranicu
   * záhlavia, nie na ňu" (English "behind the head string").
   */
  kitchenSide: { sk: 'pred hranicou záhlavia', en: 'behind the head string' },
  /**
   * The field's side, outside the kitchen: G9 "na hranici záhlavia, alebo za ním v hracom poli",
   * G15 "hrať na guľu za hranicou záhlavia" (English "past the head string").
   */
  fieldSide: { sk: 'za hranicou záhlavia', en: 'past the head string' },
  brk: { sk: 'rozstrel', en: 'break' },
  lag: { sk: 'rozohra', en: 'lag' },
  /** T1.13 "v 1 partii", T1.14 "Vzdanie partie: Ak sa hráč vzdá, prehral partiu": the match. */
  match: { sk: 'partia', en: 'match' },
  /** G35 "hra" (a game of the match, one rack in 9-ball and 8-ball). */
  game: { sk: 'hra', en: 'game' },
  safety: { sk: 'istota', en: 'safety' },
  /** T2.8: "Jasné údery sa hlásiť nemusia." */
  obviousShot: { sk: 'jasný úder', en: 'obvious shot' },
  pushOut: { sk: 'push out', en: 'push-out' },
  frozen: { sk: 'tesne ležiaca', en: 'frozen' },
  warned: { sk: 'varovaný', en: 'warned' },
  notWarned: { sk: 'nevarovaný', en: 'not warned' },
  miscue: { sk: 'skĺznutie tága po bielej', en: 'the tip slid off the cue ball (a miscue)' },
  solids: { sk: 'plné', en: 'solids' },
  stripes: { sk: 'polovičné', en: 'stripes' },
} as const satisfies Record<string, Bilingual>;

/**
 * A rule as a referee cites it: the seeds' ids (G22, T2.20) as they are; the game rules of WPA,
 * which the adjudicator names by an internal id ("WPA-14.1-break"), by their game and subject.
 */
const WPA_RULE: Readonly<Record<string, Bilingual>> = {
  'WPA-9B-break': { sk: 'WPA deviatka, rozstrel', en: 'WPA 9-ball, the break' },
  'WPA-9B-push-out': { sk: 'WPA deviatka, push out', en: 'WPA 9-ball, the push-out' },
  'WPA-9B-nine': { sk: 'WPA deviatka, guľa 9', en: 'WPA 9-ball, the 9' },
  'WPA-9B-lowest': { sk: 'WPA deviatka, najnižšia guľa', en: 'WPA 9-ball, the lowest ball' },
  'WPA-8B-break': { sk: 'WPA osmička, rozstrel', en: 'WPA 8-ball, the break' },
  'WPA-8B-open-table': { sk: 'WPA osmička, otvorený stôl', en: 'WPA 8-ball, the open table' },
  'WPA-8B-loss': { sk: 'WPA osmička, prehra hry', en: 'WPA 8-ball, loss of game' },
  'WPA-8B-calls': { sk: 'WPA osmička, nahlásenie', en: 'WPA 8-ball, calling shots' },
  'WPA-14.1-break': { sk: 'WPA 14/1, otvárací rozstrel', en: 'WPA 14.1, the opening break' },
  'WPA-14.1-scoring': { sk: 'WPA 14/1, body', en: 'WPA 14.1, scoring' },
  'WPA-14.1-rerack': { sk: 'WPA 14/1, nové rozostavenie gúľ', en: 'WPA 14.1, the re-rack' },
};

export function citeRule(rule: string, lang: Lang): string {
  return WPA_RULE[rule]?.[lang] ?? rule;
}

/** The sentence with a capital letter, as a line starts. */
export function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A fraction as a whole percentage, "85 %" (both languages put a space before the sign). */
export function percent(x: number): string {
  return `${Math.round(x * 100)} %`;
}

/** A number as the language writes it: a decimal comma in Slovak. */
export function num(x: number, digits: number, lang: Lang): string {
  const s = x.toFixed(digits);
  return lang === 'sk' ? s.replace('.', ',') : s;
}

/** A time on the stroke's clock, in ms from the strike. */
export function ms(t: number, lang: Lang): string {
  return `${num(t * 1000, 1, lang)} ms`;
}
