// Writes the runner's published schemas from their TypeBox sources, the one source of truth:
//   npx tsx src/runner/write-schemas.ts
// test/runner/schema-files.test.ts fails when a committed file and this output differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import type { TSchema } from '@sinclair/typebox';
import { ProfileSchema } from './profile-schema.ts';
import { ResultsSchema } from './results-schema.ts';

const file = (name: string) => fileURLToPath(new URL(`../../schemas/${name}`, import.meta.url));

/** The published file's text: draft-07 (what editors read), TypeBox's symbols dropped. */
export function renderSchema(schema: TSchema, id: string, title: string): string {
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', $id: id, title, ...plain }, null, 2) + '\n';
}

export const PUBLISHED_SCHEMAS: { file: string; render: () => string }[] = [
  {
    file: file('profile.schema.json'),
    render: () => renderSchema(ProfileSchema, 'https://vessel-kit.dev/schemas/profile.schema.json', 'vessel-kit target profile'),
  },
  {
    file: file('results.schema.json'),
    render: () => renderSchema(ResultsSchema, 'https://vessel-kit.dev/schemas/results.schema.json', 'vessel-kit certification results'),
  },
];

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  for (const schema of PUBLISHED_SCHEMAS) {
    writeFileSync(schema.file, schema.render());
    process.stdout.write(`wrote ${schema.file}\n`);
  }
}
