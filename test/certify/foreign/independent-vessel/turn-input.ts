// What a turn's request message holds (CONTRACT.md D2): at most one transcript part (the history),
// then the new user input as text parts and image parts, which become one user message. The
// history and that message are checked together, since "The turn's user message counts toward
// every history limit"; a history that fails a check is refused before any model call (D3), and a
// part of a media type this vessel does not take gets ContentTypeNotSupportedError (A2A §3.1.1).
// Pure: the same message gives the same answer, so the gate and the executor read it alike. (The
// SDK's task store clones a message, and a cloned raw part is a Uint8Array, no longer a Buffer.)
import type { Message, Part } from '@a2a-js/sdk';
import {
  validateTranscript,
  type ContentPart,
  type Problem,
  type TranscriptMessage,
  type UserMessage,
} from '../../../../src/transcript/index.ts';
import { firstCodePoints } from './code-points.ts';

export const TRANSCRIPT_MEDIA_TYPE = 'application/vnd.astralvessel.transcript+json';

export interface TurnInput {
  history: TranscriptMessage[];
  user: UserMessage;
}

/** A google.rpc.BadRequest field violation (D3). */
export interface Violation {
  field: string;
  description: string;
  reason: string;
}

export interface Refusal {
  code: -32602 | -32005;
  message: string;
  violations: Violation[];
}

const refusal = (code: Refusal['code'], field: string, reason: string, description: string): { refusal: Refusal } => ({
  refusal: { code, message: description, violations: [{ field, description, reason }] },
});

const partField = (index: number) => `/message/parts/${index}`;

type Read = { envelope: unknown; content: ContentPart[] } | { refusal: Refusal };

/** Sorts the parts into the history envelope and the new user content, or refuses a part. */
function readParts(parts: readonly Part[]): Read {
  let envelope: unknown = { version: 1, messages: [] };
  let hasTranscript = false;
  const content: ContentPart[] = [];
  for (const [index, part] of parts.entries()) {
    const media = part.mediaType;
    const body = part.content;
    if (media === TRANSCRIPT_MEDIA_TYPE) {
      if (hasTranscript)
        return refusal(
          -32602,
          partField(index),
          'transcript.envelope',
          `message.parts[${index}]: a turn takes at most one transcript part`,
        );
      hasTranscript = true;
      // A transcript part that is not a data part holds no envelope: the validator says so.
      envelope = body?.$case === 'data' ? body.value : null;
      continue;
    }
    if (body === undefined)
      return refusal(
        -32602,
        partField(index),
        'message.parts',
        `message.parts[${index}] holds none of text, data, raw or url`,
      );
    switch (body.$case) {
      case 'text':
        if (media !== '' && !media.startsWith('text/')) break;
        content.push({ type: 'text', text: body.value });
        continue;
      case 'raw':
        if (!media.startsWith('image/')) break;
        content.push({
          type: 'image_url',
          image_url: { url: `data:${media};base64,${Buffer.from(body.value).toString('base64')}` },
        });
        continue;
      case 'url':
        // The only URLs a turn takes are images; the history checks refuse any that is not inline data.
        if (media !== '' && !media.startsWith('image/')) break;
        content.push({ type: 'image_url', image_url: { url: body.value } });
        continue;
      case 'data':
        break;
    }
    return refusal(
      -32005,
      `${partField(index)}/mediaType`,
      'CONTENT_TYPE_NOT_SUPPORTED',
      `message.parts[${index}]: a ${body.$case} part of media type '${firstCodePoints(media, 100)}' is not supported`,
    );
  }
  return { envelope, content };
}

/** One text part and no image: a string; anything else: the list of parts, in order. */
function userMessage(content: ContentPart[]): UserMessage {
  const only = content.length === 1 ? content[0] : undefined;
  return { role: 'user', content: only?.type === 'text' ? only.text : content };
}

function historyRefusal(problems: Problem[]): Refusal {
  return {
    code: -32602,
    message: `the history is refused: ${problems.map((p) => p.message).join('; ')}`,
    violations: problems.map((p) => ({ field: p.path, description: p.message, reason: p.rule })),
  };
}

export function readTurnInput(message: Message, acceptsImages: boolean): { input: TurnInput } | { refusal: Refusal } {
  const read = readParts(message.parts);
  if ('refusal' in read) return read;
  if (read.content.length === 0)
    return refusal(-32602, '/message/parts', 'message.parts', 'the message holds no user input: send it as text parts');
  const user = userMessage(read.content);
  const { envelope } = read;
  const messages =
    typeof envelope === 'object' && envelope !== null ? (envelope as { messages?: unknown }).messages : undefined;
  // The new message is checked in place, after the history, so every limit counts it.
  const checked = Array.isArray(messages) ? { ...(envelope as object), messages: [...messages, user] } : envelope;
  const result = validateTranscript(checked, { acceptsImages });
  if (!result.ok) return { refusal: historyRefusal(result.problems) };
  return { input: { history: messages as TranscriptMessage[], user } };
}
