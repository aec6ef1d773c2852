// A case's verdicts on a plain A2A agent: each vessel rule's verdicts, whatever they found, become
// one skip saying the rule is not applicable; the A2A rules' are judged as they came.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { NOT_APPLICABLE } from '../../src/results/classification.ts';
import { applicable, judgeCase } from '../../src/runner/judge-case.ts';

const verdicts: Verdict[] = [
  { rule: 'a2a.task-first', status: 'pass', message: 'the task came first' },
  { rule: 'order.sequence', status: 'fail', message: 'the stream reached its terminal status without turn.finished' },
  { rule: 'order.sequence', status: 'fail', message: 'and again' },
  { rule: 'event.shape', status: 'pass', message: 'no event to judge' },
];
const options = { levelOf: () => 'MUST' as const, caps: DEFAULT_CAPS, stopped: false, declared: 'MUST' as const };

describe('the vessel rules on a plain A2A agent', () => {
  it('are one skip each, not applicable, and the A2A verdicts stay', () => {
    expect(applicable(verdicts, true)).toEqual([
      verdicts[0],
      { rule: 'order.sequence', status: 'skip', message: NOT_APPLICABLE },
      { rule: 'event.shape', status: 'skip', message: NOT_APPLICABLE },
    ]);
    expect(applicable(verdicts, false)).toEqual(verdicts);
  });

  it('fail no case: the case is judged on its A2A rules', () => {
    expect(judgeCase({ verdicts }, undefined, { ...options, plainA2A: true })).toMatchObject({
      status: 'pass',
      message: '',
    });
    expect(judgeCase({ verdicts }, undefined, options)).toMatchObject({
      status: 'fail',
      message: 'order.sequence: the stream reached its terminal status without turn.finished',
    });
  });
});
