// Edge cases of single checks: what the documents allow must pass, what they forbid must fail.
import { describe, expect, it } from 'vitest';
import type { ModelCall } from '../../src/a2a/recording.ts';
import { checkErrorGeneric } from '../../src/checks/statuses.ts';
import { checkMergeContent, checkMergingHappens, checkPacing } from '../../src/checks/merge.ts';
import { readModelCall } from '../../src/checks/model-stream.ts';
import { checkOrderSequence, checkToolPairing } from '../../src/checks/order.ts';
import { checkNamesProblem, checkNoModelCall } from '../../src/checks/rejection.ts';
import { checkExpectedStatus } from '../../src/checks/statuses.ts';
import { checkTranscriptChunks, checkTranscriptTimely } from '../../src/checks/artifacts.ts';
import { checkToolEventsEqualTranscript } from '../../src/checks/content.ts';
import { eventData, moveSse, removeSse, simulate, sseOfEvent, statusOf, validTurn, artifactSse } from './builders.ts';
import { checkTurn } from '../../src/checks/index.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import type { TurnExpectations } from '../../src/checks/types.ts';
import {
  cancelledTurn,
  failingToolTurn,
  modelErrorTurn,
  refusedTurn,
  rejectedTaskTurn,
  stepLimitAnswer,
} from './turn-cases.ts';
import { checkToolFinishedFields } from '../../src/checks/events.ts';

const call = (frames: string[]): ModelCall => ({
  index: 0,
  receivedAt: 0,
  scriptId: null,
  step: 0,
  headers: {},
  request: {},
  status: 200,
  frames: frames.map((data, i) => ({ sentAt: i, data })),
  mismatches: [],
});
const chunk = (delta: object, finish: string | null = null) =>
  JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] });

describe('reading the model stream from its frames', () => {
  it('joins tool call fragments by index, in either dialect of reasoning, and reads usage', () => {
    const s = readModelCall(
      call([
        chunk({ reasoning: 'think ' }),
        chunk({ reasoning_content: 'more' }),
        chunk({ content: 'Hi' }),
        chunk({ tool_calls: [{ index: 1, id: 'b', type: 'function', function: { name: 'two', arguments: '{"x"' } }] }),
        chunk({ tool_calls: [{ index: 0, id: 'a', type: 'function', function: { name: 'one', arguments: '' } }] }),
        chunk({ tool_calls: [{ index: 1, function: { arguments: ':1}' } }] }),
        chunk({}, 'tool_calls'),
        JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 4 } }),
        '[DONE]',
      ]),
      1,
    );
    expect(s.pieces.map((p) => `${p.kind}:${p.text}`)).toEqual(['reasoning:think ', 'reasoning:more', 'text:Hi']);
    expect(s.toolCalls).toEqual([
      { id: 'a', name: 'one', arguments: '' },
      { id: 'b', name: 'two', arguments: '{"x":1}' },
    ]);
    expect(s.usage).toEqual({ input: 3, output: 4 });
    expect(s.complete).toBe(true);
  });

  it('calls a stream without finish_reason incomplete, and skips frames that are not JSON', () => {
    const s = readModelCall(call([chunk({ content: 'a' }), 'not json', chunk({ content: 'b' })]), 1);
    expect(s.pieces.map((p) => p.text)).toEqual(['a', 'b']);
    expect(s.complete).toBe(false);
  });
});

describe('merge windows', () => {
  it('accepts a prefix of what the model streamed when the call was cut short (D16)', () => {
    const turn = simulate({ steps: [{ text: ['abc', 'def'] }] });
    const frames = turn.modelCalls[0]!.frames;
    frames.splice(frames.findIndex((f) => f.data.includes('finish_reason":"stop')));
    frames.push({
      sentAt: 999,
      data: JSON.stringify({ choices: [{ index: 0, delta: { content: 'ghi' }, finish_reason: null }] }),
    });
    expect(checkMergeContent(turn)[0]?.status).toBe('pass');
    eventData(turn, 'text.delta').content = 'abX';
    expect(checkMergeContent(turn)[0]?.message).toMatch(/code point 2/);
  });

  it("counts the bound on the model's send times: spaced pieces may each get their own event", () => {
    const turn = simulate({ steps: [{ text: ['a', 'b', 'c', 'd'], every: 100, perPiece: true }] });
    expect(checkMergingHappens(turn)[0]?.status).toBe('pass');
    expect(checkPacing(turn)[0]?.status).toBe('pass');
  });

  it('exempts a full first event from pacing', () => {
    const closeBehind = (n: number) => {
      const turn = simulate({ steps: [{ text: ['x'.repeat(512), 'a', 'b', 'c'], every: 60, perPiece: true }] });
      sseOfEvent(turn, 'text.delta', n).receivedAt = sseOfEvent(turn, 'text.delta', n - 1).receivedAt + 1;
      return turn;
    };
    expect(checkPacing(closeBehind(1))[0]).toMatchObject({ status: 'pass', evidence: { pairs: 1 } });
    expect(checkPacing(closeBehind(2))[0]?.status).toBe('fail');
  });

  it('keeps the measured slack and tolerance as evidence, and honours a case tolerance', () => {
    const turn = simulate({ steps: [{ text: ['a', 'b', 'c', 'd'], every: 45, perPiece: true }] });
    const [v] = checkPacing(turn);
    expect(v?.status).toBe('pass');
    expect(v?.evidence).toMatchObject({ pairs: 2, minSlackMs: -5, toleranceMs: 20 });
    expect(checkPacing(turn, { pacingToleranceMs: 2 })[0]?.status).toBe('fail');
  });
});

