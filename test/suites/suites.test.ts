import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { allCases } from '../../suites/index.ts';
import { catalogue, hasRule } from '../../src/rules/index.ts';
import { loadTranscriptFixtures, loadTurnFixtures } from '../../suites/load-fixtures.ts';
import { resolveSteps } from '../../src/runner/turn-request.ts';
import { chooseAgent } from '../../src/runner/choose-agent.ts';
import { checkProfile } from '../../src/profile/load.ts';
import { validateScript } from '../../mock-model/index.ts';
import { fixtureExpectedMs, fixtureNeeds } from '../../suites/fixture-case.ts';
import { parseTurnFixture } from '../../suites/turn-fixture.ts';
import { messageIndex, historyFor } from '../../suites/transcript.ts';
import { stepLimitScript } from '../../suites/statuses.ts';
import { CASE_RENAMES } from '../../src/results/case-renames.ts';
import { a2aCases } from '../../suites/a2a/index.ts';

const cases = allCases();
const profile = checkProfile(
  JSON.parse(readFileSync(new URL('../../fixtures/profiles/embedded-like.json', import.meta.url), 'utf8')),
  'embedded-like.json',
);

describe('suites', () => {
  it('every case id is unique, dotted and lower-case, with a title, a section and a sentence', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.id).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+)+$/);
      expect(c.title.length, c.id).toBeGreaterThan(10);
      expect(c.section, c.id).toMatch(/^(transcript-format\.txt|events\.txt|CONTRACT\.md|A2A 1\.0 specification) › /);
      expect(c.sentence.length, c.id).toBeGreaterThan(10);
    }
  });

  it('no case id is a rule id, so --only and an expected-failures entry name one or the other', () => {
    expect(cases.map((c) => c.id).filter((id) => hasRule(id))).toEqual([]);
  });

  it("the case-renames table's old ids are no case's, and its new ids are cases'", () => {
    const ids = new Set(cases.map((c) => c.id));
    expect(Object.keys(CASE_RENAMES).filter((old) => ids.has(old))).toEqual([]);
    expect(Object.values(CASE_RENAMES).filter((now) => !ids.has(now))).toEqual([]);
  });

  it('every A2A case is a2a.<area>.<name>, filed in suites/a2a/<area>.ts', async () => {
    const areas = ['discovery', 'messages', 'tasks', 'streaming', 'identifiers', 'errors', 'versioning', 'json'];
    const filed = await Promise.all(
      areas.map(async (area) => {
        const module = (await import(`../../suites/a2a/${area}.ts`)) as Record<string, { id?: unknown }>;
        return Object.values(module).flatMap((c) => (typeof c.id === 'string' ? [{ area, id: c.id }] : []));
      }),
    );
    const misfiled = filed.flat().filter(({ area, id }) => !id.startsWith(`a2a.${area}.`));
    expect(misfiled).toEqual([]);
    expect(
      filed
        .flat()
        .map((c) => c.id)
        .sort(),
    ).toEqual(
      a2aCases()
        .map((c) => c.id)
        .sort(),
    );
    expect(cases.filter((c) => c.id.startsWith('a2a.')).map((c) => c.id)).toEqual(a2aCases().map((c) => c.id));
  });

  it('a case written in code quotes its sentence from the catalogue: nothing is left once the sentences rules cite are taken out but the joins', () => {
    const fromFixtures = new Set(loadTurnFixtures().map((f) => f.id));
    const cited = [...new Set(catalogue.flatMap((r) => r.sources.map((s) => s.sentence)))].sort(
      (a, b) => b.length - a.length,
    );
    const retyped = cases
      .filter((c) => !fromFixtures.has(c.id))
      .map((c) => ({ id: c.id, rest: cited.reduce((rest, sentence) => rest.split(sentence).join(''), c.sentence) }))
      .filter(({ rest }) => !/^(\s|;|\[…\]|\||\(D\d+:|\))*$/.test(rest));
    expect(retyped).toEqual([]);
  });

  it('every rule a case names is in the catalogue', () => {
    const unknown = cases.flatMap((c) => c.rules.filter((r) => !hasRule(r)).map((r) => `${c.id}: ${r}`));
    expect(unknown).toEqual([]);
  });

  it('every MUST and SHOULD rule of the catalogue is named by at least one case', () => {
    const named = new Set<string>(cases.flatMap((c) => c.rules));
    const orphans = catalogue.filter((r) => r.level !== 'INFO' && !named.has(r.id)).map((r) => r.id);
    expect(orphans).toEqual([]);
  });

  it('every case can run on a profile declaring what the embedded vessel has', () => {
    const skipped = cases
      .map((c) => ({ id: c.id, choice: chooseAgent(profile, c.needs) }))
      .filter((x) => 'skip' in x.choice);
    expect(skipped).toEqual([]);
  });

  it('every transcript fixture becomes one case; invalid ones rest on their own rule, report-only ones on their INFO rule alone', () => {
    const fixtures = loadTranscriptFixtures();
    for (const f of fixtures) {
      const c = cases.find((x) => x.id === `transcript.${f.kind}.${f.name}`);
      expect(c, f.name).toBeDefined();
      if (f.reportOnlyAs !== undefined) expect(c?.rules).toEqual([f.reportOnlyAs]);
      else if (f.expect) expect(c?.rules).toContain(f.expect.rule);
    }
  });
});

