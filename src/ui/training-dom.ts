/**
 * The parts of the referee-training panel: the question (what the referee knows), the answer form
 * (legal or which foul, and what it gives the opponent; on a lag, who won) and the card (the
 * ruling, the fouls with their rules, the situation and the timeline, each line with its mark on
 * the table). DOM only: the words come from src/i18n, the content from training-card.ts.
 */
import { FOUL_TEXTS } from '../i18n/fouls.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { FOUL_CODES } from '../rules/index.ts';
import type { Card, QuestionView, TimelineRow } from './training-card.ts';
import { CONSEQUENCES, type Answer, type Consequence } from './training-session.ts';

export function el(tag: string, props: Record<string, unknown> = {}, ...kids: (Node | string)[]): HTMLElement {
  const n = document.createElement(tag);
  Object.assign(n, props);
  n.append(...kids);
  return n;
}

/** The question: its title and the lines of the situation, nothing of the scenario's name. */
export function questionBlock(q: QuestionView, heading: string): HTMLElement {
  return el(
    'div',
    { id: 'question', className: 'question' },
    el('div', { id: 'question-title', className: 'name', textContent: `${heading} · ${q.title}` }),
    el('ul', { id: 'situation-before', className: 'evidence' }, ...q.lines.map((l) => el('li', { textContent: l.text }))),
  );
}

export function answerForm(lang: Lang, lag: boolean, onAnswer: (a: Answer) => void): HTMLElement {
  const t = TEXTS.training;
  if (lag) {
    const win = (p: 'A' | 'B') =>
      el('button', { id: `answer-lag-${p}`, textContent: t.lagWinner[lang](p), onclick: () => onAnswer({ kind: 'lag', winner: p }) });
    return el(
      'div',
      { className: 'answers' },
      win('A'),
      win('B'),
      el('button', { id: 'answer-lag-replay', textContent: t.lagReplay[lang], onclick: () => onAnswer({ kind: 'lag', winner: 'replay' }) }),
    );
  }
  const foulSel = el('select', { id: 'foul-code' }) as HTMLSelectElement;
  foulSel.append(el('option', { value: '', textContent: t.whichFoul[lang] }));
  for (const code of FOUL_CODES) if (code !== 'lag-lost') foulSel.append(el('option', { value: code, textContent: FOUL_TEXTS[code][lang] }));
  const consSel = el('select', { id: 'consequence' }) as HTMLSelectElement;
  consSel.append(el('option', { value: '', textContent: t.whatNext[lang] }));
  for (const c of CONSEQUENCES) consSel.append(el('option', { value: c, textContent: t.consequence[lang][c] }));
  // The balls that come back after the stroke, the other part of the consequence, in the rulebook's two
  // ways: spotted on the long string (G31), or put back where they were (G20, G30).
  const spotBox = el('input', { id: 'spotted', type: 'checkbox' }) as HTMLInputElement;
  const replaceBox = el('input', { id: 'replaced', type: 'checkbox' }) as HTMLInputElement;
  const foulBtn = el('button', {
    id: 'answer-foul',
    textContent: t.foul[lang],
    disabled: true,
    onclick: () =>
      onAnswer({
        kind: 'foul',
        code: foulSel.value,
        consequence: consSel.value as Consequence,
        spotted: spotBox.checked,
        replaced: replaceBox.checked,
      }),
  }) as HTMLButtonElement;
  // A foul call names the foul and its consequence.
  foulSel.onchange = consSel.onchange = () => {
    foulBtn.disabled = foulSel.value === '' || consSel.value === '';
  };
  return el(
    'div',
    { className: 'answers' },
    el('button', { id: 'answer-legal', textContent: t.legal[lang], onclick: () => onAnswer({ kind: 'legal' }) }),
    el('div', { className: 'or', textContent: t.orFoul[lang] }),
    foulSel,
    consSel,
    el('label', { className: 'check' }, spotBox, ` ${t.spotted[lang]}`),
    el('label', { className: 'check' }, replaceBox, ` ${t.replaced[lang]}`),
    foulBtn,
  );
}

export interface CardParts {
  readonly verdict: HTMLElement;
  readonly card: HTMLElement;
}

/**
 * The card: the scenario, the ruling, the fouls, the situation and the timeline. A click on a line
 * of the timeline calls `onSeek` with its time and mark, and marks the line as picked.
 */
export function cardBlock(card: Card, lang: Lang, onSeek: (row: TimelineRow) => void): HTMLElement {
  const t = TEXTS.training;
  const lines = card.timeline.map((row) => {
    const li = el(
      'li',
      { className: `${row.foul ? 'foul' : ''} seekable`, title: t.seekHint[lang] },
      ...(row.mark !== null ? [el('span', { className: `mark ${row.foul ? 'foul' : (row.kind ?? '')}`, textContent: String(row.mark) })] : []),
      row.text,
    );
    li.dataset.t = String(row.t);
    li.tabIndex = 0;
    const pick = () => {
      for (const x of list.querySelectorAll('li.picked')) x.classList.remove('picked');
      li.classList.add('picked');
      onSeek(row);
    };
    li.onclick = pick;
    li.onkeydown = (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        pick();
      }
    };
    return li;
  });
  const list = el('ol', { id: 'evidence', className: 'evidence timeline' }, ...lines);
  return el(
    'div',
    { id: 'card', className: 'card' },
    el('div', { id: 'scenario-name', className: 'name', textContent: card.heading }),
    el('div', { id: 'card-rulebook', className: 'hint', textContent: card.rulebook }),
    el('div', { className: 'desc', textContent: card.description }),
    el('div', { id: 'card-ruling', className: 'card-ruling', textContent: card.ruling }),
    ...(card.measured ? [el('div', { id: 'card-measured', className: 'hint', textContent: card.measured })] : []),
    ...(card.fouls.length > 0 ? [el('ul', { id: 'card-fouls', className: 'fouls' }, ...card.fouls.map((f) => el('li', { textContent: f })))] : []),
    el('div', { className: 'evidence-title', textContent: t.situation[lang] }),
    el('ul', { id: 'situation', className: 'evidence' }, ...card.situation.map((x) => el('li', { textContent: x }))),
    el('div', { className: 'evidence-title', textContent: t.evidence[lang] }),
    list,
  );
}
