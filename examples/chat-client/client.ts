// A small application client of a vessel, as a chat UI or a relaying backend would write it: it
// streams a turn (SendStreamingMessage), renders the text as it arrives, shows tool activity and
// returned files, collects the transcript artifact, appends it to the conversation and sends it
// with the next turn (CONTRACT.md D1, D2, D9), and says what each ending means to the user.
// Its tests (client.test.ts) run it against the mock vessel, as a server and through msw.
//
// In an application the imports below are `from 'vessel-kit'`.
import { createParser } from 'eventsource-parser';
import {
  TRANSCRIPT_MEDIA_TYPE,
  userMessage,
  type ImageInput,
  type TranscriptMessage,
  type TurnStatus,
  type VesselEvent,
} from '../../src/package/index.ts';

/** What the UI is told while a turn streams. */
export interface TurnHandlers {
  onText?(delta: string): void;
  onReasoning?(delta: string): void;
  onToolStarted?(tool: { callId: string; name: string; arguments: unknown }): void;
  onToolFinished?(tool: { callId: string; name: string; output: string; error: string | null }): void;
  onFile?(file: ReturnedFile): void;
}

export interface ReturnedFile {
  filename: string;
  mediaType: string;
  bytes: Uint8Array;
  callId: string | undefined;
}

/** How a turn ended, with everything the application keeps of it. */
export interface TurnOutcome {
  status: TurnStatus;
  /** The final A2A task state (TASK_STATE_COMPLETED, _FAILED, _CANCELED). */
  state: string;
  /** The `answer` artifact's markdown. */
  answer: string;
  /** turn.finished's generic reason, on model_error (and maybe deadline, cancelled). */
  error: string | undefined;
  files: ReturnedFile[];
  /** The turn's messages from the transcript artifact: appended to the conversation. */
  messages: TranscriptMessage[];
  taskId: string;
  contextId: string;
}

/** The vessel refused the request (a JSON-RPC error, e.g. -32602 for a history that breaks a rule, D3). */
export class VesselError extends Error {
  override name = 'VesselError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface ConversationOptions {
  /** The fetch to use (default the global one: msw can intercept it). */
  fetch?: typeof globalThis.fetch;
  /** Media types of files the UI can show; default any. */
  acceptFiles?: string[];
}

type Json = Record<string, any>;

/** One conversation with one agent: it keeps the history and sends it with every turn (D1). */
export class Conversation {
  readonly url: string;
  /** Every message so far, as the vessel's transcript artifacts gave them. */
  readonly history: TranscriptMessage[] = [];
  contextId: string | undefined;
  #running: string | undefined;
  readonly #fetch: typeof globalThis.fetch;
  readonly #accept: string[];
  #ids = 0;

  constructor(url: string, options: ConversationOptions = {}) {
    this.url = url;
    this.#fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.#accept = [TRANSCRIPT_MEDIA_TYPE, ...(options.acceptFiles ?? ['*/*'])];
  }

