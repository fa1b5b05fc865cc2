/**
 * Every question and every card of referee training,
 * in both languages, speaks the rulebook's language. It cites only rules the seeds number (G1-G42
 * with their numbered points such as G5.3, T1.1-T1.16.6, T2.1-T2.28, read from docs/seeds/) or WPA
 * rules as WPA; it shows none of the project's own decision ids (the rules matrix's D1-D25) or
 * developer notes; Slovak writes a decimal comma; and Slovak uses the glossary's terms.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/texts.ts';
import { runScenario } from '../../src/scenario/run.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { questionView, trainingCard } from '../../src/ui/training-card.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

const LANGS: readonly Lang[] = ['sk', 'en'];

/** The rule ids the seeds have: a general rule "N. Title:" and its numbered points; a tournament rule "1.11." or "1.16.2.". */
function rulebookIds(): Set<string> {
  const ids = new Set<string>();
  let rule = 0;
  for (const line of readFileSync('docs/seeds/vseobecne-pravidla-poolovych-hier.txt', 'utf8').split('\n')) {
    const m = /^(\d+)\.\s/.exec(line);
    if (!m) continue;
    const n = Number(m[1]);
    if (n === rule + 1 && /^\d+\.\s[^:;]{2,60}:/.test(line)) ids.add(`G${(rule = n)}`);
    else ids.add(`G${rule}.${n}`);
  }
  for (const line of readFileSync('docs/seeds/pravidla-turnajova-hra.txt', 'utf8').split('\n')) {
    const m = /^(\d+\.\d+(?:\.\d+)*)\.\s/.exec(line);
    if (m) ids.add(`T${m[1]}`);
  }
  return ids;
}

const RULE_ID = /\b[GT]\d+(?:\.\d+)*[a-z]?\b/g;
/** A point of a game's own rules as the seeds cite it ("hra č. 9, bod 1.3"). */
const POINT_REF = /\bbod \d+\.\d+/g;

/** What a card or a question may not show, with the reason. */
const NOT_FOR_A_REFEREE: Record<Lang, ReadonlyArray<{ pattern: RegExp; why: string }>> = {
  sk: [
    { pattern: /\bD\d+\b/, why: "the rules matrix's decision id" },
    { pattern: /\b[xyz] = /, why: 'a coordinate expression' },
    { pattern: /\bmatic[aeiuo]/i, why: 'a note about the rules matrix' },
    { pattern: /predvolen/i, why: 'a note about default settings' },
    { pattern: /určené z fyziky/i, why: 'a note about the engine' },
    { pattern: /\bfaul: faul/i, why: 'the word doubled' },
  ],
  en: [
    { pattern: /\bD\d+\b/, why: "the rules matrix's decision id" },
    { pattern: /\b[xyz] = /, why: 'a coordinate expression' },
    { pattern: /\bmatrix\b/i, why: 'a note about the rules matrix' },
    { pattern: /\bdefault\b/i, why: 'a note about default settings' },
    { pattern: /read from the physics/i, why: 'a note about the engine' },
    { pattern: /\bfoul: foul/i, why: 'the word doubled' },
  ],
};

/**
 * Slovak words that are not the rulebook's, with the glossary's term (src/i18n/glossary.ts, docs/rules.md).
 * The training card's own older list (training-card.test.ts) covers the football and cushion words.
 */
const NOT_THE_GLOSSARYS: ReadonlyArray<{ pattern: RegExp; use: string }> = [
  { pattern: /čeľus/i, use: "mantinel v ústí jamky (the timeline's term for a jaw)" },
  { pattern: /šmyk/i, use: 'a plain description (the cue ball slides, kĺže)' },
  { pattern: /stojan/i, use: 'trojuholník, rozostavenie gúľ (G2)' },
  { pattern: /\bstrel[aoyu]/i, use: 'úder (G3, G13)' },
  { pattern: /\bdlh\S* mantinel/i, use: 'pozdĺžny mantinel (G5)' },
  { pattern: /\bfale?š/i, use: 'rotácia (s rotáciou vpred, so spätnou rotáciou): the seeds have no word for spin' },
  { pattern: /má bielu do ruky/i, use: 'má bielu v ruke, or dostane bielu do ruky' },
  { pattern: /rozbíj/i, use: 'rozstrel, vykoná rozstrel (G5, G6, G35)' },
  { pattern: /úder bokom/i, use: 'úder vedľa stredu bielej' },
  { pattern: /stredov\S* bod/i, use: 'stredný bod (G31)' },
  { pattern: /\b1 faul za sebou/i, use: 'one foul is no series: faul v poslednom nábehu (T2.16)' },
  { pattern: /dotyk špičky tága: zasiahla/i, use: 'Špička tága zasiahla bielu (1. dotyk)' },
  { pattern: /úder z jasného úderu/i, use: 'ten istý jasný úder' },
  { pattern: /faul bez mantinelu nie je/i, use: 'a whole sentence: nie je to faul, že sa guľa nedostala k mantinelu' },
  { pattern: /\bnáboj/i, use: 'nábeh (G29, G36)' },
  { pattern: /spoza hranice/i, use: 'pred/za hranicou záhlavia (G15, G9)' },
  { pattern: /sa vykáže/i, use: 'vykázať z hracej miestnosti (T1.9)' },
];

