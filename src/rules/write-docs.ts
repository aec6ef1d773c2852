// Renders docs/rules.md from the catalogue, so the table a reader sees is the data the kit judges
// by. `npx tsx src/rules/write-docs.ts` rewrites it; test/rules/docs.test.ts proves it current.
import { generatedFile, scriptPath, writeWhenRun } from '../generated/file.ts';
import { cell, markdownDoc } from '../generated/markdown.ts';
import { catalogue, type Rule } from './index.ts';

/** The id's first segment names the area; areas keep the catalogue's order of first appearance. */
function areaOf(rule: Rule): string {
  return rule.id.split('.')[0] as string;
}

export function renderRulesDoc(rules: readonly Rule[] = catalogue): string {
  const lines = [
    'Every rule the kit judges: its id (stable, as it appears in results), its level (MUST fails',
    'certification, SHOULD is reported, INFO is shown), what it requires, and the sentences it rests',
    'on, quoted as written. Rejection rules list the keywords a refusal must contain one of (D3).',
    '',
    `${rules.length} rules: ${rules.filter((r) => r.level === 'MUST').length} MUST, ${rules.filter((r) => r.level === 'SHOULD').length} SHOULD, ${rules.filter((r) => r.level === 'INFO').length} INFO.`,
  ];
  const areas = new Map<string, Rule[]>();
  for (const rule of rules) areas.set(areaOf(rule), [...(areas.get(areaOf(rule)) ?? []), rule]);
  for (const [area, members] of areas) {
    lines.push('', `## ${area}`, '', '| id | level | requires | rests on | keywords |', '| --- | --- | --- | --- | --- |');
    for (const rule of members) lines.push(row(rule));
  }
  return markdownDoc({ title: 'Rule catalogue', source: 'src/rules', writer: scriptPath(import.meta.url) }, lines);
}

export const rulesDoc = generatedFile(import.meta.url, 'docs/rules.md', () => renderRulesDoc());
export const RULES_DOC_PATH = rulesDoc.file;

function row(rule: Rule): string {
  const sources = rule.sources.map((s) => `${s.document} › ${cell(s.section)}: “${cell(s.sentence)}”`).join('<br>');
  const keywords = rule.keywords.map((k) => `\`${cell(k)}\``).join(', ');
  return `| \`${rule.id}\` | ${rule.level} | ${cell(rule.title)} | ${sources} | ${keywords} |`;
}

writeWhenRun(import.meta.url, [rulesDoc]);
