// The kit's reading of a turn (src/checks/view.ts): which items are the task, the vessel events,
// the artifacts and transcript chunks; where the terminal status is; the ids; whether the turn is
// over; a task returned whole read as the stream it stands for. Every check reads through it, so
// each reading is pinned here on a stream built for it, not only through the verdicts.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { answeredWithMessage, checkFileOf } from '../../src/checks/index.ts';
import type { RuleId } from '../../src/rules/index.ts';
import {
  answered,
  finishedTaskId,
  finishedTaskOf,
  label,
  messageOf,
  place,
  requestId,
  responseBody,
  stepsOf,
  taskOf,
  taskTurnOf,
  transcriptPartData,
  transcriptRequested,
  viewOf,
} from '../../src/checks/view.ts';
import { artifactUpdate, jsonBody, statusUpdate, validTurn } from './builders.ts';
import { answer } from './exchange-builders.ts';

type Json = Record<string, any>;

/** A turn whose stream is exactly these results (each wrapped as the JSON-RPC answer of an SSE event). */
function streamOf(results: unknown[], over: Partial<RecordedTurn> = {}): RecordedTurn {
  const turn = validTurn();
  turn.send = {
    ...turn.send,
    sse: results.map((json, index) => {
      const data = JSON.stringify(json);
      return { index, receivedAt: 10 * index, data, bytes: data.length, json };
    }),
  };
  return { ...turn, ...over };
}
const taskSnapshot = (state = 'TASK_STATE_SUBMITTED', task: Json = {}) => ({
  jsonrpc: '2.0',
  id: 7,
  result: { task: { id: 'task-1', contextId: 'conv-1', status: { state }, ...task } },
});
const transcriptChunk = (data: Json | undefined, extra: Json = {}) =>
  artifactUpdate('transcript', 'transcript-1', data ? [{ mediaType: TRANSCRIPT_MEDIA_TYPE, data }] : [], extra);
const ended = (status = 'ok', state = 'TASK_STATE_COMPLETED') =>
  statusUpdate('turn.finished', { status }, state as never);

describe('place and label', () => {
  it('names an item by its place in a task returned whole, or by its stream index', () => {
    const view = viewOf(streamOf([taskSnapshot()]));
    expect(place(view.items[0]!)).toBe('event #0');
    expect(place({ ...view.items[0]!, where: 'artifacts[1]' })).toBe('artifacts[1]');
  });

  it('labels an event by its call id, else its step, else its status, else its type alone', () => {
    const view = viewOf(
      streamOf([
        statusUpdate('turn.started', {}),
        statusUpdate('text.delta', { step: 2, content: 'x' }),
        statusUpdate('tool.finished', { call_id: 'call_1', step: 1 }),
        ended('cancelled', 'TASK_STATE_CANCELED'),
      ]),
    );
    expect(view.events.map(label)).toEqual([
      'event #0 (turn.started)',
      'event #1 (text.delta step 2)',
      'event #2 (tool.finished call_1)',
      'event #3 (turn.finished cancelled)',
    ]);
  });
});

