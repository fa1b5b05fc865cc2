/**
 * docs/scenarios.md and the scenario format agree: every JSON example in the guide
 * loads through the same loader as the CLI, runs through the physics and the adjudicator, and
 * every expectation it states holds. The field table names every top-level key of the schema.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { scenarioSchema, stateSchema, strokeSchema, expectSchema } from '../../src/scenario/schema.ts';

const guide = readFileSync('docs/scenarios.md', 'utf8');
const examples = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] as string);

describe('the scenario guide', () => {
  it('holds the three worked examples (a scratch, a push-through, a frozen-ball safety)', () => {
    expect(examples).toHaveLength(3);
  });
  for (const [k, text] of examples.entries()) {
    it(`example ${k + 1} loads and every expectation holds`, () => {
      const scenario = parseScenarioText(text);
      expect(scenario.expect).toBeDefined();
      expect(runScenario(scenario).failures).toEqual([]);
    });
  }
  it('documents every field of the format', () => {
    const keys = [
      ...Object.keys(scenarioSchema.shape),
      ...Object.keys(stateSchema.shape).map((k) => `state.${k}`),
      ...Object.keys(strokeSchema.shape),
      ...Object.keys(expectSchema.shape),
    ];
    for (const key of keys) expect(guide, key).toContain(`\`${key}`);
  });
});
