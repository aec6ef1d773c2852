import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { publishedSchemaFile } from '../../scripts/schemas.ts';
import { loadTranscriptFixtures } from '../../suites/load-fixtures.ts';

describe('schemas/transcript.schema.json', () => {
  // Current against its TypeBox source: test/architecture/generated-files.test.ts.
  const text = readFileSync(publishedSchemaFile('transcript.schema.json').file, 'utf8');

  it('compiles on its own, as an editor or another tool would load it, and agrees on the structural fixtures', () => {
    const validate = new Ajv({ discriminator: true, allowUnionTypes: true }).compile(JSON.parse(text) as object);
    for (const f of loadTranscriptFixtures()) {
      // Pairing and image content are beyond a schema: only fixtures about structure are compared.
      const structural =
        f.kind === 'valid' || /^(transcript|message|content)\.|^tool\.call-shape$/.test(f.expect?.rule ?? '');
      if (f.expect?.rule === 'image.detail' || structural) {
        expect(validate(f.transcript), `${f.kind}/${f.name}`).toBe(f.kind === 'valid');
      }
    }
  });
});
