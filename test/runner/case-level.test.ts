// A case's level, as results.json and summary.by_level give it: a failing case carries the level of
// the worst verdict that failed in it (an INFO one fails nothing), in a live run, after the
// run-wide checks and in a rejudge; any other case keeps the highest level of the rules it declares.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConformanceCase } from '../../src/case/index.ts';
import type { Verdict, VerdictStatus } from '../../src/checks/types.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { runAndRecord } from '../../src/certify/run-and-record.ts';
import { rejudgeBundle } from '../../src/evidence/rejudge.ts';
import type { Results } from '../../src/results/schema.ts';
import { runCertification } from '../../src/runner/run.ts';
import { cardServerFile, fnCase, KIT, RULES } from './fakes.ts';

const { dir, runOptions: options } = cardServerFile('vk-case-level-');

const verdict = (rule: string, status: VerdictStatus): Verdict => ({
  rule: rule as RuleId,
  status,
  message: `${rule} ${status}`,
});
const judging = (id: string, rules: string[], ...verdicts: Verdict[]) =>
  fnCase(id, async () => ({ verdicts }), { rules });

/** Each case, what it declares and what its verdicts say, and the status and level it must carry. */
const row = (id: string, rules: string[], verdicts: Verdict[], status: VerdictStatus, level: string) => ({
  c: judging(id, rules, ...verdicts),
  status,
  level,
});
const table = [
  row(
    'should-fails',
    ['r.must', 'r.should'],
    [verdict('r.must', 'pass'), verdict('r.should', 'fail')],
    'fail',
    'SHOULD',
  ),
  row('both-fail', ['r.must', 'r.should'], [verdict('r.should', 'fail'), verdict('r.must', 'fail')], 'fail', 'MUST'),
  // A failure on a rule the case does not declare counts at that rule's level.
  row(
    'undeclared-should-fails',
    ['r.must'],
    [verdict('r.must', 'pass'), verdict('r.should', 'fail')],
    'fail',
    'SHOULD',
  ),
  row('info-fails', ['r.must', 'r.info'], [verdict('r.must', 'pass'), verdict('r.info', 'fail')], 'pass', 'MUST'),
  row('passes', ['r.should', 'r.must'], [verdict('r.should', 'pass'), verdict('r.must', 'pass')], 'pass', 'MUST'),
];
const cases = table.map((t) => t.c);

const levels = (results: Results) => results.cases.map((c) => ({ id: c.id, status: c.status, level: c.level }));
const expected = table.map((t) => ({ id: t.c.id, status: t.status, level: t.level }));

function expectCounted(results: Results) {
  expect(results.summary.by_level.MUST).toMatchObject({ pass: 2, fail: 1 });
  expect(results.summary.by_level.SHOULD).toMatchObject({ pass: 0, fail: 2 });
}

describe("a case's level", () => {
  it('a failing case takes the level of its worst failing verdict; a passing one keeps its declared level', async () => {
    const results = await runCertification({ ...options(), cases });
    expect(levels(results)).toEqual(expected);
    expectCounted(results);
    // Only SHOULD rules failing the run's cases but one: the MUST failure is the run's.
    expect(results.outcome).toMatchObject({
      exit_code: 1,
      reason: expect.stringMatching(/^1 MUST rule\(s\) failed: r\.must$/),
    });
  });

  it('the run-wide checks judge the level again with the verdicts they add', async () => {
    const withRunWide = (c: ConformanceCase, adds: Verdict): ConformanceCase => ({
      ...c,
      acrossRun: { digest: () => null, judge: () => [adds] },
    });
    const results = await runCertification({
      ...options(),
      cases: [
        withRunWide(
          judging('passes-then-should-fails', ['r.must'], verdict('r.must', 'pass')),
          verdict('r.should', 'fail'),
        ),
        withRunWide(
          judging('should-fails-then-must-fails', ['r.must', 'r.should'], verdict('r.should', 'fail')),
          verdict('r.must', 'fail'),
        ),
      ],
    });
    expect(levels(results)).toEqual([
      { id: 'passes-then-should-fails', status: 'fail', level: 'SHOULD' },
      { id: 'should-fails-then-must-fails', status: 'fail', level: 'MUST' },
    ]);
  });

  it('a rejudged bundle gives each case the level its verdicts give it now', async () => {
    const evidenceDir = path.join(dir, 'bundle');
    const { results: recorded } = await runAndRecord({ ...options(), cases, evidenceDir, resultsDir: dir });
    expect(levels(recorded)).toEqual(expected);
    const rejudged = await rejudgeBundle({ dir: evidenceDir, cases, rules: RULES, kit: KIT, resultsDir: dir });
    expect(levels(rejudged)).toEqual(expected);
    expectCounted(rejudged);
  });
});
