// The node:http transport: for vessels in other processes and languages. It reads the body
// (bounded), hands the call to the shared core and plays the answer onto the response.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingCall, ModelCore } from './core.ts';
import type { Playback, Sink } from './player.ts';
import { routeOf } from './routes.ts';

export interface Listening {
  /** Base URL of the model API, ending in `/v1` (control endpoints are at `/_mock/...` on the same origin). */
  url: string;
  port: number;
  close(): Promise<void>;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Reads the body up to `limit` bytes; beyond it stops reading and reports the size seen so far. */
function readBody(req: IncomingMessage, limit: number): Promise<string | { tooLargeBytes: number }> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ tooLargeBytes: declared });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: string | { tooLargeBytes: number }) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        settle({ tooLargeBytes: size });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => settle(Buffer.concat(chunks).toString('utf8')));
    // A client that leaves mid-body: answer what arrived (it goes nowhere, but is journaled).
    req.on('error', () => settle(Buffer.concat(chunks).toString('utf8')));
    req.on('close', () => settle(Buffer.concat(chunks).toString('utf8')));
  });
}

function responseSink(res: ServerResponse, closeAfter: boolean): Sink {
  return {
    head(status, headers, flush) {
      res.writeHead(status, closeAfter ? { ...headers, connection: 'close' } : headers);
      // Frames leave as they are written instead of waiting to fill a packet.
      res.socket?.setNoDelay(true);
      if (flush) res.flushHeaders();
    },
    write: (chunk) => res.write(chunk),
    onDrain: (callback) => void res.once('drain', callback),
    end: (chunk) => (chunk === undefined ? res.end() : res.end(chunk)),
    cork: () => res.cork(),
    uncork: () => res.uncork(),
    destroy: () => {
      res.destroy();
      res.socket?.destroy();
    },
  };
}

export async function listenHttp(core: ModelCore, opts: { port?: number; host?: string }): Promise<Listening> {
  const host = opts.host ?? '127.0.0.1';
  const playing = new Set<Playback>();

  const server = createServer((req, res) => {
    const receivedAt = core.now();
    // Split by hand: WHATWG URL parsing costs more than the rest of a request's routing.
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const url = {
      pathname: query === -1 ? target : target.slice(0, query),
      searchParams: new URLSearchParams(query === -1 ? '' : target.slice(query + 1)),
    };
    void readBody(req, core.maxBodyBytes).then((body) => {
      const incoming: IncomingCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        headers: headersOf(req),
        receivedAt,
        body,
      };
      // An unread body must not be parsed as the next request: close the connection after answering.
      const closeAfter = typeof body !== 'string';
      if (routeOf(url.pathname) === 'control') {
        const reply = core.control(incoming);
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          ...(closeAfter ? { connection: 'close' } : {}),
        });
        res.end(reply.body);
        return;
      }
      const playback = core.call(incoming, responseSink(res, closeAfter));
      playing.add(playback);
      void playback.done.then(() => playing.delete(playback));
      // A client that left while its body was being read is gone already: 'close' has fired.
      if (req.socket.destroyed) playback.clientGone();
      else
        res.on('close', () => {
          if (!res.writableFinished) playback.clientGone();
        });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}/v1`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const p of playing) p.serverClosing();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
