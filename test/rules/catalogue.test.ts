/** Every foul code has its rule id and its Slovak and English text; src/rules stays pure. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOUL_TEXTS } from '../../src/i18n/fouls.ts';
import { FOULS, FOUL_CODES } from '../../src/rules/fouls.ts';

describe('foul catalogue', () => {
  it.each(FOUL_CODES)('%s has a rule id and a Slovak and English explanation', (code) => {
    expect(FOULS[code].rule).toMatch(/^(G\d+(\.\d+)?|T\d+\.\d+(\.\d+)?|WPA-[\w.-]+)$/);
    expect(FOUL_TEXTS[code].sk.length).toBeGreaterThan(5);
    expect(FOUL_TEXTS[code].en.length).toBeGreaterThan(5);
  });
  it('no text exists for a code that is not in the catalogue', () => {
    expect(Object.keys(FOUL_TEXTS).sort()).toEqual([...FOUL_CODES].sort());
  });
});

describe('layer boundary', () => {
  it('src/rules and everything it imports use no three, cannon-es, lil-gui or DOM', () => {
    const seen = new Set<string>();
    const queue = [resolve('src/rules/index.ts')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)) {
        const spec = m[1]!;
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^(three|cannon-es|lil-gui)(\/|$)/);
        if (spec.startsWith('.')) queue.push(join(dirname(file), spec));
      }
      expect(text, `${file} touches the DOM`).not.toMatch(/\b(document|window|HTMLElement)\./);
    }
    expect([...seen].some((f) => f.includes('/physics/simulate.ts'))).toBe(false);
    expect(seen.size).toBeGreaterThan(5);
  });
});
