/**
 * Reading JSON text (src/scenario/json-text.ts) and a match file's text (match-text.ts): the nesting
 * is bounded before the text is parsed, so a file's cost follows its size, not its shape; a key given
 * twice is refused by every reader of a match file, the page's "Open a match file…" included.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { duplicateKeyPath, MAX_JSON_NESTING, parseJsonText, tooDeepAt } from '../../src/scenario/json-text.ts';
import { forbiddenKeyPath, readMatchText } from '../../src/scenario/match-text.ts';
import { SHOT_CLOCK_MIN_S } from '../../src/rules/shot-clock.ts';

const LIBRARY_MATCH = 'test/matches/nine-ball-club-beginner.json';

describe('the nesting of a JSON text is bounded before it is parsed', () => {
  it(`refuses nesting deeper than ${MAX_JSON_NESTING} levels, naming the line and column where it goes too deep`, () => {
    const deep = `{"a": ${'['.repeat(MAX_JSON_NESTING)}${']'.repeat(MAX_JSON_NESTING)}}`;
    expect(tooDeepAt(deep)).toBe(`line 1, column ${7 + MAX_JSON_NESTING - 1}`);
    expect(() => parseJsonText(deep)).toThrow(new RegExp(`nested deeper than ${MAX_JSON_NESTING} levels of arrays and objects`));
    const fits = `{"a": ${'['.repeat(MAX_JSON_NESTING - 1)}${']'.repeat(MAX_JSON_NESTING - 1)}}`;
    expect(tooDeepAt(fits)).toBeNull();
    expect(() => parseJsonText(fits)).not.toThrow();
  });
  it('brackets inside strings (escaped quotes too) do not count', () => {
    const text = `{"a": "${'['.repeat(200)}\\"${'{'.repeat(200)}", "b": [1, "]]]"]}`;
    expect(tooDeepAt(text)).toBeNull();
    expect(parseJsonText(text)).toEqual({ a: `${'['.repeat(200)}"${'{'.repeat(200)}`, b: [1, ']]]'] });
  });
  it('a text of millions of brackets is refused at its first levels: the work does not grow with the depth', () => {
    // 48 MB of nesting drove the duplicate-key scan to 3.6 GB; refused by the pre-pass it builds nothing.
    const huge = '['.repeat(5_000_000) + ']'.repeat(5_000_000);
    expect(tooDeepAt(huge)).toBe(`line 1, column ${MAX_JSON_NESTING + 1}`);
    expect(() => parseJsonText(huge)).toThrow(/nested deeper than/);
  });
});

describe("the scans after the parse cost the text's length, not its length times its depth", () => {
  it("the duplicate-key scan reuses one frame a level: an object's keys are its own, in this text and the next", () => {
    expect(duplicateKeyPath('{"a": [{"k": 1, "j": 2}, {"k": 3}], "b": {"k": 4}}')).toBeNull();
    expect(duplicateKeyPath('[[{"j": 1, "k": 2}]]')).toBeNull();
    expect(duplicateKeyPath('[[{"k": 1, "k": 2}]]')).toBe('[0][0].k');
    expect(duplicateKeyPath('{"a\\"b": 1, "x": [1, {"a\\"b": 2, "a\\"b": 3}]}')).toBe('x[1].a"b');
    expect(duplicateKeyPath('{"a": {"b": 1}, "c": {"b": 2}}')).toBeNull();
  });
  it('the prototype-key scan keeps one path and writes it out only for the key it finds', () => {
    const at = JSON.parse('{"entries": [{"kind": "stroke"}, {"scenario": {"balls": [{"id": "1"}, {"__proto__": {"x": 1}}]}}]}') as unknown;
    expect(forbiddenKeyPath(at)).toBe('entries[1].scenario.balls[1].__proto__');
    // Deep and wide: each value is visited once (47 levels, 20,000 arrays), none is found.
    const deep = JSON.parse(`[${Array.from({ length: 20_000 / 46 }, () => '['.repeat(46) + ']'.repeat(46)).join(',')}]`) as unknown;
    expect(forbiddenKeyPath(deep)).toBeNull();
  });
});

describe('a match file is read alike by the CLI and the page (readMatchText)', () => {
  it('a key given twice (raceTo 50, then 2) is refused with its path, not read as a race to 2', () => {
    const text = readFileSync(LIBRARY_MATCH, 'utf8');
    expect(() => readMatchText(text)).not.toThrow();
    const twice = text.replace(/"raceTo": *(\d+)/, '"raceTo": 50, "raceTo": $1');
    expect(twice).not.toBe(text);
    expect(() => readMatchText(twice)).toThrow(/settings\.raceTo: this key is given twice in one object/);
  });
});

describe('a match file: what a schema would drop silently is refused with its path', () => {
  it("a __proto__ key inside a stroke's scenario (JSON.parse keeps it as an own key; the schema would drop it)", () => {
    const m = JSON.parse(readFileSync(LIBRARY_MATCH, 'utf8'));
    const k = m.entries.findIndex((e: { kind: string }) => e.kind === 'stroke');
    const text = JSON.stringify(m, null, 1).replace('"scenario": {', '"scenario": {"__proto__": {"polluted": true},');
    expect(() => readMatchText(text)).toThrow(new RegExp(`entries\\[${k}\\]\\.scenario\\.__proto__: this key is not allowed anywhere`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it(`a shot clock shorter than ${SHOT_CLOCK_MIN_S} s (1e-300 s) is refused, naming the field (T1.11)`, () => {
    const m = JSON.parse(readFileSync(LIBRARY_MATCH, 'utf8'));
    m.settings.shotClock = { limitS: 1e-300, extensions: 1 };
    expect(() => readMatchText(JSON.stringify(m))).toThrow(/settings\.shotClock\.limitS/);
  });
});
