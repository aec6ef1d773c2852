// One rule file per id prefix, named after it: a rule's id says where it is written down.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/index.ts';

const RULES_DIR = new URL('../../src/rules/', import.meta.url);
/** The files of src/rules that hold no rules: the types, the constructors, a shared quote, the basis, the field table, the catalogue. */
const NOT_RULE_FILES = [
  'a2a-tck.ts',
  'basis.ts',
  'cite.ts',
  'clauses.ts',
  'fields.ts',
  'index.ts',
  'messages-table.ts',
  'types.ts',
];

describe('rule files', () => {
  it('hold exactly the prefixes of the catalogue, one file each', async () => {
    const files = readdirSync(RULES_DIR).filter((f) => f.endsWith('.ts') && !NOT_RULE_FILES.includes(f));
    const prefixes = [...new Set(catalogue.map((r) => r.id.split('.')[0]!))];
    expect(files.map((f) => f.slice(0, -'.ts'.length)).sort()).toEqual([...prefixes].sort());
    for (const file of files) {
      const module = (await import(new URL(file, RULES_DIR).href)) as Record<string, unknown>;
      const declared = Object.values(module).flatMap((v) => (Array.isArray(v) ? v : [])) as { id: string }[];
      const prefix = file.slice(0, -'.ts'.length);
      // transcript.ts also gathers every envelope rule; what it declares itself is its own prefix.
      const own = declared.filter((r) => r.id.startsWith(`${prefix}.`));
      expect(own.length, file).toBeGreaterThan(0);
      if (prefix !== 'transcript')
        expect(
          declared.map((r) => r.id.split('.')[0]),
          file,
        ).toEqual(declared.map(() => prefix));
    }
  });
});
