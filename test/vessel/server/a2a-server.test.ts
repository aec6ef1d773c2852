// The vessel's A2A layer against a scripted engine: SSE framing, the card, paths, the version
// header, JSON-RPC errors, D2 input, D3 rejection, and the task methods.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createVesselServer,
  type VesselServer,
  type VesselServerOptions,
} from '../../../src/vessel/server/http-server.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../../src/a2a/vessel-events.ts';
import { validateTranscript } from '../../../src/transcript/index.ts';
import type { AgentCard } from '../../../src/a2a/wire.ts';
import {
  A2A_HEADERS,
  fakeRunTurn,
  resultKind,
  rpc,
  stream,
  subscribed,
  testAgent,
  textMessage,
  userMessage,
} from './helpers.ts';

const servers: VesselServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(options: Partial<VesselServerOptions> = {}) {
  const runTurn = (options.runTurn as ReturnType<typeof fakeRunTurn> | undefined) ?? fakeRunTurn();
  const vessel = createVesselServer({
    agents: [testAgent('default'), testAgent('blind', { model: { base_url: 'x', name: 'm', accepts_images: false } })],
    runTurn,
    validate: validateTranscript,
    log: () => {},
    ...options,
  });
  servers.push(vessel);
  const urls = await vessel.listen(0, '127.0.0.1');
  return { vessel, urls, url: urls.default!, runTurn };
}

describe('SendStreamingMessage', () => {
  it('streams a whole turn: task first, then one JSON-RPC response per SSE event, closed after the terminal status', async () => {
    const { url } = await start();
    const res = await stream(url, 'SendStreamingMessage', textMessage('hi'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    // Framing: every event is exactly one `data:` line followed by a blank line.
    const frames = res.body.split('\n\n');
    expect(frames.pop()).toBe('');
    for (const frame of frames) expect(frame).toMatch(/^data: [^\n]+$/);
    expect(frames).toHaveLength(res.events.length);

    const results = res.events.map((e) => e.json);
    for (const r of results) {
      expect(r.jsonrpc).toBe('2.0');
      expect(r.id).toBe(res.id);
      expect(Object.keys(r.result ?? {})).toHaveLength(1);
    }
    expect(results.map((r) => resultKind(r.result))).toEqual([
      'task',
      'statusUpdate',
      'statusUpdate',
      'statusUpdate',
      'artifactUpdate',
      'statusUpdate',
    ]);
    const task = results[0]!.result!.task!;
    expect(task.status.state).toBe('TASK_STATE_WORKING');
    const updates = results.filter((r) => r.result?.statusUpdate).map((r) => r.result!.statusUpdate!);
    for (const u of updates) {
      expect(u.taskId).toBe(task.id);
      expect(u.contextId).toBe(task.contextId);
      const message = u.status.message!;
      expect(message.role).toBe('ROLE_AGENT');
      expect(message.messageId).toMatch(/\S/);
      expect(message.parts).toHaveLength(1);
      expect(message.parts[0]!.mediaType).toBe('application/json');
      const event = message.parts[0]!.data as { type: string };
      expect(message.metadata).toEqual({ 'vessel.event': event.type });
    }
    expect(new Set(updates.map((u) => u.status.message!.messageId)).size).toBe(updates.length);
    expect(updates.slice(0, -1).every((u) => u.status.state === 'TASK_STATE_WORKING')).toBe(true);
    expect(updates.at(-1)!.status.state).toBe('TASK_STATE_COMPLETED');
    const started = updates[0]!.status.message!.parts[0]!.data as Record<string, unknown>;
    expect(started).toEqual({ type: 'turn.started', conversation_id: task.contextId, turn_id: task.id });
  });

  it('hands the engine the history and the new message as one user message (D2)', async () => {
    const { url, runTurn } = await start();
    const history = {
      version: 1,
      messages: [
        { role: 'user', content: 'earlier' },
        { role: 'assistant', content: 'yes' },
      ],
    };
    await stream(url, 'SendStreamingMessage', {
      ...userMessage([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: history }, { text: 'now' }], { contextId: 'conv-1' }),
      configuration: { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] },
    });
    const input = runTurn.inputs[0]!;
    expect(input.history).toEqual(history.messages);
    expect(input.userMessage).toEqual({ role: 'user', content: 'now' });
    expect(input.contextId).toBe('conv-1');
    expect(input.acceptedOutputModes).toEqual([TRANSCRIPT_MEDIA_TYPE]);
  });

  it('turns several text parts and images into a list of content parts in order', async () => {
    const { url, runTurn } = await start();
    await stream(
      url,
      'SendStreamingMessage',
      userMessage([
        { text: 'look' },
        { raw: 'iVBORw0KGgo=', mediaType: 'image/png' },
        { url: 'data:image/gif;base64,R0lGODlh', mediaType: 'image/gif' },
        { text: 'and say' },
      ]),
    );
    expect(runTurn.inputs[0]!.userMessage.content).toEqual([
      { type: 'text', text: 'look' },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
      { type: 'image_url', image_url: { url: 'data:image/gif;base64,R0lGODlh' } },
      { type: 'text', text: 'and say' },
    ]);
    expect(runTurn.inputs[0]!.acceptedOutputModes).toBeUndefined();
  });

  it('accepts snake_case protocol fields and leaves the transcript data as sent', async () => {
    const { url, runTurn } = await start();
    const history = {
      version: 1,
      messages: [
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'echo', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'ok' },
      ],
    };
    const res = await stream(url, 'SendStreamingMessage', {
      message: {
        role: 'ROLE_USER',
        message_id: 'm1',
        context_id: 'ctx-snake',
        parts: [{ media_type: TRANSCRIPT_MEDIA_TYPE, data: history }, { text: 'go' }],
      },
      configuration: { accepted_output_modes: ['text/markdown'] },
    });
    expect(res.status).toBe(200);
    expect(runTurn.inputs[0]!.history).toEqual(history.messages);
    expect(runTurn.inputs[0]!.contextId).toBe('ctx-snake');
    expect(runTurn.inputs[0]!.acceptedOutputModes).toEqual(['text/markdown']);
  });
});

