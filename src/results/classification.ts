// What a run judged its target as (results.json `target.classification`), said the one way every
// report says it: a vessel is held to every rule; a plain A2A 1.0 agent to the A2A rules alone, the
// vessel rules not applicable to it; an A2A 0.3 agent, or a target that gave no A2A 1.0 answer, is
// not judged. Plain text: each report escapes it for its format (the evidence quotes the target).
import { DECLARED, NOT_DECLARED } from '../checks/verdict.ts';
import { basisOf, catalogue } from '../rules/index.ts';
import type { Classification, Results } from './schema.ts';

/** Why a vessel rule is not judged on a plain A2A agent: the message of each such verdict and case. */
export const NOT_APPLICABLE = 'not applicable: the target sends no vessel events';

/** The rules only the vessel's documents state (src/rules/basis.ts): not applicable to a plain A2A agent. */
export const VESSEL_RULES: ReadonlySet<string> = new Set(
  catalogue.filter((r) => basisOf(r) === 'vessel').map((r) => r.id),
);

/** Whether a verdict's or a case's message is the not-applicable one (a roll-up prefixes it with its case). */
export const isNotApplicable = (message: string): boolean => message.endsWith(NOT_APPLICABLE);

/**
 * Whether a rule's roll-up is a skip because of what the card declares: it does not declare the
 * capability the rule is about (src/checks/capabilities.ts), or it declares the one whose absence
 * the rule judges (src/checks/a2a-spec.ts). Such a rule does not apply to the target, on any run.
 */
export const isNotDeclared = (rule: { status: string; message: string }): boolean =>
  rule.status === 'skip' &&
  [NOT_DECLARED, DECLARED].some((words) => rule.message.startsWith(words) || rule.message.includes(`: ${words}`));

/** The run judged its target as a plain A2A agent: A2A rules and verdicts only. */
export const judgedAsA2A = (target: Pick<Results['target'], 'classification'>): boolean =>
  target.classification?.as === 'a2a';

/** What the preflight says of an A2A 0.3 agent: one sentence, the card's evidence in it. */
export const speaksA2A03 = (evidence: string): string =>
  `this agent speaks A2A 0.3 (${evidence}); vessel-kit judges A2A 1.0`;

/** The classification as one sentence, with its evidence, for the first lines of every report. */
export function classificationSentence(c: Classification): string {
  switch (c.as) {
    case 'vessel':
      return c.forced
        ? `Judged as a vessel (${c.evidence}): every rule applies.`
        : `Judged as a vessel: ${c.evidence}.`;
    case 'a2a':
      return c.forced
        ? `Judged as a plain A2A 1.0 agent (${c.evidence}): the vessel rules are not applicable.`
        : `Judged as a plain A2A 1.0 agent, not a vessel: ${c.evidence}; the vessel rules are not applicable.`;
    case 'a2a-0.3':
      return `Not judged: ${speaksA2A03(c.evidence)}.`;
    case 'not-a2a':
      return `Not judged: ${c.evidence}; vessel-kit judges A2A 1.0 agents and vessels.`;
  }
}
