// Values, not only types (issue 21, principle 3): the relations the documents give a field's
// value that no rule of its own area judged. Each field the documents define, and the rules that
// judge its value, are listed in ./fields.ts (docs/fields.md); these rules fill what it showed
// missing. Where no sentence gives a value (elapsed_ms), the figure is shown as INFO, never judged.
import { clause, contract, events, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

const TYPES = 'Event types';
const TOOL_FINISHED_ROW = events(TYPES, 'call_id, name, output (first 4,000 characters), error, truncated, elapsed_ms');
const SUMMARY = events(
  'Artifacts',
  "The transcript's closing turn summary has the same fields as turn.finished plus model, the model name.",
);

export const rules = [
  rule(
    'values.tool-call-ids',
    'MUST',
    "Tool events are the model's tool calls: each tool.started names one the model made, and every call of a step the turn went on from has its tool.started",
    [
      events(TYPES, 'Before each tool call'),
      contract(
        'D5',
        'then for each tool call of that step `tool.started` … `tool.finished` (the same `call_id`, the same `name`)',
      ),
    ],
    {
      clauses: [
        clause(
          'model-call',
          "each tool.started's call_id and name are those of a tool call the model made in this turn",
        ),
        clause(
          'each-call',
          'every tool call of a step after which the vessel called the model again has its tool.started',
        ),
      ],
    },
  ),
  rule(
    'values.tool-error-to-model',
    'MUST',
    "A failed tool's error text is the tool result the model sees on the next call",
    [
      events('Turn statuses', 'A tool that fails does not end the turn: the model sees the error and can try again.'),
      contract('D16', "a failing tool's output is its error text, which is also the result the model sees."),
    ],
  ),
  rule(
    'values.tool-failed-error',
    'MUST',
    'A tool that failed is reported failed: its tool.finished.error is a non-empty string',
    [
      contract(
        'D16',
        "`tool.finished.error` is a non-empty string when the tool failed, else null (absent is read as null); a failing tool's output is its error text, which is also the result the model sees.",
      ),
    ],
    {
      note: "event.tool-finished-fields judges an error a vessel reports; this rule holds a tool the case made fail (the profile's failing tool) to being reported so: an error of null there calls a failure a success.",
    },
  ),
  rule(
    'values.tool-output-to-model',
    'SHOULD',
    "The tool result the model sees is the tool's whole output, whose first 4,000 characters are tool.finished.output",
    [
      TOOL_FINISHED_ROW,
      contract(
        'D16',
        "The transcript holds a tool's whole output; only the event's `output` is cut at 4,000 characters (`truncated: true`).",
      ),
    ],
    {
      note: "The documents say what the model sees of a failed tool (D16: its error text, values.tool-error-to-model); of a tool that succeeded they say only that the event's output is its first 4,000 characters and that only the event is cut. That the model then gets the whole output is implied, not said: SHOULD.",
    },
  ),
  rule(
    'values.summary-model',
    'MUST',
    "The closing summary's model names the model the vessel called in the turn",
    [
      SUMMARY,
      contract(
        'D9',
        '`turn` with `status`, `steps`, `tokens {input, output}`, `elapsed_ms`, `files`, `error` (when any) and `model`.',
      ),
    ],
    {
      note: "The model name is read as the one the vessel asks its model endpoint for (each request's `model`) or the one the model's answer names; either is accepted.",
    },
  ),
  rule(
    'values.cut-step',
    'INFO',
    'finish_reason and tokens of the step.finished of a model call cut short (no sentence gives their values)',
    [
      contract(
        'D16',
        'A model call cut short (error, cancel, deadline) after it streamed output gets its `step.finished` (with the usage if any arrived)',
      ),
    ],
  ),
  rule(
    'values.model-name',
    'INFO',
    'The model name each model call asked for (no sentence gives its value; the summary must name it)',
    [SUMMARY],
  ),
  rule(
    'values.history-sent',
    'INFO',
    "How many of the application's messages each model call carries (no sentence says the history reaches the model)",
    [
      transcriptFormat(
        'What comes back',
        'Append the messages to your stored history and send them with the next turn.',
      ),
      contract(
        'D14',
        "On every request the mock model finds the newest user message holding such a line (in string content or in any text part, wherever the vessel placed the user's words)",
      ),
    ],
  ),
  rule(
    'values.elapsed',
    'INFO',
    'elapsed_ms of turn.finished, of the summary and of each tool.finished, beside the times the kit observed (no sentence says what elapsed_ms measures)',
    [
      events(TYPES, 'status, tokens, steps, elapsed_ms, files (the files attached, [] when none), error (when any)'),
      TOOL_FINISHED_ROW,
    ],
  ),
] as const satisfies readonly Rule[];
