/**
 * Every text the page can show, walked in both languages: no English words inside a Slovak text and
 * no Slovak inside an English one (a name given by a program, such as "the rail" or "cue", used to
 * end up inside a Slovak sentence). Each text's function is called with neutral arguments ("X",
 * 1), so the words checked are the text's own.
 */
import { describe, expect, it } from 'vitest';
import { ADVICE_TEXTS } from '../../src/i18n/advice.ts';
import { CHOICE_LABELS, CHOICE_TEXTS } from '../../src/i18n/choices.ts';
import { FOUL_TEXTS } from '../../src/i18n/fouls.ts';
import { CUE_PART, CUSHION, POCKET, TERM } from '../../src/i18n/glossary.ts';
import { MATCH_TEXT, MATCH_UI } from '../../src/i18n/match.ts';
import { ONLINE_UI } from '../../src/i18n/online.ts';
import { PHYSICS_LABELS, SETTINGS_TEXTS } from '../../src/i18n/settings.ts';
import { SITUATION } from '../../src/i18n/situation.ts';
import { TEXTS } from '../../src/i18n/texts.ts';

/** English words that no Slovak sentence of the page uses. */
const ENGLISH =
  /\b(the|and|of|is|with|press|plays?|his|her|shot|balls?|cue|rail|strokes?|player|computer|pocket|foul|table|break|game|click|drag|space|miscue|won|wins)\b/i;
/** Slovak letters and words that no English sentence of the page uses. */
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]|\b(je|sa|na|alebo|hráč|guľa|biela|tágo|úder|jamka)\b/i;
/** Texts that are meant to be in the other language: the language button names the other one. */
const MEANT = new Set(['English', 'Slovensky']);

type Found = { path: string; sk: string; en: string };

/** The sk/en pairs under `v` (objects, arrays of lines, functions called with neutral arguments). */
function pairs(v: unknown, path: string, out: Found[]): void {
  if (!v || typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  if ('sk' in o && 'en' in o) {
    const texts = (x: unknown): string[] => {
      if (typeof x === 'string') return [x];
      if (Array.isArray(x)) return x.flatMap(texts);
      if (typeof x === 'function') {
        for (const args of [
          ['X', 'X', 'X', 'X'],
          [1, 1, 1, 1],
          ['X', 1, 1, 1],
          [1, 'X', 'X', 'X'],
        ]) {
          try {
            const r = (x as (...a: unknown[]) => unknown)(...args);
            if (typeof r === 'string') return [r];
          } catch {
            /* another set of arguments */
          }
        }
        return [];
      }
      return [];
    };
    const sk = texts(o.sk),
      en = texts(o.en);
    for (let k = 0; k < Math.max(sk.length, en.length); k++) out.push({ path, sk: sk[k] ?? '', en: en[k] ?? '' });
    return;
  }
  for (const [k, x] of Object.entries(o)) pairs(x, `${path}.${k}`, out);
}

const SOURCES: Record<string, unknown> = {
  TEXTS,
  ADVICE_TEXTS,
  CHOICE_LABELS,
  CHOICE_TEXTS,
  FOUL_TEXTS,
  CUSHION,
  POCKET,
  CUE_PART,
  TERM,
  SETTINGS_TEXTS,
  PHYSICS_LABELS,
  SITUATION,
  MATCH_UI,
  MATCH_TEXT,
  ONLINE_UI,
};

describe('the page in one language at a time', () => {
  it("names the program gives (the stick's obstacle, the cue ball in a list) read in the page's language", () => {
    for (const what of ['the rail', 'ball "3"', 'ball "cue"']) expect(TEXTS.blocked.sk(what, 4)).not.toMatch(ENGLISH);
    expect(TEXTS.blocked.sk('the rail', null)).toMatch(/cez mantinel/);
    expect(TEXTS.rest.sk(3, 'cue, 3', '1,0', 'cue')).not.toMatch(ENGLISH);
    expect(TEXTS.rest.en(1, '', '1.0', 'cue')).toMatch(/^Balls at rest\. 1 event, .*in the air: cue ball/);
  });
  it('the strengths are named as players know them', () => {
    for (const L of ['sk', 'en'] as const)
      for (const name of Object.values(ADVICE_TEXTS.levels)) expect(name[L]).not.toMatch(/ICGA|precision|presnosť/);
  });
  const all: Found[] = [];
  for (const [name, v] of Object.entries(SOURCES)) pairs(v, name, all);
  it('walks the texts (a few hundred of them)', () => {
    expect(all.length).toBeGreaterThan(300);
  });
  it('no English word inside a Slovak text', () => {
    const bad = all
      .filter((x) => x.sk && !MEANT.has(x.sk) && ENGLISH.test(x.sk.replace(/\bnpm run [\w:-]+( -- \w+)?/g, '')))
      .map((x) => `${x.path}: ${x.sk}`);
    expect(bad).toEqual([]);
  });
  it('no Slovak inside an English text', () => {
    const bad = all.filter((x) => x.en && !MEANT.has(x.en) && SLOVAK.test(x.en)).map((x) => `${x.path}: ${x.en}`);
    expect(bad).toEqual([]);
  });
});
