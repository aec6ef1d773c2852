// Building verdicts: one verdict per rule per turn, listing every place that broke it.
import { ruleById, type ClauseIdOf, type RuleId } from '../rules/index.ts';
import type { Verdict, VerdictStatus } from './types.ts';

/** One place where a rule did not hold, and the clause of the rule it breaks. */
export interface Finding<R extends RuleId = RuleId> {
  clause: ClauseIdOf<R>;
  message: string;
  evidence?: unknown;
}

/** At most this many findings are kept as evidence; the message says how many more there were. */
const MAX_FINDINGS = 20;

export const pass = (rule: RuleId, message: string, evidence?: unknown): Verdict => ({
  rule,
  status: 'pass',
  message,
  evidence,
});
const fail = (rule: RuleId, message: string, evidence?: unknown): Verdict => ({
  rule,
  status: 'fail',
  message,
  evidence,
});
/** The turn holds nothing this rule could be judged on (no tool calls, no transcript requested…). */
export const notTested = (rule: RuleId, message: string, evidence?: unknown): Verdict => ({
  rule,
  status: 'not-tested',
  message,
  evidence,
});

/**
 * How a verdict on a rule about a capability starts when the card does not declare that capability
 * (A2A AgentCapabilities): the rule holds a declaration to its claim, and there is none. Such a
 * rule is neither judged nor missing (src/results/roll-up.ts), so a vessel, which declares no push
 * notifications, certifies.
 */
export const NOT_DECLARED = 'not applicable: the card does not declare ';

/** `rule` skipped: the card does not declare `what` (`capabilities.streaming`). */
export const notDeclared = (rule: RuleId, what: string): Verdict => ({
  rule,
  status: 'skip',
  message: `${NOT_DECLARED}${what}`,
});

/** The skip's words when a card declares the capability whose absence a rule judges (the refusal §3.3.4 asks for). */
export const DECLARED = 'not applicable: the card declares ';

/**
 * `rule`, about what a card owes when it does not declare `what`, skipped because it does: the
 * declaring side is `heldBy`'s. Neither judged nor missing, as a `notDeclared` skip.
 */
export const declaredInstead = (rule: RuleId, what: string, heldBy: string): Verdict => ({
  rule,
  status: 'skip',
  message: `${DECLARED}${what}, and ${heldBy}`,
});

/** A finding must name a clause of its own rule: a check that names another rule's is a bug in the kit. */
function assertClauses(rule: RuleId, findings: readonly { clause: string }[]): void {
  const own = ruleById(rule).clauses.map((c) => c.id);
  const stray = findings.find((f) => !own.includes(f.clause));
  if (stray) throw new Error(`${rule} has no clause '${stray.clause}' (its clauses: ${own.join(', ')})`);
}

/**
 * fail with the first finding's message (and a count of the rest), or pass. The evidence lists
 * the clauses broken, in the order the rule lists them, and the findings.
 */
export function judge<R extends RuleId>(
  rule: R,
  findings: readonly Finding<R>[],
  passMessage: string,
  passEvidence?: unknown,
): Verdict[] {
  assertClauses(rule, findings);
  const first = findings[0];
  if (!first) return [pass(rule, passMessage, passEvidence)];
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
  const kept = findings.slice(0, MAX_FINDINGS);
  const broken = new Set<string>(findings.map((f) => f.clause));
  return [
    fail(rule, first.message + more, {
      clauses: ruleById(rule)
        .clauses.map((c) => c.id)
        .filter((id) => broken.has(id)),
      findings: kept,
      ...(findings.length > kept.length ? { omitted: findings.length - kept.length } : {}),
    }),
  ];
}

/** One failure on one clause of `rule` (a check that makes a single finding). */
export function failOn<R extends RuleId>(
  rule: R,
  clause: ClauseIdOf<R>,
  message: string,
  evidence?: unknown,
): Verdict[] {
  return judge(rule, [{ clause, message, ...(evidence !== undefined ? { evidence } : {}) }], '');
}

/**
 * A clause of `rule` the case could not exercise (the call it rests on never happened, or met a
 * task in another state than the clause is about): not-tested, naming the clause and why, so a
 * verdict on the rule's other clauses never reads as passing it.
 */
export function notExercised<R extends RuleId>(rule: R, clause: ClauseIdOf<R>, reason: string): Verdict {
  assertClauses(rule, [{ clause }]);
  return notTested(rule, `#${clause} not exercised: ${reason}`, { notExercised: [clause] });
}

/** The clauses a not-tested verdict names as not exercised (from its evidence). */
export function unexercisedClauses(verdict: Verdict): string[] {
  const clauses = (verdict.evidence as { notExercised?: unknown } | undefined)?.notExercised;
  return Array.isArray(clauses) ? clauses.filter((c): c is string => typeof c === 'string') : [];
}

/** The clauses a failed verdict names as broken (from its evidence), for tests and reports. */
export function brokenClauses(verdict: Verdict): string[] {
  const clauses = (verdict.evidence as { clauses?: unknown } | undefined)?.clauses;
  return Array.isArray(clauses) ? clauses.filter((c): c is string => typeof c === 'string') : [];
}

/** Worst first: a rule that failed anywhere failed; one passed somewhere and failed nowhere passed. */
export const SEVERITY: readonly VerdictStatus[] = ['fail', 'error', 'pass', 'skip', 'not-tested'];

export function worstStatus(statuses: readonly VerdictStatus[]): VerdictStatus {
  let worst: VerdictStatus = 'not-tested';
  for (const status of statuses) if (SEVERITY.indexOf(status) < SEVERITY.indexOf(worst)) worst = status;
  return worst;
}

/** Verdicts about one agent among several name it, so a failure says which endpoint broke. */
export const aboutAgent = (agent: string, verdicts: readonly Verdict[]): Verdict[] =>
  verdicts.map((v) => ({ ...v, message: `agent '${agent}': ${v.message}` }));

/** Unicode code points, the unit of every cut and bound in the documents (D6). */
export const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
export const firstCodePoints = (s: string, n: number): string => Array.from(s).slice(0, n).join('');

/** Short JSON for messages: a value as it appeared, cut so a message stays one line. */
export function brief(value: unknown, max = 80): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
