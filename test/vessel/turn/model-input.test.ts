// What reaches the model (D11), read from the mock model's journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../src/transcript/schema.ts';
import { agent, PNG_DATA_URL, requestsFor, runScript, startModel, type ModelServer } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

const history: TranscriptMessage[] = [
  { role: 'user', content: 'Earlier question' },
  {
    role: 'assistant',
    content: null,
    reasoning_content: 'earlier thoughts',
    tool_calls: [{ id: 'h1', type: 'function', function: { name: 'list', arguments: '{}' } }],
  },
  { role: 'tool', tool_call_id: 'h1', content: 'species/' },
  { role: 'assistant', content: 'Earlier answer', reasoning_content: 'more thoughts' },
];

describe('what reaches the model (D11)', () => {
  it('sends the briefing first as its own system message, the history as is, and tool results as role tool', async () => {
    const run = await runScript(
      server,
      agent(server.url),
      { id: 'input-history', steps: [{ tool_calls: [{ id: 'n1', name: 'list' }] }, { text: 'ok' }] },
      { history },
    );
    expect(run.problems).toEqual([]);
    const [first, second] = requestsFor(server, 'input-history');
    expect(first?.messages[0]).toEqual({ role: 'system', content: 'You are a test agent.' });
    expect(first?.messages.filter((m) => m.role === 'system')).toHaveLength(1);
    expect(first?.messages.slice(1, 5)).toEqual([
      { role: 'user', content: 'Earlier question' },
      { role: 'assistant', content: null, tool_calls: history[1]!.role === 'assistant' ? history[1]!.tool_calls : [] },
      { role: 'tool', tool_call_id: 'h1', content: 'species/' },
      { role: 'assistant', content: 'Earlier answer' },
    ]);
    expect(second?.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'n1' });
  });

  it('sends reasoning_content back only when send_reasoning is true', async () => {
    await runScript(
      server,
      agent(server.url, { send_reasoning: true }),
      { id: 'input-reasoning', steps: [{ text: 'ok' }] },
      { history },
    );
    const [request] = requestsFor(server, 'input-reasoning');
    expect(request?.messages.filter((m) => m.role === 'assistant').map((m) => m.reasoning_content)).toEqual([
      'earlier thoughts',
      'more thoughts',
    ]);
    await runScript(
      server,
      agent(server.url, { send_reasoning: false }),
      { id: 'input-no-reasoning', steps: [{ text: 'ok' }] },
      { history },
    );
    expect(JSON.stringify(requestsFor(server, 'input-no-reasoning'))).not.toContain('reasoning_content');
  });

  it('sends images as image_url parts only to a model that accepts them', async () => {
    const userMessage = (id: string): TranscriptMessage & { role: 'user' } => ({
      role: 'user',
      content: [
        { type: 'text', text: `Look.\nvessel-kit:script=${id}` },
        { type: 'image_url', image_url: { url: PNG_DATA_URL } },
      ],
    });
    const withImages = agent(server.url, { model: { base_url: server.url, name: 'mock', accepts_images: true } });
    await runScript(
      server,
      withImages,
      { id: 'input-images', steps: [{ text: 'a pixel' }] },
      { userMessage: userMessage('input-images') },
    );
    expect(requestsFor(server, 'input-images')[0]?.messages[1]).toEqual(userMessage('input-images'));

    await runScript(
      server,
      agent(server.url),
      { id: 'input-no-images', steps: [{ text: 'text only' }] },
      { userMessage: userMessage('input-no-images') },
    );
    const sent = requestsFor(server, 'input-no-images')[0]?.messages[1];
    expect(sent).toEqual({
      role: 'user',
      content: [{ type: 'text', text: 'Look.\nvessel-kit:script=input-no-images' }],
    });
  });

  it('offers the configured tools on every call but the one that reaches max_steps', async () => {
    await runScript(server, agent(server.url, { max_steps: 3, tools: ['echo', 'list'] }), {
      id: 'input-tools',
      steps: [{ tool_calls: [{ name: 'list' }] }, { tool_calls: [{ name: 'list' }] }, { text: 'done' }],
    });
    const offered = requestsFor(server, 'input-tools').map((r) => r.tools?.map((t) => t.function.name) ?? null);
    expect(offered).toEqual([['echo', 'list'], ['echo', 'list'], null]);
  });

  it('reports the usage the model returned for each call in step.finished', async () => {
    const run = await runScript(server, agent(server.url), {
      id: 'input-usage',
      steps: [
        { tool_calls: [{ name: 'list' }], usage: { input: 30, output: 7 } },
        { text: 'done', usage: { input: 41, output: 6 } },
      ],
    });
    expect(run.steps.map((s) => s.tokens)).toEqual([
      { input: 30, output: 7 },
      { input: 41, output: 6 },
    ]);
    expect(run.finished.tokens).toEqual({ input: 71, output: 13 });
  });
});
