// Ending early (transcript-format.txt "What comes back"; events.txt "Event types"; CONTRACT.md
// D8, D16): the closing message, the result of every call that never ran, and a stopped tool.
import { clause, contract, events, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

const CALLS_KEPT_NOT_RUN = contract(
  'D16',
  'If the model calls tools on that call anyway, the calls are kept in the transcript, never run (no tool events), each answered `[not run: the turn ended first]`, and the turn closes with `[this turn ended early: step_limit]`.',
);

export const rules = [
  rule(
    'early-end.closing-message',
    'MUST',
    'A turn that ended before the model answered closes with [this turn ended early: <status>]',
    [
      transcriptFormat(
        'What comes back',
        'The turn ended before the model answered A closing assistant message [this turn ended early: <status>]',
      ),
      contract(
        'D8',
        'When the turn ends before the model answered, the transcript closes with the assistant message `[this turn ended early: <status>]`',
      ),
      CALLS_KEPT_NOT_RUN,
    ],
    {
      clauses: [
        clause(
          'closes',
          'a turn that ended before the model answered closes its transcript with [this turn ended early: <status>], naming its status',
        ),
        clause('only-when-early', 'a turn whose model answered does not close with the early-end message'),
      ],
    },
  ),
  rule(
    'early-end.not-run',
    'MUST',
    'Every tool call that never ran gets the result [not run: the turn ended first]',
    [
      transcriptFormat('What comes back', 'A tool call never ran A tool result [not run: the turn ended first]'),
      contract('D8', 'every tool call that never ran gets the tool result `[not run: the turn ended first]`'),
      CALLS_KEPT_NOT_RUN,
    ],
    {
      clauses: [
        clause(
          'result',
          'every tool call that never ran is answered [not run: the turn ended first] in the transcript',
        ),
        clause('step-limit-calls', 'the tool calls the step_limit call made are never run'),
      ],
    },
  ),
  rule(
    'early-end.stopped',
    'MUST',
    'A tool running when the turn ended gets tool.finished with output [stopped], the same as its transcript result',
    [
      events('Event types', 'After each tool call, including stopped ones (output: "[stopped]")'),
      contract('D8', 'a tool running at that moment gets `tool.finished` with output `[stopped]`.'),
      contract('D16', 'A stopped tool has output `[stopped]` and the same text as its transcript result.'),
    ],
    {
      clauses: [
        clause('output', 'a tool running when the turn ended gets tool.finished with output [stopped]'),
        clause('transcript', 'its transcript result is [stopped] too'),
        clause('only-when-early', 'a tool is reported [stopped] only in a turn that ended early'),
      ],
    },
  ),
] as const satisfies readonly Rule[];
