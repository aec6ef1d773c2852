// Building a turn's request from a case's turn spec (src/runner/turn-request.ts): the
// application's message (D2), the profile's tool uses for the placeholders, the snake_case spelling.
import { describe, expect, it } from 'vitest';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import type { ProfileAgent } from '../../src/profile/schema.ts';
import { buildSendParams, resolveSteps, snakeCaseKeys } from '../../src/runner/turn-request.ts';
import { profileAt } from './fakes.ts';

const agent: ProfileAgent = {
  name: 'a',
  url: 'http://x',
  tools: { fast: { name: 'echo', arguments: { text: 'hi' } } },
};

describe('the application message (D2)', () => {
  const history = [
    { role: 'user', content: 'before' },
    { role: 'assistant', content: 'reply' },
  ];
  it('parts input: one transcript part with the history, then the text, then images', () => {
    const params = buildSendParams(
      {
        history,
        images: [
          { mediaType: 'image/png', base64: 'AAAA' },
          { mediaType: 'image/png', base64: 'BBBB', as: 'url' },
        ],
        acceptedOutputModes: ['text/markdown'],
      },
      'hello\nvessel-kit:script=x',
      profileAt('http://x'),
      'conv-1',
    );
    expect(params.message).toMatchObject({ role: 'ROLE_USER', contextId: 'conv-1' });
    expect(params.message.messageId).toBeTruthy();
    expect(params.message.parts).toEqual([
      { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: history } },
      { text: 'hello\nvessel-kit:script=x' },
      { raw: 'AAAA', mediaType: 'image/png' },
      { url: 'data:image/png;base64,BBBB', mediaType: 'image/png' },
    ]);
    expect(params.configuration).toEqual({ acceptedOutputModes: ['text/markdown'] });
  });
  it('no history: no transcript part at all', () => {
    expect(buildSendParams({}, 'hi', profileAt('http://x'), 'c').message.parts).toEqual([{ text: 'hi' }]);
  });
  it("transcript-tail input: the new user message is the transcript's last message", () => {
    const profile = { ...profileAt('http://x'), input: 'transcript-tail' as const };
    expect(buildSendParams({ history }, 'hi', profile, 'c').message.parts).toEqual([
      {
        mediaType: TRANSCRIPT_MEDIA_TYPE,
        data: { version: 1, messages: [...history, { role: 'user', content: 'hi' }] },
      },
    ]);
    // An envelope too broken to append to goes as it is.
    expect(buildSendParams({ transcript: [1, 2] }, 'hi', profile, 'c').message.parts).toEqual([
      { mediaType: TRANSCRIPT_MEDIA_TYPE, data: [1, 2] },
    ]);
  });
  it('a raw transcript is sent exactly as given', () => {
    expect(
      buildSendParams({ transcript: { version: 2, messages: [] } }, 'hi', profileAt('http://x'), 'c').message.parts[0],
    ).toEqual({ mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 2, messages: [] } });
  });
});

describe('tool placeholders', () => {
  it('$fast takes the declared tool use; other names stay', () => {
    expect(
      resolveSteps(
        [{ tool_calls: [{ name: '$fast' }, { name: '$any' }, { name: '$fast', arguments_raw: '{bad' }] }],
        agent,
      )[0]?.tool_calls,
    ).toEqual([{ name: 'echo', arguments: { text: 'hi' } }, { name: '$any' }, { name: 'echo', arguments_raw: '{bad' }]);
  });
  it('a tool named like an Object.prototype key is a real tool name, not a placeholder', () => {
    expect(
      resolveSteps([{ tool_calls: [{ name: 'constructor' }, { name: 'toString' }] }], agent)[0]?.tool_calls,
    ).toEqual([{ name: 'constructor' }, { name: 'toString' }]);
  });
  it("an undeclared placeholder is the kit's error, naming what is missing", () => {
    expect(() => resolveSteps([{ tool_calls: [{ name: '$slow' }] }], agent)).toThrow(/declares no tools\.slow/);
  });
});

describe('snake_case requests (a2a.snake-case-accepted)', () => {
  it('renames every field of the A2A message, but leaves data and metadata values as the caller wrote them', () => {
    const params = {
      message: {
        messageId: 'm1',
        contextId: 'c1',
        parts: [{ mediaType: 'x/y', data: { keepMe: { innerKey: 1 } } }],
        metadata: { someKey: 'v' },
      },
      configuration: { acceptedOutputModes: ['text/markdown'] },
    };
    expect(snakeCaseKeys(params)).toEqual({
      message: {
        message_id: 'm1',
        context_id: 'c1',
        parts: [{ media_type: 'x/y', data: { keepMe: { innerKey: 1 } } }],
        metadata: { someKey: 'v' },
      },
      configuration: { accepted_output_modes: ['text/markdown'] },
    });
  });
});
