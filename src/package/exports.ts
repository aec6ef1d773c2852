// What the `vessel-kit` entry exports in both of its builds (index.ts for `import`, require.ts for
// `require`): the mock vessel for application tests, the scripted mock model, the errors and the
// transcript validator. Each entry adds certify() its own way. The msw handlers are the separate
// `vessel-kit/msw` entry, so msw stays an optional peer.
export * from '../mock-vessel/index.ts';
export {
  createMockModel,
  scriptDirective,
  DIRECTIVE_PREFIX,
  SCRIPT_HEADER,
  DEFAULT_SCRIPT_ID,
  validateScript,
  validateScripts,
  ScriptSchema,
  type MockModel,
  type MockModelOptions,
  type JournalEntry,
  type Listening,
  type Script,
  type ScriptStep,
  type ScriptToolCall,
  type Fault,
  type Timing,
  type Piece,
  type Expect,
  type Dialect,
  type FinishReason,
} from '../../mock-model/index.ts';
export { VesselKitError, ERROR_CODES, type VesselKitErrorCode } from '../errors.ts';
export {
  validateTranscript,
  MAX_MESSAGES,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  type Problem,
  type ValidateOptions,
  type ValidationResult,
  type Transcript,
  type TranscriptMessage,
  type UserMessage,
  type AssistantMessage,
  type ToolMessage,
  type ContentPart,
  type ToolCall,
} from '../transcript/index.ts';
export type { SendMessageParams, Message, Part, Task, Artifact, StreamResponse, TaskState } from '../a2a/wire.ts';
export type { VesselEvent, TurnStatus, TurnFinished } from '../a2a/vessel-events.ts';
