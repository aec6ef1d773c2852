// Faults of the robustness suite's rules (src/rules/stress.ts, CONTRACT.md D17): a vessel that
// reads an oversized body whole before refusing it, or refuses it with a 5xx; echoes a huge field;
// buffers an unread stream without bound; lets one slow reader or one dribbling client hold up
// every other; keeps a turn open while its client is behind or gone; or loses events under load.
// Each bends the reference vessel at its seams: HTTP middleware around each request (which also
// tells the stream and turn bends whose connection they serve), the SSE writer, the turn engine.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENT_METADATA_KEY } from '../a2a/vessel-events.ts';
import type { EventWriter, HttpMiddleware, RunTurn, StreamMiddleware, TurnOutput } from '../vessel/seams.ts';
import { fault, type FaultsOf } from './fault.ts';

/** The response each request is answered on, for the stream and turn bends started while serving it. */
const serving = new AsyncLocalStorage<ServerResponse>();
const knowResponse: HttpMiddleware = (req, res, next) => serving.run(res, () => next(req, res));

/** What a stream may hold unsent before a bend calls its reader behind. */
const BEHIND_BYTES = 64 * 1024;
const behind = (res: ServerResponse) => !res.destroyed && !res.writableFinished && res.writableLength > BEHIND_BYTES;

type WriteHead = ServerResponse['writeHead'];

/** Rewrites the status of a 413 answer. */
const refuseWith5xx: HttpMiddleware = (req, res, next) => {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 413 ? 500 : status, ...rest)) as WriteHead;
  return next(req, res);
};

/** Holds a 413 answer (and what follows it) until the request's body has been read to its end, for the requests `applies` picks. */
function drainBeforeRefusing(applies: (req: IncomingMessage) => boolean): HttpMiddleware {
  return (req, res, next) => {
    if (!applies(req)) return next(req, res);
    const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const held: (() => void)[] = [];
    let holding = false;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status !== 413) return writeHead(status, ...rest);
      holding = true;
      req.on('data', () => {});
      req.once('end', () => {
        holding = false;
        writeHead(status, ...rest);
        for (const then of held.splice(0)) then();
      });
      req.resume();
      return res;
    }) as WriteHead;
    res.write = ((...args: unknown[]) =>
      holding ? (held.push(() => write(...args)), true) : write(...args)) as ServerResponse['write'];
    res.end = ((...args: unknown[]) =>
      holding ? (held.push(() => end(...args)), res) : end(...args)) as ServerResponse['end'];
    return next(req, res);
  };
}

/** Writes a stream's events only while its socket keeps up, queueing the rest in memory without bound: the vessel's own send-buffer cap never sees them. */
const unboundedQueue: StreamMiddleware = (inner) => {
  const res = serving.getStore();
  if (!res) return inner;
  const queue: (() => void)[] = [];
  const flush = () => {
    while (queue.length > 0 && !behind(res) && !res.destroyed) queue.shift()!();
  };
  res.on('drain', flush);
  const timer = setInterval(flush, 20);
  res.on('close', () => clearInterval(timer));
  const later = (then: () => void) => {
    if (queue.length === 0 && !behind(res)) then();
    else queue.push(then);
  };
  return { write: (r) => later(() => inner.write(r)), end: () => later(() => inner.end()) };
};

/** Every open stream's response, so one stream's writer can see whether another's reader is behind. */
const openStreams = new Set<ServerResponse>();

/**
 * A stream's events wait while any stream's reader is behind, its own included: one slow reader
 * stalls every stream. Its own wait in memory, so the vessel's send-buffer cap never drops the slow
 * one and the stall lasts as long as its reader reads nothing.
 */
