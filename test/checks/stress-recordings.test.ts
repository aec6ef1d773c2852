// The facts the robustness checks derive from what the cases recorded (src/checks/stress.ts): how
// far an oversized body got and what answered it, where a task's polls left it, whether another
// turn was served before the kit read a held stream on or before a dribbler's last byte, which
// cancels lost their race. Each derivation, and each check judging recordings end to end.
import { describe, expect, it } from 'vitest';
import type {
  RecordedDribble,
  RecordedExchange,
  RecordedOversizedSend,
  RecordedTaskPolls,
  RecordedTurn,
  RecordedUnreadStream,
} from '../../src/a2a/recording.ts';
import { eventState } from '../../src/a2a/stream-events.ts';
import { isTerminalState } from '../../src/a2a/wire.ts';
import {
  checkClientDisconnect,
  checkDribblingClient,
  checkHugeFields,
  checkLoad,
  checkOversizedBody,
  checkSlowReader,
  dribbleFacts,
  hugeFieldAnswerOf,
  keptVerdicts,
  loadTurnOf,
  lostRace,
  oversizedSendOf,
  slowReaderFacts,
  taskEndOf,
  terminalAtOf,
  type HeldSlowReader,
} from '../../src/checks/stress.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Verdict } from '../../src/checks/types.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { jsonBody, removeSse, sseOfEvent, validTurn } from './builders.ts';
import { failedOn, only } from './verdict-readers.ts';

const MiB = 1024 * 1024;

const oversized = (over: Partial<RecordedOversizedSend> = {}): RecordedOversizedSend => ({
  url: 'http://vessel.test/',
  requestHeaders: {},
  mode: 'declared-length',
  bodyBytes: 9 * MiB,
  sentAt: 100,
  sentBytes: 8 * MiB,
  sentWhole: false,
  status: 413,
  firstByteAt: 140,
  body: jsonBody({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'too large' } }),
  end: { at: 150, how: 'answered' },
  ...over,
});

describe('stress.oversized-body from its recordings', () => {
  it('reads the status, the JSON-RPC error code and the time to the end; no status is a close without an answer', () => {
    expect(oversizedSendOf(oversized())).toEqual({
      mode: 'declared-length',
      bodyBytes: 9 * MiB,
      sentBytes: 8 * MiB,
      sentWhole: false,
      status: 413,
      errorCode: -32600,
      elapsedMs: 50,
    });
    const { status: _none, body: _gone, ...closed } = oversized({ end: { at: 900, how: 'closed' } });
    expect(oversizedSendOf(closed)).toMatchObject({ closedWithoutAnswer: true, elapsedMs: 800 });
    expect(oversizedSendOf(closed)).not.toHaveProperty('status');
    const text = { text: 'Payload Too Large', parseError: 'Unexpected token' };
    expect(oversizedSendOf(oversized({ body: text }))).not.toHaveProperty('errorCode');
  });

  it('passes both bodies refused early, fails the one sent whole and the one answered 5xx', () => {
    const cap = 8 * MiB;
    expect(only(checkOversizedBody(cap, [oversized(), oversized({ mode: 'unstated-length' })])).status).toBe('pass');
    const whole = oversized({ mode: 'unstated-length', sentWhole: true, sentBytes: 9 * MiB });
    expect(failedOn(checkOversizedBody(cap, [oversized(), whole]))).toEqual(['unstated-length']);
    expect(failedOn(checkOversizedBody(cap, [oversized({ status: 500 })]))).toEqual(['refused']);
  });
});

const exchange = (over: Partial<RecordedExchange>): RecordedExchange => ({
  url: 'http://vessel.test/',
  method: 'POST',
  requestHeaders: {},
  sentAt: 0,
  status: 200,
  end: { at: 1, how: 'complete' },
  ...over,
});

