/**
 * The exam on screen: the setup (scope, number of questions, time to
 * answer, pass mark), the questions one after another, each watched once and answered with no
 * card between them, and the result: the score per rule category against the pass mark, every
 * question with the call and the ruling and its card to review, printable and exportable as JSON.
 */
import { percent as pct } from '../i18n/glossary.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import type { RunOutcome } from '../scenario/run.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { AppControls } from './practice-training.ts';
import { showCard } from './training-card-view.ts';
import { el } from './training-dom.ts';
import {
  drawExam,
  EXAM_COUNTS,
  EXAM_SECONDS,
  examResult,
  exportExam,
  seededRandom,
  TRAINEE_MAX,
  traineeName,
  type ExamSetup,
  type ExportedAnswer,
} from './training-exam.ts';
import { askQuestion } from './training-question.ts';
import { judgeable } from './training-judgeable.ts';
import { runScenario } from '../scenario/run.ts';
import { rulebookOf } from './training-rulebooks.ts';
import { categoryOf, type Judgement, type TrainingCall } from './training-session.ts';

export interface ExamHooks {
  passMark(): number;
  scopeSelect(value: string): HTMLSelectElement;
  categoryName(id: string): string;
  /** A call in its parts (the call, then a foul's consequence and spotting), in the page's language. */
  callParts(c: TrainingCall): string[];
  /** The heading a question's card has, in a language: its situation and game (training-card.ts cardHeading). */
  title(s: Scenario, lang: Lang): string;
  download(text: string, name: string): void;
  /** What to draw again when the language changes. */
  setScreen(redraw: () => void): void;
  /** What stops the question on screen (its timer) when the trainee leaves it. */
  setStop(stop: () => void): void;
  back(lang: Lang): HTMLElement;
}

interface Asked {
  readonly s: Scenario;
  readonly j: Judgement;
  readonly outcome: RunOutcome;
}

let lastSetup: ExamSetup = { scope: 'all', count: 5, secondsPerQuestion: null, trainee: '', everyCategory: false, instrument: false };

