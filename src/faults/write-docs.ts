// Renders docs/faults.md from the fault catalogue, so the list a reader sees is the one the
// negative-control test runs. `npx tsx src/faults/write-docs.ts` rewrites it;
// test/vessel/fault-docs.test.ts proves it current.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isEntryPoint } from '../entry-point.ts';
import { cell } from '../rules/write-docs.ts';
import { faultCatalogue, type VesselFault } from './catalogue.ts';

export const FAULTS_DOC_PATH = fileURLToPath(new URL('../../docs/faults.md', import.meta.url));

export function renderFaultsDoc(faults: readonly VesselFault[] = faultCatalogue): string {
  const lines = [
    '# Fault catalogue of the reference vessel',
    '',
    '<!-- Generated from src/faults/catalogue.ts by `npx tsx src/faults/write-docs.ts`; do not edit by hand. -->',
    '',
    'Each fault makes the reference vessel break a rule on purpose: `vessel-kit vessel --fault NAME`',
    '(repeatable), or `startVessel({ faults: [NAME] })`. They are the kit\'s negative controls:',
    '`test/certify/faults.test.ts` certifies the vessel under each one and requires the rule listed',
    'first to fail. Further rules listed are ones the same bend was also seen to fail.',
    '',
    `${faults.length} faults.`,
    '',
    '| fault | what the vessel then does | breaks (intended first) |',
    '| --- | --- | --- |',
  ];
  for (const f of faults) lines.push(`| \`${f.name}\` | ${cell(f.description)} | ${f.breaks.map((r) => `\`${r}\``).join(', ')} |`);
  return lines.join('\n') + '\n';
}

if (isEntryPoint(import.meta.url)) {
  writeFileSync(FAULTS_DOC_PATH, renderFaultsDoc());
  process.stdout.write(`wrote ${FAULTS_DOC_PATH} (${faultCatalogue.length} faults)\n`);
}
