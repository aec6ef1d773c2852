// turn.finished's totals against the steps it closes (CONTRACT.md D5), and a turn's outcome as a
// function of its input (D1).
import { clause, contract, rule } from './cite.ts';
import type { Rule } from './types.ts';

export const rules = [
  rule('turn.steps-count', 'MUST', 'turn.finished.steps equals the number of step.finished events', [
    contract('D5', '`turn.finished.steps` equals the number of `step.finished` events'),
  ]),
  rule('turn.tokens-sum', 'SHOULD', "turn.finished.tokens are the sums of the steps' tokens", [
    contract('D5', 'its `tokens` are their sums (SHOULD).'),
  ]),
  rule(
    'turn.same-outcome',
    'SHOULD',
    'The same script and history give the same events, content and transcript',
    [
      contract(
        'D1',
        'A vessel keeps no conversation state the application depends on: the application sends the whole history with every turn.',
      ),
    ],
    {
      clauses: [
        clause(
          'events',
          'the same input gives the same event types in the same order (deltas merged per step and kind)',
        ),
        clause('content', 'it gives the same content per step and kind'),
        clause('transcript', 'it gives the same transcript'),
      ],
    },
  ),
] as const satisfies readonly Rule[];
