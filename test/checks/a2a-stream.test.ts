// The A2A framing checks of a turn's stream clause by clause (CONTRACT.md "A2A layer", D1, D4):
// each clause failing alone on a stream broken in that one place, with its message and evidence,
// each pass message and not-tested reason. turn-cases.ts has one failing turn per rule; mutation
// testing showed the other clauses, the messages and the evidence unpinned.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import {
  checkCapsHit,
  checkIdsConsistent,
  checkJsonRpcEnvelope,
  checkMessageId,
  checkNothingAfterTerminal,
  checkObjectShape,
  checkPartOneContent,
  checkResponseId,
  checkResultOneMember,
  checkSseFraming,
  checkStreamClosed,
  checkTaskFirst,
  checkTerminalStatus,
} from '../../src/checks/a2a-stream.ts';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { taskTurnOf } from '../../src/checks/view.ts';
import { jsonBody, validTurn } from './builders.ts';
import { answer } from './exchange-builders.ts';
import {
  agentMessage,
  clausesOf,
  ev,
  findingEvidence,
  findingMessages,
  only,
  rpc,
  sseEvent,
  statusEvent,
  streamOf,
  taskSnapshot,
  withEventAt,
} from './a2a-builders.ts';

const LONG = 'x'.repeat(700);
/** A turn answered with a JSON body instead of a stream. */
function notStreamed(body?: { text: string }): RecordedTurn {
  const turn = validTurn();
  turn.send.sse = undefined;
  turn.send.status = 400;
  turn.send.body = body;
  return turn;
}

describe('every stream check: no stream, an empty stream', () => {
  const eventChecks = [
    checkJsonRpcEnvelope,
    checkResponseId,
    checkResultOneMember,
    checkObjectShape,
    checkPartOneContent,
    checkMessageId,
    checkIdsConsistent,
    checkNothingAfterTerminal,
    checkStreamClosed,
  ];
  it('is not-tested on a turn not answered as a stream, showing the status and the body cut to 500', () => {
    for (const check of [...eventChecks, checkTaskFirst, checkTerminalStatus]) {
      const turn = notStreamed({ text: LONG });
      expect(check(turn)).toEqual([
        {
          rule: expect.any(String),
          status: 'not-tested',
          message: 'the turn was not answered as a stream',
          evidence: { status: 400, body: LONG.slice(0, 500) },
        },
      ]);
    }
    expect(only(checkJsonRpcEnvelope(notStreamed())).evidence).toEqual({ status: 400, body: undefined });
  });

  it('is not-tested on a stream with no event, showing how it ended, where a rule judges each event', () => {
    for (const check of eventChecks) {
      const turn = streamOf([]);
      expect(check(turn)).toEqual([
        {
          rule: expect.any(String),
          status: 'not-tested',
          message: 'the stream carried no event',
          evidence: { end: turn.send.end },
        },
      ]);
    }
  });

  it('fails a stream with no event where a rule needs one: the task first, a terminal status', () => {
    const turn = streamOf([]);
    const first = only(checkTaskFirst(turn));
    expect(first.status).toBe('fail');
    expect(first.message).toBe('the stream carried no event, so no task snapshot first');
    expect(findingEvidence(first)).toEqual({ end: turn.send.end });
    const terminal = only(checkTerminalStatus(turn));
    expect(terminal.status).toBe('fail');
    expect(terminal.message).toBe('the stream carried no event, so no terminal state (stream ended: complete)');
    expect(findingEvidence(terminal)).toEqual({ end: turn.send.end });
  });
});

