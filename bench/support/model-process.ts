// The mock model in a child process, so none of its CPU is counted as the vessel's and its frames
// never wait on the vessel's event loop. Send times cross processes on the epoch clock.
import { createMockModel, type Script } from '../../mock-model/index.ts';
import { benchChild, startBenchProcess } from './child-process.ts';

/** Frames the mock model sent for one model call, with send times in epoch ms. */
export interface ModelCallFrames {
  scriptId: string | null;
  step: number | null;
  frames: { at: number; data: string }[];
}

export interface ModelProcess {
  url: string;
  /** Every call journalled since the last clear, oldest first. */
  journal(): Promise<ModelCallFrames[]>;
  clearJournal(): Promise<void>;
  close(): Promise<void>;
}

export async function startModelProcess(
  scripts: Script[],
  journalLimit = 10,
  maxBodyBytes?: number,
): Promise<ModelProcess> {
  const child = startBenchProcess(import.meta.url, { scripts, journalLimit, maxBodyBytes });
  const { url } = await child.next<{ url: string }>();
  return {
    url,
    journal: () => child.ask<ModelCallFrames[]>('journal'),
    clearJournal: () => child.ask<void>('clear'),
    close: () => child.stop('close'),
  };
}

const data = await benchChild<{ scripts: Script[]; journalLimit: number; maxBodyBytes?: number }>(import.meta.url);
if (data) {
  const model = createMockModel({
    journalLimit: data.journalLimit,
    ...(data.maxBodyBytes !== undefined ? { maxBodyBytes: data.maxBodyBytes } : {}),
  });
  model.register(data.scripts);
  const { url } = await model.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url });
  process.on('message', async (message) => {
    if (message === 'journal') {
      const calls: ModelCallFrames[] = model.journal().map((c) => ({
        scriptId: c.scriptId,
        step: c.step,
        frames: c.frames.map((f) => ({ at: performance.timeOrigin + f.sentAt, data: f.data })),
      }));
      process.send!(calls);
    } else if (message === 'clear') {
      model.clearJournal();
      process.send!(null);
    } else {
      await model.shutdown();
      process.disconnect();
    }
  });
}
