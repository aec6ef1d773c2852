// The hostile clients (src/a2a/hostile/) against small local servers: each sends as its
// misbehaving client would and records what came back, as plain data, never a verdict; each ends
// on its own limit when the server gives nothing, and never throws for what the server does.
import net, { type AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { A2AClient } from '../../src/a2a/client.ts';
import { recordDribbled, replayDribbled } from '../../src/a2a/hostile/dribbled.ts';
import type { HostileEndpoint } from '../../src/a2a/hostile/endpoint.ts';
import { recordOversized } from '../../src/a2a/hostile/oversized.ts';
import { recordPolled } from '../../src/a2a/hostile/polled.ts';
import { recordUnread, replayUnread } from '../../src/a2a/hostile/unread.ts';
import { neverAnswers, serve, type TestServer } from './hostile-servers.ts';

const MiB = 1024 * 1024;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Where the kit's client for `url` posts, with a credential to keep out of the recordings. */
const endpointAt = (url: string): HostileEndpoint =>
  new A2AClient({
    baseUrl: url,
    headers: { authorization: 'Bearer s3cret' },
    secretHeaders: ['authorization'],
  }).endpoint();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * Reads a request body up to `cap` bytes, then answers 413 and closes the connection once the
 * client stops sending. Not by destroying the socket at once, as the reference vessel may: with
 * body bytes unread that sends a reset, and a reset that overtakes the answer (a busy core delays
 * the client's read) discards it from the client's receive buffer, so "answered" would be a race.
 * The reset's side is the dropping server's test below.
 */
const refusesPast =
  (cap: number) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= cap) return;
      req.off('data', onData);
      req.resume(); // what else arrives is read and dropped, so closing sends no reset
      res.setHeader('connection', 'close');
      json(res, 413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'too large' } });
    };
    req.on('data', onData);
  };

describe('the oversized-body client', () => {
  it('records a refusal that came before the body was whole: how far it got, the answer, its headers', async () => {
    server = await serve(refusesPast(256 * 1024));
    for (const mode of ['declared-length', 'unstated-length'] as const) {
      const r = await recordOversized(endpointAt(server.url), { mode, bodyBytes: 4 * MiB, limitMs: 10_000 });
      expect(r).toMatchObject({ mode, bodyBytes: 4 * MiB, status: 413, sentWhole: false, end: { how: 'answered' } });
      expect(r.sentBytes).toBeGreaterThan(0);
      expect(r.sentBytes).toBeLessThan(4 * MiB);
      expect(r.body?.json).toMatchObject({ error: { code: -32600 } });
      expect(r.requestHeaders.authorization).toBe('[redacted]');
      if (mode === 'declared-length') expect(r.requestHeaders['content-length']).toBe(String(4 * MiB));
      else expect(r.requestHeaders['transfer-encoding']).toBe('chunked');
      expect(r.end.at).toBeGreaterThanOrEqual(r.firstByteAt!);
      expect(r.firstByteAt).toBeGreaterThan(r.sentAt);
    }
  });

  it('records a body sent whole when the answer waited for all of it, and the body was the JSON it says', async () => {
    let received = '';
    server = await serve((req, res) => {
      req.setEncoding('utf8');
      req.on('data', (c: string) => (received += c));
      req.on('end', () => json(res, 413, { error: { code: -32600 } }));
    });
    const r = await recordOversized(endpointAt(server.url), {
      mode: 'declared-length',
      bodyBytes: MiB,
      limitMs: 10_000,
    });
    expect(r).toMatchObject({ status: 413, sentWhole: true, sentBytes: MiB });
    expect(received).toHaveLength(MiB);
    expect(JSON.parse(received)).toMatchObject({ method: 'SendMessage', params: { message: { role: 'ROLE_USER' } } });
  });

  it('records a connection dropped without an answer as closed, and a server that never answers as given up', async () => {
    server = await serve((req) => req.once('data', () => req.socket.destroy()));
    const dropped = await recordOversized(endpointAt(server.url), {
      mode: 'unstated-length',
      bodyBytes: 4 * MiB,
      limitMs: 10_000,
    });
    expect(dropped.status).toBeUndefined();
    expect(dropped).toMatchObject({ sentWhole: false, end: { how: 'closed' } });
    await server.close();
    server = await serve(neverAnswers);
    const ignored = await recordOversized(endpointAt(server.url), {
      mode: 'declared-length',
      bodyBytes: 64 * 1024,
      limitMs: 300,
    });
    expect(ignored.status).toBeUndefined();
    expect(ignored.end).toMatchObject({ how: 'gave-up', detail: 'no answer within 300 ms' });
    expect(ignored.end.at - ignored.sentAt).toBeGreaterThanOrEqual(290);
  });
});

