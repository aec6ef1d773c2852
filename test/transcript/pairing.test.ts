// Tool-call pairing (src/transcript/pairing.ts): each way a call or a result goes unpaired, said
// in its own words, and what the structural pass already reported is not said twice.
import { describe, expect, it } from 'vitest';
import { validateTranscript } from '../../src/transcript/index.ts';

const env = (...messages: unknown[]) => ({ version: 1, messages });
const user = (content = 'hi') => ({ role: 'user', content });
const call = (id: unknown) => ({ id, type: 'function', function: { name: 'f', arguments: '{}' } });
const asking = (...ids: unknown[]) => ({ role: 'assistant', tool_calls: ids.map(call) });
const reply = { role: 'assistant', content: 'ok' };
const answer = (id: unknown) => ({ role: 'tool', tool_call_id: id, content: 'done' });

const problemsOf = (...messages: unknown[]) =>
  validateTranscript(env(...messages), { acceptsImages: false, maxProblemsPerRule: Infinity }).problems.map((p) => [
    p.rule,
    p.path,
    p.message,
  ]);

describe('tool.unanswered', () => {
  it('passes calls answered once each, in any order, before the next message', () => {
    expect(problemsOf(user(), asking('a', 'b'), answer('b'), answer('a'), reply, user())).toEqual([]);
  });

  it('says a call left open when the history ends', () => {
    expect(problemsOf(user(), asking('a', 'b'), answer('a'))).toEqual([
      [
        'tool.unanswered',
        '/messages/1/tool_calls/1',
        'messages[1].tool_calls[1]: tool call "b" is unanswered: the history ends before its tool result',
      ],
    ]);
  });

  it('says a call left open before the next user or assistant message, naming it', () => {
    expect(problemsOf(user(), asking('a'), user('again'))).toEqual([
      [
        'tool.unanswered',
        '/messages/1/tool_calls/0',
        'messages[1].tool_calls[0]: tool call "a" is unanswered before messages[2]; every call needs its tool result first',
      ],
    ]);
    expect(problemsOf(user(), asking('a'), reply)).toEqual([
      [
        'tool.unanswered',
        '/messages/1/tool_calls/0',
        'messages[1].tool_calls[0]: tool call "a" is unanswered before messages[2]; every call needs its tool result first',
      ],
    ]);
  });

  it('does not open a call whose id the structural pass refused', () => {
    expect(problemsOf(user(), asking(5)).map(([rule, path]) => [rule, path])).toEqual([
      ['tool.call-shape', '/messages/1/tool_calls/0/id'],
    ]);
  });
});

describe('tool.call-id-duplicate', () => {
  it('says the second use of an id in one message, naming the first', () => {
    expect(problemsOf(user(), asking('a', 'b', 'a'), answer('a'), answer('b'))).toEqual([
      [
        'tool.call-id-duplicate',
        '/messages/1/tool_calls/2/id',
        'messages[1].tool_calls[2].id: tool call id "a" is a duplicate of tool_calls[0]; ids must be unique within one message',
      ],
    ]);
  });

  it('allows the same id again in a later assistant message', () => {
    expect(problemsOf(user(), asking('a'), answer('a'), asking('a'), answer('a'))).toEqual([]);
  });
});

describe('tool.result-without-call', () => {
  it('says a result that opens the history has no assistant message before it', () => {
    expect(problemsOf(answer('a'))).toEqual([
      [
        'tool.result-without-call',
        '/messages/0/tool_call_id',
        'messages[0].tool_call_id: tool_call_id "a" has no preceding assistant message whose call it could answer',
      ],
    ]);
  });

  it('says a result right after a user message follows that message, at index 0 too', () => {
    expect(problemsOf(user(), answer('a'))).toEqual([
      [
        'tool.result-without-call',
        '/messages/1/tool_call_id',
        'messages[1].tool_call_id: tool_call_id "a" follows the user message messages[0], not an assistant message with an open call',
      ],
    ]);
    expect(problemsOf(user(), asking('a'), answer('a'), user('next'), answer('a'))).toEqual([
      [
        'tool.result-without-call',
        '/messages/4/tool_call_id',
        'messages[4].tool_call_id: tool_call_id "a" follows the user message messages[3], not an assistant message with an open call',
      ],
    ]);
  });

  it('says a result that matches no call of the assistant message before it, at index 0 too', () => {
    expect(problemsOf(reply, answer('x'))).toEqual([
      [
        'tool.result-without-call',
        '/messages/1/tool_call_id',
        'messages[1].tool_call_id: tool_call_id "x" matches no open call of the preceding assistant message messages[0]',
      ],
    ]);
    expect(problemsOf(user(), asking('a'), answer('b'), answer('a'))).toEqual([
      [
        'tool.result-without-call',
        '/messages/2/tool_call_id',
        'messages[2].tool_call_id: tool_call_id "b" matches no open call of the preceding assistant message messages[1]',
      ],
    ]);
  });

  it('says a second result for one call was already answered', () => {
    expect(problemsOf(user(), asking('a'), answer('a'), answer('a'))).toEqual([
      [
        'tool.result-without-call',
        '/messages/3/tool_call_id',
        'messages[3].tool_call_id: tool_call_id "a": the call of messages[1] was already answered; no open call is left',
      ],
    ]);
  });

  it('judges no result whose message the structural pass refused', () => {
    expect(problemsOf(user(), answer(5)).map(([rule, path]) => [rule, path])).toEqual([
      ['tool.result-without-call', '/messages/1/tool_call_id'],
    ]);
    expect(
      problemsOf(user(), { role: 'developer', tool_call_id: 'a', content: 'x' }).map(([rule, path]) => [rule, path]),
    ).toEqual([['message.role-unknown', '/messages/1/role']]);
    expect(problemsOf(user(), asking('a'), 5, answer('a'))).toEqual([
      ['message.object', '/messages/2', 'messages[2]: each message must be a JSON object, found a number'],
    ]);
  });
});
