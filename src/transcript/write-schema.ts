// Writes `schemas/transcript.schema.json` from the TypeBox schema, the one source of truth:
//   npx tsx src/transcript/write-schema.ts
// test/transcript/schema-file.test.ts fails when the committed file and this output differ.
import { writeWhenRun } from '../generated/file.ts';
import { publishedSchema } from '../generated/json-schema.ts';
import { TranscriptSchema } from './schema.ts';

export const transcriptSchemaFile = publishedSchema(import.meta.url, 'transcript.schema.json', TranscriptSchema);
export const TRANSCRIPT_SCHEMA_FILE = transcriptSchemaFile.file;
export const renderTranscriptSchema = (): string => transcriptSchemaFile.render();

writeWhenRun(import.meta.url, [transcriptSchemaFile]);
