// The published JSON Schema of a model script, generated from the TypeBox schema so the two can
// never disagree. `npx tsx mock-model/json-schema.ts` rewrites schemas/model-script.schema.json;
// a test fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isEntryPoint } from '../src/entry-point.ts';
import { publishedSchemaText } from '../src/published-schema.ts';
import { ScriptSchema } from './script-schema.ts';

export const SCRIPT_SCHEMA_FILE = fileURLToPath(new URL('../schemas/model-script.schema.json', import.meta.url));

export function scriptJsonSchemaText(): string {
  return publishedSchemaText(ScriptSchema);
}

if (isEntryPoint(import.meta.url)) {
  writeFileSync(SCRIPT_SCHEMA_FILE, scriptJsonSchemaText());
  process.stdout.write(`wrote ${SCRIPT_SCHEMA_FILE}\n`);
}
