/**
 * The answer form's two ways balls come back, judged as the rulebook words them: G31 spots balls
 * that left play on the long string ("vrátia sa ... na návratovú čiaru"), G20 puts a touched ball
 * back "do pôvodnej polohy" and G30 puts a ball that dropped by itself back "na miesto, z ktorého
 * spadla". A trainee who follows the seeds is marked right, over the whole library.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';
import { ballsBack, judgeAnswer, judgedRuling, taughtRuling, type Answer } from '../../src/ui/training-session.ts';
import { consequenceOf } from '../../src/ui/training-session.ts';

const library = trainingScenarios();
const ruled = library.filter((s) => s.game !== 'lag').map((s) => ({ s, outcome: runScenario(s) }));
const taught = (x: (typeof ruled)[number]) => taughtRuling(x.s.expect, judgedRuling(x.outcome));
const named = (start: string) => ruled.find((x) => x.s.name.startsWith(start)) as (typeof ruled)[number];

/** The foul answer with the right call and consequence and the given balls-back parts. */
function answer(x: (typeof ruled)[number], spotted: boolean, replaced: boolean): Answer {
  const r = taught(x);
  return { kind: 'foul', code: r.enforced?.code ?? '', consequence: consequenceOf(r), spotted, replaced };
}

describe('spotted (G31) or put back where it was (G20, G30): the form follows the rule', () => {
  it('G20: a touched ball is put back where it was, not spotted (the sleeve touches the 6)', () => {
    const x = named('S73 ');
    expect(ballsBack(taught(x))).toEqual({ spotted: false, replaced: true });
    expect(judgeAnswer(taught(x), answer(x, false, true), false).correct).toBe(true);
    expect(judgeAnswer(taught(x), answer(x, true, false), false).correct).toBe(false);
  });

  it('G30: a ball that dropped by itself after resting goes back to the lip, not to the spot', () => {
    const x = named('S58b ');
    expect(ballsBack(taught(x))).toEqual({ spotted: false, replaced: true });
    expect(judgeAnswer(taught(x), answer(x, false, true), false).correct).toBe(true);
    expect(judgeAnswer(taught(x), answer(x, true, false), false).correct).toBe(false);
  });

  it('G31: a ball pocketed on a foul in 14.1, or off the table, is spotted, and nothing is put back', () => {
    for (const start of ['S63 ', 'S30c ', 'S59a ']) {
      const x = named(start);
      expect(ballsBack(taught(x)), start).toEqual({ spotted: true, replaced: false });
      expect(judgeAnswer(taught(x), answer(x, true, false), false).correct, start).toBe(true);
      expect(judgeAnswer(taught(x), answer(x, true, true), false).correct, start).toBe(false);
    }
  });

  it('over the library: every spotted ball left play and lies on the long string; every foul is right with the parts its ruling gives', () => {
    for (const x of ruled) {
      const live = judgedRuling(x.outcome);
      for (const b of live.respot) {
        const at = x.outcome.result.ruling.respot.find((r) => r.id === b.id) as { y: number };
        if (b.replaced !== true) expect(Math.abs(at.y), `${x.s.name}: ball ${b.id}`).toBeLessThan(1e-9);
      }
      const r = taught(x);
      if (r.legal) continue;
      const back = ballsBack(r);
      expect(judgeAnswer(r, answer(x, back.spotted, back.replaced), false).correct, x.s.name).toBe(true);
    }
  });
});
