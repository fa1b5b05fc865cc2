import { describe, expect, it } from 'vitest';
import { withPlayerNames } from '../../src/i18n/player-names.ts';

const names = { A: 'Ana', B: 'Ján' } as const;

describe('the players named in rulings and messages', () => {
  it('English: "Player B" and "player A" become the names', () => {
    expect(withPlayerNames('Legal shot. Player B is next and plays the balls as they lie.', names, 'en')).toBe(
      'Legal shot. Ján is next and plays the balls as they lie.',
    );
    expect(withPlayerNames('Player B chooses: play on, or hand the shot back to player A.', names, 'en')).toBe(
      'Ján chooses: play on, or hand the shot back to Ana.',
    );
  });

  it('Slovak: "hráč A" in any case keeps its word and letter (the verbs agree with it, no name is declined) and the name follows', () => {
    expect(withPlayerNames('Správny úder. Na rade je hráč B a hrá z pozície, ako gule stoja.', names, 'sk')).toBe(
      'Správny úder. Na rade je hráč B (Ján) a hrá z pozície, ako gule stoja.',
    );
    expect(withPlayerNames('Hráč A sa vzdal, a tým prehral partiu (T1.14).', names, 'sk')).toBe(
      'Hráč A (Ana) sa vzdal, a tým prehral partiu (T1.14).',
    );
    expect(withPlayerNames('Hráč B si vyberie: hrá, ako gule stoja, alebo vráti úder hráčovi A.', names, 'sk')).toBe(
      'Hráč B (Ján) si vyberie: hrá, ako gule stoja, alebo vráti úder hráčovi A (Ana).',
    );
    expect(withPlayerNames('Guľa hráča B stojí na hranici záhlavia.', names, 'sk')).toBe('Guľa hráča B (Ján) stojí na hranici záhlavia.');
  });

  it('leaves other words alone, and the text as it is without names', () => {
    expect(withPlayerNames('Obaja hráči zahrajú rozohru znova.', names, 'sk')).toBe('Obaja hráči zahrajú rozohru znova.');
    expect(withPlayerNames('Player Bob and the Players A-Z', names, 'en')).toBe('Player Bob and the Players A-Z');
    expect(withPlayerNames('Hráč B pokračuje.', null, 'sk')).toBe('Hráč B pokračuje.');
  });
});
