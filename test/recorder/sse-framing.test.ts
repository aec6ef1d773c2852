// The line structure the recorder keeps of an SSE stream (SseLines), and a2a.sse-framing read no
// stricter than the SSE standard: comments (keep-alive pings), event/id/retry fields, CRLF or CR
// line ends and a leading BOM are allowed; an event's JSON on several data: lines, data that is
// not JSON, and an event the stream never ends are each the failure of one clause.
import fc from 'fast-check';
import { createParser } from 'eventsource-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { recordExchange, SseLines } from '../../src/a2a/recorder.ts';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import { checkSseFraming } from '../../src/checks/a2a-stream.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import { serve, type TestServer } from './hostile-servers.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const event = (n: number) => JSON.stringify({ jsonrpc: '2.0', id: 1, result: { n } });

/** Serves `body` (written in the given pieces) as a 200 text/event-stream. */
async function streamOf(pieces: string[], headers: Record<string, string> = {}): Promise<RecordedExchange> {
  server = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', ...headers });
    for (const piece of pieces) res.write(piece);
    res.end();
  });
  return recordExchange({ url: server.url, method: 'POST', headers: {}, body: {} });
}

const asTurn = (send: RecordedExchange): RecordedTurn => ({
  caseId: 'c',
  agent: { name: 'a', url: 'u' },
  input: { history: [], userText: '' },
  send,
  modelCalls: [],
});

describe('a2a.sse-framing reads SSE as the standard allows', () => {
  it('passes comments, event/id/retry fields, CRLF line ends and a leading BOM', async () => {
    const ex = await streamOf([
      '\uFEFF: keep-alive\r\n\r\n',
      `event: message\r\nid: 1\r\nretry: 5000\r\ndata: ${event(1)}\r\n\r\n`,
      ': ping\r\n',
      `data:${event(2)}\r\n\r\n`,
    ]);
    expect(ex.sse?.map((e) => e.json)).toEqual([JSON.parse(event(1)), JSON.parse(event(2))]);
    expect(ex.sse?.[0]?.framing).toEqual({ dataLines: 1, otherLines: ['event: message', 'id: 1', 'retry: 5000'] });
    expect(ex.sse?.[1]?.framing).toEqual({ dataLines: 1, otherLines: [': ping'] });
    const [v] = checkSseFraming(asTurn(ex));
    expect(v?.status, v?.message).toBe('pass');
  });

  it('passes CR line ends, and a CRLF split across two writes', async () => {
    const ex = await streamOf([`data: ${event(1)}\r`, `\n\r\ndata: ${event(2)}\r\r`]);
    expect(ex.sse?.length).toBe(2);
    expect(checkSseFraming(asTurn(ex))[0]?.status).toBe('pass');
  });

  it('fails #one-data-line for JSON on two data: lines, though SSE joins them into JSON', async () => {
    const [head, tail] = [event(1).slice(0, 17), event(1).slice(17)];
    const ex = await streamOf([`data: ${head}\ndata: ${tail}\n\n`]);
    expect(ex.sse?.[0]?.json).toEqual(JSON.parse(event(1)));
    const [v] = checkSseFraming(asTurn(ex));
    expect(brokenClauses(v!)).toEqual(['one-data-line']);
    expect(v?.message).toMatch(/event #0: its data came on 2 data: lines, not one/);
  });

  it('fails #json for data that is not JSON', async () => {
    const [v] = checkSseFraming(asTurn(await streamOf([`data: ${event(1)}\n\n`, 'data: keep-alive\n\n'])));
    expect(brokenClauses(v!)).toEqual(['json']);
  });

  it('fails #blank-line for a last event the stream never ended', async () => {
    const ex = await streamOf([`data: ${event(1)}\n\n`, `data: ${event(2)}\n`]);
    expect(ex.sse?.length).toBe(1);
    expect(ex.sseUnterminated).toEqual({ dataLines: 1, lines: [`data: ${event(2)}`] });
    const [v] = checkSseFraming(asTurn(ex));
    expect(brokenClauses(v!)).toEqual(['blank-line']);
  });

  it('fails #status-200 and #event-stream on the response itself', async () => {
    server = await serve((_req, res) => {
      res.writeHead(201, { 'content-type': 'text/event-stream' });
      res.end(`data: ${event(1)}\n\n`);
    });
    const created = await recordExchange({ url: server.url, method: 'POST', headers: {}, body: {} });
    expect(brokenClauses(checkSseFraming(asTurn(created))[0]!)).toEqual(['status-200']);
    const ndjson: RecordedExchange = {
      ...created,
      status: 200,
      responseHeaders: { 'content-type': 'application/x-ndjson' },
    };
    expect(brokenClauses(checkSseFraming(asTurn(ndjson))[0]!)).toEqual(['event-stream']);
  });
});

describe('SseLines keeps what eventsource-parser dispatches, event for event', () => {
  const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
  const field = fc.oneof(
    fc.string({ maxLength: 8 }).map((s) => `data: ${s.replace(/[\r\n]/g, '')}`),
    fc.constant('data'),
    fc.constant(': comment'),
    fc.constant('event: x'),
    fc.constant('id: 3'),
    fc.constant(''),
  );

  it('agrees on the number of events and the data lines of each, however the stream is cut into pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(field, lineEnd), { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (lines, cuts) => {
          const text = lines.map(([l, e]) => l + e).join('');
          const points = [...new Set(cuts.map((c) => (text.length === 0 ? 0 : c % text.length)))].sort((a, b) => a - b);
          const bounds = [0, ...points, text.length];
          const pieces = bounds
            .slice(1)
            .map((end, i) => text.slice(bounds[i], end))
            .filter((p) => p !== '');
          const tracker = new SseLines();
          const dispatched: { data: string; dataLines?: number }[] = [];
          const parser = createParser({
            onEvent: (e) => dispatched.push({ data: e.data, dataLines: tracker.next()?.dataLines }),
          });
          for (const piece of pieces) {
            tracker.feed(piece);
            parser.feed(piece);
          }
          for (const d of dispatched) expect(d.dataLines).toBe(d.data.split('\n').length);
          // No block the tracker closed went undispatched by the parser, nor the other way round.
          expect(tracker.next()).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
