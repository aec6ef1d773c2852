import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultCatalogue, type VesselFault } from '../../src/faults/catalogue.ts';
import { filedFaults, renderFaultsDoc } from '../../scripts/faults-doc.ts';

describe('docs/faults.md', () => {
  // Current against the catalogue: test/architecture/generated-files.test.ts.
  it('lists every fault with its intended rule first and the path of its file (no link: the package ships no src/)', () => {
    const doc = renderFaultsDoc();
    for (const f of faultCatalogue) expect(doc).toContain(`| \`${f.name}\` |`);
    expect(
      renderFaultsDoc([
        { name: 'x', breaks: ['order.sequence', 'merge.max-chars'], description: 'p | q', file: 'src/faults/order.ts' },
      ]),
    ).toContain('| `x` | p \\| q | `order.sequence`, `merge.max-chars` | `src/faults/order.ts` |');
  });

  it("links each fault to the file that holds it, the one of its intended rule's area", async () => {
    expect(filedFaults.map((f) => f.name)).toEqual(faultCatalogue.map((f) => f.name));
    const misfiled: string[] = [];
    for (const f of filedFaults) {
      const file = new URL(`../../${f.file}`, import.meta.url);
      const { faults } = (await import(file.href)) as { faults: readonly VesselFault[] };
      const area = f.breaks[0]!.split('.')[0];
      if (!existsSync(file) || !faults.some((g) => g.name === f.name) || f.file !== `src/faults/${area}.ts`)
        misfiled.push(`${f.name}: ${f.file}`);
    }
    expect(misfiled).toEqual([]);
  });
});
