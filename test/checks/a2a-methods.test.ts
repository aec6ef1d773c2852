// The A2A method checks beyond the turn (src/checks/a2a-methods.ts): each way a SubscribeToTask
// stream, a snake_case turn or a ListTasks answer can go wrong, with the message naming it.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import { checkListTasks, checkSnakeCaseAccepted, checkSubscribeToTask } from '../../src/checks/index.ts';
import { answer, error } from './exchange-cases.ts';
import { asPlainAgent, replaceSse, snakeCaseTurn, subscriptionTo, turnStream } from './subscription-builders.ts';
import { clausesOf, findingEvidence, findingMessages } from './a2a-builders.ts';

const only = (verdicts: ReturnType<typeof checkSubscribeToTask>) => {
  expect(verdicts).toHaveLength(1);
  return verdicts[0]!;
};

describe('a2a.subscribe-to-task', () => {
  it('passes a subscription that joined at the first event, or only for the last one', () => {
    const turn = turnStream();
    expect(only(checkSubscribeToTask(turn, subscriptionTo(turn, { from: 'turn.started' }))).status).toBe('pass');
    const late = only(checkSubscribeToTask(turn, subscriptionTo(turn, { from: 'turn.finished' })));
    expect(late.status).toBe('pass');
    expect(late.message).toMatch(/the last 1 of the turn's \d+ events and ended in TASK_STATE_COMPLETED/);
  });

  it('aligns with the end of the turn when an identical event came earlier too', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    // The same text.delta (type, data, state) streamed once before too: the subscription joined at the later one.
    const delta = turn.sse!.find((e) => e.data.includes('"text.delta"'))!;
    turn.sse!.splice(2, 0, { ...delta, json: structuredClone(delta.json) });
    turn.sse!.forEach((e, i) => (e.index = i));
    expect(only(checkSubscribeToTask(turn, sub)).status).toBe('pass');
  });

  it("fails events under another id than the subscription's request", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    replaceSse(sub, 2, (json) => ({ ...json, id: 7 }));
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription stream \(a2a\.response-id\): event #2: id 7 is not the request's id 9/,
    );
  });

  it('fails a subscription that skips an event of the turn', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.sse = sub.sse!.filter((_, i) => i !== 2);
    sub.sse.forEach((e, i) => (e.index = i));
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription's event #2 \(artifactUpdate transcript\) differs from the turn's event #\d+ \(step\.finished\)/,
    );
  });

  it("fails an event whose payload differs from the turn's", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    replaceSse(sub, 7, (json) => {
      json.result.statusUpdate.status.message.parts[0].data.content = 'something else';
      return json;
    });
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription's event #7 \(text\.delta\) differs from the turn's event #\d+ \(text\.delta\): .*"something else"/,
    );
  });

  it('fails a subscription that ends before the turn did, naming what it missed', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.sse = sub.sse!.slice(0, 3);
    sub.end = { at: sub.end.at, how: 'network-error', detail: 'socket closed' };
    const v = only(checkSubscribeToTask(turn, sub));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(
      /a2a\.terminal-status\): no event carries a terminal state \(stream ended: network-error/,
    );
    expect(v.message).toMatch(/and \d+ more/);
    expect(JSON.stringify(v.evidence)).toMatch(
      /the subscription ended after 2 events; the turn's stream went on with event #\d+ \(/,
    );
  });

  it('fails a first event the turn never streamed', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn, { from: 'turn.finished' });
    replaceSse(sub, 1, (json) => {
      json.result.statusUpdate.status.message.parts[0].data.status = 'deadline';
      return json;
    });
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription's first event after its task, event #1 \(turn\.finished\), is not among the turn's stream's events/,
    );
  });

  it('fails a subscription left open after its terminal status', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.end = {
      at: sub.end.at,
      how: 'cap',
      cap: 'idle',
      detail: 'the stream stayed open 1000 ms after its terminal status',
    };
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /\(a2a\.stream-closed\): after the terminal status the stream did not close: it ended by cap \(idle cap\)/,
    );
  });

  it('fails an error answer to SubscribeToTask on a task still running', () => {
    const turn = turnStream();
    const refused: RecordedExchange = { ...error(-32004, 'not supported'), sentAt: 5 };
    expect(only(checkSubscribeToTask(turn, refused)).message).toMatch(
      /SubscribeToTask on the running task "task-1" was answered JSON-RPC error -32004 \("not supported"\), not a stream/,
    );
  });

  it('does not judge a subscription sent after the task finished (CONTRACT.md says nothing of it)', () => {
    const turn = turnStream();
    const late: RecordedExchange = { ...error(-32004, 'finished'), sentAt: 1e9 };
    const v = only(checkSubscribeToTask(turn, late));
    expect(v.status).toBe('not-tested');
    expect(v.message).toMatch(/the task had finished before SubscribeToTask was sent/);
  });

  it("does not judge when the turn's own stream has no end to compare with", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    turn.sse = turn.sse!.slice(0, 4);
    expect(only(checkSubscribeToTask(turn, sub)).status).toBe('not-tested');
  });
});

