// A property's verdicts from its generated runs (src/checks/property.ts, called by the property
// runner through src/checks/index.ts): the shrunk counterexample's failures with where to replay
// them, else each rule's standing over every run, timing-sensitive rules reported as pass^k.
import { describe, expect, it } from 'vitest';
import { falsifies, propertyVerdicts, TIMING_RULES, type PropertyFailure } from '../../src/checks/property.ts';
import type { Verdict } from '../../src/checks/types.ts';

const v = (rule: string, status: Verdict['status'], message: string, evidence?: unknown): Verdict =>
  ({ rule, status, message, ...(evidence !== undefined ? { evidence } : {}) }) as Verdict;

describe('falsifies', () => {
  it('is true for a failure of a rule that is not timing-sensitive', () => {
    expect(falsifies([v('order.sequence', 'pass', 'ok'), v('tool.pairs', 'fail', 'broken')])).toBe(true);
  });

  it('is false for passes, not-tested verdicts and an empty run', () => {
    expect(falsifies([v('tool.pairs', 'pass', 'ok'), v('order.sequence', 'not-tested', 'no')])).toBe(false);
    expect(falsifies([])).toBe(false);
  });

  it('is false for failures of the timing-sensitive rules alone', () => {
    expect([...TIMING_RULES].sort()).toEqual(['merge.lateness', 'merge.pacing']);
    expect(falsifies([v('merge.pacing', 'fail', 'late'), v('merge.lateness', 'fail', 'later')])).toBe(false);
    expect(falsifies([v('merge.pacing', 'fail', 'late'), v('tool.pairs', 'fail', 'broken')])).toBe(true);
  });

  it('does not take an error verdict for a falsification', () => {
    expect(falsifies([v('tool.pairs', 'error', 'crashed')])).toBe(false);
  });
});

describe('propertyVerdicts with a counterexample', () => {
  const failure = (verdicts: Verdict[]): PropertyFailure => ({
    verdicts,
    counterexample: { steps: 2 },
    seed: 42,
    path: '3:1',
    runs: 4,
    shrinks: 2,
  });

  it("appends the seed and path that replay it to each failure's message and adds the counterexample to its evidence", () => {
    const out = propertyVerdicts(
      'tools pair up',
      [],
      failure([v('tool.pairs', 'fail', 'call_1 has no tool.finished', { clauses: ['finished'] })]),
    );
    expect(out).toEqual([
      {
        rule: 'tool.pairs',
        status: 'fail',
        message:
          'call_1 has no tool.finished [tools pair up: counterexample after 4 run(s) and 2 shrink step(s), seed 42, path 3:1]',
        evidence: { clauses: ['finished'], counterexample: { steps: 2 }, seed: 42, path: '3:1' },
      },
    ]);
  });

  it("leaves the counterexample's other verdicts as they are, and ignores the runs", () => {
    const passed = v('order.sequence', 'pass', 'in order');
    const untested = v('merge.pacing', 'not-tested', 'no deltas');
    const out = propertyVerdicts('p', [[v('tool.pairs', 'pass', 'fine')]], failure([passed, untested]));
    expect(out).toEqual([passed, untested]);
  });
});

describe('propertyVerdicts over every run', () => {
  it('passes a rule held in every run, counting the runs', () => {
    const runs = [[v('tool.pairs', 'pass', 'a')], [v('tool.pairs', 'pass', 'b')], [v('tool.pairs', 'pass', 'c')]];
    expect(propertyVerdicts('tools pair up', runs)).toEqual([
      { rule: 'tool.pairs', status: 'pass', message: 'tools pair up: held in all 3 generated run(s)' },
    ]);
  });

  it('gives one verdict per rule, in the order the rules first came', () => {
    const runs = [
      [v('order.sequence', 'pass', 'a'), v('tool.pairs', 'pass', 'b')],
      [v('tool.pairs', 'pass', 'c'), v('order.sequence', 'pass', 'd')],
    ];
    const out = propertyVerdicts('p', runs);
    expect(out.map((x) => [x.rule, x.message])).toEqual([
      ['order.sequence', 'p: held in all 2 generated run(s)'],
      ['tool.pairs', 'p: held in all 2 generated run(s)'],
    ]);
  });

  it('counts only the runs that judged the rule, leaving out not-tested ones', () => {
    const runs = [
      [v('tool.pairs', 'pass', 'a')],
      [v('tool.pairs', 'not-tested', 'no tools')],
      [v('tool.pairs', 'pass', 'b')],
    ];
    expect(propertyVerdicts('p', runs)[0]!.message).toBe('p: held in all 2 generated run(s)');
  });

  it('reports a rule never judged with its first reason, said of every run', () => {
    const runs = [[v('tool.pairs', 'not-tested', 'no tool calls', { n: 0 })], [v('tool.pairs', 'skip', 'skipped')]];
    expect(propertyVerdicts('p', runs)).toEqual([
      { rule: 'tool.pairs', status: 'not-tested', message: 'p: no tool calls (in every run)', evidence: { n: 0 } },
    ]);
  });

  it('reports pass^k for a rule that missed in some runs, with the first miss and its evidence', () => {
    const runs = [
      [v('merge.pacing', 'pass', 'on time')],
      [v('merge.pacing', 'fail', 'delta 3 came 80 ms late', { late: 80 })],
      [v('merge.pacing', 'not-tested', 'no deltas')],
      [v('merge.pacing', 'fail', 'delta 5 came 90 ms late', { late: 90 })],
      [v('merge.pacing', 'pass', 'on time')],
    ];
    expect(propertyVerdicts('pacing', runs)).toEqual([
      {
        rule: 'merge.pacing',
        status: 'fail',
        message: 'pacing: held in 2 of 4 runs (pass^k), timing-sensitive; first miss: delta 3 came 80 ms late',
        evidence: { late: 80 },
      },
    ]);
  });

  it('gives nothing for no runs', () => {
    expect(propertyVerdicts('p', [])).toEqual([]);
  });
});
