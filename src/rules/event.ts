// Vessel events (events.txt "Events", "Event types"; CONTRACT.md D1, D4, D16): each event's
// carrier, its fields, and turn.started's place and ids.
import { clause, contract, events, rule } from './cite.ts';
import type { Rule } from './types.ts';

const TYPES = 'Event types';

export const rules = [
  rule(
    'event.status-message',
    'MUST',
    'An event is a status message with ROLE_AGENT, vessel.event metadata and exactly one application/json data part',
    [
      events(
        'Events',
        'Every step of a turn streams as an event: a JSON object with a type, carried as the data part of an A2A status update.',
      ),
      contract(
        'D4',
        'Each event is a `statusUpdate` whose status message has `role: ROLE_AGENT`, `metadata: {"vessel.event": "<type>"}` and exactly one part `{"mediaType": "application/json", "data": {"type": "<type>", ...fields}}`.',
      ),
    ],
    {
      clauses: [
        clause('role-agent', 'the status message carrying an event has role ROLE_AGENT'),
        clause('metadata-type', 'its metadata["vessel.event"] names the event\'s type'),
        clause('one-part', 'it holds exactly one part'),
        clause('json-part', "that part's mediaType is application/json"),
        clause('typed-data', "that part's data is an object whose type is the event's type"),
      ],
    },
  ),
  rule(
    'event.shape',
    'MUST',
    "An event's data has its type's fields with their types",
    [events('Events', "This page lists each event's fields.")],
    {
      clauses: [
        clause('known-type', "the event's type is one events.txt lists"),
        clause('fields', "the event's data has its type's fields, each of its type"),
      ],
    },
  ),
  rule('event.working-state', 'MUST', 'All events but the last carry TASK_STATE_WORKING', [
    contract('D4', 'All events but the last carry `TASK_STATE_WORKING`.'),
  ]),
  rule(
    'event.turn-started-first',
    'MUST',
    'turn.started is the first vessel event, sent once',
    [events(TYPES, 'Once, first'), contract('D4', '`turn.started` is the first vessel event')],
    {
      clauses: [clause('first', 'the first vessel event is turn.started'), clause('once', 'turn.started is sent once')],
    },
  ),
  rule(
    'event.turn-started-ids',
    'MUST',
    'turn.started names the task id as turn_id and the contextId as conversation_id',
    [
      events(TYPES, 'conversation_id, turn_id (the task id)'),
      contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.'),
    ],
    {
      clauses: [
        clause('turn-id', 'turn.started.turn_id is the task id'),
        clause('conversation-id', 'turn.started.conversation_id is the contextId'),
      ],
    },
  ),
  rule(
    'event.tool-finished-fields',
    'MUST',
    "tool.finished.error is a non-empty string when the tool failed, else null; a failed tool's output is its error text",
    [
      contract(
        'D16',
        "`tool.finished.error` is a non-empty string when the tool failed, else null (absent is read as null); a failing tool's output is its error text, which is also the result the model sees.",
      ),
    ],
    {
      clauses: [
        clause('error-type', 'tool.finished.error is a non-empty string or null'),
        clause('error-output', "a failed tool's output is its error text"),
      ],
    },
  ),
] as const satisfies readonly Rule[];
