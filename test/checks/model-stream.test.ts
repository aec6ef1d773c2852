// Reading what the model streamed (model-stream.ts): pieces, tool calls assembled from their
// fragments, finish_reason, usage and completeness, each from chat-completion chunk frames the
// mock model journalled, and the request's messages.
import { describe, expect, it } from 'vitest';
import type { ModelCall } from '../../src/a2a/recording.ts';
import {
  deltaEventType,
  modelStreams,
  readModelCall,
  requestMessages,
  streamedOf,
} from '../../src/checks/model-stream.ts';
import { validTurn } from './builders.ts';

/** A model call whose frames are these chunks (objects are serialised, strings sent as they are). */
function callOf(frames: unknown[], status = 200, request: unknown = {}): ModelCall {
  return {
    index: 0,
    receivedAt: 0,
    scriptId: 's1',
    step: 0,
    headers: {},
    request,
    status,
    frames: frames.map((f, i) => ({ sentAt: 10 + i, data: typeof f === 'string' ? f : JSON.stringify(f) })),
    mismatches: [],
  };
}
const delta = (d: Record<string, unknown>, finish: string | null = null) => ({
  choices: [{ index: 0, delta: d, finish_reason: finish }],
});

describe('deltaEventType', () => {
  it('names the vessel event of each kind', () => {
    expect(deltaEventType('text')).toBe('text.delta');
    expect(deltaEventType('reasoning')).toBe('reasoning.delta');
  });
});

describe('readModelCall', () => {
  it('reads text and reasoning pieces with their send times, skipping [DONE] and frames that are not chunks', () => {
    const s = readModelCall(
      callOf([
        delta({ reasoning_content: 'think' }),
        'not json',
        '5',
        delta({ content: 'Hi' }),
        delta({ reasoning: 'more' }),
        '[DONE]',
        'null',
      ]),
      1,
    );
    expect(s.pieces).toEqual([
      { kind: 'reasoning', text: 'think', sentAt: 10 },
      { kind: 'text', text: 'Hi', sentAt: 13 },
      { kind: 'reasoning', text: 'more', sentAt: 14 },
    ]);
    expect(streamedOf(s, 'text')).toBe('Hi');
    expect(streamedOf(s, 'reasoning')).toBe('thinkmore');
  });

  it('keeps no piece for empty or non-string content and reasoning', () => {
    const s = readModelCall(
      callOf([delta({ content: '', reasoning_content: '' }), delta({ content: 3, reasoning: 4 }), delta({})]),
      1,
    );
    expect(s.pieces).toEqual([]);
  });

  it('reads usage only when both token counts are numbers', () => {
    const usage = (u: Record<string, unknown>) => readModelCall(callOf([{ choices: [], usage: u }]), 1).usage;
    expect(usage({ prompt_tokens: 12, completion_tokens: 3 })).toEqual({ input: 12, output: 3 });
    expect(usage({ prompt_tokens: 12 })).toBeUndefined();
    expect(usage({ completion_tokens: 3 })).toBeUndefined();
    expect(usage({ prompt_tokens: '12', completion_tokens: 3 })).toBeUndefined();
  });

  it('keeps the finish_reason a later chunk without one does not repeat', () => {
    const s = readModelCall(callOf([delta({ content: 'a' }, 'stop'), delta({ content: 'b' })]), 1);
    expect(s.finishReason).toBe('stop');
    expect(readModelCall(callOf([delta({ content: 'a' })]), 1).finishReason).toBeNull();
  });

  it('assembles tool calls from fragments by index, in index order', () => {
    const s = readModelCall(
      callOf([
        delta({ tool_calls: [{ index: 1, id: 'b', function: { name: 'li', arguments: '{"p"' } }] }),
        delta({ tool_calls: [{ index: 0, id: 'a', function: { name: 'read' } }] }),
        delta({ tool_calls: [{ index: 1, function: { name: 'st', arguments: ':1}' } }] }),
      ]),
      1,
    );
    expect(s.toolCalls).toEqual([
      { id: 'a', name: 'read', arguments: '' },
      { id: 'b', name: 'list', arguments: '{"p":1}' },
    ]);
  });

  it('gives a fragment without an index the next free one, and fills missing parts with empty strings', () => {
    const s = readModelCall(
      callOf([
        delta({ tool_calls: [{ id: 'a' }] }),
        delta({ tool_calls: [{ function: { name: 'f', arguments: 7 } }] }),
        delta({ tool_calls: ['junk', null] }),
        delta({ tool_calls: 'junk' }),
      ]),
      1,
    );
    expect(s.toolCalls).toEqual([
      { id: 'a', name: '', arguments: '' },
      { id: '', name: 'f', arguments: '' },
    ]);
  });

  it('is complete only when the call answered 200 and a finish_reason arrived', () => {
    expect(readModelCall(callOf([delta({ content: 'a' }, 'stop')]), 1).complete).toBe(true);
    expect(readModelCall(callOf([delta({ content: 'a' }, 'stop')], 500), 1).complete).toBe(false);
    expect(readModelCall(callOf([delta({ content: 'a' })]), 1).complete).toBe(false);
  });
});

describe('modelStreams', () => {
  it('reads each call once, call n as step n', () => {
    const turn = validTurn();
    const streams = modelStreams(turn);
    expect(streams.map((s) => s.step)).toEqual([1, 2]);
    expect(modelStreams(turn)).toBe(streams);
  });
});

describe('requestMessages', () => {
  it('lists the request body messages that are objects, or none', () => {
    expect(requestMessages(callOf([], 200, { messages: [{ role: 'user' }, 'x', null] }))).toEqual([{ role: 'user' }]);
    expect(requestMessages(callOf([], 200, { messages: 'x' }))).toEqual([]);
    expect(requestMessages(callOf([], 200, null))).toEqual([]);
  });
});
