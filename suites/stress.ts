// The robustness suite (`certify --suite robustness`, or `--thorough`; CONTRACT.md D17): an
// oversized body, huge fields, a client that stops reading, one that hangs up, one that dribbles
// its request, and N concurrent turns with random cancels and hang-ups. Each case measures what
// the vessel did with plain HTTP where the kit's recording client cannot act (a body sent lazily,
// a stream left unread, a request a byte at a time) and hands the facts to src/checks/stress.ts.
//
//   D17: "A request body over the vessel's stated cap is refused with HTTP 413 or -32600 before
//   it is read whole"; "A client that stops reading a stream is not given unbounded memory: the
//   vessel may drop it after a send buffer or time cap it chooses; the turn goes on and ends in a
//   terminal state `GetTask` reports."
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import tls from 'node:tls';
import type { RecordedSseEvent, RecordedTurn } from '../src/a2a/recording.ts';
import { eventState, taskIdOf } from '../src/a2a/stream-events.ts';
import { A2A_PROTOCOL_VERSION, A2A_VERSION_HEADER, isTerminalState } from '../src/a2a/wire.ts';
import type { CaseContext, CaseOutcome, ConformanceCase, TurnSpec } from '../src/case/index.ts';
import {
  checkClientDisconnect,
  checkDribblingClient,
  checkHugeFields,
  checkLoad,
  checkOversizedBody,
  checkSlowReader,
  checkTurn,
  TIMING_RULES,
  type HugeFieldAnswer,
  type LoadTurn,
  type OversizedSend,
  type TaskEnd,
  type Verdict,
} from '../src/checks/index.ts';
import type { SlowReaderFacts } from '../src/checks/stress.ts';
import { notTested } from '../src/checks/verdict.ts';
import type { RuleId } from '../src/rules/index.ts';
import { DEFAULT_PROFILE_MAX_BODY_BYTES } from '../src/profile/schema.ts';
import type { ScriptStep } from '../mock-model/script-schema.ts';
import { sentenceOf } from './sentence.ts';

const SECTION = 'CONTRACT.md › D17';
const MiB = 1024 * 1024;

export interface StressOptions {
  /** Concurrent turns of the load case (`--load N`, default 50). */
  load?: number;
  /** Characters the large unread stream's answer holds (default 8 Mi: a stream of about 3 × that; 0 leaves it out). */
  largeStreamChars?: number;
  /** Characters of a huge field (default 1 MiB). */
  hugeFieldChars?: number;
}

export const DEFAULT_LOAD = 50;
const DEFAULT_LARGE_STREAM_CHARS = 8 * MiB;
const DEFAULT_HUGE_FIELD_CHARS = MiB;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where and how a case posts to its agent without the recording client. */
interface Endpoint {
  url: URL;
  headers: Record<string, string>;
}

function endpointOf(ctx: CaseContext): Endpoint {
  const auth = ctx.profile.auth ? { [ctx.profile.auth.header]: ctx.profile.auth.value } : {};
  return {
    url: new URL(ctx.client.rpcUrl),
    headers: { 'content-type': 'application/json', [A2A_VERSION_HEADER]: A2A_PROTOCOL_VERSION, ...auth },
  };
}

const requestOf = (url: URL) => (url.protocol === 'https:' ? https.request : http.request);

/**
 * How long the kit polls GetTask for a turn it stopped reading or hung up on: its scripts play in
 * 3 s at most, and a turn the client left goes on and ends like any other (D17), so 15 s, scaled.
 */
const TURN_END_LIMIT_MS = 15_000;
const turnLimitMs = (ctx: CaseContext): number => TURN_END_LIMIT_MS * ctx.timeoutScale;

/** Polls GetTask (plainly, reading only as far as the task's state) until the task is terminal or `limitMs` passed. */
async function pollUntilTerminal(endpoint: Endpoint, taskId: string | undefined, limitMs: number): Promise<TaskEnd> {
  const started = performance.now();
  let state: string | undefined;
  if (taskId === undefined) return { terminal: false, waitedMs: 0, limitMs };
  for (;;) {
    state = await taskState(endpoint, taskId).catch(() => state);
    const waitedMs = performance.now() - started;
    if (isTerminalState(state)) return { taskId, state, terminal: true, waitedMs, limitMs };
    if (waitedMs > limitMs) return { taskId, ...(state ? { state } : {}), terminal: false, waitedMs, limitMs };
    await sleep(50);
  }
}