describe('stress.huge-fields from its recordings', () => {
  const value = 'I'.repeat(1000);
  it("weighs the answer's body, or its stream's data, against the string", () => {
    const echoed = exchange({ body: { text: `{"error":{"message":"bad id ${value}"}}` } });
    const text = echoed.body!.text;
    expect(hugeFieldAnswerOf({ field: 'params.message.messageId', value, exchange: echoed })).toEqual({
      field: 'params.message.messageId',
      stringChars: 1000,
      status: 200,
      holdsString: true,
      answerChars: text.length,
      answerStart: text.slice(0, 120),
    });
    const streamed = exchange({
      sse: [
        { index: 0, receivedAt: 0, data: 'a', bytes: 1 },
        { index: 1, receivedAt: 0, data: 'b', bytes: 1 },
      ],
    });
    expect(hugeFieldAnswerOf({ field: 'method', value, exchange: streamed })).toMatchObject({
      answerChars: 3,
      holdsString: false,
    });
    expect(failedOn(checkHugeFields([{ field: 'method', value, exchange: echoed }]))).toEqual(['not-echoed']);
    const refused = exchange({ status: 400, body: { text: '{"error":{"code":-32600}}' } });
    expect(only(checkHugeFields([{ field: 'method', value, exchange: refused }])).status).toBe('pass');
  });
});

const polls = (states: (string | Error | undefined)[], over: Partial<RecordedTaskPolls> = {}): RecordedTaskPolls => ({
  url: 'http://vessel.test/',
  taskId: 't1',
  everyMs: 50,
  limitMs: 15_000,
  startedAt: 1_000,
  polls: states.map((s, i) => ({
    at: 1_000 + 60 * (i + 1),
    ...(s instanceof Error ? { error: s.message } : s !== undefined ? { state: s } : {}),
  })),
  ...over,
});

describe("where a task's polls left it", () => {
  it('is the last state an answer showed, and how long the polls took', () => {
    expect(taskEndOf(polls(['TASK_STATE_WORKING', 'TASK_STATE_COMPLETED']))).toEqual({
      taskId: 't1',
      state: 'TASK_STATE_COMPLETED',
      terminal: true,
      waitedMs: 120,
      limitMs: 15_000,
    });
  });

  it('keeps the state through a GetTask that failed, and none through one that named none', () => {
    expect(taskEndOf(polls(['TASK_STATE_WORKING', new Error('reset')]))).toMatchObject({
      state: 'TASK_STATE_WORKING',
      terminal: false,
      waitedMs: 120,
    });
    expect(taskEndOf(polls(['TASK_STATE_WORKING', undefined]))).not.toHaveProperty('state');
  });

  it('is no task, waited for nothing, when there was no task id to poll', () => {
    const { taskId: _none, ...unknown } = polls([]);
    expect(taskEndOf(unknown)).toEqual({ terminal: false, waitedMs: 0, limitMs: 15_000 });
  });

  it('judges the hung-up turns of stress.client-disconnect', () => {
    const done = polls(['TASK_STATE_COMPLETED']);
    expect(only(checkClientDisconnect([done, done])).status).toBe('pass');
    const stuck = polls(['TASK_STATE_WORKING', 'TASK_STATE_WORKING'], { taskId: 't2' });
    expect(failedOn(checkClientDisconnect([done, stuck]))).toEqual(['turn-ends']);
  });
});

/** When a valid turn's terminal status came. */
const terminalOf = (turn: RecordedTurn) => turn.send.sse!.find((e) => isTerminalState(eventState(e)))!.receivedAt;

describe("when a turn's terminal status came", () => {
  it("is its stream's first event carrying a terminal state, or nothing when none did", () => {
    const turn = validTurn();
    const at = terminalAtOf(turn);
    expect(at).toBe(terminalOf(turn));
    expect(at).toBeGreaterThan(turn.send.sse![0]!.receivedAt);
    removeSse(turn, ...turn.send.sse!.filter((e) => isTerminalState(eventState(e))));
    expect(terminalAtOf(turn)).toBeUndefined();
  });
});

const DONE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  result: { statusUpdate: { taskId: 't1', status: { state: 'TASK_STATE_COMPLETED' } } },
});

