// Renders docs/faults.md from the fault catalogue, so the list a reader sees is the one the
// negative-control test runs, each fault linked to the file it is filed in. `npm run generate`
// rewrites it (scripts/generate.ts); test/architecture/generated-files.test.ts proves it current.
import { generatedFile, scriptPath } from '../src/generated/file.ts';
import { cell, markdownDoc } from '../src/generated/markdown.ts';
import { faultsByArea, type VesselFault } from '../src/faults/catalogue.ts';
import { carriedFields, taskFieldJudgements, TaskViews, taskViews } from '../src/faults/task-fields.ts';

/** A fault as the doc lists it: with the file it sits in (`src/faults/merge.ts`). */
export type FiledFault = Pick<VesselFault, 'name' | 'breaks' | 'description'> &
  Partial<Pick<VesselFault, 'clauses' | 'bends'>> & { file: string };

/** Every fault with its area's file, in catalogue order. */
export const filedFaults: readonly FiledFault[] = Object.entries(faultsByArea).flatMap(([area, faults]) =>
  faults.map((f): FiledFault => ({ ...f, file: `src/faults/${area}.ts` })),
);

export function renderFaultsDoc(faults: readonly FiledFault[] = filedFaults): string {
  const lines = [
    'Each fault makes the reference vessel break a rule on purpose: `vessel-kit vessel --fault NAME`',
    "(repeatable), or `startEmbeddedVessel({ faults: [NAME] })` (src/embedded). They are the kit's negative controls:",
    '`test/certify/faults-{turn,a2a,request}.test.ts` certify the vessel under each one (the areas of',
    'each file: `FAULT_FILES` in `test/certify/support/fault-controls.ts`) and require the rule listed',
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
  lines.push('', ...taskFieldTable(faults));
  return markdownDoc(
    {
      title: 'Fault catalogue of the reference vessel',
      source: 'src/faults/catalogue.ts',
      writer: scriptPath(import.meta.url),
    },
    lines,
  );
}

/**
 * The task-field table (src/faults/task-fields.ts): for each field of a task and each view that
 * carries it, the clauses judging it there and the fault bending it there, or why nothing does.
 */
function taskFieldTable(faults: readonly FiledFault[]): string[] {
  const reasons: string[] = [];
  const note = (reason: string) => {
    if (!reasons.includes(reason)) reasons.push(reason);
    return `not judged (${reasons.indexOf(reason) + 1})`;
  };
  const lines = [
    '## Task fields by view',
    '',
    "Each field of a task (read from the wire types' TaskSchema) in each view that carries it: the clauses that",
    'judge it there, each with the fault that bends that field in that view only and must fail it',
    '(`test/faults/task-fields.test.ts` fails on a judged cell without one), or why no sentence judges it.',
    'A stream is bent in the event that ends it, an artifact on the answer artifact. The table is',
    '`src/faults/task-fields.ts`; where each view carries each field:',
    '',
    ...TaskViews.map(
      (view) =>
        `- **${view}** (${taskViews[view].method}): ${[...carriedFields(view)].map(([field, at]) => `\`${field}\` at ${at.map((p) => `\`${p}\``).join(', ')}`).join('; ')}`,
    ),
    '',
    `| field | ${TaskViews.join(' | ')} |`,
    `| --- | ${TaskViews.map(() => '---').join(' | ')} |`,
  ];
  for (const [field, views] of Object.entries(taskFieldJudgements)) {
    const cells = TaskViews.map((view) => {
      const judgement = views[view];
      if (!judgement) return '';
      if ('unjudged' in judgement) return note(judgement.unjudged);
      return judgement.clauses
        .map((clause) => {
          const bent = faults.filter(
            (f) =>
              (f.clauses ?? []).includes(clause) && (f.bends ?? []).some((b) => b.field === field && b.view === view),
          );
          return `\`${clause}\` by ${bent.map((f) => `\`${f.name}\``).join(', ') || '**no fault**'}`;
        })
        .join('<br>');
    });
    lines.push(`| \`${field}\` | ${cells.join(' | ')} |`);
  }
  lines.push('', 'Not judged:', '', ...reasons.map((r, i) => `${i + 1}. ${cell(r)}`));
  return lines;
}

export const faultsDoc = generatedFile(import.meta.url, 'docs/faults.md', () => renderFaultsDoc());