const STATE_PATTERN = /"state"\s*:\s*"([A-Z_]+)"/;

/** GetTask's task state, read from the answer's first bytes that hold it (a task's one TaskStatus), the rest left unread. */
function taskState(endpoint: Endpoint, taskId: string): Promise<string | undefined> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: taskId, historyLength: 0 } });
  return new Promise((resolve, reject) => {
    const req = requestOf(endpoint.url)(endpoint.url, {
      method: 'POST',
      headers: { ...endpoint.headers, 'content-length': Buffer.byteLength(body) },
      timeout: 10_000,
    });
    req.on('response', (res) => {
      let seen = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        seen = (seen + chunk).slice(-65_536);
        const state = STATE_PATTERN.exec(seen)?.[1];
        if (state !== undefined) {
          resolve(state);
          req.destroy();
        }
      });
      res.on('end', () => resolve(STATE_PATTERN.exec(seen)?.[1]));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('GetTask timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// An oversized body, generated as it is sent.

/** The last bytes go out in paced pieces, so a vessel reading up to its cap keeps up and its refusal is seen where it came. */
const PACED_TAIL_BYTES = 9 * MiB;
const PIECE_BYTES = 64 * 1024;

/** A SendMessage whose one text part is `total` bytes of JSON in all, yielded 64 KiB at a time and never held whole. */
async function* oversizedBody(total: number, paceFrom: number): AsyncGenerator<Buffer> {
  const head = Buffer.from(
    '{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"stress-oversized","role":"ROLE_USER","parts":[{"text":"',
  );
  const tail = Buffer.from('"}]}}}');
  const filler = Buffer.alloc(PIECE_BYTES, 'a');
  yield head;
  let sent = head.length;
  while (sent < total - tail.length) {
    const piece = Math.min(PIECE_BYTES, total - tail.length - sent);
    if (sent >= paceFrom) await sleep(1);
    yield piece === PIECE_BYTES ? filler : filler.subarray(0, piece);
    sent += piece;
  }
  yield tail;
}

/** Resolves when `req` drains or closes, leaving no listener behind. */
function drained(req: http.ClientRequest): Promise<void> {
  return new Promise((go) => {
    const done = () => {
      req.off('drain', done);
      req.off('close', done);
      go();
    };
    req.on('drain', done);
    req.on('close', done);
  });
}

function sendOversized(
  endpoint: Endpoint,
  mode: OversizedSend['mode'],
  total: number,
  limitMs: number,
): Promise<OversizedSend> {
  return new Promise((resolve) => {
    const started = performance.now();
    let sentBytes = 0;
    let whole = false;
    let settled = false;
    const headers: Record<string, string | number> = { ...endpoint.headers };
    if (mode === 'declared-length') headers['content-length'] = total;
    else headers['transfer-encoding'] = 'chunked';
    const req = requestOf(endpoint.url)(endpoint.url, { method: 'POST', headers });
    const finish = (fields: Partial<OversizedSend>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        mode,
        bodyBytes: total,
        sentBytes,
        sentWhole: whole,
        elapsedMs: performance.now() - started,
        ...fields,
      });
      req.destroy();
    };
    const timer = setTimeout(() => finish({ closedWithoutAnswer: true }), limitMs);
    req.on('response', (res) => {
      const answeredWhole = whole;
      const status = res.statusCode;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < 65_536) text += chunk;
      });
      const done = () => {
        let errorCode: number | undefined;
        try {
          const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
          if (typeof code === 'number') errorCode = code;
        } catch {
          // not JSON: no error code
        }
        whole = answeredWhole;
        finish({ ...(status !== undefined ? { status } : {}), ...(errorCode !== undefined ? { errorCode } : {}) });
      };
      res.on('end', done);
      res.on('error', done);
      res.on('close', done);
    });
    req.on('error', () => setTimeout(() => finish({ closedWithoutAnswer: true }), 50));
    void (async () => {
      for await (const piece of oversizedBody(total, Math.max(0, total - PACED_TAIL_BYTES))) {
        if (settled || req.destroyed) return;
        const more = req.write(piece);
        sentBytes += piece.length;
        if (!more) await drained(req);
      }
      if (settled || req.destroyed) return;
      whole = true;
      req.end();
    })();
  });
}

