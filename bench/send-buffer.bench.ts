// `npm run bench send-buffer` (`-- --rounds N`, default 3; `-- --followers` for one turn followed
// by four streams): D17's send-buffer cap, held at the peak and not only at the end. Four clients
// each open a turn that streams about 30 MB (six steps of five 1 MB `big_output` calls, the
// transcript requested, so each result is a transcript chunk of about 1 MB) and never read it; the
// vessel drops all four and the turns go on to their end. The baseline is the same four turns read
// by their clients to the end. The vessel runs in a child process of its own, fresh for each run
// (support/vessel-process.ts), and the mock model in another. The figure: how much more the
// vessel's peak held (heap + external, sampled just after a full collection) grew per unread client
// than per read one, beside what the cap lets a client cost, `cap + the largest frame` (target:
// within 1.5x). The resident set and ru_maxrss are printed beside it.
//
// Where the unsent bytes live is read directly as well (support/vessel-process.ts): each response's
// writableLength after each write, the frames its socket has not handed to the kernel. That is the
// only place they wait: a frame is serialised once per stream and queued once, the cap is checked
// after every write, and a step's five results, written in one tick, are what reaches the cap. The
// unread clients are dropped during their first step, so at the run's peak (the last step, when
// every turn's model request carries its whole 30 MB history) they hold nothing.
//
// What is not the difference: the vessel keeps each finished task for GetTask, its artifacts
// included (the transcript artifact holds the 30 tool results, about 30 MB a turn; A2A's Task
// carries its artifacts, and D17 asks that GetTask report the turn's end). Read and unread runs keep
// the same tasks, so it is in both baselines; the bench prints its size, measured as GetTask's
// answer. The four turns' model calls overlap differently from run to run (each request up to
// 30 MB): the held peaks of identical runs move in steps of about 15-25 MiB (267 to 350 MiB
// seen, read and unread alike), hence the median of rounds, and the per-stream figure beside it,
// which is exact. With the cap lifted for the unread clients too, the bench fails: 2.76x held, and
// one stream 30,998,168 bytes unsent (5.94x). Prints figures; asserts nothing.
import http from 'node:http';
import os from 'node:os';
import { TRANSCRIPT_MEDIA_TYPE } from '../src/a2a/vessel-events.ts';
import { embeddedConfig } from '../src/embedded/index.ts';
import { DEFAULT_STREAM_BUFFER_BYTES } from '../src/vessel/server/http-server.ts';
import { scriptDirective, type Script } from '../mock-model/index.ts';
import { startModelProcess } from './support/model-process.ts';
import { startVesselProcess, type VesselMemory, type VesselSettings } from './support/vessel-process.ts';

const CLIENTS = 4;
const STEPS = 6;
const CALLS_PER_STEP = 5;
const OUTPUT_CHARS = 1_000_000;
const TARGET_RATIO = 1.5;
/** How long one run may take before the bench gives up. */
const RUN_LIMIT_MS = 120_000;
const argIndex = process.argv.indexOf('--rounds');
const ROUNDS = Number(argIndex >= 0 ? process.argv[argIndex + 1] : 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a positive integer');
/** One turn followed by the four streams (one opens it, three SubscribeToTask it): the model requests of one turn only. */
const FOLLOWERS = process.argv.includes('--followers');
/**
 * The read baseline runs with the cap lifted. At its default the vessel drops a client that reads
 * as well: a step's five results finish in one tick, and 5 MB are queued before the socket can
 * send any of it. So the baseline is what the turn costs when nothing is dropped, and one run at
 * the end shows what readers get under the default cap.
 */
const UNCAPPED: VesselSettings = { streamBufferBytes: Number.MAX_SAFE_INTEGER };

const big: Script = {
  id: 'big-stream',
  steps: [
    ...Array.from({ length: STEPS }, (_, i) => ({
      tool_calls: Array.from({ length: CALLS_PER_STEP }, () => ({
        name: 'big_output',
        arguments: { n: OUTPUT_CHARS },
      })),
      // The first call answers late enough for the subscribers to be following before any result.
      ...(i === 0 ? { timing: { ttft_ms: 500 } } : {}),
    })),
    { text: 'Done.' },
  ],
};
const small: Script = { id: 'warm-up', steps: [{ text: 'Hello.' }] };
// The last step's request carries all 30 results back to the model.
const model = await startModelProcess([big, small], 10, 64 * 2 ** 20);
const agent = {
  ...embeddedConfig.agents[0]!,
  model: { ...embeddedConfig.agents[0]!.model, base_url: model.url },
  max_steps: STEPS + 2,
  deadline_seconds: RUN_LIMIT_MS / 1000,
};

function post(url: string, body: unknown): http.ClientRequest {
  const text = JSON.stringify(body);
  const req = http.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'A2A-Version': '1.0', 'Content-Length': Buffer.byteLength(text) },
  });
  req.end(text);
  return req;
}

