// Every file the repository generates is current, and none escapes that check: each published
// schema, each precompiled validator and each doc carrying the do-not-edit line is written by a
// writer listed here. A validator is current when it is ajv's standalone code of its schema as the
// installed ajv writes it now: a changed schema, option or ajv makes it stale.
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

  it('include every published schema, every precompiled validator and every doc marked generated', () => {
    const schemas = readdirSync(path.join(ROOT, 'schemas'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `schemas/${f}`);
    const docs = readdirSync(path.join(ROOT, 'docs'))
      .filter(
        (f) => f.endsWith('.md') && readFileSync(path.join(ROOT, 'docs', f), 'utf8').includes('do not edit by hand'),
      )
      .map((f) => `docs/${f}`);
    const validators = readdirSync(path.join(ROOT, 'src/generated/validators')).map(
      (f) => `src/generated/validators/${f}`,
    );
    expect(GENERATED.map((g) => inRepo(g.file)).sort()).toEqual([...schemas, ...validators, ...docs].sort());
  });
});
