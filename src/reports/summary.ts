// The terminal summary of a run: counts first, then each failing MUST rule with its first
// message, then what a reader should do next. Plain text from results only.
import type { Results } from '../runner/results-schema.ts';

const STATUSES = ['pass', 'fail', 'skip', 'error', 'not-tested'] as const;

function counts(c: Results['summary']['by_status']): string {
  return STATUSES.filter((s) => c[s] > 0).map((s) => `${c[s]} ${s}`).join(', ') || 'none';
}

export function renderSummary(results: Results, resultsPath: string): string {
  const lines: string[] = [];
  const s = results.summary;
  lines.push(`vessel-kit certify: ${results.target.name ?? results.target.agents.map((a) => a.url).join(', ')} (${(results.duration_ms / 1000).toFixed(1)} s, seed ${results.seed})`);
  lines.push(`cases: ${s.cases} — ${counts(s.by_status)}`);
  for (const level of ['MUST', 'SHOULD', 'INFO'] as const) {
    const c = s.by_level[level];
    if (STATUSES.some((st) => c[st] > 0)) lines.push(`  ${level.padEnd(6)} ${counts(c)}`);
  }
  lines.push(`rules: ${counts(s.rules)}`);

  const failing = Object.entries(results.rules).filter(([, r]) => r.status === 'fail' && r.level === 'MUST');
  if (failing.length > 0) {
    lines.push('', 'MUST rules failed:');
    for (const [id, r] of failing) lines.push(`  ✗ ${id}: ${r.message}`);
  }
  const should = Object.entries(results.rules).filter(([, r]) => r.status === 'fail' && r.level === 'SHOULD');
  if (should.length > 0) lines.push('', `SHOULD rules failed (reported, not fatal): ${should.map(([id]) => id).join(', ')}`);
  const errors = results.cases.filter((c) => c.status === 'error');
  if (errors.length > 0) {
    lines.push('', 'The kit could not judge (its own failure, not the target\'s):');
    for (const c of errors) lines.push(`  ! ${c.id}: ${c.message}`);
  }
  const skips = results.cases.filter((c) => c.status === 'skip');
  if (skips.length > 0) {
    const reasons = new Map<string, number>();
    for (const c of skips) reasons.set(c.message, (reasons.get(c.message) ?? 0) + 1);
    lines.push('', 'Skipped:');
    for (const [reason, n] of reasons) lines.push(`  - ${n} case(s): ${reason}`);
  }
  lines.push('', `${results.outcome.verdict.toUpperCase()} (exit ${results.outcome.exit_code}): ${results.outcome.reason}`);
  lines.push(`results: ${resultsPath}`);
  return lines.join('\n') + '\n';
}
