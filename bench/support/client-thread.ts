// The bench's A2A clients in their own worker thread, so reading and parsing 200 event streams
// does not hold up the vessel's event loop (which would measure the bench, not the vessel).
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { streamTurn, type Received } from './stream-turn.ts';
import { startBenchThread } from './worker-thread.ts';

export interface ClientRun {
  /** Wall time from the first request to the last stream's end. */
  wallMs: number;
  /** Each turn's events in arrival order, in the order of the texts sent. */
  turns: Received[][];
}

export interface ClientThread {
  /** Sends every text as its own streaming turn to `url`, all at once. */
  run(url: string, texts: string[]): Promise<ClientRun>;
  close(): Promise<void>;
}

export async function startClientThread(): Promise<ClientThread> {
  const thread = startBenchThread(import.meta.url);
  await thread.next<'ready'>();
  return {
    run: async (url, texts) => {
      const reply = await thread.ask<ClientRun | { error: string }>({ url, texts });
      if ('error' in reply) throw new Error(`client thread: ${reply.error}`);
      return reply;
    },
    close: () => thread.stop('close'),
  };
}

function serveClients(): void {
  parentPort!.on('message', async (message: { url: string; texts: string[] } | 'close') => {
    if (message === 'close') {
      parentPort!.close();
      return;
    }
    try {
      const started = performance.now();
      const turns = await Promise.all(message.texts.map((text) => streamTurn(message.url, text)));
      parentPort!.postMessage({ wallMs: performance.now() - started, turns } satisfies ClientRun);
    } catch (error) {
      parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  parentPort!.postMessage('ready');
}

if (!isMainThread && workerData?.entry === import.meta.url) serveClients();
