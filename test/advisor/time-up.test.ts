/**
 * A player's time at the table (advise.ts TimeUp): when the page's computer has used its time the
 * search answers the best stroke found so far; without a time limit the search is whole and
 * unchanged.
 */
import { describe, expect, it } from 'vitest';
import { advise, DEFAULT_SEARCH } from '../../src/advisor/advise.ts';
import { layoutSituation } from './layout-situation.ts';

describe('the search when time is up', () => {
  it('answers a stroke at once, from far fewer simulations, and a time never up changes nothing', () => {
    const { situation } = layoutSituation('straight-in', 'club');
    const whole = advise(situation, 0, 1);
    const never = advise(situation, 0, 1, undefined, DEFAULT_SEARCH, () => false);
    expect(never).toEqual(whole);
    const up = advise(situation, 0, 1, undefined, DEFAULT_SEARCH, () => true);
    expect(up.suggestions).toHaveLength(1);
    expect(up.simulations).toBeLessThan(whole.simulations / 2);
    // The straight-in 1 is found even so.
    expect(up.suggestions[0]).toMatchObject({ target: '1', pot: { ball: '1', pocket: 'foot-left' } });
  });
  it('from ball in hand, time up after the first place screened still answers a stroke', () => {
    const { situation } = layoutSituation('straight-in', 'beginner');
    const inHand = { ...situation, state: { ...situation.state, ballInHand: 'table' as const } };
    const whole = advise(inHand, 0, 1);
    const up = advise(inHand, 0, 1, undefined, DEFAULT_SEARCH, () => true);
    expect(up.suggestions).toHaveLength(1);
    expect(up.simulations).toBeLessThan(whole.simulations / 2);
  });
});
