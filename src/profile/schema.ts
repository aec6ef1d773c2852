// The target profile (CONTRACT.md D13): what the kit certifies and what each agent is configured
// with, since the kit cannot see it. One schema; the type and `schemas/profile.schema.json` derive from it.
import { Type, type Static } from '@sinclair/typebox';

const toolUseFields = {
  name: Type.String({ minLength: 1, description: 'The tool name the model calls' }),
  arguments: Type.Record(Type.String(), Type.Unknown(), { description: 'The arguments the model sends' }),
};
const ToolUse = Type.Object(toolUseFields, { additionalProperties: false });
// Its own object rather than an intersection: with additionalProperties false, an allOf of two
// closed objects would refuse every field of the other.
const SlowToolUse = Type.Object(
  {
    ...toolUseFields,
    runs_ms: Type.Optional(Type.Integer({ minimum: 1, description: 'How long the call runs, in ms' })),
  },
  { additionalProperties: false },
);
const FileToolUse = Type.Object(
  {
    ...toolUseFields,
    media_type: Type.String({ minLength: 3, description: 'The media type of the file the call returns' }),
  },
  { additionalProperties: false, description: 'A tool whose call returns a file, sent as a file artifact' },
);
const BigToolUse = Type.Object(
  {
    ...toolUseFields,
    output_chars: Type.Integer({
      minimum: 4001,
      description: 'How many characters the call returns (more than 4,000)',
    }),
  },
  {
    additionalProperties: false,
    description: 'A tool whose output is longer than the 4,000 characters tool.finished shows',
  },
);

export const ProfileAgentSchema = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    /** The agent's base URL (where its card is served under /.well-known/agent-card.json). */
    url: Type.String({ minLength: 1 }),
    max_steps: Type.Optional(Type.Integer({ minimum: 1 })),
    deadline_seconds: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    send_reasoning: Type.Optional(Type.Boolean()),
    accepts_images: Type.Optional(Type.Boolean()),
    tools: Type.Optional(
      Type.Object(
        {
          fast: Type.Optional(ToolUse),
          failing: Type.Optional(ToolUse),
          slow: Type.Optional(SlowToolUse),
          file: Type.Optional(FileToolUse),
          big: Type.Optional(BigToolUse),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The body cap a profile that states none is taken to have (D17: at least 240 MiB). */
export const DEFAULT_PROFILE_MAX_BODY_BYTES = 256 * 1024 * 1024;

export const ProfileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    agents: Type.Array(ProfileAgentSchema, { minItems: 1 }),
    auth: Type.Optional(
      Type.Object({ header: Type.String({ minLength: 1 }), value: Type.String() }, { additionalProperties: false }),
    ),
    model_api_key: Type.Optional(
      Type.String({
        description:
          'The API key the operator configured the vessel to send its model: no answer may show it (security.no-leaks; the kit also reads the key the mock model receives)',
      }),
    ),
    input: Type.Optional(Type.Union([Type.Literal('parts'), Type.Literal('transcript-tail')], { default: 'parts' })),
    max_body_bytes: Type.Optional(
      Type.Integer({
        minimum: 1,
        default: DEFAULT_PROFILE_MAX_BODY_BYTES,
        description:
          'The largest request body the vessel reads (D17); the robustness suite sends 1 MiB more and expects it refused before it is sent whole. Default 256 MiB',
      }),
    ),
  },
  { additionalProperties: false },
);

export type ProfileAgent = Static<typeof ProfileAgentSchema>;
export type Profile = Static<typeof ProfileSchema>;
