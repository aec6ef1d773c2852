// The robustness checks (src/checks/stress.ts), clause by clause: each passes on what a vessel
// that holds up looks like, and fails alone, in its own words, on what breaks it. The facts they
// derive from the recordings: stress-recordings.test.ts.
import { describe, expect, it } from 'vitest';
import {
  clientDisconnectVerdicts,
  dribblingClientVerdicts,
  hugeFieldsVerdicts,
  loadVerdicts,
  oversizedBodyVerdicts,
  slowReaderVerdicts,
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
import { failedOn, only } from './verdict-readers.ts';

const MiB = 1024 * 1024;

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
    const v = only(oversizedBodyVerdicts(cap, [refused('declared-length'), refused('unstated-length')]));
    expect(v.status).toBe('pass');
    expect(v.message).toContain('declared-length after 4.0 MiB of 257.0 MiB (HTTP 413)');
    const rpc = { ...refused('declared-length'), status: 200 };
    expect(only(oversizedBodyVerdicts(cap, [rpc])).status).toBe('pass');
  });

  it('fails #refused alone on a 5xx, a result, or a close with no answer', () => {
    for (const answer of [
      { status: 500, errorCode: -32600 },
      { status: 200, errorCode: undefined },
      { status: undefined, errorCode: undefined, closedWithoutAnswer: true },
    ]) {
      const verdicts = oversizedBodyVerdicts(cap, [{ ...refused('declared-length'), ...answer }]);
      expect(failedOn(verdicts)).toEqual(['refused']);
      expect(verdicts[0]!.message).toMatch(/expected HTTP 413 or a -32600 error, got (HTTP (500|200)|no answer)/);
    }
  });

  it('fails the clause of the body that was sent whole before the answer, and only that one', () => {
    const whole = { ...refused('unstated-length'), sentBytes: 257 * MiB, sentWhole: true };
    const verdicts = oversizedBodyVerdicts(cap, [refused('declared-length'), whole]);
    expect(failedOn(verdicts)).toEqual(['unstated-length']);
    expect(verdicts[0]!.message).toContain(`the kit had sent all ${257 * MiB} bytes when the answer came`);
    const declared = { ...refused('declared-length'), sentWhole: true };
    expect(failedOn(oversizedBodyVerdicts(cap, [declared]))).toEqual(['declared-length']);
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
    expect(only(hugeFieldsVerdicts([answer])).status).toBe('pass');
  });
  it('fails #not-echoed on an answer holding the string, or as long as it', () => {
    expect(failedOn(hugeFieldsVerdicts([{ ...answer, holdsString: true, answerChars: MiB + 40 }]))).toEqual([
      'not-echoed',
    ]);
    expect(failedOn(hugeFieldsVerdicts([{ ...answer, answerChars: MiB }]))).toEqual(['not-echoed']);
    expect(hugeFieldsVerdicts([{ ...answer, holdsString: true }])[0]!.message).toContain('a 1048576-character method');
  });
});

describe('stress.slow-reader', () => {
  const facts: SlowReaderFacts = {
    others: { completed: true, detail: '' },
    unread: ended,
    large: { bytes: 5 * MiB, whole: false, boundBytes: 16 * MiB, task: ended },
  };
  it('passes another turn served, the unread turn ended, the large stream dropped', () => {
    const v = only(slowReaderVerdicts(facts));
    expect(v.status).toBe('pass');
    expect(v.message).toContain('the large stream was dropped after 5.0 MiB');
  });
  it('fails each clause alone', () => {
    expect(failedOn(slowReaderVerdicts({ ...facts, others: { completed: false, detail: 'it never ended' } }))).toEqual([
      'others-served',
    ]);
    expect(failedOn(slowReaderVerdicts({ ...facts, unread: working }))).toEqual(['turn-ends']);
    expect(failedOn(slowReaderVerdicts({ ...facts, large: { ...facts.large!, task: working } }))).toEqual([
      'turn-ends',
    ]);
    expect(
      failedOn(slowReaderVerdicts({ ...facts, large: { ...facts.large!, whole: true, bytes: 30 * MiB } })),
    ).toEqual(['bounded']);
  });
  it('fails #bounded on more than the bound read on, whole or cut where the kit stopped reading', () => {
    const cut = slowReaderVerdicts({ ...facts, large: { ...facts.large!, whole: false, bytes: 17 * MiB } });
    expect(failedOn(cut)).toEqual(['bounded']);
    expect(cut[0]!.message).toContain('then got more than 17.0 MiB of it (the bound is 16.0 MiB)');
  });
  it('does not call a whole stream shorter than the bound unbounded, nor bounded: it could not tell', () => {
    const v = only(slowReaderVerdicts({ ...facts, large: { ...facts.large!, whole: true, bytes: 10 * MiB } }));
    expect(v.status).toBe('not-tested');
    expect(v.message).toContain('too short to judge the bound (its turn ended TASK_STATE_COMPLETED)');
    // Another clause's failure still fails the rule.
    const stalled = { ...facts, others: { completed: false, detail: 'x' } };
    expect(
      failedOn(slowReaderVerdicts({ ...stalled, large: { ...facts.large!, whole: true, bytes: 10 * MiB } })),
    ).toEqual(['others-served']);
  });
});

