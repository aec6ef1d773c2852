// A vessel that takes `input: "transcript-tail"` (D2/D13), made of the reference vessel and a small
// proxy in front of it: the reference vessel takes text parts, so the proxy moves the tail form's
// last user message back into parts, forwards the call, and points the card's URLs at itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { TRANSCRIPT_MEDIA_TYPE } from '../../../src/a2a/vessel-events.ts';

type Part = { text?: string; url?: string; mediaType?: string; media_type?: string; data?: unknown };

/** The tail form's last user message, moved back into text and image parts (D2's parts form). */
export function tailToParts(body: unknown): unknown {
  const message = (body as { params?: { message?: { parts?: Part[] } } })?.params?.message;
  // The kit also sends a turn spelled in snake_case (a2a.snake-case-accepted): `media_type` then.
  const transcript = message?.parts?.find((p) => (p.mediaType ?? p.media_type) === TRANSCRIPT_MEDIA_TYPE);
  const messages = (transcript?.data as { messages?: unknown[] } | undefined)?.messages;
  const last = (Array.isArray(messages) ? messages.at(-1) : undefined) as
    { role?: string; content?: unknown } | undefined;
  if (!message || !transcript) return body;
  // An envelope too broken to hold the user's message: a tail-form vessel judges the envelope itself,
  // so the proxy hands it on with a text part saying the user message is missing.
  if (!Array.isArray(messages) || last?.role !== 'user') {
    message.parts = [...(message.parts ?? []), { text: '(the envelope holds no user message)' }];
    return body;
  }
  messages.pop();
  const content = last.content;
  const parts: Part[] =
    typeof content === 'string'
      ? [{ text: content }]
      : (content as { type: string; text?: string; image_url?: { url: string } }[]).map((c) =>
          c.type === 'text' ? { text: c.text ?? '' } : { url: c.image_url?.url ?? '' },
        );
  message.parts = [...(messages.length > 0 ? [transcript] : []), ...parts];
  return body;
}

/**
 * The headers that describe one hop (RFC 9110 §7.6.1) of those the kit and the vessel send, and
 * Host, never forwarded either way: each side's node:http or undici frames its own messages, names
 * its own host and keeps its own connections. The vessel's `Keep-Alive: timeout=10` once went on to the kit, whose undici then
 * kept the proxy's connections for 8 s while the proxy closes them after 6 (its 5 s and node's 1 s
 * more): a request undici wrote as the proxy closed its connection was reset unread (read
 * ECONNRESET), on a busy machine.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function forwarded(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

export interface TailProxy {
  server: http.Server;
  origin: string;
  close(): Promise<void>;
}

/** The proxy in front of the vessel at `vesselOrigin`; `keepAliveTimeout` is node's own (5 s) unless given. */
export async function startTailProxy(
  vesselOrigin: string,
  options: { keepAliveTimeout?: number } = {},
): Promise<TailProxy> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'POST') {
      try {
        body = JSON.stringify(tailToParts(JSON.parse(body)));
      } catch {
        // Not JSON: forwarded as it is, for the vessel to answer -32700.
      }
    }
    const upstream = await request(vesselOrigin + req.url, {
      method: req.method as 'GET' | 'POST',
      headers: forwarded(req.headers),
      body: req.method === 'POST' ? body : undefined,
    });
    res.writeHead(upstream.statusCode, forwarded(upstream.headers));
    // The card names the vessel's own URL: point it at the proxy, so calls keep coming through here.
    if (req.method === 'GET') return void res.end((await upstream.body.text()).replaceAll(vesselOrigin, origin));
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
