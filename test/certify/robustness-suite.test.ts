// The robustness suite end to end (suites/stress.ts, CONTRACT.md D17): the reference vessel passes
// every case of it, and under each fault of src/faults/stress.ts it fails the rule the fault
// breaks, on the clauses the fault aims at. Bodies are capped at 8 MiB here (the vessel and the
// profile agree), and the load is 8 turns, so the whole file stays within a few tens of seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { embeddedProfile, startEmbeddedVessel } from '../../src/embedded/index.ts';
import type { Profile } from '../../src/runner/profile-schema.ts';
import { faults as stressFaults } from '../../src/faults/stress.ts';
import { catalogue, splitClauseRef } from '../../src/rules/index.ts';
import type { Results } from '../../src/runner/results-schema.ts';
import { runCertification } from '../../src/runner/run.ts';
import { stressCases } from '../../suites/stress.ts';
import { allCases } from '../../suites/index.ts';
import { selectCases } from '../../src/runner/select.ts';

const CAP = 8 * 1024 * 1024;
const cases = stressCases({ load: 8 });
const stressRules = catalogue.filter((r) => r.id.startsWith('stress.')).map((r) => r.id);

const slow = new Set(stressFaults.filter((f) => f.breaks.includes('stress.slow-reader')).map((f) => f.name));
let model: MockModel;
let modelUrl: string;
const outcomes = new Map<string, Results>();

const onlyDefaultAgent = (profile: Profile): Profile => ({
  ...profile,
  agents: profile.agents.filter((a) => a.name === 'default'),
});

/** The slow-reader case without its large stream, for the faults its other clauses are about. */
const withoutLargeStream = stressCases({ load: 8, largeStreamChars: 0 });

async function certify(faults: string[], only: string[], suite = cases): Promise<Results> {
  const vessel = await startEmbeddedVessel({ modelUrl, faults, server: { maxBodyBytes: CAP } });
  try {
    return await runCertification({
      // The default agent alone: the cases need nothing else, and the preflight then turns to no other.
      profile: { ...onlyDefaultAgent(embeddedProfile(vessel.urls)), max_body_bytes: CAP },
      target: { kind: 'embedded', modelUrl },
      model,
      cases: suite,
      rules: catalogue,
      kit: { name: 'vessel-kit', version: 'test' },
      suites: ['robustness'],
      only,
      seed: 5,
    });
  } finally {
    await vessel.close();
  }
}

beforeAll(async () => {
  model = createMockModel();
  modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  const jobs: [string, () => Promise<Results>][] = [
    ['reference', () => certify([], [])],
    // A turn that never ends costs the kit its whole wait. The fault that makes them keeps the
    // default scale all the same: halved, its preflight's card wait (2.5 s) ran out on a loaded machine.
    ...stressFaults.map(
      (f) =>
        [
          f.name,
          () =>
            f.clauses.includes('stress.slow-reader#bounded')
              ? certify([f.name], f.breaks)
              : certify([f.name], f.breaks, withoutLargeStream),
        ] as [string, () => Promise<Results>],
    ),
  ];
  // The longest first (those that run the slow-reader case), so the workers end together.
  jobs.sort((a, b) => Number(b[0] !== 'reference' && slow.has(b[0])) - Number(a[0] !== 'reference' && slow.has(a[0])));
  // Four certifications at a time: the slow-reader ones mostly wait on the clock.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) outcomes.set(job[0], await job[1]());
  };
  // Two certifications at a time: each stresses the vessel and the in-process mock model on
  // purpose (8 concurrent turns, 9 MiB bodies, a large stream nobody reads), and four at once,
  // beside npm test's other workers, ran the reference's unread turn past its 15 s wait.
  await Promise.all([worker(), worker()]);
}, 150_000);

afterAll(async () => {
  await model.shutdown();
});

describe('the robustness suite on the reference vessel', () => {
  it('passes every stress rule, and every rule its cases pass through', () => {
    const results = outcomes.get('reference')!;
    expect(results.cases.map((c) => c.id).sort()).toEqual(cases.map((c) => c.id).sort());
    const failing = results.cases.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.message}`);
    expect(failing).toEqual([]);
    for (const id of stressRules) expect(results.rules[id]?.status, id).toBe('pass');
  });

  it('reports the load latency percentiles in the load verdict', () => {
    const load = outcomes.get('reference')!.cases.find((c) => c.id === 'stress.load')!;
    const verdict = load.evidence.verdicts.find((v) => v.rule === 'stress.load')!;
    expect(verdict.evidence).toMatchObject({
      turns: 8,
      first_event_ms: { p50: expect.any(Number), p99: expect.any(Number) },
      terminal_ms: { p50: expect.any(Number), p99: expect.any(Number) },
    });
    expect(verdict.message).toMatch(/first event p50 \d+ ms p99 \d+ ms, terminal p50 \d+ ms/);
  });

  it('measures the oversized bodies as refused before they were sent whole', () => {
    const c = outcomes.get('reference')!.cases.find((x) => x.id === 'stress.oversized-body')!;
    const sends = (
      c.evidence.verdicts[0]!.evidence as { sends: { sentBytes: number; bodyBytes: number; status: number }[] }
    ).sends;
    expect(sends).toHaveLength(2);
    for (const s of sends) {
      expect(s.status).toBe(413);
      expect(s.sentBytes).toBeLessThan(s.bodyBytes);
    }
  });
});

describe('the robustness suite under each stress fault', () => {
  it.each(stressFaults.map((f) => [f.name, f] as const))('%s fails its rule on its clauses', (name, fault) => {
    const results = outcomes.get(name)!;
    const how = results.cases
      .flatMap((c) =>
        c.evidence.verdicts
          .filter((v) => v.rule === fault.breaks[0])
          .map((v) => `${c.id} ${v.status}: ${v.message} ${JSON.stringify(v.evidence).slice(0, 600)}`),
      )
      .join('; ');
    expect(results.rules[fault.breaks[0]!]?.status, `${fault.description} (${how}; ${results.outcome.reason})`).toBe(
      'fail',
    );
    for (const ref of fault.clauses) {
      const { rule, clause } = splitClauseRef(ref);
      const broken = results.cases
        .flatMap((c) => c.evidence.verdicts)
        .filter((v) => v.rule === rule && v.status === 'fail')
        .flatMap((v) => brokenClauses(v as Verdict));
      expect(broken, `${name}: ${rule} failed on ${broken.join(', ') || 'nothing'}, not #${clause}`).toContain(clause);
    }
  });
});

describe('suite selection', () => {
  const all = allCases({ stress: { load: 3 } });
  it('leaves the robustness cases out of a default run, and runs them with --suite robustness', () => {
    const robust = all.filter((c) => c.suite === 'robustness').map((c) => c.id);
    expect(robust.sort()).toEqual(cases.map((c) => c.id).sort());
    expect(selectCases(all, [], []).some((c) => c.suite === 'robustness')).toBe(false);
    expect(
      selectCases(all, [], [], ['robustness'])
        .map((c) => c.id)
        .sort(),
    ).toEqual(robust.sort());
    expect(selectCases(all, [], [], ['default', 'robustness'])).toHaveLength(all.length);
  });

  it('runs a case of another suite that --only names, and --skip still leaves it out', () => {
    expect(selectCases(all, ['stress.load'], []).map((c) => c.id)).toEqual(['stress.load']);
    expect(selectCases(all, ['stress.*'], ['stress.load'], ['robustness']).map((c) => c.id)).not.toContain(
      'stress.load',
    );
    expect(selectCases(all, ['a2a.card-served'], []).every((c) => c.suite !== 'robustness')).toBe(true);
  });
});
