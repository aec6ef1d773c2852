// The views checks clause by clause (src/checks/views.ts; src/rules/views.ts): each view of a
// task (GetTask's, CancelTask's, ListTasks', a SubscribeToTask stream) passing as a sound server
// shows it, failing on each clause when one value is bent, and each reason it is not judged.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import { readItem } from '../../src/a2a/stream-events.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import {
  authoritiesOf,
  authorityOfTask,
  checkCancelTaskViews,
  checkGetTaskViews,
  checkListTasksViews,
  checkSubscribeViews,
  contentOf,
  mergedArtifacts,
} from '../../src/checks/views.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { artifactUpdateOf, insertSse, jsonBody, validTurn } from './builders.ts';
import { subscriptionTo } from './subscription-builders.ts';
import { cancelledTurn } from './turn-cases.ts';
import { clausesOf, only } from './verdict-readers.ts';

type Json = Record<string, any>;
const resultOf = (e: RecordedExchange | undefined): Json => (e!.body!.json as Json).result as Json;
const artifactNamed = (task: Json, name: string): Json => task.artifacts.find((a: Json) => a.name === name);
const answerPart = (task: Json): Json => artifactNamed(task, 'answer').parts[0];

/** A turn whose GetTask answer is changed by `change` (the stream as it was). */
const withGetTask = (change: (task: Json) => void, turn = validTurn()): RecordedTurn => {
  change(resultOf(turn.getTask));
  return turn;
};

/** The same exchange as `e`, another method, answered with `result`. */
const answered = (e: RecordedExchange, method: string, params: Json, result: unknown): RecordedExchange => ({
  ...e,
  requestBody: { jsonrpc: '2.0', id: 9, method, params },
  body: jsonBody({ jsonrpc: '2.0', id: 9, result }),
});

/** The turn answered once by SendMessage with the task its GetTask shows (no stream). */
const sentOnce = (): RecordedTurn => {
  const turn = validTurn();
  const task = structuredClone(resultOf(turn.getTask));
  turn.send = answered(turn.getTask!, 'SendMessage', {}, { task });
  return turn;
};

/** The cancelled turn with CancelTask answered with its final task, changed by `change`. */
const cancelled = (change: (task: Json) => void = () => undefined, turn = cancelledTurn()): RecordedTurn => {
  const task = structuredClone(resultOf(turn.getTask));
  change(task);
  turn.cancel = answered(turn.getTask!, 'CancelTask', { id: task.id }, task);
  return turn;
};

/** ListTasks after the turn listing its task (from GetTask's answer), changed by `change`. */
const listing = (
  turn: RecordedTurn,
  change: (task: Json) => void = () => undefined,
  params: Json = { includeArtifacts: true },
): RecordedExchange => {
  const task = structuredClone(resultOf(turn.getTask));
  if (params.includeArtifacts !== true) delete task.artifacts;
  change(task);
  return answered(turn.getTask!, 'ListTasks', params, { tasks: [task], nextPageToken: '', pageSize: 50, totalSize: 1 });
};

/** A subscription from the turn's first vessel event on: its snapshot holds no artifact, and none came before. */
const fromStart = (turn: RecordedTurn): RecordedExchange => {
  const sub = subscriptionTo(turn.send, { from: 'turn.started' });
  // Its own copies of the events, so a test bends the subscription alone.
  return { ...sub, sse: sub.sse!.map((e) => ({ ...e, json: structuredClone(e.json) })) };
};

/** A subscription that joined at the second step: its snapshot holds the artifacts the turn had delivered by then. */
function joinedLater(turn: RecordedTurn, snapshot = true): RecordedExchange {
  const sub = subscriptionTo(turn.send, { from: 'text.delta' });
  const joinedAt = turn.send.sse!.findIndex((e) => e.receivedAt >= sub.sse![1]!.receivedAt);
  const before = mergedArtifacts(turn.send.sse!.slice(0, joinedAt).map(readItem)).artifacts;
  const task = (sub.sse![0]!.json as Json).result.task;
  if (snapshot) task.artifacts = [...before].map(([artifactId, a]) => ({ artifactId, name: a.name, parts: a.parts }));
  return sub;
}

