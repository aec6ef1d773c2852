// Building verdicts: one verdict per rule per turn, listing every place that broke it.
import type { Verdict } from './types.ts';

/** One place where a rule did not hold. */
export interface Finding {
  message: string;
  evidence?: unknown;
}

/** At most this many findings are kept as evidence; the message says how many more there were. */
const MAX_FINDINGS = 20;

export const pass = (rule: string, message: string, evidence?: unknown): Verdict => ({ rule, status: 'pass', message, evidence });
export const fail = (rule: string, message: string, evidence?: unknown): Verdict => ({ rule, status: 'fail', message, evidence });
/** The turn holds nothing this rule could be judged on (no tool calls, no transcript requested…). */
export const notTested = (rule: string, message: string, evidence?: unknown): Verdict => ({
  rule,
  status: 'not-tested',
  message,
  evidence,
});

/** fail with the first finding's message (and a count of the rest), or pass. */
export function judge(rule: string, findings: readonly Finding[], passMessage: string, passEvidence?: unknown): Verdict[] {
  const first = findings[0];
  if (!first) return [pass(rule, passMessage, passEvidence)];
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
  const kept = findings.slice(0, MAX_FINDINGS);
  return [fail(rule, first.message + more, { findings: kept, ...(findings.length > kept.length ? { omitted: findings.length - kept.length } : {}) })];
}

/** Unicode code points, the unit of every cut and bound in the documents (D6). */
export const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
export const firstCodePoints = (s: string, n: number): string => Array.from(s).slice(0, n).join('');

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Short JSON for messages: a value as it appeared, cut so a message stays one line. */
export function brief(value: unknown, max = 80): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
