// CONTRACT.md D17 in the reference vessel: identifiers, nesting and metadata bounded and refused
// with -32602 naming the field (never a 5xx, never echoed whole); a content type it does not
// take is -32005; the card is cached; a garbage page token is refused; a model redirect is never
// followed; a client that stops reading is dropped while its turn goes on; the task store is
// bounded in bytes.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createVesselServer,
  type VesselServer,
  type VesselServerOptions,
} from '../../../src/vessel/server/http-server.ts';
import { MAX_DEPTH, MAX_ID_CHARS, nestsDeeperThan, quoted } from '../../../src/vessel/server/limits.ts';
import { TaskStore } from '../../../src/vessel/server/task-store.ts';
import { validateTranscript } from '../../../src/transcript/index.ts';
import { referenceTurn } from '../../../src/vessel/turn/index.ts';
import type { RunTurn } from '../../../src/vessel/turn/seam.ts';
import { A2A_HEADERS, fakeRunTurn, finished, rpc, testAgent, textMessage } from './helpers.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(options: Partial<VesselServerOptions> = {}) {
  const vessel: VesselServer = createVesselServer({
    agents: [testAgent('default')],
    runTurn: fakeRunTurn(),
    validate: validateTranscript,
    log: () => {},
    ...options,
  });
  servers.push(vessel);
  const urls = await vessel.listen(0, '127.0.0.1');
  return urls.default!;
}

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('limits on what a request holds (D17)', () => {
  it('refuses JSON nested 5,000 levels deep with -32602, then serves a normal turn', async () => {
    const url = await start();
    for (const field of ['extensions', 'referenceTaskIds']) {
      // Written as text: JSON.stringify of 5,000 levels would overflow this test's own stack.
      const message = JSON.stringify(textMessage('hi').message).replace(
        /\}$/,
        `,"${field}":${'['.repeat(5000)}"x"${']'.repeat(5000)}}`,
      );
      const body = `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":${message}}}`;
      const res = await fetch(url, { method: 'POST', headers: A2A_HEADERS, body });
      expect(res.status).toBe(200);
      const { error } = (await res.json()) as { error: { code: number; message: string } };
      expect(error.code).toBe(-32602);
      expect(error.message).toMatch(/nested deeper than 64 levels/);
    }
    expect((await rpc(url, 'SendMessage', textMessage('hi'))).json.result.task.status.state).toBe(
      'TASK_STATE_COMPLETED',
    );
  });

  it('takes 64 levels and counts none under a part`s data', () => {
    expect(nestsDeeperThan(nested(MAX_DEPTH - 1), MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_DEPTH + 1), MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ parts: [{ data: nested(500) }] }, MAX_DEPTH)).toBe(false);
  });

  it('refuses identifiers over 1,024 characters naming the field, and never echoes them whole', async () => {
    const url = await start();
    const long = 'c'.repeat(1_000_000);
    const cases: [string, unknown, string][] = [
      ['SendMessage', { message: { ...textMessage('hi').message, contextId: long } }, 'message.contextId'],
      ['SendMessage', { message: { ...textMessage('hi').message, messageId: long } }, 'message.messageId'],
      ['SendMessage', { message: { ...textMessage('hi').message, taskId: long } }, 'message.taskId'],
      [
        'SendMessage',
        { message: { ...textMessage('hi').message, referenceTaskIds: [long] } },
        'message.referenceTaskIds[0]',
      ],
      ['GetTask', { id: long }, 'id'],
      ['CancelTask', { id: long }, 'id'],
    ];
    for (const [method, params, field] of cases) {
      const res = await rpc(url, method, params);
      expect(res.json.error.code, field).toBe(-32602);
      expect(res.json.error.message.startsWith(`${field}:`), res.json.error.message).toBe(true);
      expect(res.text.length, field).toBeLessThan(2_000);
    }
    const exactly = await rpc(url, 'GetTask', { id: 'x'.repeat(MAX_ID_CHARS) });
    expect(exactly.json.error.code).toBe(-32001);
    expect(exactly.text.length).toBeLessThan(2_000);
  });

  it('quotes at most 200 characters of an unknown method', async () => {
    const url = await start();
    const res = await rpc(url, 'M'.repeat(1_000_000), {});
    expect(res.json.error.code).toBe(-32601);
    expect(res.text.length).toBeLessThan(2_000);
    expect(quoted('a'.repeat(201))).toBe(`${'a'.repeat(200)}… (201 characters)`);
  });

  it('type-checks extensions and bounds metadata at 64 KiB', async () => {
    const url = await start();
    const base = textMessage('hi').message;
    expect((await rpc(url, 'SendMessage', { message: { ...base, extensions: 'x' } })).json.error.message).toMatch(
      /^message\.extensions: must be a list/,
    );
    const big = { blob: 'm'.repeat(70 * 1024) };
    expect((await rpc(url, 'SendMessage', { message: { ...base, metadata: big } })).json.error.message).toMatch(
      /^message\.metadata: is \d+ bytes/,
    );
    expect((await rpc(url, 'SendMessage', { message: base, metadata: big })).json.error.message).toMatch(/^metadata: /);
    const small = { note: 'fine' };
    expect((await rpc(url, 'SendMessage', { message: { ...base, metadata: small } })).json.result.task).toBeDefined();
  });

  it('answers a request that is not application/json with -32005 and HTTP 415', async () => {
    const url = await start();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'A2A-Version': '1.0' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32005);
  });

  it('refuses a ListTasks page token it never gave out', async () => {
    const url = await start();
    const res = await rpc(url, 'ListTasks', { pageToken: 'garbage' });
    expect(res.json.error.code).toBe(-32602);
    expect(res.json.error.message).toMatch(/^pageToken: /);
  });
});

