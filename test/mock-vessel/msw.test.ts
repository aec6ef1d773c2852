// The mock vessel through msw: vesselHandlers() serve the same scripted turns to fetch-based
// clients in this process, at the vessel's own origin or a made-up one, while the vessel's model
// calls stay in-process, so `onUnhandledRequest: 'error'` sees only the application's requests.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockVessel, turn, userMessage, type MockVessel } from '../../src/mock-vessel/index.ts';
import { vesselHandlers } from '../../src/mock-vessel/msw.ts';

let vessel: MockVessel;
const unhandled: string[] = [];
const server = setupServer();
beforeAll(async () => {
  vessel = await startMockVessel({ agents: { default: {}, helper: {} } });
  server.use(
    ...vesselHandlers(vessel, { origin: 'https://vessel.test' }),
    ...vesselHandlers(vessel, { origin: 'http://plain.vessel.test' }),
    ...vesselHandlers(vessel),
  );
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(request.url);
      throw new Error(`unhandled ${request.url}`);
    },
  });
});
afterEach(() => vessel.reset());
afterAll(async () => {
  server.close();
  await vessel.close();
});

async function streamTurn(url: string, params: unknown, signal?: AbortSignal) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 'x', method: 'SendStreamingMessage', params }),
    signal,
  });
  return res;
}

const dataLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as { result: Record<string, any> });

describe('vesselHandlers', () => {
  it('serve the card and a streamed turn at a made-up origin; cards name that origin', async () => {
    const card = (await (await fetch('https://vessel.test/agents/helper/.well-known/agent-card.json')).json()) as {
      supportedInterfaces: { url: string }[];
    };
    expect(card.supportedInterfaces[0]!.url).toBe('https://vessel.test/agents/helper/');
    vessel.script(turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'), {
      agent: 'helper',
    });
    const res = await streamTurn(card.supportedInterfaces[0]!.url, userMessage('what is there?'));
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = dataLines(await res.text());
    expect(events[0]!.result.task.status.state).toBe('TASK_STATE_WORKING');
    expect(events.at(-1)!.result.statusUpdate.status.state).toBe('TASK_STATE_COMPLETED');
    expect(vessel.requests.map((r) => [r.agent, r.method])).toEqual([['helper', 'SendStreamingMessage']]);
    // What the application sent: its own Host, and nothing the handlers added for the vessel.
    expect(vessel.requests[0]!.headers.host).toBe('vessel.test');
    expect(Object.keys(vessel.requests[0]!.headers).filter((h) => h.startsWith('x-vessel-kit'))).toEqual([]);
    // The vessel's two model calls never reached msw.
    expect(vessel.model.journal()).toHaveLength(2);
    expect(unhandled).toEqual([]);
  });

  it('every card names its agent at the origin asked, with that origin’s scheme', async () => {
    const cardUrl = async (base: string) => {
      const card = (await (await fetch(new URL('.well-known/agent-card.json', base))).json()) as {
        supportedInterfaces: { url: string }[];
      };
      return card.supportedInterfaces[0]!.url;
    };
    for (const origin of ['https://vessel.test', 'http://plain.vessel.test', new URL(vessel.url).origin])
      for (const path of ['/', '/agents/helper/'])
        expect(await cardUrl(origin + path), origin + path).toBe(origin + path);
  });

  it('serve the vessel’s own URL too, so one test can use vessel.url in both modes', async () => {
    vessel.script(turn().answer('Same URL.'));
    const text = await (await streamTurn(vessel.url, userMessage('hi'))).text();
    expect(JSON.stringify(dataLines(text))).toContain('Same URL.');
  });

  it('a client that aborts mid-stream: the turn goes on and GetTask reports its end', async () => {
    vessel.script(turn().say('Slow words for a while.').pace({ chars: 2, everyMs: 20 }));
    const abort = new AbortController();
    const res = await streamTurn('https://vessel.test/', userMessage('go'), abort.signal);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const taskId = dataLines(first)[0]!.result.task.id as string;
    abort.abort();
    await reader.cancel().catch(() => undefined);
    expect((await vessel.waitForTurn({ finished: true })).status).toBe('ok');
    const got = await fetch('https://vessel.test/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'GetTask', params: { id: taskId } }),
    });
    const task = ((await got.json()) as { result: { status: { state: string } } }).result;
    expect(task.status.state).toBe('TASK_STATE_COMPLETED');
  });
});
