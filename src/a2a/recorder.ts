// Records one HTTP exchange with a target completely: what was sent, the status and headers,
// each SSE event's data with its monotonic receive time, and how the response ended. Hard caps
// (bytes per event, total bytes, time to first byte, whole exchange, idle gap) make sure a hostile
// or broken target ends the recording with `end.how = 'cap'` instead of hanging or exhausting the
// kit. Built on undici's `request` (streamed body, abortable) and eventsource-parser, which
// dispatches the events; beside it the kit keeps only what the parser forgets and the checks
// need: how many `data:` lines each event had, its other lines, and an event the stream never
// ended (SseLines below, one reading of the same bytes by the same SSE line rules). A case's
// exchanges share one CaseBudget (bytes and time over the whole case, and the run's bytes), so a
// target that stays within each exchange's caps still cannot keep the kit recording forever.
import { performance } from 'node:perf_hooks';
import { request, type Dispatcher } from 'undici';
import { createParser } from 'eventsource-parser';
import { DEFAULT_CAPS, describeCap, type RecorderCaps } from './caps.ts';
import { Utf8Watch } from './utf8-watch.ts';
import { capTimer, type CapTimer } from './cap-timer.ts';
import { REDACTED } from '../results/redaction.ts';
import type {
  CapName,
  RecordedEnd,
  RecordedExchange,
  RecordedSseEvent,
  SseFraming,
  SseUnterminated,
} from './recording.ts';

export interface ExchangeRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as written when a string or bytes; otherwise JSON-encoded. */
  body?: unknown;
  caps?: Partial<RecorderCaps>;
  /** Aborting ends the recording with `end.how = 'aborted'` (the kit hung up on purpose). */
  signal?: AbortSignal;
  /** Called for each SSE event as it arrives, so a case can act mid-stream (cancel after a delta). */
  onEvent?: (event: RecordedSseEvent, control: ExchangeControl) => void;
  dispatcher?: Dispatcher;
  /** Header names whose values are sent but recorded as `[redacted]` (credentials never reach results). */
  redactHeaders?: readonly string[];
  /** The case's budget this exchange records against (bytes and time over all the case's exchanges). */
  budget?: CaseBudget;
}

/** What an exchange's end says when the kit hung up itself (a case's choice, or the caller's signal). */
export const HUNG_UP = 'the kit hung up on purpose';
/** What it says when the run was stopped (SIGINT, SIGTERM) while the exchange was open. */
export const RUN_STOPPED = 'the run was stopped';

/**
 * What a recording costs the kit in memory, as the budgets count it: an event's data twice (the
 * text and its parse) and its bookkeeping (measured: about 520 bytes of objects beside a small
 * event's data); a plain body's bytes twice (the text and its parse).
 */
export const recordedBytes = {
  event: (dataBytes: number): number => 2 * dataBytes + 512,
  body: (chunkBytes: number): number => 2 * chunkBytes,
};

/**
 * What the run holds of its cases' recordings, against `runBytes` (see CaseBudget), and the
 * run's stop: when `signal` aborts, every case's open exchanges end (one listener for them all).
 */
export class RunBudget {
  held = 0;
  /** The most it ever held (reported by tests). */
  peak = 0;
  readonly cases = new Set<CaseBudget>();

  constructor(readonly signal?: AbortSignal) {
    signal?.addEventListener('abort', () => this.cases.forEach((c) => c.stop(RUN_STOPPED)), { once: true });
  }
}

/** Bytes a case may record for each byte it sends (see CaseBudget.opening). */
const ECHO_ROOM = 8;
/** Bytes a case may record for each exchange it makes (see CaseBudget.opening). */
const EXCHANGE_ROOM = 128 * 1024;

/** How a case's budget ended its exchanges: a cap, or the run was stopped. */
export type BudgetEnd = { how: 'cap'; cap: CapName } | { how: 'aborted'; detail: string };

/**
 * One case's recording budget, shared by every exchange the case makes: the bytes it records
 * against `caseBytes` (and, with the other cases', against the run's `runBytes`), and a clock
 * against `caseMs` from its start. When one runs out, or the run is stopped, every exchange of the
 * case still open ends at once (`end.how = 'cap'` naming the cap, or `'aborted'`), and any it
 * starts later ends before sending: the case finishes, judged on what it recorded.
 */
