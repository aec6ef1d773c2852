import { afterEach, describe, expect, it } from 'vitest';
import { buildSendParams, resolveSteps, runTurn, snakeCaseKeys, streamEventKind, turnCaps } from '../../src/runner/turn.ts';
import { A2AClient } from '../../src/a2a/client.ts';
import { DEFAULT_CAPS } from '../../src/a2a/recorder.ts';
import type { CaseContext } from '../../src/runner/case.ts';
import type { ProfileAgent } from '../../src/runner/profile-schema.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import { fakeModel, profileAt } from './fakes.ts';

const agent: ProfileAgent = { name: 'a', url: 'http://x', tools: { fast: { name: 'echo', arguments: { text: 'hi' } } } };

describe('the application message (D2)', () => {
  const history = [{ role: 'user', content: 'before' }, { role: 'assistant', content: 'reply' }];
  it('parts input: one transcript part with the history, then the text, then images', () => {
    const params = buildSendParams({ history, images: [{ mediaType: 'image/png', base64: 'AAAA' }, { mediaType: 'image/png', base64: 'BBBB', as: 'url' }], acceptedOutputModes: ['text/markdown'] }, 'hello\nvessel-kit:script=x', profileAt('http://x'), 'conv-1');
    expect(params.message).toMatchObject({ role: 'ROLE_USER', contextId: 'conv-1' });
    expect(params.message.messageId).toBeTruthy();
    expect(params.message.parts).toEqual([
      { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: history } },
      { text: 'hello\nvessel-kit:script=x' },
      { raw: 'AAAA', mediaType: 'image/png' },
      { url: 'data:image/png;base64,BBBB', mediaType: 'image/png' },
    ]);
    expect(params.configuration).toEqual({ acceptedOutputModes: ['text/markdown'] });
  });
  it('no history: no transcript part at all', () => {
    expect(buildSendParams({}, 'hi', profileAt('http://x'), 'c').message.parts).toEqual([{ text: 'hi' }]);
  });
  it('transcript-tail input: the new user message is the transcript\'s last message', () => {
    const profile = { ...profileAt('http://x'), input: 'transcript-tail' as const };
    expect(buildSendParams({ history }, 'hi', profile, 'c').message.parts).toEqual([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [...history, { role: 'user', content: 'hi' }] } }]);
    // An envelope too broken to append to goes as it is.
    expect(buildSendParams({ transcript: [1, 2] }, 'hi', profile, 'c').message.parts).toEqual([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: [1, 2] }]);
  });
  it('a raw transcript is sent exactly as given', () => {
    expect(buildSendParams({ transcript: { version: 2, messages: [] } }, 'hi', profileAt('http://x'), 'c').message.parts[0]).toEqual({ mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 2, messages: [] } });
  });
});

describe('turn caps', () => {
  it('stretch to the declared deadline and slow tool, scaled; never below the defaults', () => {
    expect(turnCaps(DEFAULT_CAPS, { name: 'a', url: 'http://x' }, 1)).toEqual({ totalMs: DEFAULT_CAPS.totalMs, idleMs: DEFAULT_CAPS.idleMs });
    expect(turnCaps(DEFAULT_CAPS, { name: 'a', url: 'http://x', deadline_seconds: 30 }, 2)).toEqual({ totalMs: 80_000, idleMs: 70_000 });
    expect(turnCaps(DEFAULT_CAPS, { name: 'a', url: 'http://x', tools: { slow: { name: 's', arguments: {}, runs_ms: 20_000 } } }, 1).idleMs).toBe(25_000);
  });
});

describe('tool placeholders', () => {
  it('$fast takes the declared tool use; other names stay', () => {
    expect(resolveSteps([{ tool_calls: [{ name: '$fast' }, { name: '$any' }, { name: '$fast', arguments_raw: '{bad' }] }], agent)[0]?.tool_calls).toEqual([
      { name: 'echo', arguments: { text: 'hi' } },
      { name: '$any' },
      { name: 'echo', arguments_raw: '{bad' },
    ]);
  });
  it('a tool named like an Object.prototype key is a real tool name, not a placeholder', () => {
    expect(resolveSteps([{ tool_calls: [{ name: 'constructor' }, { name: 'toString' }] }], agent)[0]?.tool_calls).toEqual([{ name: 'constructor' }, { name: 'toString' }]);
  });
  it('an undeclared placeholder is the kit\'s error, naming what is missing', () => {
    expect(() => resolveSteps([{ tool_calls: [{ name: '$slow' }] }], agent)).toThrow(/declares no tools\.slow/);
  });
});

