// fast-check arbitraries of whole turns as a case drives them: a valid history, what the mock model
// plays (reasoning, narration, tool calls of the profile's declared tools, piece sizes and pacing,
// usage, a fault at the end), and what the caller does meanwhile (nothing, cancel, hang up). Built
// from records and maps (no chain), so a failure shrinks to a short history and few small steps.
import fc from 'fast-check';
import type { EventTrigger, TurnSpec } from '../case/index.ts';
import type { Fault, ScriptStep, ScriptToolCall } from '../../mock-model/script-schema.ts';
import { MAX_IMAGES, MAX_MESSAGES, type TranscriptMessage } from '../transcript/schema.ts';
import { sampleDataUrl } from '../transcript/sample-images.ts';
import { transcriptArb } from './transcript.ts';

/** What the agent under test has declared (D13), which bounds what may be generated. */
export interface TurnShape {
  /** Tool placeholders the profile declares, e.g. `$fast`, `$failing` (none: no tool calls). */
  tools: readonly ('$fast' | '$failing')[];
  /** The agent's max_steps: a script never plays more model calls than that. */
  maxSteps: number;
  acceptsImages: boolean;
  /** Generate model faults and caller actions (cancel, hang up). */
  disruptions: boolean;
  /** Larger histories, longer texts and pauses past the merge window. */
  thorough: boolean;
}

/** What the caller does during the turn. */
export type CallerAction =
  { kind: 'none' } | { kind: 'cancel'; after: EventTrigger } | { kind: 'hang-up'; after: EventTrigger };

export interface GeneratedTurn {
  history: TranscriptMessage[];
  steps: ScriptStep[];
  action: CallerAction;
}

/** Text as a model streams it: any Unicode grapheme, astral and combining characters included. */
const streamedText = (maxLength: number) => fc.string({ unit: 'grapheme', maxLength });

/** Pieces and pacing: bursts faster than the merge window, pieces past 512 characters, pauses past the window. */
const timingArb = (thorough: boolean): fc.Arbitrary<NonNullable<ScriptStep['timing']>> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        chunk_chars: fc.integer({ min: 1, max: 24 }),
        interval_ms: fc.integer({ min: 0, max: 8 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ chunk_chars: fc.integer({ min: 513, max: 700 }) }) },
    {
      weight: thorough ? 2 : 1,
      arbitrary: fc.record({
        chunk_chars: fc.integer({ min: 8, max: 40 }),
        interval_ms: fc.integer({ min: 51, max: 80 }),
      }),
    },
  );

const toolCallArb = (tools: TurnShape['tools']): fc.Arbitrary<ScriptToolCall> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...tools).map((name) => ({ name })) },
    // Arguments that are not JSON: the vessel stores "{}" and the tool answers with an error (D10).
    {
      weight: 1,
      arbitrary: fc.record({ name: fc.constantFrom(...tools), arguments_raw: fc.constantFrom('{not json', '', '[1,') }),
    },
  );

const usageArb = fc.option(fc.record({ input: fc.nat(5000), output: fc.nat(2000) }), { nil: undefined });

function stepArb(shape: TurnShape, calls: boolean): fc.Arbitrary<ScriptStep> {
  const length = shape.thorough ? 1200 : 80;
  return fc
    .record({
      reasoning: fc.option(streamedText(length), { freq: 2, nil: undefined }),
      text: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: length }), { freq: 8, nil: undefined }),
      tool_calls: calls ? fc.array(toolCallArb(shape.tools), { minLength: 1, maxLength: 3 }) : fc.constant(undefined),
      timing: fc.option(timingArb(shape.thorough), { nil: undefined }),
      usage: usageArb,
    })
    .map((step) => Object.fromEntries(Object.entries(step).filter(([, v]) => v !== undefined)) as ScriptStep);
}

/** A fault the mock model can play, with a small N so it lands inside the stream. */
const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  fc.record({ http_status: fc.constantFrom(429, 500, 503) }),
  fc.record({ error_frame_after: fc.nat(3) }),
  fc.record({ cut_after: fc.nat(3) }),
  fc.constant({ eof_without_finish: true as const }),
  fc.record({ malformed_after: fc.nat(3) }),
);

/**
 * The answering step with a fault. A fault "after N frames" must land before the finish frame: a
 * stream cut right after it may lose bytes the vessel never reads, and then the kit could not say
 * which status the vessel saw. So the step streams one character a frame, more of them than N.
 */
