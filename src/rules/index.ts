// The rule catalogue: every rule the kit judges, gathered from one file per id prefix (`event.`
// rules in event.ts, …). Ids are unique across the catalogue, and `RuleId` is their union, so a
// misspelled id in a verdict, a case or the check registry fails the type-check.
import type { Rule } from './types.ts';
import { rules as transcriptRules } from './transcript.ts';
import { rules as a2aRules } from './a2a.ts';
import { rules as eventRules } from './event.ts';
import { rules as orderRules } from './order.ts';
import { rules as turnRules } from './turn.ts';
import { rules as mergeRules } from './merge.ts';
import { rules as statusRules } from './status.ts';
import { rules as earlyEndRules } from './early-end.ts';
import { rules as artifactRules } from './artifact.ts';
import { turnRules as contentRules } from './content.ts';
import { rules as modelRules } from './model.ts';
import { rules as rejectionRules } from './rejection.ts';
import { rules as robustRules } from './robust.ts';
import { rules as securityRules } from './security.ts';
import { rules as stressRules } from './stress.ts';
import { rules as viewRules } from './views.ts';
import { rules as valuesRules } from './values.ts';

export type { Clause, Rule, Level, RuleSource, SourceDocument } from './types.ts';
export type { TranscriptRuleId } from './transcript.ts';
export { basisOf, type RuleBasis } from './basis.ts';

const rules = [
  ...transcriptRules,
  ...a2aRules,
  ...eventRules,
  ...orderRules,
  ...turnRules,
  ...mergeRules,
  ...statusRules,
  ...earlyEndRules,
  ...artifactRules,
  ...contentRules,
  ...modelRules,
  ...rejectionRules,
  ...stressRules,
  ...robustRules,
  ...securityRules,
  ...viewRules,
  ...valuesRules,
] as const;

/** The id of a rule of the catalogue. */
export type RuleId = (typeof rules)[number]['id'];

type RefsOf<R> = R extends { readonly id: infer I extends string; readonly clauses: readonly (infer C)[] }
  ? C extends { readonly id: infer K extends string }
    ? `${I}#${K}`
    : never
  : never;
/** One clause of one rule of the catalogue, `<rule id>#<clause id>`: a misspelled one fails the type-check. */
export type ClauseRef = RefsOf<(typeof rules)[number]>;
/** The clause ids of one rule (`'status-200' | 'event-stream' | …` for `a2a.sse-framing`). */
export type ClauseIdOf<R extends RuleId> = ClauseRef extends infer C
  ? C extends `${R}#${infer K}`
    ? K
    : never
  : never;

/** Freezes `value` and everything in it: the catalogue is data no run may change. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every rule, in the order results.json and docs/rules.md list them; frozen, so its digest is kept (results/conclude.ts). */
export const catalogue: readonly Rule[] = deepFreeze(rules);

const byId = new Map<string, Rule>();
for (const rule of catalogue) {
  if (byId.has(rule.id)) throw new Error(`rule catalogue: duplicate id ${rule.id}`);
  byId.set(rule.id, rule);
}

/** The rule with this id; throws for an unknown id (one read from a file, say) so it fails loudly. */
export function ruleById(id: string): Rule {
  const rule = byId.get(id);
  if (!rule) throw new Error(`rule catalogue: no rule with id '${id}'`);
  return rule;
}

/** Whether an id read at run time (a fixture's, a fault's) names a rule of the catalogue. */
export function hasRule(id: string): id is RuleId {
  return byId.has(id);
}

/** Every clause of the catalogue, in catalogue order. */
export const clauseRefs: readonly ClauseRef[] = catalogue.flatMap((r) =>
  r.clauses.map((c) => `${r.id}#${c.id}` as ClauseRef),
);
const refs: ReadonlySet<string> = new Set(clauseRefs);

/** Whether a string read at run time names a clause of the catalogue. */
export function isClauseRef(ref: string): ref is ClauseRef {
  return refs.has(ref);
}

/** The rule and clause ids a clause reference names. */
export function splitClauseRef(ref: ClauseRef): { rule: RuleId; clause: string } {
  const at = ref.indexOf('#');
  return { rule: ref.slice(0, at) as RuleId, clause: ref.slice(at + 1) };
}
