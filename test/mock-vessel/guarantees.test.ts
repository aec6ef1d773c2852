// The mock vessel's guarantee: everything it streams passes the kit's own checks. Each builder
// feature and each failure mode is played through a real mock vessel, recorded with the kit's
// client and judged with src/checks as certification would judge any vessel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startMockVessel,
  turn,
  userMessage,
  TRANSCRIPT_MEDIA_TYPE,
  type MockVessel,
  type TurnBuilder,
} from '../../src/mock-vessel/index.ts';
import { A2AClient } from '../../src/a2a/client.ts';
import { checkAgentCard, checkTrailingSlash, type TurnExpectations } from '../../src/checks/index.ts';
import { agentConfigs } from '../../src/mock-vessel/agents.ts';
import { MockVesselLayer } from '../../src/mock-vessel/layer.ts';
import { startVessel } from '../../src/vessel/index.ts';
import type { RunTurn } from '../../src/vessel/seams.ts';
import { driveAndJudge, finished, type DriveOptions } from './support/judge.ts';

let vessel: MockVessel;
beforeAll(async () => {
  vessel = await startMockVessel({
    agents: { default: {}, thinker: { sendReasoning: true }, 'no-images': { images: false } },
  });
});
afterAll(() => vessel?.close());

const transcript = { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] };

interface Case {
  name: string;
  script: TurnBuilder;
  status: NonNullable<TurnExpectations['status']>;
  options?: DriveOptions;
  /** Output modes besides the transcript's. */
  accept?: string[];
  /** What else the turn shows. */
  then?: (judged: Awaited<ReturnType<typeof driveAndJudge>>) => void;
}

const toolOutputs = (events: Record<string, unknown>[]) =>
  events.filter((e) => e.type === 'tool.finished').map((e) => [e.name, e.output, e.error]);