export class CaseBudget {
  used = 0;
  /** The case's byte cap: `caseBytes`, and room for each exchange and for echoes of what the case sent (see `opening`). */
  private room: number;
  private ended: BudgetEnd | undefined;
  private readonly open = new Set<(end: BudgetEnd) => void>();
  private readonly timer: CapTimer;

  constructor(
    readonly caps: RecorderCaps,
    private readonly run?: RunBudget,
  ) {
    this.room = caps.caseBytes;
    this.timer = capTimer(caps.caseMs, () => this.end({ how: 'cap', cap: 'case-time' }));
    run?.cases.add(this);
    if (run?.signal?.aborted) this.stop(RUN_STOPPED);
  }

  /** The kit hangs up on every exchange of the case (the run was stopped), saying `detail`. */
  stop(detail: string): void {
    this.end({ how: 'aborted', detail });
  }

  /** The case's byte cap as it stands (past `caseBytes` once it has opened exchanges). */
  get caseBytes(): number {
    return this.room;
  }

  /** Counts bytes an exchange recorded; past a cap, ends every exchange of the case. */
  charge(bytes: number): void {
    this.used += bytes;
    if (this.run) {
      this.run.held += bytes;
      this.run.peak = Math.max(this.run.peak, this.run.held);
    }
    if (this.used > this.room) this.end({ how: 'cap', cap: 'case-bytes' });
    else if (this.run && this.run.held > this.caps.runBytes) this.end({ how: 'cap', cap: 'run-bytes' });
  }

  /**
   * The case opens an exchange, sending `sentBytes`: room for what a well-behaved agent answers
   * to it. A case that makes many (the load case's concurrent turns) records more; and an agent
   * may echo what it was sent (A2A task history holds the request's message: in an event, the task
   * at the end, GetTask), so 8 bytes more for each byte sent. Measured: the load case records
   * about 32 KiB a turn, and no case of the suites (--thorough and the robustness suite included)
   * records more than 0.1 MB past 8 bytes a byte sent.
   */
  opening(sentBytes: number): void {
    this.room += EXCHANGE_ROOM + ECHO_ROOM * sentBytes;
  }

  /** An exchange opening: `stop` ends it when the budget runs out (at once if it already has). Returns its release. */
  watch(stop: (end: BudgetEnd) => void): () => void {
    if (this.ended) {
      stop(this.ended);
      return () => undefined;
    }
    this.open.add(stop);
    return () => void this.open.delete(stop);
  }

  /** The case is over: its clock stops, and the run keeps on its account the `retained` bytes it holds of the case instead of what the case recorded. */
  close(retained = this.used): void {
    this.timer.clear();
    this.run?.cases.delete(this);
    if (this.run) this.run.held += retained - this.used;
    this.used = retained;
  }

  private end(end: BudgetEnd): void {
    if (this.ended) return;
    this.ended = end;
    for (const stop of [...this.open]) stop(end);
  }
}

const OTHER_LINES_KEPT = 10;
const OTHER_LINE_CHARS = 80;

/**
 * The line structure of an SSE stream, read by the rules of the SSE standard (lines end with CRLF,
 * LF or CR; a blank line ends an event; a line starting with `:` is a comment; a leading BOM is
 * dropped): for each event a parser dispatches (a block with at least one `data` field), its
 * framing, in order; and at the end, the block the stream left unterminated, if it held data.
 */
export class SseLines {
  private pending = '';
  private started = false;
  private block: Block = emptyBlock();
  private readonly done: SseFraming[] = [];

  feed(text: string): void {
    this.pending += text;
    if (!this.started && this.pending.length > 0) {
      this.started = true;
      if (this.pending.startsWith('\uFEFF')) this.pending = this.pending.slice(1);
    }
    this.drain(false);
  }

  /** The framing of the next dispatched event, in stream order. */
  next(): SseFraming | undefined {
    return this.done.shift();
  }

  /** At the end of the stream: what was left after the last blank line, when it held data. */
  finish(): SseUnterminated | undefined {
    this.drain(true);
    if (this.pending !== '') this.line(this.pending);
    this.pending = '';
    const left = this.block;
    this.block = emptyBlock();
    if (left.dataLines === 0) return undefined;
    return { dataLines: left.dataLines, lines: left.lines.map((l) => l.slice(0, 200)) };
  }

