import { describe, expect, it } from 'vitest';
import { checkErrorResponse } from '../../src/checks/index.ts';
import { answer, exchangeCases } from './exchange-cases.ts';

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
  it("accepts a null id on a parse error, whose request id could not be read", () => {
    const v = checkErrorResponse(answer({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'not JSON' } }, { requestBody: '{oops' }));
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
