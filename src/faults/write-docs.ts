// Renders docs/faults.md from the fault catalogue, so the list a reader sees is the one the
// negative-control test runs. `npx tsx src/faults/write-docs.ts` rewrites it;
// test/faults/docs.test.ts proves it current.
import { generatedFile, scriptPath, writeWhenRun } from '../generated/file.ts';
import { cell, markdownDoc } from '../generated/markdown.ts';
import { faultCatalogue, type VesselFault } from './catalogue.ts';

export function renderFaultsDoc(
  faults: readonly Pick<VesselFault, 'name' | 'breaks' | 'description'>[] = faultCatalogue,
): string {
  const lines = [
    'Each fault makes the reference vessel break a rule on purpose: `vessel-kit vessel --fault NAME`',
    "(repeatable), or `startEmbeddedVessel({ faults: [NAME] })` (src/embedded). They are the kit's negative controls:",
    '`test/certify/faults.test.ts` certifies the vessel under each one and requires the rule listed',
    'first to fail. Further rules listed are ones the same bend was also seen to fail.',
    '',
    `${faults.length} faults.`,
    '',
    '| fault | what the vessel then does | breaks (intended first) |',
    '| --- | --- | --- |',
  ];
  for (const f of faults)
    lines.push(`| \`${f.name}\` | ${cell(f.description)} | ${f.breaks.map((r) => `\`${r}\``).join(', ')} |`);
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
export const FAULTS_DOC_PATH = faultsDoc.file;

writeWhenRun(import.meta.url, [faultsDoc]);
