// Tool calls and their results in a history (transcript-format.txt "Messages"; CONTRACT.md D15):
// the call's shape, unique ids, and every call answered once from the preceding assistant
// message. Judged by the transcript validator; the keywords follow D3.
import { clause, contract, rule, transcriptFormat } from './cite.ts';
import { ASSISTANT_ROW, TOOL_ROW } from './messages-table.ts';
import type { Rule } from './types.ts';

const CHECKS_PAIRING =
  'every tool call is answered before the next user or assistant message, and the history does not end with an unanswered call;';

export const rules = [
  rule(
    'tool.call-shape',
    'MUST',
    '`tool_calls` is a list of `{id, type: "function", function: {name, arguments}}` with a non-empty string id and string name and arguments.',
    [
      ASSISTANT_ROW,
      contract('D15', '`tool_calls`, when present, is a list; `[]` means no calls.'),
      contract('D15', '`arguments` must be a string; it need not be JSON in a history'),
    ],
    {
      keywords: ['tool_calls', 'tool call'],
      clauses: [
        clause('list', 'tool_calls is a list', { path: '/messages/*/tool_calls' }),
        clause('type', 'a tool call\'s type is "function"', { path: '/messages/*/tool_calls/*/type' }),
        clause('id', "a tool call's id is a non-empty string", { path: '/messages/*/tool_calls/*/id' }),
        clause('function', 'a tool call has a function with a string name and string arguments'),
      ],
    },
  ),
  rule(
    'tool.call-id-duplicate',
    'MUST',
    'Tool call ids are unique within one assistant message.',
    [contract('D15', 'Call ids are non-empty strings, unique within one assistant message;')],
    ['duplicate', 'unique', 'twice'],
  ),
  rule(
    'tool.unanswered',
    'MUST',
    'Every tool call is answered before the next user or assistant message, and the history does not end with an unanswered call.',
    [transcriptFormat('Messages', CHECKS_PAIRING), contract('D15', 'each call is answered exactly once.')],
    ['answer', 'no result'],
  ),
  rule(
    'tool.result-without-call',
    'MUST',
    'A tool message names, in `tool_call_id`, a call of the preceding assistant message that is still open.',
    [
      TOOL_ROW,
      contract('D15', 'A tool message needs `tool_call_id`.'),
      contract('D15', 'each call is answered exactly once.'),
    ],
    {
      keywords: ['tool_call_id', 'open call', 'no matching', 'preceding'],
      clauses: [
        clause('has-call-id', 'a tool message has a tool_call_id', { text: 'must name the open call' }),
        clause('open-call', 'its tool_call_id names a still open call of the preceding assistant message'),
      ],
    },
  ),
] as const satisfies readonly Rule[];
