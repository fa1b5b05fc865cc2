/** Every scenario in test/scenarios runs through the same runner as the CLI and meets its expect. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { FOULS } from '../../src/rules/fouls.ts';

/** Foul codes no library stroke can show yet, each with the reason (none since the shove of G23). */
const NOT_PRODUCED: readonly string[] = [];

function list(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : n.endsWith('.json') ? [join(dir, n)] : []));
}

describe('scenario library', () => {
  const files = list('test/scenarios');
  it('is not empty', () => expect(files.length).toBeGreaterThan(0));
  it('has unique names, and every twin names a scenario in the library (the training page finds twins by name)', () => {
    const scenarios = files.map((f) => parseScenarioText(readFileSync(f, 'utf8')));
    const names = scenarios.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    const missing = scenarios.filter((s) => s.twin !== undefined && !names.includes(s.twin)).map((s) => `${s.name} -> ${s.twin}`);
    expect(missing).toEqual([]);
  });
  it('at least 75 scenarios, at least 40 of them fouls, whose rulings together name every foul code (issue 5, issue 7)', () => {
    const rulings = files.map((f) => runScenario(parseScenarioText(readFileSync(f, 'utf8'))).result.ruling);
    expect(files.length).toBeGreaterThanOrEqual(75);
    expect(rulings.filter((r) => !r.legal).length).toBeGreaterThanOrEqual(40);
    const named = new Set(rulings.flatMap((r) => r.fouls.map((f) => f.code)));
    expect(Object.keys(FOULS).filter((c) => !named.has(c) && !NOT_PRODUCED.includes(c))).toEqual([]);
  });
  for (const f of files) {
    it(f, () => {
      const outcome = runScenario(parseScenarioText(readFileSync(f, 'utf8')));
      expect(outcome.failures).toEqual([]);
    });
  }
});
