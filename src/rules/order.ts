// The order of a turn's events (events.txt "Event types"; CONTRACT.md D5, D16): the sequence
// by step, steps numbered from 1, and every tool.started paired with its tool.finished.
import { clause, contract, events, rule } from './cite.ts';
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
    {
      clauses: [
        clause('started-first', 'nothing comes before turn.started'),
        clause(
          'step-finished-after-deltas',
          "a step's step.finished follows its deltas, and no delta of that step comes after it",
        ),
        clause('tools-after-step', "a step's tool events come after its step.finished"),
        clause('answer-before-finished', 'the answer artifact comes before turn.finished, after the last step'),
        clause('finished-last', 'turn.finished is the last vessel event, in the terminal status update'),
      ],
    },
  ),
  rule(
    'order.steps-numbered',
    'MUST',
    'Steps are numbered from 1 with no gaps',
    [contract('D5', 'Steps are numbered from 1 with no gaps.')],
    {
      clauses: [
        clause('from-one', 'the first step is numbered 1'),
        clause('no-gaps', 'each later step is numbered one more than the one before'),
      ],
    },
  ),
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
    {
      clauses: [
        clause('finished', 'every tool.started has a tool.finished with its call_id'),
        clause('after-started', 'each tool.finished follows its own tool.started'),
        clause('same-name', 'a tool.finished names the same tool as its tool.started'),
      ],
    },
  ),
  rule('order.tool-call-order', 'MUST', "tool.started events follow the order of the model's tool calls", [
    contract(
      'D16',
      '`tool.started` events follow call order; `tool.finished` events and tool results follow completion order.',
    ),
  ]),
] as const satisfies readonly Rule[];
