import { afterEach, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { recordExchange, isUnreachable } from '../../src/a2a/recorder.ts';
import { A2AClient } from '../../src/a2a/client.ts';
import { serve, neverAnswers, drips, giantEvent, neverCloses, flood, type TestServer } from './hostile-servers.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (url: string, caps = {}) =>
  recordExchange({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: { a: 1 }, caps });

describe('recorder: a well-behaved stream', () => {
  it('records status, headers, each event with parsed JSON and a receive time, and the close', async () => {
    server = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'x-echo': body });
        res.write('data: {"n":1}\n\n');
        res.write('event: note\nid: 7\ndata: not json\n\n');
        res.end('data: {"n":3}\n\n');
      });
    });
    const before = performance.now();
    const seen: number[] = [];
    const ex = await recordExchange({
      url: server.url,
      method: 'POST',
      headers: {},
      body: { hello: 'world' },
      onEvent: (e) => seen.push(e.index),
    });
    expect(ex.status).toBe(200);
    expect(ex.responseHeaders?.['x-echo']).toBe('{"hello":"world"}');
    expect(ex.requestBody).toEqual({ hello: 'world' });
    expect(ex.sse?.map((e) => e.json)).toEqual([{ n: 1 }, undefined, { n: 3 }]);
    expect(ex.sse?.[1]).toMatchObject({ data: 'not json', event: 'note', id: '7', bytes: 8 });
    expect(ex.sse?.[1]?.parseError).toBeTruthy();
    expect(seen).toEqual([0, 1, 2]);
    for (const e of ex.sse ?? []) expect(e.receivedAt).toBeGreaterThanOrEqual(before);
    expect(ex.end.how).toBe('complete');
    expect(ex.end.at).toBeGreaterThanOrEqual(ex.firstByteAt ?? Infinity);
  });

  it('records a JSON body and says when it does not parse', async () => {
    server = await serve((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"broken":');
    });
    const ex = await post(server.url);
    expect(ex.status).toBe(400);
    expect(ex.sse).toBeUndefined();
    expect(ex.body?.text).toBe('{"broken":');
    expect(ex.body?.parseError).toBeTruthy();
    expect(ex.end.how).toBe('complete');
  });
});

describe('recorder: hard caps against hostile servers', () => {
  it('a server that never answers hits the first-byte cap', async () => {
    server = await serve(neverAnswers);
    const ex = await post(server.url, { firstByteMs: 150 });
    expect(ex.end).toMatchObject({ how: 'cap', cap: 'first-byte' });
    expect(ex.end.detail).toMatch(/no response within 150 ms/);
    expect(ex.status).toBeUndefined();
  });

  it('a server that drips bytes forever hits the total-time cap', async () => {
    server = await serve(drips(10));
    const ex = await post(server.url, { totalMs: 300, idleMs: 5_000 });
    expect(ex.end).toMatchObject({ how: 'cap', cap: 'turn-time' });
    expect(ex.end.detail).toMatch(/still open after 300 ms/);
  });

  it('one giant event hits the per-event byte cap', async () => {
    server = await serve(giantEvent(200_000));
    const ex = await post(server.url, { eventBytes: 10_000 });
    expect(ex.end).toMatchObject({ how: 'cap', cap: 'event-bytes' });
    expect(ex.end.detail).toMatch(/10000 bytes/);
  });

  it('a stream that never closes hits the idle cap, keeping what came before', async () => {
    server = await serve(neverCloses);
    const ex = await post(server.url, { idleMs: 150 });
    expect(ex.end).toMatchObject({ how: 'cap', cap: 'idle' });
    expect(ex.sse).toHaveLength(1);
  });

  it('many small events hit the total-bytes cap', async () => {
    server = await serve(flood(500_000));
    const ex = await post(server.url, { totalBytes: 50_000 });
    expect(ex.end).toMatchObject({ how: 'cap', cap: 'total-bytes' });
    expect((ex.sse?.length ?? 0) * 1000).toBeLessThanOrEqual(50_000);
  });

  it('a caller abort ends the recording as aborted, not as a failure of the target', async () => {
    server = await serve(neverCloses);
    const controller = new AbortController();
    const ex = await recordExchange({
      url: server.url,
      method: 'POST',
      headers: {},
      body: {},
      signal: controller.signal,
      onEvent: () => controller.abort(),
    });
    expect(ex.end.how).toBe('aborted');
    expect(ex.sse).toHaveLength(1);
  });
});

