/**
 * Referee training: strokes of the scenario library played from the referee's
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
import { cardHeading } from './training-card.ts';
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
  SET_ASIDE_KEY,
  summarize,
  type Judgement,
  type TrainingCall,
  type TrainingSession,
} from './training-session.ts';

export { trainingScenarios };

/** What the panel shows now, so a change of language can draw it again. */
type Screen = () => void;

const t = TEXTS.training;

export function startRefereeTraining(root: HTMLElement, controls: AppControls): void {
  new RefereeTraining(root, controls).practise();
}

/** The training panel and its session; each method draws one screen or one part of it. */
class RefereeTraining {
  private readonly library = trainingScenarios();
  private readonly store = typeof localStorage === 'undefined' ? null : localStorage;
  private readonly session: TrainingSession;
  /** What the trainee must know about the stored progress: entries dropped on reading, a save refused. */
  private storageNote: ((lang: Lang) => string) | null;
  /** The stored entry could not be read whole nor kept aside: this visit stores nothing over it. */
  private readonly keepStored: boolean;
  private readonly panel = el('div', { className: 'training-panel', id: 'training' });
  private readonly head = el('div', { className: 'training-head' });
  private readonly body = el('div', { className: 'training-body' });
  private scope = 'all';
  private index = 0;
  private screen: Screen = () => {};
  private stopQuestion: () => void = () => {};

  constructor(
    root: HTMLElement,
    private readonly controls: AppControls,
  ) {
    const stored = readSession(this.store);
    this.session = stored.session;
    // Nothing stored is lost: an entry not read whole was kept aside, or is kept in place and not stored over.
    this.keepStored = stored.original === 'keep';
    this.storageNote =
      stored.original === 'set-aside'
        ? (lang) => t.storedAside[lang](stored.dropped, SET_ASIDE_KEY)
        : stored.original === 'keep'
          ? (lang) => t.storedKept[lang](stored.dropped)
          : null;
    this.panel.append(this.head, this.body);
    root.appendChild(this.panel);
    document.addEventListener('pool-lang', () => {
      if (this.panel.isConnected) this.screen();
    });
  }

  private lang(): Lang {
    return this.controls.lang();
  }

  private scenarios(): Scenario[] {
    return this.library.filter((s) => inScope(s, this.scope));
  }

  private save(): void {
    if (this.keepStored) return;
    if (!saveSession(this.store, this.session)) this.storageNote = (lang) => t.storageFull[lang];
  }

  private header(mode: 'practice' | 'exam'): void {
    const lang = this.lang();
    const tab = (id: string, text: string, on: boolean, go: () => void) =>
      el('button', { id, className: on ? 'tab on' : 'tab', textContent: text, onclick: go });
    const fold = el('button', {
      id: 'training-fold',
      className: 'fold',
      textContent: t.fold[lang],
      onclick: () => {
        const folded = this.panel.classList.toggle('folded');
        fold.textContent = folded ? t.unfold[lang] : t.fold[lang];
        this.controls.relayout();
      },
    });
    const note = this.storageNote;
    this.head.replaceChildren(
      ...(note ? [el('div', { id: 'storage-note', className: 'hint', textContent: note(lang) })] : []),
      el('h3', { textContent: t.title[lang] }),
      el(
        'div',
        { className: 'tabs' },
        tab('mode-practice', t.practise[lang], mode === 'practice', () => {
          this.stopQuestion();
          this.practise();
        }),
        tab('mode-exam', t.examMode[lang], mode === 'exam', () => {
          this.stopQuestion();
          this.exam();
        }),
        fold,
      ),
    );
  }

  /** Practice: a question, then its card; the library in order, all of it or one scope. */
  practise(): void {
    this.screen = () => this.practise();
    this.header('practice');
    const lang = this.lang();
    const list = this.scenarios();
    const s = list[this.index % list.length] as Scenario;
    const box = el('div', { className: 'round' });
    this.body.replaceChildren(this.practiceBar(lang, list), box, this.scoreLine(lang), this.backButton(lang));
    this.stopQuestion = askQuestion(box, s, this.controls, {
      heading: t.question[lang]((this.index % list.length) + 1, list.length),
      once: false,
      secondsToAnswer: null,
      onAnswer: (j, outcome) => this.answered(s, j, outcome),
    });
    this.controls.relayout();
  }

  private practiceBar(lang: Lang, list: readonly Scenario[]): HTMLElement {
    const scopeSel = this.scopeSelect('filter', this.scope, lang);
    scopeSel.onchange = () => {
      this.scope = scopeSel.value;
      this.index = 0;
      this.practise();
    };
    // Any question of the scope can be picked, by its number (a name would give the answer away).
    const pick = el('select', { id: 'pick' }) as HTMLSelectElement;
    list.forEach((_, k) =>
      pick.append(el('option', { value: String(k), textContent: t.questionNo[lang](k + 1), selected: k === this.index % list.length })),
    );
    pick.onchange = () => {
      this.index = Number(pick.value);
      this.practise();
    };
    return el('div', { className: 'training-bar' }, scopeSel, pick);
  }

  private scopeSelect(id: string, value: string, lang: Lang): HTMLSelectElement {
    const sel = el('select', { id }) as HTMLSelectElement;
    for (const x of examScopes(this.library)) sel.append(el('option', { value: x, textContent: scopeName(x, lang), selected: x === value }));
    return sel;
  }

