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
import { findingsOf } from './verdict-readers.ts';

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
    const quiet = digestOf('a2a.tasks.task-not-found', {
      exchanges: [error(-32001, 'task not found (key sk-test-secret-123)')],
    });
    const verdicts = judgeLeaks([quiet, digestOf('events.one', { turns: [keyed] })]);
    expect(failedOn(verdicts)).toEqual(['credential']);
    expect(verdicts[0]!.message).toMatch(
      /^a2a\.tasks\.task-not-found: POST http:\/\/127\.0\.0\.1:9\/a \(GetTask\): the answer shows the credential the vessel sends its model \(sk-…\)$/,
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

// Clause by clause: what a turn not refused was answered, what the journal yields as secrets
// (each header, the 8-character bound), what counts as received and as spoken, each branch of
// security.auth's served / refused, the run-wide digest, and every pass message.
const sseOf = (...data: string[]) =>
  data.map((d, index) => ({ index, receivedAt: index, data: d, bytes: d.length, json: undefined }));
const nothing = (): RecordedExchange =>
  answer(undefined, {
    status: undefined,
    responseHeaders: undefined,
    body: undefined,
    end: { at: 10, how: 'network-error', detail: 'reset' },
  });
/** A turn whose one model call carried exactly these headers. */
const journalled = (headers: Record<string, string>): RecordedTurn => {
  const turn = validTurn();
  turn.modelCalls = [{ ...turn.modelCalls[0]!, headers }];
  return turn;
};

describe('security.no-url-fetch: what a turn not refused was answered', () => {
  const urlTurn = (exchange: RecordedExchange) => checkUrlsRefused([{ what: 'an http URL', exchange }], 0)[0]!;

  it('takes a stream for a turn that ran, whatever its status', () => {
    const stream = answer(undefined, { status: 400, body: undefined, sse: sseOf('{}', '{}') });
    const v = urlTurn(stream);
    expect(brokenClauses(v)).toEqual(['refused']);
    expect(v.message).toBe('an http URL: not refused (a stream of 2 events)');
  });

  it('takes HTTP 400 and 499 for refusals, and 500 without a JSON-RPC error for none', () => {
    expect(urlTurn(answer(undefined, { status: 499, body: { text: '' } })).status).toBe('pass');
    const v = urlTurn(answer(undefined, { status: 500, body: { text: 'crashed' } }));
    expect(v.status).toBe('fail');
    expect(v.message).toBe('an http URL: not refused (HTTP 500 "crashed")');
  });

  it('quotes the result served, or else the body, or nothing', () => {
    expect(urlTurn(served).message).toBe(
      'an http URL: not refused (HTTP 200 {"task":{"id":"t","status":{"state":"TASK_STATE_COMPLETED"}}})',
    );
    expect(urlTurn(nothing()).message).toBe('an http URL: not refused (no response (reset) "")');
  });

  it('keeps the connections as evidence, and counts the turns in its pass message', () => {
    const v = checkUrlsRefused([], 1)[0]!;
    expect(findingsOf(v)[0]!.evidence).toEqual({ connections: 1 });
    const turns = [
      { what: 'an http URL', exchange: error(-32602) },
      { what: 'a file URL', exchange: error(-32602) },
    ];
    expect(checkUrlsRefused(turns, 0)[0]!.message).toBe(
      '2 turns with image URLs refused; the canary received no connection',
    );
  });
});

describe('security.no-leaks: the secrets the journal shows', () => {
  it('reads no origin and no credential from a call without those headers', () => {
    expect(secretsOf([journalled({})])).toEqual({ modelOrigins: [], credentials: [] });
    expect(secretsOf([])).toEqual({ modelOrigins: [], credentials: [] });
  });

  it('reads the credential from Authorization, api-key or x-api-key, Bearer taken off', () => {
    expect(secretsOf([journalled({ Authorization: 'Bearer  tok12345' })]).credentials).toEqual(['tok12345']);
    expect(secretsOf([journalled({ 'api-key': 'azure-key-1' })]).credentials).toEqual(['azure-key-1']);
    expect(secretsOf([journalled({ 'X-Api-Key': 'anthropic-9' })]).credentials).toEqual(['anthropic-9']);
    expect(secretsOf([journalled({ 'x-api-key': 'notbearer 12345678' })]).credentials).toEqual(['notbearer 12345678']);
  });

  it('takes a credential of 8 characters or more, from the journal and from the profile', () => {
    expect(secretsOf([journalled({ authorization: 'Bearer abcdefgh' })]).credentials).toEqual(['abcdefgh']);
    expect(secretsOf([journalled({ authorization: 'Bearer abcdefg' })]).credentials).toEqual([]);
    expect(secretsOf([journalled({ authorization: 'abc' })]).credentials).toEqual([]);
    expect(secretsOf([], ['12345678', '1234567']).credentials).toEqual(['12345678']);
  });
});

describe('security.no-leaks: what was received and what was spoken', () => {
  it("lists each turn's send, cancel and GetTask, then the other exchanges, each with its method", () => {
    const turn = validTurn();
    turn.cancel = { ...turn.getTask!, requestBody: { jsonrpc: '2.0', id: 9, method: 'CancelTask', params: {} } };
    const other = answer({ jsonrpc: '2.0', id: 1, result: {} }, { requestBody: undefined });
    expect(receivedOf([turn], [other]).map((r) => r.where)).toEqual([
      'POST http://127.0.0.1:9/a/ (SendStreamingMessage)',
      'POST http://127.0.0.1:9/a/ (CancelTask)',
      'POST http://127.0.0.1:9/a/ (GetTask)',
      'POST http://127.0.0.1:9/a',
    ]);
    expect(receivedOf([validTurn()], [])).toHaveLength(2);
  });

  it('names no method for a request whose method is not a string', () => {
    const odd = answer({}, { requestBody: { method: 5 } });
    expect(receivedOf([], [odd])[0]!.where).toBe('POST http://127.0.0.1:9/a');
  });

  it('takes the headers, then the body or each stream event, one a line', () => {
    const body = answer({ ok: 1 }, { responseHeaders: { 'content-type': 'application/json', 'x-served-by': 'v1' } });
    expect(receivedOf([], [body])[0]!.text).toBe('application/json\nv1\n{"ok":1}');
    const stream = answer(undefined, { responseHeaders: undefined, body: undefined, sse: sseOf('{"a":1}', '{"b":2}') });
    expect(receivedOf([], [stream])[0]!.text).toBe('\n{"a":1}\n{"b":2}');
    expect(receivedOf([], [nothing()])[0]!.text).toBe('\n');
  });

  it('speaks what the kit sent and each frame the model streamed, one a line', () => {
    const a = answer({}, { requestBody: { method: 'A' } });
    const b = answer({}, { requestBody: undefined });
    expect(spokenOf([], [a, b])).toBe('{"method":"A"}\n""');
    const turn = validTurn();
    const spoken = spokenOf([turn], []).split('\n');
    expect(spoken[0]).toBe(JSON.stringify(turn.send.requestBody));
    expect(spoken.slice(1)).toEqual(turn.modelCalls.flatMap((c) => c.frames.map((f) => f.data)));
  });

  it("takes no leak from a stack frame the model's script streamed", () => {
    const turn = validTurn();
    const frame = 'at tool (/srv/tools/list.js:3:9)';
    turn.modelCalls[0]!.frames.push({ sentAt: 1, data: `{"note":"${frame}"}` });
    const echoed = error(-32603, `the model said ${frame}`);
    expect(checkNoLeaks(receivedOf([], [echoed]), secretsOf([turn]), spokenOf([turn], []))[0]!.status).toBe('pass');
  });

  it('says what it found nothing of in its pass message', () => {
    const turn = validTurn();
    const v = checkNoLeaks(receivedOf([turn], []), secretsOf([turn]), spokenOf([turn], []))[0]!;
    expect(v.message).toBe(
      '2 answers show no model endpoint (http://127.0.0.1:4555/v1), none of 1 credential(s) and no stack frame',
    );
    const none = checkNoLeaks(receivedOf([], [error(-32001)]), { modelOrigins: [], credentials: [] }, '')[0]!;
    expect(none.message).toBe(
      '1 answers show no model endpoint (no model endpoint seen), none of 0 credential(s) and no stack frame',
    );
    const two = checkNoLeaks([], { modelOrigins: ['http://a:1/v1', 'http://b:2/v1'], credentials: [] }, '')[0]!;
    expect(two.message).toBe(
      '0 answers show no model endpoint (http://a:1/v1, http://b:2/v1), none of 0 credential(s) and no stack frame',
    );
  });
});

describe('security.auth: served with the credentials, refused without', () => {
  const notFound = () => error(-32001, 'task not found');
  const result = () => answer({ jsonrpc: '2.0', id: 1, result: { id: 't' } });

  it('passes, naming each scheme, an error without the credentials and a result with them', () => {
    const v = checkAuth(['key', 'oauth'], error(-32000, 'missing key'), result())[0]!;
    expect(v).toMatchObject({
      status: 'pass',
      message: 'the card declares key, oauth: refused without the credentials, served with them',
    });
  });

  it('is not applicable without a scheme, whatever was recorded', () => {
    expect(checkAuth([], notFound(), notFound())[0]!.message).toMatch(/^not applicable: the card declares no security/);
  });

  it('takes the same error as refused when it speaks of the credentials', () => {
    for (const message of ['Unauthorized', 'unauthorised', 'UNAUTHENTICATED', 'bad credential', 'Forbidden'])
      expect(checkAuth(['key'], error(-32001, message), notFound())[0]!.status).toBe('pass');
  });

  it('takes HTTP 401 or 403 without the credentials as refused, whatever the body', () => {
    expect(checkAuth(['key'], answer(undefined, { status: 403, body: undefined }), notFound())[0]!.status).toBe('pass');
  });

  it.each([
    [
      'HTTP 403 with a result',
      () => answer({ jsonrpc: '2.0', id: 1, result: {} }, { status: 403 }),
      'HTTP 403 "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"result\\":{}}"',
    ],
    [
      'an error about the credentials',
      () => error(-32001, 'forbidden'),
      'HTTP 200 {"code":-32001,"message":"forbidden"}',
    ],
    ['a body that is not JSON', () => answer(undefined, { body: { text: 'welcome' } }), 'HTTP 200 "welcome"'],
    [
      'JSON with neither result nor error',
      () => answer({ jsonrpc: '2.0', id: 1 }),
      'HTTP 200 "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1}"',
    ],
    ['no answer', nothing, 'no response (reset) ""'],
  ])('fails a call with the credentials answered %s (clause served-with)', (_, withCredentials, said) => {
    const v = checkAuth(['key'], answer({ error: 'no' }, { status: 401 }), withCredentials())[0]!;
    expect(brokenClauses(v)).toEqual(['served-with']);
    expect(v.message).toBe(`a call with the profile's credentials (profile.auth) was refused: ${said}`);
  });

  it('says the profile names no credentials when it does not', () => {
    const v = checkAuth(['key'], answer({ error: 'no' }, { status: 401 }), nothing(), { profileAuth: false })[0]!;
    expect(v.message).toBe(
      'a call with the profile\'s credentials (the profile names none: declare them as auth) was refused: no response (reset) ""',
    );
  });

  it('takes the same error with and without the credentials as refused, when the call with them was refused too', () => {
    const refusedWith = answer({ jsonrpc: '2.0', id: 1, error: { code: -32001, message: 'x' } }, { status: 401 });
    const v = checkAuth(['key'], notFound(), refusedWith)[0]!;
    expect(brokenClauses(v)).toEqual(['served-with']);
  });

  it('fails a call without the credentials served a result or a plain body (clause refused-without), quoting it', () => {
    const v = checkAuth(['key', 'oauth'], result(), result())[0]!;
    expect(brokenClauses(v)).toEqual(['refused-without']);
    expect(v.message).toBe(
      'the card declares key, oauth, but a call without the credentials was served as with them (HTTP 200 {"id":"t"})',
    );
    const text = checkAuth(['key'], answer(undefined, { body: { text: 'hello' } }), result())[0]!;
    expect(text.message).toBe(
      'the card declares key, but a call without the credentials was served as with them (HTTP 200 "hello")',
    );
    const bare = checkAuth(['key'], answer(undefined, { body: undefined }), result())[0]!;
    expect(bare.message).toBe(
      'the card declares key, but a call without the credentials was served as with them (HTTP 200 "")',
    );
  });
});

describe('security.auth: the schemes a card declares', () => {
  it('takes every scheme in securitySchemes, with or without a security requirement', () => {
    const schemes = { key: {}, oauth: {} };
    expect(declaredSchemes({ securitySchemes: schemes })).toEqual(['key', 'oauth']);
    expect(declaredSchemes({ securitySchemes: schemes, security: [{ key: [] }] })).toEqual(['key', 'oauth']);
    expect(declaredSchemes({ securitySchemes: {}, security: [{ key: [] }] })).toEqual([]);
    expect(declaredSchemes({ securitySchemes: ['key'] })).toEqual([]);
    expect(declaredSchemes({ security: [{ key: [] }] })).toEqual([]);
    expect(declaredSchemes('card')).toEqual([]);
  });
});

describe('security.no-leaks across the run: the digest and the messages', () => {
  it('digests an empty recording to nothing', () => {
    expect(leakDigest({ caseId: 'c' })).toEqual({
      caseId: 'c',
      secrets: { modelOrigins: [], credentials: [] },
      urls: [],
      words: new Map(),
      frames: [],
    });
  });

  it('keeps each URL once, with where it was first seen', () => {
    const a = error(-32603, 'see http://x.test/a and http://x.test/a', { data: 'http://y.test/b' });
    const d = leakDigest({ caseId: 'c', exchanges: [a, error(-32603, 'again http://x.test/a')] });
    expect(d.urls).toEqual([
      { url: 'http://x.test/a', where: 'c: POST http://127.0.0.1:9/a (GetTask)' },
      { url: 'http://y.test/b', where: 'c: POST http://127.0.0.1:9/a (GetTask)' },
    ]);
    expect(leakDigest({ caseId: 'c', exchanges: [error(-32001, 'no url here')] }).urls).toEqual([]);
  });

  it('keeps words of 8 characters or more, each with its first place', () => {
    const first = answer({ m: 'abcdefgh abcdefg' }, { responseHeaders: {}, requestBody: { method: 'One' } });
    const second = answer({ m: 'abcdefgh zyxwvuts' }, { responseHeaders: {}, requestBody: { method: 'Two' } });
    const d = leakDigest({ caseId: 'c', exchanges: [first, second] });
    expect([...d.words]).toEqual([
      ['abcdefgh', 'c: POST http://127.0.0.1:9/a (One)'],
      ['zyxwvuts', 'c: POST http://127.0.0.1:9/a (Two)'],
    ]);
  });

  it('keeps stack frames neither the kit nor the script said, with where', () => {
    const d = leakDigest({ caseId: 'c', exchanges: [error(-32603, 'at run (/srv/v/engine.js:1:2)')] });
    expect(d.frames).toEqual([
      { frame: 'at run (/srv/v/engine.js:1:2)', where: 'c: POST http://127.0.0.1:9/a (GetTask)' },
    ]);
  });

  it('says, passing, how many cases, which origins and how many credentials it looked for', () => {
    const keyed = leakDigest({ caseId: 'one', turns: [validTurn()] });
    expect(judgeLeaks([keyed, leakDigest({ caseId: 'two' })])[0]!.message).toBe(
      "across the run's 2 cases no answer shows the model endpoint (http://127.0.0.1:4555/v1), one of 1 credential(s) or a stack frame",
    );
    expect(judgeLeaks([leakDigest({ caseId: 'two' })], ['12345678', '1234567'])[0]!.message).toBe(
      "across the run's 1 cases no answer shows the model endpoint (none seen), one of 1 credential(s) or a stack frame",
    );
    expect(judgeLeaks([])[0]!.message).toBe(
      "across the run's 0 cases no answer shows the model endpoint (none seen), one of 0 credential(s) or a stack frame",
    );
  });

  it('names every model origin the run saw in its pass message', () => {
    const other = validTurn();
    other.modelCalls = other.modelCalls.map((c) => ({ ...c, headers: { host: 'models.internal:8080' } }));
    const digests = [
      leakDigest({ caseId: 'one', turns: [validTurn()] }),
      leakDigest({ caseId: 'two', turns: [other] }),
    ];
    expect(judgeLeaks(digests)[0]!.message).toBe(
      "across the run's 2 cases no answer shows the model endpoint (http://127.0.0.1:4555/v1, http://models.internal:8080/v1), one of 1 credential(s) or a stack frame",
    );
  });

  it('fails only URLs under a model origin, naming where and the origin', () => {
    const keyed = leakDigest({ caseId: 'one', turns: [validTurn()] });
    const other = leakDigest({ caseId: 'two', exchanges: [error(-32603, 'see http://127.0.0.1:4556/v1/x')] });
    expect(judgeLeaks([keyed, other])[0]!.status).toBe('pass');
    const shown = leakDigest({ caseId: 'two', exchanges: [error(-32603, 'see http://127.0.0.1:4555/v1/chat')] });
    expect(judgeLeaks([keyed, shown])[0]!.message).toBe(
      'two: POST http://127.0.0.1:9/a (GetTask): the answer shows the model endpoint http://127.0.0.1:4555/v1',
    );
  });

  it('finds a credential inside a longer word', () => {
    const keyed = leakDigest({ caseId: 'one', turns: [validTurn()] });
    const inside = leakDigest({ caseId: 'two', exchanges: [error(-32603, 'bad key=sk-test-secret-123.')] });
    const v = judgeLeaks([keyed, inside])[0]!;
    expect(brokenClauses(v)).toEqual(['credential']);
    expect(v.message).toBe(
      'two: POST http://127.0.0.1:9/a (GetTask): the answer shows the credential the vessel sends its model (sk-…)',
    );
  });

  it('quotes the stack frame it found, naming where', () => {
    const frame = leakDigest({ caseId: 'two', exchanges: [error(-32603, 'at run (/srv/v/engine.js:1:2)')] });
    expect(judgeLeaks([frame])[0]!.message).toBe(
      'two: POST http://127.0.0.1:9/a (GetTask): the answer shows a stack frame ("at run (/srv/v/engine.js:1:2)")',
    );
  });
});