describe('viewOf: a recorded stream', () => {
  it('reads artifacts from artifact updates only, events from status updates only', () => {
    const view = viewOf(
      streamOf([
        taskSnapshot(),
        statusUpdate('turn.started', {}),
        artifactUpdate('answer', 'answer-1', [{ text: 'hi' }]),
        artifactUpdate('file', 'file-1', 'not a list' as never),
        ended(),
      ]),
    );
    expect(view.source).toBe('stream');
    expect(view.items).toHaveLength(5);
    expect(view.events.map((e) => e.type)).toEqual(['turn.started', 'turn.finished']);
    expect(view.artifacts.map((a) => [a.item.index, a.name, a.artifactId, a.parts])).toEqual([
      [2, 'answer', 'answer-1', [{ text: 'hi' }]],
      [3, 'file', 'file-1', []],
    ]);
    expect(view.answers.map((a) => a.item.index)).toEqual([2]);
    expect(view.files.map((a) => a.item.index)).toEqual([3]);
  });

  it('reads an artifact update without an artifact object as an artifact with no name or parts', () => {
    const view = viewOf(
      streamOf([{ jsonrpc: '2.0', id: 7, result: { artifactUpdate: { artifact: 'x', append: true } } }]),
    );
    expect(view.artifacts).toHaveLength(1);
    expect(view.artifacts[0]).toMatchObject({ name: undefined, artifactId: undefined, parts: [], append: true });
  });

  it('a recording without a stream has no items', () => {
    const turn = validTurn();
    delete turn.send.sse;
    const view = viewOf(turn);
    expect(view.items).toEqual([]);
    expect(view.artifacts).toEqual([]);
    expect(view.over).toBe(false);
  });

  it('is over once a terminal status or turn.finished came, not before', () => {
    const working = streamOf([taskSnapshot(), statusUpdate('turn.started', {})]);
    expect(viewOf(working).over).toBe(false);
    const terminalOnly = streamOf([taskSnapshot(), statusUpdate('x', {}, 'TASK_STATE_FAILED')]);
    expect(viewOf(terminalOnly)).toMatchObject({ over: true, terminal: 1, finalState: 'TASK_STATE_FAILED' });
    expect(viewOf(terminalOnly).turnFinished).toBeUndefined();
    const finishedOnly = streamOf([taskSnapshot(), ended('ok', 'TASK_STATE_WORKING')]);
    expect(viewOf(finishedOnly)).toMatchObject({ over: true, terminal: undefined, finalState: undefined });
    expect(viewOf(finishedOnly).turnFinished?.item.index).toBe(1);
  });

  it('finds a terminal state at the first item', () => {
    const view = viewOf(streamOf([taskSnapshot('TASK_STATE_REJECTED'), ended()]));
    expect(view).toMatchObject({ terminal: 0, finalState: 'TASK_STATE_REJECTED' });
  });

  it('takes the ids from the task snapshot, before any update', () => {
    const update = statusUpdate('turn.started', {}) as Json;
    update.result.statusUpdate.taskId = 'other-task';
    update.result.statusUpdate.contextId = 'other-context';
    const view = viewOf(streamOf([taskSnapshot(), update]));
    expect([view.taskId, view.contextId]).toEqual(['task-1', 'conv-1']);
  });

  it('without a task snapshot first, takes the ids from the first status or artifact update', () => {
    const message = { jsonrpc: '2.0', id: 7, result: { message: { taskId: 'm-task', contextId: 'm-context' } } };
    const update = statusUpdate('turn.started', {}) as Json;
    update.result.statusUpdate.taskId = 'u-task';
    update.result.statusUpdate.contextId = 'u-context';
    const late = taskSnapshot('TASK_STATE_WORKING', { id: 'late', contextId: 'late' });
    const view = viewOf(streamOf([message, update, late]));
    expect([view.taskId, view.contextId]).toEqual(['u-task', 'u-context']);

    const art = artifactUpdate('answer', 'answer-1', []) as Json;
    art.result.artifactUpdate.taskId = 'a-task';
    art.result.artifactUpdate.contextId = 'a-context';
    const fromArtifact = viewOf(streamOf([message, art]));
    expect([fromArtifact.taskId, fromArtifact.contextId]).toEqual(['a-task', 'a-context']);
  });

  it('a task snapshot whose ids are not strings leaves them to the first update', () => {
    const snapshot = taskSnapshot('TASK_STATE_SUBMITTED', { id: 1, contextId: null });
    const view = viewOf(streamOf([snapshot, statusUpdate('turn.started', {})]));
    expect([view.taskId, view.contextId]).toEqual(['task-1', 'conv-1']);
    const none = viewOf(streamOf([snapshot]));
    expect([none.taskId, none.contextId]).toEqual([undefined, undefined]);
  });

  it('reads transcript chunks, their messages in order, and the last summary a chunk carried', () => {
    const view = viewOf(
      streamOf([
        transcriptChunk({ version: 1, messages: [{ role: 'user', content: 'a' }] }),
        transcriptChunk(undefined),
        transcriptChunk({ version: 1, messages: 'not a list' }),
        transcriptChunk({ version: 1, messages: [{ role: 'assistant', content: 'b' }], turn: { status: 'first' } }),
        transcriptChunk({ version: 1, messages: [], turn: { status: 'last' } }),
        transcriptChunk({ version: 1, messages: [{ role: 'tool', content: 'c' }] }),
        artifactUpdate('answer', 'answer-1', [{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: { messages: [1] } }]),
      ]),
    );
    expect(view.transcriptChunks.map((c) => c.artifact.item.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view.transcriptChunks[1]!.data).toBeUndefined();
    expect(view.transcriptMessages.map((m) => [(m.message as Json).content, m.chunk.artifact.item.index])).toEqual([
      ['a', 0],
      ['b', 3],
      ['c', 5],
    ]);
    expect(view.summary).toEqual({ status: 'last' });
  });

  it('has no summary when no chunk carried one, even when a chunk has no transcript part', () => {
    const view = viewOf(streamOf([transcriptChunk({ version: 1, messages: [] }), transcriptChunk(undefined)]));
    expect(view.summary).toBeUndefined();
  });

  it('serves one view per recorded turn', () => {
    const turn = validTurn();
    expect(viewOf(turn)).toBe(viewOf(turn));
  });
});

describe('transcript parts and modes', () => {
  it('finds the transcript part among other parts, its data only when an object', () => {
    const data = { version: 1, messages: [] };
    expect(
      transcriptPartData([
        null,
        'x',
        { mediaType: 'text/plain', data: {} },
        { mediaType: TRANSCRIPT_MEDIA_TYPE, data },
      ]),
    ).toBe(data);
    expect(transcriptPartData([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: 'x' }])).toBeUndefined();
    expect(transcriptPartData([{ mediaType: TRANSCRIPT_MEDIA_TYPE }])).toBeUndefined();
    expect(transcriptPartData([{ data }])).toBeUndefined();
    expect(transcriptPartData([])).toBeUndefined();
  });

  it('the transcript is requested only when the accepted output modes name its media type', () => {
    expect(transcriptRequested(validTurn())).toBe(true);
    expect(transcriptRequested(validTurn({ transcript: false }))).toBe(false);
    expect(transcriptRequested(validTurn({ acceptedOutputModes: ['text/markdown'] }))).toBe(false);
  });
});