  private answered(s: Scenario, j: Judgement, outcome: RunOutcome): void {
    this.session.answers.push({ scenario: s.name, category: categoryOf(s.tags, s.game), truth: j.truth, answer: j.call, correct: j.correct });
    this.save();
    const card = () => {
      const box = el('div', { className: 'round' });
      this.body.replaceChildren(box, this.summaryBlock(this.lang()), this.backButton(this.lang()));
      showCard(box, s, outcome, j, this.controls, ...this.cardButtons(s));
      this.controls.relayout();
    };
    this.screen = () => {
      this.header('practice');
      card();
    };
    card();
  }

  /** Under a card: its fair twin (the same stroke, one thing changed), if it has one, and the next question. */
  private cardButtons(s: Scenario): HTMLElement[] {
    const lang = this.lang();
    const twin = s.twin ? this.library.find((x) => x.name === s.twin) : undefined;
    const next = el('button', {
      id: 'next',
      className: 'primary',
      textContent: t.next[lang],
      onclick: () => {
        this.index++;
        this.practise();
      },
    });
    if (!twin) return [next];
    const toTwin = el('button', {
      id: 'twin',
      textContent: t.twin[lang],
      onclick: () => {
        if (!this.scenarios().includes(twin)) this.scope = 'all';
        this.index = this.scenarios().indexOf(twin);
        this.practise();
      },
    });
    return [toTwin, next];
  }

  private scoreLine(lang: Lang): HTMLElement {
    const sum = summarize(this.session);
    return el('div', { id: 'score', className: 'score', textContent: t.score[lang](sum.right, sum.asked) });
  }

  /** Score per rule category, the missed calls, the pass mark, export and reset. */
  private summaryBlock(lang: Lang): HTMLElement {
    const { session, library } = this;
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
        this.save();
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
        this.save();
        this.practise();
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
            textContent: `${missedName(library, m.scenario, lang)}: ${t.theRuling[lang]} ${callText(m.truth, lang)}, ${t.yourCall[lang]} ${callText(m.answer, lang)}`,
          }),
        ),
      ),
      exportBtn,
      resetBtn,
    );
  }

  private exam(): void {
    this.screen = () => this.exam();
    this.header('exam');
    startExam(this.body, this.controls, this.library, {
      passMark: () => this.session.passMark,
      scopeSelect: (value) => this.scopeSelect('exam-scope', value, this.lang()),
      categoryName: (id) => categoryName(id, this.lang()),
      callParts: (c) => callParts(c, this.lang()),
      title: (s, lang) => cardHeading(s, lang),
      download,
      setScreen: (redraw) => {
        this.screen = () => {
          this.header('exam');
          redraw();
        };
      },
      setStop: (stop) => {
        this.stopQuestion = stop;
      },
      back: (lang) => this.backButton(lang),
    });
    this.controls.relayout();
  }

  private backButton(lang: Lang): HTMLElement {
    return el('button', {
      id: 'training-back',
      className: 'back',
      textContent: t.back[lang],
      onclick: () => {
        this.stopQuestion();
        this.panel.remove();
        this.controls.release();
      },
    });
  }
}

/**
 * A missed call named by its question's situation (the card's heading), or, for an answer stored
 * to a question this version no longer asks, by the name it was stored under: never "Question 0".
 */
export function missedName(library: readonly Scenario[], name: string, lang: Lang): string {
  const s = library.find((x) => x.name === name);
  return s ? cardHeading(s, lang) : t.questionGone[lang](name);
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = el('a', { href: url, download: name }) as HTMLAnchorElement;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function categoryName(id: string, lang: Lang): string {
  // A stored id is data, not a key: `constructor` or `__proto__` must not reach an object's prototype.
  const games = TEXTS.game.name[lang];
  return RULE_CATEGORIES.find((c) => c.id === id)?.name[lang] ?? (Object.hasOwn(games, id) ? games[id as keyof typeof games] : id);
}

function scopeName(scope: string, lang: Lang): string {
  const t = TEXTS.training;
  if (scope === 'all') return t.all[lang];
  if (scope === 'rulebook-seeds' || scope === 'rulebook-wpa') return t.rulebookScope[lang][scope];
  if (Object.hasOwn(t.difficulty[lang], scope)) return t.difficulty[lang][scope as keyof typeof t.difficulty.sk];
  return categoryName(scope, lang);
}

/** A call as the summary writes it: legal, the foul in words, the lag's winner. */
export function callText(c: TrainingCall, lang: Lang): string {
  return callParts(c, lang).join(' · ');
}

/**
 * A call in its parts: the call itself, then for a foul what the opponent gets
 * and which balls come back (spotted, or put back where they were), so that a list can show which part of an answer differs.
 */
export function callParts(c: TrainingCall, lang: Lang): string[] {
  const t = TEXTS.training;
  if ('timedOut' in c) return [t.timedOut[lang]];
  if ('lag' in c) return [c.lag === 'replay' ? t.lagReplay[lang] : t.lagWinner[lang](c.lag)];
  if (c.legal) return [t.legal[lang]];
  const parts = [c.code ? `${t.foul[lang]}: ${FOUL_TEXTS[c.code as keyof typeof FOUL_TEXTS]?.[lang] ?? ''}` : t.foul[lang]];
  if (c.consequence) parts.push(`${t.opponent[lang]}: ${t.consequence[lang][c.consequence]}`);
  if (c.spotted !== undefined) parts.push(c.spotted ? t.spotted[lang] : t.nothingSpotted[lang]);
  if (c.replaced !== undefined) parts.push(c.replaced ? t.replaced[lang] : t.nothingReplaced[lang]);
  return parts;
}
