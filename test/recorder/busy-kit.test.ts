// A kit whose own event loop was busy past a cap must not blame the target for bytes that had
// already arrived. The target runs in a worker thread, so it answers while the kit's thread is
// blocked. The kit blocks in an I/O callback (a message from the target, an event read), as it does
// when it parses a flood: the loop's next turn then runs the overdue cap timer before the poll
// phase that would read the answer.
import { afterEach, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { CaseBudget, recordExchange, type ExchangeRequest } from '../../src/a2a/recorder.ts';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';

// The target: holds each step until the kit says "go", then sets flag[0] to the step's number once
// its bytes are in the kernel. Step 1 answers (headers and, for a stream, a first event); step 2
// ends a stream with a second event.
const TARGET = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.flag);
const done = (step) => { Atomics.store(flag, 0, step); Atomics.notify(flag, 0); };
let res;
parentPort.on('message', (step) => {
  if (step === 1 && workerData.stream) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('data: {"n":1}\\n\\n', () => done(1));
  } else if (step === 1) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}', () => done(1));
  } else res.end('data: {"n":2}\\n\\n', () => done(2));
});
const server = http.createServer((req, r) => { res = r; req.resume(); parentPort.postMessage('got'); });
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
  worker = undefined;
});

async function startTarget(stream: boolean) {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  worker = new Worker(TARGET, { eval: true, workerData: { flag: flag.buffer, stream } });
  const [port] = (await once(worker, 'message')) as [number];
  const target = worker;
  /** Blocks this thread until the target has sent `step`, and for at least `ms` more. */
  const goWhileBusy = (step: number, ms: number) => {
    target.postMessage(step);
    Atomics.wait(flag, 0, step - 1, 5_000);
    block(ms);
  };
  return { url: `http://127.0.0.1:${port}`, worker: target, goWhileBusy };
}

const post = (url: string, rest: Partial<ExchangeRequest>) =>
  recordExchange({ url, method: 'POST', headers: {}, body: {}, ...rest });

describe('recorder: caps when the kit itself was busy', () => {
  it('a response that arrived while the kit was busy past the first-byte cap is read, not capped', async () => {
    const target = await startTarget(false);
    target.worker.once('message', () => target.goWhileBusy(1, 300));
    const ex = await post(target.url, { caps: { firstByteMs: 100 } });
    expect(ex.end).toEqual({ at: expect.any(Number), how: 'complete' });
    expect(ex.body?.json).toEqual({ ok: true });
  });

  it('an event that arrived while the kit was busy past the idle cap is read, not capped', async () => {
    const target = await startTarget(true);
    target.worker.once('message', () => target.goWhileBusy(1, 0));
    const ex = await post(target.url, {
      caps: { idleMs: 100 },
      onEvent: (event) => {
        if (event.index === 0) target.goWhileBusy(2, 300);
      },
    });
    expect(ex.end).toEqual({ at: expect.any(Number), how: 'complete' });
    expect(ex.sse?.map((e) => e.json)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("an answer that arrived while the kit was busy past the case's time cap is read, not capped", async () => {
    const target = await startTarget(false);
    target.worker.once('message', () => target.goWhileBusy(1, 300));
    const budget = new CaseBudget({ ...DEFAULT_CAPS, caseMs: 100 });
    const ex = await post(target.url, { budget });
    budget.close();
    expect(ex.end).toEqual({ at: expect.any(Number), how: 'complete' });
  });

  it('a target that stays silent is still capped when the kit was busy', async () => {
    const target = await startTarget(false);
    target.worker.once('message', () => block(300));
    const ex = await post(target.url, { caps: { firstByteMs: 100 } });
    expect(ex.end).toMatchObject({ how: 'cap', cap: 'first-byte' });
  });
});
