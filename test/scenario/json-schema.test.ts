/** The committed JSON Schema stays in sync with the zod schema it is generated from. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_PATH, scenarioJsonSchema } from '../../src/scenario/json-schema.ts';

describe('JSON Schema of pool-scenario/1', () => {
  it(`${JSON_SCHEMA_PATH} equals the schema generated now (run npm run schema after changing src/scenario/schema.ts)`, () => {
    expect(readFileSync(JSON_SCHEMA_PATH, 'utf8')).toBe(scenarioJsonSchema());
  });
  it('forbids unknown keys at the top level and in a ball', () => {
    const s = JSON.parse(scenarioJsonSchema());
    expect(s.additionalProperties).toBe(false);
    expect(s.properties.balls.items.additionalProperties).toBe(false);
  });
});