describe('a2a.snake-case-accepted', () => {
  it('fails a turn whose context_id was not read', () => {
    const turn = snakeCaseTurn();
    (turn.requestBody as any).params.message.context_id = 'conv-sent';
    expect(only(checkSnakeCaseAccepted(turn)).message).toMatch(
      /the stream names context "conv-1", the message's context_id was "conv-sent": the field was not read/,
    );
  });

  it('fails a turn whose accepted_output_modes was not read', () => {
    const turn = snakeCaseTurn();
    turn.sse = turn.sse!.filter((e) => !e.data.includes('"name":"transcript"'));
    expect(only(checkSnakeCaseAccepted(turn)).message).toMatch(
      /accepted_output_modes asked for application\/vnd\.astralvessel\.transcript\+json and no transcript artifact came/,
    );
  });

  it('fails a turn that did not finish ok', () => {
    const turn = snakeCaseTurn();
    turn.sse = turn.sse!.filter((e) => !e.data.includes('turn.finished'));
    expect(only(checkSnakeCaseAccepted(turn)).message).toMatch(/the stream reached no turn\.finished/);
  });

  it('does not judge a request spelled in camelCase', () => {
    expect(only(checkSnakeCaseAccepted(turnStream())).status).toBe('not-tested');
  });
});

describe('a2a.list-tasks (INFO: shown, never judged)', () => {
  it('shows what ListTasks listed', () => {
    const v = only(
      checkListTasks(
        answer({
          jsonrpc: '2.0',
          id: 1,
          result: {
            tasks: [{ id: 't', contextId: 'c', status: { state: 'TASK_STATE_COMPLETED' } }],
            totalSize: 1,
            pageSize: 50,
            nextPageToken: '',
          },
        }),
      ),
    );
    expect(v.status).toBe('pass');
    expect(v.message).toBe('ListTasks listed 1 tasks of 1');
    expect(v.evidence).toMatchObject({ states: ['TASK_STATE_COMPLETED'] });
  });
  it('is absent, not failed, on a vessel without it', () => {
    expect(only(checkListTasks(error(-32601))).status).toBe('not-tested');
  });
  it('reports an answer that is not a list', () => {
    expect(only(checkListTasks(error(-32603, 'boom'))).message).toMatch(
      /ListTasks answered JSON-RPC error -32603 \("boom"\), not a list of tasks/,
    );
  });
});

// Clause by clause, with the messages and evidence (mutation testing showed them unpinned).
const longText = 'x'.repeat(700);
const refusedAnswer = (over: Partial<RecordedExchange>): RecordedExchange => ({
  ...answer(undefined),
  body: undefined,
  ...over,
});
/** Edits the vessel event data of one SSE event of a stream. */
const editEvent = (exchange: RecordedExchange, index: number, change: (update: any) => void) =>
  replaceSse(exchange, index, (json) => {
    change(json.result.statusUpdate);
    return json;
  });

