// From verdicts to results: a case's status, the per-rule roll-up, the counts and the exit code.
// Pure functions over plain data, so the same results can be recomputed offline.
import type { Verdict, VerdictStatus } from '../checks/types.ts';
import { SEVERITY, worstStatus } from '../checks/verdict.ts';
import type { Level } from '../rules/types.ts';
import type { CaseResult, Results, RuleRollup, StatusCounts } from './results-schema.ts';

const LEVEL_ORDER: readonly Level[] = ['MUST', 'SHOULD', 'INFO'];

export function highestLevel(levels: readonly Level[]): Level {
  let best: Level = 'INFO';
  for (const level of levels) if (LEVEL_ORDER.indexOf(level) < LEVEL_ORDER.indexOf(best)) best = level;
  return best;
}

export type LevelOf = (ruleId: string) => Level;

/**
 * A case's status from its verdicts: its worst verdict, except that an INFO verdict never fails a
 * case (INFO is shown, never judged). The message is the worst verdict's, naming its rule.
 */
export function caseStatus(verdicts: readonly Verdict[], levelOf: LevelOf): { status: VerdictStatus; message: string } {
  const judged = verdicts.map((v) =>
    levelOf(v.rule) === 'INFO' && v.status === 'fail' ? { ...v, status: 'pass' as const } : v,
  );
  const status = worstStatus(judged.map((v) => v.status));
  if (status === 'pass') return { status, message: '' };
  const first = judged.find((v) => v.status === status);
  if (!first) return { status: 'not-tested', message: 'no check produced a verdict' };
  return { status, message: `${first.rule}: ${first.message}` };
}

const zero = (): StatusCounts => ({ pass: 0, fail: 0, skip: 0, error: 0, 'not-tested': 0 });

/** Rule id → worst status across cases; every catalogue rule appears, untested ones as not-tested. */
export function rollUpRules(
  cases: readonly CaseResult[],
  catalogueIds: readonly string[],
  levelOf: LevelOf,
): Record<string, RuleRollup> {
  const rollup: Record<string, RuleRollup> = {};
  const entry = (rule: string) =>
    (rollup[rule] ??= { level: levelOf(rule), status: 'not-tested', cases: [], message: '' });
  for (const id of catalogueIds) entry(id);
  for (const result of cases) {
    const seen = new Set<string>();
    const consider = (rule: string, status: VerdictStatus, message: string) => {
      const r = entry(rule);
      if (!seen.has(rule)) {
        seen.add(rule);
        if (!r.cases.includes(result.id)) r.cases.push(result.id);
      }
      // A rule no case could judge still says why (the first reason given), never an empty message.
      if (SEVERITY.indexOf(status) < SEVERITY.indexOf(r.status) || (status === r.status && r.message === '')) {
        r.status = status;
        r.message = message;
      }
    };
    for (const v of result.evidence.verdicts) consider(v.rule, v.status, `${result.id}: ${v.message}`);
    // A case skipped or errored as a whole carries that status to the rules it rests on.
    if (result.evidence.verdicts.length === 0)
      for (const rule of result.rules) consider(rule, result.status, `${result.id}: ${result.message}`);
  }
  return rollup;
}

export function summarize(cases: readonly CaseResult[], rules: Record<string, RuleRollup>): Results['summary'] {
  const summary: Results['summary'] = {
    cases: cases.length,
    by_status: zero(),
    by_level: { MUST: zero(), SHOULD: zero(), INFO: zero() },
    rules: zero(),
  };
  for (const c of cases) {
    summary.by_status[c.status]++;
    summary.by_level[c.level][c.status]++;
  }
  for (const r of Object.values(rules)) summary.rules[r.status]++;
  return summary;
}

export interface RunFacts {
  /** Agents whose card could not be fetched at all (refused, reset, timed out). */
  unreachable: string[];
  /** The run was stopped (SIGINT/SIGTERM) before every case finished. */
  stopped?: boolean;
}

/** The exit code and what it means (0 every MUST passed; 1 a MUST failed; 2 not judged). */
export function decideOutcome(
  cases: readonly CaseResult[],
  rules: Record<string, RuleRollup>,
  facts: RunFacts,
): Results['outcome'] {
  if (facts.unreachable.length > 0) {
    return { exit_code: 2, verdict: 'incomplete', reason: `target unreachable: ${facts.unreachable.join('; ')}` };
  }
  if (facts.stopped)
    return { exit_code: 2, verdict: 'incomplete', reason: 'the run was stopped before every case finished' };
  const failedMust = Object.entries(rules).filter(([, r]) => r.level === 'MUST' && r.status === 'fail');
  if (failedMust.length > 0) {
    return {
      exit_code: 1,
      verdict: 'failed',
      reason: `${failedMust.length} MUST rule(s) failed: ${failedMust.map(([id]) => id).join(', ')}`,
    };
  }
  const judged = cases.filter((c) => c.status === 'pass' || c.status === 'fail');
  if (judged.length === 0)
    return {
      exit_code: 2,
      verdict: 'incomplete',
      reason: 'nothing ran: no case was judged (all skipped, errored or filtered out)',
    };
  const kitErrors = cases.filter((c) => c.status === 'error' && c.level === 'MUST');
  if (kitErrors.length > 0) {
    return {
      exit_code: 2,
      verdict: 'incomplete',
      reason: `the kit could not judge ${kitErrors.length} MUST case(s): ${kitErrors.map((c) => c.id).join(', ')}`,
    };
  }
  const untested = Object.values(rules).filter((r) => r.level === 'MUST' && r.status !== 'pass').length;
  // Exit 0 either way (nothing failed), but only a run that judged every MUST rule certifies:
  // a profile that declares little must not read as a full certification.
  if (untested > 0) {
    return {
      exit_code: 0,
      verdict: 'passed',
      reason: `every MUST rule that ran passed (${judged.length} case(s) judged), but ${untested} MUST rule(s) were not judged (skipped, filtered out or not tested): not a full certification`,
    };
  }
  return { exit_code: 0, verdict: 'certified', reason: `every MUST rule passed (${judged.length} case(s) judged)` };
}
