// Tiny node:http servers that misbehave on purpose, for the recorder's caps.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function serve(handler: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sse = { 'content-type': 'text/event-stream' };

/** Accepts the request and never answers. */
export const neverAnswers: http.RequestListener = () => {};

/** Sends headers, then one byte every `everyMs`, forever. */
export const drips =
  (everyMs: number): http.RequestListener =>
  (req, res) => {
    res.writeHead(200, sse);
    const timer = setInterval(() => res.write(':'), everyMs);
    res.on('close', () => clearInterval(timer));
    req.on('close', () => clearInterval(timer));
  };

/** One event far larger than any cap, sent without ever ending it. */
export const giantEvent =
  (bytes: number): http.RequestListener =>
  (_req, res) => {
    res.writeHead(200, sse);
    res.write('data: ');
    res.write('x'.repeat(bytes));
  };

/** A normal first event, then an open stream that never closes and never writes again. */
export const neverCloses: http.RequestListener = (_req, res) => {
  res.writeHead(200, sse);
  res.write('data: {"jsonrpc":"2.0","id":"1","result":{}}\n\n');
};

/** Many small complete events adding up to `bytes`. */
export const flood =
  (bytes: number): http.RequestListener =>
  (_req, res) => {
    res.writeHead(200, sse);
    const line = `data: ${'y'.repeat(1000)}\n\n`;
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += line.length;
        if (!res.write(line)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  };
