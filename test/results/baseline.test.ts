// Expected failures: what each entry becomes in a run, and what that does to the outcome.
import { describe, expect, it } from 'vitest';
import { checkExpectedFailures, ExpectedFailuresError } from '../../src/results/baseline.ts';
import { currentRuleId } from '../../src/results/rule-renames.ts';
import { MIXED_CASES, mixedResults } from '../reports/support/results.ts';

const known = {
  rules: new Set(['event.shape', 'merge.pacing', 'a2a.card-served', 'status.expected']),
  cases: new Set(['events.bad', 'a2a.good']),
};
/** A run of the mixed cases with these expected-failures entries (judged on today's date). */
const run = (entries: object[]) =>
  mixedResults({
    policy: {
      expectedFailures: {
        file: 'ef.json',
        entries: checkExpectedFailures({ entries }, 'ef.json', {
          rules: new Set([...known.rules, 'artifact.answer-once']),
          cases: new Set(MIXED_CASES.map((c) => c.id)),
        }),
      },
    },
  });

describe('expected failures', () => {
  it('a listed MUST failure does not fail the run, but the run is passed, not certified, and lists it', async () => {
    const results = await run([{ rule: 'event.shape', reason: 'issue 7' }]);
    // The kit error on artifacts.boom (a MUST case) now decides: incomplete, not failed.
    expect(results.outcome.verdict).toBe('incomplete');
    expect(results.known_deviations).toEqual([
      expect.objectContaining({
        rule: 'event.shape',
        state: 'failing',
        covers: ['events.bad: event.shape'],
        level: 'MUST',
      }),
    ]);
    const clean = await mixedResults({
      cases: MIXED_CASES.filter((c) => c.id !== 'artifacts.boom'),
      policy: { expectedFailures: { file: 'ef.json', entries: [{ rule: 'event.shape', reason: 'issue 7' }] } },
    });
    expect(clean.outcome).toMatchObject({ verdict: 'passed', exit_code: 0 });
    expect(clean.outcome.reason).toMatch(/1 MUST rule\(s\) fail as listed in the expected failures/);
    expect(clean.rules['event.shape']?.status).toBe('fail');
  });

  it('an entry whose rule now passes is stale and fails the run', async () => {
    const results = await run([
      { rule: 'event.shape', reason: 'issue 7' },
      { rule: 'a2a.card-served', reason: 'was broken' },
    ]);
    expect(results.known_deviations?.map((d) => d.state)).toEqual(['failing', 'stale']);
    expect(results.outcome).toMatchObject({ verdict: 'failed', exit_code: 1 });
    expect(results.outcome.reason).toBe('1 expected-failures entry is out of date: a2a.card-served now passes');
  });

  it('a case entry covers that case only; a passing listed case is stale', async () => {
    const results = await run([
      { case: 'events.bad', reason: 'known' },
      { case: 'a2a.good', rule: 'a2a.card-served', reason: 'was broken' },
    ]);
    expect(results.known_deviations?.map((d) => [d.state, d.covers])).toEqual([
      ['failing', ['events.bad: event.shape']],
      ['stale', []],
    ]);
  });

  it('an expired entry fails the run and no longer covers its failure', async () => {
    const results = await run([{ rule: 'event.shape', reason: 'until the fix ships', expires: '2000-01-31' }]);
    expect(results.known_deviations?.[0]).toMatchObject({ state: 'expired' });
    expect(results.outcome).toMatchObject({ verdict: 'failed', exit_code: 1 });
    expect(results.outcome.reason).toBe('1 MUST rule(s) failed: event.shape');
    const future = await run([{ rule: 'event.shape', reason: 'until the fix ships', expires: '2999-12-31' }]);
    expect(future.known_deviations?.[0]).toMatchObject({ state: 'failing' });
  });

  it('an entry on something this run did not judge is not-judged, and fails nothing', async () => {
    const results = await run([{ case: 'statuses.slow', reason: 'needs a slow tool' }]);
    expect(results.known_deviations?.[0]).toMatchObject({ state: 'not-judged' });
  });

  it('refuses entries naming nothing, unknown rules or cases, and dates that are not dates', () => {
    const check = (entries: object[]) => () => checkExpectedFailures({ entries }, 'ef.json', known);
    expect(check([{ reason: 'x' }])).toThrow(/entry 1 names neither a rule nor a case/);
    expect(check([{ rule: 'event.shap', reason: 'x' }])).toThrow(
      /rule 'event\.shap', which the catalogue does not have/,
    );
    expect(check([{ case: 'events.nope', reason: 'x' }])).toThrow(/case 'events\.nope', which the kit does not have/);
    expect(check([{ rule: 'event.shape', reason: 'x', expires: '2026-13-45' }])).toThrow(/is not a date/);
    expect(check([{ rule: 'event.shape' }])).toThrow(ExpectedFailuresError);
    expect(() => checkExpectedFailures({ rules: [] }, 'ef.json', known)).toThrow(/not a valid expected-failures file/);
  });

  it('reads a renamed rule id under its new name, saying what it was listed as', () => {
    const renames = { 'event.fields': 'event.shape', 'event.older': 'event.fields' };
    expect(currentRuleId('event.older', renames)).toBe('event.shape');
    const [entry] = checkExpectedFailures({ entries: [{ rule: 'event.older', reason: 'x' }] }, 'ef.json', known, {
      rules: renames,
    });
    expect(entry).toEqual({ rule: 'event.shape', reason: 'x', listed_as: 'event.older' });
  });
});
