// The transcript envelope validator's public surface: the validator, its problem type and the
// schema's types and limits. Suites, the reference vessel and the CLI import from here.
export {
  validateTranscript,
  DEFAULT_MAX_PROBLEMS_PER_RULE,
  type ValidateOptions,
  type ValidationResult,
} from './validate.ts';
export type { Problem } from './problem.ts';
export {
  TranscriptSchema,
  TranscriptMessageSchema,
  UserMessageSchema,
  AssistantMessageSchema,
  ToolMessageSchema,
  ContentPartSchema,
  TextPartSchema,
  ImagePartSchema,
  ToolCallSchema,
  TRANSCRIPT_VERSION,
  MAX_MESSAGES,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  IMAGE_MEDIA_TYPES,
  type ImageMediaType,
  type Transcript,
  type TranscriptMessage,
  type UserMessage,
  type AssistantMessage,
  type ToolMessage,
  type ContentPart,
  type TextPart,
  type ImagePart,
  type ToolCall,
} from './schema.ts';