export function startExam(body: HTMLElement, controls: AppControls, library: readonly Scenario[], h: ExamHooks): void {
  const t = TEXTS.training;
  const L = () => controls.lang();

  function showSetup(): void {
    h.setScreen(showSetup);
    const lang = L();
    // A new exam starts from a clean table: no evidence of the card reviewed before it.
    controls.review(false);
    controls.evidence(null, []);
    const scope = h.scopeSelect(lastSetup.scope);
    const count = el('select', { id: 'exam-count' }) as HTMLSelectElement;
    for (const n of EXAM_COUNTS) count.append(el('option', { value: String(n), textContent: String(n), selected: n === lastSetup.count }));
    const time = el('select', { id: 'exam-time' }) as HTMLSelectElement;
    for (const s of EXAM_SECONDS)
      time.append(
        el('option', {
          value: String(s ?? ''),
          textContent: s === null ? t.untimed[lang] : t.seconds[lang](s),
          selected: s === lastSetup.secondsPerQuestion,
        }),
      );
    const trainee = el('input', {
      id: 'exam-trainee',
      type: 'text',
      maxLength: TRAINEE_MAX,
      value: lastSetup.trainee,
      autocomplete: 'name',
    }) as HTMLInputElement;
    const every = el('input', { id: 'exam-every-category', type: 'checkbox', checked: lastSetup.everyCategory === true }) as HTMLInputElement;
    const instrument = el('input', { id: 'exam-instrument', type: 'checkbox', checked: lastSetup.instrument === true }) as HTMLInputElement;
    const field = (label: string, input: HTMLElement) => el('label', { className: 'field' }, el('span', { textContent: label }), input);
    const start = el('button', {
      id: 'exam-start',
      className: 'primary',
      textContent: t.examStart[lang],
      onclick: () => {
        lastSetup = {
          scope: scope.value,
          count: Number(count.value),
          secondsPerQuestion: time.value === '' ? null : Number(time.value),
          trainee: traineeName(trainee.value),
          everyCategory: every.checked,
          instrument: instrument.checked,
        };
        const seed = Math.floor(Math.random() * 2 ** 31);
        run(lastSetup, drawExam(library, lastSetup, seededRandom(seed), byEye), []);
      },
    });
    body.replaceChildren(
      el('div', { className: 'name', textContent: t.examSetup[lang] }),
      field(t.examScope[lang], scope),
      field(t.examCount[lang], count),
      field(t.examTime[lang], time),
      field(t.examTrainee[lang], trainee),
      el('label', { className: 'check' }, every, ` ${t.examEveryCategory[lang]}`),
      el('label', { className: 'check' }, instrument, ` ${t.examInstrument[lang]}`),
      el('div', { className: 'hint', textContent: `${t.examRules[lang]} ${t.passMarkIs[lang](Math.round(h.passMark() * 100))}` }),
      start,
      h.back(lang),
    );
  }

  function run(setup: ExamSetup, questions: readonly Scenario[], asked: Asked[]): void {
    const k = asked.length;
    if (k >= questions.length) {
      result(setup, asked);
      return;
    }
    const s = questions[k] as Scenario;
    // A change of language mid-question keeps the question (the viewing already spent stays spent).
    h.setScreen(() => run(setup, questions, asked));
    const box = el('div', { className: 'round' });
    body.replaceChildren(box);
    h.setStop(
      askQuestion(box, s, controls, {
        heading: t.examOf[L()](k + 1, questions.length),
        once: true,
        secondsToAnswer: setup.secondsPerQuestion,
        onAnswer: (j, outcome) => run(setup, questions, [...asked, { s, j, outcome }]),
      }),
    );
    controls.relayout();
  }

  function result(setup: ExamSetup, asked: readonly Asked[]): void {
    h.setScreen(() => result(setup, asked));
    h.setStop(() => {});
    const lang = L();
    controls.review(false);
    controls.evidence(null, []);
    const answers = exportedAnswers(asked, h);
    const r = examResult(answers, h.passMark(), setup.everyCategory === true);
    const finished = new Date();
    const questions = questionLines(asked, lang, h, (k) => review(setup, asked, k));
    body.replaceChildren(
      el(
        'div',
        { id: 'exam-summary', className: 'exam-summary' },
        el('div', { className: 'print-only', textContent: t.printedOn[lang](finished.toLocaleString(lang === 'sk' ? 'sk-SK' : 'en-GB')) }),
        el('div', { className: 'name', textContent: t.examDone[lang] }),
        ...(setup.trainee ? [el('div', { id: 'exam-trainee-name', textContent: t.examTraineeIs[lang](setup.trainee) })] : []),
        el('div', {
          id: 'exam-total',
          className: r.passed ? 'right' : 'wrong',
          textContent: t.examTotal[lang](r.right, r.asked, r.ratio, r.passMark, r.passed),
        }),
        ...failedCategories(r, lang, h),
        categoryTable(r, lang, h),
        el('div', { className: 'evidence-title', textContent: t.examQuestions[lang] }),
        el('ol', { id: 'exam-questions', className: 'evidence' }, ...questions),
        el(
          'div',
          { className: 'buttons no-print' },
          el('button', { id: 'exam-print', textContent: t.print[lang], onclick: () => window.print() }),
          el('button', {
            id: 'exam-export',
            textContent: t.export[lang],
            onclick: () => h.download(exportExam(setup, answers, h.passMark(), finished.toISOString()), 'referee-exam.json'),
          }),
          el('button', { id: 'exam-new', className: 'primary', textContent: t.newExam[lang], onclick: showSetup }),
          h.back(lang),
        ),
      ),
    );
    controls.relayout();
  }

  /** One question's card from the result, with the evidence on the table. */
  function review(setup: ExamSetup, asked: readonly Asked[], k: number): void {
    h.setScreen(() => review(setup, asked, k));
    const a = asked[k] as Asked;
    const box = el('div', { className: 'round' });
    body.replaceChildren(box);
    showCard(
      box,
      a.s,
      a.outcome,
      a.j,
      controls,
      el('button', { id: 'exam-back', className: 'primary', textContent: t.backToResult[L()], onclick: () => result(setup, asked) }),
    );
    controls.relayout();
  }

  showSetup();
}

