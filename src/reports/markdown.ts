// summary.md: the run as a pull-request comment or a GitHub step summary reads it: the verdict, what
// the target was judged as, each failing rule once (level, cases, first message, a link to that
// case's evidence), the counts, then MUST failures per case (rule, case, first message), SHOULD
// failures, known deviations, kit errors, skips grouped by what to declare and cases not tested
// with their reason. Kept under 60 KB (a comment's limit is 64 K characters): the per-case lists
// are cut, saying how many were left out; the failing rules never are (messages are shortened).
import type { Results } from '../results/schema.ts';
import {
  classificationLine,
  deviationLine,
  evidenceFile,
  failingRules,
  failuresByRule,
  groupedByMessage,
  LEVELS,
  mustRuleCounts,
  mustRulesName,
  ofStatus,
  skipsOf,
  STATUSES,
  targetName,
  VERDICT_LABEL,
  type RuleFailure,
} from './facts.ts';
import { rerunCommand } from '../results/commands.ts';

export const MARKDOWN_LIMIT_BYTES = 60_000;

const ICON: Record<Results['outcome']['verdict'], string> = {
  certified: '✅',
  passed: '☑️',
  failed: '❌',
  'a2a-conformant': '✅',
  'a2a-failed': '❌',
  incomplete: '⚠️',
};

/** Text safe in a table cell: one line, no pipes breaking the row, bounded. */
function cell(text: string, max: number): string {
  const line = text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
const code = (text: string) => `\`${text.replace(/`/g, 'ˋ')}\``;
/** Text the target wrote, shown as written: every character Markdown (or the HTML in it) could read as markup escaped. */
const literal = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/[\\`*_[\]<>|~&]/g, (c) => `\\${c}`);
/** A message the target caused, in a table cell: cut to `max` characters first, then every markup character escaped. */
const message = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return literal(line.length > max ? `${line.slice(0, max - 1)}…` : line);
};
/** A path or fragment percent-encoded (its slashes kept), so no space, parenthesis or bracket ends a link. */
const href = (target: string) =>
  target
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/[()!*']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

interface Budget {
  /** Rows shown per list before "… and N more". */
  rows: number;
  /** Characters of a message shown. */
  chars: number;
}

function failureTable(failures: RuleFailure[], budget: Budget): string[] {
  const rows = failures.flatMap((f) => f.cases.map((c) => ({ rule: f.rule, ...c })));
  const shown = rows.slice(0, budget.rows);
  const lines = ['| rule | case | first message |', '| --- | --- | --- |'];
  for (const r of shown)
    lines.push(`| ${code(r.rule)} | ${code(r.id)} | ${message(r.message, budget.chars)}${r.known ? ' _(known deviation)_' : ''} |`);
  if (rows.length > shown.length) lines.push('', `… and ${rows.length - shown.length} more (see index.html or results.json)`);
  return lines;
}

/**
 * Each failing rule once, every one of them whatever the budget: its level, how many cases failed
 * it, the first case's message and a link to that case's evidence (its file in the evidence bundle
 * when one was written, else its entry in index.html beside this file).
 */
function ruleTable(results: Results, budget: Budget): string[] {
  const failures = failingRules(results);
  if (failures.length === 0) return [];
  const lines = [`### Failing rules (${failures.length})`, '', '| rule | level | cases | first message | evidence |', '| --- | --- | ---: | --- | --- |'];
  for (const f of failures) {
    const first = f.cases[0]!;
    const c = results.cases.find((x) => x.id === first.id);
    const file = c && evidenceFile(c);
    const link = file !== undefined ? href(file) : `index.html#case=${href(first.id)}`;
    const known = f.cases.every((x) => x.known) ? ' _(known deviation)_' : '';
    lines.push(
      `| ${code(f.rule)} | ${f.level} | ${f.cases.length} | ${message(first.message, budget.chars)}${known} | [${literal(first.id)}](${link}) |`,
    );
  }
  return lines;
}

function grouped(cases: Results['cases'], budget: Budget): string[] {
  const groups = groupedByMessage(cases);
  const lines = groups.slice(0, budget.rows).map(({ message, ids }) => {
    const some = ids.slice(0, 8).map(code).join(', ') + (ids.length > 8 ? `, … (${ids.length - 8} more)` : '');
    return `- **${cell(message, budget.chars)}** — ${ids.length} case(s): ${some}`;
  });
  if (groups.length > budget.rows) lines.push(`- … and ${groups.length - budget.rows} more reason(s)`);
  return lines;
}

