// Each structural mistake is said once, with its rule, its pointer and the sentence a developer
// reads (src/transcript/structure.ts): one case per branch of the mapping from ajv errors.
import { describe, expect, it } from 'vitest';
import { validateTranscript } from '../../src/transcript/index.ts';
import { sampleDataUrl } from '../../src/transcript/sample-images.ts';

const env = (...messages: unknown[]) => ({ version: 1, messages });
const call = (id: unknown, fn: unknown = { name: 'f', arguments: '{}' }) => ({ id, type: 'function', function: fn });
const asking = (...tool_calls: unknown[]) => ({ role: 'assistant', tool_calls });
const answer = (id: string) => ({ role: 'tool', tool_call_id: id, content: 'done' });

/** [rule, path, message] of every problem, in order. */
const problemsOf = (value: unknown) =>
  validateTranscript(value, { acceptsImages: true, maxProblemsPerRule: Infinity }).problems.map((p) => [
    p.rule,
    p.path,
    p.message,
  ]);

describe('the envelope', () => {
  it.each([
    [
      'no version',
      { messages: [] },
      [['transcript.version', '', 'transcript: the envelope has no version; version must be 1']],
    ],
    ['no messages', { version: 1 }, [['transcript.envelope', '', 'transcript: the envelope has no messages list']]],
    [
      'neither version nor messages',
      { turn: {} },
      [
        ['transcript.version', '', 'transcript: the envelope has no version; version must be 1'],
        ['transcript.envelope', '', 'transcript: the envelope has no messages list'],
      ],
    ],
    [
      'a list',
      [],
      [
        [
          'transcript.envelope',
          '',
          'transcript: the transcript envelope must be a JSON object with version and messages, found a list',
        ],
      ],
    ],
    [
      'null',
      null,
      [
        [
          'transcript.envelope',
          '',
          'transcript: the transcript envelope must be a JSON object with version and messages, found null',
        ],
      ],
    ],
    [
      'version 2',
      { version: 2, messages: [] },
      [['transcript.version', '/version', 'version: the transcript version must be the number 1, found 2']],
    ],
    [
      'version "1"',
      { version: '1', messages: [] },
      [['transcript.version', '/version', 'version: the transcript version must be the number 1, found "1"']],
    ],
    [
      'messages an object',
      { version: 1, messages: {} },
      [
        [
          'transcript.envelope',
          '/messages',
          "messages: the transcript envelope's messages must be a list, found an object",
        ],
      ],
    ],
    [
      'messages null',
      { version: 1, messages: null },
      [['transcript.envelope', '/messages', "messages: the transcript envelope's messages must be a list, found null"]],
    ],
  ])('%s', (_name, value, expected) => {
    expect(problemsOf(value)).toEqual(expected);
  });

  it('counts the messages past the limit with thousands separators', () => {
    const many = env(...Array.from({ length: 2001 }, (_, i) => ({ role: 'user', content: `m${i}` })));
    expect(problemsOf(many)).toEqual([
      ['transcript.max-messages', '/messages', 'messages: 2,001 messages, too many: the history holds at most 2,000'],
    ]);
  });
});

