// Streaming clients in a child process: every text sent as its own SendStreamingMessage, all at
// once, each event stamped with its arrival time on the epoch clock (so it compares with the
// model process's send times). Their reading costs the vessel's process nothing.
import { benchChild, startBenchProcess } from './child-process.ts';
import { streamTurn, type Received } from './stream-turn.ts';

export interface ClientRun {
  wallMs: number;
  /** Per text: its turn's events in arrival order, in the order of the texts sent. */
  turns: Received[][];
}

export interface StreamClients {
  run(url: string, texts: string[]): Promise<ClientRun>;
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
    close: () => child.stop('close'),
  };
}

if (await benchChild(import.meta.url)) {
  process.on('message', async (message: { url: string; texts: string[] } | 'close') => {
    if (message === 'close') return process.disconnect();
    try {
      const started = performance.now();
      const turns = await Promise.all(message.texts.map((text) => streamTurn(message.url, text)));
      process.send!({ wallMs: performance.now() - started, turns } satisfies ClientRun);
    } catch (error) {
      process.send!({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.send!('ready');
}
