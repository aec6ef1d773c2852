// The reference vessel under load (`npm run bench vessel`). Prints figures, asserts nothing.
//  1. 200 concurrent streaming turns through the real engine (2 steps, one tool call, ~2 KB of
//     text streamed in 5 ms pieces): every turn must complete with no event lost or reordered;
//     reports merge-window lateness (target p99: at most 5 ms beyond the 50 ms window) with the
//     event loop's utilisation and the vessel's CPU per model frame; then the capacity, the most
//     concurrent turns at which p99 stays within 5 ms, the vessel's and a bare reader's of the same
//     streams (support/bare-reader.ts); beside the CPU figure, not judged, a relay of the same
//     streams that also writes the vessel's own event bytes to the same clients
//     (support/relay-floor.ts), which splits the vessel's cost beyond the bare reader into what
//     the requests and writes cost and what its own code does. The mock model and the clients
//     each run in a child process, so this process is the vessel alone (its CPU time and event
//     loop are the vessel's). Lateness is observed at the vessel (bench/support/merge-observer.ts
//     wraps the engine's injectable clock and sink): for each delta whose window had aged when it
//     went out, how long past window-open + 50 ms the server had written it. The end-to-end
//     figure (model process sends a piece -> client process parses the event holding it) is
//     printed beside it.
//  2. Throughput of trivial one-step turns, side by side with a server built on @a2a-js/sdk's own
//     server classes (DefaultRequestHandler + JsonRpcTransportHandler on node:http) running an
//     equivalent executor, as a ratio measured in the same run (target >= 1.0).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import type { AgentExecutor } from '@a2a-js/sdk/server';
import { TaskState } from '@a2a-js/sdk';
import { startEmbeddedVessel } from '../src/embedded/index.ts';
import { referenceTurn } from '../src/vessel/turn/index.ts';
import type { Script } from '../mock-model/index.ts';
import { createVesselServer } from '../src/vessel/server/http-server.ts';
import { validateTranscript } from '../src/transcript/index.ts';
import type { RunTurn } from '../src/vessel/turn/seam.ts';
import type { VesselEvent } from '../src/a2a/vessel-events.ts';
import { MERGE_WINDOW_MS } from '../src/a2a/vessel-events.ts';
import { bareReader } from './support/bare-reader.ts';
import { relayTurn, startRelayFloor } from './support/relay-floor.ts';
import { observeMergeWindows, type MergeWindowObservations } from './support/merge-observer.ts';
import { startModelProcess, type ModelCallFrames, type ModelProcess } from './support/model-process.ts';
import { publishAnswer, publishStatus, publishTask, startSdkServer } from './support/sdk-server.ts';
import { startStreamClients, type StreamClients } from './support/stream-client-process.ts';
import { streamTurn, vesselEventIn, type Received } from './support/stream-turn.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const distribution = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

/** The vessel event a status update carries. */
const vesselEventOf = (e: Received) => vesselEventIn(e.result)!;

