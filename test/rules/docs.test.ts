import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/index.ts';
import { renderRulesDoc, RULES_DOC_PATH } from '../../src/rules/write-docs.ts';

describe('docs/rules.md', () => {
  it('is the catalogue as rendered now (run `npx tsx src/rules/write-docs.ts` after changing a rule)', () => {
    expect(readFileSync(RULES_DOC_PATH, 'utf8')).toBe(renderRulesDoc());
  });

  it('lists every rule once with its level', () => {
    const doc = renderRulesDoc();
    for (const r of catalogue) expect(doc).toContain(`| \`${r.id}\` | ${r.level} |`);
  });

  it('escapes table separators inside quoted sentences', () => {
    const doc = renderRulesDoc([{ id: 'x.y', level: 'MUST', title: 'a | b', sources: [{ document: 'events.txt', section: 'S', sentence: 'c | d' }], keywords: [] }]);
    expect(doc).toContain('a \\| b');
    expect(doc).toContain('c \\| d');
  });
});
