// Faults of the turn rules (src/rules/turn.ts): turn.finished's totals against the steps it
// closes, and a turn whose outcome differs for the same input (bent on every second script).
import type { TurnOutput } from '../vessel/seams.ts';
import { firstDeltaChanged } from './bends/stream.ts';
import { onEverySecondScript, outputs, stream, withoutFirstEvent, type StreamFilter } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

/** A step's reasoning deltas held back until its text deltas are out (just before its step.finished). */
const reasoningAfterText: StreamFilter = () => {
  let held: TurnOutput[] = [];
  return (output, sink) => {
    if (output.kind === 'event' && output.event.type === 'reasoning.delta') return void held.push(output);
    if (output.kind === 'event' && (output.event.type === 'step.finished' || output.event.type === 'turn.finished')) {
      for (const h of held) sink(h);
      held = [];
    }
    sink(output);
  };
};

export const faults = [
  fault(
    ['turn.steps-count#whole', 'content.step-finished-model#present'],
    'missing-step-finished',
    'never sends the first step.finished',
    withoutFirstEvent((e) => e.type === 'step.finished'),
    { alsoBreaks: ['order.sequence', 'order.steps-numbered', 'turn.tokens-sum'] },
  ),
  fault(
    'turn.tokens-sum#whole',
    'tokens-not-summed',
    "reports turn.finished.tokens one input token above the steps' sum",
    outputs({ summary: (s) => ({ ...s, tokens: { ...s.tokens, input: s.tokens.input + 1 } }) }),
  ),
  fault(
    'turn.same-outcome#events',
    'alternating-delta-order',
    "on every second script, holds a step's reasoning deltas until its text deltas are out, so the same input streams differently",
    onEverySecondScript(stream(reasoningAfterText)),
  ),
  fault(
    'turn.same-outcome#content',
    'alternating-answer-text',
    'on every second script, adds a ! to the first text delta, so the same input streams other text',
    onEverySecondScript(stream(firstDeltaChanged('text.delta', (content) => `${content}!`))),
    { alsoBreaks: ['merge.content-exact', 'content.deltas-equal-transcript'] },
  ),
  fault(
    'turn.same-outcome#transcript',
    'alternating-transcript',
    "on every second script, stores the user's message with a ! in the transcript",
    onEverySecondScript(
      outputs({
        transcript: (ms) =>
          ms.map((m) => (m.role === 'user' && typeof m.content === 'string' ? { ...m, content: `!${m.content}` } : m)),
      }),
    ),
    { alsoBreaks: ['content.message-order'] },
  ),
] satisfies FaultsOf<'turn'>;
