// What the kit records of a turn: plain data, so checks can be pure functions over it and the
// same record can be written into results.json and judged again offline. Times are
// `performance.now()` milliseconds, the clock the in-process mock model's journal also uses.
import type { ModelCall } from '../../mock-model/model-call.ts';

/**
 * Which hard cap ended a recording (the recorder never hangs on a hostile target): one exchange's
 * (event-bytes, total-bytes, first-byte, turn-time, idle), one case's over all its exchanges
 * (case-bytes, case-time), or the run's (run-bytes: what the kit holds of every case's recordings).
 */
export type CapName =
  'event-bytes' | 'total-bytes' | 'first-byte' | 'turn-time' | 'idle' | 'case-bytes' | 'case-time' | 'run-bytes';

export interface RecordedSseEvent {
  /** 0-based position in the stream. */
  index: number;
  receivedAt: number;
  /** The SSE `data` field, as received. */
  data: string;
  /** SSE `event` / `id` fields when the server sent them. */
  event?: string;
  id?: string;
  /** Bytes of the data field (UTF-8). */
  bytes: number;
  /** The parsed JSON, when `data` parsed. */
  json?: unknown;
  parseError?: string;
  /**
   * How the event was framed on the wire: how many `data:` lines its block had (SSE joins them
   * with newlines into `data`), and the block's other lines (`event:`, `id:`, `retry:`, comments),
   * each cut to 80 characters, at most 10.
   */
  framing?: SseFraming;
}

export interface SseFraming {
  dataLines: number;
  otherLines: string[];
}

/** Lines a stream left after its last blank line: an event that was never ended (SSE drops it). */
export interface SseUnterminated {
  /** Its lines, as received, each cut to 200 characters, at most 10. */
  lines: string[];
  dataLines: number;
}

export interface RecordedEnd {
  at: number;
  /** complete: the server closed the response; cap: a kit cap stopped it; network-error; aborted: the kit hung up on purpose. */
  how: 'complete' | 'cap' | 'network-error' | 'aborted';
  cap?: CapName;
  detail?: string;
}

/** One HTTP exchange with the target: a JSON-RPC call, answered as SSE or as a JSON body. */
export interface RecordedExchange {
  url: string;
  method: string;
  requestHeaders: Record<string, string>;
  /** The request body as sent (parsed JSON for JSON-RPC calls). */
  requestBody?: unknown;
  sentAt: number;
  status?: number;
  responseHeaders?: Record<string, string>;
  firstByteAt?: number;
  /** Present when the response was `text/event-stream`. */
  sse?: RecordedSseEvent[];
  /** A stream that ended in the middle of an event (its lines were never ended by a blank line). */
  sseUnterminated?: SseUnterminated;
  /**
   * The answer's bytes were not UTF-8: the offset of the first bad sequence and, in a stream, the
   * index of the event it came before the end of (the recording holds U+FFFD in its place).
   */
  notUtf8?: { byte: number; event?: number };
  /**
   * Events a cap-ended recording received but the kit no longer holds: a flood kept as its first
   * and last events (see `summarizeFlood` in src/a2a/recorder.ts), how many were dropped between
   * them and their data bytes. The kept events keep their `index`, so the gap shows.
   */
  sseOmitted?: { events: number; bytes: number };
  /** Present when the response was not a stream. */
  body?: { text: string; json?: unknown; parseError?: string; truncated?: boolean };
  end: RecordedEnd;
}

/** One request the vessel made to the mock model, as its journal saw it (mock-model/model-call.ts). */
export type { ModelCall };

/** What the profile declares of the agent a turn ran on (D13), or its card says where the profile is silent; the kit cannot see the config. */
export interface DeclaredAgent {
  name: string;
  url: string;
  max_steps?: number;
  deadline_seconds?: number;
  send_reasoning?: boolean;
  accepts_images?: boolean;
}

/**
 * What the kit itself did that bears on a turn's recording, set by whoever did it: `hung-up`, the
 * kit closed the turn's stream before its end; `unread`, it held the turn's stream unread (the
 * vessel may drop such a stream, D17); `dribbled`, it wrote a request a byte at a time while the
 * turn ran; `load`, it loaded the vessel while the turn ran (concurrent turns, a stream held unread
 * beside it). src/checks/disturbance.ts says which checks still apply.
 */
export const Disturbances = ['hung-up', 'unread', 'dribbled', 'load'] as const;
export type Disturbance = (typeof Disturbances)[number];

