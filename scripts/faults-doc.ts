// Renders docs/faults.md from the fault catalogue, so the list a reader sees is the one the
// negative-control test runs, each fault linked to the file it is filed in. `npm run generate`
// rewrites it (scripts/generate.ts); test/architecture/generated-files.test.ts proves it current.
import { generatedFile, scriptPath } from '../src/generated/file.ts';
import { cell, markdownDoc } from '../src/generated/markdown.ts';
import { faultsByArea, type VesselFault } from '../src/faults/catalogue.ts';

/** A fault as the doc lists it: with the file it sits in (`src/faults/merge.ts`). */
export type FiledFault = Pick<VesselFault, 'name' | 'breaks' | 'description'> & { file: string };

/** Every fault with its area's file, in catalogue order. */
export const filedFaults: readonly FiledFault[] = Object.entries(faultsByArea).flatMap(([area, faults]) =>
  faults.map((f): FiledFault => ({ ...f, file: `src/faults/${area}.ts` })),
);

export function renderFaultsDoc(faults: readonly FiledFault[] = filedFaults): string {
  const lines = [
    'Each fault makes the reference vessel break a rule on purpose: `vessel-kit vessel --fault NAME`',
    "(repeatable), or `startEmbeddedVessel({ faults: [NAME] })` (src/embedded). They are the kit's negative controls:",
    '`test/certify/faults.test.ts` certifies the vessel under each one and requires the rule listed',
    'first to fail. Further rules listed are ones the same bend was also seen to fail. A fault is filed',
    'by the rule it was made for: the faults of `src/rules/<area>.ts` sit in `src/faults/<area>.ts`.',
    '',
    `${faults.length} faults.`,
    '',
    '| fault | what the vessel then does | breaks (intended first) | file |',
    '| --- | --- | --- | --- |',
  ];
  for (const f of faults) {
    // A path, not a link: the package ships docs/ without src/, where a link would be dead.
    const file = `\`${f.file}\``;
    lines.push(`| \`${f.name}\` | ${cell(f.description)} | ${f.breaks.map((r) => `\`${r}\``).join(', ')} | ${file} |`);
  }
  return markdownDoc(
    {
      title: 'Fault catalogue of the reference vessel',
      source: 'src/faults/catalogue.ts',
      writer: scriptPath(import.meta.url),
    },
    lines,
  );
}

export const faultsDoc = generatedFile(import.meta.url, 'docs/faults.md', () => renderFaultsDoc());
