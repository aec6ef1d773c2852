// Writes the runner's published schemas from their TypeBox sources, the one source of truth:
//   npx tsx src/runner/write-schemas.ts
// test/runner/schema-files.test.ts fails when a committed file and this output differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { isEntryPoint } from '../entry-point.ts';
import { publishedSchemaText } from '../published-schema.ts';
import { ProfileSchema } from './profile-schema.ts';
import { ResultsSchema } from './results-schema.ts';

const file = (name: string) => fileURLToPath(new URL(`../../schemas/${name}`, import.meta.url));

export const PUBLISHED_SCHEMAS: { file: string; render: () => string }[] = [
  {
    file: file('profile.schema.json'),
    render: () => publishedSchemaText(ProfileSchema, { $id: 'https://vessel-kit.dev/schemas/profile.schema.json', title: 'vessel-kit target profile' }),
  },
  {
    file: file('results.schema.json'),
    render: () => publishedSchemaText(ResultsSchema, { $id: 'https://vessel-kit.dev/schemas/results.schema.json', title: 'vessel-kit certification results' }),
  },
];

if (isEntryPoint(import.meta.url)) {
  for (const schema of PUBLISHED_SCHEMAS) {
    writeFileSync(schema.file, schema.render());
    process.stdout.write(`wrote ${schema.file}\n`);
  }
}
