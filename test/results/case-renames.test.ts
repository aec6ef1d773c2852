// Renamed case ids: each reader that names cases (an expected-failures file, a durations file,
// `--only`/`--skip`) reads an old id under its new one, and the warnings say so, once per name.
import { describe, expect, it } from 'vitest';
import type { ConformanceCase } from '../../src/case/index.ts';
import { checkExpectedFailures } from '../../src/results/baseline.ts';
import { caseRenameWarnings, currentCaseId } from '../../src/results/case-renames.ts';
import { selectCases } from '../../src/runner/select.ts';
import { durationsOf } from '../../src/runner/shard.ts';

/** A table as CASE_RENAMES holds them: one renamed twice, one once. */
const renames = { 'a2a.old': 'a2a.older-was-this', 'a2a.older-was-this': 'a2a.area.now', 'events.was': 'events.is' };
const known = { rules: new Set(['event.shape']), cases: new Set(['a2a.area.now', 'events.is', 'events.same']) };

const aCase = (id: string, rules: ConformanceCase['rules'] = []): ConformanceCase => ({
  id,
  title: id,
  section: 'test',
  sentence: 'test',
  rules,
  needs: [],
  run: () => Promise.resolve({ verdicts: [] }),
});

describe('case renames', () => {
  it('follows a case id through its renames, several in a row too, and leaves others as they are', () => {
    expect(currentCaseId('a2a.old', renames)).toBe('a2a.area.now');
    expect(currentCaseId('events.was', renames)).toBe('events.is');
    expect(currentCaseId('events.same', renames)).toBe('events.same');
    expect(currentCaseId('a.loop', { 'a.loop': 'b.loop', 'b.loop': 'a.loop' })).toBe('a.loop');
  });

  it('an old expected-failures file: an entry naming an old case id is read under the new one, with a warning', () => {
    const entries = checkExpectedFailures(
      {
        entries: [
          { case: 'a2a.old', reason: 'x' },
          { case: 'events.was', rule: 'event.shape', reason: 'y' },
          { case: 'events.same', reason: 'z' },
        ],
      },
      'ef.json',
      known,
      { cases: renames },
    );
    expect(entries).toEqual([
      { case: 'a2a.area.now', reason: 'x', listed_as: 'a2a.old' },
      { case: 'events.is', rule: 'event.shape', reason: 'y', listed_as: 'events.was (event.shape)' },
      { case: 'events.same', reason: 'z' },
    ]);
    expect(caseRenameWarnings({}, { expectedFailures: { entries } }, renames)).toEqual([
      'case a2a.old was renamed to a2a.area.now: the expected-failures entry naming it is read under the new id',
      'case events.was was renamed to events.is: the expected-failures entry naming it is read under the new id',
    ]);
    // Unknown under its new name too: refused, naming the id as the file wrote it.
    expect(() =>
      checkExpectedFailures({ entries: [{ case: 'a2a.gone', reason: 'x' }] }, 'ef.json', known, { cases: renames }),
    ).toThrow(/names case 'a2a\.gone', which the kit does not have/);
  });

  it('an entry whose rule alone was renamed gives no case warning', () => {
    const entries = checkExpectedFailures(
      { entries: [{ case: 'events.same', rule: 'event.fields', reason: 'x' }] },
      'ef.json',
      known,
      { rules: { 'event.fields': 'event.shape' }, cases: renames },
    );
    expect(entries).toEqual([
      { case: 'events.same', rule: 'event.shape', reason: 'x', listed_as: 'events.same (event.fields)' },
    ]);
    expect(caseRenameWarnings({}, { expectedFailures: { entries } }, renames)).toEqual([]);
  });

  it('an old durations file: a duration recorded under an old case id is read under the new one, with a warning', () => {
    const durations = durationsOf(
      {
        cases: [
          { id: 'a2a.old', status: 'pass', duration_ms: 30 },
          { id: 'events.same', status: 'fail', duration_ms: 12 },
        ] as never,
      },
      renames,
    );
    expect([...durations]).toEqual([
      ['a2a.area.now', 30],
      ['events.same', 12],
    ]);
    expect(caseRenameWarnings({}, { durations }, renames)).toEqual([
      'case a2a.old was renamed to a2a.area.now: its duration in the durations file is read under the new id',
    ]);
    expect(caseRenameWarnings({}, { durations: new Map([['a2a.old', 1]]) }, renames)).toEqual([]);
  });

  it('--only old-id selects the renamed case, --skip old-id leaves it out, each with a warning', () => {
    const cases = [aCase('a2a.area.now'), aCase('events.is'), aCase('events.same', ['event.shape'])];
    const ids = (only: string[], skip: string[] = []) =>
      selectCases(cases, only, skip, ['default'], renames).map((c) => c.id);
    expect(ids(['a2a.old'])).toEqual(['a2a.area.now']);
    expect(ids(['a2a.older-was-this', 'events.was'])).toEqual(['a2a.area.now', 'events.is']);
    expect(ids([], ['a2a.old'])).toEqual(['events.is', 'events.same']);
    // Only an exact old id is followed: a glob matches ids as they are now.
    expect(ids(['a2a.ol*'])).toEqual([]);
    expect(ids(['event.shape'])).toEqual(['events.same']);
    expect(
      caseRenameWarnings({ only: ['a2a.old', 'a2a.ol*', 'events.same'], skip: ['events.was'] }, {}, renames),
    ).toEqual([
      'case a2a.old was renamed to a2a.area.now: --only a2a.old selects it under its new id',
      'case events.was was renamed to events.is: --skip events.was leaves it out under its new id',
    ]);
  });

  it('says each rename once per input, and nothing when nothing names an old id', () => {
    expect(caseRenameWarnings({ only: ['a2a.old', 'a2a.old'] }, {}, renames)).toHaveLength(1);
    expect(caseRenameWarnings({ only: ['events.same'], skip: [] }, { durations: new Map() }, renames)).toEqual([]);
  });
});
