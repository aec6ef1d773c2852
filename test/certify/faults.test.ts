// Negative controls: the reference vessel run with each deliberate fault of its catalogue
// (src/vessel/faults.ts) must fail certification on a rule the fault says it breaks. A check
// nobody has seen fail is not trusted; this is where each is seen failing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import { startVessel, embeddedProfile, embeddedConfig } from '../../src/vessel/index.ts';
import { faultCatalogue, type VesselFault } from '../../src/vessel/faults.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue } from '../../src/rules/index.ts';
import { rules as transcriptRules } from '../../src/rules/transcript.ts';
import { allCases } from '../../suites/index.ts';
import { declareMoreTools } from '../../src/cli/commands/certify.ts';
import type { Results } from '../../src/runner/results-schema.ts';

/** Faults no conformance case can see, with the reason (none today: keep it that way). */
const UNOBSERVABLE: Record<string, string> = {};

let model: MockModel;
let modelUrl: string;
const cases = allCases();
const outcomes = new Map<string, Results>();

/** Certifies the vessel with one fault, running only the cases that rest on the rules it breaks. */
async function certifyWith(fault: VesselFault): Promise<Results> {
  const vessel = await startVessel({ modelUrl, faults: [fault.name] });
  try {
    return await runCertification({
      profile: declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig),
      target: { kind: 'embedded', modelUrl },
      model,
      cases,
      rules: catalogue,
      kit: { name: 'vessel-kit', version: 'test' },
      only: fault.breaks,
      seed: 11,
    });
  } finally {
    await vessel.close();
  }
}

beforeAll(async () => {
  model = createMockModel();
  modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  // Four faulty vessels at a time: the timed cases (deadlines, slow tools) overlap.
  const queue = faultCatalogue.filter((f) => !(f.name in UNOBSERVABLE));
  const worker = async () => {
    for (let fault = queue.shift(); fault; fault = queue.shift()) outcomes.set(fault.name, await certifyWith(fault));
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}, 120_000);

afterAll(async () => {
  await model.shutdown();
});

describe('the fault catalogue: each fault fails certification on a rule it breaks', () => {
  const observable = faultCatalogue.filter((f) => !(f.name in UNOBSERVABLE));
  it.each(observable.map((f) => [f.name, f] as const))('%s', (_name, fault) => {
    const results = outcomes.get(fault.name)!;
    const statuses = Object.fromEntries(fault.breaks.map((rule) => [rule, results.rules[rule]?.status]));
    // The intended rule (listed first) must be among the failures, not only a knock-on one.
    expect(statuses[fault.breaks[0]!], `${fault.description}: ${JSON.stringify(statuses)}`).toBe('fail');
    // A MUST rule failing fails the run; a SHOULD rule failing is reported, never fatal.
    const mustFailed = fault.breaks.some((rule) => results.rules[rule]?.status === 'fail' && results.rules[rule]?.level === 'MUST');
    expect(results.outcome.exit_code).toBe(mustFailed ? 1 : 0);
  });

  // The kit's bar: every check can fail, shown on a vessel that breaks its rule. Envelope rules
  // are shown failing together in transcript-negative.test.ts; every other MUST and SHOULD rule
  // must fail under at least one fault that lists it.
  const transcriptRuleIds = new Set<string>(transcriptRules.map((r) => r.id));
  const judged = catalogue.filter((r) => r.level !== 'INFO' && !transcriptRuleIds.has(r.id));
  it.each(judged.map((r) => [r.id] as const))('%s is seen failing under some fault of the catalogue', (id) => {
    const listing = faultCatalogue.filter((f) => f.breaks.includes(id));
    expect(listing.map((f) => f.name), `no fault lists ${id}`).not.toEqual([]);
    const failing = listing.filter((f) => outcomes.get(f.name)?.rules[id]?.status === 'fail');
    expect(failing.map((f) => f.name), `${id}: listed by ${listing.map((f) => f.name).join(', ')}, failed under none`).not.toEqual([]);
  });

  it('names the faults it cannot observe, and they are in the catalogue', () => {
    for (const name of Object.keys(UNOBSERVABLE)) expect(faultCatalogue.map((f) => f.name)).toContain(name);
  });
});
