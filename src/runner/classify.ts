// What a `--target` is, read off what the preflight saw of it: its card, and the plain turn the
// preflight sends it anyway (no second turn, but for an agent that does not stream, asked again
// with SendMessage). A vessel is judged by every rule; a plain A2A 1.0
// agent by the A2A rules alone; an A2A 0.3 agent, or a target that gave no A2A 1.0 answer, is
// not judged. A plain turn refused or left unanswered tells nothing, and says why. Pure: the
// card's JSON and the turn's recording in, the outcome and the evidence it rests on out.
import type { RecordedExchange } from '../a2a/recording.ts';
import { ErrorCodes } from '../a2a/wire.ts';
import { declares, requiredExtensions } from '../checks/capabilities.ts';
import { readItem } from '../a2a/stream-events.ts';
import { EVENT_METADATA_KEY, EventTypes, TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import type { Classification } from '../results/schema.ts';
import { isObject } from '../transcript/read.ts';

/** The outcome and its evidence; `unclassified` when the plain turn told nothing (refused, unanswered). */
export type Classified = Omit<Classification, 'forced'> | { unclassified: string };

/** Text the target wrote, quoted in a sentence: one line of printable characters, bounded. */
function quoted(value: unknown, max = 80): string {
  const text = String(value).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return `'${text.length > max ? `${text.slice(0, max - 1)}…` : text}'`;
}

const is03 = (version: unknown) => typeof version === 'string' && /^0\.3(\.\d+)?$/.test(version.trim());

/**
 * An A2A 0.3 card: its only JSON-RPC interface is 0.3, either as 0.3 cards say it (protocolVersion
 * 0.3.x, a top-level url, no supportedInterfaces) or as every JSONRPC interface it lists. A card
 * that also lists a JSONRPC interface of another version is that version's. The evidence, or undefined.
 */
function a2a03Card(card: Record<string, unknown>): string | undefined {
  const listed = Array.isArray(card.supportedInterfaces) ? card.supportedInterfaces.filter(isObject) : [];
  if (listed.length === 0)
    return is03(card.protocolVersion) && typeof card.url === 'string'
      ? `card protocolVersion ${String(card.protocolVersion).trim()}`
      : undefined;
  const jsonrpc = listed.filter((i) => i.protocolBinding === 'JSONRPC');
  return jsonrpc.length > 0 && jsonrpc.every((i) => is03(i.protocolVersion))
    ? `the card's only JSONRPC interface says protocolVersion ${String(jsonrpc[0]!.protocolVersion).trim()}`
    : undefined;
}

const lists = (modes: unknown) => Array.isArray(modes) && modes.includes(TRANSCRIPT_MEDIA_TYPE);

/** Where the card lists the transcript media type (transcript-format.txt), if it does. */
function transcriptMode(card: Record<string, unknown>): string | undefined {
  if (lists(card.defaultInputModes)) return `its card lists ${TRANSCRIPT_MEDIA_TYPE} in defaultInputModes`;
  for (const skill of Array.isArray(card.skills) ? card.skills.filter(isObject) : [])
    for (const field of ['inputModes', 'outputModes'] as const)
      if (lists(skill[field]))
        return `its card lists ${TRANSCRIPT_MEDIA_TYPE} in the ${field} of skill ${quoted(skill.id ?? skill.name)}`;
  return undefined;
}

/** What a card alone says: an A2A 0.3 agent, or a vessel by the media type it lists; undefined when it says neither. */
export function classifyCard(card: unknown): Omit<Classification, 'forced'> | undefined {
  if (!isObject(card)) return undefined;
  const v03 = a2a03Card(card);
  if (v03 !== undefined) return { as: 'a2a-0.3', evidence: v03 };
  const mode = transcriptMode(card);
  return mode !== undefined ? { as: 'vessel', evidence: mode } : undefined;
}

const DOCUMENTED: ReadonlySet<string> = new Set(EventTypes);
/** How deep into an event the search for a vessel sign goes (a part sits five levels down in a status update). */
const MAX_DEPTH = 12;

/** A vessel event the JSON carries anywhere: `vessel.event` metadata (D4), or a data part whose type names a documented event (events.txt). */
function vesselSign(json: unknown, depth = 0): { how: 'metadata' | 'data'; type: unknown } | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(json)) {
    for (const item of json) {
      const found = vesselSign(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(json)) return undefined;
  if (isObject(json.metadata) && EVENT_METADATA_KEY in json.metadata)
    return { how: 'metadata', type: json.metadata[EVENT_METADATA_KEY] };
  if (Array.isArray(json.parts))
    for (const part of json.parts)
      if (isObject(part) && isObject(part.data) && DOCUMENTED.has(String(part.data.type)))
        return { how: 'data', type: part.data.type };
  for (const value of Object.values(json)) {
    const found = vesselSign(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The A2A 0.3 method names (a2a 0.3 §7), which a 1.0 agent never answers with. */
const METHODS_03 =
  /\b(message\/(?:send|stream)|tasks\/(?:get|cancel|resubscribe|pushNotificationConfig\/\w+)|agent\/getAuthenticatedExtendedCard)\b/;

/** The method the plain turn was sent with, as its request names it. */
const methodOf = (probe: RecordedExchange): string =>
  isObject(probe.requestBody) && typeof probe.requestBody.method === 'string'
    ? probe.requestBody.method
    : 'SendStreamingMessage';

/** The JSON-RPC error a plain JSON answer holds, if it holds one. */
const errorOf = (probe: RecordedExchange) =>
  isObject(probe.body?.json) && isObject(probe.body.json.error) ? probe.body.json.error : undefined;

/** What came back when it was no stream of A2A results, in a few words. */
function answeredWith(probe: RecordedExchange): string {
  const body = probe.body;
  const error = errorOf(probe);
  if (error) return `JSON-RPC error ${quoted(error.code)} (${quoted(error.message)})`;
  const type = probe.responseHeaders?.['content-type'];
  const events = probe.sse?.length ?? 0;
  if (probe.sse) return `a stream of ${events} event(s) holding no task or message`;
  return `HTTP ${probe.status}${type ? ` (${quoted(type, 40)})` : ''}${body?.json === undefined ? ', a body that is not JSON' : ''}`;
}

/** The A2A 0.3 method an error answer names, if any (its message or data). */
function names03Method(probe: RecordedExchange): string | undefined {
  const error = errorOf(probe);
  const texts = [
    ...(isObject(error) ? [JSON.stringify(error)] : []),
    ...(probe.sse ?? []).map((e) => (isObject(e.json) && isObject(e.json.error) ? JSON.stringify(e.json.error) : '')),
  ];
  for (const text of texts) {
    const match = METHODS_03.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * An A2A 1.0 agent that does not stream, said so: its card does not declare capabilities.streaming
 * and it answered the plain turn (SendStreamingMessage) with -32004, which A2A §3.3.4 asks of such
 * an agent. An A2A answer, not a sign of something else: the preflight asks again with SendMessage,
 * and its cases that stream are not applicable. The evidence, or undefined for any other card or answer.
 */
export function declinesStreaming(card: unknown, probe: RecordedExchange): string | undefined {
  if (declares(isObject(card) ? card : undefined, 'streaming')) return undefined;
  if (errorOf(probe)?.code !== ErrorCodes.UnsupportedOperation) return undefined;
  return `its card does not declare capabilities.streaming, and it answered SendStreamingMessage with ${answeredWith(probe)}, as A2A §3.3.4 has an agent that does not stream answer`;
}

/**
 * An A2A 1.0 agent whose card marks an extension required, which answered the plain turn (which
 * declares no extension) with -32008, as A2A §3.3.4 asks. An A2A answer; the kit speaks no
 * extension, so there is nothing it can judge. Undefined for any other card or answer.
 */
function requiresExtension(card: unknown, probe: RecordedExchange): string | undefined {
  const [required] = requiredExtensions(isObject(card) ? card : undefined);
  if (required === undefined || errorOf(probe)?.code !== ErrorCodes.ExtensionSupportRequired) return undefined;
  return `its card marks the extension ${quoted(required)} required, and it answered the plain turn, which declares no extension, with ${answeredWith(probe)}, as A2A §3.3.4 asks; the kit speaks no extension, so it cannot certify an agent that requires one`;
}

/** Why the plain turn told nothing: no answer, refused, an answer cut off unread, or a stream that carried no event. Undefined when it answered. */
function unanswered(probe: RecordedExchange): string | undefined {
  if (probe.status === undefined) return `the plain turn got no answer (${probe.end.detail ?? probe.end.how})`;
  if (probe.status === 401 || probe.status === 403 || probe.status === 407) {
    const asks = probe.responseHeaders?.['www-authenticate'];
    return `the plain turn was refused (HTTP ${probe.status}${asks ? `, WWW-Authenticate ${quoted(asks, 60)}` : ''})`;
  }
  if (probe.body?.truncated && probe.body.json === undefined)
    return `the plain turn's answer was cut off before the kit could read it (${probe.end.detail ?? probe.end.how})`;
  if (probe.sse && probe.sse.length === 0)
    return `the plain turn's stream carried no event (${probe.end.how === 'complete' ? 'it closed empty' : (probe.end.detail ?? probe.end.how)})`;
  return undefined;
}

/**
 * What the target is, from its card and the preflight's plain turn (SendStreamingMessage): an A2A
 * 0.3 agent by its card; a vessel by its card's media types, or by any vessel event its turn's
 * stream carries; a plain A2A 1.0 agent when the turn was answered with a task or a message and
 * no vessel event; else no A2A agent (or a 0.3 one, when its error names a 0.3 method). A turn
 * refused or unanswered classifies nothing.
 */
export function classify(card: unknown, probe: RecordedExchange): Classified {
  const byCard = classifyCard(card);
  if (byCard?.as === 'a2a-0.3') return byCard;
  const silent = unanswered(probe);
  if (silent !== undefined) return { unclassified: silent };
  if (byCard) return byCard;
  const events = probe.sse ?? [];
  for (const event of events) {
    const sign = vesselSign(event.json);
    if (sign)
      return {
        as: 'vessel',
        evidence:
          sign.how === 'metadata'
            ? `its plain turn's stream carried ${EVENT_METADATA_KEY} metadata (${quoted(sign.type)}, event #${event.index})`
            : `its plain turn's stream carried a ${String(sign.type)} event as a data part (event #${event.index})`,
      };
  }
  const answer = probe.sse
    ? events.map(readItem).find((item) => item.member === 'task' || item.member === 'message')
    : undefined;
  if (answer)
    return {
      as: 'a2a',
      evidence: `its plain turn was answered with a ${answer.member}${answer.state ? ` (${quoted(answer.state, 40)})` : ''} at event #${answer.index}, and no event carried a vessel event`,
    };
  const result = isObject(probe.body?.json) ? probe.body.json.result : undefined;
  const member = isObject(result) ? (['task', 'message'] as const).find((m) => isObject(result[m])) : undefined;
  // A turn answered once (SendMessage, or a stream answered as JSON) carries its vessel events in the task it returns.
  const sign = member ? vesselSign(result) : undefined;
  if (sign)
    return {
      as: 'vessel',
      evidence: `the ${member} its plain turn (${methodOf(probe)}) returned carried ${sign.how === 'metadata' ? `${EVENT_METADATA_KEY} metadata (${quoted(sign.type)})` : `a ${String(sign.type)} event as a data part`}`,
    };
  if (member)
    return {
      as: 'a2a',
      evidence: `its plain turn (${methodOf(probe)}) was answered with a ${member} (as JSON, not a stream) and no vessel event`,
    };
  const streamless = declinesStreaming(card, probe);
  if (streamless !== undefined)
    return { unclassified: `${streamless}, and no plain turn was sent with SendMessage to tell what it is` };
  const declined = requiresExtension(card, probe);
  if (declined !== undefined) return { unclassified: declined };
  const sent = methodOf(probe);
  const method = names03Method(probe);
  if (method !== undefined) return { as: 'a2a-0.3', evidence: `its answer to ${sent} names the 0.3 method ${method}` };
  return {
    as: 'not-a2a',
    evidence: `its plain turn (${sent}) was answered with ${answeredWith(probe)}, not with a task or a message`,
  };
}
