// Interop with a client no one here wrote: the official `openai` SDK, over both transports (the
// node:http server, and msw's setupServer). Every fault must surface as the error the SDK
// documents for it, promptly, and the journal must show what was sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import OpenAI, {
  APIError,
  APIUserAbortError,
  BadRequestError,
  InternalServerError,
  OpenAIError,
  RateLimitError,
} from 'openai';
import { setupServer } from 'msw/node';
import { createMockModel, scriptDirective, type MockModel, type Script } from '../../mock-model/index.ts';

const narrated: Script = {
  id: 'narrated-tools',
  steps: [
    {
      reasoning: 'The user wants the weather in two cities; I will look both up at once.',
      text: 'Let me check both cities.',
      tool_calls: [
        { id: 'call_a', name: 'get_weather', arguments: { city: 'Lisbon', units: 'metric' } },
        { id: 'call_b', name: 'get_weather', arguments: { city: 'Porto', units: 'metric' } },
      ],
      usage: { input: 120, output: 48 },
    },
  ],
};

const faulty = (id: string, fault: NonNullable<Script['steps'][number]['fault']>): Script => ({
  id,
  steps: [{ reasoning: 'thinking about it', text: 'A reasonably long answer that streams in many pieces.', fault }],
});

const faults: Script[] = [
  faulty('http-500', { http_status: 500 }),
  faulty('http-429', { http_status: 429 }),
  faulty('error-frame', { error_frame_after: 3 }),
  faulty('cut', { cut_after: 3 }),
  faulty('eof', { eof_without_finish: true }),
  faulty('malformed', { malformed_after: 2 }),
  faulty('stall-forever', { stall_after: 2 }),
  faulty('stall-briefly', { stall_after: 2, ms: 80 }),
];

const tools = [
  { type: 'function' as const, function: { name: 'get_weather', parameters: { type: 'object', properties: {} } } },
];
const userTurn = (id: string) => [{ role: 'user' as const, content: `What is the weather?\n${scriptDirective(id)}` }];

interface Transport {
  name: string;
  start(model: MockModel): Promise<{ baseURL: string; stop(): Promise<void> }>;
}

const transports: Transport[] = [
  {
    name: 'node:http server',
    async start(model) {
      const listening = await model.listen({ port: 0 });
      return { baseURL: listening.url, stop: () => listening.close() };
    },
  },
  {
    name: 'msw setupServer',
    async start(model) {
      const baseURL = 'http://mock-model.test/v1';
      const server = setupServer(...model.handlers(baseURL));
      server.listen({ onUnhandledRequest: 'error' });
      return {
        baseURL,
        async stop() {
          await model.shutdown();
          server.close();
        },
      };
    },
  },
];

