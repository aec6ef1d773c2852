// `vessel-kit certify --target URL` against plain A2A 1.0 agents the kit did not write, which send
// no vessel event: one that makes no task (every message answered with a Message, A2A §3.1.1,
// streamed as a message-only stream, §3.1.2) and validates each call's params against A2A 1.0's
// messages before it reads its card; and one built on @a2a-js/sdk whose tasks take a while. No
// case depends on more than it judges: the A2A rules they keep pass, what needs a task they did
// not make says it is not applicable, a clause no call exercised says so, and a call never
// answered is failed under the rule that says an answer must come.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { certifyTarget, removeOutputs, ruleStatus, verdictMessages, type ForeignRun } from './foreign/certify-run.ts';
import { answerMessageOnly, startMessageOnlyAgent } from './foreign/message-only.ts';
import { startForeign, type ForeignTarget } from './foreign/servers.ts';
import { startSlowTaskAgent } from './foreign/slow-task.ts';

let target: ForeignTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});
afterAll(removeOutputs);

/** The verdicts a case gave one rule, as `status: message`. */
const verdictsOf = (run: ForeignRun, caseId: string, rule: string) =>
  run
    .caseOf(caseId)
    .evidence.verdicts.filter((v) => v.rule === rule)
    .map((v) => `${v.status}: ${v.message}`);

describe('certify --target: an A2A 1.0 agent that validates push-notification params before its card', () => {
  it('is sent A2A 1.0 request shapes, so every push method gets -32003 and a2a.push-not-supported passes', async () => {
    target = await startMessageOnlyAgent();
    const run = await certifyTarget(target.url, ['--only', 'a2a.errors.capabilities']);
    expect(verdictMessages(run, 'a2a.push-not-supported')).toEqual(['pass: 4 push notification methods answer -32003']);
    expect(run.caseOf('a2a.errors.capabilities').status).toBe('pass');
  });
});

describe('certify --target: a plain A2A 1.0 agent that answers every message with a Message, no task', () => {
  /** The A2A rules a stream is held to (A2A §3.1.2, §9.4.2). */
  const STREAM_RULES = [
    'a2a.sse-framing',
    'a2a.jsonrpc-envelope',
    'a2a.response-id',
    'a2a.result-one-member',
    'a2a.object-shape',
    'a2a.part-one-content',
    'a2a.message-id',
    'a2a.task-first',
    'a2a.nothing-after-terminal',
    'a2a.stream-closed',
  ];
  /** The cases about a task method, each with the rules it rests on. */
  const TASK_CASES: Record<string, string[]> = {
    'a2a.tasks.finished-task': [
      'a2a.get-task-final',
      'views.get-task',
      'a2a.cancel-finished',
      'a2a.message-to-finished',
    ],
    'a2a.tasks.cancel-cancelled': ['a2a.cancel-finished'],
    'a2a.tasks.cancel-task': ['a2a.cancel-returns-task', 'a2a.task-shape', 'views.cancel-task'],
    'a2a.streaming.subscribe-to-task': ['a2a.subscribe-to-task', 'views.subscribe', 'a2a.streaming-declared'],
    'a2a.streaming.streams-broadcast': ['a2a.streams-broadcast', 'a2a.subscribe-to-task', 'views.subscribe'],
  };

  it('passes the stream rules; the task-method cases are not applicable and say so', async () => {
    target = await startMessageOnlyAgent();
    const run = await certifyTarget(target.url, ['--only', 'a2a.*', '--only', 'events.plain-answer']);
    for (const rule of STREAM_RULES) expect(ruleStatus(run, rule), rule).toBe('pass');
    expect(verdictsOf(run, 'events.plain-answer', 'a2a.task-first')).toEqual([
      'pass: event #0 is a Message: a message-only stream (A2A §3.1.2), which has no task to begin with',
    ]);
    for (const [id, rules] of Object.entries(TASK_CASES)) {
      const c = run.caseOf(id);
      expect(c.status, id).toBe('not-tested');
      expect(c.message, id).toMatch(
        /^a2a\.[a-z-]+: not applicable: the agent answered with a Message and made no task/,
      );
      expect(c.evidence.verdicts.map((v) => `${v.rule} ${v.status}`)).toEqual(rules.map((r) => `${r} not-tested`));
    }
    // ListTasks is the vessel's (CONTRACT.md), not A2A's: on a plain A2A agent it is not applicable at all.
    expect(run.caseOf('a2a.tasks.list-tasks')).toMatchObject({
      status: 'skip',
      message: expect.stringMatching(/not applicable: the target sends no vessel events$/),
    });
    // What needs a task beside what the case also judges: the rest is judged, the task's part not applicable.
    expect(verdictsOf(run, 'a2a.identifiers.message-task-ids', 'a2a.context-task-mismatch')).toEqual([
      expect.stringMatching(/^not-tested: not applicable: /),
    ]);
    expect(verdictsOf(run, 'a2a.identifiers.message-task-ids', 'a2a.message-unknown-task')).toEqual([
      expect.stringMatching(/^pass: JSON-RPC error -32001/),
    ]);
    expect(verdictsOf(run, 'a2a.streaming.subscribe-errors', 'a2a.subscribe-finished')).toEqual([
      expect.stringMatching(/^not-tested: not applicable: /),
    ]);
    for (const rule of ['a2a.list-tasks-filters', 'a2a.list-tasks-paging', 'a2a.list-tasks-order'])
      expect(verdictsOf(run, 'a2a.tasks.list-tasks-paged', rule), rule).toEqual([
        expect.stringMatching(/^not-tested: not applicable: /),
      ]);
    // A Message is an answer A2A allows (§3.1.1): served, and no task to return at once.
    expect(ruleStatus(run, 'a2a.unknown-fields-ignored')).toBe('pass');
    expect(verdictsOf(run, 'a2a.messages.return-immediately', 'a2a.return-immediately')).toEqual([
      expect.stringMatching(/^not-tested: not applicable: SendMessage answered with a Message/),
    ]);
    expect(ruleStatus(run, 'a2a.object-shape')).toBe('pass');
  });
});

