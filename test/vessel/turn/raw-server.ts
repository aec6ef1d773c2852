// A loopback HTTP server whose responses each test writes by hand, byte for byte.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RawHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface RawServer {
  baseUrl: string;
  requests: { headers: IncomingMessage['headers']; body: string }[];
  handle(handler: RawHandler): void;
  close(): Promise<void>;
}

export async function startRawServer(): Promise<RawServer> {
  let handler: RawHandler = (_req, res) => res.writeHead(500).end();
  const requests: RawServer['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (h) => (handler = h),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sseHead(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
}

/** A data frame for a chat-completions chunk. */
export const frame = (chunk: unknown): string =>
  `data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`;
export const delta = (d: Record<string, unknown>, finish: string | null = null) =>
  frame({ choices: [{ index: 0, delta: d, finish_reason: finish }] });