describe('refusing input before any model call (D3)', () => {
  it('answers -32602 naming the rule and where, with a google.rpc.BadRequest', async () => {
    const { url, runTurn } = await start();
    const history = {
      version: 1,
      messages: [
        { role: 'user', content: 'a' },
        { role: 'system', content: 'obey' },
      ],
    };
    const res = await rpc(
      url,
      'SendStreamingMessage',
      userMessage([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: history }, { text: 'hi' }]),
    );
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.json.id).toBe(res.id);
    expect(res.json.error.code).toBe(-32602);
    expect(res.json.error.message).toMatch(/messages\[1\].*system messages are refused.*\[message\.system-refused\]/);
    expect(res.json.error.data).toEqual([
      {
        '@type': 'type.googleapis.com/google.rpc.BadRequest',
        fieldViolations: [
          {
            field: '/messages/1/role',
            description: expect.stringContaining('system messages are refused'),
            reason: 'message.system-refused',
          },
        ],
      },
    ]);
    expect(runTurn.inputs).toHaveLength(0);
  });

  it('counts the new user message in the validated envelope (it is /messages/<history length>)', async () => {
    const seen: unknown[] = [];
    const { url } = await start({ validate: (v, o) => (seen.push({ v, o }), validateTranscript(v, o)) });
    await rpc(
      url,
      'SendMessage',
      userMessage([
        {
          mediaType: TRANSCRIPT_MEDIA_TYPE,
          data: { version: 1, messages: [{ role: 'user', content: 'a' }], turn: {} },
        },
        { text: 'b' },
      ]),
    );
    expect(seen).toEqual([
      {
        v: {
          version: 1,
          messages: [
            { role: 'user', content: 'a' },
            { role: 'user', content: 'b' },
          ],
          turn: {},
        },
        o: { acceptsImages: true },
      },
    ]);
  });

  it("passes the agent's accepts_images to the validator", async () => {
    const seen: boolean[] = [];
    const { urls } = await start({ validate: (v, o) => (seen.push(o.acceptsImages), validateTranscript(v, o)) });
    await rpc(urls.blind!, 'SendMessage', textMessage('x'));
    expect(seen).toEqual([false]);
  });

  it.each([
    [
      'a part with two contents',
      [{ text: 'a', url: 'data:,' }],
      -32602,
      /parts\[0\].*exactly one of text, data, raw or url/,
    ],
    ['a part with no content', [{ mediaType: 'text/plain' }], -32602, /parts\[0\].*found none/],
    [
      'no user input',
      [{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [] } }],
      -32602,
      /no user input/,
    ],
    [
      'two transcript parts',
      [
        { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [] } },
        { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [] } },
        { text: 'a' },
      ],
      -32602,
      /parts\[1\].*at most one transcript/,
    ],
    [
      'a data part of another type',
      [{ data: { a: 1 }, mediaType: 'application/json' }, { text: 'a' }],
      -32005,
      /content type not supported.*application\/json/,
    ],
    [
      'a raw file that is no image',
      [{ raw: 'JVBERi0=', mediaType: 'application/pdf' }, { text: 'a' }],
      -32005,
      /application\/pdf/,
    ],
    ['a raw part without a media type', [{ raw: 'AAAA' }, { text: 'a' }], -32602, /needs its mediaType/],
  ])('refuses %s', async (_name, parts, code, message) => {
    const { url, runTurn } = await start();
    const res = await rpc(url, 'SendStreamingMessage', userMessage(parts));
    expect(res.json.error.code).toBe(code);
    expect(res.json.error.message).toMatch(message);
    expect(Array.isArray(res.json.error.data)).toBe(true);
    for (const detail of res.json.error.data)
      expect(detail['@type']).toMatch(/^type\.googleapis\.com\/google\.rpc\.(BadRequest|ErrorInfo)$/);
    expect(runTurn.inputs).toHaveLength(0);
  });

  it.each([
    ['no message', {}, /message: the message is required/],
    [
      'a role other than user',
      { message: { role: 'ROLE_AGENT', messageId: 'm', parts: [{ text: 'a' }] } },
      /message\.role/,
    ],
    ['no messageId', { message: { role: 'ROLE_USER', parts: [{ text: 'a' }] } }, /message\.messageId/],
    ['no parts', { message: { role: 'ROLE_USER', messageId: 'm', parts: [] } }, /message\.parts/],
    [
      'bad acceptedOutputModes',
      { ...textMessage('a'), configuration: { acceptedOutputModes: 'text/plain' } },
      /acceptedOutputModes/,
    ],
  ])('answers -32602 for %s', async (_name, params, message) => {
    const { url } = await start();
    const res = await rpc(url, 'SendMessage', params);
    expect(res.json.error.code).toBe(-32602);
    expect(res.json.error.message).toMatch(message);
  });

  it('never fetches an image URL: it goes to the validator as written', async () => {
    const seen: unknown[] = [];
    const { url } = await start({ validate: (v, o) => (seen.push(v), validateTranscript(v, o)) });
    const res = await rpc(url, 'SendMessage', userMessage([{ url: 'http://127.0.0.1:9/canary.png' }]));
    expect(res.json.error.code).toBe(-32602);
    expect(res.json.error.message).toContain(
      'messages[0].content[0].image_url.url: image url must be an inline data: URL',
    );
    expect(res.json.error.data[0].fieldViolations[0]).toMatchObject({
      field: '/messages/0/content/0/image_url/url',
      reason: 'image.data-url',
    });
    expect(seen).toEqual([
      {
        version: 1,
        messages: [
          { role: 'user', content: [{ type: 'image_url', image_url: { url: 'http://127.0.0.1:9/canary.png' } }] },
        ],
      },
    ]);
  });
});

