// From verdicts to results: a case's status, the per-rule roll-up, the counts and the exit code.
// Pure functions over plain data, so the same results can be recomputed offline.
import type { Verdict, VerdictStatus } from '../checks/types.ts';
import { SEVERITY, worstStatus } from '../checks/verdict.ts';
import type { Level } from '../rules/types.ts';
import { isNotApplicable, isNotDeclared, NOT_APPLICABLE, VESSEL_RULES } from './classification.ts';
import type { CaseResult, KnownDeviation, Results, RuleRollup, StatusCounts } from './schema.ts';

const LEVEL_ORDER: readonly Level[] = ['MUST', 'SHOULD', 'INFO'];

export function highestLevel(levels: readonly Level[]): Level {
  let best: Level = 'INFO';
  for (const level of levels) if (LEVEL_ORDER.indexOf(level) < LEVEL_ORDER.indexOf(best)) best = level;
  return best;
}

export type LevelOf = (ruleId: string) => Level;

/**
 * A case's level: a failing case's is that of the worst verdict that failed in it (an INFO one
 * fails nothing), so a case failed only by SHOULD rules is counted a SHOULD failure; any other
 * case keeps `declared`, the highest level of the rules it declares.
 */
export function caseLevel(
  declared: Level,
  judged: { status: VerdictStatus; verdicts: readonly Verdict[] },
  levelOf: LevelOf,
): Level {
  if (judged.status !== 'fail') return declared;
  const failed = judged.verdicts
    .filter((v) => v.status === 'fail')
    .map((v) => levelOf(v.rule))
    .filter((level) => level !== 'INFO');
  return failed.length > 0 ? highestLevel(failed) : declared;
}

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
  /** Why the run could not be judged when something else stopped it (a preflight, missing shards): verdict incomplete, exit 2. */
  incomplete?: string;
}

/** What the run is held to beyond "no MUST rule failed": the CI-facing options. */
export interface OutcomePolicy {
  /** `--require certified` (or `a2a-conformant`): any other verdict exits 1. */
  require?: 'certified' | 'a2a-conformant';
  /** `--fail-on should`: SHOULD failures fail the run too. */
  failOn?: 'must' | 'should';
  /** The expected-failures entries as this run judged them (src/results/baseline.ts). */
  deviations?: readonly KnownDeviation[];
  /**
   * A shard's run: rules it did not judge may be judged in another shard, so they are not counted
   * as "not judged" here (the merge counts them); its own skipped or untested cases still are.
   */
  elsewhere?: ReadonlySet<string>;
  /**
   * The target was judged as a plain A2A agent (results target.classification a2a): its verdicts are
   * A2A ones, a2a-conformant or a2a-failed, and the vessel rules, not applicable, count for neither.
   */
  plainA2A?: boolean;
}

/** A failing verdict the expected-failures entries do not cover. */
interface Failure {
  rule: string;
  level: Level;
  case: string;
}

/** The `case: rule` key known deviations list in `covers`. */
export const coverKey = (caseId: string, rule: string) => `${caseId}: ${rule}`;

/** Every failing verdict of a judged level that no `failing` expected-failures entry covers. */
function uncoveredFailures(
  cases: readonly CaseResult[],
  rules: Record<string, RuleRollup>,
  deviations: readonly KnownDeviation[],
): Failure[] {
  const covered = new Set(deviations.filter((d) => d.state === 'failing').flatMap((d) => d.covers));
  const failures: Failure[] = [];
  for (const c of cases) {
    if (c.status !== 'fail') continue;
    for (const v of c.evidence.verdicts) {
      if (v.status !== 'fail') continue;
      // A rule missing from the catalogue is judged as MUST: a typo must never soften a failure.
      const level = rules[v.rule]?.level ?? 'MUST';
      if (level === 'INFO' || covered.has(coverKey(c.id, v.rule))) continue;
      failures.push({ rule: v.rule, level, case: c.id });
    }
  }
  return failures;
}

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The exit code and what it means (0 every MUST passed; 1 a MUST failed, or what the policy
 * adds; 2 not judged), then `--require certified` on top.
 */
export function decideOutcome(
  cases: readonly CaseResult[],
  rules: Record<string, RuleRollup>,
  facts: RunFacts,
  policy: OutcomePolicy = {},
): Results['outcome'] {
  const outcome = judgeRun(cases, rules, facts, policy);
  if (policy.require !== undefined && outcome.verdict !== policy.require && outcome.exit_code === 0)
    return {
      ...outcome,
      exit_code: 1,
      reason: `--require ${policy.require}, but the run is ${outcome.verdict}: ${outcome.reason}`,
    };
  return outcome;
}