const cases: Case[] = [
  {
    name: 'a plain answer',
    script: turn().answer('Hello there.'),
    status: 'ok',
    then: ({ events }) =>
      expect(
        events
          .filter((e) => e.type === 'text.delta')
          .map((e) => e.content)
          .join(''),
      ).toBe('Hello there.'),
  },
  {
    name: 'reasoning, text, a scripted tool result, then the answer (the issue example)',
    script: turn()
      .reason('The user wants the folder.')
      .say('Looking. ')
      .callTool('list', {}, { result: 'species/' })
      .answer('There is one folder, species/.'),
    status: 'ok',
    then: ({ events }) => expect(toolOutputs(events)).toEqual([['list', 'species/', null]]),
  },
  {
    name: 'a scripted result for a tool the vessel does not have',
    script: turn().callTool('search_docs', { q: 'otters' }, { result: 'otters.md' }).answer('Found otters.md.'),
    status: 'ok',
    then: ({ events }) => expect(toolOutputs(events)).toEqual([['search_docs', 'otters.md', null]]),
  },
  {
    name: 'a scripted result longer than the 4,000-character preview',
    script: turn()
      .callTool('report', {}, { result: 'x'.repeat(4500) })
      .answer('Long.'),
    status: 'ok',
    then: ({ events }) => {
      const done = events.find((e) => e.type === 'tool.finished')!;
      expect(done.truncated).toBe(true);
      expect((done.output as string).length).toBe(4000);
    },
  },
  {
    name: 'a built-in tool that runs (no scripted result)',
    script: turn().callTool('echo', { text: 'ping' }).answer('It said ping.'),
    status: 'ok',
    then: ({ events }) => expect(toolOutputs(events)).toEqual([['echo', 'ping', null]]),
  },
  {
    name: 'parallel tool calls in one step',
    script: turn().callTool('list', {}, { result: 'a/' }).callTool('echo', { text: 'b' }).answer('Both ran.'),
    status: 'ok',
    then: ({ events }) => expect(events.filter((e) => e.type === 'tool.started')).toHaveLength(2),
  },
  {
    name: 'a tool that fails (scripted error); the turn goes on',
    script: turn().callTool('search', { q: 'x' }, { error: 'search: the index is offline' }).answer('Search failed.'),
    status: 'ok',
    then: ({ events }) =>
      expect(toolOutputs(events)).toEqual([['search', 'search: the index is offline', 'search: the index is offline']]),
  },
  {
    name: 'the built-in fail tool',
    script: turn().callTool('fail', { message: 'on purpose' }).answer('It failed.'),
    status: 'ok',
  },
  {
    name: 'a file returned by a tool',
    script: turn()
      .returnFile({ filename: 'report.csv', mediaType: 'text/csv', content: 'a,b\n1,2\n' })
      .answer('Here is the report.'),
    status: 'ok',
    accept: ['text/*'],
    then: ({ results }) => {
      const files = results.filter(
        (r) => (r.artifactUpdate as { artifact: { name: string } } | undefined)?.artifact.name === 'file',
      );
      expect(files).toHaveLength(1);
    },
  },
  {
    name: 'invalid tool arguments',
    script: turn().callTool('list', '{"path": ').answer('The arguments were broken.'),
    status: 'ok',
    then: ({ events }) => expect(toolOutputs(events)[0]?.[2]).toMatch(/not valid JSON/),
  },
  {
    name: 'slow streaming in given pieces and pacing',
    script: turn().say('Slowly, piece by piece, over time.').pace({ chars: 3, everyMs: 15, firstAfterMs: 20 }),
    status: 'ok',
  },
  {
    name: 'usage reported by the model',
    script: turn().usage(120, 7).answer('Counted.'),
    status: 'ok',
    then: (judged) => expect(finished(judged)?.tokens).toEqual({ input: 120, output: 7 }),
  },
  {
    name: 'the step limit',
    script: turn().callTool('list', {}, { result: 'a' }).callTool('echo', { text: 'b' }).stepLimit('Out of steps.'),
    status: 'step_limit',
    options: { declared: { max_steps: 2 } },
  },
  {
    name: 'the step limit at the first step',
    script: turn().stepLimit(),
    status: 'step_limit',
    options: { declared: { max_steps: 1 } },
  },
  {
    name: 'the deadline, mid-answer',
    script: turn().say('Thinking about it').deadline({ afterMs: 150 }),
    status: 'deadline',
    options: { declared: { deadline_seconds: 0.15 } },
  },
  {
    name: 'the deadline after a tool call',
    script: turn().callTool('list', {}, { result: 'a' }).deadline({ afterMs: 150 }),
    status: 'deadline',
    options: { declared: { deadline_seconds: 0.15 } },
  },
  {
    name: 'the deadline while a slow tool runs',
    script: turn().callTool('sleep', { ms: 5000 }).deadline({ afterMs: 150 }),
    status: 'deadline',
    options: { declared: { deadline_seconds: 0.15 }, expectations: { toolStopped: true } },
  },
  {
    name: 'cancelled mid-turn by the vessel',
    script: turn().say('Working on it').cancelled({ afterMs: 120 }),
    status: 'cancelled',
  },
  {
    name: 'cancelled by the application (CancelTask) while the model stalls',
    script: turn().say('Let me think').stall(),
    status: 'cancelled',
    options: { cancelOn: 'text.delta', expectations: { cancelled: true } },
  },
  {
    name: 'a model HTTP error',
    script: turn().modelError({ status: 503 }),
    status: 'model_error',
  },
  {
    name: 'a model HTTP error after a tool call',
    script: turn().callTool('list', {}, { result: 'a' }).modelError(),
    status: 'model_error',
  },
  {
    name: 'a cut stream',
    script: turn().say('Half an ans').modelError({ stream: 'cut' }),
    status: 'model_error',
  },
  {
    name: 'an error frame',
    script: turn().say('Partial').modelError({ stream: 'error-frame' }),
    status: 'model_error',
  },
  {
    name: 'a malformed frame',
    script: turn().reason('Hmm').say('Partial').modelError({ stream: 'malformed' }),
    status: 'model_error',
  },
  {
    name: 'a stream with no finish_reason',
    script: turn().say('No end').modelError({ stream: 'no-finish' }),
    status: 'model_error',
  },
];

describe('every builder feature and failure mode passes the kit checks', () => {
  for (const c of cases) {
    it(`${c.name} → ${c.status}`, async () => {
      vessel.script(c.script);
      const modes = { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, ...(c.accept ?? [])] };
      const judged = await driveAndJudge(vessel, userMessage('Go.', modes), {
        ...c.options,
        expectations: { status: c.status, ...c.options?.expectations },
      });
      expect(judged.failures).toEqual([]);
      expect(finished(judged)?.status).toBe(c.status);
      expect(judged.verdicts.filter((v) => v.status === 'pass').length).toBeGreaterThan(30);
      c.then?.(judged);
    });
  }
});

