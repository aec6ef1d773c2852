// Envelope rules at a vessel: the verdict on the rule a history breaks (or sits on the boundary
// of) is carried by the refusal (or the run) it calls for; a report-only history keeps one INFO
// verdict, saying what the vessel did.
import { describe, expect, it } from 'vitest';
import { checkAcceptedHistory, checkRefusedHistory, type Verdict } from '../../src/checks/index.ts';
import { simulate, validTurn } from './builders.ts';
import { refusedTurn } from './turn-cases.ts';

const on = (rule: string, verdicts: readonly Verdict[]) => verdicts.filter((v) => v.rule === rule);

describe('a history that breaks an envelope rule', () => {
  it('passes the rule when the vessel refused it naming the rule, before any model call', () => {
    const verdicts = checkRefusedHistory(refusedTurn(), { rule: 'message.system-refused', index: 0 });
    expect(verdicts.at(-1)).toEqual({
      rule: 'message.system-refused',
      status: 'pass',
      message: 'refused before any model call, naming message.system-refused',
    });
    expect(on('rejection.refused', verdicts)).toMatchObject([{ status: 'pass' }]);
  });

  it('fails the rule with the refusal verdict that failed when the vessel ran the turn', () => {
    const verdicts = checkRefusedHistory(validTurn(), { rule: 'message.system-refused', index: 0 });
    expect(verdicts.at(-1)).toMatchObject({
      rule: 'message.system-refused',
      status: 'fail',
      message: expect.stringMatching(/^rejection\.refused: /),
    });
  });

  it('a refusal that does not name the problem fails the rule too (names-problem carries it)', () => {
    const verdicts = checkRefusedHistory(refusedTurn('invalid params', []), {
      rule: 'message.system-refused',
      index: 0,
    });
    expect(verdicts.at(-1)).toMatchObject({
      rule: 'message.system-refused',
      status: 'fail',
      message: expect.stringMatching(/^rejection\.names-problem: /),
    });
  });

  it('report-only: one INFO verdict, saying what the vessel did, whichever way it went', () => {
    const reportOnly = { rule: 'rejection.image-size-boundary' as const, description: 'An image of 5,242,881 bytes.' };
    expect(checkRefusedHistory(refusedTurn(), { rule: 'message.system-refused', index: 0 }, reportOnly)).toEqual([
      {
        rule: 'rejection.image-size-boundary',
        status: 'pass',
        message: 'An image of 5,242,881 bytes. refused before any model call, naming message.system-refused',
      },
    ]);
    const ran = checkRefusedHistory(validTurn(), { rule: 'message.system-refused', index: 0 }, reportOnly);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({
      rule: 'rejection.image-size-boundary',
      status: 'fail',
      message: expect.stringMatching(/^An image of 5,242,881 bytes\. Not as the kit reads it: rejection\.refused: /),
    });
  });
});

describe('a valid history on the boundary of envelope rules', () => {
  it('passes each exercised rule when the turn ran to its status', () => {
    const verdicts = checkAcceptedHistory(validTurn(), ['image.max-count', 'tool.unanswered']);
    expect(verdicts.slice(-2)).toEqual([
      {
        rule: 'image.max-count',
        status: 'pass',
        message: 'accepted: the history sits on the boundary of image.max-count and the turn ran',
      },
      {
        rule: 'tool.unanswered',
        status: 'pass',
        message: 'accepted: the history sits on the boundary of tool.unanswered and the turn ran',
      },
    ]);
  });

  it("leaves an exercised rule not-tested, saying why, when the turn never reached the kit's mock model", () => {
    // A vessel on another model: its turn ends model_error and the mock model saw nothing.
    const turn = simulate({ status: 'model_error', steps: [{ httpStatus: 500 }] });
    turn.modelCalls = [];
    const verdicts = checkAcceptedHistory(turn, ['transcript.envelope']);
    expect(verdicts.at(-1)).toEqual({
      rule: 'transcript.envelope',
      status: 'not-tested',
      message:
        "status.expected: the turn never reached the kit's mock model, so the status its script leads to (ok) cannot be judged",
    });
  });

  it("fails an exercised rule the vessel refused: it takes status.expected's failure and its message", () => {
    const verdicts = checkAcceptedHistory(refusedTurn(), ['image.max-count']);
    const failed = on('status.expected', verdicts).find((v) => v.status === 'fail')!;
    expect(failed.message).toMatch(/the history is valid, yet the turn was refused \(JSON-RPC error -32602\)/);
    expect(verdicts.at(-1)).toEqual({
      rule: 'image.max-count',
      status: 'fail',
      message: `status.expected: ${failed.message}`,
    });
  });
});
