// What the application sends (CONTRACT.md D2) turned into the engine's TurnInput, and refused
// per D3 before any model call when it breaks a rule. Pure: the transcript validator is passed
// in, so this module knows the rules only by the problems the validator reports.
import type { FieldViolation, Part } from '../../a2a/wire.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../a2a/vessel-events.ts';
import type { ContentPart, TranscriptMessage, UserMessage } from '../../transcript/schema.ts';
import { RpcError, rpcErrors } from './jsonrpc-wire.ts';

export interface TranscriptProblem {
  rule: string;
  /** JSON pointer into the envelope (`/messages/3/role`). */
  path: string;
  /** Starts with the place (`messages[3].role: system messages are refused…`). */
  message: string;
}
/** The transcript validator's signature (src/transcript/index.ts `validateTranscript`). */
export type TranscriptValidator = (
  value: unknown,
  options: { acceptsImages: boolean },
) => { ok: boolean; problems: TranscriptProblem[] };

/** Reasons of refusals that concern the A2A message rather than the transcript (D2). */
const InputReasons = {
  /** The catalogue's rule (src/rules/a2a.ts). */
  part: 'a2a.part-one-content',
  transcriptPart: 'a2a.input.transcript-part',
  noInput: 'a2a.input.user-input',
  mediaType: 'a2a.input.media-type',
} as const;

export interface ParsedInput {
  history: TranscriptMessage[];
  userMessage: UserMessage;
}

const MAX_LISTED_PROBLEMS = 5;
const MAX_FIELD_VIOLATIONS = 100;

function partProblem(index: number, message: string, reason: string = InputReasons.part): RpcError {
  const field = `/message/parts/${index}`;
  return rpcErrors.invalidParams(`message.parts[${index}]: ${message}`, [{ field, description: message, reason }]);
}

const contentMembers = ['text', 'data', 'raw', 'url'] as const;

/** Splits the A2A message's parts into the transcript (if any) and the new user message (D2). */
function readParts(parts: readonly Part[]): { transcript: unknown; hasTranscript: boolean; content: ContentPart[] } {
  let transcript: unknown;
  let hasTranscript = false;
  const content: ContentPart[] = [];
  parts.forEach((part, i) => {
    if (typeof part !== 'object' || part === null || Array.isArray(part))
      throw partProblem(i, 'a part must be an object');
    const present = contentMembers.filter((m) => part[m] !== undefined && part[m] !== null);
    if (present.length !== 1)
      throw partProblem(
        i,
        `a part holds exactly one of text, data, raw or url (found ${present.length === 0 ? 'none' : present.join(', ')})`,
      );
    const mediaType = typeof part.mediaType === 'string' ? part.mediaType.trim().toLowerCase() : undefined;
    if (part.mediaType !== undefined && typeof part.mediaType !== 'string')
      throw partProblem(i, 'mediaType must be a string', InputReasons.mediaType);
    if (part.data !== undefined) {
      if (mediaType !== TRANSCRIPT_MEDIA_TYPE)
        throw rpcErrors.contentTypeNotSupported(
          mediaType ?? 'application/json',
          `message.parts[${i}] (a data part other than the transcript)`,
        );
      if (hasTranscript)
        throw partProblem(i, 'a message holds at most one transcript part', InputReasons.transcriptPart);
      hasTranscript = true;
      transcript = part.data;
      return;
    }
    if (part.text !== undefined) {
      if (typeof part.text !== 'string') throw partProblem(i, 'text must be a string');
      content.push({ type: 'text', text: part.text });
      return;
    }
    if (part.raw !== undefined) {
      if (typeof part.raw !== 'string') throw partProblem(i, 'raw must be a base64 string');
      if (mediaType === undefined)
        throw partProblem(
          i,
          'a raw part needs its mediaType (image/png, image/jpeg, image/gif or image/webp)',
          InputReasons.mediaType,
        );
      if (!mediaType.startsWith('image/')) throw rpcErrors.contentTypeNotSupported(mediaType, `message.parts[${i}]`);
      content.push({ type: 'image_url', image_url: { url: `data:${mediaType};base64,${part.raw}` } });
      return;
    }
    // A url part. Only inline data: URLs are images here; any other URL is passed on as written
    // so the transcript's image rule refuses it with its own id: no URL is ever fetched (D12).
    if (typeof part.url !== 'string') throw partProblem(i, 'url must be a string');
    if (mediaType !== undefined && !mediaType.startsWith('image/'))
      throw rpcErrors.contentTypeNotSupported(mediaType, `message.parts[${i}]`);
    content.push({ type: 'image_url', image_url: { url: part.url } });
  });
  return { transcript, hasTranscript, content };
}

/** One text part and no image: a string; otherwise the parts in order (D2). */
function userMessageOf(content: ContentPart[]): UserMessage {
  const only = content[0];
  if (content.length === 1 && only?.type === 'text') return { role: 'user', content: only.text };
  return { role: 'user', content };
}

/** The envelope the validator sees: the history with the new user message appended (it counts toward every limit). */
function envelopeWith(transcript: unknown, hasTranscript: boolean, userMessage: UserMessage): unknown {
  if (!hasTranscript) return { version: 1, messages: [userMessage] };
  if (typeof transcript === 'object' && transcript !== null && !Array.isArray(transcript)) {
    const messages = (transcript as { messages?: unknown }).messages;
    if (Array.isArray(messages)) return { ...transcript, messages: [...messages, userMessage] };
  }
  return transcript;
}

function rejection(problems: TranscriptProblem[]): RpcError {
  const violations: FieldViolation[] = problems
    .slice(0, MAX_FIELD_VIOLATIONS)
    .map((p) => ({ field: p.path, description: p.message, reason: p.rule }));
  // The validator's messages already start with the place (`messages[3].role: …`) and hold the rule's keywords.
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `${p.message} [${p.rule}]`);
  const more = problems.length > MAX_LISTED_PROBLEMS ? `; and ${problems.length - MAX_LISTED_PROBLEMS} more` : '';
  return rpcErrors.invalidParams(`the history was refused: ${listed.join('; ')}${more}`, violations);
}

/**
 * Builds the turn's history and user message from the message's parts, validated before any
 * model call. Throws RpcError: -32602 naming the rule and where (with a google.rpc.BadRequest
 * whose fields are JSON pointers into the transcript, the new user message being
 * `/messages/<history length>`), or -32005 for a part of a media type the vessel does not take.
 */
export function parseTurnInput(
  parts: readonly Part[],
  options: { acceptsImages: boolean; validate: TranscriptValidator },
): ParsedInput {
  const { transcript, hasTranscript, content } = readParts(parts);
  if (content.length === 0) {
    throw rpcErrors.invalidParams(
      'message.parts: the message holds no user input (a text or image part besides the transcript)',
      [{ field: '/message/parts', description: 'no text or image part', reason: InputReasons.noInput }],
    );
  }
  const userMessage = userMessageOf(content);
  const envelope = envelopeWith(transcript, hasTranscript, userMessage);
  const { problems } = options.validate(envelope, { acceptsImages: options.acceptsImages });
  if (problems.length > 0) throw rejection(problems);
  const messages = (envelope as { messages?: unknown }).messages;
  const all = Array.isArray(messages) ? (messages as TranscriptMessage[]) : [userMessage];
  return { history: all.slice(0, -1), userMessage };
}
