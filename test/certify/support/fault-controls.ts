// The negative controls, shared by the three test/certify/faults-*.test.ts files: the reference
// vessel run with each deliberate fault of its catalogue (src/faults/catalogue.ts) must fail
// certification on a rule the fault says it breaks. A check nobody has seen fail is not trusted;
// this is where each is seen failing. The catalogue is certified in three files, by area, so that
// vitest runs them side by side on the cores rather than one file holding the run's critical path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultsByArea, type VesselFault } from '../../../src/faults/catalogue.ts';
import type { Area } from '../../../src/faults/fault.ts';
import { brokenClauses } from '../../../src/checks/verdict.ts';
import type { Verdict } from '../../../src/checks/types.ts';
import { catalogue, splitClauseRef } from '../../../src/rules/index.ts';
import { rules as transcriptRules } from '../../../src/rules/transcript.ts';
import type { Results } from '../../../src/results/schema.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from './faulty-vessel.ts';

/**
 * Which file certifies which areas' faults. The robustness suite's faults (stress) are certified in
 * robustness-suite.test.ts, under its small body cap and load; at full size here they took a
 * quarter of the time.
 */
export const FAULT_FILES = {
  turn: [
    'event',
    'order',
    'turn',
    'merge',
    'status',
    'early-end',
    'artifact',
    'content',
    'model',
    'values',
    'rejection',
  ],
  a2a: ['a2a', 'views'],
  request: ['robust', 'security', 'message', 'transcript', 'tool', 'image'],
} as const satisfies Record<string, readonly Area[]>;
export type FaultFile = keyof typeof FAULT_FILES;
const FILES = Object.keys(FAULT_FILES) as FaultFile[];

const areasOf = (file: FaultFile): readonly Area[] => FAULT_FILES[file];

/** What is wrong with a filing of `areas` (all but stress named once), or undefined when nothing is. */
export function filingProblem(files: Record<string, readonly string[]>, areas: readonly string[]): string | undefined {
  const filed = Object.values(files).flat();
  const unfiled = areas.filter((a) => a !== 'stress' && !filed.includes(a));
  const twice = filed.filter((a, i) => filed.indexOf(a) !== i);
  if (unfiled.length === 0 && twice.length === 0) return undefined;
  return `FAULT_FILES must name every area but stress once: missing ${unfiled.join(', ') || 'none'}; twice ${twice.join(', ') || 'none'}`;
}

// A new area left out of FAULT_FILES would go uncertified without a word: every file fails instead.
const problem = filingProblem(FAULT_FILES, Object.keys(faultsByArea));
if (problem) throw new Error(problem);

const faultsIn = (file: FaultFile): VesselFault[] =>
  areasOf(file).flatMap((area) => faultsByArea[area] as readonly VesselFault[]);
/** Every fault the three files certify (the catalogue less stress, as the check above makes sure). */
const certified = FILES.flatMap((file) => faultsIn(file).map((fault) => ({ fault, file })));
const lists = (fault: VesselFault, rule: string) => (fault.breaks as readonly string[]).includes(rule);

/**
 * The file that holds a rule's "seen failing" check: the file of the first fault made for it (its
 * per-fault test already requires that rule to fail), else of the first fault that lists it, else
 * the first file, which then says no fault lists it.
 */
function ruleFile(id: string): FaultFile {
  const made = certified.find(({ fault }) => fault.breaks[0] === id) ?? certified.find(({ fault }) => lists(fault, id));
  return made?.file ?? 'turn';
}

/** Certifications at a time: the cases mostly wait on the mock model's timing, so they overlap well. */
const WORKERS = 4;

/** Defines the file's negative controls: its faults certified in beforeAll, then judged one by one. */
export function negativeControls(file: FaultFile): void {
  const faultCatalogue = faultsIn(file);
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
    // Bounded, but for a loaded machine: the largest file takes 30-50 s in a full run on 2 cores.
  }, 300_000);

  afterAll(async () => {
    await Promise.all(models.map((m) => m.model.shutdown()));
  });

  describe(`the fault catalogue (${areasOf(file).join(', ')}): each fault fails certification on a rule it breaks`, () => {
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
    // must fail under at least one fault that lists it, each rule judged in the file ruleFile names.
    const transcriptRuleIds = new Set<string>(transcriptRules.map((r) => r.id));
    const judged = catalogue.filter(
      (r) =>
        r.level !== 'INFO' && !transcriptRuleIds.has(r.id) && !r.id.startsWith('stress.') && ruleFile(r.id) === file,
    );
    it.each(judged.map((r) => [r.id] as const))('%s is seen failing under some fault of the catalogue', (id) => {
      const listing = faultCatalogue.filter((f) => lists(f, id));
      expect(
        certified.filter(({ fault }) => lists(fault, id)).map(({ fault }) => fault.name),
        `no fault lists ${id}`,
      ).not.toEqual([]);
      const failing = listing.filter((f) => outcomes.get(f.name)?.rules[id]?.status === 'fail');
      expect(
        failing.map((f) => f.name),
        `${id}: listed by ${listing.map((f) => f.name).join(', ')} in this file, failed under none`,
      ).not.toEqual([]);
    });
  });
}
