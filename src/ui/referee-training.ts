/**
 * Referee training (issue 7, issue 14): strokes of the scenario library played from the referee's
 * place. Practice asks one question at a time, in the library's order or one rule's, and shows
 * the card after each answer; the exam (training-exam-view.ts) asks N drawn questions and scores
 * them at the end. Before an answer the trainee sees only what a referee at the table knows; the
 * adjudicator rules, this module only asks and shows.
 */
import { FOUL_TEXTS } from '../i18n/fouls.ts';
import { percent as pct } from '../i18n/glossary.ts';
import { RULE_CATEGORIES } from '../i18n/rule-categories.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import type { RunOutcome } from '../scenario/run.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { AppControls } from './practice-training.ts';
import { showCard } from './training-card-view.ts';
import { el } from './training-dom.ts';
import { startExam } from './training-exam-view.ts';
import { examScopes, inScope } from './training-exam.ts';
import { trainingScenarios } from './training-library.ts';
import { askQuestion } from './training-question.ts';
import {
  categoryOf,
  exportSession,
  readSession,
  saveSession,
  summarize,
  type Judgement,
  type TrainingCall,
  type TrainingSession,
} from './training-session.ts';

export { trainingScenarios };

/** What the panel shows now, so a change of language can draw it again. */
type Screen = () => void;

