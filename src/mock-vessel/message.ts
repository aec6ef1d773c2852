// What every client of a vessel writes: the D2 message (the history as one transcript part, then
// the new text and images) in the params of SendStreamingMessage / SendMessage.
import { randomUUID } from 'node:crypto';
import { TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import type { Part, SendMessageParams } from '../a2a/wire.ts';
import type { TranscriptMessage } from '../transcript/index.ts';

/** An image for the new user message: a `data:` URL, or bytes (or base64) with their media type. */
export type ImageInput = string | { mediaType: string; data: Uint8Array | string };

export interface UserMessageOptions {
  /** The conversation so far: transcript messages, or a whole envelope `{ version: 1, messages }` (D2). */
  history?: readonly TranscriptMessage[] | { version: number; messages: readonly unknown[] };
  /** Images after the text, in order (D12: PNG, JPEG, GIF or WebP). */
  images?: readonly ImageInput[];
  /** Output modes the client accepts (D9, D16): list the transcript media type to get the transcript artifact. */
  acceptedOutputModes?: readonly string[];
  /** The conversation id to continue (the `contextId`, D1); the vessel makes one when absent. */
  contextId?: string;
  /** Default: a fresh UUID. */
  messageId?: string;
}

function imagePart(image: ImageInput): Part {
  if (typeof image === 'string') return { url: image };
  const raw = typeof image.data === 'string' ? image.data : Buffer.from(image.data).toString('base64');
  return { raw, mediaType: image.mediaType };
}

/**
 * The params of a turn (SendStreamingMessage or SendMessage) carrying `text` as the new user
 * input (CONTRACT.md D2): `{ message: { messageId, role: 'ROLE_USER', parts }, configuration? }`.
 */
export function userMessage(text: string, options: UserMessageOptions = {}): SendMessageParams {
  const parts: Part[] = [];
  const { history } = options;
  if (history !== undefined) {
    const envelope = Array.isArray(history)
      ? { version: 1, messages: [...history] }
      : (history as { version: number; messages: readonly unknown[] });
    parts.push({ mediaType: TRANSCRIPT_MEDIA_TYPE, data: envelope });
  }
  parts.push({ text });
  for (const image of options.images ?? []) parts.push(imagePart(image));
  return {
    message: {
      messageId: options.messageId ?? randomUUID(),
      role: 'ROLE_USER',
      parts,
      ...(options.contextId !== undefined ? { contextId: options.contextId } : {}),
    },
    ...(options.acceptedOutputModes !== undefined
      ? { configuration: { acceptedOutputModes: [...options.acceptedOutputModes] } }
      : {}),
  };
}

export { TRANSCRIPT_MEDIA_TYPE };