describe.each(transports)('the openai SDK against the mock model over $name', (transport) => {
  const model = createMockModel();
  let baseURL = '';
  let stop: () => Promise<void>;
  // Built after the transport starts, so msw's patched fetch is the one the client captures.
  let client: OpenAI;

  beforeAll(async () => {
    model.register([narrated, ...faults, { id: 'two-steps', steps: [{ text: 'first' }, { text: 'second' }] }]);
    ({ baseURL, stop } = await transport.start(model));
    client = new OpenAI({ baseURL, apiKey: 'sk-test-secret', maxRetries: 0, timeout: 10_000, logLevel: 'off' });
  });
  afterAll(async () => {
    await stop();
  });
  beforeEach(() => model.clearJournal());

  it('reassembles reasoning, narration and two parallel tool calls exactly (streaming)', async () => {
    const stream = client.chat.completions.stream({ model: 'any-model', messages: userTurn('narrated-tools'), tools });
    const reasoningDeltas: string[] = [];
    let contentChunks = 0;
    stream.on('chunk', (chunk) => {
      const delta = chunk.choices[0]?.delta as { reasoning_content?: string; content?: string } | undefined;
      if (delta?.reasoning_content) reasoningDeltas.push(delta.reasoning_content);
      if (delta?.content) contentChunks++;
    });
    const completion = await stream.finalChatCompletion();
    const message = completion.choices[0]?.message;
    const step = narrated.steps[0]!;
    expect(message?.content).toBe(step.text);
    expect(message?.tool_calls).toEqual([
      {
        id: 'call_a',
        type: 'function',
        function: { name: 'get_weather', arguments: JSON.stringify(step.tool_calls![0]!.arguments) },
      },
      {
        id: 'call_b',
        type: 'function',
        function: { name: 'get_weather', arguments: JSON.stringify(step.tool_calls![1]!.arguments) },
      },
    ]);
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    expect(completion.usage).toMatchObject({ prompt_tokens: 120, completion_tokens: 48 });
    // The SDK's snapshot keeps only the last reasoning delta (it assigns unknown delta fields);
    // the deltas themselves carry it all, in several pieces.
    expect(reasoningDeltas.join('')).toBe(step.reasoning);
    expect(reasoningDeltas.length).toBeGreaterThan(3);
    expect(contentChunks).toBeGreaterThan(3);

    const [entry] = model.journal({ script: 'narrated-tools' });
    expect(entry).toMatchObject({
      scriptId: 'narrated-tools',
      step: 0,
      status: 200,
      ending: 'complete',
      mismatches: [],
    });
    expect(entry?.headers['authorization']).toBe('Bearer sk-test-secret');
    expect(entry?.request).toMatchObject({ model: 'any-model', stream: true, messages: userTurn('narrated-tools') });
    expect(entry?.frames.at(-1)?.data).toBe('[DONE]');
  });

  it('answers the same script without streaming', async () => {
    const completion = await client.chat.completions.create({
      model: 'm',
      messages: userTurn('narrated-tools'),
      tools,
    });
    const message = completion.choices[0]?.message as OpenAI.ChatCompletionMessage & { reasoning_content?: string };
    expect(message.content).toBe(narrated.steps[0]!.text);
    expect(message.reasoning_content).toBe(narrated.steps[0]!.reasoning);
    expect(message.tool_calls?.map((c) => c.id)).toEqual(['call_a', 'call_b']);
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('plays the step chosen by the number of assistant messages after the directive', async () => {
    const messages = [
      ...userTurn('two-steps'),
      { role: 'assistant' as const, content: 'first' },
      { role: 'user' as const, content: 'and?' },
    ];
    const completion = await client.chat.completions.create({ model: 'm', messages });
    expect(completion.choices[0]?.message.content).toBe('second');
  });

  it('surfaces an http_status 500 as InternalServerError, once, with no retry even when retries are on', async () => {
    const retrying = new OpenAI({ baseURL, apiKey: 'k', maxRetries: 2 });
    const error = await retrying.chat.completions
      .create({ model: 'm', messages: userTurn('http-500'), stream: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as APIError).status).toBe(500);
    expect(model.journal({ script: 'http-500' })).toHaveLength(1);
  });

  it('surfaces an http_status 429 as RateLimitError', async () => {
    const error = await client.chat.completions
      .create({ model: 'm', messages: userTurn('http-429') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
  });

  it('surfaces an error frame mid-stream as APIError carrying the scripted message', async () => {
    const stream = client.chat.completions.stream({ model: 'm', messages: userTurn('error-frame') });
    const error = await stream.finalChatCompletion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).message).toMatch(/scripted fault/);
    expect(model.journal({ script: 'error-frame' })[0]?.frames).toHaveLength(4);
  });

  it('surfaces a cut stream as an error, not a hang', async () => {
    const stream = client.chat.completions.stream({ model: 'm', messages: userTurn('cut') });
    const error = await stream.finalChatCompletion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(APIUserAbortError);
    const [entry] = model.journal({ script: 'cut' });
    expect(entry?.frames).toHaveLength(3);
    expect(entry?.ending).toBe('cut');
  });

  it("surfaces a stream that ends without finish_reason as the SDK's missing finish_reason error", async () => {
    const stream = client.chat.completions.stream({ model: 'm', messages: userTurn('eof') });
    const error = await stream.finalChatCompletion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAIError);
    expect((error as Error).message).toMatch(/missing finish_reason/);
    const frames = model.journal({ script: 'eof' })[0]?.frames ?? [];
    expect(frames.some((f) => f.data === '[DONE]' || f.data.includes('"finish_reason":"'))).toBe(false);
  });

  it('surfaces a malformed frame as the JSON SyntaxError (wrapped by the stream helper)', async () => {
    const stream = client.chat.completions.stream({ model: 'm', messages: userTurn('malformed') });
    const error = await stream.finalChatCompletion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAIError);
    // Compared by name: the SyntaxError comes from another realm under vitest.
    expect(((error as Error).cause as Error).name).toBe('SyntaxError');
    const raw = await client.chat.completions.create({ model: 'm', messages: userTurn('malformed'), stream: true });
    const iterating = (async () => {
      for await (const _chunk of raw) void _chunk;
    })();
    await expect(iterating).rejects.toMatchObject({ name: 'SyntaxError' });
  });

  it('ends a stream stalled forever when the client gives up, and journals where it hung up', async () => {
    const controller = new AbortController();
    const stream = client.chat.completions.stream(
      { model: 'm', messages: userTurn('stall-forever') },
      { signal: controller.signal },
    );
    let chunks = 0;
    stream.on('chunk', () => {
      if (++chunks === 2) setTimeout(() => controller.abort(), 30);
    });
    const error = await stream.finalChatCompletion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    await expect.poll(() => model.journal({ script: 'stall-forever' })[0]?.ending).toBe('client-disconnected');
    expect(model.journal({ script: 'stall-forever' })[0]).toMatchObject({ disconnectedAfterFrame: 2 });
  });

  it('resumes a stream stalled for a while, no earlier than the stall', async () => {
    const completion = await client.chat.completions
      .stream({ model: 'm', messages: userTurn('stall-briefly') })
      .finalChatCompletion();
    expect(completion.choices[0]?.message.content).toBe(faults.at(-1)!.steps[0]!.text);
    const entry = model.journal({ script: 'stall-briefly' })[0]!;
    // Frames are scheduled from the request's arrival: the third is due 80 ms after it.
    expect(entry.frames[2]!.sentAt - entry.receivedAt).toBeGreaterThanOrEqual(79.5);
  });

  it('refuses an unknown script with a 400 that names it', async () => {
    const error = await client.chat.completions
      .create({ model: 'm', messages: userTurn('no-such-script') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toMatch(/unknown script 'no-such-script'/);
  });

  it('refuses a step past the end of a script that does not repeat', async () => {
    const messages = [
      ...userTurn('two-steps'),
      { role: 'assistant' as const, content: 'a' },
      { role: 'assistant' as const, content: 'b' },
    ];
    const error = await client.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toMatch(/2 step\(s\) and does not repeat/);
  });
});

describe('the openai SDK and a server that closes', () => {
  it('ends a stream stalled forever when the server closes, without leaking', async () => {
    const model = createMockModel();
    model.register(faulty('stall-forever', { stall_after: 1 }));
    const listening = await model.listen();
    const client = new OpenAI({ baseURL: listening.url, apiKey: 'k', maxRetries: 0 });
    const stream = client.chat.completions.stream({ model: 'm', messages: userTurn('stall-forever') });
    stream.on('chunk', () => void listening.close());
    const error = await stream.finalChatCompletion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(model.journal()[0]?.ending).toBe('server-closed');
  });
});
