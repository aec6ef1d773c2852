// Test-only: the exchanges of the A2A method checks (src/checks/a2a-methods.ts), built from a
// conformant turn (builders.ts): the turn's own stream, a SubscribeToTask stream that joined it
// part-way, and the turn sent with snake_case field names.
import type { RecordedExchange, RecordedSseEvent } from '../../src/a2a/recording.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { validTurn } from './builders.ts';

type Json = Record<string, any>;
const SUBSCRIBE_ID = 9;

/** The stream of a conformant turn (a task snapshot, two steps with a tool, transcript, answer, turn.finished). */
export const turnStream = (): RecordedExchange => validTurn().send;

const typeOf = (e: RecordedSseEvent): unknown =>
  (e.json as Json)?.result?.statusUpdate?.status?.message?.parts?.[0]?.data?.type;

function sseEvent(index: number, receivedAt: number, json: unknown): RecordedSseEvent {
  const data = JSON.stringify(json);
  return { index, receivedAt, data, bytes: Buffer.byteLength(data), json };
}

/**
 * What a conformant vessel streams to SubscribeToTask sent just before the turn's first event of
 * type `from`: the task, then every later event of the turn, under the subscription's own id.
 */
export function subscriptionTo(
  turn: RecordedExchange,
  options: { from?: string; taskFirst?: boolean } = {},
): RecordedExchange {
  const events = turn.sse ?? [];
  const start = events.findIndex((e) => typeOf(e) === (options.from ?? 'text.delta'));
  if (start < 1) throw new Error(`builder: the turn has no ${options.from ?? 'text.delta'} after its first event`);
  const sentAt = (events[start - 1] as RecordedSseEvent).receivedAt;
  const task = {
    jsonrpc: '2.0',
    id: SUBSCRIBE_ID,
    result: { task: { id: 'task-1', contextId: 'conv-1', status: { state: 'TASK_STATE_WORKING' } } },
  };
  const tail = events.slice(start).map((e) => ({ json: { ...(e.json as Json), id: SUBSCRIBE_ID }, at: e.receivedAt }));
  const stream = [...(options.taskFirst === false ? [] : [{ json: task, at: sentAt + 1 }]), ...tail];
  return {
    ...turn,
    requestBody: { jsonrpc: '2.0', id: SUBSCRIBE_ID, method: 'SubscribeToTask', params: { id: 'task-1' } },
    sentAt,
    sse: stream.map(({ json, at }, i) => sseEvent(i, at, json)),
  };
}

/**
 * A turn's stream and two subscriptions to it (a, b) whose events after the task came a second
 * later than the turn's own: what several streams on one running task look like.
 */
export function laterSubscriptions(): { turn: RecordedExchange; a: RecordedExchange; b: RecordedExchange } {
  const turn = turnStream();
  const later = (e: RecordedExchange): RecordedExchange => ({
    ...e,
    sse: e.sse!.map((x, i) => (i === 0 ? x : { ...x, receivedAt: x.receivedAt + 1000 })),
  });
  return { turn, a: later(subscriptionTo(turn)), b: later(subscriptionTo(turn)) };
}

/** The conformant turn, as if its request had been spelled in snake_case. */
export function snakeCaseTurn(): RecordedExchange {
  const turn = turnStream();
  return {
    ...turn,
    requestBody: {
      jsonrpc: '2.0',
      id: 7,
      method: 'SendStreamingMessage',
      params: {
        message: {
          message_id: 'm-1',
          context_id: 'conv-1',
          role: 'ROLE_USER',
          parts: [{ text: 'What is here?', media_type: 'text/plain' }],
        },
        configuration: { accepted_output_modes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'] },
      },
    },
  };
}

/** Replaces the JSON of one SSE event (and its data text). */
export function replaceSse(exchange: RecordedExchange, index: number, change: (json: Json) => Json): void {
  const event = exchange.sse?.[index];
  if (!event) throw new Error(`builder: no event #${index}`);
  event.json = change(structuredClone(event.json) as Json);
  event.data = JSON.stringify(event.json);
}

/** An exchange's stream as a plain A2A agent sends it: its status messages carry text, no vessel event. */
export function asPlainAgent(exchange: RecordedExchange): RecordedExchange {
  return {
    ...exchange,
    sse: exchange.sse!.map((e) => {
      const json = structuredClone(e.json) as Json;
      const message = json?.result?.statusUpdate?.status?.message;
      if (message) {
        message.parts = [{ text: 'working' }];
        delete message.metadata;
      }
      return { ...e, json, data: JSON.stringify(json) };
    }),
  };
}