describe('exchanges', () => {
  it('requestId reads the id of a JSON-RPC request body only', () => {
    expect(requestId(answer({}))).toBe(1);
    expect(requestId(answer({}, { requestBody: 'raw' }))).toBeUndefined();
  });

  it('answered says the HTTP status, else why nothing came', () => {
    expect(answered(answer({}, { status: 404 }))).toBe('HTTP 404');
    const none = (end: RecordedExchange['end']) => answered(answer({}, { status: undefined, end }));
    expect(none({ at: 1, how: 'cap', cap: 'first-byte', detail: 'nothing within 10 s' })).toBe('nothing within 10 s');
    expect(none({ at: 1, how: 'cap', cap: 'first-byte' })).toBe('no response');
    expect(none({ at: 1, how: 'cap', cap: 'bytes', detail: 'over 16 MiB' } as never)).toBe('no response (over 16 MiB)');
    expect(none({ at: 1, how: 'cap', cap: 'bytes' } as never)).toBe('no response (cap)');
    expect(none({ at: 1, how: 'network-error', cap: 'first-byte', detail: 'ECONNRESET' } as never)).toBe(
      'no response (ECONNRESET)',
    );
    expect(none({ at: 1, how: 'network-error' })).toBe('no response (network-error)');
  });

  it('responseBody and taskOf read a JSON object, the task under result.task or the result itself', () => {
    expect(responseBody(undefined)).toBeUndefined();
    expect(responseBody(answer('text'))).toBeUndefined();
    expect(taskOf(answer({ result: { task: { id: 'a' } } }))).toEqual({ id: 'a' });
    expect(taskOf(answer({ result: { id: 'b', task: 'x' } }))).toEqual({ id: 'b', task: 'x' });
    expect(taskOf(answer({ result: 'done' }))).toBeUndefined();
  });

  it('a SendMessage answered with a Message (A2A §3.1.1) returned no task: messageOf reads the Message', () => {
    const message = { messageId: 'm', role: 'ROLE_AGENT', parts: [{ text: 'hi' }] };
    expect(taskOf(answer({ result: { message } }))).toBeUndefined();
    expect(messageOf(answer({ result: { message } }))).toEqual(message);
    expect(messageOf(answer({ result: { task: { id: 'a' }, message } }))).toBeUndefined();
    expect(taskOf(answer({ result: { task: { id: 'a' }, message } }))).toEqual({ id: 'a' });
  });

  it('finishedTaskOf: the id and terminal state GetTask reported after the turn', () => {
    const turn = validTurn();
    expect(finishedTaskOf(turn)).toEqual({ id: finishedTaskId(turn), state: 'TASK_STATE_COMPLETED' });
    turn.getTask = answer({ result: { id: 't', status: { state: 'TASK_STATE_WORKING' } } });
    expect(finishedTaskOf(turn)).toBeUndefined();
  });
});

