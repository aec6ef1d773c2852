// What the application sent, as the mock vessel records it: every JSON-RPC request, parsed, with
// the history a turn carried and the transcript validator's verdict on it, so an application's
// test can assert "my app sent a valid history" without parsing A2A itself.
import { TRANSCRIPT_MEDIA_TYPE, type TurnStatus } from '../a2a/vessel-events.ts';
import { validateTranscript, type Problem } from '../transcript/index.ts';

export interface RecordedTranscript {
  /**
   * Whether the message carried a transcript part. Without one the history is empty (D2): right
   * on a first turn, and on a later one the sign of an application that forgot to send it.
   */
  sent: boolean;
  /** The transcript part's `data` as sent; undefined when none was. */
  envelope: unknown;
  /** Its `messages` (empty when it has none, or none was sent). */
  messages: unknown[];
  /** The kit's transcript validator on the envelope as sent (src/transcript): `ok`, and each problem with its rule and JSON pointer. */
  verdict: { ok: boolean; problems: Problem[] };
}

/** The turn a request started, once the mock vessel bound a script to it. */
export interface RecordedTurnStart {
  /** The agent the turn ran on, by name. */
  agent: string;
  taskId: string;
  contextId: string;
  /** The script played: a queued script's id, a directive's id, or the unscripted default's. */
  scriptId: string;
  /** Where the script came from: the agent's queue, a D14 directive in the user's text, or none (the default answer). */
  source: 'queue' | 'directive' | 'default';
  description?: string;
  /** How the turn finished (turn.finished.status), once it has. */
  status?: TurnStatus;
}

export interface MockVesselRequest {
  /** 0-based, in arrival order. */
  index: number;
  /** The agent the request was sent to, by name. */
  agent: string;
  /** Request headers, lower-case. */
  headers: Record<string, string>;
  /** The parsed JSON-RPC body (the text itself when it is not JSON). */
  body: unknown;
  /** The JSON-RPC method, when the body names one. */
  method?: string;
  /** For SendMessage and SendStreamingMessage: the A2A message sent. */
  message?: unknown;
  /** The new user input's text parts, joined with newlines. */
  text?: string;
  /** How many image parts the new user input had. */
  images?: number;
  /** For SendMessage and SendStreamingMessage, always: the history the message carried, with the validator's verdict (`sent: false`, no messages and a verdict that is ok when it carried none). */
  transcript?: RecordedTranscript;
  /** `configuration.acceptedOutputModes`, as sent. */
  acceptedOutputModes?: string[];
  /** The JSON-RPC error the vessel answered (a refused history, an unknown task...). */
  error?: { code: number; message: string };
  /** The turn this request started. */
  turn?: RecordedTurnStart;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const TURN_METHODS = new Set(['SendMessage', 'SendStreamingMessage']);

/** A message with no transcript part: an empty history, which is valid (D2). */
const noTranscript = (): RecordedTranscript => ({
  sent: false,
  envelope: undefined,
  messages: [],
  verdict: { ok: true, problems: [] },
});

/** The request as recorded; `acceptsImages` is the agent's (the validator refuses images otherwise). */
export function recordRequest(
  index: number,
  agent: string,
  text: string,
  headers: Record<string, string>,
  acceptsImages: boolean,
): MockVesselRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { index, agent, headers, body: text };
  }
  const record: MockVesselRequest = { index, agent, headers, body };
  if (!isObject(body)) return record;
  if (typeof body.method === 'string') record.method = body.method;
  const params = body.params;
  if (!record.method || !TURN_METHODS.has(record.method)) return record;
  record.transcript = noTranscript();
  if (!isObject(params)) return record;
  const message = params.message;
  record.message = message;
  const configuration = isObject(params.configuration) ? params.configuration : undefined;
  const modes = configuration?.acceptedOutputModes ?? configuration?.accepted_output_modes;
  if (Array.isArray(modes)) record.acceptedOutputModes = modes.filter((m): m is string => typeof m === 'string');
  const parts = isObject(message) && Array.isArray(message.parts) ? message.parts : [];
  const texts: string[] = [];
  let images = 0;
  for (const part of parts) {
    if (!isObject(part)) continue;
    const mediaType = part.mediaType ?? part.media_type;
    if (part.data !== undefined && mediaType === TRANSCRIPT_MEDIA_TYPE && !record.transcript.sent) {
      const messages = isObject(part.data) && Array.isArray(part.data.messages) ? part.data.messages : [];
      const { ok, problems } = validateTranscript(part.data, { acceptsImages });
      record.transcript = { sent: true, envelope: part.data, messages, verdict: { ok, problems } };
    } else if (typeof part.text === 'string') texts.push(part.text);
    else if (part.raw !== undefined || part.url !== undefined) images++;
  }
  record.text = texts.join('\n');
  record.images = images;
  return record;
}

/** Notes the JSON-RPC error of an answer on its record. */
export function noteAnswer(record: MockVesselRequest, answer: unknown): void {
  const error = isObject(answer) ? answer.error : undefined;
  if (isObject(error) && typeof error.code === 'number')
    record.error = { code: error.code, message: typeof error.message === 'string' ? error.message : '' };
}