describe('a2a.sse-framing', () => {
  it('passes a 200 text/event-stream of one-line JSON events, counting them', () => {
    const v = only(checkSseFraming(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('200 text/event-stream of UTF-8, 19 events, each one data: line of JSON');
  });

  it('counts no events when the recording holds no stream', () => {
    const turn = validTurn();
    turn.send.sse = undefined;
    expect(only(checkSseFraming(turn)).message).toBe(
      '200 text/event-stream of UTF-8, 0 events, each one data: line of JSON',
    );
  });

  it('reads the content-type header whatever its case and place, with parameters', () => {
    const turn = validTurn();
    turn.send.responseHeaders = { 'x-other': 'text/html', 'Content-Type': 'text/event-stream; charset=utf-8' };
    expect(only(checkSseFraming(turn)).status).toBe('pass');
  });

  it('fails a content-type that is not text/event-stream (clause event-stream)', () => {
    const turn = validTurn();
    turn.send.responseHeaders = { 'content-type': 'application/x-text/event-stream' };
    const v = only(checkSseFraming(turn));
    expect(clausesOf(v)).toEqual(['event-stream']);
    expect(v.message).toBe("content-type is 'application/x-text/event-stream', not text/event-stream");
    expect(findingEvidence(v)).toEqual({ contentType: 'application/x-text/event-stream' });
  });

  it('fails a response with no content-type at all', () => {
    const turn = validTurn();
    turn.send.responseHeaders = {};
    expect(only(checkSseFraming(turn)).message).toBe("content-type is '', not text/event-stream");
  });

  it('fails a status other than 200 (clause status-200)', () => {
    const turn = validTurn();
    turn.send.status = 500;
    const v = only(checkSseFraming(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['status-200']);
    expect(v.message).toBe('the turn was answered with HTTP 500, not 200');
    expect(findingEvidence(v)).toEqual({ status: 500, end: turn.send.end });
  });

  it('fails a turn that got no response, saying why rather than "HTTP undefined"', () => {
    const turn = validTurn();
    turn.send.status = undefined;
    turn.send.responseHeaders = { 'content-type': 'text/event-stream' };
    turn.send.end = { at: 5, how: 'network-error', detail: 'ECONNREFUSED' };
    const v = only(checkSseFraming(turn));
    expect(clausesOf(v)).toEqual(['status-200']);
    expect(v.message).toBe('the turn got no response (ECONNREFUSED)');
  });

  it('fails an event whose data came on two data: lines, not on one (clause one-data-line)', () => {
    const ok = validTurn();
    ok.send.sse![5]!.framing = { dataLines: 1, otherLines: [] };
    expect(only(checkSseFraming(ok)).status).toBe('pass');

    const turn = validTurn();
    const e = turn.send.sse![5]!;
    e.framing = { dataLines: 2, otherLines: [] };
    expect(e.data.length).toBeGreaterThan(300);
    const v = only(checkSseFraming(turn));
    expect(clausesOf(v)).toEqual(['one-data-line']);
    expect(v.message).toBe('event #5: its data came on 2 data: lines, not one');
    expect(findingEvidence(v)).toEqual({ index: 5, dataLines: 2, data: e.data.slice(0, 300) });
  });

  it('fails an event whose data is not JSON (clause json), with the parser error or "no data"', () => {
    const turn = validTurn();
    const e = turn.send.sse![3]!;
    e.data = `{${LONG}`;
    delete e.json;
    e.parseError = 'Unexpected token x';
    const v = only(checkSseFraming(turn));
    expect(clausesOf(v)).toEqual(['json']);
    expect(v.message).toBe('event #3: data is not JSON (Unexpected token x)');
    expect(findingEvidence(v)).toEqual({ index: 3, data: e.data.slice(0, 500) });

    const empty = validTurn();
    delete empty.send.sse![4]!.json;
    empty.send.sse![4]!.data = '';
    expect(only(checkSseFraming(empty)).message).toBe('event #4: data is not JSON (no data)');
  });

  it('fails a stream whose bytes are not UTF-8 (clause utf-8), naming the byte and the event', () => {
    const turn = validTurn();
    turn.send.notUtf8 = { byte: 13, event: 0 };
    const v = only(checkSseFraming(turn));
    expect(clausesOf(v)).toEqual(['utf-8']);
    expect(v.message).toBe(
      "the stream's bytes are not UTF-8 from byte 13 on (before the end of event #0): text/event-stream and JSON are UTF-8, and a client reads U+FFFD in their place",
    );
    expect(findingEvidence(v)).toEqual({ notUtf8: { byte: 13, event: 0 } });
  });

  it('fails a stream that closed in the middle of an event (clause blank-line)', () => {
    const turn = validTurn();
    turn.send.sseUnterminated = { lines: ['data: {"jsonrpc":'], dataLines: 1 };
    const v = only(checkSseFraming(turn));
    expect(clausesOf(v)).toEqual(['blank-line']);
    expect(v.message).toBe(
      'the stream closed in the middle of an event: 1 data: line(s) after the last event were never ended by a blank line, so the event was lost',
    );
    expect(findingEvidence(v)).toEqual({ unterminated: turn.send.sseUnterminated });
  });
});

describe('a2a.jsonrpc-envelope', () => {
  it('passes JSON-RPC 2.0 responses, counting the events', () => {
    const v = only(checkJsonRpcEnvelope(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('19 events are JSON-RPC 2.0 responses');
  });

  it('leaves an event that is not JSON to a2a.sse-framing', () => {
    const turn = validTurn();
    delete turn.send.sse![3]!.json;
    expect(only(checkJsonRpcEnvelope(turn)).status).toBe('pass');
  });

  it('fails an event that is not an object (clause object), and judges nothing else of it', () => {
    const turn = validTurn();
    turn.send.sse![3] = sseEvent(3, 'a string of an event, longer than forty characters');
    const v = only(checkJsonRpcEnvelope(turn));
    expect(clausesOf(v)).toEqual(['object']);
    expect(v.message).toBe('event #3 is "a string of an event, longer than fort…, not a JSON-RPC response object');
    expect(findingEvidence(v)).toEqual({ index: 3, data: turn.send.sse![3]!.data });
  });

  it('shows the data of an object-less event cut to 500', () => {
    const turn = validTurn();
    turn.send.sse![3] = sseEvent(3, [LONG]);
    expect(findingEvidence(only(checkJsonRpcEnvelope(turn)))).toEqual({
      index: 3,
      data: turn.send.sse![3]!.data.slice(0, 500),
    });
  });

  it('fails jsonrpc other than "2.0" (clause jsonrpc)', () => {
    const turn = validTurn();
    ev(turn, 3).jsonrpc = '1.0';
    const v = only(checkJsonRpcEnvelope(turn));
    expect(clausesOf(v)).toEqual(['jsonrpc']);
    expect(v.message).toBe('event #3: jsonrpc is "1.0", not "2.0"');
    expect(findingEvidence(v)).toEqual({ index: 3 });
  });

  it('fails an event with no id (clause id)', () => {
    const turn = validTurn();
    delete ev(turn, 4).id;
    const v = only(checkJsonRpcEnvelope(turn));
    expect(clausesOf(v)).toEqual(['id']);
    expect(v.message).toBe('event #4 has no id');
    expect(findingEvidence(v)).toEqual({ index: 4 });
  });

  it('fails an event holding both result and error, or neither (clause result-or-error)', () => {
    const both = validTurn();
    ev(both, 4).error = { code: -32603, message: 'boom' };
    const v = only(checkJsonRpcEnvelope(both));
    expect(clausesOf(v)).toEqual(['result-or-error']);
    expect(v.message).toBe('event #4 must hold exactly one of result and error');
    expect(findingEvidence(v)).toEqual({ index: 4, keys: ['jsonrpc', 'id', 'result', 'error'] });

    const neither = validTurn();
    delete ev(neither, 4).result;
    expect(clausesOf(only(checkJsonRpcEnvelope(neither)))).toEqual(['result-or-error']);
  });

  it('names every clause an event breaks, counting the other findings', () => {
    const turn = validTurn();
    turn.send.sse![2] = sseEvent(2, { jsonrpc: '1.0' });
    const v = only(checkJsonRpcEnvelope(turn));
    expect(clausesOf(v)).toEqual(['jsonrpc', 'id', 'result-or-error']);
    expect(v.message).toBe('event #2: jsonrpc is "1.0", not "2.0" (and 2 more)');
  });
});

describe('a2a.response-id', () => {
  it("passes events that all answer the request's id", () => {
    const v = only(checkResponseId(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('every event answers id 7');
  });

  it('fails an event under another id, and ignores events that are not objects', () => {
    const turn = validTurn();
    ev(turn, 2).id = 99;
    turn.send.sse![3] = sseEvent(3, 'not an object');
    const v = only(checkResponseId(turn));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe("event #2: id 99 is not the request's id 7");
    expect(findingEvidence(v)).toEqual({ index: 2 });
  });
});

describe('a2a.result-one-member', () => {
  it('passes results of one member each, skipping events that are not objects', () => {
    const turn = validTurn();
    turn.send.sse![3] = sseEvent(3, 'not an object');
    const v = only(checkResultOneMember(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('every result has exactly one member');
  });

  it('fails a JSON-RPC error inside the stream (clause no-error)', () => {
    const turn = validTurn();
    const error = { code: -32603, message: 'boom' };
    turn.send.sse![4] = sseEvent(4, { jsonrpc: '2.0', id: 7, error });
    const v = only(checkResultOneMember(turn));
    expect(clausesOf(v)).toEqual(['no-error']);
    expect(v.message).toBe('event #4 is a JSON-RPC error inside the stream: {"code":-32603,"message":"boom"}');
    expect(findingEvidence(v)).toEqual({ index: 4, error });
  });

  it('fails a result holding none of the members (clause one-member)', () => {
    const turn = validTurn();
    turn.send.sse![4] = sseEvent(4, rpc({ other: 1 }));
    const v = only(checkResultOneMember(turn));
    expect(clausesOf(v)).toEqual(['one-member']);
    expect(v.message).toBe(
      'event #4: result holds none of task, message, statusUpdate, artifactUpdate; exactly one is required',
    );
    expect(findingEvidence(v)).toEqual({ index: 4, result: ['other'] });
  });

  it('fails a result that is not an object, showing it as it came', () => {
    const turn = validTurn();
    turn.send.sse![4] = sseEvent(4, rpc(5));
    const v = only(checkResultOneMember(turn));
    expect(clausesOf(v)).toEqual(['one-member']);
    expect(findingEvidence(v)).toEqual({ index: 4, result: 5 });
  });

  it('fails a result holding two members, naming them', () => {
    const turn = validTurn();
    ev(turn, 4).result.message = agentMessage();
    expect(only(checkResultOneMember(turn)).message).toBe(
      'event #4: result holds message, statusUpdate of task, message, statusUpdate, artifactUpdate; exactly one is required',
    );
  });
});

describe('a2a.object-shape', () => {
  it('passes members of their A2A 1.0 shape, and an event holding no member', () => {
    const turn = withEventAt(3, rpc({}));
    const v = only(checkObjectShape(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('every result member has its A2A 1.0 shape');
  });

  it('leaves a missing messageId to a2a.message-id', () => {
    const turn = validTurn();
    delete ev(turn, 1).result.statusUpdate.status.message.messageId;
    expect(only(checkObjectShape(turn)).status).toBe('pass');
  });

  it('fails a state spelled otherwise (clause enum-names), naming the place and the schema error', () => {
    const turn = validTurn();
    ev(turn, 0).result.task.status.state = 'working';
    const v = only(checkObjectShape(turn));
    expect(clausesOf(v)).toEqual(['enum-names']);
    expect(v.message).toBe('event #0 (task)/status/state: must be equal to constant');
    const evidence = findingEvidence(v) as { index: number; errors: { instancePath: string }[] };
    expect(evidence.index).toBe(0);
    expect(evidence.errors[0]!.instancePath).toBe('/status/state');
  });

  it('fails a task, a status update and an artifact update of the wrong shape, each on its clause', () => {
    const task = validTurn();
    ev(task, 0).result.task.id = 5;
    expect(clausesOf(only(checkObjectShape(task)))).toEqual(['task']);
    const status = validTurn();
    ev(status, 1).result.statusUpdate.taskId = 5;
    expect(clausesOf(only(checkObjectShape(status)))).toEqual(['status-update']);
    const artifact = validTurn();
    ev(artifact, 2).result.artifactUpdate.taskId = 5;
    const v = only(checkObjectShape(artifact));
    expect(clausesOf(v)).toEqual(['artifact-update']);
    expect(v.message).toMatch(/^event #2 \(artifactUpdate\)\/taskId: /);
  });

  it('judges a message result as the messages status updates carry', () => {
    const turn = withEventAt(3, rpc({ message: agentMessage({ role: 'agent' }) }));
    expect(clausesOf(only(checkObjectShape(turn)))).toEqual(['enum-names']);
  });

  it('keeps at most 5 schema errors of one clause as evidence', () => {
    const many = validTurn();
    ev(many, 0).result.task = {
      id: 1,
      contextId: 2,
      status: { state: 3, message: 4, timestamp: 5 },
      artifacts: 6,
      history: 7,
    };
    const kept = (findingEvidence(only(checkObjectShape(many))) as { errors: unknown[] }).errors;
    expect(kept).toHaveLength(5);
  });

  it('does not judge the parts the kit made of a task returned whole, only the task', () => {
    const turn = validTurn();
    const body = turn.getTask!.body!.json as any;
    body.result.artifacts[0].artifactId = 5;
    const v = only(checkObjectShape(taskTurnOf(turn, { ...turn.getTask!, body: jsonBody(body) })!));
    expect(clausesOf(v)).toEqual(['task']);
    expect(v.message).toMatch(/^the task \(task\)\/artifacts\/0\/artifactId: /);
  });
});

describe('a2a.part-one-content', () => {
  it('passes parts of one content each, counting none of what is not a part list', () => {
    const turn = validTurn();
    ev(turn, 1).result.statusUpdate.status.message.parts = 'not a list';
    ev(turn, 2).result.artifactUpdate.artifact = null;
    turn.send.sse!.splice(3, 0, sseEvent(3, rpc({})));
    turn.send.sse!.forEach((e, i) => (e.index = i));
    const v = only(checkPartOneContent(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('every part holds exactly one of text, data, raw, url');
  });

  it('fails a part holding none (clause not-none), with the part as evidence', () => {
    const turn = validTurn();
    ev(turn, 16).result.artifactUpdate.artifact.parts[0] = { mediaType: 'text/markdown' };
    const v = only(checkPartOneContent(turn));
    expect(clausesOf(v)).toEqual(['not-none']);
    expect(v.message).toBe('event #16, artifact.parts[0] holds none of text, data, raw, url; exactly one is required');
    expect(findingEvidence(v)).toEqual({ index: 16, where: 'artifact.parts[0]', part: { mediaType: 'text/markdown' } });
  });

  it('fails a part that is not an object as holding none', () => {
    const turn = validTurn();
    ev(turn, 16).result.artifactUpdate.artifact.parts[0] = 'text';
    expect(clausesOf(only(checkPartOneContent(turn)))).toEqual(['not-none']);
  });

  it('fails a part holding two (clause not-two), naming them', () => {
    const turn = validTurn();
    ev(turn, 1).result.statusUpdate.status.message.parts[0].text = 'also';
    const v = only(checkPartOneContent(turn));
    expect(clausesOf(v)).toEqual(['not-two']);
    expect(v.message).toBe(
      'event #1, status.message.parts[0] holds text, data of text, data, raw, url; exactly one is required',
    );
  });

  it("reads the parts of a message result, a task's status message, history and artifacts", () => {
    const turn = streamOf([
      taskSnapshot({
        status: { state: 'TASK_STATE_SUBMITTED', message: agentMessage({ parts: [{}] }) },
        history: [null, agentMessage({ parts: [{ text: 'a', url: 'u' }] })],
        artifacts: [null, { artifactId: 'a', parts: [{ data: {}, raw: 'AA==' }] }],
      }),
      rpc({ message: agentMessage({ parts: [{}] }) }),
    ]);
    const v = only(checkPartOneContent(turn));
    expect(findingMessages(v).map((m) => m.replace(/ of text.*/, ''))).toEqual([
      'event #0, status.message.parts[0] holds none',
      'event #0, history[1].parts[0] holds text, url',
      'event #0, artifacts[1].parts[0] holds data, raw',
      'event #1, message.parts[0] holds none',
    ]);
  });

  it('reads artifacts and history only of a task, an artifact only of an artifact update, a status message only of a task or a status update', () => {
    const turn = validTurn();
    const update = ev(turn, 2).result.artifactUpdate;
    update.artifacts = [{ artifactId: 'a', parts: [{}] }];
    update.history = [agentMessage({ parts: [{}] })];
    update.status = { state: 'TASK_STATE_WORKING', message: agentMessage({ parts: [{}] }) };
    ev(turn, 1).result.statusUpdate.history = [agentMessage({ parts: [{}] })];
    ev(turn, 1).result.statusUpdate.artifact = { artifactId: 'a', parts: [{}] };
    expect(only(checkPartOneContent(turn)).status).toBe('pass');
  });

  it('does not judge the parts the kit made of a task returned whole, only the task', () => {
    const turn = validTurn();
    const body = turn.getTask!.body!.json as any;
    body.result.artifacts.find((a: any) => a.name === 'answer').parts[0] = {};
    const v = only(checkPartOneContent(taskTurnOf(turn, { ...turn.getTask!, body: jsonBody(body) })!));
    expect(findingMessages(v)).toEqual([expect.stringMatching(/^the task, artifacts\[\d\]\.parts\[0\] holds none of/)]);
  });
});

describe('a2a.message-id', () => {
  it('passes messages that carry a messageId, counting them', () => {
    const v = only(checkMessageId(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('12 messages carry a messageId');
  });

  it('is not-tested on a stream with no message', () => {
    const v = only(checkMessageId(streamOf([taskSnapshot()])));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the stream carried no message');
  });

  it('fails a message without a messageId, or with an empty one, saying where', () => {
    const turn = validTurn();
    delete ev(turn, 1).result.statusUpdate.status.message.messageId;
    ev(turn, 3).result.statusUpdate.status.message.messageId = '';
    const v = only(checkMessageId(turn));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(findingMessages(v)).toEqual([
      'event #1, status.message has no messageId',
      'event #3, status.message has no messageId',
    ]);
    expect(v.message).toBe('event #1, status.message has no messageId (and 1 more)');
    expect(findingEvidence(v, 1)).toEqual({ index: 3, where: 'status.message', messageId: '' });
  });

  it("reads a message result and a task's history, skipping entries that are not messages", () => {
    const turn = streamOf([
      taskSnapshot({ history: [null, agentMessage({ messageId: undefined })] }),
      rpc({ message: agentMessage({ messageId: 5 }) }),
    ]);
    expect(findingMessages(only(checkMessageId(turn)))).toEqual([
      'event #0, history[1] has no messageId',
      'event #1, message has no messageId',
    ]);
  });

  it('counts the messages of a task returned whole once, not those the kit made of it', () => {
    const turn = validTurn();
    const body = turn.getTask!.body!.json as any;
    expect(body.result.status.message.messageId).toEqual(expect.any(String));
    const v = only(checkMessageId(taskTurnOf(turn, turn.getTask)!));
    expect(v.message).toBe('1 messages carry a messageId');
  });
});

describe('a2a.task-first', () => {
  it('passes a stream whose first event is the task', () => {
    const v = only(checkTaskFirst(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('event #0 is the task snapshot');
  });

  it('fails a first event that is another member, or no stream result, with its data cut to 500', () => {
    const turn = validTurn();
    turn.send.sse!.shift();
    turn.send.sse!.forEach((e, i) => (e.index = i));
    const v = only(checkTaskFirst(turn));
    expect(v.message).toBe('event #0 is statusUpdate, not the task snapshot');
    expect(findingEvidence(v)).toEqual({ index: 0, data: turn.send.sse![0]!.data });

    const unread = streamOf([rpc({ note: LONG })]);
    const u = only(checkTaskFirst(unread));
    expect(u.message).toBe('event #0 is not a stream result, not the task snapshot');
    expect(findingEvidence(u)).toEqual({ index: 0, data: unread.send.sse![0]!.data.slice(0, 500) });
  });
});

describe('a2a.ids-consistent', () => {
  it('passes events that all name the task and context, skipping events with no member', () => {
    const v = only(checkIdsConsistent(withEventAt(3, rpc({}))));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('every event names task task-1 in context conv-1');
  });

  it('is not-tested on a stream that names no task id', () => {
    const v = only(checkIdsConsistent(streamOf([rpc({ task: { contextId: 'conv-1' } })])));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the stream names no task id to compare with');
  });

  it('fails an update naming another task (clause task-id), or none', () => {
    const turn = validTurn();
    ev(turn, 5).result.statusUpdate.taskId = 'other';
    const v = only(checkIdsConsistent(turn));
    expect(clausesOf(v)).toEqual(['task-id']);
    expect(v.message).toBe('event #5 (statusUpdate) names task "other", the stream\'s task is "task-1"');
    expect(findingEvidence(v)).toEqual({ index: 5, taskId: 'other' });

    const none = validTurn();
    delete ev(none, 5).result.statusUpdate.taskId;
    expect(only(checkIdsConsistent(none)).message).toBe(
      'event #5 (statusUpdate) names task undefined, the stream\'s task is "task-1"',
    );
  });

  it('fails an update naming another context (clause context-id), or none', () => {
    const turn = validTurn();
    ev(turn, 6).result.artifactUpdate.contextId = 'conv-2';
    const v = only(checkIdsConsistent(turn));
    expect(clausesOf(v)).toEqual(['context-id']);
    expect(v.message).toBe('event #6 (artifactUpdate) names context "conv-2", the stream\'s context is "conv-1"');
    expect(findingEvidence(v)).toEqual({ index: 6, contextId: 'conv-2' });

    const none = validTurn();
    delete ev(none, 6).result.artifactUpdate.contextId;
    expect(clausesOf(only(checkIdsConsistent(none)))).toEqual(['context-id']);
  });

  it('reads the ids of a task from id and contextId', () => {
    const turn = validTurn();
    ev(turn, 0).result.task.contextId = 'conv-2';
    const v = only(checkIdsConsistent(turn));
    expect(v.message).toMatch(/^event #\d+ \(statusUpdate\) names context "conv-1", the stream's context is "conv-2"/);
  });

  it('lets a message result omit its ids, but not name others', () => {
    expect(only(checkIdsConsistent(withEventAt(3, rpc({ message: agentMessage() })))).status).toBe('pass');
    const task = only(checkIdsConsistent(withEventAt(3, rpc({ message: agentMessage({ taskId: 'other' }) }))));
    expect(clausesOf(task)).toEqual(['task-id']);
    expect(task.message).toBe('event #3 (message) names task "other", the stream\'s task is "task-1"');
    const context = only(
      checkIdsConsistent(withEventAt(3, rpc({ message: agentMessage({ taskId: 'task-1', contextId: 'c' }) }))),
    );
    expect(clausesOf(context)).toEqual(['context-id']);
  });
});

describe('a2a.terminal-status', () => {
  it('passes a stream reaching a terminal state, naming the event', () => {
    const v = only(checkTerminalStatus(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('event #18 carries TASK_STATE_COMPLETED');
  });

  it('is not-tested when the kit hung up on purpose', () => {
    const turn = validTurn();
    turn.send.end = { at: 5, how: 'aborted' };
    const v = only(checkTerminalStatus(turn));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the kit hung up on purpose before the end');
  });

  it('fails a stream with no terminal state, saying how it ended, with the states it carried', () => {
    const turn = validTurn();
    turn.send.sse = turn.send.sse!.slice(0, 6);
    turn.send.end = { at: 9, how: 'cap', cap: 'idle', detail: 'nothing for 1000 ms' };
    const v = only(checkTerminalStatus(turn));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('no event carries a terminal state (stream ended: cap idle: nothing for 1000 ms)');
    expect(findingEvidence(v)).toEqual({
      states: [
        'TASK_STATE_SUBMITTED',
        'TASK_STATE_WORKING',
        'TASK_STATE_WORKING',
        'TASK_STATE_WORKING',
        'TASK_STATE_WORKING',
      ],
      end: turn.send.end,
    });

    const closed = validTurn();
    closed.send.sse = closed.send.sse!.slice(0, 3);
    expect(only(checkTerminalStatus(closed)).message).toBe(
      'no event carries a terminal state (stream ended: complete)',
    );
  });
});

describe('a2a.nothing-after-terminal', () => {
  it('passes a stream whose terminal status is the last event', () => {
    const v = only(checkNothingAfterTerminal(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the terminal status (event #18) is the last event');
  });

  it('is not-tested on a stream that reached no terminal state', () => {
    const turn = validTurn();
    turn.send.sse = turn.send.sse!.slice(0, 5);
    const v = only(checkNothingAfterTerminal(turn));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the stream reached no terminal state');
  });

  it('fails events after the terminal status, showing the first 5 with their data cut to 300', () => {
    const turn = validTurn();
    const late = Array.from({ length: 6 }, (_, i) =>
      sseEvent(19 + i, i === 0 ? rpc({ note: LONG }) : statusEvent('TASK_STATE_WORKING', { note: LONG })),
    );
    turn.send.sse!.push(...late);
    const v = only(checkNothingAfterTerminal(turn));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('event #19 (unreadable) follows the terminal status at event #18');
    expect(findingEvidence(v)).toEqual({
      after: late.slice(0, 5).map((e) => ({ index: e.index, data: e.data.slice(0, 300) })),
    });
  });
});

describe('a2a.stream-closed', () => {
  it('passes a stream the server closed after its terminal status', () => {
    const v = only(checkStreamClosed(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the server closed the stream after the terminal status');
  });

  it('is not-tested with no terminal status, or when the kit hung up on purpose', () => {
    const open = validTurn();
    open.send.sse = open.send.sse!.slice(0, 5);
    open.send.end = { at: 9, how: 'cap', cap: 'idle' };
    expect(only(checkStreamClosed(open))).toMatchObject({
      status: 'not-tested',
      message: 'the stream reached no terminal state',
    });
    const aborted = validTurn();
    aborted.send.end = { at: 9, how: 'aborted' };
    expect(only(checkStreamClosed(aborted))).toMatchObject({
      status: 'not-tested',
      message: 'the kit hung up on purpose',
    });
  });

  it('fails a stream that did not close after its terminal status, saying how it ended', () => {
    const turn = validTurn();
    turn.send.end = { at: 9, how: 'network-error', detail: 'reset' };
    const v = only(checkStreamClosed(turn));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('after the terminal status the stream did not close: it ended by network-error');
    expect(findingEvidence(v)).toEqual({ end: turn.send.end });
    const capped = validTurn();
    capped.send.end = { at: 9, how: 'cap', cap: 'idle' };
    expect(only(checkStreamClosed(capped)).message).toBe(
      'after the terminal status the stream did not close: it ended by cap (idle cap)',
    );
  });
});

describe('a2a.stream-closed on exchanges the kit cut off', () => {
  it('counts only an exchange ended by a named cap', () => {
    const unnamed = answer({}, { end: { at: 9, how: 'cap' } });
    const cut = answer({}, { status: undefined, body: undefined, end: { at: 9, how: 'cap', cap: 'first-byte' } });
    expect(checkCapsHit([unnamed], DEFAULT_CAPS)).toEqual([]);
    expect(only(checkCapsHit([unnamed, cut], DEFAULT_CAPS)).message).toBe(
      'GetTask got no answer: the kit stopped waiting: no response within 10000 ms (POST http://127.0.0.1:9/a)',
    );
  });
});

describe('a message-only stream (A2A §3.1.2): one Message, then closed', () => {
  const messageOnly = (...more: unknown[]) => streamOf([rpc({ message: agentMessage() }), ...more]);

  it('a2a.task-first passes a stream that begins with its Message, but not a subscription (§3.1.6)', () => {
    expect(only(checkTaskFirst(messageOnly()))).toMatchObject({
      status: 'pass',
      message: 'event #0 is a Message: a message-only stream (A2A §3.1.2), which has no task to begin with',
    });
    const subscription = messageOnly();
    subscription.send.requestBody = { jsonrpc: '2.0', id: 7, method: 'SubscribeToTask', params: { id: 'task-1' } };
    expect(only(checkTaskFirst(subscription))).toMatchObject({
      status: 'fail',
      message: 'event #0 is message, not the task snapshot',
    });
  });

  it('a2a.nothing-after-terminal: the Message is the end; anything after it fails', () => {
    expect(only(checkNothingAfterTerminal(messageOnly()))).toMatchObject({
      status: 'pass',
      message: 'the Message of a message-only stream (event #0) is the last event',
    });
    expect(only(checkNothingAfterTerminal(messageOnly(taskSnapshot())))).toMatchObject({
      status: 'fail',
      message: 'event #1 (task) follows the Message of a message-only stream at event #0',
    });
  });

  it('a2a.stream-closed: closed after the Message passes; left open fails', () => {
    expect(only(checkStreamClosed(messageOnly())).message).toBe(
      'the server closed the stream after the Message of a message-only stream',
    );
    const open = messageOnly();
    open.send.end = { at: 9, how: 'cap', cap: 'idle', detail: 'the stream stayed open 1000 ms after its one Message' };
    expect(only(checkStreamClosed(open))).toMatchObject({
      status: 'fail',
      message: 'after the Message of a message-only stream the stream did not close: it ended by cap (idle cap)',
    });
  });

  it('a Message later in a task stream ends nothing: no terminal state, nothing judged after it', () => {
    const late = streamOf([taskSnapshot(), rpc({ message: agentMessage() })]);
    expect(only(checkNothingAfterTerminal(late)).status).toBe('not-tested');
    expect(only(checkStreamClosed(late)).status).toBe('not-tested');
  });
});