/** End-to-end lateness of one step: from the model sending each piece to the client receiving the delta holding it. */
function pieceLateness(deltas: Received[], call: ModelCallFrames): number[] {
  // Cumulative characters at the end of each received delta; a piece is held by the first
  // delta whose end reaches the piece's end.
  let end = 0;
  const ends = deltas.map((e) => (end += [...(vesselEventOf(e) as { content: string }).content].length));
  const lateness: number[] = [];
  let sentChars = 0;
  let d = 0;
  for (const frame of call.frames) {
    if (frame.data === '[DONE]') continue;
    const content = (JSON.parse(frame.data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta
      ?.content;
    if (!content) continue;
    sentChars += [...content].length;
    while (d < ends.length && ends[d]! < sentChars) d++;
    const holder = deltas[d];
    if (holder) lateness.push(holder.at - frame.at);
  }
  return lateness;
}

// ---------------------------------------------------------------------------------------------
const PIECE = 20; // characters per piece, one piece every 5 ms: 1,000 characters a step
const MOST_TURNS = 800;
/** Target 1: p99 merge-window lateness at the vessel at most this, at 200 concurrent turns. */
const LATENESS_TARGET_MS = 5;
/** Target (issue 24, 1): the vessel's CPU per model frame at most this many times the bare reader's. */
const PER_FRAME_TARGET = 1.3;
/** Targets (issue 24, 2): p99 lateness at most this many times the bare reader's; capacity at least this share of its. */
const LATENESS_RATIO_TARGET = 2;
const CAPACITY_TARGET = 0.5;
/** How many times each capacity level is run; it is judged by the median of their p99s. */
const PROBE_REPEATS = 3;
const stepText = (turn: number, step: number) =>
  `turn ${turn} step ${step} `.padEnd(1000, 'abcdefghij klmnopqrst uvwxyz ');
const scripts: Script[] = Array.from({ length: MOST_TURNS }, (_, i) => ({
  id: `bench-${i}`,
  steps: [
    {
      text: stepText(i, 1),
      tool_calls: [{ name: 'echo', arguments: { text: 'x' } }],
      timing: { chunk_chars: PIECE, interval_ms: 5 },
    },
    { text: stepText(i, 2), timing: { chunk_chars: PIECE, interval_ms: 5 } },
  ],
}));

/** The texts of `turns` turns, turn i playing script `bench-<i>`. */
const turnTexts = (turns: number) => Array.from({ length: turns }, (_, i) => `bench\nvessel-kit:script=bench-${i}`);

interface LoadRun {
  turns: number;
  complete: number;
  broken: string[];
  wallMs: number;
  windows: MergeWindowObservations;
  /** The vessel's event loop: the share of the run it was busy. */
  utilization: number;
  /** CPU µs this process (the vessel alone) spent per model frame it read. */
  cpuPerFrame: number;
  /** Model frames the mock model sent, and SSE events the vessel wrote to its clients (which the floor does not). */
  frames: number;
  events: number;
  /** The share of that CPU spent in the kernel (system calls: reading sockets, writing events). */
  systemShare: number;
  /** How busy the machine's cores were during the run, all processes together (model, clients, vessel). */
  machineBusy: number;
  endToEnd: number[];
  load: number;
  /** Per turn, the events its client received, in order. */
  received: Received[][];
}

/** The share of the machine's CPU time between two os.cpus() readings that was not idle. */
function busyShare(before: os.CpuInfo[], after: os.CpuInfo[]): number {
  let idle = 0;
  let total = 0;
  after.forEach((cpu, i) => {
    const was = before[i]!.times;
    const times = Object.keys(cpu.times) as (keyof os.CpuInfo['times'])[];
    for (const k of times) total += cpu.times[k] - was[k];
    idle += cpu.times.idle - was.idle;
  });
  return total === 0 ? NaN : 1 - idle / total;
}

/**
 * VESSEL_PROFILE=FILE: V8's CPU profile of the 200-turn run, from the turns' start to the last
 * stream's end (what --cpu-prof gives, less module loading, the warm-up and the bench's own parsing);
 * FLOOR_PROFILE=FILE, the bare reader's of the same streams, so the two compare frame by frame;
 * RELAY_PROFILE=FILE, the relay floor's.
 * The profiler's sampling and its stop, which serialises the profile, run in this process, so a
 * profiled run's CPU figure is not judged.
 */
async function profiled<T>(file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** `turns` concurrent streaming turns, each checked whole and in order; the model and the clients in processes of their own. */
async function concurrentTurns(
  turns: number,
  model: ModelProcess,
  clients: StreamClients,
  profile = false,
): Promise<LoadRun> {
  await model.clearJournal();
  const observed = observeMergeWindows(referenceTurn);
  const vessel = await startEmbeddedVessel({ modelUrl: model.url, runTurn: observed.runTurn });
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const machineBefore = os.cpus();
  const play = () => clients.run(vessel.urls.default!, turnTexts(turns));
  const { wallMs } = await (profile ? profiled(process.env.VESSEL_PROFILE, play) : play());
  const cpu = process.cpuUsage(cpuBefore);
  const machineBusy = busyShare(machineBefore, os.cpus());
  const loop = performance.eventLoopUtilization(loopBefore);
  const load = os.loadavg()[0]!;
  const received = await clients.results();
  await vessel.close();
  const calls = await model.journal();

  let complete = 0;
  const broken: string[] = [];
  const endToEnd: number[] = [];
  received.forEach((events, i) => {
    const updates = events.filter((e) => e.result.statusUpdate);
    const vesselEvents = updates.map(vesselEventOf);
    const last = updates.at(-1)?.result.statusUpdate.status.state;
    if (last === 'TASK_STATE_COMPLETED') complete++;
    // Order: turn.started, step 1 deltas, step.finished 1, the tool, step 2 deltas, step.finished 2, turn.finished.
    const shape = vesselEvents
      .map((e) => (e.type === 'text.delta' ? `d${e.step}` : e.type))
      .join(' ')
      .replace(/(d\d)( \1)+/g, '$1');
    const expected = 'turn.started d1 step.finished tool.started tool.finished d2 step.finished turn.finished';
    if (shape !== expected) broken.push(`turn ${i}: order ${shape}`);
    for (const step of [1, 2]) {
      const deltas = updates.filter((e) => {
        const ev = vesselEventOf(e);
        return ev.type === 'text.delta' && ev.step === step;
      });
      const text = deltas.map((e) => (vesselEventOf(e) as { content: string }).content).join('');
      if (text !== stepText(i, step))
        broken.push(`turn ${i} step ${step}: text differs (${text.length} of ${stepText(i, step).length} characters)`);
      const call = calls.find((c) => c.scriptId === `bench-${i}` && c.step === step - 1);
      if (call) endToEnd.push(...pieceLateness(deltas, call));
    }
  });
  const frames = framesSent(calls);
  return {
    turns,
    complete,
    broken,
    wallMs,
    windows: observed.observations,
    utilization: loop.utilization,
    cpuPerFrame: (cpu.user + cpu.system) / frames,
    frames,
    events: received.reduce((n, events) => n + events.length, 0),
    systemShare: cpu.system / (cpu.user + cpu.system),
    machineBusy,
    endToEnd,
    load,
    received,
  };
}

/** The relay floor (support/relay-floor.ts) of `run`'s turns: its CPU per model frame, counted as the vessel's is. */
async function relayFloor(run: LoadRun, model: ModelProcess, clients: StreamClients) {
  const turns = run.received.map((events) =>
    relayTurn(
      events.map((e) => e.result),
      2,
    ),
  );
  const relay = await startRelayFloor(model.url, turns);
  await model.clearJournal();
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  await profiled(process.env.RELAY_PROFILE, () => clients.run(relay.url, turnTexts(run.turns))).catch((error) => {
    throw relay.failures[0] ?? error; // a cut stream's own error says less than the relay's
  });
  const cpu = process.cpuUsage(cpuBefore);
  const utilization = performance.eventLoopUtilization(loopBefore).utilization;
  await relay.close();
  const received = await clients.results();
  const differs = received.findIndex(
    (events, i) =>
      JSON.stringify(events.map((e) => e.result)) !== JSON.stringify(run.received[i]!.map((e) => e.result)),
  );
  if (differs >= 0) throw new Error(`the relay floor's turn ${differs} did not get the events the vessel wrote`);
  const events = received.reduce((n, events) => n + events.length, 0);
  const frames = framesSent(await model.journal());
  return { cpuPerFrame: (cpu.user + cpu.system) / frames, frames, events, lateness: relay.lateness, utilization };
}

/** The frames the mock model sent over these calls, `[DONE]` included. */
const framesSent = (calls: ModelCallFrames[]) => calls.reduce((n, c) => n + c.frames.length, 0);

const out = (line: string) => process.stdout.write(`${line}\n`);
const busy = (run: LoadRun) => `${(run.utilization * 100).toFixed(0)}%`;

function report(run: LoadRun): void {
  const { windows } = run;
  out(
    `1. ${run.turns} concurrent streaming turns (2 steps, a tool call, 2 x 1,000 characters in ${PIECE}-character pieces every 5 ms)`,
  );
  out(
    `   completed: ${run.complete}/${run.turns}; lost or reordered: ${run.broken.length === 0 ? 'none' : run.broken.length}; wall ${run.wallMs.toFixed(0)} ms`,
  );
  for (const line of run.broken.slice(0, 5)) out(`     ${line}`);
  out(
    `   merge-window lateness at the vessel (a delta whose window aged, written by the server, past window-open + ${MERGE_WINDOW_MS} ms):`,
  );
  out(
    `     ${distribution(windows.lateness)} over ${windows.lateness.length} aged windows (${windows.byTimer} emitted by their own timer)`,
  );
  out(
    `     window timers' callbacks starting late (event-loop delay alone): ${distribution(windows.timerLateness)} over ${windows.timerLateness.length} timers`,
  );
  // All turns start at once and step together, so their starts and their second model calls come
  // in bursts: lateness by tenth of the run, in firing order, shows whether p99 is a burst's.
  const tenths = Array.from({ length: 10 }, (_, k) =>
    windows.timerLateness.slice((k * windows.timerLateness.length) / 10, ((k + 1) * windows.timerLateness.length) / 10),
  );
  out(
    `     the same by tenth of the run, in firing order (max ms): ${tenths.map((t) => Math.max(...t).toFixed(0)).join(' ')}`,
  );
  out(
    `     deltas emitted before their window aged (buffer full at 512 characters, or message end): ${windows.early}; deltas matched with no window: ${windows.unmatched}`,
  );
  out(
    `   the vessel (this process: vessel only): event loop busy ${busy(run)} of the run, ${run.cpuPerFrame.toFixed(1)} µs CPU per model frame read (${(run.systemShare * 100).toFixed(0)}% of it in the kernel)`,
  );
  out(
    `   end to end (piece sent by the model process -> event parsed by the client process): ${distribution(run.endToEnd)} over ${run.endToEnd.length} pieces`,
  );
  out(
    `     (includes the ${MERGE_WINDOW_MS} ms window by design, the vessel reading the model stream, and the clients' own reading)`,
  );
  out(
    `   the machine (vessel, mock model and clients together): ${(run.machineBusy * 100).toFixed(0)}% of its ${os.availableParallelism()} cores busy during the run`,
  );
  out(`   peak RSS of this process (the vessel): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

/** The most concurrent turns at which `within` holds: levels doubling from 25, then halving the gap. */
async function capacity(within: (turns: number) => Promise<boolean>): Promise<number> {
  let good = 0;
  let bad = MOST_TURNS + 1;
  for (let turns = 25; turns <= MOST_TURNS; turns *= 2) {
    if (await within(turns)) good = turns;
    else {
      bad = turns;
      break;
    }
  }
  while (bad - good > Math.max(10, good / 8)) {
    const turns = Math.round((good + bad) / 2);
    if (await within(turns)) good = turns;
    else bad = turns;
  }
  return good;
}

async function mergeWindows(): Promise<void> {
  const model = await startModelProcess(scripts, 2 * MOST_TURNS);
  const clients = await startStreamClients();
  await concurrentTurns(20, model, clients); // warm-up: JIT, connections
  const run = await concurrentTurns(200, model, clients, true);
  report(run);
  // The floor's CPU per model frame, counted as the vessel's is: per frame the mock model sent (its
  // journal), not per TCP chunk the reader got, since frames coalesce into chunks under load.
  await model.clearJournal();
  const floorCpuBefore = process.cpuUsage();
  const floor = await profiled(process.env.FLOOR_PROFILE, () => bareReader(model.url, 200));
  const floorCpu = process.cpuUsage(floorCpuBefore);
  const floorFrames = framesSent(await model.journal());
  const floorPerFrame = (floorCpu.user + floorCpu.system) / floorFrames;
  const floorP99 = percentile(floor.lateness, 99);
  out(
    `   the floor: the same 200 turns' model streams read here by a bare node:http client that only opens a ${MERGE_WINDOW_MS} ms timer per window (no events, no clients):`,
  );
  out(
    `     timer lateness ${distribution(floor.lateness)} over ${floor.lateness.length} windows; event loop busy ${(floor.utilization * 100).toFixed(0)}%, ${floorPerFrame.toFixed(1)} µs CPU per model frame (${floorFrames} frames; ${floor.cpuPerChunk.toFixed(1)} µs per TCP chunk read)`,
  );
  const perFrameRatio = run.cpuPerFrame / floorPerFrame;
  out(
    `   FIGURE 1, CPU PER MODEL FRAME: the vessel ${run.cpuPerFrame.toFixed(1)} µs, the bare reader ${floorPerFrame.toFixed(1)} µs, both per frame the mock model sent ` +
      `(${run.frames} and ${floorFrames}; the vessel also wrote ${run.events} events to its ${run.turns} clients, ${(run.events / run.frames).toFixed(2)} a frame, and answered their ${run.turns} requests): ` +
      (process.env.VESSEL_PROFILE || process.env.FLOOR_PROFILE
        ? `${perFrameRatio.toFixed(2)}x, profiled (the profiler's own CPU, about 10 µs a frame, is in the profiled figure: not judged)`
        : `${perFrameRatio.toFixed(2)}x (target <= ${PER_FRAME_TARGET}x) ${perFrameRatio <= PER_FRAME_TARGET ? 'MET' : 'NOT MET'}`) +
      `; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  const relay = await relayFloor(run, model, clients);
  out(
    `   beside it, not judged: a relay of the same streams (support/relay-floor.ts) that also answers the ${run.turns} requests and writes the vessel's own event bytes to the same clients, at its window timers and its model calls' ends (no parsing, merging or task):`,
  );
  out(
    `     ${relay.cpuPerFrame.toFixed(1)} µs CPU per model frame (${relay.frames} frames, ${relay.events} events written); timer lateness ${distribution(relay.lateness)}; event loop busy ${(relay.utilization * 100).toFixed(0)}%`,
  );
  const anyProfiled = process.env.VESSEL_PROFILE || process.env.FLOOR_PROFILE || process.env.RELAY_PROFILE;
  out(
    `     ${anyProfiled ? "(profiled: the profiler's CPU is in these figures) " : ''}of the vessel's ${(run.cpuPerFrame - floorPerFrame).toFixed(1)} µs a frame beyond the bare reader, the relay pays ${(relay.cpuPerFrame - floorPerFrame).toFixed(1)} µs (the requests, the event writes); the vessel's own code, ${(run.cpuPerFrame - relay.cpuPerFrame).toFixed(1)} µs: the vessel / the relay ${(run.cpuPerFrame / relay.cpuPerFrame).toFixed(2)}x`,
  );
  if (process.env.VESSEL_BENCH === 'per-frame') {
    await clients.close();
    await model.close();
    return;
  }
  const p99 = percentile(run.windows.lateness, 99);
  const ok = run.complete === run.turns && run.broken.length === 0 && p99 <= LATENESS_TARGET_MS;
  out(
    `   EARLIER TARGET (figure 2 restates it against the bare reader): p99 merge-window lateness at 200 turns ${p99.toFixed(1)} ms (target <= ${LATENESS_TARGET_MS} ms) ${ok ? 'MET' : 'NOT MET'}` +
      `; event loop busy ${busy(run)}; the floor (a bare reader) p99 ${floorP99.toFixed(1)} ms; load ${run.load.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  const lateRatio = p99 / floorP99;
  out(
    `   FIGURE 2, LATENESS: p99 merge-window lateness at 200 turns, the vessel ${p99.toFixed(1)} ms, the bare reader ${floorP99.toFixed(1)} ms: ${lateRatio.toFixed(2)}x (target <= ${LATENESS_RATIO_TARGET}x) ${ok && lateRatio <= LATENESS_RATIO_TARGET ? 'MET' : 'NOT MET'}` +
      `; load ${run.load.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  // Capacity: the most concurrent turns at which p99 stays within the target, the vessel's and the
  // bare reader's in the same run (issue 24, figure 2: the vessel's at least half the reader's).
  // One probe's p99 rests on a few of its windows (at 25 turns, the third worst of about 250), so
  // one scheduling hiccup on this shared machine would decide it: each level is probed
  // PROBE_REPEATS times and judged by the median p99.
  const median = (values: number[]) => percentile(values, 50);
  const measure = async (turns: number) => {
    const runs: LoadRun[] = [];
    for (let i = 0; i < PROBE_REPEATS; i++) runs.push(await concurrentTurns(turns, model, clients));
    const p99s = runs.map((r) => (r.complete === turns ? percentile(r.windows.lateness, 99) : Infinity));
    const r = runs.at(-1)!;
    out(
      `     ${String(turns).padStart(4)} turns: p99 median ${median(p99s).toFixed(1)} ms (${p99s.map((p) => p.toFixed(1)).join(', ')}), event loop busy ${busy(r)}, ${r.cpuPerFrame.toFixed(1)} µs CPU per frame, machine ${(r.machineBusy * 100).toFixed(0)}% busy, load ${r.load.toFixed(1)}`,
    );
    return median(p99s) <= LATENESS_TARGET_MS;
  };
  const measureFloor = async (turns: number) => {
    const p99s: number[] = [];
    for (let i = 0; i < PROBE_REPEATS; i++) {
      await model.clearJournal();
      p99s.push(percentile((await bareReader(model.url, turns)).lateness, 99));
    }
    out(
      `     ${String(turns).padStart(4)} streams read bare: timer p99 median ${median(p99s).toFixed(1)} ms (${p99s.map((p) => p.toFixed(1)).join(', ')}), load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    return median(p99s) <= LATENESS_TARGET_MS;
  };
  const describe = (good: number) =>
    good === 0 ? 'fewer than the fewest tried' : `${good}${good === MOST_TURNS ? ' or more' : ''}`;
  out(
    `   capacity (the most concurrent turns with p99 <= ${LATENESS_TARGET_MS} ms, the median of ${PROBE_REPEATS} runs at each level), the vessel's:`,
  );
  const vesselCapacity = await capacity(measure);
  out(`   and the bare reader's (the same streams, its window timers' p99):`);
  const floorCapacity = await capacity(measureFloor);
  const capacityRatio = vesselCapacity / floorCapacity;
  out(
    `   FIGURE 2, CAPACITY: the vessel ${describe(vesselCapacity)} concurrent turns, the bare reader ${describe(floorCapacity)}: ${capacityRatio.toFixed(2)}x (target >= ${CAPACITY_TARGET}x) ${capacityRatio >= CAPACITY_TARGET ? 'MET' : 'NOT MET'}` +
      `; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  await clients.close();
  await model.close();
}

// ---------------------------------------------------------------------------------------------
// 2. Trivial turns: the same five events on each server.

const trivialRunTurn: RunTurn = async (_agent, input, sink) => {
  const tokens = { input: 1, output: 1 };
  const event = (e: VesselEvent, state: 'TASK_STATE_WORKING' | 'TASK_STATE_COMPLETED' = 'TASK_STATE_WORKING') =>
    sink({ kind: 'event', event: e, state });
  event({ type: 'turn.started', conversation_id: input.contextId, turn_id: input.taskId });
  event({ type: 'text.delta', step: 1, content: 'Hello.' });
  event({ type: 'step.finished', step: 1, tool_calls: 0, tokens, finish_reason: 'stop' });
  const artifact = { artifactId: 'answer', name: 'answer', parts: [{ text: 'Hello.', mediaType: 'text/markdown' }] };
  sink({ kind: 'artifact', artifact, append: false, lastChunk: true });
  event({ type: 'turn.finished', status: 'ok', tokens, steps: 1, elapsed_ms: 0, files: [] }, 'TASK_STATE_COMPLETED');
  return {
    status: 'ok',
    finalState: 'TASK_STATE_COMPLETED',
    messages: [],
    artifacts: [artifact],
    summary: { status: 'ok', steps: 1, tokens, elapsed_ms: 0, files: [], model: 'm' },
  };
};

/** The same five events from an executor on the SDK's own server classes. */
const sdkExecutor: AgentExecutor = {
  async execute(context, bus) {
    const tokens = { input: 1, output: 1 };
    publishTask(context, bus);
    publishStatus(context, bus, TaskState.TASK_STATE_WORKING, {
      type: 'turn.started',
      conversation_id: context.contextId,
      turn_id: context.taskId,
    });
    publishStatus(context, bus, TaskState.TASK_STATE_WORKING, { type: 'text.delta', step: 1, content: 'Hello.' });
    publishStatus(context, bus, TaskState.TASK_STATE_WORKING, {
      type: 'step.finished',
      step: 1,
      tool_calls: 0,
      tokens,
      finish_reason: 'stop',
    });
    publishAnswer(context, bus, 'Hello.');
    publishStatus(context, bus, TaskState.TASK_STATE_COMPLETED, {
      type: 'turn.finished',
      status: 'ok',
      tokens,
      steps: 1,
      elapsed_ms: 0,
      files: [],
    });
    bus.finished();
  },
  async cancelTask() {},
};

async function throughput(url: string, turns: number, concurrency: number): Promise<number> {
  let next = 0;
  let events = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < turns) {
        const received = (await streamTurn(url, 'hello')).length;
        events += received;
      }
    }),
  );
  if (events < turns * 6) throw new Error(`a server dropped events (${events} for ${turns} turns)`);
  return turns / ((performance.now() - started) / 1000);
}

async function trivialThroughput(): Promise<void> {
  const ours = createVesselServer({
    agents: [
      {
        name: 'default',
        briefing: '',
        model: { base_url: 'x', name: 'm', accepts_images: false },
        max_steps: 1,
        deadline_seconds: 30,
        send_reasoning: false,
        tools: [],
      },
    ],
    runTurn: trivialRunTurn,
    validate: validateTranscript,
  });
  const oursUrl = (await ours.listen(0, '127.0.0.1')).default!;
  const sdk = await startSdkServer(sdkExecutor);
  const TURNS = 1500;
  const CONCURRENCY = 16;
  await throughput(oursUrl, 200, CONCURRENCY); // warm-up
  await throughput(sdk.url, 200, CONCURRENCY);
  const rounds: { ours: number; sdk: number }[] = [];
  for (let round = 0; round < 2; round++)
    rounds.push({
      ours: await throughput(oursUrl, TURNS, CONCURRENCY),
      sdk: await throughput(sdk.url, TURNS, CONCURRENCY),
    });
  const best = { ours: Math.max(...rounds.map((r) => r.ours)), sdk: Math.max(...rounds.map((r) => r.sdk)) };
  await ours.close();
  await sdk.close();
  process.stdout.write(
    `2. trivial one-step turns over SSE, ${TURNS} turns x 2 rounds, ${CONCURRENCY} at a time (best round)\n`,
  );
  process.stdout.write(
    `   vessel server: ${best.ours.toFixed(0)} turns/s; @a2a-js/sdk server classes: ${best.sdk.toFixed(0)} turns/s\n`,
  );
  const ratio = best.ours / best.sdk;
  process.stdout.write(
    `   EARLIER TARGET, trivial turns, vessel / sdk: ${ratio.toFixed(2)} (target >= 1.0) ${ratio >= 1 ? 'MET' : 'NOT MET'}; load ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
}

// VESSEL_BENCH=concurrent or =throughput runs one part only; =per-frame, the 200 turns and their floor alone.
const only = process.env.VESSEL_BENCH;
if (only !== 'throughput') await mergeWindows();
if (only !== 'concurrent' && only !== 'per-frame') await trivialThroughput();
