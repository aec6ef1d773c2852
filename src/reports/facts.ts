// What every report says the same way, read from results and the rule catalogue: the suite a case
// belongs to, a rule's sentences (the command that re-runs one case is src/results/commands.ts), failures grouped by rule,
// skips grouped by what to declare, and the known deviations.
import { catalogue } from '../rules/index.ts';
import { deviationName } from '../results/roll-up.ts';
import { classificationSentence, isNotApplicable, isNotDeclared, judgedAsA2A } from '../results/classification.ts';
import type { CaseResult, CaseStatus, KnownDeviation, Results } from '../results/schema.ts';

export const STATUSES: readonly CaseStatus[] = ['pass', 'fail', 'skip', 'error', 'not-tested'];
export const LEVELS = ['MUST', 'SHOULD', 'INFO'] as const;

/** The suite of a case: the first segment of its id (`events.tool-pair` → `events`). */
export const suiteOf = (caseId: string) => caseId.split('.')[0] ?? caseId;

const rules = new Map(catalogue.map((r) => [r.id, r]));

export interface RuleText {
  id: string;
  level?: string;
  title: string;
  /** `“sentence” (document › section)` for each source. */
  sentences: string[];
}

/** A rule's title and the sentences it rests on; a rule this kit does not know (older results) says so. */
export function ruleText(id: string): RuleText {
  const rule = rules.get(id);
  if (!rule) return { id, title: '(not in this kit’s catalogue)', sentences: [] };
  return {
    id,
    level: rule.level,
    title: rule.title,
    sentences: rule.sources.map((s) => `“${s.sentence}” (${s.document} › ${s.section})`),
  };
}

/** Whether a case's failures are all covered by `failing` known deviations (the run is not failed by them). */
export function knownFailure(results: Results, c: CaseResult): KnownDeviation | undefined {
  if (c.status !== 'fail') return undefined;
  const failing = (results.known_deviations ?? []).filter((d) => d.state === 'failing');
  const failed = c.evidence.verdicts.filter((v) => v.status === 'fail' && results.rules[v.rule]?.level !== 'INFO');
  const cover = (rule: string) => failing.find((d) => d.covers.includes(`${c.id}: ${rule}`));
  return failed.length > 0 && failed.every((v) => cover(v.rule)) ? cover(failed[0]!.rule) : undefined;
}

export interface RuleFailure {
  rule: string;
  level: 'MUST' | 'SHOULD' | 'INFO';
  /** Each failing case with its first message for this rule. */
  cases: { id: string; message: string; known?: KnownDeviation }[];
}

/** Failing rules of a level, each with the cases failing it (cases whose status is fail) and their first message on it. */
export function failuresByRule(results: Results, level: 'MUST' | 'SHOULD'): RuleFailure[] {
  return rulesFailedIn(
    results,
    results.cases.filter((c) => c.status === 'fail'),
  ).filter((f) => f.level === level);
}

/**
 * Every rule that failed anywhere, once, MUST first, then SHOULD, then INFO (an INFO failure does
 * not fail its case, but its rule failed all the same), each with the cases whose verdicts failed
 * it, in run order: the section every report opens with (a rule failing in 66 cases is one entry).
 */
export function failingRules(results: Results): RuleFailure[] {
  const byRule = rulesFailedIn(results, results.cases);
  return LEVELS.flatMap((level) => byRule.filter((f) => f.level === level));
}

/** The rules that failed verdicts of `cases` fail, in the order first failed, each case once with its first message. */
function rulesFailedIn(results: Results, cases: readonly CaseResult[]): RuleFailure[] {
  const byRule = new Map<string, RuleFailure>();
  const failing = (results.known_deviations ?? []).filter((d) => d.state === 'failing');
  for (const c of cases) {
    for (const v of c.evidence.verdicts) {
      if (v.status !== 'fail') continue;
      const entry = byRule.get(v.rule) ?? { rule: v.rule, level: results.rules[v.rule]?.level ?? 'MUST', cases: [] };
      if (entry.cases.some((x) => x.id === c.id)) continue;
      const known = failing.find((d) => d.covers.includes(`${c.id}: ${v.rule}`));
      entry.cases.push({ id: c.id, message: v.message, ...(known ? { known } : {}) });
      byRule.set(v.rule, entry);
    }
  }
  return [...byRule.values()];
}

