/** The player's controls in words for players: no rule ids, no key hints on a touch screen. */
import { describe, expect, it } from 'vitest';
import { SETTINGS_TEXTS } from '../../src/i18n/settings.ts';
import { TEXTS } from '../../src/i18n/texts.ts';
import { forInput, tipLine } from '../../src/ui/practice-labels.ts';

describe('control labels', () => {
  it('a touch screen reads them without the key hints; mouse and keys keep them', () => {
    for (const lang of ['sk', 'en'] as const) {
      for (const label of [TEXTS.replay[lang], TEXTS.undo[lang], TEXTS.redo[lang], TEXTS.raise[lang], TEXTS.pause[lang], TEXTS.shoot[lang]]) {
        expect(label).toMatch(/\)$/);
        expect(forInput(label, 'mouse')).toBe(label);
        expect(forInput(label, 'touch')).not.toMatch(/\(/);
        expect(forInput(label, 'touch').length).toBeGreaterThan(2);
      }
      for (const view of Object.values(TEXTS.camera[lang])) expect(forInput(view, 'touch')).not.toMatch(/\([A-Z]\)/);
    }
    expect(forInput('Undo (U)', 'touch')).toBe('Undo');
    // The frame steps' keys too: a phone has no comma or full stop key to press.
    for (const lang of ['sk', 'en'] as const)
      for (const label of [TEXTS.stepBack[lang], TEXTS.stepFwd[lang]]) expect(forInput(label, 'touch')).not.toMatch(/\(/);
    expect(forInput('Pohľad: zhora (C)', 'touch')).toBe('Pohľad: zhora');
  });
  it('the stroke controls name no rule ids (they belong to rulings and the referee cards)', () => {
    const ruleId = /\b[GT]\d+(\.\d+)?\b/;
    for (const lang of ['sk', 'en'] as const) {
      const labels = [
        TEXTS.shove[lang],
        TEXTS.extension[lang],
        TEXTS.replay[lang],
        TEXTS.undo[lang],
        TEXTS.raise[lang],
        TEXTS.game.obvious[lang],
        SETTINGS_TEXTS.shotClock[lang],
      ];
      for (const label of labels) expect(label).not.toMatch(ruleId);
    }
  });
});

describe('the tip read-out', () => {
  it('shows the miscue limit, and says when a tip is past it or past the ferrule, in both languages', () => {
    for (const L of ['sk', 'en'] as const) {
      const centre = tipLine({ side: 0, height: 0 }, 0.51, L);
      expect(centre.past).toBeNull();
      expect(centre.text).toMatch(L === 'sk' ? /hranica skĺznutia 0,51 R/ : /miscue limit 0\.51 R/);
      const draw = tipLine({ side: 0, height: -0.55 }, 0.51, L);
      expect(draw.past).toBe('miscue');
      expect(draw.text).toMatch(L === 'sk' ? /Za hranicou skĺznutia/ : /Past the miscue limit/);
      expect(tipLine({ side: 0.3, height: -0.6 }, 0.51, L).past).toBe('ferrule');
      expect(tipLine({ side: 0.3, height: -0.4 }, 0.51, L).past).toBeNull();
    }
  });
});
