// The floors under the vessel's figures, each a bare node:http client of the mock model doing
// nothing with what it reads:
// - figure 2: one model call made and read, the CPU a model-backed turn cannot do without;
// - figure 1: the same model streams the vessel bench's turns read (the same mock model process,
//   the same scripts, both steps), with a 50 ms window timer opened when none is open. No
//   parsing, no merge buffer, no events written, no clients: how late those timers fire is the
//   floor under the vessel's merge-window lateness at this frame rate.
import http from 'node:http';
import { MERGE_WINDOW_MS } from '../../src/a2a/vessel-events.ts';
import { scriptDirective } from '../../mock-model/index.ts';

export interface BareReaderRun {
  /** How late each window timer fired, in ms past window-open + 50 ms. */
  lateness: number[];
  /** The event loop's busy share over the run. */
  utilization: number;
  /** CPU µs this process spent per chunk it read. */
  cpuPerChunk: number;
}

/** One streaming chat-completions call over `agent`, read to its end: resolves with its chunks. */
export function bareModelCall(
  url: URL,
  agent: http.Agent,
  messages: unknown[],
  onChunk: () => void = () => {},
): Promise<number> {
  const body = JSON.stringify({ model: 'bench', messages, stream: true, stream_options: { include_usage: true } });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let chunks = 0;
        response.on('data', () => {
          chunks++;
          onChunk();
        });
        response.on('end', () => resolve(chunks));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A window timer opened by the first chunk into a quiet buffer, its lateness recorded when it fires. */
function windowTimers(lateness: number[]): () => void {
  let window: NodeJS.Timeout | undefined;
  return () => {
    if (window) return;
    const due = performance.now() + MERGE_WINDOW_MS;
    window = setTimeout(() => {
      lateness.push(performance.now() - due);
      window = undefined;
    }, MERGE_WINDOW_MS);
  };
}

/** The messages of a bench turn's two model calls (script `scriptId`): its step 1 plays after one assistant message. */
export function benchTurnCalls(scriptId: string): [unknown[], unknown[]] {
  const user = { role: 'user', content: `bench\n${scriptDirective(scriptId)}` };
  return [[user], [user, { role: 'assistant', content: 'step 1' }]];
}

export const chatCompletionsUrl = (modelUrl: string) => new URL(`${modelUrl.replace(/\/+$/, '')}/chat/completions`);

/** Reads `turns` turns' two model calls each (scripts `bench-<i>`), all turns at once. */
export async function bareReader(modelUrl: string, turns: number): Promise<BareReaderRun> {
  const url = chatCompletionsUrl(modelUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const lateness: number[] = [];
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const counts = await Promise.all(
    Array.from({ length: turns }, async (_, i) => {
      const [first, second] = benchTurnCalls(`bench-${i}`);
      const chunks = await bareModelCall(url, agent, first, windowTimers(lateness));
      return chunks + (await bareModelCall(url, agent, second, windowTimers(lateness)));
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2 * MERGE_WINDOW_MS)); // the last windows fire
  const cpu = process.cpuUsage(cpuBefore);
  const utilization = performance.eventLoopUtilization(loopBefore).utilization;
  agent.destroy();
  const chunks = counts.reduce((a, b) => a + b, 0);
  return { lateness, utilization, cpuPerChunk: (cpu.user + cpu.system) / chunks };
}
