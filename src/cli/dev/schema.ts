/** `npm run schema`: writes the JSON Schemas generated from the zod schemas of pool-scenario/1 and pool-match/1. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { JSON_SCHEMA_PATH, MATCH_JSON_SCHEMA_PATH, matchJsonSchema, scenarioJsonSchema } from '../../scenario/json-schema.ts';

for (const [path, text] of [
  [JSON_SCHEMA_PATH, scenarioJsonSchema()],
  [MATCH_JSON_SCHEMA_PATH, matchJsonSchema()],
] as const) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  process.stderr.write(`wrote ${path}\n`);
}