describe('a message-only stream (A2A §3.1.2)', () => {
  const message = { messageId: 'm', role: 'ROLE_AGENT', parts: [{ text: 'hi' }] };
  const streamOf = (...results: unknown[]): RecordedTurn => {
    const turn = validTurn();
    turn.send.sse = results.map((result, index) => {
      const json = { jsonrpc: '2.0', id: 7, result };
      return { index, receivedAt: index, data: JSON.stringify(json), bytes: 1, json };
    });
    return turn;
  };

  it('is one whose first event is a Message: its end is that Message, it has no task', () => {
    const view = viewOf(streamOf({ message }));
    expect(view).toMatchObject({ messageOnly: true, end: 0, terminal: undefined, taskId: undefined });
    expect(answeredWithMessage(streamOf({ message }))).toBe(true);
  });

  it('a task stream is not, whatever it carries later: its end is the terminal status', () => {
    const task = { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } };
    const done = { taskId: 't', contextId: 'c', status: { state: 'TASK_STATE_COMPLETED' } };
    const view = viewOf(streamOf({ task }, { message }, { statusUpdate: done }));
    expect(view).toMatchObject({ messageOnly: false, end: 2, terminal: 2 });
    expect(answeredWithMessage(streamOf({ task }))).toBe(false);
  });

  it('a SendMessage turn answered with a Message is answered without a task too', () => {
    const turn = validTurn();
    turn.send.sse = undefined;
    turn.send.body = jsonBody({ jsonrpc: '2.0', id: 7, result: { message } });
    expect(answeredWithMessage(turn)).toBe(true);
    turn.send.body = jsonBody({ jsonrpc: '2.0', id: 7, error: { code: -32603, message: 'no' } });
    expect(answeredWithMessage(turn)).toBe(false);
  });
});

describe('stepsOf', () => {
  it('groups deltas by step and kind, keeps the first step.finished, ignores events without a numeric step', () => {
    const view = viewOf(
      streamOf([
        statusUpdate('text.delta', { step: 1, content: 'a' }),
        statusUpdate('reasoning.delta', { step: 1, content: 'r' }),
        statusUpdate('text.delta', { step: '2', content: 'b' }),
        statusUpdate('tool.started', { step: 3, call_id: 'c' }),
        statusUpdate('step.finished', { step: 1 }),
        statusUpdate('step.finished', { step: 1, again: true }),
        statusUpdate('text.delta', { step: 2, content: 'c' }),
      ]),
    );
    const steps = stepsOf(view);
    expect([...steps.keys()]).toEqual([1, 2]);
    expect(steps.get(1)!.text.map((e) => e.data.content)).toEqual(['a']);
    expect(steps.get(1)!.reasoning.map((e) => e.data.content)).toEqual(['r']);
    expect(steps.get(1)!.finished?.item.index).toBe(4);
    expect(steps.get(2)!.reasoning).toEqual([]);
    expect(steps.get(2)!.finished).toBeUndefined();
    expect(steps.get(2)!.text.map((e) => e.data.content)).toEqual(['c']);
  });
});

