// The vessel's side of A2A 1.0 over JSON-RPC 2.0, as bytes and envelopes (CONTRACT.md "A2A layer").
// Everything the server writes or reads at the protocol level is shaped here, so this one module
// documents the wire: request envelopes, error objects and their codes, the version header,
// snake_case input, and SSE framing. No sockets and no turn logic live here.
import {
  A2A_PROTOCOL_VERSION,
  ErrorCodes,
  type BadRequestDetail,
  type ErrorInfoDetail,
  type FieldViolation,
  type JsonRpcError,
  type JsonRpcFailure,
  type JsonRpcId,
  type JsonRpcSuccess,
  type StreamResponse,
} from '../../a2a/wire.ts';
import { MAX_DEPTH, nestsDeeperThan, quoted } from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Errors

/** google.rpc.ErrorInfo domain the A2A specification uses for its own error reasons. */
const A2A_ERROR_DOMAIN = 'a2a-protocol.org';

/** A2A's PushNotificationNotSupportedError; the kit's wire module lists only the codes it checks. */
const PUSH_NOTIFICATION_NOT_SUPPORTED = -32003;

/** A JSON-RPC error the handlers throw; the server turns it into an error response. */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: (ErrorInfoDetail | BadRequestDetail)[],
  ) {
    super(message);
  }
  toJson(): JsonRpcError {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

function errorInfo(reason: string, metadata?: Record<string, string>): ErrorInfoDetail {
  return {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason,
    domain: A2A_ERROR_DOMAIN,
    ...(metadata ? { metadata } : {}),
  };
}

function badRequest(fieldViolations: FieldViolation[]): BadRequestDetail {
  return { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations };
}

export const rpcErrors = {
  parse: (detail: string) => new RpcError(ErrorCodes.ParseError, `parse error: the body is not JSON (${detail})`),
  notUtf8: () =>
    new RpcError(ErrorCodes.ParseError, 'parse error: the body is not UTF-8, which JSON must be (RFC 8259 §8.1)'),
  invalidRequest: (detail: string) => new RpcError(ErrorCodes.InvalidRequest, `invalid request: ${detail}`),
  methodNotFound: (method: string, known: readonly string[]) =>
    new RpcError(
      ErrorCodes.MethodNotFound,
      `method not found: '${quoted(method)}' (this server answers ${known.join(', ')})`,
    ),
  /** -32602; `violations` become a google.rpc.BadRequest (D3). */
  invalidParams: (message: string, violations: FieldViolation[] = []) =>
    new RpcError(ErrorCodes.InvalidParams, message, violations.length > 0 ? [badRequest(violations)] : undefined),
  internal: () => new RpcError(ErrorCodes.InternalError, 'internal error'),
  taskNotFound: (id: string) =>
    new RpcError(ErrorCodes.TaskNotFound, `task not found: '${quoted(id)}' (unknown, or finished and no longer kept)`, [
      errorInfo('TASK_NOT_FOUND', { taskId: quoted(id) }),
    ]),
  taskNotCancelable: (id: string, state: string) =>
    new RpcError(ErrorCodes.TaskNotCancelable, `task '${id}' cannot be canceled: it is already finished (${state})`, [
      errorInfo('TASK_NOT_CANCELABLE', { taskId: id, state }),
    ]),
  pushNotificationNotSupported: () =>
    new RpcError(
      PUSH_NOTIFICATION_NOT_SUPPORTED,
      'push notifications are not supported (the card says capabilities.pushNotifications: false)',
      [errorInfo('PUSH_NOTIFICATION_NOT_SUPPORTED')],
    ),
  unsupportedOperation: (message: string) =>
    new RpcError(ErrorCodes.UnsupportedOperation, message, [errorInfo('UNSUPPORTED_OPERATION')]),
  contentTypeNotSupported: (mediaType: string, where: string) =>
    new RpcError(
      ErrorCodes.ContentTypeNotSupported,
      `content type not supported: ${where} has media type '${quoted(mediaType)}'`,
      [errorInfo('CONTENT_TYPE_NOT_SUPPORTED', { mediaType: quoted(mediaType) })],
    ),
  versionNotSupported: (requested: string) =>
    new RpcError(
      ErrorCodes.VersionNotSupported,
      `A2A version '${quoted(requested)}' is not supported; this server speaks ${A2A_PROTOCOL_VERSION} (send the header A2A-Version: ${A2A_PROTOCOL_VERSION})`,
      [
        errorInfo('VERSION_NOT_SUPPORTED', {
          requestedVersion: quoted(requested),
          supportedVersions: A2A_PROTOCOL_VERSION,
        }),
      ],
    ),
};

// ---------------------------------------------------------------------------------------------
// Envelopes

export function success<R>(id: JsonRpcId, result: R): JsonRpcSuccess<R> {
  return { jsonrpc: '2.0', id, result };
}

export function failure(id: JsonRpcId, error: RpcError): JsonRpcFailure {
  return { jsonrpc: '2.0', id, error: error.toJson() };
}

export interface RpcRequest {
  id: string | number;
  method: string;
  /** Always an object (absent params read as {}), keys camelCased (see `camelizeKeys`). */
  params: Record<string, unknown>;
}

/** The request's id when it has a usable one, for answering errors found after parsing. */
function idOf(value: unknown): JsonRpcId {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/**
 * Reads one JSON-RPC 2.0 request. Batches are refused (-32600): a turn is a stream, and a batch
 * cannot carry one. A request without an id (a notification) is refused too, since every A2A
 * method has an answer the caller needs.
 */
export function parseRequest(
  text: string,
): { ok: true; request: RpcRequest } | { ok: false; id: JsonRpcId; error: RpcError } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, id: null, error: rpcErrors.parse((error as Error).message) };
  }
  const id = idOf(value);
  const invalid = (detail: string) => ({ ok: false as const, id, error: rpcErrors.invalidRequest(detail) });
  if (Array.isArray(value)) return invalid('batch requests are not supported');
  if (typeof value !== 'object' || value === null) return invalid('the body must be a JSON-RPC request object');
  const envelope = value as Record<string, unknown>;
  if (envelope.jsonrpc !== '2.0') return invalid(`"jsonrpc" must be "2.0"`);
  if (!('id' in envelope)) return invalid('"id" is required (notifications are not supported)');
  if (id === null) return invalid('"id" must be a string or a number');
  if (typeof envelope.method !== 'string' || envelope.method === '')
    return invalid('"method" must be a non-empty string');
  const params = envelope.params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return invalid('"params" must be an object');
  // D17: refused before anything walks it (camelizing recurses), whatever the depth.
  if (nestsDeeperThan(value, MAX_DEPTH)) {
    const problem = `nested deeper than ${MAX_DEPTH} levels`;
    return {
      ok: false,
      id,
      error: rpcErrors.invalidParams(`params: ${problem}`, [
        { field: '/params', description: problem, reason: 'a2a.params' },
      ]),
    };
  }
  return {
    ok: true,
    request: { id, method: envelope.method, params: camelizeKeys(params) as Record<string, unknown> },
  };
}

