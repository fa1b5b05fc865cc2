/** Referee-training sessions: score per category, the missed calls, the pass mark, storage. */
import { describe, expect, it, vi } from 'vitest';
import { callParts, categoryName } from '../../src/ui/referee-training.ts';
import {
  categoryOf,
  DEFAULT_PASS_MARK,
  isRightCall,
  judgeAnswer,
  MAX_STORED_ANSWERS,
  MAX_STORED_CHARS,
  readSession,
  saveSession,
  SET_ASIDE_KEY,
  STORAGE_KEY,
  summarize,
  type KeyValueStore,
  type TrainingAnswer,
} from '../../src/ui/training-session.ts';

const ans = (category: string, correct: boolean): TrainingAnswer => ({
  scenario: `s-${category}`,
  category,
  truth: { legal: false, code: 'wrong-ball-first' },
  answer: { legal: !correct, code: correct ? 'wrong-ball-first' : null },
  correct,
});

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

describe('training session', () => {
  it('scores per rule category, lists the missed calls, applies the 85 % pass mark', () => {
    const s = {
      version: 1 as const,
      passMark: DEFAULT_PASS_MARK,
      answers: [ans('G17', true), ans('G17', false), ans('G19', true), ans('G19', true)],
    };
    const sum = summarize(s);
    expect(sum).toMatchObject({ asked: 4, right: 3, ratio: 0.75, passed: false });
    expect(sum.byCategory).toEqual([
      { category: 'G17', asked: 2, right: 1 },
      { category: 'G19', asked: 2, right: 2 },
    ]);
    expect(sum.missed.map((m) => m.category)).toEqual(['G17']);
    expect(summarize({ ...s, passMark: 0.7 }).passed).toBe(true);
  });
  it('keeps the session between visits and survives a damaged entry', () => {
    const store = memory();
    const s = readSession(store).session;
    s.answers.push(ans('G22', true));
    saveSession(store, s);
    expect(readSession(store).session.answers).toHaveLength(1);
    store.setItem('pool-referee-training/v1', '{oops');
    expect(readSession(store).session.answers).toEqual([]);
  });
  it('issue 30, point 5: an entry of another version is kept aside unchanged, and the next answer is stored beside it', () => {
    const store = memory();
    const v2 = JSON.stringify({ version: 2, answers: [{ question: 'Q1', right: true }] });
    store.setItem(STORAGE_KEY, v2);
    const read = readSession(store);
    expect(read).toMatchObject({ dropped: 1, original: 'set-aside', session: { answers: [] } });
    read.session.answers.push(ans('G22', true));
    saveSession(store, read.session);
    expect(store.getItem(SET_ASIDE_KEY)).toBe(v2);
    expect(readSession(store)).toMatchObject({ dropped: 0, original: null, session: { answers: [ans('G22', true)] } });
  });
  it('issue 30, point 5: answers that cannot be read are left out, and the whole entry is kept aside first', () => {
    const store = memory();
    const text = JSON.stringify({ version: 1, passMark: 0.9, answers: [ans('G17', true), { scenario: 5 }] });
    store.setItem(STORAGE_KEY, text);
    expect(readSession(store)).toMatchObject({ dropped: 1, original: 'set-aside', session: { passMark: 0.9, answers: [ans('G17', true)] } });
    expect(store.getItem(SET_ASIDE_KEY)).toBe(text);
  });
  it('issue 30, point 5: a storage with no room for the copy keeps the entry in place, and the visit stores nothing over it', () => {
    const m = memory();
    const full: KeyValueStore = {
      ...m,
      setItem: (k, v) => {
        if (k === SET_ASIDE_KEY) throw new Error('QuotaExceededError');
        m.setItem(k, v);
      },
    };
    m.setItem(STORAGE_KEY, '{oops');
    expect(readSession(full)).toMatchObject({ dropped: 1, original: 'keep' });
    expect(m.getItem(STORAGE_KEY)).toBe('{oops');
  });
  it('issue 30, point 4: an entry longer than MAX_STORED_CHARS is never parsed, and only the latest MAX_STORED_ANSWERS entries are checked', () => {
    const store = memory();
    const long = `{"version":1,"answers":["${'x'.repeat(MAX_STORED_CHARS)}"]}`;
    store.setItem(STORAGE_KEY, long);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(readSession(store)).toMatchObject({ dropped: 1, original: 'set-aside', session: { answers: [] } });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    // A million short entries (2 MB): the schema looks at the ones that would be kept, not at all of them.
    store.setItem(STORAGE_KEY, `{"version":1,"passMark":0.85,"answers":[${Array(1_000_000).fill('1').join(',')}]}`);
    expect(readSession(store).dropped).toBe(MAX_STORED_ANSWERS);
  });
  it('scores a lag (G5) call by its winner, and keeps it between visits', () => {
    const store = memory();
    const s = readSession(store).session;
    s.answers.push({ scenario: 'S02', category: 'G5', truth: { lag: 'B' }, answer: { lag: 'A' }, correct: false });
    saveSession(store, s);
    const sum = summarize(readSession(store).session);
    expect(sum.byCategory).toEqual([{ category: 'G5', asked: 1, right: 0 }]);
    expect(sum.missed[0]).toMatchObject({ truth: { lag: 'B' }, answer: { lag: 'A' } });
  });
  it('a foul call is right when it names any foul of the stroke (G29 charges one, all were committed)', () => {
    const ruling = { legal: false, fouls: [{ code: 'no-contact' }, { code: 'cue-ball-did-not-leave-kitchen' }] }; // S16
    expect(isRightCall(ruling, true, 'cue-ball-did-not-leave-kitchen')).toBe(true);
    expect(isRightCall(ruling, true, 'no-contact')).toBe(true);
    expect(isRightCall(ruling, true, 'double-hit')).toBe(false);
    expect(isRightCall(ruling, true, null)).toBe(false);
    expect(isRightCall(ruling, false, null)).toBe(false);
    expect(isRightCall({ legal: true, fouls: [] }, false, null)).toBe(true);
    expect(isRightCall({ legal: true, fouls: [] }, true, 'no-contact')).toBe(false);
  });
  it('the category is the rule category of the first rule tag that has one (src/i18n/rule-categories.ts), or the game', () => {
    expect(categoryOf(['S12', 'G9', 'G38', 'straight-pool'], 'straight-pool')).toBe('kitchen');
    expect(categoryOf(['S02', 'G5.1', 'lag'], 'lag')).toBe('lag');
    expect(categoryOf(['S72', 'WPA-14.1-rerack', 'T1.5a'], 'straight-pool')).toBe('game-rules');
    expect(categoryOf(['physics'], 'nine-ball')).toBe('nine-ball');
  });
});

