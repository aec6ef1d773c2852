// The scripted mock model's public surface (CONTRACT.md D6, D11, D14): an OpenAI-compatible
// chat-completions server whose every answer is scripted, and whose journal records what the
// vessel sent. See docs/mock-model.md.
export { createMockModel, DEFAULT_MAX_BODY_BYTES, type MockModel, type MockModelOptions } from './model.ts';
export type { Listening } from './http-server.ts';
export { scriptDirective, selectStep, DIRECTIVE_PREFIX, SCRIPT_HEADER } from './select.ts';
export { DEFAULT_SCRIPT, DEFAULT_SCRIPT_ID, respond } from './engine.ts';
export { type JournalEntry, type JournalFilter, DEFAULT_JOURNAL_LIMIT } from './journal.ts';
export { validateScript, validateScripts } from './script-validate.ts';
export {
  ScriptSchema,
  ScriptStepSchema,
  type Script,
  type ScriptStep,
  type ScriptToolCall,
  type Fault,
  type Timing,
  type Piece,
  type Expect,
  type Dialect,
  type FinishReason,
} from './script-schema.ts';
export { DEFAULT_MODEL_ID } from './wire.ts';
