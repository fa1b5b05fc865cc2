/**
 * Referee training over the whole library: the question gives nothing
 * away before the answer, a foul scenario and its fair twin look alike until then, and the card
 * after it is in one language, in the rulebook's terms, with no internal code on it.
 */
import { describe, expect, it } from 'vitest';
import { FOUL_TEXTS } from '../../src/i18n/fouls.ts';
import type { Lang } from '../../src/i18n/texts.ts';
import { FOUL_CODES } from '../../src/rules/fouls.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { DECLARED_TYPES, POCKETS, type Scenario } from '../../src/scenario/schema.ts';
import { questionView, trainingCard, type Card } from '../../src/ui/training-card.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

const library = trainingScenarios();
const byName = new Map(library.map((s) => [s.name, s]));
const LANGS: readonly Lang[] = ['sk', 'en'];

/** Words of a verdict or a consequence: none may be shown before the answer. */
const OUTCOME_WORDS: Record<Lang, readonly RegExp[]> = {
  sk: [
    /\bfaul/i,
    /správny úder/i,
    /nesprávn/i,
    /prehráva/i,
    /prehr[au]\b/i,
    /vyhr(al|áva)/i,
    /\btrest/i,
    /opakuje/i,
    /na bod/i,
    /\bbod(y|ov)\b/i,
    /do ruky/i,
    /pokračuje/i,
  ],
  en: [
    /\bfoul/i,
    /\blegal\b/i,
    /illegal/i,
    /\bloses?\b/i,
    /\bloss\b/i,
    /\bwins?\b/i,
    /penalt/i,
    /replay/i,
    /spotted/i,
    /\bpoints?\b/i,
    /continues/i,
    /\bscratch/i,
  ],
};
const RULE_ID = /\b[GT]\d+(\.\d+)*[a-z]?\b|WPA-/;

