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

export interface TurnOptions {
  /** Aborted by CancelTask; the engine ends the turn with status `cancelled`. */
  cancel: AbortSignal;
  clock?: Clock;
  /** Names from the fault catalogue (src/vessel/faults.ts); empty for a conformant vessel. */
  faults?: ReadonlySet<string>;
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

export type RunTurn = (agent: AgentConfig, input: TurnInput, sink: TurnSink, options: TurnOptions) => Promise<TurnResult>;
