// A paced SSE server in its own worker thread, for the pacing bench: either the mock model playing
// a script, or the baseline, a bare node:http server that writes precomputed frames from one
// setTimeout chain per stream scheduled on absolute times (the least a paced server can do).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createMockModel } from '../../mock-model/index.ts';
import { startBenchThread } from './worker-thread.ts';

export interface PacedStreams {
  pieces: number;
  intervalMs: number;
  chunkChars: number;
}

export interface PacingServer {
  url: string;
  close(): Promise<void>;
}

export async function startPacingServer(kind: 'bare' | 'mock', streams: PacedStreams): Promise<PacingServer> {
  const thread = startBenchThread(import.meta.url, { kind, streams });
  const { url } = await thread.next<{ url: string }>();
  return { url, close: () => thread.stop('close') };
}

function frame(piece: string): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`;
}

async function serveBare(streams: PacedStreams): Promise<{ url: string; close(): Promise<void> }> {
  const frames = Array.from({ length: streams.pieces }, (_, i) => frame(String(i % 10).repeat(streams.chunkChars)));
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    const start = performance.now();
    let next = 0;
    const tick = () => {
      while (next < frames.length && start + next * streams.intervalMs <= performance.now() + 0.5)
        res.write(frames[next++]!);
      if (next === frames.length) return void res.end('data: [DONE]\n\n');
      setTimeout(tick, Math.max(0, Math.ceil(start + next * streams.intervalMs - performance.now() - 0.5)));
    };
    tick();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function serveMock(streams: PacedStreams): Promise<{ url: string; close(): Promise<void> }> {
  const model = createMockModel();
  model.register({
    id: 'paced',
    steps: [
      {
        text: 'x'.repeat(streams.pieces * streams.chunkChars),
        timing: { chunk_chars: streams.chunkChars, interval_ms: streams.intervalMs },
        repeat: true,
      },
    ],
  });
  const listening = await model.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${listening.url}/chat/completions`, close: () => model.shutdown() };
}

if (!isMainThread && workerData?.entry === import.meta.url) {
  const { kind, streams } = workerData as { kind: 'bare' | 'mock'; streams: PacedStreams };
  const server = kind === 'bare' ? await serveBare(streams) : await serveMock(streams);
  parentPort!.postMessage({ url: server.url });
  parentPort!.on('message', async () => {
    await server.close();
    parentPort!.close();
  });
}
