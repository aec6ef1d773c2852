// Every file the repository generates is current, and none escapes that check: each published
// schema and each doc carrying the do-not-edit line is written by a writer listed here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedAndRendered } from '../../src/generated/file.ts';
import { GENERATED } from '../../scripts/generate.ts';
const ROOT = path.resolve(import.meta.dirname, '../..');
const inRepo = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('generated files', () => {
  for (const generated of GENERATED) {
    it(`${inRepo(generated.file)} is current (regenerate: npm run generate; writer ${generated.writer})`, () => {
      const { committed, rendered } = committedAndRendered(generated);
      expect(committed).toBe(rendered);
    });
  }

  it('include every published schema and every doc marked generated', () => {
    const schemas = readdirSync(path.join(ROOT, 'schemas'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `schemas/${f}`);
    const docs = readdirSync(path.join(ROOT, 'docs'))
      .filter(
        (f) => f.endsWith('.md') && readFileSync(path.join(ROOT, 'docs', f), 'utf8').includes('do not edit by hand'),
      )
      .map((f) => `docs/${f}`);
    expect(GENERATED.map((g) => inRepo(g.file)).sort()).toEqual([...schemas, ...docs].sort());
  });
});
