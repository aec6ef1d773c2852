// The order of a turn's events (events.txt "Event types"; CONTRACT.md D5, D16): the sequence
// by step, steps numbered from 1, and every tool.started paired with its tool.finished.
import { contract, events, rule } from './cite.ts';
import type { Rule } from './types.ts';

const TYPES = 'Event types';

export const rules = [
  rule(
    'order.sequence',
    'MUST',
    'Events follow turn.started, then per step deltas, step.finished, tool pairs; then the answer; turn.finished last',
    [
      contract(
        'D5',
        "`turn.started` first; then, for each step k = 1, 2, …: the step's `reasoning.delta` and `text.delta` events (step = k), then `step.finished` (step = k), then for each tool call of that step `tool.started` … `tool.finished` (the same `call_id`, the same `name`); then the `answer` artifact; `turn.finished` last, in the status update whose state is terminal.",
      ),
    ],
  ),
  rule('order.steps-numbered', 'MUST', 'Steps are numbered from 1 with no gaps', [
    contract('D5', 'Steps are numbered from 1 with no gaps.'),
  ]),
  rule(
    'order.tool-pairing',
    'MUST',
    'Every tool.started has a matching tool.finished (same call_id and name) after it',
    [
      events(TYPES, 'Every tool.started has a matching tool.finished.'),
      contract(
        'D5',
        'Tool calls of one step may run concurrently: their started/finished pairs may interleave, but each `tool.finished` follows its own `tool.started`.',
      ),
    ],
  ),
  rule('order.tool-call-order', 'MUST', "tool.started events follow the order of the model's tool calls", [
    contract(
      'D16',
      '`tool.started` events follow call order; `tool.finished` events and tool results follow completion order.',
    ),
  ]),
] as const satisfies readonly Rule[];
