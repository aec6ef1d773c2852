// Renders docs/rules.md from the catalogue, so the table a reader sees is the data the kit judges
// by, and each rule is one hop from the check that judges it, the cases that exercise it and the
// faults that break it. `npm run generate` rewrites it (scripts/generate.ts); test/rules/docs.test.ts
// proves it current.
import { checkFileOf } from '../src/checks/index.ts';
import { faultCatalogue } from '../src/faults/catalogue.ts';
import { generatedFile, scriptPath } from '../src/generated/file.ts';
import { cell, markdownDoc } from '../src/generated/markdown.ts';
import { allCases } from '../suites/index.ts';
import { tckRequirements, type TckRequirement } from '../src/rules/a2a-tck.ts';
import { basisOf, catalogue, hasRule, type Rule, type RuleBasis } from '../src/rules/index.ts';

/** What docs/rules.md lists beside each rule: where it is judged, exercised and broken. */
export interface RuleLinks {
  /** The module of src/checks that judges it. */
  check(id: string): string | undefined;
  /** The ids of the cases (suites/) that exercise it. */
  cases(id: string): readonly string[];
  /** The faults (src/faults/catalogue.ts) that break it. */
  faults(id: string): readonly string[];
}

/** The kit's own links: the checks' registry, the suites' cases, the fault catalogue. */
export function kitLinks(): RuleLinks {
  const cases = allCases();
  return {
    check: (id) => (hasRule(id) ? checkFileOf(id) : undefined),
    cases: (id) => cases.filter((c) => c.rules.some((rule) => rule === id)).map((c) => c.id),
    faults: (id) => faultCatalogue.filter((f) => f.breaks.some((rule) => rule === id)).map((f) => f.name),
  };
}

/** The id's first segment names the area; areas keep the catalogue's order of first appearance. */
function areaOf(rule: Rule): string {
  return rule.id.split('.')[0] as string;
}

export function renderRulesDoc(
  rules: readonly Rule[] = catalogue,
  links: RuleLinks = kitLinks(),
  tck: readonly TckRequirement[] = tckRequirements,
): string {
  const count = (keep: (rule: Rule) => boolean): number => rules.filter(keep).length;
  const lines = [
    'Every rule the kit judges: its id (stable, as it appears in results), its level (MUST fails',
    'certification, SHOULD is reported, INFO is shown), its basis, what it requires, and the sentences',
    'it rests on, quoted as written. Rejection rules list the keywords a refusal must contain one of (D3).',
    'The basis is read off the sentences: `A2A` where one of them is the A2A specification’s (it holds',
    'for any A2A agent), `vessel` where only the vessel’s documents say it (transcript-format.txt,',
    'events.txt, CONTRACT.md); a vessel rule’s note says why no A2A sentence holds it.',
    'Beside each: the module of `src/checks` that judges it, the cases (`suites/`) that exercise it,',
    'and the faults of the reference vessel ([faults.md](faults.md)) that break it.',
    '',
    `${rules.length} rules: ${count((r) => r.level === 'MUST')} MUST, ${count((r) => r.level === 'SHOULD')} SHOULD, ${count((r) => r.level === 'INFO')} INFO; ${count((r) => basisOf(r) === 'a2a')} rest on A2A, ${count((r) => basisOf(r) === 'vessel')} on the vessel's documents.`,
  ];
  const areas = new Map<string, Rule[]>();
  for (const rule of rules) areas.set(areaOf(rule), [...(areas.get(areaOf(rule)) ?? []), rule]);
  for (const [area, members] of areas) {
    lines.push(
      '',
      `## ${area}`,
      '',
      '| id | level | basis | requires | rests on | keywords | judged by | cases | broken by |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const rule of members) lines.push(row(rule, links));
  }
  lines.push(...tckSection(tck));
  return markdownDoc({ title: 'Rule catalogue', source: 'src/rules', writer: scriptPath(import.meta.url) }, lines);
}

export const rulesDoc = generatedFile(import.meta.url, 'docs/rules.md', () => renderRulesDoc());
export const RULES_DOC_PATH = rulesDoc.file;

const ids = (list: readonly string[]): string => list.map((id) => `\`${id}\``).join(', ');

/** A basis as docs/rules.md writes it. */
const basisLabel = (basis: RuleBasis): string => (basis === 'a2a' ? 'A2A' : 'vessel');

/** The document as docs/rules.md names it: the A2A specification by its section numbers. */
const documentName = (document: string): string => (document === 'A2A' ? 'A2A 1.0 specification' : document);

/** What a rule requires: its title, then each clause when it has several (a fault breaks each alone). */
function requires(rule: Rule): string {
  const [only] = rule.clauses;
  if (rule.clauses.length === 1 && only?.id === 'whole') return cell(rule.title);
  return [cell(rule.title), ...rule.clauses.map((c) => `\`#${c.id}\` ${cell(c.text)}`)].join('<br>');
}

function row(rule: Rule, links: RuleLinks): string {
  const sources = [
    ...rule.sources.map((s) => `${documentName(s.document)} › ${cell(s.section)}: “${cell(s.sentence)}”`),
    ...(rule.note !== undefined ? [`Note: ${cell(rule.note)}`] : []),
  ].join('<br>');
  const keywords = rule.keywords.map((k) => `\`${cell(k)}\``).join(', ');
  const check = links.check(rule.id);
  // A path, not a link: the package ships docs/ without src/, where a link would be dead.
  const judgedBy = check === undefined ? '' : `\`${check}\``;
  return `| \`${rule.id}\` | ${rule.level} | ${basisLabel(basisOf(rule))} | ${requires(rule)} | ${sources} | ${keywords} | ${judgedBy} | ${ids(links.cases(rule.id))} | ${ids(links.faults(rule.id))} |`;
}

/** Parity with the A2A TCK: each of its requirement ids, and the rules that judge it or why none does. */
function tckSection(tck: readonly TckRequirement[]): string[] {
  if (tck.length === 0) return [];
  const judged = tck.filter((t) => t.rules);
  return [
    '',
    '## A2A TCK parity',
    '',
    `The official A2A TCK (\`a2aproject/a2a-tck\`, branch \`1.0-dev\`) names ${tck.length} requirements; the kit`,
    `judges ${judged.length} of them with the rules below (its own checks: it does not run the TCK). The others`,
    'do not apply to a vessel over JSON-RPC, for the reason given (`src/rules/a2a-tck.ts`).',
    '',
    '| TCK id | A2A section | TCK level | requirement | judged by | note |',
    '| --- | --- | --- | --- | --- | --- |',
    ...tck.map(
      (t) =>
        `| \`${t.id}\` | ${t.section} | ${t.level} | ${cell(t.title)} | ${t.rules ? ids(t.rules) : `not applicable: ${cell(t.notApplicable ?? '')}`} | ${cell(t.note ?? '')} |`,
    ),
  ];
}
