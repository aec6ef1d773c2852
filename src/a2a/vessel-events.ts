// The vessel's own layer on top of A2A (events.txt, transcript-format.txt; CONTRACT.md D4, D7–D9, D16):
// event payloads, artifact names, media types and the fixed texts of early ends. Wire shapes and
// published constants only; how to produce or judge them lives elsewhere.
import { Type, type Static } from '@sinclair/typebox';

export const TRANSCRIPT_MEDIA_TYPE = 'application/vnd.astralvessel.transcript+json';
export const EVENT_MEDIA_TYPE = 'application/json';
/** Status-message metadata key naming the event type (D4). */
export const EVENT_METADATA_KEY = 'vessel.event';

export const ArtifactNames = { answer: 'answer', file: 'file', transcript: 'transcript' } as const;
export const ANSWER_MEDIA_TYPE = 'text/markdown';

export const TurnStatuses = ['ok', 'step_limit', 'deadline', 'cancelled', 'model_error'] as const;
export type TurnStatus = (typeof TurnStatuses)[number];

export const EventTypes = [
  'turn.started',
  'text.delta',
  'reasoning.delta',
  'step.finished',
  'tool.started',
  'tool.finished',
  'turn.finished',
] as const;
export type EventType = (typeof EventTypes)[number];

/** Fixed texts of early ends (transcript-format.txt "What comes back"; D8; D16). */
export const earlyEndMessage = (status: TurnStatus): string => `[this turn ended early: ${status}]`;
export const NOT_RUN_RESULT = '[not run: the turn ended first]';
export const STOPPED_OUTPUT = '[stopped]';

/** Cuts, in Unicode code points (D6). */
export const MERGE_WINDOW_MS = 50;
export const MERGE_MAX_CHARS = 512;
export const TOOL_ARGUMENTS_PREVIEW_CHARS = 2000;
export const TOOL_OUTPUT_PREVIEW_CHARS = 4000;

const Count = Type.Integer({ minimum: 0 });
export const TokensSchema = Type.Object({ input: Count, output: Count });
export type Tokens = Static<typeof TokensSchema>;

export const TurnFileSchema = Type.Object({
  filename: Type.String(),
  media_type: Type.String(),
  size: Count,
  call_id: Type.String(),
});
export type TurnFile = Static<typeof TurnFileSchema>;

const StatusSchema = Type.Union(TurnStatuses.map((s) => Type.Literal(s)));

export const TurnStartedSchema = Type.Object({
  type: Type.Literal('turn.started'),
  conversation_id: Type.String(),
  turn_id: Type.String(),
});
export const TextDeltaSchema = Type.Object({
  type: Type.Literal('text.delta'),
  step: Type.Integer({ minimum: 1 }),
  content: Type.String(),
});
export const ReasoningDeltaSchema = Type.Object({
  type: Type.Literal('reasoning.delta'),
  step: Type.Integer({ minimum: 1 }),
  content: Type.String(),
});
export const StepFinishedSchema = Type.Object({
  type: Type.Literal('step.finished'),
  step: Type.Integer({ minimum: 1 }),
  tool_calls: Count,
  tokens: TokensSchema,
  finish_reason: Type.Union([Type.String(), Type.Null()]),
});
export const ToolStartedSchema = Type.Object({
  type: Type.Literal('tool.started'),
  call_id: Type.String(),
  name: Type.String(),
  /** The parsed object, or the first 2,000 characters of input that is not JSON. */
  arguments: Type.Unknown(),
});
export const ToolFinishedSchema = Type.Object({
  type: Type.Literal('tool.finished'),
  call_id: Type.String(),
  name: Type.String(),
  output: Type.String(),
  /** Non-empty when the tool failed, else null; absent reads as null (D16). */
  error: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  truncated: Type.Boolean(),
  elapsed_ms: Type.Number({ minimum: 0 }),
});
export const TurnFinishedSchema = Type.Object({
  type: Type.Literal('turn.finished'),
  status: StatusSchema,
  tokens: TokensSchema,
  steps: Count,
  elapsed_ms: Type.Number({ minimum: 0 }),
  files: Type.Array(TurnFileSchema),
  error: Type.Optional(Type.String()),
});

export const EventSchemas = {
  'turn.started': TurnStartedSchema,
  'text.delta': TextDeltaSchema,
  'reasoning.delta': ReasoningDeltaSchema,
  'step.finished': StepFinishedSchema,
  'tool.started': ToolStartedSchema,
  'tool.finished': ToolFinishedSchema,
  'turn.finished': TurnFinishedSchema,
} as const;

export type TurnStarted = Static<typeof TurnStartedSchema>;
export type TextDelta = Static<typeof TextDeltaSchema>;
export type ReasoningDelta = Static<typeof ReasoningDeltaSchema>;
export type StepFinished = Static<typeof StepFinishedSchema>;
export type ToolStarted = Static<typeof ToolStartedSchema>;
export type ToolFinished = Static<typeof ToolFinishedSchema>;
export type TurnFinished = Static<typeof TurnFinishedSchema>;
export type VesselEvent =
  TurnStarted | TextDelta | ReasoningDelta | StepFinished | ToolStarted | ToolFinished | TurnFinished;

const { type: _finishedType, ...finishedFields } = TurnFinishedSchema.properties;
/** The transcript artifact's closing summary: turn.finished's fields plus the model name (D9), derived so the two cannot drift. */
export const TurnSummarySchema = Type.Object({
  ...finishedFields,
  model: Type.String(),
});
export type TurnSummary = Static<typeof TurnSummarySchema>;