const subscribeRequest = (taskId: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'SubscribeToTask',
  params: { id: taskId },
});

const turnRequest = (script: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'SendStreamingMessage',
  params: {
    message: {
      role: 'ROLE_USER',
      messageId: `m-${Math.random()}`,
      parts: [{ text: `Stream a lot.\n${scriptDirective(script)}` }],
    },
    configuration: { acceptedOutputModes: ['text/markdown', TRANSCRIPT_MEDIA_TYPE] },
  },
});

interface StreamEnd {
  bytes: number;
  largestFrame: number;
  /** The response ended whole (the vessel did not drop it). */
  whole: boolean;
}

interface Stream {
  taskId: string;
  /** Resolves once the response has closed, by either side. */
  closed: Promise<StreamEnd>;
  destroy(): void;
}

/**
 * One stream (SendStreamingMessage or SubscribeToTask; either starts with the task). Read: every byte read and counted, with the largest SSE frame seen.
 * Unread: read up to the first event (for the task id), then paused: node:http stops reading the
 * socket once its small buffer is full, and the kernel's buffers fill behind it.
 */
function openStream(url: string, request: unknown, read: boolean): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = post(url, request);
    req.on('error', reject);
    req.on('response', (res) => {
      const end: StreamEnd = { bytes: 0, largestFrame: 0, whole: false };
      let frame = 0;
      let previous = 0;
      let head = '';
      let resolved = false;
      const closed = new Promise<StreamEnd>((done) => res.on('close', () => done({ ...end, whole: res.complete })));
      res.on('error', () => undefined);
      res.on('data', (chunk: Buffer) => {
        end.bytes += chunk.length;
        // A frame ends at a blank line; JSON escapes newlines, so "\n\n" only ever ends one.
        for (const byte of chunk) {
          frame++;
          if (byte === 10 && previous === 10) {
            end.largestFrame = Math.max(end.largestFrame, frame);
            frame = 0;
          }
          previous = byte;
        }
        if (resolved) return;
        head += chunk.toString('utf8');
        const first = /^data: (.*)\n\n/.exec(head)?.[1];
        if (first === undefined) return;
        resolved = true;
        if (!read) res.pause();
        const taskId = (JSON.parse(first) as { result: { task: { id: string } } }).result.task.id;
        resolve({ taskId, closed, destroy: () => req.destroy() });
      });
    });
  });
}

/** `promise`, or a rejection once `deadline` (performance.now) has passed. */
function settledBy<T>(promise: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} after ${RUN_LIMIT_MS} ms`)), deadline - performance.now());
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** ListTasks (no artifacts, no history) until every task is terminal; resolves with their states. */
async function waitTerminal(url: string, taskIds: string[], deadline: number): Promise<string[]> {
  for (;;) {
    const states = await new Promise<Map<string, string>>((resolve, reject) => {
      const req = post(url, {
        jsonrpc: '2.0',
        id: 2,
        method: 'ListTasks',
        params: { pageSize: 100, historyLength: 0 },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const { tasks } = (JSON.parse(text) as { result: { tasks: { id: string; status: { state: string } }[] } })
            .result;
          resolve(new Map(tasks.map((t) => [t.id, t.status.state])));
        });
      });
    });
    const shown = taskIds.map((id) => states.get(id) ?? 'missing');
    if (shown.every((s) => s !== 'TASK_STATE_WORKING' && s !== 'TASK_STATE_SUBMITTED')) return shown;
    if (performance.now() > deadline) throw new Error(`turns not terminal after ${RUN_LIMIT_MS} ms: ${shown}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** GetTask's answer for the task, in bytes: what the vessel keeps of a finished turn (D17). */
