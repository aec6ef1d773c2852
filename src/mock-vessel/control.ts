// HTTP control endpoints of the mock vessel, for applications not written in JavaScript
// (`vessel-kit vessel --mock`): queue turn scripts and read what the application sent, on the
// vessel's own port under /_mock/ (no agent is served there). A server middleware of the vessel.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpMiddleware } from '../vessel/seams.ts';
import type { MockVesselLayer } from './layer.ts';
import { TurnScriptError } from './script.ts';

export const CONTROL_PREFIX = '/_mock/';

/** Turn scripts are small; this cap only keeps a runaway upload out. */
const MAX_CONTROL_BODY_BYTES = 16 * 1024 * 1024;

function send(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const failure = (res: ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}) =>
  send(res, status, { error: { message, ...extra } });

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY_BYTES) {
        req.pause();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const ENDPOINTS =
  'POST /_mock/queue[?agent=NAME], GET /_mock/queue, GET /_mock/requests, GET /_mock/turns, POST /_mock/reset, GET /_mock/health';

async function queueScripts(layer: MockVesselLayer, req: IncomingMessage, res: ServerResponse, agent: string | null) {
  const text = await readBody(req);
  if (text === undefined) {
    res.setHeader('connection', 'close');
    return failure(res, 413, `the body is over ${MAX_CONTROL_BODY_BYTES} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return failure(res, 400, `the body is not JSON (${(error as Error).message}); send one turn script or a list`);
  }
  const scripts = Array.isArray(value) ? value : [value];
  const queued: string[] = [];
  const problems: string[] = [];
  // All or nothing: every script is checked before any is queued.
  const checked = scripts.map((script, i) => {
    try {
      return layer.check(script, agent ?? undefined);
    } catch (error) {
      const prefix = Array.isArray(value) ? `[${i}] ` : '';
      if (error instanceof TurnScriptError) problems.push(...error.problems.map((p) => prefix + p));
      else problems.push(prefix + (error as Error).message);
      return undefined;
    }
  });
  if (problems.length > 0) return failure(res, 400, `invalid turn script: ${problems.join('; ')}`, { problems });
  for (const script of checked) queued.push(layer.queue(script!, agent ?? undefined));
  send(res, 200, { queued });
}

/** The control endpoints as an http middleware; every other path goes on to the vessel. */
export function controlEndpoints(layer: MockVesselLayer, agentUrls: () => Record<string, string>): HttpMiddleware {
  return async (req, res, next) => {
    const [pathname = '/', query = ''] = (req.url ?? '/').split('?', 2);
    if (!pathname.startsWith(CONTROL_PREFIX)) return next(req, res);
    const path = pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    const wrongMethod = (allowed: string) => failure(res, 405, `${method} is not allowed on ${path}; use ${allowed}`);
    switch (path) {
      case '/_mock/queue':
        if (method === 'POST') return queueScripts(layer, req, res, new URLSearchParams(query).get('agent'));
        if (method === 'GET') return send(res, 200, { pending: layer.pending() });
        return wrongMethod('GET or POST');
      case '/_mock/requests':
        return method === 'GET' ? send(res, 200, { requests: layer.requests }) : wrongMethod('GET');
      case '/_mock/turns':
        return method === 'GET' ? send(res, 200, { turns: layer.turns }) : wrongMethod('GET');
      case '/_mock/reset':
        if (method !== 'POST') return wrongMethod('POST');
        layer.reset();
        return send(res, 200, { reset: true });
      case '/_mock/health':
        return method === 'GET' ? send(res, 200, { ok: true, agents: agentUrls() }) : wrongMethod('GET');
      default:
        return failure(res, 404, `no control endpoint ${path}; there are ${ENDPOINTS}`);
    }
  };
}
