// The client that stops reading (stress.slow-reader): it sends a turn, reads its stream as far as
// the first event (for the task id), then reads nothing while the case does what it does
// (`whileHeld`), the stream's bytes left in the sockets' buffers and the vessel's; then it reads
// on, counting bytes, until the stream ends, its reading limit passes or more than
// `stopAfterBytes` came. It records the bytes and the stream's first and last events, not the
// stream: a stream a vessel failed to bound may be tens of megabytes.
import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import { DEFAULT_CAPS } from '../caps.ts';
import { capTimer } from '../cap-timer.ts';
import { parseJson, recordedHeaders } from '../recorder.ts';
import type { RecordedUnreadStream } from '../recording.ts';
import { taskIdOf } from '../stream-events.ts';
import { errorText, requestOf, sleep, type HostileEndpoint } from './endpoint.ts';

/** How the client holds the stream. */
export interface UnreadHold {
  /** The longest wait for the first event. */
  firstEventMs: number;
  /** How long it reads nothing after the first event before the case acts (the sockets' buffers fill meanwhile). */
  quietMs?: number;
  /** Once it reads on: the longest it reads, and the bytes (of the whole stream) past which it hangs up. */
  readOnMs: number;
  stopAfterBytes?: number;
}

type End = RecordedUnreadStream['end'];

/**
 * Sends SendStreamingMessage with `params`, holds its stream unread after the first event while
 * `whileHeld` runs (given the task id the event names), then reads on. Never throws for what the
 * target does: a stream with no first event is recorded so, and `whileHeld` is not called.
 */
export async function recordUnread(
  endpoint: HostileEndpoint,
  hold: UnreadHold & { params: unknown },
  whileHeld: (taskId: string | undefined) => Promise<void>,
): Promise<RecordedUnreadStream> {
  const requestBody = { jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage', params: hold.params };
  const body = JSON.stringify(requestBody);
  const headers = {
    ...endpoint.headers,
    accept: 'text/event-stream',
    'content-length': String(Buffer.byteLength(body)),
  };
  const recording: RecordedUnreadStream = {
    url: endpoint.url,
    requestHeaders: recordedHeaders(headers, endpoint.secretHeaders),
    requestBody,
    sentAt: performance.now(),
    bytes: 0,
    ...(hold.stopAfterBytes !== undefined ? { stopAfterBytes: hold.stopAfterBytes } : {}),
    end: { at: 0, how: 'complete' },
  };
  const stream = new HeldStream(new URL(endpoint.url), headers, body, recording);
  const firstTimer = capTimer(hold.firstEventMs, () =>
    stream.stop('no-first-event', `no first event within ${Math.round(hold.firstEventMs)} ms`),
  );
  await stream.first;
  firstTimer.clear();
  if (!recording.firstEvent) return { ...recording, end: await stream.ended };
  try {
    if (hold.quietMs) await sleep(hold.quietMs);
    await whileHeld(taskIdOf(recording.firstEvent.json));
  } catch (error) {
    stream.stop('closed', `the case failed while the stream was held: ${errorText(error)}`);
    throw error;
  }
  recording.resumedAt = performance.now();
  const readTimer = capTimer(hold.readOnMs, () =>
    stream.stop('gave-up', `the stream was still open ${Math.round(hold.readOnMs)} ms after the client read on`),
  );
  stream.readOn(hold.stopAfterBytes ?? Infinity);
  const end = await stream.ended;
  readTimer.clear();
  return { ...recording, end };
}

/** An unread stream played back from its recording: `whileHeld` runs if it did when recorded. */
export async function replayUnread(
  recording: RecordedUnreadStream,
  whileHeld: (taskId: string | undefined) => Promise<void>,
): Promise<RecordedUnreadStream> {
  if (recording.firstEvent) await whileHeld(taskIdOf(recording.firstEvent.json));
  return recording;
}

/** One stream on the wire: paused at its first event, read on when told, its end recorded once. */
class HeldStream {
  /** Settles when the first event came, or the stream ended without one. */
  readonly first: Promise<void>;
  readonly ended: Promise<End>;
  private firstCame!: () => void;
  private endWith!: (end: End) => void;
  private done = false;
  private stopAfter = Infinity;
  private readonly req: http.ClientRequest;
  private res: http.IncomingMessage | undefined;

  constructor(
    url: URL,
    headers: Record<string, string>,
    body: string,
    private readonly recording: RecordedUnreadStream,
  ) {
    this.first = new Promise((resolve) => (this.firstCame = resolve));
    this.ended = new Promise((resolve) => (this.endWith = resolve));
    const decoder = new TextDecoder();
    let parsing = true;
    const parser = createParser({
      // An event larger than the recorder's cap stops the parse: the bytes are still counted.
      maxBufferSize: DEFAULT_CAPS.eventBytes,
      onError: () => (parsing = false),
      onEvent: (message) => {
        recording.lastData = message.data;
        if (recording.firstEvent) return;
        recording.firstEvent = {
          index: 0,
          receivedAt: performance.now(),
          data: message.data,
          bytes: Buffer.byteLength(message.data),
          ...parseJson(message.data),
        };
        this.res?.pause();
        this.firstCame();
      },
    });
    this.req = requestOf(url)(url, { method: 'POST', headers });
    this.req.on('error', (error) => this.stop('closed', errorText(error)));
    this.req.on('response', (res) => {
      this.res = res;
      if (res.statusCode !== undefined) recording.status = res.statusCode;
      res.on('data', (chunk: Buffer) => {
        recording.bytes += chunk.length;
        if (parsing) parser.feed(decoder.decode(chunk, { stream: true }));
        if (recording.bytes > this.stopAfter)
          this.stop('past-bound', `more than ${this.stopAfter} bytes came; the client hung up`);
      });
      res.on('end', () => this.stop('complete'));
      res.on('error', (error) => this.stop('closed', errorText(error)));
      res.on('close', () =>
        res.complete ? this.stop('complete') : this.stop('closed', 'the connection closed mid-stream'),
      );
    });
    this.req.end(body);
  }

  /** Reads on from where the stream was held, hanging up once more than `stopAfterBytes` came in all. */
  readOn(stopAfterBytes: number): void {
    this.stopAfter = stopAfterBytes;
    this.res?.resume();
  }

  /** The stream's end, recorded once, and the connection closed. Before the first event, any end is `no-first-event`. */
  stop(how: End['how'], detail?: string): void {
    if (this.done) return;
    this.done = true;
    const held = this.recording.firstEvent !== undefined;
    const said = detail ?? (held ? undefined : 'the stream ended before its first event');
    this.endWith({ at: performance.now(), how: held ? how : 'no-first-event', ...(said ? { detail: said } : {}) });
    this.req.destroy();
    this.firstCame();
  }
}
