/**
 * The strokes referee training asks about: the scenario library (test/scenarios, bundled at build
 * time by vite's import.meta.glob, read the same way by vitest), every scenario of a game with
 * rules (not practice) that has a stroke; and strokes from inside the library's matches
 * (test/matches, issue 33, point 5) where the match decides the ruling or the ruling decides the
 * match: a third foul in a row, the shot clock, a game lost. Such a question's brief says what the
 * referee knows of the match (the score, the game, extensions and time-outs taken).
 */
import { parseScenarioText } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { matchStrokes } from './training-match-strokes.ts';

const LIBRARY = import.meta.glob('../../test/scenarios/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const MATCHES = import.meta.glob('../../test/matches/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export function trainingScenarios(): Scenario[] {
  const strokes = Object.keys(LIBRARY)
    .sort()
    .map((k) => parseScenarioText(LIBRARY[k] as string))
    .filter((s) => s.game !== 'practice' && s.shot !== undefined && !droppedWhilePlayed(s));
  return [...strokes, ...matchStrokes(MATCHES)];
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