/** A table's row of a not-tested reason: the turn from `base`, changed, is not judged, saying `message`. */
const notTestedOn =
  (check: (turn: RecordedTurn) => Verdict[], base: (what: string) => RecordedTurn) =>
  (what: string, change: (t: RecordedTurn) => unknown, message: string) => {
    const turn = base(what);
    change(turn);
    expect(only(check(turn))).toMatchObject({ status: 'not-tested', message });
  };
const otherContext = (t: Json) => (t.contextId = 'conv-2');

const failing = (verdicts: Verdict[]) => {
  const v = only(verdicts);
  expect(v.status).toBe('fail');
  return v;
};

describe('the content two views are compared on', () => {
  it('joins text parts, so a task may hold appended text as one part or several', () => {
    expect(contentOf([{ text: 'Hel' }, { text: 'lo' }])).toEqual(contentOf([{ text: 'Hello' }]));
    expect(contentOf([{ text: 'Hello' }])).not.toEqual(contentOf([{ text: 'Hello!' }]));
  });

  it("reads a transcript part's messages joined and its turn last: chunks or assembled agree", () => {
    const chunk = (messages: unknown[], turn?: unknown) => ({
      mediaType: TRANSCRIPT_MEDIA_TYPE,
      data: { version: 1, messages, ...(turn ? { turn } : {}) },
    });
    const chunks = [chunk([{ role: 'user' }]), chunk([{ role: 'assistant' }]), chunk([], { steps: 1 })];
    expect(contentOf(chunks)).toEqual(contentOf([chunk([{ role: 'user' }, { role: 'assistant' }], { steps: 1 })]));
    expect(contentOf(chunks)).not.toEqual(contentOf([chunk([{ role: 'user' }], { steps: 1 })]));
  });

  it('keeps data and file parts in order', () => {
    expect(contentOf([{ data: 1 }, { data: 2 }])).not.toEqual(contentOf([{ data: 2 }, { data: 1 }]));
    const file = { raw: 'AA==', mediaType: 'image/png', filename: 'a.png' };
    expect(contentOf([file])).not.toEqual(contentOf([{ ...file, filename: 'b.png' }]));
  });

  it('merges a stream per artifactId: append adds parts, an update without it replaces the artifact', () => {
    const update = (artifactId: string, text: string, append: boolean) =>
      readItem({
        index: 0,
        receivedAt: 0,
        data: '',
        bytes: 0,
        json: { result: { artifactUpdate: { artifact: { artifactId, name: 'n', parts: [{ text }] }, append } } },
      });
    const { artifacts, versions } = mergedArtifacts([
      update('a', 'one', false),
      update('a', 'two', true),
      update('b', 'old', false),
      update('b', 'new', false),
    ]);
    expect(artifacts.get('a')!.parts).toEqual([{ text: 'one' }, { text: 'two' }]);
    expect(artifacts.get('b')!.parts).toEqual([{ text: 'new' }]);
    expect(versions.get('b')!.map((v) => v.parts)).toEqual([[{ text: 'old' }], [{ text: 'new' }]]);
  });
});

