// The reference vessel's configuration: one schema, from which the TypeScript types and the
// published `schemas/vessel-config.schema.json` are both derived.
import { Type, type Static } from '@sinclair/typebox';

export const BuiltinToolNames = ['list', 'echo', 'sleep', 'fail', 'make_file', 'big_output'] as const;
export type BuiltinToolName = (typeof BuiltinToolNames)[number];

export const ModelConfigSchema = Type.Object(
  {
    base_url: Type.String({
      minLength: 1,
      description:
        "OpenAI-compatible endpoint, e.g. http://127.0.0.1:9100/v1; 'mock' means the kit's mock model, started in the vessel's own process",
    }),
    name: Type.String({ description: 'Model name sent in each request and reported as turn.model' }),
    api_key_env: Type.Optional(
      Type.String({ description: 'Environment variable holding the API key (never the key itself)' }),
    ),
    accepts_images: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const AgentConfigSchema = Type.Object(
  {
    name: Type.String({
      pattern: '^[a-z0-9][a-z0-9-]*$',
      description: "'default' is served at /, others at /agents/<name>",
    }),
    description: Type.Optional(Type.String()),
    briefing: Type.String({ description: 'Sent first, as its own system message, on every model call' }),
    model: ModelConfigSchema,
    max_steps: Type.Integer({ minimum: 1 }),
    deadline_seconds: Type.Number({ exclusiveMinimum: 0 }),
    send_reasoning: Type.Boolean(),
    tools: Type.Array(Type.Union(BuiltinToolNames.map((n) => Type.Literal(n))), { uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const VesselConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'The JSON Schema this file follows (for editors); ignored' })),
    agents: Type.Array(AgentConfigSchema, { minItems: 1, description: 'Agent names are unique' }),
    task_store: Type.Optional(
      Type.Object(
        {
          max_tasks: Type.Optional(
            Type.Integer({
              minimum: 1,
              description: 'Finished tasks kept for GetTask (oldest dropped first); default 1000',
            }),
          ),
          keep_seconds: Type.Optional(
            Type.Number({
              exclusiveMinimum: 0,
              description: 'How long a finished task is kept for GetTask; default 600',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The `model.base_url` that stands for the in-process mock model (replaced before any turn runs). */
export const MOCK_MODEL_BASE_URL = 'mock';

export type AgentConfig = Static<typeof AgentConfigSchema>;
export type VesselConfig = Static<typeof VesselConfigSchema>;
