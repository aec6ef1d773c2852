// Content, in two places the documents speak of it. In a history: a user message's content list
// and its parts (transcript-format.txt "Messages"; CONTRACT.md D15), judged by the transcript
// validator like every envelope rule. In what comes back: what the transcript of a turn holds and
// how it agrees with the other views of the same turn (transcript-format.txt "What comes back";
// events.txt; CONTRACT.md D8, D10, D16).
import { clause, contract, events, rule, transcriptFormat } from './cite.ts';
import { USER_ROW } from './messages-table.ts';
import type { Rule } from './types.ts';

const BACK = 'What comes back';

/** The content of a history's user message: envelope rules (src/rules/transcript.ts gathers them). */
export const envelopeRules = [
  rule(
    'content.list-empty',
    'MUST',
    "A user message's content list is not empty.",
    [USER_ROW, contract('D15', '`""` is valid content; only a content *list* must be non-empty.')],
    ['empty'],
  ),
  rule(
    'content.part',
    'MUST',
    'Each content part is a `text` part with a string `text` or an `image_url` part with a string `url`.',
    [USER_ROW],
    ['part'],
  ),
] as const satisfies readonly Rule[];

/** The content of a turn's transcript, against the turn's events, artifacts and model calls. */
export const turnRules = [
  rule(
    'content.message-order',
    'MUST',
    "The turn's messages start with the user's message and end with the final answer or the closing message",
    [
      transcriptFormat(BACK, "the user's message first, then assistant messages, tool results, and the final answer."),
      contract(
        'D10',
        "The user's message first, then each assistant message (with `tool_calls` where the model called tools, and `reasoning_content` where it reasoned), then each tool result, ending with the final answer (or the early-end message of D8).",
      ),
      contract(
        'D2',
        'These become one user message: a string when there is one text part and no image, else a list of `text` and `image_url` content parts, in order.',
      ),
    ],
    {
      clauses: [
        clause('user-first', "the turn's transcript starts with the user's message holding the user's words"),
        clause(
          'user-form',
          "that message's content is a string for one text part and no image, else a list holding each image",
        ),
        clause('then-assistant-and-tool', 'after it come only assistant messages and tool results'),
        clause(
          'ends-with-answer',
          'a turn whose model answered ends with the final answer (an assistant message without tool calls)',
        ),
        clause('ends-with-closing', 'a turn that ended early ends with the closing message'),
      ],
    },
  ),
  rule(
    'content.deltas-equal-transcript',
    'MUST',
    "Step k's deltas equal its assistant message's content and reasoning_content",
    [
      contract('D10', "The deltas of step k equal that step's assistant `content` and `reasoning_content`."),
      contract('D16', 'Cross-view checks (D10) hold for completed steps.'),
    ],
    {
      clauses: [
        clause('content', "step k's text deltas equal its assistant message's content"),
        clause('reasoning', "step k's reasoning deltas equal its assistant message's reasoning_content"),
        clause('message-per-step', 'every completed step has its assistant message'),
      ],
    },
  ),
  rule(
    'content.tool-calls-kept',
    'MUST',
    "Each assistant message keeps the model's tool calls; arguments that are not JSON are stored as {}",
    [
      transcriptFormat(
        BACK,
        "The model sent tool arguments that are not JSON The call's arguments are stored as {}, so the history stays replayable; the error result stays",
      ),
      contract(
        'D10',
        'Tool arguments that are not JSON are stored as `"{}"`, the `tool.started` event carries the first 2,000 characters of the raw input, and the error result stays in the history.',
      ),
      contract(
        'D16',
        'Tool arguments that parse as JSON are kept as sent (a non-object then gets an error result from the tool); an empty string is not JSON (stored as `"{}"`).',
      ),
    ],
    {
      clauses: [
        clause('calls', "an assistant message holds the model's tool calls of its step, with their ids and names"),
        clause('arguments', 'JSON arguments are stored as the model sent them; others as {}'),
        clause(
          'event-arguments',
          'tool.started carries the parsed arguments, or the first 2,000 characters of invalid input',
        ),
      ],
    },
  ),
  rule(
    'content.tool-events-equal-transcript',
    'MUST',
    "tool.started and tool.finished agree with the transcript's calls and results",
    [
      events(
        'Event types',
        'call_id, name, arguments (the parsed object, or the first 2,000 characters of invalid input)',
      ),
      events('Event types', 'call_id, name, output (first 4,000 characters), error, truncated, elapsed_ms'),
      contract(
        'D16',
        "The transcript holds a tool's whole output; only the event's `output` is cut at 4,000 characters (`truncated: true`).",
      ),
    ],
    {
      clauses: [
        clause('started-call', 'each tool.started names a call of the transcript, with its name'),
        clause('finished-output', 'each tool.finished.output is the transcript result, cut at 4,000 characters'),
        clause('truncated', 'tool.finished.truncated says whether the result was longer than 4,000 characters'),
      ],
    },
  ),
  rule(
    'content.step-finished-model',
    'MUST',
    "step.finished reports the model call's tool call count and finish_reason",
    [events('Event types', 'step, tool_calls (count), tokens (input, output), finish_reason')],
    {
      clauses: [
        clause('present', 'every completed model call has its step.finished'),
        clause('tool-calls', 'step.finished.tool_calls is the number of tool calls the model made'),
        clause('finish-reason', 'step.finished.finish_reason is the one the model sent'),
      ],
    },
  ),
  rule('content.summary-equals-finished', 'MUST', "The transcript's closing summary agrees with turn.finished", [
    events(
      'Artifacts',
      "The transcript's closing turn summary has the same fields as turn.finished plus model, the model name.",
    ),
  ]),
  rule(
    'content.get-task-agrees',
    'SHOULD',
    "What GetTask returns agrees with the stream's turn.finished and answer",
    [contract('D1', 'One turn is one task.')],
    {
      clauses: [
        clause('turn-finished', "GetTask's status message holds the stream's turn.finished"),
        clause('answer', "GetTask's answer artifact holds the streamed answer"),
      ],
    },
  ),
  rule('content.replay-valid', 'MUST', "The history plus the turn's messages pass every envelope rule", [
    transcriptFormat(BACK, 'Append the messages to your stored history and send them with the next turn.'),
    contract(
      'D8',
      "Whatever happened, the turn's messages appended to the history form a transcript that passes every envelope rule (the *replay* property).",
    ),
  ]),
  rule(
    'content.prefix-usable',
    'MUST',
    'Every prefix of the transcript cut at a chunk boundary, its open calls answered, passes every envelope rule',
    [
      transcriptFormat(
        BACK,
        'Each message is sent once, as soon as it is complete, so a dropped stream still leaves a usable prefix.',
      ),
      contract(
        'D18',
        'That history passes every envelope rule, for every such prefix of every turn (MUST): a vessel never sends a message that would leave a prefix unusable',
      ),
    ],
    {
      clauses: [
        clause(
          'prefix',
          'every prefix cut at a chunk boundary, its open calls answered [not run: the turn ended first], passes every envelope rule',
        ),
      ],
    },
  ),
] as const satisfies readonly Rule[];
