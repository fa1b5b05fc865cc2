/** The committed JSON Schema stays in sync with the zod schema it is generated from. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_PATH, MATCH_JSON_SCHEMA_PATH, matchJsonSchema, scenarioJsonSchema } from '../../src/scenario/json-schema.ts';

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

describe('JSON Schema of pool-match/1 (issue 33, point 3)', () => {
  it(`${MATCH_JSON_SCHEMA_PATH} equals the schema generated now (run npm run schema after changing src/scenario/match-file.ts)`, () => {
    expect(readFileSync(MATCH_JSON_SCHEMA_PATH, 'utf8')).toBe(matchJsonSchema());
  });
  it('names every kind of entry and forbids unknown keys', () => {
    const s = JSON.parse(matchJsonSchema());
    expect(s.additionalProperties).toBe(false);
    const kinds = (s.properties.entries.items.oneOf ?? s.properties.entries.items.anyOf).map(
      (e: { properties: { kind: { const: string } } }) => e.properties.kind.const,
    );
    expect(kinds.sort()).toEqual(['choice', 'concede', 'extension', 'first-break', 'give-break', 'stroke', 'time-out']);
  });
});
