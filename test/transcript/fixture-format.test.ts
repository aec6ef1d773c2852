// The fixture file format (src/transcript/fixtures.ts): what a file parses to, each mistake said
// with the file and the field, the generators' output and limits, and the lenient reader.
import { describe, expect, it } from 'vitest';
import {
  FixtureFormatError,
  fixtureTranscript,
  generateTranscript,
  looksLikeFixture,
  parseFixture,
  parseGeneratorSpec,
} from '../../src/transcript/fixtures.ts';
import { SMALLEST_PADDED_PNG, sampleDataUrl } from '../../src/transcript/sample-images.ts';

const transcript = { version: 1, messages: [{ role: 'user', content: 'hi' }] };

/** The message of the FixtureFormatError `f` throws. */
function formatError(f: () => unknown): string {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureFormatError);
    expect((error as Error).name).toBe('FixtureFormatError');
    return (error as Error).message;
  }
  throw new Error('no error thrown');
}

describe('parseFixture', () => {
  it('reads a valid fixture with its needs, exercises and reportOnlyAs', () => {
    expect(
      parseFixture('v', 'valid', {
        description: 'one user message',
        transcript,
        needs: { acceptsImages: false },
        exercises: ['message.content'],
        reportOnlyAs: 'rejection.image-size-boundary',
      }),
    ).toEqual({
      name: 'v',
      kind: 'valid',
      description: 'one user message',
      transcript,
      needs: { acceptsImages: false },
      exercises: ['message.content'],
      reportOnlyAs: 'rejection.image-size-boundary',
    });
    expect(parseFixture('v', 'valid', { description: 'd', transcript, needs: {} })).toStrictEqual({
      name: 'v',
      kind: 'valid',
      description: 'd',
      transcript,
      needs: {},
    });
  });

  it('reads an invalid fixture with its expectation, and a transcript that is not an envelope', () => {
    expect(
      parseFixture('i', 'invalid', {
        description: 'a list',
        transcript: null,
        expect: { rule: 'transcript.envelope', path: '' },
      }),
    ).toEqual({
      name: 'i',
      kind: 'invalid',
      description: 'a list',
      transcript: null,
      expect: { rule: 'transcript.envelope', path: '' },
    });
  });

  it('makes the transcript of a generate spec', () => {
    expect(
      parseFixture('g', 'valid', { description: 'd', generate: { kind: 'messages', count: 2 } }).transcript,
    ).toEqual({
      version: 1,
      messages: [
        { role: 'user', content: 'message 0' },
        { role: 'assistant', content: 'reply 1' },
      ],
    });
  });

  it('names the file and the field of each mistake', () => {
    expect(formatError(() => parseFixture('x', 'valid', { description: 5, transcript }))).toBe(
      'valid/x.json: description must be a non-empty string',
    );
    expect(formatError(() => parseFixture('x', 'valid', { description: 'd', transcript, generate: {} }))).toBe(
      'valid/x.json: give exactly one of transcript and generate',
    );
    expect(formatError(() => parseFixture('x', 'valid', { description: 'd', transcript, needs: 'images' }))).toBe(
      'valid/x.json: needs must be an object like {"acceptsImages": true}',
    );
    const expectation = 'invalid/x.json: expect must be {"rule": "<rule id>", "path": "<JSON pointer>"}';
    for (const expect_ of [undefined, { path: '' }, { rule: 'transcript.envelope' }, { rule: 5, path: '' }])
      expect(
        formatError(() => parseFixture('x', 'invalid', { description: 'd', transcript, expect: expect_ })),
        JSON.stringify(expect_),
      ).toBe(expectation);
    expect(formatError(() => parseFixture('x', 'valid', { description: 'd', transcript, exercises: [5] }))).toBe(
      'valid/x.json: exercises must be a list of envelope rule ids (src/rules/transcript.ts)',
    );
    expect(formatError(() => parseFixture('x', 'valid', { description: 'd', transcript, reportOnlyAs: 5 }))).toBe(
      'valid/x.json: reportOnlyAs must be a rule id',
    );
  });
});

