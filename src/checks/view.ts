// The kit's reading of a recorded turn's stream: which SSE events are the task, vessel events,
// artifacts; where the terminal status is; the transcript chunks. Built once per turn (cached),
// read by every check, from the stream reading the runner shares (src/a2a/stream-events.ts).
// Reads the wire only; judges nothing.
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { readEvent, readItem, stateOf, type EventItem, type StreamItem } from '../a2a/stream-events.ts';
import { isTerminalState } from '../a2a/wire.ts';
import { ArtifactNames, TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import { isObject } from '../transcript/read.ts';

export interface ArtifactItem {
  item: StreamItem;
  artifactId: unknown;
  name: unknown;
  parts: unknown[];
  append: unknown;
  lastChunk: unknown;
}

export interface TranscriptChunk {
  artifact: ArtifactItem;
  /** The transcript part's data, when the chunk holds one. */
  data?: Record<string, unknown>;
}

export interface TurnView {
  items: StreamItem[];
  events: EventItem[];
  artifacts: ArtifactItem[];
  /** Index into `items` of the first status in a terminal state. */
  terminal?: number;
  finalState?: string;
  taskId?: string;
  contextId?: string;
  turnFinished?: EventItem;
  answers: ArtifactItem[];
  files: ArtifactItem[];
  transcriptChunks: TranscriptChunk[];
  /** The turn's transcript messages, in the order chunks delivered them. */
  transcriptMessages: { message: unknown; chunk: TranscriptChunk }[];
  /** The closing summary (`turn`) of the chunk that carried one, last one wins. */
  summary?: unknown;
  /** Whether the application asked for the transcript (D9). */
  transcriptRequested: boolean;
}

/** `event #7 (tool.finished call_2)`: how messages name an event. */
export function label(e: EventItem): string {
  const detail = e.data.call_id ?? (e.data.step !== undefined ? `step ${String(e.data.step)}` : e.data.status);
  return `event #${e.item.index} (${e.type}${detail !== undefined ? ` ${String(detail)}` : ''})`;
}

function readArtifact(item: StreamItem): ArtifactItem | undefined {
  if (item.member !== 'artifactUpdate' || !item.body) return undefined;
  const artifact = isObject(item.body.artifact) ? item.body.artifact : {};
  return {
    item,
    artifactId: artifact.artifactId,
    name: artifact.name,
    parts: Array.isArray(artifact.parts) ? artifact.parts : [],
    append: item.body.append,
    lastChunk: item.body.lastChunk,
  };
}

export function transcriptPartData(parts: readonly unknown[]): Record<string, unknown> | undefined {
  const part = parts.find((p) => isObject(p) && p.mediaType === TRANSCRIPT_MEDIA_TYPE);
  return isObject(part) && isObject(part.data) ? part.data : undefined;
}

export function transcriptRequested(turn: RecordedTurn): boolean {
  return (turn.input.acceptedOutputModes ?? []).includes(TRANSCRIPT_MEDIA_TYPE);
}

function build(turn: RecordedTurn): TurnView {
  const items = (turn.send.sse ?? []).map(readItem);
  const events: EventItem[] = [];
  const artifacts: ArtifactItem[] = [];
  for (const item of items) {
    const event = readEvent(item);
    if (event) events.push(event);
    const artifact = readArtifact(item);
    if (artifact) artifacts.push(artifact);
  }
  const terminal = items.findIndex((i) => isTerminalState(i.state));
  const first = items[0];
  // Without a task snapshot the ids come from the first update, so the turn is still judged (a2a.task-first reports the absence).
  const task = first?.member === 'task' ? first.body : undefined;
  const update = items.find((i) => i.member === 'statusUpdate' || i.member === 'artifactUpdate')?.body;
  const transcriptChunks = artifacts
    .filter((a) => a.name === ArtifactNames.transcript)
    .map((artifact) => ({ artifact, data: transcriptPartData(artifact.parts) }));
  const transcriptMessages = transcriptChunks.flatMap((chunk) =>
    (Array.isArray(chunk.data?.messages) ? chunk.data.messages : []).map((message) => ({ message, chunk })),
  );
  const withSummary = transcriptChunks.filter((c) => c.data?.turn !== undefined);
  return {
    items,
    events,
    artifacts,
    terminal: terminal >= 0 ? terminal : undefined,
    finalState: terminal >= 0 ? items[terminal]?.state : undefined,
    taskId: typeof task?.id === 'string' ? task.id : typeof update?.taskId === 'string' ? update.taskId : undefined,
    contextId:
      typeof task?.contextId === 'string'
        ? task.contextId
        : typeof update?.contextId === 'string'
          ? update.contextId
          : undefined,
    turnFinished: events.find((e) => e.type === 'turn.finished'),
    answers: artifacts.filter((a) => a.name === ArtifactNames.answer),
    files: artifacts.filter((a) => a.name === ArtifactNames.file),
    transcriptChunks,
    transcriptMessages,
    summary: withSummary.at(-1)?.data?.turn,
    transcriptRequested: transcriptRequested(turn),
  };
}

const cache = new WeakMap<RecordedTurn, TurnView>();

/** The view of a turn; recorded turns are not mutated after recording, so one view serves every check. */
export function viewOf(turn: RecordedTurn): TurnView {
  let view = cache.get(turn);
  if (!view) {
    view = build(turn);
    cache.set(turn, view);
  }
  return view;
}

/** The JSON-RPC id the request carried. */
export function requestId(exchange: RecordedExchange): unknown {
  return isObject(exchange.requestBody) ? exchange.requestBody.id : undefined;
}

/**
 * What came back, for a message: `HTTP <status>`, or why there was no response at all (refused,
 * reset, or nothing before the first-byte cap), so a failure never reads "HTTP undefined".
 */
export function answered(exchange: RecordedExchange): string {
  if (exchange.status !== undefined) return `HTTP ${exchange.status}`;
  if (exchange.end.how === 'cap' && exchange.end.cap === 'first-byte') return exchange.end.detail ?? 'no response';
  return `no response (${exchange.end.detail ?? exchange.end.how})`;
}

/** The parsed JSON-RPC body of a non-stream answer. */
export function responseBody(exchange: RecordedExchange | undefined): Record<string, unknown> | undefined {
  const json = exchange?.body?.json;
  return isObject(json) ? json : undefined;
}

/** Steps of the turn's vessel events: a step's deltas by kind and its step.finished. */
export interface StepEvents {
  text: EventItem[];
  reasoning: EventItem[];
  finished?: EventItem;
}
export function stepsOf(view: TurnView): Map<number, StepEvents> {
  const steps = new Map<number, StepEvents>();
  const at = (n: number): StepEvents => {
    let s = steps.get(n);
    if (!s) steps.set(n, (s = { text: [], reasoning: [] }));
    return s;
  };
  for (const e of view.events) {
    if (typeof e.data.step !== 'number') continue;
    if (e.type === 'text.delta') at(e.data.step).text.push(e);
    else if (e.type === 'reasoning.delta') at(e.data.step).reasoning.push(e);
    else if (e.type === 'step.finished') at(e.data.step).finished ??= e;
  }
  return steps;
}

/** The task a JSON-RPC answer returns: `result.task` (SendMessage, A2A 1.0) or the result itself (GetTask, CancelTask). */
export function taskOf(exchange: RecordedExchange | undefined): Record<string, unknown> | undefined {
  const result = responseBody(exchange)?.result;
  const task = isObject(result) && isObject(result.task) ? result.task : result;
  return isObject(task) ? task : undefined;
}

/** The task's id as GetTask reported it after the turn, when that task is finished: what a case may send finished-task calls to. */
export function finishedTaskId(turn: RecordedTurn): string | undefined {
  const task = taskOf(turn.getTask);
  return task && typeof task.id === 'string' && isTerminalState(stateOf('task', task)) ? task.id : undefined;
}
