// Messages of a history (transcript-format.txt "Messages"; CONTRACT.md D15): each is an object
// with a known role, carrying only its allowed fields and content of the type its role allows.
// Judged by the transcript validator; the keywords follow D3.
import { clause, contract, rule, transcriptFormat } from './cite.ts';
import { ASSISTANT_ROW, TOOL_ROW, USER_ROW } from './messages-table.ts';
import type { Rule } from './types.ts';

const CHECKS_FIELDS = 'no other field appears on a message;';
const D15_FIELDS =
  'Messages and content parts (`text`, `image_url` and the object inside it) have exactly their fields.';

export const rules = [
  rule(
    'message.object',
    'MUST',
    'Each message is a JSON object.',
    [transcriptFormat('Messages', 'Role Allowed fields Rules')],
    ['object'],
  ),
  rule(
    'message.role-unknown',
    'MUST',
    "A message's `role` is `user`, `assistant` or `tool`.",
    [
      contract(
        'D15',
        '`role` is one of `user`, `assistant`, `tool`; `system` is refused by its own rule; anything else (`developer`, `model`) is an unknown role.',
      ),
    ],
    ['role'],
  ),
  rule(
    'message.system-refused',
    'MUST',
    'System messages are refused.',
    [transcriptFormat('Messages', 'system messages are refused: the briefing is fixed by the operator.')],
    ['system'],
  ),
  rule(
    'message.field-not-allowed',
    'MUST',
    'Messages, content parts, image_url objects and tool calls carry only their allowed fields.',
    [transcriptFormat('Messages', CHECKS_FIELDS), ASSISTANT_ROW, contract('D15', D15_FIELDS)],
    {
      keywords: ['field', 'not allowed', 'unexpected', 'additional'],
      clauses: [
        clause('tool-call', 'a tool call carries only id, type and function (name, arguments)', {
          path: '/messages/*/tool_calls/**',
        }),
        clause('image-url', 'an image_url object carries only url and detail', {
          path: '/messages/*/content/*/image_url/*',
        }),
        clause('content-part', 'a content part carries only type and its text or image_url', {
          path: '/messages/*/content/*/*',
        }),
        clause('message', 'a message carries only the fields its role allows'),
      ],
    },
  ),
  rule(
    'message.content',
    'MUST',
    'Content has the type its role allows: user a string or a list of parts, assistant a string or null, tool a string.',
    [USER_ROW, ASSISTANT_ROW, TOOL_ROW, contract('D15', '`content` must be present on user and tool messages.')],
    {
      keywords: ['content'],
      clauses: [
        clause('user', 'a user message has content: a string or a list of parts', { role: 'user' }),
        clause('assistant', "an assistant message's content is a string or null, its reasoning_content a string", {
          role: 'assistant',
        }),
        clause('tool', 'a tool message has content: a string', { role: 'tool' }),
      ],
    },
  ),
] as const satisfies readonly Rule[];