function withFault(step: ScriptStep, fault: Fault): ScriptStep {
  const text = `${step.text ?? ''}........`;
  return { ...step, text, timing: { chunk_chars: 1 }, fault };
}

/** Model calls: some calling tools, then one that answers; optionally a fault on the last one. */
export function scriptArb(shape: TurnShape): fc.Arbitrary<ScriptStep[]> {
  const toolSteps =
    shape.tools.length === 0
      ? fc.constant([])
      : fc.array(stepArb(shape, true), { maxLength: Math.min(2, shape.maxSteps) });
  // One run in five ends in a model fault.
  const fault = shape.disruptions
    ? fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: faultArb })
    : fc.constant(undefined);
  return fc.tuple(toolSteps, stepArb(shape, false), fault).map(([calling, answer, broken]) => {
    const steps = [...calling, answer];
    if (broken) steps[steps.length - 1] = withFault(answer, broken);
    return steps;
  });
}

const triggerArb: fc.Arbitrary<EventTrigger> = fc.oneof(
  fc.constant({ event: 'task' as const }),
  fc
    .constantFrom('turn.started', 'text.delta', 'reasoning.delta', 'step.finished', 'tool.started', 'tool.finished')
    .map((event) => ({ event }) as EventTrigger),
);

export function callerActionArb(shape: TurnShape): fc.Arbitrary<CallerAction> {
  if (!shape.disruptions) return fc.constant({ kind: 'none' });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: triggerArb.map((after) => ({ kind: 'cancel' as const, after })) },
    { weight: 1, arbitrary: triggerArb.map((after) => ({ kind: 'hang-up' as const, after })) },
  );
}

/**
 * Messages a generated turn adds at most: the user's, then per model call the assistant message
 * and up to 3 tool results, then a closing message. The replay property (D8) appends them to the
 * history, so a history near the 2,000-message limit leaves room for them: a history of 1,999
 * messages cannot be replayed after any turn (the documents' limit and D8 meet there).
 */
const TURN_MESSAGES = 1 + 3 * (1 + 3) + 1;

/** A history near the documents' limits: up to 2,000 messages less a turn's, up to 31 images (the 32nd would be the user's). */
function largeHistoryArb(acceptsImages: boolean): fc.Arbitrary<TranscriptMessage[]> {
  return fc
    .record({
      messages: fc.integer({ min: 500, max: MAX_MESSAGES - TURN_MESSAGES }),
      images: fc.nat(acceptsImages ? MAX_IMAGES - 1 : 0),
    })
    .map(({ messages, images }) =>
      Array.from({ length: messages }, (_, i): TranscriptMessage => {
        if (i % 2 === 1) return { role: 'assistant', content: `answer ${i}` };
        if (i / 2 >= images) return { role: 'user', content: `question ${i}` };
        return {
          role: 'user',
          content: [
            { type: 'text', text: `look ${i}` },
            { type: 'image_url', image_url: { url: sampleDataUrl('image/png') } },
          ],
        };
      }),
    );
}

function historyArb(shape: TurnShape): fc.Arbitrary<TranscriptMessage[]> {
  const small = transcriptArb({ images: shape.acceptsImages, maxSegments: shape.thorough ? 12 : 4 }).map(
    (t) => t.messages,
  );
  if (!shape.thorough) return small;
  return fc.oneof({ weight: 9, arbitrary: small }, { weight: 1, arbitrary: largeHistoryArb(shape.acceptsImages) });
}

export function generatedTurnArb(shape: TurnShape): fc.Arbitrary<GeneratedTurn> {
  return fc
    .record({
      history: historyArb(shape),
      steps: scriptArb(shape),
      action: callerActionArb(shape),
    })
    .map((turn) => turn);
}

/** The turn as the case asks the kit to drive it; the transcript artifact is always requested. */
export function turnSpecOf(turn: GeneratedTurn, transcriptMediaType: string): TurnSpec {
  return {
    steps: turn.steps,
    history: turn.history,
    acceptedOutputModes: [transcriptMediaType, 'text/markdown', '*/*'],
    ...(turn.action.kind === 'cancel' ? { cancelAfter: turn.action.after } : {}),
    ...(turn.action.kind === 'hang-up' ? { hangUpAfter: turn.action.after } : {}),
  };
}
