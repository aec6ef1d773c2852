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
