// The mock model in its own worker thread, so its frames and the vessel's work do not wait on one
// event loop. Send times cross threads on the epoch clock.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createMockModel, type Script } from '../../mock-model/index.ts';
import { startBenchThread } from './worker-thread.ts';

/** Frames the mock model sent for one model call, with send times in epoch ms. */
export interface ModelCallFrames {
  scriptId: string | null;
  step: number | null;
  frames: { at: number; data: string }[];
}

export interface ModelThread {
  url: string;
  journal(): Promise<ModelCallFrames[]>;
  close(): Promise<void>;
}

export async function startModelThread(scripts: Script[]): Promise<ModelThread> {
  const thread = startBenchThread(import.meta.url, { scripts });
  const { url } = await thread.next<{ url: string }>();
  return { url, journal: () => thread.ask<ModelCallFrames[]>('journal'), close: () => thread.stop('close') };
}

async function serveModel(): Promise<void> {
  const model = createMockModel();
  model.register(workerData.scripts as Script[]);
  const listening = await model.listen({ port: 0, host: '127.0.0.1' });
  parentPort!.postMessage({ url: listening.url });
  parentPort!.on('message', async (message: string) => {
    if (message === 'journal') {
      const calls: ModelCallFrames[] = model.journal().map((c) => ({
        scriptId: c.scriptId,
        step: c.step,
        frames: c.frames.map((f) => ({ at: performance.timeOrigin + f.sentAt, data: f.data })),
      }));
      parentPort!.postMessage(calls);
    } else {
      await model.shutdown();
      parentPort!.close();
    }
  });
}

if (!isMainThread && workerData?.entry === import.meta.url) await serveModel();
