// `npm run bench soak` (`-- --seconds N` for a shorter run; SOAK_SECONDS=N does the same): the
// robustness suite's load (suites/stress/load.ts driveLoad) against the embedded reference vessel,
// 200 concurrent turns a round with random cancels and client hang-ups, round after round for
// 3 minutes. The vessel runs alone in a child process, so the heap and handles sampled are its
// own (the kit and the mock model stay here). Prints every round, the samples, their slopes
// (least squares, per minute) and one PASS/FAIL line per target:
//   zero lost events (no stream read to its end fails a stream check), zero non-terminal turns
//   (GetTask shows every task terminal), and after the warm-up (the task store fills to its
//   1,000 tasks in the first rounds) a heap slope within 2 MiB/min and a handle slope within
//   5/min (judged when the run has 10 rounds or more: a short one judges only the counts).
import { fork } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { loadavg, availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const TURNS = 200;
const WARM_UP_ROUNDS = 6;
const HEAP_SLOPE_MIB_PER_MIN = 2;
const HANDLE_SLOPE_PER_MIN = 5;

interface Sample {
  atMs: number;
  heapMiB: number;
  rssMiB: number;
  handles: number;
}

/** The child: the embedded vessel pointed at the parent's mock model, sampled on request. */
async function child(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const { startEmbeddedVessel } = await import('../src/embedded/index.ts');
  const started = performance.now();
  process.on('message', async (message: { modelUrl?: string; sample?: true; stop?: true }) => {
    if (message.modelUrl) {
      const vessel = await startEmbeddedVessel({ modelUrl: message.modelUrl, server: { log: () => {} } });
      process.on('message', async (m: { stop?: true }) => {
        if (m.stop) {
          await vessel.close();
          process.exit(0);
        }
      });
      process.send!({ urls: vessel.urls });
    }
    if (message.sample) {
      gc();
      const memory = process.memoryUsage();
      const sample: Sample = {
        atMs: performance.now() - started,
        heapMiB: memory.heapUsed / 2 ** 20,
        rssMiB: memory.rss / 2 ** 20,
        handles: process.getActiveResourcesInfo().length,
      };
      process.send!({ sample });
    }
  });
  process.send!({ ready: true });
}

/** Least-squares slope of y over x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

async function parent(): Promise<void> {
  const argIndex = process.argv.indexOf('--seconds');
  const seconds = Number(argIndex >= 0 ? process.argv[argIndex + 1] : (process.env.SOAK_SECONDS ?? 180));
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number`);
  const { createMockModel } = await import('../mock-model/index.ts');
  const { A2AClient } = await import('../src/a2a/client.ts');
  const { DEFAULT_CAPS } = await import('../src/a2a/caps.ts');
  const { caseContext } = await import('../src/runner/case-context.ts');
  const { embeddedConfig, embeddedProfile } = await import('../src/embedded/index.ts');
  const { driveLoad } = await import('../suites/stress/index.ts');

  const model = createMockModel();
  const modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  const vessel = fork(fileURLToPath(import.meta.url), ['--child'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const on = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        vessel.off('message', on);
        resolve(message[key] as T);
      };
      vessel.on('message', on);
    });
  await next('ready');
  vessel.send({ modelUrl });
  const urls = await next<Record<string, string>>('urls');
  const sample = async () => {
    vessel.send({ sample: true });
    return next<Sample>('sample');
  };

  const profile = embeddedProfile(urls);
  const agent = profile.agents.find((a) => a.name === 'default')!;
  const caps = { ...DEFAULT_CAPS, caseBytes: 1024 * 2 ** 20, runBytes: 1024 * 2 ** 20 };
  const client = new A2AClient({ baseUrl: agent.url, caps });
  const signal = new AbortController().signal;
  setMaxListeners(0, signal); // every turn of a round listens for the run's stop
  const line = (text: string) => process.stdout.write(`${text}\n`);
  line(
    `soak: ${TURNS} concurrent turns a round for ${seconds} s against the embedded vessel (${embeddedConfig.agents.length} agents, in its own process); load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );

  const samples: Sample[] = [await sample()];
  const totals = { rounds: 0, turns: 0, events: 0, lost: 0, nonTerminal: 0, cancelled: 0, hungUp: 0 };
  const firstP99: number[] = [];
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const round = totals.rounds + 1;
    const ctx = caseContext(`soak.round-${round}`, agent, new Map([[agent.name, client]]), {
      seed: round,
      timeoutScale: 1,
      caps,
      signal,
      profile,
      model,
    });
    const started = performance.now();
    const runs = await driveLoad(ctx, TURNS);
    const lost = runs.filter((r) => r.measured.streamWhole && r.measured.failed.length > 0);
    const nonTerminal = runs.filter((r) => !r.measured.end.terminal);
    const events = runs.reduce((n, r) => n + (r.turn.send.sse?.length ?? 0), 0);
    const terminalMs = runs.flatMap((r) => (r.measured.terminalMs === undefined ? [] : [r.measured.terminalMs]));
    const firstMs = runs
      .flatMap((r) => (r.measured.firstEventMs === undefined ? [] : [r.measured.firstEventMs]))
      .sort((a, b) => a - b);
    const p99 = firstMs[Math.max(0, Math.ceil(firstMs.length * 0.99) - 1)] ?? 0;
    firstP99.push(p99);
    totals.rounds++;
    totals.turns += runs.length;
    totals.events += events;
    totals.lost += lost.length;
    totals.nonTerminal += nonTerminal.length;
    totals.cancelled += runs.filter((r) => r.measured.action === 'cancel').length;
    totals.hungUp += runs.filter((r) => r.measured.action === 'hang-up').length;
    const s = await sample();
    samples.push(s);
    line(
      `round ${String(round).padStart(3)}: ${runs.length} turns, ${events} events, ${lost.length} with lost events, ${nonTerminal.length} not terminal; first event p99 ${Math.round(p99)} ms, terminal max ${Math.round(Math.max(...terminalMs))} ms; ${((performance.now() - started) / 1000).toFixed(1)} s; vessel heap ${s.heapMiB.toFixed(1)} MiB, rss ${s.rssMiB.toFixed(0)} MiB, ${s.handles} handles`,
    );
    for (const r of [...lost, ...nonTerminal].slice(0, 3))
      line(
        `    turn ${r.measured.index} (${r.measured.action}): ${r.measured.end.state ?? 'no task'}${r.measured.failed[0] ? `; ${r.measured.failed[0].rule}: ${r.measured.failed[0].message}` : ''}`,
      );
  }
  vessel.send({ stop: true });
  await new Promise((resolve) => vessel.once('exit', resolve));
  await model.shutdown();

  const perMinute = (points: readonly Sample[], y: (s: Sample) => number) =>
    slope(points.map((p) => ({ x: p.atMs / 60_000, y: y(p) })));
  // The slopes after the warm-up need a few rounds past it; a shorter run judges only the counts.
  const judgesSlopes = samples.length >= WARM_UP_ROUNDS + 4;
  const steady = samples.slice(Math.min(WARM_UP_ROUNDS, Math.max(0, samples.length - 3)));
  const heapAll = perMinute(samples, (s) => s.heapMiB);
  const heapSteady = perMinute(steady, (s) => s.heapMiB);
  const handlesAll = perMinute(samples, (s) => s.handles);
  const handlesSteady = perMinute(steady, (s) => s.handles);
  const elapsed = (performance.now() - t0) / 1000;
  line('');
  line(
    `totals: ${totals.rounds} rounds in ${elapsed.toFixed(0)} s, ${totals.turns} turns (${totals.cancelled} cancelled, ${totals.hungUp} hung up), ${totals.events} events`,
  );
  line(
    `samples (s: heap MiB / handles): ${samples.map((s) => `${(s.atMs / 1000).toFixed(0)}: ${s.heapMiB.toFixed(1)} / ${s.handles}`).join(', ')}`,
  );
  line(
    `heap slope: ${heapAll.toFixed(2)} MiB/min over all ${samples.length} samples, ${heapSteady.toFixed(2)} MiB/min after the first ${samples.length - steady.length} (the task store filling)`,
  );
  line(`handle slope: ${handlesAll.toFixed(2)}/min over all, ${handlesSteady.toFixed(2)}/min after the warm-up`);
  line(`first event p99 per round: ${firstP99.map((v) => Math.round(v)).join(', ')} ms`);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const counts = [
    [`zero lost events (${totals.lost} turns read to the end failed a stream check)`, totals.lost === 0],
    [`zero non-terminal turns (${totals.nonTerminal})`, totals.nonTerminal === 0],
  ] as const;
  const slopes = [
    [
      `heap slope after warm-up ${heapSteady.toFixed(2)} MiB/min (target <= ${HEAP_SLOPE_MIB_PER_MIN})`,
      heapSteady <= HEAP_SLOPE_MIB_PER_MIN,
    ],
    [
      `handle slope after warm-up ${handlesSteady.toFixed(2)}/min (target <= ${HANDLE_SLOPE_PER_MIN})`,
      handlesSteady <= HANDLE_SLOPE_PER_MIN,
    ],
  ] as const;
  if (!judgesSlopes)
    line(
      `slopes not judged: ${totals.rounds} rounds, fewer than the ${WARM_UP_ROUNDS} of warm-up and 4 more (run longer than --seconds ${seconds})`,
    );
  const checks = judgesSlopes ? [...counts, ...slopes] : counts;
  for (const [what, ok] of checks) line(`${verdict(ok)} ${what}: ${ok ? 'MET' : 'NOT MET'}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
}

if (process.argv.includes('--child')) await child();
else await parent();
