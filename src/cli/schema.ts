/** `npm run schema`: writes the JSON Schema generated from the zod scenario schema. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { JSON_SCHEMA_PATH, scenarioJsonSchema } from '../scenario/json-schema.ts';

mkdirSync(dirname(JSON_SCHEMA_PATH), { recursive: true });
writeFileSync(JSON_SCHEMA_PATH, scenarioJsonSchema());
process.stderr.write(`wrote ${JSON_SCHEMA_PATH}\n`);
