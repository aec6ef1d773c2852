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
  /** What the view was read from: the turn's stream, or a task returned whole (SendMessage, GetTask). */
  source: 'stream' | 'task';
  /**
   * The turn is over as far as the record shows: a terminal status came, turn.finished came, or
   * the task was returned whole. Until then what is due by the end (the answer, the summary) is
   * not missing yet: a stream cut short (the kit hung up, a cap, the server closed it early: that
   * is a2a.terminal-status's failure) is judged on what arrived, as the prefix D18 says it is.
   */
  over: boolean;
  items: StreamItem[];
  events: EventItem[];
  artifacts: ArtifactItem[];
  /** Index into `items` of the first status in a terminal state. */
  terminal?: number;
  /**
   * The stream is a message-only stream (A2A §3.1.2): its first event is a Message, and the agent
   * made no task for the turn. A2A allows it; a vessel's turn is never one (D4).
   */
  messageOnly: boolean;
  /**
   * Index into `items` of the event after which A2A closes the stream: the first terminal status,
   * or a message-only stream's Message ("exactly one `Message` object and then close immediately").
   */
  end?: number;
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

/** A SendMessage sent with configuration.returnImmediately (A2A §3.2.2): its answer is the task as it stood, not the turn's end. */
export function asksReturnImmediately(exchange: RecordedExchange): boolean {
  const params = isObject(exchange.requestBody) ? exchange.requestBody.params : undefined;
  return isObject(params) && isObject(params.configuration) && params.configuration.returnImmediately === true;
}

/** Where an item is: `event #7` in a stream, or its place in a task returned whole (`status`, `artifacts[1]`). */
export function place(item: StreamItem): string {
  return item.where ?? `event #${item.index}`;
}

/** `event #7 (tool.finished call_2)`: how messages name an event. */
export function label(e: EventItem): string {
  const detail = e.data.call_id ?? (e.data.step !== undefined ? `step ${String(e.data.step)}` : e.data.status);
  return `${place(e.item)} (${e.type}${detail !== undefined ? ` ${String(detail)}` : ''})`;
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
  const view = fromItems(turn, items, 'stream');
  // A stream the server closed before its terminal status was dropped all the same (D18): a prefix.
  view.over = view.terminal !== undefined || view.turnFinished !== undefined;
  return view;
}

function fromItems(turn: RecordedTurn, items: StreamItem[], source: TurnView['source']): TurnView {
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
  const messageOnly = source === 'stream' && first?.member === 'message';
  return {
    source,
    over: source === 'task',
    items,
    events,
    artifacts,
    terminal: terminal >= 0 ? terminal : undefined,
    messageOnly,
    end: messageOnly ? 0 : terminal >= 0 ? terminal : undefined,
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
  // A SendMessage answered with a Message (A2A §3.1.1: "a direct response message") returned no task.
  if (messageOf(exchange)) return undefined;
  const result = responseBody(exchange)?.result;
  const task = isObject(result) && isObject(result.task) ? result.task : result;
  return isObject(task) ? task : undefined;
}

/** The Message a SendMessage answered instead of a task (A2A §3.1.1), when it did. */
export function messageOf(exchange: RecordedExchange | undefined): Record<string, unknown> | undefined {
  const result = responseBody(exchange)?.result;
  return isObject(result) && isObject(result.message) && !isObject(result.task) ? result.message : undefined;
}

/**
 * A task returned whole (SendMessage's result, GetTask's answer) read as the stream it stands
 * for, so the turn's rules judge it the same way: the task, then each artifact (a transcript
 * artifact's parts one chunk each, as A2A's append joins them), then the final status whose
 * message carries turn.finished. The items are the kit's reading, each placed (`artifacts[1]`),
 * and the task item alone is the target's own (shape checks judge it and skip the rest). Undefined
 * when the exchange returned no task.
 */
export function taskTurnOf(turn: RecordedTurn, exchange: RecordedExchange | undefined): RecordedTurn | undefined {
  const task = taskOf(exchange);
  if (!task || !exchange) return undefined;
  const items: StreamItem[] = [];
  const add = (member: StreamItem['member'], body: Record<string, unknown>, where: string, synthetic: boolean) => {
    const index = items.length;
    const sse = { index, receivedAt: exchange.firstByteAt ?? exchange.sentAt, data: '', bytes: 0 };
    items.push({
      index,
      receivedAt: sse.receivedAt,
      sse,
      member,
      body,
      state: stateOf(member, body),
      where,
      synthetic,
    });
  };
  add('task', task, 'the task', false);
  const ids = { taskId: task.id, contextId: task.contextId };
  (Array.isArray(task.artifacts) ? task.artifacts : []).forEach((artifact, i) => {
    if (!isObject(artifact)) return;
    const parts = Array.isArray(artifact.parts) ? artifact.parts : [];
    if (artifact.name === ArtifactNames.transcript && parts.length > 0)
      parts.forEach((part, j) =>
        add(
          'artifactUpdate',
          { ...ids, artifact: { ...artifact, parts: [part] }, append: j > 0, lastChunk: j === parts.length - 1 },
          `artifacts[${i}].parts[${j}]`,
          true,
        ),
      );
    else add('artifactUpdate', { ...ids, artifact, lastChunk: true }, `artifacts[${i}]`, true);
  });
  if (isObject(task.status)) add('statusUpdate', { ...ids, status: task.status }, 'status', true);
  const synthetic: RecordedTurn = { ...turn, send: { ...exchange, sse: items.map((i) => i.sse) } };
  cache.set(synthetic, fromItems(synthetic, items, 'task'));
  return synthetic;
}

/** The task GetTask reported after the turn, when that task is finished: its id and the terminal state it finished in. */
export function finishedTaskOf(turn: RecordedTurn): { id: string; state: string } | undefined {
  const task = taskOf(turn.getTask);
  const state = stateOf('task', task);
  return task && typeof task.id === 'string' && isTerminalState(state) ? { id: task.id, state } : undefined;
}

/** The finished task's id: what a case may send finished-task calls to. */
export const finishedTaskId = (turn: RecordedTurn): string | undefined => finishedTaskOf(turn)?.id;

/** A task that carries at least one artifact. */
export const hasArtifacts = (task: unknown): boolean =>
  isObject(task) && Array.isArray(task.artifacts) && task.artifacts.length > 0;
