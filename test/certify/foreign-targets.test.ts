// `vessel-kit certify --target URL` against agents that are not the reference vessel: a real A2A
// 1.0 agent built on @a2a-js/sdk that is no vessel, and servers that misbehave one way each. The
// report must be honest: never exit 0 for a broken target, exit 2 when nothing could be judged,
// results.json valid, failures named by rule and place, the target's misbehaviour a `fail` and
// never a kit `error`, and no crash or hang (every run bounded by small caps).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { releasedPort } from './foreign/released-port.ts';
import { expectA2AFailures, SDK_A2A_FAILURES } from './foreign/sdk-a2a-failures.ts';
import {
  certifyProfile,
  certifyTarget,
  honestyProblems,
  removeOutputs,
  ruleStatus,
  verdictMessages,
  type ForeignRun,
} from './foreign/certify-run.ts';
import {
  startBlackHole,
  startBrokenJson,
  startCardOnly,
  startDyingAgent,
  startCutStream,
  startEndlessStream,
  startHugeEvent,
  startHugeJson,
  startInternalErrors,
  startNotAnAgent,
  startOpenAfterTerminal,
  startSdkAgent,
  startSilentRpc,
  startSilentStream,
  startTextEvents,
  type ForeignTarget,
} from './foreign/servers.ts';
import { SILENT_CASES_LIMIT } from '../../src/runner/silence-breaker.ts';
import { basisOf, catalogue } from '../../src/rules/index.ts';
import { NOT_APPLICABLE } from '../../src/results/classification.ts';

let target: ForeignTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});
afterAll(removeOutputs);

/** Short caps: 0.1 × the defaults (first byte 1 s, idle 1.5 s), so a stalled target costs seconds. */
const FAST = ['--timeout-scale', '0.1'];
/** How many cases the run did not skip for want of a declared capability. */
const ran = (run: ForeignRun) => run.results.cases.filter((c) => c.status !== 'skip').length;
/**
 * Judged as a vessel, as a profile would have it: what the kit makes of a broken answer. A bare
 * --target that answers this way is not judged at all (see 'what a bare --target is judged as').
 */
const AS_VESSEL = ['--as', 'vessel'];
/** Cases that only need the A2A core and one plain streamed turn. */
const CORE = ['--only', 'a2a.*', '--only', 'events.plain-answer'];

describe('certify --target: a real A2A 1.0 agent that is not a vessel (@a2a-js/sdk server)', () => {
  it('is judged as a plain A2A agent: an A2A verdict, its vessel rules not applicable, each A2A failure named', async () => {
    target = await startSdkAgent();
    const run = await certifyTarget(target.url);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.results.target.classification).toEqual({
      as: 'a2a',
      evidence:
        "its plain turn was answered with a task ('TASK_STATE_WORKING') at event #0, and no event carried a vessel event",
      forced: false,
    });
    // Said once, in the terminal's first lines.
    expect(run.stdout.split('\n')[1]).toBe(
      "Judged as a plain A2A 1.0 agent, not a vessel: its plain turn was answered with a task ('TASK_STATE_WORKING') at event #0, and no event carried a vessel event; the vessel rules are not applicable.",
    );
    expect(run.code).toBe(1);
    expect(run.results.outcome.verdict).toBe('a2a-failed');
    expect(run.stdout).toMatch(/A2A-FAILED \(exit 1\): 4 MUST rule\(s\) failed/);

    // No vessel rule fails, and none is left "not tested" or asks for a declaration: each is not applicable.
    const vesselRules = catalogue.filter((r) => basisOf(r) === 'vessel').map((r) => r.id);
    for (const id of vesselRules)
      expect(run.results.rules[id], id).toMatchObject({
        status: 'skip',
        message: expect.stringMatching(/not applicable: the target sends no vessel events$/),
      });
    const skips = run.results.cases.filter((c) => c.status === 'skip');
    expect(skips.filter((c) => !c.message.endsWith(NOT_APPLICABLE)).map((c) => c.id)).toEqual([]);
    expect(run.stdout).not.toMatch(/declare/);

    // Every A2A failure that remains, with the sentence it breaks.
    expectA2AFailures(run, SDK_A2A_FAILURES);

    // What the SDK does right is judged as passing.
    for (const rule of [
      'a2a.card-served',
      'a2a.card-interface',
      'a2a.version-unsupported',
      'a2a.method-not-found',
      'a2a.parse-error',
      'a2a.task-not-found',
      'a2a.cancel-finished',
      'a2a.message-to-finished',
      'a2a.send-message-task',
      'a2a.get-task-final',
      'a2a.sse-framing',
      'a2a.task-first',
      'a2a.stream-closed',
      'a2a.error-response',
    ]) {
      expect(ruleStatus(run, rule), rule).toBe('pass');
    }
  });

  it('judged as a vessel (--as vessel), it fails the vessel rules, as a vessel that dropped its events would', async () => {
    target = await startSdkAgent();
    const run = await certifyTarget(target.url, [
      '--as',
      'vessel',
      '--only',
      'events.plain-answer',
      '--only',
      'transcript.invalid.role-developer',
    ]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.results.target.classification).toEqual({ as: 'vessel', evidence: '--as vessel', forced: true });
    expect(run.code).toBe(1);
    expect(run.results.outcome.verdict).toBe('failed');
    // What it lacks fails, saying where: no vessel events, no refusal of a broken transcript.
    expect(run.caseOf('events.plain-answer').message).toMatch(
      /^order\.sequence: the stream reached its terminal status \(event #1\) without turn\.finished/,
    );
    expect(run.caseOf('transcript.invalid.role-developer').message).toMatch(
      /^rejection\.refused: the history breaks message\.role-unknown, but the turn was not refused: the stream ended in TASK_STATE_COMPLETED/,
    );
    // No vessel event names a step, so step numbering is not judged (never passed for want of steps).
    expect(
      verdictMessages(run, 'order.steps-numbered').filter(
        (m) => !m.startsWith('not-tested: no event of this turn names a step'),
      ),
    ).toEqual([]);
  });
});

