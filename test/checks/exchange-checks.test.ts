import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import {
  checkCancelFinished,
  checkCapsHit,
  checkErrorResponse,
  checkErrorShapes,
  checkMessageToFinished,
  checkSubscribeToTask,
} from '../../src/checks/index.ts';
import { answer, error, exchangeCases } from './exchange-cases.ts';
import { turnStream } from './subscription-builders.ts';

describe('each exchange check passes a conformant answer and fails a broken one', () => {
  for (const [rule, c] of Object.entries(exchangeCases)) {
    it(`${rule}: pass`, () => {
      const verdicts = c.pass();
      expect(verdicts.length).toBeGreaterThan(0);
      for (const v of verdicts) {
        expect(v.rule).toBe(rule);
        expect(v.status, v.message).toBe('pass');
      }
    });
    it(`${rule}: fail`, () => {
      const [v, ...rest] = c.fail();
      expect(rest).toEqual([]);
      expect(v?.rule).toBe(rule);
      expect(v?.status, v?.message).toBe('fail');
      expect(v?.message).toMatch(c.message);
    });
  }
});

describe('a2a.error-response', () => {
  it('accepts a null id on a parse error, whose request id could not be read', () => {
    const v = checkErrorResponse(
      answer({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'not JSON' } }, { requestBody: '{oops' }),
    );
    expect(v[0]?.status).toBe('pass');
  });
  it("fails an error answering another request's id", () => {
    const v = checkErrorResponse(answer({ jsonrpc: '2.0', id: 2, error: { code: -32001, message: 'task not found' } }));
    expect(v[0]?.message).toMatch(/the error's id 2 is not the request's id 1/);
  });
  it('fails an error member that is not an object (a bare code)', () => {
    const v = checkErrorResponse(answer({ jsonrpc: '2.0', id: 1, error: -32601 }));
    expect(v[0]?.status).toBe('fail');
    expect(v[0]?.message).toMatch(/error is -32601, not an object/);
  });
  it('is not-tested on an answer that is not an error', () => {
    expect(checkErrorResponse(answer({ jsonrpc: '2.0', id: 1, result: {} }))[0]?.status).toBe('not-tested');
  });
});

describe('calls a case could not send are not judged, and say why', () => {
  it('no finished task: CancelTask and the message to it are not-tested', () => {
    expect(checkCancelFinished(undefined, { wasCancelled: false })).toEqual([
      {
        rule: 'a2a.cancel-finished',
        status: 'not-tested',
        message: 'not judged: GetTask after the turn did not return a task in a terminal state',
        evidence: undefined,
      },
    ]);
    expect(checkCancelFinished(undefined, { wasCancelled: true })[0]?.message).toBe(
      'not judged: GetTask after the cancelled turn did not return a task in a terminal state',
    );
    expect(checkMessageToFinished(undefined)).toMatchObject([
      { rule: 'a2a.message-to-finished', status: 'not-tested' },
    ]);
  });
  it('no subscription: the turn named no task to subscribe to', () => {
    expect(checkSubscribeToTask(turnStream(), undefined)).toMatchObject([
      { rule: 'a2a.subscribe-to-task', status: 'not-tested', message: expect.stringMatching(/^cannot test: /) },
    ]);
  });
});

describe('every error answer is judged on its shape', () => {
  it('four verdicts per exchange: a2a.error-response, a2a.error-data, a2a.error-info, then a2a.invalid-params-bad-request', () => {
    const verdicts = checkErrorShapes([
      error(-32001),
      answer({ jsonrpc: '2.0', id: 1, error: { code: -32001, message: 'x', data: 'oops' } }),
      error(-32602),
    ]);
    expect(verdicts.map((v) => [v.rule, v.status])).toEqual([
      ['a2a.error-response', 'pass'],
      ['a2a.error-data', 'not-tested'],
      ['a2a.error-info', 'fail'],
      ['a2a.invalid-params-bad-request', 'not-tested'],
      ['a2a.error-response', 'pass'],
      ['a2a.error-data', 'fail'],
      ['a2a.error-info', 'fail'],
      ['a2a.invalid-params-bad-request', 'not-tested'],
      ['a2a.error-response', 'pass'],
      ['a2a.error-data', 'not-tested'],
      // -32602 is JSON-RPC's own code, not one of A2A's (-32001 to -32099): no ErrorInfo is owed,
      // but it is the validation error, which owes a BadRequest.
      ['a2a.error-info', 'not-tested'],
      ['a2a.invalid-params-bad-request', 'fail'],
    ]);
  });
});

describe('an exchange the kit had to cut off', () => {
  /** A call that got no answer before the first-byte cap. */
  const silent = answer(
    {},
    { status: undefined, responseHeaders: undefined, body: undefined, end: { at: 9, how: 'cap', cap: 'first-byte' } },
  );

  it("a stream fails a2a.stream-closed, once per case, on the first exchange cut off, in the recorder's own words", () => {
    const cut = answer(
      {},
      {
        sse: [],
        body: undefined,
        end: { at: 9, how: 'cap', cap: 'idle', detail: 'the stream stayed open 1000 ms after its terminal status' },
      },
    );
    expect(checkCapsHit([answer({}), cut, silent], DEFAULT_CAPS)).toEqual([
      {
        rule: 'a2a.stream-closed',
        status: 'fail',
        message:
          'the kit stopped waiting: the stream stayed open 1000 ms after its terminal status (POST http://127.0.0.1:9/a)',
        evidence: {
          clauses: ['whole'],
          findings: [
            {
              clause: 'whole',
              message:
                'the kit stopped waiting: the stream stayed open 1000 ms after its terminal status (POST http://127.0.0.1:9/a)',
              evidence: { end: cut.end },
            },
          ],
        },
      },
    ]);
    expect(checkCapsHit([answer({})], DEFAULT_CAPS)).toEqual([]);
  });

  it('a call that got no answer, or an answer that never ended, fails a2a.result-response#envelope (an answer must come)', () => {
    const message =
      'GetTask got no answer: the kit stopped waiting: no response within 10000 ms (POST http://127.0.0.1:9/a)';
    // Without the recorder's words, the cap is described from the run's caps.
    expect(checkCapsHit([silent], DEFAULT_CAPS)).toEqual([
      {
        rule: 'a2a.result-response',
        status: 'fail',
        message,
        evidence: { clauses: ['envelope'], findings: [{ clause: 'envelope', message, evidence: { end: silent.end } }] },
      },
    ]);
    const endless = answer({}, { end: { at: 9, how: 'cap', cap: 'total-bytes' } });
    expect(checkCapsHit([endless], DEFAULT_CAPS)[0]).toMatchObject({
      rule: 'a2a.result-response',
      message:
        'GetTask got an answer (HTTP 200) that never ended: the kit stopped waiting: the response body grew past 16777216 bytes (POST http://127.0.0.1:9/a)',
    });
    const notJsonRpc = answer({}, { requestBody: 'not json', end: { at: 9, how: 'cap', cap: 'first-byte' } });
    expect(checkCapsHit([notJsonRpc], DEFAULT_CAPS)[0]?.message).toMatch(/^the call got an answer \(HTTP 200\)/);
  });
});
