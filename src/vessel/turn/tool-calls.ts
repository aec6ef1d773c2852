// Turning the model's streamed tool calls into the calls the turn runs and stores (D10, D15, D16):
// ids made present and unique within the message, arguments kept as sent when they parse as
// JSON, stored as "{}" when they do not (with a 2,000-character preview for tool.started).
import { TOOL_ARGUMENTS_PREVIEW_CHARS } from '../../a2a/vessel-events.ts';
import type { ToolCall } from '../../transcript/schema.ts';
import type { ToolCallDraft } from './chat-stream.ts';
import { cutCodePoints } from './code-points.ts';

export interface PlannedCall {
  id: string;
  name: string;
  /** What the transcript stores as `arguments`. */
  stored: string;
  /** tool.started.arguments: the parsed value, or the cut raw input when it is not JSON. */
  shown: unknown;
  /** The parsed object the tool runs with; absent when the arguments are unusable. */
  args?: Record<string, unknown>;
  /** Why the tool cannot run with these arguments; becomes its error result. */
  argumentsError?: string;
}

export const ARGUMENTS_NOT_JSON = 'the tool arguments are not valid JSON';
export const ARGUMENTS_NOT_OBJECT = 'the tool arguments must be a JSON object';

function uniqueId(wanted: string, fallback: string, taken: Set<string>): string {
  let id = wanted || fallback;
  for (let n = 2; taken.has(id); n++) id = `${wanted || fallback}_${n}`;
  taken.add(id);
  return id;
}

export function planToolCalls(drafts: ToolCallDraft[], step: number): PlannedCall[] {
  const taken = new Set<string>();
  return drafts.map((draft, i) => {
    const id = uniqueId(draft.id, `call_${step}_${i + 1}`, taken);
    let parsed: unknown;
    try {
      parsed = JSON.parse(draft.arguments);
    } catch {
      return {
        id,
        name: draft.name,
        stored: '{}',
        shown: cutCodePoints(draft.arguments, TOOL_ARGUMENTS_PREVIEW_CHARS).text,
        argumentsError: ARGUMENTS_NOT_JSON,
      };
    }
    const call: PlannedCall = { id, name: draft.name, stored: draft.arguments, shown: parsed };
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      call.args = parsed as Record<string, unknown>;
    else call.argumentsError = ARGUMENTS_NOT_OBJECT;
    return call;
  });
}

export function toTranscriptCall(call: PlannedCall): ToolCall {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: call.stored } };
}