function render(results: Results, budget: Budget): string {
  const { outcome, summary } = results;
  const must = mustRuleCounts(results);
  const lines: string[] = [];
  const shard = results.shard ? ` (shard ${results.shard.index}/${results.shard.total})` : '';
  lines.push(`## ${ICON[outcome.verdict]} vessel-kit certify: ${VERDICT_LABEL[outcome.verdict]}${shard}`, '');
  lines.push(`> ${cell(outcome.reason, 2000)}`, '');
  const judgedAs = classificationLine(results);
  if (judgedAs !== undefined) lines.push(literal(judgedAs), '');
  lines.push(
    `**${cell(targetName(results), 200)}** · ${mustRulesName(results)} ${must.passed}/${must.total} passed · exit ${outcome.exit_code} · ` +
      `${(results.duration_ms / 1000).toFixed(1)} s · seed ${results.seed} · ${results.kit.name} ${results.kit.version}`,
    '',
  );
  const rules = ruleTable(results, budget);
  if (rules.length > 0) lines.push(...rules, '');
  lines.push(`| | ${STATUSES.join(' | ')} |`, `| --- | ${STATUSES.map(() => '---:').join(' | ')} |`);
  lines.push(`| cases | ${STATUSES.map((s) => summary.by_status[s]).join(' | ')} |`);
  for (const level of LEVELS) lines.push(`| ${level} | ${STATUSES.map((s) => summary.by_level[level][s]).join(' | ')} |`);
  lines.push(`| rules | ${STATUSES.map((s) => summary.rules[s]).join(' | ')} |`);

  const mustFailures = failuresByRule(results, 'MUST');
  if (mustFailures.length > 0) lines.push('', `### MUST failures (${mustFailures.length} rule(s))`, '', ...failureTable(mustFailures, budget));
  const shouldFailures = failuresByRule(results, 'SHOULD');
  if (shouldFailures.length > 0) {
    const fatal = results.options.fail_on === 'should' ? 'fail the run (--fail-on should)' : 'reported, not fatal';
    lines.push('', `### SHOULD failures (${shouldFailures.length} rule(s), ${fatal})`, '', ...failureTable(shouldFailures, budget));
  }
  const deviations = results.known_deviations ?? [];
  if (deviations.length > 0) {
    lines.push('', `### Known deviations (${code(results.options.expected_failures ?? 'expected failures')})`, '');
    for (const d of deviations.slice(0, budget.rows)) lines.push(`- ${d.state === 'stale' || d.state === 'expired' ? '❌' : '〰️'} ${cell(deviationLine(d), budget.chars * 2)}`);
    if (deviations.length > budget.rows) lines.push(`- … and ${deviations.length - budget.rows} more`);
  }
  const errors = ofStatus(results, 'error');
  if (errors.length > 0) lines.push('', `### The kit could not judge (${errors.length})`, '', ...grouped(errors, budget));
  const skips = skipsOf(results);
  if (skips.notApplicable.length > 0)
    lines.push('', `### Not applicable (${skips.notApplicable.length})`, '', `${skips.notApplicable.length} case(s) rest on vessel rules alone: the target sends no vessel events.`);
  if (skips.declare.length > 0)
    lines.push('', `### Skipped: what to declare (${skips.declare.length})`, '', ...grouped(skips.declare, budget));
  const untested = ofStatus(results, 'not-tested');
  if (untested.length > 0) lines.push('', `### Not tested (${untested.length})`, '', ...grouped(untested, budget));
  const failing = results.cases.find((c) => c.status === 'fail' || c.status === 'error');
  if (failing) lines.push('', 'Re-run a case alone:', '', '```sh', rerunCommand(results, failing.id), '```');
  return lines.join('\n') + '\n';
}

/** The Markdown summary, cut down until it fits MARKDOWN_LIMIT_BYTES. */
export function renderMarkdown(results: Results, limitBytes = MARKDOWN_LIMIT_BYTES): string {
  for (const budget of [
    { rows: 100, chars: 300 },
    { rows: 40, chars: 200 },
    { rows: 15, chars: 120 },
    { rows: 5, chars: 80 },
    { rows: 1, chars: 60 },
  ]) {
    const text = render(results, budget);
    if (Buffer.byteLength(text) <= limitBytes) return text;
  }
  const text = render(results, { rows: 0, chars: 40 });
  return Buffer.byteLength(text) <= limitBytes ? text : `${text.slice(0, limitBytes / 4)}\n\n… (cut to fit)\n`;
}
