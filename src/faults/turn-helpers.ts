// The stateful and specific pieces of the engine faults (catalogue.ts): each holds, reorders or
// rewrites what one turn emits.
import { ArtifactNames, earlyEndMessage, type TurnStatus } from '../a2a/vessel-events.ts';
import type { TranscriptMessage } from '../transcript/schema.ts';
import type { TurnOutput, TurnSink } from '../vessel/seams.ts';
import type { OutputMaps, StreamFilter } from './bends/engine.ts';
import { answerText } from './bends/turn.ts';

/** Each tool.started is held back and sent right after its own tool.finished. */
export const toolStartedAfterFinished: StreamFilter = () => {
  const held = new Map<string, TurnOutput>();
  return (output, sink) => {
    if (output.kind === 'event' && output.event.type === 'tool.started')
      return void held.set(output.event.call_id, output);
    sink(output);
    if (output.kind === 'event' && output.event.type === 'tool.finished') {
      const started = held.get(output.event.call_id);
      held.delete(output.event.call_id);
      if (started) sink(started);
    }
  };
};

/** The first text delta loses its last character (dropped whole when that was all). */
export const lastCharacterLost: StreamFilter = () => {
  let done = false;
  return (output, sink) => {
    if (done || output.kind !== 'event' || output.event.type !== 'text.delta') return sink(output);
    done = true;
    const content = Array.from(output.event.content).slice(0, -1).join('');
    if (content !== '') sink({ ...output, event: { ...output.event, content } });
  };
};

/** The tool.started events of a step (sent together) go out in reverse order. */
export const toolStartsReversed: StreamFilter = () => {
  let batch: TurnOutput[] = [];
  let sinkOf: TurnSink | undefined;
  const flush = () => {
    const reversed = batch.reverse();
    batch = [];
    for (const output of reversed) sinkOf?.(output);
  };
  return (output, sink) => {
    sinkOf = sink;
    if (output.kind === 'event' && output.event.type === 'tool.started') {
      if (batch.length === 0) queueMicrotask(flush);
      batch.push(output);
      return;
    }
    flush();
    sink(output);
  };
};

/** A turn that ended `from` is reported as `to`: the status, its task state, the closing message and the answer. */
export function statusReportedAs(from: TurnStatus, to: TurnStatus): OutputMaps {
  const closing = (text: unknown) => (text === earlyEndMessage(from) ? earlyEndMessage(to) : text);
  return {
    summary: (s) => (s.status === from ? { ...s, status: to } : s),
    transcript: (ms) =>
      ms.map((m) => (m.role === 'assistant' ? ({ ...m, content: closing(m.content) } as TranscriptMessage) : m)),
    artifact: (a) => answerText(a, (text) => String(closing(text))),
  };
}

export function isEarlyEndMessage(content: unknown): boolean {
  return typeof content === 'string' && /^\[this turn ended early: [a-z_]+\]$/.test(content);
}

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

/** A step's reasoning deltas held back until its text deltas are out (just before its step.finished). */
export const reasoningAfterText: StreamFilter = () => {
  let held: TurnOutput[] = [];
  return (output, sink) => {
    if (output.kind === 'event' && output.event.type === 'reasoning.delta') return void held.push(output);
    if (output.kind === 'event' && (output.event.type === 'step.finished' || output.event.type === 'turn.finished')) {
      for (const h of held) sink(h);
      held = [];
    }
    sink(output);
  };
};