  private drain(atEnd: boolean): void {
    let from = 0;
    for (;;) {
      const cr = this.pending.indexOf('\r', from);
      const lf = this.pending.indexOf('\n', from);
      const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      if (end === -1) break;
      // A CR last in what has arrived may be the first half of a CRLF.
      if (end === cr && cr === this.pending.length - 1 && !atEnd) break;
      this.line(this.pending.slice(from, end));
      from = end + (end === cr && this.pending[cr + 1] === '\n' ? 2 : 1);
    }
    this.pending = this.pending.slice(from);
  }

  private line(text: string): void {
    if (text === '') {
      if (this.block.dataLines > 0) this.done.push({ dataLines: this.block.dataLines, otherLines: this.block.others });
      this.block = emptyBlock();
      return;
    }
    const data = isDataLine(text);
    if (data) this.block.dataLines++;
    // Lines can be megabytes and a block endless: only the first few are kept, cut, and the count of data lines.
    if (this.block.lines.length < OTHER_LINES_KEPT) this.block.lines.push(text.slice(0, 200));
    if (!data && this.block.others.length < OTHER_LINES_KEPT) this.block.others.push(text.slice(0, OTHER_LINE_CHARS));
  }
}

/** The block of lines being read: how many were data lines, the first lines, and the first other lines. */
interface Block {
  dataLines: number;
  lines: string[];
  others: string[];
}

const emptyBlock = (): Block => ({ dataLines: 0, lines: [], others: [] });

/** A `data` field line (`data: …`, `data:…` or a bare `data`). */
const isDataLine = (line: string): boolean => line === 'data' || line.startsWith('data:');

export function recordedHeaders(
  headers: Record<string, string>,
  redact: readonly string[] = [],
): Record<string, string> {
  const secret = new Set(redact.map((h) => h.toLowerCase()));
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, secret.has(name.toLowerCase()) ? REDACTED : value]),
  );
}

/** What an `onEvent` callback may do to the recording in progress. */
export interface ExchangeControl {
  /**
   * From now on the response must end within `ms` of silence (e.g. a stream that sent its
   * terminal status must close); otherwise the idle cap ends it with `detail` as the reason.
   */
  expectCloseWithin(ms: number, detail: string): void;
}

class CapReached extends Error {
  constructor(
    readonly cap: CapName,
    message: string,
  ) {
    super(message);
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function parseJson(text: string): { json?: unknown; parseError?: string } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { parseError: error instanceof Error ? error.message : String(error) };
  }
}

function networkDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return code ? `${code}: ${error.message}${cause}` : `${error.message}${cause}`;
}

/**
 * The byte caps never fall below an echo of what the kit sent: A2A lets a task snapshot carry the
 * request's message in its history, so a well-behaved agent may send back the several-MB image a
 * case sent it, once in an event and again in the task at the end. The caps guard against a
 * hostile target, not against the kit's own input.
 */
function echoRoom(caps: RecorderCaps, bodyText: string | Uint8Array | undefined): RecorderCaps {
  const sent = bodyText === undefined ? 0 : Buffer.byteLength(bodyText, 'utf8');
  return { ...caps, eventBytes: Math.max(caps.eventBytes, 2 * sent), totalBytes: Math.max(caps.totalBytes, 4 * sent) };
}

/**
 * Sends one request and records the answer. Never throws for what the target does: a refused
 * connection, a reset or a cap all end up in `end`. It throws only for the kit's own mistakes.
 */