export function startRefereeTraining(root: HTMLElement, controls: AppControls): void {
  const library = trainingScenarios();
  const store = typeof localStorage === 'undefined' ? null : localStorage;
  const stored = readSession(store);
  const session: TrainingSession = stored.session;
  /** What the trainee must know about the stored progress: entries dropped on reading, a save refused. */
  let storageNote: ((lang: Lang) => string) | null = stored.dropped > 0 ? (lang) => TEXTS.training.storedDropped[lang](stored.dropped) : null;
  const save = () => {
    if (!saveSession(store, session)) storageNote = (lang) => TEXTS.training.storageFull[lang];
  };
  const panel = el('div', { className: 'training-panel', id: 'training' });
  const head = el('div', { className: 'training-head' });
  const body = el('div', { className: 'training-body' });
  panel.append(head, body);
  root.appendChild(panel);
  const t = TEXTS.training;
  const L = (): Lang => controls.lang();
  let scope = 'all';
  let index = 0;
  let screen: Screen = () => {};
  let stopQuestion: () => void = () => {};
  const scenarios = () => library.filter((s) => inScope(s, scope));

  function header(mode: 'practice' | 'exam'): void {
    const lang = L();
    const tab = (id: string, text: string, on: boolean, go: () => void) =>
      el('button', { id, className: on ? 'tab on' : 'tab', textContent: text, onclick: go });
    const fold = el('button', {
      id: 'training-fold',
      className: 'fold',
      textContent: t.fold[lang],
      onclick: () => {
        const folded = panel.classList.toggle('folded');
        fold.textContent = folded ? t.unfold[lang] : t.fold[lang];
        controls.relayout();
      },
    });
    head.replaceChildren(
      ...(storageNote ? [el('div', { id: 'storage-note', className: 'hint', textContent: storageNote(lang) })] : []),
      el('h3', { textContent: t.title[lang] }),
      el(
        'div',
        { className: 'tabs' },
        tab('mode-practice', t.practise[lang], mode === 'practice', () => {
          stopQuestion();
          practise();
        }),
        tab('mode-exam', t.examMode[lang], mode === 'exam', () => {
          stopQuestion();
          exam();
        }),
        fold,
      ),
    );
  }

  /** Practice: a question, then its card; the library in order, all of it or one scope. */
  function practise(): void {
    screen = practise;
    header('practice');
    const lang = L();
    const list = scenarios();
    const s = list[index % list.length] as Scenario;
    const box = el('div', { className: 'round' });
    body.replaceChildren(practiceBar(lang, list), box, scoreLine(lang), backButton(lang));
    stopQuestion = askQuestion(box, s, controls, {
      heading: t.question[lang]((index % list.length) + 1, list.length),
      once: false,
      secondsToAnswer: null,
      onAnswer: (j, outcome) => answered(s, j, outcome),
    });
    controls.relayout();
  }

  function practiceBar(lang: Lang, list: readonly Scenario[]): HTMLElement {
    const scopeSel = scopeSelect('filter', scope, lang);
    scopeSel.onchange = () => {
      scope = scopeSel.value;
      index = 0;
      practise();
    };
    // Any question of the scope can be picked, by its number (a name would give the answer away).
    const pick = el('select', { id: 'pick' }) as HTMLSelectElement;
    list.forEach((_, k) =>
      pick.append(el('option', { value: String(k), textContent: t.questionNo[lang](k + 1), selected: k === index % list.length })),
    );
    pick.onchange = () => {
      index = Number(pick.value);
      practise();
    };
    return el('div', { className: 'training-bar' }, scopeSel, pick);
  }

  function scopeSelect(id: string, value: string, lang: Lang): HTMLSelectElement {
    const sel = el('select', { id }) as HTMLSelectElement;
    for (const x of examScopes(library)) sel.append(el('option', { value: x, textContent: scopeName(x, lang), selected: x === value }));
    return sel;
  }

  function answered(s: Scenario, j: Judgement, outcome: RunOutcome): void {
    session.answers.push({ scenario: s.name, category: categoryOf(s.tags, s.game), truth: j.truth, answer: j.call, correct: j.correct });
    save();
    const lang = L();
    screen = () => {
      header('practice');
      card();
    };
    const twin = s.twin ? library.find((x) => x.name === s.twin) : undefined;
    const card = () => {
      const box = el('div', { className: 'round' });
      body.replaceChildren(box, summaryBlock(L()), backButton(L()));
      showCard(
        box,
        s,
        outcome,
        j,
        controls,
        ...(twin
          ? [
              el('button', {
                id: 'twin',
                textContent: t.twin[lang],
                onclick: () => {
                  if (!scenarios().includes(twin)) scope = 'all';
                  index = scenarios().indexOf(twin);
                  practise();
                },
              }),
            ]
          : []),
        el('button', {
          id: 'next',
          className: 'primary',
          textContent: t.next[lang],
          onclick: () => {
            index++;
            practise();
          },
        }),
      );
      controls.relayout();
    };
    card();
  }

  function scoreLine(lang: Lang): HTMLElement {
    const sum = summarize(session);
    return el('div', { id: 'score', className: 'score', textContent: t.score[lang](sum.right, sum.asked) });
  }

  /** Score per rule category, the missed calls, the pass mark, export and reset. */
  function summaryBlock(lang: Lang): HTMLElement {
    const sum = summarize(session);
    const mark = el('input', {
      id: 'pass-mark',
      type: 'number',
      min: '50',
      max: '100',
      step: '1',
      value: String(Math.round(session.passMark * 100)),
    }) as HTMLInputElement;
    const passText = () =>
      `${pct(summarize(session).ratio)} · ${t.passMark[lang]} ${pct(session.passMark)} · ${summarize(session).passed ? t.passed[lang] : t.notPassed[lang]}`;
    const verdict = el('span', { id: 'pass', textContent: passText() });
    mark.onchange = () => {
      const v = Number(mark.value);
      if (v >= 50 && v <= 100) {
        session.passMark = v / 100;
        save();
        verdict.textContent = passText();
      }
    };
    const exportBtn = el('button', {
      id: 'export',
      textContent: t.export[lang],
      onclick: () => download(exportSession(session), 'referee-training.json'),
    });
    const resetBtn = el('button', {
      id: 'reset-progress',
      textContent: t.reset[lang],
      onclick: () => {
        session.answers = [];
        save();
        practise();
      },
    });
    return el(
      'details',
      { id: 'summary', className: 'summary' },
      el('summary', { textContent: `${t.summary[lang]} · ${t.score[lang](sum.right, sum.asked)}` }),
      el('div', {}, verdict, ' ', el('label', { className: 'check' }, `${t.passMark[lang]} `, mark, ' %')),
      el(
        'table',
        { id: 'by-category' },
        ...sum.byCategory.map((c) =>
          el('tr', {}, el('td', { textContent: categoryName(c.category, lang) }), el('td', { textContent: `${c.right}/${c.asked}` })),
        ),
      ),
      el(
        'ul',
        { id: 'missed' },
        ...sum.missed.map((m) =>
          el('li', {
            textContent: `${t.questionNo[lang](library.findIndex((s) => s.name === m.scenario) + 1)}: ${t.theRuling[lang]} ${callText(m.truth, lang)}, ${t.yourCall[lang]} ${callText(m.answer, lang)}`,
          }),
        ),
      ),
      exportBtn,
      resetBtn,
    );
  }

  function exam(): void {
    screen = exam;
    header('exam');
    startExam(body, controls, library, {
      passMark: () => session.passMark,
      scopeSelect: (value) => scopeSelect('exam-scope', value, L()),
      categoryName: (id) => categoryName(id, L()),
      callText: (c) => callText(c, L()),
      download,
      setScreen: (redraw) => {
        screen = () => {
          header('exam');
          redraw();
        };
      },
      setStop: (stop) => {
        stopQuestion = stop;
      },
      back: backButton,
    });
    controls.relayout();
  }

  function backButton(lang: Lang): HTMLElement {
    return el('button', {
      id: 'training-back',
      className: 'back',
      textContent: t.back[lang],
      onclick: () => {
        stopQuestion();
        panel.remove();
        controls.release();
      },
    });
  }

  document.addEventListener('pool-lang', () => {
    if (panel.isConnected) screen();
  });
  practise();
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = el('a', { href: url, download: name }) as HTMLAnchorElement;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function categoryName(id: string, lang: Lang): string {
  return RULE_CATEGORIES.find((c) => c.id === id)?.name[lang] ?? TEXTS.game.name[lang][id as keyof typeof TEXTS.game.name.sk] ?? id;
}

function scopeName(scope: string, lang: Lang): string {
  const t = TEXTS.training;
  if (scope === 'all') return t.all[lang];
  if (scope in t.difficulty[lang]) return t.difficulty[lang][scope as keyof typeof t.difficulty.sk];
  return categoryName(scope, lang);
}

/** A call as the summary writes it: legal, the foul in words, the lag's winner. */
export function callText(c: TrainingCall, lang: Lang): string {
  const t = TEXTS.training;
  if ('timedOut' in c) return t.timedOut[lang];
  if ('lag' in c) return c.lag === 'replay' ? t.lagReplay[lang] : t.lagWinner[lang](c.lag);
  if (c.legal) return t.legal[lang];
  return c.code ? `${t.foul[lang]}: ${FOUL_TEXTS[c.code as keyof typeof FOUL_TEXTS]?.[lang] ?? ''}` : t.foul[lang];
}
