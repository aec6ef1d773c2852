// Runs a bench module in a worker thread. A worker does not inherit the tsx loader's hooks, so
// it registers them first, then imports the module; the module's worker side starts when it
// sees its own URL in `workerData.entry`.
import { Worker } from 'node:worker_threads';

export interface BenchThread {
  /** Posts `message` and resolves with the thread's next reply. */
  ask<T>(message: unknown): Promise<T>;
  /** Resolves with the thread's next message without posting anything (its start-up message). */
  next<T>(): Promise<T>;
  /** Posts `message` and waits for the thread to exit. */
  stop(message: unknown): Promise<void>;
}

export function startBenchThread(entry: string, data: Record<string, unknown> = {}): BenchThread {
  const source = `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(entry)}));`;
  const worker = new Worker(source, { eval: true, workerData: { ...data, entry } });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', (message: T) => {
        worker.off('error', onError);
        resolve(message);
      });
    });
  return {
    next,
    ask: <T>(message: unknown) => {
      const reply = next<T>();
      worker.postMessage(message);
      return reply;
    },
    stop: async (message) => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage(message);
      await exited;
    },
  };
}

/** Epoch milliseconds with sub-millisecond precision: comparable across threads. */
export const epochNow = (): number => performance.timeOrigin + performance.now();
