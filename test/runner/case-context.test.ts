// The context a case runs with: turns it records (with a look at each event as it arrives),
// subscriptions held to the turn's rules, a random seeded per case, and the clients of the profile.
import { afterEach, describe, expect, it } from 'vitest';
import { A2AClient } from '../../src/a2a/client.ts';
import { streamEventKind } from '../../src/a2a/stream-events.ts';
import { caseContext, type RunShared } from '../../src/runner/case-context.ts';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import { profileAt, sharedOn } from './fakes.ts';

const sse = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;
const task = {
  jsonrpc: '2.0',
  id: '1',
  result: { task: { id: 't-1', contextId: 'c', status: { state: 'TASK_STATE_SUBMITTED' } } },
};
const status = (type: string, state = 'TASK_STATE_WORKING') => ({
  jsonrpc: '2.0',
  id: '1',
  result: {
    statusUpdate: {
      taskId: 't-1',
      contextId: 'c',
      status: {
        state,
        message: { role: 'ROLE_AGENT', messageId: type, parts: [{ mediaType: 'application/json', data: { type } }] },
      },
    },
  },
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A target whose turns stream three events and close; a subscription gets the task and turn.finished, then stays open. */
async function target(): Promise<{ shared: RunShared; clients: Map<string, A2AClient>; methods: string[] }> {
  const methods: string[] = [];
  server = await serve((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { method } = JSON.parse(body) as { method: string };
      methods.push(method);
      if (method === 'SendStreamingMessage') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end([task, status('turn.started'), status('turn.finished', 'TASK_STATE_COMPLETED')].map(sse).join(''));
      } else if (method === 'SubscribeToTask') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write([task, status('turn.finished', 'TASK_STATE_COMPLETED')].map(sse).join(''));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ jsonrpc: '2.0', id: '1', result: { id: 't-1', status: { state: 'TASK_STATE_COMPLETED' } } }),
        );
      }
    });
  });
  const client = new A2AClient({ baseUrl: server.url });
  const shared = sharedOn(profileAt(server.url), { seed: 7, timeoutScale: 0.2 });
  return { shared, clients: new Map([['default', client]]), methods };
}

describe('the case context', () => {
  it('records a turn and shows the case each event of its stream as it arrives', async () => {
    const { shared, clients, methods } = await target();
    const ctx = caseContext('c1', shared.profile.agents[0]!, clients, shared);
    const seen: (string | undefined)[] = [];
    const turn = await ctx.recordTurn({ text: 'Hi.' }, (event) => seen.push(streamEventKind(event)));
    expect(seen).toEqual(['task', 'turn.started', 'turn.finished']);
    expect(turn.send.sse).toHaveLength(3);
    expect(methods).toEqual(['SendStreamingMessage', 'GetTask']);
  });

  it("subscribes under the turn's rules: a subscription that stays open after its terminal status is cut, saying so", async () => {
    const { shared, clients } = await target();
    const ctx = caseContext('c1', shared.profile.agents[0]!, clients, shared);
    const sub = await ctx.subscribe('t-1');
    expect(sub.requestBody).toMatchObject({ method: 'SubscribeToTask', params: { id: 't-1' } });
    expect(sub.end).toMatchObject({
      how: 'cap',
      cap: 'idle',
      detail: 'the subscription stayed open 200 ms after its terminal status',
    });
  });

  it("draws its randomness from the run's seed and the case id, and names an unknown agent when asked for its client", async () => {
    const { shared, clients } = await target();
    const agent = shared.profile.agents[0]!;
    const draws = (id: string) => {
      const ctx = caseContext(id, agent, clients, shared);
      return [ctx.random(), ctx.random()];
    };
    expect(draws('c1')).toEqual(draws('c1'));
    expect(draws('c1')).not.toEqual(draws('c2'));
    expect(() => caseContext('c1', agent, clients, shared).clientFor('elsewhere')).toThrow(
      "the profile has no agent named 'elsewhere'",
    );
  });
});
