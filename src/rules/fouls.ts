/**
 * The foul codes (design.md, "Ruling": stable kebab-case codes, each with the rule it cites) and
 * their rank for G29 (one foul per inning, the most severe is enforced; order of D17). Every
 * code has a Slovak and English text in src/i18n/fouls.ts (a test checks it).
 */

/** Severity ranks (D17): higher is more severe. */
export const SEVERITY = {
  lossOfGame: 100,
  thirdFoul: 90,
  breakingFoul: 80,
  standard: 50,
} as const;

export interface FoulSpec {
  /** The rule cited by default (a game may cite its own rule, see `Foul.rule`). */
  readonly rule: string;
  readonly severity: number;
}

export const FOULS = {
  'wrong-ball-first': { rule: 'G17', severity: SEVERITY.standard },
  'no-contact': { rule: 'G18', severity: SEVERITY.standard },
  'no-rail-after-contact': { rule: 'G18', severity: SEVERITY.standard },
  'frozen-ball-no-rail': { rule: 'G37', severity: SEVERITY.standard },
  'cue-ball-pocketed': { rule: 'G19', severity: SEVERITY.standard },
  'cue-ball-touched-pocketed-ball': { rule: 'G19', severity: SEVERITY.standard },
  'ball-off-table': { rule: 'G27', severity: SEVERITY.standard },
  'push-through': { rule: 'G22', severity: SEVERITY.standard },
  'double-hit': { rule: 'G22', severity: SEVERITY.standard },
  'shot-into-frozen-balls': { rule: 'G22', severity: SEVERITY.standard },
  'push-shot': { rule: 'G23', severity: SEVERITY.standard },
  'ferrule-contact': { rule: 'G3', severity: SEVERITY.standard },
  'jump-miscue': { rule: 'G26', severity: SEVERITY.standard },
  miscue: { rule: 'G26', severity: SEVERITY.standard },
  'scoop-jump': { rule: 'G25', severity: SEVERITY.standard },
  'stick-touched-ball': { rule: 'G20', severity: SEVERITY.standard },
  'ball-touched': { rule: 'G20', severity: SEVERITY.standard },
  'cue-ball-stopped-on-break': { rule: 'G8', severity: SEVERITY.standard },
  'kitchen-ball-shot-directly': { rule: 'G9', severity: SEVERITY.standard },
  'cushion-before-leaving-kitchen': { rule: 'G38', severity: SEVERITY.standard },
  'cue-ball-did-not-leave-kitchen': { rule: 'G38', severity: SEVERITY.standard },
  'cue-ball-outside-kitchen': { rule: 'T2.21', severity: SEVERITY.standard },
  'shot-while-balls-moving': { rule: 'G13', severity: SEVERITY.standard },
  'foot-off-floor': { rule: 'G12', severity: SEVERITY.standard },
  'measuring-aid': { rule: 'G41', severity: SEVERITY.standard },
  'table-marked': { rule: 'G42', severity: SEVERITY.standard },
  'out-of-turn': { rule: 'G40', severity: SEVERITY.standard },
  disturbance: { rule: 'G40', severity: SEVERITY.standard },
  'shot-clock-expired': { rule: 'T1.11', severity: SEVERITY.standard },
  // T2.28's second step, "dôrazné varovanie (s prehrou hry, pri hre 14/1 hodnotíme ako úmyselný faul)".
  'intentional-foul': { rule: 'T2.28', severity: SEVERITY.lossOfGame },
  'advice-taken': { rule: 'T1.9', severity: SEVERITY.lossOfGame },
  'illegal-break': { rule: 'WPA-9B-break', severity: SEVERITY.standard },
  'breaking-foul': { rule: 'WPA-14.1-break', severity: SEVERITY.breakingFoul },
  'three-fouls': { rule: 'T2.16', severity: SEVERITY.thirdFoul },
  'eight-ball-pocketed-early': { rule: 'WPA-8B-loss', severity: SEVERITY.lossOfGame },
  'eight-ball-wrong-pocket': { rule: 'WPA-8B-loss', severity: SEVERITY.lossOfGame },
  'eight-ball-pocketed-on-foul': { rule: 'WPA-8B-loss', severity: SEVERITY.lossOfGame },
  'eight-ball-off-table': { rule: 'WPA-8B-loss', severity: SEVERITY.lossOfGame },
  'eight-ball-first-on-open-table': { rule: 'WPA-8B-open-table', severity: SEVERITY.standard },
  'lag-lost': { rule: 'G5', severity: SEVERITY.standard },
} as const satisfies Record<string, FoulSpec>;

export type FoulCode = keyof typeof FOULS;
export const FOUL_CODES = Object.keys(FOULS) as FoulCode[];

/**
 * Game rules cited where the seeds have none (the Slovak texts hold the general and tournament
 * rules only); they follow the WPA rules of play as summarised in rules-matrix.md section 4.
 */
export const GAME_RULES = {
  'WPA-9B-break': 'WPA nine-ball: legal break (1 first; a ball pocketed or four to cushions)',
  'WPA-9B-push-out': 'WPA nine-ball: push-out after the break',
  'WPA-9B-nine': 'WPA nine-ball: the 9 pocketed legally wins, on a foul it is respotted',
  'WPA-9B-lowest': 'WPA nine-ball: the lowest-numbered ball first',
  'WPA-8B-break': 'WPA eight-ball: legal break (a ball pocketed or four to cushions)',
  'WPA-8B-open-table': 'WPA eight-ball: open table, groups and called shots',
  'WPA-8B-loss': 'WPA eight-ball: loss of the rack on the 8',
  'WPA-14.1-break': 'WPA 14.1: opening break (a called ball, or the cue ball and two object balls to cushions)',
  'WPA-14.1-scoring': 'WPA 14.1: one point per legally pocketed ball; illegally pocketed balls are respotted',
  'WPA-14.1-rerack': 'WPA 14.1: continuous play, the fourteen balls re-racked when one object ball is left (all fifteen when none)',
} as const;

/** G29 (D17): of a stroke's fouls, the most severe is enforced; the earliest among equals. */
export function enforcedFoul<F extends { code: string; t: number | null }>(fouls: readonly F[]): F | null {
  const sev = (f: F) => FOULS[f.code as FoulCode]?.severity ?? 0;
  let best: F | null = null;
  for (const f of fouls) {
    if (!best || sev(f) > sev(best) || (sev(f) === sev(best) && (f.t ?? Infinity) < (best.t ?? Infinity))) best = f;
  }
  return best;
}
