/**
 * The rule categories referee training scores by: families of the seeds' rules (and the WPA game
 * rules) a referee studies together, each with the rule ids it holds and its name in both
 * languages. A scenario belongs to the category of its first rule tag that has one.
 */
import type { Bilingual } from './glossary.ts';

export interface RuleCategory {
  readonly id: string;
  readonly name: Bilingual;
  /** Rule ids (a sub-rule such as G5.1 or G38d belongs to its rule); `WPA-xx-` prefixes for game rules. */
  readonly rules: readonly string[];
}

export const RULE_CATEGORIES: readonly RuleCategory[] = [
  { id: 'lag', name: { sk: 'Rozohra (G5, G6)', en: 'The lag (G5, G6)' }, rules: ['G5', 'G6'] },
  {
    id: 'break',
    name: { sk: 'Rozstrel (G7, G8, WPA)', en: 'The break (G7, G8, WPA)' },
    rules: ['G7', 'G8', 'T1.5', 'WPA-9B-break', 'WPA-8B-break', 'WPA-14.1-break'],
  },
  {
    id: 'kitchen',
    name: { sk: 'Záhlavie a biela v ruke (G9, G15, G38, T2.21)', en: 'The kitchen and ball in hand (G9, G15, G38, T2.21)' },
    rules: ['G9', 'G15', 'G38', 'T2.21'],
  },
  { id: 'first-contact', name: { sk: 'Prvý dotyk (G17, T2.10)', en: 'First contact (G17, T2.10)' }, rules: ['G17', 'T2.10', 'T1.16'] },
  {
    id: 'cushion',
    name: { sk: 'Mantinel po dotyku, tesne ležiace gule (G18, G37)', en: 'A cushion after contact, frozen balls (G18, G37)' },
    rules: ['G18', 'G37', 'G4', 'G36'],
  },
  {
    id: 'pockets',
    name: {
      sk: 'Jamky, biela v jamke, vracanie na bod, gule, ktoré sa samé pohybujú, zaseknuté gule (G10, G16, G19, G30, G31, G32, G33)',
      en: 'Pockets, scratches, spotting, balls that move by themselves, jammed balls (G10, G16, G19, G30, G31, G32, G33)',
    },
    rules: ['G10', 'G16', 'G19', 'G30', 'G31', 'G32', 'G33', 'T2.8', 'T2.11'],
  },
  { id: 'off-table', name: { sk: 'Guľa vyskočená zo stola (G27)', en: 'A ball off the table (G27)' }, rules: ['G27'] },
  {
    id: 'stroke',
    name: {
      sk: 'Úder: tágo, prestrčenie, posúvanie, podvihnutie bielej, skok (G3, G22, G23, G25, G26, T2.20)',
      en: 'The stroke: cue, push-through, push shot, scoop, jump (G3, G22, G23, G25, G26, T2.20)',
    },
    rules: ['G3', 'G22', 'G23', 'G25', 'G26', 'T2.20'],
  },
  { id: 'touch', name: { sk: 'Dotyk gule (G20)', en: 'Touching a ball (G20)' }, rules: ['G20'] },
  {
    id: 'conduct',
    name: {
      sk: 'Správanie a priebeh hry (G12, G13, G34, G40-G42, T1.9-T1.11, T2.28)',
      en: 'Conduct and play (G12, G13, G34, G40-G42, T1.9-T1.11, T2.28)',
    },
    rules: ['G12', 'G13', 'G14', 'G34', 'G40', 'G41', 'G42', 'T1.9', 'T1.10', 'T1.11', 'T2.18', 'T2.28'],
  },
  { id: 'three-fouls', name: { sk: 'Tri fauly za sebou (T2.16)', en: 'Three fouls in a row (T2.16)' }, rules: ['T2.16'] },
  {
    id: 'game-rules',
    name: { sk: 'Pravidlá hier WPA: deviatka, osmička, 14/1', en: 'WPA game rules: 9-ball, 8-ball, 14.1' },
    rules: ['WPA-9B-', 'WPA-8B-', 'WPA-14.1-'],
  },
];

/** Whether rule `tag` (G38d, T2.20b, WPA-8B-loss ...) is one of `rule` (G38, T2.20, WPA-8B-). */
function holds(rule: string, tag: string): boolean {
  if (rule.endsWith('-')) return tag.startsWith(rule);
  return tag === rule || (tag.startsWith(rule) && /^[.a-z]/.test(tag.slice(rule.length)));
}

export function ruleCategoryOf(tags: readonly string[]): RuleCategory | null {
  for (const tag of tags) {
    const c = RULE_CATEGORIES.find((x) => x.rules.some((r) => holds(r, tag)));
    if (c) return c;
  }
  return null;
}
