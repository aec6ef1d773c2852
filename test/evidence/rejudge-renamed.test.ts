// A bundle recorded before a case was renamed (src/results/case-renames.ts) is judged again under
// the case's id now, by the case that has it, not reported as a case the kit no longer has.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleId } from '../../src/rules/index.ts';
import { runAndRecord } from '../../src/certify/run-and-record.ts';
import { rejudgeBundle } from '../../src/evidence/rejudge.ts';
import { CASE_RENAMES } from '../../src/results/case-renames.ts';
import { cardServerFile, fnCase, KIT, RULES } from '../runner/fakes.ts';

const { dir, runOptions } = cardServerFile('vk-rejudge-renamed-');

const [oldId, newId] = Object.entries(CASE_RENAMES)[0]!;
const failing = (id: string) =>
  fnCase(id, async () => ({ verdicts: [{ rule: 'r.must' as RuleId, status: 'fail' as const, message: 'broken' }] }), {
    rules: ['r.must'],
  });

describe('rejudge of a bundle recorded under an old case id', () => {
  it('judges it with the case now named by the new id, and says nothing changed', async () => {
    const evidenceDir = path.join(dir, 'bundle');
    const options = runOptions();
    const { results: recorded } = await runAndRecord({
      ...options,
      cases: [failing(oldId!)],
      evidenceDir,
      resultsDir: dir,
    });
    expect(recorded.cases.map((c) => [c.id, c.status])).toEqual([[oldId, 'fail']]);
    const rejudged = await rejudgeBundle({
      dir: evidenceDir,
      cases: [failing(newId!)],
      rules: RULES,
      kit: KIT,
      resultsDir: dir,
    });
    expect(rejudged.cases.map((c) => [c.id, c.status])).toEqual([[newId, 'fail']]);
    expect(rejudged.rejudged_from?.changed).toEqual([]);
  });
});