describe('the agent card is cached (A2A §8.6.1, D17)', () => {
  it('carries Cache-Control with max-age, an ETag and Last-Modified, and answers 304 to the current tag', async () => {
    const url = await start();
    const card = `${url}.well-known/agent-card.json`;
    const first = await fetch(card);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    expect((await fetch(card, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    expect((await fetch(card, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });
});

describe('model redirects (D17, MUST)', () => {
  it('are never followed: the turn ends model_error with a generic reason, the other address sees nothing', async () => {
    let elsewhere = 0;
    const other = http.createServer((_req, res) => {
      elsewhere++;
      res.end();
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/v1/chat/completions`;
    const model = http.createServer((_req, res) => {
      res.writeHead(307, { Location: otherUrl });
      res.end();
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    servers.push(
      { close: () => new Promise<void>((r) => other.close(() => r())) },
      { close: () => new Promise<void>((r) => model.close(() => r())) },
    );
    const url = await start({
      agents: [
        testAgent('default', {
          model: {
            base_url: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
            name: 'm',
            accepts_images: false,
          },
        }),
      ],
      runTurn: referenceTurn,
    });
    const task = (await rpc(url, 'SendMessage', textMessage('hi'))).json.result.task;
    const finishedEvent = task.status.message.parts[0].data;
    expect(finishedEvent.status).toBe('model_error');
    expect(finishedEvent.error).toMatch(/redirect \(HTTP 307\), which is never followed/);
    expect(finishedEvent.error).not.toContain('127.0.0.1');
    expect(elsewhere).toBe(0);
  });
});

describe('a client that stops reading (D17)', () => {
  it('is dropped once its buffer stalls; the turn still ends and GetTask shows it terminal', async () => {
    const logs: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const chatty: RunTurn = async (_agent, input, sink) => {
      sink({
        kind: 'event',
        event: { type: 'turn.started', conversation_id: input.contextId, turn_id: input.taskId },
        state: 'TASK_STATE_WORKING',
      });
      for (let i = 0; i < 120; i++) {
        sink({
          kind: 'event',
          event: { type: 'text.delta', step: 1, content: 'z'.repeat(256 * 1024) },
          state: 'TASK_STATE_WORKING',
        });
        await new Promise((r) => setTimeout(r, 1));
      }
      await released;
      sink({ kind: 'event', event: finished('ok'), state: 'TASK_STATE_COMPLETED' });
      return {
        status: 'ok',
        finalState: 'TASK_STATE_COMPLETED',
        messages: [input.userMessage],
        artifacts: [],
        summary: { status: 'ok', steps: 1, tokens: { input: 3, output: 2 }, elapsed_ms: 1, files: [], model: 'm' },
      };
    };
    const url = await start({
      runTurn: chatty,
      streamBufferBytes: 1024 * 1024,
      streamStallMs: 200,
      log: (m) => logs.push(m),
    });
    const { port } = new URL(url);
    // A raw socket that sends the request and then never reads: the kernel buffers fill, then the server's.
    const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
    socket.pause();
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage', params: textMessage('hi') });
    socket.setNoDelay(true);
    socket.write(
      `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nA2A-Version: 1.0\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    servers.push({ close: async () => void socket.destroy() });
    // The stream carries ~30 MB of events, past what the kernel buffers and the 1 MiB cap hold.
    const deadline = Date.now() + 10_000;
    while (!logs.some((l) => l.startsWith('dropped a stream')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(logs.find((l) => l.startsWith('dropped a stream'))).toBeDefined();
    release();
    socket.resume();
    await closed;
    const { id } = (await rpc(url, 'ListTasks', {})).json.result.tasks[0];
    let state = '';
    for (let tries = 0; tries < 100 && state !== 'TASK_STATE_COMPLETED'; tries++) {
      state = (await rpc(url, 'GetTask', { id })).json.result.status.state;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(state).toBe('TASK_STATE_COMPLETED');
  });
});

describe('the task store (D17)', () => {
  it('is bounded in bytes as well as count: the oldest finished tasks go first', () => {
    let now = 0;
    const store = new TaskStore({ maxTasks: 100, keepMs: 1e9, maxBytes: 50_000 }, () => now);
    for (let i = 0; i < 10; i++) {
      now++;
      const task = store.create(`t${i}`, 'c', 'default', 'TASK_STATE_WORKING');
      task.replaceArtifacts([{ artifactId: `a${i}`, parts: [{ text: 'y'.repeat(20_000) }] }]);
      task.finish(now);
    }
    now++;
    store.create('last', 'c', 'default', 'TASK_STATE_WORKING');
    expect(store.get('default', 't0')).toBeUndefined();
    expect(store.get('default', 't9')).toBeDefined();
    expect(store.get('default', 't8')).toBeDefined();
    expect(store.get('default', 't7')).toBeUndefined();
  });

  it('drops finished tasks past the keep time or the count, oldest first, and never a live one', () => {
    let now = 0;
    const store = new TaskStore({ maxTasks: 3, keepMs: 100 }, () => now);
    const live = store.create('live', 'c', 'default', 'TASK_STATE_WORKING');
    for (let i = 0; i < 5; i++) {
      now += 10;
      store.create(`t${i}`, 'c', 'default', 'TASK_STATE_WORKING').finish(now);
    }
    const kept = () => ['live', 't0', 't1', 't2', 't3', 't4'].filter((id) => store.get('default', id));
    expect(kept()).toEqual(['live', 't2', 't3', 't4']);
    now = 135; // t2 finished at 30: 105 ms ago, past the keep time
    expect(kept()).toEqual(['live', 't3', 't4']);
    now = 10_000;
    expect(kept()).toEqual(['live']);
    expect(store.get('default', 'live')).toBe(live);
  });
});
