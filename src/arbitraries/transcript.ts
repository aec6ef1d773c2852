// fast-check arbitraries of transcripts: valid histories, and for every transcript rule a history
// that breaks exactly that rule. Built from fc.tuple/record + map (no chain), so fast-check shrinks
// a failure down to a short history a person can read. Reused by suites and the project's tests.
import fc from 'fast-check';
import type { ContentPart, ImageMediaType, Transcript, TranscriptMessage, ToolCall } from '../transcript/schema.ts';
import {
  IMAGE_MEDIA_TYPES,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  MAX_MESSAGES,
  MESSAGE_FIELDS,
  TextPartSchema,
  ImagePartSchema,
  ToolCallSchema,
} from '../transcript/schema.ts';
import { dataUrl, png, sampleDataUrl, sampleImages } from '../transcript/sample-images.ts';
import { hasSignature } from '../transcript/image-url.ts';
import type { TranscriptRuleId } from '../rules/transcript.ts';

export interface TranscriptOptions {
  /** Include image parts (real tiny images of every accepted type). Default false. */
  images?: boolean;
  /** At most this many segments (a user message, an assistant message, or a call round). Default 8. */
  maxSegments?: number;
}

/** A history and the agent setting it is judged under. */
export interface JudgedTranscript {
  transcript: unknown;
  acceptsImages: boolean;
}

const detailArb = fc.option(fc.constantFrom('auto' as const, 'low' as const, 'high' as const), { nil: undefined });

export const imagePartArb = (): fc.Arbitrary<ContentPart> =>
  fc.record({ type: fc.constantFrom(...IMAGE_MEDIA_TYPES), detail: detailArb }).map(({ type, detail }) => ({
    type: 'image_url' as const,
    image_url: detail === undefined ? { url: sampleDataUrl(type) } : { url: sampleDataUrl(type), detail },
  }));

const textPartArb: fc.Arbitrary<ContentPart> = fc.string().map((text) => ({ type: 'text' as const, text }));

export const userMessageArb = (images: boolean): fc.Arbitrary<TranscriptMessage> =>
  fc
    .oneof(
      fc.string(),
      fc.array(images ? fc.oneof(textPartArb, imagePartArb()) : textPartArb, { minLength: 1, maxLength: 3 }),
    )
    .map((content) => ({ role: 'user' as const, content }));

const assistantTextArb: fc.Arbitrary<TranscriptMessage> = fc
  .record(
    {
      content: fc.option(fc.string(), { nil: null }),
      reasoning_content: fc.string(),
      noCalls: fc.constant([] as ToolCall[]),
    },
    { requiredKeys: [] },
  )
  .map((r) => {
    const m: TranscriptMessage = { role: 'assistant' };
    if (r.content !== undefined) m.content = r.content;
    if (r.reasoning_content !== undefined) m.reasoning_content = r.reasoning_content;
    if (r.noCalls !== undefined) m.tool_calls = r.noCalls;
    return m;
  });

const callArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  name: fc.string({ maxLength: 8 }),
  arguments: fc.oneof(fc.constant('{}'), fc.json({ maxDepth: 1 }), fc.string({ maxLength: 8 })),
  result: fc.string({ maxLength: 12 }),
  order: fc.nat(),
});

/** An assistant message with 1–3 calls, then their tool results in any order (D15). */
const callRoundArb: fc.Arbitrary<TranscriptMessage[]> = fc
  .record({
    content: fc.option(fc.string(), { nil: null }),
    calls: fc.uniqueArray(callArb, { minLength: 1, maxLength: 3, selector: (c) => c.id }),
  })
  .map(({ content, calls }) => [
    {
      role: 'assistant' as const,
      content,
      tool_calls: calls.map((c) => ({
        id: c.id,
        type: 'function' as const,
        function: { name: c.name, arguments: c.arguments },
      })),
    },
    ...[...calls]
      .sort((a, b) => a.order - b.order)
      .map((c) => ({ role: 'tool' as const, tool_call_id: c.id, content: c.result })),
  ]);

