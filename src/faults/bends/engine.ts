// Bending the turn engine from outside: its policy, its agent, what it asks the model and hears
// back, and what it emits. An output bend maps the stream and the turn's result alike, so GetTask
// and SendMessage tell the same story as the stream unless a fault says otherwise. These wrap the
// engine (`TurnBend`); faults spell them as bends, through ./turn.ts.
import { ArtifactNames, type TurnSummary, type VesselEvent } from '../../a2a/vessel-events.ts';
import type { Artifact, TaskState } from '../../a2a/wire.ts';
import type { TranscriptMessage } from '../../transcript/schema.ts';
import {
  contractPolicy,
  finalStateOf,
  type AgentConfig,
  type TurnInput,
  type TurnOutput,
  type TurnPolicy,
  type TurnResult,
  type TurnSink,
} from '../../vessel/seams.ts';
import type { TurnBend } from '../bend.ts';

export function withPolicy(policy: Partial<TurnPolicy>): TurnBend {
  return (inner) => (agent, input, sink, options) =>
    inner(agent, input, sink, { ...options, policy: { ...(options.policy ?? contractPolicy), ...policy } });
}

export function withAgent(change: (agent: AgentConfig) => AgentConfig): TurnBend {
  return (inner) => (agent, input, sink, options) => inner(change(agent), input, sink, options);
}

type ChatBody = { messages: Record<string, unknown>[] } & Record<string, unknown>;

/** Rewrites each chat-completions request body the engine sends. */
export function withModelRequest(change: (body: ChatBody, input: TurnInput, call: number) => ChatBody): TurnBend {
  return (inner) => (agent, input, sink, options) => {
    const send = options.fetch ?? fetch;
    // Counted per turn, so a fault can bend only a later call (the first call is where checks looked first).
    let calls = 0;
    const bent: typeof fetch = (url, init) => {
      const call = calls++;
      const body =
        typeof init?.body === 'string'
          ? JSON.stringify(change(JSON.parse(init.body) as ChatBody, input, call))
          : init?.body;
      return send(url, { ...init, body });
    };
    return inner(agent, input, sink, { ...options, fetch: bent });
  };
}

/** Rewrites each JSON chunk of the model's SSE answer (the `data:` lines but `[DONE]`). */
export function withModelChunks(change: (chunk: Record<string, unknown>) => Record<string, unknown>): TurnBend {
  return (inner) => (agent, input, sink, options) => {
    const send = options.fetch ?? fetch;
    const bent: typeof fetch = async (url, init) => {
      const response = await send(url, init);
      if (!response.ok || !response.body) return response;
      let rest = '';
      const lines = new TransformStream<string, string>({
        transform(text, out) {
          const parts = (rest + text).split('\n');
          rest = parts.pop() ?? '';
          for (const line of parts) out.enqueue(`${bendLine(line)}\n`);
        },
        flush(out) {
          if (rest !== '') out.enqueue(bendLine(rest));
        },
      });
      const bendLine = (line: string) => {
        const data = /^data: ?(.*)$/.exec(line)?.[1];
        if (data === undefined || data.trim() === '[DONE]') return line;
        try {
          return `data: ${JSON.stringify(change(JSON.parse(data) as Record<string, unknown>))}`;
        } catch {
          return line;
        }
      };
      const body = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(lines)
        .pipeThrough(new TextEncoderStream());
      return new Response(body, { status: response.status, headers: response.headers });
    };
    return inner(agent, input, sink, { ...options, fetch: bent });
  };
}

/** The fields a turn summary has, with or without the model name (turn.finished leaves it out). */
type Summary = Omit<TurnSummary, 'model'> & { model?: string };

/** Stateless maps over what a turn emits, applied to the stream and to the result alike. */
export interface OutputMaps {
  /** A vessel event and its task state; undefined drops the event. */
  event?(event: VesselEvent, state: TaskState): { event: VesselEvent; state: TaskState } | undefined;
  /** An answer or file artifact; undefined drops it. */
  artifact?(artifact: Artifact): Artifact | undefined;
  /** The messages of one transcript chunk (or of the whole transcript, in the result). */
  transcript?(messages: TranscriptMessage[]): TranscriptMessage[];
  /** turn.finished, the transcript's closing summary and the result's summary. */
  summary?<S extends Summary>(summary: S): S;
  /** The transcript's closing summary only; undefined leaves it out. */
  transcriptTurn?(turn: TurnSummary): TurnSummary | undefined;
}

export function mapOutputs(maps: OutputMaps): TurnBend {
  return (inner) => async (agent, input, sink, options) => {
    const result = await inner(agent, input, (output) => emitMapped(output, maps, sink), options);
    return mapResult(result, maps);
  };
}

