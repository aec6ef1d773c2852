// Image rules (src/transcript/images.ts, image-url.ts): each finding in its words, the count of
// 32 on both sides, and which parts are judged at all.
import { describe, expect, it } from 'vitest';
import { validateTranscript } from '../../src/transcript/index.ts';
import { checkImageUrl, hasSignature } from '../../src/transcript/image-url.ts';
import { gif, png, sampleDataUrl, webp } from '../../src/transcript/sample-images.ts';

const env = (...messages: unknown[]) => ({ version: 1, messages });
const image = (url: string) => ({ type: 'image_url', image_url: { url } });
const GIF = sampleDataUrl('image/gif');

const problemsOf = (value: unknown, acceptsImages: boolean) =>
  validateTranscript(value, { acceptsImages, maxProblemsPerRule: Infinity }).problems.map((p) => [
    p.rule,
    p.path,
    p.message,
  ]);

describe('image.not-accepted', () => {
  it('refuses each image part for a model without images', () => {
    const t = env({ role: 'user', content: [{ type: 'text', text: 'see' }, image(GIF), image(GIF)] });
    expect(problemsOf(t, false)).toEqual([
      [
        'image.not-accepted',
        '/messages/0/content/1',
        "messages[0].content[1]: image parts are not accepted: this agent's model does not support images",
      ],
      [
        'image.not-accepted',
        '/messages/0/content/2',
        "messages[0].content[2]: image parts are not accepted: this agent's model does not support images",
      ],
    ]);
    expect(problemsOf(t, true)).toEqual([]);
  });

  it('judges images only in user messages: elsewhere the structural pass reports the content', () => {
    const t = env({ role: 'user', content: 'hi' }, { role: 'assistant', content: [image(GIF)] });
    expect(problemsOf(t, false).map(([rule, path]) => [rule, path])).toEqual([
      ['message.content', '/messages/1/content'],
    ]);
  });
});

describe('image.max-count', () => {
  const images = (n: number) =>
    env(
      ...Array.from({ length: n }, (_, i) => ({ role: 'user', content: [{ type: 'text', text: `${i}` }, image(GIF)] })),
    );

  it('passes 32 images and names the 33rd, counting them all', () => {
    expect(problemsOf(images(32), true)).toEqual([]);
    expect(problemsOf(images(34), true)).toEqual([
      [
        'image.max-count',
        '/messages/32/content/1',
        'messages[32].content[1]: too many images: the history holds 34, at most 32; this is image 33',
      ],
    ]);
  });
});

describe('checkImageUrl', () => {
  it('refuses a URL that is not a data: URL', () => {
    expect(checkImageUrl('https://example.com/a,b.png')).toEqual([
      {
        rule: 'image.data-url',
        text: 'image url must be an inline data: URL (a vessel never fetches a URL), found "https://example.com/a,b.png"',
      },
    ]);
  });

  it('refuses a data: URL without a comma or without ;base64', () => {
    for (const url of ['data:image/png;base64', 'data:image/png;base64x', 'data:image/png,iVBORw0KGgo='])
      expect(checkImageUrl(url), url).toEqual([
        {
          rule: 'image.data-url',
          text: `image data: URL must have the form data:<media type>;base64,<data>, found ${JSON.stringify(url)}`,
        },
      ]);
  });

  it('refuses an unknown media type, and says when leading bytes do not match the declared one', () => {
    const payload = GIF.slice(GIF.indexOf(',') + 1);
    expect(checkImageUrl(`data:image/bmp;base64,${payload}`)).toEqual([
      {
        rule: 'image.media-type',
        text: 'image media type "image/bmp" is unsupported: use image/png, image/jpeg, image/gif or image/webp',
      },
    ]);
    expect(checkImageUrl(`data:image/png;base64,${payload}`)).toEqual([
      { rule: 'image.magic-bytes', text: 'image leading bytes do not match the declared image/png' },
    ]);
  });

  it('counts the padding out of the characters it scans for a bad one', () => {
    expect(checkImageUrl('data:image/gif;base64,abcde==').map((f) => f.text)).toEqual([
      'image data is not strict base64: its length 7 is not a multiple of 4 (missing padding?)',
    ]);
    expect(checkImageUrl('data:image/gif;base64,abc!==').map((f) => f.text)).toEqual([
      'image data is not strict base64: character "!" at offset 3 is not standard base64',
    ]);
  });
});

describe('hasSignature', () => {
  it('matches each sample on its own type only, and no bytes shorter than the signature', () => {
    expect(hasSignature('image/png', png())).toBe(true);
    expect(hasSignature('image/gif', gif())).toBe(true);
    expect(hasSignature('image/webp', webp())).toBe(true);
    expect(hasSignature('image/webp', gif())).toBe(false);
    expect(hasSignature('image/png', png().subarray(0, 7))).toBe(false);
    expect(hasSignature('image/webp', webp().subarray(0, 8))).toBe(false);
  });
});