describe('views.get-task', () => {
  it("passes GetTask's task as the stream delivered it, saying what was compared", () => {
    const v = only(checkGetTaskViews(validTurn()));
    expect(v).toMatchObject({
      status: 'pass',
      message:
        "GetTask's task agrees with the stream: contextId, 2 artifact(s) and their content, the final status message",
    });
  });

  it('passes a task holding the answer in two text parts, and one that leaves out history or its status message', () => {
    const split = withGetTask((t) => {
      const text: string = answerPart(t).text;
      artifactNamed(t, 'answer').parts = [
        { ...answerPart(t), text: text.slice(0, 3) },
        { ...answerPart(t), text: text.slice(3) },
      ];
    });
    expect(only(checkGetTaskViews(split)).status).toBe('pass');
    const bare = withGetTask((t) => {
      delete t.history;
      delete t.status.message;
    });
    expect(only(checkGetTaskViews(bare)).status).toBe('pass');
  });

  it("judges a turn answered once against SendMessage's task", () => {
    expect(only(checkGetTaskViews(sentOnce())).message).toMatch(/^GetTask's task agrees with SendMessage's task: /);
    const turn = sentOnce();
    answerPart(resultOf(turn.getTask)).text = 'other';
    expect(failing(checkGetTaskViews(turn)).message).toMatch(/holds text "other" where the turn's is /);
  });

  it.each([
    ['no GetTask', (t: RecordedTurn) => delete t.getTask, 'the case sent no GetTask'],
    [
      'a stream cut before its terminal status',
      (t: RecordedTurn) => (t.send.sse = t.send.sse!.slice(0, 5)),
      "the turn's stream reached no terminal state to compare with",
    ],
    [
      'a GetTask answered with an error',
      (t: RecordedTurn) =>
        (t.getTask!.body = jsonBody({ jsonrpc: '2.0', id: 8, error: { code: -32001, message: 'x' } })),
      'GetTask answered no task (a2a.get-task-final judges that)',
    ],
    [
      'a GetTask that shows the task still running',
      (t: RecordedTurn) => (resultOf(t.getTask).status.state = 'TASK_STATE_WORKING'),
      'GetTask reports the task "TASK_STATE_WORKING", not finished',
    ],
    [
      'a SendMessage still working',
      (t: RecordedTurn) => (resultOf(t.send).task.status.state = 'TASK_STATE_WORKING'),
      'SendMessage\'s task is still "TASK_STATE_WORKING"',
    ],
  ] satisfies [string, (t: RecordedTurn) => unknown, string][])(
    'is not-tested on %s',
    notTestedOn(checkGetTaskViews, (what) => (what === 'a SendMessage still working' ? sentOnce() : validTurn())),
  );

  it.each([
    ['context-id', 'another contextId', otherContext, /^GetTask's task has contextId "conv-2", the stream "conv-1"$/],
    [
      'artifacts',
      'an artifact left out',
      (t: Json) => (t.artifacts = t.artifacts.filter((a: Json) => a.name !== 'answer')),
      /^GetTask's task lacks artifact ".*" \("answer"\), which the stream delivered$/,
    ],
    [
      'artifacts',
      'an artifact the stream never delivered',
      (t: Json) => t.artifacts.push({ artifactId: 'extra', name: 'notes', parts: [{ text: 'x' }] }),
      /^GetTask's task carries artifact "extra" \("notes"\), which the stream never delivered$/,
    ],
    [
      'artifacts',
      'an artifact renamed',
      (t: Json) => (artifactNamed(t, 'answer').name = 'reply'),
      /^GetTask's task names artifact ".*" "reply", the stream "answer"$/,
    ],
    [
      'content',
      'the answer one character off',
      (t: Json) => (answerPart(t).text = `${answerPart(t).text as string}!`),
      /^GetTask's task's artifact ".*" \("answer"\) holds text ".*!" where the turn's is /,
    ],
    [
      'content',
      'a transcript message changed',
      (t: Json) => (artifactNamed(t, 'transcript').parts[0].data.messages[0].content = 'changed'),
      /^GetTask's task's artifact ".*" \("transcript"\) holds transcript message 0 .* differs from the turn's$/,
    ],
    [
      'content',
      'a transcript chunk left out',
      (t: Json) => artifactNamed(t, 'transcript').parts.splice(1, 1),
      /holds \d+ transcript messages where the turn delivered \d+$/,
    ],
    [
      'status-message',
      'another status message',
      (t: Json) => (t.status.message.messageId = 'm-other'),
      /^GetTask's status message \{"messageId":"m-other".* is not the stream's final one /,
    ],
  ] satisfies [string, string, (t: Json) => unknown, RegExp][])('fails #%s on %s', (clause, _what, change, message) => {
    const v = failing(checkGetTaskViews(withGetTask(change)));
    expect(clausesOf(v)).toEqual([clause]);
    expect(v.message).toMatch(message);
  });
});

describe('views.cancel-task', () => {
  it("passes CancelTask's task as the stream delivered it, and one that holds the content so far", () => {
    expect(only(checkCancelTaskViews(cancelled()))).toMatchObject({
      status: 'pass',
      message: "CancelTask's task agrees with the stream: contextId and artifacts so far",
    });
    const early = cancelled((t) => {
      answerPart(t).text = (answerPart(t).text as string).slice(0, 5);
      const transcript = artifactNamed(t, 'transcript');
      transcript.parts = transcript.parts.slice(0, 1);
      t.artifacts = t.artifacts.filter((a: Json) => a.name !== 'file');
    });
    expect(only(checkCancelTaskViews(early)).status).toBe('pass');
    expect(only(checkCancelTaskViews(cancelled((t) => (t.artifacts = [])))).status).toBe('pass');
  });

  it('passes an artifact as an earlier update delivered it, before another replaced it', () => {
    const turn = cancelledTurn();
    const answer = artifactUpdateOf(turn, 'answer');
    const draft = structuredClone(answer);
    draft.artifact.parts = [{ text: 'draft', mediaType: 'text/markdown' }];
    insertSse(turn, 1, { jsonrpc: '2.0', id: 7, result: { artifactUpdate: draft } });
    const v = only(checkCancelTaskViews(cancelled((t) => (answerPart(t).text = 'dra'), turn)));
    expect(v.status).toBe('pass');
  });

  it.each([
    ['no CancelTask', (t: RecordedTurn) => delete t.cancel, 'the case sent no CancelTask'],
    [
      'a CancelTask refused',
      (t: RecordedTurn) =>
        (t.cancel!.body = jsonBody({ jsonrpc: '2.0', id: 9, error: { code: -32002, message: 'x' } })),
      'CancelTask answered no task (the cancel may have lost the race to the end)',
    ],
    [
      'a stream cut before its terminal status',
      (t: RecordedTurn) => (t.send.sse = t.send.sse!.slice(0, 3)),
      "the turn's stream reached no terminal state to compare with",
    ],
  ] satisfies [string, (t: RecordedTurn) => unknown, string][])(
    'is not-tested on %s',
    notTestedOn(checkCancelTaskViews, () => cancelled()),
  );

  it.each([
    [
      'context-id',
      'another contextId',
      otherContext,
      /^CancelTask's task has contextId "conv-2", the stream "conv-1"$/,
    ],
    [
      'content',
      'an answer with a character more',
      (t: Json) => (answerPart(t).text = `${answerPart(t).text as string}!`),
      /^CancelTask's task's artifact ".*" \("answer"\) holds text ".*!" where the turn's is .*, content the stream never delivered$/,
    ],
    [
      'content',
      'an artifact the stream never delivered',
      (t: Json) => t.artifacts.push({ artifactId: 'extra', name: 'notes', parts: [] }),
      /^CancelTask's task carries artifact "extra" \("notes"\), which the stream never delivered$/,
    ],
    [
      'content',
      'an artifact under another name',
      (t: Json) => (artifactNamed(t, 'answer').name = 'reply'),
      /which the stream never delivered under that name \(it is "answer"\)$/,
    ],
  ] satisfies [string, string, (t: Json) => unknown, RegExp][])('fails #%s on %s', (clause, _what, change, message) => {
    const v = failing(checkCancelTaskViews(cancelled(change)));
    expect(clausesOf(v)).toEqual([clause]);
    expect(v.message).toMatch(message);
  });
});

describe('views.list-tasks', () => {
  it('passes the listed task as its stream delivered it, artifacts included when asked for', () => {
    const turn = validTurn();
    expect(only(checkListTasksViews(listing(turn), authoritiesOf(turn)))).toMatchObject({
      status: 'pass',
      message: "1 listed task(s) agree with the tasks' own views, artifacts included",
    });
  });

  it('without includeArtifacts passes, and says #artifacts was not exercised', () => {
    const turn = validTurn();
    const verdicts = checkListTasksViews(
      listing(turn, () => undefined, {}),
      authoritiesOf(turn),
    );
    expect(verdicts.map((v) => [v.status, v.message])).toEqual([
      ['pass', "1 listed task(s) agree with the tasks' own views"],
      ['not-tested', '#artifacts not exercised: the listing did not ask for artifacts'],
    ]);
  });

  it('judges listed tasks against the tasks the agent returned, each by its id', () => {
    const turn = validTurn();
    const task = resultOf(turn.getTask);
    const other = { ...structuredClone(task), id: 'task-2', contextId: 'conv-2' };
    const list = answered(turn.getTask!, 'ListTasks', { includeArtifacts: true }, { tasks: [other, task] });
    const authorities = [authorityOfTask(task, 'its task'), authorityOfTask(other, 'its task')];
    expect(only(checkListTasksViews(list, authorities)).message).toBe(
      "2 listed task(s) agree with the tasks' own views, artifacts included",
    );
    resultOf(list).tasks[0].status.state = 'TASK_STATE_FAILED';
    expect(failing(checkListTasksViews(list, authorities)).message).toBe(
      'ListTasks\' task "task-2" is listed "TASK_STATE_FAILED", its task ended TASK_STATE_COMPLETED',
    );
  });

  it.each([
    [
      'a ListTasks not served',
      (l: RecordedExchange) => (l.body = jsonBody({ jsonrpc: '2.0', id: 9, error: { code: -32601, message: 'no' } })),
      'ListTasks is not served (-32601): it is optional',
    ],
    [
      'an answer that is not a list',
      (l: RecordedExchange) => (l.body = jsonBody({ jsonrpc: '2.0', id: 9, result: {} })),
      'ListTasks answered {"jsonrpc":"2.0","id":9,"result":{}}, not a list',
    ],
    [
      'no answer at all',
      (l: RecordedExchange) => {
        delete l.status;
        delete l.body;
        l.end = { at: 1, how: 'network-error', detail: 'ECONNRESET' };
      },
      'ListTasks answered no response (ECONNRESET), not a list',
    ],
    [
      'a listing without the task',
      (l: RecordedExchange) => (resultOf(l).tasks = []),
      'ListTasks listed none of the 1 finished task(s) to compare',
    ],
  ] satisfies [string, (l: RecordedExchange) => unknown, string][])('is not-tested on %s', (_what, change, message) => {
    const turn = validTurn();
    const list = listing(turn);
    change(list);
    expect(only(checkListTasksViews(list, authoritiesOf(turn)))).toMatchObject({ status: 'not-tested', message });
  });

  it('compares nothing with a turn that did not end, or a task that is not finished', () => {
    const cut = validTurn();
    cut.send.sse = cut.send.sse!.slice(0, 5);
    expect(authoritiesOf(cut)).toEqual([]);
    const turn = validTurn();
    const working = { ...resultOf(turn.getTask), status: { state: 'TASK_STATE_WORKING' } };
    expect(only(checkListTasksViews(listing(turn), [authorityOfTask(working, 'its task')])).status).toBe('not-tested');
  });

  it.each([
    [
      'context-id',
      'another contextId',
      otherContext,
      /^ListTasks' task "task-1" has contextId "conv-2", the stream "conv-1"$/,
    ],
    [
      'context-id',
      'no contextId',
      (t: Json) => delete t.contextId,
      /^ListTasks' task "task-1" has contextId \(absent\), the stream "conv-1"$/,
    ],
    [
      'state',
      'another state',
      (t: Json) => (t.status.state = 'TASK_STATE_WORKING'),
      /^ListTasks' task "task-1" is listed "TASK_STATE_WORKING", the stream ended TASK_STATE_COMPLETED$/,
    ],
    [
      'status-message',
      'another status message',
      (t: Json) => (t.status.message = { ...t.status.message, messageId: 'message-other' }),
      /^ListTasks' task "task-1"'s status message .*"message-other".* is not the stream's final one /,
    ],
    [
      'artifacts',
      'an answer one character off',
      (t: Json) => (answerPart(t).text = 'x'),
      /^ListTasks' task "task-1"'s artifact ".*" \("answer"\) holds text "x" where the turn's is /,
    ],
    [
      'artifacts',
      'an artifact left out',
      (t: Json) => (t.artifacts = []),
      /^ListTasks' task "task-1" lacks artifact .*, which the stream delivered \(and 1 more\)$/,
    ],
  ] satisfies [string, string, (t: Json) => unknown, RegExp][])('fails #%s on %s', (clause, _what, change, message) => {
    const turn = validTurn();
    const v = failing(checkListTasksViews(listing(turn, change), authoritiesOf(turn)));
    expect(clausesOf(v)).toEqual([clause]);
    expect(v.message).toMatch(message);
  });

  it('with includeArtifacts, says #artifacts was not exercised when no task has an artifact', () => {
    const turn = validTurn();
    const bare = authorityOfTask({ ...resultOf(turn.getTask), artifacts: [] }, 'its task');
    const list = listing(turn, (t) => (t.artifacts = []));
    expect(checkListTasksViews(list, [bare]).map((v) => [v.status, v.message])).toEqual([
      ['pass', "1 listed task(s) agree with the tasks' own views"],
      ['not-tested', '#artifacts not exercised: no listed task had an artifact, in the listing or in its own view'],
    ]);
  });

  it('judges no artifacts a listing did not ask for, even when it carries some', () => {
    const turn = validTurn();
    const list = listing(turn, (t) => (t.artifacts = [{ artifactId: 'x', name: 'x', parts: [] }]), {
      includeArtifacts: false,
    });
    expect(checkListTasksViews(list, authoritiesOf(turn))[0]!.status).toBe('pass');
  });
});

describe('views.subscribe', () => {
  it('passes a subscription from the start, and one that joined later with the artifacts so far in its snapshot', () => {
    const turn = validTurn();
    expect(only(checkSubscribeViews(turn, fromStart(turn)))).toMatchObject({
      status: 'pass',
      message: 'the subscription agrees with the stream: contextId, 2 artifact(s) and their content',
    });
    expect(only(checkSubscribeViews(turn, joinedLater(turn))).status).toBe('pass');
  });

  it.each([
    ['no subscription', () => undefined, 'no SubscribeToTask stream to compare (a2a.subscribe-to-task says why)'],
    [
      'a subscription refused',
      (t: RecordedTurn) => ({ ...fromStart(t), sse: undefined }),
      'no SubscribeToTask stream to compare (a2a.subscribe-to-task says why)',
    ],
    [
      'a subscription cut before the terminal status',
      (t: RecordedTurn) => {
        const sub = fromStart(t);
        return { ...sub, sse: sub.sse!.slice(0, 4) };
      },
      'the subscription reached no terminal state: what it delivered is not whole',
    ],
  ] satisfies [string, (t: RecordedTurn) => RecordedExchange | undefined, string][])(
    'is not-tested on %s',
    (_what, make, message) => {
      const turn = validTurn();
      expect(only(checkSubscribeViews(turn, make(turn)))).toMatchObject({ status: 'not-tested', message });
    },
  );

  it('is not-tested when the turn itself did not end', () => {
    const turn = validTurn();
    const sub = fromStart(turn);
    turn.send.sse = turn.send.sse!.slice(0, 5);
    expect(only(checkSubscribeViews(turn, sub))).toMatchObject({
      status: 'not-tested',
      message: "the turn's stream reached no terminal state to compare with",
    });
  });

  it.each([
    [
      'context-id',
      'another contextId in every event',
      (s: RecordedExchange) => {
        for (const e of s.sse!) {
          const result = (e.json as Json).result;
          for (const member of Object.values(result) as Json[]) member.contextId = 'conv-2';
        }
      },
      /^the subscription's event #0 has contextId "conv-2", the stream "conv-1"$/,
    ],
    [
      'artifacts',
      'the answer update left out',
      (s: RecordedExchange) =>
        (s.sse = s.sse!.filter((e) => (e.json as Json).result.artifactUpdate?.artifact.name !== 'answer')),
      /^the subscription lacks artifact ".*" \("answer"\), which the stream delivered$/,
    ],
    [
      'artifacts',
      'a transcript chunk changed',
      (s: RecordedExchange) => {
        const chunk = s.sse!.find((e) => (e.json as Json).result.artifactUpdate?.artifact.name === 'transcript')!;
        (chunk.json as Json).result.artifactUpdate.artifact.parts[0].data.messages = [];
      },
      /^the subscription's artifact ".*" \("transcript"\) holds \d+ transcript messages where the turn delivered \d+$/,
    ],
  ] satisfies [string, string, (s: RecordedExchange) => unknown, RegExp][])(
    'fails #%s on %s',
    (clause, _what, change, message) => {
      const turn = validTurn();
      const sub = fromStart(turn);
      change(sub);
      const v = failing(checkSubscribeViews(turn, sub));
      expect(clausesOf(v)).toEqual([clause]);
      expect(v.message).toMatch(message);
    },
  );

  it('fails #artifacts on a snapshot that lost what the turn had delivered before the subscription joined', () => {
    const turn = validTurn();
    const v = failing(checkSubscribeViews(turn, joinedLater(turn, false)));
    expect(clausesOf(v)).toEqual(['artifacts']);
    expect(v.message).toMatch(
      /^the subscription's artifact ".*" \("transcript"\) holds \d+ transcript messages where the turn delivered \d+$/,
    );
  });
});