const oversizedCase: ConformanceCase = {
  id: 'stress.oversized-body',
  title: "A body 1 MiB over the profile's max_body_bytes is refused before the kit has sent it whole",
  section: SECTION,
  sentence: sentenceOf('stress.oversized-body'),
  rules: ['stress.oversized-body'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    if (!ctx.prepareTurn) return notJudgedHere(['stress.oversized-body']);
    const cap = ctx.profile.max_body_bytes ?? DEFAULT_PROFILE_MAX_BODY_BYTES;
    const endpoint = endpointOf(ctx);
    const limit = 60_000 * ctx.timeoutScale;
    const sends = [
      await sendOversized(endpoint, 'declared-length', cap + MiB, limit),
      await sendOversized(endpoint, 'unstated-length', cap + MiB, limit),
    ];
    return { verdicts: checkOversizedBody(cap, sends) };
  },
};

// ---------------------------------------------------------------------------------------------
// Huge strings in fields of a body under the cap.

const hugeFieldsCase = (chars: number): ConformanceCase => ({
  id: 'stress.huge-fields',
  title: 'A 1 MiB method name, messageId or task id is refused or bounded, never echoed whole',
  section: SECTION,
  sentence: sentenceOf('stress.huge-fields'),
  rules: ['stress.huge-fields'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const huge = (letter: string) => letter.repeat(chars);
    const requests: { field: string; value: string; body: unknown }[] = [
      { field: 'method', value: huge('M'), body: { jsonrpc: '2.0', id: 1, method: huge('M'), params: {} } },
      {
        field: 'params.message.messageId',
        value: huge('I'),
        body: {
          jsonrpc: '2.0',
          id: 2,
          method: 'SendMessage',
          params: { message: { messageId: huge('I'), role: 'ROLE_USER', parts: [{ text: 'Hello.' }] } },
        },
      },
      {
        field: 'params.id (GetTask)',
        value: huge('T'),
        body: { jsonrpc: '2.0', id: 3, method: 'GetTask', params: { id: huge('T') } },
      },
    ];
    const exchanges = [];
    const answers: HugeFieldAnswer[] = [];
    for (const r of requests) {
      const exchange = await ctx.client.post(r.body);
      exchanges.push(exchange);
      const text = exchange.body?.text ?? (exchange.sse ?? []).map((e) => e.data).join('\n');
      answers.push({
        field: r.field,
        stringChars: chars,
        ...(exchange.status !== undefined ? { status: exchange.status } : {}),
        answerChars: text.length,
        holdsString: text.includes(r.value),
        answerStart: text.slice(0, 120),
      });
    }
    return { verdicts: checkHugeFields(answers), exchanges: exchanges.map(withoutHugeRequest) };
  },
});

/** The evidence keeps the request's shape, not its megabyte of letters. */
function withoutHugeRequest<T extends { requestBody?: unknown }>(exchange: T): T {
  return { ...exchange, requestBody: '(a request holding a 1 MiB string; not kept)' };
}

// ---------------------------------------------------------------------------------------------
// A stream the client does not read.

/** A turn whose stream the kit holds open without reading, after its first event (for the task id). */
interface UnreadStream {
  taskId?: string;
  /** Reads the rest, counting bytes (stopping once past `stopAfterBytes`); resolves with what came and whether it ended whole. */
  readOn(limitMs: number, stopAfterBytes?: number): Promise<{ bytes: number; whole: boolean }>;
  close(): void;
}

