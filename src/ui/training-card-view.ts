/**
 * The card after an answer: right or wrong per part, the adjudicator's ruling, and the evidence,
 * on the card (the timeline) and on the table (the balls' paths and numbered contact marks, the
 * foul's in red). A click on a timeline line shows that instant of the stroke; the replay button
 * plays it again slowed round the foul.
 */
import { ball } from '../i18n/glossary.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import type { EvidenceMark } from '../render/evidence-marks.ts';
import type { RunOutcome } from '../scenario/run.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { AppControls } from './practice-training.ts';
import { trainingCard, type Card } from './training-card.ts';
import { cardBlock, el } from './training-dom.ts';
import { consequenceOf, judgedRuling, type Judgement } from './training-session.ts';

/** The slow-motion window round the foul, s before and after it, and its rate. */
const SLOW_BEFORE_S = 0.25;
const SLOW_AFTER_S = 0.4;
const SLOW_RATE = 0.15;

export function showCard(
  box: HTMLElement,
  s: Scenario,
  outcome: RunOutcome,
  j: Judgement | null,
  controls: AppControls,
  ...buttons: HTMLElement[]
): Card {
  const lang = controls.lang();
  const t = TEXTS.training;
  const card = trainingCard(s, outcome.record, outcome.result.ruling, lang);
  // The table is this question's alone: a replay sets only the balls of its own record, so balls of a
  // card opened before (an exam's result opens one after another) would otherwise stay on the cloth.
  controls.showBalls(outcome.record.snapshot.balls);
  controls.review(true); // now the replay controls may show the evidence
  controls.evidence(outcome.record, marksOf(card));
  const slow = el('button', {
    id: 'slow',
    textContent: outcome.result.ruling.legal ? t.slowLegal[lang] : t.slow[lang],
    onclick: () => {
      controls.showBalls(outcome.record.snapshot.balls);
      const at = card.focusT ?? 0;
      void controls.play(outcome.record, 1, { from: Math.max(0, at - SLOW_BEFORE_S), to: at + SLOW_AFTER_S, rate: SLOW_RATE });
    },
  });
  box.replaceChildren(
    ...(j ? [verdictBlock(j, outcome, lang)] : []),
    cardBlock(card, lang, (row) => controls.seek(row.t, row.mark)),
    el('div', { className: 'buttons' }, slow, ...buttons),
  );
  controls.seek(outcome.record.trajectory.endT, null); // the balls where they stopped, every mark shown
  return card;
}

function marksOf(card: Card): EvidenceMark[] {
  return card.timeline
    .filter((r) => r.mark !== null && r.pos !== null && r.kind !== null)
    .map((r) => ({
      n: r.mark as number,
      t: r.t,
      x: (r.pos as readonly [number, number])[0],
      y: (r.pos as readonly [number, number])[1],
      kind: r.kind as EvidenceMark['kind'],
      foul: r.foul,
    }));
}

/** Right or wrong, per part: the call, and for a foul what it gives the opponent. */
function verdictBlock(j: Judgement, outcome: RunOutcome, lang: Lang): HTMLElement {
  const t = TEXTS.training;
  const r = outcome.result.ruling;
  const tick = (ok: boolean) => (ok ? '✔' : '✘');
  const parts = [
    el('li', {
      className: j.callRight ? 'right' : 'wrong',
      textContent: `${tick(j.callRight)} ${'timedOut' in j.call ? t.timedOut[lang] : t.partCall[lang]}`,
    }),
  ];
  if (j.consequenceRight !== null) {
    // Spotted (G31) and put back where they were (G20, G30) are told apart, as the answer was judged.
    const back = judgedRuling(outcome).respot;
    const named = (replaced: boolean) =>
      back
        .filter((b) => (b.replaced === true) === replaced)
        .map((b) => (lang === 'sk' ? ball(b.id).sk.nom : ball(b.id).en))
        .join(', ');
    const spotted = [
      named(false) ? `${t.spotted[lang]}: ${named(false)}` : t.nothingSpotted[lang],
      ...(named(true) ? [`${t.replaced[lang]}: ${named(true)}`] : []),
    ].join('; ');
    parts.push(
      el('li', {
        className: j.consequenceRight ? 'right' : 'wrong',
        textContent: `${tick(j.consequenceRight)} ${t.partConsequence[lang]}: ${t.consequence[lang][consequenceOf(r)]}; ${spotted}; ${r.inningEnds ? t.inningEnds[lang] : t.inningGoesOn[lang]}`,
      }),
    );
  }
  return el(
    'div',
    {},
    el('div', {
      id: 'verdict',
      className: j.correct ? 'right' : 'wrong',
      textContent: `${tick(j.correct)} ${j.correct ? t.right[lang] : t.wrong[lang]}`,
    }),
    el('ul', { id: 'parts', className: 'evidence' }, ...parts),
  );
}