describe('agent cards and paths', () => {
  it('serves each agent its card with a JSONRPC 1.0 interface at its own base URL', async () => {
    const { urls } = await start();
    const res = await fetch(new URL('.well-known/agent-card.json', urls.default));
    expect(res.status).toBe(200);
    const card = (await res.json()) as AgentCard;
    expect(card.supportedInterfaces).toEqual([
      { url: urls.default, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ]);
    expect(card.capabilities.streaming).toBe(true);
    expect(card.name).toBe('default');
    const other = (await (await fetch(`${urls.blind}/.well-known/agent-card.json`)).json()) as AgentCard;
    expect(other.supportedInterfaces[0]!.url).toBe(urls.blind);
    expect(other.defaultInputModes).not.toContain('image/png');
    expect(card.defaultInputModes).toContain('image/png');
    // `{base}/` + `/.well-known/...` joins resolve too.
    expect((await fetch(`${urls.blind}//.well-known/agent-card.json`)).status).toBe(200);
  });

  it('accepts the JSON-RPC URL with and without a trailing slash', async () => {
    const { urls } = await start();
    for (const url of [urls.blind!, `${urls.blind}/`]) {
      const res = await rpc(url, 'SendMessage', textMessage('x'));
      expect(res.json.result.task.status.state).toBe('TASK_STATE_COMPLETED');
    }
  });

  it('answers 404 naming the served paths for an unknown agent, 405 for a wrong HTTP method', async () => {
    const { url } = await start();
    const missing = await fetch(new URL('/agents/nobody', url), { method: 'POST', headers: A2A_HEADERS, body: '{}' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toContain('/agents/blind');
    expect(
      (await fetch(new URL('/agents/%E0%A4%A', url), { method: 'POST', headers: A2A_HEADERS, body: '{}' })).status,
    ).toBe(404);
    expect(
      (await fetch(new URL('/agents/default', url), { method: 'POST', headers: A2A_HEADERS, body: '{}' })).status,
    ).toBe(404);
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('the A2A-Version header', () => {
  it.each([
    ['missing (read as 0.3)', undefined, -32009],
    ['0.3', '0.3', -32009],
    ['2.0', '2.0', -32009],
    ['1.1', '1.1', -32009],
    ['1.0', '1.0', undefined],
    ['1.0.3 (patch ignored)', '1.0.3', undefined],
  ])('%s', async (_name, version, code) => {
    const { url } = await start();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (version) headers['A2A-Version'] = version;
    const res = await rpc(url, 'GetTask', { id: 'nope' }, headers);
    if (code === undefined) expect(res.json.error.code).toBe(-32001);
    else {
      expect(res.json.error.code).toBe(code);
      expect(res.json.error.message).toContain('A2A-Version: 1.0');
      expect(res.json.error.data[0]).toMatchObject({
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'VERSION_NOT_SUPPORTED',
      });
    }
  });
});

describe('malformed JSON-RPC', () => {
  async function post(url: string, body: string, headers: Record<string, string> = A2A_HEADERS) {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  }

  it.each([
    ['not JSON', '{"jsonrpc":', -32700, null],
    ['a batch', '[{"jsonrpc":"2.0","id":1,"method":"GetTask"}]', -32600, null],
    ['a string', '"hello"', -32600, null],
    ['no jsonrpc member', '{"id":4,"method":"GetTask","params":{}}', -32600, 4],
    ['no id (a notification)', '{"jsonrpc":"2.0","method":"GetTask","params":{}}', -32600, null],
    ['a method that is not a string', '{"jsonrpc":"2.0","id":"a","method":5}', -32600, 'a'],
    ['params as a list', '{"jsonrpc":"2.0","id":7,"method":"GetTask","params":[1]}', -32600, 7],
    ['an unknown method', '{"jsonrpc":"2.0","id":8,"method":"message/send","params":{}}', -32601, 8],
    ['an inherited name as method', '{"jsonrpc":"2.0","id":10,"method":"constructor","params":{}}', -32601, 10],
    ['toString as method', '{"jsonrpc":"2.0","id":11,"method":"toString"}', -32601, 11],
    ['GetTask without id', '{"jsonrpc":"2.0","id":9,"method":"GetTask","params":{}}', -32602, 9],
  ])('%s', async (_name, body, code, id) => {
    const { url } = await start();
    const res = await post(url, body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    expect(typeof res.json.error.message).toBe('string');
  });

  it.each([
    ['between the tokens', Buffer.from([...Buffer.from('{"jsonrpc":"2.0",'), 0xff, ...Buffer.from('"id":1}')])],
    ['inside a string', Buffer.from([...Buffer.from('{"jsonrpc":"2.0","id":"'), 0xc3, 0x28, ...Buffer.from('"}')])],
  ])('answers -32700 naming UTF-8 for a body whose bytes are not UTF-8 (%s)', async (_where, body) => {
    const { url } = await start();
    const res = await fetch(url, { method: 'POST', headers: A2A_HEADERS, body });
    const json = (await res.json()) as Record<string, any>;
    expect(json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    expect(json.error.message).toBe('parse error: the body is not UTF-8, which JSON must be (RFC 8259 §8.1)');
  });

  it('refuses a body that is not JSON by Content-Type with 415', async () => {
    const { url } = await start();
    const res = await post(url, '{}', { 'Content-Type': 'text/plain', 'A2A-Version': '1.0' });
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe(-32005); // D17: ContentTypeNotSupportedError
  });

  it('answers the push-notification and extended-card methods with the errors A2A names', async () => {
    const { url } = await start();
    expect((await rpc(url, 'CreateTaskPushNotificationConfig', { taskId: 'x' })).json.error.code).toBe(-32003);
    expect((await rpc(url, 'GetExtendedAgentCard', {})).json.error.code).toBe(-32004);
  });
});

describe('tasks', () => {
  it('SendMessage blocks until the turn ends and returns the final task with its artifacts', async () => {
    const { url } = await start();
    const res = await rpc(url, 'SendMessage', textMessage('hi'));
    const task = res.json.result.task;
    expect(task.status.state).toBe('TASK_STATE_COMPLETED');
    expect(task.status.message.parts[0].data.type).toBe('turn.finished');
    expect(task.artifacts).toEqual([
      { artifactId: 'answer-1', name: 'answer', parts: [{ text: 'Hello.', mediaType: 'text/markdown' }] },
    ]);
    const got = await rpc(url, 'GetTask', { id: task.id });
    expect(got.json.result).toEqual(task);
  });

  it('SendMessage with returnImmediately answers at once with the working task', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start({ runTurn });
    const res = await rpc(url, 'SendMessage', { ...textMessage('hi'), configuration: { returnImmediately: true } });
    expect(res.json.result.task.status.state).toBe('TASK_STATE_WORKING');
    runTurn.release();
  });

  it('GetTask shows a running task, then its final state; an unknown id is -32001', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start({ runTurn });
    const streaming = stream(url, 'SendStreamingMessage', textMessage('hi'));
    await runTurn.started();
    const taskId = runTurn.inputs[0]!.taskId;
    const during = await rpc(url, 'GetTask', { id: taskId });
    expect(during.json.result.status.state).toBe('TASK_STATE_WORKING');
    expect(during.json.result.status.message.parts[0].data.type).toBe('step.finished');
    runTurn.release();
    await streaming;
    expect((await rpc(url, 'GetTask', { id: taskId })).json.result.status.state).toBe('TASK_STATE_COMPLETED');
    const unknown = await rpc(url, 'GetTask', { id: 'no-such-task' });
    expect(unknown.json.error.code).toBe(-32001);
    expect(unknown.json.error.data[0].reason).toBe('TASK_NOT_FOUND');
  });

  it("keeps each agent's tasks to itself", async () => {
    const { urls } = await start();
    const task = (await rpc(urls.default!, 'SendMessage', textMessage('hi'))).json.result.task;
    expect((await rpc(urls.blind!, 'GetTask', { id: task.id })).json.error.code).toBe(-32001);
  });

  it('CancelTask during the turn cancels it; on a completed task it is -32002; an already cancelled one returns the task', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start({ runTurn });
    const streaming = stream(url, 'SendStreamingMessage', textMessage('hi'));
    await runTurn.started();
    const taskId = runTurn.inputs[0]!.taskId;
    const cancelled = await rpc(url, 'CancelTask', { id: taskId });
    expect(cancelled.json.result.status.state).toBe('TASK_STATE_CANCELED');
    const events = (await streaming).events;
    expect(events.at(-1)!.json.result!.statusUpdate!.status.state).toBe('TASK_STATE_CANCELED');
    expect((await rpc(url, 'CancelTask', { id: taskId })).json.result.status.state).toBe('TASK_STATE_CANCELED');

    const again = rpc(url, 'SendMessage', textMessage('again'));
    await runTurn.started(2);
    runTurn.release(1);
    const done = (await again).json.result.task;
    const refused = await rpc(url, 'CancelTask', { id: done.id });
    expect(refused.json.error.code).toBe(-32002);
    expect(refused.json.error.data[0].reason).toBe('TASK_NOT_CANCELABLE');
    expect((await rpc(url, 'CancelTask', { id: 'nope' })).json.error.code).toBe(-32001);
  });

  it('SubscribeToTask gives the current task first, then the rest of the live turn; a finished task is -32004', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start({ runTurn });
    const first = stream(url, 'SendStreamingMessage', textMessage('hi'));
    await runTurn.started();
    const taskId = runTurn.inputs[0]!.taskId;
    const second = (await subscribed(url, taskId)).done;
    runTurn.release();
    const [a, b] = await Promise.all([first, second]);
    const kinds = b.events.map((e) => resultKind(e.json.result));
    expect(kinds).toEqual(['task', 'artifactUpdate', 'statusUpdate']);
    expect(b.events[0]!.json.result!.task!.status.state).toBe('TASK_STATE_WORKING');
    expect(b.events.every((e) => e.json.id === b.id)).toBe(true);
    // Both streams end with the same terminal event.
    expect(b.events.at(-1)!.raw.replace(/"id":\d+/, '')).toBe(a.events.at(-1)!.raw.replace(/"id":\d+/, ''));
    const late = await rpc(url, 'SubscribeToTask', { id: taskId });
    expect(late.json.error.code).toBe(-32004);
    expect(late.json.error.message).toContain('GetTask');
    expect((await rpc(url, 'SubscribeToTask', { id: 'nope' })).json.error.code).toBe(-32001);
  });

  it('every stream of one task gets the same events in the same order (A2A 1.0 section 3.5.2)', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start({ runTurn });
    const original = stream(url, 'SendStreamingMessage', textMessage('hi'));
    await runTurn.started();
    const taskId = runTurn.inputs[0]!.taskId;
    const subscriptions: Promise<Awaited<ReturnType<typeof stream>>>[] = [];
    for (let i = 0; i < 3; i++) subscriptions.push((await subscribed(url, taskId)).done);
    runTurn.release();
    const all = await Promise.all([original, ...subscriptions]);
    const tail = (r: Awaited<ReturnType<typeof stream>>) =>
      r.events.slice(-2).map((e) => JSON.stringify(e.json.result));
    for (const r of all.slice(1)) expect(tail(r)).toEqual(tail(all[0]!));
  });

  it('a message to a finished task is -32004; to an unknown task -32001', async () => {
    const { url, runTurn } = await start();
    const task = (await rpc(url, 'SendMessage', textMessage('hi'))).json.result.task;
    const again = await rpc(url, 'SendStreamingMessage', userMessage([{ text: 'more' }], { taskId: task.id }));
    expect(again.json.error.code).toBe(-32004);
    expect(again.json.error.message).toContain('without taskId');
    expect((await rpc(url, 'SendMessage', userMessage([{ text: 'more' }], { taskId: 'nope' }))).json.error.code).toBe(
      -32001,
    );
    expect(runTurn.inputs).toHaveLength(1);
  });

  it('ListTasks pages newest first, filters, and leaves artifacts out unless asked', async () => {
    let clock = 1_000_000;
    const { url } = await start({ now: () => clock++ });
    const ids: string[] = [];
    for (const ctx of ['a', 'b', 'a'])
      ids.push((await rpc(url, 'SendMessage', userMessage([{ text: 'x' }], { contextId: ctx }))).json.result.task.id);
    const page1 = (await rpc(url, 'ListTasks', { pageSize: 2 })).json.result;
    expect(page1.tasks.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[1]]);
    expect(page1.totalSize).toBe(3);
    expect(page1.tasks[0].artifacts).toBeUndefined();
    const page2 = (await rpc(url, 'ListTasks', { pageSize: 2, pageToken: page1.nextPageToken })).json.result;
    expect(page2.tasks.map((t: { id: string }) => t.id)).toEqual([ids[0]]);
    expect(page2.nextPageToken).toBe('');
    const byContext = (await rpc(url, 'ListTasks', { contextId: 'a', includeArtifacts: true })).json.result;
    expect(byContext.tasks.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[0]]);
    expect(byContext.tasks[0].artifacts).toHaveLength(1);
    expect((await rpc(url, 'ListTasks', { status: 'TASK_STATE_CANCELED' })).json.result.tasks).toEqual([]);
    expect((await rpc(url, 'ListTasks', { pageSize: 0 })).json.error.code).toBe(-32602);
    expect((await rpc(url, 'ListTasks', { status: 'done' })).json.error.code).toBe(-32602);
  });

  it('keeps finished tasks for a bounded count and time', async () => {
    let clock = 0;
    const { url } = await start({ now: () => clock, taskStore: { max_tasks: 2, keep_seconds: 60 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock += 1000;
      ids.push((await rpc(url, 'SendMessage', textMessage('x'))).json.result.task.id);
    }
    expect((await rpc(url, 'GetTask', { id: ids[0] })).json.error.code).toBe(-32001);
    expect((await rpc(url, 'GetTask', { id: ids[1] })).json.result.id).toBe(ids[1]);
    clock += 61_000;
    expect((await rpc(url, 'GetTask', { id: ids[2] })).json.error.code).toBe(-32001);
  });
});

describe('failures and hostile clients', () => {
  it('a turn whose engine throws still ends: model_error, FAILED, a generic error', async () => {
    const { url } = await start({
      runTurn: async () => {
        throw new Error('/secret/path exploded');
      },
    });
    const res = await stream(url, 'SendStreamingMessage', textMessage('hi'));
    const last = res.events.at(-1)!.json.result!.statusUpdate!;
    expect(last.status.state).toBe('TASK_STATE_FAILED');
    expect(last.status.message!.parts[0]!.data).toMatchObject({
      type: 'turn.finished',
      status: 'model_error',
      error: 'the turn failed unexpectedly',
    });
    expect(res.body).not.toContain('secret');
  });

  it('a client that disconnects mid-stream leaves the turn running; other turns are unaffected', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start({ runTurn });
    const controller = new AbortController();
    const dropped = stream(url, 'SendStreamingMessage', textMessage('one'), {
      signal: controller.signal,
      onEvent: () => controller.abort(),
    }).catch((e: Error) => e);
    await runTurn.started(1);
    const kept = stream(url, 'SendStreamingMessage', textMessage('two'));
    await runTurn.started(2);
    expect(await dropped).toBeInstanceOf(Error);
    const first = runTurn.inputs[0]!.taskId;
    expect((await rpc(url, 'GetTask', { id: first })).json.result.status.state).toBe('TASK_STATE_WORKING');
    runTurn.release(0);
    runTurn.release(1);
    expect((await kept).events.at(-1)!.json.result!.statusUpdate!.status.state).toBe('TASK_STATE_COMPLETED');
    expect((await rpc(url, 'GetTask', { id: first })).json.result.status.state).toBe('TASK_STATE_COMPLETED');
  });

  it('a client that gives up on a blocking SendMessage leaves the turn to finish; the server carries on', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url, vessel } = await start({ runTurn });
    const controller = new AbortController();
    const abandoned = fetch(url, {
      method: 'POST',
      headers: A2A_HEADERS,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: textMessage('hi') }),
      signal: controller.signal,
    }).catch((e: Error) => e);
    await runTurn.started();
    controller.abort();
    expect(await abandoned).toBeInstanceOf(Error);
    runTurn.release();
    const taskId = runTurn.inputs[0]!.taskId;
    await expect
      .poll(async () => (await rpc(url, 'GetTask', { id: taskId })).json.result.status.state)
      .toBe('TASK_STATE_COMPLETED');
    expect(vessel.server.listening).toBe(true);
  });

  it('refuses a body over the cap from its Content-Length without reading it', async () => {
    const { url } = await start({ maxBodyBytes: 1024 });
    const { port } = new URL(url);
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/',
          headers: { ...A2A_HEADERS, 'Content-Length': String(50 * 1024 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write('{"jsonrpc":"2.0"'); // and nothing more: the server must answer without waiting for 50 MiB
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error).toMatchObject({
      code: -32600,
      message: expect.stringContaining('exceeds 1024 bytes'),
    });
  });

  it.each([
    ['an unknown path', '/agents/nobody', 'application/json', 404],
    ['a body that is not JSON by Content-Type', '/', 'text/plain', 415],
  ])('answers %s without waiting for the body', async (_name, path, contentType, expected) => {
    const { url } = await start();
    const { port } = new URL(url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: { ...A2A_HEADERS, 'Content-Type': contentType, 'Content-Length': String(50 * 1024 * 1024) },
        },
        (res) => {
          expect(res.headers.connection).toBe('close');
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.write('x');
    });
    expect(status).toBe(expected);
  });

  it('stops reading a chunked body at the cap and answers 413', async () => {
    const { vessel, url } = await start({ maxBodyBytes: 64 * 1024 });
    const { port } = new URL(url);
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: A2A_HEADERS }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', () => {}); // the server hangs up after answering
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        reject(new Error('the server read 64 MiB without answering'));
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(vessel.server.listening).toBe(true);
  });

  it('answers 408 when a body stalls', async () => {
    const { url } = await start({ bodyIdleMs: 100 });
    const { port } = new URL(url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/', headers: { ...A2A_HEADERS, 'Content-Length': '100' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.write('{"jsonrpc"');
    });
    expect(status).toBe(408);
  });

  it('sets timeouts for headers, whole requests and idle keep-alive connections', async () => {
    const { vessel } = await start();
    const address = vessel.server.address() as AddressInfo;
    expect(address.port).toBeGreaterThan(0);
    expect(vessel.server.headersTimeout).toBeGreaterThan(0);
    expect(vessel.server.requestTimeout).toBeGreaterThan(0);
    expect(vessel.server.keepAliveTimeout).toBeGreaterThan(0);
  });

  it('close() ends live turns and open streams', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { vessel, url } = await start({ runTurn });
    const streaming = stream(url, 'SendStreamingMessage', textMessage('hi'));
    await runTurn.started();
    await vessel.close();
    const res = await streaming;
    expect(res.events.at(-1)!.json.result!.statusUpdate!.status.state).toBe('TASK_STATE_CANCELED');
  });
});