function emitMapped(output: TurnOutput, maps: OutputMaps, sink: TurnSink): void {
  if (output.kind === 'artifact') {
    if (output.artifact.name !== ArtifactNames.transcript) {
      const artifact = maps.artifact ? maps.artifact(output.artifact) : output.artifact;
      if (artifact) sink({ ...output, artifact });
      return;
    }
    const { turn, ...data } = transcriptData(output.artifact);
    const messages = maps.transcript ? maps.transcript(data.messages) : data.messages;
    if (!output.lastChunk && messages.length === 0) return;
    sink({
      ...output,
      artifact: withTranscriptData(output.artifact, { ...data, messages, ...closingTurn(turn, maps) }),
    });
    return;
  }
  let { event, state } = output;
  if (event.type === 'turn.finished' && maps.summary) {
    event = maps.summary(event);
    state = finalStateOf[event.status] === state ? state : finalStateOf[event.status];
  }
  const mapped = maps.event ? maps.event(event, state) : { event, state };
  if (mapped) sink({ kind: 'event', ...mapped });
}

function mapResult(result: TurnResult, maps: OutputMaps): TurnResult {
  const summary = maps.summary ? maps.summary(result.summary) : result.summary;
  const artifacts = result.artifacts.flatMap((artifact) => {
    if (artifact.name !== ArtifactNames.transcript) {
      const mapped = maps.artifact ? maps.artifact(artifact) : artifact;
      return mapped ? [mapped] : [];
    }
    const { turn, ...data } = transcriptData(artifact);
    const messages = maps.transcript ? maps.transcript(data.messages) : data.messages;
    return [withTranscriptData(artifact, { ...data, messages, ...closingTurn(turn, maps) })];
  });
  const messages = maps.transcript ? maps.transcript(result.messages) : result.messages;
  const moved = summary.status !== result.status;
  return {
    ...result,
    summary,
    messages,
    artifacts,
    ...(moved ? { status: summary.status, finalState: finalStateOf[summary.status] } : {}),
  };
}

interface TranscriptData {
  version: number;
  messages: TranscriptMessage[];
  turn?: TurnSummary;
}

function transcriptData(artifact: Artifact): TranscriptData {
  return artifact.parts[0]?.data as unknown as TranscriptData;
}

function withTranscriptData(artifact: Artifact, data: TranscriptData): Artifact {
  const [part, ...rest] = artifact.parts;
  return { ...artifact, parts: [{ ...part, data: data as unknown as Record<string, unknown> }, ...rest] };
}

/** The closing chunk's `turn` as the maps leave it: `{}` when there is none. */
function closingTurn(turn: TurnSummary | undefined, maps: OutputMaps): { turn?: TurnSummary } {
  if (!turn) return {};
  const mapped = maps.summary ? maps.summary(turn) : turn;
  const shown = maps.transcriptTurn ? maps.transcriptTurn(mapped) : mapped;
  return shown ? { turn: shown } : {};
}

/**
 * A per-turn filter over the stream only (the result is left as it is): made afresh for each turn,
 * it gets each output and the real sink, and forwards, holds, reorders or drops.
 */
export type StreamFilter = () => (output: TurnOutput, sink: TurnSink) => void;

export function filterStream(make: StreamFilter): TurnBend {
  return (inner) => (agent, input, sink, options) => {
    const filter = make();
    return inner(agent, input, (output) => filter(output, sink), options);
  };
}

/** Drops the first event that `matches` from the stream. */
export function dropFirstEvent(matches: (event: VesselEvent) => boolean): TurnBend {
  return filterStream(() => {
    let dropped = false;
    return (output, sink) => {
      if (!dropped && output.kind === 'event' && matches(output.event)) dropped = true;
      else sink(output);
    };
  });
}

/**
 * `bend` on the turns whose script directive (D14, `vessel-kit:script=<id>`) ends in an even
 * number: a case's consecutive turns get consecutive numbers, so of two turns of the same input one
 * is bent and the other not, whatever else runs at the same time.
 */
export function everySecondScript(bend: TurnBend): TurnBend {
  return (inner) => {
    const bent = bend(inner);
    return (agent, input, sink, options) => {
      const content = input.userMessage.content;
      const text =
        typeof content === 'string' ? content : content.map((p) => (p.type === 'text' ? p.text : '')).join('\n');
      const n = /vessel-kit:script=\S*?-(\d+)(?:\s|$)/.exec(text)?.[1];
      return (n !== undefined && Number(n) % 2 === 0 ? bent : inner)(agent, input, sink, options);
    };
  };
}
