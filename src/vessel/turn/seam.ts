// The seam between the vessel's A2A server (src/vessel/server) and its turn engine
// (src/vessel/turn): the server parses and validates the request, then hands the engine a turn;
// the engine streams vessel events and artifacts back through a sink and never sees JSON-RPC.
import type { Artifact, TaskState } from '../../a2a/wire.ts';
import type { TurnStatus, TurnSummary, VesselEvent } from '../../a2a/vessel-events.ts';
import type { TranscriptMessage, UserMessage } from '../../transcript/schema.ts';
import type { AgentConfig } from '../config/schema.ts';

export interface TurnInput {
  /** The task id, which is the turn_id (D1). */
  taskId: string;
  /** The contextId, which is the conversation_id (D1). */
  contextId: string;
  /** The validated history the application sent (D2), without the new user message. */
  history: TranscriptMessage[];
  /** The new user input as one transcript user message (D2). */
  userMessage: UserMessage;
  /** From the request's configuration; undefined when absent (D9, D16). */
  acceptedOutputModes?: string[];
}

/** One thing the turn emits, in order; the server wraps each into a JSON-RPC stream event. */
export type TurnOutput =
  | { kind: 'event'; event: VesselEvent; state: TaskState }
  | { kind: 'artifact'; artifact: Artifact; append: boolean; lastChunk: boolean };

export type TurnSink = (output: TurnOutput) => void;

/** Milliseconds on a monotonic clock, plus timers, injectable so merge-window tests are exact. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The contract's choices the turn engine makes, in one place with the documents' values in `contractPolicy`
 * (policy.ts); a caller may pass other values, the engine never asks why.
 */
export interface TurnPolicy {
  /** D6: a merge window's length; 0 emits each piece as it comes. */
  mergeWindowMs: number;
  /** D6: the most characters one delta event holds. */
  mergeMaxChars: number;
  /** D16: where tool.finished.output is cut (the transcript keeps the whole output). */
  toolOutputPreviewChars: number;
  /** D9, D16: whether a file a tool returned is sent to this client. */
  sendsFile(mediaType: string, acceptedOutputModes: readonly string[] | undefined): boolean;
  /** D9: whether the transcript artifact is sent to this client. */
  sendsTranscript(acceptedOutputModes: readonly string[] | undefined): boolean;
  /** D7: a failing tool's error goes back to the model; true ends the turn as model_error instead. */
  toolFailureEndsTurn: boolean;
  /** D11, D16: the call that reaches max_steps offers no tools; true offers them anyway. */
  lastStepOffersTools: boolean;
}

export interface TurnOptions {
  /** Aborted by CancelTask; the engine ends the turn with status `cancelled`. */
  cancel: AbortSignal;
  clock?: Clock;
  /** Default `contractPolicy`. */
  policy?: TurnPolicy;
  /**
   * How the model endpoint is reached: an in-process model, a proxy or a fault plugs in here, and
   * is used as given. Default: node:http/https over keep-alive connections (model-transport.ts).
   */
  fetch?: typeof globalThis.fetch;
}

export interface TurnResult {
  status: TurnStatus;
  finalState: TaskState;
  /** The turn's new messages, user message first (D10); appended to the history they validate (D8). */
  messages: TranscriptMessage[];
  /** Every artifact as finally assembled (for GetTask and SendMessage). */
  artifacts: Artifact[];
  summary: TurnSummary;
}

export type RunTurn = (
  agent: AgentConfig,
  input: TurnInput,
  sink: TurnSink,
  options: TurnOptions,
) => Promise<TurnResult>;
