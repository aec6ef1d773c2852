// Driving one turn at a target (src/runner/drive-turn.ts): its caps, the script and directive,
// cancel and hang-up triggers, GetTask afterwards; and reading live events as the checks do.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import { A2AClient } from '../../src/a2a/client.ts';
import { streamEventKind } from '../../src/a2a/stream-events.ts';
import { driveTurn, turnCaps, type TurnEnvironment } from '../../src/runner/drive-turn.ts';
import type { ProfileAgent } from '../../src/profile/schema.ts';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import { fakeModel, profileAt } from './fakes.ts';

const agent: ProfileAgent = {
  name: 'a',
  url: 'http://x',
  tools: { fast: { name: 'echo', arguments: { text: 'hi' } } },
};

describe('turn caps', () => {
  it('stretch to the declared deadline and slow tool, scaled; never below the defaults', () => {
    expect(turnCaps(DEFAULT_CAPS, { name: 'a', url: 'http://x' }, 1)).toEqual({
      totalMs: DEFAULT_CAPS.totalMs,
      idleMs: DEFAULT_CAPS.idleMs,
    });
    expect(turnCaps(DEFAULT_CAPS, { name: 'a', url: 'http://x', deadline_seconds: 30 }, 2)).toEqual({
      totalMs: 80_000,
      idleMs: 70_000,
    });
    expect(
      turnCaps(
        DEFAULT_CAPS,
        { name: 'a', url: 'http://x', tools: { slow: { name: 's', arguments: {}, runs_ms: 20_000 } } },
        1,
      ).idleMs,
    ).toBe(25_000);
  });
});

const sse = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;
const status = (type: string, state = 'TASK_STATE_WORKING') => ({
  jsonrpc: '2.0',
  id: '1',
  result: {
    statusUpdate: {
      taskId: 't-1',
      contextId: 'c',
      status: {
        state,
        message: { role: 'ROLE_AGENT', messageId: type, parts: [{ mediaType: 'application/json', data: { type } }] },
      },
    },
  },
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('driveTurn', () => {
  it('registers the script, sends the directive, cancels after the chosen event, then asks GetTask', async () => {
    const calls: { method: string; params: unknown }[] = [];
    let cancelled = () => {};
    server = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const rpc = JSON.parse(body) as { method: string; params: unknown };
        calls.push(rpc);
        if (rpc.method === 'SendStreamingMessage') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(
            sse({
              jsonrpc: '2.0',
              id: '1',
              result: { task: { id: 't-1', contextId: 'c', status: { state: 'TASK_STATE_SUBMITTED' } } },
            }),
          );
          res.write(sse(status('turn.started')));
          res.write(sse(status('text.delta')));
          cancelled = () => res.end(sse(status('turn.finished', 'TASK_STATE_CANCELED')));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: '1', result: { id: 't-1' } }));
        if (rpc.method === 'CancelTask') cancelled();
      });
    });
    const model = fakeModel();
    const client = new A2AClient({ baseUrl: server.url });
    const env: TurnEnvironment = {
      caseId: 'c1',
      profile: profileAt(server.url),
      agent: { ...agent, url: server.url },
      client,
      model,
      timeoutScale: 1,
      caps: DEFAULT_CAPS,
      newScriptId: () => 'c1-abc-1',
      signal: new AbortController().signal,
    };
    const turn = await driveTurn(env, {
      steps: [{ text: 'hi', tool_calls: [{ name: '$fast' }] }],
      text: 'Go.',
      cancelAfter: { event: 'text.delta' },
    });
    expect(model.scripts).toEqual([
      { id: 'c1-abc-1', steps: [{ text: 'hi', tool_calls: [{ name: 'echo', arguments: { text: 'hi' } }] }] },
    ]);
    expect(turn.input.userText).toBe('Go.\nvessel-kit:script=c1-abc-1');
    expect(turn.scriptId).toBe('c1-abc-1');
    expect(calls.map((c) => c.method)).toEqual(['SendStreamingMessage', 'CancelTask', 'GetTask']);
    expect(calls[1]?.params).toEqual({ id: 't-1' });
    expect(turn.cancel?.status).toBe(200);
    expect(turn.getTask?.body?.json).toMatchObject({ result: { id: 't-1' } });
    expect(turn.send.sse?.map(streamEventKind)).toEqual(['task', 'turn.started', 'text.delta', 'turn.finished']);
    expect(turn.send.end.how).toBe('complete');
    expect(turn.disturbed).toBeUndefined();

    // hangUpAfter: the kit drops the stream itself; recorded as aborted, not as the target's failure,
    // and the turn says the kit hung up on it, so the checks that read its stream do not judge it.
    const dropped = await driveTurn(env, { text: 'Again.', hangUpAfter: { event: 'turn.started' }, getTask: false });
    expect(dropped.send.end.how).toBe('aborted');
    expect(dropped.disturbed).toEqual(['hung-up']);
    // Events that arrived in the same chunk as the trigger are still recorded; nothing after.
    expect(dropped.send.sse?.map(streamEventKind)).toEqual(['task', 'turn.started', 'text.delta']);
  });
});

describe('reading stream events live (triggers)', () => {
  const sse = (json: unknown) => ({ index: 0, receivedAt: 0, data: JSON.stringify(json), bytes: 0, json });
  const update = (parts: unknown[]) =>
    sse({
      jsonrpc: '2.0',
      id: 1,
      result: {
        statusUpdate: {
          taskId: 't',
          contextId: 'c',
          status: { state: 'TASK_STATE_WORKING', message: { messageId: 'm', role: 'ROLE_AGENT', parts } },
        },
      },
    });
  it('names an event by its typed data part wherever it sits, as the checks do', () => {
    expect(
      streamEventKind(
        update([
          { text: 'narration' },
          { mediaType: 'application/json', data: { type: 'text.delta', step: 1, content: 'x' } },
        ]),
      ),
    ).toBe('text.delta');
    expect(
      streamEventKind(
        sse({
          jsonrpc: '2.0',
          id: 1,
          result: { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } } },
        }),
      ),
    ).toBe('task');
    expect(streamEventKind(update([{ text: 'no event here' }]))).toBeUndefined();
  });
});