describe('certify --profile: the @a2a-js/sdk agent declared as taking images', () => {
  it('echoing a multi-MB image back in its task history is not cut off as an oversized event', async () => {
    target = await startSdkAgent();
    const profile = { name: 'sdk agent', agents: [{ name: 'default', url: target.url, accepts_images: true }] };
    const run = await certifyProfile(profile, [
      '--only',
      'transcript.valid.image-4000000-bytes',
      '--only',
      'transcript.invalid.image-6000000-bytes',
    ]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.stream-closed')).toEqual([
      'pass: the server closed the stream after the terminal status',
      'pass: the server closed the stream after the terminal status',
    ]);
    // What it does fail is being no vessel: no vessel events, no refusal of an image over 5 MB.
    expect(run.caseOf('transcript.valid.image-4000000-bytes').message).toMatch(
      /^order\.sequence: the stream reached its terminal status/,
    );
    expect(run.caseOf('transcript.invalid.image-6000000-bytes').message).toMatch(
      /^rejection\.refused: the history breaks image\.max-bytes, but the turn was not refused: the stream ended in TASK_STATE_COMPLETED/,
    );
  });
});

describe('certify --target: servers that answer JSON-RPC with something else', () => {
  it.each(['html-500', 'truncated-json'] as const)('%s: every call fails, quoting what came back', async (kind) => {
    target = await startBrokenJson(kind);
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...CORE]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(ruleStatus(run, 'a2a.card-served')).toBe('pass');
    const status = kind === 'html-500' ? 500 : 200;
    const quoted = kind === 'html-500' ? '<html>' : '{\\"jsonrpc\\"';
    expect(run.caseOf('a2a.errors.method-not-found').message).toContain(
      `a2a.method-not-found: expected JSON-RPC error -32601: HTTP ${status} with a body that is not JSON (`,
    );
    expect(run.caseOf('a2a.errors.method-not-found').message).toContain(quoted);
    expect(run.caseOf('a2a.messages.send-message').message).toMatch(
      new RegExp(`^a2a\\.send-message-task: SendMessage answered HTTP ${status} with a body that is not JSON \\(`),
    );
    expect(run.caseOf('events.plain-answer').status).toBe('fail');
    // A turn that never finished cannot show how CancelTask treats a finished task: not judged, not failed.
    expect(verdictMessages(run, 'a2a.cancel-finished').every((m) => m.startsWith('not-tested'))).toBe(true);
  });
});

