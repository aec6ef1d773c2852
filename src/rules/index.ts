// The rule catalogue: every rule the kit judges, gathered from one module per area.
// Each area module exports a `rules` array; ids are unique across the catalogue.
import type { Rule } from './types.ts';
import { rules as transcriptRules } from './transcript.ts';
import { rules as a2aRules } from './a2a.ts';
import { rules as eventRules } from './events.ts';
import { rules as mergeRules } from './merge.ts';
import { rules as statusRules } from './statuses.ts';
import { rules as artifactRules } from './artifacts.ts';
import { rules as contentRules } from './transcript-content.ts';
import { rules as modelRules } from './model.ts';
import { rules as rejectionRules } from './rejection.ts';

export type { Rule, Level, RuleSource, SourceDocument } from './types.ts';

export const catalogue: readonly Rule[] = [
  ...transcriptRules,
  ...a2aRules,
  ...eventRules,
  ...mergeRules,
  ...statusRules,
  ...artifactRules,
  ...contentRules,
  ...modelRules,
  ...rejectionRules,
];

const byId = new Map<string, Rule>();
for (const rule of catalogue) {
  if (byId.has(rule.id)) throw new Error(`rule catalogue: duplicate id ${rule.id}`);
  byId.set(rule.id, rule);
}

/** The rule with this id; throws for an unknown id so a typo in a check fails loudly in tests. */
export function ruleById(id: string): Rule {
  const rule = byId.get(id);
  if (!rule) throw new Error(`rule catalogue: no rule with id '${id}'`);
  return rule;
}

export function hasRule(id: string): boolean {
  return byId.has(id);
}
