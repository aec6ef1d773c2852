// Turn statuses and task states (events.txt "Turn statuses"; CONTRACT.md D7, D16).
import { clause, contract, events, rule } from './cite.ts';
import type { Rule } from './types.ts';

const STATUSES = 'Turn statuses';

export const rules = [
  rule(
    'status.task-state',
    'MUST',
    'turn.finished.status and the final task state agree per the D7 table',
    [events('Event types', "Once, last, in the task's final status"), contract('D7', 'Statuses and task states.')],
    {
      clauses: [
        clause('state-of-status', "the terminal state carrying turn.finished is the one D7's table gives its status"),
        clause(
          'in-final-status',
          'a task returned whole (SendMessage, GetTask) carries turn.finished in its final status',
        ),
      ],
    },
  ),
  rule(
    'status.expected',
    'MUST',
    'The turn ends with the status its situation calls for',
    [
      events(STATUSES, 'The model answered'),
      events(STATUSES, 'max_steps was reached and the model answered without tools'),
      events(STATUSES, 'The caller cancelled it'),
      events(STATUSES, 'The model endpoint failed, or the turn failed unexpectedly; error gives a generic reason'),
    ],
    {
      clauses: [
        clause('ok', 'a turn whose model answered ends ok'),
        clause('step-limit', 'a turn that reached max_steps ends step_limit'),
        clause('deadline', 'a turn past its deadline ends deadline'),
        clause('cancelled', 'a cancelled turn ends cancelled'),
        clause('model-error', 'a turn whose model endpoint failed ends model_error'),
      ],
    },
  ),
  rule(
    'status.error-presence',
    'MUST',
    'turn.finished.error is present for model_error and absent for ok and step_limit',
    [
      contract('D7', '`error` is present on `model_error` and states a generic reason'),
      contract(
        'D16',
        '`turn.finished.error` is present for `model_error`; it may be present for `deadline` and `cancelled`; never for `ok` or `step_limit`.',
      ),
    ],
    {
      clauses: [
        clause('on-model-error', 'turn.finished.error is a non-empty string on model_error'),
        clause('not-on-answer', 'turn.finished.error is absent on ok and step_limit'),
      ],
    },
  ),
  rule(
    'status.error-generic',
    'MUST',
    'The error states a generic reason: no stack trace, endpoint address, credential or file path',
    [
      events(STATUSES, 'error gives a generic reason'),
      contract('D7', 'no stack trace, no model endpoint address, no credential, no internal file path.'),
    ],
    {
      clauses: [
        clause('no-stack', 'the error shows no stack trace or source position'),
        clause('no-endpoint', 'the error shows no model endpoint address (URL or host:port)'),
        clause('no-credential', 'the error shows no credential'),
        clause('no-path', 'the error shows no internal file path'),
      ],
    },
  ),
  rule('status.tool-failure-continues', 'MUST', 'A failing tool does not end the turn: the model is called again', [
    events(STATUSES, 'A tool that fails does not end the turn: the model sees the error and can try again.'),
    contract('D7', 'A tool that fails never ends the turn: its error goes back to the model.'),
  ]),
] as const satisfies readonly Rule[];
