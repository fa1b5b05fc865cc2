/**
 * Which library scenarios referee training asks about: a stroke of a game with rules (not
 * practice) whose replay shows what its question says happened. Apart from the library's bundling
 * (training-library.ts), so a browser test numbers the questions by the same rule.
 */
import type { Scenario } from '../scenario/schema.ts';
import { gameOf } from '../rules/index.ts';

export function asked(s: Scenario): boolean {
  return !gameOf(s.game).freePlay && s.shot !== undefined && !droppedWhilePlayed(s);
}

/**
 * A ball declared to drop by itself while the stroke is played at it (G30: "počas odohrania bielej
 * hráčom jej smerom"): the simulation knows no ball that drops by itself, so its replay and timeline
 * show the cue ball reaching the ball and an ordinary pot, against the question. Such a stroke is
 * not asked: what the trainee watches must be what the question says happened.
 */
export function droppedWhilePlayed(s: Scenario): boolean {
  // The stroke is replayed (G30 with T2.18) only for a ball that dropped while it was being played at.
  const replayed = s.expect?.next?.options?.includes('replay') === true;
  return replayed && s.declared.some((d) => d.type === 'ball-settled' && d.pocket !== undefined);
}
