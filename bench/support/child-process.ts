// Runs a bench module in a child process (its own event loop and its own CPU account, so the
// parent's process.cpuUsage() counts the parent alone). The module's child side starts when it
// sees its own URL in BENCH_ENTRY; it says hello, is sent its data (too large for the
// environment), and from then on messages cross over the IPC channel.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BenchProcess {
  /** Sends `message` and resolves with the child's next reply. */
  ask<T>(message: unknown): Promise<T>;
  /** Resolves with the child's next message without sending anything (its start-up message). */
  next<T>(): Promise<T>;
  /** Sends `message` and waits for the child to exit. */
  stop(message: unknown): Promise<void>;
}

export function startBenchProcess(entry: string, data: Record<string, unknown> = {}): BenchProcess {
  const child: ChildProcess = fork(fileURLToPath(entry), [], {
    execArgv: process.execArgv, // tsx, and the built package when npm run bench uses it
    env: { ...process.env, BENCH_ENTRY: entry },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = new Promise<void>((resolve) =>
    child.once('message', () => {
      child.send(data);
      resolve();
    }),
  );
  const next = async <T>() => {
    await started;
    return new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${entry} exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as T);
      });
    });
  };
  return {
    next,
    ask: <T>(message: unknown) => {
      const reply = next<T>();
      child.send(message as never);
      return reply;
    },
    stop: async (message) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send(message as never);
      await exited;
    },
  };
}

/** In a child started by startBenchProcess for `entry`: its data; undefined in any other process or module. */
export async function benchChild<T>(entry: string): Promise<T | undefined> {
  if (!process.send || process.env.BENCH_ENTRY !== entry) return undefined;
  const data = new Promise<T>((resolve) => process.once('message', (message) => resolve(message as T)));
  process.send('hello');
  return data;
}
