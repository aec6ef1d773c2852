// The security checks (src/checks/security.ts) on recordings built by hand: image URLs refused and
// never fetched, leaks found wherever they are but not in what the script or the kit said, and a
// declared scheme enforced; each clause failing alone, with what came and where.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkAuth,
  checkNoLeaks,
  checkUrlsRefused,
  declaredSchemes,
  judgeLeaks,
  leakDigest,
  receivedOf,
  secretsOf,
  spokenOf,
  stackFrameIn,
} from '../../src/checks/security.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { answer, card, error } from './exchange-builders.ts';
import { validTurn } from './builders.ts';

const failedOn = (verdicts: Verdict[]) => verdicts.filter((v) => v.status === 'fail').flatMap(brokenClauses);
const served = answer({
  jsonrpc: '2.0',
  id: 1,
  result: { task: { id: 't', status: { state: 'TASK_STATE_COMPLETED' } } },
});

describe('security.no-url-fetch', () => {
  it('passes refusals (a JSON-RPC error or a 4xx) with no connection to the canary', () => {
    const turns = [
      { what: 'an http URL', exchange: error(-32602) },
      { what: 'a file URL', exchange: answer({ error: 'no' }, { status: 400 }) },
    ];
    expect(checkUrlsRefused(turns, 0)[0]!.status).toBe('pass');
  });

  it('fails a turn served on refused alone, and a connection on never-fetched alone', () => {
    const taken = checkUrlsRefused([{ what: 'a protocol-relative URL', exchange: served }], 0);
    expect(failedOn(taken)).toEqual(['refused']);
    expect(taken[0]!.message).toMatch(/^a protocol-relative URL: not refused \(HTTP 200/);
    const fetched = checkUrlsRefused([{ what: 'an http URL', exchange: error(-32602) }], 2);
    expect(failedOn(fetched)).toEqual(['never-fetched']);
    expect(fetched[0]!.message).toBe(
      'the canary the image URLs point at received 2 connection(s): the vessel fetched a URL it was given',
    );
  });
});

describe('security.no-leaks', () => {
  const turn = validTurn();
  // The simulated model call came to 127.0.0.1:4555 with `Bearer sk-test-secret-123`.
  const secrets = secretsOf([turn]);

  it('reads the model origin and the credential from the mock model journal, and the profile', () => {
    expect(secrets).toEqual({ modelOrigins: ['http://127.0.0.1:4555/v1'], credentials: ['sk-test-secret-123'] });
    expect(secretsOf([], ['declared-key-42', 'short']).credentials).toEqual(['declared-key-42']);
  });

  it('passes a run whose answers show none of them', () => {
    const verdicts = checkNoLeaks(receivedOf([turn], [error(-32001, 'task not found')]), secrets, spokenOf([turn], []));
    expect(verdicts[0]!.status).toBe('pass');
  });

  it.each([
    [
      'model-origin',
      'the model at http://127.0.0.1:4555/v1 failed',
      /shows the model endpoint http:\/\/127\.0\.0\.1:4555\/v1/,
    ],
    [
      'credential',
      'upstream refused key sk-test-secret-123',
      /shows the credential the vessel sends its model \(sk-…\)/,
    ],
    [
      'stack-trace',
      'failed\n    at Engine.run (/srv/vessel/dist/engine.js:88:13)',
      /shows a stack frame \("at Engine\.run/,
    ],
  ])('fails %s alone, saying which answer showed it', (clause, message, said) => {
    const leaky = error(-32603, message);
    const verdicts = checkNoLeaks(receivedOf([turn], [leaky]), secrets, spokenOf([turn], [leaky]));
    expect(failedOn(verdicts)).toEqual([clause]);
    expect(verdicts[0]!.message).toMatch(/^POST http:\/\/127\.0\.0\.1:9\/a \(GetTask\): the answer/);
    expect(verdicts[0]!.message).toMatch(said);
  });

  it('takes no leak from what the kit sent or the model said, nor the card URL or another host', () => {
    const frame = 'at helper (/tmp/script.js:1:2)';
    const echoed = answer({ jsonrpc: '2.0', id: 1, result: { text: `you said: ${frame}` } });
    const kit = { ...echoed, requestBody: { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { text: frame } } };
    const cardAnswer = card({ url: 'http://127.0.0.1:4556/v1' });
    expect(checkNoLeaks(receivedOf([], [kit, cardAnswer]), secrets, spokenOf([], [kit]))[0]!.status).toBe('pass');
    // The same frame, never sent by the kit, is the vessel's.
    expect(failedOn(checkNoLeaks(receivedOf([], [kit]), secrets, spokenOf([], [])))).toEqual(['stack-trace']);
  });

  it('reads stack frames as V8 and Node print them, and not times or ratios', () => {
    expect(stackFrameIn('    at Object.<anonymous> (/work/x.ts:10:5)')).toBe('at Object.<anonymous> (/work/x.ts:10:5)');
    expect(stackFrameIn('at /work/x.js:1:2')).toBe('at /work/x.js:1:2');
    expect(stackFrameIn('at process.processTicksAndRejections (node:internal/process/task_queues:95:5)')).toMatch(
      /task_queues:95:5/,
    );
    expect(stackFrameIn('we meet at 12:30:45, at a ratio of 1:2:3')).toBeUndefined();
  });
});

describe('security.auth', () => {
  const withKey = card({ securitySchemes: { key: { apiKeySecurityScheme: { location: 'header', name: 'X-Key' } } } });

  it('is not applicable, saying so, when the card declares no scheme', () => {
    expect(declaredSchemes(card().body?.json)).toEqual([]);
    expect(checkAuth([], undefined, undefined)).toEqual([
      {
        rule: 'security.auth',
        status: 'pass',
        message:
          'not applicable: the card declares no security scheme (securitySchemes, security), so no call needs credentials',
      },
    ]);
  });

  it('passes a 401 (or an auth error) without the credentials and the method answered with them', () => {
    const schemes = declaredSchemes(withKey.body?.json);
    expect(schemes).toEqual(['key']);
    const notFound = error(-32001, 'task not found');
    expect(checkAuth(schemes, answer({ error: 'unauthorized' }, { status: 401 }), notFound)[0]!.status).toBe('pass');
    expect(checkAuth(schemes, error(-32000, 'unauthenticated: X-Key is required'), notFound)[0]!.status).toBe('pass');
  });

  it('fails a call served without the credentials as with them, and a call refused with them', () => {
    const notFound = error(-32001, 'task not found');
    const ignored = checkAuth(['key'], notFound, notFound);
    expect(failedOn(ignored)).toEqual(['refused-without']);
    expect(ignored[0]!.message).toMatch(
      /^the card declares key, but a call without the credentials was served as with them/,
    );
    const locked = checkAuth(
      ['key'],
      answer({ error: 'no' }, { status: 401 }),
      answer({ error: 'no' }, { status: 401 }),
    );
    expect(failedOn(locked)).toEqual(['served-with']);
    expect(locked[0]!.message).toMatch(
      /^a call with the profile's credentials \(profile\.auth\) was refused: HTTP 401/,
    );
  });
});

describe('security.no-leaks across the run', () => {
  const keyed = validTurn(); // its model call carried `Bearer sk-test-secret-123` to 127.0.0.1:4555
  const digestOf = (caseId: string, over: { turns?: RecordedTurn[]; exchanges?: RecordedExchange[] }) =>
    leakDigest({ caseId, ...over });

  it('finds in one case what only another case’s model calls revealed, naming the case and the answer', () => {
    const quiet = digestOf('a2a.task-not-found', {
      exchanges: [error(-32001, 'task not found (key sk-test-secret-123)')],
    });
    const verdicts = judgeLeaks([quiet, digestOf('events.one', { turns: [keyed] })]);
    expect(failedOn(verdicts)).toEqual(['credential']);
    expect(verdicts[0]!.message).toMatch(
      /^a2a\.task-not-found: POST http:\/\/127\.0\.0\.1:9\/a \(GetTask\): the answer shows the credential the vessel sends its model \(sk-…\)$/,
    );
  });

  it('passes a run whose answers show none, and fails each clause alone wherever it shows', () => {
    expect(
      judgeLeaks([digestOf('one', { turns: [keyed] }), digestOf('two', { exchanges: [error(-32001)] })])[0]!.status,
    ).toBe('pass');
    const origin = digestOf('two', { exchanges: [error(-32603, 'see http://127.0.0.1:4555/v1/chat/completions')] });
    expect(failedOn(judgeLeaks([digestOf('one', { turns: [keyed] }), origin]))).toEqual(['model-origin']);
    const frame = digestOf('two', { exchanges: [error(-32603, 'at run (/srv/v/engine.js:1:2)')] });
    expect(failedOn(judgeLeaks([frame]))).toEqual(['stack-trace']);
    const declared = digestOf('two', { exchanges: [error(-32603, 'bad key declared-key-42')] });
    expect(failedOn(judgeLeaks([declared], ['declared-key-42']))).toEqual(['credential']);
  });
});
