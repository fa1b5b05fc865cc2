/**
 * User text in our sentences: a shared scenario's name or a file's error is
 * isolated (U+2068 first-strong isolate ... U+2069 pop directional isolate), so a right-to-left
 * override in it ends with it (UAX #9: the PDI closes every embedding opened inside) and the rest
 * of the status line reads as written.
 */
import { describe, expect, it } from 'vitest';
import { isolate, TEXTS } from '../../src/i18n/texts.ts';

describe('text from a file or a link is isolated inside our sentences', () => {
  const hostile = 'evil\u202Ename';
  it('the loaded message holds the name between U+2068 and U+2069, in both languages', () => {
    for (const lang of ['sk', 'en'] as const) {
      const line = TEXTS.loaded[lang](hostile);
      expect(line).toContain(`\u2068${hostile}\u2069`);
      expect(line.slice(line.indexOf('\u2069') + 1)).toMatch(/^\. /);
    }
  });
  it("a refused file's reason is isolated too", () => {
    for (const lang of ['sk', 'en'] as const) expect(TEXTS.badFile[lang](hostile)).toMatch(/\u2068evil\u202Ename\u2069$/);
    expect(isolate('')).toBe('\u2068\u2069');
  });
});
