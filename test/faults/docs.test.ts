import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultCatalogue } from '../../src/faults/catalogue.ts';
import { FAULTS_DOC_PATH, renderFaultsDoc } from '../../src/faults/write-docs.ts';

describe('docs/faults.md', () => {
  it('is the fault catalogue as rendered now (run `npx tsx src/faults/write-docs.ts` after changing a fault)', () => {
    expect(readFileSync(FAULTS_DOC_PATH, 'utf8')).toBe(renderFaultsDoc());
  });

  it('lists every fault with its intended rule first', () => {
    const doc = renderFaultsDoc();
    for (const f of faultCatalogue) expect(doc).toContain(`| \`${f.name}\` |`);
    expect(
      renderFaultsDoc([{ name: 'x', breaks: ['order.sequence', 'merge.max-chars'], description: 'p | q' }]),
    ).toContain('| `x` | p \\| q | `order.sequence`, `merge.max-chars` |');
  });
});
