/** The referee exam: the draw, the scopes, the score per rule category. */
import { describe, expect, it } from 'vitest';
import { RULE_CATEGORIES } from '../../src/i18n/rule-categories.ts';
import { drawExam, examResult, examScopes, exportExam, inScope, seededRandom, TRAINEE_MAX, traineeName } from '../../src/ui/training-exam.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';
import { categoryOf, type TrainingAnswer } from '../../src/ui/training-session.ts';

const library = trainingScenarios();
const answer = (category: string, correct: boolean): TrainingAnswer => ({
  scenario: category,
  category,
  truth: { legal: true, code: null },
  answer: { legal: correct, code: null },
  correct,
});

describe('drawing an exam', () => {
  it('N distinct questions of the scope, in an order that depends on the seed and only on it', () => {
    const setup = { scope: 'all', count: 10, secondsPerQuestion: null, trainee: '' };
    const a = drawExam(library, setup, seededRandom(7)).map((s) => s.name);
    expect(a).toHaveLength(10);
    expect(new Set(a).size).toBe(10);
    expect(drawExam(library, setup, seededRandom(7)).map((s) => s.name)).toEqual(a);
    expect(drawExam(library, setup, seededRandom(8)).map((s) => s.name)).not.toEqual(a);
  });
  it('every question is in the scope; a scope smaller than N gives all of it', () => {
    for (const scope of examScopes(library)) {
      const pool = library.filter((s) => inScope(s, scope));
      expect(pool.length, scope).toBeGreaterThan(0);
      const drawn = drawExam(library, { scope, count: 40, secondsPerQuestion: 30, trainee: '' }, seededRandom(1));
      expect(drawn.length).toBe(Math.min(40, pool.length));
      for (const s of drawn) expect(inScope(s, scope)).toBe(true);
    }
  });
  it('the scopes: all, each game, each rule category with questions, each difficulty', () => {
    const scopes = examScopes(library);
    expect(scopes).toEqual(expect.arrayContaining(['all', 'nine-ball', 'eight-ball', 'straight-pool', 'lag', 'kitchen', 'stroke', 'easy', 'hard']));
  });
  it('every training scenario belongs to a rule category (none falls back to its game)', () => {
    const ids = new Set(RULE_CATEGORIES.map((c) => c.id));
    for (const s of library) expect(ids.has(categoryOf(s.tags, s.game)), `${s.name} ${JSON.stringify(s.tags)}`).toBe(true);
  });
});

describe('the exam result', () => {
  it("scores each rule category against the pass mark, in the categories' order, and overall", () => {
    const r = examResult(
      [answer('stroke', true), answer('lag', true), answer('stroke', false), answer('kitchen', true), answer('kitchen', true)],
      0.8,
    );
    expect(r).toMatchObject({ asked: 5, right: 4, ratio: 0.8, passed: true });
    expect(r.byCategory).toEqual([
      { category: 'lag', asked: 1, right: 1, ratio: 1, passed: true },
      { category: 'kitchen', asked: 2, right: 2, ratio: 1, passed: true },
      { category: 'stroke', asked: 2, right: 1, ratio: 0.5, passed: false },
    ]);
    expect(examResult([answer('lag', false)], 0.8).passed).toBe(false);
    expect(examResult([], 0.8).passed).toBe(false);
  });
  it('the setup may require every rule category to reach the pass mark; the result names those that did not', () => {
    const answers = [answer('stroke', true), answer('lag', true), answer('stroke', false), answer('kitchen', true), answer('kitchen', true)];
    expect(examResult(answers, 0.8)).toMatchObject({ passed: true, everyCategory: false, failedCategories: ['stroke'] });
    expect(examResult(answers, 0.8, true)).toMatchObject({ passed: false, everyCategory: true, failedCategories: ['stroke'] });
    expect(
      examResult(
        answers.filter((a) => a.category !== 'stroke'),
        0.8,
        true,
      ),
    ).toMatchObject({ passed: true, failedCategories: [] });
    const json = JSON.parse(
      exportExam(
        { scope: 'all', count: 5, secondsPerQuestion: null, trainee: '', everyCategory: true },
        answers.map((a) => ({ ...a, game: 'nine-ball', rulebook: 'wpa-game', title: { sk: 'x', en: 'x' } })),
        0.8,
        '2026-12-01T12:00:00Z',
      ),
    );
    expect(json).toMatchObject({ setup: { everyCategory: true }, result: { passed: false, failedCategories: ['stroke'] } });
  });
  it('exports the setup, the answers and the result', () => {
    const exported = { ...answer('lag', true), game: 'lag', rulebook: 'seeds', title: { sk: 'S01 · Rozohra', en: 'S01 Clean lag' } };
    const json = JSON.parse(
      exportExam({ scope: 'all', count: 5, secondsPerQuestion: 45, trainee: 'Ján Novák' }, [exported], 0.85, '2026-12-01T12:00:00Z'),
    );
    expect(json).toMatchObject({
      format: 'pool-referee-exam/1',
      setup: { count: 5, secondsPerQuestion: 45, trainee: 'Ján Novák' },
      answers: [{ game: 'lag', title: { sk: 'S01 · Rozohra', en: 'S01 Clean lag' } }],
      result: { asked: 1, right: 1, passed: true },
    });
  });
  it("the trainee's name is trimmed, its spaces collapsed, and cut to its limit", () => {
    expect(traineeName('  Ján \t  Novák \n')).toBe('Ján Novák');
    expect(traineeName('x'.repeat(500))).toHaveLength(TRAINEE_MAX);
    expect(traineeName('   ')).toBe('');
  });
});
