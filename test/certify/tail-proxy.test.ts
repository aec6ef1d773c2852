// The tail form's proxy (support/tail-proxy.ts) tells its clients how long it keeps a connection
// itself, not how long the vessel behind it keeps the proxy's. transcript-tail.test.ts once lost
// answers to read ECONNRESET on a busy machine: the proxy passed on the vessel's
// `Keep-Alive: timeout=10`, so the kit's undici wrote requests on connections the proxy was closing
// after its own 5 s (and node's 1 s more); closed with a request unread, a socket answers with a reset.
import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTailProxy, type TailProxy } from './support/tail-proxy.ts';

/** What the vessel answers a call it refuses. */
const REFUSAL = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'refused' } });
/** The proxy's keep-alive here: short, so the test waits 2 s for it, not node's 6. */
const KEEP_ALIVE_MS = 1_000;
/** node:http closes an idle connection this long after the keepAliveTimeout it announces (Node 20). */
const NODE_BUFFER_MS = 1_000;

let vessel: http.Server;
let proxy: TailProxy;
const clients: Client[] = [];

beforeAll(async () => {
  // Stands in for the reference vessel: node:http with its 10 s keep-alive, which it announces.
  vessel = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(REFUSAL));
  });
  vessel.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => vessel.listen(0, '127.0.0.1', resolve));
  proxy = await startTailProxy(`http://127.0.0.1:${(vessel.address() as AddressInfo).port}`, {
    keepAliveTimeout: KEEP_ALIVE_MS,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()));
  await proxy.close();
  vessel.closeAllConnections();
  await new Promise<void>((resolve) => vessel.close(() => resolve()));
});

/** One connection to the proxy, as undici keeps it: a second call goes on it while undici thinks it open. */
const connect = () => {
  const client = new Client(proxy.origin);
  clients.push(client);
  return client;
};
const post = (client: Client) => client.request({ path: '/', method: 'POST', body: '{"jsonrpc":"2.0","id":1}' });

describe('the tail-form proxy', () => {
  it("announces its own keep-alive, not the vessel's", async () => {
    const client = connect();
    const answer = await post(client);
    await answer.body.text();
    expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  });

  it('answers a request written the moment it closes the idle connection', async () => {
    const client = connect();
    let answeredAt = 0;
    proxy.server.once('request', (_req, res: http.ServerResponse) =>
      res.once('finish', () => (answeredAt = performance.now())),
    );
    await (await post(client)).body.text();
    const closesAt = answeredAt + KEEP_ALIVE_MS + NODE_BUFFER_MS;
    const spin = (until: number) => {
      while (performance.now() < until);
    };
    // A busy machine's long loop turn, made on purpose: the request is sent 15 ms before the
    // proxy's keep-alive runs out, and the loop is held from the moment undici writes it (its
    // sendHeaders channel, published in the same call as the write) until past that, so the proxy's
    // timer fires before the proxy reads the request.
    const holdLoop = () => spin(closesAt + 50);
    await new Promise((resolve) => setTimeout(resolve, closesAt - 100 - performance.now()));
    spin(closesAt - 15);
    diagnostics.subscribe('undici:client:sendHeaders', holdLoop);
    const second = post(client);
    second.catch(() => {}); // awaited below, once the loop is let go
    try {
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      diagnostics.unsubscribe('undici:client:sendHeaders', holdLoop);
    }
    const answer = await second;
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.text()).toBe(REFUSAL);
  });
});