const unreadStream = (over: Partial<RecordedUnreadStream> = {}): RecordedUnreadStream => ({
  url: 'http://vessel.test/',
  requestHeaders: {},
  requestBody: {},
  sentAt: 0,
  status: 200,
  firstEvent: { index: 0, receivedAt: 10, data: '{}', bytes: 2, json: {} },
  resumedAt: 100_000,
  bytes: 5 * MiB,
  lastData: '{}',
  end: { at: 101_000, how: 'closed', detail: 'the connection closed mid-stream' },
  ...over,
});

describe('stress.slow-reader from its recordings', () => {
  const other = validTurn();
  const recorded: HeldSlowReader = {
    unread: unreadStream({ resumedAt: terminalOf(other) + 1 }),
    unreadTask: polls(['TASK_STATE_COMPLETED']),
    other,
    large: {
      stream: unreadStream({ stopAfterBytes: 16 * MiB, end: { at: 200_000, how: 'past-bound' }, bytes: 17 * MiB }),
      task: polls(['TASK_STATE_COMPLETED']),
    },
  };

  it('serves the other turn when its terminal status came before the kit read the held stream on', () => {
    expect(slowReaderFacts(recorded).others).toEqual({
      completed: true,
      detail: 'its terminal status came only -1 ms after the kit read the held stream on',
    });
    const late = { ...recorded, unread: unreadStream({ resumedAt: terminalOf(other) - 400 }) };
    expect(slowReaderFacts(late).others).toEqual({
      completed: false,
      detail: 'its terminal status came only 400 ms after the kit read the held stream on',
    });
    expect(failedOn(checkSlowReader({ ...late, large: undefined }))).toEqual(['others-served']);
    const unended = structuredClone(other);
    removeSse(unended, ...unended.send.sse!.filter((e) => isTerminalState(eventState(e))));
    expect(slowReaderFacts({ ...recorded, other: unended }).others.detail).toBe(
      'it never reached a terminal status (complete)',
    );
  });

  it('reads the large stream: its bytes and bound, and whole only when it ended on its terminal status', () => {
    expect(slowReaderFacts(recorded).large).toEqual({
      bytes: 17 * MiB,
      whole: false,
      boundBytes: 16 * MiB,
      task: taskEndOf(recorded.large!.task!),
    });
    expect(failedOn(checkSlowReader(recorded))).toEqual(['bounded']);
    const whole = unreadStream({ stopAfterBytes: 16 * MiB, lastData: DONE, end: { at: 1, how: 'complete' } });
    expect(slowReaderFacts({ ...recorded, large: { ...recorded.large!, stream: whole } }).large?.whole).toBe(true);
    const cutShort = { ...whole, lastData: '{}' };
    expect(slowReaderFacts({ ...recorded, large: { ...recorded.large!, stream: cutShort } }).large?.whole).toBe(false);
    const dropped = unreadStream({ stopAfterBytes: 16 * MiB, bytes: 6 * MiB });
    expect(only(checkSlowReader({ ...recorded, large: { ...recorded.large!, stream: dropped } })).status).toBe('pass');
  });

  /** A stream that sent no first event, so it was never held. */
  const neverHeld = (): RecordedUnreadStream => {
    const {
      firstEvent: _none,
      resumedAt: _never,
      ...stream
    } = unreadStream({
      end: { at: 10_000, how: 'no-first-event', detail: 'no first event within 10000 ms' },
    });
    return stream;
  };

  it('judges nothing of a stream that was never held', () => {
    const v = only(checkSlowReader({ unread: neverHeld() }));
    expect(v).toMatchObject({
      status: 'not-tested',
      message: 'the stream could not be held unread: no first event within 10000 ms',
    });
  });

  it('does not judge the bound of a large stream that could not be held, unless the rest failed already', () => {
    const large = { stream: neverHeld() };
    expect(only(checkSlowReader({ ...recorded, large }))).toMatchObject({
      status: 'not-tested',
      message:
        'another turn ran while a client read nothing; its turn ended; but the large stream could not be held unread: no first event within 10000 ms',
    });
    const late = { ...recorded, unread: unreadStream({ resumedAt: terminalOf(other) - 400 }), large };
    expect(failedOn(checkSlowReader(late))).toEqual(['others-served']);
  });

  it('fails #turn-ends on the unread turn still working when its polls stopped', () => {
    const stuck = { ...recorded, unreadTask: polls(['TASK_STATE_WORKING']), large: undefined };
    expect(failedOn(checkSlowReader(stuck))).toEqual(['turn-ends']);
  });
});