/** A GetTask small enough to dribble quickly. */
const DRIBBLED = { jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } };

describe('the dribbling client', () => {
  it('sends head and body a byte at a time, calls onBody as the body starts, and records the answer after its last byte', async () => {
    let seen: { method: string; length: string | undefined; body: string } | undefined;
    server = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { method: req.method ?? '', length: req.headers['content-length'], body };
        json(res, 200, { jsonrpc: '2.0', id: 1, error: { code: -32001, message: 'no such task' } });
      });
    });
    let bodyCalls = 0;
    const r = await recordDribbled(
      endpointAt(server.url),
      { body: DRIBBLED, pauseMs: 1, answerLimitMs: 2_000 },
      () => bodyCalls++,
    );
    expect(bodyCalls).toBe(1);
    expect(seen).toEqual({
      method: 'POST',
      length: String(JSON.stringify(DRIBBLED).length),
      body: JSON.stringify(DRIBBLED),
    });
    expect(r).toMatchObject({ status: 200, pauseMs: 1, answerLimitMs: 2_000, requestBody: DRIBBLED });
    expect(r.end.how).toBe('answered');
    expect(r.requestHeaders.authorization).toBe('[redacted]');
    expect(r.bytes).toBeGreaterThan(JSON.stringify(DRIBBLED).length);
    expect(r.sentAt).toBeLessThan(r.bodyStartedAt!);
    expect(r.bodyStartedAt).toBeLessThan(r.lastByteAt!);
    expect(r.end.at).toBeGreaterThanOrEqual(r.lastByteAt!);
    // A replay calls onBody as the recording did.
    expect(replayDribbled(r, () => bodyCalls++)).toBe(r);
    expect(bodyCalls).toBe(2);
  });

  it('gives up past its limit when no answer comes, and records a close before the last byte as closed', async () => {
    server = await serve(neverAnswers);
    const ignored = await recordDribbled(endpointAt(server.url), { body: DRIBBLED, pauseMs: 0, answerLimitMs: 100 });
    expect(ignored.status).toBeUndefined();
    expect(ignored.end.how).toBe('gave-up');
    expect(ignored.end.at - ignored.lastByteAt!).toBeGreaterThanOrEqual(590);

    const hangsUp = net.createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => hangsUp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = hangsUp.address() as AddressInfo;
      let bodyCalls = 0;
      const cut = await recordDribbled(
        endpointAt(`http://127.0.0.1:${port}/`),
        { body: DRIBBLED, pauseMs: 2, answerLimitMs: 100 },
        () => bodyCalls++,
      );
      expect(cut.end.how).toBe('closed');
      expect(cut.lastByteAt).toBeUndefined();
      expect(cut.bodyStartedAt).toBeUndefined();
      expect(bodyCalls).toBe(0);
      replayDribbled(cut, () => bodyCalls++);
      expect(bodyCalls).toBe(0);
    } finally {
      await new Promise((resolve) => hangsUp.close(resolve));
    }
  });
});

