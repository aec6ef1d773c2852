// A model script (CONTRACT.md D14): what the mock model plays, call by call. One schema: the
// types below and `schemas/model-script.schema.json` derive from it. What a schema cannot say
// (exactly one fault kind, `repeat` only on the last step, pieces agreeing with text) is checked
// in script-validate.ts. Key names are a published format: other tools write scripts against them.
import { Type, type Static } from '@sinclair/typebox';

const NonNegativeInt = (description: string) => Type.Integer({ minimum: 0, description });

export const ScriptToolCallSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, description: 'Call id; default `call_<step>_<index>`.' })),
    name: Type.String({
      minLength: 1,
      description: 'Tool name. `$any` calls the first tool the request offers.',
    }),
    arguments: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), { description: 'Arguments, sent as their JSON text.' }),
    ),
    arguments_raw: Type.Optional(
      Type.String({ description: 'Exact argument text in place of `arguments`; may be invalid JSON.' }),
    ),
  },
  { additionalProperties: false },
);

export const PieceSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('text'), Type.Literal('reasoning')]),
    text: Type.String(),
    at_ms: Type.Number({ minimum: 0, description: 'Send time, in ms after the request arrived.' }),
  },
  { additionalProperties: false },
);

export const TimingSchema = Type.Object(
  {
    ttft_ms: Type.Optional(Type.Number({ minimum: 0, description: 'Delay before the first frame (default 0).' })),
    chunk_chars: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Characters (code points) per piece (default 4).' }),
    ),
    interval_ms: Type.Optional(Type.Number({ minimum: 0, description: 'Delay between frames (default 0).' })),
    pieces: Type.Optional(
      Type.Array(PieceSchema, {
        description: "Exact pieces and send times; replaces the step's text and reasoning when those are absent.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const FaultSchema = Type.Object(
  {
    http_status: Type.Optional(
      Type.Integer({ minimum: 400, maximum: 599, description: 'Answer this HTTP status before any stream byte.' }),
    ),
    body: Type.Optional(
      Type.Unknown({ description: 'With http_status: the body (a string is sent as is); default an OpenAI error.' }),
    ),
    headers: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'With http_status: extra headers (default `x-should-retry: false`).',
      }),
    ),
    error_frame_after: Type.Optional(
      NonNegativeInt('Send an OpenAI `data: {"error":...}` frame after N frames, then end.'),
    ),
    cut_after: Type.Optional(NonNegativeInt('Close the socket after N frames.')),
    eof_without_finish: Type.Optional(
      Type.Literal(true, { description: 'End the stream with no finish_reason and no [DONE].' }),
    ),
    malformed_after: Type.Optional(NonNegativeInt('Send a frame that is not JSON after N frames, then end.')),
    stall_after: Type.Optional(NonNegativeInt('Send no more bytes after N frames (for `ms`, or forever).')),
    ms: Type.Optional(Type.Number({ minimum: 0, description: 'With stall_after: how long; absent = forever.' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ExpectSchema = Type.Object(
  {
    tools_offered: Type.Optional(
      Type.Boolean({ description: 'The request offers at least one tool (true) or none (false).' }),
    ),
    tools_include: Type.Optional(Type.Array(Type.String(), { description: 'Tool names the request must offer.' })),
    tools_exclude: Type.Optional(Type.Array(Type.String(), { description: 'Tool names the request must not offer.' })),
    reasoning_in_history: Type.Optional(
      Type.Boolean({ description: 'Some assistant message carries reasoning_content (true) or none does (false).' }),
    ),
    system_first: Type.Optional(
      Type.Boolean({ description: 'The first message is (true) / is not (false) a system message.' }),
    ),
    system_messages: Type.Optional(NonNegativeInt('Exact number of system messages.')),
    images: Type.Optional(
      Type.Boolean({ description: 'Some message holds an image_url part (true) or none does (false).' }),
    ),
    last_tool_result: Type.Optional(
      Type.Union([Type.Literal(true), Type.String({ minLength: 1 })], {
        description: 'The last message is a tool result (true), or the result for this call id.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const FinishReasonSchema = Type.Union([
  Type.Literal('stop'),
  Type.Literal('tool_calls'),
  Type.Literal('length'),
  Type.Literal('content_filter'),
]);

export const ScriptStepSchema = Type.Object(
  {
    reasoning: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    tool_calls: Type.Optional(Type.Array(ScriptToolCallSchema)),
    finish_reason: Type.Optional(FinishReasonSchema),
    usage: Type.Optional(
      Type.Object(
        { input: Type.Integer({ minimum: 0 }), output: Type.Integer({ minimum: 0 }) },
        { additionalProperties: false, description: 'Reported usage; computed from the characters when absent.' },
      ),
    ),
    timing: Type.Optional(TimingSchema),
    fault: Type.Optional(FaultSchema),
    expect: Type.Optional(ExpectSchema),
    repeat: Type.Optional(
      Type.Boolean({ description: 'This step is played for every later step too (last step only).' }),
    ),
  },
  { additionalProperties: false },
);

export const DialectSchema = Type.Union([Type.Literal('reasoning_content'), Type.Literal('reasoning')], {
  description: 'Which delta field carries reasoning.',
});

export const ScriptSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$',
      description: 'Named by `vessel-kit:script=<id>`.',
    }),
    description: Type.Optional(Type.String()),
    dialect: Type.Optional(DialectSchema),
    steps: Type.Array(ScriptStepSchema, { minItems: 1 }),
  },
  {
    additionalProperties: false,
    $id: 'https://vessel-kit.dev/schemas/model-script.schema.json',
    title: 'vessel-kit model script',
  },
);

export type ScriptToolCall = Static<typeof ScriptToolCallSchema>;
export type Piece = Static<typeof PieceSchema>;
export type Timing = Static<typeof TimingSchema>;
export type Fault = Static<typeof FaultSchema>;
export type Expect = Static<typeof ExpectSchema>;
export type FinishReason = Static<typeof FinishReasonSchema>;
export type ScriptStep = Static<typeof ScriptStepSchema>;
export type Dialect = Static<typeof DialectSchema>;
export type Script = Static<typeof ScriptSchema>;
