/**
 * The match board writes each player's name isolated (src/ui/match-board.ts): a name in another
 * script or holding direction controls is a <bdi> of its own, so it cannot reorder the words around
 * it, and the board's text is the same words without the marks.
 */
import { describe, expect, it } from 'vitest';
import { isolatedName, isolatedParts } from '../../src/ui/match-board.ts';

describe('player names on the match board', () => {
  it('each name is a part of its own, the words between them plain text', () => {
    const text = `Match: ${isolatedName('Ana')} 1 : 0 ${isolatedName('\u202Eevil')}`;
    expect(isolatedParts(text)).toEqual([
      { text: 'Match: ', isolated: false },
      { text: 'Ana', isolated: true },
      { text: ' 1 : 0 ', isolated: false },
      { text: '\u202Eevil', isolated: true },
    ]);
    // The override stays inside its name's <bdi>: the score after it keeps its order.
    expect(
      isolatedParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe('Match: Ana 1 : 0 \u202Eevil');
  });
  it('a name holding isolate marks of its own cannot close its isolation early', () => {
    const parts = isolatedParts(`${isolatedName('A\u2069 wins 9:0 \u2068')} : ${isolatedName('B')}`);
    expect(parts).toEqual([
      { text: 'A wins 9:0 ', isolated: true },
      { text: ' : ', isolated: false },
      { text: 'B', isolated: true },
    ]);
  });
});
