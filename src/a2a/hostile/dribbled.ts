// The dribbling client (stress.dribbling-client): one request, its head and its body written a
// byte at a time `pauseMs` apart over a bare socket, then a wait for the answer's status line. It
// calls `onBody` as the body's first byte goes (a case starts another turn then), and records
// when its last byte went and when the answer, the close, or its giving up came.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import tls from 'node:tls';
import { recordedHeaders } from '../recorder.ts';
import type { RecordedDribble } from '../recording.ts';
import { sleep, type HostileEndpoint } from './endpoint.ts';

export interface DribbleSpec {
  /** The JSON-RPC request, sent as JSON. */
  body: unknown;
  pauseMs: number;
  /** How long after its last byte the client waits for a status line. */
  answerLimitMs: number;
}

/** How much longer than its limit the client waits, so an answer right at the limit is seen as late, not missing. */
const GIVE_UP_SLACK_MS = 500;
const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})/;

/** Dribbles one request as `spec` says and records what came back. Never throws for what the target does. */
export function recordDribbled(
  endpoint: HostileEndpoint,
  spec: DribbleSpec,
  onBody?: () => void,
): Promise<RecordedDribble> {
  const url = new URL(endpoint.url);
  const body = JSON.stringify(spec.body);
  const headers = { ...endpoint.headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const head =
    `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('') +
    '\r\n';
  const bytes = Buffer.from(head + body);
  const recording: RecordedDribble = {
    url: endpoint.url,
    requestHeaders: recordedHeaders(headers, endpoint.secretHeaders),
    requestBody: spec.body,
    bytes: bytes.length,
    pauseMs: spec.pauseMs,
    answerLimitMs: spec.answerLimitMs,
    sentAt: performance.now(),
    end: { at: 0, how: 'gave-up' },
  };
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket =
      url.protocol === 'https:'
        ? tls.connect({ host: url.hostname, port, servername: url.hostname })
        : net.connect({ host: url.hostname, port });
    let received = '';
    let ended = false;
    const end = (how: RecordedDribble['end']['how']) => {
      if (ended) return;
      ended = true;
      const status = STATUS_LINE.exec(received)?.[1];
      if (status !== undefined) recording.status = Number(status);
      recording.end = { at: performance.now(), how };
      socket.destroy();
      resolve(recording);
    };
    const answered = () => STATUS_LINE.test(received);
    socket.on('data', (chunk) => {
      // The status line is all the client reads of the answer.
      if (received.length < 1024) received += chunk.toString('latin1');
      if (answered() && recording.lastByteAt !== undefined) end('answered');
    });
    socket.on('close', () => end('closed'));
    socket.on('error', () => end('closed'));
    void (async () => {
      for (let i = 0; i < bytes.length && !ended; i++) {
        if (i === Buffer.byteLength(head)) {
          recording.bodyStartedAt = performance.now();
          onBody?.();
        }
        socket.write(bytes.subarray(i, i + 1));
        if (i === bytes.length - 1) recording.lastByteAt = performance.now();
        else await sleep(spec.pauseMs);
      }
      if (ended) return;
      if (answered()) return end('answered');
      await sleep(spec.answerLimitMs + GIVE_UP_SLACK_MS);
      end('gave-up');
    })();
  });
}

/** A dribble played back from its recording: `onBody` is called if it was when recorded. */
export function replayDribbled(recording: RecordedDribble, onBody?: () => void): RecordedDribble {
  if (recording.bodyStartedAt !== undefined) onBody?.();
  return recording;
}