describe('order', () => {
  it('allows the tool pairs of one step to interleave', () => {
    const turn = simulate({
      steps: [
        {
          tools: [
            { id: 'c1', name: 'a' },
            { id: 'c2', name: 'b' },
          ],
        },
        { text: ['done'] },
      ],
    });
    moveSse(turn, sseOfEvent(turn, 'tool.started', 1), sseOfEvent(turn, 'tool.finished', 0).index);
    expect(checkToolPairing(turn)[0]?.status).toBe('pass');
    expect(checkOrderSequence(turn)[0]?.status).toBe('pass');
  });

  it('fails a tool.finished whose name differs from its tool.started', () => {
    const turn = validTurn();
    eventData(turn, 'tool.finished').name = 'other';
    expect(checkToolPairing(turn)[0]?.message).toMatch(
      /name "other" differs from event #\d+ \(tool\.started call_1\)'s "list"/,
    );
  });

  it('fails a step whose deltas are never closed by step.finished', () => {
    const turn = simulate({ steps: [{ text: ['hello'] }] });
    removeSse(turn, sseOfEvent(turn, 'step.finished'));
    expect(checkOrderSequence(turn)[0]?.message).toMatch(/step 1 streamed deltas but has no step\.finished/);
  });

  it('fails a turn.finished with no answer artifact before it', () => {
    const turn = validTurn();
    removeSse(turn, artifactSse(turn, 'answer'));
    expect(checkOrderSequence(turn)[0]?.message).toMatch(
      /\(turn\.finished ok\) comes with no answer artifact before it/,
    );
  });

  it('lets a call that failed before any output go without step.finished (D16)', () => {
    expect(checkOrderSequence(modelErrorTurn())[0]?.status).toBe('pass');
  });

  it('reports a tool.finished sent before its own tool.started as out of order', () => {
    const turn = validTurn();
    moveSse(turn, sseOfEvent(turn, 'tool.finished'), sseOfEvent(turn, 'tool.started').index);
    const verdict = checkToolPairing(turn)[0]!;
    expect(brokenClauses(verdict)).toContain('after-started');
    expect(JSON.stringify(verdict.evidence)).toMatch(
      /\(tool\.started call_1\) comes after its own event #\d+ \(tool\.finished call_1\)/,
    );
  });
});

describe('status.error-generic', () => {
  const withError = (error: string) => simulate({ status: 'model_error', error, steps: [{ httpStatus: 500 }] });
  it.each([
    ['the model endpoint answered HTTP 500'],
    ['the model stream ended without finish_reason'],
    ['the turn failed unexpectedly'],
    ['the model endpoint refused the bearer token'],
    ['input/output error talking to the model'],
  ])('passes a generic reason: %s', (error) => {
    expect(checkErrorGeneric(withError(error))[0]?.status).toBe('pass');
  });
  it.each([
    ['request to http://127.0.0.1:4555/v1/chat/completions failed', /a URL/],
    ['connect ECONNREFUSED 127.0.0.1:4555', /host:port address|model endpoint's address/],
    ['upstream said: invalid api_key: sk-abcdefgh1234', /credential/],
    ['Authorization: Bearer abc12345xyz was refused', /credential/],
    ["ENOENT: no such file or directory, open '/home/op/vessel/config.json'", /a file path/],
    ['failed in turn.ts:42', /a source position/],
    ['the key sk-test-secret-123 is wrong', /credential/],
  ])('fails %j', (error, what) => {
    const [v] = checkErrorGeneric(withError(error));
    expect(v?.status).toBe('fail');
    expect(v?.message).toMatch(what);
  });
});

describe('status.expected without a case expectation', () => {
  it('infers model_error from a model call that answered an HTTP error', () => {
    const turn = modelErrorTurn();
    expect(checkExpectedStatus(turn)[0]?.status).toBe('pass');
    eventData(turn, 'turn.finished').status = 'ok';
    expect(checkExpectedStatus(turn)[0]?.message).toMatch(/expected model_error: model call 2 answered HTTP 500/);
  });
  it('says not-tested for a stream cut before turn.finished', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    expect(checkExpectedStatus(turn)[0]?.status).toBe('not-tested');
  });
});

