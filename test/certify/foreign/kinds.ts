// Small fake targets of the kinds a --target is classified as besides a vessel and a plain A2A
// agent (src/runner/classify.ts): an A2A 0.3 agent, whose card is written as 0.3 writes it, and an
// agent that refuses the plain turn for want of credentials. Each listens on an ephemeral loopback port.
import http from 'node:http';
import { AGENT_CARD_PATH } from '../../../src/a2a/wire.ts';
import { cardFor, listening, type ForeignTarget } from './servers.ts';

/** Serves `card(url)` at the well-known path and answers every other request with `onPost`. */
async function serving(
  card: (url: string) => Record<string, unknown>,
  onPost: (res: http.ServerResponse) => void,
): Promise<ForeignTarget> {
  let posts = 0;
  let url = '';
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === AGENT_CARD_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(card(url)));
      return;
    }
    req.resume();
    req.on('end', () => {
      posts++;
      onPost(res);
    });
  });
  const target = await listening(server, () => posts);
  url = target.url;
  return target;
}

/**
 * An A2A 0.3 agent, as a2a-js v0.3 serves one: protocolVersion 0.3.0, the JSON-RPC url at the top
 * of the card, no supportedInterfaces; and 0.3's method names, so a 1.0 method is not found.
 */
export function startA2A03Agent(): Promise<ForeignTarget> {
  return serving(
    (url) => ({
      protocolVersion: '0.3.0',
      name: 'old-echo',
      description: 'an A2A 0.3 echo agent',
      url,
      preferredTransport: 'JSONRPC',
      version: '1.0.0',
      capabilities: { streaming: true },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [{ id: 'echo', name: 'echo', description: 'echoes', tags: [] }],
    }),
    (res) =>
      void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32601, message: 'Method not found' } })),
  );
}

/** A sound A2A 1.0 card, and every call refused: HTTP 401, asking for a bearer token. */
export function startRefusingAgent(): Promise<ForeignTarget> {
  return serving(
    (url) => cardFor(url, 'locked'),
    (res) =>
      void res
        .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="a2a"' })
        .end('{"error":"unauthorized"}'),
  );
}
