// The robustness checks (src/checks/robust.ts) on answers built by hand: each passes on what D17
// and JSON-RPC ask, and fails each clause alone, saying what was expected, what came and where.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import {
  checkDepthLimit,
  checkEchoBounded,
  checkHostileAnswers,
  checkIdLength,
  checkMalformedCodes,
  checkMetadataSize,
  checkStillServes,
  MALFORMED_CODES,
} from '../../src/checks/robust.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { answer, error } from './exchange-builders.ts';
import { validTurn } from './builders.ts';
import { findingsOf } from './verdict-readers.ts';

const hostile = (exchange: RecordedExchange, what = 'a probe') => ({ what, exchange });
const only = (verdicts: Verdict[], rule: string) => verdicts.filter((v) => v.rule === rule);
const failedOn = (verdicts: Verdict[]) => verdicts.filter((v) => v.status === 'fail').flatMap(brokenClauses);

describe('robust.malformed-codes', () => {
  const right = () =>
    Object.fromEntries(Object.entries(MALFORMED_CODES).map(([clause, codes]) => [clause, hostile(error(codes[0]))]));

  it('passes when each malformed request got its code, a batch refused -32600 or answered per request', () => {
    expect(checkMalformedCodes({ ...right(), batch: hostile(error(-32600)) }, { batchSize: 2 })[0]!.status).toBe(
      'pass',
    );
    const array = answer([
      { jsonrpc: '2.0', id: 1, error: { code: -32001, message: 'x' } },
      { jsonrpc: '2.0', id: 2, result: {} },
    ]);
    expect(checkMalformedCodes({ batch: hostile(array) }, { batchSize: 2 })[0]!.status).toBe('pass');
  });

  it.each(Object.keys(MALFORMED_CODES))(
    'fails %s alone on another code, naming what was sent and both codes',
    (clause) => {
      const verdicts = checkMalformedCodes(
        { ...right(), [clause]: hostile(error(-32603, 'internal error'), 'the probe for ' + clause) },
        { batchSize: 2 },
      );
      expect(failedOn(verdicts)).toEqual([clause]);
      expect(verdicts[0]!.message).toMatch(
        new RegExp(`^the probe for ${clause}: expected JSON-RPC error -32\\d+.*got -32603`),
      );
    },
  );

  it('passes a request without an id left unanswered (a notification), and fails one answered with a result', () => {
    const empty = answer(undefined, { status: 204, body: { text: '' } });
    expect(checkMalformedCodes({ 'no-id': hostile(empty) }, { batchSize: 2 })[0]!.status).toBe('pass');
    const served = checkMalformedCodes(
      { 'no-id': hostile(answer({ jsonrpc: '2.0', id: null, result: {} }), 'no id') },
      { batchSize: 2 },
    );
    expect(failedOn(served)).toEqual(['no-id']);
    expect(served[0]!.message).toMatch(/^no id: expected JSON-RPC error -32600, got HTTP 200 .*not a JSON-RPC error/);
  });

  it('fails a batch answered with too few responses, or with a wrong code', () => {
    const short = answer([{ jsonrpc: '2.0', id: 1, result: {} }]);
    expect(checkMalformedCodes({ batch: hostile(short, 'a batch') }, { batchSize: 2 })[0]!.message).toMatch(
      /a batch: answered an array of 1 entries, 1 of them JSON-RPC responses, for 2 requests/,
    );
    expect(failedOn(checkMalformedCodes({ batch: hostile(error(-32603)) }, { batchSize: 2 }))).toEqual(['batch']);
  });

  it('says what came when the answer is no JSON-RPC error at all', () => {
    const html = answer(undefined, { status: 502, body: { text: '<html>bad gateway</html>' } });
    expect(checkMalformedCodes({ 'not-json': hostile(html, 'plain text') }, { batchSize: 2 })[0]!.message).toMatch(
      /plain text: expected JSON-RPC error -32700, got HTTP 502 with a body that is not a JSON object/,
    );
  });
});

