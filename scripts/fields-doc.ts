// Renders docs/fields.md from the field table (src/rules/fields.ts): every field the documents
// define in the events, artifacts, summary and model requests, what its value is, the sentence
// that gives it and the clauses that judge it, or the INFO rule that shows it and the question it
// asks CONTRACT.md. `npm run generate` rewrites it (scripts/generate.ts);
// test/architecture/generated-files.test.ts proves it current.
import { generatedFile, scriptPath } from '../src/generated/file.ts';
import { cell, markdownDoc } from '../src/generated/markdown.ts';
import { fields as allFields, levelOf, type Field, type FieldView } from '../src/rules/fields.ts';

const VIEWS: readonly [FieldView, string][] = [
  ['event', 'Vessel events'],
  ['artifact', 'Artifacts'],
  ['summary', "The transcript's closing summary"],
  ['model', 'What the vessel sends the model (D11)'],
];

const viewOf = (f: Field): string => f.path.slice(0, f.path.indexOf(':'));
/** Judged by a rule of the values area: a relation issue 21 found no check judging. */
const newlyJudged = (f: Field): boolean => f.judged.some((ref) => ref.startsWith('values.'));
const code = (list: readonly string[]): string => list.map((x) => `\`${x}\``).join(', ');

function row(f: Field): string {
  const source = f.source ? `${f.source.document} › ${cell(f.source.section)}: “${cell(f.source.sentence)}”` : '';
  return `| \`${f.path.slice(f.path.indexOf(':') + 1)}\` | ${cell(f.value)} | ${source} | ${levelOf(f) ?? ''} | ${code(f.judged)} | ${code(f.shown ?? [])} | ${cell(f.question ?? '')} |`;
}

export function renderFieldsDoc(fields: readonly Field[] = allFields): string {
  const judged = fields.filter((f) => f.judged.length > 0);
  const questions = fields.filter((f) => f.question !== undefined);
  const lines = [
    'Every field the documents define in a vessel’s events, its artifacts, the transcript’s closing summary',
    'and what it sends the model: what its value is, the sentence or decision that gives it, the level of the',
    'rules judging it, and the clauses (`rule#clause`, [rules.md](rules.md)) that judge the value. Each field’s',
    'type is judged besides by the schema of its event or summary (`event.shape#fields`,',
    '`artifact.transcript-summary#fields`). Where no sentence gives a value the figure is shown by an INFO',
    'rule, never failed, and the last column asks what CONTRACT.md would have to settle. The A2A views',
    '(Task, ListTasks, SubscribeToTask) carry A2A’s fields and are not listed here.',
    '',
    `${fields.length} fields: ${judged.length} with their value judged (${fields.filter(newlyJudged).length} by the \`values.\` rules, which judge what no check did before), ${fields.filter((f) => (f.shown ?? []).length > 0).length} shown by an INFO rule, ${questions.length} questions for CONTRACT.md.`,
  ];
  for (const [view, title] of VIEWS) {
    const members = fields.filter((f) => viewOf(f) === view);
    if (members.length === 0) continue;
    lines.push(
      '',
      `## ${title}`,
      '',
      '| field | value | rests on | level | judged by | shown by | question for CONTRACT.md |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...members.map(row),
    );
  }
  return markdownDoc(
    {
      title: 'Fields and what judges their values',
      source: 'src/rules/fields.ts',
      writer: scriptPath(import.meta.url),
    },
    lines,
  );
}

export const fieldsDoc = generatedFile(import.meta.url, 'docs/fields.md', () => renderFieldsDoc());
