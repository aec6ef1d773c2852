// The mock vessel for application tests (docs/mock-vessel.md): the reference vessel plus the
// mock model plus a test-friendly API. `startMockVessel()` serves it on loopback; `turn()` scripts
// a turn, failures included; `userMessage()` builds what a client sends; the msw handlers are in
// msw.ts (the `vessel-kit/msw` entry), so msw stays optional.
export { startMockVessel, type MockVessel, type MockVesselOptions } from './start.ts';
export { turn, TurnBuilder, type FileToReturn, type ModelFailure, type Pace, type ToolOutcome } from './builder.ts';
export { TurnScriptSchema, TurnScriptError, type TurnScript, type TurnStep, type TurnToolCall } from './script.ts';
export { userMessage, TRANSCRIPT_MEDIA_TYPE, type ImageInput, type UserMessageOptions } from './message.ts';
export { unscriptedAnswer, type PendingScript, type ScriptInput } from './layer.ts';
export type { BuiltinTool, MockAgentOptions } from './agents.ts';
export type { MockVesselRequest, RecordedTranscript, RecordedTurnStart } from './requests.ts';
export type { NextRequestOptions, WaitForTurnOptions, WaitOptions } from './waits.ts';
