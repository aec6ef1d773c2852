// The oversized-body client (stress.oversized-body): a SendMessage over the vessel's cap,
// generated as it is sent and never held whole, its length stated or chunked. It records how much
// of the body it had handed to the socket when the answer's head (or the close) came, and sends
// no more then: what the rule asks is whether the refusal came before the body was whole.
import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { capTimer } from '../cap-timer.ts';
import { parseJson, recordedHeaders } from '../recorder.ts';
import type { RecordedOversizedSend } from '../recording.ts';
import { errorText, requestOf, sleep, type HostileEndpoint } from './endpoint.ts';

export interface OversizedSpec {
  mode: RecordedOversizedSend['mode'];
  bodyBytes: number;
  /** How long the client waits for an answer or a close before it gives up. */
  limitMs: number;
}

const MiB = 1024 * 1024;
/** The last bytes go out in paced pieces, so a vessel reading up to its cap keeps up and its refusal is seen where it came. */
const PACED_TAIL_BYTES = 9 * MiB;
const PIECE_BYTES = 64 * 1024;
/** How much of the answer is kept: enough for a JSON-RPC error, never a vessel's echo of the body. */
const ANSWER_KEPT_CHARS = 65_536;
/** After a request error, how long an answer already on its way may still arrive before the send counts as closed. */
const ERROR_GRACE_MS = 50;

/** A SendMessage whose one text part makes it `total` bytes of JSON in all, yielded 64 KiB at a time. */
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

/** Sends one oversized body as `spec` says and records what came back. Never throws for what the target does. */
export function recordOversized(endpoint: HostileEndpoint, spec: OversizedSpec): Promise<RecordedOversizedSend> {
  const headers: Record<string, string> = { ...endpoint.headers };
  if (spec.mode === 'declared-length') headers['content-length'] = String(spec.bodyBytes);
  else headers['transfer-encoding'] = 'chunked';
  const url = new URL(endpoint.url);
  const recording: RecordedOversizedSend = {
    url: endpoint.url,
    requestHeaders: recordedHeaders(headers, endpoint.secretHeaders),
    mode: spec.mode,
    bodyBytes: spec.bodyBytes,
    sentAt: performance.now(),
    sentBytes: 0,
    sentWhole: false,
    end: { at: 0, how: 'answered' },
  };
  return new Promise((resolve) => {
    let handed = 0;
    let whole = false;
    let ended = false;
    const req = requestOf(url)(url, { method: 'POST', headers });
    const end = (how: RecordedOversizedSend['end']['how'], detail?: string) => {
      if (ended) return;
      ended = true;
      timer.clear();
      if (recording.firstByteAt === undefined) Object.assign(recording, { sentBytes: handed, sentWhole: whole });
      recording.end = { at: performance.now(), how, ...(detail !== undefined ? { detail } : {}) };
      req.destroy();
      resolve(recording);
    };
    const timer = capTimer(spec.limitMs, () => end('gave-up', `no answer within ${Math.round(spec.limitMs)} ms`));
    req.on('response', (res) => {
      Object.assign(recording, { firstByteAt: performance.now(), sentBytes: handed, sentWhole: whole });
      if (res.statusCode !== undefined) recording.status = res.statusCode;
      let text = '';
      let truncated = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < ANSWER_KEPT_CHARS) text += chunk;
        else truncated = true;
      });
      const answered = () => {
        recording.body = { text, ...parseJson(text), ...(truncated ? { truncated } : {}) };
        end('answered');
      };
      res.on('end', answered);
      res.on('error', answered);
      res.on('close', answered);
    });
    req.on('error', (error) => setTimeout(() => end('closed', errorText(error)), ERROR_GRACE_MS));
    // Before each piece the client takes in what has arrived (setImmediate runs after the loop's
    // I/O), and once an answer's head is in it sends no more: a refusal followed by a reset of the
    // connection is read as the refusal it is, not lost to the reset a further write would meet.
    const answered = () => ended || req.destroyed || recording.firstByteAt !== undefined;
    void (async () => {
      for await (const piece of oversizedBody(spec.bodyBytes, Math.max(0, spec.bodyBytes - PACED_TAIL_BYTES))) {
        await new Promise((go) => setImmediate(go));
        if (answered()) return;
        const more = req.write(piece);
        handed += piece.length;
        if (!more) await drained(req);
      }
      await new Promise((go) => setImmediate(go));
      if (answered()) return;
      whole = true;
      req.end();
    })();
  });
}