/** The answers as stored and exported: the session's fields, each question's game and its title in both languages. */
function exportedAnswers(asked: readonly Asked[], h: ExamHooks): ExportedAnswer[] {
  return asked.map((a) => ({
    scenario: a.s.name,
    category: categoryOf(a.s.tags, a.s.game),
    truth: a.j.truth,
    answer: a.j.call,
    correct: a.j.correct,
    game: a.s.game,
    rulebook: rulebookOf(a.s),
    title: { sk: h.title(a.s, 'sk'), en: h.title(a.s, 'en') },
  }));
}

/** One line per question on the result: right or wrong, its situation and game, the answer beside the ruling, and its card. */
function questionLines(asked: readonly Asked[], lang: Lang, h: ExamHooks, showCard: (k: number) => void): HTMLElement[] {
  const t = TEXTS.training;
  return asked.map((a, k) =>
    el(
      'li',
      { className: a.j.correct ? 'right' : 'wrong' },
      // Each question by its situation (the card's heading), so an examiner reading the result knows which it was.
      `${a.j.correct ? '✔' : '✘'} ${k + 1}. ${h.title(a.s, lang)}: ${t.yourCall[lang]} `,
      ...partsShown(h.callParts(a.j.call), h.callParts(a.j.truth)),
      `; ${t.theRuling[lang]} `,
      ...partsShown(h.callParts(a.j.truth), h.callParts(a.j.call)),
      ' ',
      el('button', { id: `exam-card-${k + 1}`, className: 'small', textContent: t.showCard[lang], onclick: () => showCard(k) }),
    ),
  );
}

/** A call's parts joined by " · ", those that differ from the other call's in bold (what was wrong, or what the ruling was). */
function partsShown(parts: readonly string[], other: readonly string[]): Array<HTMLElement | string> {
  return parts.flatMap((p, k) => [...(k > 0 ? [' · '] : []), p === other[k] ? p : el('strong', { className: 'differs', textContent: p })]);
}

/** The exam's score per rule category: right of asked, the ratio, passed or not. */
/** Which categories did not reach the pass mark, and whether that decides the exam (none: no line). */
function failedCategories(r: ReturnType<typeof examResult>, lang: Lang, h: ExamHooks): HTMLElement[] {
  if (r.failedCategories.length === 0) return [];
  const text = TEXTS.training.examFailedCategories[lang](
    r.failedCategories.map((c) => h.categoryName(c)),
    r.everyCategory,
  );
  return [el('div', { id: 'exam-failed-categories', className: r.everyCategory ? 'wrong' : '', textContent: text })];
}

function categoryTable(r: ReturnType<typeof examResult>, lang: Lang, h: ExamHooks): HTMLElement {
  const t = TEXTS.training;
  const rows = r.byCategory.map((c) =>
    el(
      'tr',
      { className: c.passed ? 'right' : 'wrong' },
      el('td', { textContent: h.categoryName(c.category) }),
      el('td', { textContent: `${c.right}/${c.asked}` }),
      el('td', { textContent: `${pct(c.ratio)} ${c.passed ? '✔' : '✘'}` }),
    ),
  );
  const head = el(
    'tr',
    {},
    el('th', { textContent: t.category[lang] }),
    el('th', { textContent: t.rightOf[lang] }),
    el('th', { textContent: t.result[lang] }),
  );
  return el('table', { id: 'exam-by-category' }, head, ...rows);
}

/** Whether a referee's eye decides the question (its stroke run once, then remembered). */
const eyeDecides = new Map<string, boolean>();
function byEye(s: Scenario): boolean {
  let eye = eyeDecides.get(s.name);
  if (eye === undefined) {
    const o = runScenario(s);
    eye = judgeable(s, o.record, o.result.ruling).by === 'eye';
    eyeDecides.set(s.name, eye);
  }
  return eye;
}