describe('every hostile answer: no 5xx, no stack trace, in time', () => {
  const fine = (over: Partial<RecordedExchange> = {}) => ({ ...error(-32700), firstByteAt: 5, ...over });

  it('passes answers that are quick, 4xx or 200, and show no frame', () => {
    const verdicts = checkHostileAnswers([hostile(fine()), hostile(fine({ status: 415 }))], 2_000);
    expect(verdicts.map((v) => [v.rule, v.status])).toEqual([
      ['robust.no-server-error', 'pass'],
      ['robust.no-stack-trace', 'pass'],
      ['robust.prompt-answer', 'pass'],
    ]);
  });

  it('fails a 5xx alone', () => {
    const verdicts = checkHostileAnswers([hostile(fine({ status: 500 }), 'plain text')], 2_000);
    expect(only(verdicts, 'robust.no-server-error')[0]!.message).toBe('plain text: answered HTTP 500');
    expect(verdicts.filter((v) => v.status === 'fail').map((v) => v.rule)).toEqual(['robust.no-server-error']);
  });

  it('fails a stack frame alone, quoting it', () => {
    const stack = error(-32700, 'bad\n    at parseRequest (/srv/vessel/src/jsonrpc.ts:131:11)');
    const verdicts = checkHostileAnswers([hostile({ ...stack, firstByteAt: 5 }, 'plain text')], 2_000);
    expect(verdicts.filter((v) => v.status === 'fail').map((v) => v.rule)).toEqual(['robust.no-stack-trace']);
    expect(only(verdicts, 'robust.no-stack-trace')[0]!.message).toMatch(
      /plain text: the answer shows a stack frame \(.*jsonrpc\.ts:131:11/,
    );
  });

  it('fails a late answer and no answer alone', () => {
    const late = checkHostileAnswers([hostile(fine({ firstByteAt: 2_500 }), 'plain text')], 2_000);
    expect(only(late, 'robust.prompt-answer')[0]!.message).toBe(
      'plain text: answered after 2500 ms, more than 2000 ms',
    );
    const none = {
      ...fine(),
      status: undefined,
      body: undefined,
      end: { at: 10_000, how: 'cap' as const, cap: 'first-byte' as const, detail: 'no response within 10000 ms' },
    };
    const silent = checkHostileAnswers([hostile(none, 'plain text')], 2_000);
    expect(silent.filter((v) => v.status === 'fail').map((v) => v.rule)).toEqual(['robust.prompt-answer']);
    expect(only(silent, 'robust.prompt-answer')[0]!.message).toBe('plain text: no response within 10000 ms');
  });
});

describe('robust.still-serves', () => {
  it('passes a turn that finished ok and fails one that did not, saying how it ended', () => {
    expect(checkStillServes(validTurn())[0]!.status).toBe('pass');
    const failed = checkStillServes(validTurn({ status: 'model_error', error: 'the model endpoint failed' }));
    expect(failed[0]!.message).toBe(
      'the turn after the hostile requests was not served: its turn.finished says "model_error"',
    );
    const refused = { ...validTurn(), send: error(-32603, 'internal error') };
    expect(checkStillServes(refused)[0]!.message).toBe(
      'the turn after the hostile requests was not served: it reached no terminal state (HTTP 200, error {"code":-32603,"message":"internal error"})',
    );
  });

  it('passes a target without vessel events whose task reached a terminal state', () => {
    // The same stream with every status message (the vessel events) taken out: a plain A2A agent's.
    const turn = validTurn();
    const plain = structuredClone(turn);
    plain.send.sse = (plain.send.sse ?? []).flatMap((e) => {
      const result = (e.json as { result?: { statusUpdate?: { status: { message?: unknown } }; task?: unknown } })
        .result;
      if (result?.task) return [e];
      if (!result?.statusUpdate) return [];
      delete result.statusUpdate.status.message;
      return [{ ...e, data: JSON.stringify(e.json) }];
    });
    expect(checkStillServes(plain)[0]!.message).toBe(
      'a normal turn after the hostile requests ran to TASK_STATE_COMPLETED',
    );
  });
});

describe('D17 limits', () => {
  const named = (field: string) => error(-32602, `message.${field}: is 1025 characters; at most 1024 are taken`);

  it('robust.id-length passes -32602 naming the field (camel or snake case) and fails each clause alone', () => {
    const answers = {
      'message-id': hostile(named('messageId')),
      'context-id': hostile(error(-32602, 'context_id is too long')),
      'task-id': hostile(named('taskId')),
      'reference-task-ids': hostile(named('referenceTaskIds[0]')),
      'extension-uri': hostile(error(-32602, 'too long', { data: [{ '@type': 'x', field: '/message/extensions/0' }] })),
    };
    expect(checkIdLength(answers)[0]!.status).toBe('pass');
    const unnamed = checkIdLength({
      ...answers,
      'task-id': hostile(error(-32602, 'an id is too long'), 'a long taskId'),
    });
    expect(failedOn(unnamed)).toEqual(['task-id']);
    expect(unnamed[0]!.message).toBe('a long taskId: -32602 ("an id is too long") does not name the field taskId');
    const taken = checkIdLength({
      ...answers,
      'message-id': hostile(answer({ jsonrpc: '2.0', id: 1, result: {} }), 'a long messageId'),
    });
    expect(failedOn(taken)).toEqual(['message-id']);
    expect(taken[0]!.message).toMatch(
      /a long messageId: expected JSON-RPC error -32602, got HTTP 200 .*not a JSON-RPC error/,
    );
  });

  it('robust.echo-bounded passes 200 characters quoted and fails more, or an answer over 64 KiB', () => {
    const quoted = (n: number) => hostile(error(-32601, `method not found: '${'Q'.repeat(n)}'`), 'a 1 MB method');
    expect(checkEchoBounded({ method: quoted(200) }, 'Q')[0]!.status).toBe('pass');
    const whole = checkEchoBounded({ method: quoted(201) }, 'Q');
    expect(failedOn(whole)).toEqual(['method']);
    expect(whole[0]!.message).toBe('a 1 MB method: the answer quotes 201 characters of the value, more than 200');
    const padded = hostile(error(-32602, `${'Q'.repeat(100)} ${'QQ '.repeat(30_000)}`), 'a 1 MB contextId');
    const big = checkEchoBounded({ 'context-id': padded }, 'Q');
    expect(failedOn(big)).toEqual(['context-id']);
    expect(big[0]!.message).toMatch(/a 1 MB contextId: the answer is \d+ bytes, more than 65536/);
  });

  it('robust.metadata-size and robust.depth-limit pass their codes and fail another', () => {
    expect(checkMetadataSize(hostile(error(-32602)))[0]!.status).toBe('pass');
    expect(checkMetadataSize(hostile(answer({ jsonrpc: '2.0', id: 1, result: {} })))[0]!.status).toBe('fail');
    expect(checkDepthLimit({ metadata: hostile(error(-32600)), extensions: hostile(error(-32602)) })[0]!.status).toBe(
      'pass',
    );
    const deep = checkDepthLimit({ 'reference-task-ids': hostile(error(-32603), 'deep referenceTaskIds') });
    expect(failedOn(deep)).toEqual(['reference-task-ids']);
    expect(deep[0]!.message).toMatch(/deep referenceTaskIds: expected JSON-RPC error -32602 or -32600, got -32603/);
  });
});

// Clause by clause: what each answer that is not the code asked for is said to be, the batch and
// notification branches, the bounds (exactly at a limit passes, one past fails) and each pass message.
const sseOf = (...data: string[]) =>
  data.map((d, index) => ({ index, receivedAt: index, data: d, bytes: d.length, json: undefined }));
const nothing = (detail?: string): RecordedExchange =>
  answer(undefined, {
    status: undefined,
    responseHeaders: undefined,
    body: undefined,
    end: { at: 10, how: 'network-error', ...(detail !== undefined ? { detail } : {}) },
  });
const malformed = (clause: string, exchange: RecordedExchange, batchSize = 2) =>
  checkMalformedCodes({ [clause]: hostile(exchange, 'the probe') }, { batchSize })[0]!;

describe('robust.malformed-codes: what came instead of the code', () => {
  it('says so of a stream', () => {
    const stream = answer(undefined, { body: undefined, sse: sseOf('{"jsonrpc":"2.0"}') });
    expect(malformed('not-json', stream).message).toBe(
      'the probe: expected JSON-RPC error -32700, got a stream (HTTP 200)',
    );
  });

  it('says so of no answer at all', () => {
    expect(malformed('not-json', nothing('socket hang up')).message).toBe(
      'the probe: expected JSON-RPC error -32700, got no response (socket hang up)',
    );
  });

  it('quotes a body that is not a JSON object, and says so of no body', () => {
    const text = answer(undefined, { status: 400, body: { text: 'bad request' } });
    expect(malformed('not-json', text).message).toBe(
      'the probe: expected JSON-RPC error -32700, got HTTP 400 with a body that is not a JSON object ("bad request")',
    );
    const v = malformed('not-json', answer(undefined, { status: 400, body: undefined }));
    expect(v.message).toBe(
      'the probe: expected JSON-RPC error -32700, got HTTP 400 with a body that is not a JSON object ("")',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ status: 400, body: undefined });
  });

  it('says what the code was when it is not a number, and quotes the message of a wrong one', () => {
    expect(malformed('wrong-jsonrpc', error('-32600')).message).toBe(
      'the probe: expected JSON-RPC error -32600, got an error whose code is "-32600"',
    );
    const v = malformed('wrong-jsonrpc', answer({ jsonrpc: '2.0', id: 1, error: { code: -32603 } }));
    expect(v.message).toBe('the probe: expected JSON-RPC error -32600, got -32603 ("")');
    expect(malformed('params-type', error(-32601, 'no such method')).message).toBe(
      'the probe: expected JSON-RPC error -32600 or -32602, got -32601 ("no such method")',
    );
  });

  it('keeps the status and the first 300 characters of the body as evidence', () => {
    const long = error(-32603, 'x'.repeat(400));
    const v = malformed('not-json', long);
    expect(findingsOf(v)[0]!.evidence).toEqual({ status: 200, body: long.body!.text.slice(0, 300) });
    expect((findingsOf(v)[0]!.evidence as { body: string }).body).toHaveLength(300);
  });

  it('counts the malformed requests in its pass message', () => {
    const answers = {
      'not-json': hostile(error(-32700)),
      'no-id': hostile(error(-32600)),
      batch: hostile(error(-32600)),
    };
    expect(checkMalformedCodes(answers, { batchSize: 2 })[0]!.message).toBe(
      '3 malformed requests each got its JSON-RPC code',
    );
  });
});