describe('a message', () => {
  it.each([
    [
      'a number',
      env(5),
      [['message.object', '/messages/0', 'messages[0]: each message must be a JSON object, found a number']],
    ],
    [
      'a list',
      env({ role: 'user', content: 'a' }, []),
      [['message.object', '/messages/1', 'messages[1]: each message must be a JSON object, found a list']],
    ],
    [
      'without role',
      env({ content: 'x' }),
      [
        [
          'message.role-unknown',
          '/messages/0',
          'messages[0]: the message has no role; role must be user, assistant or tool',
        ],
      ],
    ],
    [
      'with a number role',
      env({ role: 5, content: 'x' }),
      [
        [
          'message.role-unknown',
          '/messages/0/role',
          'messages[0].role: unknown role 5; role must be user, assistant or tool',
        ],
      ],
    ],
    [
      'with role developer',
      env({ role: 'developer', content: 'x' }),
      [
        [
          'message.role-unknown',
          '/messages/0/role',
          'messages[0].role: unknown role "developer"; role must be user, assistant or tool',
        ],
      ],
    ],
    [
      'with role system',
      env({ role: 'system', content: 'x' }),
      [
        [
          'message.system-refused',
          '/messages/0/role',
          'messages[0].role: system messages are refused: the briefing is fixed by the operator',
        ],
      ],
    ],
    [
      'user without content',
      env({ role: 'user' }),
      [['message.content', '/messages/0', 'messages[0]: a user message must have content']],
    ],
    [
      'tool without content',
      env(asking(call('a')), { role: 'tool', tool_call_id: 'a' }),
      [['message.content', '/messages/1', 'messages[1]: a tool message must have content']],
    ],
    [
      'tool without tool_call_id',
      env({ role: 'tool', content: 'x' }),
      [
        [
          'tool.result-without-call',
          '/messages/0',
          'messages[0]: a tool message must name the open call it answers in tool_call_id',
        ],
      ],
    ],
    [
      'tool with a number tool_call_id',
      env({ role: 'tool', tool_call_id: 5, content: 'x' }),
      [
        [
          'tool.result-without-call',
          '/messages/0/tool_call_id',
          'messages[0].tool_call_id: tool_call_id must be a string naming an open tool call, found a number',
        ],
      ],
    ],
    [
      'user with a name',
      env({ role: 'user', content: 'x', name: 'n' }),
      [
        [
          'message.field-not-allowed',
          '/messages/0/name',
          'messages[0].name: field "name" is not allowed on a user message (allowed: role, content)',
        ],
      ],
    ],
    [
      'assistant with a name',
      env({ role: 'assistant', content: 'x', name: 'n' }),
      [
        [
          'message.field-not-allowed',
          '/messages/0/name',
          'messages[0].name: field "name" is not allowed on an assistant message (allowed: role, content, tool_calls, reasoning_content)',
        ],
      ],
    ],
    [
      'tool with a name',
      env(asking(call('a')), { ...answer('a'), name: 'n' }),
      [
        [
          'message.field-not-allowed',
          '/messages/1/name',
          'messages[1].name: field "name" is not allowed on a tool message (allowed: role, tool_call_id, content)',
        ],
      ],
    ],
    [
      'assistant with a number reasoning_content',
      env({ role: 'assistant', content: 'x', reasoning_content: 5 }),
      [
        [
          'message.content',
          '/messages/0/reasoning_content',
          'messages[0].reasoning_content: reasoning_content must be a string, found a number',
        ],
      ],
    ],
  ])('%s', (_name, value, expected) => {
    expect(problemsOf(value)).toEqual(expected);
  });
});

describe('content', () => {
  const user = (content: unknown) => env({ role: 'user', content });
  it.each([
    [
      'user content a number',
      user(5),
      [
        [
          'message.content',
          '/messages/0/content',
          'messages[0].content: user message content must be a string or a non-empty list of parts, found a number',
        ],
      ],
    ],
    [
      'assistant content a number',
      env({ role: 'assistant', content: 5 }),
      [
        [
          'message.content',
          '/messages/0/content',
          'messages[0].content: assistant message content must be a string or null, found a number',
        ],
      ],
    ],
    [
      'tool content a list',
      env(asking(call('a')), { role: 'tool', tool_call_id: 'a', content: [] }),
      [
        [
          'message.content',
          '/messages/1/content',
          'messages[1].content: tool message content must be a string, found a list',
        ],
      ],
    ],
    [
      'an empty list',
      user([]),
      [
        [
          'content.list-empty',
          '/messages/0/content',
          'messages[0].content: the content list is empty; give a string or at least one part',
        ],
      ],
    ],
    [
      'a part with an extra field',
      user([{ type: 'text', text: 'a', x: 1 }]),
      [
        [
          'message.field-not-allowed',
          '/messages/0/content/0/x',
          'messages[0].content[0].x: field "x" is not allowed here',
        ],
      ],
    ],
    [
      'a part that is a number',
      user([{ type: 'text', text: 'a' }, 5]),
      [
        [
          'content.part',
          '/messages/0/content/1',
          'messages[0].content[1]: each content part must be an object, found a number',
        ],
      ],
    ],
    [
      'a part of type video',
      user([{ type: 'video' }]),
      [
        [
          'content.part',
          '/messages/0/content/0',
          'messages[0].content[0]: content part type "video" is neither "text" nor "image_url"',
        ],
      ],
    ],
    [
      'a part without type',
      user([{ text: 'a' }]),
      [
        [
          'content.part',
          '/messages/0/content/0',
          'messages[0].content[0]: content part type nothing is neither "text" nor "image_url"',
        ],
      ],
    ],
    [
      'a text part without text',
      user([{ type: 'text' }]),
      [['content.part', '/messages/0/content/0', 'messages[0].content[0]: a text content part needs a string text']],
    ],
    [
      'an image part without image_url',
      user([{ type: 'image_url' }]),
      [
        [
          'content.part',
          '/messages/0/content/0',
          'messages[0].content[0]: an image_url content part needs an image_url object with a url',
        ],
      ],
    ],
    [
      'a text part with a number text',
      user([{ type: 'text', text: 5 }]),
      [
        [
          'content.part',
          '/messages/0/content/0/text',
          "messages[0].content[0].text: a text part's text must be a string, found a number",
        ],
      ],
    ],
    [
      'an image part whose image_url is a string',
      user([{ type: 'image_url', image_url: 'x' }]),
      [
        [
          'content.part',
          '/messages/0/content/0/image_url',
          "messages[0].content[0].image_url: an image_url part's image_url must be an object with a string url, found a string",
        ],
      ],
    ],
    [
      'an image part without url',
      user([{ type: 'image_url', image_url: {} }]),
      [
        [
          'content.part',
          '/messages/0/content/0/image_url',
          "messages[0].content[0].image_url: an image_url part's image_url must be an object with a string url, found an object",
        ],
      ],
    ],
    [
      'an image part with a number url',
      user([{ type: 'image_url', image_url: { url: 5 } }]),
      [
        [
          'content.part',
          '/messages/0/content/0/image_url/url',
          "messages[0].content[0].image_url.url: an image_url part's url must be a string, found a number",
        ],
      ],
    ],
  ])('%s', (_name, value, expected) => {
    expect(problemsOf(value)).toEqual(expected);
  });

  it('says a wrong image detail beside the URL it sits with', () => {
    const url = sampleDataUrl('image/gif');
    expect(
      problemsOf(env({ role: 'user', content: [{ type: 'image_url', image_url: { url, detail: 'max' } }] })),
    ).toEqual([
      [
        'image.detail',
        '/messages/0/content/0/image_url/detail',
        'messages[0].content[0].image_url.detail: image detail must be "auto", "low" or "high", found "max"',
      ],
    ]);
    expect(problemsOf(env({ role: 'user', content: [{ type: 'image_url', image_url: { url, y: 1 } }] }))).toEqual([
      [
        'message.field-not-allowed',
        '/messages/0/content/0/image_url/y',
        'messages[0].content[0].image_url.y: field "y" is not allowed here',
      ],
    ]);
  });
});