describe('certify --target: a plain A2A 1.0 agent (@a2a-js/sdk) whose tasks take a while, with no vessel events', () => {
  it('the cases take the task id from the A2A task event and judge subscribe, broadcast, cancel and a mismatched context', async () => {
    target = await startSlowTaskAgent();
    const run = await certifyTarget(target.url, [
      '--only',
      'a2a.streaming.subscribe-to-task',
      '--only',
      'a2a.streaming.streams-broadcast',
      '--only',
      'a2a.tasks.cancel-task',
      '--only',
      'a2a.tasks.cancel-cancelled',
      '--only',
      'a2a.identifiers.message-task-ids',
    ]);
    expect(verdictsOf(run, 'a2a.streaming.subscribe-to-task', 'a2a.subscribe-to-task')).toEqual([
      expect.stringMatching(/^pass: the subscription carried the last \d+ of the turn's \d+ events/),
    ]);
    expect(verdictsOf(run, 'a2a.streaming.streams-broadcast', 'a2a.streams-broadcast')).toEqual([
      expect.stringMatching(
        /^pass: two subscriptions received the same \d+ events in order; closing a third stopped neither$/,
      ),
    ]);
    expect(verdictsOf(run, 'a2a.tasks.cancel-task', 'a2a.cancel-returns-task')).toEqual([
      'pass: CancelTask answered the task, TASK_STATE_CANCELED',
    ]);
    expect(verdictsOf(run, 'a2a.tasks.cancel-cancelled', 'a2a.cancel-finished')).toEqual([
      'pass: the cancelled task came back as it was',
    ]);
    expect(verdictsOf(run, 'a2a.identifiers.message-task-ids', 'a2a.context-task-mismatch')).toEqual([
      expect.stringMatching(/^pass: refused: JSON-RPC error /),
    ]);
  });

  it('a cancel that never took effect leaves #cancelled not exercised, said so, never passed', async () => {
    target = await startSlowTaskAgent({ steps: 1, stepMs: 200, ignoresCancel: true });
    const run = await certifyTarget(target.url, [
      '--only',
      'a2a.tasks.cancel-cancelled',
      '--only',
      'a2a.tasks.cancel-task',
    ]);
    expect(verdictsOf(run, 'a2a.tasks.cancel-cancelled', 'a2a.cancel-finished')).toEqual([
      expect.stringMatching(
        /^not-tested: #cancelled not exercised: the task was never cancelled: CancelTask was answered (JSON-RPC error -32002|the task in "TASK_STATE_COMPLETED"), and it finished TASK_STATE_COMPLETED$/,
      ),
    ]);
    expect(verdictsOf(run, 'a2a.tasks.cancel-task', 'a2a.cancel-returns-task')).toEqual([
      'not-tested: the turn ended "TASK_STATE_COMPLETED", not cancelled',
    ]);
  });
});

describe('certify --target: a SendMessage that never gets an answer', () => {
  it('is failed under a2a.result-response (an answer must come), not a2a.stream-closed', async () => {
    // The message-only agent, but the call whose metadata nests 66 levels is read and never answered.
    target = await startForeign('deep-metadata-hangs', (req, body, res) => {
      if (!body.includes('vessel-kit-robust-past-limit')) answerMessageOnly(req, body, res);
    });
    // Judged as a vessel: the limits of CONTRACT.md D17 are vessel rules, not applicable to a plain A2A agent.
    const run = await certifyTarget(target.url, [
      '--as',
      'vessel',
      '--timeout-scale',
      '0.1',
      '--only',
      'robust.limits',
    ]);
    expect(verdictsOf(run, 'robust.limits', 'a2a.result-response')).toContainEqual(
      expect.stringMatching(
        /^fail: SendMessage got no answer: the kit stopped waiting: no response within 1000 ms \(POST http:\/\/127\.0\.0\.1:\d+\/\)$/,
      ),
    );
    expect(verdictMessages(run, 'a2a.stream-closed').filter((m) => m.startsWith('fail'))).toEqual([]);
  });
});
