// Faults of the order rules (src/rules/order.ts): a turn's events out of sequence, steps numbered
// otherwise than 1, 2, 3, and tool.started and tool.finished unpaired or out of call order.
import { ArtifactNames, type VesselEvent } from '../a2a/vessel-events.ts';
import type { TurnOutput, TurnSink } from '../vessel/seams.ts';
import { holdUntil, isArtifact, isEvent } from './bends/stream.ts';
import { events, eventsOf, stream, withoutFirstEvent, type StreamFilter } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

/** Each tool.started is held back and sent right after its own tool.finished. */
const toolStartedAfterFinished: StreamFilter = () => {
  const held = new Map<string, TurnOutput>();
  return (output, sink) => {
    if (output.kind === 'event' && output.event.type === 'tool.started')
      return void held.set(output.event.call_id, output);
    sink(output);
    if (output.kind === 'event' && output.event.type === 'tool.finished') {
      const started = held.get(output.event.call_id);
      held.delete(output.event.call_id);
      if (started) sink(started);
    }
  };
};

/** The tool.started events of a step (sent together) go out in reverse order. */
const toolStartsReversed: StreamFilter = () => {
  let batch: TurnOutput[] = [];
  let sinkOf: TurnSink | undefined;
  const flush = () => {
    const reversed = batch.reverse();
    batch = [];
    for (const output of reversed) sinkOf?.(output);
  };
  return (output, sink) => {
    sinkOf = sink;
    if (output.kind === 'event' && output.event.type === 'tool.started') {
      if (batch.length === 0) queueMicrotask(flush);
      batch.push(output);
      return;
    }
    flush();
    sink(output);
  };
};

export const faults = [
  fault(
    'order.sequence#started-first',
    'delta-before-turn-started',
    'holds turn.started back until the first event after it is out',
    stream(
      holdUntil(
        isEvent('turn.started'),
        (o) => o.kind === 'event',
        (o) => o.kind === 'artifact',
      ),
    ),
    { alsoBreaks: ['event.turn-started-first'] },
  ),
  fault(
    'order.sequence#step-finished-after-deltas',
    'delta-after-step-finished',
    "sends a step's last delta after its step.finished",
    stream(
      holdUntil(
        (o) => o.kind === 'event' && (o.event.type === 'text.delta' || o.event.type === 'reasoning.delta'),
        isEvent('step.finished'),
      ),
    ),
  ),
  fault(
    'order.sequence#tools-after-step',
    'tool-before-step-finished',
    "sends a step's first tool.started before its step.finished",
    stream(
      holdUntil(
        isEvent('step.finished'),
        isEvent('tool.started'),
        (o) => o.kind === 'artifact' && !isArtifact(ArtifactNames.answer)(o),
      ),
    ),
  ),
  fault(
    'order.sequence#answer-before-finished',
    'answer-before-last-step',
    "sends the answer artifact before the last step's step.finished",
    stream(
      holdUntil(isEvent('step.finished'), isArtifact(ArtifactNames.answer), (o) =>
        isArtifact(ArtifactNames.transcript)(o),
      ),
    ),
  ),
  fault(
    'order.steps-numbered#from-one',
    'steps-from-zero',
    'numbers steps 0, 1, 2, …',
    events((event) => ('step' in event ? ({ ...event, step: event.step - 1 } as VesselEvent) : event)),
    { alsoBreaks: ['event.shape'] },
  ),
  fault(
    'order.steps-numbered#no-gaps',
    'step-gap',
    'numbers steps 1, 3, 5, …',
    events((event) => ('step' in event ? { ...event, step: 2 * event.step - 1 } : event)),
    { alsoBreaks: ['merge.content-exact', 'content.deltas-equal-transcript', 'content.step-finished-model'] },
  ),
  fault(
    'order.tool-pairing#finished',
    'unpaired-tool-finished',
    'never sends the tool.finished of the first tool call',
    withoutFirstEvent((e) => e.type === 'tool.finished'),
    { alsoBreaks: ['status.expected', 'early-end.stopped'] },
  ),
  fault(
    'order.tool-pairing#after-started',
    'tool-finished-before-started',
    'sends each tool.started after its tool.finished',
    stream(toolStartedAfterFinished),
    { alsoBreaks: ['order.sequence', 'status.expected', 'early-end.stopped'] },
  ),
  fault(
    'order.tool-pairing#same-name',
    'tool-finished-other-name',
    'names another tool in tool.finished than in its tool.started',
    eventsOf('tool.finished', (e) => ({ ...e, name: `${e.name}-done` })),
  ),
  fault(
    'order.tool-call-order#whole',
    'tool-started-reverse-order',
    'sends the tool.started events of a step in reverse call order',
    stream(toolStartsReversed),
  ),
] satisfies FaultsOf<'order'>;
