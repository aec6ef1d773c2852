// The robustness checks (src/checks/stress.ts), clause by clause: each passes on what a vessel
// that holds up looks like, and fails alone, in its own words, on what breaks it.
import { describe, expect, it } from 'vitest';
import {
  checkClientDisconnect,
  checkDribblingClient,
  checkHugeFields,
  checkLoad,
  checkOversizedBody,
  checkSlowReader,
  latencies,
  percentile,
  type DribbleFacts,
  type LoadTurn,
  type OversizedSend,
  type SlowReaderFacts,
  type TaskEnd,
} from '../../src/checks/stress.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Verdict } from '../../src/checks/types.ts';

const MiB = 1024 * 1024;
const only = (verdicts: Verdict[]) => {
  expect(verdicts).toHaveLength(1);
  return verdicts[0]!;
};
const failedOn = (verdicts: Verdict[]) => {
  const v = only(verdicts);
  expect(v.status).toBe('fail');
  return brokenClauses(v);
};

const refused = (mode: OversizedSend['mode']): OversizedSend => ({
  mode,
  bodyBytes: 257 * MiB,
  sentBytes: 4 * MiB,
  sentWhole: false,
  status: 413,
  errorCode: -32600,
  elapsedMs: 40,
});
const ended: TaskEnd = { taskId: 't1', state: 'TASK_STATE_COMPLETED', terminal: true, waitedMs: 300, limitMs: 15_000 };
const working: TaskEnd = {
  taskId: 't2',
  state: 'TASK_STATE_WORKING',
  terminal: false,
  waitedMs: 15_050,
  limitMs: 15_000,
};

describe('stress.oversized-body', () => {
  const cap = 256 * MiB;
  it('passes a 413 or a -32600 that came before the whole body, whichever way the body was sent', () => {
    const v = only(checkOversizedBody(cap, [refused('declared-length'), refused('unstated-length')]));
    expect(v.status).toBe('pass');
    expect(v.message).toContain('declared-length after 4.0 MiB of 257.0 MiB (HTTP 413)');
    const rpc = { ...refused('declared-length'), status: 200 };
    expect(only(checkOversizedBody(cap, [rpc])).status).toBe('pass');
  });

  it('fails #refused alone on a 5xx, a result, or a close with no answer', () => {
    for (const answer of [
      { status: 500, errorCode: -32600 },
      { status: 200, errorCode: undefined },
      { status: undefined, errorCode: undefined, closedWithoutAnswer: true },
    ]) {
      const verdicts = checkOversizedBody(cap, [{ ...refused('declared-length'), ...answer }]);
      expect(failedOn(verdicts)).toEqual(['refused']);
      expect(verdicts[0]!.message).toMatch(/expected HTTP 413 or a -32600 error, got (HTTP (500|200)|no answer)/);
    }
  });

  it('fails the clause of the body that was sent whole before the answer, and only that one', () => {
    const whole = { ...refused('unstated-length'), sentBytes: 257 * MiB, sentWhole: true };
    const verdicts = checkOversizedBody(cap, [refused('declared-length'), whole]);
    expect(failedOn(verdicts)).toEqual(['unstated-length']);
    expect(verdicts[0]!.message).toContain(`the kit had sent all ${257 * MiB} bytes when the answer came`);
    const declared = { ...refused('declared-length'), sentWhole: true };
    expect(failedOn(checkOversizedBody(cap, [declared]))).toEqual(['declared-length']);
  });
});

describe('stress.huge-fields', () => {
  const answer = {
    field: 'method',
    stringChars: MiB,
    status: 200,
    answerChars: 300,
    holdsString: false,
    answerStart: '{',
  };
  it('passes an answer shorter than the string and not holding it', () => {
    expect(only(checkHugeFields([answer])).status).toBe('pass');
  });
  it('fails #not-echoed on an answer holding the string, or as long as it', () => {
    expect(failedOn(checkHugeFields([{ ...answer, holdsString: true, answerChars: MiB + 40 }]))).toEqual([
      'not-echoed',
    ]);
    expect(failedOn(checkHugeFields([{ ...answer, answerChars: MiB }]))).toEqual(['not-echoed']);
    expect(checkHugeFields([{ ...answer, holdsString: true }])[0]!.message).toContain('a 1048576-character method');
  });
});