function judgeRun(
  cases: readonly CaseResult[],
  rules: Record<string, RuleRollup>,
  facts: RunFacts,
  policy: OutcomePolicy,
): Results['outcome'] {
  if (facts.unreachable.length > 0) {
    return { exit_code: 2, verdict: 'incomplete', reason: `target unreachable: ${facts.unreachable.join('; ')}` };
  }
  if (facts.incomplete !== undefined) return { exit_code: 2, verdict: 'incomplete', reason: facts.incomplete };
  if (facts.stopped)
    return { exit_code: 2, verdict: 'incomplete', reason: 'the run was stopped before every case finished' };
  const deviations = policy.deviations ?? [];
  const failed = policy.plainA2A ? 'a2a-failed' : 'failed';
  const failures = uncoveredFailures(cases, rules, deviations);
  const failedMust = distinct(failures.filter((f) => f.level === 'MUST').map((f) => f.rule));
  if (failedMust.length > 0) {
    return {
      exit_code: 1,
      verdict: failed,
      reason: `${failedMust.length} MUST rule(s) failed: ${failedMust.join(', ')}`,
    };
  }
  const failedShould = distinct(failures.filter((f) => f.level === 'SHOULD').map((f) => f.rule));
  if (policy.failOn === 'should' && failedShould.length > 0) {
    return {
      exit_code: 1,
      verdict: failed,
      reason: `${failedShould.length} SHOULD rule(s) failed (--fail-on should): ${failedShould.join(', ')}`,
    };
  }
  const outOfDate = deviations.filter((d) => d.state === 'stale' || d.state === 'expired');
  if (outOfDate.length > 0) {
    const named = outOfDate.map(
      (d) => `${deviationName(d)} ${d.state === 'stale' ? 'now passes' : `expired ${d.expires}`}`,
    );
    return {
      exit_code: 1,
      verdict: failed,
      reason: `${outOfDate.length} expected-failures entr${outOfDate.length === 1 ? 'y is' : 'ies are'} out of date: ${named.join('; ')}`,
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
  // A vessel rule on a plain A2A agent is not applicable: it is neither judged nor missing; nor is a
  // rule about a capability the card does not declare.
  const must = Object.entries(rules).filter(
    ([id, r]) =>
      r.level === 'MUST' &&
      !policy.elsewhere?.has(id) &&
      !(policy.plainA2A && VESSEL_RULES.has(id)) &&
      !isNotDeclared(r),
  );
  const notJudged = must.filter(([, r]) => r.status !== 'pass' && r.status !== 'fail').length;
  const known = must.filter(([, r]) => r.status === 'fail').length;
  const shardUnrun =
    policy.elsewhere && policy.elsewhere.size > 0
      ? cases.filter(
          (c) => (c.status === 'skip' && !(policy.plainA2A && isNotApplicable(c.message))) || c.status === 'not-tested',
        ).length
      : 0;
  const why = [
    ...(notJudged > 0 ? [`${notJudged} MUST rule(s) were not judged (skipped, filtered out or not tested)`] : []),
    ...(shardUnrun > 0 ? [`${shardUnrun} case(s) of this shard were skipped or not tested`] : []),
    ...(known > 0 ? [`${known} MUST rule(s) fail as listed in the expected failures (known deviations)`] : []),
  ];
  // A plain A2A agent has one passing verdict: what it was not judged on is said, and no vessel rule is.
  if (policy.plainA2A)
    return {
      exit_code: 0,
      verdict: 'a2a-conformant',
      reason: `every A2A MUST rule that ran passed (${judged.length} case(s) judged)${why.length > 0 ? `, but ${why.join(', and ')}` : ''}; the vessel rules are ${NOT_APPLICABLE}`,
    };
  // Exit 0 either way (nothing failed), but only a run that judged every MUST rule, and passed
  // each, certifies: a profile that declares little, or a known deviation, is not a full certification.
  if (why.length > 0)
    return {
      exit_code: 0,
      verdict: 'passed',
      reason: `every MUST rule that ran passed (${judged.length} case(s) judged), but ${why.join(', and ')}: not a full certification`,
    };
  const shards =
    policy.elsewhere && policy.elsewhere.size > 0 ? " (this shard's cases; merge the shards for the whole run)" : '';
  return {
    exit_code: 0,
    verdict: 'certified',
    reason: `every MUST rule passed (${judged.length} case(s) judged)${shards}`,
  };
}

/** How a report names an expected-failures entry: its rule, its case, or both. */
export function deviationName(d: { rule?: string; case?: string }): string {
  return d.case !== undefined && d.rule !== undefined ? `${d.case} (${d.rule})` : (d.case ?? d.rule ?? '(empty entry)');
}