describe('robust.malformed-codes: a batch answered as an array', () => {
  const ok = (id: number) => ({ jsonrpc: '2.0', id, result: {} });

  it.each([
    ['an entry that is not an object', [ok(1), ok(2), 'x']],
    ['an entry of another JSON-RPC version', [ok(1), ok(2), { jsonrpc: '1.0', id: 3, result: {} }]],
    ['an entry with neither result nor error', [ok(1), ok(2), { jsonrpc: '2.0', id: 3 }]],
  ])('fails %s, counting the responses', (_, entries) => {
    const v = malformed('batch', answer(entries), 3);
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['batch']);
    expect(v.message).toBe('the probe: answered an array of 3 entries, 2 of them JSON-RPC responses, for 3 requests');
  });

  it('fails more entries than requests, even all of them responses', () => {
    const v = malformed('batch', answer([ok(1), ok(2), ok(3)]), 2);
    expect(v.message).toBe('the probe: answered an array of 3 entries, 3 of them JSON-RPC responses, for 2 requests');
    const body = answer([ok(1), ok(2), ok(3)]).body!.text;
    expect(findingsOf(v)[0]!.evidence).toEqual({ body: body.slice(0, 300) });
  });

  it('fails an entry more than the requests, the responses all there', () => {
    const v = malformed('batch', answer([ok(1), ok(2), 'x']), 2);
    expect(v.message).toBe('the probe: answered an array of 3 entries, 2 of them JSON-RPC responses, for 2 requests');
  });

  it('keeps the first 300 characters of the array as evidence', () => {
    const long = answer(Array.from({ length: 20 }, (_, i) => ok(i)));
    const v = malformed('batch', long, 2);
    expect(findingsOf(v)[0]!.evidence).toEqual({ body: long.body!.text.slice(0, 300) });
    expect((findingsOf(v)[0]!.evidence as { body: string }).body).toHaveLength(300);
  });

  it('fails a batch left without an answer', () => {
    expect(malformed('batch', nothing('reset')).message).toBe(
      'the probe: expected JSON-RPC error -32600, got no response (reset)',
    );
  });
});

