// `npm run bench pacing`: the mock model's pacing as a client sees it. 100 concurrent streams, a
// piece every 5 ms; each frame's lateness is its receive time past the schedule the stream's first
// frame sets (so clocks never cross threads). Baseline in the same run: a bare node:http server in
// the same kind of worker writing precomputed frames from a setTimeout chain per stream. Target:
// the mock model's p99 at most 1.2x the baseline's.
import http from 'node:http';
import os from 'node:os';
import { startPacingServer, type PacedStreams } from './support/pacing-thread.ts';

const STREAMS = 100;
const SHAPE: PacedStreams = { pieces: 120, intervalMs: 5, chunkChars: 4 };
const ROUNDS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One stream's frame lateness, read on this thread as bytes arrive. */
function stream(url: string, body: string, agent: http.Agent): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json' } }, (res) => {
      const lateness: number[] = [];
      let first: number | undefined;
      let index = 0;
      let rest = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const now = performance.now();
        const parts = (rest + chunk).split('\n\n');
        rest = parts.pop() ?? '';
        for (const part of parts) {
          if (!part.startsWith('data: {') || !part.includes('"content"')) continue;
          first ??= now;
          lateness.push(now - (first + index * SHAPE.intervalMs));
          index++;
        }
      });
      res.on('end', () => resolve(lateness));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(kind: 'bare' | 'mock'): Promise<number> {
  const server = await startPacingServer(kind, SHAPE);
  const agent = new http.Agent({ keepAlive: false, maxSockets: STREAMS });
  const body = JSON.stringify({
    model: 'm',
    stream: true,
    messages: [{ role: 'user', content: 'go\nvessel-kit:script=paced' }],
  });
  try {
    await stream(server.url, body, agent); // warm-up
    const all = (await Promise.all(Array.from({ length: STREAMS }, () => stream(server.url, body, agent)))).flat();
    all.sort((a, b) => a - b);
    if (all.length < STREAMS * SHAPE.pieces * 0.99) throw new Error(`${kind}: only ${all.length} frames arrived`);
    return percentile(all, 99);
  } finally {
    agent.destroy();
    await server.close();
  }
}

const ratios: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const bare = await measure('bare');
  const mock = await measure('mock');
  ratios.push(mock / bare);
  process.stdout.write(
    `round ${round}: p99 lateness bare setTimeout server ${bare.toFixed(2)} ms, mock model ${mock.toFixed(2)} ms\n`,
  );
}
ratios.sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)]!;
process.stdout.write(
  `NOTHING SLOWER, pacing at the client (${STREAMS} streams x ${SHAPE.pieces} pieces every ${SHAPE.intervalMs} ms): mock / bare p99 median ${median.toFixed(2)}x ` +
    `(target <= 1.2x) ${median <= 1.2 ? 'MET' : 'NOT MET'}; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores\n`,
);
