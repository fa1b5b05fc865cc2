/**
 * The strokes referee training asks about: the scenario library (test/scenarios, bundled at build
 * time by vite's import.meta.glob, read the same way by vitest), every scenario of a game with
 * rules (not practice) that has a stroke.
 */
import { parseScenarioText } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';

const LIBRARY = import.meta.glob('../../test/scenarios/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export function trainingScenarios(): Scenario[] {
  return Object.keys(LIBRARY)
    .sort()
    .map((k) => parseScenarioText(LIBRARY[k] as string))
    .filter((s) => s.game !== 'practice' && s.shot !== undefined);
}