describe('the question: consequence and the training set', () => {
  it('the consequence is read from the ruling: loss of game first, else where the cue ball goes', async () => {
    const { consequenceOf } = await import('../../src/ui/training-session.ts');
    expect(consequenceOf({ lossOfGame: 'A', next: { ballInHand: 'table' } })).toBe('loss');
    expect(consequenceOf({ lossOfGame: null, next: { ballInHand: 'kitchen' } })).toBe('kitchen');
    expect(consequenceOf({ lossOfGame: null, next: { ballInHand: 'none' } })).toBe('none');
  });
  it('judges an answer per part: the call, then what the foul gives the opponent (ball in hand, spotting); no answer in time is wrong', () => {
    // S24 (G19): a scratch, ball in hand anywhere, nothing spotted.
    const scratch = {
      legal: false,
      fouls: [{ code: 'cue-ball-pocketed' }],
      enforced: { code: 'cue-ball-pocketed' },
      lossOfGame: null,
      respot: [],
      next: { shooter: 'B', ballInHand: 'table' as const, options: [] },
    };
    const right = judgeAnswer(scratch, { kind: 'foul', code: 'cue-ball-pocketed', consequence: 'table', spotted: false, replaced: false }, false);
    expect(right).toMatchObject({
      correct: true,
      callRight: true,
      consequenceRight: true,
      truth: { legal: false, code: 'cue-ball-pocketed', consequence: 'table' },
    });
    const halfRight = judgeAnswer(
      scratch,
      { kind: 'foul', code: 'cue-ball-pocketed', consequence: 'kitchen', spotted: false, replaced: false },
      false,
    );
    expect(halfRight).toMatchObject({ correct: false, callRight: true, consequenceRight: false });
    // Every part of the answer is kept, spotting included, and the summary shows the part that differs.
    expect(halfRight.call).toEqual({ legal: false, code: 'cue-ball-pocketed', consequence: 'kitchen', spotted: false, replaced: false });
    expect(halfRight.truth).toEqual({ legal: false, code: 'cue-ball-pocketed', consequence: 'table', spotted: false, replaced: false });
    const [said, was] = [callParts(halfRight.call, 'sk'), callParts(halfRight.truth, 'sk')];
    expect(said).toEqual([
      'Faul: Biela guľa padla do jamky.',
      'súper: bielu do ruky v záhlaví',
      'nič sa nevracia na návratovú čiaru',
      'nič sa nevracia na pôvodné miesto',
    ]);
    expect(said.filter((p, k) => p !== was[k])).toEqual(['súper: bielu do ruky v záhlaví']);
    expect(
      judgeAnswer(scratch, { kind: 'foul', code: 'cue-ball-pocketed', consequence: 'table', spotted: true, replaced: false }, false).consequenceRight,
    ).toBe(false);
    expect(judgeAnswer(scratch, { kind: 'legal' }, false)).toMatchObject({ correct: false, callRight: false, consequenceRight: null });
    expect(judgeAnswer(scratch, null, false)).toMatchObject({ correct: false, call: { timedOut: true } });
    // G5: a lag is judged by its winner, or the replay.
    const replay = {
      legal: true,
      fouls: [],
      enforced: null,
      lossOfGame: null,
      respot: [],
      next: { shooter: 'A', ballInHand: 'kitchen' as const, options: ['replay-lag'] },
    };
    expect(judgeAnswer(replay, { kind: 'lag', winner: 'replay' }, true)).toMatchObject({ correct: true, truth: { lag: 'replay' } });
    expect(judgeAnswer(replay, { kind: 'lag', winner: 'A' }, true).correct).toBe(false);
  });
});

