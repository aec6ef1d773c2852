// What a request must be before any of it is used (pure; each returns the first problem found):
// - a JSON-RPC 2.0 request object (JSON-RPC 2.0 §4, §5.1: -32600 "The JSON sent is not a valid
//   Request object"; A2A §9.3: every request has jsonrpc, id, method and params);
// - within D17's bounds: "JSON nesting deeper than 64 levels anywhere outside a transcript part's
//   data … is refused with -32602"; "Identifiers (messageId, contextId, taskId, referenceTaskIds[],
//   extension URIs) are at most 1,024 characters; a longer one is refused with -32602 naming the
//   field"; "metadata objects are at most 64 KiB each";
// - with a historyLength of at least 0 (A2A §3.3.2: "Servers MUST validate all input parameters").
import type { Violation } from './turn-input.ts';
import { TRANSCRIPT_MEDIA_TYPE } from './turn-input.ts';

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const MAX_DEPTH = 64;
export const MAX_ID_CHARS = 1024;
export const MAX_METADATA_BYTES = 64 * 1024;

export interface RequestProblem {
  code: -32600 | -32602;
  message: string;
  violations: Violation[];
}

const invalid = (field: string, reason: string, message: string): RequestProblem => ({
  code: -32602,
  message,
  violations: [{ field, description: message, reason }],
});

/** Why the body is not one JSON-RPC 2.0 request, or undefined. */
export function notARequest(body: unknown): string | undefined {
  if (Array.isArray(body)) return body.length === 0 ? 'an empty batch is not a request' : 'batches are not served';
  if (!isObject(body)) return 'the body is not a JSON-RPC request object';
  if (body.jsonrpc !== '2.0') return 'jsonrpc must be "2.0"';
  if (!('id' in body)) return 'the request has no id (notifications are not served)';
  if (!(typeof body.id === 'string' || typeof body.id === 'number' || body.id === null))
    return 'id must be a string, a number or null';
  if (typeof body.method !== 'string') return 'method must be a string';
  return undefined;
}

/** The deepest nesting of containers in `value` (iterative: a 5,000-level request costs no stack), skipping transcript data. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_DEPTH) return deepest;
    const transcriptPart = isObject(node) && (node.mediaType ?? node.media_type) === TRANSCRIPT_MEDIA_TYPE;
    for (const [key, child] of Object.entries(node)) {
      if (transcriptPart && key === 'data') continue;
      pending.push([child, depth + 1]);
    }
  }
  return deepest;
}

const either = (o: Json, camel: string, snake: string) => o[camel] ?? o[snake];

/** Every identifier the params carry, with the field that names it. */
function identifiers(method: string, params: Json): [string, unknown][] {
  const ids: [string, unknown][] = [];
  if (method === 'GetTask' || method === 'CancelTask' || method === 'SubscribeToTask')
    ids.push(['params.id (the taskId)', params.id]);
  const message = params.message;
  if (isObject(message)) {
    ids.push(['message.messageId', either(message, 'messageId', 'message_id')]);
    ids.push(['message.contextId', either(message, 'contextId', 'context_id')]);
    ids.push(['message.taskId', either(message, 'taskId', 'task_id')]);
    const refs = either(message, 'referenceTaskIds', 'reference_task_ids');
    if (Array.isArray(refs)) refs.forEach((r, i) => ids.push([`message.referenceTaskIds[${i}]`, r]));
    if (Array.isArray(message.extensions))
      message.extensions.forEach((e, i) => ids.push([`message.extensions[${i}] (an extension URI)`, e]));
  }
  if (method === 'ListTasks') ids.push(['params.contextId', either(params, 'contextId', 'context_id')]);
  return ids;
}

/** Every metadata object the params carry, with its field. */
function metadataObjects(params: Json): [string, unknown][] {
  const found: [string, unknown][] = [['params.metadata', params.metadata]];
  const message = params.message;
  if (isObject(message)) {
    found.push(['message.metadata', message.metadata]);
    if (Array.isArray(message.parts))
      message.parts.forEach((p, i) => isObject(p) && found.push([`message.parts[${i}].metadata`, p.metadata]));
  }
  return found;
}

function historyLengthOf(method: string, params: Json): unknown {
  const read = (o: unknown) => (isObject(o) ? either(o, 'historyLength', 'history_length') : undefined);
  return method === 'SendMessage' || method === 'SendStreamingMessage' ? read(params.configuration) : read(params);
}

/** What is out of bounds in a request's params, or undefined. */
export function paramsProblem(method: string, params: unknown): RequestProblem | undefined {
  if (params === undefined) return undefined;
  if (!isObject(params)) return invalid('params', 'INVALID_PARAMS', 'params must be an object');
  if (depthOf(params) > MAX_DEPTH - 1)
    return invalid('params', 'NESTING_TOO_DEEP', `the request is nested deeper than ${MAX_DEPTH} levels`);
  for (const [field, id] of identifiers(method, params))
    if (typeof id === 'string' && id.length > MAX_ID_CHARS)
      return invalid(field, 'IDENTIFIER_TOO_LONG', `${field} is longer than ${MAX_ID_CHARS} characters`);
  for (const [field, metadata] of metadataObjects(params))
    if (metadata !== undefined && Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES)
      return invalid(field, 'METADATA_TOO_LARGE', `${field} is larger than ${MAX_METADATA_BYTES} bytes`);
  const historyLength = historyLengthOf(method, params);
  if (historyLength !== undefined && !(Number.isInteger(historyLength) && (historyLength as number) >= 0))
    return invalid('historyLength', 'INVALID_HISTORY_LENGTH', 'historyLength must be an integer of at least 0');
  return undefined;
}
