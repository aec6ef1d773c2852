import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { renderTranscriptSchema, TRANSCRIPT_SCHEMA_FILE } from '../../src/transcript/write-schema.ts';
import { loadTranscriptFixtures } from '../../suites/load-fixtures.ts';

describe('schemas/transcript.schema.json', () => {
  const text = readFileSync(TRANSCRIPT_SCHEMA_FILE, 'utf8');

  it('is exactly what the TypeBox schema renders (regenerate: npx tsx src/transcript/write-schema.ts)', () => {
    expect(text).toBe(renderTranscriptSchema());
  });

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
