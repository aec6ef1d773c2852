// Writes the runner's published schemas from their TypeBox sources, the one source of truth:
//   npx tsx src/runner/write-schemas.ts
// test/architecture/generated-files.test.ts fails when a committed file and this output differ.
import { writeWhenRun, type GeneratedFile } from '../generated/file.ts';
import { publishedSchema } from '../generated/json-schema.ts';
import { ExpectedFailuresFileSchema } from '../results/baseline.ts';
import { ConfigSchema } from '../certify/config-file.ts';
import { ProfileSchema } from '../profile/schema.ts';
import { ResultsSchema } from '../results/schema.ts';

export const PUBLISHED_SCHEMAS: readonly GeneratedFile[] = [
  publishedSchema(import.meta.url, 'profile.schema.json', ProfileSchema, {
    $id: 'https://vessel-kit.dev/schemas/profile.schema.json',
    title: 'vessel-kit target profile',
  }),
  publishedSchema(import.meta.url, 'results.schema.json', ResultsSchema, {
    $id: 'https://vessel-kit.dev/schemas/results.schema.json',
    title: 'vessel-kit certification results',
  }),
  publishedSchema(import.meta.url, 'expected-failures.schema.json', ExpectedFailuresFileSchema, {
    $id: 'https://vessel-kit.dev/schemas/expected-failures.schema.json',
    title: 'vessel-kit expected failures (known deviations)',
  }),
  publishedSchema(import.meta.url, 'config.schema.json', ConfigSchema, {
    $id: 'https://vessel-kit.dev/schemas/config.schema.json',
    title: 'vessel-kit.config.json',
  }),
];

writeWhenRun(import.meta.url, PUBLISHED_SCHEMAS);
