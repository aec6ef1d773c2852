// Transcript envelope rules (transcript-format.txt; CONTRACT.md D2, D3, D12, D15).
// Every check of `validateTranscript` reports one of these ids; keywords follow D3: a rejection
// message (the kit's own and a vessel's) must contain at least one of them, case-insensitively.
import type { Rule } from './types.ts';
import { contract, transcriptFormat as doc } from './cite.ts';

/** Keeps each id's literal type, so `TranscriptRuleId` below is checked by the compiler. */
const rule = <Id extends string>(r: Rule & { id: Id }): Rule & { id: Id } => r;

const CHECKS_VERSION = 'the envelope\'s version is 1 and it holds at most 2,000 messages;';
const CHECKS_FIELDS = 'no other field appears on a message;';
const CHECKS_PAIRING = 'every tool call is answered before the next user or assistant message, and the history does not end with an unanswered call;';
const CHECKS_IMAGES =
  'images are inline data: URLs of PNG, JPEG, GIF or WebP, real base64 with the right leading bytes, at most 5 MB each and 32 in the whole history, and only for agents whose model accepts images;';
const USER_RULE =
  'content is a string, or a non-empty list of {"type": "text", "text": ...} and {"type": "image_url", "image_url": {"url": ..., "detail": ...}} parts';
const ASSISTANT_RULE = 'content is a string or null; each tool call has exactly id, type: "function" and function with string name and arguments';
const TOOL_RULE = 'Must answer an open tool call from the preceding assistant message; content is a string';
const D15_FIELDS = 'Messages and content parts (`text`, `image_url` and the object inside it) have exactly their fields.';

