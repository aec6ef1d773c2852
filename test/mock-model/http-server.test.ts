// The node:http transport seen through raw fetch: SSE framing byte by byte, the control
// endpoints, bad input, disconnects, the journal's bounds and the schedule.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  createMockModel,
  scriptDirective,
  type JournalEntry,
  type Listening,
  type MockModel,
  type Script,
} from '../../mock-model/index.ts';

const chat = (id: string | null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    model: 'm',
    stream: true,
    messages: [{ role: 'user', content: id === null ? 'hi' : `go\n${scriptDirective(id)}` }],
    ...extra,
  });

const scripts: Script[] = [
  {
    id: 'reply',
    steps: [
      {
        reasoning: 'short thought',
        text: 'A reply in several pieces.',
        tool_calls: [{ name: 't', arguments: { a: 1 } }],
      },
    ],
  },
  { id: 'slow', steps: [{ text: 'x'.repeat(200), timing: { chunk_chars: 1, interval_ms: 20 } }] },
  { id: 'paced', steps: [{ text: 'abcdef', timing: { ttft_ms: 30, chunk_chars: 2, interval_ms: 25 } }] },
  { id: 'steps', steps: [{ text: 'zero' }, { text: 'one' }, { text: 'two' }, { text: 'three', repeat: true }] },
  { id: 'cut-early', steps: [{ text: 'never', fault: { cut_after: 0 } }] },
  { id: 'hang', steps: [{ text: 'never', fault: { stall_after: 0 } }] },
];

