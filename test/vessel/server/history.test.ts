// The vessel's task history (A2A §3.2.4 historyLength) and several streams on one task (§3.5.2):
// a task keeps the user's message and its final status message; historyLength n returns the n
// most recent, 0 none (the field left out), on SendMessage, GetTask and ListTasks; a stream's task
// snapshot carries no history; one subscriber hanging up leaves the others streaming.
import { afterEach, describe, expect, it } from 'vitest';
import { createVesselServer, type VesselServer } from '../../../src/vessel/server/http-server.ts';
import { validateTranscript } from '../../../src/transcript/index.ts';
import { fakeRunTurn, rpc, stream, subscribed, testAgent, userMessage } from './helpers.ts';

const servers: VesselServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(runTurn = fakeRunTurn()) {
  const vessel = createVesselServer({
    agents: [testAgent('default')],
    runTurn,
    validate: validateTranscript,
    log: () => {},
  });
  servers.push(vessel);
  const urls = await vessel.listen(0, '127.0.0.1');
  return { url: urls.default!, runTurn };
}

type Json = Record<string, any>;
const kinds = (history: Json[] | undefined) =>
  history?.map((m) => (m.role === 'ROLE_USER' ? `user:${m.parts[0].text}` : `agent:${m.parts[0].data.type}`));

describe('task history and historyLength', () => {
  it('a finished task holds the user message (naming its task) and the final status message', async () => {
    const { url } = await start();
    const task = (await rpc(url, 'SendMessage', userMessage([{ text: 'hello' }], { contextId: 'c-1' }))).json.result
      .task;
    expect(kinds(task.history)).toEqual(['user:hello', 'agent:turn.finished']);
    expect(task.history[0]).toMatchObject({ taskId: task.id, contextId: 'c-1', role: 'ROLE_USER' });
    expect(task.history[1]).toEqual(task.status.message);
    expect((await rpc(url, 'GetTask', { id: task.id })).json.result.history).toEqual(task.history);
  });

  it('historyLength n keeps the n most recent messages, 0 leaves the field out', async () => {
    const { url } = await start();
    const send = (historyLength: number) =>
      rpc(url, 'SendMessage', { ...userMessage([{ text: `h${historyLength}` }]), configuration: { historyLength } });
    const one = (await send(1)).json.result.task;
    expect(kinds(one.history)).toEqual(['agent:turn.finished']);
    const none = (await send(0)).json.result.task;
    expect(none).not.toHaveProperty('history');
    expect(kinds((await send(5)).json.result.task.history)).toEqual(['user:h5', 'agent:turn.finished']);

    expect(kinds((await rpc(url, 'GetTask', { id: none.id, historyLength: 1 })).json.result.history)).toEqual([
      'agent:turn.finished',
    ]);
    expect((await rpc(url, 'GetTask', { id: one.id, historyLength: 0 })).json.result).not.toHaveProperty('history');
    const listed = (await rpc(url, 'ListTasks', { historyLength: 1 })).json.result.tasks as Json[];
    expect(listed.map((t) => kinds(t.history))).toEqual([1, 2, 3].map(() => ['agent:turn.finished']));
    const bare = (await rpc(url, 'ListTasks', { historyLength: 0 })).json.result.tasks as Json[];
    expect(bare.every((t) => !('history' in t))).toBe(true);
  });

  it('a negative or non-integer historyLength is -32602 on every method that takes it', async () => {
    const { url } = await start();
    const task = (await rpc(url, 'SendMessage', userMessage([{ text: 'x' }]))).json.result.task;
    expect((await rpc(url, 'GetTask', { id: task.id, historyLength: -1 })).json.error.code).toBe(-32602);
    expect((await rpc(url, 'ListTasks', { historyLength: 1.5 })).json.error.code).toBe(-32602);
    const sent = await rpc(url, 'SendMessage', {
      ...userMessage([{ text: 'y' }]),
      configuration: { historyLength: -2 },
    });
    expect(sent.json.error.code).toBe(-32602);
    expect(sent.json.error.message).toContain('configuration.historyLength');
  });

  it("a stream's task snapshot carries no history (the client sent the message)", async () => {
    const { url } = await start();
    const res = await stream(url, 'SendStreamingMessage', userMessage([{ text: 'hi' }]));
    expect(res.events[0]!.json.result!.task).not.toHaveProperty('history');
  });
});

describe('several streams on one task', () => {
  it('one subscriber hanging up leaves the turn and the other subscribers streaming to the end', async () => {
    const runTurn = fakeRunTurn({ gated: true });
    const { url } = await start(runTurn);
    const original = stream(url, 'SendStreamingMessage', userMessage([{ text: 'hi' }]));
    await runTurn.started();
    const taskId = runTurn.inputs[0]!.taskId;
    const hangUp = new AbortController();
    const leaving = stream(url, 'SubscribeToTask', { id: taskId }, { signal: hangUp.signal }).catch(
      (error: unknown) => error,
    );
    const staying = (await subscribed(url, taskId)).done;
    hangUp.abort();
    await leaving;
    runTurn.release();
    const [turn, other] = await Promise.all([original, staying]);
    const last = (r: Awaited<typeof turn>) => r.events.at(-1)!.json.result!.statusUpdate!.status.state;
    expect(last(turn)).toBe('TASK_STATE_COMPLETED');
    expect(last(other)).toBe('TASK_STATE_COMPLETED');
  });
});
