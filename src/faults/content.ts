// Faults of the content rules (src/rules/content.ts). On what comes back: a transcript whose
// messages are out of order or edited, that disagrees with the deltas, the tool events, the model's
// calls, step.finished, turn.finished or GetTask, that does not replay, or whose prefix is unusable.
// In a history: an empty content list or a malformed part let through (envelope-faults.ts).
import { ArtifactNames } from '../a2a/vessel-events.ts';
import { Methods, type Artifact } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { TranscriptMessage } from '../transcript/schema.ts';
import type { TurnOutput } from '../vessel/seams.ts';
import { rewriteResult } from './bends/server.ts';
import { chunkData, chunks, extraChunk, isTranscript } from './bends/stream.ts';
import { events, eventsOf, outputs, policy, stream, transcriptMessages, type StreamFilter } from './bends/turn.ts';
import { acceptingEach } from './envelope-faults.ts';
import { fault, type FaultsOf } from './fault.ts';

type Body = Record<string, unknown>;

const mark = (text: string) => `${text}!`;
const isEarlyEnd = (content: unknown) => typeof content === 'string' && content.startsWith('[this turn ended early: ');

/** The same JSON arguments, laid out again. */
function reformatToolArguments(message: TranscriptMessage): TranscriptMessage {
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
const resultBeforeItsCall: StreamFilter = () => {
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

export const faults = [
  fault(
    'content.message-order#user-first',
    'user-message-edited',
    "the transcript's user message holds other words than the user's",
    transcriptMessages((m) =>
      m.role === 'user' && typeof m.content === 'string' ? { ...m, content: `${m.content} (edited)` } : m,
    ),
  ),
  fault(
    'content.message-order#user-form',
    'user-message-as-parts',
    'stores a user message of one text part as a list of parts, not a string',
    transcriptMessages((m) =>
      m.role === 'user' && typeof m.content === 'string' ? { ...m, content: [{ type: 'text', text: m.content }] } : m,
    ),
  ),
  fault(
    'content.message-order#then-assistant-and-tool',
    'user-message-after-answer',
    "appends a user message to the turn's transcript before its summary",
    stream(chunks((c) => (c.lastChunk ? [extraChunk(c, [{ role: 'user', content: 'and then?' }]), c] : c))),
  ),
  fault(
    'content.message-order#ends-with-answer',
    'final-answer-left-out',
    'leaves the final answer out of the transcript of a turn the model answered',
    stream(() => {
      let held: TurnOutput | undefined;
      return (output, sink) => {
        if (isTranscript(output)) {
          const messages = chunkData(output).messages;
          const answer = messages.length === 1 && messages[0]!.role === 'assistant' && !messages[0]!.tool_calls?.length;
          if (answer && !isEarlyEnd(messages[0]!.content)) {
            if (held) sink(held);
            held = output;
            return;
          }
          if (held && !(output.lastChunk && chunkData(output).turn?.status === 'ok')) sink(held);
          held = undefined;
        }
        sink(output);
      };
    }),
  ),
  fault(
    'content.deltas-equal-transcript#content',
    'transcript-content-differs',
    "stores each assistant message's content with a ! the deltas did not carry",
    transcriptMessages((m) =>
      m.role === 'assistant' && typeof m.content === 'string' && m.content !== '' && !isEarlyEnd(m.content)
        ? { ...m, content: mark(m.content) }
        : m,
    ),
  ),
  fault(
    'content.deltas-equal-transcript#reasoning',
    'transcript-reasoning-differs',
    "stores each assistant message's reasoning_content with a ! the deltas did not carry",
    transcriptMessages((m) =>
      m.role === 'assistant' && typeof m.reasoning_content === 'string'
        ? { ...m, reasoning_content: mark(m.reasoning_content) }
        : m,
    ),
  ),
  fault(
    'content.deltas-equal-transcript#message-per-step',
    'tool-step-message-left-out',
    'leaves the assistant messages that call tools out of the transcript',
    outputs({ transcript: (ms) => ms.filter((m) => !(m.role === 'assistant' && (m.tool_calls?.length ?? 0) > 0)) }),
    { alsoBreaks: ['content.replay-valid'] },
  ),
  fault(
    'content.tool-calls-kept#calls',
    'tool-call-renamed',
    "stores the model's tool calls under another tool name",
    transcriptMessages((m) =>
      m.role === 'assistant' && m.tool_calls
        ? {
            ...m,
            tool_calls: m.tool_calls.map((c) => ({
              ...c,
              function: { ...c.function, name: `${c.function.name}-renamed` },
            })),
          }
        : m,
    ),
    { alsoBreaks: ['content.tool-events-equal-transcript'] },
  ),
  fault(
    'content.tool-calls-kept#arguments',
    'tool-arguments-reformatted',
    "stores the tool calls' JSON arguments laid out again instead of as the model sent them",
    transcriptMessages(reformatToolArguments),
  ),
  fault(
    'content.tool-calls-kept#event-arguments',
    'tool-started-empty-arguments',
    'sends tool.started with arguments {} whatever the model sent',
    eventsOf('tool.started', (e) => ({ ...e, arguments: {} })),
  ),
  fault(
    'content.tool-calls-kept#event-arguments',
    'tool-arguments-cut-in-code-units',
    'cuts invalid tool input at 2,000 UTF-16 code units, not code points: an astral character before the cut leaves fewer characters, one straddling it a lone surrogate',
    // The event holds the first 2,000 code points of the raw input, a prefix of it: its first 2,000
    // code units are the raw input's, so this is the cut a vessel counting in code units makes.
    eventsOf('tool.started', (e) =>
      typeof e.arguments === 'string' ? { ...e, arguments: e.arguments.slice(0, 2_000) } : e,
    ),
  ),
  fault(
    'content.tool-events-equal-transcript#started-call',
    'tool-events-renamed',
    "names another tool in tool.started and tool.finished than the transcript's call",
    events((e) => (e.type === 'tool.started' || e.type === 'tool.finished' ? { ...e, name: `${e.name}-x` } : e)),
  ),
  fault(
    'content.tool-events-equal-transcript#finished-output',
    'transcript-missing-tool-result',
    'leaves tool results out of the transcript',
    outputs({ transcript: (ms) => ms.filter((m) => m.role !== 'tool') }),
    { alsoBreaks: ['content.replay-valid', 'early-end.not-run', 'early-end.stopped'] },
  ),
  fault(
    ['content.tool-events-equal-transcript#finished-output', 'content.tool-events-equal-transcript#truncated'],
    'untruncated-tool-output',
    'sends tool.finished.output uncut beyond 4,000 characters',
    policy({ toolOutputPreviewChars: Infinity }),
  ),
  fault(
    'content.tool-events-equal-transcript#truncated',
    'truncated-flag-inverted',
    'reports tool.finished.truncated the other way round',
    eventsOf('tool.finished', (e) => ({ ...e, truncated: !e.truncated })),
  ),
  fault(
    'content.step-finished-model#tool-calls',
    'step-finished-extra-call',
    'reports one tool call more in step.finished.tool_calls than the model made',
    eventsOf('step.finished', (e) => ({ ...e, tool_calls: e.tool_calls + 1 })),
  ),
  fault(
    'content.step-finished-model#finish-reason',
    'finish-reason-length',
    "reports finish_reason 'length' in every step.finished",
    eventsOf('step.finished', (e) => ({ ...e, finish_reason: 'length' })),
  ),
  fault(
    'content.summary-equals-finished#whole',
    'summary-tokens-differ',
    "the transcript's turn summary reports one output token more than turn.finished",
    outputs({ transcriptTurn: (t) => ({ ...t, tokens: { ...t.tokens, output: t.tokens.output + 1 } }) }),
  ),
  fault(
    'content.get-task-agrees#turn-finished',
    'get-task-other-elapsed',
    "GetTask's turn.finished reports one millisecond more than the stream's",
    rewriteResult(Methods.GetTask, (task) => {
      const parts = isObject(task.status) && isObject(task.status.message) ? task.status.message.parts : undefined;
      if (!Array.isArray(parts)) return undefined;
      const bent = structuredClone(task);
      const data = (bent.status as { message: { parts: Body[] } }).message.parts.find((p) => isObject(p.data))?.data;
      if (isObject(data) && typeof data.elapsed_ms === 'number') data.elapsed_ms += 1;
      return bent;
    }),
  ),
  fault(
    'content.get-task-agrees#answer',
    'get-task-disagrees',
    "GetTask's answer artifact holds other text than the streamed answer",
    rewriteResult(Methods.GetTask, (task) =>
      Array.isArray(task.artifacts)
        ? {
            ...task,
            artifacts: task.artifacts.map((a: Artifact) =>
              a.name === ArtifactNames.answer ? { ...a, parts: [{ text: 'not the streamed answer' }] } : a,
            ),
          }
        : undefined,
    ),
    { alsoBreaks: ['artifact.answer-equals-final', 'artifact.answer-markdown'] },
  ),
  fault(
    'content.replay-valid#whole',
    'extra-transcript-field',
    'adds a field the envelope does not allow to assistant messages in the transcript',
    transcriptMessages((m) => (m.role === 'assistant' ? ({ ...m, timestamp: Date.now() } as TranscriptMessage) : m)),
  ),
  fault(
    'content.prefix-usable#prefix',
    'result-before-its-call',
    'sends an assistant message that calls tools only after the first of its tool results',
    stream(resultBeforeItsCall),
    { alsoBreaks: ['content.replay-valid', 'content.message-order'] },
  ),
  ...acceptingEach('content'),
] satisfies FaultsOf<'content'>;