describe('the question before the answer (issue 14, point 1)', () => {
  it('every library scenario: the question names no foul, no rule and no outcome, nor the scenario', () => {
    const leaks: string[] = [];
    for (const s of library)
      for (const lang of LANGS) {
        const q = questionView(s, lang);
        for (const line of [{ source: 'title', text: q.title }, ...q.lines]) {
          const why = leak(s, lang, line.text, line.source === 'fouls-in-row');
          if (why) leaks.push(`${s.name} [${lang}] "${line.text}": ${why}`);
        }
      }
    expect(leaks).toEqual([]);
  });

  it('the question depends only on what the referee knows: the name, description, tags and expectation change nothing', () => {
    for (const s of library) {
      const other: Scenario = { ...s, name: 'x', description: { en: 'y', sk: 'z' }, tags: ['G1'], expect: { legal: !s.expect?.legal } };
      for (const lang of LANGS) expect(questionView(other, lang)).toEqual(questionView(s, lang));
    }
  });

  it('a scenario and its twin look the same before the answer, except the lines whose situation differs', () => {
    let pairs = 0;
    for (const s of library) {
      const twin = s.twin ? byName.get(s.twin) : undefined;
      if (!twin) continue;
      pairs++;
      for (const lang of LANGS) {
        const a = questionView(s, lang);
        const b = questionView(twin, lang);
        if (s.game === twin.game) expect(b.title, `${s.name} / ${twin.name}`).toBe(a.title);
        for (const source of ['state', 'fouls-in-row', 'rules', 'pockets', 'brief', 'declared'] as const) {
          if (JSON.stringify(inputsOf(s, source)) !== JSON.stringify(inputsOf(twin, source))) continue;
          const lines = (v: typeof a) => v.lines.filter((l) => l.source === source).map((l) => l.text);
          expect(lines(b), `${s.name} / ${twin.name}: ${source}`).toEqual(lines(a));
        }
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });
});

/** The part of a scenario each kind of situation line is written from. */
function inputsOf(s: Scenario, source: string): unknown {
  const { foulsInRow, warned, ...state } = s.state;
  switch (source) {
    case 'state':
      return state;
    case 'fouls-in-row':
      return { foulsInRow, warned };
    case 'rules':
      return s.rules;
    case 'pockets':
      return s.balls.filter((b) => b.pocket).map((b) => [b.id, b.pocket]);
    case 'brief':
      return s.brief ?? null;
    default:
      return s.declared;
  }
}

function leak(s: Scenario, lang: Lang, text: string, foulCount: boolean): string | null {
  const lower = text.toLowerCase();
  if (lower.includes(s.name.toLowerCase())) return 'the scenario name';
  if (s.description && text.includes(s.description[lang].slice(0, 40))) return 'the description';
  if (RULE_ID.test(text)) return 'a rule id';
  const code = FOUL_CODES.find((c) => lower.includes(c));
  if (code) return `the foul code ${code}`;
  const sentence = FOUL_CODES.map((c) => FOUL_TEXTS[c][lang].replace(/\.$/, '').toLowerCase()).find((x) => lower.includes(x));
  if (sentence) return `a foul's sentence "${sentence}"`;
  const word = OUTCOME_WORDS[lang].find((w) => !(foulCount && /faul|foul/.test(w.source)) && w.test(text));
  return word ? `an outcome word ${word}` : null;
}

// ---------------------------------------------------------------------------------------------

const cards = new Map<string, Record<Lang, Card>>();
function cardsOf(s: Scenario): Record<Lang, Card> {
  let c = cards.get(s.name);
  if (!c) {
    const o = runScenario(s);
    c = { sk: trainingCard(s, o.record, o.result.ruling, 'sk'), en: trainingCard(s, o.record, o.result.ruling, 'en') };
    cards.set(s.name, c);
  }
  return c;
}
const textOf = (c: Card) => [c.heading, c.description, c.ruling, ...c.fouls, ...c.situation, ...c.timeline.map((r) => r.text)];

/** Internal ids that must never reach the screen: foul codes, event types, pockets, declarations, rule-set ids. */
const CODES = new Set<string>([
  ...FOUL_CODES,
  ...POCKETS,
  ...DECLARED_TYPES,
  'cue-tip-contact',
  'cue-stick-contact',
  'ball-ball',
  'ball-cushion',
  'pocket-enter',
  'pocket-exit',
  'head-string',
  'off-table',
  'rail-top',
  'all-rest',
  'ball-rest',
  'lag-a',
  'lag-b',
]);
const KEBAB = /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/gi;
/**
 * Words an English and a Slovak card may share: units (ms, rad/s), rule sets (WPA, WSR, BCA), "push out",
 * which the seeds keep in English (docs/rules.md, "The rulebook's terms"), the referee's call "TIME" (the seeds' own
 * word, T1.11), and words that are Slovak as well ("časový limit", T1.11; "protest", T2.11).
 */
const SHARED_WORDS = new Set(['ms', 'rad', 'wpa', 'wsr', 'bca', 'push', 'out', 'time', 'limit', 'protest']);
/** English prose terms spelled with a hyphen that are also codes: the card may use the word, in English. */
const ENGLISH_TERMS = new Set(['push-through']);
/** Slovak words for pool things that are not the rulebook's (docs/rules.md, "The rulebook's terms"): football words, "horný mantinel", "kapsa" ... */
const NOT_THE_RULEBOOKS = [
  /kaps/i,
  /výkop/i,
  /hlavn[áaej]+ čiar/i,
  /čiar[ay] hlavy/i,
  /\bhorn[ýáéeéj]/i,
  /\bdoln[ýáéej]/i,
  /\bspodn/i,
  /\bbočn/i,
  /kož[aeou] tága/i,
  /\bkoža\b|\bkože\b/i,
  /\bkiks/i,
  /objímk/i,
  /potop/i,
  /prilepen/i,
  /\bobrana\b/i,
];

describe('the card after the answer (issue 14, point 2)', () => {
  it("every library scenario's card, in both languages: no internal code, no arrow between ids, nothing undefined", () => {
    const bad: string[] = [];
    for (const s of library)
      for (const lang of LANGS)
        for (const line of textOf(cardsOf(s)[lang])) {
          const codes = (line.match(KEBAB) ?? []).filter(
            (k) => !(lang === 'en' && ENGLISH_TERMS.has(k.toLowerCase())) && (CODES.has(k.toLowerCase()) || k.split('-').length > 2),
          );
          if (codes.length > 0) bad.push(`${s.name} [${lang}] code ${codes.join(', ')}: ${line}`);
          if (/→|->|=>|←/.test(line)) bad.push(`${s.name} [${lang}] arrow: ${line}`);
          if (/undefined|null|NaN/.test(line)) bad.push(`${s.name} [${lang}] unfilled: ${line}`);
        }
    expect(bad).toEqual([]);
  });

  it("the Slovak card has no English word (the English cards' own words are the dictionary)", () => {
    const english = new Set<string>();
    const words = (x: string) => (x.toLowerCase().match(/[a-záäčďéíĺľňóôŕšťúýž']+/g) ?? []).filter((w) => w.length > 2 && !SHARED_WORDS.has(w));
    for (const s of library) for (const line of textOf(cardsOf(s).en)) for (const w of words(line)) english.add(w);
    const bad: string[] = [];
    for (const s of library)
      for (const line of textOf(cardsOf(s).sk)) {
        const found = words(line).filter((w) => english.has(w));
        if (found.length > 0) bad.push(`${s.name}: ${found.join(', ')} in "${line}"`);
      }
    expect(bad).toEqual([]);
  });

  it("the Slovak card uses the rulebook's terms, not the words docs/rules.md rules out", () => {
    const bad: string[] = [];
    for (const s of library)
      for (const line of textOf(cardsOf(s).sk)) {
        const w = NOT_THE_RULEBOOKS.find((x) => x.test(line));
        if (w) bad.push(`${s.name}: ${w} in "${line}"`);
      }
    expect(bad).toEqual([]);
  });

  it('the contacts are numbered marks on the table in the order of the timeline, and every foul with a moment is highlighted', () => {
    for (const s of library) {
      const card = cardsOf(s).sk;
      const marks = card.timeline.filter((r) => r.mark !== null).map((r) => r.mark);
      expect(marks, s.name).toEqual(marks.map((_, k) => k + 1));
      for (const r of card.timeline) if (r.mark !== null) expect(r.pos, `${s.name}: ${r.text}`).not.toBeNull();
      const o = runScenario(s);
      if (o.result.ruling.fouls.some((f) => f.t !== null))
        expect(
          card.timeline.some((r) => r.foul),
          s.name,
        ).toBe(true);
      if (o.result.ruling.legal)
        expect(
          card.timeline.some((r) => r.foul),
          s.name,
        ).toBe(false);
    }
  });
});
