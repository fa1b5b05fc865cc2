/**
 * Questions a referee can judge: a question whose ruling rests on a margin no eye sees is marked
 * as decided by instrument, read from the stroke's own margins; its card shows the measurement,
 * and an exam leaves it out unless asked for it.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { trainingCard } from '../../src/ui/training-card.ts';
import { drawExam, seededRandom } from '../../src/ui/training-exam.ts';
import { judgeable } from '../../src/ui/training-judgeable.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

const library = trainingScenarios();
const ruled = new Map(library.map((s) => [s.name, runScenario(s)]));
const judged = (s: Scenario) => {
  const o = ruled.get(s.name) as ReturnType<typeof runScenario>;
  return judgeable(s, o.record, o.result.ruling);
};
const named = (start: string) => library.find((s) => s.name.startsWith(start)) as Scenario;

describe('decided by eye or by instrument', () => {
  it('G22: a push-through ruled on the tip still touching the cue ball a quarter of a millisecond into the hit is the instrument’s', () => {
    const j = judged(named('G22 Push-through: the tip still on'));
    expect(j.by).toBe('instrument');
    expect(j.measured?.sk).toMatch(/keď bola špička ešte na nej/);
    // The same stroke from 3 cm: legal, and the eye sees the gap.
    expect(judged(named('G22 Push-through: the same stroke from 3 cm')).by).toBe('eye');
  });
  it('G5: a lag tie of 0.14 mm, G13: a ball turning 0.04 rad/s, T2.10: the 2 first by 6 ms: the instrument’s', () => {
    expect(judged(named('S07b ')).measured?.en).toMatch(/0\.14 mm apart/);
    expect(judged(named('S52b ')).measured?.en).toMatch(/0\.04 rad\/s/);
    expect(judged(named('S23b ')).measured?.en).toMatch(/6\.2 ms apart/);
    // Their twins the eye decides: a clear lag, a ball visibly turning, a hit the eye sees as one.
    for (const start of ['S01 ', 'S52a ', 'S23a ']) expect(judged(named(start)).by, start).toBe('eye');
  });
  it('most of the library is decided by eye; each instrument question shows its measurement on its card', () => {
    const instrument = library.filter((s) => judged(s).by === 'instrument');
    expect(instrument.length).toBeGreaterThan(0);
    expect(instrument.length).toBeLessThan(library.length / 10);
    for (const s of library) {
      const o = ruled.get(s.name) as ReturnType<typeof runScenario>;
      const card = trainingCard(s, o.record, o.result.ruling, 'sk');
      if (judged(s).by === 'instrument') expect(card.measured, s.name).toMatch(/^Okom sa to rozhodnúť nedá, rozhodlo meranie: /);
      else expect(card.measured, s.name).toBeNull();
    }
  });
  it('an exam leaves the instrument’s questions out unless it asks for them', () => {
    const byEye = (s: Scenario) => judged(s).by === 'eye';
    const setup = { scope: 'all', count: 40, secondsPerQuestion: null, trainee: '' };
    for (let seed = 1; seed <= 5; seed++) {
      const drawn = drawExam(library, setup, seededRandom(seed), byEye);
      expect(drawn).toHaveLength(40);
      expect(drawn.every(byEye)).toBe(true);
    }
    const all = drawExam(library, { ...setup, count: library.length, instrument: true }, seededRandom(1), byEye);
    expect(all.some((s) => !byEye(s))).toBe(true);
  });
});
