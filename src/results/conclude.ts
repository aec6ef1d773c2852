// From case results to a run's conclusion: the per-rule roll-up, the counts, the expected
// failures as judged, and the outcome under the CI policy. One place for a live run, a merge of
// shards and a rejudged bundle, so all three conclude alike from the same cases.
import { createHash } from 'node:crypto';
import type { Level } from '../rules/types.ts';
import { NOT_APPLICABLE, VESSEL_RULES } from './classification.ts';
import { dayOf, judgeExpectedFailures, type LoadedEntry } from './baseline.ts';
import { canonicalJson } from '../profile/load.ts';
import { decideOutcome, rollUpRules, summarize, type LevelOf, type OutcomePolicy, type RunFacts } from './roll-up.ts';
import type { CaseResult, KnownDeviation, Results, RuleRollup } from './schema.ts';

export interface Conclusion {
  rules: Record<string, RuleRollup>;
  summary: Results['summary'];
  outcome: Results['outcome'];
  known_deviations?: KnownDeviation[];
}

export function concludeRun(
  cases: readonly CaseResult[],
  catalogue: readonly { id: string; level: Level }[],
  levelOf: LevelOf,
  input: {
    facts: RunFacts;
    policy: Omit<OutcomePolicy, 'deviations'>;
    expectedFailures?: readonly LoadedEntry[];
    /** The day expiry dates are judged on (the run's start). */
    today: Date;
  },
): Conclusion {
  const rules = rollUpRules(
    cases,
    catalogue.map((r) => r.id),
    levelOf,
  );
  for (const id of input.policy.elsewhere ?? [])
    if (rules[id]?.status === 'not-tested' && rules[id].message === '')
      rules[id].message = 'not judged in this shard (see the merged results)';
  // On a plain A2A agent a vessel rule no case reached is as not applicable as the ones they did.
  if (input.policy.plainA2A)
    for (const id of VESSEL_RULES)
      if (rules[id]?.status === 'not-tested' && rules[id].cases.length === 0)
        rules[id] = { ...rules[id], status: 'skip', message: NOT_APPLICABLE };
  const deviations = input.expectedFailures
    ? judgeExpectedFailures(input.expectedFailures, cases, rules, dayOf(input.today))
    : undefined;
  return {
    rules,
    summary: summarize(cases, rules),
    outcome: decideOutcome(cases, rules, input.facts, { ...input.policy, deviations }),
    ...(deviations ? { known_deviations: deviations } : {}),
  };
}

const catalogueDigests = new WeakMap<readonly object[], string>();

/** True when nothing in `value` can change any more. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

/**
 * sha256 of the canonical catalogue (every field of every rule), as `sha256:<hex>`: which rules a
 * run was judged by. Kept for a catalogue frozen all through (the built-in one is), which cannot
 * change: hashing its canonical JSON took a few ms, paid again by every certification in a
 * process (the fault tests run hundreds). Any other catalogue is hashed at every call.
 */
export function catalogueDigest(catalogue: readonly object[]): string {
  const kept = catalogueDigests.get(catalogue);
  if (kept !== undefined) return kept;
  const digest = `sha256:${createHash('sha256').update(canonicalJson(catalogue)).digest('hex')}`;
  if (deeplyFrozen(catalogue)) catalogueDigests.set(catalogue, digest);
  return digest;
}

/**
 * What stopped the recorded run short of judging, read from what it recorded: an unreachable
 * target, a stop, or any other reason it gave for being incomplete that the cases themselves do
 * not produce (a preflight stop, say). The cases' own reasons (nothing judged, a kit error) are
 * concluded again from the rejudged cases.
 */
export function recordedFacts(outcome: Results['outcome'], cases: readonly { message: string }[]): RunFacts {
  const stopped = cases.some((c) => /^not (run|judged): the run was stopped/.test(c.message));
  if (outcome.verdict !== 'incomplete') return { unreachable: [], stopped };
  if (outcome.reason.startsWith('target unreachable: '))
    return { unreachable: [outcome.reason.slice('target unreachable: '.length)], stopped };
  const fromCases = ['nothing ran', 'the kit could not judge', 'the run was stopped'].some((p) =>
    outcome.reason.startsWith(p),
  );
  return fromCases ? { unreachable: [], stopped } : { unreachable: [], stopped, incomplete: outcome.reason };
}
