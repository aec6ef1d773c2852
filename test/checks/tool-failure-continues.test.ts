// status.tool-failure-continues on a turn that reports model_error: the model's failure excuses
// the end only when it came on a call made after the tool failed.
import { describe, expect, it } from 'vitest';
import { checkToolFailureContinues } from '../../src/checks/statuses.ts';
import { simulate } from './builders.ts';

const failingList = { id: 'call_1', name: 'list', error: 'no such folder: /x' };

describe('status.tool-failure-continues on a model_error turn', () => {
  it('fails when the turn ends model_error right after the tool failed, the model never called again', () => {
    const [verdict] = checkToolFailureContinues(
      simulate({ status: 'model_error', error: 'a tool failed', steps: [{ tools: [failingList] }] }),
    );
    expect(verdict?.status).toBe('fail');
    expect(verdict?.message).toMatch(
      /\(tool\.finished call_1\) failed in step 1 and the turn ended \(model_error\) without calling the model again/,
    );
  });

  it('passes when the model was called again and that call failed', () => {
    const [verdict] = checkToolFailureContinues(
      simulate({ status: 'model_error', steps: [{ tools: [failingList] }, { httpStatus: 500 }] }),
    );
    expect(verdict?.status).toBe('pass');
  });

  it('stays not-tested for a turn cut by its deadline', () => {
    const [verdict] = checkToolFailureContinues(simulate({ status: 'deadline', steps: [{ tools: [failingList] }] }));
    expect(verdict?.status).toBe('not-tested');
  });
});
