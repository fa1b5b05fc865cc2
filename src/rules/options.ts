/**
 * Where the older rules that the Slovak seeds translate (BCA/WSR) and the current WPA rules of
 * play differ, the difference is a named flag; the default is the seeds' reading
 * (rules-matrix sections 3 and 4, marked [WSR] there).
 */
export interface RuleOptions {
  /**
   * G9 (D8): a cue ball played from the kitchen may hit a ball in the kitchen after it has left
   * the kitchen and come back "off a cushion" (the seeds' text) or merely come back (WPA).
   */
  readonly kitchenReturnNeedsCushion: boolean;
  /** 8-ball, open table: the seeds (WSR/BCA) let the 8 be hit first (the inning ends, nothing scores); WPA calls it a foul. */
  readonly eightFirstOnOpenTable: 'inning-ends' | 'foul';
  /** 8-ball break scratch: ball in hand behind the head string (WSR, G9 applies) or anywhere (WPA). */
  readonly eightBallBreakScratch: 'kitchen' | 'table';
  /** 14.1 third foul: the seeds' WSR lets the opponent accept the table instead of the re-rack. */
  readonly straightPoolThirdFoulAcceptTable: boolean;
  /**
   * G38d (D18, D25): a cue ball that never leaves the kitchen gives the incoming player the choice
   * of ball in hand anywhere or a restored position and a replay (a re-break on the break), in
   * every game (the seeds); WPA applies the game's own foul penalty instead.
   */
  readonly kitchenFailChoice: boolean;
  /**
   * G26: "Akékoľvek skĺznutie tága po bielej je faul": any miscue is a foul (the seeds,
   * read as a Slovak referee reads them), or only a miscue on a jump (the rules-matrix's D13
   * reading, kept as the alternative: the sentence stands in the rule on jumps).
   */
  readonly miscueFoul: 'any' | 'jump';
}

export const SEEDS_RULES: RuleOptions = Object.freeze({
  kitchenReturnNeedsCushion: true,
  eightFirstOnOpenTable: 'inning-ends',
  eightBallBreakScratch: 'kitchen',
  straightPoolThirdFoulAcceptTable: true,
  kitchenFailChoice: true,
  miscueFoul: 'any',
});

export const WPA_RULES: RuleOptions = Object.freeze({
  kitchenReturnNeedsCushion: false,
  eightFirstOnOpenTable: 'foul',
  eightBallBreakScratch: 'table',
  straightPoolThirdFoulAcceptTable: false,
  kitchenFailChoice: false,
  miscueFoul: 'jump',
});

export const DEFAULT_RULE_OPTIONS = SEEDS_RULES;
