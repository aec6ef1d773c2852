// What the vessel adds in front of the SDK's JSON-RPC handler, each for a sentence the SDK does
// not keep by itself:
// - a patch version in A2A-Version is served as its Major.Minor (A2A §3.6: patch versions "MUST
//   not be considered when clients and servers negotiate protocol versions");
// - a body that is no JSON-RPC request gets -32600, and one out of D17's bounds -32602 (limits.ts);
// - a turn whose history fails a check is refused before a task exists, with -32602 naming the
//   problem and a google.rpc.BadRequest listing each (D3); a part it does not take gets -32005;
// - every -32602 carries a google.rpc.BadRequest (A2A §9.5: "SHOULD use … google.rpc.BadRequest to
//   attach structured data to validation errors"), which the SDK's error mapping never adds, and
//   an error message of the SDK's quotes at most 200 characters (D17);
// - body errors are answered as JSON-RPC: -32700 for a body that is not JSON, HTTP 413 over the cap.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { SendMessageRequest } from '@a2a-js/sdk';
import { firstCodePoints } from './code-points.ts';
import { isObject, notARequest, paramsProblem } from './limits.ts';
import { readTurnInput, type Violation } from './turn-input.ts';

const BAD_REQUEST_TYPE = 'type.googleapis.com/google.rpc.BadRequest';
const ERROR_INFO_TYPE = 'type.googleapis.com/google.rpc.ErrorInfo';
const SUPPORTED_VERSION = '1.0';
const MAX_QUOTED_CHARS = 200;

const errorInfo = (reason: string) => ({ '@type': ERROR_INFO_TYPE, reason, domain: 'a2a-protocol.org' });
const badRequest = (violations: Violation[]) => ({ '@type': BAD_REQUEST_TYPE, fieldViolations: violations });

function rpcError(id: unknown, code: number, message: string, data: unknown[] = []) {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data.length > 0 ? { data } : {}) } };
}

/** The gate's own answers are already bounded; only the SDK's are cut (see boundedErrors). */
const GATE_ANSWER = 'independentVesselGate';
function answer(res: Response, payload: unknown, status = 200): void {
  res.locals[GATE_ANSWER] = true;
  res.status(status).json(payload);
}

export const ignorePatchVersion: RequestHandler = (req, _res, next) => {
  const version = req.headers['a2a-version'];
  const majorMinor = typeof version === 'string' ? /^\s*(\d+\.\d+)\.\d+\s*$/.exec(version) : null;
  if (majorMinor) req.headers['a2a-version'] = majorMinor[1];
  next();
};

export function turnGate(acceptsImages: boolean): RequestHandler {
  return (req, res, next) => {
    // A body the JSON parser did not take (another content type) is the SDK's to refuse (-32005).
    if (req.body === undefined) return next();
    const body: unknown = req.body;
    const notRequest = notARequest(body);
    if (notRequest) {
      const known = isObject(body) && (typeof body.id === 'string' || typeof body.id === 'number');
      return answer(res, rpcError(known ? body.id : null, -32600, notRequest));
    }
    const { id, method, params } = body as { id: unknown; method: string; params: unknown };
    // An unsupported version is the SDK's to refuse (-32009), before the params are read.
    if (req.headers['a2a-version'] !== SUPPORTED_VERSION) return next();
    const problem = paramsProblem(method, params);
    if (problem)
      return answer(
        res,
        rpcError(id, problem.code, problem.message, [badRequest(problem.violations), errorInfo('INVALID_PARAMS')]),
      );
    if ((method !== 'SendMessage' && method !== 'SendStreamingMessage') || !isObject(params)) return next();
    const message = SendMessageRequest.fromJSON(params).message;
    // No message is the SDK's to refuse; a message naming a task is a continuation it judges first.
    if (!isObject(params.message) || !message || message.taskId !== '') return next();
    const read = readTurnInput(message, acceptsImages);
    if (!('refusal' in read)) return next();
    const { code, message: text, violations } = read.refusal;
    const reason = code === -32005 ? 'CONTENT_TYPE_NOT_SUPPORTED' : 'INVALID_PARAMS';
    answer(res, rpcError(id, code, text, [badRequest(violations), errorInfo(reason)]));
  };
}

const cut = (text: string) => {
  const kept = firstCodePoints(text, MAX_QUOTED_CHARS);
  return kept === text ? text : `${kept}…`;
};

/** The SDK's error answers: a BadRequest on every -32602 that has none, and a message of at most 200 characters. */
export const boundedErrors: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = (payload: unknown) => {
    const error = isObject(payload) ? payload.error : undefined;
    if (isObject(error) && res.locals[GATE_ANSWER] !== true) {
      const description = typeof error.message === 'string' ? cut(error.message) : 'invalid parameters';
      error.message = description;
      const data = Array.isArray(error.data) ? error.data : [];
      if (error.code === -32602 && !data.some((d) => isObject(d) && d['@type'] === BAD_REQUEST_TYPE))
        error.data = [badRequest([{ field: 'params', description, reason: 'INVALID_PARAMS' }]), ...data];
    }
    return json(payload);
  };
  next();
};

export function bodyErrors(maxBytes: number): ErrorRequestHandler {
  return (error: { type?: unknown }, _req, res, next) => {
    // Refused already (http-bounds.ts), before the parser got to the end.
    if (res.headersSent) return;
    if (error.type === 'entity.parse.failed')
      return answer(res, rpcError(null, -32700, 'the request body is not JSON'));
    if (error.type === 'entity.too.large')
      return answer(res, rpcError(null, -32600, `the request body is larger than ${maxBytes} bytes`), 413);
    if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported')
      return answer(res, rpcError(null, -32600, 'the request body is not readable as UTF-8 JSON'));
    next(error);
  };
}
