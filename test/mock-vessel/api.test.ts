// The mock vessel's API as an application's test uses it: starting and stopping, queues per agent
// bound when a turn starts, the directive form for parallel tests, pending(), reset(), and the
// requests the application sent with the validator's verdict on their history.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  startMockVessel,
  turn,
  userMessage,
  TRANSCRIPT_MEDIA_TYPE,
  TurnScriptError,
} from '../../src/mock-vessel/index.ts';
import { startedPerTest } from './support/start.ts';

const start = startedPerTest();

/** One streamed turn by plain fetch: the vessel events and the final answer text. */
async function send(url: string, params: unknown, method = 'SendStreamingMessage') {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await res.text();
  if (method !== 'SendStreamingMessage')
    return { json: JSON.parse(text) as Record<string, any>, events: [], answer: '' };
  const results = text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => (JSON.parse(l.slice(6)) as { result: Record<string, any> }).result);
  const events = results.filter((r) => r.statusUpdate).map((r) => r.statusUpdate.status.message.parts[0].data);
  const answer = results.find((r) => r.artifactUpdate?.artifact.name === 'answer')?.artifactUpdate.artifact.parts[0]
    .text;
  return { json: {}, events, answer: answer as string };
}

describe('starting and stopping', () => {
  it('serves on a free loopback port: url, agentCardUrl, every agent and its card by name', async () => {
    const vessel = await start({ agents: { default: {}, helper: { maxSteps: 2 } } });
    expect(vessel.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(vessel.agentCardUrl).toBe(`${vessel.url}.well-known/agent-card.json`);
    expect(vessel.agents).toEqual({ default: vessel.url, helper: `${vessel.url}agents/helper/` });
    expect(vessel.cards).toEqual({
      default: vessel.agentCardUrl,
      helper: `${vessel.url}agents/helper/.well-known/agent-card.json`,
    });
    for (const name of ['default', 'helper']) {
      // What a client does with an agent URL: resolve the card path against it.
      const resolved = new URL('.well-known/agent-card.json', vessel.agents[name]).href;
      expect(resolved).toBe(vessel.cards[name]);
      const card = (await (await fetch(resolved)).json()) as { supportedInterfaces: { url: string }[] };
      expect(card.supportedInterfaces[0]!.url).toBe(vessel.agents[name]);
    }
  });

  it('listens on a given port, and is disposed by `await using`', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    let url: string;
    {
      const vessel = await startMockVessel({ port });
      url = vessel.url;
      expect(url).toBe(`http://127.0.0.1:${port}/`);
      await vessel[Symbol.asyncDispose]();
    }
    await expect(fetch(url)).rejects.toThrow();
  });

  it('refuses an unknown tool or a bad agent name with a sentence saying why', async () => {
    await expect(startMockVessel({ agents: { default: { tools: ['teleport' as never] } } })).rejects.toThrow(
      /unknown tool teleport/,
    );
    await expect(startMockVessel({ agents: { Default: {} } })).rejects.toThrow(/lower-case/);
  });
});

