// CONTRACT.md D17 and A2A §9.5 (JSON-RPC 2.0's codes): requests a client should never send, and
// what a vessel answers them. The a2a.* cases hold the common ones (a truncated body, a body that
// is no request, an unknown method, A2A-Version 99.0); these send the rest, each answered with its
// code, none with a 5xx or a stack trace, each within 2 s, and a normal turn runs afterwards.
//
//   D17: "Identifiers (`messageId`, `contextId`, `taskId`, `referenceTaskIds[]`, extension URIs)
//   are at most 1,024 characters; a longer one is refused with -32602 naming the field. Error
//   messages quote at most 200 characters of any value they echo."
import { randomBytes } from 'node:crypto';
import type { RecordedExchange } from '../src/a2a/recording.ts';
import { A2A_VERSION_HEADER, Methods } from '../src/a2a/wire.ts';
import type { CaseContext, ConformanceCase } from '../src/case/index.ts';
import {
  checkDepthLimit,
  checkEchoBounded,
  checkHostileAnswers,
  checkIdLength,
  checkMalformedCodes,
  checkMetadataSize,
  checkStillServes,
  checkTurn,
  PROMPT_ANSWER_MS,
  type HostileAnswer,
  type Verdict,
} from '../src/checks/index.ts';
import type { ClauseIdOf } from '../src/rules/index.ts';
import { isObject } from '../src/transcript/read.ts';
import { sentenceOf } from './sentence.ts';

const SECTION = 'CONTRACT.md › D17';
const EVERY_ANSWER = ['robust.no-server-error', 'robust.no-stack-trace', 'robust.prompt-answer'] as const;

const rpcId = (what: string) => `vessel-kit-robust-${what}-${randomBytes(4).toString('hex')}`;
/** A message a vessel would take, but for what `change` does to it. */
const message = (what: string, change: Record<string, unknown> = {}) => ({
  messageId: rpcId(what),
  role: 'ROLE_USER',
  parts: [{ text: `A robustness probe: ${what}.` }],
  ...change,
});
const request = (method: unknown, params: unknown, what: string) => ({
  jsonrpc: '2.0',
  id: rpcId(what),
  method,
  params,
});
const sendMessage = (what: string, change: Record<string, unknown>) =>
  request(Methods.SendMessage, { message: message(what, change) }, what);

/** `levels` arrays nested in one another, innermost holding `leaf` (built without recursion). */
export function nested(levels: number, leaf: unknown = 'deep'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}
/** `levels` objects nested under key `k`. */
function nestedObject(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i++) value = { k: value };
  return value;
}

