/** The pre-stroke evidence on the training card: what the referee knew (calls, warnings, declarations). */
import { describe, expect, it } from 'vitest';
import { SHOOTERS_ACTS } from '../../src/scenario/consistency.ts';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { declaredTimeline, describeSituation } from '../../src/ui/situation.ts';

const scenario = (extra: object) =>
  parseScenarioText(
    JSON.stringify({
      format: 'pool-scenario/1',
      name: 't',
      game: 'nine-ball',
      balls: [
        { id: 'cue', x: -0.9, y: 0 },
        { id: '3', x: 0.3, y: 0.2 },
        { id: '5', x: 0.5, y: -0.2 },
      ],
      ...extra,
    }),
  );

describe('describeSituation', () => {
  it('G37: a ball declared frozen is shown, in both languages', () => {
    const s = scenario({ state: { frozenDeclared: [{ ball: '3', to: 'left' }] } });
    expect(describeSituation(s, 'en')).toContain('declared: the 3 frozen to the left long cushion');
    expect(describeSituation(s, 'sk')).toContain('nahlásené: guľa 3 je tesne ležiaca pri ľavom pozdĺžnom mantineli');
  });
  it("T2.16: fouls in a row and the warning; G20: a declared touch with its time goes to the stroke's timeline", () => {
    const s = scenario({
      state: { foulsInRow: { A: 2, B: 0 }, warned: { A: true, B: false } },
      declared: [{ type: 'ball-touched', by: 'A', t: 3, ball: 'cue' }],
    });
    expect(describeSituation(s, 'en')).toEqual([
      'Player A to shoot',
      'player A: 2 fouls in a row, warned',
      'Player A touched the cue ball (3000.0 ms)',
    ]);
    expect(declaredTimeline(s, 'en')).toEqual([{ t: 3, text: 'Player A touched the cue ball' }]);
    expect(declaredTimeline(s, 'sk')[0]?.text).toBe('Hráč A sa dotkol bielej');
  });
  it('the break, ball in hand, the call and the rule set', () => {
    const s = scenario({
      game: 'straight-pool',
      rules: 'wpa',
      state: { phase: 'break', ballInHand: 'kitchen', call: { ball: '5', pocket: 'foot-left' } },
    });
    expect(describeSituation(s, 'en')).toEqual([
      'Player A to shoot (the break)',
      'cue ball in hand behind the head string',
      'called: the 5 in the left foot corner pocket',
      'played under WPA rules',
    ]);
    expect(describeSituation(s, 'sk')).toEqual([
      'Na rade je hráč A (rozstrel)',
      'biela v ruke v záhlaví',
      'nahlásená guľa 5 do ľavej zadnej rohovej jamky',
      'hrá sa podľa pravidiel WPA',
    ]);
  });
  it('every declaration type has a text in both languages', async () => {
    const { DECLARED_TYPES } = await import('../../src/scenario/schema.ts');
    for (const type of DECLARED_TYPES) {
      // A settle names its ball and time (G30), here with the pocket it dropped into.
      const extra = type === 'ball-settled' ? { ball: '3', t: 1, pocket: 'foot-left' } : {};
      // An extension is claimed on a running shot clock (T1.11).
      const state = type === 'extension-claimed' ? { clock: { limitS: 35, elapsedS: 40, extensions: { A: 1, B: 1 } } } : {};
      // The shooter's own acts (consistency.ts) are his; the rest are seen by the referee.
      const by = type in SHOOTERS_ACTS ? 'A' : 'referee';
      const s = scenario({ state, declared: [{ type, by, ...extra }] });
      for (const lang of ['sk', 'en'] as const) expect(describeSituation(s, lang).at(-1)).not.toContain('undefined');
    }
  });
});