/** Where a case's recording can be read from beside the reports: its file in the evidence bundle, if one was written. */
export function evidenceFile(c: Pick<CaseResult, 'evidence'>): string | undefined {
  const ref = c.evidence.ref;
  return ref ? `${ref.bundle.replace(/\/+$/, '')}/${ref.file}` : undefined;
}

/** Cases grouped by their message (a skip's says what to declare; a not-tested one's why it did not run). */
export function groupedByMessage(cases: readonly CaseResult[]): { message: string; ids: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const c of cases) groups.set(c.message, [...(groups.get(c.message) ?? []), c.id]);
  return [...groups].map(([message, ids]) => ({ message: message || '(no reason recorded)', ids }));
}

export const ofStatus = (results: Results, status: CaseStatus) => results.cases.filter((c) => c.status === status);

/** A known deviation as one line: what it names, what became of it, and why it is listed. */
export function deviationLine(d: KnownDeviation): string {
  const state = {
    failing: `still fails (${d.covers.length} failure(s), not failing the run)`,
    stale: 'now passes: remove the entry (fails the run)',
    expired: `expired on ${d.expires} (fails the run)`,
    'not-judged': 'not judged in this run',
  }[d.state];
  const renamed = d.listed_as !== undefined ? ` (listed as ${d.listed_as})` : '';
  const until = d.expires !== undefined && d.state !== 'expired' ? `, until ${d.expires}` : '';
  return `${deviationName(d)}${renamed}: ${state}. Reason: ${d.reason}${until}`;
}

/**
 * MUST rules passed and in all, for badges and headlines; on a plain A2A agent, its A2A MUST rules
 * (the vessel rules do not apply); never a rule about a capability the card does not declare.
 */
export function mustRuleCounts(results: Results): { passed: number; total: number } {
  const a2a = judgedAsA2A(results.target);
  const must = Object.values(results.rules).filter(
    (r) => r.level === 'MUST' && !(a2a && r.status === 'skip' && isNotApplicable(r.message)) && !isNotDeclared(r),
  );
  return { passed: must.filter((r) => r.status === 'pass').length, total: must.length };
}

/** The MUST rules headlines count: A2A ones on a plain A2A agent. */
export const mustRulesName = (results: Results) => (judgedAsA2A(results.target) ? 'A2A MUST rules' : 'MUST rules');

/** The sentence saying what the target was judged as, with its evidence; undefined for results that record none. */
export function classificationLine(results: Results): string | undefined {
  const c = results.target.classification;
  return c ? classificationSentence(c) : undefined;
}

/** Skipped cases split: those a plain A2A agent has no vessel rule for, and those that want a declaration. */
export function skipsOf(results: Results): { notApplicable: CaseResult[]; declare: CaseResult[] } {
  const skips = results.cases.filter((c) => c.status === 'skip');
  return {
    notApplicable: skips.filter((c) => isNotApplicable(c.message)),
    declare: skips.filter((c) => !isNotApplicable(c.message)),
  };
}

/** The target as a reader names it. */
export function targetName(results: Results): string {
  return results.target.name ?? results.target.agents.map((a) => a.url).join(', ');
}

/** The verdict in capitals, as headlines show it. */
export const VERDICT_LABEL: Record<Results['outcome']['verdict'], string> = {
  certified: 'CERTIFIED',
  passed: 'PASSED',
  failed: 'FAILED',
  'a2a-conformant': 'A2A-CONFORMANT',
  'a2a-failed': 'A2A-FAILED',
  incomplete: 'INCOMPLETE',
};
