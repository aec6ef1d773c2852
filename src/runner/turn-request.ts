// The request of one turn, built from a case's turn spec: the script with the profile's tool uses
// in place of the placeholders, and the application's message (D2) in the spelling asked for.
import { randomUUID } from 'node:crypto';
import { placeholderField, type TurnSpec } from '../case/index.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import type { Message, SendMessageParams } from '../a2a/wire.ts';
import type { ScriptStep } from '../../mock-model/script-schema.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';

/** What the model plays when a case gives no steps: a short answer. */
export const DEFAULT_STEPS: ScriptStep[] = [{ text: 'Understood.' }];

/** Replaces `$fast`/`$failing`/`$slow`/`$file`/`$big` in tool calls with the agent's declared tool use. */
export function resolveSteps(steps: readonly ScriptStep[], agent: ProfileAgent): ScriptStep[] {
  return steps.map((step) => {
    if (!step.tool_calls) return step;
    return {
      ...step,
      tool_calls: step.tool_calls.map((call) => {
        const key = placeholderField(call.name);
        if (key === undefined) return call;
        const use = agent.tools?.[key];
        if (!use) throw new Error(`the script names ${call.name} but agent '${agent.name}' declares no tools.${key}`);
        return {
          ...call,
          name: use.name,
          ...(call.arguments_raw === undefined ? { arguments: call.arguments ?? use.arguments } : {}),
        };
      }),
    };
  });
}

/** The application's message (D2): history as one transcript part, then the new input. */
export function buildSendParams(
  spec: TurnSpec,
  userText: string,
  profile: Profile,
  contextId: string,
): SendMessageParams {
  const history = spec.history ?? [];
  const envelope: unknown =
    spec.transcript !== undefined
      ? spec.transcript
      : history.length > 0
        ? { version: 1, messages: history }
        : undefined;
  const parts: Message['parts'] = [];
  if ((profile.input ?? 'parts') === 'transcript-tail') {
    // D2/D13: the new user message is the transcript's last message.
    const content =
      spec.images && spec.images.length > 0
        ? [
            { type: 'text', text: userText },
            ...spec.images.map((i) => ({
              type: 'image_url',
              image_url: { url: `data:${i.mediaType};base64,${i.base64}` },
            })),
          ]
        : userText;
    const user = { role: 'user', content };
    const base = envelope ?? { version: 1, messages: [] };
    const holdsList =
      typeof base === 'object' && base !== null && Array.isArray((base as { messages?: unknown }).messages);
    // An envelope too broken to append to is sent as it is: the case is about refusing it.
    const data = holdsList
      ? { ...(base as object), messages: [...(base as { messages: unknown[] }).messages, user] }
      : base;
    parts.push({ mediaType: TRANSCRIPT_MEDIA_TYPE, data });
  } else {
    if (envelope !== undefined) parts.push({ mediaType: TRANSCRIPT_MEDIA_TYPE, data: envelope });
    parts.push({ text: userText });
    for (const image of spec.images ?? []) {
      parts.push(
        image.as === 'url'
          ? { url: `data:${image.mediaType};base64,${image.base64}`, mediaType: image.mediaType }
          : { raw: image.base64, mediaType: image.mediaType },
      );
    }
  }
  const params: SendMessageParams = { message: { messageId: randomUUID(), contextId, role: 'ROLE_USER', parts } };
  const configuration = {
    ...(spec.acceptedOutputModes ? { acceptedOutputModes: spec.acceptedOutputModes } : {}),
    ...(spec.returnImmediately !== undefined ? { returnImmediately: spec.returnImmediately } : {}),
  };
  if (Object.keys(configuration).length > 0) params.configuration = configuration;
  return params;
}

/** The caller's own data (the transcript, metadata) is sent as written whatever the protocol's spelling. */
const OPAQUE_KEYS = new Set(['data', 'metadata']);

/** The same request with its protocol field names in snake_case (`mediaType` → `media_type`). */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      OPAQUE_KEYS.has(key) ? inner : snakeCaseKeys(inner),
    ]),
  );
}
