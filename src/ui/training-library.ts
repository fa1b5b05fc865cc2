/**
 * The strokes referee training asks about: the scenario library (test/scenarios, bundled at build
 * time by vite's import.meta.glob, read the same way by vitest), every scenario of a game with
 * rules (not practice) that has a stroke; and strokes from inside the library's matches
 * (test/matches) where the match decides the ruling or the ruling decides the
 * match: a third foul in a row, the shot clock, a game lost. Such a question's brief says what the
 * referee knows of the match (the score, the game, extensions and time-outs taken).
 */
import { parseScenarioText } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { asked } from './training-asked.ts';
import { matchStrokes } from './training-match-strokes.ts';

const LIBRARY = import.meta.glob('../../test/scenarios/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const MATCHES = import.meta.glob('../../test/matches/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export function trainingScenarios(): Scenario[] {
  const strokes = Object.keys(LIBRARY)
    .sort()
    .map((k) => parseScenarioText(LIBRARY[k] as string))
    .filter(asked);
  return [...strokes, ...matchStrokes(MATCHES)];
}
