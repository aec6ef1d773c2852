// How a problem names its place and shows a value (src/transcript/problem.ts, read.ts), and how
// the validator orders and caps the list (validate.ts).
import { describe, expect, it } from 'vitest';
import {
  brief,
  label,
  messageIndexOf,
  orderAndCap,
  parsePointer,
  pointer,
  problem,
  typeName,
  type Problem,
} from '../../src/transcript/problem.ts';
import { at, own } from '../../src/transcript/read.ts';
import { validateTranscript, DEFAULT_MAX_PROBLEMS_PER_RULE } from '../../src/transcript/index.ts';
import { sampleDataUrl } from '../../src/transcript/sample-images.ts';

describe('pointer and parsePointer', () => {
  it('escape ~ and / in a segment (RFC 6901) and read them back', () => {
    expect(pointer([])).toBe('');
    expect(pointer(['messages', 3, 'a/b~c'])).toBe('/messages/3/a~1b~0c');
    expect(parsePointer('/messages/3/a~1b~0c')).toEqual(['messages', '3', 'a/b~c']);
    expect(parsePointer('')).toEqual([]);
    // ~01 is an escaped ~ followed by 1, not an escaped /.
    expect(parsePointer('/~01')).toEqual(['~1']);
  });
});

describe('label', () => {
  it('names the root transcript, indices in brackets and identifiers after dots', () => {
    expect(label([])).toBe('transcript');
    expect(label(['messages', 3, 'content', '1', 'image_url'])).toBe('messages[3].content[1].image_url');
    expect(label(['messages', '01'])).toBe('messages["01"]');
  });

  it('quotes a key that is no identifier, and says transcript first when the label would start with it', () => {
    expect(label(['messages', 0, 'a-b'])).toBe('messages[0]["a-b"]');
    expect(label(['a-b'])).toBe('transcript["a-b"]');
    expect(label([2])).toBe('transcript[2]');
  });

  it('writes an identifier of up to 40 characters as it is, a longer one quoted and cut short', () => {
    const forty = 'k'.repeat(40);
    expect(label(['messages', forty])).toBe(`messages.${forty}`);
    expect(label(['messages', 'k'.repeat(41)])).toBe(`messages["${'k'.repeat(38)}…]`);
  });
});

describe('brief', () => {
  it('says what a value is, without its content when it is a list or an object', () => {
    expect(brief(undefined)).toBe('nothing');
    expect(brief([1, 2, 3])).toBe('a list of 3');
    expect(brief({ a: 1 })).toBe('an object');
    expect(brief(null)).toBe('null');
    expect(brief('abc')).toBe('"abc"');
    expect(brief(5)).toBe('5');
    expect(brief(true)).toBe('true');
    // A BigInt is no JSON: it is shown as written.
    expect(brief(10n)).toBe('10');
  });

  it('keeps a value of 40 characters whole and cuts a longer one to 39 and an ellipsis', () => {
    expect(brief('x'.repeat(38))).toBe(`"${'x'.repeat(38)}"`);
    expect(brief('x'.repeat(39))).toBe(`"${'x'.repeat(38)}…`);
    expect(brief(1234567890, 10)).toBe('1234567890');
    expect(brief(12345678901, 10)).toBe('123456789…');
    expect(brief('y'.repeat(1000))).toBe(`"${'y'.repeat(38)}…`);
    expect(brief('y'.repeat(1000), 50)).toBe(`"${'y'.repeat(48)}…`);
  });
});

describe('typeName', () => {
  it('says each JSON type as a person would', () => {
    expect(typeName(null)).toBe('null');
    expect(typeName([])).toBe('a list');
    expect(typeName('s')).toBe('a string');
    expect(typeName(1)).toBe('a number');
    expect(typeName(false)).toBe('a boolean');
    expect(typeName({})).toBe('an object');
    expect(typeName(undefined)).toBe('undefined');
    expect(typeName(() => 1)).toBe('function');
  });
});

describe('messageIndexOf', () => {
  it('reads the message index from a pointer into messages, -1 otherwise', () => {
    expect(messageIndexOf('/messages/3')).toBe(3);
    expect(messageIndexOf('/messages/12/content/0')).toBe(12);
    expect(messageIndexOf('/messages/03')).toBe(-1);
    expect(messageIndexOf('/messages/3x')).toBe(-1);
    expect(messageIndexOf('/messages')).toBe(-1);
    expect(messageIndexOf('')).toBe(-1);
    expect(messageIndexOf('/turn/messages/3')).toBe(-1);
  });
});

describe('own and at', () => {
  it('read an array element only at a decimal index', () => {
    const list = ['a', 'b'];
    expect(own(list, 0)).toBe('a');
    expect(own(list, '1')).toBe('b');
    expect(own(list, '01')).toBeUndefined();
    expect(own(list, '')).toBeUndefined();
    expect(own(list, 'length')).toBeUndefined();
    expect(at({ m: [{ r: 'x' }] }, ['m', 0, 'r'])).toBe('x');
    expect(at({ m: [{ r: 'x' }] }, ['m', '0', 'toString'])).toBeUndefined();
  });
});

