// Which clause of an envelope rule a problem of the transcript validator breaks: the first clause
// of the rule whose `at` holds for the problem (its JSON pointer, the role of the message it falls
// in, its text), or the rule's last clause. One reading for the suites, which name the clause a
// refused history is about, and the fault layer, which lets one clause's problems through.
import { ruleById, type ClauseRef } from './index.ts';
import type { Clause } from './types.ts';

/** A validator problem as far as clauses need it. */
export interface ProblemAt {
  rule: string;
  /** RFC 6901 pointer into the envelope. */
  path: string;
  message: string;
}

const segments = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/'));

/** `*` matches one segment, `**` any number of them (none too). */
export function pointerMatches(pattern: string, pointer: string): boolean {
  const want = segments(pattern);
  const have = segments(pointer);
  const match = (w: number, h: number): boolean => {
    if (w === want.length) return h === have.length;
    if (want[w] === '**') return match(w + 1, h) || (h < have.length && match(w, h + 1));
    return h < have.length && (want[w] === '*' || want[w] === have[h]) && match(w + 1, h + 1);
  };
  return match(0, 0);
}

/** The role of the history message a pointer falls in (`/messages/3/...`), if it has one. */
function roleAt(envelope: unknown, pointer: string): unknown {
  const index = /^\/messages\/(\d+)(?:\/|$)/.exec(pointer)?.[1];
  const messages = (envelope as { messages?: unknown } | null)?.messages;
  if (index === undefined || !Array.isArray(messages)) return undefined;
  const message: unknown = messages[Number(index)];
  return typeof message === 'object' && message !== null ? (message as { role?: unknown }).role : undefined;
}

function holds(clause: Clause, problem: ProblemAt, envelope: unknown): boolean {
  const at = clause.at;
  if (!at) return true;
  if (at.path !== undefined && !pointerMatches(at.path, problem.path)) return false;
  if (at.role !== undefined && roleAt(envelope, problem.path) !== at.role) return false;
  if (at.text !== undefined && !new RegExp(at.text, 'i').test(problem.message)) return false;
  return true;
}

/** The clause of its rule a validator problem breaks, reading the envelope it was found in. */
export function envelopeClauseOf(problem: ProblemAt, envelope: unknown): ClauseRef {
  const rule = ruleById(problem.rule);
  const found = rule.clauses.find((c) => holds(c, problem, envelope)) ?? rule.clauses.at(-1)!;
  return `${rule.id}#${found.id}` as ClauseRef;
}
