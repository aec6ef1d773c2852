// Faults of the vessel event rules (src/rules/event.ts): an event's carrier (its status message,
// metadata and data part), its fields, its task state, and turn.started's place and ids.
import type { VesselEvent } from '../a2a/vessel-events.ts';
import { isObject } from '../transcript/read.ts';
import { statusMessages } from './bends/server.ts';
import { eventStates, eventsOf, stream, withoutFirstEvent } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

export const faults = [
  fault(
    'event.status-message#role-agent',
    'status-message-wrong-role',
    'event status messages have role ROLE_USER',
    statusMessages((m) => {
      m.role = 'ROLE_USER';
    }),
  ),
  fault(
    'event.status-message#metadata-type',
    'event-metadata-wrong-type',
    'status messages name the event vessel.event "event" whatever its type',
    statusMessages((m) => {
      if (m.metadata) m.metadata['vessel.event'] = 'event';
    }),
  ),
  fault(
    'event.status-message#one-part',
    'event-two-parts',
    'event status messages carry a second part (the event type as text) beside the data part',
    statusMessages((m) => {
      const data = m.parts?.[0]?.data;
      if (m.parts && isObject(data)) m.parts.push({ text: String(data.type) });
    }),
  ),
  fault(
    'event.status-message#json-part',
    'event-part-text-media-type',
    "the event's data part says mediaType text/plain, not application/json",
    statusMessages((m) => {
      const part = m.parts?.[0];
      if (part && isObject(part.data)) part.mediaType = 'text/plain';
    }),
  ),
  fault(
    'event.status-message#typed-data',
    'event-data-untyped',
    "the event's data leaves out its type (the metadata still names it)",
    statusMessages((m) => {
      const part = m.parts?.[0];
      if (part && isObject(part.data)) delete part.data.type;
    }),
    { alsoBreaks: ['event.shape'] },
  ),
  fault(
    'event.shape#known-type',
    'unknown-event-type',
    'sends an event of a type events.txt does not list (turn.progress) after turn.started',
    stream(() => (output, sink) => {
      sink(output);
      if (output.kind === 'event' && output.event.type === 'turn.started')
        sink({
          kind: 'event',
          state: output.state,
          event: { type: 'turn.progress', percent: 0 } as unknown as VesselEvent,
        });
    }),
  ),
  fault(
    'event.shape#fields',
    'step-as-string',
    'sends step.finished.step as a string ("1")',
    eventsOf('step.finished', (event) => ({ ...event, step: String(event.step) })),
    { alsoBreaks: ['content.step-finished-model'] },
  ),
  fault(
    'event.working-state#whole',
    'delta-not-working',
    'sends text deltas in TASK_STATE_SUBMITTED, not TASK_STATE_WORKING',
    eventStates((event, state) => (event.type === 'text.delta' ? 'TASK_STATE_SUBMITTED' : state)),
  ),
  fault(
    'event.turn-started-first#first',
    'no-turn-started',
    'never sends turn.started',
    withoutFirstEvent((e) => e.type === 'turn.started'),
    { alsoBreaks: ['order.sequence', 'status.expected'] },
  ),
  fault(
    'event.turn-started-first#once',
    'turn-started-twice',
    'sends turn.started twice',
    stream(() => (output, sink) => {
      sink(output);
      if (output.kind === 'event' && output.event.type === 'turn.started') sink(output);
    }),
  ),
  fault(
    'event.turn-started-ids#turn-id',
    'turn-started-wrong-ids',
    'sends a turn_id in turn.started that is not the task id',
    eventsOf('turn.started', (e) => ({ ...e, turn_id: `turn-${e.turn_id}` })),
  ),
  fault(
    'event.turn-started-ids#conversation-id',
    'turn-started-wrong-conversation',
    'sends a conversation_id in turn.started that is not the contextId',
    eventsOf('turn.started', (e) => ({ ...e, conversation_id: `conversation-${e.conversation_id}` })),
  ),
  fault(
    'event.tool-finished-fields#error-type',
    'failed-tool-empty-error',
    'sends tool.finished.error as an empty string when the tool failed',
    eventsOf('tool.finished', (e) => (e.error ? { ...e, error: '' } : e)),
  ),
  fault(
    'event.tool-finished-fields#error-output',
    'failed-tool-output-other',
    "a failed tool's tool.finished.output is 'the tool failed', not its error text",
    eventsOf('tool.finished', (e) => (e.error ? { ...e, output: 'the tool failed' } : e)),
  ),
] satisfies FaultsOf<'event'>;
