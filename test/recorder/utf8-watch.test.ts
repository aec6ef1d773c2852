// Utf8Watch finds where a body stops being UTF-8, whatever the chunks' boundaries, by the WHATWG
// decoder's rules; and the recorder notes it, naming the event the bad byte came in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { recordExchange } from '../../src/a2a/recorder.ts';
import { Utf8Watch } from '../../src/a2a/utf8-watch.ts';

/** Where the watch, fed `bytes` in pieces cut at `cuts`, finds the first bad sequence. */
function firstBad(bytes: Uint8Array, cuts: number[] = []): number | undefined {
  const watch = new Utf8Watch();
  let from = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < bytes.length)].sort((a, b) => a - b)) {
    watch.feed(bytes.subarray(from, cut));
    from = cut;
  }
  watch.feed(bytes.subarray(from));
  watch.end();
  return watch.firstBad;
}

const bytes = (...values: (string | number)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v) : Buffer.from([v]))));

describe('Utf8Watch', () => {
  it.each([
    ['a lone 0xFF', bytes('ab', 0xff, 'c'), 2],
    ['a continuation byte alone', bytes('a', 0x80), 1],
    ['a sequence cut by an ASCII byte', bytes('ab', 0xc3, 'x'), 2],
    ['an overlong two-byte form', bytes(0xc0, 0xaf), 0],
    ['an overlong three-byte form', bytes('x', 0xe0, 0x80, 0xaf), 1],
    ['a surrogate', bytes(0xed, 0xa0, 0x80), 0],
    ['a code point above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), 0],
    ['a sequence cut short by the end', bytes('é€', 0xe2, 0x82), 5],
  ])('finds %s', (_name, input, at) => {
    expect(firstBad(input)).toBe(at);
  });

  it('passes UTF-8, any text and any cut of it, as Node does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.array(fc.nat(64)), (text, cuts) => {
        expect(firstBad(Buffer.from(text), cuts)).toBeUndefined();
      }),
    );
  });

  // The oracle is Node's decoder (bytes that survive a round trip), not isUtf8, which the watch uses itself.
  it('agrees with Node on any bytes (valid or not), however they are cut', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 48 }), fc.array(fc.nat(48)), (input, cuts) => {
        expect(firstBad(input, cuts) === undefined).toBe(
          Buffer.from(input).equals(Buffer.from(Buffer.from(input).toString('utf8'))),
        );
      }),
    );
  });
});

describe('the recorder', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function serve(status: number, contentType: string, body: Buffer[]): Promise<string> {
    const server = http.createServer((_req, res) => {
      res.writeHead(status, { 'content-type': contentType });
      for (const chunk of body) res.write(chunk);
      res.end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('notes the first bad byte of a stream and the event it came before the end of; the events still read', async () => {
    const url = await serve(200, 'text/event-stream', [bytes('data: {"a":1}\n\n: x', 0xff, '\ndata: {"b":2}\n\n')]);
    const exchange = await recordExchange({ url, method: 'POST', headers: {}, body: '{}' });
    expect(exchange.notUtf8).toEqual({ byte: 18, event: 1 });
    expect(exchange.sse?.map((e) => e.json)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('notes a JSON body whose bytes are not UTF-8, and none for one that is', async () => {
    const url = await serve(200, 'application/json', [bytes('{"a":"', 0xc3), bytes('"}')]);
    expect((await recordExchange({ url, method: 'POST', headers: {}, body: '{}' })).notUtf8).toEqual({ byte: 6 });
    const fine = await serve(200, 'application/json', [bytes('{"a":"', 0xc3), bytes(0xa9, '"}')]);
    const exchange = await recordExchange({ url: fine, method: 'POST', headers: {}, body: '{}' });
    expect(exchange.notUtf8).toBeUndefined();
    expect(exchange.body?.json).toEqual({ a: 'é' });
  });
});
