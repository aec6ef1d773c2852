// The official @a2a-js/sdk client against the mock vessel, as a server and through msw at an https
// origin: it reads the card and follows the URL it names, streams a scripted turn with a tool call,
// reads the task back, cancels a turn, and reaches a second agent from that agent's URL.
import { ClientFactory } from '@a2a-js/sdk/client';
import { Role, TaskState } from '@a2a-js/sdk';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockVessel, turn, type MockVessel } from '../../src/mock-vessel/index.ts';
import { vesselHandlers } from '../../src/mock-vessel/msw.ts';

/** A message in the SDK's 1.x (protobuf-shaped) form. */
function sdkParams(text: string) {
  return {
    tenant: '',
    message: {
      messageId: `sdk-${Math.random().toString(36).slice(2)}`,
      contextId: '',
      taskId: '',
      role: Role.ROLE_USER,
      parts: [{ content: { $case: 'text' as const, value: text }, metadata: undefined, filename: '', mediaType: '' }],
      metadata: undefined,
      extensions: [],
      referenceTaskIds: [],
    },
    configuration: {
      acceptedOutputModes: [],
      historyLength: undefined,
      returnImmediately: false,
      taskPushNotificationConfig: undefined,
    },
    metadata: undefined,
  };
}

type Payload = { $case: string; value: any };
const eventType = (p: Payload) => p.value.status?.message?.parts[0]?.content?.value?.type as string | undefined;

let vessel: MockVessel;
const server = setupServer();
beforeAll(async () => {
  vessel = await startMockVessel({ agents: { default: {}, coder: {} } });
  server.use(...vesselHandlers(vessel, { origin: 'https://sdk.vessel.test' }));
});
afterAll(() => vessel.close());

for (const mode of ['server', 'msw'] as const) {
  describe(`@a2a-js/sdk client, mock vessel as ${mode === 'server' ? 'a loopback server' : 'msw handlers'}`, () => {
    const url = () => (mode === 'server' ? vessel.url : 'https://sdk.vessel.test/');
    const coderUrl = () => (mode === 'server' ? vessel.agents.coder! : 'https://sdk.vessel.test/agents/coder/');
    if (mode === 'msw') {
      beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
      afterAll(() => server.close());
    }

    it('streams a scripted turn with a tool call; getTask returns the answer', async () => {
      vessel.script(
        turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder: species/.'),
      );
      const client = await new ClientFactory().createFromUrl(url());
      const events: Payload[] = [];
      for await (const event of client.sendMessageStream(sdkParams('what is there?')))
        events.push(event.payload as Payload);
      expect(events[0]!.$case).toBe('task');
      const types = events.map(eventType).filter(Boolean);
      expect(types).toEqual(expect.arrayContaining(['turn.started', 'tool.started', 'tool.finished', 'turn.finished']));
      expect(events.at(-1)!.value.status.state).toBe(TaskState.TASK_STATE_COMPLETED);
      const task = await client.getTask({ tenant: '', id: events[0]!.value.id as string, historyLength: undefined });
      const answer = task.artifacts.find((a) => a.name === 'answer')!;
      expect(answer.parts[0]!.content).toEqual({ $case: 'text', value: 'One folder: species/.' });
    });

    it('a second agent, reached from its URL: the card is found and its turns are that agent’s', async () => {
      vessel.script(turn().answer('From the coder.'), { agent: 'coder' });
      const client = await new ClientFactory().createFromUrl(coderUrl());
      const events: Payload[] = [];
      for await (const event of client.sendMessageStream(sdkParams('code?'))) events.push(event.payload as Payload);
      expect(events.at(-1)!.value.status.state).toBe(TaskState.TASK_STATE_COMPLETED);
      expect(vessel.turns.at(-1)).toMatchObject({ source: 'queue', status: 'ok' });
      expect(vessel.requests.at(-1)!.agent).toBe('coder');
    });

    it('cancelTask ends a stalled turn as cancelled', async () => {
      vessel.script(turn().say('Let me think').stall());
      const client = await new ClientFactory().createFromUrl(url());
      const iterator = client.sendMessageStream(sdkParams('think'))[Symbol.asyncIterator]();
      const first = (await iterator.next()).value!.payload as Payload;
      const cancelled = await client.cancelTask({ tenant: '', id: first.value.id as string, metadata: undefined });
      expect(cancelled.status?.state).toBe(TaskState.TASK_STATE_CANCELED);
      let last: Payload = first;
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        last = next.value.payload as Payload;
      }
      expect(last.value.status.message.parts[0].content.value).toMatchObject({
        type: 'turn.finished',
        status: 'cancelled',
      });
    });
  });
}
