// Streaming clients in a child process: every text sent as its own SendStreamingMessage, all at
// once, each event stamped with its arrival time on the epoch clock (so it compares with the
// model process's send times). Their reading costs the vessel's process nothing, and neither does
// their report: `run` answers with the wall time alone, and the events cross over only when
// `results` asks, after the bench has read the vessel's CPU clock.
import { benchChild, startBenchProcess } from './child-process.ts';
import { streamTurn, type Received } from './stream-turn.ts';

export interface ClientRun {
  wallMs: number;
}

export interface StreamClients {
  run(url: string, texts: string[]): Promise<ClientRun>;
  /** Per text of the last run: its turn's events in arrival order, in the order of the texts sent. */
  results(): Promise<Received[][]>;
  close(): Promise<void>;
}

export async function startStreamClients(): Promise<StreamClients> {
  const child = startBenchProcess(import.meta.url);
  await child.next<'ready'>();
  return {
    run: async (url, texts) => {
      const reply = await child.ask<ClientRun | { error: string }>({ url, texts });
      if ('error' in reply) throw new Error(`stream clients: ${reply.error}`);
      return reply;
    },
    results: () => child.ask<Received[][]>('results'),
    close: () => child.stop('close'),
  };
}

if (await benchChild(import.meta.url)) {
  let last: Received[][] = [];
  process.on('message', async (message: { url: string; texts: string[] } | 'results' | 'close') => {
    if (message === 'close') return process.disconnect();
    if (message === 'results') return process.send!(last);
    try {
      const started = performance.now();
      last = await Promise.all(message.texts.map((text) => streamTurn(message.url, text)));
      process.send!({ wallMs: performance.now() - started } satisfies ClientRun);
    } catch (error) {
      process.send!({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.send!('ready');
}
