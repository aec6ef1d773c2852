// The independent vessel's tools: a small fixed set, each deterministic (the same arguments give
// the same output on every run), so two plays of one script give the same turn. A tool returns
// its output, or throws a ToolFailure whose text is what the model sees (events.txt: "A tool that
// fails does not end the turn: the model sees the error and can try again").
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

/** A file a tool made, sent as a `file` artifact when the client accepts its type. */
export interface ToolFile {
  filename: string;
  mediaType: string;
  bytes: Buffer;
}

export interface ToolResult {
  output: string;
  file?: ToolFile;
}

export class ToolFailure extends Error {}

export interface Tool {
  definition: ChatCompletionFunctionTool;
  /** Runs the call; `signal` aborts it when the turn ends first. Throws ToolFailure to fail. */
  run(args: Record<string, unknown>, signal: AbortSignal): Promise<ToolResult>;
}

const fn = (name: string, description: string, properties: Record<string, unknown>, required: string[]) =>
  ({
    type: 'function',
    function: { name, description, parameters: { type: 'object', properties, required } },
  }) satisfies ChatCompletionFunctionTool;

function stringArg(args: Record<string, unknown>, key: string): string {
  const value = args[key];
  if (typeof value !== 'string') throw new ToolFailure(`${key} must be a string`);
  return value;
}

function countArg(args: Record<string, unknown>, key: string, max: number): number {
  const value = args[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
    throw new ToolFailure(`${key} must be an integer from 0 to ${max}`);
  return value;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export const TOOLS: Record<string, Tool> = {
  reverse: {
    definition: fn('reverse', 'Reverses a text', { text: { type: 'string' } }, ['text']),
    async run(args) {
      return { output: Array.from(stringArg(args, 'text')).reverse().join('') };
    },
  },
  explode: {
    definition: fn('explode', 'Always fails, with the given reason', { reason: { type: 'string' } }, []),
    async run(args) {
      throw new ToolFailure(`explode failed: ${typeof args.reason === 'string' ? args.reason : 'no reason given'}`);
    },
  },
  wait: {
    definition: fn('wait', 'Waits for some milliseconds', { ms: { type: 'integer' } }, ['ms']),
    async run(args, signal) {
      const ms = countArg(args, 'ms', 60_000);
      await pause(ms, signal);
      return { output: `waited ${ms} ms` };
    },
  },
  write_file: {
    definition: fn(
      'write_file',
      'Writes a file and returns it to the user',
      { filename: { type: 'string' }, media_type: { type: 'string' }, content: { type: 'string' } },
      ['filename', 'media_type', 'content'],
    ),
    async run(args) {
      const file = {
        filename: stringArg(args, 'filename'),
        mediaType: stringArg(args, 'media_type'),
        bytes: Buffer.from(stringArg(args, 'content'), 'utf8'),
      };
      return { output: `wrote ${file.filename} (${file.bytes.length} bytes)`, file };
    },
  },
  repeat: {
    definition: fn('repeat', 'Repeats a text', { text: { type: 'string' }, times: { type: 'integer' } }, [
      'text',
      'times',
    ]),
    async run(args) {
      return { output: stringArg(args, 'text').repeat(countArg(args, 'times', 100_000)) };
    },
  },
};
