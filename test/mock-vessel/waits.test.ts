// Waiting for the application without polling: nextRequest() and waitForTurn() hand out what
// arrives in order, each once, whether it came before or after the call; they are bounded and say
// what they waited for; close() ends them.
import { describe, expect, it } from 'vitest';
import { startMockVessel, turn, userMessage } from '../../src/mock-vessel/index.ts';
import { startedPerTest } from './support/start.ts';

const start = startedPerTest();

function rpc(url: string, method: string, params: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

describe('nextRequest()', () => {
  it('hands out each request once, in order, whether it came before or after the call', async () => {
    const vessel = await start({ agents: { default: {}, coder: {} } });
    await (await rpc(vessel.url, 'SendMessage', userMessage('before'))).text();
    expect((await vessel.nextRequest()).text).toBe('before');
    const waiting = vessel.nextRequest();
    await (await rpc(vessel.url, 'SendMessage', userMessage('after'))).text();
    expect((await waiting).text).toBe('after');
    // Filters: the first not yet handed out of that method, to that agent.
    await (await rpc(vessel.agents.coder!, 'SendMessage', userMessage('to coder'))).text();
    await (await rpc(vessel.url, 'GetTask', { id: vessel.turns[0]!.taskId })).text();
    expect((await vessel.nextRequest({ method: 'GetTask' })).method).toBe('GetTask');
    expect((await vessel.nextRequest({ agent: 'coder' })).text).toBe('to coder');
    await expect(vessel.nextRequest({ timeoutMs: 30 })).rejects.toThrow(/4 of them already returned/);
  });

  it('rejects past its timeout naming what it waited for and what came', async () => {
    const vessel = await start();
    await (await rpc(vessel.url, 'SendMessage', userMessage('hi'))).text();
    const began = Date.now();
    await expect(vessel.nextRequest({ method: 'CancelTask', timeoutMs: 50 })).rejects.toThrow(
      "vessel.nextRequest({ method: 'CancelTask', timeoutMs: 50 }) waited 50 ms for the next CancelTask request, which did not come: recorded: SendMessage to default; 0 of them already returned by nextRequest()",
    );
    expect(Date.now() - began).toBeLessThan(1_000);
  });

  it('refuses a timeout that is not a positive, finite number: no wait is endless', async () => {
    const vessel = await start();
    for (const timeoutMs of [0, -1, Number.POSITIVE_INFINITY, Number.NaN])
      expect(() => vessel.nextRequest({ timeoutMs })).toThrow(/positive, finite/);
  });
});

describe('waitForTurn()', () => {
  it('a stall test with no polling: wait for the turn, cancel it, wait for it to finish', async () => {
    const vessel = await start();
    vessel.script(turn('thinks forever').say('Let me think').stall());
    const streamed = rpc(vessel.url, 'SendStreamingMessage', userMessage('think')).then((r) => r.text());
    const started = await vessel.waitForTurn();
    expect(started).toMatchObject({ agent: 'default', source: 'queue', description: 'thinks forever' });
    expect(started.status).toBeUndefined();
    await expect(vessel.waitForTurn({ finished: true, timeoutMs: 50 })).rejects.toThrow(
      `turn ${started.taskId} (script ${started.scriptId}, 'thinks forever') started and is still running`,
    );
    await (await rpc(vessel.url, 'CancelTask', { id: started.taskId })).text();
    expect((await vessel.nextRequest({ method: 'CancelTask' })).body).toMatchObject({
      params: { id: started.taskId },
    });
    const finished = await vessel.waitForTurn({ finished: true });
    expect(finished).toBe(started);
    expect(finished.status).toBe('cancelled');
    expect(await streamed).toContain('"cancelled"');
  });

  it('hands out turns in the order they started, each once per kind of wait, by agent when asked', async () => {
    const vessel = await start({ agents: { default: {}, coder: {} } });
    vessel.script(turn().answer('one'));
    vessel.script(turn().answer('two'), { agent: 'coder' });
    await (await rpc(vessel.url, 'SendMessage', userMessage('a'))).text();
    await (await rpc(vessel.agents.coder!, 'SendMessage', userMessage('b'))).text();
    expect((await vessel.waitForTurn({ agent: 'coder' })).agent).toBe('coder');
    expect((await vessel.waitForTurn()).agent).toBe('default');
    await expect(vessel.waitForTurn({ timeoutMs: 30 })).rejects.toThrow(
      'vessel.waitForTurn({ timeoutMs: 30 }) waited 30 ms for the next turn to start, which did not come: 2 turn(s) started, every one already returned by waitForTurn()',
    );
    expect((await vessel.waitForTurn({ finished: true })).status).toBe('ok');
    vessel.reset();
    await expect(vessel.waitForTurn({ agent: 'coder', timeoutMs: 30 })).rejects.toThrow(
      "waited 30 ms for the next turn of agent 'coder' to start, which did not come: no turn started",
    );
  });
});

describe('close()', () => {
  it('is idempotent and ends every wait, then and later, saying why', async () => {
    const vessel = await startMockVessel();
    const waiting = vessel.nextRequest({ timeoutMs: 60_000 });
    const first = vessel.close();
    expect(vessel.close()).toBe(first);
    await first;
    await vessel.close();
    await expect(waiting).rejects.toThrow(
      'vessel.nextRequest({ timeoutMs: 60000 }): the mock vessel was closed while waiting for the next request',
    );
    await expect(vessel.waitForTurn()).rejects.toThrow('vessel.waitForTurn(): the mock vessel is closed');
  });
});
