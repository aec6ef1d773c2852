// The transcript envelope's structure (transcript-format.txt "The envelope", "Messages"; D15).
// One schema: the TypeScript types below and `schemas/transcript.schema.json` derive from it.
// Rules a schema cannot state (pairing, images, limits with counts) live in the validator.
import { Type, type Static } from '@sinclair/typebox';

export const TextPartSchema = Type.Object(
  { type: Type.Literal('text'), text: Type.String() },
  { additionalProperties: false },
);
export const ImagePartSchema = Type.Object(
  {
    type: Type.Literal('image_url'),
    image_url: Type.Object(
      {
        url: Type.String(),
        detail: Type.Optional(Type.Union([Type.Literal('auto'), Type.Literal('low'), Type.Literal('high')])),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export const ContentPartSchema = Type.Union([TextPartSchema, ImagePartSchema]);

export const ToolCallSchema = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    type: Type.Literal('function'),
    function: Type.Object({ name: Type.String(), arguments: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export const UserMessageSchema = Type.Object(
  {
    role: Type.Literal('user'),
    content: Type.Union([Type.String(), Type.Array(ContentPartSchema, { minItems: 1 })]),
  },
  { additionalProperties: false },
);
export const AssistantMessageSchema = Type.Object(
  {
    role: Type.Literal('assistant'),
    content: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    tool_calls: Type.Optional(Type.Array(ToolCallSchema)),
    reasoning_content: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export const ToolMessageSchema = Type.Object(
  { role: Type.Literal('tool'), tool_call_id: Type.String(), content: Type.String() },
  { additionalProperties: false },
);
export const TranscriptMessageSchema = Type.Union([UserMessageSchema, AssistantMessageSchema, ToolMessageSchema]);

export const TRANSCRIPT_VERSION = 1;
export const MAX_MESSAGES = 2000;
export const MAX_IMAGES = 32;
export const MAX_IMAGE_BYTES = 5_242_880;

/** Fields beside `version` and `messages` are allowed and ignored (D15), e.g. a stored `turn`. */
export const TranscriptSchema = Type.Object({
  version: Type.Literal(TRANSCRIPT_VERSION),
  messages: Type.Array(TranscriptMessageSchema, { maxItems: MAX_MESSAGES }),
});

export type TextPart = Static<typeof TextPartSchema>;
export type ImagePart = Static<typeof ImagePartSchema>;
export type ContentPart = Static<typeof ContentPartSchema>;
export type ToolCall = Static<typeof ToolCallSchema>;
export type UserMessage = Static<typeof UserMessageSchema>;
export type AssistantMessage = Static<typeof AssistantMessageSchema>;
export type ToolMessage = Static<typeof ToolMessageSchema>;
export type TranscriptMessage = Static<typeof TranscriptMessageSchema>;
export type Transcript = Static<typeof TranscriptSchema>;
