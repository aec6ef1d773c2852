// What figure 1 is up against on this machine: the same model streams the vessel bench's turns
// read (the same mock model process, the same scripts, both steps), read in this process by a
// bare node:http client that does nothing with a frame but open a 50 ms window timer when none is
// open. No parsing, no merge buffer, no events written, no clients. The lateness of those
// timers is the floor under the vessel's merge-window lateness at this frame rate.
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

/** One streaming chat-completions call, read to its end; opens a window timer per quiet buffer. */
function readCall(url: URL, agent: http.Agent, messages: unknown[], lateness: number[]): Promise<number> {
  const body = JSON.stringify({ model: 'bench', messages, stream: true });
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
        let window: NodeJS.Timeout | undefined;
        response.on('data', () => {
          chunks++;
          if (window) return;
          const due = performance.now() + MERGE_WINDOW_MS;
          window = setTimeout(() => {
            lateness.push(performance.now() - due);
            window = undefined;
          }, MERGE_WINDOW_MS);
        });
        response.on('end', () => resolve(chunks));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Reads `turns` turns' two model calls each (scripts `bench-<i>`), all turns at once. */
export async function bareReader(modelUrl: string, turns: number): Promise<BareReaderRun> {
  const url = new URL(`${modelUrl.replace(/\/+$/, '')}/chat/completions`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const lateness: number[] = [];
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const counts = await Promise.all(
    Array.from({ length: turns }, async (_, i) => {
      const user = { role: 'user', content: `bench\n${scriptDirective(`bench-${i}`)}` };
      const first = await readCall(url, agent, [user], lateness);
      // The second step: the script's step 1 plays after one assistant message.
      return first + (await readCall(url, agent, [user, { role: 'assistant', content: 'step 1' }], lateness));
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2 * MERGE_WINDOW_MS)); // the last windows fire
  const cpu = process.cpuUsage(cpuBefore);
  const utilization = performance.eventLoopUtilization(loopBefore).utilization;
  agent.destroy();
  const chunks = counts.reduce((a, b) => a + b, 0);
  return { lateness, utilization, cpuPerChunk: (cpu.user + cpu.system) / chunks };
}