describe('turn fixtures', () => {
  const fixtures = loadTurnFixtures();
  it("each script is one the mock model accepts, once the tool placeholders take the profile's tools", () => {
    const agent = profile.agents[0]!;
    for (const f of fixtures) {
      if (!f.turn.steps) continue;
      const validation = validateScript({ id: `${f.id}-x`, steps: resolveSteps(f.turn.steps, agent) });
      expect(validation.ok ? [] : validation.problems, f.id).toEqual([]);
    }
  });

  it('a fixture naming a rule the catalogue does not hold is refused, naming the file and the rule', () => {
    const plain = fixtures.find((f) => f.id === 'events.plain-answer')!;
    expect(() => parseTurnFixture({ ...plain, rules: ['status.expected', 'order.sequense'] }, 'events/x.json')).toThrow(
      'events/x.json: rules not in the catalogue: order.sequense',
    );
    expect(parseTurnFixture(structuredClone(plain), 'events/plain-answer.json')).toEqual(plain);
  });

  it("a fixture played to its end expects as long as its script's timing; one cancelled or untimed, nothing", () => {
    const byId = (id: string) => fixtures.find((f) => f.id === id)!;
    const continuous = byId('merge.continuous-text');
    const step = continuous.turn.steps![0]!;
    const pieces = Math.ceil([...step.text!].length / step.timing!.chunk_chars!);
    expect(fixtureExpectedMs(continuous)).toBe((step.timing!.ttft_ms ?? 0) + (pieces - 1) * step.timing!.interval_ms!);
    expect(
      fixtureExpectedMs({ ...continuous, turn: { ...continuous.turn, cancelAfter: { event: 'text.delta' } } }),
    ).toBe(undefined);
    expect(fixtureExpectedMs(byId('events.plain-answer'))).toBe(undefined);
  });

  it('tool placeholders add their needs', () => {
    const slow = fixtures.find((f) => f.id === 'statuses.deadline-mid-tool')!;
    expect(fixtureNeeds(slow)).toEqual(expect.arrayContaining(['deadline_seconds', 'tools.slow']));
  });
});

describe('case helpers', () => {
  it('reads the offending message index from a JSON pointer', () => {
    expect(messageIndex('/messages/3/content')).toBe(3);
    expect(messageIndex('/messages/12')).toBe(12);
    expect(messageIndex('/version')).toBeUndefined();
  });

  it('a valid history on the 2,000-message limit drops one message, since the turn adds its own (D2)', () => {
    const atLimit = loadTranscriptFixtures().find((f) => f.name === 'messages-2000')!;
    expect((historyFor(atLimit) as { messages: unknown[] }).messages).toHaveLength(1999);
    const invalid = loadTranscriptFixtures().find((f) => f.name === 'messages-2001')!;
    expect(historyFor(invalid)).toBe(invalid.transcript);
  });

  it('the step-limit script calls tools until the last allowed call, which expects no tools offered', () => {
    const steps = stepLimitScript(3, { text: 'done' });
    expect(steps).toHaveLength(3);
    expect(steps.slice(0, 2).every((s) => s.tool_calls?.[0]?.name === '$fast')).toBe(true);
    expect(steps[2]).toEqual({ text: 'done', expect: { tools_offered: false } });
    expect(stepLimitScript(1, { text: 'only' })).toEqual([{ text: 'only', expect: { tools_offered: false } }]);
  });
});
