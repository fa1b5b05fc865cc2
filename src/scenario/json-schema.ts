/** The JSON Schemas of pool-scenario/1 and pool-match/1, generated from the zod schemas (the single definitions). */
import { z } from 'zod';
import { matchFileSchema } from './match-file.ts';
import { scenarioSchema } from './schema.ts';

export const JSON_SCHEMA_PATH = 'schema/pool-scenario-1.schema.json';
export const MATCH_JSON_SCHEMA_PATH = 'schema/pool-match-1.schema.json';

/** Lets every closed object carry a "$comment" string, as the loader does. */
function allowComments(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(allowComments);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.type === 'object' && o.additionalProperties === false && o.properties && typeof o.properties === 'object') {
    (o.properties as Record<string, unknown>).$comment = { type: 'string', description: 'Ignored.' };
  }
  for (const v of Object.values(o)) allowComments(v);
}

/** A zod schema as a JSON Schema file's text: its id, title and description first. */
function schemaText(
  zod: z.ZodType,
  head: { readonly id: string; readonly title: string; readonly description: string },
  edit?: (schema: Record<string, unknown>) => void,
): string {
  const schema = z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  edit?.(schema);
  const out = { $schema: schema.$schema, $id: head.id, title: head.title, description: head.description, ...schema };
  return `${JSON.stringify(out, null, 2)}\n`;
}

export function scenarioJsonSchema(): string {
  return schemaText(
    scenarioSchema,
    {
      id: 'pool-scenario/1',
      title: 'Pool simulator scenario (pool-scenario/1)',
      description:
        'Generated from src/scenario/schema.ts by `npm run schema`; do not edit by hand. Keys named "$comment" are allowed anywhere and ignored.',
    },
    allowComments,
  );
}

/** pool-match/1: each stroke's `scenario` is a pool-scenario/1 (its own schema file). */
export function matchJsonSchema(): string {
  return schemaText(matchFileSchema, {
    id: 'pool-match/1',
    title: 'Pool simulator match (pool-match/1)',
    description:
      'Generated from src/scenario/match-file.ts by `npm run schema`; do not edit by hand. Each stroke entry\'s "scenario" is a pool-scenario/1 file (schema/pool-scenario-1.schema.json).',
  });
}