describe('certify --target: a JSON-RPC server that answers every call with -32603', () => {
  it('fails each wrong code, and accepts id null for a request whose id could not be read', async () => {
    target = await startInternalErrors();
    const run = await certifyTarget(target.url, [
      ...AS_VESSEL,
      '--only',
      'a2a.errors.parse-error',
      '--only',
      'a2a.errors.method-not-found',
    ]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(run.caseOf('a2a.errors.parse-error').message).toBe(
      'a2a.parse-error: JSON-RPC error -32603 ("internal error"), expected -32700',
    );
    expect(verdictMessages(run, 'a2a.error-response')).toEqual([
      'pass: a plain JSON-RPC error -32603',
      'pass: a plain JSON-RPC error -32603',
    ]);
  });
});

describe('certify --target: streams that misbehave', () => {
  it('events whose data is not JSON fail a2a.sse-framing, quoting the parse error and the event', async () => {
    target = await startTextEvents();
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST, '--only', 'events.plain-answer']);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.sse-framing')).toContainEqual(
      expect.stringMatching(/^fail: event #0: data is not JSON \(.*"hello" is not valid JSON\)/),
    );
  });

  it("a plain JSON answer of 20 MiB is cut off at the case's recording cap (2 MiB, before the 16 MiB body cap) and failed", async () => {
    target = await startHugeJson(20 * 1024 * 1024);
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST, '--only', 'a2a.errors.method-not-found']);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    // Not a stream: an answer that never ended is a2a.result-response's (an answer must come, whole).
    expect(verdictMessages(run, 'a2a.result-response')).toContainEqual(
      expect.stringMatching(
        /^fail: NoSuchMethod got an answer \(HTTP 200\) that never ended: the kit stopped waiting: the case's recorded responses grew past \d+ bytes \(the case's recording cap, case-bytes\)/,
      ),
    );
    // What reached results.json is cut to its head, saying how long it was.
    expect(JSON.stringify(run.caseOf('a2a.errors.method-not-found').evidence).length).toBeLessThan(100_000);
  });

  it('a stream that goes silent after its first event fails a2a.stream-closed on the idle cap', async () => {
    target = await startSilentStream();
    const run = await certifyTarget(target.url, [
      ...AS_VESSEL,
      ...FAST,
      '--only',
      'events.plain-answer',
      '--only',
      'a2a.messages.send-message',
    ]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    const c = run.caseOf('events.plain-answer');
    expect(c.status).toBe('fail');
    expect(verdictMessages(run, 'a2a.stream-closed')).toContainEqual(
      expect.stringMatching(
        /^fail: the kit stopped waiting: the response was silent for 1500 ms \(POST http:\/\/127\.0\.0\.1:\d+\/\)/,
      ),
    );
    expect(verdictMessages(run, 'a2a.terminal-status')).toContainEqual(
      expect.stringMatching(
        /^fail: no event carries a terminal state \(stream ended: cap idle: the response was silent for 1500 ms/,
      ),
    );
  });

  it('streams that all go silent: the agent gets no more cases after a few, and the run ends in seconds', async () => {
    target = await startSilentStream();
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    const stopped = run.results.cases.filter(
      (c) => c.status === 'not-tested' && /answered nothing|went silent/.test(c.message),
    );
    expect(stopped.length).toBeGreaterThan(ran(run) / 2);
    expect(stopped[0]?.message).toMatch(new RegExp(`in ${SILENT_CASES_LIMIT} cases in a row`));
    // Each silent case costs the agent one request or two (the turn, then GetTask): a handful of waves, not every case.
    expect(target.posts()).toBeLessThan(60);
  });

  it('a stream left open after its terminal status fails a2a.stream-closed within the close grace, saying so', async () => {
    target = await startOpenAfterTerminal();
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST, '--only', 'events.plain-answer']);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.stream-closed')).toContainEqual(
      expect.stringMatching(
        /^fail: the kit stopped waiting: the stream stayed open 100 ms after its terminal status \(POST /,
      ),
    );
    expect(run.caseOf('events.plain-answer').duration_ms).toBeLessThan(1_500);
  });

  it('a stream cut mid-event fails on the missing terminal state, naming the network error', async () => {
    target = await startCutStream();
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST, '--only', 'events.plain-answer']);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.terminal-status')).toContainEqual(
      expect.stringMatching(/^fail: no event carries a terminal state \(stream ended: network-error/),
    );
    expect(run.caseOf('events.plain-answer').evidence.turns).toHaveLength(1);
  });

  it('one SSE event over the 1 MiB cap is cut off and failed, never buffered whole', async () => {
    target = await startHugeEvent(3 * 1024 * 1024);
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST, '--only', 'events.plain-answer']);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.stream-closed')).toContainEqual(
      expect.stringMatching(/^fail: the kit stopped waiting: an SSE event grew past 1048576 bytes/),
    );
  });

  it('a stream that never stops sending is cut off at the 16 MiB body cap', async () => {
    target = await startEndlessStream();
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST, '--only', 'events.plain-answer']);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.stream-closed')).toContainEqual(
      expect.stringMatching(/^fail: the kit stopped waiting: the response body grew past 16777216 bytes/),
    );
  });
});