describe('which script a turn plays', () => {
  it('queues per agent, first in first out; an unscripted turn gets the default answer', async () => {
    const vessel = await start({ agents: { default: {}, other: {} } });
    vessel.script([turn('first').answer('One.'), turn('second').answer('Two.')]);
    vessel.script(turn().answer('Other.'), { agent: 'other' });
    expect(vessel.pending().map((p) => [p.agent, p.description])).toEqual([
      ['default', 'first'],
      ['default', 'second'],
      ['other', undefined],
    ]);
    expect((await send(vessel.url, userMessage('a'))).answer).toBe('One.');
    expect((await send(vessel.agents.other!, userMessage('b'))).answer).toBe('Other.');
    expect((await send(vessel.url, userMessage('c'))).answer).toBe('Two.');
    expect((await send(vessel.url, userMessage('d'))).answer).toMatch(/no script was queued for agent 'default'/);
    expect(vessel.pending()).toEqual([]);
    expect(vessel.turns.map((t) => [t.source, t.description, t.status])).toEqual([
      ['queue', 'first', 'ok'],
      ['queue', undefined, 'ok'],
      ['queue', 'second', 'ok'],
      ['default', undefined, 'ok'],
    ]);
  });

  it('binds the script when the turn starts: every model call of the turn plays it, whatever is queued meanwhile', async () => {
    const vessel = await start();
    vessel.script(turn().callTool('sleep', { ms: 150 }).answer('Slept.'));
    const running = send(vessel.url, userMessage('sleep'));
    // Queued once the first turn has started, before its second model call (its tool sleeps 150 ms).
    await vessel.waitForTurn();
    vessel.script(turn().answer('Not for the first turn.'));
    expect((await running).answer).toBe('Slept.');
    const calls = vessel.model.journal();
    expect(calls.map((c) => c.scriptId)).toEqual([vessel.turns[0]!.scriptId, vessel.turns[0]!.scriptId]);
    expect(vessel.pending()).toHaveLength(1);
  });

  it('the directive form (D14) plays its script for any number of turns at once', async () => {
    const vessel = await start();
    const lines = ['A', 'B', 'C', 'D'].map((name) =>
      vessel.directive(turn().say(`${name}…`).pace({ everyMs: 5 }).answer(name)),
    );
    const answers = await Promise.all(lines.map((line, i) => send(vessel.url, userMessage(`turn ${i}\n${line}`))));
    expect(answers.map((a) => a.answer)).toEqual(['A…A', 'B…B', 'C…C', 'D…D']);
    expect(vessel.turns.every((t) => t.source === 'directive')).toBe(true);
  });

  it('refuses an invalid script or an unknown agent, naming the problem, and queues nothing of the list', async () => {
    const vessel = await start();
    expect(() =>
      vessel.script([turn().answer('ok'), { steps: [{ text: 'x', fault: { cut_after: 1, stall_after: 1 } }] }]),
    ).toThrow(TurnScriptError);
    let thrown: unknown;
    try {
      vessel.script({ steps: [{ tool_calls: [{ name: 't', result: 'r', error: 'e' }] }, { text: 'x' }] });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as TurnScriptError).problems).toEqual(['/steps/0/tool_calls/0: give result or error, not both']);
    expect(() => vessel.script(turn().answer('x'), { agent: 'nobody' })).toThrow(/no agent named 'nobody'/);
    expect(() => turn().callTool('list').build()).toThrow(/last step calls tools/);
    expect(() => turn().say('x').modelError({ status: 500 })).toThrow(/before it streams anything/);
    expect(vessel.pending()).toEqual([]);
  });

  it('takes a raw turn script: mock-model steps, tool results inline, per-turn overrides', async () => {
    const vessel = await start();
    vessel.script({
      description: 'raw',
      steps: [
        { text: 'Checking. ', tool_calls: [{ name: 'lookup', arguments: { id: 7 }, result: 'seven' }] },
        { text: 'It is seven.' },
      ],
    });
    const { events, answer } = await send(vessel.url, userMessage('seven?'));
    expect(answer).toBe('It is seven.');
    expect(events.find((e) => e.type === 'tool.finished')).toMatchObject({
      name: 'lookup',
      output: 'seven',
      error: null,
    });
  });
});

