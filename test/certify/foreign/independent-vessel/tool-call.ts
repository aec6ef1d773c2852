// One tool call of a step: what tool.started shows, running it, and what tool.finished shows
// (events.txt: arguments "the parsed object, or the first 2,000 characters of invalid input";
// output "first 4,000 characters"; "including stopped ones (output: "[stopped]")"). Characters are
// code points (D6). A failing tool's output is its error text, which the model sees too (D16).
import { firstCodePoints } from './code-points.ts';
import type { AgentConfig } from './config.ts';
import type { ModelToolCall } from './model-call.ts';
import { parseArguments } from './model-messages.ts';
import { TOOLS, ToolFailure, type ToolFile } from './tools.ts';

export const STOPPED = '[stopped]';
const ARGUMENTS_SHOWN = 2000;
const OUTPUT_SHOWN = 4000;

export interface ToolOutcome {
  /** The whole output: the tool result the transcript and the model get. */
  output: string;
  error: string | null;
  file?: ToolFile;
  elapsedMs: number;
}

export function startedEvent(call: ModelToolCall) {
  const parsed = parseArguments(call.arguments);
  return {
    type: 'tool.started',
    call_id: call.id,
    name: call.name,
    arguments: parsed.json ? parsed.value : firstCodePoints(call.arguments, ARGUMENTS_SHOWN),
  };
}

export function finishedEvent(call: ModelToolCall, outcome: ToolOutcome) {
  const shown = firstCodePoints(outcome.output, OUTPUT_SHOWN);
  return {
    type: 'tool.finished',
    call_id: call.id,
    name: call.name,
    output: shown,
    error: outcome.error,
    truncated: shown !== outcome.output,
    elapsed_ms: outcome.elapsedMs,
  };
}

type Result = Omit<ToolOutcome, 'elapsedMs'>;

async function outcomeOf(call: ModelToolCall, agent: AgentConfig, stop: AbortSignal): Promise<Result> {
  const fail = (error: string): Result => ({ output: error, error });
  const tool = agent.tools.includes(call.name) ? TOOLS[call.name] : undefined;
  if (!tool) return fail(`unknown tool: ${firstCodePoints(call.name, 100)}`);
  const parsed = parseArguments(call.arguments);
  if (!parsed.json) return fail('the arguments are not JSON');
  const args = parsed.value;
  // Arguments that parse as JSON but are no object get an error result from the tool (D16).
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    return fail('the arguments must be a JSON object');
  try {
    const result = await tool.run(args as Record<string, unknown>, stop);
    return { output: result.output, error: null, ...(result.file ? { file: result.file } : {}) };
  } catch (error) {
    if (stop.aborted) return { output: STOPPED, error: null };
    return fail(error instanceof ToolFailure ? error.message : 'the tool failed unexpectedly');
  }
}

export async function runToolCall(call: ModelToolCall, agent: AgentConfig, stop: AbortSignal): Promise<ToolOutcome> {
  const began = performance.now();
  const result = await outcomeOf(call, agent, stop);
  return { ...result, elapsedMs: Math.round(performance.now() - began) };
}