  async #rpc(method: string, params: unknown, signal?: AbortSignal): Promise<Response> {
    return this.#fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        'A2A-Version': '1.0',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.#ids, method, params }),
      ...(signal ? { signal } : {}),
    });
  }

  /** Sends one turn and streams it to `handlers`; resolves when the turn has ended. */
  async send(
    text: string,
    handlers: TurnHandlers = {},
    options: { images?: ImageInput[]; signal?: AbortSignal } = {},
  ): Promise<TurnOutcome> {
    const params = userMessage(text, {
      ...(this.history.length > 0 ? { history: this.history } : {}),
      ...(options.images ? { images: options.images } : {}),
      acceptedOutputModes: this.#accept,
      ...(this.contextId !== undefined ? { contextId: this.contextId } : {}),
    });
    const res = await this.#rpc('SendStreamingMessage', params, options.signal);
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const body = (await res.json()) as Json;
      throw new VesselError(
        body.error?.code ?? res.status,
        body.error?.message ?? `HTTP ${res.status}`,
        body.error?.data,
      );
    }

    const outcome: Partial<TurnOutcome> & { files: ReturnedFile[]; messages: TranscriptMessage[] } = {
      files: [],
      messages: [],
      answer: '',
    };
    const onResult = (result: Json) => {
      if (result.task) {
        outcome.taskId = result.task.id;
        outcome.contextId = result.task.contextId;
        this.#running = result.task.id;
      } else if (result.statusUpdate) {
        const status = result.statusUpdate.status;
        const event = status.message?.parts?.[0]?.data as VesselEvent | undefined;
        if (event) this.#onEvent(event, handlers, outcome);
        outcome.state = status.state;
      } else if (result.artifactUpdate) {
        this.#onArtifact(result.artifactUpdate.artifact, handlers, outcome);
      }
    };
    const parser = createParser({
      onEvent: (message) => {
        const json = JSON.parse(message.data) as Json;
        if (json.error) throw new VesselError(json.error.code, json.error.message, json.error.data);
        onResult(json.result as Json);
      },
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }));
    } finally {
      this.#running = undefined;
    }
    if (outcome.status === undefined)
      throw new VesselError(-1, 'the stream ended before the turn finished (no turn.finished)');
    this.history.push(...outcome.messages);
    this.contextId = outcome.contextId;
    return outcome as TurnOutcome;
  }

  /** Cancels the turn in progress (the UI's Stop button); its stream then ends `cancelled`. */
  async cancel(): Promise<void> {
    if (this.#running === undefined) return;
    const res = await this.#rpc('CancelTask', { id: this.#running });
    const body = (await res.json()) as Json;
    if (body.error) throw new VesselError(body.error.code, body.error.message);
  }

  #onEvent(event: VesselEvent, handlers: TurnHandlers, outcome: Partial<TurnOutcome>): void {
    switch (event.type) {
      case 'text.delta':
        handlers.onText?.(event.content);
        return;
      case 'reasoning.delta':
        handlers.onReasoning?.(event.content);
        return;
      case 'tool.started':
        handlers.onToolStarted?.({ callId: event.call_id, name: event.name, arguments: event.arguments });
        return;
      case 'tool.finished':
        handlers.onToolFinished?.({
          callId: event.call_id,
          name: event.name,
          output: event.output,
          error: event.error ?? null,
        });
        return;
      case 'turn.finished':
        outcome.status = event.status;
        outcome.error = event.error;
        return;
      default:
        return; // turn.started, step.finished: nothing to show
    }
  }

  #onArtifact(
    artifact: Json,
    handlers: TurnHandlers,
    outcome: Partial<TurnOutcome> & { files: ReturnedFile[]; messages: TranscriptMessage[] },
  ): void {
    const part = artifact.parts?.[0] as Json | undefined;
    if (!part) return;
    switch (artifact.name) {
      case 'answer':
        outcome.answer = part.text as string;
        return;
      case 'file': {
        const file: ReturnedFile = {
          filename: part.filename,
          mediaType: part.mediaType,
          bytes: new Uint8Array(Buffer.from(part.raw as string, 'base64')),
          callId: part.metadata?.call_id,
        };
        outcome.files.push(file);
        handlers.onFile?.(file);
        return;
      }
      case 'transcript':
        // Each chunk holds the messages completed since the last; the last chunk holds none.
        outcome.messages.push(...((part.data?.messages ?? []) as TranscriptMessage[]));
        return;
    }
  }
}

/** What the UI shows when a turn has ended, for each status (D7). */
export function describeOutcome(outcome: TurnOutcome): string {
  switch (outcome.status) {
    case 'ok':
      return outcome.answer;
    case 'step_limit':
      return `${outcome.answer}\n\n(The agent stopped at its step limit.)`;
    case 'deadline':
      return 'The agent ran out of time before it could answer.';
    case 'cancelled':
      return 'Stopped.';
    case 'model_error':
      return `Something went wrong (${outcome.error ?? 'the model failed'}). Try again.`;
  }
}
