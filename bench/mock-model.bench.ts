// Mock model figures, each against a baseline measured in the same run:
// 1. Throughput: 200 concurrent streams of 500 chunks with no scripted delay, as chunks per
//    second, beside a bare node:http server writing the same precomputed bytes (the ceiling).
//    Target: at least 0.8x the ceiling.
// 2. Pacing: 100 concurrent streams with 5 ms between frames; lateness of each frame against
//    its schedule (journal `sentAt - scheduledAt`). Target: p99 at most 2 ms.
// Prints figures only; nothing here is asserted. The clients run in a worker thread, so their
// reading does not hold up the server's event loop (which would be measuring the bench, not the
// mock model); the servers run on the main thread, as in the kit.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { createMockModel, scriptDirective } from '../mock-model/index.ts';

const STREAMS = 200;
const CHUNKS = 500;
// Many short rounds, alternating: on a shared machine each side gets its chance at a quiet moment.
const ROUNDS = 25;
const PACED_STREAMS = 100;
const PACED_FRAMES = 120;
const PACED_INTERVAL_MS = 5;

/** Client code for the worker: `count` concurrent POSTs over keep-alive sockets, reading every byte. */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
function post(port, path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
parentPort.on('message', async ({ port, path, body, count }) => {
  const start = performance.now();
  const sizes = await Promise.all(Array.from({ length: count }, () => post(port, path, body)));
  parentPort.postMessage({ ms: performance.now() - start, bytes: sizes.reduce((a, b) => a + b, 0) });
});
`;

const client = new Worker(CLIENT, { eval: true });

/** Runs `count` concurrent requests from the worker; resolves with the wall time they took. */
function burst(port: number, body: string, count: number): Promise<number> {
  return new Promise((resolve) => {
    client.once('message', (result: { ms: number }) => resolve(result.ms));
    client.postMessage({ port, path: '/v1/chat/completions', body, count });
  });
}

function fetchText(port: number, path: string, body: string): Promise<string> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  }).then((r) => r.text());
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function throughput(): Promise<void> {
  const model = createMockModel({ journalLimit: STREAMS });
  // 500 content chunks: 2,000 characters at the default 4 characters a piece.
  model.register({ id: 'bulk', steps: [{ text: 'abcd'.repeat(CHUNKS), repeat: true }] });
  const mock = await model.listen({ port: 0 });
  const body = JSON.stringify({
    model: 'm',
    stream: true,
    messages: [{ role: 'user', content: scriptDirective('bulk') }],
  });

  const bytes = Buffer.from(await fetchText(mock.port, '/v1/chat/completions', body));
  const framesPerStream = bytes
    .toString('utf8')
    .split('\n\n')
    .filter((f) => f.startsWith('data: ')).length;
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(bytes);
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as AddressInfo).port;

  await burst(barePort, body, STREAMS); // warm both paths once
  await burst(mock.port, body, STREAMS);
  const rates = { bare: [] as number[], mock: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    model.clearJournal();
    rates.bare.push((STREAMS * framesPerStream) / ((await burst(barePort, body, STREAMS)) / 1000));
    rates.mock.push((STREAMS * framesPerStream) / ((await burst(mock.port, body, STREAMS)) / 1000));
  }
  const best = (xs: number[]) => Math.max(...xs);
  const ratio = best(rates.mock) / best(rates.bare);
  const paired = rates.mock.map((m, i) => m / rates.bare[i]!).sort((a, b) => a - b);
  process.stdout.write(
    `throughput: ${STREAMS} concurrent streams x ${framesPerStream} frames (${bytes.length} bytes each), best of ${ROUNDS}\n` +
      `  bare node:http (ceiling): ${Math.round(best(rates.bare)).toLocaleString('en')} chunks/s\n` +
      `  mock model:               ${Math.round(best(rates.mock)).toLocaleString('en')} chunks/s\n` +
      `  NOTHING SLOWER, the mock model: throughput ${ratio.toFixed(2)}x the ceiling (target >= 0.80x) ${ratio >= 0.8 ? 'MET' : 'NOT MET'}` +
      ` (median of round pairs ${percentile(paired, 50).toFixed(2)}x)\n`,
  );
  await mock.close();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
}

async function pacing(): Promise<void> {
  const model = createMockModel({ journalLimit: PACED_STREAMS });
  model.register({
    id: 'paced',
    steps: [
      { text: 'abcd'.repeat(PACED_FRAMES), timing: { interval_ms: PACED_INTERVAL_MS, chunk_chars: 4 }, repeat: true },
    ],
  });
  const mock = await model.listen({ port: 0 });
  const body = JSON.stringify({
    model: 'm',
    stream: true,
    messages: [{ role: 'user', content: scriptDirective('paced') }],
  });
  const elapsed = await burst(mock.port, body, PACED_STREAMS);
  const lateness = model
    .journal()
    .flatMap((e) => e.frames.map((f) => f.sentAt - f.scheduledAt))
    .sort((a, b) => a - b);
  process.stdout.write(
    `pacing: ${PACED_STREAMS} concurrent streams x ${PACED_FRAMES} pieces every ${PACED_INTERVAL_MS} ms (${lateness.length} frames, ${Math.round(elapsed)} ms)\n` +
      `  lateness p50 ${percentile(lateness, 50).toFixed(2)} ms, p90 ${percentile(lateness, 90).toFixed(2)} ms, ` +
      `p99 ${percentile(lateness, 99).toFixed(2)} ms, max ${(lateness.at(-1) ?? NaN).toFixed(2)} ms\n` +
      `  p99 at the server (for the record; FIGURE 3, pacing.bench.ts, is the client's view): ${percentile(lateness, 99) <= 2 ? 'within' : 'past'} 2 ms\n`,
  );
  await mock.close();
}

await throughput();
await pacing();
await client.terminate();
