// A case's budget over all its exchanges (src/a2a/recorder.ts CaseBudget): the bytes it records
// against caseBytes (with room for each exchange and echoes of what it sent), the run's against runBytes, its clock
// against caseMs, the run's stop; and a flood kept as its first and last events once a byte cap ends it.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import { DEFAULT_CAPS, type RecorderCaps } from '../../src/a2a/caps.ts';
import { A2AClient } from '../../src/a2a/client.ts';
import { CaseBudget, FLOOD_KEPT, recordExchange, recordedBytes, RunBudget } from '../../src/a2a/recorder.ts';
import { serve, type TestServer } from './hostile-servers.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Small valid events as fast as the socket takes them, forever. */
const endless: http.RequestListener = (req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const batch = 'data: {"jsonrpc":"2.0","id":"1","result":{"statusUpdate":{"taskId":"t"}}}\n\n'.repeat(500);
  const pump = () => {
    while (!res.destroyed) if (!res.write(batch)) return void res.once('drain', pump);
  };
  res.on('error', () => {});
  res.on('close', () => res.removeAllListeners('drain'));
  pump();
};

/** One small event every `everyMs`, forever. */
const slow =
  (everyMs: number): http.RequestListener =>
  (req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const timer = setInterval(() => res.write('data: {"n":1}\n\n'), everyMs);
    res.on('close', () => clearInterval(timer));
  };

const caps = (over: Partial<RecorderCaps>): RecorderCaps => ({ ...DEFAULT_CAPS, ...over });
const post = (url: string, budget: CaseBudget, body: unknown = { a: 1 }) =>
  recordExchange({ url, method: 'POST', headers: {}, body, budget });

describe("a case's budget", () => {
  it('ends every exchange of the case once it has recorded caseBytes and 128 KiB an exchange, naming the cap, and later ones at once', async () => {
    server = await serve(endless);
    const budget = new CaseBudget(caps({ caseBytes: 1_000_000 }));
    const [a, b] = await Promise.all([post(server.url, budget), post(server.url, budget)]);
    for (const ex of [a, b])
      expect(ex.end).toMatchObject({
        how: 'cap',
        cap: 'case-bytes',
        // 1,000,000 + 2 × (131,072 + 8 × 7 bytes sent)
        detail: "the case's recorded responses grew past 1262256 bytes (the case's recording cap, case-bytes)",
      });
    budget.close();
    expect(budget.used).toBeGreaterThan(1_000_000);
    const later = await post(server.url, budget);
    expect(later.end).toMatchObject({ how: 'cap', cap: 'case-bytes' });
    expect(later.status).toBeUndefined();
  });

  it('gives a case room to record what it sent echoed back, 8 bytes for each byte sent', async () => {
    server = await serve(endless);
    const budget = new CaseBudget(caps({ caseBytes: 100_000 }));
    const ex = await post(server.url, budget, { pad: 'x'.repeat(200_000) });
    expect(ex.end.cap).toBe('case-bytes');
    // 100,000 + 131,072 + 8 × 200,010 bytes sent
    expect(ex.end.detail).toMatch(/grew past 1831152 bytes/);
  });

  it("counts the run's bytes across its cases: past runBytes, the case that records next is ended on run-bytes", async () => {
    server = await serve(endless);
    const run = new RunBudget();
    const first = new CaseBudget(caps({ caseBytes: 10_000_000, runBytes: 1_500_000 }), run);
    const second = new CaseBudget(caps({ caseBytes: 10_000_000, runBytes: 1_500_000 }), run);
    const [a, b] = await Promise.all([post(server.url, first), post(server.url, second)]);
    expect([a.end.cap, b.end.cap]).toContain('run-bytes');
    expect(run.peak).toBeGreaterThan(1_500_000);
    // A finished case keeps on the run's account only what it retains.
    first.close(1_000);
    second.close(2_000);
    expect(run.held).toBe(3_000);
  });

  it('ends what is still open at caseMs, naming the case-time cap, however often the target sends', async () => {
    server = await serve(slow(20));
    const budget = new CaseBudget(caps({ caseMs: 300 }));
    const started = Date.now();
    const ex = await post(server.url, budget);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(ex.end).toMatchObject({
      how: 'cap',
      cap: 'case-time',
      detail: "the case's exchanges were still open after 300 ms (the case's time cap, case-time)",
    });
    expect(ex.sse!.length).toBeGreaterThan(3);
    budget.close();
  });

  it("hangs up on every exchange of every case when the run is stopped, saying so, not as the case's own hang-up", async () => {
    server = await serve(slow(20));
    const stop = new AbortController();
    const run = new RunBudget(stop.signal);
    const budget = new CaseBudget(caps({}), run);
    const client = new A2AClient({ baseUrl: server.url }).forCase(budget);
    const pending = client.sendStreamingMessage({});
    setTimeout(() => stop.abort(), 100);
    const ex = await pending;
    expect(ex.end).toEqual({ at: expect.any(Number), how: 'aborted', detail: 'the run was stopped' });
    // A case started after the stop sends nothing.
    const late = await new A2AClient({ baseUrl: server.url }).forCase(new CaseBudget(caps({}), run)).getTask('t');
    expect(late.end).toMatchObject({ how: 'aborted', detail: 'the run was stopped' });
    expect(late.status).toBeUndefined();
  });
});

describe('a flood, once a byte cap ends it', () => {
  it('is kept as its first and last events, saying how many were dropped between them and their bytes', async () => {
    server = await serve(endless);
    const ex = await recordExchange({
      url: server.url,
      method: 'POST',
      headers: {},
      body: {},
      caps: { totalBytes: 500_000 },
    });
    expect(ex.end.cap).toBe('total-bytes');
    expect(ex.sse).toHaveLength(FLOOD_KEPT.first + FLOOD_KEPT.last);
    expect(ex.sse!.slice(0, FLOOD_KEPT.first).map((e) => e.index)).toEqual([...Array(FLOOD_KEPT.first).keys()]);
    const lastIndex = ex.sse!.at(-1)!.index;
    expect(ex.sseOmitted).toEqual({
      events: lastIndex + 1 - FLOOD_KEPT.first - FLOOD_KEPT.last,
      bytes: expect.any(Number),
    });
    expect(ex.sseOmitted!.bytes).toBe(ex.sseOmitted!.events * ex.sse![0]!.bytes);
  });

  it('a stream ended by a time cap keeps every event it sent', async () => {
    server = await serve(slow(10));
    const ex = await recordExchange({
      url: server.url,
      method: 'POST',
      headers: {},
      body: {},
      caps: { totalMs: 1_000 },
    });
    expect(ex.end.cap).toBe('turn-time');
    expect(ex.sse!.length).toBeGreaterThan(FLOOD_KEPT.first + FLOOD_KEPT.last);
    expect(ex.sseOmitted).toBeUndefined();
  });
});

describe('what a recording costs, as the budgets count it', () => {
  it("an event: its data twice (text and parse) and 512 bytes of bookkeeping; a body's bytes twice", () => {
    expect(recordedBytes.event(200)).toBe(912);
    expect(recordedBytes.body(1_000)).toBe(2_000);
  });
});
