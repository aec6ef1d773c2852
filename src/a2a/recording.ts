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

/** What the profile declares of the agent a turn ran on (D13); the kit cannot see the config. */
export interface DeclaredAgent {
  name: string;
  url: string;
  max_steps?: number;
  deadline_seconds?: number;
  send_reasoning?: boolean;
  accepts_images?: boolean;
}

export interface RecordedTurn {
  caseId: string;
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