describe('stress.slow-reader', () => {
  const facts: SlowReaderFacts = {
    others: { completed: true, detail: '' },
    unread: ended,
    large: { bytes: 5 * MiB, whole: false, boundBytes: 16 * MiB, task: ended },
  };
  it('passes another turn served, the unread turn ended, the large stream dropped', () => {
    const v = only(checkSlowReader(facts));
    expect(v.status).toBe('pass');
    expect(v.message).toContain('the large stream was dropped after 5.0 MiB');
  });
  it('fails each clause alone', () => {
    expect(failedOn(checkSlowReader({ ...facts, others: { completed: false, detail: 'it never ended' } }))).toEqual([
      'others-served',
    ]);
    expect(failedOn(checkSlowReader({ ...facts, unread: working }))).toEqual(['turn-ends']);
    expect(failedOn(checkSlowReader({ ...facts, large: { ...facts.large!, task: working } }))).toEqual(['turn-ends']);
    expect(failedOn(checkSlowReader({ ...facts, large: { ...facts.large!, whole: true, bytes: 30 * MiB } }))).toEqual([
      'bounded',
    ]);
  });
  it('fails #bounded on more than the bound read on, whole or cut where the kit stopped reading', () => {
    const cut = checkSlowReader({ ...facts, large: { ...facts.large!, whole: false, bytes: 17 * MiB } });
    expect(failedOn(cut)).toEqual(['bounded']);
    expect(cut[0]!.message).toContain('then got more than 17.0 MiB of it (the bound is 16.0 MiB)');
  });
  it('does not call a whole stream shorter than the bound unbounded, and says it could not tell', () => {
    const v = only(checkSlowReader({ ...facts, large: { ...facts.large!, whole: true, bytes: 10 * MiB } }));
    expect(v.status).toBe('pass');
    expect(v.message).toContain('too short to judge the bound');
  });
});

describe('stress.client-disconnect', () => {
  it('passes every hung-up task terminal, fails #turn-ends on one still working, naming it', () => {
    expect(only(checkClientDisconnect([ended, ended])).status).toBe('pass');
    const verdicts = checkClientDisconnect([ended, working]);
    expect(failedOn(verdicts)).toEqual(['turn-ends']);
    expect(verdicts[0]!.message).toContain(
      't2: expected a terminal state within 15000 ms, GetTask showed TASK_STATE_WORKING',
    );
  });
});

describe('stress.dribbling-client', () => {
  const facts: DribbleFacts = {
    others: { completed: true, detail: '' },
    dribbler: { bytes: 221, pauseMs: 8, status: 200, closed: false, afterLastByteMs: 2, limitMs: 5_000 },
  };
  it('passes others served and the dribbler answered', () => {
    expect(only(checkDribblingClient(facts)).status).toBe('pass');
  });
  it('fails #others-served and #answered each alone', () => {
    expect(failedOn(checkDribblingClient({ ...facts, others: { completed: false, detail: 'late' } }))).toEqual([
      'others-served',
    ]);
    const { afterLastByteMs: _gone, ...unanswered } = facts.dribbler;
    expect(failedOn(checkDribblingClient({ ...facts, dribbler: unanswered }))).toEqual(['answered']);
    expect(
      failedOn(checkDribblingClient({ ...facts, dribbler: { ...facts.dribbler, afterLastByteMs: 6_000 } })),
    ).toEqual(['answered']);
  });
});

describe('stress.load', () => {
  const turn = (index: number, fields: Partial<LoadTurn> = {}): LoadTurn => ({
    index,
    action: 'read',
    end: ended,
    streamWhole: true,
    failed: [],
    firstEventMs: 100 + index,
    terminalMs: 1_000 + index,
    ...fields,
  });
  it('passes and reports the percentiles of first event and terminal status', () => {
    const turns = Array.from({ length: 10 }, (_, i) =>
      turn(i, i === 3 ? { action: 'hang-up', streamWhole: false } : {}),
    );
    const v = only(checkLoad(turns));
    expect(v.status).toBe('pass');
    expect(v.evidence).toMatchObject({
      turns: 10,
      hung_up: 1,
      first_event_ms: { p50: 104, p90: 108, p99: 109, max: 109 },
      terminal_ms: { p50: 1004, max: 1009 },
    });
  });
  it('fails #terminal on a task still working and #streams-valid on a whole stream that failed a check', () => {
    expect(failedOn(checkLoad([turn(0), turn(1, { action: 'hang-up', streamWhole: false, end: working })]))).toEqual([
      'terminal',
    ]);
    const lost = turn(2, { failed: [{ rule: 'merge.content-exact', message: 'the deltas differ' }] });
    const verdicts = checkLoad([turn(0), lost]);
    expect(failedOn(verdicts)).toEqual(['streams-valid']);
    expect(verdicts[0]!.message).toBe('turn 2 (read), read to its end, failed merge.content-exact: the deltas differ');
    expect(verdicts[0]!.evidence).toHaveProperty('latency.turns', 2);
  });
  it('does not hold a hung-up stream to the stream checks', () => {
    const cut = turn(1, {
      action: 'hang-up',
      streamWhole: false,
      failed: [{ rule: 'a2a.stream-closed', message: 'x' }],
    });
    expect(only(checkLoad([cut])).status).toBe('pass');
  });
});

describe('percentiles', () => {
  it('are nearest-rank, and absent for no values', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 100)).toBe(5);
    expect(percentile([5, 1, 3, 2, 4], 1)).toBe(1);
    expect(percentile([], 50)).toBeUndefined();
    expect(latencies([])).toEqual({ p50: null, p90: null, p99: null, max: null });
  });
});
