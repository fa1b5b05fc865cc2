/** A hand-built layout of test/advisor/layouts/ as the advisor's Situation, at a noise level. */
import { readFileSync } from 'node:fs';
import type { Situation } from '../../src/advisor/evaluate.ts';
import { NOISE, type NoiseName } from '../../src/advisor/noise.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import { parseScenarioText, prepareLayout } from '../../src/scenario/load.ts';
import { gameState } from '../../src/scenario/run.ts';
import { tableGeometry } from '../../src/table/index.ts';

export const layoutText = (name: string): string => readFileSync(new URL(`./layouts/${name}.json`, import.meta.url), 'utf8');

export function layoutSituation(name: string, noise: NoiseName): { scenario: Scenario; situation: Situation } {
  const scenario = parseScenarioText(layoutText(name));
  const layout = prepareLayout(scenario);
  const situation: Situation = {
    table: tableGeometry(scenario.table),
    params: layout.params,
    balls: layout.balls,
    state: gameState(scenario),
    options: SEEDS_RULES,
    pockets: layout.pockets,
    noise: NOISE[noise],
  };
  return { scenario, situation };
}
