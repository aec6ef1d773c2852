import { describe, expect, it } from 'vitest';
import { validateTranscript, DEFAULT_MAX_PROBLEMS_PER_RULE, MAX_IMAGE_BYTES } from '../../src/transcript/index.ts';
import { checkImageUrl, decodedLength } from '../../src/transcript/image-url.ts';
import { dataUrl, png, sampleDataUrl } from '../../src/transcript/sample-images.ts';

const user = (content: unknown) => ({ role: 'user', content });
const env = (...messages: unknown[]) => ({ version: 1, messages });

describe('validateTranscript', () => {
  it('says the D3 example as written: messages[3]: system messages are refused', () => {
    const { ok, problems } = validateTranscript(
      env(user('a'), { role: 'assistant', content: 'b' }, user('c'), { role: 'system', content: 'd' }),
      { acceptsImages: false },
    );
    expect(ok).toBe(false);
    expect(problems).toEqual([
      {
        rule: 'message.system-refused',
        path: '/messages/3/role',
        message: 'messages[3].role: system messages are refused: the briefing is fixed by the operator',
      },
    ]);
  });

  it('reports every problem, ordered by message, not only the first', () => {
    const { problems } = validateTranscript(
      env({ role: 'tool', tool_call_id: 'x', content: 'y' }, { role: 'developer', content: 'z' }, user([]), {
        role: 'user',
        content: 'a',
        name: 'n',
      }),
      { acceptsImages: false },
    );
    expect(problems.map((p) => [p.rule, p.path])).toEqual([
      ['tool.result-without-call', '/messages/0/tool_call_id'],
      ['message.role-unknown', '/messages/1/role'],
      ['content.list-empty', '/messages/2/content'],
      ['message.field-not-allowed', '/messages/3/name'],
    ]);
  });

  it('lists at most maxProblemsPerRule of one rule, then one problem that counts the rest', () => {
    const many = env(...Array.from({ length: 100 }, () => ({ role: 'system', content: 'x' })));
    const { problems } = validateTranscript(many, { acceptsImages: false, maxProblemsPerRule: 5 });
    expect(problems).toHaveLength(6);
    expect(problems[5]?.path).toBe('/messages/5/role');
    expect(problems[5]?.message).toMatch(
      /^messages\[5\]\.role: system messages are refused.*\(and 94 more message\.system-refused problems not listed\)$/,
    );
    const byDefault = validateTranscript(many, { acceptsImages: false }).problems;
    expect(byDefault).toHaveLength(DEFAULT_MAX_PROBLEMS_PER_RULE + 1);
    expect(validateTranscript(many, { acceptsImages: false, maxProblemsPerRule: Infinity }).problems).toHaveLength(100);
    expect(validateTranscript(many, { acceptsImages: false, maxProblemsPerRule: Number.NaN }).problems).toHaveLength(
      DEFAULT_MAX_PROBLEMS_PER_RULE + 1,
    );
  });

  it('caps each rule on its own, so a flood of one rule hides no other', () => {
    const messages: unknown[] = Array.from({ length: 50 }, () => ({ role: 'system', content: 'x' }));
    messages.push(user([]));
    const { problems } = validateTranscript(env(...messages), { acceptsImages: false, maxProblemsPerRule: 3 });
    expect(problems.filter((p) => p.rule === 'message.system-refused')).toHaveLength(4);
    expect(problems.filter((p) => p.rule === 'content.list-empty')).toHaveLength(1);
  });

  it('ignores envelope fields beside version and messages, __proto__ included, and pollutes no prototype', () => {
    const value = JSON.parse(
      '{"version":1,"messages":[{"role":"user","content":"hi"}],"__proto__":{"polluted":true},"turn":{}}',
    ) as unknown;
    expect(validateTranscript(value, { acceptsImages: false }).ok).toBe(true);
    const withKey = JSON.parse(
      '{"version":1,"messages":[{"role":"user","content":"hi","__proto__":{"polluted":true}}]}',
    ) as unknown;
    const { problems } = validateTranscript(withKey, { acceptsImages: false });
    expect(problems.map((p) => [p.rule, p.path])).toEqual([['message.field-not-allowed', '/messages/0/__proto__']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on deep nesting, huge strings, cycles, getters that throw or revoked proxies', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const cyclic: Record<string, unknown> = { version: 1, messages: [] };
    cyclic.self = cyclic;
    const throwing = Object.defineProperty({ version: 1 }, 'messages', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const values: unknown[] = [
      env(deep),
      { version: 1, messages: [], nested: deep },
      env(user('x'.repeat(20_000_000))),
      env(user([{ type: 'image_url', image_url: { url: 'data:image/png;base64,' + '!'.repeat(8_000_000) } }])),
      cyclic,
      throwing,
      proxy,
      env(proxy),
      undefined,
      Symbol('s'),
      () => 1,
      10n,
      // eslint-disable-next-line no-sparse-arrays
      { version: 1, messages: [user('a'), , user('b')] },
    ];
    for (const value of values) {
      const result = validateTranscript(value, { acceptsImages: true });
      expect(typeof result.ok).toBe('boolean');
      expect(Array.isArray(result.problems)).toBe(true);
    }
    expect(validateTranscript(throwing, { acceptsImages: true }).problems[0]?.rule).toBe('transcript.envelope');
  });

  it('shows a value briefly, never megabytes of it', () => {
    const { problems } = validateTranscript(
      env(user([{ type: 'image_url', image_url: { url: 'x'.repeat(1_000_000) } }])),
      { acceptsImages: true },
    );
    expect(problems[0]?.rule).toBe('image.data-url');
    expect(problems[0]?.message.length).toBeLessThan(300);
  });
});

describe('checkImageUrl', () => {
  it('computes the decoded size from the base64 length', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100, 101, 102])
      expect(decodedLength(Buffer.alloc(n).toString('base64'))).toBe(n);
  });

  it('accepts every sample image and the exact 5 MB boundary, refuses one byte more', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const)
      expect(checkImageUrl(sampleDataUrl(type))).toEqual([]);
    expect(checkImageUrl(dataUrl('image/png', png(MAX_IMAGE_BYTES)))).toEqual([]);
    expect(checkImageUrl(dataUrl('image/png', png(MAX_IMAGE_BYTES + 1))).map((f) => f.rule)).toEqual([
      'image.max-bytes',
    ]);
  });

  it('names the first character that is not standard base64, or the missing padding', () => {
    expect(checkImageUrl('data:image/gif;base64,R0lG OD').map((f) => f.text)).toEqual([
      'image data is not strict base64: character " " at offset 4 is not standard base64',
    ]);
    expect(checkImageUrl('data:image/gif;base64,R0lGOD').map((f) => f.text)).toEqual([
      'image data is not strict base64: its length 6 is not a multiple of 4 (missing padding?)',
    ]);
  });

  it('reports an unknown media type and bad base64 together: they are independent mistakes', () => {
    expect(checkImageUrl('data:image/bmp;base64,Qk0=x').map((f) => f.rule)).toEqual([
      'image.media-type',
      'image.base64',
    ]);
  });
});
