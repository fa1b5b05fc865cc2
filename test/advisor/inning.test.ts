/**
 * An inning played by the advisor (src/advisor/inning.ts) in the call-shot games: it calls the ball
 * and pocket it plays (8-ball, 14.1), and the adjudicator's ruling carries the game on.
 */
import { describe, expect, it } from 'vitest';
import { advise } from '../../src/advisor/advise.ts';
import { execute } from '../../src/advisor/inning.ts';
import { defaultState } from '../../src/rules/types.ts';
import { situation, straightIn } from './inning-tables.ts';

describe('an inning of the advisor in the call-shot games', () => {
  it('WPA-14.1-scoring: it calls the 3 in the left foot corner, pots it for a point and keeps the table', () => {
    // At the professional's noise a fluke into the right foot corner keeps the table in all its search
    // samples too; the straight-in pot ranks first by the geometry's trace (advise.ts GEOMETRY_TRACE).
    const s = situation(defaultState('straight-pool'), straightIn('3'));
    const best = advise(s, 1, 1).suggestions[0]!;
    expect(best.pot).toEqual({ ball: '3', pocket: 'foot-left' });
    const played = execute(s, best, 1);
    expect(played.state.call).toEqual({ ball: '3', pocket: 'foot-left' });
    expect(played.ruling.scoreDelta.A).toBe(1);
    expect(played.ruling.inningEnds).toBe(false);
  });
  it('WPA-8B-open-table: with groups set it plays its own group and calls it (solids: the 3, not the 11)', () => {
    const s = situation(defaultState('eight-ball', { groups: { A: 'solids', B: 'stripes' } }), [
      { id: 'cue', x: 0.307, y: 0.148 },
      { id: '11', x: 0.75, y: 0.38 },
      { id: '3', x: -0.5, y: -0.3 },
      { id: '8', x: 0.4, y: -0.4 },
    ]);
    const best = advise(s, 1, 1).suggestions[0]!;
    expect(best.target).toBe('3');
    expect(execute(s, best, 1).ruling.fouls).toEqual([]);
  });
});
