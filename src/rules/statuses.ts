// Turn statuses and task states (events.txt "Turn statuses"; CONTRACT.md D7, D16), and ending
// early (transcript-format.txt "What comes back"; D8).
import { contract, events, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

const STATUSES = 'Turn statuses';
const CALLS_KEPT_NOT_RUN = contract('D16', 'If the model calls tools on that call anyway, the calls are kept in the transcript, never run (no tool events), each answered `[not run: the turn ended first]`, and the turn closes with `[this turn ended early: step_limit]`.');

export const rules: Rule[] = [
  rule('status.task-state', 'MUST', 'turn.finished.status and the final task state agree per the D7 table', [
    events('Event types', 'Once, last, in the task\'s final status'),
    contract('D7', 'Statuses and task states.'),
  ]),
  rule('status.expected', 'MUST', 'The turn ends with the status its situation calls for', [
    events(STATUSES, 'The model answered'),
    events(STATUSES, 'max_steps was reached and the model answered without tools'),
    events(STATUSES, 'The caller cancelled it'),
    events(STATUSES, 'The model endpoint failed, or the turn failed unexpectedly; error gives a generic reason'),
  ]),
  rule('status.error-presence', 'MUST', 'turn.finished.error is present for model_error and absent for ok and step_limit', [
    contract('D7', '`error` is present on `model_error` and states a generic reason'),
    contract('D16', '`turn.finished.error` is present for `model_error`; it may be present for `deadline` and `cancelled`; never for `ok` or `step_limit`.'),
  ]),
  rule('status.error-generic', 'MUST', 'The error states a generic reason: no stack trace, endpoint address, credential or file path', [
    events(STATUSES, 'error gives a generic reason'),
    contract('D7', 'no stack trace, no model endpoint address, no credential, no internal file path.'),
  ]),
  rule('status.tool-failure-continues', 'MUST', 'A failing tool does not end the turn: the model is called again', [
    events(STATUSES, 'A tool that fails does not end the turn: the model sees the error and can try again.'),
    contract('D7', 'A tool that fails never ends the turn: its error goes back to the model.'),
  ]),
  rule('early-end.closing-message', 'MUST', 'A turn that ended before the model answered closes with [this turn ended early: <status>]', [
    transcriptFormat('What comes back', 'The turn ended before the model answered A closing assistant message [this turn ended early: <status>]'),
    contract('D8', 'When the turn ends before the model answered, the transcript closes with the assistant message `[this turn ended early: <status>]`'),
    CALLS_KEPT_NOT_RUN,
  ]),
  rule('early-end.not-run', 'MUST', 'Every tool call that never ran gets the result [not run: the turn ended first]', [
    transcriptFormat('What comes back', 'A tool call never ran A tool result [not run: the turn ended first]'),
    contract('D8', 'every tool call that never ran gets the tool result `[not run: the turn ended first]`'),
    CALLS_KEPT_NOT_RUN,
  ]),
  rule('early-end.stopped', 'MUST', 'A tool running when the turn ended gets tool.finished with output [stopped], the same as its transcript result', [
    events('Event types', 'After each tool call, including stopped ones (output: "[stopped]")'),
    contract('D8', 'a tool running at that moment gets `tool.finished` with output `[stopped]`.'),
    contract('D16', 'A stopped tool has output `[stopped]` and the same text as its transcript result.'),
  ]),
];
