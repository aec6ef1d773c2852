// The guarantee as a property (fast-check): any turn the builder can script, however its steps,
// tool outcomes, pacing and ending combine, streams a turn that passes the kit's own checks, and
// ends with the status its ending names. 30 generated turns per run (MOCK_VESSEL_RUNS=300 for more).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startMockVessel,
  turn,
  userMessage,
  TRANSCRIPT_MEDIA_TYPE,
  type MockVessel,
  type TurnBuilder,
} from '../../src/mock-vessel/index.ts';
import type { TurnExpectations } from '../../src/checks/index.ts';
import { driveAndJudge, finished, type DriveOptions } from './support/judge.ts';

type Status = NonNullable<TurnExpectations['status']>;

const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é', '🦦', '\n', '.'), minLength: 1, maxLength: 24 });
const toolCall = fc.oneof(
  fc.record({ kind: fc.constant('result' as const), name: fc.constantFrom('list', 'lookup', 'search'), out: text }),
  fc.record({ kind: fc.constant('error' as const), name: fc.constantFrom('search', 'fetch_page'), out: text }),
  fc.record({ kind: fc.constant('echo' as const), name: fc.constant('echo'), out: text }),
  fc.record({ kind: fc.constant('raw' as const), name: fc.constant('list'), out: fc.constant('{"path": ') }),
);
const step = fc.record({
  reasoning: fc.option(text, { nil: undefined }),
  say: fc.option(text, { nil: undefined }),
  pace: fc.option(fc.record({ chars: fc.integer({ min: 1, max: 8 }), everyMs: fc.integer({ min: 0, max: 4 }) }), {
    nil: undefined,
  }),
  calls: fc.array(toolCall, { minLength: 1, maxLength: 2 }),
});
const ending = fc.oneof(
  fc.record({ kind: fc.constant('answer' as const), say: text }),
  fc.record({ kind: fc.constant('stepLimit' as const), say: text }),
  fc.record({ kind: fc.constant('http' as const), status: fc.constantFrom(429, 500, 503) }),
  fc.record({
    kind: fc.constant('stream' as const),
    say: fc.option(text, { nil: undefined }),
    stream: fc.constantFrom('cut' as const, 'error-frame' as const, 'malformed' as const, 'no-finish' as const),
  }),
  fc.record({ kind: fc.constant('deadline' as const), say: fc.option(text, { nil: undefined }) }),
  fc.record({ kind: fc.constant('cancelled' as const), say: fc.option(text, { nil: undefined }) }),
);
const scripted = fc.record({ steps: fc.array(step, { maxLength: 3 }), ending });

type Scripted = typeof scripted extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scripted): { script: TurnBuilder; status: Status; options: DriveOptions } {
  const t = turn('property');
  for (const st of s.steps) {
    if (st.reasoning !== undefined) t.reason(st.reasoning);
    if (st.say !== undefined) t.say(st.say);
    if (st.pace) t.pace(st.pace);
    for (const call of st.calls) {
      if (call.kind === 'result') t.callTool(call.name, { q: 1 }, { result: call.out });
      else if (call.kind === 'error') t.callTool(call.name, {}, { error: call.out });
      else if (call.kind === 'echo') t.callTool('echo', { text: call.out });
      else t.callTool(call.name, call.out);
    }
  }
  const e = s.ending;
  switch (e.kind) {
    case 'answer':
      return { script: t.answer(e.say), status: 'ok', options: {} };
    case 'stepLimit':
      return {
        script: t.stepLimit(e.say),
        status: 'step_limit',
        options: { declared: { max_steps: s.steps.length + 1 } },
      };
    case 'http':
      return { script: t.modelError({ status: e.status }), status: 'model_error', options: {} };
    case 'stream':
      if (e.say !== undefined) t.say(e.say);
      return { script: t.modelError({ stream: e.stream }), status: 'model_error', options: {} };
    case 'deadline':
      if (e.say !== undefined) t.say(e.say);
      return {
        script: t.deadline({ afterMs: 120 }),
        status: 'deadline',
        options: { declared: { deadline_seconds: 0.12 } },
      };
    case 'cancelled':
      if (e.say !== undefined) t.say(e.say);
      return { script: t.cancelled({ afterMs: 120 }), status: 'cancelled', options: {} };
  }
}

let vessel: MockVessel;
beforeAll(async () => (vessel = await startMockVessel()));
afterAll(() => vessel?.close());

describe('any scripted turn passes the kit checks', () => {
  it('holds for generated turns (steps, tool outcomes, pacing, every ending)', async () => {
    await fc.assert(
      fc.asyncProperty(scripted, async (s) => {
        const { script, status, options } = build(s);
        vessel.script(script);
        const judged = await driveAndJudge(
          vessel,
          userMessage('Go.', { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] }),
          {
            ...options,
            expectations: { status },
          },
        );
        expect(judged.failures).toEqual([]);
        expect(finished(judged)?.status).toBe(status);
        vessel.reset();
      }),
      { numRuns: Number(process.env.MOCK_VESSEL_RUNS ?? 30) },
    );
  }, 120_000);
});