function openUnread(endpoint: Endpoint, params: unknown, limitMs: number): Promise<UnreadStream> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage', params });
  return new Promise((resolve, reject) => {
    const req = requestOf(endpoint.url)(endpoint.url, {
      method: 'POST',
      headers: { ...endpoint.headers, accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => req.destroy(new Error(`no first event within ${limitMs} ms`)), limitMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      let bytes = 0;
      let tail = '';
      let resolved = false;
      let stopAt = Infinity;
      let past: (() => void) | undefined;
      const onData = (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > stopAt) past?.();
        tail = (tail + chunk.toString('utf8')).slice(-256 * 1024);
        if (resolved) return;
        const first = /data:(.*)\r?\n/.exec(tail)?.[1];
        if (first === undefined) return;
        resolved = true;
        clearTimeout(timer);
        res.pause();
        let taskId: string | undefined;
        try {
          taskId = taskIdOf(JSON.parse(first));
        } catch {
          taskId = undefined;
        }
        resolve({
          ...(taskId !== undefined ? { taskId } : {}),
          readOn: (readLimit, stopAfterBytes = Infinity) =>
            new Promise((done) => {
              const stop = setTimeout(() => finish(false), readLimit);
              stopAt = stopAfterBytes;
              past = () => finish(false);
              const finish = (ended: boolean) => {
                clearTimeout(stop);
                const last = [...tail.matchAll(/data:(.*)\r?\n/g)].at(-1)?.[1];
                let terminal = false;
                try {
                  terminal = isTerminalState(
                    eventState({ index: 0, receivedAt: 0, data: last ?? '', bytes: 0, json: JSON.parse(last ?? '') }),
                  );
                } catch {
                  terminal = false;
                }
                done({ bytes, whole: ended && terminal });
                req.destroy();
              };
              res.on('end', () => finish(true));
              res.on('aborted', () => finish(false));
              res.on('error', () => finish(false));
              res.on('close', () => finish(res.complete));
              res.resume();
            }),
          close: () => req.destroy(),
        });
      };
      res.on('data', onData);
    });
    req.end(body);
  });
}

/** A text answer of `chars` characters, streamed `chunk` characters a frame `intervalMs` apart. */
const longAnswer = (chars: number, chunk: number, intervalMs: number): ScriptStep[] => [
  { text: 'x'.repeat(chars), timing: { chunk_chars: chunk, interval_ms: intervalMs } },
];

/** A turn run beside a hostile client: did its terminal status arrive before `deadline()` passed? */
function otherTurn(ctx: CaseContext, text: string) {
  let terminalAt: number | undefined;
  const turn = ctx.recordTurn({ text }, (event: RecordedSseEvent) => {
    if (isTerminalState(eventState(event))) terminalAt ??= performance.now();
  });
  return { turn, terminalAt: () => terminalAt };
}

const notJudgedHere = (rules: readonly RuleId[]): CaseOutcome => ({
  verdicts: rules.map((rule) =>
    notTested(
      rule,
      'not judged again from a bundle: this case sends and reads some of its requests itself, past the recording client',
    ),
  ),
});

/** The large unread stream: opened, left unread until GetTask shows its turn terminal, then read on as far as the bound (twice its answer's characters). */
async function readLarge(
  ctx: CaseContext,
  prepare: NonNullable<CaseContext['prepareTurn']>,
  endpoint: Endpoint,
  chars: number,
  limitMs: number,
): Promise<NonNullable<SlowReaderFacts['large']>> {
  const large = prepare({ steps: longAnswer(chars, 65_536, 0), text: 'A very long answer.' });
  const big = await openUnread(endpoint, large.params, 10_000 * ctx.timeoutScale);
  const task = await pollUntilTerminal(endpoint, big.taskId, limitMs);
  // Past the bound the vessel has shown it held too much: the kit reads no further.
  const read = await big.readOn(limitMs, 2 * chars);
  return { ...read, boundBytes: 2 * chars, task };
}

