// The mock model in a child process, so none of its CPU is counted as the vessel's.
import { createMockModel, type Script } from '../../mock-model/index.ts';
import { benchChild, startBenchProcess } from './child-process.ts';

export interface ModelProcess {
  url: string;
  /** How many SSE frames (`data:` events, [DONE] included) the latest call was sent. */
  framesOfLastCall(): Promise<number>;
  close(): Promise<void>;
}

export async function startModelProcess(scripts: Script[]): Promise<ModelProcess> {
  const child = startBenchProcess(import.meta.url, { scripts });
  const { url } = await child.next<{ url: string }>();
  return { url, framesOfLastCall: () => child.ask<number>('frames'), close: () => child.stop('close') };
}

const data = benchChild<{ scripts: Script[] }>(import.meta.url);
if (data) {
  const model = createMockModel({ journalLimit: 10 });
  model.register(data.scripts);
  const { url } = await model.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url });
  process.on('message', async (message) => {
    if (message === 'frames') process.send!(model.journal().at(-1)?.frames.length ?? 0);
    else {
      await model.shutdown();
      process.disconnect();
    }
  });
}