describe('recorder: unreachable targets', () => {
  it('a refused connection is a network error naming the cause', async () => {
    const closed = await serve(neverAnswers);
    const url = closed.url;
    await closed.close();
    const ex = await post(url);
    expect(isUnreachable(ex)).toBe(true);
    expect(ex.end.detail).toMatch(/ECONNREFUSED/);
  });

  it('a connection reset mid-stream is a network error after a status', async () => {
    server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"n":1}\n\n');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const ex = await post(server.url);
    expect(ex.status).toBe(200);
    expect(ex.sse).toHaveLength(1);
    expect(['network-error', 'complete']).toContain(ex.end.how);
    expect(isUnreachable(ex)).toBe(false);
  });
});

describe('A2AClient', () => {
  it('sends JSON-RPC with the A2A-Version header and records the card', async () => {
    const seen: { url?: string; headers: Record<string, unknown>; body: string }[] = [];
    server = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          req.method === 'GET'
            ? '{"name":"a","supportedInterfaces":[{"url":"http://x/rpc","protocolBinding":"JSONRPC","protocolVersion":"1.0"}]}'
            : '{"jsonrpc":"2.0","id":"1","result":{}}',
        );
      });
    });
    const client = new A2AClient({
      baseUrl: server.url + '/',
      headers: { Authorization: 'Bearer t' },
      secretHeaders: ['authorization'],
    });
    const card = await client.getCard();
    expect(seen[0]?.url).toBe('/.well-known/agent-card.json');
    const ex = await client.getTask('t-1', { id: 'req-1' });
    expect(ex.body?.json).toEqual({ jsonrpc: '2.0', id: '1', result: {} });
    expect(seen[1]?.headers['a2a-version']).toBe('1.0');
    expect(seen[1]?.headers.authorization).toBe('Bearer t');
    // Sent, but never recorded: credentials must not reach results.json.
    expect(ex.requestHeaders.Authorization).toBe('[redacted]');
    expect(card.requestHeaders.Authorization).toBe('[redacted]');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      jsonrpc: '2.0',
      id: 'req-1',
      method: 'GetTask',
      params: { id: 't-1' },
    });
    await client.listTasks({ pageSize: 5 });
    await client.cancelTask('t-2');
    await client.sendMessage({ message: { messageId: 'm' } });
    expect(seen.slice(2).map((s) => JSON.parse(s.body) as { method: string; params: unknown })).toMatchObject([
      { method: 'ListTasks', params: { pageSize: 5 } },
      { method: 'CancelTask', params: { id: 't-2' } },
      { method: 'SendMessage', params: { message: { messageId: 'm' } } },
    ]);
    client.useCard(card.body?.json);
    expect(client.rpcUrl).toBe('http://x/rpc');
  });
});

describe('recorder: a stream that should have closed', () => {
  it('expectCloseWithin shortens the idle cap and names the reason', async () => {
    server = await serve(neverCloses);
    const ex = await recordExchange({
      url: server.url,
      method: 'POST',
      headers: {},
      body: {},
      caps: { idleMs: 60_000 },
      onEvent: (_event, control) => control.expectCloseWithin(100, 'the stream stayed open after its terminal status'),
    });
    expect(ex.end).toMatchObject({
      how: 'cap',
      cap: 'idle',
      detail: 'the stream stayed open after its terminal status',
    });
  });
});
