// A CliIO for running a command in-process: what it prints is collected, standard input is the
// given text (or stays open and empty), and the stop signal never fires. `extra` sets the
// environment and whether standard error is a terminal.
import { PassThrough } from 'node:stream';
import type { CliIO } from '../../src/cli/command.ts';

export function captureIO(
  stdinText?: string,
  extra: Pick<CliIO, 'env' | 'stderrIsTTY' | 'columns'> = {},
): CliIO & { out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  const stdin = new PassThrough();
  if (stdinText !== undefined) stdin.end(stdinText);
  return {
    out: () => out.join(''),
    err: () => err.join(''),
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    stdin,
    stopSignal: new AbortController().signal,
    ...extra,
  };
}
