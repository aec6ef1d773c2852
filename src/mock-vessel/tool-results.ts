// Scripted tool results: the vessel's tool returns what the script says. The reference vessel runs
// only its built-in tools and has no seam for a tool's outcome, so this is done at the seams it
// has, consistently in every place a tool's result shows (D10, D16): the turn's sink (the
// tool.finished event and the transcript chunk holding the tool message), the model transport
// (the tool message in the next model request) and the turn's result (GetTask, SendMessage).
// The engine still runs the call (a built-in, or "unknown tool" for any other name); a call the
// turn stopped or never ran keeps its "[stopped]" or "[not run ...]" result.
import {
  ArtifactNames,
  NOT_RUN_RESULT,
  STOPPED_OUTPUT,
  TOOL_OUTPUT_PREVIEW_CHARS,
  type VesselEvent,
} from '../a2a/vessel-events.ts';
import type { Artifact } from '../a2a/wire.ts';
import type { TurnOutput, TurnResult, TurnSink } from '../vessel/seams.ts';
import type { ScriptedToolResult } from './script.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first `max` code points, and whether anything was cut (D16's preview cut). */
function preview(text: string, max: number): { text: string; truncated: boolean } {
  const points = Array.from(text);
  return points.length <= max ? { text, truncated: false } : { text: points.slice(0, max).join(''), truncated: true };
}

export class ToolResults {
  readonly #results: ReadonlyMap<string, ScriptedToolResult>;
  /** Where the turn's own messages start in a model request: after the briefing and the history. */
  readonly #turnFrom: number;

  constructor(results: ReadonlyMap<string, ScriptedToolResult>, historyLength: number) {
    this.#results = results;
    this.#turnFrom = 1 + historyLength;
  }

  /** The scripted result for a call whose engine result was `engineOutput`, unless the turn stopped it or never ran it. */
  #resultFor(callId: unknown, engineOutput: unknown): ScriptedToolResult | undefined {
    if (typeof callId !== 'string' || engineOutput === STOPPED_OUTPUT || engineOutput === NOT_RUN_RESULT) return;
    return this.#results.get(callId);
  }

  #message(message: unknown): unknown {
    if (!isObject(message) || message.role !== 'tool') return message;
    const result = this.#resultFor(message.tool_call_id, message.content);
    return result ? { ...message, content: result.output } : message;
  }

  #artifact(artifact: Artifact): Artifact {
    if (artifact.name !== ArtifactNames.transcript) return artifact;
    return {
      ...artifact,
      parts: artifact.parts.map((part) => {
        const data = part.data;
        if (!isObject(data) || !Array.isArray(data.messages)) return part;
        return { ...part, data: { ...data, messages: data.messages.map((m) => this.#message(m)) } };
      }),
    };
  }

  #event(event: VesselEvent): VesselEvent {
    if (event.type !== 'tool.finished') return event;
    const result = this.#resultFor(event.call_id, event.output);
    if (!result) return event;
    const cut = preview(result.output, TOOL_OUTPUT_PREVIEW_CHARS);
    return { ...event, output: cut.text, truncated: cut.truncated, error: result.error };
  }

  /** The turn's sink, with scripted results in tool.finished events and transcript chunks. */
  sink(sink: TurnSink): TurnSink {
    return (output: TurnOutput) =>
      sink(
        output.kind === 'event'
          ? { ...output, event: this.#event(output.event) }
          : { ...output, artifact: this.#artifact(output.artifact) },
      );
  }

  /** A chat-completions request body with scripted results in the turn's tool messages. */
  requestBody(body: string): string {
    let request: unknown;
    try {
      request = JSON.parse(body);
    } catch {
      return body;
    }
    if (!isObject(request) || !Array.isArray(request.messages)) return body;
    const messages = request.messages.map((m, i) => (i >= this.#turnFrom ? this.#message(m) : m));
    return JSON.stringify({ ...request, messages });
  }

  /** The turn's result with scripted results in its messages and its assembled transcript. */
  result(result: TurnResult): TurnResult {
    return {
      ...result,
      messages: result.messages.map((m) => this.#message(m) as (typeof result.messages)[number]),
      artifacts: result.artifacts.map((a) => this.#artifact(a)),
    };
  }
}