const dribble = (over: Partial<RecordedDribble> = {}): RecordedDribble => ({
  url: 'http://vessel.test/',
  requestHeaders: {},
  requestBody: {},
  bytes: 220,
  pauseMs: 8,
  answerLimitMs: 5_000,
  sentAt: 0,
  bodyStartedAt: 1_000,
  lastByteAt: 200_000,
  status: 200,
  end: { at: 200_003, how: 'answered' },
  ...over,
});

describe('stress.dribbling-client from its recordings', () => {
  const others = [validTurn(), validTurn()];

  it("times the answer from the dribbler's last byte, and serves the turns that ended before it", () => {
    expect(dribbleFacts({ dribble: dribble(), others })).toEqual({
      others: { completed: true, detail: '' },
      dribbler: { bytes: 220, status: 200, closed: false, afterLastByteMs: 3, pauseMs: 8, limitMs: 5_000 },
    });
    expect(only(checkDribblingClient({ dribble: dribble(), others })).status).toBe('pass');
  });

  it('names each turn that ended after the last byte, or never ended', () => {
    const lastByteAt = terminalOf(others[0]!) - 200;
    const unended = structuredClone(others[1]!);
    removeSse(unended, ...unended.send.sse!.filter((e) => isTerminalState(eventState(e))));
    const facts = dribbleFacts({ dribble: dribble({ lastByteAt }), others: [others[0]!, unended] });
    expect(facts.others).toEqual({
      completed: false,
      detail:
        "turn 1 reached its terminal status only 200 ms after the dribbler's last byte; turn 2 never reached a terminal status (complete)",
    });
  });

  it('gives no answer time when the client gave up, and counts the turns up to its giving up', () => {
    const gaveUp = dribble({
      status: undefined,
      end: { at: terminalOf(others[0]!) + 1, how: 'gave-up' },
      lastByteAt: 0,
    });
    const facts = dribbleFacts({ dribble: gaveUp, others });
    expect(facts.dribbler).not.toHaveProperty('afterLastByteMs');
    expect(facts.others.completed).toBe(true);
    expect(failedOn(checkDribblingClient({ dribble: gaveUp, others }))).toEqual(['answered']);
  });

  it('records a close as one, timed from the last byte when every byte went, not timed when the close came first', () => {
    expect(
      dribbleFacts({ dribble: dribble({ status: undefined, end: { at: 200_010, how: 'closed' } }), others }).dribbler,
    ).toMatchObject({ closed: true, afterLastByteMs: 10 });
    const early = dribble({ status: undefined, lastByteAt: undefined, end: { at: 50, how: 'closed' } });
    expect(dribbleFacts({ dribble: early, others }).dribbler).not.toHaveProperty('afterLastByteMs');
  });
});

/** A valid turn with a CancelTask sent during it, answered as given. */
const cancelled = (answer: unknown): RecordedTurn => ({
  ...validTurn(),
  cancel: exchange({
    requestBody: { jsonrpc: '2.0', id: 1, method: 'CancelTask', params: { id: 'task-1' } },
    responseHeaders: { 'content-type': 'application/json' },
    body: jsonBody(answer),
  }),
});

