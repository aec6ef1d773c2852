// Writes `schemas/transcript.schema.json` from the TypeBox schema, the one source of truth:
//   npx tsx src/transcript/write-schema.ts
// test/transcript/schema-file.test.ts fails when the committed file and this output differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { isEntryPoint } from '../entry-point.ts';
import { publishedSchemaText } from '../published-schema.ts';
import { TranscriptSchema } from './schema.ts';

export const TRANSCRIPT_SCHEMA_FILE = fileURLToPath(new URL('../../schemas/transcript.schema.json', import.meta.url));

export function renderTranscriptSchema(): string {
  return publishedSchemaText(TranscriptSchema);
}

if (isEntryPoint(import.meta.url)) {
  writeFileSync(TRANSCRIPT_SCHEMA_FILE, renderTranscriptSchema());
  process.stdout.write(`wrote ${TRANSCRIPT_SCHEMA_FILE}\n`);
}
