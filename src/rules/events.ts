// Vessel events (events.txt "Event types"; CONTRACT.md D1, D4, D5, D16): each event's carrier and
// shape, and the order of a turn's events.
import { contract, events, rule } from './cite.ts';
import type { Rule } from './types.ts';

const TYPES = 'Event types';

export const rules: Rule[] = [
  rule('event.status-message', 'MUST', 'An event is a status message with ROLE_AGENT, vessel.event metadata and exactly one application/json data part', [
    events('Events', 'Every step of a turn streams as an event: a JSON object with a type, carried as the data part of an A2A status update.'),
    contract('D4', 'Each event is a `statusUpdate` whose status message has `role: ROLE_AGENT`, `metadata: {"vessel.event": "<type>"}` and exactly one part `{"mediaType": "application/json", "data": {"type": "<type>", ...fields}}`.'),
  ]),
  rule('event.shape', 'MUST', "An event's data has its type's fields with their types", [
    events('Events', "This page lists each event's fields."),
  ]),
  rule('event.working-state', 'MUST', 'All events but the last carry TASK_STATE_WORKING', [
    contract('D4', 'All events but the last carry `TASK_STATE_WORKING`.'),
  ]),
  rule('event.turn-started-first', 'MUST', 'turn.started is the first vessel event, sent once', [
    events(TYPES, 'Once, first'),
    contract('D4', '`turn.started` is the first vessel event'),
  ]),
  rule('event.turn-started-ids', 'MUST', 'turn.started names the task id as turn_id and the contextId as conversation_id', [
    events(TYPES, 'conversation_id, turn_id (the task id)'),
    contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.'),
  ]),
  rule('event.tool-finished-fields', 'MUST', 'tool.finished.error is a non-empty string when the tool failed, else null; a failed tool\'s output is its error text', [
    contract('D16', '`tool.finished.error` is a non-empty string when the tool failed, else null (absent is read as null); a failing tool\'s output is its error text, which is also the result the model sees.'),
  ]),
  rule('order.sequence', 'MUST', 'Events follow turn.started, then per step deltas, step.finished, tool pairs; then the answer; turn.finished last', [
    contract('D5', '`turn.started` first; then, for each step k = 1, 2, …: the step\'s `reasoning.delta` and `text.delta` events (step = k), then `step.finished` (step = k), then for each tool call of that step `tool.started` … `tool.finished` (the same `call_id`, the same `name`); then the `answer` artifact; `turn.finished` last, in the status update whose state is terminal.'),
  ]),
  rule('order.steps-numbered', 'MUST', 'Steps are numbered from 1 with no gaps', [
    contract('D5', 'Steps are numbered from 1 with no gaps.'),
  ]),
  rule('order.tool-pairing', 'MUST', 'Every tool.started has a matching tool.finished (same call_id and name) after it', [
    events(TYPES, 'Every tool.started has a matching tool.finished.'),
    contract('D5', 'Tool calls of one step may run concurrently: their started/finished pairs may interleave, but each `tool.finished` follows its own `tool.started`.'),
  ]),
  rule('order.tool-call-order', 'MUST', "tool.started events follow the order of the model's tool calls", [
    contract('D16', '`tool.started` events follow call order; `tool.finished` events and tool results follow completion order.'),
  ]),
  rule('turn.steps-count', 'MUST', 'turn.finished.steps equals the number of step.finished events', [
    contract('D5', '`turn.finished.steps` equals the number of `step.finished` events'),
  ]),
  rule('turn.tokens-sum', 'SHOULD', "turn.finished.tokens are the sums of the steps' tokens", [
    contract('D5', 'its `tokens` are their sums (SHOULD).'),
  ]),
];
