// The transcript envelope's structure (transcript-format.txt "The envelope", "Messages"; D15).
// One schema: the TypeScript types below and `schemas/transcript.schema.json` derive from it.
// Rules a schema cannot state (pairing, images, limits with counts) live in the validator.
//
// Unions over `role` and a part's `type` are written as `oneOf` with a `discriminator` (ajv's
// `discriminator` option; editors ignore the keyword and read the plain `oneOf`): ajv then checks a
// message only against the schema of its own role, so an error names that role's real problem
// instead of one failure per role the message is not.
import { Type, type Static, type TSchema, type TUnion } from '@sinclair/typebox';

/** `oneOf` over object schemas told apart by the string constant `property`. */
function discriminatedUnion<T extends TSchema[]>(property: string, variants: [...T]) {
  return Type.Unsafe<Static<TUnion<T>>>({
    type: 'object',
    discriminator: { propertyName: property },
    oneOf: variants,
  });
}

export const TextPartSchema = Type.Object(
  { type: Type.Literal('text'), text: Type.String() },
  { additionalProperties: false },
);
export const ImageDetailSchema = Type.Union([Type.Literal('auto'), Type.Literal('low'), Type.Literal('high')]);
export const ImagePartSchema = Type.Object(
  {
    type: Type.Literal('image_url'),
    image_url: Type.Object(
      // The URL's form (data: URL, media type, base64, size) is checked by the validator: a
      // `pattern` here would make ajv scan megabytes of base64 once more.
      { url: Type.String(), detail: Type.Optional(ImageDetailSchema) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export const ContentPartSchema = discriminatedUnion('type', [TextPartSchema, ImagePartSchema]);

export const ToolCallSchema = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    type: Type.Literal('function'),
    function: Type.Object({ name: Type.String(), arguments: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** For the static type only; the schema below says the same as one `type` list, not an `anyOf`. */
const UserContentType = Type.Union([Type.String(), Type.Array(ContentPartSchema, { minItems: 1 })]);
// `type: [string, array]` rather than `anyOf`: a list with one bad part then yields that part's
// error alone, not also "must be string" from the other branch.
export const UserContentSchema = Type.Unsafe<Static<typeof UserContentType>>({
  type: ['string', 'array'],
  items: ContentPartSchema,
  minItems: 1,
});

export const UserMessageSchema = Type.Object(
  { role: Type.Literal('user'), content: UserContentSchema },
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
export const TranscriptMessageSchema = discriminatedUnion('role', [
  UserMessageSchema,
  AssistantMessageSchema,
  ToolMessageSchema,
]);

/** The fields each role allows (D15: exactly these), read off the schemas above. */
export const MESSAGE_FIELDS: Readonly<Record<'user' | 'assistant' | 'tool', readonly string[]>> = {
  user: Object.keys(UserMessageSchema.properties),
  assistant: Object.keys(AssistantMessageSchema.properties),
  tool: Object.keys(ToolMessageSchema.properties),
};

export const TRANSCRIPT_VERSION = 1;
export const MAX_MESSAGES = 2000;
export const MAX_IMAGES = 32;
export const MAX_IMAGE_BYTES = 5_242_880;
/** Image media types accepted in data URLs, matched as written (D15). */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/** Fields beside `version` and `messages` are allowed and ignored (D15), e.g. a stored `turn`. */
export const TranscriptSchema = Type.Object(
  {
    version: Type.Literal(TRANSCRIPT_VERSION),
    messages: Type.Array(TranscriptMessageSchema, { maxItems: MAX_MESSAGES }),
  },
  {
    $id: 'https://vessel-kit.dev/schemas/transcript.schema.json',
    title: 'Vessel transcript envelope',
    description:
      'application/vnd.astralvessel.transcript+json (transcript-format.txt; CONTRACT.md D15). Pairing of tool calls and image content are checked by `vessel-kit validate`, not by this schema.',
  },
);

export type TextPart = Static<typeof TextPartSchema>;
export type ImagePart = Static<typeof ImagePartSchema>;
export type ContentPart = Static<typeof ContentPartSchema>;
export type ToolCall = Static<typeof ToolCallSchema>;
export type UserMessage = Static<typeof UserMessageSchema>;
export type AssistantMessage = Static<typeof AssistantMessageSchema>;
export type ToolMessage = Static<typeof ToolMessageSchema>;
export type TranscriptMessage = Static<typeof TranscriptMessageSchema>;
export type Transcript = Static<typeof TranscriptSchema>;
