// What a built-in tool is: a name and JSON-schema `parameters` offered to the model, and a run
// function over the parsed arguments. Failures are thrown as ToolError, whose message is both
// the tool.finished `error` and the result the model sees (D16).
import type { TObject } from '@sinclair/typebox';
import type { Clock } from '../turn/seam.ts';

export interface ToolFile {
  filename: string;
  media_type: string;
  bytes: Uint8Array;
}

export interface ToolOutcome {
  output: string;
  /** A file the turn returns as a `file` artifact (D9, D16). */
  file?: ToolFile;
}

export interface ToolContext {
  /** Aborted when the turn ends; a long tool stops at once. */
  signal: AbortSignal;
  clock: Clock;
}

export interface Tool {
  name: string;
  description: string;
  parameters: TObject;
  run(args: Record<string, unknown>, context: ToolContext): Promise<ToolOutcome>;
}

/** A tool's expected failure; its message is what the model and the events see. */
export class ToolError extends Error {
  override name = 'ToolError';
}