const sseEvent = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;
const TASK = { jsonrpc: '2.0', id: 1, result: { task: { id: 't-1', status: { state: 'TASK_STATE_SUBMITTED' } } } };
const FILLER = {
  jsonrpc: '2.0',
  id: 1,
  result: { artifactUpdate: { taskId: 't-1', artifact: { parts: [{ text: 'y'.repeat(64 * 1024) }] } } },
};
const DONE = {
  jsonrpc: '2.0',
  id: 1,
  result: { statusUpdate: { taskId: 't-1', status: { state: 'TASK_STATE_COMPLETED' } } },
};

/** A stream of the task, then `bytes` of artifact updates written as fast as the client takes them, then the terminal status. */
function longStream(bytes: number) {
  const state = { written: 0, total: 0, request: undefined as unknown };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      state.request = JSON.parse(body);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const frames = [sseEvent(TASK)];
      for (let n = 0; n < bytes; n += 64 * 1024) frames.push(sseEvent(FILLER));
      frames.push(sseEvent(DONE));
      state.total = frames.reduce((sum, f) => sum + Buffer.byteLength(f), 0);
      const pump = () => {
        for (let frame = frames.shift(); frame; frame = frames.shift()) {
          state.written += Buffer.byteLength(frame);
          if (!res.write(frame)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
  };
  return { state, handler };
}

describe('the client that stops reading', () => {
  it('holds the stream after its first event while the case acts, then reads it on to its end', async () => {
    const stream = longStream(16 * MiB);
    server = await serve(stream.handler);
    let heldWith: string | undefined;
    let writtenWhileHeld = 0;
    const r = await recordUnread(
      endpointAt(server.url),
      { params: { message: { text: 'hi' } }, firstEventMs: 5_000, quietMs: 100, readOnMs: 10_000 },
      async (taskId) => {
        heldWith = taskId;
        await new Promise((resolve) => setTimeout(resolve, 200));
        writtenWhileHeld = stream.state.written;
      },
    );
    expect(stream.state.request).toMatchObject({ method: 'SendStreamingMessage', params: { message: { text: 'hi' } } });
    expect(heldWith).toBe('t-1');
    // Held: the server could not hand the stream over while the client read nothing.
    expect(writtenWhileHeld).toBeLessThan(stream.state.total);
    expect(r.firstEvent?.json).toEqual(TASK);
    expect(r.resumedAt! - r.firstEvent!.receivedAt).toBeGreaterThanOrEqual(290);
    expect(r).toMatchObject({ status: 200, bytes: stream.state.total, end: { how: 'complete' } });
    expect(JSON.parse(r.lastData!)).toEqual(DONE);
    expect(r.requestHeaders.authorization).toBe('[redacted]');
    expect(r.requestHeaders.accept).toBe('text/event-stream');
  });

  it('hangs up once more than stopAfterBytes came, and gives up when the stream goes silent', async () => {
    server = await serve(longStream(16 * MiB).handler);
    const bounded = await recordUnread(
      endpointAt(server.url),
      { params: {}, firstEventMs: 5_000, readOnMs: 10_000, stopAfterBytes: 2 * MiB },
      async () => undefined,
    );
    expect(bounded.end.how).toBe('past-bound');
    expect(bounded.bytes).toBeGreaterThan(2 * MiB);
    expect(bounded.bytes).toBeLessThan(16 * MiB);
    expect(bounded.stopAfterBytes).toBe(2 * MiB);
    await server.close();
    server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseEvent(TASK));
    });
    const silent = await recordUnread(
      endpointAt(server.url),
      { params: {}, firstEventMs: 5_000, readOnMs: 200 },
      async () => undefined,
    );
    expect(silent.end).toMatchObject({ how: 'gave-up' });
    expect(silent.end.at - silent.resumedAt!).toBeGreaterThanOrEqual(190);
    expect(silent.lastData).toBe(JSON.stringify(TASK));
  });

  it('records a stream that never sent an event without holding it, and never calls the case then', async () => {
    server = await serve((_req, res) => json(res, 500, { error: 'no' }));
    let held = 0;
    const hold = { params: {}, firstEventMs: 300, readOnMs: 1_000 };
    const refused = await recordUnread(endpointAt(server.url), hold, async () => void held++);
    expect(refused).toMatchObject({ status: 500, end: { how: 'no-first-event' } });
    expect(refused.firstEvent).toBeUndefined();
    await server.close();
    server = await serve(neverAnswers);
    const silent = await recordUnread(endpointAt(server.url), hold, async () => void held++);
    expect(silent.end).toMatchObject({ how: 'no-first-event', detail: 'no first event within 300 ms' });
    await replayUnread(silent, async () => void held++);
    expect(held).toBe(0);
  });

  it('passes on the error of a case that failed while holding, and lets the stream go', async () => {
    const stream = longStream(MiB);
    server = await serve(stream.handler);
    await expect(
      recordUnread(endpointAt(server.url), { params: {}, firstEventMs: 5_000, readOnMs: 1_000 }, async () => {
        throw new Error('the case broke');
      }),
    ).rejects.toThrow('the case broke');
  });
});

