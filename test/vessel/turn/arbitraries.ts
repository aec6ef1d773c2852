// fast-check arbitraries for turn scripts: model steps mixing reasoning, text, tool calls (some
// with invalid arguments), faults and timings, plus the agent settings and ways a turn is ended.
import fc from 'fast-check';
import type { Fault, ScriptStep, ScriptToolCall } from '../../../mock-model/index.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../../src/a2a/vessel-events.ts';

/** Short text with the characters that break naive code: astral, combining, markup, newlines. */
export const shortText = fc.stringMatching(/^[a-zA-Z0-9 .,!é😀🤔\u0301\n*#`<>"{}]{0,40}$/);

export const toolCall: fc.Arbitrary<ScriptToolCall> = fc.oneof(
  fc.constant({ name: 'list' }),
  shortText.map((text) => ({ name: 'echo', arguments: { text } })),
  fc.constant({ name: 'fail' }),
  fc.integer({ min: 0, max: 6000 }).map((n) => ({ name: 'big_output', arguments: { n } })),
  fc.integer({ min: 0, max: 30 }).map((ms) => ({ name: 'sleep', arguments: { ms } })),
  shortText.map((content) => ({ name: 'make_file', arguments: { name: 'f.txt', media_type: 'text/plain', content } })),
  fc
    .constantFrom('{"text": "unclosed', '', 'not json', '[1]', '{"text": 5}')
    .map((raw) => ({ name: 'echo', arguments_raw: raw })),
  fc.constant({ name: 'no_such_tool' }),
);

export const fault: fc.Arbitrary<Fault> = fc.oneof(
  fc.constantFrom(500, 503, 429).map((http_status) => ({ http_status })),
  fc.integer({ min: 0, max: 6 }).map((error_frame_after) => ({ error_frame_after })),
  fc.integer({ min: 0, max: 6 }).map((cut_after) => ({ cut_after })),
  fc.constant({ eof_without_finish: true as const }),
  fc.integer({ min: 0, max: 6 }).map((malformed_after) => ({ malformed_after })),
);

/** Faults are rare, so most turns get past their first step. */
const rareFault = fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fault });

export const step: fc.Arbitrary<ScriptStep> = fc
  .record(
    {
      reasoning: shortText,
      text: shortText,
      tool_calls: fc.array(toolCall, { minLength: 1, maxLength: 3 }),
      fault: rareFault,
      timing: fc.record({ chunk_chars: fc.integer({ min: 1, max: 8 }), interval_ms: fc.integer({ min: 0, max: 3 }) }),
      usage: fc.record({ input: fc.nat(500), output: fc.nat(500) }),
    },
    { requiredKeys: [] },
  )
  .map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as ScriptStep);

/** A script whose last step answers, so a turn not cut short ends with ok or step_limit. */
export const steps: fc.Arbitrary<ScriptStep[]> = fc
  .tuple(fc.array(step, { minLength: 0, maxLength: 3 }), shortText)
  .map(([first, answer]) => [...first, { text: answer }]);

/** How the turn may be ended from outside: not at all, by cancel after some outputs, or by a short deadline. */
export const ending = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 12 }).map((afterOutputs) => ({ kind: 'cancel' as const, afterOutputs })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'deadline' as const }) },
);

export const acceptedOutputModes = fc.constantFrom<string[] | undefined>(
  undefined,
  [TRANSCRIPT_MEDIA_TYPE],
  [TRANSCRIPT_MEDIA_TYPE, 'text/*'],
  ['image/png'],
);

export const agentSettings = fc.record({
  max_steps: fc.integer({ min: 1, max: 4 }),
  send_reasoning: fc.boolean(),
});