/** The turn, also disturbed by `by` (a copy: the recording handed out stays as it was). */
export function disturbedBy(turn: RecordedTurn, by: Disturbance): RecordedTurn {
  return turn.disturbed?.includes(by) ? turn : { ...turn, disturbed: [...(turn.disturbed ?? []), by] };
}

export interface RecordedTurn {
  caseId: string;
  /** What the kit did that bears on this recording (absent: nothing; the kit read the turn as any client would). */
  disturbed?: Disturbance[];
  agent: DeclaredAgent;
  /** What the application sent: the history, the new user text, and the output modes asked for. */
  input: { history: unknown[]; userText: string; images?: number; acceptedOutputModes?: string[] };
  /** The exchange that sent the turn's message: SendStreamingMessage (or SendMessage) and what came back. */
  send: RecordedExchange;
  /** CancelTask sent during the turn, when the case cancels. */
  cancel?: RecordedExchange;
  /** GetTask after the turn ended. */
  getTask?: RecordedExchange;
  /** The mock model's journal for this turn's script, in arrival order. */
  modelCalls: ModelCall[];
  scriptId?: string;
}

// What the hostile clients record (src/a2a/hostile/): requests sent as a misbehaving client sends
// them, past the recording client, for the robustness suite (CONTRACT.md D17). Each keeps what
// was sent and when, and what came back as far as that client reads, so the checks can judge it
// and a rejudge can replay it.

/** An oversized request body, generated as it was sent and never held whole, and what came back. */
export interface RecordedOversizedSend {
  url: string;
  requestHeaders: Record<string, string>;
  /** `declared-length`: Content-Length stated; `unstated-length`: chunked, no length. */
  mode: 'declared-length' | 'unstated-length';
  bodyBytes: number;
  sentAt: number;
  /** Bytes handed to the socket when the answer's head came (or the connection closed, or the client gave up). */
  sentBytes: number;
  /** The whole body had been handed to the socket by then. */
  sentWhole: boolean;
  status?: number;
  firstByteAt?: number;
  /** The answer's first 64 KiB. */
  body?: { text: string; json?: unknown; parseError?: string; truncated?: boolean };
  /** answered: the answer was read to its end; closed: the connection closed (or reset) first; gave-up: the client's limit passed. */
  end: { at: number; how: 'answered' | 'closed' | 'gave-up'; detail?: string };
}

/** A request sent a byte at a time, `pauseMs` apart, head and body, and what came back. */
export interface RecordedDribble {
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  /** Bytes dribbled in all, head and body. */
  bytes: number;
  pauseMs: number;
  /** How long after its last byte the client waits for an answer before it gives up. */
  answerLimitMs: number;
  sentAt: number;
  /** When the body's first byte went: the head was whole. */
  bodyStartedAt?: number;
  /** When the last byte went (absent when the connection closed before). */
  lastByteAt?: number;
  /** The answer's status line, when one came. */
  status?: number;
  /** answered: a status line came (the client hangs up then); closed: the connection closed first; gave-up: neither came. */
  end: { at: number; how: 'answered' | 'closed' | 'gave-up' };
}

/** A stream read as far as its first event, then held unread, then read on. */
export interface RecordedUnreadStream {
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  sentAt: number;
  status?: number;
  /** The stream's first event, read for its task id; after it the client read nothing until `resumedAt`. */
  firstEvent?: RecordedSseEvent;
  /** When the client read on. */
  resumedAt?: number;
  /** Bytes of the stream received in all, and the most the client reads before it hangs up. */
  bytes: number;
  stopAfterBytes?: number;
  /** The data of the last event received, as received. */
  lastData?: string;
  /**
   * complete: the stream ended; past-bound: more than `stopAfterBytes` came and the client hung
   * up; gave-up: the client's reading limit passed; closed: the connection closed mid-stream;
   * no-first-event: no event came in time (or the request failed), so nothing was held.
   */
  end: { at: number; how: 'complete' | 'past-bound' | 'gave-up' | 'closed' | 'no-first-event'; detail?: string };
}

/** GetTask asked every `everyMs` until the task showed a terminal state or `limitMs` passed. */
export interface RecordedTaskPolls {
  url: string;
  /** Absent when the case knew no task id: then nothing was asked. */
  taskId?: string;
  everyMs: number;
  limitMs: number;
  startedAt: number;
  /**
   * Each GetTask, read only as far as the task's state (a task may carry megabytes of artifacts):
   * when it was read, the state it showed (absent when the answer named none), or why it failed.
   */
  polls: { at: number; state?: string; error?: string }[];
}
