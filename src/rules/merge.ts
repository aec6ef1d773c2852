// Merge windows (events.txt "Event types", text.delta row; CONTRACT.md D6).
import { clause, contract, events, rule } from './cite.ts';
import type { Rule } from './types.ts';

const ROW = events('Event types', 'As the model writes; pieces are merged into one event per 50 ms or 512 characters');

export const rules = [
  rule(
    'merge.content-exact',
    'MUST',
    "A step's deltas of one kind concatenate to exactly what the model streamed of that kind",
    [
      ROW,
      contract(
        'D6',
        "MUST (a) the concatenation of a step's deltas of one kind equals, character for character, what the model streamed of that kind in that step",
      ),
      contract('D6', 'Characters are Unicode code points, here and for the 2,000 and 4,000 cuts.'),
    ],
    {
      clauses: [
        clause('text', "a step's text.delta events concatenate to exactly the text the model streamed in that step"),
        clause(
          'reasoning',
          "a step's reasoning.delta events concatenate to exactly the reasoning the model streamed in that step",
        ),
        clause(
          'whole-characters',
          'each delta holds whole characters: where the model streamed whole code points, no delta begins or ends inside one',
        ),
      ],
    },
  ),
  rule('merge.max-chars', 'MUST', 'No delta holds more than 512 code points', [
    ROW,
    contract('D6', 'MUST (b) no event holds more than 512 characters'),
  ]),
  rule(
    'merge.merging-happens',
    'MUST',
    'A kind streamed for T ms gives at most ceil(T/50) + ceil(chars/512) + 1 deltas',
    [
      ROW,
      contract(
        'D6',
        'MUST (c) merging happens: while the model streams a kind continuously for T ms, that step has at most ceil(T / 50) + ceil(characters / 512) + 1 events of that kind',
      ),
    ],
  ),
  rule(
    'merge.pacing',
    'SHOULD',
    'Consecutive deltas of one kind in a step are 50 ms apart, less a tolerance, unless full or the final flush',
    [
      ROW,
      contract(
        'D6',
        'SHOULD (d) consecutive events of one kind in a step are at least 50 ms apart, less a stated tolerance, unless the first was full or the second is the end-of-message flush',
      ),
    ],
  ),
  rule('merge.lateness', 'INFO', 'Time from the mock model sending a piece to the kit receiving the delta holding it', [
    contract(
      'D6',
      'INFO (e) lateness: the time from the mock model sending a piece to the kit receiving the event holding it; reported as a distribution, never fatal.',
    ),
  ]),
] as const satisfies readonly Rule[];