// ---------------------------------------------------------------------------------------------
// snake_case input (the protobuf JSON mapping: parsers accept both spellings)

/** Values under these keys are the caller's own data (transcripts keep snake_case): left as sent. */
const OPAQUE_KEYS = new Set(['data', 'metadata']);

const camel = (key: string) =>
  key.includes('_') ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key;

/**
 * Renames snake_case protocol fields to camelCase, everywhere except inside `data` and `metadata`
 * values. When both spellings are sent the camelCase one wins, as in the protobuf JSON parsers.
 */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, inner] of entries) {
    const name = camel(key);
    if (name !== key && Object.hasOwn(value, name)) continue;
    out[name] = OPAQUE_KEYS.has(name) ? inner : camelizeKeys(inner);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The A2A-Version header

/**
 * Returns the error for a request's `A2A-Version` header, or undefined when it is served.
 * A2A 1.0 §3.6: agents process a request with the semantics of the version it names, matched on
 * Major.Minor (a patch number is ignored), and an absent or empty header means 0.3. This server
 * speaks 1.0 only, so a request without the header is answered -32009 naming the header to send.
 */
export function versionError(header: string | undefined): RpcError | undefined {
  const requested = header?.trim() ?? '';
  if (requested === '') return rpcErrors.versionNotSupported('0.3 (no A2A-Version header)');
  const match = /^(\d+)\.(\d+)(?:\.\d+)?$/.exec(requested);
  if (match && Number(match[1]) === 1 && Number(match[2]) === 0) return undefined;
  return rpcErrors.versionNotSupported(requested);
}

// ---------------------------------------------------------------------------------------------
// HTTP and SSE

const JSON_CONTENT_TYPE = 'application/json';
/** The A2A media type; accepted as a request Content-Type beside application/json. */
const A2A_JSON_CONTENT_TYPE = 'application/a2a+json';

/** True for application/json or application/a2a+json, with any parameters (charset). */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase();
  return type === JSON_CONTENT_TYPE || type === A2A_JSON_CONTENT_TYPE;
}

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  // Tells reverse proxies not to buffer the stream, so events arrive when they are written.
  'X-Accel-Buffering': 'no',
} as const;

/**
 * One SSE event: a single `data:` line holding a whole JSON-RPC response, then a blank line.
 * JSON.stringify escapes CR and LF inside strings, so the JSON never splits across lines.
 */
export function sseEvent(response: JsonRpcSuccess<StreamResponse> | JsonRpcFailure): string {
  return `data: ${JSON.stringify(response)}\n\n`;
}
