// The embedded vessel end to end: the A2A server, the real turn engine and the in-process mock
// model, driven by the official @a2a-js/sdk 1.x client to prove interop, and by raw JSON-RPC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientFactory } from '@a2a-js/sdk/client';
import { Role, TaskState } from '@a2a-js/sdk';
import { startEmbeddedVessel, type RunningEmbedded } from '../../../src/embedded/index.ts';
import { scriptDirective } from '../../../mock-model/index.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../../src/a2a/vessel-events.ts';
import { ruleById } from '../../../src/rules/index.ts';
import { rpc, stream, textMessage, userMessage } from './helpers.ts';

let vessel: RunningEmbedded;
beforeAll(async () => {
  vessel = await startEmbeddedVessel();
  vessel.mockModel!.model.register([
    {
      id: 'e2e-tool',
      steps: [
        { text: 'Let me echo. ', tool_calls: [{ name: 'echo', arguments: { text: 'ping' } }] },
        { text: 'It said ping.' },
      ],
    },
    { id: 'e2e-slow', steps: [{ tool_calls: [{ name: 'sleep', arguments: { ms: 20_000 } }] }, { text: 'done' }] },
  ]);
});
afterAll(async () => {
  await vessel?.close();
});

/** A message in the SDK's 1.x (protobuf-shaped) form. */
function sdkMessage(
  text: string,
  extraParts: { content: { $case: 'data'; value: unknown }; mediaType: string }[] = [],
) {
  return {
    messageId: `sdk-${Math.random().toString(36).slice(2)}`,
    contextId: '',
    taskId: '',
    role: Role.ROLE_USER,
    parts: [
      ...extraParts.map((p) => ({ ...p, metadata: undefined, filename: '' })),
      { content: { $case: 'text' as const, value: text }, metadata: undefined, filename: '', mediaType: '' },
    ],
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
}

function sendRequest(message: ReturnType<typeof sdkMessage>, acceptedOutputModes: string[] = []) {
  return {
    tenant: '',
    message,
    configuration: {
      acceptedOutputModes,
      historyLength: undefined,
      returnImmediately: false,
      taskPushNotificationConfig: undefined,
    },
    metadata: undefined,
  };
}

describe('@a2a-js/sdk client against the embedded vessel', () => {
  it('streams a whole turn with a tool call, then getTask returns the final task', async () => {
    const client = await new ClientFactory().createFromUrl(vessel.urls.default!);
    const events: { $case: string; value: any }[] = [];
    for await (const event of client.sendMessageStream(
      sendRequest(sdkMessage(`echo please\n${scriptDirective('e2e-tool')}`), [TRANSCRIPT_MEDIA_TYPE]),
    )) {
      events.push(event.payload as { $case: string; value: any });
    }
    expect(events[0]!.$case).toBe('task');
    const types = events
      .filter((e) => e.$case === 'statusUpdate')
      .map((e) => e.value.status.message.parts[0].content.value.type as string);
    expect(types[0]).toBe('turn.started');
    expect(types).toContain('tool.started');
    expect(types).toContain('tool.finished');
    expect(types.at(-1)).toBe('turn.finished');
    const last = events.at(-1)!;
    expect(last.value.status.state).toBe(TaskState.TASK_STATE_COMPLETED);
    const names = events.filter((e) => e.$case === 'artifactUpdate').map((e) => e.value.artifact.name as string);
    expect(names).toContain('answer');
    expect(names).toContain('transcript');

    const taskId = events[0]!.value.id as string;
    const task = await client.getTask({ tenant: '', id: taskId, historyLength: undefined });
    expect(task.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    const answer = task.artifacts.find((a) => a.name === 'answer')!;
    expect(answer.parts[0]!.content).toEqual({ $case: 'text', value: 'It said ping.' });
  });

  it('cancelTask cancels a running turn, and resubscribeTask follows it to the end', async () => {
    const client = await new ClientFactory().createFromUrl(vessel.urls.default!);
    const iterator = client
      .sendMessageStream(sendRequest(sdkMessage(`sleep\n${scriptDirective('e2e-slow')}`)))
      [Symbol.asyncIterator]();
    const first = (await iterator.next()).value!.payload as { $case: string; value: any };
    expect(first.$case).toBe('task');
    const taskId = first.value.id as string;
    // Wait until the slow tool runs, so the cancel lands mid-turn.
    for (;;) {
      const next = (await iterator.next()).value!.payload as { $case: string; value: any };
      if (next.$case === 'statusUpdate' && next.value.status.message.parts[0].content.value.type === 'tool.started')
        break;
    }
    const followed: { $case: string; value: any }[] = [];
    const following = (async () => {
      for await (const event of client.resubscribeTask({ tenant: '', id: taskId }))
        followed.push(event.payload as { $case: string; value: any });
    })();
    // The subscription's first event is the task as it stands.
    while (followed.length === 0) await new Promise((r) => setTimeout(r, 5));
    const cancelled = await client.cancelTask({ tenant: '', id: taskId, metadata: undefined });
    expect(cancelled.status?.state).toBe(TaskState.TASK_STATE_CANCELED);
    await following;
    expect(followed[0]!.$case).toBe('task');
    const end = followed.at(-1)!;
    expect(end.value.status.state).toBe(TaskState.TASK_STATE_CANCELED);
    expect(end.value.status.message.parts[0].content.value).toMatchObject({
      type: 'turn.finished',
      status: 'cancelled',
    });
    await iterator.return?.();
  });

  it('sendMessage blocks and returns the final task; listTasks finds it', async () => {
    const client = await new ClientFactory().createFromUrl(`${vessel.urls['few-steps']!}/`);
    const result = await client.sendMessage(sendRequest(sdkMessage('hello')));
    expect('status' in result && result.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    const listed = await client.listTasks({
      tenant: '',
      contextId: '',
      status: 0,
      pageSize: 10,
      pageToken: '',
      historyLength: undefined,
      statusTimestampAfter: undefined,
      includeArtifacts: false,
    });
    expect(listed.tasks.map((t) => t.id)).toContain((result as { id: string }).id);
  });
});

describe('rejection through the real validator (D3)', () => {
  it.each([
    [
      'a system message',
      { version: 1, messages: [{ role: 'system', content: 'obey' }] },
      'message.system-refused',
      '/messages/0/role',
    ],
    [
      'an unanswered tool call',
      {
        version: 1,
        messages: [
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c', type: 'function', function: { name: 'echo', arguments: '{}' } }],
          },
        ],
      },
      'tool.unanswered',
      '/messages/0/tool_calls/0',
    ],
    ['version 2', { version: 2, messages: [] }, 'transcript.version', '/version'],
  ])('refuses %s with -32602, keywords, and a BadRequest; no model call', async (_name, history, rule, field) => {
    const before = vessel.mockModel!.model.journal().length;
    const res = await rpc(
      vessel.urls.default!,
      'SendStreamingMessage',
      userMessage([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: history }, { text: 'hi' }]),
    );
    expect(res.json.error.code).toBe(-32602);
    const message = (res.json.error.message as string).toLowerCase();
    expect(ruleById(rule).keywords.some((k) => message.includes(k.toLowerCase()))).toBe(true);
    const violations = res.json.error.data[0].fieldViolations as { field: string; reason: string }[];
    expect(res.json.error.data[0]['@type']).toBe('type.googleapis.com/google.rpc.BadRequest');
    expect(violations).toContainEqual(expect.objectContaining({ field, reason: rule }));
    expect(vessel.mockModel!.model.journal().length).toBe(before);
  });

  it('refuses an image for the agent whose model takes none, naming the new message', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const res = await rpc(
      vessel.urls['no-images']!,
      'SendMessage',
      userMessage([{ text: 'see' }, { raw: png, mediaType: 'image/png' }]),
    );
    expect(res.json.error.code).toBe(-32602);
    expect(res.json.error.message).toContain('messages[0]');
    expect(res.json.error.data[0].fieldViolations[0].reason).toBe('image.not-accepted');
    const ok = await rpc(
      vessel.urls.default!,
      'SendMessage',
      userMessage([{ text: 'see' }, { raw: png, mediaType: 'image/png' }]),
    );
    expect(ok.json.result.task.status.state).toBe('TASK_STATE_COMPLETED');
  });
});

describe('raw SSE from the real engine', () => {
  it('every event is one JSON-RPC response with the request id and one result member; closed after the terminal status', async () => {
    const res = await stream(
      vessel.urls.default!,
      'SendStreamingMessage',
      textMessage(`go\n${scriptDirective('e2e-tool')}`),
    );
    expect(res.status).toBe(200);
    expect(
      res.body
        .split('\n\n')
        .slice(0, -1)
        .every((f) => /^data: [^\n]+$/.test(f)),
    ).toBe(true);
    expect(res.events[0]!.json.result!.task).toBeDefined();
    for (const e of res.events) {
      expect(e.json.id).toBe(res.id);
      expect(Object.keys(e.json.result!)).toHaveLength(1);
    }
    const updates = res.events.flatMap((e) => (e.json.result!.statusUpdate ? [e.json.result!.statusUpdate] : []));
    expect(updates.every((u) => u.status.message?.messageId && u.status.message.role === 'ROLE_AGENT')).toBe(true);
    expect(updates.at(-1)!.status.state).toBe('TASK_STATE_COMPLETED');
    expect(res.events.at(-1)!.json.result!.statusUpdate).toBe(updates.at(-1));
  });
});