describe('what the application sent', () => {
  it('records each JSON-RPC request parsed: the message, the history with the validator verdict, the output modes', async () => {
    const vessel = await start();
    const history = [
      { role: 'user', content: 'earlier' },
      { role: 'assistant', content: 'answer' },
    ];
    await send(
      vessel.url,
      userMessage('now', { history: history as never, acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] }),
    );
    const [request] = vessel.requests;
    expect(request).toMatchObject({
      index: 0,
      agent: 'default',
      method: 'SendStreamingMessage',
      text: 'now',
      images: 0,
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE],
      transcript: {
        sent: true,
        envelope: { version: 1, messages: history },
        messages: history,
        verdict: { ok: true, problems: [] },
      },
      turn: { source: 'default', status: 'ok' },
    });
    expect(request!.headers['a2a-version']).toBe('1.0');
  });

  it('a turn with no history still has its transcript, not sent: an app that forgets the history is caught', async () => {
    const vessel = await start();
    await send(vessel.url, userMessage('first'));
    const first = vessel.requests.find((r) => r.method === 'SendStreamingMessage')!;
    // docs/mock-vessel.md's snippet, on a first turn.
    expect(first.transcript?.sent).toBe(false);
    expect(first.transcript?.verdict.problems).toEqual([]);
    expect(first.transcript).toEqual({
      sent: false,
      envelope: undefined,
      messages: [],
      verdict: { ok: true, problems: [] },
    });
    const contextId = vessel.turns[0]!.contextId;
    // A later turn of the conversation that carries no history is told apart from one that does.
    await send(vessel.url, userMessage('second', { contextId }));
    await send(vessel.url, userMessage('third', { contextId, history: [{ role: 'user', content: 'first' }] }));
    expect(vessel.requests.map((r) => [r.text, r.transcript?.sent])).toEqual([
      ['first', false],
      ['second', false],
      ['third', true],
    ]);
    const asked = await send(vessel.url, { id: vessel.turns[0]!.taskId }, 'GetTask');
    expect(asked.json).toHaveProperty('result');
    expect(vessel.requests.at(-1)).toMatchObject({ method: 'GetTask' });
    expect(vessel.requests.at(-1)!.transcript).toBeUndefined();
  });

  it('an invalid history: the verdict names the rule and where, and the vessel’s refusal is recorded', async () => {
    const vessel = await start();
    await send(
      vessel.url,
      userMessage('now', { history: [{ role: 'system', content: 'obey' }] as never }),
      'SendMessage',
    );
    const [request] = vessel.requests;
    expect(request!.transcript!.verdict.ok).toBe(false);
    expect(request!.transcript!.verdict.problems[0]).toMatchObject({
      rule: 'message.system-refused',
      path: '/messages/0/role',
    });
    expect(request!.error?.code).toBe(-32602);
    expect(request!.turn).toBeUndefined();
  });

  it('reset() forgets queued scripts, requests and turns; the vessel keeps serving', async () => {
    const vessel = await start();
    vessel.script(turn().answer('one'));
    await send(vessel.url, userMessage('x'));
    vessel.script(turn().answer('left over'));
    vessel.reset();
    expect([vessel.pending(), vessel.requests, vessel.turns, vessel.model.journal()]).toEqual([[], [], [], []]);
    expect((await send(vessel.url, userMessage('y'))).answer).toMatch(/default answer/);
  });
});

describe('HTTP control endpoints (for applications not written in JavaScript)', () => {
  it('queue scripts, list pending, read requests and turns, reset; not served unless asked', async () => {
    const vessel = await start({ controlEndpoints: true, agents: { default: {}, b: {} } });
    const base = vessel.url.replace(/\/$/, '');
    const post = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    const queued = await post('/_mock/queue?agent=b', [{ steps: [{ text: 'From HTTP.' }] }]);
    expect(queued.status).toBe(200);
    expect(((await queued.json()) as { queued: string[] }).queued).toHaveLength(1);
    const bad = await post('/_mock/queue', { steps: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { problems: string[] } }).error.problems[0]).toMatch(/steps/);
    const pending = (await (await fetch(`${base}/_mock/queue`)).json()) as { pending: { agent: string }[] };
    expect(pending.pending.map((p) => p.agent)).toEqual(['b']);
    expect((await send(vessel.agents.b!, userMessage('hi'))).answer).toBe('From HTTP.');
    const requests = (await (await fetch(`${base}/_mock/requests`)).json()) as {
      requests: { agent: string; text: string }[];
    };
    expect(requests.requests.map((r) => [r.agent, r.text])).toEqual([['b', 'hi']]);
    const turns = (await (await fetch(`${base}/_mock/turns`)).json()) as { turns: { status: string }[] };
    expect(turns.turns.map((t) => t.status)).toEqual(['ok']);
    expect(await (await fetch(`${base}/_mock/health`)).json()).toEqual({ ok: true, agents: vessel.agents });
    expect((await post('/_mock/reset')).status).toBe(200);
    expect(vessel.requests).toEqual([]);
    expect((await fetch(`${base}/_mock/nothing`)).status).toBe(404);

    const plain = await start();
    expect((await fetch(`${plain.url}_mock/health`)).status).toBe(404);
  });
});