interface Text {
  readonly where: string;
  readonly text: string;
}

/** Every text a trainee reads about a scenario: the question before the answer, the card after it. */
function textsOf(s: Scenario, lang: Lang, ruled: ReturnType<typeof runScenario>): Text[] {
  const q = questionView(s, lang);
  const c = trainingCard(s, ruled.record, ruled.result.ruling, lang);
  return [
    { where: 'question title', text: q.title },
    ...q.lines.map((l) => ({ where: `question ${l.source}`, text: l.text })),
    { where: 'heading', text: c.heading },
    { where: 'description', text: c.description },
    { where: 'ruling', text: c.ruling },
    ...c.fouls.map((text) => ({ where: 'foul', text })),
    ...c.situation.map((text) => ({ where: 'situation', text })),
    ...c.timeline.map((r) => ({ where: 'timeline', text: r.text })),
  ];
}

const library = trainingScenarios();
const all: Array<Text & { lang: Lang; name: string }> = library.flatMap((s) => {
  const ruled = runScenario(s);
  return LANGS.flatMap((lang) => textsOf(s, lang, ruled).map((t) => ({ ...t, lang, name: s.name })));
});
const label = (t: (typeof all)[number]) => `${t.name} [${t.lang}] ${t.where}: "${t.text}"`;

describe("referee training in the rulebook's language (issue 35, points 1-3; issue 36, point 5)", () => {
  it("the rulebook parser finds the seeds' rules and their numbered points", () => {
    const ids = rulebookIds();
    for (const id of ['G1', 'G42', 'G5.7', 'G18.2', 'G37.4', 'G35.3', 'T1.11', 'T1.16.6', 'T2.28']) expect(ids.has(id), id).toBe(true);
    for (const id of ['G43', 'G5.8', 'G38.1', 'T2.29', 'T1.17']) expect(ids.has(id), id).toBe(false);
  });

  it('reads every question and card of the library in both languages', () => {
    expect(library.length).toBeGreaterThan(140);
    expect(all.length).toBeGreaterThan(4000);
  });

  it('every rule cited is one the seeds number (no internal sub-rule ids such as G19a or T1.11i)', () => {
    const ids = rulebookIds();
    const bad = all.filter((t) => [...t.text.matchAll(RULE_ID)].some((m) => !ids.has(m[0]))).map(label);
    expect(bad).toEqual([]);
  });

  it("no decision id of the rules matrix, no coordinate, no developer's note", () => {
    const bad = all.flatMap((t) => NOT_FOR_A_REFEREE[t.lang].filter((n) => n.pattern.test(t.text)).map((n) => `${label(t)}: ${n.why}`));
    expect(bad).toEqual([]);
  });

  it("Slovak writes a decimal comma (rule ids and the seeds' point numbers aside)", () => {
    const bad = all.filter((t) => t.lang === 'sk' && /\d\.\d/.test(t.text.replace(RULE_ID, '').replace(POINT_REF, ''))).map(label);
    expect(bad).toEqual([]);
  });

  it("a question states what was seen, never the referee's own verdict (issue 36, point 4)", () => {
    const verdict = { sk: /posúdil|usúdil|rozhodol|považoval/i, en: /judged|ruled|decided|considered/i };
    const bad = all.filter((t) => t.where.startsWith('question') && verdict[t.lang].test(t.text)).map(label);
    expect(bad).toEqual([]);
  });

  it('one record, one story: a foul never denies the part of the cue the timeline shows (issue 36, point 2)', () => {
    const cards = new Map<string, Text[]>();
    for (const t of all) if (t.lang === 'sk') cards.set(t.name, [...(cards.get(t.name) ?? []), t]);
    const bad = [...cards].filter(
      ([, texts]) =>
        texts.some((t) => t.where === 'timeline' && /Špička tága sa dotkla/.test(t.text)) &&
        texts.some((t) => t.where === 'foul' && /inak ako špičkou/.test(t.text)),
    );
    expect(bad.map(([name]) => name)).toEqual([]);
    expect([...cards.values()].some((texts) => texts.some((t) => t.where === 'timeline' && /Špička tága sa dotkla gule/.test(t.text)))).toBe(true);
  });

  it("Slovak uses the glossary's terms", () => {
    const bad = all
      .filter((t) => t.lang === 'sk')
      .flatMap((t) => NOT_THE_GLOSSARYS.filter((n) => n.pattern.test(t.text)).map((n) => `${label(t)}: use ${n.use}`));
    expect(bad).toEqual([]);
  });
});
