// The published JSON Schema of a model script, generated from the TypeBox schema so the two can
// never disagree. `npx tsx mock-model/json-schema.ts` rewrites schemas/model-script.schema.json;
// test/mock-model/script-schema.test.ts fails when the committed file is stale.
import { writeWhenRun } from '../src/generated/file.ts';
import { publishedSchema } from '../src/generated/json-schema.ts';
import { ScriptSchema } from './script-schema.ts';

export const scriptSchemaFile = publishedSchema(import.meta.url, 'model-script.schema.json', ScriptSchema);
export const SCRIPT_SCHEMA_FILE = scriptSchemaFile.file;
export const scriptJsonSchemaText = (): string => scriptSchemaFile.render();

writeWhenRun(import.meta.url, [scriptSchemaFile]);
