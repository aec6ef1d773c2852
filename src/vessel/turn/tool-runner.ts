// Running one planned tool call to its result (D16): unusable arguments and unknown tools give
// an error result without running anything; a tool's failure becomes its error text (never a
// stack); a tool still running when the turn ends is answered "[stopped]" at once, whether or
// not it honours its signal.
import { STOPPED_OUTPUT } from '../../a2a/vessel-events.ts';
import type { BuiltinToolName } from '../config/schema.ts';
import { builtinTools, type ToolContext, type ToolFile } from '../tools/index.ts';
import { ARGUMENTS_NOT_OBJECT, type PlannedCall } from './tool-calls.ts';

export interface ToolCallResult {
  /** The result the model sees and the transcript keeps; the error text when the tool failed. */
  output: string;
  /** Non-empty when the tool failed, else null (stopped tools did not fail). */
  error: string | null;
  file?: ToolFile;
}

const unknownToolError = (name: string) => `unknown tool: ${name}`;

export async function runToolCall(
  call: PlannedCall,
  enabled: readonly BuiltinToolName[],
  context: ToolContext,
): Promise<ToolCallResult> {
  const failed = (error: string): ToolCallResult => ({ output: error, error });
  if (call.argumentsError !== undefined || !call.args) return failed(call.argumentsError ?? ARGUMENTS_NOT_OBJECT);
  if (!(enabled as readonly string[]).includes(call.name)) return failed(unknownToolError(call.name));
  const { signal } = context;
  if (signal.aborted) return { output: STOPPED_OUTPUT, error: null };
  try {
    const outcome = await untilStopped(builtinTools[call.name as BuiltinToolName].run(call.args, context), signal);
    return { output: outcome.output, error: null, ...(outcome.file ? { file: outcome.file } : {}) };
  } catch (thrown) {
    return signal.aborted ? { output: STOPPED_OUTPUT, error: null } : failed(toolErrorText(call.name, thrown));
  }
}

/** A tool's error as the model and the events see it: the first line of its message, never a stack. */
function toolErrorText(name: string, thrown: unknown): string {
  const text = thrown instanceof Error ? thrown.message.split('\n')[0]?.trim() : undefined;
  return text || `${name}: the tool failed`;
}

/** Settles with the tool, or rejects as soon as the turn ends, even if the tool ignores its signal. */
function untilStopped<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