const slowReaderStallsAll: StreamMiddleware = (inner) => {
  const res = serving.getStore();
  if (!res) return inner;
  openStreams.add(res);
  const queue: (() => void)[] = [];
  const blocked = () => [...openStreams].some(behind);
  const flush = () => {
    while (queue.length > 0 && !blocked()) queue.shift()!();
  };
  const timer = setInterval(flush, 20);
  res.on('drain', flush);
  res.on('close', () => {
    openStreams.delete(res);
    clearInterval(timer);
    flush();
  });
  const later = (then: () => void) => {
    if (queue.length === 0 && !blocked()) then();
    else queue.push(then);
  };
  return { write: (r) => later(() => inner.write(r)), end: () => later(() => inner.end()) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the response has sent everything it holds; never while its client is gone, until the turn is cancelled. */
async function readerCaughtUp(res: ServerResponse, cancel: AbortSignal): Promise<void> {
  while (!cancel.aborted && (res.destroyed || res.writableLength > 0)) await sleep(20);
}

/** The turn holds its turn.finished until its stream's client has read everything before it; a client that is gone never has. */
const turnWaitsForReader = (inner: RunTurn): RunTurn => {
  return async (agent, input, sink, options) => {
    const res = serving.getStore();
    if (!res) return inner(agent, input, sink, options);
    let held: TurnOutput | undefined;
    const result = await inner(
      agent,
      input,
      (output) => {
        if (output.kind === 'event' && output.event.type === 'turn.finished') held = output;
        else sink(output);
      },
      options,
    );
    if (held) {
      await readerCaughtUp(res, options.cancel);
      sink(held);
    }
    return result;
  };
};

/** How many streams are open at once, for the fault that loses events under load. */
let streamsOpen = 0;
const LOAD_STREAMS = 4;

/** With more than LOAD_STREAMS streams open, a stream loses its second text.delta. */
const losesEventsUnderLoad: StreamMiddleware = (inner): EventWriter => {
  streamsOpen++;
  let deltas = 0;
  let ended = false;
  const close = () => {
    if (!ended) streamsOpen--;
    ended = true;
  };
  serving.getStore()?.on('close', close);
  return {
    write(response) {
      const status = response.result.statusUpdate?.status.message?.metadata?.[EVENT_METADATA_KEY];
      if (status === 'text.delta' && ++deltas === 2 && streamsOpen > LOAD_STREAMS) return;
      inner.write(response);
    },
    end() {
      close();
      inner.end();
    },
  };
};

/** One request at a time has its body read: a request waits until the one before has its body whole. */
function bodiesOneAtATime(): HttpMiddleware {
  let queue: Promise<void> = Promise.resolve();
  return async (req, res, next) => {
    const before = queue;
    let release!: () => void;
    queue = new Promise((resolve) => (release = resolve));
    await before;
    req.once('end', release);
    res.once('close', release);
    res.once('finish', release);
    return next(req, res);
  };
}

/** A request whose body took longer than this from its headers to its end is a slow one. */
const SLOW_BODY_MS = 500;

/** A request whose body came slowly is never answered: its answer is swallowed and the connection left open. */
const slowBodyNeverAnswered: HttpMiddleware = (req, res, next) => {
  const started = Date.now();
  let slow = false;
  req.once('end', () => (slow = Date.now() - started > SLOW_BODY_MS));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => (slow ? res : writeHead(...args))) as WriteHead;
  res.write = ((...args: unknown[]) => (slow ? true : write(...args))) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => (slow ? res : end(...args))) as ServerResponse['end'];
  return next(req, res);
};

/** Over this, a request's text is huge enough to echo into an error message whole. */
const HUGE_REQUEST_CHARS = 64 * 1024;

const hasLength = (req: IncomingMessage) => req.headers['content-length'] !== undefined;

export const faults = [
  fault(
    'stress.oversized-body#refused',
    'oversized-body-refused-500',
    'A body over the cap is refused early, but with HTTP 500 instead of 413',
    { middleware: { http: [refuseWith5xx] } },
  ),
  fault(
    'stress.oversized-body#declared-length',
    'oversized-body-read-whole-declared',
    'A body whose Content-Length is over the cap is read to its end before the 413 goes out',
    { middleware: { http: [drainBeforeRefusing(hasLength)] } },
  ),
  fault(
    'stress.oversized-body#unstated-length',
    'oversized-body-read-whole-chunked',
    'A chunked body over the cap is read to its end before the 413 goes out',
    { middleware: { http: [drainBeforeRefusing((req) => !hasLength(req))] } },
  ),
  fault(
    'stress.huge-fields#not-echoed',
    'huge-field-echoed',
    'An error answer to a huge request quotes the whole request in its message',
    {
      middleware: {
        rpc: [
          async (call, next) => {
            const reply = await next(call);
            if (reply.kind !== 'json' || call.text.length < HUGE_REQUEST_CHARS) return reply;
            const body = reply.body as { error?: { message?: string } };
            if (!body.error) return reply;
            return {
              ...reply,
              body: { ...body, error: { ...body.error, message: `${body.error.message}: ${call.text}` } },
            };
          },
        ],
      },
    },
  ),
  fault(
    'stress.slow-reader#bounded',
    'unread-stream-buffered-whole',
    'A stream whose client stops reading is queued in memory without bound and never dropped',
    { middleware: { http: [knowResponse], stream: [unboundedQueue] } },
  ),
  fault(
    'stress.slow-reader#others-served',
    'slow-reader-stalls-all',
    "While one stream's client is behind, every stream's events wait (the slow one's in memory)",
    { middleware: { http: [knowResponse], stream: [slowReaderStallsAll] } },
  ),
  fault(
    ['stress.client-disconnect#turn-ends', 'stress.slow-reader#turn-ends', 'stress.load#terminal'],
    'turn-waits-for-its-reader',
    "A turn holds its turn.finished until its stream's client has read everything: one that stopped reading or hung up leaves the task working",
    { middleware: { http: [knowResponse] }, turn: turnWaitsForReader },
  ),
  fault(
    'stress.load#streams-valid',
    'events-lost-under-load',
    `With more than ${LOAD_STREAMS} streams open, each stream loses its second text.delta`,
    { middleware: { http: [knowResponse], stream: [losesEventsUnderLoad] } },
    { alsoBreaks: ['merge.content-exact'] },
  ),
  fault(
    'stress.dribbling-client#others-served',
    'dribbled-body-blocks-all',
    'Request bodies are read one at a time: a client dribbling its body holds every other request',
    { middleware: { http: [bodiesOneAtATime()] } },
  ),
  fault(
    'stress.dribbling-client#answered',
    'dribbled-request-never-answered',
    `A request whose body took over ${SLOW_BODY_MS} ms to arrive is never answered, its connection left open`,
    { middleware: { http: [slowBodyNeverAnswered] } },
  ),
] satisfies FaultsOf<'stress'>;