describe('a2a.subscribe-to-task, clause by clause', () => {
  it('passes a subscription that is the tail of the turn, counting the events', () => {
    const turn = turnStream();
    const v = only(checkSubscribeToTask(turn, subscriptionTo(turn)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(
      "the subscription carried the last 15 of the turn's 18 events and ended in TASK_STATE_COMPLETED",
    );
  });

  it("is not-tested when the turn's own stream reached no terminal state, saying so", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    turn.sse = turn.sse!.slice(0, 4);
    expect(only(checkSubscribeToTask(turn, sub)).message).toBe(
      "the turn's own stream reached no terminal state to compare with",
    );
  });

  it('is not-tested when sent at the moment the task finished, failed when sent just before (clause streamed)', () => {
    const turn = turnStream();
    const finishedAt = turn.sse!.at(-1)!.receivedAt;
    const at = only(checkSubscribeToTask(turn, { ...error(-32004, 'finished'), sentAt: finishedAt }));
    expect(at.status).toBe('not-tested');
    expect(at.message).toBe(
      'the task had finished before SubscribeToTask was sent; it answered JSON-RPC error -32004 ("finished")',
    );
    const before = only(checkSubscribeToTask(turn, { ...error(-32004, 'finished'), sentAt: finishedAt - 1 }));
    expect(before.status).toBe('fail');
    expect(clausesOf(before)).toEqual(['streamed']);
  });

  it('fails a refusal that is not a stream, saying what came, with the body cut to 500', () => {
    const turn = turnStream();
    const page = refusedAnswer({ status: 404, body: { text: longText }, sentAt: 5 });
    const v = only(checkSubscribeToTask(turn, page));
    expect(clausesOf(v)).toEqual(['streamed']);
    expect(v.message).toMatch(
      /^SubscribeToTask on the running task "task-1" was answered HTTP 404 "x+…, not a stream$/,
    );
    expect(findingEvidence(v)).toEqual({ status: 404, body: longText.slice(0, 500) });

    const json = only(checkSubscribeToTask(turn, { ...answer({ jsonrpc: '2.0', id: 9, result: {} }), sentAt: 5 }));
    expect(json.message).toBe(
      'SubscribeToTask on the running task "task-1" was answered HTTP 200 {"jsonrpc":"2.0","id":9,"result":{}}, not a stream',
    );
    const bare = only(
      checkSubscribeToTask(
        turn,
        refusedAnswer({ status: 502, sentAt: 5, end: { at: 6, how: 'complete', detail: 'empty' } }),
      ),
    );
    expect(bare.message).toBe(
      'SubscribeToTask on the running task "task-1" was answered HTTP 502 "empty", not a stream',
    );
    const silent = only(
      checkSubscribeToTask(
        turn,
        refusedAnswer({ status: undefined, sentAt: 5, end: { at: 6, how: 'network-error', detail: 'ECONNRESET' } }),
      ),
    );
    expect(silent.message).toBe(
      'SubscribeToTask on the running task "task-1" was answered no response (ECONNRESET), not a stream',
    );
    expect(findingEvidence(silent)).toEqual({ status: undefined, body: undefined });
  });

  it('fails a subscription framed unlike a stream (clause framed), the task not first (clause task-first)', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    replaceSse(sub, 2, (json) => ({ ...json, id: 7 }));
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['framed']);
    expect(findingEvidence(v)).toEqual({
      clauses: ['whole'],
      findings: [{ clause: 'whole', message: "event #2: id 7 is not the request's id 9", evidence: { index: 2 } }],
    });
    expect(clausesOf(only(checkSubscribeToTask(turn, subscriptionTo(turn, { taskFirst: false }))))).toEqual([
      'task-first',
    ]);
  });

  it('fails a subscription naming another task (clause framed), but not one naming none', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    replaceSse(sub, 0, (json) => ((json.result.task.id = 'task-2'), json));
    for (let i = 1; i < sub.sse!.length; i++)
      replaceSse(sub, i, (json) => (((Object.values(json.result)[0] as any).taskId = 'task-2'), json));
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['framed']);
    expect(v.message).toBe('the subscription names task "task-2", the turn\'s task is "task-1"');

    const unnamed = subscriptionTo(turn);
    replaceSse(unnamed, 0, (json) => (delete json.result.task.id, json));
    for (let i = 1; i < unnamed.sse!.length; i++)
      replaceSse(unnamed, i, (json) => (delete (Object.values(json.result)[0] as any).taskId, json));
    expect(findingMessages(only(checkSubscribeToTask(turn, unnamed))).filter((m) => /names task/.test(m))).toEqual([]);
  });

  it('fails a subscription with no event after its task (clause same-events)', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.sse = sub.sse!.slice(0, 1);
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['framed', 'same-events', 'same-final-state']);
    expect(findingMessages(v)).toContain(
      'the subscription carried no event after its task (it must at least carry the terminal status)',
    );
    expect(findingMessages(v)).toContain(
      "the subscription ended in no terminal state, the turn's stream in TASK_STATE_COMPLETED",
    );
  });

  it("fails a subscription that goes on past the end of the turn's stream (clause same-events)", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn, { from: 'turn.started' });
    const last = sub.sse!.at(-1)!;
    sub.sse!.push({ ...last, index: last.index + 1 });
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['framed', 'same-events']);
    const beyond = (v.evidence as any).findings.find((f: any) => f.clause === 'same-events');
    expect(beyond.message).toBe(
      `the subscription's event #${last.index + 1} (turn.finished) goes beyond the end of the turn's stream`,
    );
    expect(beyond.evidence).toEqual({ subscription: expect.objectContaining({ type: 'turn.finished', status: 'ok' }) });
  });

  it('fails a first event the turn never streamed, with it as evidence', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn, { from: 'turn.finished' });
    editEvent(sub, 1, (u) => (u.status.message.parts[0].data.status = 'deadline'));
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['same-events']);
    expect(findingEvidence(v)).toEqual({ subscription: expect.objectContaining({ status: 'deadline' }) });
  });

  it('fails an event in another state than the turn had it, with both as evidence', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    editEvent(sub, 4, (u) => (u.status.state = 'TASK_STATE_INPUT_REQUIRED'));
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['same-events']);
    expect(v.message).toMatch(
      /^the subscription's event #4 \(tool\.started\) differs from the turn's event #7 \(tool\.started\): /,
    );
    const data = (turn.sse![7]!.json as any).result.statusUpdate.status.message.parts[0].data;
    expect(findingEvidence(v)).toEqual({
      subscription: { state: 'TASK_STATE_INPUT_REQUIRED', data },
      turn: { state: 'TASK_STATE_WORKING', data },
    });
  });

  it('fails an event of another type, for events named only by their metadata', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    const named = (type: string) => (u: any) => {
      u.status.message.metadata = { 'vessel.event': type };
      u.status.message.parts = [{ text: 'a' }];
    };
    replaceSse(turn, 8, (json) => (named('tool.finished')(json.result.statusUpdate), json));
    editEvent(sub, 5, named('tool.failed'));
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['same-events']);
    expect(v.message).toBe(
      "the subscription's event #5 (tool.failed) differs from the turn's event #8 (tool.finished): {} vs {}",
    );
  });

  it('fails a subscription that ends early, counting what it missed', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.sse = sub.sse!.slice(0, 3);
    const v = only(checkSubscribeToTask(turn, sub));
    expect(findingMessages(v)).toContain(
      "the subscription ended after 2 events; the turn's stream went on with event #6 (artifactUpdate transcript) and 12 more",
    );
  });

  it('fails a subscription ending in another state (clause same-final-state)', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    editEvent(sub, 15, (u) => (u.status.state = 'TASK_STATE_FAILED'));
    const v = only(checkSubscribeToTask(turn, sub));
    expect(clausesOf(v)).toEqual(['same-events', 'same-final-state']);
    expect(findingMessages(v)).toContain(
      "the subscription ended in TASK_STATE_FAILED, the turn's stream in TASK_STATE_COMPLETED",
    );
  });
});

