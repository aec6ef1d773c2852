// Reading a stream's events as A2A results: which member an SSE event's result holds, the task
// state it carries, the vessel event it is (D4) and the task it names. One reading for the
// runner, which acts on events as they arrive, and the checks, which judge them afterwards, so a
// trigger fires on exactly what the checks call that event. Reads the wire; judges nothing.
import { isObject } from '../transcript/read.ts';
import type { RecordedSseEvent } from './recording.ts';
import { EVENT_METADATA_KEY } from './vessel-events.ts';
import { isTerminalState } from './wire.ts';

export type ResultMember = 'task' | 'message' | 'statusUpdate' | 'artifactUpdate';
export const RESULT_MEMBERS: readonly ResultMember[] = ['task', 'message', 'statusUpdate', 'artifactUpdate'];
/** Which member to read when a result holds several (a2a.result-one-member reports that); the rest of the turn is still judged. */
const READ_FIRST: readonly ResultMember[] = ['statusUpdate', 'artifactUpdate', 'task', 'message'];

export interface StreamItem {
  /** Position in the SSE stream (0-based), as `#n` in messages. */
  index: number;
  receivedAt: number;
  sse: RecordedSseEvent;
  /** The result's member (the most telling one when it holds several). */
  member?: ResultMember;
  body?: Record<string, unknown>;
  /** Task state carried by a task or status update. */
  state?: string;
  /**
   * Where the item was read from when it is not an event of a stream: a task returned whole
   * (SendMessage's result, GetTask) read as the stream it stands for (`artifacts[1]`, `status`).
   */
  where?: string;
  /** Made by the kit from a task returned whole, not sent by the target as it stands. */
  synthetic?: boolean;
}

export interface EventItem {
  item: StreamItem;
  type: string;
  data: Record<string, unknown>;
  /** The status message carrying it. */
  message: Record<string, unknown>;
}

/** The state of a task or status update (`status.state`), when it names one. */
export function stateOf(
  member: ResultMember | undefined,
  body: Record<string, unknown> | undefined,
): string | undefined {
  if (!body || (member !== 'task' && member !== 'statusUpdate')) return undefined;
  const status = body.status;
  return isObject(status) && typeof status.state === 'string' ? status.state : undefined;
}

/** One SSE event read as a stream result: its member, body and task state. */
export function readItem(sse: RecordedSseEvent): StreamItem {
  const item: StreamItem = { index: sse.index, receivedAt: sse.receivedAt, sse };
  const result = isObject(sse.json) ? sse.json.result : undefined;
  if (!isObject(result)) return item;
  const member = READ_FIRST.find((m) => isObject(result[m]));
  const body = member ? result[member] : undefined;
  if (member && isObject(body)) {
    item.member = member;
    item.body = body;
    item.state = stateOf(member, body);
  }
  return item;
}

/** A status update is a vessel event when its message names one or carries a typed data part. */
export function readEvent(item: StreamItem): EventItem | undefined {
  if (item.member !== 'statusUpdate' || !item.body) return undefined;
  const status = item.body.status;
  const message = isObject(status) ? status.message : undefined;
  if (!isObject(message)) return undefined;
  const named = isObject(message.metadata) ? message.metadata[EVENT_METADATA_KEY] : undefined;
  const parts = Array.isArray(message.parts) ? message.parts : [];
  const dataPart = parts.find((p) => isObject(p) && isObject(p.data) && typeof p.data.type === 'string');
  const data = isObject(dataPart) && isObject(dataPart.data) ? dataPart.data : undefined;
  if (data === undefined && typeof named !== 'string') return undefined;
  const type = typeof data?.type === 'string' ? data.type : String(named);
  return { item, type, data: data ?? {}, message };
}

/**
 * A stream's updates: its status and artifact updates, the events A2A broadcasts to every stream
 * of a task (§3.5.2) and a vessel's events ride on; a plain A2A agent sends them too.
 */
export const updatesOf = (items: readonly StreamItem[]): StreamItem[] =>
  items.filter((i) => i.member === 'statusUpdate' || i.member === 'artifactUpdate');

/** The vessel event type an SSE event carries (D4), or 'task' for the A2A snapshot. */
export function streamEventKind(event: RecordedSseEvent): string | undefined {
  const item = readItem(event);
  return item.member === 'task' ? 'task' : readEvent(item)?.type;
}

/** The task state a stream event carries (task snapshot or status update). */
export function eventState(event: RecordedSseEvent): string | undefined {
  return readItem(event).state;
}

/**
 * An event after which A2A closes the stream (§3.1.2): a status in a terminal state, or the
 * Message a message-only stream begins with ("exactly one `Message` object and then close immediately").
 */
export function closesStream(event: RecordedSseEvent): boolean {
  const item = readItem(event);
  return isTerminalState(item.state) || (event.index === 0 && item.member === 'message');
}

/** The task id a JSON-RPC answer names, wherever it sits: a stream event's task or update, or a task returned whole (GetTask). */
export function taskIdOf(json: unknown): string | undefined {
  const result = (
    json as
      | {
          result?: {
            task?: { id?: unknown };
            statusUpdate?: { taskId?: unknown };
            artifactUpdate?: { taskId?: unknown };
            id?: unknown;
          };
        }
      | undefined
  )?.result;
  const id = result?.task?.id ?? result?.statusUpdate?.taskId ?? result?.artifactUpdate?.taskId ?? result?.id;
  return typeof id === 'string' ? id : undefined;
}
