// Writes `schemas/transcript.schema.json` from the TypeBox schema, the one source of truth:
//   npx tsx src/transcript/write-schema.ts
// test/transcript/schema-file.test.ts fails when the committed file and this output differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { TranscriptSchema } from './schema.ts';

export const TRANSCRIPT_SCHEMA_FILE = fileURLToPath(new URL('../../schemas/transcript.schema.json', import.meta.url));

/** The published file's text: draft-07 (what editors read), symbols of TypeBox dropped. */
export function renderTranscriptSchema(): string {
  return JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...TranscriptSchema }, null, 2) + '\n';
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  writeFileSync(TRANSCRIPT_SCHEMA_FILE, renderTranscriptSchema());
  process.stdout.write(`wrote ${TRANSCRIPT_SCHEMA_FILE}\n`);
}
