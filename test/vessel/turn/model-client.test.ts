import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStreamState, ModelError } from '../../../src/vessel/turn/chat-stream.ts';
import { streamChat, type StreamLimits } from '../../../src/vessel/turn/model-client.ts';
import { delta, frame, sseHead, startRawServer, type RawServer } from './raw-server.ts';

let server: RawServer;
beforeAll(async () => (server = await startRawServer()));
afterAll(() => server.close());

async function call(options: { signal?: AbortSignal; apiKey?: string; limits?: StreamLimits } = {}) {
  const state = new ChatStreamState();
  const pieces: string[] = [];
  const run = streamChat(
    { baseUrl: `${server.baseUrl}/`, ...(options.apiKey ? { apiKey: options.apiKey } : {}) },
    { model: 'm', messages: [{ role: 'user', content: 'hi' }] },
    state,
    {
      signal: options.signal ?? new AbortController().signal,
      ...(options.limits ? { limits: options.limits } : {}),
      onContent: (p) => pieces.push(p),
      onReasoning: (p) => pieces.push(`r:${p}`),
    },
  );
  return { state, pieces, run };
}

describe('model client against hand-written SSE', () => {
  it('posts a streaming request with usage requested and the key as a Bearer token', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.end(delta({ content: 'ok' }, 'stop') + frame('[DONE]'));
    });
    const { run } = await call({ apiKey: 'sk-test-123' });
    await run;
    const last = server.requests.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer sk-test-123');
    expect(JSON.parse(last.body)).toMatchObject({ model: 'm', stream: true, stream_options: { include_usage: true } });
  });

  it('reads fragments split across byte boundaries, the usage chunk, and [DONE]', async () => {
    const bytes = Buffer.from(
      delta({ content: 'Hé😀' }) +
        delta({
          tool_calls: [{ index: 0, id: 'c1', type: 'function', function: { name: 'echo', arguments: '{"text"' } }],
        }) +
        delta({ tool_calls: [{ index: 0, function: { arguments: ':"x"}' } }] }, 'tool_calls') +
        frame({ choices: [], usage: { prompt_tokens: 7, completion_tokens: 3 } }) +
        frame('[DONE]'),
    );
    server.handle((_req, res) => {
      sseHead(res);
      // One byte per write, so UTF-8 sequences and frames are cut everywhere.
      let i = 0;
      const next = () => (i < bytes.length ? res.write(bytes.subarray(i, ++i), next) : res.end());
      next();
    });
    const { state, pieces, run } = await call();
    await run;
    expect(pieces.join('')).toBe('Hé😀');
    expect(state.orderedToolCalls()).toEqual([{ index: 0, id: 'c1', name: 'echo', arguments: '{"text":"x"}' }]);
    expect(state.usage).toEqual({ input: 7, output: 3 });
    expect(state.finishReason).toBe('tool_calls');
  });

  it('keeps the connection for the next call when the body ends after [DONE], and does not wait for an end that never comes', async () => {
    const ports: number[] = [];
    server.handle((req, res) => {
      ports.push(req.socket.remotePort!);
      sseHead(res);
      res.write(delta({ content: 'ok' }, 'stop') + frame('[DONE]'));
      setTimeout(() => res.end(), 20); // the end comes in a write of its own
    });
    await (
      await call()
    ).run;
    await new Promise((r) => setTimeout(r, 50));
    await (
      await call()
    ).run;
    expect(ports[1]).toBe(ports[0]);

    server.handle((_req, res) => {
      sseHead(res);
      res.write(delta({ content: 'ok' }, 'stop') + frame('[DONE]')); // and never ends
    });
    const { state, run } = await call();
    await run; // resolves without the end (waiting for it would time the test out)
    expect(state.content).toBe('ok');
  });

  it('a stream cut after finish_reason is complete (D16)', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.write(delta({ content: 'done' }, 'stop'), () => res.destroy());
    });
    const { state, run } = await call();
    await run;
    expect(state.content).toBe('done');
  });

  it('a stream that ends without finish_reason is a model error', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.end(delta({ content: 'half' }) + frame('[DONE]'));
    });
    const { state, run } = await call();
    await expect(run).rejects.toThrow(new ModelError('the model stream ended without a finish_reason'));
    expect(state.content).toBe('half');
  });

  it('a stream cut before finish_reason is a model error that keeps what streamed', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.write(delta({ content: 'part' }), () => res.destroy());
    });
    const { state, run } = await call();
    await expect(run).rejects.toBeInstanceOf(ModelError);
    expect(state.content).toBe('part');
  });

  it('a mid-stream error frame is a model error', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.end(delta({ content: 'a' }) + frame({ error: { message: 'overloaded', code: 503 } }));
    });
    await expect((await call()).run).rejects.toThrow('the model stream reported an error');
  });

  it('a frame that is not JSON is a model error', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.end(delta({ content: 'a' }) + frame('{"choices": [') + delta({}, 'stop'));
    });
    await expect((await call()).run).rejects.toThrow('the model stream was malformed');
  });

  it('an HTTP error is a model error that names the status, not the address or the key', async () => {
    server.handle((_req, res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}'),
    );
    const { run } = await call({ apiKey: 'sk-secret' });
    const error = (await run.catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ModelError);
    expect(error.message).toBe('the model endpoint answered HTTP 500');
    expect(error.message).not.toContain('127.0.0.1');
  });

  it('an unreachable endpoint is a model error that says why (the system code) without its address', async () => {
    const state = new ChatStreamState();
    const run = streamChat({ baseUrl: 'http://127.0.0.1:1/v1' }, { model: 'm', messages: [] }, state, {
      signal: new AbortController().signal,
      onContent: () => undefined,
      onReasoning: () => undefined,
    });
    const error = (await run.catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ModelError);
    expect(error.message).toBe('the model endpoint could not be reached (ECONNREFUSED)');
    expect(error.message).not.toMatch(/127\.0\.0\.1|:1\b/);
  });

  it('a stalled stream is abandoned at once when the signal aborts, keeping what streamed', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => (closed = resolve));
    server.handle((req, res) => {
      sseHead(res);
      res.write(delta({ content: 'so far' }));
      res.on('close', closed);
      void req;
    });
    const stop = new AbortController();
    const { state, run } = await call({ signal: stop.signal });
    while (state.content === '') await new Promise((r) => setTimeout(r, 5));
    stop.abort(new Error('deadline'));
    await expect(run).rejects.toThrow('deadline');
    expect(state.content).toBe('so far');
    await hungUp; // the request really was aborted: the server saw the connection close
  });

  it('stops reading a body larger than the stream cap', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      res.write(delta({ content: 'x'.repeat(1000) }));
      res.write(delta({ content: 'y'.repeat(1000) }));
      res.end(delta({}, 'stop'));
    });
    const { run } = await call({ limits: { maxStreamBytes: 1500, maxEventBytes: 10_000 } });
    await expect(run).rejects.toThrow('the model stream was too large');
  });

  it('refuses one event larger than the event cap', async () => {
    server.handle((_req, res) => {
      sseHead(res);
      // A line that never ends: the parser must not buffer it without bound.
      res.write(`data: {"choices":[{"delta":{"content":"${'z'.repeat(5000)}`);
      setTimeout(() => res.end(), 200);
    });
    const { run } = await call({ limits: { maxStreamBytes: 1_000_000, maxEventBytes: 1000 } });
    await expect(run).rejects.toThrow('the model stream sent an oversized event');
  });
});
