/**
 * One question of referee training: the balls at rest from the referee's place, what the referee
 * knows (questionView), the stroke watched (once in an exam), then the answer form, timed when the
 * exam says so. Nothing of the ruling shows until the answer: no contact marks, no replay controls.
 */
import { AnswerClock } from './answer-clock.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { runScenario, type RunOutcome } from '../scenario/run.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { AppControls } from './practice-training.ts';
import { questionView } from './training-card.ts';
import { answerForm, el, questionBlock } from './training-dom.ts';
import { judgeAnswer, judgedRuling, taughtRuling, type Judgement } from './training-session.ts';
import { gameOf } from '../rules/index.ts';

export interface AskOptions {
  /** "Question 3 of 10" (never the scenario's name). */
  readonly heading: string;
  /** One viewing only (the exam). */
  readonly once: boolean;
  /** Time to answer once the stroke has been watched, s (null: untimed). */
  readonly secondsToAnswer: number | null;
  onAnswer(j: Judgement, outcome: RunOutcome): void;
}

/** Shows the question in `box`; returns a function that stops its timer (when the screen changes). */
export function askQuestion(box: HTMLElement, s: Scenario, controls: AppControls, o: AskOptions): () => void {
  const lang: Lang = controls.lang();
  const t = TEXTS.training;
  const outcome = runScenario(s);
  controls.review(false);
  controls.evidence(null, []);
  controls.showBalls(outcome.record.snapshot.balls.map((b) => ({ id: b.id, x: b.x, y: b.y })));
  let timer: ReturnType<typeof setInterval> | null = null;
  let done = false;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const answer = (a: Parameters<typeof judgeAnswer>[1]) => {
    if (done) return;
    done = true;
    stop();
    o.onAnswer(judgeAnswer(taughtRuling(s.expect, judgedRuling(outcome)), a, gameOf(s.game).picksBreaker), outcome);
  };
  const answers = answerForm(lang, gameOf(s.game).picksBreaker, answer);
  answers.hidden = true;
  const clock = el('div', { id: 'exam-timer', className: 'timer', hidden: true });
  const watch = el('button', { id: 'watch', className: 'primary', textContent: o.once ? t.watchOnce[lang] : t.watch[lang] }) as HTMLButtonElement;
  watch.onclick = () => {
    if (o.once) watch.disabled = true;
    void controls.play(outcome.record, 1).then(() => {
      if (done || !box.isConnected) return;
      answers.hidden = false;
      if (o.secondsToAnswer !== null && timer === null) startTimer(o.secondsToAnswer);
    });
  };
  function startTimer(seconds: number): void {
    const counted = new AnswerClock(seconds, performance.now());
    clock.hidden = false;
    const tick = () => {
      counted.tick(performance.now());
      const left = counted.leftS;
      clock.textContent = t.timeLeft[lang](left);
      clock.classList.toggle('urgent', left <= 5);
      if (left === 0) answer(null);
    };
    tick();
    timer = setInterval(tick, 250);
  }
  box.replaceChildren(
    questionBlock(questionView(s, lang), o.heading),
    el('div', { className: 'hint', textContent: t.watchFirst[lang] }),
    watch,
    clock,
    answers,
  );
  return stop;
}