const slowReaderCase = (largeChars: number): ConformanceCase => ({
  id: 'stress.slow-reader',
  title:
    'A client that reads nothing of a long stream holds up no other turn; its turn ends; the stream is not held whole',
  section: SECTION,
  sentence: sentenceOf('stress.slow-reader'),
  rules: ['stress.slow-reader'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    if (!ctx.prepareTurn) return notJudgedHere(['stress.slow-reader']);
    const endpoint = endpointOf(ctx);
    const limit = turnLimitMs(ctx);
    // 1. A stream of ~10 MiB in ~1 s (more than the sockets hold: the vessel keeps the rest), unread, and
    // another turn meanwhile.
    const paced = ctx.prepareTurn({ steps: longAnswer(3 * MiB, 65_536, 20), text: 'A long answer nobody reads.' });
    const unread = await openUnread(endpoint, paced.params, 10_000 * ctx.timeoutScale);
    // By then the sockets' buffers are full and the vessel holds what the reader has not taken.
    await sleep(1_000);
    const other = otherTurn(ctx, 'A turn beside one nobody reads.');
    const unreadEnd = await pollUntilTerminal(endpoint, unread.taskId, limit);
    // The other turn has until the unread one ended and 3 s more, still unread; then the kit reads on.
    await Promise.race([other.turn, sleep(3_000 * ctx.timeoutScale)]);
    const resumedAt = performance.now();
    await unread.readOn(limit);
    const otherTurnRecorded = await other.turn;
    const terminalAt = other.terminalAt();
    const completed = terminalAt !== undefined && terminalAt < resumedAt;
    // 2. A stream far larger than a send buffer, unread until its turn ends, then read on. Its turn
    // streams tens of MiB as fast as the vessel goes, so it has four times the wait. When the first
    // unread turn never ended, the larger one is not tried: turn-ends has failed already.
    const large =
      largeChars > 0 && unreadEnd.terminal
        ? await readLarge(ctx, ctx.prepareTurn, endpoint, largeChars, 4 * limit)
        : undefined;
    return {
      verdicts: checkSlowReader({
        others: {
          completed,
          detail:
            terminalAt === undefined
              ? `it never reached a terminal status (${otherTurnRecorded.send.end.how}${otherTurnRecorded.send.end.detail ? `: ${otherTurnRecorded.send.end.detail}` : ''})`
              : `its terminal status came only ${Math.round(terminalAt - resumedAt)} ms after the kit read the held stream on`,
        },
        unread: unreadEnd,
        ...(large ? { large } : {}),
      }),
      turns: [otherTurnRecorded],
    };
  },
});

// ---------------------------------------------------------------------------------------------
// A client that hangs up mid-stream.

/** `chars` characters of text, 4 every 10 ms (1 s per 400). */
const pacedAnswer = (words: string, chars = 400): ScriptStep[] => [
  {
    text: `${words} `.repeat(Math.ceil(chars / (words.length + 1))).slice(0, chars),
    timing: { chunk_chars: 4, interval_ms: 10 },
  },
];

/**
 * Polls the turn's task until terminal. A turn read to its end keeps the last GetTask as its own,
 * judged with it; a hung-up one does not: its model journal was taken when the kit hung up, while
 * the turn went on, so the task's final word and the journal would not describe the same moment.
 */
async function finalTask(ctx: CaseContext, turn: RecordedTurn, endpoint: Endpoint, limitMs: number): Promise<TaskEnd> {
  const taskId = (turn.send.sse ?? []).map((e) => taskIdOf(e.json)).find((id) => id !== undefined);
  const end = await pollUntilTerminal(endpoint, taskId, limitMs);
  if (taskId !== undefined && turn.send.end.how === 'complete') turn.getTask = await ctx.client.getTask(taskId);
  return end;
}

const disconnectCase: ConformanceCase = {
  id: 'stress.client-disconnect',
  title: 'A client that hangs up mid-stream (after the task, after the first text) leaves a turn that ends terminal',
  section: SECTION,
  sentence: sentenceOf('stress.client-disconnect'),
  rules: ['stress.client-disconnect'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    if (!ctx.prepareTurn) return notJudgedHere(['stress.client-disconnect']);
    const endpoint = endpointOf(ctx);
    const limit = turnLimitMs(ctx);
    const specs: TurnSpec[] = [
      { steps: pacedAnswer('hang up after the task'), hangUpAfter: { event: 'task' }, getTask: false },
      { steps: pacedAnswer('hang up mid-text'), hangUpAfter: { event: 'text.delta', count: 3 }, getTask: false },
    ];
    const turns = await Promise.all(specs.map((spec) => ctx.recordTurn(spec)));
    const ends = await Promise.all(turns.map((turn) => finalTask(ctx, turn, endpoint, limit)));
    return { verdicts: checkClientDisconnect(ends), turns };
  },
};

