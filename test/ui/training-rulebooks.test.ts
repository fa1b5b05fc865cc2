/**
 * Two rulebooks, chosen on purpose: the seeds (G1-G42, T1, T2), the WPA rules of a game (which the
 * seeds lack), and WPA's reading where the seeds read a situation otherwise. Every question is
 * filed under the rulebook its ruling applies, the exam's and practice's scopes choose it, and each
 * card says it.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { trainingCard } from '../../src/ui/training-card.ts';
import { drawExam, examScopes, inScope, seededRandom } from '../../src/ui/training-exam.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';
import { rulebookOf } from '../../src/ui/training-rulebooks.ts';

const library = trainingScenarios();
const ruled = library.map((s) => ({ s, outcome: runScenario(s) }));

describe('the rulebook of each question', () => {
  it('a question whose ruling cites a WPA rule is a WPA question; one that cites none of WPA is not, unless it is WPA’s reading', () => {
    const bad: string[] = [];
    for (const { s, outcome } of ruled) {
      const r = outcome.result.ruling;
      const citesWpa = r.fouls.some((f) => f.rule.startsWith('WPA')) || /\(WPA /.test(r.explanation.en);
      const book = rulebookOf(s);
      if (citesWpa && book === 'seeds' && !s.tags?.includes('seeds-reading')) bad.push(`${s.name}: cites WPA, filed under the seeds`);
    }
    expect(bad).toEqual([]);
    const count = (b: string) => library.filter((s) => rulebookOf(s) === b).length;
    // The WPA readings beside the seeds': a miscue, the break that never leaves the kitchen, the 8 first on an open table, the 14.1 third foul.
    expect(count('wpa-reading')).toBe(4);
    expect(count('wpa-game')).toBeGreaterThanOrEqual(25);
    expect(count('seeds')).toBeGreaterThan(100);
  });

  it('the scopes choose the seeds, WPA, or both (all)', () => {
    const scopes = examScopes(library);
    expect(scopes.slice(0, 3)).toEqual(['all', 'rulebook-seeds', 'rulebook-wpa']);
    const seeds = library.filter((s) => inScope(s, 'rulebook-seeds'));
    const wpa = library.filter((s) => inScope(s, 'rulebook-wpa'));
    expect(seeds.length + wpa.length).toBe(library.length);
    expect(seeds.every((s) => rulebookOf(s) === 'seeds')).toBe(true);
    const drawn = drawExam(library, { scope: 'rulebook-seeds', count: 40, secondsPerQuestion: null, trainee: '' }, seededRandom(3));
    expect(drawn.every((s) => rulebookOf(s) === 'seeds')).toBe(true);
  });

  it('each card says which rulebook it applied, in both languages', () => {
    for (const { s, outcome } of ruled) {
      const sk = trainingCard(s, outcome.record, outcome.result.ruling, 'sk').rulebook;
      const en = trainingCard(s, outcome.record, outcome.result.ruling, 'en').rulebook;
      const book = rulebookOf(s);
      expect(sk, s.name).toMatch(book === 'seeds' ? /slovenských pravidiel/ : /pravidiel WPA/);
      expect(en, s.name).toMatch(book === 'seeds' ? /Slovak rules/ : /WPA rules/);
    }
  });
});