describe('the mock model over node:http', () => {
  const model: MockModel = createMockModel({ maxBodyBytes: 4096 });
  let server: Listening;
  let origin = '';
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  beforeAll(async () => {
    model.register(scripts);
    server = await model.listen({ port: 0, host: '127.0.0.1' });
    origin = server.url.replace(/\/v1$/, '');
  });
  afterAll(() => server.close());
  beforeEach(() => model.clearJournal());

  it('serves a base URL ending in /v1 on the chosen host', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it('frames the stream as one JSON object per `data:` line, [DONE] last', async () => {
    const response = await post('/v1/chat/completions', chat('reply'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    const events = text.split('\n\n').filter((e) => e !== '');
    for (const event of events) {
      expect(event.split('\n')).toHaveLength(1);
      expect(event.startsWith('data: ')).toBe(true);
    }
    const datas = events.map((e) => e.slice('data: '.length));
    expect(datas.at(-1)).toBe('[DONE]');
    for (const data of datas.slice(0, -1)) expect(() => JSON.parse(data)).not.toThrow();
    // The journal holds exactly the frames that went out.
    expect(model.journal()[0]?.frames.map((f) => f.data)).toEqual(datas);
  });

  it("journals receive time, headers with authorization, the parsed body and each frame's send time", async () => {
    const before = performance.now();
    await (
      await post('/v1/chat/completions', chat('reply'), { authorization: 'Bearer sk-never-leak', 'x-extra': 'yes' })
    ).text();
    const [entry] = model.journal({ script: 'reply' });
    expect(entry).toMatchObject({
      scriptId: 'reply',
      step: 0,
      scriptStep: 0,
      status: 200,
      ending: 'complete',
      mismatches: [],
      path: '/v1/chat/completions',
    });
    expect(entry!.headers).toMatchObject({ authorization: 'Bearer sk-never-leak', 'x-extra': 'yes' });
    expect(entry!.request).toEqual(JSON.parse(chat('reply')));
    expect(entry!.receivedAt).toBeGreaterThanOrEqual(before);
    expect(entry!.receivedAt).toBeLessThanOrEqual(performance.now());
    const times = entry!.frames.map((f) => f.sentAt);
    expect(times.every((t, i) => t >= entry!.receivedAt && (i === 0 || t >= times[i - 1]!))).toBe(true);
  });

  it('answers without streaming as one chat.completion body', async () => {
    const response = await post('/v1/chat/completions', chat('reply', { stream: false }));
    const body = (await response.json()) as {
      object: string;
      choices: { message: { content: string; reasoning_content: string } }[];
    };
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0]?.message).toMatchObject({
      content: 'A reply in several pieces.',
      reasoning_content: 'short thought',
    });
    expect(model.journal()[0]?.body?.text).toBe(JSON.stringify(body));
  });

  it("sends frames no earlier than their schedule, which counts from the request's arrival", async () => {
    await (await post('/v1/chat/completions', chat('paced'))).text();
    const [entry] = model.journal({ script: 'paced' });
    // scheduledAt is receivedAt + offset in floating point: round away the last bits, which vary with the clock's value.
    const offsets = entry!.frames.map((f) => Math.round((f.scheduledAt - entry!.receivedAt) * 1e6) / 1e6);
    expect(offsets).toEqual([30, 30, 55, 80, 80, 80]);
    for (const frame of entry!.frames) expect(frame.sentAt).toBeGreaterThanOrEqual(frame.scheduledAt - 0.5);
  });

  it('serves any number of turns at once, each on its own step, with no conversation state', async () => {
    const turn = async (assistants: number) => {
      const messages = [
        { role: 'user', content: scriptDirective('steps') },
        ...Array.from({ length: assistants }, () => ({ role: 'assistant', content: '.' })),
      ];
      const response = await post('/v1/chat/completions', JSON.stringify({ messages }));
      return ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content;
    };
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => turn(i % 6)));
    expect(answers).toEqual(
      Array.from({ length: 24 }, (_, i) => ['zero', 'one', 'two', 'three', 'three', 'three'][i % 6]),
    );
  });

  it('serves GET /v1/models', async () => {
    const response = await fetch(`${server.url}/models`);
    expect(await response.json()).toMatchObject({
      object: 'list',
      data: [{ id: expect.any(String), object: 'model' }],
    });
  });

  describe("bad input: a 400 in OpenAI's error shape, journaled, never a crash", () => {
    it.each([
      ['a body that is not JSON', 'this is not json', /not JSON/],
      ['a body with no messages', '{"model":"m"}', /`messages` is required/],
      ['an unknown role', JSON.stringify({ messages: [{ role: 'robot', content: 'x' }] }), /unknown role "robot"/],
      [
        'a body over the size cap',
        JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(10_000) }] }),
        /larger than the mock model accepts/,
      ],
    ])('%s', async (_label, body, message) => {
      const response = await post('/v1/chat/completions', body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: { message: string; type: string; code: string } };
      expect(json.error).toMatchObject({ type: 'invalid_request_error', code: expect.any(String) });
      expect(json.error.message).toMatch(message);
      expect(model.journal()).toMatchObject([{ status: 400, scriptId: null, step: null }]);
      expect((await fetch(`${origin}/_mock/health`)).status).toBe(200);
    });

    it('a body over the cap sent without a content-length (chunked)', async () => {
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
          controller.close();
        },
      });
      const response = await fetch(`${server.url}/chat/completions`, {
        method: 'POST',
        body: chunks,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/larger than the mock model accepts/);
    });

    it('bytes that are not HTTP at all: a 400, and the server keeps serving', async () => {
      const socket = connect(server.port, '127.0.0.1');
      const reply = await new Promise<string>((resolve, reject) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        socket.write('\u0000\u0001 definitely not http\r\n\r\n');
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400/);
      expect((await fetch(`${origin}/_mock/health`)).status).toBe(200);
    });

    it('an unknown path (404) and a wrong method (405)', async () => {
      const missing = await post('/v1/embeddings', '{}');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/no such endpoint/);
      const wrong = await fetch(`${server.url}/chat/completions`);
      expect(wrong.status).toBe(405);
    });
  });

  it('stops a stream when the client disconnects mid-way, and journals when and after which frame', async () => {
    const response = await post('/v1/chat/completions', chat('slow'));
    const reader = response.body!.getReader();
    let received = '';
    while ((received.match(/\n\n/g) ?? []).length < 4)
      received += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    await expect.poll(() => model.journal({ script: 'slow' })[0]?.ending).toBe('client-disconnected');
    const [entry] = model.journal({ script: 'slow' });
    expect(entry!.disconnectedAfterFrame).toBeGreaterThanOrEqual(4);
    expect(entry!.disconnectedAfterFrame).toBeLessThan(200);
    expect(entry!.frames).toHaveLength(entry!.disconnectedAfterFrame!);
    expect(entry!.disconnectedAt).toBeGreaterThanOrEqual(entry!.frames.at(-1)!.sentAt);
  });

  it('cuts a non-streamed answer with no response at all, journaled with status 0', async () => {
    await expect(post('/v1/chat/completions', chat('cut-early', { stream: false }))).rejects.toThrow();
    expect(model.journal({ script: 'cut-early' })[0]).toMatchObject({ status: 0, ending: 'cut' });
  });

  it('holds a non-streamed answer stalled forever until the client gives up', async () => {
    const controller = new AbortController();
    const pending = fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      body: chat('hang', { stream: false }),
      signal: controller.signal,
    });
    await expect.poll(() => model.journal({ script: 'hang' }).length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => model.journal({ script: 'hang' })[0]?.ending).toBe('client-disconnected');
    expect(model.journal({ script: 'hang' })[0]).toMatchObject({ status: 0, disconnectedAfterFrame: 0 });
  });

  describe('control endpoints', () => {
    it('registers one script or a list, replacing by id', async () => {
      const one = await post('/_mock/scripts', JSON.stringify({ id: 'ctl-a', steps: [{ text: 'first' }] }));
      expect(await one.json()).toEqual({ registered: ['ctl-a'] });
      const list = await post(
        '/_mock/scripts',
        JSON.stringify([
          { id: 'ctl-a', steps: [{ text: 'replaced' }] },
          { id: 'ctl-b', steps: [{ text: 'b' }] },
        ]),
      );
      expect(await list.json()).toEqual({ registered: ['ctl-a', 'ctl-b'] });
      const listed = (await (await fetch(`${origin}/_mock/scripts`)).json()) as { scripts: Script[] };
      expect(listed.scripts.find((s) => s.id === 'ctl-a')?.steps[0]?.text).toBe('replaced');
      const answer = await post('/v1/chat/completions', chat('ctl-a', { stream: false }));
      expect(
        ((await answer.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content,
      ).toBe('replaced');
    });

    it('refuses an invalid script with a 400 naming the problem, and registers nothing', async () => {
      const response = await post(
        '/_mock/scripts',
        JSON.stringify([
          { id: 'ok-one', steps: [{ text: 'x' }] },
          { id: 'bad', steps: [{ text: 'x', fault: { cut_after: 1, stall_after: 2 } }] },
        ]),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string; problems: string[] } };
      expect(body.error.message).toMatch(/\[1\] steps\/0\/fault: give exactly one fault kind/);
      expect(body.error.problems).toHaveLength(1);
      expect(model.scripts().some((s) => s.id === 'ok-one')).toBe(false);
      const notJson = await post('/_mock/scripts', '{nope');
      expect(notJson.status).toBe(400);
    });

    it('serves the journal, filtered by script, and clears it', async () => {
      await (await post('/v1/chat/completions', chat('reply'))).text();
      await (await post('/v1/chat/completions', chat(null))).text();
      const all = (await (await fetch(`${origin}/_mock/requests`)).json()) as { requests: { scriptId: string }[] };
      expect(all.requests.map((r) => r.scriptId)).toEqual(['reply', 'default']);
      const filtered = (await (await fetch(`${origin}/_mock/requests?script=reply`)).json()) as {
        requests: { scriptId: string; frames: unknown[] }[];
      };
      expect(filtered.requests).toHaveLength(1);
      expect(filtered.requests[0]?.frames.length).toBeGreaterThan(3);
      expect((await fetch(`${origin}/_mock/requests`, { method: 'DELETE' })).status).toBe(200);
      expect(model.journal()).toEqual([]);
    });

    it('serves the journal from an index on and its newest entries, and refuses a filter that is not a count', async () => {
      for (const script of ['reply', null, 'reply']) await (await post('/v1/chat/completions', chat(script))).text();
      const first = model.journal()[0]!.index;
      const requests = async (query: string) =>
        ((await (await fetch(`${origin}/_mock/requests?${query}`)).json()) as { requests: JournalEntry[] }).requests;
      expect((await requests(`since=${first + 1}`)).map((r) => r.index)).toEqual([first + 1, first + 2]);
      expect((await requests('newest=1')).map((r) => r.index)).toEqual([first + 2]);
      expect((await requests(`script=reply&since=${first}&newest=1`)).map((r) => r.index)).toEqual([first + 2]);
      for (const query of ['since=-1', 'newest=two', 'since=1.5']) {
        const refused = await fetch(`${origin}/_mock/requests?${query}`);
        expect(refused.status).toBe(400);
        const { error } = (await refused.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe('invalid_filter');
        expect(error.message).toMatch(/^(since|newest) must be a whole number/);
      }
    });

    it('refuses a script body over the size cap, and names unknown control paths as not found', async () => {
      const big = await post('/_mock/scripts', JSON.stringify({ id: 'big', steps: [{ text: 'x'.repeat(10_000) }] }));
      expect(big.status).toBe(400);
      expect(((await big.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
      expect(model.scripts().some((s) => s.id === 'big')).toBe(false);
      const missing = (await (await fetch(`${origin}/_mock/nothing`)).json()) as {
        error: { type: string; code: string };
      };
      expect(missing.error).toMatchObject({ type: 'not_found_error', code: 'not_found' });
    });

    it('answers health, and 404/405 elsewhere under /_mock', async () => {
      expect(await (await fetch(`${origin}/_mock/health`)).json()).toMatchObject({ ok: true });
      expect((await fetch(`${origin}/_mock/nothing`)).status).toBe(404);
      expect((await fetch(`${origin}/_mock/health`, { method: 'POST' })).status).toBe(405);
    });
  });
});

describe('the journal', () => {
  it('keeps at most journalLimit entries, dropping the oldest', async () => {
    const model = createMockModel({ journalLimit: 3 });
    const server = await model.listen();
    try {
      for (let i = 0; i < 5; i++)
        await (await fetch(`${server.url}/chat/completions`, { method: 'POST', body: chat(null) })).text();
      expect(model.journal().map((e) => e.index)).toEqual([2, 3, 4]);
    } finally {
      await server.close();
    }
  });

  it('reads the entries numbered since an index, or only the newest, after the script filter', async () => {
    const model = createMockModel({ journalLimit: 4 });
    model.register([
      { id: 'a', steps: [{ text: 'a' }] },
      { id: 'b', steps: [{ text: 'b' }] },
    ]);
    const server = await model.listen();
    try {
      for (const script of ['a', 'b', 'a', 'b', 'a', 'b'])
        await (await fetch(`${server.url}/chat/completions`, { method: 'POST', body: chat(script) })).text();
      const numbered = (filter: Parameters<typeof model.journal>[0]) => model.journal(filter).map((e) => e.index);
      expect(numbered({})).toEqual([2, 3, 4, 5]);
      expect(numbered({ since: 3 })).toEqual([3, 4, 5]);
      expect(numbered({ since: 9 })).toEqual([]);
      expect(numbered({ newest: 1 })).toEqual([5]);
      expect(numbered({ script: 'a', newest: 1 })).toEqual([4]);
      expect(numbered({ script: 'b', since: 4, newest: 5 })).toEqual([5]);
      expect(model.journal({ newest: 1 })[0]?.frames.at(-1)?.data).toBe('[DONE]');
    } finally {
      await server.close();
    }
  });

  it('plays what was registered even when the caller later edits the object it passed in', async () => {
    const model = createMockModel();
    const script: Script = { id: 'edited', steps: [{ text: 'as registered' }] };
    model.register(script);
    script.steps[0]!.text = 'edited afterwards';
    const handlers = model.handlers('http://edit.test/v1');
    const server = setupServer(...handlers);
    server.listen();
    try {
      const response = await fetch('http://edit.test/v1/chat/completions', {
        method: 'POST',
        body: chat('edited', { stream: false }),
      });
      expect(
        ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content,
      ).toBe('as registered');
      model.register(script);
      const again = await fetch('http://edit.test/v1/chat/completions', {
        method: 'POST',
        body: chat('edited', { stream: false }),
      });
      expect(
        ((await again.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content,
      ).toBe('edited afterwards');
    } finally {
      server.close();
    }
  });

  it('refuses an invalid script through the in-process API with an error naming the problem', () => {
    const model = createMockModel();
    expect(() => model.register({ id: 'x', steps: [{ text: 'a', repeat: true }, { text: 'b' }] } as Script)).toThrow(
      /steps\/0\/repeat: only the last step may repeat/,
    );
  });
});

describe('the mock model’s msw handlers made with a given msw', () => {
  it('makes its handlers with the http namespace it is given, not a copy of msw it loads itself', () => {
    const made: string[] = [];
    const http = { all: (path: string) => (made.push(path), path) } as unknown as typeof import('msw').http;
    expect(createMockModel().handlers('http://given.test/v1', http)).toEqual([
      'http://given.test/_mock/*',
      'http://given.test/v1/*',
    ]);
    expect(made).toHaveLength(2);
  });
});

describe('the mock model through msw', () => {
  const model = createMockModel();
  const base = 'http://model.msw.test/v1';
  const server = setupServer(...model.handlers(base));
  // 'bypass': one test compares with the real HTTP server, which msw must let through.
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(async () => {
    await model.shutdown();
    server.close();
  });

  it('sends the same bytes as the HTTP server for the same request', async () => {
    model.register(scripts);
    const listening = await model.listen();
    try {
      const viaMsw = await (await fetch(`${base}/chat/completions`, { method: 'POST', body: chat('reply') })).text();
      const viaHttp = await (
        await fetch(`${listening.url}/chat/completions`, { method: 'POST', body: chat('reply') })
      ).text();
      // Only the per-response id (chatcmpl-mock-<n>) and `created` second may differ.
      const normalize = (t: string) => t.replace(/chatcmpl-mock-\d+/g, 'ID').replace(/"created":\d+/g, '"created":0');
      expect(normalize(viaMsw)).toBe(normalize(viaHttp));
    } finally {
      await listening.close();
    }
  });

  it('waits for a slow reader instead of queueing without bound, and still delivers every frame', async () => {
    model.register({
      id: 'many-paced',
      steps: [{ text: 'y'.repeat(150), timing: { chunk_chars: 1, interval_ms: 1 } }],
    });
    const response = await fetch(`${base}/chat/completions`, { method: 'POST', body: chat('many-paced') });
    await new Promise((resolve) => setTimeout(resolve, 300)); // let well over 64 frames come due unread
    const text = await response.text();
    const datas = text
      .split('\n\n')
      .filter((e) => e !== '')
      .map((e) => e.slice('data: '.length));
    expect(datas.at(-1)).toBe('[DONE]');
    const content = datas
      .slice(0, -1)
      .map((d) => (JSON.parse(d) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '')
      .join('');
    expect(content).toBe('y'.repeat(150));
    expect(model.journal({ script: 'many-paced' })[0]?.frames.map((f) => f.data)).toEqual(datas);
  });

  it("serves the control endpoints at the base URL's origin", async () => {
    const response = await fetch('http://model.msw.test/_mock/scripts', {
      method: 'POST',
      body: JSON.stringify({ id: 'via-msw', steps: [{ text: 'ok' }] }),
    });
    expect(await response.json()).toEqual({ registered: ['via-msw'] });
    expect((await (await fetch('http://model.msw.test/_mock/requests?script=via-msw')).json()) as unknown).toEqual({
      requests: [],
    });
  });

  it('answers a base URL without /v1 on the same routes', async () => {
    const other = createMockModel();
    server.use(...other.handlers('http://bare.msw.test'));
    const response = await fetch('http://bare.msw.test/chat/completions', {
      method: 'POST',
      body: chat(null, { stream: false }),
    });
    expect(response.status).toBe(200);
    expect(other.journal()[0]?.scriptId).toBe('default');
  });
});