describe('parseGeneratorSpec', () => {
  it('takes counts from 0 to 100,000 and image sizes from the smallest padded PNG to 64 MiB', () => {
    expect(parseGeneratorSpec({ kind: 'messages', count: 0 })).toEqual({ kind: 'messages', count: 0 });
    expect(parseGeneratorSpec({ kind: 'images', count: 100_000 })).toEqual({ kind: 'images', count: 100_000 });
    expect(parseGeneratorSpec({ kind: 'image-bytes', bytes: SMALLEST_PADDED_PNG })).toEqual({
      kind: 'image-bytes',
      bytes: SMALLEST_PADDED_PNG,
    });
    expect(parseGeneratorSpec({ kind: 'image-bytes', bytes: 64 * 1024 * 1024 })).toEqual({
      kind: 'image-bytes',
      bytes: 64 * 1024 * 1024,
    });
  });

  it('refuses a count or size outside its range or not an integer, naming where', () => {
    const counts = 'f.json: generate.count must be an integer from 0 to 100000';
    for (const count of [-1, 100_001, 1.5, '3', undefined])
      expect(
        formatError(() => parseGeneratorSpec({ kind: 'messages', count }, 'f.json')),
        String(count),
      ).toBe(counts);
    const bytes = `fixture: generate.bytes must be an integer from ${SMALLEST_PADDED_PNG} to 67108864`;
    for (const size of [SMALLEST_PADDED_PNG - 1, 64 * 1024 * 1024 + 1])
      expect(
        formatError(() => parseGeneratorSpec({ kind: 'image-bytes', bytes: size })),
        String(size),
      ).toBe(bytes);
    expect(formatError(() => parseGeneratorSpec([]))).toBe('fixture: generate must be an object');
    expect(formatError(() => parseGeneratorSpec({ kind: 'image', count: 1 }))).toBe(
      'fixture: generate.kind must be messages, images or image-bytes',
    );
  });
});

describe('generateTranscript', () => {
  it('alternates user and assistant messages', () => {
    expect(generateTranscript({ kind: 'messages', count: 3 }).messages).toEqual([
      { role: 'user', content: 'message 0' },
      { role: 'assistant', content: 'reply 1' },
      { role: 'user', content: 'message 2' },
    ]);
    expect(generateTranscript({ kind: 'messages', count: 0 })).toEqual({ version: 1, messages: [] });
  });

  it('makes exchanges of a user message with one PNG and an assistant reply', () => {
    const url = sampleDataUrl('image/png');
    expect(generateTranscript({ kind: 'images', count: 2 })).toEqual({
      version: 1,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'image 1' },
            { type: 'image_url', image_url: { url } },
          ],
        },
        { role: 'assistant', content: 'I see image 1.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'image 2' },
            { type: 'image_url', image_url: { url } },
          ],
        },
        { role: 'assistant', content: 'I see image 2.' },
      ],
    });
    expect(generateTranscript({ kind: 'images', count: 0 }).messages).toEqual([]);
  });

  it('makes one user message with a PNG of exactly the bytes asked', () => {
    const { messages } = generateTranscript({ kind: 'image-bytes', bytes: 1000 });
    expect(messages).toHaveLength(1);
    const [text, part] = (messages[0] as { content: { text?: string; image_url?: { url: string } }[] }).content;
    expect(text).toEqual({ type: 'text', text: 'an image of 1000 bytes' });
    const url = part?.image_url?.url ?? '';
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(bytes.length).toBe(1000);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('looksLikeFixture', () => {
  it('tells a fixture file from a bare transcript', () => {
    expect(looksLikeFixture({ description: 'd', transcript })).toBe(true);
    expect(looksLikeFixture({ generate: { kind: 'messages', count: 1 } })).toBe(true);
    expect(looksLikeFixture(transcript)).toBe(false);
    expect(looksLikeFixture({ ...transcript, transcript })).toBe(false);
    expect(looksLikeFixture({ description: 'd' })).toBe(false);
    expect(looksLikeFixture([{ transcript }])).toBe(false);
    expect(looksLikeFixture(null)).toBe(false);
  });
});

describe('fixtureTranscript', () => {
  it('reads the transcript and the image need, leniently', () => {
    expect(fixtureTranscript({ transcript, needs: { acceptsImages: true } }, 'f')).toEqual({
      transcript,
      acceptsImages: true,
    });
    expect(fixtureTranscript({ transcript, needs: { acceptsImages: false } }, 'f')).toEqual({
      transcript,
      acceptsImages: false,
    });
    expect(fixtureTranscript({ transcript, needs: { acceptsImages: 'yes' } }, 'f')).toEqual({ transcript });
    expect(fixtureTranscript({ transcript: 5 }, 'f')).toEqual({ transcript: 5 });
    expect(fixtureTranscript({ generate: { kind: 'messages', count: 1 } }, 'f')).toEqual({
      transcript: { version: 1, messages: [{ role: 'user', content: 'message 0' }] },
    });
    expect(formatError(() => fixtureTranscript({ generate: { kind: 'x' } }, 'my.json'))).toBe(
      'my.json: generate.kind must be messages, images or image-bytes',
    );
  });
});