/** Histories that pass every envelope rule. */
export function transcriptArb(options: TranscriptOptions = {}): fc.Arbitrary<Transcript> {
  const segment = fc.oneof(
    userMessageArb(options.images ?? false).map((m) => [m]),
    assistantTextArb.map((m) => [m]),
    callRoundArb,
  );
  return fc
    .array(segment, { maxLength: options.maxSegments ?? 8 })
    .map((segments) => ({ version: 1 as const, messages: segments.flat() }));
}

// ---- breaking one rule -------------------------------------------------------------------------

type Mutable = { version?: unknown; messages: unknown[] } & Record<string, unknown>;
/** Envelope-level breakers remove or replace `messages` itself. */
type LooseEnvelope = { messages?: unknown } & Record<string, unknown>;
const clone = (t: Transcript): Mutable => structuredClone(t) as Mutable;
const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];
const insertAt = (list: unknown[], n: number, item: unknown) => list.splice(n % (list.length + 1), 0, item);
/** Sets a key even when it is `__proto__`, as JSON.parse would. */
const setOwn = (o: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });

const nonString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
const notOneOf = (values: readonly unknown[]) =>
  fc.oneof(fc.string({ maxLength: 8 }), nonString).filter((v) => !values.includes(v));
const validPng = () => sampleDataUrl('image/png');
const imageMessage = (url: string, detail?: unknown) => ({
  role: 'user',
  content: [{ type: 'image_url', image_url: detail === undefined ? { url } : { url, detail } }],
});

function messagesWhere(t: Mutable, test: (m: Record<string, unknown>) => boolean): Record<string, unknown>[] {
  return t.messages.filter(
    (m): m is Record<string, unknown> => typeof m === 'object' && m !== null && test(m as Record<string, unknown>),
  );
}
const withToolCalls = (t: Mutable) =>
  messagesWhere(t, (m) => m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0);
/** The history's tool results, each with its index. */
const toolResults = (t: Mutable) =>
  t.messages.map((m, i) => [m, i] as const).filter(([m]) => (m as { role?: string }).role === 'tool');
const countImages = (t: Mutable) =>
  messagesWhere(t, (m) => Array.isArray(m.content)).reduce(
    (n, m) => n + (m.content as ContentPart[]).filter((p) => p.type === 'image_url').length,
    0,
  );

/** Objects of a history that carry a fixed set of fields (D15), with the fields they may carry. */
function closedObjects(t: Mutable): { object: Record<string, unknown>; allowed: readonly string[] }[] {
  const out: { object: Record<string, unknown>; allowed: readonly string[] }[] = [];
  const keys = (schema: { properties: object }) => Object.keys(schema.properties);
  for (const m of messagesWhere(t, () => true)) {
    out.push({ object: m, allowed: MESSAGE_FIELDS[m.role as keyof typeof MESSAGE_FIELDS] });
    if (Array.isArray(m.content)) {
      for (const part of m.content as Record<string, unknown>[]) {
        out.push({ object: part, allowed: keys(part.type === 'text' ? TextPartSchema : ImagePartSchema) });
        if (part.type === 'image_url')
          out.push({
            object: part.image_url as Record<string, unknown>,
            allowed: keys(ImagePartSchema.properties.image_url),
          });
      }
    }
    if (Array.isArray(m.tool_calls)) {
      for (const call of m.tool_calls as Record<string, unknown>[]) {
        out.push({ object: call, allowed: keys(ToolCallSchema) });
        out.push({
          object: call.function as Record<string, unknown>,
          allowed: keys(ToolCallSchema.properties.function),
        });
      }
    }
  }
  return out;
}

const extraKeyArb = fc.oneof(
  fc.constantFrom(
    'name',
    'extra',
    '__proto__',
    'constructor',
    'toString',
    'refusal',
    'tool_call_id',
    'tool_calls',
    'content',
    'role',
    'type',
    'detail',
    'index',
  ),
  fc.string({ maxLength: 6 }),
);

type Breaker = (base: fc.Arbitrary<Transcript>) => fc.Arbitrary<JudgedTranscript>;
const judged = (transcript: unknown, acceptsImages = true): JudgedTranscript => ({ transcript, acceptsImages });

/**
 * For each transcript rule: given valid histories, histories that break exactly that rule. The
 * big-limit breakers (`transcript.max-messages`, `image.max-bytes`) make megabyte values: run them
 * with few runs.
 */
