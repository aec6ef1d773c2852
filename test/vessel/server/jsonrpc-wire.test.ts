// The wire module's pure parts: request envelopes, snake_case input, the version header, SSE framing.
import { describe, expect, it } from 'vitest';
import {
  camelizeKeys,
  isJsonContentType,
  parseRequest,
  rpcErrors,
  sseEvent,
  success,
  versionError,
} from '../../../src/vessel/server/jsonrpc-wire.ts';

describe('camelizeKeys', () => {
  it('renames protocol fields, leaves data and metadata values as sent, and prefers camelCase', () => {
    expect(
      camelizeKeys({
        message: {
          message_id: 'a',
          messageId: 'b',
          context_id: 'c',
          parts: [{ media_type: 'x', data: { tool_call_id: 't', nested_key: 1 } }],
          metadata: { some_key: 1 },
        },
        configuration: { accepted_output_modes: ['m'], return_immediately: true },
      }),
    ).toEqual({
      message: {
        messageId: 'b',
        contextId: 'c',
        parts: [{ mediaType: 'x', data: { tool_call_id: 't', nested_key: 1 } }],
        metadata: { some_key: 1 },
      },
      configuration: { acceptedOutputModes: ['m'], returnImmediately: true },
    });
  });
});

describe('parseRequest', () => {
  it('reads a request and camelizes its params; absent params read as {}', () => {
    expect(parseRequest('{"jsonrpc":"2.0","id":"x","method":"GetTask","params":{"history_length":2}}')).toEqual({
      ok: true,
      request: { id: 'x', method: 'GetTask', params: { historyLength: 2 } },
    });
    expect(parseRequest('{"jsonrpc":"2.0","id":0,"method":"ListTasks"}')).toEqual({
      ok: true,
      request: { id: 0, method: 'ListTasks', params: {} },
    });
  });

  it('keeps a usable id for errors found after parsing, and null otherwise', () => {
    const bad = parseRequest('{"jsonrpc":"1.0","id":5,"method":"GetTask"}');
    expect(bad).toMatchObject({ ok: false, id: 5 });
    expect(parseRequest('{"jsonrpc":"2.0","id":{"a":1},"method":"GetTask"}')).toMatchObject({ ok: false, id: null });
    expect(parseRequest('{"jsonrpc":"2.0","id":1.5e400,"method":"GetTask"}')).toMatchObject({ ok: false, id: null });
  });
});

describe('versionError', () => {
  it.each([
    [undefined, -32009],
    ['', -32009],
    ['  ', -32009],
    ['0.3', -32009],
    ['1', -32009],
    ['1.0', undefined],
    [' 1.0 ', undefined],
    ['1.0.7', undefined],
    ['1.00', undefined],
    ['1.2', -32009],
    ['v1.0', -32009],
  ])('%j', (header, code) => {
    expect(versionError(header)?.code).toBe(code);
  });
});

describe('framing', () => {
  it('keeps every event on one data line even when strings hold line breaks', () => {
    const frame = sseEvent(
      success(1, {
        statusUpdate: {
          taskId: 't',
          contextId: 'c',
          status: {
            state: 'TASK_STATE_WORKING',
            message: { messageId: 'm', role: 'ROLE_AGENT', parts: [{ text: 'a\nb\r\nc\u2028d' }] },
          },
        },
      }),
    );
    expect(frame.endsWith('\n\n')).toBe(true);
    expect(frame.slice(0, -2)).not.toMatch(/[\r\n]/);
    expect(JSON.parse(frame.slice('data: '.length))).toMatchObject({ jsonrpc: '2.0', id: 1 });
  });

  it('accepts application/json and application/a2a+json with parameters only', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('Application/A2A+JSON')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('puts A2A errors in error.data as google.rpc.ErrorInfo', () => {
    expect(rpcErrors.taskNotFound('x').toJson()).toEqual({
      code: -32001,
      message: "task not found: 'x' (unknown, or finished and no longer kept)",
      data: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'TASK_NOT_FOUND',
          domain: 'a2a-protocol.org',
          metadata: { taskId: 'x' },
        },
      ],
    });
    expect(rpcErrors.internal().toJson()).toEqual({ code: -32603, message: 'internal error' });
  });
});