describe('stress.client-disconnect', () => {
  it('passes every hung-up task terminal, fails #turn-ends on one still working, naming it', () => {
    expect(only(clientDisconnectVerdicts([ended, ended])).status).toBe('pass');
    const verdicts = clientDisconnectVerdicts([ended, working]);
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
    expect(only(dribblingClientVerdicts(facts)).status).toBe('pass');
  });
  it('fails #others-served and #answered each alone', () => {
    expect(failedOn(dribblingClientVerdicts({ ...facts, others: { completed: false, detail: 'late' } }))).toEqual([
      'others-served',
    ]);
    const { afterLastByteMs: _gone, ...unanswered } = facts.dribbler;
    expect(failedOn(dribblingClientVerdicts({ ...facts, dribbler: unanswered }))).toEqual(['answered']);
    expect(
      failedOn(dribblingClientVerdicts({ ...facts, dribbler: { ...facts.dribbler, afterLastByteMs: 6_000 } })),
    ).toEqual(['answered']);
  });
});

/** A load turn that went as it should, with `fields` changed. */
const loadTurn = (index: number, fields: Partial<LoadTurn> = {}): LoadTurn => ({
  index,
  action: 'read',
  end: ended,
  streamWhole: true,
  failed: [],
  firstEventMs: 100 + index,
  terminalMs: 1_000 + index,
  ...fields,
});

