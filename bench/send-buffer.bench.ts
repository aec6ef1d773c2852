// `npm run bench send-buffer` (`-- --rounds N`, default 3; `-- --four-turns` for the issue's
// shape): D17's send-buffer cap, held at the peak and not only at the end. Four clients follow a
// turn that streams about 30 MB (six steps of five 1 MB `big_output` calls, the transcript
// requested, so each result is a transcript chunk of about 1 MB) and never read it; the vessel
// drops all four and the turn goes on to its end. The baseline is the same turn followed by four
// clients that read it to its end. The vessel runs in a child process of its own, fresh for each
// run (support/vessel-process.ts), and the mock model in another. The figure: how much more the
// vessel's peak grew per unread client than per read one, beside what the cap lets a client cost,
// `cap + the largest frame` (target: within 1.5x).
//
// The four clients follow one turn (one opens it, three SubscribeToTask it; every stream is a
// follower of its task, the same path either way) rather than four turns of their own: every step's
// model request carries the whole history back, up to 30 MB, and which of four turns' requests
// happen to overlap moved their peak by 15 to 30 MiB between identical runs, more than the whole
// bound. The peaks are sampled every 10 ms just after a full collection, for the same reason: the
// turn leaves some 100 MB of garbage, and where the raw peak (ru_maxrss, printed beside) lands
// between collections varies by more than the cap. Prints figures; asserts nothing.
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
/** The shape the issue measured: each client opens a turn of its own. */
const FOUR_TURNS = process.argv.includes('--four-turns');
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

interface Run {
  read: boolean;
  /** The vessel's peaks over the run, each less its figure before the run (bytes). */
  growth: { raw: number; rss: number; held: number };
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
    if (FOUR_TURNS)
      streams.push(
        ...(await Promise.all(Array.from({ length: CLIENTS }, () => openStream(url, turnRequest(big.id), read)))),
      );
    else {
      const opener = await openStream(url, turnRequest(big.id), read);
      const followers = Array.from({ length: CLIENTS - 1 }, () =>
        openStream(url, subscribeRequest(opener.taskId), read),
      );
      streams.push(opener, ...(await Promise.all(followers)));
    }
    const deadline = started + RUN_LIMIT_MS;
    const ends = read
      ? await settledBy(Promise.all(streams.map((s) => s.closed)), deadline, 'read streams not ended')
      : [];
    const states = await waitTerminal(url, [...new Set(streams.map((s) => s.taskId))], deadline);
    const wallMs = performance.now() - started;
    const after = await vessel.memory();
    const drops = (await vessel.log()).filter((line) => line.startsWith('dropped a stream'));
    for (const s of streams) s.destroy();
    return { read, growth: growthOf(before, after), states, ends, drops, wallMs, load: os.loadavg()[0]! };
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
    `  ${label}: peak growth ${MiB(r.growth.rss)} resident, ${MiB(r.growth.held)} held (raw peak ${MiB(r.growth.raw)}); ` +
    `${[streams, drops].filter(Boolean).join(', ')}; turns ${[...new Set(r.states)].join(', ')}; ${(r.wallMs / 1000).toFixed(1)} s; load ${r.load.toFixed(1)}`
  );
}

out(
  `${CLIENTS} clients ${FOUR_TURNS ? 'each on a turn of its own' : 'on one turn'}, each turn ${STEPS} steps of ${CALLS_PER_STEP} big_output calls of ${OUTPUT_CHARS.toLocaleString('en')} characters, the transcript requested; the vessel's send-buffer cap ${MiB(DEFAULT_STREAM_BUFFER_BYTES)}`,
);
out(
  `  growth: the vessel's peak over the run less its figure before, just after a full collection (sampled every 10 ms): resident set, and heap + external bytes held; the raw peak is ru_maxrss`,
);
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
  const ratio = perClient('rss') / bound;
  if (sound) ratios.push(ratio);
  out(
    `  round ${round}: per unread client, the peak grew ${MiB(perClient('rss'))} resident (${MiB(perClient('held'))} held, raw ${MiB(perClient('raw'))}) more than per read one, ` +
      `against cap + largest frame ${MiB(bound)}: ${ratio.toFixed(2)}x` +
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
  `FIGURE 5: peak resident growth per unread client less per read one, median of ${ratios.length}/${ROUNDS} rounds ${median === undefined ? 'none' : `${median.toFixed(2)}x`} cap + largest frame ` +
    `(rounds ${ratios.map((r) => r.toFixed(2)).join(', ') || 'none'}; target <= ${TARGET_RATIO}x) ${met ? 'MET' : 'NOT MET'}` +
    `; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
await model.close();
