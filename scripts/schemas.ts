// The published JSON Schemas (schemas/*.json), each rendered from its TypeBox source, the one
// source of truth. `npm run generate` writes them (scripts/generate.ts);
// test/architecture/generated-files.test.ts fails when a committed file and its render differ.
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import type { GeneratedFile } from '../src/generated/file.ts';
import { publishedSchema } from '../src/generated/json-schema.ts';
import { ConfigSchema } from '../src/certify/config-file.ts';
import { ProfileSchema } from '../src/profile/schema.ts';
import { ExpectedFailuresFileSchema } from '../src/results/baseline.ts';
import { ResultsSchema } from '../src/results/schema.ts';
import { TranscriptSchema } from '../src/transcript/schema.ts';
import { VesselConfigSchema } from '../src/vessel/config/schema.ts';
import { ScriptSchema } from '../mock-model/script-schema.ts';

/** Each schema: its file name under schemas/, its source, its title and whether it has a published $id. */
const SOURCES: readonly [name: string, schema: TSchema, title?: string, withId?: boolean][] = [
  ['profile.schema.json', ProfileSchema, 'vessel-kit target profile', true],
  ['results.schema.json', ResultsSchema, 'vessel-kit certification results', true],
  [
    'expected-failures.schema.json',
    ExpectedFailuresFileSchema,
    'vessel-kit expected failures (known deviations)',
    true,
  ],
  ['config.schema.json', ConfigSchema, 'vessel-kit.config.json', true],
  ['transcript.schema.json', TranscriptSchema],
  ['vessel-config.schema.json', VesselConfigSchema, 'vessel-kit reference vessel configuration'],
  ['model-script.schema.json', ScriptSchema],
];

export const PUBLISHED_SCHEMAS: readonly GeneratedFile[] = SOURCES.map(([name, schema, title, withId]) =>
  publishedSchema(import.meta.url, name, schema, {
    ...(withId ? { $id: `https://vessel-kit.dev/schemas/${name}` } : {}),
    ...(title !== undefined ? { title } : {}),
  }),
);

/** The published schema `schemas/<name>`. */
export function publishedSchemaFile(name: string): GeneratedFile {
  const found = PUBLISHED_SCHEMAS.find((s) => path.basename(s.file) === name);
  if (!found) throw new Error(`no published schema named ${name}`);
  return found;
}