describe('tool calls', () => {
  it.each([
    [
      'tool_calls an object',
      env({ role: 'assistant', tool_calls: {} }),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls',
          'messages[0].tool_calls: tool_calls must be a list, found an object',
        ],
      ],
    ],
    [
      'a tool call that is a number',
      env(asking(5)),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0',
          'messages[0].tool_calls[0]: each tool call must be an object, found a number',
        ],
      ],
    ],
    [
      'a tool call without function',
      env(asking({ id: 'a', type: 'function' }), answer('a')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0',
          'messages[0].tool_calls[0]: a tool call needs id, type and function; function is missing',
        ],
      ],
    ],
    [
      // Two fields missing at one place: one problem, naming the first.
      'a tool call with only a function',
      env(asking({ function: { name: 'f', arguments: '{}' } })),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0',
          'messages[0].tool_calls[0]: a tool call needs id, type and function; id is missing',
        ],
      ],
    ],
    [
      'a tool call with an extra field',
      env(asking({ ...call('a'), x: 1 }), answer('a')),
      [
        [
          'message.field-not-allowed',
          '/messages/0/tool_calls/0/x',
          'messages[0].tool_calls[0].x: field "x" is not allowed on a tool call',
        ],
      ],
    ],
    [
      "a tool call's function with an extra field",
      env(asking(call('a', { name: 'f', arguments: '{}', x: 1 })), answer('a')),
      [
        [
          'message.field-not-allowed',
          '/messages/0/tool_calls/0/function/x',
          'messages[0].tool_calls[0].function.x: field "x" is not allowed on a tool call\'s function',
        ],
      ],
    ],
    [
      'an empty id',
      env(asking(call('')), answer('')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0/id',
          'messages[0].tool_calls[0].id: a tool call id must be a non-empty string, found ""',
        ],
      ],
    ],
    [
      'a type other than function',
      env(asking({ ...call('a'), type: 'fn' }), answer('a')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0/type',
          'messages[0].tool_calls[0].type: a tool call\'s type must be "function", found "fn"',
        ],
      ],
    ],
    [
      'a function that is a string',
      env(asking(call('a', 'f')), answer('a')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0/function',
          "messages[0].tool_calls[0].function: a tool call's function must be an object with string name and arguments, found a string",
        ],
      ],
    ],
    [
      'a function without arguments',
      env(asking(call('a', { name: 'f' })), answer('a')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0/function',
          "messages[0].tool_calls[0].function: a tool call's function needs a string name and arguments; arguments is missing",
        ],
      ],
    ],
    [
      'a function with a number name',
      env(asking(call('a', { name: 5, arguments: '{}' })), answer('a')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0/function/name',
          "messages[0].tool_calls[0].function.name: a tool call's function name must be a string, found a number",
        ],
      ],
    ],
    [
      'a function with a null arguments',
      env(asking(call('a', { name: 'f', arguments: null })), answer('a')),
      [
        [
          'tool.call-shape',
          '/messages/0/tool_calls/0/function/arguments',
          "messages[0].tool_calls[0].function.arguments: a tool call's function arguments must be a string, found null",
        ],
      ],
    ],
  ])('%s', (_name, value, expected) => {
    expect(problemsOf(value)).toEqual(expected);
  });
});
