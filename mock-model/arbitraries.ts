// fast-check arbitraries of model script steps and faults, for the mock model's own property
// tests and for any test (kit or vessel) that wants random but valid model behaviour.
import fc from 'fast-check';
import type { Fault, ScriptStep, ScriptToolCall } from './script-schema.ts';

/** Text as a model streams it: any Unicode, including astral characters and newlines. */
const modelText = (maxLength = 200) => fc.string({ unit: 'grapheme', maxLength });

const toolName = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);

export const toolCall: fc.Arbitrary<ScriptToolCall> = fc.oneof(
  fc.record({
    name: toolName,
    arguments: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  }),
  fc.record({ name: toolName, arguments_raw: fc.string({ maxLength: 60 }) }),
);

/** A step with no fault and no timing delays: what a well-behaved model call streams. */
export const plainStep: fc.Arbitrary<ScriptStep> = fc.record(
  {
    reasoning: modelText(),
    text: modelText(),
    tool_calls: fc.array(toolCall, { maxLength: 3 }),
    timing: fc.record({ chunk_chars: fc.integer({ min: 1, max: 12 }) }),
  },
  { requiredKeys: [] },
);

/** One fault of each kind, with small N. */
export const fault: fc.Arbitrary<Fault> = fc.oneof(
  fc.record({ http_status: fc.constantFrom(400, 401, 429, 500, 502, 503) }),
  fc.record({ error_frame_after: fc.nat(20) }),
  fc.record({ cut_after: fc.nat(20) }),
  fc.constant({ eof_without_finish: true as const }),
  fc.record({ malformed_after: fc.nat(20) }),
  fc.record({ stall_after: fc.nat(20), ms: fc.integer({ min: 1, max: 50 }) }),
);