// ---------------------------------------------------------------------------------------------
// A client that dribbles its request a byte at a time.

const DRIBBLE_PAUSE_MS = 8;
const ANSWER_LIMIT_MS = 5_000;

function dribble(
  endpoint: Endpoint,
  pauseMs: number,
  answerLimitMs: number,
  onBody: () => void,
): Promise<{ bytes: number; status?: number; closed: boolean; afterLastByteMs?: number }> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'GetTask',
    params: { id: 'stress-dribbled-unknown-task' },
  });
  const { url } = endpoint;
  const head =
    `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
    Object.entries({ ...endpoint.headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('') +
    '\r\n';
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket =
      url.protocol === 'https:'
        ? tls.connect({ host: url.hostname, port, servername: url.hostname })
        : net.connect({ host: url.hostname, port });
    let received = '';
    let lastByteAt: number | undefined;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({
        bytes: head.length + body.length,
        ...(status !== undefined ? { status: Number(status) } : {}),
        closed,
        ...(lastByteAt !== undefined && (status !== undefined || closed)
          ? { afterLastByteMs: performance.now() - lastByteAt }
          : {}),
      });
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/1\.[01] \d{3}/.test(received) && lastByteAt !== undefined) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    void (async () => {
      const bytes = Buffer.from(head + body);
      for (let i = 0; i < bytes.length && !settled; i++) {
        if (i === head.length) onBody();
        socket.write(bytes.subarray(i, i + 1));
        if (i === bytes.length - 1) lastByteAt = performance.now();
        else await sleep(pauseMs);
      }
      if (/^HTTP\/1\.[01] \d{3}/.test(received)) return finish(false);
      await sleep(answerLimitMs + 500);
      finish(false);
    })();
  });
}

const dribbleCase: ConformanceCase = {
  id: 'stress.dribbling-client',
  title: 'While a client sends its headers and body a byte at a time, other turns run; the dribbler is answered',
  section: SECTION,
  sentence: sentenceOf('stress.dribbling-client'),
  rules: ['stress.dribbling-client'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    if (!ctx.prepareTurn) return notJudgedHere(['stress.dribbling-client']);
    const endpoint = endpointOf(ctx);
    const during: ReturnType<typeof otherTurn>[] = [otherTurn(ctx, 'A turn while headers dribble.')];
    let lastByte = Infinity;
    const dribbled = dribble(endpoint, DRIBBLE_PAUSE_MS, ANSWER_LIMIT_MS * ctx.timeoutScale, () =>
      during.push(otherTurn(ctx, 'A turn while a body dribbles.')),
    ).then((d) => {
      lastByte = performance.now() - (d.afterLastByteMs ?? 0);
      return d;
    });
    const d = await dribbled;
    const turns = await Promise.all(during.map((o) => o.turn));
    const late = during
      .map((o, i) => ({ i, at: o.terminalAt() }))
      .filter(({ at }) => at === undefined || at > lastByte);
    return {
      verdicts: checkDribblingClient({
        others: {
          completed: late.length === 0,
          detail: late
            .map(({ i, at }) =>
              at === undefined
                ? `turn ${i + 1} never reached a terminal status (${turns[i]!.send.end.how})`
                : `turn ${i + 1} reached its terminal status only ${Math.round(at - lastByte)} ms after the dribbler's last byte`,
            )
            .join('; '),
        },
        dribbler: { ...d, pauseMs: DRIBBLE_PAUSE_MS, limitMs: ANSWER_LIMIT_MS * ctx.timeoutScale },
      }),
      turns,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// N concurrent turns with random cancels and hang-ups.

/** Of every turn's verdicts, per rule: every failure, or its first pass when none failed (timing rules left out). */
function keptVerdicts(verdicts: readonly Verdict[]): Verdict[] {
  const byRule = new Map<string, Verdict[]>();
  for (const v of verdicts) {
    if (TIMING_RULES.has(v.rule)) continue;
    byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  }
  return [...byRule.values()].flatMap((vs) => {
    const failed = vs.filter((v) => v.status === 'fail' || v.status === 'error');
    return failed.length > 0 ? failed : vs.slice(0, 1);
  });
}