describe('taskTurnOf: a task returned whole, read as its stream', () => {
  const withTask = (task: unknown, over: Partial<RecordedExchange> = {}): RecordedExchange =>
    answer({ jsonrpc: '2.0', id: 1, result: { task } }, { sentAt: 3, firstByteAt: 40, ...over });
  const task = (over: Json = {}) => ({
    id: 'task-1',
    contextId: 'conv-1',
    status: { state: 'TASK_STATE_COMPLETED', message: { role: 'ROLE_AGENT', parts: [] } },
    artifacts: [
      'not an artifact',
      {
        artifactId: 't',
        name: 'transcript',
        parts: [
          { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [{ role: 'user', content: 'a' }] } },
          { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [], turn: { status: 'ok' } } },
        ],
      },
      { artifactId: 'e', name: 'transcript', parts: [] },
      { artifactId: 'a', name: 'answer', parts: [{ text: 'x' }, { text: 'y' }] },
    ],
    ...over,
  });

  it('is undefined without an exchange or without a task', () => {
    const turn = validTurn();
    expect(taskTurnOf(turn, undefined)).toBeUndefined();
    expect(taskTurnOf(turn, answer({ jsonrpc: '2.0', id: 1, error: { code: -32001 } }))).toBeUndefined();
  });

  it('reads the task, each artifact (a transcript one part per chunk), then the status', () => {
    const turn = validTurn();
    const exchange = withTask(task());
    const synthetic = taskTurnOf(turn, exchange)!;
    expect(synthetic.caseId).toBe(turn.caseId);
    expect(synthetic.send.url).toBe(exchange.url);
    expect(synthetic.send.sse).toHaveLength(6);
    const view = viewOf(synthetic);
    expect(view.source).toBe('task');
    expect(view.over).toBe(true);
    expect(view.items.map((i) => [i.index, i.member, i.where, i.synthetic, i.receivedAt, i.state])).toEqual([
      [0, 'task', 'the task', false, 40, 'TASK_STATE_COMPLETED'],
      [1, 'artifactUpdate', 'artifacts[1].parts[0]', true, 40, undefined],
      [2, 'artifactUpdate', 'artifacts[1].parts[1]', true, 40, undefined],
      [3, 'artifactUpdate', 'artifacts[2]', true, 40, undefined],
      [4, 'artifactUpdate', 'artifacts[3]', true, 40, undefined],
      [5, 'statusUpdate', 'status', true, 40, 'TASK_STATE_COMPLETED'],
    ]);
    expect(view.items.map((i) => i.sse)).toEqual(synthetic.send.sse);
    expect(view.items[0]!.sse).toEqual({ index: 0, receivedAt: 40, data: '', bytes: 0 });
    expect(view.artifacts.map((a) => [a.append, a.lastChunk, a.parts.length])).toEqual([
      [false, false, 1],
      [true, true, 1],
      [undefined, true, 0],
      [undefined, true, 2],
    ]);
    for (const item of view.items.slice(1))
      expect([item.body!.taskId, item.body!.contextId]).toEqual(['task-1', 'conv-1']);
    expect(view.transcriptMessages.map((m) => (m.message as Json).content)).toEqual(['a']);
    expect(view.summary).toEqual({ status: 'ok' });
    expect(view).toMatchObject({ terminal: 0, finalState: 'TASK_STATE_COMPLETED', taskId: 'task-1' });
  });

  it('places the items at the send time without a first byte, and a task without status or artifacts alone', () => {
    const synthetic = taskTurnOf(
      validTurn(),
      withTask({ id: 'x', status: 'done', artifacts: 'none' }, { firstByteAt: undefined }),
    )!;
    const view = viewOf(synthetic);
    expect(view.items.map((i) => [i.member, i.receivedAt])).toEqual([['task', 3]]);
    expect(view.over).toBe(true);
  });

  it('a transcript artifact whose parts are not a list is one artifact with no parts', () => {
    const synthetic = taskTurnOf(validTurn(), withTask(task({ artifacts: [{ name: 'transcript', parts: 'x' }] })))!;
    expect(viewOf(synthetic).items.map((i) => i.where)).toEqual(['the task', 'artifacts[0]', 'status']);
  });
});

describe('finishedTaskId', () => {
  const withGetTask = (result: unknown) => {
    const turn = validTurn();
    turn.getTask = { ...turn.getTask!, body: jsonBody({ jsonrpc: '2.0', id: 8, result }) };
    return turn;
  };
  it('is the id GetTask reported, only for a finished task with a string id', () => {
    expect(finishedTaskId(validTurn())).toBe('task-1');
    expect(finishedTaskId(withGetTask({ id: 'x', status: { state: 'TASK_STATE_WORKING' } }))).toBeUndefined();
    expect(finishedTaskId(withGetTask({ id: 7, status: { state: 'TASK_STATE_COMPLETED' } }))).toBeUndefined();
    expect(finishedTaskId(withGetTask({ status: { state: 'TASK_STATE_COMPLETED' } }))).toBeUndefined();
    const none = validTurn();
    delete none.getTask;
    expect(finishedTaskId(none)).toBeUndefined();
  });
});

describe('checkFileOf', () => {
  it('names the file of a rule’s check, and refuses a rule no module judges', () => {
    expect(checkFileOf('a2a.task-shape')).toBe('src/checks/a2a-spec.ts');
    expect(() => checkFileOf('no.such-rule' as RuleId)).toThrow(
      'no module of src/checks exports the check of no.such-rule',
    );
  });
});