describe('robust.malformed-codes: a request without an id left unanswered', () => {
  const empty = (status: number, text?: string) =>
    answer(undefined, { status, body: text === undefined ? undefined : { text } });

  it.each([
    [200, ''],
    [204, undefined],
    [299, ' \n'],
  ])('passes HTTP %i with an empty body (%j)', (status, text) => {
    expect(malformed('no-id', empty(status, text)).status).toBe('pass');
  });

  it.each([
    [199, ''],
    [300, ''],
    [200, 'ok'],
  ])('fails HTTP %i with the body %j', (status, text) => {
    const v = malformed('no-id', empty(status, text));
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['no-id']);
  });

  it('fails an empty stream, and no answer at all', () => {
    expect(malformed('no-id', answer(undefined, { status: 200, body: undefined, sse: [] })).status).toBe('fail');
    expect(malformed('no-id', nothing()).message).toBe(
      'the probe: expected JSON-RPC error -32600, got no response (network-error)',
    );
  });

  it('lets no other malformed request go unanswered', () => {
    const v = malformed('not-json', empty(204));
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['not-json']);
  });
});

describe('every hostile answer: messages, evidence and the time limit', () => {
  const at = (sentAt: number, firstByteAt: number | undefined, endAt = firstByteAt ?? 0) =>
    hostile({ ...error(-32700), sentAt, firstByteAt, end: { at: endAt, how: 'complete' } }, 'the probe');

  it('says how many answers each rule held for, and the limit', () => {
    const verdicts = checkHostileAnswers([at(0, 5), at(0, 7)], 1500.4);
    expect(verdicts.map((v) => v.message)).toEqual([
      'none of 2 hostile requests got a 5xx',
      'none of 2 answers to hostile requests shows a stack frame',
      '2 hostile requests each answered within 1500 ms',
    ]);
  });

  it('times an answer from when it was sent, to its first byte or else its end', () => {
    expect(only(checkHostileAnswers([at(1_000, 3_000)], 2_000), 'robust.prompt-answer')[0]!.status).toBe('pass');
    expect(only(checkHostileAnswers([at(1_000, 3_001)], 2_000), 'robust.prompt-answer')[0]!.message).toBe(
      'the probe: answered after 2001 ms, more than 2000 ms',
    );
    expect(only(checkHostileAnswers([at(1_000, undefined, 3_500)], 2_000), 'robust.prompt-answer')[0]!.message).toBe(
      'the probe: answered after 2500 ms, more than 2000 ms',
    );
  });

  it('keeps the first 300 characters of a 5xx body as evidence', () => {
    const broken = { ...error(-32603, 'y'.repeat(400)), status: 503, firstByteAt: 1 };
    const v = only(checkHostileAnswers([hostile(broken, 'the probe')], 2_000), 'robust.no-server-error')[0]!;
    expect(v.message).toBe('the probe: answered HTTP 503');
    expect(findingsOf(v)[0]!.evidence).toEqual({ body: broken.body!.text.slice(0, 300) });
    const bare = { ...broken, body: undefined };
    const w = only(checkHostileAnswers([hostile(bare, 'the probe')], 2_000), 'robust.no-server-error')[0]!;
    expect(findingsOf(w)[0]!.evidence).toEqual({ body: undefined });
  });

  it('reads a stack frame in a stream answer too, and a 499 is no server error', () => {
    const stream = answer(undefined, {
      status: 499,
      body: undefined,
      firstByteAt: 1,
      sse: sseOf('{"ok":1}', 'Error\n    at run (/srv/v/main.js:3:4)'),
    });
    const verdicts = checkHostileAnswers([hostile(stream, 'the probe')], 2_000);
    expect(verdicts.filter((v) => v.status === 'fail').map((v) => v.rule)).toEqual(['robust.no-stack-trace']);
    expect(only(verdicts, 'robust.no-stack-trace')[0]!.message).toBe(
      'the probe: the answer shows a stack frame ("at run (/srv/v/main.js:3:4)")',
    );
  });
});