/** Answers GetTask with each of `states` in turn (the last one from then on), the task's state first. */
function taskStates(states: string[]) {
  const asked: unknown[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      asked.push(JSON.parse(body));
      const state = states[Math.min(asked.length, states.length) - 1];
      json(res, 200, { jsonrpc: '2.0', id: 1, result: { id: 't-1', status: { state }, artifacts: [] } });
    });
  };
  return { asked, handler };
}

describe('the task poller', () => {
  it('asks GetTask until the task is terminal, recording each state read and when', async () => {
    const target = taskStates(['TASK_STATE_WORKING', 'TASK_STATE_WORKING', 'TASK_STATE_COMPLETED']);
    server = await serve(target.handler);
    const r = await recordPolled(endpointAt(server.url), 't-1', { limitMs: 5_000, everyMs: 10 });
    expect(r.polls.map((p) => p.state)).toEqual(['TASK_STATE_WORKING', 'TASK_STATE_WORKING', 'TASK_STATE_COMPLETED']);
    expect(target.asked[0]).toMatchObject({ method: 'GetTask', params: { id: 't-1', historyLength: 0 } });
    expect(r).toMatchObject({ taskId: 't-1', everyMs: 10, limitMs: 5_000 });
    expect(r.polls[0]!.at).toBeGreaterThan(r.startedAt);
    expect(r.polls[2]!.at).toBeGreaterThan(r.polls[1]!.at);
  });

  it("reads an answer only as far as the task's state, however much follows", async () => {
    server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"jsonrpc":"2.0","id":1,"result":{"id":"t-1","status":{"state":"TASK_STATE_FAILED"},"artifacts":[');
      res.write(`"${'z'.repeat(4 * MiB)}`); // and never ends
    });
    const r = await recordPolled(endpointAt(server.url), 't-1', { limitMs: 5_000 });
    expect(r.polls).toEqual([{ at: expect.any(Number), state: 'TASK_STATE_FAILED' }]);
  });

  it('stops at its limit on a task that never ends, records failed GetTasks as such, and asks nothing without a task id', async () => {
    server = await serve(taskStates(['TASK_STATE_WORKING']).handler);
    const working = await recordPolled(endpointAt(server.url), 't-1', { limitMs: 200, everyMs: 20 });
    expect(working.polls.length).toBeGreaterThan(2);
    expect(working.polls.at(-1)!.at - working.startedAt).toBeGreaterThan(200);
    expect(new Set(working.polls.map((p) => p.state))).toEqual(new Set(['TASK_STATE_WORKING']));
    await server.close();
    server = await serve((req) => req.socket.destroy());
    const failing = await recordPolled(endpointAt(server.url), 't-1', { limitMs: 100, everyMs: 20 });
    expect(failing.polls.length).toBeGreaterThan(0);
    for (const p of failing.polls) expect(p.error).toBeTruthy();
    const none = await recordPolled(endpointAt(server.url), undefined, { limitMs: 100 });
    expect(none.polls).toEqual([]);
    expect(none.taskId).toBeUndefined();
  });
});