describe('artifact.transcript-chunks on a stream cut short', () => {
  it('judges only the chunks seen, not a last chunk that was never due', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'turn.finished'), artifactSse(turn, 'transcript', 4));
    expect(checkTranscriptChunks(turn)[0]?.status).toBe('pass');
  });
});

describe('rejection.names-problem', () => {
  const expect0: TurnExpectations = { rejection: { rule: 'message.system-refused', index: 3 } };
  it('needs the offending index as a number of its own', () => {
    expect(checkNamesProblem(refusedTurn('messages[3]: system messages are refused'), expect0)[0]?.status).toBe('pass');
    expect(checkNamesProblem(refusedTurn('messages[31]: system messages are refused'), expect0)[0]?.message).toMatch(
      /does not name the offending message's index 3/,
    );
  });
  it('matches keywords case-insensitively', () => {
    expect(checkNamesProblem(refusedTurn('SYSTEM role refused at 3'), expect0)[0]?.status).toBe('pass');
  });
});

describe('merge.pacing under delivery jitter', () => {
  it('does not blame the vessel when a late event shortens the gap to the next', () => {
    const turn = simulate({ steps: [{ text: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], every: 25 }] });
    // The first delta reached the kit 30 ms late; the second still came a whole window after its piece.
    sseOfEvent(turn, 'text.delta', 0).receivedAt += 30;
    expect(checkPacing(turn)[0]?.status).toBe('pass');
  });
});

describe('event.tool-finished-fields', () => {
  it('lets a stopped tool say [stopped] whether or not it carries an error', () => {
    const turn = cancelledTurn();
    eventData(turn, 'tool.finished').error = 'stopped by cancel';
    expect(checkToolFinishedFields(turn)[0]?.status).toBe('pass');
  });
  it('fails an empty error string', () => {
    const turn = failingToolTurn();
    eventData(turn, 'tool.finished').error = '';
    expect(checkToolFinishedFields(turn)[0]?.message).toMatch(/error is "", not a non-empty string or null/);
  });
});

describe('tool output cut at 4,000 characters', () => {
  const longTool = () =>
    simulate({ steps: [{ tools: [{ id: 'call_1', name: 'cat', output: '€'.repeat(4500) }] }, { text: ['Long.'] }] });
  it('passes the first 4,000 code points with truncated: true', () => {
    expect(checkToolEventsEqualTranscript(longTool())[0]?.status).toBe('pass');
  });
  it('fails an output sent uncut', () => {
    const turn = longTool();
    eventData(turn, 'tool.finished').output = '€'.repeat(4500);
    expect(checkToolEventsEqualTranscript(turn)[0]?.message).toMatch(
      /\(tool\.finished call_1\): output holds 4500 characters where the transcript result's first 4000 were due/,
    );
  });
  it('fails truncated: false on a cut output', () => {
    const turn = longTool();
    eventData(turn, 'tool.finished').truncated = false;
    expect(checkToolEventsEqualTranscript(turn)[0]?.message).toMatch(
      /truncated is false, the result holds 4500 characters/,
    );
  });
});

describe('one fault, one rule: the rest of the turn is still judged', () => {
  const only = (turn: RecordedTurn) =>
    checkTurn(turn, {})
      .filter((v) => v.status === 'fail')
      .map((v) => v.rule);
  it('a stream without the task snapshot breaks a2a.task-first alone', () => {
    const turn = validTurn();
    removeSse(turn, turn.send.sse![0]!);
    expect(only(turn)).toEqual(['a2a.task-first']);
  });
  it('a result with two members breaks a2a.result-one-member alone', () => {
    const turn = validTurn();
    (turn.send.sse![1]!.json as { result: Record<string, unknown> }).result.message = {
      messageId: 'x',
      role: 'ROLE_AGENT',
      parts: [{ text: 'x' }],
    };
    expect(only(turn)).toEqual(['a2a.result-one-member']);
  });
  it('a status message without messageId breaks a2a.message-id alone', () => {
    const turn = validTurn();
    delete statusOf(turn, 'step.finished').status.message.messageId;
    expect(only(turn)).toEqual(['a2a.message-id']);
  });
});