export const rules = [
  rule({
    id: 'transcript.envelope',
    level: 'MUST',
    title: 'The transcript is a JSON object whose `messages` is a list.',
    sources: [
      doc('The envelope', 'A transcript is conversation history in OpenAI chat format, wrapped in a small versioned envelope.'),
      contract('D15', 'The envelope may carry fields beside `version` and `messages` (a client that stores the last chunk keeps `turn`); they are ignored.'),
    ],
    keywords: ['envelope', 'transcript'],
  }),
  rule({
    id: 'transcript.version',
    level: 'MUST',
    title: 'The envelope\'s `version` is the number 1.',
    sources: [doc('Messages', CHECKS_VERSION)],
    keywords: ['version'],
  }),
  rule({
    id: 'transcript.max-messages',
    level: 'MUST',
    title: 'The history holds at most 2,000 messages.',
    sources: [doc('Messages', CHECKS_VERSION), contract('D2', 'The turn\'s user message counts toward every history limit (2,000 messages, 32 images).')],
    keywords: ['2000', '2,000', 'too many'],
  }),
  rule({
    id: 'message.object',
    level: 'MUST',
    title: 'Each message is a JSON object.',
    sources: [doc('Messages', 'Role Allowed fields Rules')],
    keywords: ['object'],
  }),
  rule({
    id: 'message.role-unknown',
    level: 'MUST',
    title: 'A message\'s `role` is `user`, `assistant` or `tool`.',
    sources: [contract('D15', '`role` is one of `user`, `assistant`, `tool`; `system` is refused by its own rule; anything else (`developer`, `model`) is an unknown role.')],
    keywords: ['role'],
  }),
  rule({
    id: 'message.system-refused',
    level: 'MUST',
    title: 'System messages are refused.',
    sources: [doc('Messages', 'system messages are refused: the briefing is fixed by the operator.')],
    keywords: ['system'],
  }),
  rule({
    id: 'message.field-not-allowed',
    level: 'MUST',
    title: 'Messages, content parts, image_url objects and tool calls carry only their allowed fields.',
    sources: [doc('Messages', CHECKS_FIELDS), doc('Messages', ASSISTANT_RULE), contract('D15', D15_FIELDS)],
    keywords: ['field', 'not allowed', 'unexpected', 'additional'],
  }),
  rule({
    id: 'message.content',
    level: 'MUST',
    title: 'Content has the type its role allows: user a string or a list of parts, assistant a string or null, tool a string.',
    sources: [
      doc('Messages', USER_RULE),
      doc('Messages', ASSISTANT_RULE),
      doc('Messages', TOOL_RULE),
      contract('D15', '`content` must be present on user and tool messages.'),
    ],
    keywords: ['content'],
  }),
  rule({
    id: 'content.list-empty',
    level: 'MUST',
    title: 'A user message\'s content list is not empty.',
    sources: [doc('Messages', USER_RULE), contract('D15', '`""` is valid content; only a content *list* must be non-empty.')],
    keywords: ['empty'],
  }),
  rule({
    id: 'content.part',
    level: 'MUST',
    title: 'Each content part is a `text` part with a string `text` or an `image_url` part with a string `url`.',
    sources: [doc('Messages', USER_RULE)],
    keywords: ['part'],
  }),
  rule({
    id: 'tool.call-shape',
    level: 'MUST',
    title: '`tool_calls` is a list of `{id, type: "function", function: {name, arguments}}` with a non-empty string id and string name and arguments.',
    sources: [
      doc('Messages', ASSISTANT_RULE),
      contract('D15', '`tool_calls`, when present, is a list; `[]` means no calls.'),
      contract('D15', '`arguments` must be a string; it need not be JSON in a history'),
    ],
    keywords: ['tool_calls', 'tool call'],
  }),
  rule({
    id: 'tool.call-id-duplicate',
    level: 'MUST',
    title: 'Tool call ids are unique within one assistant message.',
    sources: [contract('D15', 'Call ids are non-empty strings, unique within one assistant message;')],
    keywords: ['duplicate', 'unique', 'twice'],
  }),
  rule({
    id: 'tool.unanswered',
    level: 'MUST',
    title: 'Every tool call is answered before the next user or assistant message, and the history does not end with an unanswered call.',
    sources: [doc('Messages', CHECKS_PAIRING), contract('D15', 'each call is answered exactly once.')],
    keywords: ['answer', 'no result'],
  }),
  rule({
    id: 'tool.result-without-call',
    level: 'MUST',
    title: 'A tool message names, in `tool_call_id`, a call of the preceding assistant message that is still open.',
    sources: [doc('Messages', TOOL_RULE), contract('D15', 'A tool message needs `tool_call_id`.'), contract('D15', 'each call is answered exactly once.')],
    keywords: ['tool_call_id', 'open call', 'no matching', 'preceding'],
  }),
  rule({
    id: 'image.data-url',
    level: 'MUST',
    title: 'An image URL is an inline `data:` URL with `;base64` (a vessel never fetches a URL).',
    sources: [
      doc('Messages', CHECKS_IMAGES),
      contract('D12', 'Inline `data:` URLs only (a vessel never fetches a URL: the kit watches a canary address for it).'),
      contract('D15', 'the scheme `data:` and `;base64` are required;'),
    ],
    keywords: ['data:', 'data url', 'inline'],
  }),
  rule({
    id: 'image.media-type',
    level: 'MUST',
    title: 'An image\'s media type is `image/png`, `image/jpeg`, `image/gif` or `image/webp`, in lower case.',
    sources: [
      doc('Messages', CHECKS_IMAGES),
      contract('D15', 'the media type is one of `image/png`, `image/jpeg`, `image/gif`, `image/webp`, matched as written (lower case);'),
    ],
    keywords: ['media type', 'mime', 'png', 'jpeg', 'gif', 'webp', 'unsupported'],
  }),
  rule({
    id: 'image.base64',
    level: 'MUST',
    title: 'An image\'s data is strict base64: the standard alphabet, padded, no whitespace.',
    sources: [
      doc('Messages', CHECKS_IMAGES),
      contract('D15', 'Base64 in image data URLs is the standard alphabet with padding and no whitespace;'),
    ],
    keywords: ['base64'],
  }),
  rule({
    id: 'image.magic-bytes',
    level: 'MUST',
    title: 'An image\'s decoded leading bytes match its declared media type.',
    sources: [doc('Messages', CHECKS_IMAGES), contract('D12', 'with strict base64 whose decoded leading bytes match the declared type.')],
    keywords: ['bytes', 'magic', 'signature', 'match'],
  }),
  rule({
    id: 'image.max-bytes',
    level: 'MUST',
    title: 'An image holds at most 5,242,880 decoded bytes.',
    sources: [doc('Messages', CHECKS_IMAGES), contract('D12', 'At most 5 MB each, counted on the decoded bytes, with 5 MB = 5,242,880 bytes;')],
    keywords: ['5 mb', '5mb', '5,242,880', '5242880', 'too large', 'size'],
  }),
  rule({
    id: 'image.max-count',
    level: 'MUST',
    title: 'The history holds at most 32 images.',
    sources: [doc('Messages', CHECKS_IMAGES), contract('D12', 'At most 32 in the whole history including the new message.')],
    keywords: ['32', 'too many'],
  }),
  rule({
    id: 'image.not-accepted',
    level: 'MUST',
    title: 'No image is sent to an agent whose model does not accept images.',
    sources: [doc('Messages', CHECKS_IMAGES)],
    keywords: ['accept', 'not supported', 'does not support'],
  }),
  rule({
    id: 'image.detail',
    level: 'MUST',
    title: '`detail`, when present, is exactly `auto`, `low` or `high`.',
    sources: [
      doc('Messages', 'detail, when present, is auto, low or high.'),
      contract('D15', '`detail`, when present, is exactly `auto`, `low` or `high` (not null, not another case).'),
    ],
    keywords: ['detail'],
  }),
];

/** The id of a transcript rule; the validator reports only these. */
export type TranscriptRuleId = (typeof rules)[number]['id'];