describe('a2a.snake-case-accepted, clause by clause', () => {
  const params = (turn: RecordedExchange): any => (turn.requestBody as any).params;

  it('passes a snake_case turn that ran, naming the first 4 snake_case fields', () => {
    const turn = snakeCaseTurn();
    params(turn).history_length = 2;
    const v = only(checkSnakeCaseAccepted(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(
      'the turn spelled in snake_case (message_id, context_id, media_type, accepted_output_modes) streamed to turn.finished ok',
    );
  });

  it("is not-tested on a request whose only snake_case keys are the caller's own data and metadata", () => {
    const turn = turnStream();
    turn.requestBody = {
      jsonrpc: '2.0',
      id: 7,
      method: 'SendStreamingMessage',
      params: {
        message: { messageId: 'm', parts: [{ data: { call_id: 'c' } }], metadata: { trace_id: 't' } },
      },
    };
    const v = only(checkSnakeCaseAccepted(turn));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the request holds no snake_case field name');
    expect(only(checkSnakeCaseAccepted({ ...turn, requestBody: undefined })).status).toBe('not-tested');
    expect(only(checkSnakeCaseAccepted({ ...turn, requestBody: { params: 'x_y' } })).status).toBe('not-tested');
  });

  it('finds snake_case keys inside lists, and judges without accepted_output_modes', () => {
    const turn = turnStream();
    turn.requestBody = {
      jsonrpc: '2.0',
      id: 7,
      method: 'SendStreamingMessage',
      params: { message: { messageId: 'm', parts: [{ text: 'x', media_type: 'text/plain' }] } },
    };
    const v = only(checkSnakeCaseAccepted(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the turn spelled in snake_case (media_type) streamed to turn.finished ok');
  });

  it('fails a snake_case turn not streamed (clause runs), with the body cut to 500', () => {
    const turn: RecordedExchange = { ...snakeCaseTurn(), sse: undefined, status: 400, body: { text: longText } };
    params(turn).history_length = 2;
    const v = only(checkSnakeCaseAccepted(turn));
    expect(clausesOf(v)).toEqual(['runs']);
    expect(findingEvidence(v)).toEqual({ status: 400, body: longText.slice(0, 500) });
    const silent = only(
      checkSnakeCaseAccepted({ ...turn, status: undefined, body: undefined, end: { at: 1, how: 'network-error' } }),
    );
    expect(silent.message).toBe(
      'the turn spelled in snake_case (message_id, context_id, media_type, accepted_output_modes) was answered no response (network-error), not streamed',
    );
    expect(findingEvidence(silent)).toEqual({ status: undefined, body: undefined });
  });

  it('fails a turn that finished otherwise than ok (clause runs)', () => {
    const turn = snakeCaseTurn();
    replaceSse(turn, 18, (json) => ((json.result.statusUpdate.status.message.parts[0].data.status = 'deadline'), json));
    const v = only(checkSnakeCaseAccepted(turn));
    expect(clausesOf(v)).toEqual(['runs']);
    expect(v.message).toBe('turn.finished says status "deadline", not ok');
  });

  it('fails an unread context_id (clause context-id-read), and judges only a context_id that is a string', () => {
    const turn = snakeCaseTurn();
    params(turn).message.context_id = 'conv-sent';
    expect(clausesOf(only(checkSnakeCaseAccepted(turn)))).toEqual(['context-id-read']);
    const odd = snakeCaseTurn();
    params(odd).message.context_id = 5;
    expect(only(checkSnakeCaseAccepted(odd)).status).toBe('pass');
  });

  it('fails unread accepted_output_modes (clause output-modes-read), only when they asked for the transcript', () => {
    const noTranscript = (turn: RecordedExchange) => ({
      ...turn,
      sse: turn.sse!.filter((e) => !e.data.includes('"name":"transcript"')),
    });
    expect(clausesOf(only(checkSnakeCaseAccepted(noTranscript(snakeCaseTurn()))))).toEqual(['output-modes-read']);
    const plain = snakeCaseTurn();
    params(plain).configuration.accepted_output_modes = ['text/markdown'];
    expect(only(checkSnakeCaseAccepted(noTranscript(plain))).status).toBe('pass');
  });
});

describe('a2a.list-tasks, every answer', () => {
  it('shows the tasks listed, their states, the total and the next page', () => {
    const tasks = [null, { id: 'a', status: 'done' }, { id: 'b', status: { state: 'TASK_STATE_WORKING' } }];
    const v = only(checkListTasks(answer({ jsonrpc: '2.0', id: 1, result: { tasks, nextPageToken: 'p2' } })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('ListTasks listed 3 tasks');
    expect(v.evidence).toEqual({
      tasks: 3,
      totalSize: undefined,
      nextPageToken: 'p2',
      states: [undefined, undefined, 'TASK_STATE_WORKING'],
    });
  });

  it('is not-tested on -32601, saying the vessel does not serve it', () => {
    expect(only(checkListTasks(error(-32601))).message).toBe('the vessel does not serve ListTasks (-32601)');
  });

  it('reports a stream, a page, or no response, with the body cut to 500', () => {
    expect(only(checkListTasks({ ...answer(null), body: undefined, sse: [] })).message).toBe(
      'ListTasks answered with a stream, not a list of tasks',
    );
    const page = only(checkListTasks(refusedAnswer({ status: 500, body: { text: longText } })));
    expect(clausesOf(page)).toEqual(['whole']);
    expect(page.message).toMatch(/^ListTasks answered HTTP 500 "x+…, not a list of tasks$/);
    expect(findingEvidence(page)).toEqual({ status: 500, body: longText.slice(0, 500) });
    const silent = only(checkListTasks(refusedAnswer({ status: undefined, end: { at: 1, how: 'network-error' } })));
    expect(silent.message).toBe('ListTasks answered no response (network-error), not a list of tasks');
    expect(findingEvidence(silent)).toEqual({ status: undefined, body: undefined });
  });
});

describe('a2a.subscribe-to-task on a plain A2A agent, and on a task that ends at once', () => {
  it('judges the updates of a stream with no vessel event: the tail passes, one left out fails', () => {
    const base = turnStream();
    const [turn, sub] = [asPlainAgent(base), asPlainAgent(subscriptionTo(base))];
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /^the subscription carried the last 15 of the turn's 18 events/,
    );
    sub.sse = sub.sse!.filter((_, i) => i !== 2).map((e, index) => ({ ...e, index }));
    expect(clausesOf(only(checkSubscribeToTask(turn, sub)))).toEqual(['same-events']);
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /^the subscription's event #2 \(artifactUpdate transcript\) differs from the turn's event #\d+ \(statusUpdate TASK_STATE_WORKING\)/,
    );
  });

  it('a refusal that came back after the task had finished is not judged: the call may have met it finished', () => {
    const turn = turnStream();
    const finishedAt = turn.sse!.at(-1)!.receivedAt;
    const late = { ...error(-32004, 'finished'), sentAt: finishedAt - 5, firstByteAt: finishedAt + 1 };
    expect(only(checkSubscribeToTask(turn, late))).toMatchObject({
      status: 'not-tested',
      message:
        'the task finished 5 ms after SubscribeToTask was sent, before its answer came (JSON-RPC error -32004 ("finished")): the call may have met the task finished',
    });
    // One that came back while the task still ran refused a running task.
    expect(clausesOf(only(checkSubscribeToTask(turn, { ...late, firstByteAt: finishedAt - 1 })))).toEqual(['streamed']);
  });

  it('says why when the case never subscribed', () => {
    expect(only(checkSubscribeToTask(turnStream(), undefined)).message).toBe(
      "cannot test: the turn's stream named no task to subscribe to (no task or update event)",
    );
  });
});