export async function recordExchange(req: ExchangeRequest): Promise<RecordedExchange> {
  // Bytes go as they are (a case may send what is not UTF-8), a string as written, anything else as JSON.
  const bodyText =
    req.body === undefined || typeof req.body === 'string' || req.body instanceof Uint8Array
      ? req.body
      : JSON.stringify(req.body);
  const caps: RecorderCaps = echoRoom({ ...DEFAULT_CAPS, ...req.caps }, bodyText);
  req.budget?.opening(bodyText === undefined ? 0 : Buffer.byteLength(bodyText, 'utf8'));
  const exchange: RecordedExchange = {
    url: req.url,
    method: req.method,
    requestHeaders: recordedHeaders(req.headers, req.redactHeaders),
    sentAt: performance.now(),
    end: { at: 0, how: 'complete' },
  };
  if (req.body !== undefined)
    exchange.requestBody =
      typeof req.body === 'string'
        ? (parseJson(req.body).json ?? req.body)
        : req.body instanceof Uint8Array
          ? Buffer.from(req.body).toString('utf8')
          : req.body;

  const controller = new AbortController();
  let capHit: CapReached | undefined;
  const hitCap = (cap: CapName) => {
    if (capHit || controller.signal.aborted) return;
    capHit = new CapReached(
      cap,
      cap === 'idle' && idleDetail !== undefined
        ? idleDetail
        : describeCap(cap, { ...caps, ...budgetCaps(req.budget), idleMs }),
    );
    controller.abort(capHit);
  };
  let idleMs = caps.idleMs;
  let idleDetail: string | undefined;
  let hungUp = HUNG_UP;
  const hangUp = (detail: string, reason?: unknown) => {
    if (capHit || controller.signal.aborted) return;
    hungUp = detail;
    controller.abort(reason ?? new Error(detail));
  };
  const onCallerAbort = () => hangUp(HUNG_UP, req.signal?.reason);
  if (req.signal?.aborted) onCallerAbort();
  req.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const unwatch = req.budget?.watch((end) => (end.how === 'cap' ? hitCap(end.cap) : hangUp(end.detail)));

  const timers: CapTimer[] = [];
  timers.push(capTimer(caps.totalMs, () => hitCap('turn-time')));
  const firstByteTimer = capTimer(caps.firstByteMs, () => hitCap('first-byte'));
  timers.push(firstByteTimer);
  let idleTimer: CapTimer | undefined;
  const touchIdle = () => {
    idleTimer?.clear();
    idleTimer = capTimer(idleMs, () => hitCap('idle'));
  };
  const control: ExchangeControl = {
    expectCloseWithin(ms, detail) {
      idleMs = Math.min(idleMs, ms);
      idleDetail = detail;
      touchIdle();
    },
  };

  const finish = (end: Omit<RecordedEnd, 'at'>): RecordedExchange => {
    exchange.end = { at: performance.now(), ...end };
    return exchange;
  };

  try {
    const response = await request(req.url, {
      method: req.method,
      headers: req.headers,
      body: bodyText,
      signal: controller.signal,
      dispatcher: req.dispatcher,
      // The kit's own caps decide; undici's defaults (300 s) would only hide them.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    firstByteTimer.clear();
    exchange.firstByteAt = performance.now();
    exchange.status = response.statusCode;
    exchange.responseHeaders = flattenHeaders(response.headers);
    touchIdle();

    const contentType = exchange.responseHeaders['content-type'] ?? '';
    const isStream = contentType.toLowerCase().startsWith('text/event-stream');
    let total = 0;
    const decoder = new TextDecoder();
    let text = '';
    const events: RecordedSseEvent[] = [];
    const lines = isStream ? new SseLines() : undefined;
    let endsWithCr = false;
    const parser = isStream
      ? createParser({
          maxBufferSize: caps.eventBytes,
          onEvent: (message) => {
            if (capHit) return;
            const bytes = Buffer.byteLength(message.data, 'utf8');
            if (bytes > caps.eventBytes) return hitCap('event-bytes');
            req.budget?.charge(recordedBytes.event(bytes));
            if (capHit) return;
            const event: RecordedSseEvent = {
              index: events.length,
              receivedAt: performance.now(),
              data: message.data,
              bytes,
              ...parseJson(message.data),
            };
            if (message.event !== undefined) event.event = message.event;
            if (message.id !== undefined) event.id = message.id;
            const framing = lines?.next();
            if (framing) event.framing = framing;
            events.push(event);
            req.onEvent?.(event, control);
          },
          // The parser's buffer bound also catches an event that never ends (no blank line).
          onError: (error) => {
            if (error.type === 'max-buffer-size-exceeded') hitCap('event-bytes');
          },
        })
      : undefined;
    if (isStream) exchange.sse = events;

    const consume = (bytes: Buffer) => {
      const piece = decoder.decode(bytes, { stream: true });
      if (parser) {
        lines?.feed(piece);
        parser.feed(piece);
        if (piece !== '') endsWithCr = piece.endsWith('\r');
      } else {
        text += piece;
        req.budget?.charge(recordedBytes.body(bytes.length));
      }
    };
    const utf8 = new Utf8Watch();
    const notUtf8 = (byte: number) => (exchange.notUtf8 = { byte, ...(parser ? { event: events.length } : {}) });
    try {
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        touchIdle();
        total += chunk.length;
        if (total > caps.totalBytes) {
          hitCap('total-bytes');
          break;
        }
        const bad = utf8.feed(chunk);
        if (bad === undefined) consume(chunk);
        else {
          // The bytes before the bad one first, so the record names the event that holds it.
          const within = Math.max(0, bad - (total - chunk.length));
          consume(chunk.subarray(0, within));
          notUtf8(bad);
          consume(chunk.subarray(within));
        }
        if (capHit || controller.signal.aborted) break;
      }
      if (!capHit && !controller.signal.aborted) {
        const cutShort = utf8.end();
        if (cutShort !== undefined) notUtf8(cutShort);
      }
      if (!parser) text += decoder.decode();
      else if (!capHit && !controller.signal.aborted) {
        // A CR last in the stream ends its line (SSE): the parsers wait for a possible LF, so give it one.
        if (endsWithCr) {
          lines?.feed('\n');
          parser.feed('\n');
        }
        const unterminated = lines?.finish();
        if (unterminated) exchange.sseUnterminated = unterminated;
      }
    } catch (error) {
      if (!capHit && !controller.signal.aborted) {
        if (!parser) exchange.body = { text, ...parseJson(text), truncated: true };
        return finish({ how: 'network-error', detail: networkDetail(error) });
      }
    }
    if (!parser) {
      exchange.body = { text, ...parseJson(text) };
      if (capHit) exchange.body.truncated = true;
    }
    if (capHit) {
      response.body.destroy();
      return summarizeFlood(finish({ how: 'cap', cap: capHit.cap, detail: capHit.message }));
    }
    if (controller.signal.aborted) {
      response.body.destroy();
      return finish({ how: 'aborted', detail: hungUp });
    }
    return finish({ how: 'complete' });
  } catch (error) {
    if (capHit) return summarizeFlood(finish({ how: 'cap', cap: capHit.cap, detail: capHit.message }));
    if (controller.signal.aborted) return finish({ how: 'aborted', detail: hungUp });
    return finish({ how: 'network-error', detail: networkDetail(error) });
  } finally {
    for (const timer of timers) timer.clear();
    idleTimer?.clear();
    req.signal?.removeEventListener('abort', onCallerAbort);
    unwatch?.();
  }
}

/** The case caps of a budget, for the words of a cap it ended an exchange on. */
function budgetCaps(budget: CaseBudget | undefined): Partial<RecorderCaps> {
  if (!budget) return {};
  return { caseBytes: budget.caseBytes, caseMs: budget.caps.caseMs, runBytes: budget.caps.runBytes };
}

/** The caps that end a recording for what came, not for how long it took: bytes. */
const BYTE_CAPS: ReadonlySet<CapName> = new Set<CapName>(['event-bytes', 'total-bytes', 'case-bytes', 'run-bytes']);

/** How many of a flood's first and of its last events a summary keeps. */
export const FLOOD_KEPT = { first: 40, last: 10 };

/**
 * A recording that a byte cap ended, as the kit keeps it (the recorder returns it so, before the
 * case or any check sees it, so a rejudge of the tape sees the same): its first and last events,
 * and how many were dropped between them (`sseOmitted`). Anything else is returned as it is.
 * Sending past a byte cap is the target's failure already (a2a.stream-closed); the kit keeps a
 * flood's look, not every event of it.
 */
export function summarizeFlood(exchange: RecordedExchange): RecordedExchange {
  const events = exchange.sse;
  const { first, last } = FLOOD_KEPT;
  if (!events || events.length <= first + last || exchange.end.how !== 'cap' || !BYTE_CAPS.has(exchange.end.cap!))
    return exchange;
  const dropped = events.slice(first, events.length - last);
  const before = exchange.sseOmitted ?? { events: 0, bytes: 0 };
  return {
    ...exchange,
    sse: [...events.slice(0, first), ...events.slice(events.length - last)],
    sseOmitted: {
      events: before.events + dropped.length,
      bytes: before.bytes + dropped.reduce((n, e) => n + e.bytes, 0),
    },
  };
}

/** True when the exchange never got a response at all (refused, reset before headers, DNS). */
export function isUnreachable(exchange: RecordedExchange): boolean {
  return exchange.status === undefined && exchange.end.how === 'network-error';
}