describe('a recording the kit stopped before turn.finished', () => {
  it('judges the deltas of the step in progress as a prefix', () => {
    const turn = validTurn();
    const cut = sseOfEvent(turn, 'text.delta', 1).index;
    turn.send.sse = turn.send.sse!.slice(0, cut);
    turn.send.end = { at: 500, how: 'aborted' };
    const verdicts = checkTurn(turn, {});
    expect(verdicts.filter((v) => v.status === 'fail').map((v) => `${v.rule}: ${v.message}`)).toEqual([]);
    expect(verdicts.find((v) => v.rule === 'merge.content-exact')?.status).toBe('pass');
  });
});

describe('artifact.transcript-timely with parallel tools', () => {
  it('lets results that finished together share one chunk after both tool.finished events (D16)', () => {
    const turn = simulate({
      steps: [
        {
          tools: [
            { id: 'c1', name: 'a' },
            { id: 'c2', name: 'b' },
          ],
        },
        { text: ['done'] },
      ],
    });
    // started c1, started c2, finished c1, finished c2, then c1's and c2's results.
    moveSse(turn, sseOfEvent(turn, 'tool.started', 1), sseOfEvent(turn, 'tool.started', 0).index + 1);
    moveSse(turn, artifactSse(turn, 'transcript', 2), sseOfEvent(turn, 'tool.finished', 1).index);
    expect(checkTranscriptTimely(turn)[0]?.status).toBe('pass');
  });
  it("still fails a result sent after the next step's first event", () => {
    const turn = simulate({ steps: [{ tools: [{ id: 'c1', name: 'a' }] }, { text: ['done'] }] });
    moveSse(turn, artifactSse(turn, 'transcript', 2), sseOfEvent(turn, 'text.delta', 0).index);
    expect(checkTranscriptTimely(turn)[0]?.message).toMatch(
      /transcript message 2 \(tool\) arrived at event #\d+, after event #\d+ \(text\.delta step 2\)/,
    );
  });
});

describe('status.expected with max_steps undeclared', () => {
  it('does not guess between ok and step_limit for a call offered no tools', () => {
    const turn = stepLimitAnswer();
    delete turn.agent.max_steps;
    expect(checkExpectedStatus(turn)[0]?.status).toBe('not-tested');
  });
  it('infers ok for a call offered tools that answered without them', () => {
    const turn = validTurn();
    delete turn.agent.max_steps;
    expect(checkExpectedStatus(turn)[0]).toMatchObject({
      status: 'pass',
      message: expect.stringMatching(/answered without tool calls/),
    });
  });
});

describe('a valid history answered with a REJECTED task', () => {
  it('fails order.sequence: the terminal status came without turn.finished', () => {
    const verdicts = checkTurn(rejectedTaskTurn(), {});
    expect(verdicts.find((v) => v.rule === 'order.sequence')?.message).toMatch(
      /reached its terminal status \(event #1\) without turn\.finished/,
    );
  });
});

describe('a2a.sse-framing', () => {
  it('reads the content-type header whatever its case', () => {
    const turn = validTurn();
    turn.send.responseHeaders = { 'Content-Type': 'text/event-stream; charset=utf-8' };
    expect(checkTurn(turn, {}).find((v) => v.rule === 'a2a.sse-framing')?.status).toBe('pass');
  });
  it('fails an event whose data is not JSON, naming it', () => {
    const turn = validTurn();
    Object.assign(turn.send.sse![2]!, { json: undefined, parseError: 'Unexpected token', data: '{oops' });
    expect(checkTurn(turn, {}).find((v) => v.rule === 'a2a.sse-framing')?.message).toMatch(
      /event #2: data is not JSON \(Unexpected token\)/,
    );
  });
});

describe('rejection.no-model-call on a turn that was not refused', () => {
  const expectations: TurnExpectations = { rejection: { rule: 'message.system-refused', index: 0 } };
  it('is not judged when no model call was seen either (an agent that never calls the mock model)', () => {
    const turn = validTurn();
    turn.modelCalls = [];
    expect(checkNoModelCall(turn, expectations)).toEqual([
      expect.objectContaining({ status: 'not-tested', message: expect.stringMatching(/not refused/) }),
    ]);
  });
  it('fails when the vessel ran the history it should have refused', () => {
    expect(checkNoModelCall(validTurn(), expectations)[0]?.status).toBe('fail');
  });
  it('passes on a refused turn with no model call', () => {
    expect(checkNoModelCall(refusedTurn(), expectations)[0]?.status).toBe('pass');
  });
});