/** As JSON text: `JSON.stringify` recurses, and 5,000 levels are deeper than the kit wants to find its stack is. */
export function nestedText(levels: number, open: string, close: string, leaf = '"deep"'): string {
  return `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;
}

interface Probe {
  what: string;
  body: unknown;
  headers?: Record<string, string>;
}

/** Sends each probe at once, recorded; the answers keyed as the probes are. */
async function sendAll<K extends string>(ctx: CaseContext, probes: Readonly<Record<K, Probe>>) {
  const keys = Object.keys(probes) as K[];
  // One at a time: robust.prompt-answer times each answer, and sent all at once each would be timed
  // behind the others' (a vessel answering each in milliseconds was late on a busy machine).
  const exchanges: RecordedExchange[] = [];
  for (const k of keys)
    exchanges.push(await ctx.client.post(probes[k].body, probes[k].headers ? { headers: probes[k].headers } : {}));
  const answers = Object.fromEntries(
    keys.map((k, i) => [k, { what: probes[k].what, exchange: exchanges[i]! }]),
  ) as Record<K, HostileAnswer>;
  return { answers, exchanges };
}

/**
 * A deep value in a message field, as the bytes of its JSON text: the request is never an object
 * the kit holds (so its evidence never needs a walk 5,000 levels deep; bytes are recorded as text).
 */
function deepSend(what: string, field: 'extensions' | 'referenceTaskIds' | 'metadata', levels: number): Buffer {
  const deep = field === 'metadata' ? nestedText(levels - 1, '{"k":', '}') : nestedText(levels - 1, '[', ']');
  const inner = JSON.stringify(message(what));
  return Buffer.from(
    `{"jsonrpc":"2.0","id":"${rpcId(what)}","method":"${Methods.SendMessage}","params":{"message":${inner.slice(0, -1)},"${field}":${field === 'metadata' ? `{"k":${deep}}` : `[${deep}]`}}}}`,
  );
}

type MalformedClause = ClauseIdOf<'robust.malformed-codes'>;
const BATCH = [
  request(Methods.GetTask, { id: 'vessel-kit-batch-1' }, 'batch-1'),
  request(Methods.GetTask, { id: 'vessel-kit-batch-2' }, 'batch-2'),
];

function malformedProbes(): Record<MalformedClause, Probe> {
  const valid = JSON.stringify(request(Methods.GetTask, { id: 'vessel-kit-robust' }, 'utf8'));
  return {
    'not-json': { what: 'a body that is plain text', body: 'this is not JSON at all' },
    // 0xFF and 0xFE are never UTF-8; between two tokens, no decoder can read them into a request.
    'invalid-utf8': {
      what: 'a body with bytes that are not UTF-8',
      body: Buffer.concat([Buffer.from(valid.slice(0, 1)), Buffer.from([0xff, 0xfe]), Buffer.from(valid.slice(1))]),
    },
    'wrong-jsonrpc': {
      what: 'a request with "jsonrpc": "1.0"',
      body: { ...request(Methods.GetTask, { id: 'x' }, 'v1'), jsonrpc: '1.0' },
    },
    'id-type': {
      what: 'a request whose id is an object',
      body: { ...request(Methods.GetTask, { id: 'x' }, 'id'), id: { an: 'object' } },
    },
    'method-type': { what: 'a request whose method is a number', body: request(42, { id: 'x' }, 'method') },
    'no-id': {
      what: 'a request without an id',
      body: { jsonrpc: '2.0', method: Methods.GetTask, params: { id: 'vessel-kit-robust' } },
    },
    'params-type': {
      what: 'a request whose params is a string',
      body: request(Methods.GetTask, 'not an object', 'params'),
    },
    'empty-batch': { what: 'an empty JSON array', body: [] },
    batch: { what: 'a batch of two GetTask requests', body: BATCH },
    'inherited-method': { what: 'a request for method __proto__', body: request('__proto__', {}, 'proto') },
    'content-type': {
      what: 'a request sent as text/plain',
      body: request(Methods.GetTask, { id: 'vessel-kit-robust' }, 'content-type'),
      headers: { 'content-type': 'text/plain' },
    },
    'no-version': {
      what: 'a request without the A2A-Version header',
      body: request(Methods.GetTask, { id: 'vessel-kit-robust' }, 'no-version'),
      // undici leaves out a header whose value is undefined: the request goes without it.
      headers: { [A2A_VERSION_HEADER]: undefined as unknown as string },
    },
    'missing-params': {
      what: 'SendMessage without params',
      body: { jsonrpc: '2.0', id: rpcId('no-params'), method: Methods.SendMessage },
    },
  };
}

type DeepClause = Exclude<ClauseIdOf<'robust.depth-limit'>, 'past-limit'>;
const DEEP_LEVELS = 5_000;
const deepProbes = (): Record<DeepClause, Probe> => ({
  extensions: {
    what: 'message.extensions nested 5,000 levels',
    body: deepSend('deep-extensions', 'extensions', DEEP_LEVELS),
  },
  'reference-task-ids': {
    what: 'message.referenceTaskIds nested 5,000 levels',
    body: deepSend('deep-references', 'referenceTaskIds', DEEP_LEVELS),
  },
  metadata: { what: 'message.metadata nested 5,000 levels', body: deepSend('deep-metadata', 'metadata', DEEP_LEVELS) },
});

/** Whether the card lists an interface of A2A 0.3, which a request without A2A-Version may be served by. */
const servesV03 = (card: unknown) =>
  isObject(card) &&
  Array.isArray(card.supportedInterfaces) &&
  card.supportedInterfaces.some((i) => isObject(i) && String(i.protocolVersion).startsWith('0.3'));

const malformed: ConformanceCase = {
  id: 'robust.malformed',
  title:
    'Malformed requests (not JSON, not UTF-8, wrong jsonrpc, id, method or params, batches, __proto__, text/plain, no A2A-Version, 5,000 levels deep) get their codes, never a 5xx or a stack trace, each within 2 s; a turn runs afterwards',
  section: SECTION,
  sentence: `${sentenceOf('robust.malformed-codes', 1)} […] ${sentenceOf('robust.depth-limit')}`,
  rules: ['robust.malformed-codes', 'robust.depth-limit', ...EVERY_ANSWER, 'robust.still-serves'],
  needs: [],
  async run(ctx) {
    const card = await ctx.client.getCard();
    const probes = malformedProbes();
    if (servesV03(card.body?.json)) delete (probes as Partial<typeof probes>)['no-version'];
    const bad = await sendAll(ctx, probes);
    const deep = await sendAll(ctx, deepProbes());
    const turn = await ctx.recordTurn({
      text: 'After the hostile requests: answer.',
      steps: [{ text: 'Still here.' }],
      orSendMessage: true,
    });
    const stillServes = checkStillServes(turn);
    const verdicts: Verdict[] = [
      ...checkMalformedCodes(bad.answers, { batchSize: BATCH.length }),
      ...checkDepthLimit(deep.answers),
      ...checkHostileAnswers(
        [...Object.values<HostileAnswer>(bad.answers), ...Object.values<HostileAnswer>(deep.answers)],
        PROMPT_ANSWER_MS * ctx.timeoutScale,
      ),
      ...stillServes,
      // The turn that still runs is judged whole too (issue 21, principle 6). One refused after
      // the hostile requests breaks a SHOULD (robust.still-serves), and only that: judged whole, its
      // error answer would fail the stream's MUST rules for what the documents ask at SHOULD.
      ...(stillServes.every((v) => v.status === 'pass') ? checkTurn(turn, { status: 'ok' }) : []),
    ];
    return { verdicts, turns: [turn], exchanges: [card, ...bad.exchanges, ...deep.exchanges] };
  },
};

type IdClause = ClauseIdOf<'robust.id-length'>;
const LONG_ID = 'i'.repeat(1_025);
const idProbes = (): Record<IdClause, Probe> => ({
  'message-id': {
    what: 'a messageId of 1,025 characters',
    body: sendMessage('long-message-id', { messageId: LONG_ID }),
  },
  'context-id': {
    what: 'a contextId of 1,025 characters',
    body: sendMessage('long-context-id', { contextId: LONG_ID }),
  },
  'task-id': { what: 'a taskId of 1,025 characters', body: sendMessage('long-task-id', { taskId: LONG_ID }) },
  'reference-task-ids': {
    what: 'a referenceTaskIds entry of 1,025 characters',
    body: sendMessage('long-reference', { referenceTaskIds: [LONG_ID] }),
  },
  'extension-uri': {
    what: 'an extension URI of 1,025 characters',
    body: sendMessage('long-extension', { extensions: [`https://example.com/${'e'.repeat(1_005)}`] }),
  },
});