/** What the load drove: each turn as recorded, its stream checks' verdicts and what the kit measured of it. */
export interface LoadRun {
  turn: RecordedTurn;
  verdicts: Verdict[];
  measured: LoadTurn;
}

/** Drives `n` concurrent turns, about a fifth cancelled and a fifth hung up (from ctx.random), each polled to its end (the load case; bench/soak.bench.ts). */
export async function driveLoad(ctx: CaseContext, n: number): Promise<LoadRun[]> {
  const endpoint = endpointOf(ctx);
  const limit = turnLimitMs(ctx);
  const plans = Array.from({ length: n }, (_, index) => {
    const roll = ctx.random();
    const action: LoadTurn['action'] = roll < 0.2 ? 'cancel' : roll < 0.4 ? 'hang-up' : 'read';
    const after = { event: 'text.delta' as const, count: 1 + Math.floor(ctx.random() * 3) };
    return { index, action, after };
  });
  return Promise.all(
    plans.map(async ({ index, action, after }) => {
      const started = performance.now();
      let firstAt: number | undefined;
      let terminalAt: number | undefined;
      const spec: TurnSpec = {
        steps: pacedAnswer(`load turn ${index}`, 800),
        getTask: false,
        ...(action === 'cancel' ? { cancelAfter: after } : {}),
        ...(action === 'hang-up' ? { hangUpAfter: after } : {}),
      };
      const turn = await ctx.recordTurn(spec, (event) => {
        firstAt ??= performance.now();
        if (isTerminalState(eventState(event))) terminalAt ??= performance.now();
      });
      const end = await finalTask(ctx, turn, endpoint, limit);
      // A cancel that came as the turn was finishing (answered -32002, or with the task ended otherwise) left a
      // turn that ran to its end: under load the kit sees the events it cancels after later than they were sent.
      const answer = turn.cancel?.body?.json as {
        error?: { code?: unknown };
        result?: { status?: { state?: unknown } };
      };
      const lostRace =
        answer?.error?.code === -32002 ||
        (answer?.result !== undefined && answer.result.status?.state !== 'TASK_STATE_CANCELED');
      const verdicts = checkTurn(turn, action === 'cancel' && !lostRace ? { cancelled: true } : {});
      const failed = keptVerdicts(verdicts)
        .filter((v) => v.status === 'fail' || v.status === 'error')
        .map((v) => ({ rule: v.rule, message: v.message }));
      const streamWhole = action !== 'hang-up' && turn.send.end.how === 'complete' && terminalAt !== undefined;
      const measured: LoadTurn = {
        index,
        action,
        end,
        streamWhole,
        failed,
        ...(firstAt !== undefined ? { firstEventMs: firstAt - started } : {}),
        ...(terminalAt !== undefined ? { terminalMs: terminalAt - started } : {}),
      };
      return { turn, verdicts, measured };
    }),
  );
}

const loadCase = (n: number): ConformanceCase => ({
  id: 'stress.load',
  title: `${n} concurrent turns with random cancels and hang-ups each end terminal, every whole stream valid`,
  section: SECTION,
  sentence: `${sentenceOf('stress.load', 0)} […] ${sentenceOf('stress.load', 1)}`,
  rules: ['stress.load'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    if (!ctx.prepareTurn) return notJudgedHere(['stress.load']);
    const runs = await driveLoad(ctx, n);
    return {
      verdicts: [...checkLoad(runs.map((r) => r.measured)), ...keptVerdicts(runs.flatMap((r) => r.verdicts))],
      turns: runs.map((r) => r.turn),
    };
  },
});

/** The robustness suite's cases. */
export function stressCases(options: StressOptions = {}): ConformanceCase[] {
  return [
    oversizedCase,
    hugeFieldsCase(options.hugeFieldChars ?? DEFAULT_HUGE_FIELD_CHARS),
    slowReaderCase(options.largeStreamChars ?? DEFAULT_LARGE_STREAM_CHARS),
    disconnectCase,
    dribbleCase,
    loadCase(options.load ?? DEFAULT_LOAD),
  ];
}
