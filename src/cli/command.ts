// The shape every `vessel-kit` sub-command has. Commands do their I/O through `CliIO`
// so tests can run them in-process and read what they print.
import type { Readable } from 'node:stream';
import { VesselKitError } from '../errors.ts';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin: Readable;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); long-running commands await it. */
  stopSignal: AbortSignal;
  /** The environment (CI, GITHUB_STEP_SUMMARY); absent in tests that do not set one. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Whether standard error is a terminal (live progress is redrawn there), and its width. */
  stderrIsTTY?: boolean;
  columns?: number;
}

export interface Command {
  name: string;
  /** One line for the command list in `vessel-kit --help`. */
  summary: string;
  /** The whole `vessel-kit <name> --help` text. */
  help: string;
  /** Returns the process exit code: 0 success, 1 a judged failure, 2 usage/configuration/reachability. */
  run(argv: string[], io: CliIO): Promise<number>;
}

/** A mistake in how the command was called: printed with the command's help hint, exit 2. */
export class UsageError extends VesselKitError {
  override name = 'UsageError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_USAGE', message, options);
  }
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Resolves once the process is asked to stop (at once if it already was): a serving command's wait. */
export function untilStopped(io: CliIO): Promise<void> {
  const signal = io.stopSignal;
  return signal.aborted
    ? Promise.resolve()
    : new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}