function storedBytes(url: string, taskId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = post(url, { jsonrpc: '2.0', id: 3, method: 'GetTask', params: { id: taskId, historyLength: 0 } });
    req.on('error', reject);
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
  });
}

interface Run {
  read: boolean;
  /** The vessel's peaks over the run, each less its figure before the run (bytes). */
  growth: { raw: number; rss: number; held: number };
  /** The most one stream held unsent; every stream's unsent bytes at the held peak; external bytes then. */
  unsent: { perStream: number; atPeak: number; externalAtPeak: number };
  /** GetTask's answer for each turn, in bytes. */
  stored: number[];
  states: string[];
  /** Read runs: how each stream ended. */
  ends: StreamEnd[];
  drops: string[];
  wallMs: number;
  load: number;
}

const growthOf = (before: VesselMemory, after: VesselMemory): Run['growth'] => ({
  raw: after.peakRss - before.rss,
  rss: after.peakCollectedRss - before.rss,
  held: after.peakHeld - before.held,
});

/** Four clients on the big turn (or four big turns), read or not, against a fresh vessel; its peaks over them. */
async function run(read: boolean, settings: VesselSettings = {}): Promise<Run> {
  const vessel = await startVesselProcess({ agents: [agent] }, settings);
  const url = vessel.urls.default!;
  try {
    // Warm-up: the modules, the JIT and a model connection, before the vessel's memory is read.
    const warm = await openStream(url, turnRequest(small.id), true);
    await warm.closed;
    const before = await vessel.memory();
    const started = performance.now();
    const streams: Stream[] = [];
    if (FOLLOWERS) {
      const opener = await openStream(url, turnRequest(big.id), read);
      const followers = Array.from({ length: CLIENTS - 1 }, () =>
        openStream(url, subscribeRequest(opener.taskId), read),
      );
      streams.push(opener, ...(await Promise.all(followers)));
    } else
      streams.push(
        ...(await Promise.all(Array.from({ length: CLIENTS }, () => openStream(url, turnRequest(big.id), read)))),
      );
    const deadline = started + RUN_LIMIT_MS;
    const ends = read
      ? await settledBy(Promise.all(streams.map((s) => s.closed)), deadline, 'read streams not ended')
      : [];
    const states = await waitTerminal(url, [...new Set(streams.map((s) => s.taskId))], deadline);
    const wallMs = performance.now() - started;
    const after = await vessel.memory();
    const drops = (await vessel.log()).filter((line) => line.startsWith('dropped a stream'));
    for (const s of streams) s.destroy();
    const tasks = [...new Set(streams.map((s) => s.taskId))];
    const stored = await Promise.all(tasks.map((id) => storedBytes(url, id)));
    const unsent = {
      perStream: after.peakUnsentPerStream,
      atPeak: after.unsentAtPeakHeld,
      externalAtPeak: after.externalAtPeakHeld,
    };
    return {
      read,
      growth: growthOf(before, after),
      unsent,
      stored,
      states,
      ends,
      drops,
      wallMs,
      load: os.loadavg()[0]!,
    };
  } finally {
    await vessel.close();
  }
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const whole = (r: Run) => r.ends.filter((e) => e.whole).length;

function describe(label: string, r: Run): string {
  const streams = r.read
    ? `${whole(r)}/${CLIENTS} streams whole, ${MiB(r.ends.reduce((n, e) => n + e.bytes, 0))} read`
    : '';
  const drops = `${r.drops.length}/${CLIENTS} streams dropped${r.drops[0] ? ` (${r.drops[0]})` : ''}`;
  return (
    `  ${label}: peak growth ${MiB(r.growth.held)} held (${MiB(r.unsent.externalAtPeak)} external), ${MiB(r.growth.rss)} resident (raw peak ${MiB(r.growth.raw)}); ` +
    `unsent: at most ${MiB(r.unsent.perStream)} on one stream, ${MiB(r.unsent.atPeak)} on all at the held peak; ` +
    `${[streams, drops].filter(Boolean).join(', ')}; turns ${[...new Set(r.states)].join(', ')}; ${(r.wallMs / 1000).toFixed(1)} s; load ${r.load.toFixed(1)}`
  );
}

out(
  `${CLIENTS} clients ${FOLLOWERS ? 'on one turn' : 'each on a turn of its own'}, each turn ${STEPS} steps of ${CALLS_PER_STEP} big_output calls of ${OUTPUT_CHARS.toLocaleString('en')} characters, the transcript requested; the vessel's send-buffer cap ${MiB(DEFAULT_STREAM_BUFFER_BYTES)}`,
);
out(
  `  growth: the vessel's peak over the run less its figure before, just after a full collection (sampled every 10 ms): heap + external bytes held, and the resident set; the raw peak is ru_maxrss`,
);
out(`  unsent: a response's writableLength after each write (frames its socket has not handed to the kernel)`);
const ratios: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const read = await run(true, UNCAPPED);
  const unread = await run(false);
  out(describe(`round ${round}, read (cap lifted)`, read));
  out(describe(`round ${round}, unread`, unread));
  const largestFrame = Math.max(...read.ends.map((e) => e.largestFrame));
  const bound = DEFAULT_STREAM_BUFFER_BYTES + largestFrame;
  const perClient = (key: keyof Run['growth']) => (unread.growth[key] - read.growth[key]) / CLIENTS;
  const sound =
    whole(read) === CLIENTS &&
    unread.drops.length === CLIENTS &&
    [...read.states, ...unread.states].every((s) => s === 'TASK_STATE_COMPLETED');
  const ratio = perClient('held') / bound;
  if (sound) ratios.push(ratio);
  const stored = unread.stored.reduce((n, b) => n + b, 0) / unread.stored.length;
  out(
    `  round ${round}: per unread client, the peak held grew ${MiB(perClient('held'))} (resident ${MiB(perClient('rss'))}, raw ${MiB(perClient('raw'))}) more than per read one, ` +
      `against cap + largest frame ${MiB(bound)} (${bound.toLocaleString('en')} bytes): ${ratio.toFixed(2)}x; ` +
      `one stream held at most ${unread.unsent.perStream.toLocaleString('en')} bytes unsent (${(unread.unsent.perStream / bound).toFixed(2)}x); ` +
      `each finished task kept for GetTask ${MiB(stored)} in both runs` +
      (sound ? '' : ' (not counted: a read stream cut, an unread one not dropped, or a turn not completed)') +
      `; load ${unread.load.toFixed(1)}`,
  );
}
const capped = await run(true);
out(describe('read with the default cap', capped));
const sorted = [...ratios].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const met = median !== undefined && ratios.length === ROUNDS && median <= TARGET_RATIO;
out(
  `FIGURE 5: peak held growth per unread client less per read one, median of ${ratios.length}/${ROUNDS} rounds ${median === undefined ? 'none' : `${median.toFixed(2)}x`} cap + largest frame ` +
    `(rounds ${ratios.map((r) => r.toFixed(2)).join(', ') || 'none'}, spread ${sorted.length > 0 ? (sorted.at(-1)! - sorted[0]!).toFixed(2) : 'none'}; target <= ${TARGET_RATIO}x) ${met ? 'MET' : 'NOT MET'}` +
    `; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
await model.close();