describe('certify --target: an agent that serves its card but never answers a call', () => {
  it('fails the calls with "no response", stops after a few silent cases and ends quickly', async () => {
    target = await startSilentRpc();
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(ruleStatus(run, 'a2a.card-served')).toBe('pass');
    expect(run.caseOf('a2a.errors.method-not-found').message).toBe(
      'a2a.method-not-found: expected JSON-RPC error -32601: no response within 1000 ms',
    );
    expect(run.caseOf('a2a.discovery.trailing-slash').message).toMatch(
      /^a2a\.trailing-slash: agent 'default': POST http:\/\/127\.0\.0\.1:\d+\/ got no response within 1000 ms without a JSON-RPC response/,
    );
    // A call never answered is a2a.result-response's (an answer must come), not a stream's.
    expect(verdictMessages(run, 'a2a.result-response')).toContainEqual(
      expect.stringMatching(
        /^fail: \w+ got no answer: the kit stopped waiting: no response within 1000 ms \(POST http:\/\/127\.0\.0\.1:\d+\/?\)$/,
      ),
    );
    expect(verdictMessages(run, 'a2a.stream-closed').filter((m) => m.includes('no response'))).toEqual([]);
    const stopped = run.results.cases.filter(
      (c) => c.status === 'not-tested' && c.message.includes(`in ${SILENT_CASES_LIMIT} cases in a row`),
    );
    expect(stopped.length).toBeGreaterThan(ran(run) / 2);
    expect(target.posts()).toBeLessThan(60);
  });
});

describe('certify --target: an agent that goes away mid-run', () => {
  it('fails what it ran, then gives it no more cases, saying the connection is refused, reset or closed', async () => {
    target = await startDyingAgent(20);
    const run = await certifyTarget(target.url, [...AS_VESSEL, ...FAST]);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.code).toBe(1);
    const stopped = run.results.cases.filter(
      (c) =>
        c.status === 'not-tested' &&
        new RegExp(
          `answered nothing in ${SILENT_CASES_LIMIT} cases in a row \\((ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET)`,
        ).test(c.message),
    );
    expect(stopped.length).toBeGreaterThan(ran(run) / 2);
  });
});

describe('certify --target: a web server that is no A2A agent', () => {
  it('stops at the preflight (exit 2, incomplete) on its 404 card, failing a2a.card-served and running nothing else', async () => {
    target = await startNotAnAgent();
    const run = await certifyTarget(target.url, [...CORE]);
    expect(run.schemaErrors).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.verdict).toBe('incomplete');
    expect(run.results.outcome.reason).toMatch(
      /^preflight: no agent card at http:\/\/127\.0\.0\.1:\d+\/\.well-known\/agent-card\.json \(HTTP 404\): is http:\/\/127\.0\.0\.1:\d+\/ the agent's base URL\?$/,
    );
    expect(run.caseOf('a2a.discovery.card').message).toMatch(
      /^a2a\.card-served: agent 'default': GET http:\/\/127\.0\.0\.1:\d+\/\.well-known\/agent-card\.json answered HTTP 404$/,
    );
    expect(run.caseOf('a2a.errors.parse-error').status).toBe('not-tested');
    expect(target.posts()).toBe(0);
  });
});

describe('certify --target: nothing to talk to', () => {
  it('an agent that accepts connections and answers nothing, not even its card: exit 2 within the card cap', async () => {
    target = await startBlackHole();
    const run = await certifyTarget(target.url, [...FAST, ...CORE]);
    expect(run.schemaErrors).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.reason).toMatch(
      /^target unreachable: agent 'default' at http:\/\/127\.0\.0\.1:\d+\/: no response within 500 ms$/,
    );
    expect(run.results.summary.by_status['not-tested']).toBe(run.results.cases.length);
  });

  it('a card whose JSONRPC url nothing listens on: exit 2 naming that url, not a failure of every call', async () => {
    const port = await releasedPort();
    target = await startCardOnly(`http://127.0.0.1:${port}/rpc`);
    const run = await certifyTarget(target.url, [...CORE]);
    expect(run.schemaErrors).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.reason).toMatch(
      new RegExp(
        `^target unreachable: agent 'default' at http://127\\.0\\.0\\.1:\\d+/: the JSONRPC url its card names, http://127\\.0\\.0\\.1:${port}/rpc, answers nothing \\(ECONNREFUSED`,
      ),
    );
    expect(run.stdout).toMatch(/INCOMPLETE \(exit 2\)/);
  });

  it('a card whose JSONRPC url is not a URL: exit 2 saying so', async () => {
    target = await startCardOnly('jsonrpc-endpoint');
    const run = await certifyTarget(target.url, [...CORE]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.reason).toMatch(
      /its card names the JSONRPC url 'jsonrpc-endpoint', which is not a URL$/,
    );
  });

  it('nothing listening is exit 2, incomplete, naming the agent, its URL and the refusal', async () => {
    const port = await releasedPort();
    const run = await certifyTarget(`http://127.0.0.1:${port}/`, [...CORE]);
    expect(run.schemaErrors).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.verdict).toBe('incomplete');
    expect(run.results.outcome.reason).toMatch(
      new RegExp(`agent 'default' at http://127\\.0\\.0\\.1:${port}/: ECONNREFUSED`),
    );
    expect(run.stdout).toMatch(/INCOMPLETE \(exit 2\): target unreachable/);
    expect(
      run.results.cases.every((c) => c.status === 'not-tested' && c.message === 'not run: the target is unreachable'),
    ).toBe(true);
  });
});
