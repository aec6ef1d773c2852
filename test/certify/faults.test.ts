// Negative controls: the reference vessel run with each deliberate fault of its catalogue
// (src/faults/catalogue.ts) must fail certification on a rule the fault says it breaks. A check
// nobody has seen fail is not trusted; this is where each is seen failing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultCatalogue as wholeCatalogue, type VesselFault } from '../../src/faults/catalogue.ts';
import { faults } from '../../src/faults/stress.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { catalogue, splitClauseRef } from '../../src/rules/index.ts';
import { rules as transcriptRules } from '../../src/rules/transcript.ts';
import type { Results } from '../../src/results/schema.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from './support/faulty-vessel.ts';

// The robustness suite's faults are certified in robustness-suite.test.ts, under its small body cap
// and load; at full size here they took a quarter of this file's time.
const stressFaults: readonly VesselFault[] = faults;
const faultCatalogue = wholeCatalogue.filter((f) => !stressFaults.includes(f));
const isStressRule = (id: string) => id.startsWith('stress.');

/** Certifications at a time: the cases mostly wait on the mock model's timing, so they overlap well. */
const WORKERS = 4;
const outcomes = new Map<string, Results>();
const models: ModelForTests[] = [];

beforeAll(async () => {
  // Faulty vessels certified WORKERS at a time, each on the cases that rest on the rules it breaks:
  // the timed cases (deadlines, slow tools) overlap. Each worker has a mock model of its own, so no
  // certification's preflight reads a journal the others' calls crowd.
  const queue = [...faultCatalogue];
  const worker = async () => {
    const mock = await startTestModel();
    models.push(mock);
    for (let fault = queue.shift(); fault; fault = queue.shift())
      outcomes.set(fault.name, await certifyFaultyVessel(mock, [fault.name], fault.breaks, 11));
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  // Bounded, but for a loaded machine: ~60 s on a quiet 2-core one, twice that beside other suites.
}, 300_000);

afterAll(async () => {
  await Promise.all(models.map((m) => m.model.shutdown()));
});

describe('the fault catalogue: each fault fails certification on a rule it breaks', () => {
  it.each(faultCatalogue.map((f) => [f.name, f] as const))('%s', (_name, fault) => {
    const results = outcomes.get(fault.name)!;
    const statuses = Object.fromEntries(fault.breaks.map((rule) => [rule, results.rules[rule]?.status]));
    // The intended rule (listed first) must be among the failures, not only a knock-on one.
    // Said when it is not: what each case made of the rule, and how the run ended.
    const seen = results.cases
      .filter((c) => c.rules.includes(fault.breaks[0]!))
      .map((c) => {
        const verdicts = c.evidence.verdicts.filter((v) => v.rule === fault.breaks[0]);
        return `${c.id} ${c.status}: ${verdicts.length > 0 ? verdicts.map((v) => `${v.status} ${v.message}`).join(' | ') : c.message}`;
      })
      .slice(0, 8);
    expect(
      statuses[fault.breaks[0]!],
      `${fault.description}: ${JSON.stringify(statuses)}; ${results.outcome.reason}\n${seen.join('\n')}`,
    ).toBe('fail');
    // A MUST rule failing fails the run; a SHOULD rule failing is reported, never fatal.
    const mustFailed = fault.breaks.some(
      (rule) => results.rules[rule]?.status === 'fail' && results.rules[rule]?.level === 'MUST',
    );
    // A fault the preflight stops (no card, no JSONRPC interface) leaves the run incomplete: exit 2.
    const stopped = results.outcome.reason.startsWith('preflight: ');
    expect(results.outcome.exit_code, results.outcome.reason).toBe(stopped ? 2 : mustFailed ? 1 : 0);
    // Each clause the fault aims at is one its rule was failed on: the check caught that clause, not a knock-on.
    for (const ref of fault.clauses) {
      const { rule, clause } = splitClauseRef(ref);
      const failed = results.cases
        .flatMap((c) => c.evidence.verdicts)
        .filter((v) => v.rule === rule && v.status === 'fail');
      const broken = new Set(failed.flatMap((v) => brokenClauses(v as Verdict)));
      expect(
        [...broken],
        `${fault.name}: ${rule} failed on ${[...broken].join(', ') || 'nothing'}, not #${clause}`,
      ).toContain(clause);
    }
  });

  // The kit's bar: every check can fail, shown on a vessel that breaks its rule. Envelope rules
  // are shown failing together in transcript-negative.test.ts; every other MUST and SHOULD rule
  // must fail under at least one fault that lists it.
  const transcriptRuleIds = new Set<string>(transcriptRules.map((r) => r.id));
  const judged = catalogue.filter((r) => r.level !== 'INFO' && !transcriptRuleIds.has(r.id) && !isStressRule(r.id));
  it.each(judged.map((r) => [r.id] as const))('%s is seen failing under some fault of the catalogue', (id) => {
    const listing = faultCatalogue.filter((f) => f.breaks.some((rule) => rule === id));
    expect(
      listing.map((f) => f.name),
      `no fault lists ${id}`,
    ).not.toEqual([]);
    const failing = listing.filter((f) => outcomes.get(f.name)?.rules[id]?.status === 'fail');
    expect(
      failing.map((f) => f.name),
      `${id}: listed by ${listing.map((f) => f.name).join(', ')}, failed under none`,
    ).not.toEqual([]);
  });
});
