/**
 * Slovak and English texts of every foul code (one sentence each, naming what happened). The rules
 * find the fouls and name them by code; these words them, and need nothing of the rules for it
 * (the catalogue test holds that every code of rules/fouls.ts has its text here).
 */
type Words = { readonly sk: string; readonly en: string };

export const FOUL_TEXTS = {
  'wrong-ball-first': { sk: 'Biela najprv zasiahla nesprávnu guľu.', en: 'The cue ball hit the wrong ball first.' },
  'no-contact': { sk: 'Biela nezasiahla žiadnu hrateľnú guľu.', en: 'The cue ball hit no ball it could legally hit.' },
  'no-rail-after-contact': {
    sk: 'Po dotyku nepadla žiadna guľa a žiadna sa nedotkla mantinelu.',
    en: 'After the contact no ball was pocketed and no ball touched a cushion.',
  },
  'frozen-ball-no-rail': {
    sk: 'Pri guli tesne ležiacej pri mantineli nebola splnená žiadna z podmienok G37.1 až G37.4.',
    en: 'Playing a ball frozen to a cushion, none of the conditions G37.1 to G37.4 was met.',
  },
  'cue-ball-pocketed': { sk: 'Biela guľa padla do jamky.', en: 'The cue ball was pocketed (scratch).' },
  'cue-ball-touched-pocketed-ball': {
    sk: 'Biela sa dotkla gule, ktorá už leží v jamke.',
    en: 'The cue ball touched a ball already lying in a pocket.',
  },
  'cue-ball-stopped-on-break': {
    sk: 'Hráč, ktorý vykonal rozstrel, odklonil alebo zastavil bielu po opustení záhlavia, skôr než došla k trojuholníku.',
    en: 'On the break the breaker deflected or stopped the cue ball after it left the kitchen and before it reached the rack.',
  },
  'ball-off-table': { sk: 'Guľa vyskočila zo stola.', en: 'A ball left the table.' },
  'push-through': {
    sk: 'Faul prestrčením: tágo sa ešte dotýkalo bielej, keď biela zasiahla farebnú guľu.',
    en: 'Push-through: the cue was still on the cue ball when it met the object ball.',
  },
  'double-hit': { sk: 'Dvojitý dotyk: špička tága zasiahla bielu dvakrát.', en: 'Double hit: the tip struck the cue ball twice.' },
  'shot-into-frozen-balls': {
    sk: 'Biela tesne ležiaca pri viacerých guliach bola zahraná do nich.',
    en: 'The cue ball frozen to several balls was shot into them.',
  },
  'push-shot': {
    sk: 'Faul posúvaním: špička tága zostala na bielej dlhšie ako pri normálnom údere.',
    en: 'Push shot: the tip stayed on the cue ball longer than in a normal stroke.',
  },
  'ferrule-contact': { sk: 'Bielu zasiahla kostica tága, nie špička.', en: 'The ferrule, not the tip, struck the cue ball.' },
  'scoop-jump': {
    sk: 'Nesprávne podvihnutie bielej: hráč zasiahol bielu pod jej stredom (tágo zdvihnuté menej ako pri skoku) a zámerne spôsobil, že vyskočila nad plochu stola a preskočila prekážajúcu guľu.',
    en: 'Illegal scoop: the shooter struck the cue ball below its centre (the cue raised less than for a jump shot) and deliberately made it hop off the bed over a blocking ball.',
  },
  'jump-miscue': { sk: 'Pri skoku nastalo skĺznutie tága po bielej.', en: 'The tip slid off the cue ball on a jump shot (a miscue).' },
  miscue: { sk: 'Nastalo skĺznutie tága po bielej.', en: 'The tip slid off the cue ball (a miscue).' },
  'stick-touched-ball': {
    // Any part of the cue, its tip included (the record names the part): the tip may strike only the cue ball (G3).
    sk: 'Tágo sa pri údere dotklo inej gule ako bielej; špičkou tága sa smie zasiahnuť len biela (G3).',
    en: 'The cue touched a ball other than the cue ball in the stroke; the tip may strike only the cue ball (G3).',
  },
  'ball-touched': { sk: 'Hráč sa dotkol gule v hre.', en: 'The player touched a ball in play.' },
  'kitchen-ball-shot-directly': {
    sk: 'Pri bielej v ruke v záhlaví biela najprv zasiahla guľu ležiacu v záhlaví.',
    en: 'With the cue ball in hand in the kitchen, a ball in the kitchen was hit first.',
  },
  'cushion-before-leaving-kitchen': {
    sk: 'Biela sa dotkla mantinelu skôr, ako opustila záhlavie.',
    en: 'The cue ball touched a cushion before it left the kitchen.',
  },
  'cue-ball-did-not-leave-kitchen': { sk: 'Biela neopustila záhlavie.', en: 'The cue ball did not leave the kitchen.' },
  'cue-ball-outside-kitchen': {
    sk: 'Biela v ruke v záhlaví bola zahraná mimo záhlavia, za hranicou záhlavia.',
    en: 'The cue ball in hand in the kitchen was played from outside the kitchen.',
  },
  'shot-while-balls-moving': { sk: 'Úder bol zahraný, keď sa gule ešte pohybovali.', en: 'The stroke was played while balls were still moving.' },
  'foot-off-floor': { sk: 'Pri údere nebola ani jedna noha na podlahe.', en: 'No foot was on the floor at the stroke.' },
  'measuring-aid': { sk: 'Hráč meral pomôckou.', en: 'The player used a measuring aid.' },
  'table-marked': { sk: 'Hráč si označil stôl.', en: 'The player marked the table.' },
  disturbance: { sk: 'Hráč, ktorý nie je pri stole, rušil hráča pri stole.', en: 'A player not at the table disturbed the shooter.' },
  'out-of-turn': { sk: 'Hráč hral mimo poradia.', en: 'The player shot out of turn.' },
  'shot-clock-expired': { sk: 'Hráčovi uplynul čas na úder.', en: 'The shot clock expired.' },
  'intentional-foul': {
    sk: 'Úmyselné obchádzanie pravidiel po varovaní za nešportové správanie: dôrazné varovanie.',
    en: 'A deliberate evasion of the rules after a warning for unsportsmanlike conduct: the strong warning.',
  },
  'advice-taken': { sk: 'Hráč požiadal o radu a dostal ju.', en: 'The player asked for and received advice.' },
  'illegal-break': {
    sk: 'Nesprávny rozstrel: nepadla žiadna guľa a k mantinelom nedošli aspoň štyri farebné gule.',
    en: 'Illegal break: no ball was pocketed and fewer than four object balls reached a cushion.',
  },
  'breaking-foul': {
    sk: 'Chybný otvárací rozstrel: nepadla nahlásená guľa a k mantinelu nedošli dve farebné gule a biela.',
    en: 'Breaking foul: no called ball was pocketed, and two object balls and the cue ball did not all reach a cushion.',
  },
  'three-fouls': { sk: 'Tretí faul za sebou.', en: 'Third foul in a row.' },
  'eight-ball-pocketed-early': {
    sk: 'Osmička padla skôr, ako hráč dohral svoju skupinu.',
    en: 'The 8 was pocketed before the player cleared his group.',
  },
  'eight-ball-wrong-pocket': { sk: 'Osmička padla do inej ako nahlásenej jamky.', en: 'The 8 was pocketed in a pocket that was not called.' },
  'eight-ball-pocketed-on-foul': { sk: 'Osmička padla pri faule.', en: 'The 8 was pocketed on a foul.' },
  'eight-ball-off-table': { sk: 'Osmička vyskočila zo stola.', en: 'The 8 left the table.' },
  'eight-ball-first-on-open-table': {
    sk: 'Pri otvorenom stole biela zasiahla najprv osmičku.',
    en: 'On an open table the cue ball hit the 8 first.',
  },
  'lag-lost': { sk: 'Guľa v rozohre nesplnila podmienky pravidla G5.', en: 'The lag ball broke a condition of rule 5.' },
} as const satisfies Readonly<Record<string, Words>>;

/**
 * Where a game's rule says more than the code's text: 9-ball's illegal break also covers a break
 * that does not hit the 1 first (WPA 9-ball), 8-ball's does not.
 */
const BY_RULE: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  'WPA-9B-break': {
    'illegal-break': {
      sk: 'Nesprávny rozstrel: biela nezasiahla najprv jednotku, alebo nepadla žiadna guľa a k mantinelom nedošli aspoň štyri farebné gule.',
      en: 'Illegal break: the 1 was not hit first, or no ball was pocketed and fewer than four object balls reached a cushion.',
    },
  },
};

/** The sentence of a foul as the rule it was charged under words it. */
export function foulText(code: string, rule: string): Words {
  return BY_RULE[rule]?.[code] ?? (FOUL_TEXTS as Readonly<Record<string, Words | undefined>>)[code] ?? { sk: code, en: code };
}