const sse = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;
const status = (type: string, state = 'TASK_STATE_WORKING') => ({
  jsonrpc: '2.0',
  id: '1',
  result: { statusUpdate: { taskId: 't-1', contextId: 'c', status: { state, message: { role: 'ROLE_AGENT', messageId: type, parts: [{ mediaType: 'application/json', data: { type } }] } } } },
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('runTurn', () => {
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
          res.write(sse({ jsonrpc: '2.0', id: '1', result: { task: { id: 't-1', contextId: 'c', status: { state: 'TASK_STATE_SUBMITTED' } } } }));
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
    const ctx: CaseContext = {
      caseId: 'c1',
      profile: profileAt(server.url),
      agent: { ...agent, url: server.url },
      client,
      clientFor: () => client,
      model,
      random: () => 0.5,
      timeoutScale: 1,
      caps: DEFAULT_CAPS,
      newScriptId: () => 'c1-abc-1',
      runTurn: (spec) => runTurn(ctx, spec),
      signal: new AbortController().signal,
    };
    const turn = await ctx.runTurn({ steps: [{ text: 'hi', tool_calls: [{ name: '$fast' }] }], text: 'Go.', cancelAfter: { event: 'text.delta' } });
    expect(model.scripts).toEqual([{ id: 'c1-abc-1', steps: [{ text: 'hi', tool_calls: [{ name: 'echo', arguments: { text: 'hi' } }] }] }]);
    expect(turn.input.userText).toBe('Go.\nvessel-kit:script=c1-abc-1');
    expect(turn.scriptId).toBe('c1-abc-1');
    expect(calls.map((c) => c.method)).toEqual(['SendStreamingMessage', 'CancelTask', 'GetTask']);
    expect(calls[1]?.params).toEqual({ id: 't-1' });
    expect(turn.cancel?.status).toBe(200);
    expect(turn.getTask?.body?.json).toMatchObject({ result: { id: 't-1' } });
    expect(turn.turn.sse?.map(streamEventKind)).toEqual(['task', 'turn.started', 'text.delta', 'turn.finished']);
    expect(turn.turn.end.how).toBe('complete');

    // hangUpAfter: the kit drops the stream itself; recorded as aborted, not as the target's failure.
    const dropped = await ctx.runTurn({ text: 'Again.', hangUpAfter: { event: 'turn.started' }, getTask: false });
    expect(dropped.turn.end.how).toBe('aborted');
    // Events that arrived in the same chunk as the trigger are still recorded; nothing after.
    expect(dropped.turn.sse?.map(streamEventKind)).toEqual(['task', 'turn.started', 'text.delta']);
  });
});

describe('snake_case requests (a2a.snake-case-accepted)', () => {
  it('renames every field of the A2A message, but leaves data and metadata values as the caller wrote them', () => {
    const params = {
      message: { messageId: 'm1', contextId: 'c1', parts: [{ mediaType: 'x/y', data: { keepMe: { innerKey: 1 } } }], metadata: { someKey: 'v' } },
      configuration: { acceptedOutputModes: ['text/markdown'] },
    };
    expect(snakeCaseKeys(params)).toEqual({
      message: { message_id: 'm1', context_id: 'c1', parts: [{ media_type: 'x/y', data: { keepMe: { innerKey: 1 } } }], metadata: { someKey: 'v' } },
      configuration: { accepted_output_modes: ['text/markdown'] },
    });
  });
});

describe('reading stream events live (triggers)', () => {
  const sse = (json: unknown) => ({ index: 0, receivedAt: 0, data: JSON.stringify(json), bytes: 0, json });
  const update = (parts: unknown[]) => sse({ jsonrpc: '2.0', id: 1, result: { statusUpdate: { taskId: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING', message: { messageId: 'm', role: 'ROLE_AGENT', parts } } } } });
  it('names an event by its typed data part wherever it sits, as the checks do', () => {
    expect(streamEventKind(update([{ text: 'narration' }, { mediaType: 'application/json', data: { type: 'text.delta', step: 1, content: 'x' } }]))).toBe('text.delta');
    expect(streamEventKind(sse({ jsonrpc: '2.0', id: 1, result: { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } } } }))).toBe('task');
    expect(streamEventKind(update([{ text: 'no event here' }]))).toBeUndefined();
  });
});