describe('orderAndCap', () => {
  const p = (rule: string, path: string): Problem => ({ rule, path, message: `${rule} at ${path}` });

  it('puts envelope problems first, then by message, keeping the order within one message', () => {
    const input = [p('b', '/messages/2'), p('a', '/messages/1/x'), p('c', ''), p('d', '/messages/1/y'), p('e', '')];
    expect(orderAndCap(input, 10).map((x) => x.path)).toEqual([
      '',
      '',
      '/messages/1/x',
      '/messages/1/y',
      '/messages/2',
    ]);
    const same = ['1', '2', '3', '4', '5', '6'].map((r) => p(r, '/messages/0'));
    expect(orderAndCap(same, 10).map((x) => x.rule)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('keeps one more problem past the cap, counting the rest, in the singular for one', () => {
    const three = [0, 1, 2, 3].map((i) => p('r', `/messages/${i}`));
    const out = orderAndCap(three, 2);
    expect(out.map((x) => x.message)).toEqual([
      'r at /messages/0',
      'r at /messages/1',
      'r at /messages/2 (and 1 more r problem not listed)',
    ]);
    // The input problems are not changed.
    expect(three[2]?.message).toBe('r at /messages/2');
  });

  it('adds no count when the problem past the cap is the last one', () => {
    const out = orderAndCap(
      [0, 1, 2].map((i) => p('r', `/messages/${i}`)),
      2,
    );
    expect(out.map((x) => x.message)).toEqual(['r at /messages/0', 'r at /messages/1', 'r at /messages/2']);
  });

  it('lists at least one problem of each rule below a cap of 1', () => {
    const out = orderAndCap(
      [0, 1, 2].map((i) => p('r', `/messages/${i}`)),
      0,
    );
    expect(out.map((x) => x.message)).toEqual([
      'r at /messages/0',
      'r at /messages/1 (and 1 more r problem not listed)',
    ]);
  });
});

describe('validateTranscript options', () => {
  const systems = (n: number) => ({
    version: 1,
    messages: Array.from({ length: n }, () => ({ role: 'system', content: 'x' })),
  });
  const count = (max: unknown) =>
    validateTranscript(systems(30), { acceptsImages: false, maxProblemsPerRule: max as number }).problems.length;

  it('caps at the default for anything but a number of at least 1', () => {
    for (const max of [undefined, '5', Number.NaN, -Infinity, 0, 0.5, -3])
      expect(count(max), String(max)).toBe(DEFAULT_MAX_PROBLEMS_PER_RULE + 1);
  });

  it('caps at a number of at least 1, rounded down, and lists all with Infinity', () => {
    expect(count(1)).toBe(2);
    expect(count(2.7)).toBe(3);
    expect(count(Infinity)).toBe(30);
  });

  it('judges a caller without options as refusing images, with the default cap', () => {
    const image = {
      version: 1,
      messages: [
        {
          role: 'user',
          content: [
            {
              type: 'image_url',
              image_url: {
                url: sampleDataUrl('image/gif'),
              },
            },
          ],
        },
      ],
    };
    const validate = validateTranscript as (value: unknown, options?: unknown) => ReturnType<typeof validateTranscript>;
    expect(validate(image).problems.map((x) => x.rule)).toEqual(['image.not-accepted']);
    expect(validate(systems(30)).problems).toHaveLength(DEFAULT_MAX_PROBLEMS_PER_RULE + 1);
    expect(validateTranscript(image, { acceptsImages: true }).ok).toBe(true);
  });

  it('says a value no JSON text could produce could not be read, with the reason cut at 200 characters', () => {
    const throwing = (thrown: unknown) =>
      Object.defineProperty({ version: 1 }, 'messages', {
        enumerable: true,
        get: () => {
          throw thrown;
        },
      });
    expect(validateTranscript(throwing(new Error('boom')), { acceptsImages: true }).problems).toEqual([
      problem('transcript.envelope', [], 'the transcript envelope could not be read as JSON data (boom)'),
    ]);
    expect(validateTranscript(throwing('plain'), { acceptsImages: true }).problems).toEqual([
      {
        rule: 'transcript.envelope',
        path: '',
        message: 'transcript: the transcript envelope could not be read as JSON data (plain)',
      },
    ]);
    const long = validateTranscript(throwing(new Error('e'.repeat(300))), { acceptsImages: true });
    expect(long.ok).toBe(false);
    expect(long.problems[0]?.message).toBe(
      `transcript: the transcript envelope could not be read as JSON data (${'e'.repeat(200)})`,
    );
  });
});