describe('stress.load from its recordings', () => {
  it('calls a cancel lost when it was answered -32002, or with the task ended otherwise than cancelled', () => {
    expect(lostRace(cancelled({ jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'finished' } }))).toBe(true);
    expect(lostRace(cancelled({ jsonrpc: '2.0', id: 1, result: { status: { state: 'TASK_STATE_COMPLETED' } } }))).toBe(
      true,
    );
    expect(lostRace(cancelled({ jsonrpc: '2.0', id: 1, result: { status: { state: 'TASK_STATE_CANCELED' } } }))).toBe(
      false,
    );
    expect(lostRace(validTurn())).toBe(false);
  });

  it('keeps every failure of a rule, or its first pass, or its first verdict, and leaves the timing rules out', () => {
    const v = (rule: string, status: Verdict['status'], message: string = status): Verdict => ({
      rule: rule as RuleId,
      status,
      message,
    });
    expect(
      keptVerdicts([
        v('a2a.stream-closed', 'not-tested', 'hung up'),
        v('a2a.stream-closed', 'pass', 'read whole'),
        v('a2a.terminal-status', 'not-tested', 'hung up'),
        v('a2a.terminal-status', 'not-tested', 'hung up again'),
        v('merge.content-exact', 'pass', 'first'),
        v('merge.content-exact', 'pass', 'second'),
        v('order.turn-finished-last', 'pass'),
        v('order.turn-finished-last', 'fail', 'one'),
        v('order.turn-finished-last', 'error', 'two'),
        v('merge.pacing', 'fail'),
      ]),
    ).toEqual([
      v('a2a.stream-closed', 'pass', 'read whole'),
      v('a2a.terminal-status', 'not-tested', 'hung up'),
      v('merge.content-exact', 'pass', 'first'),
      v('order.turn-finished-last', 'fail', 'one'),
      v('order.turn-finished-last', 'error', 'two'),
    ]);
  });

  it('measures each turn from its recording: its times from sending, whether its stream came whole, the rules it failed', () => {
    const turn = validTurn();
    const { measured, verdicts } = loadTurnOf({
      index: 3,
      action: 'read',
      turn,
      task: polls(['TASK_STATE_COMPLETED']),
    });
    expect(measured).toEqual({
      index: 3,
      action: 'read',
      end: taskEndOf(polls(['TASK_STATE_COMPLETED'])),
      streamWhole: true,
      failed: [],
      firstEventMs: turn.send.sse![0]!.receivedAt - turn.send.sentAt,
      terminalMs: terminalOf(turn) - turn.send.sentAt,
    });
    expect(verdicts.length).toBeGreaterThan(0);
    const hungUp = loadTurnOf({ index: 4, action: 'hang-up', turn, task: polls(['TASK_STATE_COMPLETED']) });
    expect(hungUp.measured.streamWhole).toBe(false);
  });

  it("judges the load and passes its turns' stream verdicts through, a lost delta failing #streams-valid and its own rule", () => {
    const done = polls(['TASK_STATE_COMPLETED']);
    const good = { index: 0, action: 'read' as const, turn: validTurn(), task: done };
    const all = checkLoad([good]);
    expect(all[0]).toMatchObject({ rule: 'stress.load', status: 'pass' });
    expect(all.slice(1).every((v) => v.status !== 'fail')).toBe(true);
    const lossy = validTurn();
    removeSse(lossy, sseOfEvent(lossy, 'text.delta', 1));
    const verdicts = checkLoad([good, { index: 1, action: 'read', turn: lossy, task: done }]);
    expect(brokenClauses(verdicts[0]!)).toEqual(['streams-valid']);
    const failedRules = verdicts
      .slice(1)
      .filter((v) => v.status === 'fail')
      .map((v) => v.rule);
    expect(failedRules.length).toBeGreaterThan(0);
    expect(verdicts[0]!.message).toContain(`turn 1 (read), read to its end, failed ${failedRules[0]}`);
  });

  it('holds a cancelled turn to the cancel only when its cancel won the race', () => {
    const won = cancelled({ jsonrpc: '2.0', id: 1, result: { status: { state: 'TASK_STATE_CANCELED' } } });
    const lost = cancelled({ jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'finished' } });
    const done = polls(['TASK_STATE_COMPLETED']);
    // A turn that ran to its end fails the rules a cancelled turn keeps when judged as cancelled.
    const asCancelled = loadTurnOf({ index: 0, action: 'cancel', turn: won, task: done }).verdicts;
    const asRead = loadTurnOf({ index: 0, action: 'cancel', turn: lost, task: done }).verdicts;
    const failing = (vs: Verdict[]) => vs.filter((v) => v.status === 'fail').map((v) => v.rule);
    expect(failing(asRead)).toEqual([]);
    expect(failing(asCancelled).length).toBeGreaterThan(0);
  });
});