describe('robust.still-serves: the pass message and how an unserved turn ended', () => {
  it('says the turn finished ok', () => {
    expect(checkStillServes(validTurn())[0]!.message).toBe('a normal turn after the hostile requests finished ok');
  });

  it('counts the events of a stream that reached no terminal state, with why it ended', () => {
    const turn = validTurn();
    turn.send.sse = turn.send.sse!.slice(0, 3);
    expect(checkStillServes(turn)[0]!.message).toBe(
      'the turn after the hostile requests was not served: it reached no terminal state (HTTP 200, 3 events)',
    );
    const cut = validTurn();
    cut.send.sse = cut.send.sse!.slice(0, 2);
    cut.send.end = { at: 50, how: 'cap', detail: 'the stream stalled for 30 s' };
    const v = checkStillServes(cut)[0]!;
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'the turn after the hostile requests was not served: it reached no terminal state (HTTP 200, 2 events, the stream stalled for 30 s)',
    );
  });
});

describe('D17 limits: evidence and pass messages', () => {
  it('robust.id-length keeps the error that names no field, and counts the identifiers in its pass', () => {
    const vague = error(-32602, 'too long');
    const v = checkIdLength({ 'task-id': hostile(vague, 'a long taskId') })[0]!;
    expect(findingsOf(v)[0]!.evidence).toEqual({ error: { code: -32602, message: 'too long' } });
    const named = checkIdLength({
      'task-id': hostile(error(-32602, 'taskId too long')),
      'context-id': hostile(error(-32602, 'contextId too long')),
    })[0]!;
    expect(named.message).toBe('2 over-long identifiers each refused -32602 naming the field');
  });

  it('robust.id-length quotes an empty message when the error has none', () => {
    const v = checkIdLength({
      'task-id': hostile(answer({ jsonrpc: '2.0', id: 1, error: { code: -32602 } }), 'x'),
    })[0]!;
    expect(v.message).toBe('x: -32602 ("") does not name the field taskId');
  });

  it('robust.echo-bounded passes an answer of exactly 64 KiB and fails one byte more', () => {
    const streamed = (bytes: number) =>
      hostile(answer(undefined, { body: undefined, sse: sseOf('a'.repeat(32_768), 'a'.repeat(bytes - 32_769)) }), 'x');
    expect(checkEchoBounded({ method: streamed(65_536) }, 'Q')[0]).toMatchObject({
      status: 'pass',
      message: '1 answers to 1 MB values each quote at most 200 characters',
    });
    const v = checkEchoBounded({ method: streamed(65_537) }, 'Q')[0]!;
    expect(v.message).toBe('x: the answer is 65537 bytes, more than 65536');
    expect(findingsOf(v)[0]!.evidence).toEqual({ status: 200 });
  });

  it('robust.echo-bounded keeps the status and size of an answer quoting too much', () => {
    const quoted = error(-32601, 'Q'.repeat(201));
    const v = checkEchoBounded({ method: hostile(quoted) }, 'Q')[0]!;
    expect(findingsOf(v)[0]!.evidence).toEqual({ status: 200, bytes: Buffer.byteLength(quoted.body!.text) });
  });

  it('robust.metadata-size and robust.depth-limit say what they passed', () => {
    expect(checkMetadataSize(hostile(error(-32602)))[0]!.message).toBe('metadata over 64 KiB refused -32602');
    expect(checkDepthLimit({ metadata: hostile(error(-32600)), extensions: hostile(error(-32602)) })[0]!.message).toBe(
      '2 requests nested past 64 levels each refused',
    );
  });
});
