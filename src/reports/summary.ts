// The terminal summary of a run: counts first, then each failing MUST rule with its first
// message, then known deviations, kit errors, skips (what to declare) and cases not tested (why),
// and the verdict with its reason last. Plain text from results only.
import type { Results } from '../results/schema.ts';
import {
  classificationLine,
  deviationLine,
  failuresByRule,
  groupedByMessage,
  LEVELS,
  ofStatus,
  skipsOf,
  STATUSES,
  targetName,
  VERDICT_LABEL,
} from './facts.ts';
import { rerunCommand } from '../results/commands.ts';

/** Text for a terminal: no control characters (an escape sequence the target wrote is shown, never obeyed). */
const printable = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');

function counts(c: Results['summary']['by_status']): string {
  return (
    STATUSES.filter((s) => c[s] > 0)
      .map((s) => `${c[s]} ${s}`)
      .join(', ') || 'none'
  );
}

/** The last line: the verdict, the exit code and why. What `--quiet` prints alone. */
export function renderVerdictLine(results: Results): string {
  return `${VERDICT_LABEL[results.outcome.verdict]} (exit ${results.outcome.exit_code}): ${results.outcome.reason}\n`;
}

/** Groups of cases by reason, each `- N case(s): reason`, the first few ids after it. */
function reasons(cases: Results['cases']): string[] {
  return groupedByMessage(cases).map(({ message, ids }) => {
    const some = ids.slice(0, 3).join(', ') + (ids.length > 3 ? ', …' : '');
    return `  - ${ids.length} case(s): ${message} (${some})`;
  });
}

export function renderSummary(results: Results, resultsPath: string, otherFiles: readonly string[] = []): string {
  const lines: string[] = [];
  const s = results.summary;
  const shard = results.shard ? `, shard ${results.shard.index}/${results.shard.total}` : '';
  lines.push(
    `vessel-kit certify: ${targetName(results)} (${(results.duration_ms / 1000).toFixed(1)} s, seed ${results.seed}${shard})`,
  );
  const judgedAs = classificationLine(results);
  if (judgedAs !== undefined) lines.push(printable(judgedAs));
  lines.push(`cases: ${s.cases} — ${counts(s.by_status)}`);
  for (const level of LEVELS) {
    const c = s.by_level[level];
    if (STATUSES.some((st) => c[st] > 0)) lines.push(`  ${level.padEnd(6)} ${counts(c)}`);
  }
  lines.push(`rules: ${counts(s.rules)}`);

  const must = failuresByRule(results, 'MUST');
  if (must.length > 0) {
    lines.push('', 'MUST rules failed:');
    for (const f of must) {
      const first = f.cases[0]!;
      const known = f.cases.every((c) => c.known) ? ' [known deviation]' : '';
      const more = f.cases.length > 1 ? ` (+${f.cases.length - 1} more case(s))` : '';
      lines.push(`  ✗ ${f.rule}: ${first.id}: ${first.message}${more}${known}`);
    }
  }
  const should = failuresByRule(results, 'SHOULD');
  if (should.length > 0) {
    const fatal = results.options.fail_on === 'should' ? '--fail-on should: fatal' : 'reported, not fatal';
    lines.push('', `SHOULD rules failed (${fatal}): ${should.map((f) => f.rule).join(', ')}`);
  }
  const deviations = results.known_deviations ?? [];
  if (deviations.length > 0) {
    lines.push('', `Known deviations (${results.options.expected_failures ?? 'expected failures'}):`);
    for (const d of deviations) lines.push(`  ~ ${deviationLine(d)}`);
  }
  const errors = ofStatus(results, 'error');
  if (errors.length > 0) {
    lines.push('', "The kit could not judge (its own failure, not the target's):");
    for (const c of errors) lines.push(`  ! ${c.id}: ${c.message}`);
  }
  const skips = skipsOf(results);
  if (skips.notApplicable.length > 0)
    lines.push('', `Not applicable: ${skips.notApplicable.length} case(s) rest on vessel rules alone (the target sends no vessel events)`);
  if (skips.declare.length > 0)
    lines.push('', 'Skipped (declare this in the profile to run them):', ...reasons(skips.declare));
  const untested = ofStatus(results, 'not-tested');
  if (untested.length > 0) lines.push('', 'Not tested:', ...reasons(untested));
  const firstFailing = results.cases.find((c) => c.status === 'fail' || c.status === 'error');
  if (firstFailing) lines.push('', `Re-run a case alone: ${rerunCommand(results, firstFailing.id)}`);
  lines.push('', renderVerdictLine(results).trimEnd());
  lines.push(`results: ${resultsPath}${otherFiles.length > 0 ? ` (also ${otherFiles.join(', ')})` : ''}`);
  return lines.join('\n') + '\n';
}