export const ruleBreakers: Record<TranscriptRuleId, Breaker> = {
  'transcript.envelope': (base) =>
    fc
      .tuple(base, fc.oneof(fc.constant('drop'), nonString, fc.string({ maxLength: 5 })), fc.boolean())
      .map(([t, bad, whole]) => {
        if (whole) return judged(bad === 'drop' ? t.messages : bad === null || typeof bad !== 'object' ? bad : [t]);
        const c: LooseEnvelope = clone(t);
        if (bad === 'drop') delete c.messages;
        else c.messages = bad;
        return judged(c);
      }),
  'transcript.version': (base) =>
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constant('drop'),
          notOneOf([1]),
          fc.double().filter((v) => v !== 1),
        ),
      )
      .map(([t, v]) => {
        const c = clone(t);
        if (v === 'drop') delete c.version;
        else c.version = v;
        return judged(c);
      }),
  'transcript.max-messages': (base) =>
    fc.tuple(base, fc.nat(20)).map(([t, extra]) => {
      const c = clone(t);
      while (c.messages.length < MAX_MESSAGES + 1 + extra) c.messages.push({ role: 'user', content: 'more' });
      return judged(c);
    }),
  'message.object': (base) =>
    fc
      .tuple(
        base,
        fc.nat(),
        fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 })),
      )
      .map(([t, at, bad]) => {
        const c = clone(t);
        insertAt(c.messages, at, bad);
        return judged(c);
      }),
  'message.role-unknown': (base) =>
    fc
      .tuple(base, fc.nat(), fc.oneof(fc.constant('drop'), notOneOf(['user', 'assistant', 'tool', 'system'])))
      .map(([t, at, role]) => {
        const c = clone(t);
        insertAt(c.messages, at, role === 'drop' ? { content: 'hello' } : { role, content: 'hello' });
        return judged(c);
      }),
  'message.system-refused': (base) =>
    fc.tuple(base, fc.nat(), fc.string()).map(([t, at, content]) => {
      const c = clone(t);
      insertAt(c.messages, at, { role: 'system', content });
      return judged(c);
    }),
  'message.field-not-allowed': (base) =>
    fc.tuple(base, fc.nat(), extraKeyArb, fc.jsonValue({ maxDepth: 1 })).map(([t, at, key, value]) => {
      const c = clone(t);
      if (c.messages.length === 0) c.messages.push({ role: 'user', content: 'hi' });
      const targets = closedObjects(c).filter((o) => !o.allowed.includes(key));
      const target = pick(targets, at);
      if (target) setOwn(target.object, key, value);
      else setOwn(c.messages[0] as Record<string, unknown>, 'extra', value); // every key was allowed everywhere: use a surely foreign one
      return judged(c);
    }),
  'message.content': (base) =>
    fc
      .tuple(base, fc.nat(), fc.oneof(fc.constant('drop'), nonString, fc.array(fc.string(), { maxLength: 2 })))
      .map(([t, at, bad]) => {
        const c = clone(t);
        if (c.messages.length === 0) c.messages.push({ role: 'user', content: 'hi' });
        const m = pick(
          messagesWhere(c, () => true),
          at,
        ) as Record<string, unknown>;
        if (m.role === 'assistant')
          m.content = bad === 'drop' || bad === null ? 42 : bad; // absent and null are valid there
        else if (bad === 'drop') delete m.content;
        else m.content = m.role === 'user' && Array.isArray(bad) ? 7 : bad; // a user list is judged part by part
        return judged(c);
      }),
  'content.list-empty': (base) =>
    fc.tuple(base, fc.nat()).map(([t, at]) => {
      const c = clone(t);
      const target = pick(
        messagesWhere(c, (m) => m.role === 'user'),
        at,
      );
      if (target) target.content = [];
      else c.messages.push({ role: 'user', content: [] });
      return judged(c);
    }),
  'content.part': (base) =>
    fc
      .tuple(
        base,
        fc.nat(),
        fc.oneof(
          fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          notOneOf(['text', 'image_url']).map((type) => ({ type, text: 'x' })),
          nonString.map((text) => ({ type: 'text', text })),
          fc.constant({ type: 'text' }),
          fc.constant({ type: 'image_url' }),
          fc
            .oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string())
            .map((image_url) => ({ type: 'image_url', image_url })),
          nonString.map((url) => ({ type: 'image_url', image_url: { url } })),
        ),
      )
      .map(([t, at, part]) => {
        const c = clone(t);
        const target = pick(
          messagesWhere(c, (m) => m.role === 'user'),
          at,
        );
        if (target && Array.isArray(target.content)) insertAt(target.content, at, part);
        else if (target) target.content = [part];
        else c.messages.push({ role: 'user', content: [part] });
        return judged(c);
      }),
  'tool.call-shape': (base) =>
    fc
      .tuple(
        base,
        fc.nat(),
        fc.constantFrom('type', 'function', 'name', 'arguments', 'type-missing', 'list'),
        fc.oneof(nonString, fc.string({ maxLength: 4 })),
      )
      .map(([t, at, what, bad]) => {
        const c = clone(t);
        const withCalls = withToolCalls(c);
        const target = pick(withCalls, at);
        if (!target || what === 'list') {
          // tool_calls itself not a list: only on a message whose calls nobody answers.
          const notList = Array.isArray(bad) || typeof bad === 'string' ? 5 : bad;
          c.messages.push({ role: 'assistant', content: 'x', tool_calls: notList });
          return judged(c);
        }
        const call = pick(target.tool_calls as Record<string, unknown>[], at) as Record<string, unknown>;
        const fn = call.function as Record<string, unknown>;
        if (what === 'type') call.type = bad === 'function' ? 'tool' : bad;
        else if (what === 'function') call.function = typeof bad === 'object' && bad !== null ? 'f' : bad;
        else if (what === 'type-missing') delete call.type;
        else fn[what] = typeof bad === 'string' ? 0 : bad;
        return judged(c);
      }),
  'tool.call-id-duplicate': (base) =>
    fc.tuple(base, fc.nat()).map(([t, at]) => {
      const c = clone(t);
      const target = pick(withToolCalls(c), at);
      if (target) {
        const calls = target.tool_calls as ToolCall[];
        const copy = structuredClone(calls[at % calls.length] as ToolCall);
        calls.splice((at % calls.length) + 1 + (at % 2), 0, copy);
      } else {
        const call = { id: 'dup', type: 'function', function: { name: 'f', arguments: '{}' } };
        c.messages.push(
          { role: 'assistant', content: null, tool_calls: [call, call] },
          { role: 'tool', tool_call_id: 'dup', content: 'ok' },
        );
      }
      return judged(c);
    }),
  'tool.unanswered': (base) =>
    fc.tuple(base, fc.nat()).map(([t, at]) => {
      const c = clone(t);
      const results = toolResults(c);
      const victim = pick(results, at);
      if (victim) c.messages.splice(victim[1], 1);
      else
        c.messages.push({
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
        });
      return judged(c);
    }),
  'tool.result-without-call': (base) =>
    fc.tuple(base, fc.nat(), fc.boolean()).map(([t, at, twice]) => {
      const c = clone(t);
      const results = toolResults(c);
      const answered = pick(results, at);
      if (twice && answered) {
        c.messages.splice(answered[1] + 1, 0, structuredClone(answered[0]));
      } else {
        const ids = new Set(results.map(([m]) => (m as { tool_call_id: string }).tool_call_id));
        let id = 'stray';
        while (ids.has(id)) id += '_';
        insertAt(c.messages, at, { role: 'tool', tool_call_id: id, content: 'who called?' });
      }
      return judged(c);
    }),
  'image.data-url': (base) =>
    fc
      .tuple(
        base,
        fc.oneof(
          fc.webUrl(),
          fc.constant(validPng().replace(';base64', '')),
          fc.constant('data:image/png;base64'),
          fc.string().filter((s) => !s.startsWith('data:')),
        ),
      )
      .map(([t, url]) => {
        const c = clone(t);
        c.messages.push(imageMessage(url));
        return judged(c);
      }),
  'image.media-type': (base) =>
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom('image/bmp', 'image/svg+xml', 'image/PNG', 'image/jpg', 'text/plain', '', 'IMAGE/GIF'),
          fc
            .string({ maxLength: 12 })
            .filter((s) => !/[;,]/.test(s) && !(IMAGE_MEDIA_TYPES as readonly string[]).includes(s)),
        ),
        fc.constantFrom(...IMAGE_MEDIA_TYPES),
      )
      .map(([t, mediaType, bytesOf]) => {
        const c = clone(t);
        c.messages.push(imageMessage(dataUrl(mediaType, sampleImages[bytesOf]())));
        return judged(c);
      }),
  'image.base64': (base) =>
    fc
      .tuple(
        base,
        fc.constantFrom(...IMAGE_MEDIA_TYPES),
        fc.nat(),
        fc.oneof(fc.constantFrom(' ', '\n', '-', '_', '!', '.', 'é', '=', '\r\n'), fc.constant('drop-padding')),
      )
      .map(([t, type, at, bad]) => {
        const c = clone(t);
        const url = sampleDataUrl(type);
        const comma = url.indexOf(',') + 1;
        const payload = url.slice(comma);
        let broken: string;
        if (bad === 'drop-padding') broken = payload.endsWith('=') ? payload.replace(/=+$/, '') : payload + 'A';
        else {
          const k = at % (payload.replace(/=+$/, '').length - 1);
          // A lone '=' mid-string or any foreign character breaks strictness wherever it stands.
          broken = payload.slice(0, k) + bad + payload.slice(k);
        }
        c.messages.push(imageMessage(url.slice(0, comma) + broken));
        return judged(c);
      }),
  'image.magic-bytes': (base) =>
    fc
      .tuple(
        base,
        fc.constantFrom(...IMAGE_MEDIA_TYPES),
        fc.oneof(
          fc.nat(2).map((n) => ({ otherType: n })),
          fc.uint8Array({ maxLength: 24 }),
        ),
      )
      .map(([t, declared, bytes]) => {
        const c = clone(t);
        let chosen: Uint8Array;
        if (bytes instanceof Uint8Array && !hasSignature(declared, bytes)) chosen = bytes;
        else {
          // A real image of another type: the four signatures differ from one another.
          const other =
            IMAGE_MEDIA_TYPES[
              (IMAGE_MEDIA_TYPES.indexOf(declared) + 1 + ('otherType' in bytes ? bytes.otherType : 0)) %
                IMAGE_MEDIA_TYPES.length
            ];
          chosen = sampleImages[other ?? 'image/gif']();
        }
        c.messages.push(imageMessage(dataUrl(declared, chosen)));
        return judged(c);
      }),
  'image.max-bytes': (base) =>
    fc.tuple(base, fc.nat(1000)).map(([t, extra]) => {
      const c = clone(t);
      c.messages.push(imageMessage(dataUrl('image/png', png(MAX_IMAGE_BYTES + 1 + extra))));
      return judged(c);
    }),
  'image.max-count': (base) =>
    fc.tuple(base, fc.nat(5)).map(([t, extra]) => {
      const c = clone(t);
      const missing = MAX_IMAGES + 1 + extra - countImages(c);
      for (let i = 0; i < missing; i++) c.messages.push(imageMessage(validPng()));
      return judged(c);
    }),
  'image.not-accepted': (base) =>
    fc.tuple(base, fc.constantFrom(...IMAGE_MEDIA_TYPES)).map(([t, type]) => {
      const c = clone(t);
      if (countImages(c) === 0) c.messages.push(imageMessage(sampleDataUrl(type as ImageMediaType)));
      return judged(c, false);
    }),
  'image.detail': (base) =>
    fc
      .tuple(base, fc.oneof(notOneOf(['auto', 'low', 'high']), fc.constantFrom('AUTO', 'High', ' low', 'medium')))
      .map(([t, detail]) => {
        const c = clone(t);
        c.messages.push(imageMessage(validPng(), detail));
        return judged(c);
      }),
};

/** A history breaking exactly `rule`, from valid histories with images. */
export function brokenTranscriptArb(
  rule: TranscriptRuleId,
  options: TranscriptOptions = {},
): fc.Arbitrary<JudgedTranscript> {
  return ruleBreakers[rule](transcriptArb({ images: true, ...options }));
}