describe('stored progress never breaks the page (issue 17, class 6)', () => {
  const stored = (value: unknown): KeyValueStore => {
    const m = new Map<string, string>([['pool-referee-training/v1', typeof value === 'string' ? value : JSON.stringify(value)]]);
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
  };
  const good: TrainingAnswer = {
    scenario: 'S24',
    category: 'pockets',
    truth: { legal: false, code: 'cue-ball-pocketed', consequence: 'table' },
    answer: { legal: true, code: null },
    correct: false,
  };
  it('a stored category named constructor, __proto__ or toString is shown as its own text (issue 30, point 6)', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      for (const lang of ['sk', 'en'] as const) expect(categoryName(id, lang)).toBe(id);
    expect(categoryName('nine-ball', 'en')).toBe('9-ball');
  });
  it('keeps the valid answers, drops and counts the rest: a null, a null truth, a string, a wrong shape', async () => {
    const r = readSession(
      stored({ version: 1, passMark: 0.85, answers: [good, null, { ...good, truth: null }, 'x', { ...good, correct: 'yes' }, good] }),
    );
    expect(r.session.answers).toEqual([good, good]);
    expect(r.dropped).toBe(4);
    expect(summarize(r.session)).toMatchObject({ asked: 2, right: 0 });
  });
  it('a pass mark out of range goes back to the default and is counted; damaged JSON starts afresh', async () => {
    const r = readSession(stored({ version: 1, passMark: -5, answers: [good] }));
    expect(r.session.passMark).toBe(DEFAULT_PASS_MARK);
    expect(r.dropped).toBe(1);
    expect(readSession(stored('{oops')).session.answers).toEqual([]);
    expect(readSession(stored('null')).session.answers).toEqual([]);
  });
  it('a full storage refuses the save without throwing; the caller is told', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(saveSession(full, { version: 1, passMark: 0.85, answers: [good] })).toBe(false);
    expect(saveSession(memory(), { version: 1, passMark: 0.85, answers: [good] })).toBe(true);
  });
});

describe('missed calls in the summary are named by their situation', () => {
  it('a question of the library by its card heading; one this version no longer asks by its stored name, never "Question 0"', async () => {
    const { missedName } = await import('../../src/ui/referee-training.ts');
    const { cardHeading } = await import('../../src/ui/training-card.ts');
    const { trainingScenarios } = await import('../../src/ui/training-library.ts');
    const library = trainingScenarios();
    const first = library[0]!;
    expect(missedName(library, first.name, 'en')).toBe(cardHeading(first, 'en'));
    expect(missedName(library, 'S999 a question taken out', 'sk')).toBe('Otázka „S999 a question taken out“ (už sa nekladie)');
    expect(missedName(library, 'S999 a question taken out', 'en')).not.toMatch(/Question 0/);
  });
});