/** The character the 1 MB values are made of: an answer's longest run of it is what it quoted. */
const ECHO_CHAR = 'Q';
const MEGABYTE = ECHO_CHAR.repeat(1_048_576);
type EchoClause = ClauseIdOf<'robust.echo-bounded'>;
const echoProbes = (): Record<EchoClause, Probe> => ({
  method: { what: 'a method name of 1 MB', body: request(MEGABYTE, {}, 'echo-method') },
  'task-id': { what: 'a GetTask id of 1 MB', body: request(Methods.GetTask, { id: MEGABYTE }, 'echo-task') },
  'context-id': { what: 'a contextId of 1 MB', body: sendMessage('echo-context', { contextId: MEGABYTE }) },
});

const limits: ConformanceCase = {
  id: 'robust.limits',
  title:
    'Identifiers over 1,024 characters, 1 MB values, metadata over 64 KiB and nesting past 64 levels are refused with -32602 (the field named, at most 200 characters quoted), never a 5xx',
  section: SECTION,
  sentence: `${sentenceOf('robust.id-length')} ${sentenceOf('robust.echo-bounded')} ${sentenceOf('robust.metadata-size')}`,
  rules: ['robust.id-length', 'robust.echo-bounded', 'robust.metadata-size', 'robust.depth-limit', ...EVERY_ANSWER],
  needs: [],
  async run(ctx) {
    const metadata: Probe = {
      what: 'message.metadata of 70,000 characters',
      body: sendMessage('big-metadata', { metadata: { note: 'm'.repeat(70_000) } }),
    };
    // 66 objects inside metadata, inside message, params and the request: 69 levels, past 64 however counted.
    const pastLimit: Probe = {
      what: 'message.metadata nested 66 levels',
      body: sendMessage('past-limit', { metadata: nestedObject(66) }),
    };
    // In turn, as sendAll sends each probe: each answer is timed alone.
    const ids = await sendAll(ctx, idProbes());
    const echoes = await sendAll(ctx, echoProbes());
    const size = await sendAll(ctx, { whole: metadata });
    const depth = await sendAll(ctx, { 'past-limit': pastLimit });
    const all = [ids, echoes, size, depth].flatMap((s) => Object.values<HostileAnswer>(s.answers));
    const verdicts: Verdict[] = [
      ...checkIdLength(ids.answers),
      ...checkEchoBounded(echoes.answers, ECHO_CHAR),
      ...checkMetadataSize(size.answers.whole),
      ...checkDepthLimit(depth.answers),
      ...checkHostileAnswers(all, PROMPT_ANSWER_MS * ctx.timeoutScale),
    ];
    const exchanges: RecordedExchange[] = [ids, echoes, size, depth].flatMap((s) => s.exchanges);
    return { verdicts, exchanges };
  },
};

export function robustCases(): ConformanceCase[] {
  return [malformed, limits];
}