describe('the turn around the script passes too', () => {
  it('an unscripted turn: the default answer', async () => {
    const judged = await driveAndJudge(vessel, userMessage('Anyone there?', transcript), {
      expectations: { status: 'ok' },
    });
    expect(judged.failures).toEqual([]);
    const text = judged.events
      .filter((e) => e.type === 'text.delta')
      .map((e) => e.content)
      .join('');
    expect(text).toContain("no script was queued for agent 'default'");
  });

  it('a second turn carrying the first one’s transcript, reasoning sent back on an agent that does', async () => {
    vessel.script(turn().reason('First thoughts.').callTool('list', {}, { result: 'a/' }).answer('One.'), {
      agent: 'thinker',
    });
    const first = await driveAndJudge(vessel, userMessage('One?', transcript), {
      agent: 'thinker',
      declared: { send_reasoning: true },
      expectations: { status: 'ok' },
    });
    expect(first.failures).toEqual([]);
    const history = first.results
      .map(
        (r) =>
          (r.artifactUpdate as { artifact: { name: string; parts: { data: { messages: unknown[] } }[] } } | undefined)
            ?.artifact,
      )
      .filter((a) => a?.name === 'transcript')
      .flatMap((a) => a!.parts[0]!.data.messages);
    vessel.script(turn().answer('Two.'), { agent: 'thinker' });
    const second = await driveAndJudge(vessel, userMessage('Two?', { ...transcript, history: history as never }), {
      agent: 'thinker',
      declared: { send_reasoning: true },
      expectations: { status: 'ok' },
    });
    expect(second.failures).toEqual([]);
    expect(second.turn.modelCalls[0]!.request).toMatchObject({
      messages: expect.arrayContaining([expect.objectContaining({ reasoning_content: 'First thoughts.' })]),
    });
  });

  it('an image to an agent whose model takes none is refused before any model call (D3)', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    vessel.script(turn().answer('never played'), { agent: 'no-images' });
    const judged = await driveAndJudge(
      vessel,
      userMessage('See this.', { images: [{ mediaType: 'image/png', data: png }] }),
      {
        agent: 'no-images',
        declared: { accepts_images: false },
        expectations: { rejection: { rule: 'image.not-accepted' } },
      },
    );
    expect(judged.failures).toEqual([]);
    // Refused before a turn started: the script is still queued.
    expect(vessel.pending().map((p) => p.agent)).toEqual(['no-images']);
    vessel.reset();
  });

  it('every agent’s card, found from its URL, passes the card checks; the url it names answers with and without a slash', async () => {
    for (const [name, url] of Object.entries(vessel.agents)) {
      const client = new A2AClient({ baseUrl: url });
      const card = await client.getCard();
      expect(card.url, name).toBe(vessel.cards[name]);
      const verdicts = checkAgentCard(card);
      client.useCard(JSON.parse(card.body!.text));
      expect(client.rpcUrl, name).toBe(url);
      const bare = client.rpcUrl.replace(/\/+$/, '');
      const [without, withSlash] = await Promise.all(
        [bare, `${bare}/`].map((u) => client.call('GetTask', { id: 'no-such-task' }, { url: u })),
      );
      verdicts.push(...checkTrailingSlash(withSlash!, without!));
      expect(
        verdicts.filter((v) => v.status !== 'pass').map((v) => `${name}: ${v.rule}: ${v.message}`),
        name,
      ).toEqual([]);
      expect(verdicts.map((v) => v.rule)).toEqual([
        'a2a.card-served',
        'a2a.card-interface',
        'a2a.card-streaming',
        'a2a.trailing-slash',
      ]);
    }
  });
});

describe('the guarantee can fail: the same checks catch a mock vessel that bends a tool result inconsistently', () => {
  it('a tool.finished output that disagrees with the transcript fails content.tool-events-equal-transcript', async () => {
    const agents = agentConfigs(undefined);
    const layer = new MockVesselLayer(agents);
    // The scripted result reaches the transcript and the model, but the event says otherwise.
    const bent: RunTurn = (agent, input, sink, options) =>
      layer.runTurn(
        agent,
        input,
        (out) =>
          sink(
            out.kind === 'event' && out.event.type === 'tool.finished'
              ? { ...out, event: { ...out.event, output: 'not what the transcript says' } }
              : out,
          ),
        options,
      );
    const running = await startVessel({ config: { agents }, runTurn: bent, middleware: layer.middleware() });
    try {
      layer.queue(turn().callTool('list', {}, { result: 'species/' }).answer('One folder.'));
      const view = { agents: running.urls, turns: layer.turns, model: layer.model } as unknown as MockVessel;
      const judged = await driveAndJudge(view, userMessage('Go.', transcript), { expectations: { status: 'ok' } });
      expect(judged.failures.map((f) => f.split(':')[0])).toContain('content.tool-events-equal-transcript');
    } finally {
      await running.close();
      await layer.model.shutdown();
    }
  });
});