describe('stress.load', () => {
  it('passes and reports the percentiles of first event and terminal status', () => {
    const turns = Array.from({ length: 10 }, (_, i) =>
      loadTurn(i, i === 3 ? { action: 'hang-up', streamWhole: false } : {}),
    );
    const v = only(loadVerdicts(turns));
    expect(v.status).toBe('pass');
    expect(v.evidence).toMatchObject({
      turns: 10,
      hung_up: 1,
      first_event_ms: { p50: 104, p90: 108, p99: 109, max: 109 },
      terminal_ms: { p50: 1004, max: 1009 },
    });
  });
  it('fails #terminal on a task still working and #streams-valid on a whole stream that failed a check', () => {
    expect(
      failedOn(loadVerdicts([loadTurn(0), loadTurn(1, { action: 'hang-up', streamWhole: false, end: working })])),
    ).toEqual(['terminal']);
    const lost = loadTurn(2, { failed: [{ rule: 'merge.content-exact', message: 'the deltas differ' }] });
    const verdicts = loadVerdicts([loadTurn(0), lost]);
    expect(failedOn(verdicts)).toEqual(['streams-valid']);
    expect(verdicts[0]!.message).toBe('turn 2 (read), read to its end, failed merge.content-exact: the deltas differ');
    expect(verdicts[0]!.evidence).toHaveProperty('latency.turns', 2);
  });
  it('does not hold a hung-up stream to the stream checks', () => {
    const cut = loadTurn(1, {
      action: 'hang-up',
      streamWhole: false,
      failed: [{ rule: 'a2a.stream-closed', message: 'x' }],
    });
    expect(only(loadVerdicts([cut])).status).toBe('pass');
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

// Each message in its words, each pass message, the evidence kept, and the bounds (exactly at a
// limit passes).
describe('stress.oversized-body: messages and evidence', () => {
  const cap = 256 * MiB;

  it('passes a 413 without a JSON-RPC error, and says how far each body got', () => {
    const plain = { ...refused('declared-length'), errorCode: undefined };
    const chunked = { ...refused('unstated-length'), status: 400, sentBytes: 2 * MiB };
    const v = only(oversizedBodyVerdicts(cap, [plain, chunked]));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(
      'oversized bodies refused early: declared-length after 4.0 MiB of 257.0 MiB (HTTP 413); unstated-length after 2.0 MiB of 257.0 MiB (HTTP 400)',
    );
    expect(v.evidence).toEqual({ cap, sends: [plain, chunked] });
  });

  it('names the body and what came instead of a refusal', () => {
    const served = { ...refused('declared-length'), status: 200, errorCode: undefined };
    const v = only(oversizedBodyVerdicts(cap, [served]));
    expect(v.message).toBe(
      'the Content-Length body of 257.0 MiB (cap 256.0 MiB): expected HTTP 413 or a -32600 error, got HTTP 200',
    );
    expect((v.evidence as { findings: { evidence: unknown }[] }).findings[0]!.evidence).toEqual(served);
    const crashed = { ...refused('unstated-length'), status: 500 };
    expect(only(oversizedBodyVerdicts(cap, [crashed])).message).toBe(
      'the chunked body of 257.0 MiB (cap 256.0 MiB): expected HTTP 413 or a -32600 error, got HTTP 500 with error -32600',
    );
  });

  it('says whether the answer came or the connection closed after the whole body', () => {
    const answered = { ...refused('declared-length'), sentBytes: 257 * MiB, sentWhole: true, elapsedMs: 812.6 };
    expect(only(oversizedBodyVerdicts(cap, [answered])).message).toBe(
      `the Content-Length body of 257.0 MiB (cap 256.0 MiB): expected the refusal before the whole body was sent, but the kit had sent all ${257 * MiB} bytes when the answer came (813 ms)`,
    );
    const closed = { ...answered, mode: 'unstated-length' as const, status: undefined, errorCode: undefined };
    const v = only(oversizedBodyVerdicts(cap, [closed]));
    expect(brokenClauses(v)).toEqual(['refused', 'unstated-length']);
    expect(v.message).toBe(
      'the chunked body of 257.0 MiB (cap 256.0 MiB): expected HTTP 413 or a -32600 error, got no answer (the connection closed) (and 1 more)',
    );
    const findings = (v.evidence as { findings: { message: string }[] }).findings;
    expect(findings[1]!.message).toBe(
      `the chunked body of 257.0 MiB (cap 256.0 MiB): expected the refusal before the whole body was sent, but the kit had sent all ${257 * MiB} bytes when the connection closed (813 ms)`,
    );
  });
});

describe('stress.huge-fields: messages and evidence', () => {
  const answer = {
    field: 'params.message.messageId',
    stringChars: 1000,
    status: 200,
    answerChars: 300,
    holdsString: false,
    answerStart: '{"jsonrpc"',
  };

  it('says what each answer weighed', () => {
    const other = { ...answer, field: 'method', answerChars: 120 };
    const v = only(hugeFieldsVerdicts([answer, other]));
    expect(v.message).toBe(
      'huge fields refused or bounded: params.message.messageId → 300 characters; method → 120 characters',
    );
    expect(v.evidence).toEqual({ answers: [answer, other] });
  });

  it('says how the answer echoed the string, with its start', () => {
    const held = { ...answer, holdsString: true, answerChars: 1040 };
    const v = only(hugeFieldsVerdicts([held]));
    expect(v.message).toBe(
      'a 1000-character params.message.messageId: expected it refused or bounded, but the answer (HTTP 200, 1040 characters, holding the whole string) echoes it: {"jsonrpc"',
    );
    expect((v.evidence as { findings: { evidence: unknown }[] }).findings[0]!.evidence).toEqual(held);
    const long = { ...answer, status: undefined, answerChars: 1000 };
    expect(only(hugeFieldsVerdicts([long])).message).toBe(
      'a 1000-character params.message.messageId: expected it refused or bounded, but the answer (HTTP ?, 1000 characters) echoes it: {"jsonrpc"',
    );
  });

  it('passes an answer one character shorter than the string', () => {
    expect(only(hugeFieldsVerdicts([{ ...answer, answerChars: 999 }])).status).toBe('pass');
  });
});

describe('stress.slow-reader: messages and evidence', () => {
  const facts: SlowReaderFacts = {
    others: { completed: true, detail: '' },
    unread: ended,
    large: { bytes: 5 * MiB, whole: false, boundBytes: 16 * MiB, task: ended },
  };

  it('says what became of the large stream, or that it was not run', () => {
    expect(only(slowReaderVerdicts(facts))).toMatchObject({
      status: 'pass',
      message:
        'another turn ran while a client read nothing; its turn ended; the large stream was dropped after 5.0 MiB read on',
      evidence: facts,
    });
    const without = { others: facts.others, unread: ended };
    expect(only(slowReaderVerdicts(without)).message).toBe(
      'another turn ran while a client read nothing; its turn ended; the large stream was not run',
    );
    const whole = { ...facts, large: { ...facts.large!, whole: true, bytes: 3 * MiB } };
    expect(only(slowReaderVerdicts(whole)).message).toBe(
      'another turn ran while a client read nothing; its turn ended; but the large stream came whole, 3.0 MiB, too short to judge the bound (its turn ended TASK_STATE_COMPLETED)',
    );
  });

  it('passes exactly the bound read on', () => {
    expect(only(slowReaderVerdicts({ ...facts, large: { ...facts.large!, bytes: 16 * MiB } })).status).toBe('pass');
  });

  it('says, failing, what another turn saw, which task did not end, and the stream held whole', () => {
    const others = { completed: false, detail: 'its stream ended at 30000 ms without a terminal status' };
    const a = only(slowReaderVerdicts({ ...facts, others }));
    expect(a.message).toBe(
      'while a client read nothing of its stream, another turn did not reach its terminal status: its stream ended at 30000 ms without a terminal status',
    );
    expect((a.evidence as { findings: { evidence: unknown }[] }).findings[0]!.evidence).toEqual(others);
    const b = only(slowReaderVerdicts({ ...facts, large: { ...facts.large!, task: working } }));
    expect(b.message).toBe(
      'the large unread turn t2: expected a terminal state within 15000 ms, GetTask showed TASK_STATE_WORKING after 15050 ms',
    );
    const unread = { terminal: false, waitedMs: 1000.4, limitMs: 999.6 };
    expect(only(slowReaderVerdicts({ ...facts, unread })).message).toBe(
      'the unread turn: expected a terminal state within 1000 ms, GetTask showed no task after 1000 ms',
    );
    const held = only(slowReaderVerdicts({ ...facts, large: { ...facts.large!, whole: true, bytes: 30 * MiB } }));
    expect(held.message).toBe(
      'a client that read nothing until its turn ended then got the whole stream, 30.0 MiB of it (the bound is 16.0 MiB): the vessel held it unsent, expected the stream dropped past a send buffer',
    );
  });
});

describe('stress.client-disconnect: messages and evidence', () => {
  it('names each state in its pass message', () => {
    const failed = { ...ended, state: 'TASK_STATE_CANCELED' };
    expect(only(clientDisconnectVerdicts([ended, failed]))).toMatchObject({
      status: 'pass',
      message: '2 turns hung up mid-stream each ended terminal (TASK_STATE_COMPLETED, TASK_STATE_CANCELED)',
      evidence: { ends: [ended, failed] },
    });
  });

  it('names the task that did not end', () => {
    const v = only(clientDisconnectVerdicts([working]));
    expect(v.message).toBe(
      'after the client hung up mid-stream, the task t2: expected a terminal state within 15000 ms, GetTask showed TASK_STATE_WORKING after 15050 ms',
    );
    expect((v.evidence as { findings: { evidence: unknown }[] }).findings[0]!.evidence).toEqual(working);
  });
});

describe('stress.dribbling-client: messages and bounds', () => {
  const facts: DribbleFacts = {
    others: { completed: true, detail: '' },
    dribbler: { bytes: 221, pauseMs: 8, status: 400, closed: false, afterLastByteMs: 2.4, limitMs: 5_000 },
  };

  it('says how the dribbler was answered, and when', () => {
    expect(only(dribblingClientVerdicts(facts))).toMatchObject({
      status: 'pass',
      message: 'another turn ran while a client dribbled; the dribbler was HTTP 400 2 ms after its last byte',
      evidence: facts,
    });
    const closed = {
      ...facts,
      dribbler: { ...facts.dribbler, status: undefined, closed: true, afterLastByteMs: 5_000 },
    };
    expect(only(dribblingClientVerdicts(closed))).toMatchObject({
      status: 'pass',
      message: 'another turn ran while a client dribbled; the dribbler was closed 5000 ms after its last byte',
    });
  });

  it('says, failing, what another turn saw and how late the dribbler was answered, or that it never was', () => {
    const others = { completed: false, detail: 'no terminal status' };
    expect(only(dribblingClientVerdicts({ ...facts, others })).message).toBe(
      'while a client dribbled its request a byte every 8 ms, another turn did not reach its terminal status: no terminal status',
    );
    const late = only(dribblingClientVerdicts({ ...facts, dribbler: { ...facts.dribbler, afterLastByteMs: 5_000.6 } }));
    expect(late.message).toBe(
      'a client that dribbled 221 bytes got neither an answer nor a close within 5000 ms of its last byte (it came after 5001 ms)',
    );
    const { afterLastByteMs: _gone, ...never } = facts.dribbler;
    const v = only(dribblingClientVerdicts({ ...facts, dribbler: never }));
    expect(v.message).toBe(
      'a client that dribbled 221 bytes got neither an answer nor a close within 5000 ms of its last byte',
    );
    expect((v.evidence as { findings: { evidence: unknown }[] }).findings[0]!.evidence).toEqual(never);
  });
});

describe('stress.load: messages and evidence', () => {
  it('counts each action and gives the percentiles in its pass message, without a latency copy', () => {
    const turns = [
      loadTurn(0),
      loadTurn(1, { action: 'cancel', streamWhole: false }),
      loadTurn(2, { action: 'cancel', streamWhole: false, firstEventMs: undefined, terminalMs: undefined }),
      loadTurn(3, { action: 'hang-up', streamWhole: false }),
    ];
    const v = only(loadVerdicts(turns));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(
      '4 concurrent turns (1 read, 2 cancelled, 1 hung up) each ended terminal, every whole stream valid; first event p50 101 ms p99 103 ms, terminal p50 1001 ms p99 1003 ms',
    );
    expect(v.evidence).toEqual({
      turns: 4,
      read: 1,
      cancelled: 2,
      hung_up: 1,
      first_event_ms: { p50: 101, p90: 103, p99: 103, max: 103 },
      terminal_ms: { p50: 1001, p90: 1003, p99: 1003, max: 1003 },
    });
  });

  it('gives no latency where no turn measured one', () => {
    const v = only(loadVerdicts([loadTurn(0, { firstEventMs: undefined, terminalMs: undefined })]));
    const none = { p50: null, p90: null, p99: null, max: null };
    expect(v.evidence).toMatchObject({ first_event_ms: none, terminal_ms: none });
  });

  it('names the turn that did not end, and every rule a whole stream failed', () => {
    const stuck = only(loadVerdicts([loadTurn(4, { action: 'cancel', end: working })]));
    expect(stuck.message).toBe(
      'turn 4 (cancel) t2: expected a terminal state within 15000 ms, GetTask showed TASK_STATE_WORKING after 15050 ms',
    );
    const failed = [
      { rule: 'merge.content-exact', message: 'the deltas differ' },
      { rule: 'tool.pairs', message: 'call_1 unpaired' },
    ];
    const v = only(loadVerdicts([loadTurn(2, { failed })]));
    expect(v.message).toBe('turn 2 (read), read to its end, failed merge.content-exact, tool.pairs: the deltas differ');
    expect(v.evidence).toHaveProperty('latency.read', 1);
  });
});
