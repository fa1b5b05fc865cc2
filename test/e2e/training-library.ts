/**
 * The training library's questions in the order the page numbers them (src/ui/training-library.ts:
 * the scenario files sorted by path, those of a game with a stroke; then the matches' strokes), so a browser test can pick a
 * question by its scenario without the page naming it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { asked } from '../../src/ui/training-asked.ts';
import { matchStrokes } from '../../src/ui/training-match-strokes.ts';

const ROOT = 'test/scenarios';
const MATCHES = 'test/matches';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.json') ? [join(dir, d.name)] : [],
  );
}

export function trainingQuestionNames(): string[] {
  const strokes = files(ROOT)
    .map((f) => `../../${f}`)
    .sort()
    .map((f) => parseScenarioText(readFileSync(f.slice(6), 'utf8')))
    .filter(asked)
    .map((s) => s.name);
  // Then the strokes from inside the library's matches, as the page makes them (the same module).
  const matches = Object.fromEntries(
    readdirSync(MATCHES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [`../../${MATCHES}/${f}`, readFileSync(join(MATCHES, f), 'utf8')]),
  );
  return [...strokes, ...matchStrokes(matches).map((s) => s.name)];
}

/** The picker's value (0-based question index) of a scenario, by the start of its name. */
export function questionIndex(nameStart: string): number {
  const k = trainingQuestionNames().findIndex((n) => n.startsWith(nameStart));
  if (k < 0) throw new Error(`no training question named ${nameStart}…`);
  return k;
}
