import fc from 'fast-check';
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { SseDataReader, SseEventTooLarge } from '../../../src/vessel/turn/sse-data.ts';

/** Every event's data, the stream fed in the chunks given. */
function read(chunks: Uint8Array[], maxEventBytes = 1 << 20): string[] {
  const out: string[] = [];
  const reader = new SseDataReader((data) => out.push(data), maxEventBytes);
  for (const chunk of chunks) reader.feed(chunk);
  return out;
}

/** The stream's bytes cut at the given offsets. */
function cut(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const at = [...new Set(offsets.map((o) => o % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    chunks.push(bytes.subarray(from, to));
    from = to;
  }
  return chunks;
}

/** What eventsource-parser (the reference reading of SSE) finds in the same stream. */
function reference(text: string): string[] {
  const out: string[] = [];
  const parser = createParser({ onEvent: (e) => out.push(e.data) });
  parser.feed(text);
  return out;
}

describe('SSE data events read from bytes', () => {
  it('reads data lines, joins several with LF, drops one leading space, and ignores other fields and comments', () => {
    const stream =
      'data: {"a":1}\n\n: a comment\nevent: x\nid: 7\nretry: 10\ndata:first\ndata:  second\n\ndata\n\ndatum: no\n\n';
    expect(read([Buffer.from(stream)])).toEqual(['{"a":1}', 'first\n second', '']);
  });

  it('ends lines at CRLF, CR and LF, a CR cut from its LF included, and skips a BOM', () => {
    const bytes = Buffer.from('\uFEFFdata: a\r\n\r\ndata: b\r\rdata: c\n\ndata: d\r\n\r\n');
    expect(read([bytes])).toEqual(['a', 'b', 'c', 'd']);
    const crLf = bytes.indexOf('\r\n\r\n', 0, 'utf8') + 1; // between the CR and the LF of a line end
    expect(read(cut(bytes, [crLf, crLf + 2]))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('an event not yet ended is not passed on', () => {
    expect(read([Buffer.from('data: a\n\ndata: b\n')])).toEqual(['a']);
  });

  it('agrees with eventsource-parser on every event, however the bytes are cut (UTF-8 characters included)', () => {
    const line = fc.oneof(
      fc.string({ unit: 'grapheme' }).map((s) => `data: ${s.replace(/[\r\n]/g, '')}`),
      fc.constantFrom('', ': comment', 'event: e', 'id: 1', 'data', 'data:x', 'dataX: y'),
    );
    const ending = fc.constantFrom('\n', '\r\n', '\r');
    const stream = fc.array(fc.tuple(line, ending), { maxLength: 30 }).map((ls) => ls.map(([l, e]) => l + e).join(''));
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 12 }), (text, offsets) => {
        // A CR last in the stream is a line end eventsource-parser holds back (it waits for a LF).
        const settled = `${text}\n\n`;
        expect(read(cut(Buffer.from(settled), offsets))).toEqual(reference(settled));
      }),
    );
  });

  it('throws past the cap on one event, counted before its line ends', () => {
    const reader = new SseDataReader(() => undefined, 100);
    reader.feed(Buffer.from(`data: ${'x'.repeat(60)}`));
    expect(() => reader.feed(Buffer.from('y'.repeat(60)))).toThrow(SseEventTooLarge);
    expect(read([Buffer.from(`data: ${'z'.repeat(90)}\n\n`)], 100)).toEqual(['z'.repeat(90)]);
  });
});
