// The stateful and specific pieces of the engine faults (catalogue.ts): each holds, reorders or
// rewrites what one turn emits.
import { ArtifactNames } from '../a2a/vessel-events.ts';
import type { TranscriptMessage } from '../transcript/schema.ts';
import type { TurnOutput } from '../vessel/seams.ts';
import type { StreamFilter } from './bends/engine.ts';

/** The same JSON arguments, laid out again. */
export function reformatToolArguments(message: TranscriptMessage): TranscriptMessage {
  if (message.role !== 'assistant' || !message.tool_calls) return message;
  const relaid = (json: string) => {
    try {
      return JSON.stringify(JSON.parse(json), null, 1);
    } catch {
      return json;
    }
  };
  return {
    ...message,
    tool_calls: message.tool_calls.map((c) => ({
      ...c,
      function: { ...c.function, arguments: relaid(c.function.arguments) },
    })),
  };
}

/** The messages of a transcript chunk, or undefined for any other output. */
function chunkMessages(output: TurnOutput): TranscriptMessage[] | undefined {
  if (output.kind !== 'artifact' || output.artifact.name !== ArtifactNames.transcript) return undefined;
  const data = output.artifact.parts[0]?.data as { messages?: TranscriptMessage[] } | undefined;
  return data?.messages ?? [];
}

/** An assistant message that calls tools is sent only after its first result: a cut between them leaves a result with no call. */
export const resultBeforeItsCall: StreamFilter = () => {
  let held: TurnOutput | undefined;
  return (output, sink) => {
    const messages = chunkMessages(output);
    if (messages?.some((m) => m.role === 'assistant' && (m.tool_calls?.length ?? 0) > 0)) {
      if (held) sink(held);
      held = output;
      return;
    }
    const closing = output.kind === 'artifact' && output.lastChunk;
    if (held && closing) {
      sink(held);
      held = undefined;
    }
    sink(output);
    if (held && messages?.some((m) => m.role === 'tool')) {
      sink(held);
      held = undefined;
    }
  };
};
